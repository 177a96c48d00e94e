#include "feed/FeedDiscovery.h"

#include "feed/FeedDecoder.h"
#include "feed/FeedText.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

// Attributes of one tag: quoted, single-quoted or bare values; names lower-case.
QHash<QString, QString> tagAttributes(QStringView tag)
{
    static const QRegularExpression attribute(
        u"([A-Za-z_:][-A-Za-z0-9_:.]*)\\s*(?:=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'>]+)))?"_s);
    QHash<QString, QString> attributes;
    auto it = attribute.globalMatch(tag);
    it.next(); // the tag name
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1).toLower();
        QString value = m.captured(2);
        if (m.capturedLength(3) > 0)
            value = m.captured(3);
        else if (m.capturedLength(4) > 0)
            value = m.captured(4);
        if (!attributes.contains(name))
            attributes.insert(name, FeedText::decodeEntities(value).trimmed());
    }
    return attributes;
}

bool isFeedType(const QString &type, const QString &href, const QString &title)
{
    if (type == u"application/rss+xml"_s || type == u"application/atom+xml"_s
        || type == u"application/rdf+xml"_s || type == u"application/feed+json"_s
        || type == u"application/x.atom+xml"_s || type == u"application/x-rss+xml"_s || type == u"text/xml"_s)
        return true;
    // application/json alternates are mostly APIs (WordPress's /wp-json/); only a JSON Feed counts.
    if (type == u"application/json"_s)
        return href.contains(u"feed"_s, Qt::CaseInsensitive) && !href.contains(u"wp-json"_s)
            && (title.contains(u"feed"_s, Qt::CaseInsensitive) || href.endsWith(u".json"_s));
    return false;
}

} // namespace

QList<DiscoveredFeed> discoverFeeds(
    const QByteArray &html, const QUrl &pageUrl, const QByteArray &contentType)
{
    QString text = decodeFeedBytes(html, contentType).text;
    // Commented-out and scripted markup is not part of the page.
    static const QRegularExpression hidden(u"<!--.*?-->|<script\\b.*?</script\\s*>"_s,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    text.remove(hidden);

    QUrl base = pageUrl;
    static const QRegularExpression baseTag(u"<base\\b[^>]*>"_s, QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = baseTag.match(text); m.hasMatch()) {
        const QString href = tagAttributes(m.capturedView(0)).value(u"href"_s);
        if (!href.isEmpty())
            base = pageUrl.resolved(QUrl(href));
    }

    QList<DiscoveredFeed> feeds;
    static const QRegularExpression linkTag(u"<link\\b[^>]*>"_s, QRegularExpression::CaseInsensitiveOption);
    auto it = linkTag.globalMatch(text);
    while (it.hasNext()) {
        const QHash<QString, QString> a = tagAttributes(it.next().capturedView(0));
        const QStringList rel = a.value(u"rel"_s).toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString type = a.value(u"type"_s).toLower().section(QLatin1Char(';'), 0, 0).trimmed();
        const QString href = a.value(u"href"_s);
        const QString title = FeedText::normalizeWhitespace(a.value(u"title"_s));
        if (!rel.contains(u"alternate"_s) || rel.contains(u"stylesheet"_s) || href.isEmpty()
            || !isFeedType(type, href, title))
            continue;
        const QUrl url = base.resolved(QUrl(href));
        if (!url.isValid())
            continue;
        const bool seen = std::any_of(
            feeds.cbegin(), feeds.cend(), [&](const DiscoveredFeed &f) { return f.url == url; });
        if (!seen)
            feeds.append({url, title, type});
    }
    return feeds;
}

QList<QUrl> commonFeedUrls(const QUrl &pageUrl)
{
    QList<QUrl> urls;
    if (!pageUrl.isValid() || pageUrl.host().isEmpty())
        return urls;
    for (const QString &path :
        {u"/feed"_s, u"/rss.xml"_s, u"/atom.xml"_s, u"/index.xml"_s, u"/feed.xml"_s, u"/rss"_s}) {
        QUrl url = pageUrl.resolved(QUrl(path));
        url.setQuery(QString());
        url.setFragment(QString());
        urls.append(url);
    }
    return urls;
}

} // namespace kindred
