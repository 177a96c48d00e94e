#include "events/TrayIcon.h"

#include <QLocale>
#include <QMenu>
#include <QSystemTrayIcon>

namespace kindred {

TrayIcon::TrayIcon(const QIcon &icon, QObject *parent) : QObject(parent)
{
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return; // quiet: no tray, no notifications
    m_tray = new QSystemTrayIcon(icon, this);
    m_menu = std::make_unique<QMenu>(); // a tray's menu has no parent widget: ours to delete
    QMenu *menu = m_menu.get();
    menu->addAction(tr("Show Kindred"), this, &TrayIcon::showWindowRequested);
    menu->addAction(tr("Breaking Events"), this, &TrayIcon::showEventsRequested);
    menu->addAction(tr("Refresh All"), this, &TrayIcon::refreshRequested);
    menu->addSeparator();
    menu->addAction(tr("Quit"), this, &TrayIcon::quitRequested);
    m_tray->setContextMenu(menu);
    connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger)
            emit showWindowRequested();
    });
    connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
        if (m_notifiedEvent != 0)
            emit eventRequested(m_notifiedEvent);
        else
            emit showWindowRequested(); // a notification about no event (a rule's)
    });
    m_tray->show();
}

TrayIcon::~TrayIcon() = default; // here, where QMenu is complete

void TrayIcon::setUnread(int unread)
{
    if (m_tray)
        m_tray->setToolTip(tr("Kindred · %1 unread").arg(QLocale().toString(unread)));
}

void TrayIcon::notify(qint64 eventId, const QString &title, const QString &text)
{
    m_notifiedEvent = eventId;
    if (m_tray)
        m_tray->showMessage(title, text, m_tray->icon(), 15000);
}

} // namespace kindred
