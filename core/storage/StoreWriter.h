#pragma once

#include "fingerprint/Fingerprint.h"
#include "storage/Records.h"
#include "storage/StatementCache.h"
#include "text/FeedDecorations.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace kindred {

class ArticleBatch;
class LearnedWeights;

/// An article about to be stored, with the ingest pipeline's verdict on it.
struct NewArticle
{
    qint64 feedId = 0;
    QString guid;
    QString url; // normalised
    QString title;
    QString summary;
    QString body;
    QString author;
    QDateTime published;
    QDateTime fetched;
    Fingerprint fingerprint;
    qint64 duplicateOf = 0; // primary article of the group it joins; 0 when new
    int distance = 0; // to that primary
    QList<FeedEnclosure> enclosures; // the files the item carries
    quint64 contentHash = 0; // of what its feed sent (news/ArticleUpdates.h); 0 when not known
};

/// Write side of the database: the only code that changes rows. Statements are prepared once per
/// writer and reused (preparing costs as much as a small insert); callers group writes with
/// transaction()/commit() so a batch lands whole or not at all.
///
/// Inside transaction() the articles given to insertArticle() are held and written together
/// (see ArticleBatch) at commit(), flush(), or every few hundred: until then they have their ids
/// and this writer knows them (hasArticle(), duplicate groups), but other queries, also on this
/// connection, do not see them yet.
class StoreWriter final
{
public:
    explicit StoreWriter(QSqlDatabase db);
    ~StoreWriter();

    /// Begins an IMMEDIATE transaction: the write lock is taken at once, so the ids handed out
    /// for held articles cannot be taken by another connection.
    bool transaction();
    /// Writes the held articles, then commits. On failure the caller rolls back.
    bool commit();
    void rollback();
    /// Writes the articles held so far, without committing.
    bool flush();
    QString lastError() const { return m_lastError; }

    /// Returns the feed's id, inserting it when the URL is new; updates its title and link.
    qint64 upsertFeed(const QString &url, const QString &title, const QString &siteLink = {});
    /// A feed as upsertFeedRows() leaves it: its id (0 on failure) and its decorations (see
    /// feedDecorations()), read in the same statement.
    struct FeedRow
    {
        qint64 id = 0;
        FeedDecorations decorations;
        bool learnsDecorations = false;
    };
    /// upsertFeed() for many feeds in a few statements: a row for each, in their order; empty
    /// when storing failed (lastError()).
    struct FeedUpsert
    {
        QString url;
        QString title;
        QString siteLink;
    };
    QList<FeedRow> upsertFeedRows(const QList<FeedUpsert> &feeds);
    bool setFeedTitlePrefix(qint64 feedId, const QString &prefix);
    /// What the feed puts around its items, and whether they are learned from its items (true)
    /// or as a reader set them (false).
    FeedDecorations feedDecorations(qint64 feedId, bool *learned) const;
    /// Stores decorations learned from the feed's items, unless a reader set them.
    bool setLearnedDecorations(qint64 feedId, const FeedDecorations &decorations);
    /// A successful fetch of each of `feedIds` at `when` (a failure recorded before is cleared),
    /// in a few statements.
    bool recordFetched(const QList<qint64> &feedIds, const QDateTime &when);

    /// Per-feed "fetch full article text": automatic (for teaser items), always, or never.
    enum class FullText { Default = -1, Never = 0, Always = 1, Auto = 2 }; // Default: as the settings say
    struct FeedLookup
    {
        qint64 id = 0; // 0 when the feed is not stored yet
        FullText fullText = FullText::Default;
    };
    FeedLookup findFeed(const QString &url) const;
    bool setFeedFullText(qint64 feedId, FullText mode);

    /// True when the feed already holds this guid or any feed holds this normalised URL.
    bool hasArticle(qint64 feedId, const QString &guid, const QString &url) const;
    /// An article as hasArticle() knows it.
    struct ArticleKey
    {
        qint64 feedId = 0;
        QString guid;
        QString url; // normalised; empty when it has none
    };
    /// A stored article a key found: its id, its feed and what its feed last sent
    /// (news/ArticleUpdates.h; 0 when not known). An article this writer holds has id 0.
    struct StoredArticle
    {
        qint64 id = 0;
        qint64 feedId = 0;
        QString guid;
        quint64 contentHash = 0;
    };
    /// hasArticle() for many articles in a few statements: the positions in `keys` of those
    /// stored; nullopt when the store could not say (lastError()). `found`, when given, gets the
    /// article each position found (by guid in its own feed before by URL).
    std::optional<QSet<qsizetype>> storedArticles(
        const QList<ArticleKey> &keys, QHash<qsizetype, StoredArticle> *found = nullptr) const;
    /// Forgets which articles hasArticle() found missing, so that insertArticle() looks again
    /// (a new call of the ingest: another writer may have run in between). Also on rollback().
    void forgetLookups() { m_absent.clear(); }

    /// Inserts the article and maintains its duplicate group; returns its id, 0 on failure.
    qint64 insertArticle(const NewArticle &article);

    /// Days this feed keeps its articles; 0 defers to the global setting.
    bool setFeedRetentionDays(qint64 feedId, int days);

    /// Deletes the unstarred articles published more than the feed's retention_days (when > 0),
    /// else `globalDays` (when > 0), before `now`, and repairs the duplicate groups they leave
    /// (see repairGroups()). Atomic on its own (a savepoint), inside or outside a transaction.
    /// Returns the number of articles deleted, -1 on failure (then nothing is deleted).
    /// The in-memory index of an Ingestor must be reloaded afterwards.
    int deleteExpiredArticles(const QDateTime &now, int globalDays);

    /// Unsubscribes: deletes the feed with all its articles (starred ones too) and repairs the
    /// duplicate groups they belonged to. Atomic on its own, inside or outside a transaction.
    bool deleteFeed(qint64 feedId);

    /// Stores the document frequencies learned for a fingerprint version, replacing older ones;
    /// the weights too when `withWeights` (they change once a LearnedWeights::period()).
    bool saveLearnedWeights(int fpVersion, const LearnedWeights &learned, bool withWeights = true);

private:
    bool fail(const QSqlQuery &query) const;
    bool exec(const QString &sql);
    QSqlQuery &statement(const QString &sql) const;
    qint64 execForId(QSqlQuery &query); // runs a statement that returns one id; 0 on failure
    qint64 ensureGroup(qint64 primaryId);
    qint64 holdArticle(const NewArticle &article, qint64 groupId);
    qint64 writeArticle(const NewArticle &article, qint64 groupId);
    qint64 newArticleId();
    /// Mends the duplicate groups that lost articles (storage/GroupRepair.h); false on the first failure.
    bool repairGroups(const QSet<qint64> &groupIds);
    /// Runs `work` inside SAVEPOINT `name`, undone when it returns false. Returns what it returned.
    bool inSavepoint(const QString &name, const std::function<bool()> &work);
    /// Adds the duplicate groups of the articles `query` (bound, not yet run) selects to `groups`.
    bool collectGroups(QSqlQuery &query, QSet<qint64> &groups);

    QSqlDatabase m_db;
    mutable QString m_lastError; // also of the reading lookups
    std::unique_ptr<ArticleBatch> m_batch;
    bool m_inTransaction = false;
    // (feed, guid) keys hasArticle() found not stored (ArticleBatch::guidKey), until forgetLookups()
    mutable QSet<QString> m_absent;
    qint64 m_nextId = 0; // the id the next held article gets; 0 until asked in this transaction
    mutable StatementCache m_statements;
};

} // namespace kindred
