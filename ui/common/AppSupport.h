#pragma once

#include <QElapsedTimer>
#include <QLocale>
#include <QString>

class QCoreApplication;

namespace kindred {

class MainWindow;

/// Installs Kindred's translation (from the compiled-in ":/i18n/") and Qt's own for `language`
/// (a locale name like "de" or "zh_CN"; empty = the system's UI languages). Returns the locale
/// whose Kindred translation was loaded, or the C locale when English (the source) is used.
QLocale installTranslations(QCoreApplication &app, const QString &language);

/// Once `window` is ready, opens `view` (MainWindow::showView(); empty = "articles"), renders
/// the window to the PNG `path` and exits the event loop (exit code 0 on success, 1 when saving
/// failed or no data arrived within two minutes). When `started` is valid, says on stderr how long
/// after it the window was ready.
void takeScreenshotWhenReady(
    MainWindow &window, const QString &path, const QString &view = {}, QElapsedTimer started = {});

} // namespace kindred
