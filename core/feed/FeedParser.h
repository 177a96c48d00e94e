#pragma once

#include "feed/Feed.h"

#include <QByteArray>
#include <QUrl>

namespace kindred {

/// Parses RSS, Atom or JSON Feed bytes into a Feed. Pure: no network, no database.
/// `baseUrl` resolves relative links; `contentType` is the HTTP Content-Type header, if any,
/// whose charset is one of the hints for decoding.
FeedParseResult parseFeed(
    const QByteArray &bytes, const QUrl &baseUrl = {}, const QByteArray &contentType = {});

} // namespace kindred
