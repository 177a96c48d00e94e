#pragma once

#include "feed/Feed.h"
#include "net/Fetcher.h"
#include "news/Ingestor.h"
#include "news/Regrouper.h"
#include "news/SubscriptionOpml.h"
#include "storage/FeedStateStore.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QString>
#include <QUrl>
#include <memory>
#include <optional>

namespace kindred {

class KeptConnection;

/// A feed's answer as parsed, and what it teaches about its decorations (Ingestor::lessonOf()):
/// both read every item, so they are done together, on the core that parses.
struct ParsedFeed
{
    FeedParseResult result;
    DecorationLesson lesson;
};

/// Parses fetched feed bytes and learns from them. Pure: any thread.
ParsedFeed parseFetchedFeed(const QByteArray &bytes, const QUrl &url, const QByteArray &contentType);

/// One unit of work for the ingest thread: the demo corpus, a local feed file, feed bytes
/// already fetched from a URL, only the fetch states of feeds (a 304, an error), an OPML file
/// of subscriptions to import, a regroup of the live window under new detection settings, or
/// the stories that runs of feeds left for later.
struct IngestJob
{
    enum class Kind { DemoCorpus, File, Bytes, FetchStates, ImportOpml, Regroup, PlaceStories };

    static IngestJob demoCorpus() { return IngestJob {}; }
    static IngestJob file(const QString &path)
    {
        IngestJob job;
        job.kind = Kind::File;
        job.source = path;
        return job;
    }
    static IngestJob fetched(const QString &url, const QByteArray &bytes, const QByteArray &contentType)
    {
        IngestJob job;
        job.kind = Kind::Bytes;
        job.source = url;
        job.bytes = bytes;
        job.contentType = contentType;
        return job;
    }
    static IngestJob importOpml(const QString &path)
    {
        IngestJob job;
        job.kind = Kind::ImportOpml;
        job.source = path;
        return job;
    }
    /// `progress` is called on the worker thread; returning false cancels (nothing changes).
    /// `refingerprintFeeds`: feeds whose live articles are fingerprinted again first.
    /// `refingerprintAll`: every live article is fingerprinted again first.
    static IngestJob regroup(Regrouper::Progress progress, const QList<qint64> &refingerprintFeeds = {},
        bool refingerprintAll = false)
    {
        IngestJob job;
        job.kind = Kind::Regroup;
        job.progress = std::move(progress);
        job.feedIds = refingerprintFeeds;
        job.allFeeds = refingerprintAll;
        return job;
    }
    /// Places the stories of stored articles that have none (runs left them for later).
    static IngestJob placeStories()
    {
        IngestJob job;
        job.kind = Kind::PlaceStories;
        return job;
    }
    static IngestJob fetchStates(const QList<FeedStateUpdate> &states)
    {
        IngestJob job;
        job.kind = Kind::FetchStates;
        job.states = states;
        return job;
    }

    Kind kind = Kind::DemoCorpus;
    QString source; // the file's path (a feed or OPML), or the URL the bytes came from
    QByteArray bytes; // Kind::Bytes only
    QByteArray contentType; // Kind::Bytes only: the HTTP Content-Type, a charset hint
    // Kind::Bytes only: the bytes as parsed already, by the run that asked for pages
    // (IngestOutcome::parsed) or while the job waited (parsedAhead()), so the run that stores
    // them does not parse them again; `bytes` may be empty then.
    std::optional<ParsedFeed> parsed;
    // Kind::Bytes only: the article pages of its teaser items, once fetched. Before that, the job
    // stops after parsing and names the pages it wants (IngestOutcome::pagesWanted).
    bool pagesFetched = false;
    QHash<QString, QByteArray> pages;
    // Fetch states to store. Kind::Bytes: the state of the feed the bytes came from, its new URL
    // stored first (a moved feed is found under it), the rest once its items are stored (a kill
    // or a failure in between leaves the feed due, not marked fetched with items missing).
    QList<FeedStateUpdate> states;
    Regrouper::Progress progress; // Kind::Regroup only
    QList<qint64> feedIds; // Kind::Regroup only: feeds to fingerprint again
    bool allFeeds = false; // Kind::Regroup only: fingerprint every live article again
    // Kind::Bytes and Kind::File: more feeds wait, and the run that stores the last of them
    // places the stories of all (Ingestor::setStoriesDeferred()).
    bool storiesLater = false;
};

/// What a job did; or, for fetched feed bytes whose teasers need their pages first, which pages.
struct IngestOutcome
{
    IngestStats stats;
    QStringList pagesWanted; // non-empty: fetch these, then run the job again with them
    std::optional<ParsedFeed> parsed; // with pagesWanted: the feed, for IngestJob::parsed
    QString unreadable; // why fetched bytes were no feed at all; empty when they were one
    std::optional<OpmlImportReport> opml; // Kind::ImportOpml: what the import did
    std::optional<RegroupResult> regroup; // Kind::Regroup: what the regroup did
    qint64 announced = 0; // the highest article id the run announced to the store's watchers; 0: none
};

/// Largest feed or OPML file Kindred reads (feeds come from strangers).
inline constexpr qint64 MaxFeedFileBytes = MaxFeedBytes; // as a fetched one

/// A feed job (Kind::File or Kind::Bytes) with its feed read and parsed now, for a run to come:
/// the queue parses waiting jobs while a run stores (IngestController), so that the next run
/// starts with its feeds parsed. A file becomes the Kind::Bytes job its run would have made of
/// it, without the bytes; a file that cannot be read is given back as it is (its run reports
/// why). Other jobs, and jobs parsed already, come back unchanged. Pure: any thread.
IngestJob parsedAhead(IngestJob job);

/// Runs `job` against the database at `databasePath` on the calling thread, through a
/// connection of its own that is closed again before returning. Safe to call from a worker
/// thread while the UI reads the same database. New articles are announced (ArrivalNotice).
IngestOutcome runIngestJob(const QString &databasePath, const IngestJob &job,
    const Ingestor::Options &options, const QDateTime &now);

/// As runIngestJob() for each job, in order, with one outcome per job. Fetched feed bytes
/// (Kind::Bytes) are stored together in one Ingestor call, their articles committed in shared
/// batches, and their combined figures are in the outcome of the first of them that was stored
/// (the others' outcomes carry their own parse errors, or the pages they want first).
/// `live`, when given, is the duplicate index kept from the caller's earlier runs on this store
/// (its radius that of `options`): the run catches it up instead of reading the window again.
/// `kept`, when given, is the connection to `databasePath` kept open between the caller's runs (on
/// this thread: KeptConnection); without it the run opens a connection of its own and closes it.
/// `terms`, when given, are the story terms kept from the caller's earlier runs (StoryTermCache).
QList<IngestOutcome> runIngestJobs(const QString &databasePath, const QList<IngestJob> &jobs,
    const Ingestor::Options &options, const QDateTime &now, std::shared_ptr<LiveIndex> live = {},
    std::shared_ptr<KeptConnection> kept = {}, std::shared_ptr<StoryTermCache> terms = {});

} // namespace kindred
