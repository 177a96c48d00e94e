#include "news/DetectionPreview.h"

#include "fingerprint/FingerprintIndex.h"
#include "news/GroupHeadlines.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>
#include <QtConcurrent>
#include <algorithm>
#include <limits>
#include <numeric>

namespace kindred {

namespace {

// Stories with more than `minArticles` articles within `hours` from at least `minSources`
// feeds, by a sliding window over each story's articles in time order.
template<typename Row> int countEvents(const QList<Row> &rows, const DetectionRules &rules)
{
    QHash<qint64, QList<const Row *>> stories;
    for (const Row &row : rows) {
        if (row.storyId != 0)
            stories[row.storyId].append(&row);
    }
    for (QList<const Row *> &story : stories) {
        std::stable_sort(story.begin(), story.end(),
            [](const Row *a, const Row *b) { return a->published < b->published; });
    }
    const qint64 windowMs = qMax(1, rules.eventWindowHours) * 3600LL * 1000;
    int events = 0;
    for (const QList<const Row *> &story : std::as_const(stories)) {
        if (story.size() <= rules.eventMinArticles)
            continue;
        QHash<qint64, int> sources;
        qsizetype first = 0;
        for (qsizetype last = 0; last < story.size(); ++last) {
            ++sources[story.at(last)->feedId];
            while (story.at(last)->published - story.at(first)->published > windowMs) {
                if (--sources[story.at(first)->feedId] == 0)
                    sources.remove(story.at(first)->feedId);
                ++first;
            }
            if (last - first + 1 > rules.eventMinArticles && sources.size() >= rules.eventMinSources) {
                ++events;
                break;
            }
        }
    }
    return events;
}

} // namespace

void DetectionPreview::load(QSqlDatabase db, const QDateTime &now, int liveWindowDays, const QDateTime &until)
{
    m_rows.clear();
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT a.id, a.feed_id, COALESCE(a.story_id, 0), a.published, a.simhash,"
                       " COALESCE(d.primary_id, 0), COALESCE(g.primary_id, 0), a.title FROM articles a"
                       " LEFT JOIN copy_decisions d ON d.article_id = a.id"
                       " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                       " WHERE a.published >= ? AND a.published <= ? ORDER BY a.id"));
    query.addBindValue(now.addDays(-liveWindowDays).toMSecsSinceEpoch());
    query.addBindValue(until.isValid() ? until.toMSecsSinceEpoch() : std::numeric_limits<qint64>::max());
    if (!query.exec())
        return;
    while (query.next()) {
        m_rows.append({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toLongLong(),
            query.value(3).toLongLong(), quint64(query.value(4).toLongLong()), query.value(5).toLongLong(),
            query.value(6).toLongLong(), GroupHeadlines::titleKey(query.value(7).toString())});
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

    // Groups as a fresh ingest makes them (DuplicateGrouper's rule): in the order they were
    // stored, each article joins the nearest earlier first report within the radius, unless the
    // reader said it is no copy of that one or its feed's other headline is in that group.
    GroupHeadlines headlines; // a feed's series is not one story
    QList<qsizetype> primaryOf(n);
    QList<int> copiesOf(n, 0);
    QSet<qint64> settledGroups;
    for (qsizetype i = 0; i < n; ++i) {
        primaryOf[i] = i;
        if (m_rows.at(i).settledIn != 0) {
            ++outcome.copies;
            primaryOf[i] = -m_rows.at(i).settledIn; // a group of its own, led by no article here
            if (!settledGroups.contains(m_rows.at(i).settledIn)) {
                settledGroups.insert(m_rows.at(i).settledIn);
                ++outcome.groups;
            }
            continue;
        }
        // DuplicateGrouper::judge's choice: the nearest, then the same headline, then the earliest
        // (neighbours come by distance, then position).
        const GroupHeadlines::Item item {m_rows.at(i).feedId, m_rows.at(i).titleKey};
        int chosenDistance = -1;
        for (const IndexMatch &match : std::as_const(neighbours.at(i))) {
            if (match.distance > rules.duplicateRadius
                || (chosenDistance >= 0 && match.distance > chosenDistance))
                break;
            const qsizetype j = qsizetype(match.id);
            const GroupHeadlines::Item primary {m_rows.at(j).feedId, m_rows.at(j).titleKey};
            if (j < i && primaryOf.at(j) == j && m_rows.at(j).id != m_rows.at(i).notCopyOf
                && headlines.admits(j, primary, item)) {
                if (chosenDistance < 0)
                    primaryOf[i] = j;
                else if (primary.titleKey == item.titleKey
                    && m_rows.at(primaryOf.at(i)).titleKey != item.titleKey)
                    primaryOf[i] = j;
                chosenDistance = match.distance;
            }
        }
        if (primaryOf.at(i) != i) {
            headlines.addCopy(primaryOf.at(i), item);
            ++outcome.copies;
            if (copiesOf[primaryOf.at(i)]++ == 0)
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
                && primaryOf.at(i) != primaryOf.at(j))
                ++outcome.similarPairs;
        }
    }
    outcome.events = countEvents(m_rows, rules);
    return outcome;
}

} // namespace kindred
