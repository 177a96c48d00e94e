#pragma once

#include "feed/Feed.h"

#include <QJsonObject>

namespace kindred {

/// The CLI's JSON shape of a feed: {"format","title","link","description","items":[...]},
/// dates as ISO 8601 UTC ("2024-05-01T12:00:00Z"), absent values as null.
QJsonObject feedToJson(const Feed &feed);

} // namespace kindred
