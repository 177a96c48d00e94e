#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace kindred {

/// A date for a list: the time only for today, the short date and time otherwise; never
/// seconds (news is read by the minute). Shown in local time.
QString shortDateText(const QDateTime &when, const QLocale &locale = QLocale());

/// A date for the article view: the long date and the short time, without seconds.
QString longDateText(const QDateTime &when, const QLocale &locale = QLocale());

} // namespace kindred
