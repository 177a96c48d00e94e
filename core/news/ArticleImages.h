#pragma once

#include "feed/Feed.h"

#include <QList>
#include <QString>
#include <QUrl>

namespace kindred {

/// Whether an image at `image` comes from the site of the article at `article`: the same host,
/// or a host under it (www.example.org's images may come from img.example.org; a CDN of another
/// name may not). Both http(s).
bool fromArticleSite(const QUrl &image, const QUrl &article);

/// The images an article's page shows when the reader lets it (Settings: ShowImages, a feed's own
/// choice): those its item names (<img> in its HTML, image enclosures), resolved against the
/// article's link, from the article's own site only (fromArticleSite), never one declared at most
/// 2 pixels wide or high (a tracking pixel); each once, in the order named, at most `limit`.
QList<QUrl> articleImageUrls(const QString &itemHtml, const QList<FeedEnclosure> &enclosures,
    const QString &articleUrl, int limit = 6);

} // namespace kindred
