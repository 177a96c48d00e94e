#pragma once

#include "net/FeedFetchState.h"
#include "storage/StatementCache.h"

#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <optional>

namespace kindred {

/// How one feed is fetched, as stored: where, the validators, how often and how it went.
struct StoredFeedState
{
    qint64 feedId = 0;
    QString url;
    QString etag;
    QString lastModified;
    int refreshMinutes = 0; // 0 = the global refresh interval
    FeedFetchState state;
};

/// One fetch's result to store. The state is always written; the validators only when
/// `writeValidators` (after a 200: a 304 keeps what is stored); the URL only when `newUrl` is set.
struct FeedStateUpdate
{
    qint64 feedId = 0;
    FeedFetchState state;
    bool writeValidators = false;
    QString etag;
    QString lastModified;
    QString newUrl; // after a permanent redirect
};

/// What to store after a fetch of feed `feedId` ended with `result`, `state` being its fetch state
/// after it (recordFetch()): the state; after a 200 the new validators; after a permanent redirect
/// the new URL.
FeedStateUpdate fetchStateUpdate(qint64 feedId, const FeedFetchState &state, const FetchResult &result);
/// As fetchStateUpdate(), for `feed` as stored before a fetch that ended at `now`.
FeedStateUpdate stateUpdateAfterFetch(const StoredFeedState &feed, const FetchResult &result,
    const QDateTime &now, const BackoffPolicy &policy = {});

/// The fetch-state columns of the feeds table (validators, last fetch and success, error,
/// failures, Retry-After, backoff, URL moves; the per-feed interval is read here and set through
/// SubscriptionStore), read and written with prepared statements. Works on the connection it is
/// given, one per thread.
class FeedStateStore final
{
public:
    explicit FeedStateStore(QSqlDatabase db);

    /// Every feed's fetch state, by feed id.
    QList<StoredFeedState> states() const;
    std::optional<StoredFeedState> state(qint64 feedId) const;

    /// Writes the updates in one transaction. A new URL that another feed already has is not
    /// taken (the UNIQUE constraint): that feed keeps its old URL and `*urlsRefused` counts it.
    bool apply(const QList<FeedStateUpdate> &updates, int *urlsRefused = nullptr);
    /// Writes only the new URLs of the updates (a feed that moved is found under its new address
    /// by the ingest of what it answered, whose state is stored after its items).
    bool applyMoves(const QList<FeedStateUpdate> &updates, int *urlsRefused = nullptr);
    /// Marks the last fetch of a feed as failed for a reason found after the HTTP exchange (the
    /// bytes were not a feed); the backoff state is left alone.
    bool setLastError(qint64 feedId, const QString &error);

    QString lastError() const { return m_lastError; }

    /// The columns of feeds that make a StoredFeedState, in the order stateFrom() reads them.
    static QString stateColumns();
    /// The state selected with stateColumns() first.
    static StoredFeedState stateFrom(const QSqlQuery &query);

private:
    bool applyOne(const FeedStateUpdate &update, int *urlsRefused);
    bool moveOne(const FeedStateUpdate &update, int *urlsRefused);
    QSqlQuery &statement(const QString &sql) const;
    bool fail(const QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_lastError;
    mutable StatementCache m_statements;
};

} // namespace kindred
