#pragma once

#include <QElapsedTimer>
#include <QString>

namespace kindred {

class MainWindow;

/// Once `window` is ready, opens `view` (MainWindow::showView(); empty = "articles"), renders
/// the window to the PNG `path` and exits the event loop (exit code 0 on success, 1 when saving
/// failed or no data arrived within two minutes). When `started` is valid, says on stderr how long
/// after it the window was ready.
void takeScreenshotWhenReady(
    MainWindow &window, const QString &path, const QString &view = {}, QElapsedTimer started = {});

} // namespace kindred
