#pragma once

#include <QIcon>
#include <QObject>
#include <memory>

class QMenu;
class QSystemTrayIcon;

namespace kindred {

/// Kindred in the desktop's tray, when it has one: the unread count in the tooltip, a menu
/// (show, breaking events, refresh, quit), and the notifications EventNotifier asks for, a click
/// on one opening its event. With no tray it stays quiet.
class TrayIcon final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayIcon)

public:
    explicit TrayIcon(const QIcon &icon, QObject *parent = nullptr);
    ~TrayIcon() override;

    bool isAvailable() const { return m_tray != nullptr; }
    void setUnread(int unread);
    /// Shows a notification; a click on it asks to open `eventId` (0: the window).
    void notify(qint64 eventId, const QString &title, const QString &text);

signals:
    void showWindowRequested();
    void showEventsRequested();
    /// A click on the last notification: open this event.
    void eventRequested(qint64 eventId);
    void refreshRequested();
    void quitRequested();

private:
    std::unique_ptr<QMenu> m_menu;
    QSystemTrayIcon *m_tray = nullptr; // null when the desktop has no tray
    qint64 m_notifiedEvent = 0;
};

} // namespace kindred
