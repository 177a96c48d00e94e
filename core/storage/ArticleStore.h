#pragma once

#include "storage/ArticleQuery.h"
#include "storage/Records.h"
#include "storage/SqlDialect.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariantMap>
#include <optional>

namespace kindred {

class LearnedWeights;

/// Read side of the database: the queries the UI models and the CLI need, all prepared.
/// Works on the connection it is given (one per thread; SQLite WAL lets readers run beside the writer).
class ArticleStore final
{
public:
    explicit ArticleStore(QSqlDatabase db);
    QSqlDatabase database() const { return m_db; }

    QList<FeedRecord> feeds() const;
    int articleCount(qint64 feedId = 0) const; // 0 = all feeds

    /// Newest first; `feedId` 0 means all feeds. Summary and body are left empty (see article()).
    QList<ArticleRecord> articles(qint64 feedId, int offset, int limit) const;
    /// The rows of the article list for `query`, `limit` from `offset`. Summary and body empty.
    /// Reads only what the page needs (indexes on date, feed, unread and starred rows).
    QList<ArticleRecord> articles(const ArticleQuery &query, int offset, int limit) const;
    std::optional<ArticleRecord> article(qint64 id) const;

    /// Up to `limit` articles stored after `afterId` and published at or after `from`, in the order
    /// they were stored, with summary and body.
    QList<ArticleRecord> articlesAfter(qint64 afterId, const QDateTime &from, int limit) const;
    /// Every article published at or after `from`, oldest first, with summary and body.
    QList<ArticleRecord> articlesSince(const QDateTime &from) const;
    QDateTime newestPublished() const;
    /// How far the writers have come: the highest article id, and how many articles have no story
    /// yet (placing stories lowers it). All zero on a database error.
    struct Arrivals
    {
        qint64 highestArticle = 0;
        qint64 unplaced = 0;
    };
    Arrivals arrivals() const;
    /// Where the live window ends: `now`, or the newest article's time when nothing came in since
    /// (a database opened after a holiday still shows its last days).
    QDateTime windowEnd(const QDateTime &now) const;

    /// An article as the duplicate index holds it.
    struct IndexedArticle
    {
        qint64 id = 0;
        quint64 simhash = 0;
        qint64 primaryId = 0; // of its duplicate group (itself when it leads one), 0 when none
        qint64 feedId = 0;
        QString title;
        qint64 windowTime = 0; // the later of its publication and its fetch (UTC ms): it stays in
                               // the live window until the window's start passes this
    };
    /// The articles published or fetched at or after `from` with an id above `afterId`, in id
    /// order: the duplicate index of the live window (an article dated long ago that arrived
    /// lately is in it), or what other writers stored since it last looked. nullopt on an error.
    std::optional<QList<IndexedArticle>> indexedArticles(const QDateTime &from, qint64 afterId = 0) const;
    /// The store's duplicate-index generation (schema version 20: counted up by every change to
    /// stored fingerprints and groups that an ingest does not make itself); nullopt on an error.
    std::optional<qint64> indexGeneration() const;

    /// Unread articles per feed and in all, where a duplicate group counts once when
    /// `collapsed` (in a feed: once if any of its copies there is unread; in all: once if any is).
    struct UnreadCounts
    {
        QHash<qint64, int> perFeed;
        int total = 0;
        /// Collapsed counts: the unread copies of each duplicate group in each feed, from which the
        /// count of a set of feeds (a folder) takes a group once.
        struct GroupCopies
        {
            qint64 groupId = 0;
            qint64 feedId = 0;
            int unread = 0;
        };
        QList<GroupCopies> groups;
        /// Unread articles of `feedIds` (collapsed: a group once in all of them).
        int of(const QList<qint64> &feedIds, bool collapsed) const;
    };
    UnreadCounts unreadCounts(bool collapsed) const;
    /// Unread articles a search finds (its words, as the search field takes them), hidden ones
    /// left out; collapsed: a duplicate group once. 0 for a search without words.
    int unreadMatches(const QString &search, bool collapsed) const;
    /// The articles with these ids (listed rows: no texts), in no order; a few hundred a statement.
    QList<ArticleRecord> articlesWithIds(const QList<qint64> &ids) const;
    /// Reads the summary, text and enclosures of these articles (listed rows carry none), a few
    /// hundred a statement; false on a database error.
    bool addTexts(QList<ArticleRecord> &articles) const;
    /// The reader's labels in the order of their names, each with its articles and unread ones;
    /// nullopt on a database error.
    std::optional<QList<LabelCount>> labels() const;
    /// `label` normalized and spelled as the reader's label of that name spells it (one spelling
    /// each; case aside), or as given when the reader has none; nullopt on a database error.
    std::optional<QString> spelling(const QString &label) const;

    /// The articles of a duplicate group, primary first.
    QList<ArticleRecord> groupMembers(qint64 groupId) const;

    /// The document frequencies stored for a fingerprint version, or else for the newest earlier
    /// version from `oldestVersion` on (whose terms the newer one kept); none when absent or unreadable.
    std::optional<LearnedWeights> learnedWeights(int fpVersion, int oldestVersion = 0) const;
    /// How many documents the learned weights that learnedWeights() reads have learned (0 when
    /// none are stored), read without the tables: whether another writer added to them.
    std::optional<quint64> learnedDocuments(int fpVersion, int oldestVersion = 0) const;

private:
    bool anyPreferredFeed() const;
    /// The id of the article that leads duplicate group `groupId` (an SQL expression, `g` being
    /// the group) in a collapsed list: its earliest copy from a preferred feed, else its first report.
    QString leadOf(const QString &groupId) const;
    QList<ArticleRecord> run(const QString &sql, const QVariantMap &values) const;
    QList<ArticleRecord> articlesByCopies(
        const ArticleQuery &query, QStringList where, QVariantMap values, int offset, int limit) const;

    QSqlDatabase m_db;
    SqlDialect m_dialect;
    QString m_joins; // the tables of an ArticleRecord: articles a, feeds f, groups g, marks m
};

} // namespace kindred
