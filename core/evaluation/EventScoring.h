#pragma once

#include "evaluation/EventEvaluation.h"

#include <QHash>
#include <QList>
#include <QString>

// How a labelled stream's events are scored, whoever made them (EventDetector in memory, or the
// ingest into a store): shared by evaluateEvents() and evaluateStoredEvents().
namespace kindred {

/// A labelled stream in publication order, with the headlines of each story by index.
struct Stream
{
    QList<LabelledHeadline> headlines;
    QHash<QString, QList<qsizetype>> byStory;
};
Stream sortedStream(QList<LabelledHeadline> headlines);

/// An event as scoring sees it: its members as indices into Stream::headlines.
struct ScoredEvent
{
    QString label;
    QList<qsizetype> members;
};
/// Fills the recall, purity, coverage, event list and missed stories of `quality`.
void scoreEvents(const Stream &stream, const QList<ScoredEvent> &events,
    const EventDetector::Options &options, EventQuality &quality);

} // namespace kindred
