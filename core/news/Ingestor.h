#pragma once

#include "feed/Feed.h"
#include "fingerprint/Fingerprinter.h"
#include "news/DuplicateGrouper.h"
#include "news/LiveIndex.h"
#include "news/PreparedArticle.h"
#include "news/StoryTracker.h"
#include "storage/ArticleStore.h"
#include "storage/ArticleVersions.h"
#include "storage/StoreWriter.h"
#include "text/LearnedWeights.h"

#include <QDateTime>
#include <QHash>
#include <QSqlDatabase>
#include <QStringList>
#include <QThreadPool>
#include <functional>
#include <memory>

namespace kindred {

/// What an ingest did with one feed's items.
struct FeedIngestCounts
{
    int articles = 0; // stored
    int duplicates = 0; // stored as a member of an existing duplicate group
    int skipped = 0; // already stored (same guid in the feed, or same normalised URL)
    int updated = 0; // stored already, sent again changed: a new version (ArticleVersions)
};

/// What one ingest run did.
struct IngestStats
{
    int articles = 0; // stored
    int duplicates = 0; // stored as a member of an existing duplicate group
    int skipped = 0; // already stored (same guid in the feed, or same normalised URL)
    int updated = 0; // stored already, sent again changed: a new version (ArticleVersions)
    double seconds = 0;
    QStringList errors;
    QList<FeedIngestCounts> feeds; // per feed handed in, in that order (committed articles only)
};

/// What a feed's answer teaches about the decorations its items carry (learnFeedDecorations()):
/// nullopt when it holds too few items to tell.
using DecorationLesson = std::optional<FeedDecorations>;

/// One parsed feed to store, under the URL it is subscribed by.
struct IncomingFeed
{
    QString url;
    Feed feed;
    /// Its lesson when the caller learned it already (Ingestor::lessonOf(), on the core that
    /// parsed the feed); without one the ingest learns it, on all cores.
    std::optional<DecorationLesson> lesson {};
};

/// Parsed feeds in, judged and stored articles out: each item is fingerprinted and judged
/// against the index of live articles before it is stored (seed 000). Thread-confined: create
/// it on the thread that owns `db`.
class Ingestor final
{
public:
    /// Returns the article page for a link, or an empty array (used for full-text extraction).
    using PageSource = std::function<QByteArray(const QString &link)>;

    struct Options
    {
        int duplicateRadius = 3;
        int liveWindowDays = 5;
        int fullTextMinWords = 80; // an item with fewer words is a teaser: its page holds the story
        StoreWriter::FullText fullText = StoreWriter::FullText::Auto; // for feeds that say Default
        bool fingerprintFullText = true; // the extracted page when there is one, else the summary
        int retentionDays = 0; // articles older than this go (feeds may say otherwise); 0 keeps all
        EventDetector::Options events {}; // stories and breaking events
    };

    Ingestor(QSqlDatabase db, Options options);

    /// Loads the live window's fingerprints from the database into the index (or keeps what the
    /// index given to setLiveIndex() holds, see LiveIndex); the learned document frequencies and
    /// the story graph are read again when next needed.
    void loadIndex(const QDateTime &now);
    /// The index to judge with, kept by the caller between runs (IngestController); its radius
    /// must be Options::duplicateRadius. Without it each Ingestor reads the window itself.
    void setLiveIndex(std::shared_ptr<LiveIndex> index);
    /// The story terms kept by the caller between runs (StoryTermCache): the run that places
    /// stories finds those of the articles earlier runs stored instead of making them again.
    void setStoryTermCache(std::shared_ptr<StoryTermCache> cache)
    {
        m_stories.setTermCache(std::move(cache));
    }

    /// Deletes what has outlived its feed's retention (or Options::retentionDays), starred
    /// articles kept, then loads the index again. Returns how many went; -1 on a database error.
    int deleteExpired(const QDateTime &now);

    void setPageSource(PageSource pages) { m_pages = std::move(pages); }

    /// The links whose article page the ingest of `feed` would use: items not stored yet (or
    /// stored and sent again changed, news/ArticleUpdates.h), with an http(s) link, that are teasers (or
    /// every item when the feed says "always"; none when "never"). Fetch them, then ingest with a page source
    /// that serves them.
    QStringList pagesWanted(const QString &feedUrl, const Feed &feed) const;

    /// Stores the feed (by URL) and its new items in one transaction, with their stories, the
    /// breaking events they make or grow, and the document frequencies they add to. An item stored
    /// before that its feed sends changed (a new headline or text under its guid, or under its
    /// link with a new guid) becomes a new version of its article (ArticleVersions): the same
    /// article, group and story, with what it replaced kept.
    ///
    /// Fingerprint weights are TF-IDF over the document frequencies learned from every article
    /// stored so far (saved with each commit, per fingerprint version), fixed for each batch:
    /// fingerprints are stored and never recomputed, so an article keeps the weights of its day.
    /// Until DocumentFrequencies::minimumDocuments() articles every IDF is 1, and as the table
    /// grows a new copy of an old article may land a bit further from it than the same copy
    /// would have on the old article's day; the IDF is rounded to quarters so this is rare.
    IngestStats ingest(const QString &feedUrl, const Feed &feed, const QDateTime &now);

    /// As ingest() for one feed, for several: their articles are committed together in batches
    /// of up to 500, whichever feed they come from, which is what makes a refresh of many feeds
    /// cheap (one search-index segment and one document-frequency save per batch). Their stories
    /// are placed once, after the last batch, in publication order (StoryTracker). A failure
    /// rolls back the open batch only; what was committed before it stays, with its stories.
    IngestStats ingest(const QList<IncomingFeed> &feeds, const QDateTime &now);
    /// While deferred, ingest() commits articles without placing their stories. A refresh with
    /// more feeds waiting places them once, with the last of those feeds, instead of once per
    /// call: placing an article older than what was placed places every story after it again
    /// (StoryTracker). Stories are derived from the articles: the next call that is not
    /// deferred, or placeUnplacedStories(), places them, as the next load would after a crash.
    void setStoriesDeferred(bool deferred) { m_storiesDeferred = deferred; }
    /// Places the stored articles of the live window that have no story yet. False on a
    /// database error, which `error` then holds.
    bool placeUnplacedStories(const QDateTime &now, QString *error);

    /// How many feeds a caller hands to one ingest() at most (kindred-cli ingest, the app's
    /// refresh runs): enough that a refresh of hundreds of feeds places its stories a few times,
    /// not once per feed, while one call stays a few seconds.
    static constexpr qsizetype MaxFeedsPerCall = 1000;

    /// What the feed's answer teaches about its decorations. Pure, any thread: it reads the
    /// text of every item, so callers that parse feeds on many cores learn there too.
    static DecorationLesson lessonOf(const Feed &feed);

private:
    /// What the feed puts around its items: as stored, or `learned` from this answer of the feed
    /// (and stored) unless a reader set them or the answer holds too few items to tell (nullopt).
    FeedDecorations feedDecorations(const StoreWriter::FeedRow &row, const DecorationLesson &learned);
    /// What each feed's answer teaches about its decorations: the caller's lesson, else learned
    /// on all cores before the writer's lock (it reads every item's text).
    static QList<DecorationLesson> learnDecorations(const QList<IncomingFeed> &feeds);

    struct Batch
    {
        QList<qint64> ids;
        QList<NewStoryArticle> stories;
        QList<FeedIngestCounts> feeds; // what the batch holds of each feed handed in
    };

    /// An item's text and fingerprint, worked out before it is judged; pure, so items are
    /// prepared on all cores at once.
    struct Prepared
    {
        QString body; // the extracted article page, when it was used
        PreparedArticle article; // its clean text and features
        QList<StoryTerm> storyTerms; // of its clean text (StoryTracker::termsOf)
        Fingerprint fingerprint;
        quint64 step = 0; // of the weights it was fingerprinted with (LearnedWeights::step())
        quint64 contentHash = 0; // of what the feed sent (news/ArticleUpdates.h)
    };
    /// `fingerprinter` holds the learned weights of `step`. Reads only what does not change during
    /// an ingest() call, so the pool prepares the next items while the writer stores others.
    Prepared prepare(const FeedItem &item, const FeedDecorations &decorations,
        const Fingerprinter &fingerprinter, quint64 step) const;
    /// Gives `prepared` its article, with the fingerprint and story terms made of it.
    void readArticle(Prepared &prepared, PreparedArticle article, const Fingerprinter &fingerprinter) const;
    /// A stored article's new version (its feed sent it changed): prepared as a new item is,
    /// except that without a new page the stored page stays its text. Nullopt on a store error.
    std::optional<Prepared> prepareVersion(
        const FeedItem &item, const FeedDecorations &decorations, qint64 articleId) const;
    /// The text of `item`'s page when it is the story (longer than `summary`, the summary as
    /// plain text); else empty.
    QString pageBody(const FeedItem &item, const QString &summary) const;
    /// The article text of the page the page source serves for `link`; empty when none.
    QString pageText(const QString &link) const;
    /// Extracts the pages of the feeds' items on all cores, before the writer's lock (m_pageTexts).
    void readPages(const QList<IncomingFeed> &feeds);
    void loadFrequencies();
    /// Adds to the index what other writers stored since it last looked (LiveIndex::catchUp());
    /// called with the writer's lock held, so each article is judged against every article stored
    /// before it, whoever stored it. False on a database error.
    bool catchUp();
    /// Fingerprints from here on weigh words as the learned weights now say.
    void followWeights();

    QSqlDatabase m_db;
    Options m_options;
    StoreWriter m_writer;
    ArticleVersions m_versions;
    // With the weights of m_fingerprinterStep; shared with the items being prepared in the pool,
    // which keep the one they started with when the weights move on (followWeights()).
    std::shared_ptr<const Fingerprinter> m_fingerprinter = std::make_shared<const Fingerprinter>();
    quint64 m_fingerprinterStep = 0;
    LearnedWeights m_learned; // so far, this run's articles included
    bool m_frequenciesLoaded = false;
    quint64 m_weightsSavedStep = 0; // the step whose weights the store holds (none after a load)
    std::shared_ptr<LiveIndex> m_live; // the live window's duplicate index
    StoryTracker m_stories;
    bool m_storiesDeferred = false;
    PageSource m_pages;
    QHash<QString, QString> m_pageTexts; // link -> its page's article text, for one ingest() call
    // Prepares the next items while the writer stores others: one thread fewer than the cores, so
    // the writer, whose work is the longer, keeps a core of its own.
    QThreadPool m_preparePool;
};

} // namespace kindred
