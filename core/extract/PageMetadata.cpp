#include "extract/PageMetadata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

namespace kindred {

namespace {

QString normalized(const QString &text)
{
    return text.simplified().toCaseFolded();
}

bool isDateKey(const QString &key)
{
    static const QLatin1StringView keys[] = {
        QLatin1StringView("article:published_time"),
        QLatin1StringView("og:article:published_time"),
        QLatin1StringView("og:published_time"),
        QLatin1StringView("datepublished"),
        QLatin1StringView("pubdate"),
        QLatin1StringView("publishdate"),
        QLatin1StringView("publish-date"),
        QLatin1StringView("publish_date"),
        QLatin1StringView("date"),
        QLatin1StringView("dc.date"),
        QLatin1StringView("dc.date.issued"),
        QLatin1StringView("dcterms.date"),
        QLatin1StringView("dcterms.created"),
        QLatin1StringView("dcterms.issued"),
        QLatin1StringView("sailthru.date"),
        QLatin1StringView("parsely-pub-date"),
        QLatin1StringView("article.published"),
        QLatin1StringView("originalpublicationdate"),
        QLatin1StringView("displaydate"),
        QLatin1StringView("dc.date.created"),
    };
    for (QLatin1StringView candidate : keys) {
        if (key == candidate)
            return true;
    }
    return false;
}

QString languageTag(QString value)
{
    value = value.trimmed();
    value.replace(u'_', u'-');
    const qsizetype comma = value.indexOf(u',');
    if (comma >= 0)
        value.truncate(comma);
    if (value.isEmpty() || value.size() > 35)
        return {};
    return value;
}

QString imageFromJson(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isArray())
        return value.toArray().isEmpty() ? QString() : imageFromJson(value.toArray().first());
    if (value.isObject())
        return value.toObject().value(QLatin1StringView("url")).toString();
    return {};
}

bool isArticleType(const QJsonValue &type)
{
    if (type.isArray()) {
        for (const QJsonValue &t : type.toArray()) {
            if (isArticleType(t))
                return true;
        }
        return false;
    }
    const QString name = type.toString();
    return name.contains(QLatin1StringView("Article")) || name.contains(QLatin1StringView("Posting"));
}

// An <h1> is the headline when it and a reference title (without site name) mostly coincide;
// a short <h1> inside a long title is the site's name, not the story's.
bool sameHeadline(const QString &heading, const QString &reference)
{
    if (heading.size() < 8 || reference.isEmpty())
        return false;
    if (reference.contains(heading))
        return heading.size() * 10 >= reference.size() * 6;
    return heading.contains(reference) && reference.size() >= 8;
}

QString stripSiteName(const QString &title)
{
    static const QLatin1StringView separators[] = {QLatin1StringView(" | "), QLatin1StringView(" - "),
        QLatin1StringView(" :: "), QLatin1StringView(" // ")};
    QString best = title;
    for (QLatin1StringView separator : separators) {
        if (!title.contains(separator))
            continue;
        QString longest;
        for (const QString &part : title.split(separator)) {
            if (part.size() > longest.size())
                longest = part;
        }
        if (longest.size() < best.size())
            best = longest;
    }
    for (const char16_t dash : {u'\u2013', u'\u2014'}) {
        const QString separator = QStringLiteral(" %1 ").arg(QChar(dash));
        if (!best.contains(separator))
            continue;
        QString longest;
        for (const QString &part : best.split(separator)) {
            if (part.size() > longest.size())
                longest = part;
        }
        best = longest;
    }
    return best.trimmed();
}

} // namespace

QStringList PageMetadata::storyTitles() const
{
    QStringList titles;
    for (const QString *title : {&m_openGraphTitle, &m_jsonLdHeadline, &m_documentTitle}) {
        if (!title->isEmpty())
            titles.append(normalized(*title));
    }
    return titles;
}

void PageMetadata::setHeadlineBlock(const QString &text)
{
    m_headlineBlock = text;
}

void PageMetadata::collect(const HtmlToken &token)
{
    switch (token.tag) {
    case HtmlTag::Html:
        if (m_language.isEmpty())
            m_language = languageTag(token.attribute(QLatin1StringView("lang")));
        return;
    case HtmlTag::Meta: {
        QString key = token.attribute(QLatin1StringView("property"));
        if (key.isEmpty())
            key = token.attribute(QLatin1StringView("name"));
        if (key.isEmpty())
            key = token.attribute(QLatin1StringView("itemprop"));
        if (key.isEmpty())
            key = token.attribute(QLatin1StringView("http-equiv"));
        key = key.trimmed().toLower();
        if (key.isEmpty())
            return;
        const QString content = token.attribute(QLatin1StringView("content")).trimmed();
        if (content.isEmpty())
            return;
        if (key == QLatin1StringView("og:title")
            || (key == QLatin1StringView("twitter:title") && m_openGraphTitle.isEmpty()))
            m_openGraphTitle = content.simplified();
        else if (key == QLatin1StringView("og:description")
            || ((key == QLatin1StringView("description") || key == QLatin1StringView("twitter:description"))
                && m_description.isEmpty()))
            m_description = content.simplified();
        else if (key == QLatin1StringView("og:image") || key == QLatin1StringView("twitter:image")
            || key == QLatin1StringView("twitter:image:src") || key == QLatin1StringView("og:image:url")) {
            if (m_image.isEmpty())
                m_image = content;
        } else if (key == QLatin1StringView("content-language") || key == QLatin1StringView("og:locale")
            || key == QLatin1StringView("language") || key == QLatin1StringView("dc.language")) {
            if (m_language.isEmpty())
                m_language = languageTag(content);
        } else if (isDateKey(key))
            setPublished(content);
        return;
    }
    case HtmlTag::Link:
        if (m_image.isEmpty()
            && token.attribute(QLatin1StringView("rel")).trimmed().compare(u"image_src", Qt::CaseInsensitive)
                == 0)
            m_image = token.attribute(QLatin1StringView("href")).trimmed();
        return;
    case HtmlTag::Time:
        if (token.hasAttribute(QLatin1StringView("pubdate"))
            || token.attribute(QLatin1StringView("itemprop")).compare(u"datePublished", Qt::CaseInsensitive)
                == 0)
            setPublished(token.attribute(QLatin1StringView("datetime")));
        return;
    default:
        return;
    }
}

void PageMetadata::addHeading(const QString &heading, qsizetype position)
{
    const QString simple = heading.simplified();
    if (!simple.isEmpty() && m_headings.size() < 16) {
        m_headings.append(simple);
        m_headingPositions.append(position);
    }
}

void PageMetadata::addJsonLd(QStringView json)
{
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8());
    QJsonArray candidates;
    if (document.isArray())
        candidates = document.array();
    else if (document.isObject()) {
        const QJsonObject object = document.object();
        const QJsonValue graph = object.value(QLatin1StringView("@graph"));
        if (graph.isArray())
            candidates = graph.toArray();
        candidates.append(object);
    }
    for (const QJsonValue &value : std::as_const(candidates)) {
        const QJsonObject object = value.toObject();
        if (!isArticleType(object.value(QLatin1StringView("@type"))))
            continue;
        if (m_jsonLdBody.isEmpty())
            m_jsonLdBody = object.value(QLatin1StringView("articleBody")).toString();
        if (m_jsonLdHeadline.isEmpty())
            m_jsonLdHeadline = object.value(QLatin1StringView("headline")).toString().simplified();
        if (!m_published.isValid())
            setPublished(object.value(QLatin1StringView("datePublished")).toString());
        if (m_image.isEmpty())
            m_image = imageFromJson(object.value(QLatin1StringView("image")));
    }
}

qsizetype PageMetadata::headlineHeading() const
{
    const QString title = normalized(stripSiteName(m_documentTitle.simplified()));
    const QString og = normalized(m_openGraphTitle);
    const QString ld = normalized(m_jsonLdHeadline);
    for (qsizetype i = 0; i < m_headings.size(); ++i) {
        const QString h = normalized(m_headings[i]);
        if (sameHeadline(h, og) || sameHeadline(h, title) || sameHeadline(h, ld))
            return i;
    }
    return -1;
}

qsizetype PageMetadata::headlinePosition() const
{
    const qsizetype heading = headlineHeading();
    return heading >= 0 ? m_headingPositions[heading] : -1;
}

QString PageMetadata::headline() const
{
    if (!m_headlineBlock.isEmpty())
        return m_headlineBlock;
    if (const qsizetype heading = headlineHeading(); heading >= 0)
        return m_headings[heading];
    if (!m_openGraphTitle.isEmpty())
        return stripSiteName(m_openGraphTitle);
    if (!m_jsonLdHeadline.isEmpty())
        return m_jsonLdHeadline;
    if (!m_documentTitle.isEmpty())
        return stripSiteName(m_documentTitle.simplified());
    return m_headings.value(0);
}

QString PageMetadata::leadImage(const QUrl &base) const
{
    if (m_image.isEmpty())
        return {};
    const QUrl image(m_image.trimmed());
    if (!image.isValid())
        return {};
    return (base.isValid() ? base.resolved(image) : image).toString();
}

void PageMetadata::setPublished(const QString &text)
{
    if (m_published.isValid())
        return;
    m_published = parseDate(text);
}

QDateTime PageMetadata::parseDate(const QString &text)
{
    const QString value = text.trimmed();
    if (value.size() < 8 || value.size() > 64)
        return {};
    QDateTime date = QDateTime::fromString(value, Qt::ISODateWithMs);
    if (!date.isValid())
        date = QDateTime::fromString(value, Qt::ISODate);
    if (!date.isValid()) {
        QString rfc = value;
        for (QLatin1StringView zone : {QLatin1StringView(" GMT"), QLatin1StringView(" UTC"),
                 QLatin1StringView(" UT"), QLatin1StringView(" Z")}) {
            if (rfc.endsWith(zone, Qt::CaseInsensitive)) {
                rfc.chop(zone.size());
                rfc.append(QLatin1StringView(" +0000"));
                break;
            }
        }
        date = QDateTime::fromString(rfc, Qt::RFC2822Date);
    }
    if (!date.isValid()) {
        // "2024-05-01 12:00:00" and "2024-05-01T12:00:00+0200" variants.
        QString iso = value;
        if (iso.size() > 10 && iso[10] == u' ')
            iso[10] = u'T';
        if (iso.size() >= 5 && (iso[iso.size() - 5] == u'+' || iso[iso.size() - 5] == u'-')
            && iso.indexOf(u'T') > 0)
            iso.insert(iso.size() - 2, u':');
        date = QDateTime::fromString(iso, Qt::ISODate);
    }
    if (!date.isValid())
        return {};
    if (date.timeSpec() == Qt::LocalTime)
        date.setTimeZone(QTimeZone::utc()); // a date without zone is read as UTC, not as this machine's zone
    return date.toUTC();
}

} // namespace kindred
