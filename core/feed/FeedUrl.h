#pragma once

#include <QString>

namespace kindred {

/// The identity of a feed URL, for telling whether two subscriptions are the same feed: scheme and
/// host lower-case, path segments normalised, no trailing slash. Not a URL to fetch.
QString feedUrlKey(const QString &url);

} // namespace kindred
