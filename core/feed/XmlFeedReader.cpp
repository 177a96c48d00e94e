#include "feed/XmlFeedReader.h"

#include "feed/FeedText.h"

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

using NsKind = XmlFeedReader::Ns;

// Known namespace URIs, compared lower-case and without a trailing slash or '#'.
NsKind nsForUri(QString uri)
{
    uri = uri.trimmed().toLower();
    while (uri.endsWith(QLatin1Char('/')) || uri.endsWith(QLatin1Char('#')))
        uri.chop(1);
    static const QHash<QString, NsKind> known {
        {u"http://purl.org/rss/1.0"_s, NsKind::None},
        {u"http://my.netscape.com/rdf/simple/0.9"_s, NsKind::None},
        {u"http://backend.userland.com/rss2"_s, NsKind::None},
        {u"http://backend.userland.com/rss"_s, NsKind::None},
        {u"http://blogs.law.harvard.edu/tech/rss"_s, NsKind::None},
        {u"http://purl.org/net/rss1.1"_s, NsKind::None},
        {u"http://www.w3.org/2005/atom"_s, NsKind::Atom},
        {u"http://purl.org/atom/ns"_s, NsKind::Atom},
        {u"http://purl.org/dc/elements/1.1"_s, NsKind::Dc},
        {u"http://purl.org/dc/elements/1.0"_s, NsKind::Dc},
        {u"http://purl.org/dc/terms"_s, NsKind::DcTerms},
        {u"http://purl.org/rss/1.0/modules/content"_s, NsKind::Content},
        {u"http://search.yahoo.com/mrss"_s, NsKind::Media},
        {u"http://www.w3.org/1999/xhtml"_s, NsKind::Xhtml},
        {u"http://www.w3.org/1999/02/22-rdf-syntax-ns"_s, NsKind::Rdf},
        {u"http://www.itunes.com/dtds/podcast-1.0.dtd"_s, NsKind::Itunes},
        {u"http://www.w3.org/xml/1998/namespace"_s, NsKind::Xml},
    };
    if (uri.isEmpty())
        return NsKind::None;
    return known.value(uri, NsKind::Other);
}

// What a prefix conventionally means when the document forgot to declare it.
NsKind nsForPrefix(QStringView prefix)
{
    if (prefix == u"atom" || prefix == u"atom10" || prefix == u"atom03")
        return NsKind::Atom;
    if (prefix == u"dc")
        return NsKind::Dc;
    if (prefix == u"dcterms")
        return NsKind::DcTerms;
    if (prefix == u"content")
        return NsKind::Content;
    if (prefix == u"media")
        return NsKind::Media;
    if (prefix == u"xhtml")
        return NsKind::Xhtml;
    if (prefix == u"rdf")
        return NsKind::Rdf;
    if (prefix == u"itunes")
        return NsKind::Itunes;
    if (prefix == u"xml")
        return NsKind::Xml;
    return NsKind::Other;
}

bool isVoidHtmlElement(QStringView name)
{
    static const QStringList voids {u"area"_s, u"base"_s, u"br"_s, u"col"_s, u"embed"_s, u"hr"_s, u"img"_s,
        u"input"_s, u"link"_s, u"meta"_s, u"param"_s, u"source"_s, u"track"_s, u"wbr"_s};
    return voids.contains(name.toString().toLower());
}

// Undoes FeedText::escapeHtml for text readMarkup escaped (and only that: real entities stay).
QString unescape(QString text)
{
    if (!text.contains(QLatin1Char('&')))
        return text;
    text.replace(u"&lt;"_s, u"<"_s);
    text.replace(u"&gt;"_s, u">"_s);
    text.replace(u"&amp;"_s, u"&"_s);
    return text;
}

bool isUrlAttribute(QStringView name)
{
    return name == u"href" || name == u"src" || name == u"poster" || name == u"cite" || name == u"action"
        || name == u"longdesc" || name == u"background" || name == u"usemap";
}

} // namespace

XmlFeedReader::XmlFeedReader(const QString &xml, const QUrl &baseUrl) : m_reader(xml), m_baseUrl(baseUrl)
{
    m_reader.setNamespaceProcessing(false);
}

XmlFeedReader::XmlFeedReader(const QByteArray &utf8, const QUrl &baseUrl) : m_reader(utf8), m_baseUrl(baseUrl)
{
    m_reader.setNamespaceProcessing(false);
}

QXmlStreamReader::TokenType XmlFeedReader::next()
{
    const QXmlStreamReader::TokenType token = m_reader.readNext();
    if (token == QXmlStreamReader::StartElement) {
        ++m_depth;
        for (const QXmlStreamAttribute &a : m_reader.attributes()) {
            const QStringView qn = a.qualifiedName();
            if (qn == u"xmlns")
                declareNamespace(QString(), nsForUri(a.value().toString()));
            else if (qn.startsWith(u"xmlns:"))
                declareNamespace(qn.mid(6).toString(), nsForUri(a.value().toString()));
            else if (qn == u"xml:base")
                m_bases.append({m_depth, QUrl(FeedText::resolveUrl(base(), a.value().toString()))});
        }
    } else if (token == QXmlStreamReader::EndElement) {
        while (!m_declared.isEmpty() && m_declared.last().first >= m_depth) {
            const QString prefix = m_declared.takeLast().second;
            const auto it = m_namespaces.find(prefix);
            it->removeLast();
            if (it->isEmpty())
                m_namespaces.erase(it);
        }
        while (!m_bases.isEmpty() && m_bases.last().first >= m_depth)
            m_bases.removeLast();
        --m_depth;
    }
    return token;
}

void XmlFeedReader::declareNamespace(const QString &prefix, Ns ns)
{
    m_namespaces[prefix].append(ns);
    m_declared.append({m_depth, prefix});
}

XmlFeedReader::Ns XmlFeedReader::nsOf(QStringView qualifiedName) const
{
    const qsizetype colon = qualifiedName.indexOf(u':');
    const QStringView prefix = colon < 0 ? QStringView() : qualifiedName.left(colon);
    if (const auto it = m_namespaces.constFind(prefix.toString()); it != m_namespaces.cend())
        return it->last();
    if (prefix.isEmpty())
        return Ns::None;
    if (prefix != u"xml" && prefix != u"xmlns")
        m_undeclaredPrefix = true;
    return nsForPrefix(prefix);
}

XmlFeedReader::Name XmlFeedReader::name() const
{
    const QStringView qn = m_reader.qualifiedName();
    const qsizetype colon = qn.indexOf(u':');
    // Element names compare lower-case: feeds in the wild write <pubdate> and <TiTlE>.
    Name n {nsOf(qn), (colon < 0 ? qn : qn.mid(colon + 1)).toString().toLower()};
    if (n.ns == Ns::None && m_atomDocument)
        n.ns = Ns::Atom; // Atom 0.3 feeds without a namespace declaration
    return n;
}

QString XmlFeedReader::attribute(QLatin1String qualifiedName) const
{
    for (const QXmlStreamAttribute &a : m_reader.attributes()) {
        if (a.qualifiedName() == qualifiedName)
            return a.value().toString();
    }
    // Attributes with a namespace prefix ("atom:href") are rare but legal.
    for (const QXmlStreamAttribute &a : m_reader.attributes()) {
        const QStringView qn = a.qualifiedName();
        if (qn.endsWith(qualifiedName) && qn.size() > qualifiedName.size()
            && qn.at(qn.size() - qualifiedName.size() - 1) == u':')
            return a.value().toString();
    }
    return {};
}

bool XmlFeedReader::atEnd() const
{
    return m_reader.atEnd() || m_reader.hasError();
}

void XmlFeedReader::skipElement()
{
    const int depth = m_depth;
    while (!atEnd()) {
        if (next() == QXmlStreamReader::EndElement && m_depth < depth)
            return;
    }
}

void XmlFeedReader::readMarkup(QString &out, bool *sawElement)
{
    const int depth = m_depth;
    while (!atEnd()) {
        if (next() == QXmlStreamReader::EndElement && m_depth < depth)
            return;
        appendMarkup(out, sawElement);
    }
}

QString XmlFeedReader::Content::markup() const
{
    if (!plain)
        return text;
    QString escaped;
    FeedText::appendEscaped(escaped, text, false);
    return escaped;
}

QString XmlFeedReader::Content::textValue() const
{
    return plain || sawElement ? text : unescape(text);
}

XmlFeedReader::Content XmlFeedReader::readContent()
{
    Content content;
    const int depth = m_depth;
    while (!atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_depth < depth)
            return content;
        if (content.plain && token == QXmlStreamReader::Characters && !m_reader.isCDATA()) {
            // Usually the one piece of text: of its exact size (an append rounds the first block
            // up, and a run's parsed feeds hold every item's text at once).
            if (content.text.isEmpty())
                content.text = m_reader.text().toString();
            else
                content.text += m_reader.text();
            continue;
        }
        if (content.plain
            && (token == QXmlStreamReader::Characters || token == QXmlStreamReader::EntityReference
                || token == QXmlStreamReader::StartElement)) {
            content.text = content.markup();
            content.plain = false;
        }
        appendMarkup(content.text, &content.sawElement);
    }
    return content;
}

void XmlFeedReader::appendMarkup(QString &out, bool *sawElement)
{
    switch (m_reader.tokenType()) {
    case QXmlStreamReader::Characters:
        if (m_reader.isCDATA())
            out += m_reader.text();
        else
            FeedText::appendEscaped(out, m_reader.text(), false);
        break;
    case QXmlStreamReader::EntityReference:
        out += u"&"_s + m_reader.name().toString() + u";"_s;
        break;
    case QXmlStreamReader::StartElement: {
        *sawElement = true;
        if (m_depth > MaxDepth) {
            skipElement(); // bounded recursion: absurdly deep markup is dropped
            break;
        }
        const QStringView qn = m_reader.qualifiedName();
        const qsizetype colon = qn.indexOf(u':');
        const bool xhtml = nsOf(qn) == Ns::Xhtml || colon < 0;
        const QString tag = (xhtml && colon >= 0 ? qn.mid(colon + 1) : qn).toString();
        out += QLatin1Char('<') + tag;
        for (const QXmlStreamAttribute &a : m_reader.attributes()) {
            const QStringView an = a.qualifiedName();
            if (an == u"xmlns" || an.startsWith(u"xmlns:") || an == u"xml:base")
                continue;
            QString value = a.value().toString();
            if (isUrlAttribute(an))
                value = FeedText::resolveUrl(base(), value);
            out += QLatin1Char(' ') + an.toString() + u"=\""_s + FeedText::escapeHtml(value)
                + QLatin1Char('"');
        }
        if (isVoidHtmlElement(tag)) {
            out += u" />"_s;
            skipElement();
        } else {
            out += QLatin1Char('>');
            readMarkup(out, sawElement);
            out += u"</"_s + tag + QLatin1Char('>');
        }
        break;
    }
    default:
        break;
    }
}

XmlFeedReader::TextValue XmlFeedReader::readText()
{
    const QUrl at = base();
    const QString type = attribute("type"_L1).trimmed().toLower();
    const QString mode = attribute("mode"_L1).trimmed().toLower();
    TextValue result;
    const Content content = readContent();
    bool sawElement = content.sawElement;
    if (type == u"xhtml"_s || type == u"application/xhtml+xml"_s || mode == u"xml"_s) {
        result.html = true;
        const QString raw = content.markup();
        // Atom 1.0 puts the XHTML inside one <div>, which is a wrapper and not content.
        const QString trimmed = raw.trimmed();
        if (type == u"xhtml"_s && trimmed.startsWith(u"<div"_s) && trimmed.endsWith(u"</div>"_s)
            && trimmed.indexOf(u"<div"_s, 4) < 0) {
            const qsizetype open = trimmed.indexOf(QLatin1Char('>'));
            result.value = trimmed.mid(open + 1, trimmed.size() - open - 1 - 6);
        } else {
            result.value = raw;
        }
        return result;
    }
    // Without child elements the value is the text itself.
    QString text = content.textValue();
    // Atom: any type that is not text, HTML or XML is base64 (Atom 0.3 said so with mode).
    if (!sawElement
        && (mode == u"base64"_s
            || (!type.isEmpty() && !type.startsWith(u"text"_s) && !type.contains(u"xml"_s)
                && type != u"html"_s))) {
        const QByteArray decoded = QByteArray::fromBase64(text.trimmed().toLatin1());
        if (!decoded.isEmpty())
            text = QString::fromUtf8(decoded);
    }
    // type="html" wrapped in an XHTML <div> anyway: the div's text is the escaped HTML.
    if (sawElement && (type == u"html"_s || type == u"text/html"_s)) {
        const QString trimmed = text.trimmed();
        if (trimmed.startsWith(u"<div"_s) && trimmed.endsWith(u"</div>"_s)
            && trimmed.indexOf(u"<div"_s, 4) < 0) {
            const qsizetype open = trimmed.indexOf(QLatin1Char('>'));
            const QString inner = trimmed.mid(open + 1, trimmed.size() - open - 1 - 6);
            if (!inner.contains(QLatin1Char('<'))) {
                text = unescape(inner);
                sawElement = false;
            }
        }
    }
    result.value = text;
    result.html = sawElement || type == u"html"_s || type == u"text/html"_s || mode == u"escaped"_s
        || (type.isEmpty() && !m_atomDocument && FeedText::looksLikeHtml(text));
    if (type == u"text"_s || type == u"text/plain"_s)
        result.html = false;
    if (result.html && !sawElement)
        result.value = FeedText::resolveHtmlUrls(FeedText::fixCharacterReferences(result.value), at);
    return result;
}

QString XmlFeedReader::readPlain()
{
    const Content content = readContent();
    return content.sawElement ? FeedText::htmlToPlainText(content.text)
                              : FeedText::normalizeWhitespace(content.textValue());
}

QString XmlFeedReader::readAtomLinkHref(bool *isAlternate)
{
    const QString rel = attribute("rel"_L1).trimmed().toLower();
    *isAlternate = rel.isEmpty() || rel == u"alternate"_s
        || rel == u"http://www.iana.org/assignments/relation/alternate"_s;
    QString href = attribute("href"_L1);
    if (href.isEmpty())
        href = attribute("url"_L1);
    const QUrl at = base();
    // Atom 0.3 feeds sometimes put the URL in the element's text instead of href.
    if (href.isEmpty())
        href = readPlain();
    else
        skipElement();
    return FeedText::resolveUrl(at, href);
}

void XmlFeedReader::readPerson(Slot &slot, int priority)
{
    // Atom persons: <name>, <email>, <uri>; "name (email)" like feedparser when both are given.
    QString personName, email;
    const int depth = m_depth;
    while (!atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_depth < depth)
            break;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name n = name();
        if (n.local == u"name"_s)
            personName = readPlain();
        else if (n.local == u"email"_s)
            email = readPlain();
        else
            skipElement();
    }
    if (!personName.isEmpty() && !email.isEmpty())
        slot.offer(personName + u" ("_s + email + QLatin1Char(')'), priority);
    else
        slot.offer(personName.isEmpty() ? email : personName, priority);
}

} // namespace kindred
