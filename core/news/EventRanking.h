#pragma once

#include "storage/StoryStore.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

namespace kindred {

/// A stored breaking event as the events panel ranks it.
struct RankedEvent
{
    EventRecord event;
    bool active = false; // its last report is within the event window of now: it may still grow
    int sources = 0; // distinct outlets among its members
    int lastHour = 0; // reports in the hour before now (active) or before its last report
    double score = 0; // distinct sources with age decay (see rankEvents)
};

/// Orders events as a reader wants to see what is breaking (memeorandum's rule): active events
/// above recent ones, and within each by distinct sources, not articles, halved for every
/// `windowHours` since the last report. A feed that floods adds articles but only one source.
/// `now` ends the window; events that start after it are left out.
QList<RankedEvent> rankEvents(const QList<EventRecord> &events, const QDateTime &now, int windowHours);

/// An event's arrivals in bins of `binMinutes` from its first report, per outlet.
struct EventTimeline
{
    QDateTime start; // of the first bin
    int binMinutes = 15;
    QStringList sources; // in the order of their first report
    QList<QList<int>> counts; // counts[source][bin]
    int bins() const { return counts.isEmpty() ? 0 : int(counts.constFirst().size()); }
};
EventTimeline eventTimeline(const EventRecord &event, int binMinutes = 15);

} // namespace kindred
