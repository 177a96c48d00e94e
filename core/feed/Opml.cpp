#include "feed/Opml.h"

#include "feed/FeedDecoder.h"
#include "feed/FeedText.h"
#include "feed/FeedUrl.h"
#include "feed/XmlLimits.h"

#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

QString attributeValue(const QXmlStreamAttributes &attributes, QLatin1String name)
{
    // OPML in the wild spells attributes xmlUrl, xmlurl and XMLURL.
    for (const QXmlStreamAttribute &a : attributes) {
        if (a.name().compare(name, Qt::CaseInsensitive) == 0)
            return a.value().toString().trimmed();
    }
    return {};
}

class OpmlReader
{
public:
    explicit OpmlReader(OpmlImport &result) : m_result(result) { }

    void add(OpmlFeed feed)
    {
        if (feed.title.isEmpty())
            feed.title = feed.xmlUrl;
        const QString key = feedUrlKey(feed.xmlUrl);
        if (m_seen.contains(key)) {
            ++m_result.duplicatesSkipped;
            return;
        }
        m_seen.insert(key);
        m_result.feeds.append(feed);
    }

    // Returns the offset reached when the XML broke, or -1 when it read to the end.
    qsizetype read(const QString &text)
    {
        QXmlStreamReader reader(text);
        // OPML has no namespaces to resolve, and Qt's resolution costs a scan of every declaration
        // in scope for each prefixed name (a hostile file nests thousands).
        reader.setNamespaceProcessing(false);
        QStringList folders; // open outlines that are folders
        QList<bool> outlineIsFolder;
        bool sawOpml = false;
        int flattened = 0; // feeds deeper than maxOpmlFolderDepth
        while (!reader.atEnd()) {
            const QXmlStreamReader::TokenType token = reader.readNext();
            if (token == QXmlStreamReader::StartElement) {
                const QString name = reader.name().toString().toLower();
                if (name == u"opml"_s)
                    sawOpml = true;
                if (name == u"title"_s && outlineIsFolder.isEmpty() && m_result.title.isEmpty())
                    m_result.title = reader.readElementText(QXmlStreamReader::SkipChildElements).simplified();
                if (name != u"outline"_s)
                    continue;
                const QXmlStreamAttributes attributes = reader.attributes();
                QString title = attributeValue(attributes, "text"_L1);
                if (title.isEmpty())
                    title = attributeValue(attributes, "title"_L1);
                title = FeedText::normalizeWhitespace(title);
                const QString xmlUrl = attributeValue(attributes, "xmlUrl"_L1);
                if (!xmlUrl.isEmpty()) {
                    if (folders.size() > maxOpmlFolderDepth)
                        ++flattened;
                    add({title, xmlUrl, attributeValue(attributes, "htmlUrl"_L1),
                        folders.mid(0, maxOpmlFolderDepth)});
                    outlineIsFolder.append(false);
                } else {
                    const QString type = attributeValue(attributes, "type"_L1).toLower();
                    if (type == u"rss"_s || type == u"atom"_s || type == u"feed"_s)
                        m_result.problems << u"outline '%1' has no feed URL (xmlUrl)"_s.arg(title);
                    // An outline without a feed URL is a folder; an empty one is simply nothing.
                    folders.append(title.isEmpty() ? u"Untitled"_s : title);
                    outlineIsFolder.append(true);
                }
            } else if (token == QXmlStreamReader::EndElement
                && reader.name().compare(u"outline"_s, Qt::CaseInsensitive) == 0) {
                if (!outlineIsFolder.isEmpty() && outlineIsFolder.takeLast())
                    folders.removeLast();
            }
        }
        if (flattened > 0)
            m_result.problems
                << u"%1 feeds nested deeper than %2 folders were put in the folder at that depth"_s
                       .arg(flattened)
                       .arg(maxOpmlFolderDepth);
        if (!sawOpml && !reader.hasError())
            m_result.problems << u"not an OPML document (no <opml> element)"_s;
        if (!reader.hasError())
            return -1;
        m_result.problems << u"XML error at line %1, column %2: %3"_s.arg(reader.lineNumber())
                                 .arg(reader.columnNumber())
                                 .arg(reader.errorString());
        return reader.characterOffset();
    }

private:
    OpmlImport &m_result;
    QSet<QString> m_seen;
};

} // namespace

OpmlImport parseOpml(const QByteArray &bytes)
{
    OpmlImport result;
    const DecodedText decoded = decodeFeedBytes(bytes);
    const PreparedXml prepared = prepareXml(decoded.text);
    if (decoded.text.trimmed().isEmpty()) {
        result.problems << u"the file is empty"_s;
        return result;
    }
    if (const QString refused = xmlLimitError(prepared.text); !refused.isEmpty()) {
        result.problems << refused;
        return result;
    }
    OpmlReader reader(result);
    const qsizetype brokenAt = reader.read(prepared.text);
    if (brokenAt < 0)
        return result;
    // Past the error, pick up every outline that names a feed; folders there are unknown.
    static const QRegularExpression outline(
        u"<outline\\b[^>]*>"_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression attribute(u"(\\w+)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)')"_s);
    int recovered = 0;
    auto it = outline.globalMatch(prepared.text, qMax<qsizetype>(0, brokenAt - 1));
    while (it.hasNext()) {
        const QString tag = it.next().captured(0);
        OpmlFeed feed;
        auto attrs = attribute.globalMatch(tag);
        while (attrs.hasNext()) {
            const QRegularExpressionMatch a = attrs.next();
            const QString name = a.captured(1).toLower();
            const QString value
                = FeedText::decodeEntities(a.captured(2).isNull() ? a.captured(3) : a.captured(2)).trimmed();
            if (name == u"xmlurl"_s)
                feed.xmlUrl = value;
            else if (name == u"htmlurl"_s)
                feed.htmlUrl = value;
            else if (name == u"text"_s || (name == u"title"_s && feed.title.isEmpty()))
                feed.title = FeedText::normalizeWhitespace(value);
        }
        if (feed.xmlUrl.isEmpty())
            continue;
        const qsizetype before = result.feeds.size();
        reader.add(feed);
        recovered += int(result.feeds.size() - before);
    }
    if (recovered > 0)
        result.problems << u"%1 feeds after the error were read without their folders"_s.arg(recovered);
    return result;
}

QByteArray writeOpml(const QList<OpmlFeed> &feeds, const QString &title)
{
    QByteArray out;
    QXmlStreamWriter writer(&out);
    writer.setAutoFormatting(true);
    writer.setAutoFormattingIndent(2);
    writer.writeStartDocument();
    writer.writeStartElement(u"opml"_s);
    writer.writeAttribute(u"version"_s, u"2.0"_s);
    writer.writeStartElement(u"head"_s);
    writer.writeTextElement(u"title"_s, title.isEmpty() ? u"Kindred subscriptions"_s : title);
    writer.writeEndElement();
    writer.writeStartElement(u"body"_s);
    QStringList open; // folders currently open in the output
    for (const OpmlFeed &feed : feeds) {
        // Close the folders this feed is not in, then open the ones it is in.
        const QStringList folder = feed.folder.mid(0, maxOpmlFolderDepth);
        qsizetype common = 0;
        while (common < open.size() && common < folder.size() && open[common] == folder[common])
            ++common;
        while (open.size() > common) {
            writer.writeEndElement();
            open.removeLast();
        }
        for (qsizetype i = common; i < folder.size(); ++i) {
            writer.writeStartElement(u"outline"_s);
            writer.writeAttribute(u"text"_s, folder[i]);
            writer.writeAttribute(u"title"_s, folder[i]);
            open.append(folder[i]);
        }
        writer.writeEmptyElement(u"outline"_s);
        writer.writeAttribute(u"type"_s, u"rss"_s);
        writer.writeAttribute(u"text"_s, feed.title);
        writer.writeAttribute(u"title"_s, feed.title);
        writer.writeAttribute(u"xmlUrl"_s, feed.xmlUrl);
        if (!feed.htmlUrl.isEmpty())
            writer.writeAttribute(u"htmlUrl"_s, feed.htmlUrl);
    }
    while (!open.isEmpty()) {
        writer.writeEndElement();
        open.removeLast();
    }
    writer.writeEndElement(); // body
    writer.writeEndElement(); // opml
    writer.writeEndDocument();
    return out;
}

} // namespace kindred
