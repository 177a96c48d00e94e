#pragma once

#include "feed/Feed.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kindred {

/// The CLI's JSON shape of a feed: {"format","title","link","description","items":[...]},
/// dates as ISO 8601 UTC ("2024-05-01T12:00:00Z"), absent values as null.
QJsonObject feedToJson(const Feed &feed);

/// Enclosures as [{"url","type","length"}] (length null when unknown): the CLI's shape, and the
/// text an article's enclosures are stored as.
QJsonArray enclosuresToJson(const QList<FeedEnclosure> &enclosures);
QList<FeedEnclosure> enclosuresFromJson(const QJsonArray &array);

} // namespace kindred
