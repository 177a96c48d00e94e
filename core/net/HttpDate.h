#pragma once

#include <QByteArray>
#include <QDateTime>
#include <chrono>
#include <optional>

namespace kindred {

/// Parses an HTTP-date (RFC 9110 §5.6.7: IMF-fixdate, obsolete RFC 850 and asctime forms) as UTC;
/// returns an invalid QDateTime when the text is none of them.
QDateTime parseHttpDate(const QByteArray &text);

/// Turns a Retry-After header (delay-seconds or an HTTP-date) into a delay, never negative.
/// A date is measured against the response's Date header when there is one (both come from the
/// server's clock, so a skewed local clock does not matter), else against `now`.
std::optional<std::chrono::seconds> parseRetryAfter(
    const QByteArray &value, const QByteArray &dateHeader, const QDateTime &now);

} // namespace kindred
