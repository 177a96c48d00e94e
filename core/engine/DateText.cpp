#include "engine/DateText.h"

namespace kindred {

namespace {

QString shortTime(const QLocale &locale, const QTime &time)
{
    QString format = locale.timeFormat(QLocale::ShortFormat);
    format.remove(QLatin1String(":ss"));
    return locale.toString(time, format);
}

} // namespace

QString shortDateText(const QDateTime &when, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    if (local.date() == QDate::currentDate())
        return shortTime(locale, local.time());
    return locale.toString(local.date(), QLocale::ShortFormat) + u' ' + shortTime(locale, local.time());
}

QString longDateText(const QDateTime &when, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    return locale.toString(local.date(), QLocale::LongFormat) + u' ' + shortTime(locale, local.time());
}

} // namespace kindred
