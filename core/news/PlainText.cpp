#include "news/PlainText.h"

#include <QRegularExpression>

namespace kindred {

namespace {

QString decodeEntity(QStringView name)
{
    if (name.startsWith(u'#')) {
        bool ok = false;
        const uint code = name.size() > 1 && (name[1] == u'x' || name[1] == u'X')
            ? name.mid(2).toUInt(&ok, 16)
            : name.mid(1).toUInt(&ok, 10);
        if (!ok || code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return QString(QChar::ReplacementCharacter);
        const char32_t c = code;
        return QString::fromUcs4(&c, 1);
    }
    struct Named
    {
        QLatin1String name;
        char16_t value;
    };
    static const Named named[] = {
        {QLatin1String("amp"), u'&'},
        {QLatin1String("lt"), u'<'},
        {QLatin1String("gt"), u'>'},
        {QLatin1String("quot"), u'"'},
        {QLatin1String("apos"), u'\''},
        {QLatin1String("nbsp"), u' '},
        {QLatin1String("mdash"), u'\u2014'},
        {QLatin1String("ndash"), u'\u2013'},
        {QLatin1String("hellip"), u'\u2026'},
        {QLatin1String("rsquo"), u'\u2019'},
        {QLatin1String("lsquo"), u'\u2018'},
        {QLatin1String("rdquo"), u'\u201D'},
        {QLatin1String("ldquo"), u'\u201C'},
        {QLatin1String("euro"), u'\u20AC'},
        {QLatin1String("pound"), u'\u00A3'},
    };
    for (const Named &n : named) {
        if (name == n.name)
            return QString(QChar(n.value));
    }
    return {};
}

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

} // namespace

QString plainTextFromHtml(const QString &html)
{
    // Written in place: the text is never longer than the HTML (a tag becomes at most one space
    // or line break, an entity at most two UTF-16 units, and is at least three long). Whitespace is
    // collapsed as it goes, as QString::simplified() would do afterwards, but a paragraph's end
    // stays a line break: what a site adds around a story stands on lines of its own (ProseLayout).
    QString text(html.size(), Qt::Uninitialized);
    QChar *const begin = text.data();
    QChar *out = begin;
    const bool markup = html.contains(u'<'); // plain text keeps its own line breaks
    bool space = false; // whitespace seen since the last character written
    bool lineBreak = false; // ...and a paragraph's end among it
    const auto put = [&](QChar c) {
        if (c.isSpace()) {
            space = true;
            lineBreak = lineBreak || (!markup && c == u'\n');
            return;
        }
        if (space && out != begin)
            *out++ = lineBreak ? u'\n' : u' ';
        space = lineBreak = false;
        *out++ = c;
    };
    const QChar *const in = html.constData();
    const qsizetype n = html.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = in[i];
        if (c == u'<') {
            const qsizetype end = html.indexOf(u'>', i + 1);
            if (end < 0)
                break; // an unterminated tag at the end: drop it
            space = true;
            lineBreak = lineBreak || isBlockTag(QStringView(html).sliced(i + 1, end - i - 1));
            i = end + 1;
        } else if (c == u'&') {
            const qsizetype end = html.indexOf(u';', i + 1);
            if (end > i + 1 && end - i <= 10) {
                const QString decoded = decodeEntity(QStringView(html).mid(i + 1, end - i - 1));
                if (!decoded.isEmpty()) {
                    for (const QChar d : decoded)
                        put(d);
                    i = end + 1;
                    continue;
                }
            }
            put(c);
            ++i;
        } else {
            put(c);
            ++i;
        }
    }
    text.truncate(out - begin);
    return text;
}

QString strippedTitle(const QString &title, const QString &feedPrefix)
{
    QString result = title.trimmed();
    if (!feedPrefix.isEmpty() && result.startsWith(feedPrefix, Qt::CaseInsensitive))
        result = result.mid(feedPrefix.size()).trimmed();
    static const QRegularExpression wireMarker(
        QStringLiteral("^(?:(?:UPDATE|REFILE|CORRECTED|WRAPUP)(?:\\s+\\d+)?\\s*-|(?:EXCLUSIVE|ANALYSIS|"
                       "FACTBOX|BREAKING|WATCH|LIVE)\\s*[-:])\\s*"));
    for (int guard = 0; guard < 3; ++guard) {
        const QRegularExpressionMatch match = wireMarker.match(result);
        if (!match.hasMatch())
            break;
        result = result.mid(match.capturedLength());
    }
    return result;
}

int wordCount(const QString &text)
{
    int count = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool space = c.isSpace();
        if (!space && !inWord)
            ++count;
        inWord = !space;
    }
    return count;
}

} // namespace kindred
