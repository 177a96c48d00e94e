#pragma once

#include "fingerprint/Fingerprint.h"
#include "storage/StatementCache.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <optional>

namespace kindred {

/// An article of the live window as a regroup reads it: its fingerprint and where it stands.
struct GroupedArticle
{
    qint64 id = 0;
    quint64 simhash = 0;
    qint64 groupId = 0; // 0: in no group
    qint64 primaryId = 0; // its group's first report (itself when it leads); 0: in no group
    int distance = 0; // to that first report
    qint64 notCopyOf = 0; // the reader said it is no copy of this article (0: no decision)
    qint64 feedId = 0;
    QString title;
    qint64 published = 0; // UTC ms
    qint64 storyId = 0; // 0: in no story

    friend bool operator==(const GroupedArticle &, const GroupedArticle &) = default;
};

/// An article's text as stored, to fingerprint it again.
struct StoredText
{
    qint64 id = 0;
    QString title;
    QString summary; // HTML as the feed gave it
    QString body; // the extracted page, may be empty
};

/// Where a regroup puts an article: the first report it copies (0: it leads or stands alone).
struct GroupPlacement
{
    qint64 articleId = 0;
    qint64 primaryId = 0;
    int distance = 0;
};

/// The reads and writes of a regroup (news/Regrouper), inside the caller's transaction: the
/// duplicate groups of the live window are rewritten in place, so a group that keeps its first
/// report keeps its id (the views that show it stay on it), and only the articles whose group or
/// distance changed are written.
class RegroupStore final
{
public:
    explicit RegroupStore(QSqlDatabase db);

    /// The articles published at or after `from` (and up to `until`, when valid), in the order
    /// they were stored (by id: the order the ingest judged them in).
    QList<GroupedArticle> liveArticles(const QDateTime &from, const QDateTime &until = {}) const;

    /// A feed's articles published at or after `from`.
    QList<StoredText> feedArticles(qint64 feedId, const QDateTime &from) const;
    /// Feeds with articles published at or after `from`; nullopt on an error (lastError()).
    std::optional<QList<qint64>> feedsPublishedSince(const QDateTime &from);
    /// Events that end at or after `from`; nullopt on an error (lastError()).
    std::optional<int> eventCountSince(const QDateTime &from);
    /// Feeds with live articles whose fingerprint is of another version than `fpVersion`.
    QList<qint64> feedsWithStaleFingerprints(const QDateTime &from, int fpVersion) const;
    /// Whether any live article's fingerprint is of another version than `fpVersion`.
    bool hasStaleFingerprints(const QDateTime &from, int fpVersion) const;
    /// Stores a new fingerprint for an article.
    bool setFingerprint(qint64 articleId, const Fingerprint &fingerprint);

    /// Makes the groups of `before` what `after` says (one placement per article of `before`, in
    /// the same order; one naming a first report outside `before` leaves the article as it is). Groups led by
    /// an article of `before` that leads nothing any more go; a member of such a group outside `before` is
    /// left alone. `progress(done)` after every few hundred articles; false from it stops with false (the
    /// caller rolls back).
    bool rewriteGroups(const QList<GroupedArticle> &before, const QList<GroupPlacement> &after,
        const std::function<bool(qsizetype done)> &progress);

    /// A person's seen event, by one of its articles (events get new ids when placed again).
    struct SeenBy
    {
        QString person;
        qint64 articleId = 0;
    };
    /// Takes every article published at or after `from` out of its story and deletes the events
    /// that reach into that span (and stories left empty), for the story tracker to place them
    /// again. Returns the articles of the events people had seen, to carry that over: everyone's
    /// for the store's owner, on PostgreSQL only one's own for another person (row-level security),
    /// so a regroup by another loses the others' seen marks of that span.
    bool clearStories(const QDateTime &from, QList<SeenBy> *seen);
    /// Marks seen, for each person, the events from `from` on that hold one of their articles.
    bool markEventsSeen(const QDateTime &from, const QList<SeenBy> &seen);

    QString lastError() const { return m_lastError; }

private:
    bool fail(const QSqlQuery &query);
    bool exec(QSqlQuery &query);

    QSqlDatabase m_db;
    StatementCache m_statement;
    QString m_lastError;
};

} // namespace kindred
