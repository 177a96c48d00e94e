#pragma once

#include "news/DetectionRules.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>

namespace kindred {

/// What a set of rules would make of the live window.
struct DetectionOutcome
{
    int articles = 0;
    int groups = 0; // duplicate groups (a first report with at least one copy)
    int copies = 0; // articles that joined a group
    int similarPairs = 0; // pairs of articles in the similar band (not copies of one another)
    int events = 0; // stories that break the event rule
    /// Each article's distance to its nearest other article of the window, 0..maxDistance;
    /// those with none that close are in `fartherThanMax`.
    QList<int> nearestDistance;
    int fartherThanMax = 0;
};

/// The settings dialog's live preview and `kindred-cli preview`: the articles of the live window
/// (fingerprint, feed, time, story) read once, then any rules judged against them in memory, as a
/// fresh ingest would group them (as Regrouper does): in the order they were stored, each article
/// judged by DuplicateGrouper itself, never against one it was said not to copy, a copy of a first
/// report older than the window staying in its group; similar pairs from the permuted-table index;
/// events from the stored stories under the EventRule the detector asks (on all of a story, as
/// the detector judges whether it breaks). So the preview cannot drift from what Apply does.
class DetectionPreview final
{
public:
    /// Reads the articles published from `liveWindowDays` before `now` on (as the ingest's index
    /// and Regrouper take them, a later date included), or up to `until` when it is valid.
    void load(QSqlDatabase db, const QDateTime &now, int liveWindowDays, const QDateTime &until = {});
    int size() const { return int(m_rows.size()); }

    /// Judges the loaded articles under `rules`; nearest distances are looked up to `maxDistance`
    /// bits (-1: to the end of the similar band, the cheapest that shows where every threshold
    /// cuts). The neighbour queries run on all cores.
    DetectionOutcome compute(const DetectionRules &rules, int maxDistance = -1) const;

private:
    struct Row
    {
        qint64 id = 0;
        qint64 feedId = 0;
        qint64 storyId = 0;
        qint64 published = 0; // UTC ms
        quint64 simhash = 0;
        qint64 notCopyOf = 0; // the reader said it is no copy of this article (0: no decision)
        qint64 settledIn = 0; // the first report of its group, older than the window (0: none)
        quint64 titleKey = 0; // GroupHeadlines::titleKey() of its headline
    };
    QList<Row> m_rows; // in the order they were stored
};

} // namespace kindred
