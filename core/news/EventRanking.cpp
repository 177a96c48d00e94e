#include "news/EventRanking.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace kindred {

QList<RankedEvent> rankEvents(const QList<EventRecord> &events, const QDateTime &now, int windowHours)
{
    const qint64 windowSecs = qMax(1, windowHours) * 3600LL;
    QList<RankedEvent> ranked;
    for (const EventRecord &event : events) {
        if (event.start.isValid() && event.start > now)
            continue;
        RankedEvent r;
        r.event = event;
        QSet<QString> sources;
        QDateTime last = event.end;
        for (const EventMemberRecord &member : event.members) {
            sources.insert(member.source);
            if (!last.isValid() || member.published > last)
                last = member.published;
        }
        r.sources = sources.isEmpty() ? event.sources : int(sources.size());
        const qint64 age = last.isValid() ? qMax<qint64>(0, last.secsTo(now)) : windowSecs;
        r.active = age <= windowSecs;
        const QDateTime hourEnd = r.active ? now : last;
        for (const EventMemberRecord &member : event.members) {
            if (member.published > hourEnd.addSecs(-3600) && member.published <= hourEnd)
                ++r.lastHour;
        }
        r.score = r.sources * std::exp2(-double(age) / double(windowSecs));
        ranked.append(r);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankedEvent &a, const RankedEvent &b) {
        if (a.active != b.active)
            return a.active;
        if (a.score != b.score)
            return a.score > b.score;
        return a.event.start > b.event.start;
    });
    return ranked;
}

EventTimeline eventTimeline(const EventRecord &event, int binMinutes)
{
    EventTimeline timeline;
    timeline.binMinutes = qMax(1, binMinutes);
    if (event.members.isEmpty())
        return timeline;
    QDateTime first = event.members.constFirst().published;
    QDateTime last = first;
    for (const EventMemberRecord &member : event.members) {
        first = qMin(first, member.published);
        last = qMax(last, member.published);
    }
    // Bins on the clock's quarter hours (or whatever the bin is), so labels read 10:15, 10:30.
    const qint64 binMs = timeline.binMinutes * 60000LL;
    timeline.start = QDateTime::fromMSecsSinceEpoch(first.toMSecsSinceEpoch() / binMs * binMs, Qt::UTC);
    const int bins = int((last.toMSecsSinceEpoch() - timeline.start.toMSecsSinceEpoch()) / binMs) + 1;
    QList<EventMemberRecord> ordered = event.members;
    std::stable_sort(ordered.begin(), ordered.end(),
        [](const EventMemberRecord &a, const EventMemberRecord &b) { return a.published < b.published; });
    QHash<QString, int> row;
    for (const EventMemberRecord &member : ordered) {
        auto at = row.constFind(member.source);
        if (at == row.cend()) {
            at = row.insert(member.source, int(timeline.sources.size()));
            timeline.sources.append(member.source);
            timeline.counts.append(QList<int>(bins, 0));
        }
        const int bin
            = int((member.published.toMSecsSinceEpoch() - timeline.start.toMSecsSinceEpoch()) / binMs);
        ++timeline.counts[at.value()][bin];
    }
    return timeline;
}

} // namespace kindred
