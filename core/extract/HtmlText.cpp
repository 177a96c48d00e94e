#include "extract/HtmlText.h"

#include "extract/HtmlEntities.h"

namespace kindred::HtmlText {

using namespace Qt::StringLiterals;

namespace {

/// The element name of a tag's text, without the '/' of an end tag ("p class=x" -> "p").
QStringView tagName(QStringView tag)
{
    if (tag.startsWith(u'/'))
        tag = tag.sliced(1);
    qsizetype length = 0;
    while (length < tag.size() && tag[length].isLetterOrNumber())
        ++length;
    return tag.first(length);
}

bool is(QStringView name, QLatin1StringView element)
{
    return name.compare(element, Qt::CaseInsensitive) == 0;
}

/// An element that ends or starts a block of text: a paragraph, a line break, a list item, a heading.
bool isBlock(QStringView name)
{
    static const QLatin1String blocks[] = {QLatin1String("p"), QLatin1String("br"), QLatin1String("div"),
        QLatin1String("li"), QLatin1String("h1"), QLatin1String("h2"), QLatin1String("h3"),
        QLatin1String("h4"), QLatin1String("h5"), QLatin1String("h6"), QLatin1String("blockquote"),
        QLatin1String("tr"), QLatin1String("ul"), QLatin1String("ol"), QLatin1String("figcaption"),
        QLatin1String("figure"), QLatin1String("section"), QLatin1String("article"), QLatin1String("header"),
        QLatin1String("footer"), QLatin1String("hr"), QLatin1String("pre"), QLatin1String("table"),
        QLatin1String("dd"), QLatin1String("dt")};
    for (const QLatin1String block : blocks) {
        if (is(name, block))
            return true;
    }
    return false;
}

/// Whether `c`, after a '<', starts a tag, an end tag, a comment or a declaration (HTML5).
bool startsTag(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || u == u'/' || u == u'!' || u == u'?';
}

bool isAsciiSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f';
}

} // namespace

QString toText(QStringView html, Lines lines)
{
    const bool paragraphs = lines == Lines::Paragraphs;
    const bool markup = html.contains(u'<'); // plain text keeps its own line breaks
    QString text;
    text.reserve(html.size());
    QString decoded; // one reference at a time
    bool space = false; // whitespace seen since the last character written
    bool lineBreak = false; // ...and a paragraph's end among it
    bool cell = false; // ...and a table cell's start: "cell | cell | cell" on the row's line
    const auto isSpace = [paragraphs](QChar c) { return paragraphs ? c.isSpace() : isAsciiSpace(c); };
    // Characters without whitespace among them, after what the whitespace before them left.
    const auto putRun = [&](QStringView run) {
        if (space && !text.isEmpty())
            text += lineBreak ? QStringLiteral("\n") : cell ? QStringLiteral(" | ") : QStringLiteral(" ");
        space = lineBreak = cell = false;
        text += run;
    };
    const auto put = [&](QChar c) {
        if (!isSpace(c)) {
            putRun(QStringView(&c, 1));
            return;
        }
        space = true;
        lineBreak = lineBreak || (paragraphs && !markup && c == u'\n');
    };
    const qsizetype n = html.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = html[i];
        if (c == u'<' && i + 1 < n && startsTag(html[i + 1])) {
            const qsizetype end = html.indexOf(u'>', i + 1);
            if (end < 0)
                break; // an unterminated tag at the end: dropped
            space = true;
            const QStringView tag = html.sliced(i + 1, end - i - 1);
            const QStringView name = tagName(tag);
            const bool endTag = tag.startsWith(u'/');
            // A table's cell, or a definition list's description, which goes on its term's line:
            // a term's end and its description's start leave them on one line, "term | description".
            const bool description = !endTag && is(name, "dd"_L1);
            const bool opensCell = description || (!endTag && (is(name, "td"_L1) || is(name, "th"_L1)));
            const bool joins = description || (endTag && is(name, "dt"_L1));
            lineBreak = lineBreak || (paragraphs && isBlock(name) && !joins);
            cell = cell || (paragraphs && opensCell);
            i = end + 1;
        } else if (c == u'&') {
            decoded.clear();
            const qsizetype used = appendReferenceAt(decoded, html, i);
            if (used == 0) {
                put(c);
                ++i;
                continue;
            }
            for (const QChar d : std::as_const(decoded))
                put(d);
            i += used;
        } else {
            // A run of text goes in at once (a feed's item is mostly text).
            qsizetype end = i;
            while (end < n && html[end] != u'<' && html[end] != u'&' && !isSpace(html[end]))
                ++end;
            if (end == i) {
                put(c);
                ++i;
            } else {
                putRun(html.sliced(i, end - i));
                i = end;
            }
        }
    }
    return text;
}

} // namespace kindred::HtmlText
