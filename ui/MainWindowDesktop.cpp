// MainWindow's face to the desktop: what the single-instance hand-off and the remote control
// (wired in app/gui) ask of the window, in values.
#include "MainWindow.h"
#include "events/TrayIcon.h"
#include "feeds/FeedListModel.h"
#include "ingest/IngestController.h"
#include "ingest/RefreshController.h"
#include "settings/Settings.h"
#include "storage/StoryStore.h"

#include <QTimer>

namespace kindred {

MainWindow::Summary MainWindow::summary() const
{
    Summary summary;
    summary.feeds = int(m_feedModel->feeds().size());
    const QModelIndex all = m_feedModel->index(0); // the "All articles" row
    summary.articles = all.data(FeedListModel::ArticleCountRole).toInt();
    summary.unread = all.data(FeedListModel::UnreadCountRole).toInt();
    for (int row = 1; row < m_feedModel->rowCount(); ++row) {
        const QDateTime success = m_feedModel->index(row).data(FeedListModel::LastSuccessRole).toDateTime();
        if (success.isValid() && (!summary.lastRefresh.isValid() || success > summary.lastRefresh))
            summary.lastRefresh = success;
    }
    summary.refreshing = m_refresh->isRefreshing() || m_ingest->isBusy();
    return summary;
}

QList<RankedEvent> MainWindow::rankedEvents() const
{
    if (hasDatabaseError())
        return {};
    const QDateTime from = liveWindowStart();
    QList<RankedEvent> ranked
        = rankEvents(StoryStore(QSqlDatabase::database(m_connectionName, false)).events(), liveWindowEnd(),
            m_settings.intValue(Settings::Key::EventWindowHours));
    ranked.removeIf([&from](const RankedEvent &event) { return event.event.end < from; });
    return ranked;
}

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
