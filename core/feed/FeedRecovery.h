#pragma once

#include "feed/Feed.h"

#include <QString>
#include <QUrl>

namespace kindred {

/// Second chances for feeds that are not well-formed XML, tried only after a strict read failed.
namespace FeedRecovery {

/// The commonest breakage of hand-made feeds, repaired: HTML void tags left open inside
/// descriptions (`<br>`, `<img ...>`) are closed, and a `<` that cannot start markup
/// ("a < b") is escaped. CDATA sections and comments are left alone.
QString repairMarkup(const QString &xml);

/// Reads each `<item>`/`<entry>` of the document on its own, so that one broken item does not
/// lose the ones after it. Returns the items that yielded anything useful, in document order.
QList<FeedItem> salvageItems(const QString &xml, const QUrl &baseUrl, bool atom);

} // namespace FeedRecovery

} // namespace kindred
