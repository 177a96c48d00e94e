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
    return item;
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
    for (const QJsonValue &item : root.value(u"items"_s).toArray()) {
        if (item.isObject())
            feed.items.append(readItem(item.toObject(), baseUrl));
    }
    result.encoding = u"utf-8"_s;
    return result;
}

} // namespace kindred
