#include "articles/ReaderPane.h"

#include "articles/ArticleFilterBar.h"
#include "articles/ArticleImageLoader.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/SimilarStoriesModel.h"
#include "articles/SimilarStoriesPanel.h"
#include "engine/ReadingActions.h"
#include "engine/Session.h"
#include "engine/SimilarStoriesService.h"
#include "news/ArticleExport.h"
#include "news/ArticleImages.h"
#include "news/EarlierReports.h"
#include "settings/Settings.h"
#include "storage/ArticleLabels.h"
#include "storage/ArticleVersions.h"
#include "storage/FeedPropertiesStore.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

SimilarStories::Options similarOptions(const Settings &settings)
{
    SimilarStories::Options options;
    options.minDistance = settings.intValue(Settings::Key::SimilarMin);
    options.maxDistance = settings.intValue(Settings::Key::SimilarMax);
    options.windowDays = settings.intValue(Settings::Key::LiveWindowDays);
    return options;
}

} // namespace

ReaderPane::ReaderPane(Settings &settings, Session &session, QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
    , m_settings(settings)
    , m_store(session.database())
    , m_session(session)
    , m_articleModel(std::make_unique<ArticleListModel>(m_store))
{
    m_reading = &session.reading();
    m_reading->setMarkCopiesRead(m_settings.value(Settings::Key::MarkCopiesRead).toBool());
    connect(m_reading, &ReadingActions::readChanged, this, [this](const UnreadDelta &delta, bool read) {
        m_articleModel->applyRead(delta.changed, read);
        emit unreadChanged(delta);
    });
    connect(m_reading, &ReadingActions::starredChanged, this,
        [this](qint64 id, bool starred) { m_articleModel->applyStarred(id, starred); });
    connect(m_reading, &ReadingActions::labelsChanged, this, &ReaderPane::onLabelsChanged);
    connect(m_reading, &ReadingActions::manyChanged, this, &ReaderPane::manyChanged);
    connect(m_reading, &ReadingActions::failed, this, &ReaderPane::message);
    connect(m_reading, &ReadingActions::pendingChanged, this, [this](qsizetype count) {
        emit message(count > 0 ? tr("The server is away: %n mark(s) wait and are written when it is back.",
                         nullptr, int(count))
                               : tr("The server is back: your marks are stored."));
    });

    m_similar = &session.similarStories();
    m_similar->setOptions(similarOptions(m_settings));
    m_similarModel = new SimilarStoriesModel(this);
    connect(m_similar, &SimilarStoriesService::found, this, &ReaderPane::onSimilarFound);
    m_similarPanel = new SimilarStoriesPanel(m_similarModel);
    connect(m_similarPanel, &SimilarStoriesPanel::articleActivated, this, &ReaderPane::openArticle);

    m_filterBar = new ArticleFilterBar;
    connect(m_filterBar, &ArticleFilterBar::changed, this, &ReaderPane::applyQuery);
    m_articleList = new ArticleListView;
    m_articleList->setArticleModel(m_articleModel.get());
    m_articleList->setAccessibleName(tr("Articles"));
    m_articleList->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_articleList, &QWidget::customContextMenuRequested, this, &ReaderPane::showContextMenu);
    connect(m_articleList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { showCurrent(current); });
    m_articleView = new ArticleView;
    m_articleView->setAccessibleName(tr("Article"));
    connect(m_articleView, &ArticleView::linkActivated, this, &ReaderPane::onLinkActivated);
    m_images = new ArticleImageLoader(session.fetcher(), this);
    m_articleView->setImageSource([this](const QUrl &url) { return m_images->image(url); });
    connect(m_images, &ArticleImageLoader::imageLoaded, this, &ReaderPane::onImageLoaded);

    auto *listPane = new QWidget;
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 4, 0, 0);
    listLayout->setSpacing(4);
    listLayout->addWidget(m_filterBar);
    listLayout->addWidget(m_articleList, 1);
    addWidget(listPane);
    addWidget(m_articleView);
    setStretchFactor(0, 1);
    setStretchFactor(1, 1);
    setSizes({360, 400});
    if (m_settings.value(Settings::Key::HideRead).toBool())
        m_filterBar->setShow(ArticleQuery::Show::Unread);
    applyArticleFont();
    setChildrenCollapsible(false);
}

ReaderPane::~ReaderPane()
{
    // The view before the model it shows.
    m_articleList->setModel(nullptr);
}

SimilarStoriesPanel *ReaderPane::similarPanel() const
{
    return m_similarPanel;
}

void ReaderPane::applySettings()
{
    m_reading->setMarkCopiesRead(m_settings.value(Settings::Key::MarkCopiesRead).toBool());
    m_similar->setOptions(similarOptions(m_settings));
    applyArticleFont();
    if (m_shownArticle != 0)
        m_similar->request(m_shownArticle);
}

void ReaderPane::applyArticleFont()
{
    QFont font;
    const QString description = m_settings.value(Settings::Key::ArticleFont).toString();
    if (description.isEmpty() || !font.fromString(description))
        font = QApplication::font();
    m_articleView->setFont(font);
}

void ReaderPane::invalidateSimilarStories()
{
    m_similar->invalidate();
}

void ReaderPane::showFeeds(const QList<qint64> &feedIds)
{
    show(0, feedIds, tr("The feeds of this folder have no articles yet."));
}

void ReaderPane::showSearch(const QString &search)
{
    {
        // Shown at once, not after the pause the field waits for while one types.
        const QSignalBlocker blocker(m_filterBar);
        m_filterBar->searchField()->setText(search);
    }
    show(0, {}, {});
    m_savedSearchShown = true;
}

QString ReaderPane::searchText() const
{
    return m_filterBar->searchField()->text().trimmed();
}

void ReaderPane::showFeed(qint64 feedId, const QString &emptyMessage)
{
    show(feedId, {}, emptyMessage);
}

void ReaderPane::showLabel(const QString &label)
{
    show(0, {}, tr("No article carries this label now."), label);
}

void ReaderPane::show(
    qint64 feedId, const QList<qint64> &feedIds, const QString &emptyMessage, const QString &label)
{
    if (std::exchange(m_savedSearchShown, false)) {
        // Leaving a saved search: the feed picked next is not searched for its words.
        const QSignalBlocker blocker(m_filterBar);
        m_filterBar->searchField()->clear();
    }
    m_feedId = feedId;
    m_feedIds = feedIds;
    m_label = label;
    applyQuery();
    if (m_articleList->currentIndex().isValid())
        return; // the article being read is still listed: it stays in view
    const ArticleQuery &query = m_articleModel->query();
    if (m_articleModel->loadedCount() > 0)
        m_articleView->showPlaceholder();
    else if (!query.search.isEmpty() || query.show != ArticleQuery::Show::All)
        m_articleView->showPlaceholder(tr("No article matches the search or filter."));
    else
        m_articleView->showPlaceholder(
            emptyMessage.isEmpty() ? tr("This feed has no articles yet.") : emptyMessage);
    m_shownArticle = 0;
    if (m_similarPanel)
        m_similarPanel->showNothing();
}

void ReaderPane::reload()
{
    const bool search = m_savedSearchShown;
    m_savedSearchShown = false; // what is shown stays shown, its search too
    show(m_feedId, m_feedIds, {});
    m_savedSearchShown = search;
}

void ReaderPane::setCollapseCopies(bool collapse)
{
    m_settings.setValue(Settings::Key::CollapseCopies, collapse);
    applyQuery();
}

void ReaderPane::applyQuery()
{
    const qint64 articleId = currentArticleId();
    ArticleQuery query = m_filterBar->applyTo(m_articleModel->query());
    query.feedId = m_feedId;
    query.feedIds = m_feedIds;
    query.label = m_label;
    // A label is on the copy it was given to: its list has a row per copy, none under another.
    query.collapseCopies = m_settings.value(Settings::Key::CollapseCopies).toBool() && m_label.isEmpty();
    m_articleList->setRootIsDecorated(
        query.collapseCopies && ArticleQuery::matchExpression(query.search).isEmpty());
    m_articleModel->setQuery(query);
    if (m_articleModel->canFetchMore({}))
        m_articleModel->fetchMore({});
    m_articleView->setHighlightWords(ArticleQuery::searchWords(query.search));
    const QModelIndex again = m_articleModel->indexForArticle(articleId);
    if (again.isValid()) {
        const QSignalBlocker blocker(m_articleList->selectionModel());
        m_articleList->setCurrentIndex(again);
    }
    emit queryChanged();
}

void ReaderPane::showCurrent(const QModelIndex &index)
{
    const ArticleRecord *article = m_articleModel->record(index);
    if (!article) {
        m_articleView->showPlaceholder();
        return;
    }
    const qint64 id = article->id;
    showArticleById(id);
    markOpened(id);
}

void ReaderPane::showArticleById(qint64 articleId)
{
    const std::optional<ArticleRecord> article = m_store.article(articleId);
    if (!article) {
        m_articleView->showPlaceholder();
        return;
    }
    const QList<ArticleRecord> group
        = article->groupId != 0 ? m_store.groupMembers(article->groupId) : QList<ArticleRecord>();
    ArticleExtras extras;
    // Its story's reports before the live window, from the whole archive.
    extras.earlier = earlierReports(m_store.database(), *article,
        m_settings.intValue(Settings::Key::DuplicateRadius), m_session.liveWindowStart())
                         .value_or(QList<ArticleRecord> {});
    // What its feed changed since the reader last saw it.
    if (article->version > 1)
        extras.replaced
            = ArticleVersions(m_store.database()).replaced(articleId).value_or(QList<ArticleVersion> {});
    // Its images, when the reader lets pages show them: those loaded now, the others as they come.
    const QList<QUrl> images = showsImages(*article)
        ? articleImageUrls(article->summary, article->enclosures, article->url)
        : QList<QUrl> {};
    m_images->load(articleId, images);
    extras.images = m_images->loaded(images);
    m_page = {*article, group, extras, images};
    m_articleView->showArticle(*article, group, extras);
    m_shownArticle = articleId;
    if (m_similarPanel)
        m_similarPanel->showSearching();
    m_similar->request(articleId);
}

void ReaderPane::openArticle(qint64 articleId)
{
    const QModelIndex index = m_articleModel->indexForArticle(articleId);
    if (index.isValid()) {
        m_articleList->setCurrentIndex(index);
        m_articleList->scrollTo(index);
    } else {
        showArticleById(articleId);
        markOpened(articleId);
    }
}

qint64 ReaderPane::currentArticleId() const
{
    const ArticleRecord *article = m_articleModel->record(m_articleList->currentIndex());
    return article ? article->id : 0;
}

qint64 ReaderPane::currentGroup() const
{
    const ArticleRecord *article = m_articleModel->record(m_articleList->currentIndex());
    return article ? article->groupId : 0;
}

void ReaderPane::onSimilarFound(qint64 articleId, const QList<SimilarStory> &stories)
{
    if (articleId != m_shownArticle || !m_similarPanel)
        return;
    m_similarModel->setStories(articleId, stories);
    m_similarPanel->showResults(m_settings.intValue(Settings::Key::LiveWindowDays));
    emit similarStoriesShown(articleId);
    // Showing off the sidebar (screenshots): walk on to a story that has some.
    if (stories.isEmpty() && m_seekSimilar > 0 && m_articleList->moveSelection(1))
        --m_seekSimilar;
    else
        m_seekSimilar = 0;
}

void ReaderPane::onLinkActivated(const QUrl &url)
{
    if (const qint64 id = ArticleView::articleIdFromLink(url)) {
        openArticle(id);
        return;
    }
    if (const qint64 group = ArticleView::clusterIdFromLink(url)) {
        emit inspectGroup(group);
        return;
    }
    // Only web links leave the program, and only because the user clicked them.
    if (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)
        QDesktopServices::openUrl(url);
}

void ReaderPane::moveSelection(int step)
{
    m_articleList->moveSelection(step);
}

void ReaderPane::pageOrNext()
{
    if (!m_articleView->pageDown())
        m_articleList->moveSelection(1);
}

void ReaderPane::toggleRead()
{
    if (const ArticleRecord *a = m_articleModel->record(m_articleList->currentIndex()))
        m_reading->setRead(a->id, !a->read);
}

void ReaderPane::toggleStar()
{
    if (const ArticleRecord *a = m_articleModel->record(m_articleList->currentIndex()))
        m_reading->setStarred(a->id, !a->starred);
}

void ReaderPane::markGroupRead()
{
    if (const qint64 id = currentArticleId())
        m_reading->markGroupRead(id);
}

void ReaderPane::markListedRead()
{
    constexpr int kMostListed = 100000;
    QList<qint64> ids;
    for (const ArticleRecord &article : m_store.articles(m_articleModel->query(), 0, kMostListed)) {
        if (!article.read)
            ids.append(article.id);
    }
    if (!ids.isEmpty())
        m_reading->markRead(ids);
}

void ReaderPane::openInBrowser()
{
    if (const ArticleRecord *a = m_articleModel->record(m_articleList->currentIndex()))
        onLinkActivated(QUrl(a->url));
}

void ReaderPane::copyLink(bool asMarkdown)
{
    if (const ArticleRecord *a = m_articleModel->record(m_articleList->currentIndex()))
        copyLinkOf(*a, asMarkdown);
}

void ReaderPane::copyLinkOf(const ArticleRecord &article, bool asMarkdown)
{
    if (article.url.isEmpty())
        return;
    QApplication::clipboard()->setText(asMarkdown ? ArticleExport::markdownLink(article) : article.url);
    emit message(asMarkdown ? tr("Link copied as Markdown.") : tr("Link copied."));
}

void ReaderPane::mailLink()
{
    if (const ArticleRecord *a = m_articleModel->record(m_articleList->currentIndex());
        a && !a->url.isEmpty())
        QDesktopServices::openUrl(ArticleExport::mailLink(*a));
}

void ReaderPane::showContextMenu(const QPoint &position)
{
    const ArticleRecord *a = m_articleModel->record(m_articleList->indexAt(position));
    if (!a)
        return;
    const ArticleRecord article = *a; // the menu's actions may reload the list
    QMenu menu(this);
    menu.addAction(article.read ? tr("Mark as Unread") : tr("Mark as Read"), this,
        [this, article] { m_reading->setRead(article.id, !article.read); });
    menu.addAction(article.starred ? tr("Remove Star") : tr("Star"), this,
        [this, article] { m_reading->setStarred(article.id, !article.starred); });
    QAction *groupRead = menu.addAction(
        tr("Mark Group Read"), this, [this, article] { m_reading->markGroupRead(article.id); });
    QAction *inspect = menu.addAction(
        tr("Inspect Copies…"), this, [this, article] { emit inspectGroup(article.groupId); });
    groupRead->setEnabled(article.groupId != 0);
    inspect->setEnabled(article.groupId != 0);
    menu.addSeparator();
    menu.addAction(tr("Open in Browser"), this, [this, article] { onLinkActivated(QUrl(article.url)); });
    QMenu *send = menu.addMenu(tr("Send To"));
    send->addAction(tr("Copy Link"), this, [this, article] { copyLinkOf(article, false); });
    send->addAction(tr("Copy Link as Markdown"), this, [this, article] { copyLinkOf(article, true); });
    send->addAction(
        tr("E-mail Link…"), this, [article] { QDesktopServices::openUrl(ArticleExport::mailLink(article)); });
    send->setEnabled(!article.url.isEmpty());
    fillLabelMenuFor(menu.addMenu(tr("Labels")), article.id, article.labels);
    menu.exec(m_articleList->viewport()->mapToGlobal(position));
}

void ReaderPane::onLabelsChanged(qint64 articleId)
{
    const std::optional<ArticleRecord> article = m_store.article(articleId);
    m_articleModel->applyLabels(articleId, article ? article->labels : QStringList());
    if (articleId == m_shownArticle)
        showArticleById(articleId);
    emit labelsChanged();
}

void ReaderPane::askLabel()
{
    askLabelFor(currentArticleId());
}

void ReaderPane::askLabelFor(qint64 articleId)
{
    if (articleId == 0)
        return;
    QStringList names;
    for (const LabelCount &label : m_store.labels().value_or(QList<LabelCount> {}))
        names.append(label.name);
    bool ok = false;
    const QString name
        = QInputDialog::getItem(this, tr("Label"), tr("Give the article the label:"), names, -1, true, &ok);
    if (ok && !labels::normalized(name).isEmpty())
        m_reading->setLabel(articleId, name, true);
}

void ReaderPane::fillLabelMenu(QMenu *menu)
{
    const ArticleRecord *article = m_articleModel->record(m_articleList->currentIndex());
    fillLabelMenuFor(menu, article ? article->id : 0, article ? article->labels : QStringList());
}

void ReaderPane::fillLabelMenuFor(QMenu *menu, qint64 articleId, const QStringList &carried)
{
    menu->clear();
    for (const LabelCount &label : m_store.labels().value_or(QList<LabelCount> {})) {
        QAction *toggle = menu->addAction(label.name);
        toggle->setCheckable(true);
        toggle->setChecked(carried.contains(label.name));
        toggle->setEnabled(articleId != 0);
        connect(toggle, &QAction::toggled, this,
            [this, articleId, name = label.name](bool on) { m_reading->setLabel(articleId, name, on); });
    }
    if (!menu->isEmpty())
        menu->addSeparator();
    menu->addAction(tr("New Label…"), this, [this, articleId] { askLabelFor(articleId); })
        ->setEnabled(articleId != 0);
}

void ReaderPane::markOpened(qint64 articleId)
{
    m_reading->opened(articleId);
    m_articleModel->applySeen(articleId); // the version shown is the one read
}

bool ReaderPane::showsImages(const ArticleRecord &article) const
{
    const int feedSays = FeedPropertiesStore(m_store.database()).showImages(article.feedId).value_or(-1);
    return feedSays < 0 ? m_settings.value(Settings::Key::ShowImages).toBool() : feedSays == 1;
}

void ReaderPane::onImageLoaded(qint64 articleId)
{
    if (articleId != m_shownArticle || articleId != m_page.article.id)
        return;
    m_page.extras.images = m_images->loaded(m_page.images);
    m_articleView->showArticle(m_page.article, m_page.group, m_page.extras);
}

bool ReaderPane::selectUpdatedArticle()
{
    for (int row = 0; row < m_articleModel->rowCount(); ++row) {
        const QModelIndex index = m_articleModel->index(row, ArticleListModel::TitleColumn);
        if (index.data(ArticleListModel::UpdatedRole).toBool()) {
            m_articleList->setCurrentIndex(index);
            m_articleList->scrollTo(index, QAbstractItemView::PositionAtCenter);
            return true;
        }
    }
    return false;
}

void ReaderPane::selectShowcaseArticle(bool withSimilar)
{
    if (withSimilar) {
        m_seekSimilar = 40;
        m_articleList->setCurrentIndex({});
        m_articleList->moveSelection(1);
        return;
    }
    // The newest story with the most copies in the first page, expanded to show them.
    QModelIndex best;
    int bestSize = 1;
    for (int row = 0; row < m_articleModel->rowCount(); ++row) {
        const QModelIndex index = m_articleModel->index(row, ArticleListModel::TitleColumn);
        const int size = index.data(ArticleListModel::GroupSizeRole).toInt();
        if (size > bestSize) {
            best = index;
            bestSize = size;
        }
    }
    if (!best.isValid() && m_articleModel->rowCount() > 0)
        best = m_articleModel->index(0, ArticleListModel::TitleColumn);
    if (!best.isValid())
        return;
    m_articleList->setCurrentIndex(best);
    if (m_articleModel->hasChildren(best.siblingAtColumn(0)))
        m_articleList->expand(best.siblingAtColumn(0));
    m_articleList->scrollTo(best, QAbstractItemView::PositionAtCenter);
}

} // namespace kindred
