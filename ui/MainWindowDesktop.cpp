// MainWindow's face to the desktop: what the single-instance hand-off and the remote control
// (wired in app/gui) ask of the window itself; what they ask of the engine goes to the Session.
#include "MainWindow.h"
#include "events/TrayIcon.h"

#include <QTimer>

namespace kindred {

void MainWindow::bringToFront()
{
    if (isMinimized() || isHidden())
        showNormal();
    raise();
    activateWindow();
}

void MainWindow::offerSubscription(const QString &address)
{
    bringToFront();
    // Out of the caller's stack: the dialog runs its own loop, and the caller may be answering a socket.
    QTimer::singleShot(0, this, [this, address] { askForFeed(address); });
}

bool MainWindow::hasTray() const
{
    return m_tray->isAvailable();
}

} // namespace kindred
