#pragma once

#include "feed/Feed.h"

#include <QByteArray>
#include <QUrl>

namespace kindred {

/// Reads JSON Feed 1.0 and 1.1 (https://jsonfeed.org/version/1.1) from UTF-8 bytes.
FeedParseResult parseJsonFeed(const QByteArray &utf8, const QUrl &baseUrl);

/// Whether the text looks like a JSON document rather than markup (first non-space is '{').
bool looksLikeJson(QStringView text);

} // namespace kindred
