#pragma once

#include "feed/Feed.h"

#include <QString>

namespace kindred {

/// What Kindred keeps of an item's own text: its summary, else its content, cut after 2 MB before a
/// tag the cut would split (see ItemHtml.cpp).
QString itemHtml(const FeedItem &item);

} // namespace kindred
