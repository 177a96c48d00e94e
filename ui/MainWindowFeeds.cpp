// MainWindow's subscriptions: adding a feed, importing and exporting OPML, refreshing.
#include "MainWindow.h"
#include "articles/ArticleListModel.h"
#include "articles/ReaderPane.h"
#include "engine/IngestController.h"
#include "engine/OpmlController.h"
#include "engine/ReadingActions.h"
#include "engine/RefreshController.h"
#include "engine/Session.h"
#include "feeds/FeedListModel.h"
#include "feeds/SavedSearches.h"
#include "news/ArticleExport.h"
#include "news/Rule.h"
#include "rules/RulesDialog.h"
#include "settings/Settings.h"
#include "storage/ArticleLabels.h"
#include "storage/RuleStore.h"
#include "storage/SubscriptionStore.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSaveFile>
#include <QSignalBlocker>
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

void MainWindow::exportArticles(bool starredOnly)
{
    const QString path = QFileDialog::getSaveFileName(this,
        starredOnly ? tr("Export Starred Articles") : tr("Export Articles Shown"),
        starredOnly ? u"kindred-starred.html"_s : u"kindred-articles.html"_s,
        tr("Bookmarks for browsers and read-later services (*.html);;JSON (*.json)"));
    if (!path.isEmpty())
        exportArticlesFile(path, starredOnly);
}

bool MainWindow::exportArticlesFile(const QString &path, bool starredOnly)
{
    ArticleQuery query = m_reader->articleModel()->query();
    if (starredOnly) {
        query = ArticleQuery {};
        query.show = ArticleQuery::Show::Starred;
    }
    const QList<ArticleRecord> articles = ArticleExport::articles(m_session.database(), query, 100000);
    const QString title = starredOnly ? tr("Kindred: starred articles") : tr("Kindred: articles");
    const QByteArray bytes = ArticleExport::format(
        ArticleExport::formatOfFile(path).value_or(ArticleExport::Format::Bookmarks), articles, title);
    QSaveFile file(path); // a failed write leaves an earlier export whole
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_statusLabel->setText(
            tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_statusLabel->setText(tr("%n article(s) exported to %1.", nullptr, int(articles.size()))
                               .arg(QDir::toNativeSeparators(path)));
    return true;
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

QList<qint64> MainWindow::currentFeedIds() const
{
    return m_feedView->currentIndex().data(FeedListModel::FeedIdsRole).value<QList<qint64>>();
}

void MainWindow::restoreFolders()
{
    // Folders open, but those the reader closed.
    m_restoringFolders = true;
    m_feedView->expandAll();
    for (const QString &id :
        m_settings.value(Settings::Key::CollapsedFolders).toString().split(u',', Qt::SkipEmptyParts))
        m_feedView->collapse(m_feedModel->indexForFolder(id.toLongLong()));
    m_restoringFolders = false;
}

void MainWindow::rememberFolders()
{
    if (m_restoringFolders)
        return;
    QStringList closed;
    // Every folder row, open or closed, walked from the top.
    QList<QModelIndex> rows {QModelIndex()};
    while (!rows.isEmpty()) {
        const QModelIndex parent = rows.takeLast();
        for (int row = 0; row < m_feedModel->rowCount(parent); ++row) {
            const QModelIndex index = m_feedModel->index(row, 0, parent);
            const qint64 folderId = index.data(FeedListModel::FolderIdRole).toLongLong();
            if (folderId == 0)
                continue;
            if (!m_feedView->isExpanded(index))
                closed.append(QString::number(folderId));
            rows.append(index);
        }
    }
    m_settings.setValue(Settings::Key::CollapsedFolders, closed.join(u','));
}

void MainWindow::askToSaveSearch()
{
    const QString search = m_reader->searchText();
    if (search.isEmpty()) {
        m_statusLabel->setText(tr("Type a search first (Ctrl+F); Save Search keeps it in the feed list."));
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Save Search"));
    auto *name = new QLineEdit(search);
    name->setAccessibleName(tr("Name in the feed list:"));
    auto *alert = new QCheckBox(tr("&Notify me when a new story matches"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("Name in the feed list:"), name);
    form->addRow(alert);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        saveSearch(name->text(), alert->isChecked());
}

bool MainWindow::saveSearch(const QString &name, bool alert)
{
    const QString query = m_reader->searchText();
    if (query.isEmpty() || name.trimmed().isEmpty())
        return false;
    if (alert) {
        Rule rule;
        rule.name = tr("Alert: %1").arg(name.trimmed());
        rule.conditions = {{RuleCondition::Field::Any, RuleCondition::Match::Words, query}};
        rule.actions = Rule::Notify;
        RuleStore rules(m_session.writer());
        if (!rules.save(rule.stored()))
            m_statusLabel->setText(tr("The alert could not be kept; the search is."));
    }
    QList<SavedSearch> searches = savedSearches(m_settings);
    searches.removeIf([&name](const SavedSearch &search) { return search.name == name.trimmed(); });
    searches.append({name.trimmed(), query});
    setSavedSearches(m_settings, searches);
    m_feedModel->setSavedSearches(searches);
    m_feedModel->reload();
    m_feedView->setCurrentIndex(m_feedModel->indexForSearch(name.trimmed()));
    return true;
}

bool MainWindow::removeSelectedSearch()
{
    const QModelIndex current = m_feedView->currentIndex();
    if (current.data(FeedListModel::SearchRole).toString().isEmpty())
        return false;
    QList<SavedSearch> searches = savedSearches(m_settings);
    const QString name = current.data().toString();
    searches.removeIf([&name](const SavedSearch &search) { return search.name == name; });
    setSavedSearches(m_settings, searches);
    m_feedModel->setSavedSearches(searches);
    m_feedView->setCurrentIndex(m_feedModel->index(0));
    reloadAll();
    return true;
}

void MainWindow::showFeed(const QModelIndex &index)
{
    const qint64 feedId = index.isValid() ? index.data(FeedListModel::FeedIdRole).toLongLong() : 0;
    const bool folder = index.isValid() && index.data(FeedListModel::FolderIdRole).toLongLong() != 0;
    setWindowTitle(feedId == 0 && !folder ? tr("Kindred") : tr("%1 — Kindred").arg(index.data().toString()));
    if (m_propertiesAction)
        m_propertiesAction->setEnabled(feedId != 0);
    if (m_preferredAction) {
        const FeedRecord *feed = m_feedModel->feed(feedId);
        m_preferredAction->setEnabled(feed != nullptr);
        m_preferredAction->setChecked(feed && feed->preferred);
    }
    if (folder) {
        m_reader->showFeeds(index.data(FeedListModel::FeedIdsRole).value<QList<qint64>>());
        return;
    }
    if (const QString label = index.data(FeedListModel::LabelRole).toString(); !label.isEmpty()) {
        setWindowTitle(tr("%1 — Kindred").arg(label));
        m_reader->showLabel(label);
        return;
    }
    if (const QString search = index.data(FeedListModel::SearchRole).toString(); !search.isEmpty()) {
        setWindowTitle(tr("%1 — Kindred").arg(index.data().toString()));
        m_reader->showSearch(search);
        return;
    }
    m_reader->showFeed(feedId,
        m_feedModel->feeds().isEmpty()
            ? tr("No feeds yet. Add one from the File menu, or load the demo corpus (%1).")
                  .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D).toString(QKeySequence::NativeText))
            : QString());
}

QModelIndex MainWindow::reloadFeedList()
{
    // The row shown before is found again by what it is: a feed, a folder, a saved search, a label.
    const QModelIndex before = m_feedView->currentIndex();
    const qint64 feedId = before.data(FeedListModel::FeedIdRole).toLongLong();
    const qint64 folderId = before.data(FeedListModel::FolderIdRole).toLongLong();
    const QString label = before.data(FeedListModel::LabelRole).toString();
    const QString search
        = before.data(FeedListModel::SearchRole).toString().isEmpty() ? QString() : before.data().toString();
    m_feedModel->reload();
    QModelIndex current = !label.isEmpty() ? m_feedModel->indexForLabel(label)
        : !search.isEmpty()                ? m_feedModel->indexForSearch(search)
        : folderId != 0                    ? m_feedModel->indexForFolder(folderId)
                                           : m_feedModel->indexForFeed(feedId);
    if (!current.isValid())
        current = m_feedModel->index(0);
    const QSignalBlocker blocker(m_feedView->selectionModel());
    m_feedView->setCurrentIndex(current);
    return current;
}

bool MainWindow::renameSelectedLabel(const QString &newName)
{
    const QString label = m_feedView->currentIndex().data(FeedListModel::LabelRole).toString();
    if (label.isEmpty())
        return false;
    m_reader->reading()->renameLabel(label, newName); // manyChanged: the lists are read again
    // The renamed label stays in view (a removed one leaves "All articles" shown).
    if (const QModelIndex renamed = m_feedModel->indexForLabel(labels::normalized(newName));
        renamed.isValid())
        m_feedView->setCurrentIndex(renamed);
    return true;
}

void MainWindow::askToRenameLabel()
{
    const QString label = m_feedView->currentIndex().data(FeedListModel::LabelRole).toString();
    if (label.isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Label"),
        tr("New name of the label \"%1\":").arg(label), QLineEdit::Normal, label, &ok);
    if (ok && !labels::normalized(name).isEmpty() && name != label)
        renameSelectedLabel(name);
}

void MainWindow::editRules()
{
    auto *dialog = new RulesDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace kindred
