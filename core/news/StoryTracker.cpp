#include "news/StoryTracker.h"

#include "news/PlainText.h"
#include "storage/ArticleStore.h"

#include <algorithm>

namespace kindred {

StoryTracker::StoryTracker(QSqlDatabase db, Options options)
    : m_options(options), m_store(std::move(db)), m_clusterer(options.events.clustering)
{ }

StoryArticle StoryTracker::storyArticle(const StoryArticleRow &row)
{
    const QString text = row.body.isEmpty() ? plainTextFromHtml(row.summary) : row.body;
    const qint64 published = row.published.toMSecsSinceEpoch();
    m_titles.insert(row.id, row.title);
    m_newest = std::max(m_newest, published);
    return {row.id, row.feedId, published, row.simhash, row.duplicateOf,
        storyTerms(row.title, text, m_options.events.terms)};
}

bool StoryTracker::load(const QDateTime &now)
{
    m_clusterer.clear();
    m_titles.clear();
    m_stored.clear();
    m_newest = 0;
    const QDateTime end = ArticleStore(m_store.database()).windowEnd(now);
    m_loadedFrom = end.addSecs(-qint64(m_options.loadHours) * 3600);
    QList<StoryArticleRow> unplaced;
    for (const StoryArticleRow &row : m_store.articlesSince(m_loadedFrom)) {
        if (row.storyId == 0) {
            unplaced.append(row);
            continue;
        }
        m_clusterer.restore(storyArticle(row), row.storyId);
        m_stored.insert(row.storyId);
    }
    m_clusterer.setNextKey(m_store.maxStoryId() + 1);
    m_loaded = true;
    if (unplaced.isEmpty())
        return true;
    QSqlDatabase db = m_store.database();
    if (db.transaction() && place(unplaced, now) && db.commit())
        return true;
    db.rollback();
    m_loaded = false;
    return false;
}

bool StoryTracker::add(const QList<StoryArticleRow> &articles, const QDateTime &now)
{
    if (articles.isEmpty())
        return true;
    QList<StoryArticleRow> unplaced = articles;
    if (!m_loaded) {
        // The new articles are stored already: load() places those of the span it reads, and
        // the older ones (a new feed's backlog) are placed after them.
        if (!load(now))
            return false;
        unplaced.removeIf([this](const StoryArticleRow &row) { return row.published >= m_loadedFrom; });
        if (unplaced.isEmpty())
            return true;
    }
    QSqlDatabase db = m_store.database();
    if (db.transaction() && place(unplaced, now) && db.commit())
        return true;
    const QString error = m_store.lastError();
    db.rollback();
    m_loaded = false;
    m_store.setLastError(error);
    return false;
}

bool StoryTracker::rebuild(
    const QDateTime &from, const QDateTime &now, const std::function<bool(qsizetype placed)> &progress)
{
    constexpr qint64 sliceHours = 6; // read and placed at a time, to bound the memory
    m_clusterer.clear();
    m_titles.clear();
    m_stored.clear();
    m_newest = 0;
    m_clusterer.setNextKey(m_store.maxStoryId() + 1);
    m_loaded = true;
    m_loadedFrom = from;
    const QDateTime newest = ArticleStore(m_store.database()).newestPublished();
    qsizetype placed = 0;
    for (QDateTime start = from; newest.isValid() && start <= newest;
         start = start.addSecs(sliceHours * 3600)) {
        const QList<StoryArticleRow> rows = m_store.articlesSince(start, start.addSecs(sliceHours * 3600));
        if (!rows.isEmpty() && !place(rows, now)) {
            m_loaded = false;
            return false;
        }
        placed += rows.size();
        if (progress && !progress(placed)) {
            m_loaded = false;
            return false;
        }
    }
    return true;
}

bool StoryTracker::place(const QList<StoryArticleRow> &articles, const QDateTime &now)
{
    QList<StoryArticleRow> sorted = articles;
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const StoryArticleRow &a, const StoryArticleRow &b) { return a.published < b.published; });
    QList<qint64> ids;
    ids.reserve(sorted.size());
    for (const StoryArticleRow &row : std::as_const(sorted)) {
        m_clusterer.add(storyArticle(row));
        ids.append(row.id);
    }
    if (!save(ids))
        return false;
    forgetOld(now);
    return true;
}

void StoryTracker::forgetOld(const QDateTime &now)
{
    const qint64 end = std::min(now.toMSecsSinceEpoch(), m_newest);
    const qint64 horizon = end - qint64(m_options.liveWindowDays) * 24 * 3600 * 1000;
    for (const qint64 id : m_clusterer.removeBefore(horizon))
        m_titles.remove(id);
    m_stored.removeIf([this](qint64 key) { return m_clusterer.story(key) == nullptr; });
}

bool StoryTracker::saveStory(qint64 key)
{
    const Story *story = m_clusterer.story(key);
    StoryRecord record;
    record.id = key;
    record.centreId = m_clusterer.centreOf(key);
    record.label = m_titles.value(record.centreId);
    record.size = int(story->members.size());
    record.sources = m_clusterer.sourceCount(key);
    record.first = QDateTime::fromMSecsSinceEpoch(story->first, Qt::UTC);
    record.last = QDateTime::fromMSecsSinceEpoch(story->last, Qt::UTC);
    if (!m_store.saveStory(record))
        return false;
    m_stored.insert(key);
    return true;
}

bool StoryTracker::save(const QList<qint64> &newArticles)
{
    // Where each absorbed story ended up after the merges of this batch.
    QHash<qint64, qint64> mergedInto;
    const QList<StoryClusterer::Merge> merges = m_clusterer.takeMerges();
    for (const StoryClusterer::Merge &merge : merges)
        mergedInto.insert(merge.absorbed, merge.into);
    const auto survivor = [&](qint64 key) {
        while (mergedInto.contains(key))
            key = mergedInto.value(key);
        return key;
    };

    QList<qint64> placed = newArticles;
    placed += m_clusterer.takeMoved();
    QSet<qint64> touched;
    for (const qint64 id : std::as_const(placed))
        touched.insert(m_clusterer.storyOf(id));
    for (const StoryClusterer::Merge &merge : merges)
        touched.insert(survivor(merge.into));
    // Rows first: moved and new articles point at them.
    for (const qint64 key : std::as_const(touched)) {
        if (!saveStory(key))
            return false;
    }
    for (const StoryClusterer::Merge &merge : merges) {
        if (m_stored.remove(merge.absorbed) && !m_store.mergeStory(merge.absorbed, survivor(merge.absorbed)))
            return false;
    }
    for (const qint64 id : std::as_const(placed)) {
        if (!m_store.setArticleStory(id, m_clusterer.storyOf(id)))
            return false;
    }

    for (const qint64 key : std::as_const(touched)) {
        // A story that broke once stays an event and grows, also when only part of it is loaded.
        const qint64 stored = m_store.eventOfStory(key);
        if (stored == 0 && !isBreaking(m_clusterer, key, m_options.events))
            continue;
        const BreakingEvent event = storyEvent(m_clusterer, key);
        EventRecord record;
        record.id = stored;
        record.storyId = key;
        record.centreId = event.centreId;
        record.label = m_titles.value(event.centreId);
        record.start = event.start;
        record.peak = event.peak;
        record.end = event.end;
        record.sources = event.sources;
        record.size = int(event.members.size());
        for (const EventMember &member : event.members)
            record.members.append({member.articleId, member.distance, member.similarity, {}, {}, {}, {}});
        if (m_store.saveEvent(record) == 0)
            return false;
    }
    return true;
}

} // namespace kindred
