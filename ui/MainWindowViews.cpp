// MainWindow's named views, opened at start with --view (and saved with --screenshot): the
// screenshots of the README are made of them.
#include "MainWindow.h"
#include "articles/ReaderPane.h"
#include "clusters/ClusterInspector.h"
#include "clusters/ClusterMembersModel.h"
#include "clusters/DuplicateGroupsFilter.h"
#include "clusters/DuplicateGroupsView.h"
#include "events/EventPage.h"
#include "events/EventsModel.h"
#include "events/EventsView.h"
#include "feeds/FeedListModel.h"
#include "feeds/FeedPropertiesDialog.h"
#include "news/EventCoverage.h"
#include "preferences/SettingsDialog.h"
#include "rules/RulesDialog.h"
#include "stats/StatisticsView.h"
#include "storage/GroupStore.h"
#include "storage/StoryStore.h"

#include <QDockWidget>
#include <QSqlDatabase>
#include <QTabWidget>
#include <QTreeView>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

void MainWindow::connectEventsView()
{
    connect(m_eventsView, &EventsView::articleActivated, this, &MainWindow::openArticle);
    EventPage *page = m_eventsView->page();
    page->setCoverageSource([this](const EventRecord &event) {
        return EventCoverage::load(database(), event, m_eventsView->model()->events());
    });
    // A copy opens in the inspector, compared with the original it copies.
    connect(page, &EventPage::copyActivated, this, [this](qint64 groupId, qint64 articleId) {
        inspectGroup(groupId);
        if (const int row = m_inspector->membersModel()->rowForArticle(articleId); row >= 0)
            m_inspector->membersTable()->setCurrentIndex(m_inspector->membersModel()->index(row, 0));
    });
}

QStringList MainWindow::viewNames()
{
    return {u"articles"_s, u"groups"_s, u"cluster"_s, u"near-miss"_s, u"article"_s, u"events"_s, u"event"_s,
        u"coverage"_s, u"stats"_s, u"settings"_s, u"feed-properties"_s, u"rules"_s, u"labels"_s, u"updated"_s,
        u"feeds"_s};
}

bool MainWindow::showView(const QString &view)
{
    if (view == "articles"_L1) {
        m_tabs->setCurrentWidget(m_mainSplitter);
        m_reader->selectShowcaseArticle();
        return true;
    }
    if (view == "labels"_L1) {
        // The first of the reader's labels, its articles listed.
        for (int row = 0; row < m_feedModel->rowCount(); ++row) {
            const QModelIndex index = m_feedModel->index(row, 0);
            if (index.data(FeedListModel::LabelRole).toString().isEmpty())
                continue;
            m_tabs->setCurrentWidget(m_mainSplitter);
            m_feedView->setCurrentIndex(index);
            m_reader->selectShowcaseArticle();
            return true;
        }
        return false;
    }
    if (view == "feeds"_L1) {
        // The feed list as a tree of folders, the first folder's stories listed.
        m_tabs->setCurrentWidget(m_mainSplitter);
        for (int row = 0; row < m_feedModel->rowCount(); ++row) {
            const QModelIndex index = m_feedModel->index(row, 0);
            if (index.data(FeedListModel::FolderIdRole).toLongLong() == 0)
                continue;
            m_feedView->expand(index);
            m_feedView->setCurrentIndex(index);
            m_reader->selectShowcaseArticle();
            m_feedView->setFocus();
            return true;
        }
        return false;
    }
    if (view == "updated"_L1) {
        m_tabs->setCurrentWidget(m_mainSplitter);
        return m_reader->selectUpdatedArticle();
    }
    if (view == "article"_L1) {
        m_tabs->setCurrentWidget(m_mainSplitter);
        m_similarDock->show();
        m_reader->selectShowcaseArticle(true);
        return true;
    }
    if (view == "events"_L1 || view == "event"_L1 || view == "coverage"_L1) {
        showEvents();
        if (view != "events"_L1) {
            // The largest event's page.
            const QList<EventRecord> events = StoryStore(database()).events();
            const auto largest = std::max_element(
                events.cbegin(), events.cend(), [](const EventRecord &a, const EventRecord &b) {
                    return a.members.size() < b.members.size();
                });
            if (largest != events.cend())
                m_eventsView->selectEvent(largest->id);
            if (view == "coverage"_L1)
                m_eventsView->page()->showCoverage();
        }
        return true;
    }
    if (view == "stats"_L1) {
        m_statistics->setPeriodHours(24 * 7);
        m_tabs->setCurrentWidget(m_statistics);
        return true;
    }
    if (view == "groups"_L1) {
        showDuplicateGroups();
        if (m_groupsView->filter()->rowCount() > 0)
            m_groupsView->table()->setCurrentIndex(m_groupsView->filter()->index(0, 0));
        return true;
    }
    if (view == "cluster"_L1) {
        const QDateTime from = liveWindowStart();
        inspectGroup(GroupStore(database()).largestGroupSince(from));
        return true;
    }
    if (view == "near-miss"_L1) {
        // The newest group with a near miss, the near miss compared with its first report.
        for (const DuplicateGroupSummary &group : GroupStore(database()).groupsSince(liveWindowStart())) {
            inspectGroup(group.id);
            if (m_inspector->selectNearMiss())
                return true;
        }
        return false;
    }
    if (view == "rules"_L1) {
        delete m_viewDialog;
        auto *dialog = new RulesDialog(m_session, this);
        // The rule most worth showing: the first whose preview finds something.
        for (int row = 0; row < dialog->rules().size(); ++row) {
            dialog->selectRule(row);
            dialog->updatePreview();
            if (dialog->previewCount() > 0)
                break;
        }
        m_viewDialog = dialog;
        m_viewDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_viewDialog->show();
        return true;
    }
    if (view == "settings"_L1 || view == "feed-properties"_L1) {
        // A dialog over the window, not modal, so that the screenshot can be taken of it.
        delete m_viewDialog;
        if (view == "settings"_L1) {
            auto *dialog = new SettingsDialog(m_settings, m_session, m_clock(), this);
            connect(dialog, &SettingsDialog::applied, this, &MainWindow::applySettings);
            m_viewDialog = dialog;
        } else {
            // The feed with the most articles: its headlines teach the prefix best.
            const QList<FeedRecord> feeds = m_feedModel->feeds();
            const auto most = std::max_element(feeds.cbegin(), feeds.cend(),
                [](const FeedRecord &a, const FeedRecord &b) { return a.articleCount < b.articleCount; });
            if (most == feeds.cend())
                return false;
            m_viewDialog = FeedPropertiesDialog::create(this, database(), most->id);
        }
        m_viewDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_viewDialog->show();
        return true;
    }
    return false;
}

QWidget *MainWindow::viewWidget()
{
    return m_viewDialog ? static_cast<QWidget *>(m_viewDialog) : this;
}

} // namespace kindred
