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
        {QStringLiteral("enclosures"), enclosuresToJson(item.enclosures)},
    };
}

} // namespace

QJsonArray enclosuresToJson(const QList<FeedEnclosure> &enclosures)
{
    QJsonArray array;
    for (const FeedEnclosure &enclosure : enclosures) {
        array.append(
            QJsonObject {{QStringLiteral("url"), enclosure.url}, {QStringLiteral("type"), enclosure.type},
                {QStringLiteral("length"),
                    enclosure.length >= 0 ? QJsonValue(double(enclosure.length))
                                          : QJsonValue(QJsonValue::Null)}});
    }
    return array;
}

QList<FeedEnclosure> enclosuresFromJson(const QJsonArray &array)
{
    QList<FeedEnclosure> enclosures;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        const QJsonValue length = object.value(QStringLiteral("length"));
        addEnclosure(enclosures, object.value(QStringLiteral("url")).toString(),
            object.value(QStringLiteral("type")).toString(),
            length.isDouble() ? QString::number(qint64(length.toDouble())) : QString());
    }
    return enclosures;
}

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
