#include "news/DetectionPreview.h"

#include "fingerprint/FingerprintIndex.h"
#include "news/DuplicateGrouper.h"
#include "news/EventRule.h"
#include "news/GroupHeadlines.h"
#include "storage/RegroupStore.h"

#include <QHash>
#include <QSet>
#include <QtConcurrent>
#include <algorithm>
#include <limits>
#include <numeric>

namespace kindred {

namespace {

// Stories that break the event rule, from their stored members.
template<typename Row> int countEvents(const QList<Row> &rows, const DetectionRules &rules)
{
    QHash<qint64, QList<const Row *>> stories;
    for (const Row &row : rows) {
        if (row.storyId != 0)
            stories[row.storyId].append(&row);
    }
    const EventRule rule {rules.eventMinArticles, rules.eventWindowHours, rules.eventMinSources};
    int events = 0;
    for (QList<const Row *> &story : stories) {
        std::stable_sort(story.begin(), story.end(),
            [](const Row *a, const Row *b) { return a->published < b->published; });
        events += rule.breaks(story.size(),
                      [&story](qsizetype i) {
                          return std::pair {story.at(i)->published, story.at(i)->feedId};
                      })
            ? 1
            : 0;
    }
    return events;
}

} // namespace

void DetectionPreview::load(QSqlDatabase db, const QDateTime &now, int liveWindowDays, const QDateTime &until)
{
    m_rows.clear();
    for (const GroupedArticle &a : RegroupStore(db).liveArticles(now.addDays(-liveWindowDays), until)) {
        m_rows.append({a.id, a.feedId, a.storyId, a.published, a.simhash, a.notCopyOf, a.primaryId,
            GroupHeadlines::titleKey(a.title)});
    }
    // A copy whose first report is older than the window keeps its group (see Regrouper).
    QSet<qint64> window;
    for (const Row &row : std::as_const(m_rows))
        window.insert(row.id);
    for (Row &row : m_rows) {
        if (row.settledIn == row.id || window.contains(row.settledIn))
            row.settledIn = 0;
    }
}

DetectionOutcome DetectionPreview::compute(const DetectionRules &rules, int maxDistance) const
{
    DetectionOutcome outcome;
    if (maxDistance < 0)
        maxDistance = rules.similarMax;
    const qsizetype n = m_rows.size();
    outcome.articles = int(n);
    outcome.nearestDistance = QList<int>(maxDistance + 1, 0);

    // One index of the window (ids are positions in time), asked once per article on all cores
    // (it answers queries from any thread) for every neighbour any rule below needs.
    QList<qint64> positions(n);
    std::iota(positions.begin(), positions.end(), qint64(0));
    QList<quint64> fingerprints;
    fingerprints.reserve(n);
    for (const Row &row : m_rows)
        fingerprints.append(row.simhash);
    FingerprintIndex index;
    index.build(positions, fingerprints);
    const int radius = qMax(qMax(rules.similarMax, maxDistance), rules.duplicateRadius);
    QList<QList<IndexMatch>> neighbours(n);
    constexpr qsizetype chunk = 2048;
    QList<qsizetype> starts;
    for (qsizetype start = 0; start < n; start += chunk)
        starts.append(start);
    QtConcurrent::blockingMap(starts, [&](qsizetype start) {
        for (qsizetype i = start; i < qMin(start + chunk, n); ++i) {
            QList<IndexMatch> near = index.query(fingerprints.at(i), radius); // by distance, then id
            near.removeIf([i](const IndexMatch &match) { return match.id == i; });
            neighbours[i] = std::move(near);
        }
    });

    // Groups as a fresh ingest makes them: DuplicateGrouper judges each article in the order
    // they were stored, never against one the reader said it is no copy of; a copy whose first
    // report is older than the window stays in that group (led by no article here).
    DuplicateGrouper grouper(rules.duplicateRadius);
    QList<qint64> groupOf(n); // the id of the article leading its group, or -(the first report's)
    QSet<qint64> groupsSeen;
    for (qsizetype i = 0; i < n; ++i) {
        const Row &row = m_rows.at(i);
        const DuplicateGrouper::Article article {row.simhash, row.feedId, row.titleKey};
        if (row.settledIn != 0) {
            grouper.add(row.id, article, row.settledIn);
            groupOf[i] = -row.settledIn;
        } else {
            const qint64 primaryId = grouper.judge(article, row.notCopyOf).primaryId;
            grouper.add(row.id, article, primaryId);
            groupOf[i] = primaryId != 0 ? primaryId : row.id;
            if (primaryId == 0)
                continue;
        }
        ++outcome.copies;
        if (!groupsSeen.contains(groupOf.at(i))) {
            groupsSeen.insert(groupOf.at(i));
            ++outcome.groups;
        }
    }

    // Similar pairs (each once, copies of one another left out) and nearest neighbours.
    for (qsizetype i = 0; i < n; ++i) {
        const QList<IndexMatch> &near = neighbours.at(i);
        if (!near.isEmpty() && near.constFirst().distance <= maxDistance)
            ++outcome.nearestDistance[near.constFirst().distance];
        else
            ++outcome.fartherThanMax;
        for (const IndexMatch &match : near) {
            const qsizetype j = qsizetype(match.id);
            if (j < i && match.distance >= rules.similarMin && match.distance <= rules.similarMax
                && groupOf.at(i) != groupOf.at(j))
                ++outcome.similarPairs;
        }
    }
    outcome.events = countEvents(m_rows, rules);
    return outcome;
}

} // namespace kindred
