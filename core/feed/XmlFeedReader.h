#pragma once

#include "feed/Feed.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>
#include <QXmlStreamReader>

namespace kindred {

/// Reads RSS 0.9x/1.0/2.0 and Atom 0.3/1.0 from text already prepared by prepareXml().
/// Namespaces are resolved by the reader itself, so that feeds using an undeclared prefix
/// (`dc:creator` without xmlns:dc, common in the wild) still parse. XmlFeedReader.cpp reads the
/// XML (namespaces, text, markup); XmlFeedElements.cpp maps the feed's elements into a Feed.
class XmlFeedReader final
{
public:
    XmlFeedReader(const QString &xml, const QUrl &baseUrl);
    /// The same document as UTF-8 bytes, read without another copy (prepareXml() removes the
    /// declaration, so the reader takes the bytes as UTF-8).
    XmlFeedReader(const QByteArray &utf8, const QUrl &baseUrl);

    /// Reads the whole document; on an XML error the items read so far are kept.
    FeedParseResult read();

    /// The namespaces the reader tells apart; RSS 0.90/1.0 and RSS 2.0's official URIs count as None.
    enum class Ns { None, Atom, Dc, DcTerms, Content, Media, Xhtml, Rdf, Itunes, Xml, Other };

private:
    // Deeper than this, elements are skipped instead of descended into, so that hostile nesting
    // cannot exhaust the stack (the reader's own recursion is a few frames per level).
    static constexpr int MaxDepth = 256;

    struct Name
    {
        Ns ns = Ns::None;
        QString local;
    };
    struct TextValue
    {
        QString value;
        bool html = false;
    };
    struct Slot // a field value with the priority of the element it came from
    {
        QString value;
        int priority = 0;
        void offer(const QString &candidate, int p); // first of equal priority wins
        void offerLast(const QString &candidate, int p); // last of equal priority wins
    };
    struct ItemState;
    struct ChannelState;

    QXmlStreamReader::TokenType next();
    Name name() const;
    Ns nsOf(QStringView qualifiedName) const;
    QString attribute(QLatin1String qualifiedName) const;
    QUrl base() const { return m_bases.isEmpty() ? m_baseUrl : m_bases.last().second; }

    void readFeedLevel(ChannelState &channel, bool directChild);
    void readItem(bool atomEntry);
    void readItemChild(ItemState &item, const Name &n);
    void readPerson(Slot &slot, int priority);
    /// Reads the children of the current element as the item's own: an item's, and those of a
    /// media:group, media:content or itunes:category inside it.
    void readItemChildren(ItemState &item);
    QString readAtomLinkHref(bool *isAlternate);
    /// An element's content as readText() and readPlain() take it. While only characters came (a
    /// feed's escaped HTML, the common case) it is their text as it is; from the first child
    /// element, CDATA section or entity on, markup as readMarkup() writes it. Text escaped for
    /// markup only to be unescaped again was a tenth of parsing a feed of whole articles.
    struct Content
    {
        QString text;
        bool plain = true; // `text` is characters only, not escaped
        bool sawElement = false;
        QString markup() const; // the content as markup
        QString textValue() const; // the value of content without child elements: its text
    };
    TextValue readText();
    QString readPlain();
    Content readContent();
    void readMarkup(QString &out, bool *sawElement);
    /// Appends the current token as markup; an element's whole subtree (readMarkup()).
    void appendMarkup(QString &out, bool *sawElement);
    void skipElement();
    bool atEnd() const;

    QXmlStreamReader m_reader;
    QUrl m_baseUrl;
    Feed m_feed;
    bool m_atomDocument = false;
    int m_depth = 0;
    QList<QPair<int, QUrl>> m_bases; // xml:base by element depth
    void declareNamespace(const QString &prefix, Ns ns);

    // Per prefix, its declarations in scope, innermost last: a lookup costs the same however many
    // declarations a hostile document nests. m_declared undoes them at end tags.
    QHash<QString, QList<Ns>> m_namespaces;
    QList<QPair<int, QString>> m_declared; // (depth, prefix) in document order
    mutable bool m_undeclaredPrefix = false; // set by nsOf(), reported as a repair
    qsizetype m_itemsSkipped = 0; // past maxFeedItems
};

} // namespace kindred
