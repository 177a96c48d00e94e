#include "news/StoryTracker.h"

#include "news/AllCores.h"
#include "news/Durations.h"
#include "news/PlainText.h"
#include "storage/ArticleStore.h"

#include <QSqlError>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <tuple>

namespace kindred {

namespace {

// Publication order, ties broken as StoryClusterer::arrivalOrder() breaks them: by simhash before
// id, as ids follow the order a run happened to store the articles in.
bool publishedEarlier(const StoryArticleRow &a, const StoryArticleRow &b)
{
    return std::tuple(a.published, a.simhash, a.id) < std::tuple(b.published, b.simhash, b.id);
}

} // namespace

StoryTracker::StoryTracker(QSqlDatabase db, Options options)
    : m_options(options), m_store(std::move(db)), m_clusterer(options.events.clustering)
{
    m_placing.setMaxThreadCount(1);
}

QList<StoryTerm> StoryTracker::termsOf(const CleanArticle &clean, const Options &options)
{
    return storyTerms(clean.headline, clean.text, options.events.terms);
}

void StoryTracker::setTermCache(std::shared_ptr<StoryTermCache> cache)
{
    Q_ASSERT(cache);
    m_terms = std::move(cache);
}

void StoryTracker::keepTerms(const QList<NewStoryArticle> &articles)
{
    if (articles.isEmpty())
        return;
    readDecorations(); // as add() does: the terms were made without the decorations the store has now
    for (const NewStoryArticle &article : articles)
        m_terms->keep(article.row, article.terms);
}

QList<StoryTerm> StoryTracker::storedTerms(const StoryArticleRow &row) const
{
    return termsOf(cleanArticle(row.title, readableText(row.body, row.summary),
                       m_terms->decorations().value(row.feedId)),
        m_options);
}

StoryTracker::StoredSlice StoryTracker::readSlice(const QDateTime &from, const QDateTime &before) const
{
    StoredSlice slice;
    slice.rows = m_store.articlesSince(from, before);
    QList<qsizetype> missing;
    for (qsizetype i = 0; i < slice.rows.size(); ++i) {
        if (!m_terms->find(slice.rows[i]))
            missing.append(i);
    }
    const QList<QList<StoryTerm>> terms = mappedOnAllCores<QList<StoryTerm>>(
        missing, [&](qsizetype i) { return storedTerms(slice.rows[i]); });
    for (qsizetype k = 0; k < missing.size(); ++k)
        slice.terms.append({missing[k], terms[k]});
    return slice;
}

void StoryTracker::takeSlice(StoredSlice &slice)
{
    for (auto &[row, terms] : slice.terms)
        m_terms->keep(slice.rows[row], std::move(terms), true);
    slice.terms.clear();
    for (const auto &[gone, into] : std::as_const(m_folds)) {
        for (StoryArticleRow &row : slice.rows) {
            if (row.storyId == gone)
                row.storyId = into;
        }
    }
}

StoryArticle StoryTracker::storyArticle(const StoryArticleRow &row)
{
    const qint64 published = row.published.toMSecsSinceEpoch();
    m_titles.insert(row.id, row.title);
    m_newest = std::max(m_newest, published);
    const QList<StoryTerm> *kept = m_terms->find(row);
    return {row.id, row.feedId, published, row.simhash, row.duplicateOf,
        kept ? *kept : m_terms->keep(row, storedTerms(row), true)};
}

void StoryTracker::readDecorations()
{
    m_terms->setDecorations(m_store.feedDecorations());
}

void StoryTracker::pruneTerms()
{
    // A replay reads from twice the graph's span before the earliest new article; arrivals are
    // mostly recent, so three spans before the newest keep what the next replays read.
    const qint64 graphMs = this->graphMs();
    if (graphMs > 0)
        m_terms->prune(2 * m_clusterer.size() + 1024, 3 * graphMs);
}

void StoryTracker::clearGraph()
{
    m_clusterer.clear();
    m_titles.clear();
    m_stored.clear();
    m_broke.clear();
    m_judged.clear();
    m_judgedStories.clear();
    m_judgedBefore = std::numeric_limits<qint64>::min();
    m_restored.clear();
    m_restoredNewest = std::numeric_limits<qint64>::min();
    m_settled.clear();
    m_settledRows.clear();
    m_newest = 0;
    m_clusterer.setNextKey(m_store.maxStoryId() + 1);
}

qint64 StoryTracker::graphMs() const
{
    return qint64(m_options.events.clustering.graphHours) * kHourMs;
}

QDateTime StoryTracker::liveStart(const QDateTime &now) const
{
    return ArticleStore(m_store.database()).windowEnd(now).addDays(-m_options.liveWindowDays);
}

bool StoryTracker::inTransaction(const std::function<bool()> &work)
{
    QSqlDatabase db = m_store.database();
    if (db.transaction() && work() && db.commit())
        return true;
    const QString error = m_store.lastError().isEmpty() ? db.lastError().text() : m_store.lastError();
    db.rollback();
    m_loaded = false;
    m_store.setLastError(error);
    return false;
}

bool StoryTracker::load(const QDateTime &now)
{
    const QDateTime unplaced = m_store.earliestWithoutStory(liveStart(now));
    if (!unplaced.isValid())
        return true;
    readDecorations();
    return inTransaction([&] { return replay({}, unplaced, now); });
}

bool StoryTracker::add(const QList<NewStoryArticle> &added, const QDateTime &now)
{
    if (added.isEmpty())
        return true;
    readDecorations(); // the ingest may have learned them anew
    pruneTerms();
    QList<StoryArticleRow> articles;
    articles.reserve(added.size());
    for (const NewStoryArticle &article : added) {
        m_terms->keep(article.row, article.terms);
        articles.append(article.row);
    }
    QDateTime earliest = std::min_element(articles.cbegin(), articles.cend(), publishedEarlier)->published;
    if (m_loaded && earliest.toMSecsSinceEpoch() >= m_newest) {
        return inTransaction([&] {
            QList<Placed> placed;
            return placeInOrder(articles, placed) && save(placed);
        });
    }
    if (!m_loaded) { // what a crash left without a story is placed with them
        const QDateTime unplaced = m_store.earliestWithoutStory(liveStart(now));
        if (unplaced.isValid() && unplaced < earliest)
            earliest = unplaced;
    }
    return inTransaction([&] { return replay(articles, earliest, now); });
}

bool StoryTracker::replay(const QList<StoryArticleRow> &articles, const QDateTime &from, const QDateTime &now)
{
    const qint64 graphMs = this->graphMs();
    const QDateTime live = liveStart(now);
    const QDateTime start = std::max(from, live);
    // The articles `start`'s meet were placed meeting the span before them: read from twice the
    // span before it (all of the live window when the graph keeps everything).
    const QDateTime readFrom = graphMs > 0 ? start.addMSecs(-2 * graphMs) : live;

    // A backlog older than that (a new feed's old items) meets only itself.
    QList<StoryArticleRow> backlog = articles;
    backlog.removeIf([&](const StoryArticleRow &row) { return row.published >= readFrom; });
    if (!backlog.isEmpty()) {
        clearGraph();
        QList<Placed> placed;
        if (!placeInOrder(backlog, placed) || !save(placed))
            return false;
    }

    clearGraph();
    m_loaded = true;
    if (!placeStored(readFrom, start, {}))
        return false;
    // Every article from `start` on was placed again: an event that started since and that no
    // story made again was made by a part of the stream only.
    for (const auto &[event, story] : m_store.eventsStartingFrom(start)) {
        if (!m_broke.contains(story) && !m_store.deleteEvent(event))
            return false;
    }
    return true;
}

bool StoryTracker::rebuild(const QDateTime &from, const std::function<bool(qsizetype placed)> &progress)
{
    readDecorations();
    clearGraph();
    m_loaded = placeStored(from, {}, progress);
    return m_loaded;
}

bool StoryTracker::placeStored(
    const QDateTime &from, const QDateTime &restoreBefore, const std::function<bool(qsizetype)> &progress)
{
    constexpr qint64 sliceMs = 6 * kHourMs; // read and placed at a time, to bound the memory
    // The next slice is read (its rows, and the terms of their texts) while this one is placed on
    // a thread of its own: reading is the database's and the text's work, placing the graph's.
    // Only when placing a slice saves nothing on the way (placeInOrder() saves each half span):
    // the database is this thread's.
    const bool readAhead = graphMs() <= 0 || graphMs() / 2 >= sliceMs;
    const QDateTime newest = ArticleStore(m_store.database()).newestPublished();
    qsizetype count = 0;
    m_folds.clear();
    // The articles of the slice saved last go to their stories, and its events are written, while
    // the next slice is placed (rewriting the articles' rows is the costliest part of a save).
    SavedLater later;
    StoredSlice next = newest.isValid() ? readSlice(from, from.addMSecs(sliceMs)) : StoredSlice {};
    for (QDateTime begin = from; newest.isValid() && begin <= newest; begin = begin.addMSecs(sliceMs)) {
        StoredSlice slice = std::exchange(next, {});
        takeSlice(slice);
        QList<StoryArticleRow> &rows = slice.rows;
        count += rows.size();
        // Before `restoreBefore`: as stored. A row without a story there is older than the live window.
        const auto asStored = [&](const StoryArticleRow &row) {
            return restoreBefore.isValid() && row.published < restoreBefore && row.storyId != 0;
        };
        for (const StoryArticleRow &row : std::as_const(rows)) {
            if (asStored(row)) {
                m_clusterer.restore(storyArticle(row), row.storyId);
                m_stored.insert(row.storyId);
                m_restored.insert(row.id);
                m_restoredNewest = std::max(m_restoredNewest, row.published.toMSecsSinceEpoch());
            }
        }
        rows.removeIf(asStored);
        QList<Placed> placed;
        const QDateTime nextBegin = begin.addMSecs(sliceMs);
        const bool more = nextBegin <= newest;
        bool ok = true;
        if (readAhead && more) {
            QFuture<bool> placing = QtConcurrent::run(
                &m_placing, [this, &rows, &placed] { return placeInOrder(rows, placed); });
            const bool written = write(std::exchange(later, {}));
            next = readSlice(nextBegin, nextBegin.addMSecs(sliceMs));
            ok = placing.result() && written;
        } else {
            ok = write(std::exchange(later, {})) && placeInOrder(rows, placed);
            if (ok && more)
                next = readSlice(nextBegin, nextBegin.addMSecs(sliceMs));
        }
        m_folds.clear();
        if (!ok || !save(placed, &later))
            return false;
        if (progress && !progress(count))
            return false;
    }
    return write(later);
}

bool StoryTracker::placeInOrder(QList<StoryArticleRow> rows, QList<Placed> &placed)
{
    std::sort(rows.begin(), rows.end(), publishedEarlier);
    // Saved before the graph forgets them: a placed article leaves it `graphHours` later.
    const qint64 graphMs = this->graphMs();
    qint64 sliceStart = rows.isEmpty() ? 0 : rows.first().published.toMSecsSinceEpoch();
    for (const StoryArticleRow &row : std::as_const(rows)) {
        const qint64 published = row.published.toMSecsSinceEpoch();
        if (graphMs > 0 && published - sliceStart >= graphMs / 2) {
            if (!save(placed))
                return false;
            placed.clear();
            sliceStart = published;
        }
        judge(published);
        settle(published);
        // Whether a story breaks changes only as an article joins it: judged then, not at a save,
        // and carried through the merges as they happen (a key given back to an article placed
        // again after a merge took it is another story).
        const qsizetype merges = m_clusterer.pendingMerges().size();
        const qint64 key = m_clusterer.add(storyArticle(row), row.storyId);
        for (qsizetype i = merges; i < m_clusterer.pendingMerges().size(); ++i) {
            const StoryClusterer::Merge &merge = m_clusterer.pendingMerges()[i];
            if (m_broke.remove(merge.absorbed))
                m_broke.insert(merge.into);
        }
        if (!m_broke.contains(key) && storyBreaks(m_clusterer, key, m_options.events))
            m_broke.insert(key);
        if (row.storyId != 0)
            m_stored.insert(row.storyId);
        placed.append({row.id, row.storyId});
    }
    return true;
}

bool StoryTracker::saveStory(qint64 key)
{
    if (!m_store.saveStory(storyRecord(key)))
        return false;
    m_stored.insert(key);
    return true;
}

StoryRecord StoryTracker::storyRecord(qint64 key) const
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
    return record;
}

std::optional<EventRecord> StoryTracker::eventToSave(qint64 key, qint64 stored)
{
    // A story that broke once (as an article joined it, placeInOrder()) stays an event and grows,
    // also when only part of it is loaded.
    if (!m_broke.contains(key) && stored == 0)
        return std::nullopt;
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
    QSet<qint64> in;
    for (const EventMember &member : event.members) {
        record.members.append({member.articleId, member.distance, member.similarity, {}, {}, {}, {}});
        in.insert(member.articleId);
    }
    for (const qint64 id : m_clusterer.story(key)->members) {
        if (!in.contains(id))
            record.leftOut.append(id);
    }
    applyJudged(record);
    return record;
}

bool StoryTracker::write(const SavedLater &later)
{
    // The articles first: an event keeps the members that are still in its story.
    if (!m_store.setArticleStories(later.moves))
        return false;
    if (!std::all_of(later.events.cbegin(), later.events.cend(),
            [this](const EventRecord &event) { return m_store.saveEvent(event) != 0; }))
        return false;
    return std::all_of(
        later.settledMembers.cbegin(), later.settledMembers.cend(), [this](const EventRecord &event) {
            return m_store.saveEventMembers(event.id, event.storyId, event.members, event.leftOut);
        });
}

bool StoryTracker::save(const QList<Placed> &placed, SavedLater *later)
{
    // Where each absorbed story ended up after the merges of this batch.
    const QList<StoryClusterer::Merge> merges = m_clusterer.takeMerges();
    const QList<qint64> survivors = finalStories(merges);

    QList<Placed> changed = placed;
    for (const qint64 id : m_clusterer.takeMoved())
        changed.append({id, -1});
    for (const qint64 id : m_clusterer.takeForgotten())
        m_titles.remove(id);
    // The articles that left the graph since the last save, each where it stands for good
    // (settle()), and the rows of the stories they were the last of.
    const QHash<qint64, Settled> settled = std::exchange(m_settled, {});
    QList<StoryRecord> rows;
    QSet<qint64> leftRows;
    for (const StoryRecord &row : std::exchange(m_settledRows, {})) {
        if (!m_clusterer.story(row.id)) {
            rows.append(row);
            leftRows.insert(row.id);
        }
    }
    // An article's story now: in the graph, or where it settled; 0 when that has no row to point at.
    const auto storyNow = [&](qint64 id) {
        if (const qint64 key = m_clusterer.storyOf(id))
            return key;
        const auto it = settled.constFind(id);
        const qint64 key = it == settled.cend() ? 0 : settledStory(*it, merges);
        return m_clusterer.story(key) || m_stored.contains(key) || leftRows.contains(key) ? key : 0;
    };
    QSet<qint64> touched; // stories in the graph
    // A stored story an article placed again left: updated when others are still in it, else
    // folded into where the article went (its older articles and its event follow).
    QList<std::pair<qint64, qint64>> emptied;
    for (const Placed &p : std::as_const(changed)) {
        const qint64 key = storyNow(p.id);
        if (key == 0)
            continue; // no longer in the graph: saved when it was
        if (m_clusterer.story(key))
            touched.insert(key);
        if (p.storedStory > 0 && p.storedStory != key) {
            if (m_clusterer.story(p.storedStory))
                touched.insert(p.storedStory);
            else
                emptied.append({p.storedStory, key});
        }
    }
    for (const qint64 key : survivors) {
        if (m_clusterer.story(key))
            touched.insert(key);
    }
    for (const qint64 key : std::exchange(m_judgedStories, {})) {
        if (m_clusterer.story(key))
            touched.insert(key); // its judged articles' places are written
    }
    // Rows first: moved and new articles point at them. All in a few statements.
    rows.reserve(rows.size() + touched.size());
    for (const qint64 key : std::as_const(touched))
        rows.append(storyRecord(key));
    if (!m_store.saveStories(rows))
        return false;
    for (const StoryRecord &row : std::as_const(rows))
        m_stored.insert(row.id);
    // The events of stories that go follow them (StoryStore::mergeStory). A story with nowhere left
    // to go (its survivor was emptied since) keeps its row.
    QSet<qint64> folded; // stories whose articles went to another (StoryStore::mergeStory)
    const auto fold = [&](qint64 gone, qint64 into) {
        if (gone == into || !m_stored.contains(gone) || !m_clusterer.story(into))
            return true;
        // Its row first, also when an earlier fold of this save took it (a key given back).
        if (!saveStory(into))
            return false;
        touched.insert(into);
        m_stored.remove(gone);
        folded.insert(gone);
        m_folds.append({gone, into}); // the articles of the slice read ahead follow (placeStored())
        return m_store.mergeStory(gone, into);
    };
    for (qsizetype i = 0; i < merges.size(); ++i) {
        if (!fold(merges[i].absorbed, survivors[i]))
            return false;
    }
    for (const auto &[gone, into] : std::as_const(emptied)) {
        if (m_broke.remove(gone)) // the merges carried theirs as they happened (placeInOrder())
            m_broke.insert(into);
        if (!fold(gone, into))
            return false;
    }
    // A key an article placed again took back after its story was absorbed (see preferredKey)
    // lost its row and its articles to the fold: it gets them again.
    for (const qint64 key : std::as_const(touched)) {
        if (!m_stored.contains(key) && m_clusterer.story(key) && !saveStory(key))
            return false;
    }
    QList<std::pair<qint64, qint64>> moves;
    QSet<qint64> moved;
    for (const Placed &p : std::as_const(changed)) {
        const qint64 key = storyNow(p.id);
        if (key != 0 && (key != p.storedStory || folded.contains(key)) && !moved.contains(p.id)) {
            moves.append({p.id, key});
            moved.insert(p.id);
        }
    }
    // The settled articles' places in the events of their stories, by story.
    QHash<qint64, EventRecord> settledEvents;
    for (auto it = settled.cbegin(); it != settled.cend(); ++it) {
        const qint64 key = storyNow(it.key());
        if (key == 0)
            continue;
        if (!it->judged)
            continue; // its place is the store's
        EventRecord &event = settledEvents[key];
        if (it->judged->member)
            event.members.append(*it->judged->member);
        else
            event.leftOut.append(it.key());
    }
    // The events as the stories stand now, with the ids the folds above left them; written with
    // the articles' moves (write()).
    QSet<qint64> withEvents = touched;
    for (auto it = settledEvents.cbegin(); it != settledEvents.cend(); ++it)
        withEvents.insert(it.key());
    const std::optional<QHash<qint64, qint64>> events = m_store.eventsOfStories(withEvents.values());
    if (!events)
        return false;
    SavedLater rest {std::move(moves), {}, {}};
    for (const qint64 key : std::as_const(touched)) {
        std::optional<EventRecord> event = eventToSave(key, events->value(key));
        if (!event)
            continue;
        if (const auto left = settledEvents.constFind(key); left != settledEvents.cend()) {
            event->members += left->members;
            event->leftOut += left->leftOut;
        }
        rest.events.append(std::move(*event));
    }
    for (auto it = settledEvents.begin(); it != settledEvents.end(); ++it) {
        const qint64 id = events->value(it.key());
        if (touched.contains(it.key()) || id == 0)
            continue;
        it->id = id;
        it->storyId = it.key();
        rest.settledMembers.append(std::move(*it));
    }
    if (later) {
        *later = std::move(rest);
        return true;
    }
    return write(rest);
}

} // namespace kindred
