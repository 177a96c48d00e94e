#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace kindred {

/// Installs Kindred's translation (from the compiled-in ":/i18n/") and Qt's own for `language`
/// (a locale name like "de" or "zh_CN"; empty = the system's UI languages). Returns the locale
/// whose Kindred translation was loaded, or the C locale when English (the source) is used.
QLocale installTranslations(QCoreApplication &app, const QString &language);

} // namespace kindred
