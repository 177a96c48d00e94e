#include "FeedFetchState.h"

#include <algorithm>

namespace kindred {

std::chrono::seconds backoffDelay(int failures, const BackoffPolicy &policy)
{
    if (failures <= 0)
        return std::chrono::seconds(0);
    std::chrono::seconds delay = policy.initialDelay;
    // Doubling a capped value stays capped; stop early so a long failure run cannot overflow.
    for (int i = 1; i < failures && delay < policy.maxDelay; ++i)
        delay *= 2;
    return std::min(delay, policy.maxDelay);
}

FeedFetchState recordFetch(
    const FeedFetchState &state, const FetchResult &result, const QDateTime &now, const BackoffPolicy &policy)
{
    FeedFetchState next = state;
    const QDateTime utcNow = now.toUTC();
    next.lastFetch = utcNow;
    next.retryAfterUntil = {};
    if (result.ok()) {
        next.lastSuccess = utcNow;
        next.lastError.clear();
        next.lastErrorKind = FetchErrorKind::None;
        next.consecutiveFailures = 0;
        next.nextAllowedFetch = {};
        return next;
    }

    next.lastError = result.error;
    next.lastErrorKind = result.errorKind;
    // Canceling (the app quitting, the user removing the feed) says nothing about the feed.
    if (result.errorKind == FetchErrorKind::Canceled) {
        return next;
    }
    next.consecutiveFailures = state.consecutiveFailures + 1;
    std::chrono::seconds wait = result.errorKind == FetchErrorKind::Gone
        ? policy.maxDelay
        : backoffDelay(next.consecutiveFailures, policy);
    if (result.retryAfter) {
        const std::chrono::seconds serverWait = std::min(*result.retryAfter, policy.maxRetryAfter);
        next.retryAfterUntil = utcNow.addSecs(serverWait.count());
        wait = std::max(wait, serverWait);
    }
    next.nextAllowedFetch = utcNow.addSecs(wait.count());
    return next;
}

QDateTime nextScheduledFetch(const FeedFetchState &state, std::chrono::seconds interval)
{
    if (!state.lastFetch.isValid())
        return state.nextAllowedFetch;
    const QDateTime onSchedule = state.lastFetch.addSecs(interval.count());
    if (state.nextAllowedFetch.isValid() && state.nextAllowedFetch > onSchedule)
        return state.nextAllowedFetch;
    return onSchedule;
}

bool isFetchDue(const FeedFetchState &state, std::chrono::seconds interval, const QDateTime &now)
{
    const QDateTime when = nextScheduledFetch(state, interval);
    return !when.isValid() || when <= now;
}

bool isManualFetchAllowed(const FeedFetchState &state, const QDateTime &now)
{
    return !state.retryAfterUntil.isValid() || state.retryAfterUntil <= now;
}

} // namespace kindred
