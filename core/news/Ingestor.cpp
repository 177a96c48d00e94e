#include "news/Ingestor.h"

#include "news/ArticleUpdates.h"
#include "news/ItemHtml.h"
#include "news/PlainText.h"
#include "news/UrlNormalizer.h"
#include "storage/ArticleBatch.h"
#include "storage/ArticleStore.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QThread>
#include <QUrl>
#include <QtConcurrent/QtConcurrentMap>
#include <limits>
#include <span>

namespace kindred {

namespace {

constexpr qsizetype batchSize = 500;
// Stories are placed once per call, or per this many articles (their texts are held until then).
constexpr qsizetype storiesAtOnce = 20'000;
// Items prepared in the pool at a time, while the writer stores the chunk before; bounds the
// memory a refresh of thousands of items takes.
constexpr qsizetype prepareChunk = 256;
// Chunks queued in the pool while the writer stores one (three are held): with one, the pool
// idled while the writer committed a batch, and the writer waited for the pool after it.
constexpr qsizetype chunksAhead = 2;
const QString kCatchUpFailed = QStringLiteral("the articles other writers stored could not be read");
// A feed item no feed holds yet, with the keys that tell.
struct FreshItem
{
    const FeedItem *item = nullptr;
    qsizetype feedIndex = 0; // in the list handed to ingest()
    qint64 feedId = 0;
    FeedDecorations decorations; // the feed's, left out of the fingerprint
    QString guid;
    QString url; // normalised
};

QString itemGuid(const FeedItem &item)
{
    if (!item.guid.isEmpty())
        return item.guid;
    if (!item.link.isEmpty())
        return item.link;
    const QByteArray key = (item.title + QLatin1Char('\n') + item.published.toString(Qt::ISODate)).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex());
}

// The keys of one answer of a feed, by which a re-issued item is told from distinct items that
// share a link.
struct AnswerKeys
{
    QSet<QString> guids;
    QHash<QString, int> links; // normalised link: the items that have it

    explicit AnswerKeys(const Feed &feed)
    {
        for (const FeedItem &item : feed.items) {
            guids.insert(itemGuid(item));
            const QString link = normalizedArticleUrl(item.link);
            if (!link.isEmpty())
                ++links[link];
        }
    }
};

// What an item that `stored` (found by its guid or link) holds already is to that article.
enum class Resent {
    Same, // nothing new, or another feed's article (its own headline is not a new version)
    Unhashed, // stored before content hashes were kept: what its feed sends is learned now
    Changed, // a new version of the article
};

struct Resending
{
    Resent how = Resent::Same;
    quint64 hash = 0; // of what the feed sends now (news/ArticleUpdates.h); 0 when not worked out
};

// An item is a new version of a stored article when its own feed sends it changed, under the
// article's guid, or under its link with a new guid while the old guid is gone from the answer
// and no other item of the answer has the link (a feed whose items all link to its home page
// sends different items, not versions of one).
Resending resent(const FeedItem &item, qint64 feedId, const QString &guid, const QString &url,
    const StoreWriter::StoredArticle &stored, const AnswerKeys &answer)
{
    if (stored.id == 0 || stored.feedId != feedId)
        return {};
    if (stored.guid != guid && (answer.guids.contains(stored.guid) || answer.links.value(url) > 1))
        return {};
    const quint64 hash = itemContentHash(item.title, itemHtml(item));
    if (stored.contentHash == 0)
        return {Resent::Unhashed, hash};
    return {hash == stored.contentHash ? Resent::Same : Resent::Changed, hash};
}

} // namespace

Ingestor::Ingestor(QSqlDatabase db, Options options)
    : m_db(db)
    , m_options(options)
    , m_writer(db)
    , m_versions(db)
    , m_live(std::make_shared<LiveIndex>(options.duplicateRadius))
    , m_stories(std::move(db), {options.events, options.liveWindowDays})
{
    m_preparePool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
}

void Ingestor::loadFrequencies()
{
    if (!m_frequenciesLoaded) {
        m_learned = ArticleStore(m_db)
                        .learnedWeights(Fingerprinter::version(), Fingerprinter::termsSince())
                        .value_or(LearnedWeights());
        m_frequenciesLoaded = true;
        // Saved with the first commit in any case: a store of an older Kindred has none yet.
        m_weightsSavedStep = std::numeric_limits<quint64>::max();
    }
    followWeights();
}

void Ingestor::followWeights()
{
    m_fingerprinter = std::make_shared<const Fingerprinter>(m_learned.weights());
    m_fingerprinterStep = m_learned.step();
}

void Ingestor::loadIndex(const QDateTime &now)
{
    // What was published or fetched within the live window: an article dated long ago that
    // arrived in a run just before (a killed one, or the previous call of a long import) meets its
    // copies as it met them inside one run. A failed read is tried again in the writer's lock.
    m_live->open(ArticleStore(m_db), now.addDays(-m_options.liveWindowDays), m_options.liveWindowDays);
    m_frequenciesLoaded = false;
    m_stories.unload(); // read again at the next article, from the database as it is then
}

void Ingestor::setLiveIndex(std::shared_ptr<LiveIndex> index)
{
    Q_ASSERT(index && index->radius() == m_options.duplicateRadius);
    m_live = std::move(index);
}

bool Ingestor::catchUp()
{
    // Another writer's commits taught the store documents this one has not learned: its
    // fingerprints would weigh words as of a document count that is not theirs (LearnedWeights).
    if (m_frequenciesLoaded) {
        const std::optional<quint64> learned
            = ArticleStore(m_db).learnedDocuments(Fingerprinter::version(), Fingerprinter::termsSince());
        if (!learned)
            return false;
        if (*learned != 0 && *learned != m_learned.counts().documentCount()) {
            m_frequenciesLoaded = false;
            loadFrequencies();
        }
    }
    return m_live->catchUp(ArticleStore(m_db)); // with no window open, the call judges its own articles only
}

int Ingestor::deleteExpired(const QDateTime &now)
{
    const int deleted = m_writer.deleteExpiredArticles(now, m_options.retentionDays);
    if (deleted > 0) { // no verdict may name a deleted primary
        m_live->invalidate();
        loadIndex(now);
    }
    return deleted;
}

QStringList Ingestor::pagesWanted(const QString &feedUrl, const Feed &feed) const
{
    const StoreWriter::FeedLookup stored = m_writer.findFeed(feedUrl);
    const StoreWriter::FullText mode
        = stored.fullText == StoreWriter::FullText::Default ? m_options.fullText : stored.fullText;
    QStringList links;
    if (mode == StoreWriter::FullText::Never)
        return links;
    // The items with a web page, looked up together: those stored already need none.
    QList<const FeedItem *> web;
    QList<StoreWriter::ArticleKey> keys;
    for (const FeedItem &item : feed.items) {
        const QUrl link(item.link);
        if (link.scheme() != QLatin1String("http") && link.scheme() != QLatin1String("https"))
            continue;
        web.append(&item);
        keys.append({stored.id, itemGuid(item), normalizedArticleUrl(item.link)});
    }
    QHash<qsizetype, StoreWriter::StoredArticle> found;
    const std::optional<QSet<qsizetype>> known = m_writer.storedArticles(keys, &found);
    const AnswerKeys answer(feed);
    for (qsizetype i = 0; i < web.size(); ++i) {
        const FeedItem &item = *web[i];
        if (known && known->contains(i)
            && resent(item, stored.id, keys[i].guid, keys[i].url, found.value(i), answer).how
                != Resent::Changed)
            continue;
        const QString summary = plainTextFromHtml(itemHtml(item));
        if (mode == StoreWriter::FullText::Auto && wordCount(summary) >= m_options.fullTextMinWords)
            continue;
        if (!links.contains(item.link))
            links.append(item.link);
    }
    return links;
}

FeedDecorations Ingestor::feedDecorations(
    const StoreWriter::FeedRow &row, const std::optional<FeedDecorations> &learned)
{
    // Learned again from every answer that holds enough items to tell (a feed sends its newest).
    if (!row.learnsDecorations || !learned)
        return row.decorations;
    if (*learned != row.decorations && !m_writer.setLearnedDecorations(row.id, *learned))
        return row.decorations;
    return *learned;
}

bool Ingestor::placeUnplacedStories(const QDateTime &now, QString *error)
{
    if (m_stories.load(now))
        return true;
    *error = m_stories.lastError();
    return false;
}

IngestStats Ingestor::ingest(const QString &feedUrl, const Feed &feed, const QDateTime &now)
{
    return ingest(QList<IncomingFeed> {{feedUrl, feed}}, now);
}

IngestStats Ingestor::ingest(const QList<IncomingFeed> &feeds, const QDateTime &now)
{
    QElapsedTimer timer;
    timer.start();
    IngestStats stats;
    stats.feeds.resize(feeds.size());
    const auto emptyBatch = [&feeds] {
        Batch empty;
        empty.feeds.resize(feeds.size());
        return empty;
    };
    Batch batch = emptyBatch(); // what the open transaction holds, undone if it fails
    const auto skip = [&stats](qsizetype feedIndex) { // an item already stored
        ++stats.skipped;
        ++stats.feeds[feedIndex].skipped;
    };
    // Committed articles whose stories are placed together: once, in publication order, for
    // all the feeds of the call (see StoryTracker: an older newcomer rebuilds the graph).
    QList<NewStoryArticle> storiesToPlace;
    const auto placeStories = [&] {
        if (m_storiesDeferred) {
            // The run that places them reads them back, and finds their terms if they are kept.
            m_stories.keepTerms(std::exchange(storiesToPlace, {}));
            m_stories.unload(); // the next add() looks for what has no story
            return;
        }
        // With nothing new, what an earlier run left without a story (it was killed between
        // storing its articles and placing them, or left them for a later run) is placed now: a
        // rerun that stores nothing still finishes the work.
        const bool placed = storiesToPlace.isEmpty() ? m_stories.load(now)
                                                     : m_stories.add(std::exchange(storiesToPlace, {}), now);
        if (!placed)
            stats.errors.append(m_stories.lastError()); // the articles are safe; a load places them
    };

    const auto rollBack = [&](const QString &error) {
        stats.errors.append(error);
        m_writer.rollback();
        for (const qint64 id : std::as_const(batch.ids))
            m_live->remove(id);
        m_frequenciesLoaded = false; // what the rolled-back batch taught them is gone
        placeStories(); // of the batches committed before

        stats.seconds = timer.elapsed() / 1000.0;
        return stats;
    };
    // What the batch taught the document frequencies lands with its articles; their stories
    // follow in a transaction of their own (the writer may hold articles back until its commit),
    // at the end of the call.
    const auto commit = [&]() -> QString {
        const bool newWeights = m_weightsSavedStep != m_learned.step();
        if (!batch.ids.isEmpty()
            && !m_writer.saveLearnedWeights(Fingerprinter::version(), m_learned, newWeights))
            return m_writer.lastError();
        const bool indexKept = m_live->generationKept(ArticleStore(m_db));
        if (!m_writer.commit())
            return m_writer.lastError();
        m_live->committed(
            batch.ids.isEmpty() ? 0 : *std::max_element(batch.ids.cbegin(), batch.ids.cend()), indexKept);
        if (!batch.ids.isEmpty())
            m_weightsSavedStep = m_learned.step();
        for (qsizetype i = 0; i < batch.feeds.size(); ++i) {
            stats.feeds[i].articles += batch.feeds[i].articles;
            stats.feeds[i].duplicates += batch.feeds[i].duplicates;
            stats.feeds[i].updated += batch.feeds[i].updated;
            stats.articles += batch.feeds[i].articles;
            stats.duplicates += batch.feeds[i].duplicates;
            stats.updated += batch.feeds[i].updated;
        }
        storiesToPlace += std::exchange(batch, emptyBatch()).stories;
        if (storiesToPlace.size() >= storiesAtOnce)
            placeStories();
        return {};
    };

    // A write transaction, whose lock is held while the index learns what other writers stored.
    const auto begin = [&]() -> QString {
        if (!m_writer.transaction())
            return m_writer.lastError();
        return catchUp() ? QString() : kCatchUpFailed;
    };

    // Article pages are read, and the feeds' decorations learned, before the writer's lock is taken:
    // a fleet's writers take turns under it, and both read every text (extraction is the costliest
    // part of an article, 0.4-0.9 ms a page).
    readPages(feeds);
    const QList<DecorationLesson> learned = learnDecorations(feeds);
    const auto pagesRead = qScopeGuard([this] { m_pageTexts.clear(); });
    loadFrequencies();
    m_writer.forgetLookups();
    if (const QString error = begin(); !error.isEmpty())
        return rollBack(error);

    // The feeds first, and the items none of them holds yet (looked up together).
    QList<qint64> feedIds;
    QList<FreshItem> candidates;
    QList<StoreWriter::FeedUpsert> upserts;
    for (const IncomingFeed &incoming : feeds)
        upserts.append({incoming.url, incoming.feed.title, incoming.feed.link});
    const QList<StoreWriter::FeedRow> feedRows = m_writer.upsertFeedRows(upserts);
    if (feedRows.size() != feeds.size())
        return rollBack(m_writer.lastError());
    QHash<qint64, StoreWriter::FeedRow> learnedInCall;
    for (qsizetype feedIndex = 0; feedIndex < feeds.size(); ++feedIndex) {
        const IncomingFeed &incoming = feeds[feedIndex];
        // A feed given twice in one call reads what its first answer taught, as a second upsert would.
        StoreWriter::FeedRow row = learnedInCall.value(feedRows[feedIndex].id, feedRows[feedIndex]);
        const qint64 feedId = row.id;
        if (feedId == 0)
            return rollBack(m_writer.lastError());
        feedIds.append(feedId);
        const FeedDecorations decorations = feedDecorations(row, learned[feedIndex]);
        row.decorations = decorations;
        learnedInCall.insert(feedId, row);
        for (const FeedItem &item : incoming.feed.items) {
            candidates.append(
                {&item, feedIndex, feedId, decorations, itemGuid(item), normalizedArticleUrl(item.link)});
        }
    }
    QList<StoreWriter::ArticleKey> keys;
    keys.reserve(candidates.size());
    for (const FreshItem &candidate : std::as_const(candidates))
        keys.append({candidate.feedId, candidate.guid, candidate.url});
    QHash<qsizetype, StoreWriter::StoredArticle> found;
    const std::optional<QSet<qsizetype>> stored = m_writer.storedArticles(keys, &found);
    if (!stored)
        return rollBack(m_writer.lastError());
    QList<FreshItem> fresh;
    QList<AnswerKeys> answers;
    for (const IncomingFeed &incoming : feeds)
        answers.append(AnswerKeys(incoming.feed));
    QSet<qint64> updatedInCall; // an item sent twice in a call makes one version
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const FreshItem &candidate = candidates[i];
        if (!stored->contains(i)) {
            fresh.append(std::move(candidates[i]));
            continue;
        }
        const StoreWriter::StoredArticle known = found.value(i);
        const Resending resending = updatedInCall.contains(known.id)
            ? Resending {}
            : resent(*candidate.item, candidate.feedId, candidate.guid, candidate.url, known,
                answers[candidate.feedIndex]);
        if (resending.how == Resent::Unhashed && !m_versions.setContentHash(known.id, resending.hash))
            return rollBack(m_versions.lastError());
        if (resending.how != Resent::Changed) {
            skip(candidate.feedIndex);
            continue;
        }
        const std::optional<Prepared> version
            = prepareVersion(*candidate.item, candidate.decorations, known.id);
        if (!version
            || !m_versions.update({known.id, candidate.item->title, itemHtml(*candidate.item), version->body,
                resending.hash, now, version->fingerprint}))
            return rollBack(m_versions.lastError());
        updatedInCall.insert(known.id);
        ++batch.feeds[candidate.feedIndex].updated;
    }

    // Their text and fingerprints in the pool, a chunk at a time: the next chunks while the writer
    // judges and stores the one before, each in order, so that a copy later in a feed meets the
    // earlier one. When the weights step on (LearnedWeights), the chunks the pool has prepared are
    // fingerprinted again with the new ones, in the pool too (refit); an item it had not prepared
    // yet is fingerprinted again by the writer (a few microseconds; the text is the costly part).
    // Plain futures that only the writer waits for, no continuations: Qt 6.4 can run a then()
    // continuation twice when its future finishes while it is attached, and the second run crashes.
    struct PoolChunk
    {
        QFuture<Prepared> preparing;
        std::shared_ptr<QList<Prepared>> prepared; // taken from `preparing` to be refitted
        QFuture<void> refitting;
    };
    const auto startPreparing = [this, &fresh](qsizetype first) {
        return PoolChunk {
            QtConcurrent::mapped(&m_preparePool, fresh.mid(first, prepareChunk),
                [this, fingerprinter = m_fingerprinter, step = m_fingerprinterStep](
                    const FreshItem &f) { return prepare(*f.item, f.decorations, *fingerprinter, step); }),
            nullptr, {}};
    };
    const auto refit = [this](PoolChunk &chunk) {
        if (!chunk.prepared) {
            if (!chunk.preparing.isFinished())
                return;
            chunk.prepared = std::make_shared<QList<Prepared>>(chunk.preparing.results());
        }
        chunk.refitting.waitForFinished(); // with the weights before, which have stepped on again
        chunk.refitting = QtConcurrent::map(&m_preparePool, *chunk.prepared,
            [fingerprinter = m_fingerprinter, step = m_fingerprinterStep](Prepared &p) {
                p.fingerprint = fingerprinter->fingerprint(p.article.features);
                p.step = step;
            });
    };
    const auto take = [](PoolChunk chunk) {
        if (!chunk.prepared)
            return chunk.preparing.results();
        chunk.refitting.waitForFinished();
        return std::move(*chunk.prepared);
    };
    QList<PoolChunk> preparing;
    for (qsizetype k = 0; k < chunksAhead && k * prepareChunk < fresh.size(); ++k)
        preparing.append(startPreparing(k * prepareChunk));
    // Before the page texts it reads go, and on every way out.
    const auto poolDone = qScopeGuard([&preparing] {
        for (PoolChunk &chunk : preparing) {
            chunk.preparing.waitForFinished();
            chunk.refitting.waitForFinished();
        }
    });
    QSet<QString> admittedGuids;
    QSet<QString> admittedUrls;
    for (qsizetype first = 0; first < fresh.size(); first += prepareChunk) {
        const QList<Prepared> prepared = take(preparing.takeFirst());
        if (first + chunksAhead * prepareChunk < fresh.size())
            preparing.append(startPreparing(first + chunksAhead * prepareChunk));
        const std::span<const FreshItem> chunk(fresh.constData() + first, std::size_t(prepared.size()));
        for (qsizetype i = 0; i < qsizetype(chunk.size()); ++i) {
            const FeedItem &item = *chunk[i].item;
            NewArticle article;
            article.feedId = chunk[i].feedId;
            article.guid = chunk[i].guid;
            article.url = chunk[i].url;
            FeedIngestCounts &counts = batch.feeds[chunk[i].feedIndex];
            // Twice in one feed, or in two feeds of this call: what was stored before the call
            // was left out above, so only this call's own articles are looked at.
            const QString guidKey = ArticleBatch::guidKey(article.feedId, article.guid);
            if (admittedGuids.contains(guidKey)
                || (!article.url.isEmpty() && admittedUrls.contains(article.url))) {
                skip(chunk[i].feedIndex);
                continue;
            }
            admittedGuids.insert(guidKey);
            if (!article.url.isEmpty())
                admittedUrls.insert(article.url);
            article.title = item.title;
            article.summary = itemHtml(item);
            article.body = prepared[i].body;
            article.author = item.author;
            article.enclosures = item.enclosures;
            article.contentHash = prepared[i].contentHash;
            article.published = item.published.isValid() ? item.published : item.updated;
            article.fetched = now;
            // Weighed as the store's learned weights say for the document it is (LearnedWeights).
            article.fingerprint = prepared[i].step == m_fingerprinterStep
                ? prepared[i].fingerprint
                : m_fingerprinter->fingerprint(prepared[i].article.features);
            m_learned.addDocument(prepared[i].article.features);
            if (m_learned.step() != m_fingerprinterStep) {
                followWeights();
                for (PoolChunk &waiting : preparing)
                    refit(waiting);
            }

            const DuplicateGrouper::Article judged {
                article.fingerprint.simhash, article.feedId, DuplicateGrouper::titleKey(article.title)};
            const DuplicateGrouper::Verdict verdict = m_live->grouper().judge(judged);
            article.duplicateOf = verdict.primaryId;
            article.distance = verdict.distance;
            const qint64 id = m_writer.insertArticle(article);
            if (id == 0)
                return rollBack(m_writer.lastError());
            // Visible to the next item at once: copies inside one feed count too.
            m_live->add({id, judged, verdict.primaryId},
                std::max(article.published.isValid() ? article.published.toMSecsSinceEpoch() : 0,
                    now.toMSecsSinceEpoch()));
            batch.ids.append(id);
            // With the terms of its text as cleaned here: the tracker does not make them again.
            batch.stories.append({{id, article.feedId, article.published.isValid() ? article.published : now,
                                      article.fingerprint.simhash, 0, verdict.primaryId, article.title,
                                      article.summary, article.body},
                prepared[i].storyTerms});
            ++counts.articles;
            counts.duplicates += verdict.primaryId != 0 ? 1 : 0;

            // Commit in batches: a kill loses at most one batch, and the next run redoes it.
            if (batch.ids.size() >= batchSize) {
                if (const QString error = commit(); !error.isEmpty())
                    return rollBack(error);
                if (const QString error = begin(); !error.isEmpty())
                    return rollBack(error);
            }
        }
    }
    if (!m_writer.recordFetched(feedIds, now))
        return rollBack(m_writer.lastError());
    if (const QString error = commit(); !error.isEmpty())
        return rollBack(error);
    placeStories();
    stats.seconds = timer.elapsed() / 1000.0;
    return stats;
}

} // namespace kindred
