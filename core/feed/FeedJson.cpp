#include "feed/FeedJson.h"

#include <QJsonArray>

namespace kindred {

namespace {

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

QJsonValue dateOrNull(const QDateTime &date)
{
    return date.isValid() ? QJsonValue(date.toUTC().toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null);
}

QJsonObject itemToJson(const FeedItem &item)
{
    return {
        {QStringLiteral("title"), textOrNull(item.title)},
        {QStringLiteral("link"), textOrNull(item.link)},
        {QStringLiteral("guid"), textOrNull(item.guid)},
        {QStringLiteral("published"), dateOrNull(item.published)},
        {QStringLiteral("updated"), dateOrNull(item.updated)},
        {QStringLiteral("author"), textOrNull(item.author)},
        {QStringLiteral("summary"), textOrNull(item.summary)},
        {QStringLiteral("content"), textOrNull(item.content)},
        {QStringLiteral("categories"), QJsonArray::fromStringList(item.categories)},
    };
}

} // namespace

QJsonObject feedToJson(const Feed &feed)
{
    QJsonArray items;
    for (const FeedItem &item : feed.items)
        items.append(itemToJson(item));
    return {
        {QStringLiteral("format"), formatName(feed.format)},
        {QStringLiteral("title"), textOrNull(feed.title)},
        {QStringLiteral("link"), textOrNull(feed.link)},
        {QStringLiteral("description"), textOrNull(feed.description)},
        {QStringLiteral("items"), items},
    };
}

} // namespace kindred
