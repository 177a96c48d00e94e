#pragma once

#include "FetchTypes.h"

#include <QNetworkReply>
#include <QString>
#include <chrono>
#include <optional>

namespace kindred {

/// What a failed fetch tells its reader: the kind of failure and a sentence that says what
/// happened and, where it helps, what to do.
struct FetchFailure
{
    FetchErrorKind kind = FetchErrorKind::None;
    QString message;
};

bool isRedirectStatus(int status);
bool isSuccessStatus(int status);
/// Transport failures: anything that is not the server's HTTP verdict about the resource. Qt
/// maps some statuses into its protocol range (400 becomes ProtocolInvalidOperationError), so an
/// error on a response whose status is itself an error is that status, not the transport's fault.
bool isTransportError(QNetworkReply::NetworkError error, int status);

/// The failure an HTTP status other than 2xx and 304 means. `reason` is the server's reason
/// phrase (may be empty); `retryAfter` comes from its Retry-After header.
FetchFailure httpStatusFailure(
    int status, const QString &reason, std::optional<std::chrono::seconds> retryAfter);
/// The failure a transport error means; `stallTimeout` is the time without data that Qt reports
/// as a timeout.
FetchFailure networkFailure(QNetworkReply::NetworkError error, const QString &host, const QString &details,
    std::chrono::milliseconds stallTimeout);

/// "5", "2.5": whole seconds without a fraction.
QString secondsText(std::chrono::milliseconds duration);

} // namespace kindred
