#include "FetchTypes.h"

using namespace Qt::StringLiterals;

namespace kindred {

QString fetchErrorKindName(FetchErrorKind kind)
{
    switch (kind) {
    case FetchErrorKind::None:
        return u"none"_s;
    case FetchErrorKind::InvalidUrl:
        return u"invalid-url"_s;
    case FetchErrorKind::HostNotFound:
        return u"host-not-found"_s;
    case FetchErrorKind::ConnectionRefused:
        return u"connection-refused"_s;
    case FetchErrorKind::ConnectionFailed:
        return u"connection-failed"_s;
    case FetchErrorKind::Tls:
        return u"tls"_s;
    case FetchErrorKind::Proxy:
        return u"proxy"_s;
    case FetchErrorKind::Timeout:
        return u"timeout"_s;
    case FetchErrorKind::TooLarge:
        return u"too-large"_s;
    case FetchErrorKind::TooManyRedirects:
        return u"too-many-redirects"_s;
    case FetchErrorKind::RedirectLoop:
        return u"redirect-loop"_s;
    case FetchErrorKind::NotFound:
        return u"not-found"_s;
    case FetchErrorKind::Gone:
        return u"gone"_s;
    case FetchErrorKind::AccessDenied:
        return u"access-denied"_s;
    case FetchErrorKind::RateLimited:
        return u"rate-limited"_s;
    case FetchErrorKind::ClientError:
        return u"client-error"_s;
    case FetchErrorKind::ServerError:
        return u"server-error"_s;
    case FetchErrorKind::InvalidResponse:
        return u"invalid-response"_s;
    case FetchErrorKind::Canceled:
        return u"canceled"_s;
    }
    return u"unknown"_s;
}

QString defaultUserAgent()
{
    return u"Kindred/%1 (+desktop news reader)"_s.arg(QStringLiteral(KINDRED_VERSION));
}

} // namespace kindred
