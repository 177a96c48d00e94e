#include "feed/Feed.h"

namespace kindred {

QString formatName(FeedFormat format)
{
    switch (format) {
    case FeedFormat::Unknown:
        return QStringLiteral("unknown");
    case FeedFormat::Rss090:
        return QStringLiteral("rss090");
    case FeedFormat::Rss091:
        return QStringLiteral("rss091");
    case FeedFormat::Rss092:
        return QStringLiteral("rss092");
    case FeedFormat::Rss093:
        return QStringLiteral("rss093");
    case FeedFormat::Rss094:
        return QStringLiteral("rss094");
    case FeedFormat::Rss10:
        return QStringLiteral("rss10");
    case FeedFormat::Rss20:
        return QStringLiteral("rss20");
    case FeedFormat::Atom03:
        return QStringLiteral("atom03");
    case FeedFormat::Atom10:
        return QStringLiteral("atom10");
    case FeedFormat::JsonFeed10:
        return QStringLiteral("json10");
    case FeedFormat::JsonFeed11:
        return QStringLiteral("json11");
    }
    return QStringLiteral("unknown");
}

void addEnclosure(
    QList<FeedEnclosure> &enclosures, const QString &url, const QString &type, const QString &length)
{
    const QString address = url.trimmed();
    if (address.isEmpty() || enclosures.size() >= maxItemEnclosures)
        return;
    for (const FeedEnclosure &known : std::as_const(enclosures)) {
        if (known.url == address)
            return;
    }
    bool ok = false;
    const qint64 bytes = length.trimmed().toLongLong(&ok);
    enclosures.append({address, type.trimmed().toLower(), ok && bytes >= 0 ? bytes : -1});
}

} // namespace kindred
