#pragma once

#include "storage/Records.h"
#include "storage/StoryStore.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace kindred {

/// Who carried a breaking event and how (what Ground News' and Google News' "full coverage" show,
/// and more): each report is the original of a text others copied, a copy of another outlet's
/// text (with its distance to it), or the outlet's own report; the first report is marked. The
/// outlets that usually carry breaking stories but have not run this one are listed apart.
/// Outlets are grouped as the reader describes them: by the kind of outlet they gave it (its
/// attribute: a region, "wire", "trade press"), else by its folder.
struct CoverageEntry
{
    enum class Kind { Original, Copy, OwnReport };

    qint64 articleId = 0;
    qint64 feedId = 0;
    QString outlet;
    QString outletGroup; // its attribute ("wire"), else its folder ("News/World"); empty: neither
    Kind kind = Kind::OwnReport;
    int copies = 0; // Original: the reports of this event that copy it
    qint64 originalId = 0; // Copy: the article it copies
    QString originalOutlet; // Copy: who ran that
    int distance = 0; // Copy: Hamming distance to the original
    qint64 groupId = 0; // its duplicate group (0 for an own report)
    QDateTime published;
    QString title;
    bool firstReport = false;
};

struct EventCoverage
{
    QList<CoverageEntry> entries; // in publication order
    /// Outlets that carried at least `usualShare` of the recent events (and three of them) and
    /// not this one, by name.
    QStringList notYet;
    /// Their groups (CoverageEntry::outletGroup), by outlet name.
    QHash<QString, QString> groupOf;

    static constexpr double usualShare = 0.5;
    static constexpr int usualAtLeast = 3;

    /// The coverage of `event` from its members as stored (`articles`, any order), the groups of
    /// the feeds (outletGroup), and the events of the days before it (`recent`; `event` itself is skipped
    /// there).
    static EventCoverage of(const EventRecord &event, const QList<ArticleRecord> &articles,
        const QHash<qint64, QString> &groupOfFeed, const QList<EventRecord> &recent);
    /// Reads what of() needs from the store: the members (in one statement) and the feeds'
    /// attributes and folders; of `events` (those the caller holds, the events view's), the ones of the seven
    /// days before the event's start count as recent.
    static EventCoverage load(
        const QSqlDatabase &db, const EventRecord &event, const QList<EventRecord> &events);
};

} // namespace kindred
