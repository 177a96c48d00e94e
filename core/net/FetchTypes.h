#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QUrl>
#include <chrono>
#include <optional>

namespace kindred {

/// The host whose per-host limit a fetch of `url` counts towards: per host, not per host:port,
/// as politeness is owed to the machine. The Fetcher's own limit, a crawler fleet's claims and
/// its page slots (FeedClaims, PageCollector's HostGate) all count by it.
inline QString limitHost(const QUrl &url)
{
    return url.host().toLower();
}

/// What a fetch is for: it decides the Accept header and the default size cap.
enum class FetchKind {
    Feed,
    Page,
    Image, // an article's image, when the reader lets the page show them
};

/// Why a fetch failed, coarse enough for a UI and for backoff decisions.
enum class FetchErrorKind {
    None,
    InvalidUrl, // not an absolute http(s) URL, or a redirect to one
    HostNotFound,
    ConnectionRefused,
    ConnectionFailed, // reset, closed early or another transport failure
    Tls,
    Proxy,
    Timeout, // connect, stall or total timeout
    TooLarge, // the size cap was reached (or announced by Content-Length)
    TooManyRedirects,
    RedirectLoop,
    NotFound, // 404
    Gone, // 410: the publisher removed the feed for good
    AccessDenied, // 401, 403, 407
    RateLimited, // 429, or 503 with Retry-After: come back later
    ClientError, // any other 4xx, or a 3xx without a usable Location
    ServerError, // 5xx
    InvalidResponse, // an answer that cannot be right: empty, or 304 to a request without validators
    Canceled,
};

/// Short stable name of an error kind ("gone", "timeout", ...), for logs and the CLI's JSON.
QString fetchErrorKindName(FetchErrorKind kind);

/// The User-Agent Kindred sends: "Kindred/<version> (+desktop news reader)".
QString defaultUserAgent();

/// One HTTP GET to perform, with the validators from the previous successful fetch.
struct FetchRequest
{
    QUrl url;
    QString etag; // sent as If-None-Match when not empty, exactly as the server gave it
    QString lastModified; // sent as If-Modified-Since when not empty, exactly as given
    FetchKind kind = FetchKind::Feed;
};

/// What a fetch gave: bytes and headers untouched (the parser decodes charsets), or an error.
struct FetchResult
{
    QUrl requestedUrl;
    QUrl finalUrl; // after redirects
    QUrl permanentRedirectUrl; // set when 301/308 hops from the start say the stored URL moved
    int status = 0; // HTTP status of the final response; 0 when none arrived
    QByteArray body; // decompressed (gzip/deflate); empty on 304
    QString contentType; // the raw Content-Type header, charset included
    QString etag;
    QString lastModified;
    bool notModified = false; // 304: keep what was stored
    std::optional<std::chrono::seconds> retryAfter; // from Retry-After, when the server sent one
    int redirectCount = 0;
    FetchErrorKind errorKind = FetchErrorKind::None;
    QString error; // user-readable, empty on success

    /// True for a 2xx response or a 304.
    bool ok() const { return errorKind == FetchErrorKind::None; }
};

} // namespace kindred

Q_DECLARE_METATYPE(kindred::FetchResult)
