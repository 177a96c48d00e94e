#include "feed/JsonFeedParser.h"

#include "feed/DateParser.h"
#include "feed/FeedText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

QString authorName(const QJsonObject &object)
{
    // 1.1 has "authors": [...]; 1.0 has "author": {...}.
    const QJsonArray authors = object.value(u"authors"_s).toArray();
    QStringList names;
    for (const QJsonValue &author : authors) {
        const QString name = author.toObject().value(u"name"_s).toString().trimmed();
        if (!name.isEmpty())
            names << name;
    }
    if (!names.isEmpty())
        return names.join(u", "_s);
    return object.value(u"author"_s).toObject().value(u"name"_s).toString().trimmed();
}

FeedItem readItem(const QJsonObject &object, const QUrl &base)
{
    FeedItem item;
    item.title = FeedText::htmlToPlainText(object.value(u"title"_s).toString());
    QString link = object.value(u"url"_s).toString();
    if (link.isEmpty())
        link = object.value(u"external_url"_s).toString();
    item.link = FeedText::resolveUrl(base, link);
    const QJsonValue id = object.value(u"id"_s);
    item.guid = id.isDouble() ? QString::number(id.toDouble(), 'g', 17) : id.toString();
    item.published = DateParser::parse(object.value(u"date_published"_s).toString());
    item.updated = DateParser::parse(object.value(u"date_modified"_s).toString());
    item.author = authorName(object);
    const QString html = object.value(u"content_html"_s).toString();
    const QString text = object.value(u"content_text"_s).toString();
    item.content = !html.isEmpty() ? html : FeedText::escapeHtml(text);
    item.summary = object.value(u"summary"_s).toString();
    if (item.summary.isEmpty())
        item.summary = item.content;
    for (const QJsonValue &tag : object.value(u"tags"_s).toArray()) {
        if (!tag.toString().trimmed().isEmpty())
            item.categories << tag.toString().trimmed();
    }
    QString image = object.value(u"image"_s).toString();
    if (image.isEmpty())
        image = object.value(u"banner_image"_s).toString();
    item.imageUrl = FeedText::resolveUrl(base, image);
    for (const QJsonValue &value : object.value(u"attachments"_s).toArray()) {
        const QJsonObject attachment = value.toObject();
        const QString url = attachment.value(u"url"_s).toString();
        if (url.trimmed().isEmpty())
            continue;
        const QJsonValue size = attachment.value(u"size_in_bytes"_s);
        addEnclosure(item.enclosures, FeedText::resolveUrl(base, url),
            attachment.value(u"mime_type"_s).toString(),
            size.isDouble() ? QString::number(qint64(size.toDouble())) : size.toString());
    }
    return item;
}

// Objects and arrays a JSON Feed may hold: room for maxFeedItems items with an author, tags and
// attachments each. QJsonDocument costs a few hundred bytes a container (20 MB of "{}," took 1 GB).
constexpr qsizetype maxJsonContainers = 5 * maxFeedItems;

// True when `utf8` opens more than maxJsonContainers objects and arrays (outside strings).
bool hasTooManyContainers(QByteArrayView utf8)
{
    qsizetype containers = 0;
    bool inString = false;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if ((c == '{' || c == '[') && ++containers > maxJsonContainers) {
            return true;
        }
    }
    return false;
}

} // namespace

bool looksLikeJson(QStringView text)
{
    for (const QChar c : text) {
        if (!c.isSpace())
            return c == u'{';
    }
    return false;
}

FeedParseResult parseJsonFeed(const QByteArray &utf8, const QUrl &baseUrl)
{
    FeedParseResult result;
    if (hasTooManyContainers(utf8)) {
        result.error
            = u"refused: the JSON document holds more than %1 objects and arrays"_s.arg(maxJsonContainers);
        return result;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &error);
    if (document.isNull() || !document.isObject()) {
        result.error
            = u"not a feed: invalid JSON at offset %1: %2"_s.arg(error.offset).arg(error.errorString());
        return result;
    }
    const QJsonObject root = document.object();
    const QString version = root.value(u"version"_s).toString();
    // Some producers write the bare number ("1.1") instead of the version URL.
    static const QStringList bareVersions {u"1"_s, u"1.0"_s, u"1.1"_s};
    const bool bare = bareVersions.contains(version) && root.value(u"items"_s).isArray();
    if (!version.contains(u"jsonfeed.org/version/"_s) && !bare) {
        result.error = u"not a feed: a JSON document without a JSON Feed version"_s;
        return result;
    }
    Feed &feed = result.feed;
    feed.format = version.endsWith(u"1.1"_s) ? FeedFormat::JsonFeed11 : FeedFormat::JsonFeed10;
    feed.title = FeedText::htmlToPlainText(root.value(u"title"_s).toString());
    feed.link = FeedText::resolveUrl(baseUrl, root.value(u"home_page_url"_s).toString());
    feed.description = root.value(u"description"_s).toString();
    feed.language = root.value(u"language"_s).toString();
    const QJsonArray items = root.value(u"items"_s).toArray();
    for (const QJsonValue &item : items) {
        if (feed.items.size() >= maxFeedItems)
            break;
        if (item.isObject())
            feed.items.append(readItem(item.toObject(), baseUrl));
    }
    if (items.size() > maxFeedItems)
        result.warnings << u"%1 items past the first %2 were skipped"_s.arg(items.size() - maxFeedItems)
                               .arg(maxFeedItems);
    result.encoding = u"utf-8"_s;
    return result;
}

} // namespace kindred
