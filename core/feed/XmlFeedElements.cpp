// The feed vocabulary of XmlFeedReader: RSS, Atom and RDF elements, and the extensions feeds use
// (Dublin Core, content:encoded, Media RSS, iTunes), mapped into a Feed. The XML itself
// (namespaces, text, markup) is read in XmlFeedReader.cpp.
#include "feed/DateParser.h"
#include "feed/FeedText.h"
#include "feed/XmlFeedReader.h"

namespace kindred {

using namespace Qt::StringLiterals;

struct XmlFeedReader::ItemState
{
    Slot title, link, guid, published, updated, author, summary, content, image;
    QStringList categories;
    QList<FeedEnclosure> enclosures;
    bool guidIsPermaLink = true;
    bool titleHtml = false;
};

struct XmlFeedReader::ChannelState
{
    Slot title, link, description, language;
    bool titleHtml = false;
};

void XmlFeedReader::Slot::offer(const QString &candidate, int p)
{
    if (p > priority && !candidate.trimmed().isEmpty()) {
        value = candidate;
        priority = p;
    }
}

void XmlFeedReader::Slot::offerLast(const QString &candidate, int p)
{
    if (p >= priority && !candidate.trimmed().isEmpty()) {
        value = candidate;
        priority = p;
    }
}

namespace {

QString plainTitle(const QString &value, bool html)
{
    return html ? FeedText::htmlToPlainText(value) : FeedText::normalizeWhitespace(value);
}

bool isHttpUrl(const QString &text)
{
    return text.startsWith(u"http://"_s, Qt::CaseInsensitive)
        || text.startsWith(u"https://"_s, Qt::CaseInsensitive);
}

} // namespace

void XmlFeedReader::readItemChildren(ItemState &item)
{
    const int depth = m_depth;
    while (!atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_depth < depth)
            return;
        if (token == QXmlStreamReader::StartElement)
            readItemChild(item, name());
    }
}

void XmlFeedReader::readItemChild(ItemState &item, const Name &n)
{
    if (m_depth > MaxDepth) {
        skipElement();
        return;
    }
    const QString &l = n.local;
    switch (n.ns) {
    case Ns::None:
    case Ns::Atom: {
        const bool atom = n.ns == Ns::Atom;
        if (l == u"title"_s) {
            const TextValue t = readText();
            item.title.offer(plainTitle(t.value, t.html), 3);
        } else if (l == u"link"_s) {
            const bool hasHref = !attribute("href"_L1).isEmpty();
            if (atom || hasHref) {
                const QString type = attribute("type"_L1).toLower();
                const QString rel = attribute("rel"_L1).toLower();
                const QString length = attribute("length"_L1);
                bool alternate = false;
                const QString href = readAtomLinkHref(&alternate);
                // Atom: the first alternate link; RSS with several <link>s: the last, like gofeed.
                if (alternate && atom)
                    item.link.offer(href, 3);
                else if (alternate)
                    item.link.offerLast(href, 3);
                else if (rel == u"enclosure"_s && type.startsWith(u"image/"_s))
                    item.image.offer(href, 1);
                if (rel == u"enclosure"_s)
                    addEnclosure(item.enclosures, href, type, length);
            } else {
                const QUrl at = base();
                item.link.offerLast(FeedText::resolveUrl(at, readPlain()), 3);
            }
        } else if (l == u"guid"_s || (atom && l == u"id"_s)) {
            if (attribute("isPermaLink"_L1).trimmed().compare(u"false"_s, Qt::CaseInsensitive) == 0)
                item.guidIsPermaLink = false;
            const QUrl at = base();
            const QString guid = readPlain();
            item.guid.offer(guid, 3);
            if (!atom && item.guidIsPermaLink && isHttpUrl(guid))
                item.link.offer(FeedText::resolveUrl(at, guid), 1);
        } else if (l == u"pubdate"_s || l == u"published"_s) {
            item.published.offer(readPlain(), 3);
        } else if (l == u"issued"_s) {
            item.published.offer(readPlain(), 2);
        } else if (l == u"created"_s) {
            item.published.offer(readPlain(), 1);
        } else if (l == u"updated"_s || l == u"modified"_s) {
            item.updated.offerLast(readPlain(), 3);
        } else if (l == u"author"_s) {
            if (atom)
                readPerson(item.author, 3);
            else
                item.author.offer(readPlain(), 3);
        } else if (l == u"description"_s || l == u"summary"_s) {
            item.summary.offer(readText().value, 3);
        } else if (l == u"content"_s) {
            if (!attribute("src"_L1).isEmpty()) {
                bool alternate = false;
                item.link.offer(readAtomLinkHref(&alternate), 1);
            } else {
                item.content.offer(readText().value, 3);
            }
        } else if (l == u"body"_s) {
            QString markup;
            bool sawElement = false;
            readMarkup(markup, &sawElement);
            item.content.offer(markup.trimmed(), 2);
        } else if (l == u"fullitem"_s) {
            item.content.offer(readText().value, 1);
        } else if (l == u"category"_s) {
            // Atom's label is the human-readable form (RFC 4287 4.2.2.3), the term a key.
            QString term = attribute("label"_L1);
            if (term.isEmpty())
                term = attribute("term"_L1);
            const QString text = readPlain();
            if (term.isEmpty())
                term = text;
            if (!term.trimmed().isEmpty())
                item.categories << term.trimmed();
        } else if (l == u"enclosure"_s) {
            const QString url = FeedText::resolveUrl(base(), attribute("url"_L1));
            if (attribute("type"_L1).startsWith(u"image/"_s, Qt::CaseInsensitive))
                item.image.offer(url, 2);
            if (!attribute("url"_L1).trimmed().isEmpty())
                addEnclosure(item.enclosures, url, attribute("type"_L1), attribute("length"_L1));
            skipElement();
        } else {
            skipElement();
        }
        return;
    }
    case Ns::Dc:
        if (l == u"title"_s)
            item.title.offer(readPlain(), 2);
        else if (l == u"creator"_s || l == u"author"_s)
            item.author.offer(readPlain(), 2);
        else if (l == u"contributor"_s)
            item.author.offer(readPlain(), 1);
        else if (l == u"date"_s) {
            const QString date = readPlain();
            item.published.offer(date, 2);
            item.updated.offer(date, 1);
        } else if (l == u"description"_s)
            item.summary.offer(readText().value, 2);
        else if (l == u"subject"_s) {
            const QString subject = readPlain();
            if (!subject.isEmpty())
                item.categories << subject;
        } else if (l == u"identifier"_s)
            item.guid.offer(readPlain(), 1);
        else
            skipElement();
        return;
    case Ns::DcTerms:
        if (l == u"issued"_s || l == u"created"_s)
            item.published.offer(readPlain(), 1);
        else if (l == u"modified"_s)
            item.updated.offer(readPlain(), 2);
        else
            skipElement();
        return;
    case Ns::Content:
        if (l == u"encoded"_s)
            item.content.offer(readText().value, 3);
        else
            skipElement();
        return;
    case Ns::Xhtml:
        if (l == u"body"_s || l == u"div"_s) {
            QString markup;
            bool sawElement = false;
            readMarkup(markup, &sawElement);
            item.content.offer(markup.trimmed(), 2);
        } else {
            skipElement();
        }
        return;
    case Ns::Media:
        if (l == u"thumbnail"_s) {
            item.image.offer(FeedText::resolveUrl(base(), attribute("url"_L1)), 3);
            skipElement();
        } else if (l == u"content"_s) {
            if (attribute("medium"_L1) == u"image"_s || attribute("type"_L1).startsWith(u"image/"_s))
                item.image.offer(FeedText::resolveUrl(base(), attribute("url"_L1)), 2);
            readItemChildren(item);
        } else if (l == u"category"_s) {
            const QString label = attribute("label"_L1);
            const QString text = readPlain();
            if (!text.isEmpty() || !label.isEmpty())
                item.categories << (text.isEmpty() ? label : text);
        } else if (l == u"group"_s) {
            readItemChildren(item);
        } else if (l == u"title"_s) {
            const TextValue t = readText();
            item.title.offer(plainTitle(t.value, t.html), 1);
        } else if (l == u"description"_s) {
            item.summary.offer(readText().value, 1);
        } else {
            skipElement();
        }
        return;
    case Ns::Itunes:
        if (l == u"category"_s) {
            if (const QString text = attribute("text"_L1).trimmed(); !text.isEmpty())
                item.categories << text;
            readItemChildren(item); // nested itunes:category elements are subcategories
        } else if (l == u"keywords"_s) {
            for (const QString &keyword : readPlain().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (!keyword.trimmed().isEmpty())
                    item.categories << keyword.trimmed();
            }
        } else if (l == u"author"_s)
            item.author.offer(readPlain(), 1);
        else if (l == u"summary"_s)
            item.summary.offer(readText().value, 1);
        else if (l == u"image"_s) {
            item.image.offer(FeedText::resolveUrl(base(), attribute("href"_L1)), 1);
            skipElement();
        } else
            skipElement();
        return;
    default:
        skipElement();
        return;
    }
}

void XmlFeedReader::readItem(bool atomEntry)
{
    Q_UNUSED(atomEntry);
    if (m_feed.items.size() >= maxFeedItems) {
        ++m_itemsSkipped;
        skipElement();
        return;
    }
    ItemState item;
    item.guid.offer(attribute("rdf:about"_L1), 1); // RSS 1.0 names each item by its URI
    readItemChildren(item);
    FeedItem out;
    out.title = item.title.value;
    out.link = item.link.value.trimmed();
    out.guid = item.guid.value.trimmed();
    out.published = DateParser::parse(item.published.value);
    out.updated = DateParser::parse(item.updated.value);
    out.author = item.author.value;
    out.content = item.content.value;
    // Like feedparser: an item with only a body uses it as its summary too.
    out.summary = item.summary.value.isEmpty() ? out.content : item.summary.value;
    out.categories = item.categories;
    out.categories.removeDuplicates();
    out.imageUrl = item.image.value.trimmed();
    out.enclosures = std::move(item.enclosures);
    const bool complete = !m_reader.hasError();
    if (complete || !out.title.isEmpty() || !out.link.isEmpty() || !out.guid.isEmpty())
        m_feed.items.append(out);
}

void XmlFeedReader::readFeedLevel(ChannelState &channel, bool directChild)
{
    const int depth = m_depth;
    while (!atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_depth < depth)
            return;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name n = name();
        const QString &l = n.local;
        const bool core = n.ns == Ns::None || n.ns == Ns::Atom;
        if (core && (l == u"item"_s || l == u"entry"_s)) {
            readItem(n.ns == Ns::Atom);
        } else if (core && l == u"channel"_s) {
            readFeedLevel(channel, true);
        } else if (core
            && (l == u"image"_s || l == u"textinput"_s || l == u"source"_s || l == u"author"_s
                || l == u"contributor"_s || l == u"logo"_s || l == u"icon"_s)) {
            skipElement();
        } else if (!directChild) {
            if ((core || n.ns == Ns::Rdf) && m_depth <= MaxDepth)
                readFeedLevel(channel, false);
            else
                skipElement();
        } else if (core && l == u"title"_s) {
            const TextValue t = readText();
            channel.title.offer(plainTitle(t.value, t.html), 3);
        } else if (n.ns == Ns::Dc && l == u"title"_s) {
            channel.title.offer(readPlain(), 2);
        } else if (core && l == u"link"_s) {
            if (n.ns == Ns::Atom || !attribute("href"_L1).isEmpty()) {
                bool alternate = false;
                const QString href = readAtomLinkHref(&alternate);
                if (alternate && n.ns == Ns::Atom)
                    channel.link.offer(href, 3);
                else if (alternate)
                    channel.link.offerLast(href, 3);
            } else {
                const QUrl at = base();
                channel.link.offerLast(FeedText::resolveUrl(at, readPlain()), 3);
            }
        } else if (core && (l == u"description"_s || l == u"subtitle"_s || l == u"tagline"_s)) {
            channel.description.offer(readText().value, 3);
        } else if (n.ns == Ns::Dc && l == u"description"_s) {
            channel.description.offer(readText().value, 2);
        } else if (n.ns == Ns::Itunes && (l == u"summary"_s || l == u"subtitle"_s)) {
            channel.description.offer(readText().value, 1);
        } else if ((n.ns == Ns::None && l == u"language"_s) || (n.ns == Ns::Dc && l == u"language"_s)) {
            channel.language.offer(readPlain(), n.ns == Ns::None ? 3 : 2);
        } else if ((core || n.ns == Ns::Rdf) && m_depth <= MaxDepth) {
            readFeedLevel(channel, false);
        } else {
            skipElement();
        }
    }
}

FeedParseResult XmlFeedReader::read()
{
    FeedParseResult result;
    while (!atEnd() && next() != QXmlStreamReader::StartElement) { }
    if (m_reader.tokenType() != QXmlStreamReader::StartElement) {
        result.error = m_reader.hasError() ? u"not a feed: %1"_s.arg(m_reader.errorString())
                                           : u"not a feed: no root element"_s;
        return result;
    }
    const QStringView qn = m_reader.qualifiedName();
    const QString root = (qn.contains(u':') ? qn.mid(qn.indexOf(u':') + 1) : qn).toString().toLower();
    const QString xmlns = attribute("xmlns"_L1).toLower();
    const QString version = attribute("version"_L1).trimmed();
    if (root == u"rss"_s) {
        if (version == u"0.91"_s)
            m_feed.format = FeedFormat::Rss091;
        else if (version == u"0.92"_s)
            m_feed.format = FeedFormat::Rss092;
        else if (version == u"0.93"_s)
            m_feed.format = FeedFormat::Rss093;
        else if (version == u"0.94"_s)
            m_feed.format = FeedFormat::Rss094;
        else if (version == u"0.90"_s)
            m_feed.format = FeedFormat::Rss090;
        else
            m_feed.format = FeedFormat::Rss20;
    } else if (root == u"rdf"_s) {
        m_feed.format
            = xmlns.contains(u"netscape.com/rdf/simple/0.9"_s) ? FeedFormat::Rss090 : FeedFormat::Rss10;
    } else if (root == u"feed"_s) {
        m_atomDocument = true;
        m_feed.format = xmlns.contains(u"purl.org/atom"_s) || version == u"0.3"_s ? FeedFormat::Atom03
                                                                                  : FeedFormat::Atom10;
    } else if (root == u"channel"_s) {
        m_feed.format = FeedFormat::Rss091;
    } else if (root == u"entry"_s && nsOf(qn) == Ns::Atom) {
        // An Atom Entry Document (RFC 4287 4.1.2): some servers publish one per article.
        m_atomDocument = true;
        m_feed.format = xmlns.contains(u"purl.org/atom"_s) ? FeedFormat::Atom03 : FeedFormat::Atom10;
    } else {
        result.error = u"not a feed: the document's root element is <%1>"_s.arg(qn.toString());
        return result;
    }
    // A feed in a namespace nobody knows ("http://example.com/newformat#", RSS 2.1) is still
    // recognised by its root element: that namespace then counts as the core one.
    if (nsOf(qn) == Ns::Other) {
        const QString prefix = qn.contains(u':') ? qn.left(qn.indexOf(u':')).toString() : QString();
        if (const auto it = m_namespaces.find(prefix); it != m_namespaces.end()) {
            for (Ns &ns : *it)
                ns = m_atomDocument ? Ns::Atom : Ns::None;
        }
    }
    ChannelState channel;
    channel.language.offer(attribute("xml:lang"_L1), 1);
    if (root == u"entry"_s)
        readItem(true); // a feed of one item
    else
        readFeedLevel(channel, true);
    m_feed.title = channel.title.value;
    m_feed.link = channel.link.value.trimmed();
    m_feed.description = channel.description.value;
    m_feed.language = channel.language.value.trimmed().replace(QLatin1Char('_'), QLatin1Char('-'));
    if (m_reader.hasError())
        result.error = u"XML error at line %1, column %2: %3"_s.arg(m_reader.lineNumber())
                           .arg(m_reader.columnNumber())
                           .arg(m_reader.errorString());
    if (m_undeclaredPrefix)
        result.warnings << u"a namespace prefix is used without a declaration"_s;
    if (m_itemsSkipped > 0)
        result.warnings << u"%1 items past the first %2 were skipped"_s.arg(m_itemsSkipped).arg(maxFeedItems);
    result.feed = m_feed;
    return result;
}

} // namespace kindred
