#pragma once

#include "FetchTypes.h"

#include <QDateTime>
#include <QString>
#include <chrono>

namespace kindred {

/// How long to wait after failures; every field is a user-visible default, not a law.
struct BackoffPolicy
{
    std::chrono::seconds initialDelay {std::chrono::minutes(5)}; // after the first failure
    std::chrono::seconds maxDelay {std::chrono::hours(24)}; // the doubling stops here
    std::chrono::seconds maxRetryAfter {std::chrono::hours(48)}; // a server may not park us longer
};

/// What Kindred remembers about fetching one feed, so the user can see why a feed is stale and
/// the scheduler can back off. Pure data; the functions below compute its transitions.
struct FeedFetchState
{
    QDateTime lastFetch; // UTC, when the last attempt ended
    QDateTime lastSuccess; // UTC, when the last 2xx/304 arrived
    QString lastError; // user-readable; empty when the last attempt succeeded
    FetchErrorKind lastErrorKind = FetchErrorKind::None;
    int consecutiveFailures = 0;
    QDateTime retryAfterUntil; // UTC, the server's own "not before" (Retry-After); may be invalid
    QDateTime nextAllowedFetch; // UTC, max of backoff and Retry-After; invalid = no restriction

    friend bool operator==(const FeedFetchState &, const FeedFetchState &) = default;
};

/// The wait after `failures` consecutive failures: initialDelay doubled per further failure, capped.
std::chrono::seconds backoffDelay(int failures, const BackoffPolicy &policy = {});

/// The state after a fetch that ended at `now` with `result`. Success clears the failure count;
/// failure doubles the wait (410 Gone waits the maximum at once); Retry-After is honoured, capped.
FeedFetchState recordFetch(const FeedFetchState &state, const FetchResult &result, const QDateTime &now,
    const BackoffPolicy &policy = {});

/// When the feed should next be fetched on schedule: `interval` after the last attempt, but not
/// before the backoff or the server allow. An invalid result means "now" (never fetched).
QDateTime nextScheduledFetch(const FeedFetchState &state, std::chrono::seconds interval);

/// True when a scheduled fetch is due at `now`.
bool isFetchDue(const FeedFetchState &state, std::chrono::seconds interval, const QDateTime &now);

/// True when a fetch the user asked for may go now: it skips the backoff, not the server's Retry-After.
bool isManualFetchAllowed(const FeedFetchState &state, const QDateTime &now);

} // namespace kindred
