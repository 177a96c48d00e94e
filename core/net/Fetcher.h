#pragma once

#include "FetchTypes.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace kindred {

/// The largest feed document Kindred reads, fetched or from a file (feeds come from strangers).
inline constexpr qint64 MaxFeedBytes = 20 * 1024 * 1024;

/// Limits and manners of a Fetcher; the defaults are what the app uses.
struct FetcherOptions
{
    std::chrono::milliseconds connectTimeout {std::chrono::seconds(15)}; // DNS, TCP and TLS, per hop
    std::chrono::milliseconds stallTimeout {std::chrono::seconds(20)}; // no byte received for this long
    std::chrono::milliseconds totalTimeout {
        std::chrono::seconds(60)}; // from leaving the queue, redirects included
    qint64 maxFeedBytes = MaxFeedBytes;
    qint64 maxPageBytes = 10 * 1024 * 1024;
    qint64 maxImageBytes = 5 * 1024 * 1024;
    int maxRedirects = 5;
    int maxConnectionsPerHost = 2;
    int maxConnectionsTotal = 8; // so refreshing 500 feeds does not open 500 sockets at once
    QString userAgent; // empty = defaultUserAgent()
};

/// Makes every QNetworkAccessManager in the process use the system's proxy settings. It is
/// process-global, so main() calls it once; libraries never do.
void useSystemProxy();

/// Asynchronous, polite HTTP GET over an injected QNetworkAccessManager: conditional requests,
/// manual redirects (limit and loop detection), timeouts, a size cap enforced while reading and
/// a per-host connection limit. Each fetch() hands its result to the one who asked, exactly once
/// and always from the event loop (never from inside fetch() or cancel()), unless the asker went
/// away first. Lives on the thread of its QNetworkAccessManager.
class Fetcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Fetcher)

public:
    using FetchId = quint64;
    using Clock = std::function<QDateTime()>;
    using Completion = std::function<void(const FetchResult &result)>;

    /// `network` must outlive the Fetcher; it is not owned.
    explicit Fetcher(QNetworkAccessManager *network, FetcherOptions options = {}, QObject *parent = nullptr);
    ~Fetcher() override;

    const FetcherOptions &options() const { return m_options; }
    /// Applies to fetches started afterwards.
    void setOptions(const FetcherOptions &options) { m_options = options; }
    /// The clock Retry-After dates are measured against when the response has no Date header.
    void setClock(Clock clock) { m_clock = std::move(clock); }

    /// Queues a GET; `done` gets its result. `context` (not null, on this Fetcher's thread) is the
    /// asker: when it is destroyed first, the fetch stops and `done` is never called.
    FetchId fetch(const FetchRequest &request, const QObject *context, Completion done);
    /// Stops a fetch at once; its `done` gets FetchErrorKind::Canceled from the event loop.
    /// Unknown or finished ids are ignored.
    void cancel(FetchId id);
    /// Stops a fetch at once and calls nobody: its asker no longer wants it. Unknown or finished
    /// ids are ignored.
    void drop(FetchId id);
    /// Stops every fetch and calls nobody (shutdown).
    void abortAll();

    /// Fetches started or queued and not yet finished.
    int pendingCount() const { return int(m_jobs.size()); }

private:
    struct Job;

    void pump();
    bool canStart(const Job &job) const;
    void startHop(Job &job);
    void onMetaData(FetchId id);
    void onReadyRead(FetchId id);
    void onReplyFinished(FetchId id);
    void handleResponse(Job &job, int status);
    void followRedirect(Job &job, int status, const QByteArray &location);
    void fail(FetchId id, FetchErrorKind kind, const QString &message);
    bool appendBody(Job &job, const QByteArray &chunk);
    bool isTruncated(const Job &job) const;
    void complete(FetchId id);
    /// Takes a job out of the books, its connection and timers with it; the result is left to the caller.
    std::unique_ptr<Job> retire(FetchId id);
    void releaseReply(Job &job);
    qint64 sizeCap(const Job &job) const;
    qint64 bodyCap(const Job &job, int status) const;
    QString hostOf(const Job &job) const;

    QPointer<QNetworkAccessManager> m_network;
    FetcherOptions m_options;
    Clock m_clock;
    FetchId m_nextId = 1;
    std::map<FetchId, std::unique_ptr<Job>> m_jobs;
    std::deque<FetchId> m_queue; // waiting for a connection slot, oldest first
    std::map<QString, int> m_activePerHost;
    int m_activeTotal = 0;
};

} // namespace kindred
