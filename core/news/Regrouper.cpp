#include "news/Regrouper.h"

#include "fingerprint/Fingerprinter.h"
#include "news/DuplicateGrouper.h"
#include "news/PlainText.h"
#include "news/PreparedArticle.h"
#include "news/StoryTracker.h"
#include "storage/ArticleStore.h"
#include "storage/RegroupStore.h"
#include "storage/SqlDialect.h"
#include "text/LearnedWeights.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSqlError>

namespace kindred {

namespace {

constexpr qsizetype kProgressEvery = 1000;

} // namespace

Regrouper::Regrouper(QSqlDatabase db, Ingestor::Options options) : m_db(std::move(db)), m_options(options)
{ }

bool Regrouper::refingerprint(const QDateTime &from, QString *error)
{
    QList<qint64> feeds = m_refingerprint;
    if (m_refingerprintAll) {
        RegroupStore store(m_db);
        const std::optional<QList<qint64>> all = store.feedsPublishedSince(from);
        if (!all) {
            *error = store.lastError();
            return false;
        }
        feeds += *all;
    }
    // Fingerprints of an older version of Kindred are made again in any case.
    for (const qint64 feedId :
        RegroupStore(m_db).feedsWithStaleFingerprints(from, Fingerprinter::version())) {
        if (!feeds.contains(feedId))
            feeds.append(feedId);
    }
    if (feeds.isEmpty())
        return true;
    const Fingerprinter fingerprinter(
        ArticleStore(m_db)
            .learnedWeights(Fingerprinter::version(), Fingerprinter::termsSince())
            .value_or(LearnedWeights())
            .weights());
    RegroupStore store(m_db);
    const StoreWriter feedsRead(m_db); // what each feed puts around its items, as the ingest reads it
    for (const qint64 feedId : std::as_const(feeds)) {
        bool learned = false;
        const FeedDecorations decorations = feedsRead.feedDecorations(feedId, &learned);
        for (const StoredText &article : store.feedArticles(feedId, from)) {
            const PreparedArticle prepared = prepareArticle(article.title, plainTextFromHtml(article.summary),
                article.body, decorations, m_options.fingerprintFullText);
            const Fingerprint fingerprint = fingerprinter.fingerprint(prepared.features);
            if (!store.setFingerprint(article.id, fingerprint)) {
                *error = store.lastError();
                return false;
            }
        }
    }
    return true;
}

bool Regrouper::hasStaleFingerprints(const QDateTime &now) const
{
    const QDateTime from = ArticleStore(m_db).windowEnd(now).addDays(-m_options.liveWindowDays);
    return RegroupStore(m_db).hasStaleFingerprints(from, Fingerprinter::version());
}

RegroupResult Regrouper::run(const QDateTime &now, const Progress &progress)
{
    QElapsedTimer timer;
    timer.start();
    RegroupResult result;
    const auto stop = [&](const QString &error) {
        m_db.rollback();
        if (!result.cancelled)
            result.error = error;
        result.seconds = timer.elapsed() / 1000.0;
        return result;
    };
    const auto report = [&](Step step, qsizetype done, qsizetype total) {
        if (progress && !progress(step, done, total))
            result.cancelled = true;
        return !result.cancelled;
    };

    // The write lock at once: no ingest can store an article between the reads and the writes.
    if (const QSqlError error = SqlDialect::beginWriting(m_db); error.isValid())
        return stop(error.text());
    const QDateTime from = ArticleStore(m_db).windowEnd(now).addDays(-m_options.liveWindowDays);
    RegroupStore store(m_db);
    if (QString error; !refingerprint(from, &error))
        return stop(error);
    const QList<GroupedArticle> before = store.liveArticles(from);
    const qsizetype total = before.size();
    result.articles = int(total);

    // Judged again in the order they were stored, as the ingest judged them.
    QSet<qint64> live;
    live.reserve(total);
    for (const GroupedArticle &article : before)
        live.insert(article.id);
    DuplicateGrouper grouper(m_options.duplicateRadius);
    QList<GroupPlacement> after;
    after.reserve(total);
    QSet<qint64> leaders;
    for (qsizetype i = 0; i < total; ++i) {
        const GroupedArticle &article = before.at(i);
        GroupPlacement placement {article.id, 0, 0};
        if (article.primaryId != 0 && article.primaryId != article.id && !live.contains(article.primaryId)) {
            placement = {article.id, article.primaryId, article.distance}; // its first report left the window
        } else {
            const DuplicateGrouper::Article judged {
                article.simhash, article.feedId, DuplicateGrouper::titleKey(article.title)};
            const DuplicateGrouper::Verdict verdict = grouper.judge(judged, article.notCopyOf);
            grouper.add(article.id, judged, verdict.primaryId);
            placement = {article.id, verdict.primaryId, verdict.distance};
        }
        if (placement.primaryId != 0) {
            ++result.copies;
            leaders.insert(placement.primaryId);
        }
        after.append(placement);
        if (((i + 1) % kProgressEvery == 0 || i + 1 == total) && !report(Step::Grouping, i + 1, total))
            return stop({});
    }
    result.groups = int(leaders.size());
    for (qsizetype i = 0; i < total; ++i) {
        const GroupPlacement &placement = after.at(i);
        const qint64 leader = placement.primaryId != 0
            ? placement.primaryId
            : (leaders.contains(placement.articleId) ? placement.articleId : 0);
        if (leader != before.at(i).primaryId || placement.distance != before.at(i).distance)
            ++result.moved;
    }

    const auto writing = [&](qsizetype done) { return report(Step::Writing, done, total); };
    if (!store.rewriteGroups(before, after, writing))
        return stop(store.lastError());

    // Stories and events follow the groups: a copy goes to its first report's story.
    QList<RegroupStore::SeenBy> seen;
    if (!store.clearStories(from, &seen))
        return stop(store.lastError());
    StoryTracker stories(m_db, {m_options.events, m_options.liveWindowDays});
    const auto placing = [&](qsizetype done) { return report(Step::Stories, done, total); };
    if (!stories.rebuild(from, placing))
        return stop(stories.lastError());
    if (!store.markEventsSeen(from, seen))
        return stop(store.lastError());

    const std::optional<int> events = store.eventCountSince(from);
    if (!events)
        return stop(store.lastError());
    result.events = *events;
    if (!m_db.commit())
        return stop(m_db.lastError().text());
    result.seconds = timer.elapsed() / 1000.0;
    return result;
}

} // namespace kindred
