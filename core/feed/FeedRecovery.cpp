#include "feed/FeedRecovery.h"

#include "feed/XmlFeedReader.h"

#include <QRegularExpression>

namespace kindred::FeedRecovery {

using namespace Qt::StringLiterals;

namespace {

bool canStartMarkup(QChar c)
{
    return c.isLetter() || c == u'_' || c == u'/' || c == u'!' || c == u'?';
}

// HTML elements that never have an end tag. <link> is left out on purpose: in RSS it has one.
bool isVoidTag(QStringView name)
{
    static const QStringList voids {u"br"_s, u"hr"_s, u"img"_s, u"input"_s, u"meta"_s, u"area"_s, u"col"_s,
        u"embed"_s, u"param"_s, u"source"_s, u"track"_s, u"wbr"_s};
    return voids.contains(name.toString().toLower());
}

} // namespace

QString repairMarkup(const QString &xml)
{
    QString out;
    out.reserve(xml.size() + 64);
    const qsizetype n = xml.size();
    qsizetype i = 0;
    qsizetype nextGt = -2; // -2: not searched yet; -1: there is none
    while (i < n) {
        const QChar c = xml.at(i);
        if (c != u'<') {
            out += c;
            ++i;
            continue;
        }
        const QStringView rest = QStringView(xml).mid(i);
        if (rest.startsWith(u"<![CDATA[") || rest.startsWith(u"<!--")) {
            const bool cdata = rest.startsWith(u"<![CDATA[");
            const qsizetype end = xml.indexOf(cdata ? u"]]>"_s : u"-->"_s, i + 4);
            const qsizetype stop = end < 0 ? n : end + 3;
            out += QStringView(xml).mid(i, stop - i);
            i = stop;
            continue;
        }
        // The next '>' is cached: a document of '<' without any '>' must not cost O(n^2).
        if (nextGt != -1 && nextGt <= i)
            nextGt = xml.indexOf(u'>', i);
        if (rest.startsWith(u"<!")) { // a DOCTYPE, with its internal subset if any
            qsizetype stop = n;
            if (nextGt >= 0) {
                const qsizetype bracket = QStringView(xml).mid(i, nextGt - i).indexOf(u'[');
                const qsizetype subsetEnd = bracket >= 0 ? xml.indexOf(u"]>"_s, i + bracket) : -1;
                stop = bracket < 0 ? nextGt + 1 : subsetEnd < 0 ? n : subsetEnd + 2;
            }
            out += QStringView(xml).mid(i, stop - i);
            i = stop;
            continue;
        }
        if (i + 1 >= n || !canStartMarkup(xml.at(i + 1))) {
            out += u"&lt;"_s;
            ++i;
            continue;
        }
        // A start tag: find its end, then close it if it is an HTML void element left open.
        qsizetype nameEnd = i + 1;
        while (nameEnd < n && (xml.at(nameEnd).isLetterOrNumber() || xml.at(nameEnd) == u':'))
            ++nameEnd;
        const QStringView name = QStringView(xml).mid(i + 1, nameEnd - i - 1);
        if (nextGt != -1 && nextGt < nameEnd)
            nextGt = xml.indexOf(u'>', nameEnd);
        const qsizetype close = nextGt;
        const qsizetype nextOpen = xml.indexOf(u'<', nameEnd);
        if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
            out += u"&lt;"_s; // a '<' whose tag never ends is text
            ++i;
            continue;
        }
        if (isVoidTag(name) && xml.at(close - 1) != u'/') {
            out += QStringView(xml).mid(i, close - i);
            out += u"/>"_s;
        } else {
            out += QStringView(xml).mid(i, close - i + 1);
        }
        i = close + 1;
    }
    // End tags of void elements would now be unmatched: drop them.
    static const QRegularExpression voidEndTag(
        u"</(?:br|hr|img|input|meta|area|col|embed|param|source|track|wbr)\\s*>"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (out.contains(u"</"_s))
        out.remove(voidEndTag);
    return out;
}

QList<FeedItem> salvageItems(const QString &xml, const QUrl &baseUrl, bool atom)
{
    const QString open = atom ? u"<entry"_s : u"<item"_s;
    const QString close = atom ? u"</entry>"_s : u"</item>"_s;
    const QString prefix
        = atom ? u"<feed xmlns=\"http://www.w3.org/2005/Atom\">"_s : u"<rss version=\"2.0\"><channel>"_s;
    const QString suffix = atom ? u"</feed>"_s : u"</channel></rss>"_s;
    QList<FeedItem> items;
    qsizetype from = 0;
    qsizetype nextClose = -2; // -2: not searched yet; -1: there is none
    while (items.size() < maxFeedItems) {
        qsizetype start = xml.indexOf(open, from, Qt::CaseInsensitive);
        while (
            start >= 0 && start + open.size() < xml.size() && xml.at(start + open.size()).isLetterOrNumber())
            start = xml.indexOf(open, start + 1, Qt::CaseInsensitive); // <itemref> is not <item>
        if (start < 0)
            break;
        const qsizetype next = xml.indexOf(open, start + open.size(), Qt::CaseInsensitive);
        // Cached so that a document without end tags is still scanned once, not once per item.
        if (nextClose != -1 && nextClose < start)
            nextClose = xml.indexOf(close, start, Qt::CaseInsensitive);
        qsizetype end = nextClose < 0 ? (next < 0 ? xml.size() : next) : nextClose + close.size();
        if (next >= 0 && next < end)
            end = next; // an item that never closes ends where the next one starts
        const QString segment = prefix + xml.mid(start, end - start) + suffix;
        XmlFeedReader reader(segment, baseUrl);
        const FeedParseResult part = reader.read();
        for (const FeedItem &item : part.feed.items) {
            if (!item.title.isEmpty() || !item.link.isEmpty() || !item.guid.isEmpty()
                || !item.summary.isEmpty())
                items.append(item);
        }
        from = end;
    }
    return items;
}

} // namespace kindred::FeedRecovery
