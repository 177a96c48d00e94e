#include "Fetcher.h"

#include "BodyInflater.h"
#include "FetchFailure.h"
#include "HttpDate.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSet>
#include <QTimer>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

struct DeleteLater
{
    void operator()(QObject *object) const { object->deleteLater(); }
};

// Timers die with deleteLater: a job may end inside its own timer's timeout().
using TimerPtr = std::unique_ptr<QTimer, DeleteLater>;

// Bodies of redirects and error pages are only read for diagnostics; this much is plenty.
constexpr qint64 sideBodyCap = 64 * 1024;

// How much of the body Qt's network thread may hold before it waits for us to read: the size cap
// is then enforced on what arrived, never on what piled up first (a fast chunked stream).
constexpr qint64 readBufferSize = 256 * 1024;

bool isFetchableUrl(const QUrl &url)
{
    const QString scheme = url.scheme();
    return url.isValid() && !url.host().isEmpty() && (scheme == "http"_L1 || scheme == "https"_L1);
}

QString urlText(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo);
}

QString megabytesText(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', bytes % (1024 * 1024) == 0 ? 0 : 1);
}

} // namespace

void useSystemProxy()
{
    QNetworkProxyFactory::setUseSystemConfiguration(true);
}

struct Fetcher::Job
{
    FetchId id = 0;
    QPointer<const QObject> context; // the asker
    Completion done;
    QMetaObject::Connection contextGone;
    FetchRequest request;
    FetchResult result;
    QUrl currentUrl;
    QString slotHost; // the host whose connection slot this job holds, empty when none
    QPointer<QNetworkReply> reply;
    QByteArray body;
    qint64 discarded = 0; // bytes of redirect bodies thrown away on this hop
    qint64 received = 0; // bytes of this hop's 2xx body as they came, compressed or not
    std::unique_ptr<BodyInflater> inflater; // when that body is compressed
    QSet<QString> visited; // every URL of the redirect chain, to spot loops
    QUrl permanentTarget;
    bool permanentChain = true; // every hop so far was 301/308
    bool canceled = false; // cancel() ran; its result is on its way
    TimerPtr totalTimer;
    TimerPtr connectTimer;
};

Fetcher::Fetcher(QNetworkAccessManager *network, FetcherOptions options, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_options(std::move(options))
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{ }

Fetcher::~Fetcher()
{
    abortAll();
}

Fetcher::FetchId Fetcher::fetch(const FetchRequest &request, const QObject *context, Completion done)
{
    Q_ASSERT(context && context->thread() == thread());
    const FetchId id = m_nextId++;
    auto job = std::make_unique<Job>();
    job->id = id;
    job->context = context;
    job->done = std::move(done);
    // An asker that goes away takes its fetch with it: nobody is left to want the answer, and the
    // connection slot can serve others.
    job->contextGone = connect(context, &QObject::destroyed, this, [this, id] { drop(id); });
    job->request = request;
    job->currentUrl = request.url;
    job->result.requestedUrl = request.url;
    job->visited.insert(request.url.toString(QUrl::FullyEncoded));
    m_jobs.emplace(id, std::move(job));

    if (!isFetchableUrl(request.url)) {
        // Queued so that finished() never fires inside fetch(), where callers may not expect it.
        QMetaObject::invokeMethod(
            this,
            [this, id, url = request.url] {
                if (m_jobs.count(id))
                    fail(id, FetchErrorKind::InvalidUrl,
                        tr("Not a web address Kindred can fetch: %1").arg(urlText(url)));
            },
            Qt::QueuedConnection);
        return id;
    }
    m_queue.push_back(id);
    pump();
    return id;
}

void Fetcher::cancel(FetchId id)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end() || it->second->canceled)
        return;
    Job &job = *it->second;
    job.canceled = true;
    // The connection goes now; the answer comes from the event loop, so that a caller canceling
    // in a loop or in its destructor is not re-entered.
    releaseReply(job);
    if (job.totalTimer)
        job.totalTimer->stop();
    m_queue.erase(std::remove(m_queue.begin(), m_queue.end(), id), m_queue.end());
    QMetaObject::invokeMethod(
        this, [this, id] { fail(id, FetchErrorKind::Canceled, tr("The fetch was canceled.")); },
        Qt::QueuedConnection);
    pump();
}

void Fetcher::drop(FetchId id)
{
    if (retire(id))
        pump();
}

void Fetcher::abortAll()
{
    auto jobs = std::move(m_jobs);
    m_jobs.clear();
    m_queue.clear();
    for (auto &[id, job] : jobs) {
        disconnect(job->contextGone);
        releaseReply(*job);
        // Deleted now, not later: at shutdown no event loop may run again to do it.
        delete job->totalTimer.release();
        delete job->connectTimer.release();
    }
}

qint64 Fetcher::sizeCap(const Job &job) const
{
    switch (job.request.kind) {
    case FetchKind::Page:
        return m_options.maxPageBytes;
    case FetchKind::Image:
        return m_options.maxImageBytes;
    case FetchKind::Feed:
        break;
    }
    return m_options.maxFeedBytes;
}

qint64 Fetcher::bodyCap(const Job &job, int status) const
{
    return isSuccessStatus(status) ? sizeCap(job) : sideBodyCap;
}

QString Fetcher::hostOf(const Job &job) const
{
    return limitHost(job.currentUrl);
}

bool Fetcher::canStart(const Job &job) const
{
    if (m_activeTotal >= std::max(1, m_options.maxConnectionsTotal))
        return false;
    const auto it = m_activePerHost.find(hostOf(job));
    return it == m_activePerHost.end() || it->second < std::max(1, m_options.maxConnectionsPerHost);
}

void Fetcher::pump()
{
    for (auto it = m_queue.begin(); it != m_queue.end();) {
        if (m_activeTotal >= std::max(1, m_options.maxConnectionsTotal))
            return;
        const auto job = m_jobs.find(*it);
        if (job == m_jobs.end()) {
            it = m_queue.erase(it);
            continue;
        }
        if (!canStart(*job->second)) {
            ++it;
            continue;
        }
        it = m_queue.erase(it);
        startHop(*job->second);
    }
}

void Fetcher::startHop(Job &job)
{
    const FetchId id = job.id;
    job.slotHost = hostOf(job);
    ++m_activePerHost[job.slotHost];
    ++m_activeTotal;

    if (!job.totalTimer) {
        job.totalTimer.reset(new QTimer);
        job.totalTimer->setSingleShot(true);
        connect(job.totalTimer.get(), &QTimer::timeout, this, [this, id] {
            fail(id, FetchErrorKind::Timeout,
                tr("No complete answer within %1 seconds.").arg(secondsText(m_options.totalTimeout)));
        });
        job.totalTimer->start(m_options.totalTimeout);
        job.connectTimer.reset(new QTimer);
        job.connectTimer->setSingleShot(true);
        connect(job.connectTimer.get(), &QTimer::timeout, this, [this, id] {
            const auto it = m_jobs.find(id);
            if (it == m_jobs.end())
                return;
            fail(id, FetchErrorKind::Timeout,
                tr("Could not connect to %1 within %2 seconds.")
                    .arg(it->second->currentUrl.host(), secondsText(m_options.connectTimeout)));
        });
    }

    if (!m_network) {
        QMetaObject::invokeMethod(
            this,
            [this, id] {
                if (m_jobs.count(id))
                    fail(id, FetchErrorKind::ConnectionFailed, tr("The network is not available."));
            },
            Qt::QueuedConnection);
        return;
    }

    QNetworkRequest request(job.currentUrl);
    // Redirects are followed by hand: to count them, catch loops, see which ones are permanent,
    // and to queue a hop to another host behind that host's connection limit.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setHeader(QNetworkRequest::UserAgentHeader,
        m_options.userAgent.isEmpty() ? defaultUserAgent() : m_options.userAgent);
    const char *accept = "application/rss+xml,application/atom+xml,application/feed+json,"
                         "application/rdf+xml;q=0.9,application/json;q=0.9,application/xml;q=0.8,"
                         "text/xml;q=0.8,*/*;q=0.5";
    if (job.request.kind == FetchKind::Page)
        accept = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
    else if (job.request.kind == FetchKind::Image)
        accept = "image/png,image/jpeg,image/gif,image/webp;q=0.9,image/*;q=0.5";
    request.setRawHeader("Accept", accept);
    // Set here, Accept-Encoding stops QNetworkAccessManager from decompressing: it would
    // decompress all it has at once, so a bomb would cost memory before any cap could act.
    request.setRawHeader("Accept-Encoding", "gzip, deflate");
    if (!job.request.etag.isEmpty())
        request.setRawHeader("If-None-Match", job.request.etag.toLatin1());
    if (!job.request.lastModified.isEmpty())
        request.setRawHeader("If-Modified-Since", job.request.lastModified.toLatin1());
    request.setTransferTimeout(int(std::max<qint64>(1, m_options.stallTimeout.count())));

    QNetworkReply *reply = m_network->get(request);
    reply->setReadBufferSize(readBufferSize);
    job.reply = reply;
    job.body.clear();
    job.received = 0;
    job.inflater.reset();
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, id] { onMetaData(id); });
    connect(reply, &QNetworkReply::readyRead, this, [this, id] { onReadyRead(id); });
    connect(reply, &QNetworkReply::finished, this, [this, id] { onReplyFinished(id); });
    QTimer *connectTimer = job.connectTimer.get();
    // Restarted when the socket really starts connecting (after a DNS lookup or proxy resolution).
    connect(reply, &QNetworkReply::socketStartedConnecting, connectTimer,
        [this, connectTimer] { connectTimer->start(m_options.connectTimeout); });
    connect(reply, &QNetworkReply::requestSent, connectTimer, &QTimer::stop);
    connectTimer->start(m_options.connectTimeout);
}

void Fetcher::onMetaData(FetchId id)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end() || !it->second->reply)
        return;
    Job &job = *it->second;
    job.connectTimer->stop();
    const int status = job.reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    bool ok = false;
    const qint64 announced = job.reply->rawHeader("Content-Length").trimmed().toLongLong(&ok);
    // With gzip this is the compressed size: less than the real one, so still a safe early stop.
    if (status == 0 || !ok || announced <= bodyCap(job, status))
        return;
    if (isSuccessStatus(status)) {
        fail(id, FetchErrorKind::TooLarge,
            tr("The server announced %1 MB, more than the limit of %2 MB.")
                .arg(megabytesText(announced), megabytesText(sizeCap(job))));
        return;
    }
    handleResponse(job, status); // a redirect or an error: its headers say all we need
}

void Fetcher::onReadyRead(FetchId id)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end() || !it->second->reply)
        return;
    Job &job = *it->second;
    job.connectTimer->stop();
    const QByteArray chunk = job.reply->readAll();
    const int status = job.reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (isRedirectStatus(status)) {
        // A redirect's body is a courtesy page nobody reads; one that never ends must not stall us.
        job.discarded += chunk.size();
        if (job.discarded > sideBodyCap)
            handleResponse(job, status);
        return;
    }
    if (isSuccessStatus(status)) {
        appendBody(job, chunk);
        return;
    }
    job.body.append(chunk);
    if (job.body.size() > sideBodyCap)
        handleResponse(job, status); // an error page that goes on and on: the status is the answer
}

bool Fetcher::appendBody(Job &job, const QByteArray &chunk)
{
    const QByteArray encoding = job.reply->rawHeader("Content-Encoding");
    if (job.received == 0 && BodyInflater::decodes(encoding))
        job.inflater = std::make_unique<BodyInflater>(encoding, sizeCap(job));
    job.received += chunk.size();
    const BodyInflater::Status status
        = job.inflater ? job.inflater->feed(chunk, job.body) : BodyInflater::Status::Ok;
    if (!job.inflater)
        job.body.append(chunk);
    if (status == BodyInflater::Status::Corrupt) {
        fail(job.id, FetchErrorKind::InvalidResponse,
            tr("The answer could not be decompressed (%1): %2")
                .arg(QString::fromLatin1(encoding.trimmed()), job.inflater->error()));
        return false;
    }
    if (status == BodyInflater::Status::TooLarge || job.body.size() > sizeCap(job)
        || job.received > sizeCap(job)) {
        const QString limit = megabytesText(sizeCap(job));
        fail(job.id, FetchErrorKind::TooLarge,
            job.inflater ? tr("The decompressed size passed the limit of %1 MB.").arg(limit)
                         : tr("The response is larger than the limit of %1 MB.").arg(limit));
        return false;
    }
    return true;
}

void Fetcher::onReplyFinished(FetchId id)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end() || !it->second->reply)
        return;
    Job &job = *it->second;
    QNetworkReply *reply = job.reply;
    job.connectTimer->stop();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (isTransportError(reply->error(), status)) {
        const FetchFailure failure = networkFailure(
            reply->error(), job.currentUrl.host(), reply->errorString(), m_options.stallTimeout);
        fail(job.id, failure.kind, failure.message);
        return;
    }
    if (isSuccessStatus(status)) {
        if (!appendBody(job, reply->readAll()))
            return;
        if (isTruncated(job)) {
            // Qt may take a connection closed early for the end of the body; the length says otherwise.
            fail(id, FetchErrorKind::ConnectionFailed,
                tr("%1 closed the connection before the answer was complete.").arg(job.currentUrl.host()));
            return;
        }
    } else if (!isRedirectStatus(status)) {
        job.body.append(reply->readAll());
    }
    handleResponse(job, status);
}

bool Fetcher::isTruncated(const Job &job) const
{
    if (job.inflater && !job.inflater->complete())
        return true; // the compressed stream never ended
    bool ok = false;
    const qint64 announced = job.reply->rawHeader("Content-Length").trimmed().toLongLong(&ok);
    return ok && job.received != announced;
}

void Fetcher::handleResponse(Job &job, int status)
{
    QNetworkReply *reply = job.reply;
    const FetchId id = job.id;
    if (isRedirectStatus(status) && reply->hasRawHeader("Location")) {
        followRedirect(job, status, reply->rawHeader("Location"));
        return;
    }
    if (!isSuccessStatus(status))
        job.body.truncate(sideBodyCap);

    FetchResult &result = job.result;
    result.status = status;
    result.finalUrl = job.currentUrl;
    result.contentType = QString::fromLatin1(reply->rawHeader("Content-Type"));
    result.etag = QString::fromLatin1(reply->rawHeader("ETag"));
    result.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
    if (reply->hasRawHeader("Retry-After"))
        result.retryAfter
            = parseRetryAfter(reply->rawHeader("Retry-After"), reply->rawHeader("Date"), m_clock());

    if (status == 304 && job.request.etag.isEmpty() && job.request.lastModified.isEmpty()) {
        fail(id, FetchErrorKind::InvalidResponse,
            tr("The server answered 304 Not Modified, but nothing had been fetched before to compare with."));
        return;
    }
    if (isSuccessStatus(status) && job.body.isEmpty()) {
        fail(id, FetchErrorKind::InvalidResponse,
            tr("The server sent an empty answer (HTTP %1).").arg(status));
        return;
    }
    if (status == 304) {
        result.notModified = true;
        // A 304 need not repeat the validators; the caller stores whatever the result says.
        if (result.etag.isEmpty())
            result.etag = job.request.etag;
        if (result.lastModified.isEmpty())
            result.lastModified = job.request.lastModified;
        job.body.clear();
        complete(id);
        return;
    }
    if (status >= 200 && status < 300) {
        result.body = std::move(job.body);
        complete(id);
        return;
    }
    const QString reason = QString::fromLatin1(
        reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray().trimmed());
    result.body = std::move(job.body);
    const FetchFailure failure = httpStatusFailure(status, reason, result.retryAfter);
    fail(id, failure.kind, failure.message);
}

void Fetcher::followRedirect(Job &job, int status, const QByteArray &location)
{
    const QUrl target = job.currentUrl.resolved(QUrl::fromEncoded(location.trimmed()));
    ++job.result.redirectCount;
    if (job.result.redirectCount > m_options.maxRedirects) {
        fail(job.id, FetchErrorKind::TooManyRedirects,
            tr("More than %1 redirects; the last one pointed to %2.")
                .arg(m_options.maxRedirects)
                .arg(urlText(target)));
        return;
    }
    if (!isFetchableUrl(target)) {
        fail(job.id, FetchErrorKind::InvalidUrl,
            tr("The server redirected to an address Kindred cannot fetch: %1")
                .arg(QString::fromLatin1(location.left(200))));
        return;
    }
    const QString key = target.toString(QUrl::FullyEncoded);
    if (job.visited.contains(key)) {
        fail(job.id, FetchErrorKind::RedirectLoop,
            tr("The server redirects in a loop (back to %1).").arg(urlText(target)));
        return;
    }
    job.visited.insert(key);
    if (job.permanentChain && (status == 301 || status == 308))
        job.permanentTarget = target;
    else
        job.permanentChain = false;

    releaseReply(job);
    job.currentUrl = target;
    job.body.clear();
    job.discarded = 0;
    // The next hop goes first in the queue: it already waited its turn once.
    m_queue.push_front(job.id);
    pump();
}

void Fetcher::releaseReply(Job &job)
{
    if (job.connectTimer)
        job.connectTimer->stop();
    if (QNetworkReply *reply = job.reply) {
        job.reply = nullptr;
        // Disconnect first: abort() emits finished() synchronously.
        disconnect(reply, nullptr, this, nullptr);
        if (job.connectTimer)
            disconnect(reply, nullptr, job.connectTimer.get(), nullptr);
        if (!reply->isFinished())
            reply->abort();
        reply->deleteLater();
    }
    if (!job.slotHost.isEmpty()) {
        const auto it = m_activePerHost.find(job.slotHost);
        if (it != m_activePerHost.end() && --it->second <= 0)
            m_activePerHost.erase(it);
        --m_activeTotal;
        job.slotHost.clear();
    }
}

void Fetcher::fail(FetchId id, FetchErrorKind kind, const QString &message)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end())
        return;
    it->second->result.errorKind = kind;
    it->second->result.error = message;
    complete(id);
}

std::unique_ptr<Fetcher::Job> Fetcher::retire(FetchId id)
{
    auto node = m_jobs.extract(id);
    if (node.empty())
        return nullptr;
    std::unique_ptr<Job> job = std::move(node.mapped());
    disconnect(job->contextGone);
    releaseReply(*job);
    if (job->totalTimer)
        job->totalTimer->stop();
    m_queue.erase(std::remove(m_queue.begin(), m_queue.end(), id), m_queue.end());
    return job;
}

void Fetcher::complete(FetchId id)
{
    std::unique_ptr<Job> job = retire(id);
    if (!job)
        return;
    FetchResult result = std::move(job->result);
    result.redirectCount = std::min(result.redirectCount, m_options.maxRedirects + 1);
    if (result.finalUrl.isEmpty())
        result.finalUrl = job->currentUrl;
    // Only a chain that ends well may move a subscription: a 301 to a 404 is no new home.
    if (result.ok() && job->permanentTarget.isValid())
        result.permanentRedirectUrl = job->permanentTarget;
    const QPointer<const QObject> context = job->context;
    const Completion done = std::move(job->done);
    job.reset();
    pump();
    // Last: the asker may fetch again, cancel, or delete this Fetcher.
    if (context && done)
        done(result);
}

} // namespace kindred
