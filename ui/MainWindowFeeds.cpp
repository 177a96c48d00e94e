// MainWindow's subscriptions: adding a feed, importing and exporting OPML, refreshing.
#include "MainWindow.h"
#include "engine/IngestController.h"
#include "engine/OpmlController.h"
#include "engine/RefreshController.h"
#include "engine/Session.h"
#include "feeds/FeedListModel.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace kindred {

void MainWindow::askForFeed(const QString &address)
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Add Feed"), tr("Feed address (http, https or file):"), QLineEdit::Normal, address, &ok)
                             .trimmed();
    if (!ok || text.isEmpty())
        return;
    const QString why = subscribe(QUrl::fromUserInput(text));
    if (!why.isEmpty())
        m_statusLabel->setText(why);
}

QString MainWindow::subscribe(const QUrl &url)
{
    if (!url.isValid() || !m_session.ingest().addUrl(url))
        return tr("Not a feed address Kindred can read: %1").arg(url.toDisplayString());
    return {};
}

void MainWindow::addFeedFromFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add Feed from File"), QString(), tr("Feeds (*.xml *.rss *.atom *.json);;All files (*)"));
    if (!path.isEmpty())
        m_session.ingest().addFile(path);
}

void MainWindow::importOpml()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import OPML"), QString(), tr("OPML subscription lists (*.opml *.xml);;All files (*)"));
    if (!path.isEmpty())
        importOpmlFile(path);
}

void MainWindow::importOpmlFile(const QString &path)
{
    m_session.opml().importFile(path);
}

void MainWindow::exportOpml()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export OPML"), u"kindred-subscriptions.opml"_s, tr("OPML subscription lists (*.opml)"));
    if (!path.isEmpty())
        exportOpmlFile(path);
}

bool MainWindow::exportOpmlFile(const QString &path)
{
    return m_session.opml().exportFile(path);
}

void MainWindow::refreshAll()
{
    if (m_feedModel->feeds().isEmpty()) {
        m_statusLabel->setText(tr("No feeds to refresh."));
        return;
    }
    m_session.refresh().refreshAll(m_feedModel->feeds());
}

void MainWindow::refreshSelectedFeed()
{
    const QList<qint64> feedIds = currentFeedIds();
    if (feedIds.isEmpty()) {
        refreshAll();
        return;
    }
    if (feedIds.size() > 1) { // a folder
        QList<FeedRecord> feeds;
        for (const qint64 id : feedIds) {
            if (const FeedRecord *feed = m_feedModel->feed(id))
                feeds.append(*feed);
        }
        m_session.refresh().refreshAll(feeds);
        return;
    }
    const FeedRecord *feed = m_feedModel->feed(feedIds.constFirst());
    QString why;
    if (feed && !m_session.refresh().refreshFeed(*feed, &why))
        m_statusLabel->setText(why);
}

} // namespace kindred
