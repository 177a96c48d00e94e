#include "FetchFailure.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

// The messages keep the context they had as Fetcher members.
QString tr(const char *text)
{
    return QCoreApplication::translate("kindred::Fetcher", text);
}

QString delayText(std::chrono::seconds delay)
{
    // Unit abbreviations need no plural forms, so they read right even without a translation.
    const qint64 s = delay.count();
    if (s < 120)
        return tr("%1 s").arg(s);
    if (s < 2 * 3600)
        return tr("%1 min").arg(s / 60);
    return tr("%1 h").arg(s / 3600);
}

} // namespace

bool isRedirectStatus(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

bool isSuccessStatus(int status)
{
    return status >= 200 && status < 300;
}

bool isTransportError(QNetworkReply::NetworkError error, int status)
{
    const int code = int(error);
    if (code == 0)
        return false;
    if (status == 0 || code < 200)
        return true;
    return status < 400;
}

QString secondsText(std::chrono::milliseconds duration)
{
    if (duration.count() % 1000 == 0)
        return QString::number(duration.count() / 1000);
    return QString::number(double(duration.count()) / 1000.0, 'f', 1);
}

FetchFailure httpStatusFailure(
    int status, const QString &reason, std::optional<std::chrono::seconds> retryAfter)
{
    const QString code = reason.isEmpty() ? QString::number(status) : u"%1 %2"_s.arg(status).arg(reason);
    const QString wait
        = retryAfter ? tr(" The server asks to wait %1.").arg(delayText(*retryAfter)) : QString();
    if (status == 404)
        return {
            FetchErrorKind::NotFound, tr("Not found (HTTP %1): nothing at this address any more.").arg(code)};
    if (status == 410)
        return {
            FetchErrorKind::Gone, tr("Gone (HTTP %1): the publisher removed this feed for good.").arg(code)};
    if (status == 401 || status == 403 || status == 407)
        return {FetchErrorKind::AccessDenied, tr("Access denied (HTTP %1).").arg(code)};
    if (status == 429 || (status == 503 && retryAfter)) {
        return {FetchErrorKind::RateLimited,
            tr("The server is busy or asks for fewer requests (HTTP %1).").arg(code) + wait};
    }
    if (status >= 500)
        return {FetchErrorKind::ServerError, tr("Server error (HTTP %1).").arg(code) + wait};
    if (isRedirectStatus(status))
        return {FetchErrorKind::ClientError,
            tr("The server redirected (HTTP %1) without saying where to.").arg(code)};
    return {FetchErrorKind::ClientError, tr("The server refused the request (HTTP %1).").arg(code)};
}

FetchFailure networkFailure(QNetworkReply::NetworkError error, const QString &host, const QString &details,
    std::chrono::milliseconds stallTimeout)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        return {FetchErrorKind::ConnectionRefused, tr("%1 refused the connection.").arg(host)};
    case QNetworkReply::HostNotFoundError:
        return {FetchErrorKind::HostNotFound, tr("No server named %1 was found.").arg(host)};
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        // The Fetcher disconnects before aborting itself, so a cancel seen here is Qt's transfer timeout.
        return {FetchErrorKind::Timeout,
            tr("%1 stopped sending data for %2 seconds.").arg(host, secondsText(stallTimeout))};
    case QNetworkReply::RemoteHostClosedError:
        return {FetchErrorKind::ConnectionFailed,
            tr("%1 closed the connection before the answer was complete.").arg(host)};
    case QNetworkReply::SslHandshakeFailedError:
        return {FetchErrorKind::Tls, tr("The secure connection to %1 failed: %2").arg(host, details)};
    default:
        break;
    }
    const int code = int(error);
    if (code >= 100 && code < 200)
        return {FetchErrorKind::Proxy, tr("The proxy failed: %1").arg(details)};
    return {FetchErrorKind::ConnectionFailed, tr("The connection to %1 failed: %2").arg(host, details)};
}

} // namespace kindred
