#include "extract/HtmlText.h"

#include "extract/HtmlEntities.h"

namespace kindred::HtmlText {

using namespace Qt::StringLiterals;

namespace {

/// A tag that ends or starts a block of text: a paragraph, a line break, a list item, a heading.
bool isBlockTag(QStringView tag)
{
    if (tag.startsWith(u'/'))
        tag = tag.sliced(1);
    qsizetype length = 0;
    while (length < tag.size() && tag[length].isLetterOrNumber())
        ++length;
    static const QLatin1String blocks[] = {QLatin1String("p"), QLatin1String("br"), QLatin1String("div"),
        QLatin1String("li"), QLatin1String("h1"), QLatin1String("h2"), QLatin1String("h3"),
        QLatin1String("h4"), QLatin1String("h5"), QLatin1String("h6"), QLatin1String("blockquote"),
        QLatin1String("tr"), QLatin1String("ul"), QLatin1String("ol"), QLatin1String("figcaption"),
        QLatin1String("figure"), QLatin1String("section"), QLatin1String("article"), QLatin1String("header"),
        QLatin1String("footer"), QLatin1String("hr"), QLatin1String("pre"), QLatin1String("table"),
        QLatin1String("dd"), QLatin1String("dt")};
    const QStringView name = tag.first(length);
    for (const QLatin1String block : blocks) {
        if (name.compare(block, Qt::CaseInsensitive) == 0)
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

/// Whether `tag` is the element `name` (two letters), with or without attributes.
bool isTag(QStringView tag, QLatin1StringView name)
{
    return tag.size() >= 2 && tag.first(2).compare(name, Qt::CaseInsensitive) == 0
        && (tag.size() == 2 || !tag[2].isLetterOrNumber());
}

/// Whether the tag starts a cell of a row's line: a table's cell (<td>, <th>), or a definition
/// list's description (<dd>), which goes on its term's line.
bool opensCell(QStringView tag)
{
    return isTag(tag, "td"_L1) || isTag(tag, "th"_L1) || isTag(tag, "dd"_L1);
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
    const auto put = [&](QChar c) {
        if (paragraphs ? c.isSpace() : isAsciiSpace(c)) {
            space = true;
            lineBreak = lineBreak || (paragraphs && !markup && c == u'\n');
            return;
        }
        if (space && !text.isEmpty())
            text += lineBreak ? QStringLiteral("\n") : cell ? QStringLiteral(" | ") : QStringLiteral(" ");
        space = lineBreak = cell = false;
        text += c;
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
            // A term's end and its description's start leave them on one line, "term | description".
            const bool joins = isTag(tag, "dd"_L1) || (tag.startsWith(u'/') && isTag(tag.sliced(1), "dt"_L1));
            lineBreak = lineBreak || (paragraphs && isBlockTag(tag) && !joins);
            cell = cell || (paragraphs && opensCell(tag));
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
            put(c);
            ++i;
        }
    }
    return text;
}

} // namespace kindred::HtmlText
