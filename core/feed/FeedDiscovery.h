#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

namespace kindred {

/// A feed a web page points to.
struct DiscoveredFeed
{
    QUrl url;
    QString title;
    QString type; // "application/rss+xml", "application/atom+xml", "application/feed+json", ...

    friend bool operator==(const DiscoveredFeed &, const DiscoveredFeed &) = default;
};

/// Feed autodiscovery, pure: the feeds an HTML page announces with
/// `<link rel="alternate" type="application/rss+xml|atom+xml|feed+json" href="...">`, resolved
/// against the page URL (or its `<base href>`), in page order, without duplicates. Links inside
/// comments and scripts do not count.
QList<DiscoveredFeed> discoverFeeds(
    const QByteArray &html, const QUrl &pageUrl, const QByteArray &contentType = {});

/// Where sites commonly keep their feed, to try when the page announces none:
/// /feed, /rss.xml, /atom.xml, /index.xml, /feed.xml, /rss, resolved against the site's root.
QList<QUrl> commonFeedUrls(const QUrl &pageUrl);

} // namespace kindred
