#include "news/ArticleImages.h"

#include <QRegularExpression>

namespace kindred {

namespace {

bool isWeb(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty()
        && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"));
}

// The value of attribute `name` in one tag's text, entities of the URL decoded; empty when absent.
QString attribute(const QString &tag, const QString &name)
{
    const QRegularExpression pattern(QStringLiteral("\\s%1\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s>]+))")
                                         .arg(QRegularExpression::escape(name)),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(tag);
    if (!match.hasMatch())
        return {};
    QString value = match.captured(1) + match.captured(2) + match.captured(3);
    value.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return value.trimmed();
}

// A declared width or height of at most 2 pixels ("1", "1px", "0").
bool tiny(const QString &size)
{
    bool ok = false;
    const int pixels = QString(size).remove(QLatin1String("px")).trimmed().toInt(&ok);
    return ok && pixels <= 2;
}

} // namespace

bool fromArticleSite(const QUrl &image, const QUrl &article)
{
    if (!isWeb(image) || !isWeb(article))
        return false;
    const QString imageHost = image.host().toLower();
    QString site = article.host().toLower();
    if (site.startsWith(QLatin1String("www.")) && site.count(u'.') >= 2)
        site = site.mid(4);
    return imageHost == article.host().toLower() || imageHost == site || imageHost.endsWith(u'.' + site);
}

QList<QUrl> articleImageUrls(
    const QString &itemHtml, const QList<FeedEnclosure> &enclosures, const QString &articleUrl, int limit)
{
    const QUrl article(articleUrl);
    QList<QUrl> images;
    const auto add = [&](const QString &address) {
        if (address.isEmpty() || images.size() >= limit)
            return;
        const QUrl url = article.resolved(QUrl(address));
        if (fromArticleSite(url, article) && !images.contains(url))
            images.append(url);
    };
    static const QRegularExpression imgTag(
        QStringLiteral("<img\\b[^>]*>"), QRegularExpression::CaseInsensitiveOption);
    for (auto it = imgTag.globalMatch(itemHtml); it.hasNext();) {
        const QString tag = it.next().captured(0);
        if (tiny(attribute(tag, QStringLiteral("width"))) || tiny(attribute(tag, QStringLiteral("height"))))
            continue;
        add(attribute(tag, QStringLiteral("src")));
    }
    for (const FeedEnclosure &enclosure : enclosures) {
        if (enclosure.type.startsWith(QLatin1String("image/"), Qt::CaseInsensitive))
            add(enclosure.url);
    }
    return images;
}

} // namespace kindred
