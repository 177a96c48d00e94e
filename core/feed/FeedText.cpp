#include "feed/FeedText.h"

#include "extract/HtmlEntities.h"
#include "extract/HtmlText.h"

#include <QRegularExpression>

namespace kindred::FeedText {

using namespace Qt::StringLiterals;

QString decodeEntities(const QString &text)
{
    return decodeHtmlEntities(text, true);
}

QString normalizeWhitespace(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (const QChar c : text) {
        if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f') {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace)
            out += u' ';
        pendingSpace = false;
        out += c;
    }
    return out;
}

QString htmlToPlainText(const QString &html)
{
    return HtmlText::toText(html, HtmlText::Lines::One);
}

bool looksLikeHtml(const QString &text)
{
    static const QRegularExpression re(
        u"<[A-Za-z/!][^<>]*>|&(?:#\\d+|#[xX][0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]{1,31});"_s);
    return re.match(text).hasMatch();
}

QString fixCharacterReferences(const QString &html)
{
    if (!html.contains(u"&#"_s))
        return html;
    static const QRegularExpression reference(u"&#(?:([0-9]+)|[xX]([0-9A-Fa-f]+));"_s);
    static const char16_t windows1252[32] = {0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D,
        0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178};
    QString out;
    qsizetype last = 0;
    auto it = reference.globalMatch(html);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const bool hex = m.capturedLength(2) > 0;
        const uint code = hex ? m.captured(2).toUInt(nullptr, 16) : m.captured(1).toUInt();
        const bool c1 = code >= 0x80 && code <= 0x9F;
        if (!c1 && !(hex && m.captured(0).at(2) == u'X'))
            continue;
        out += QStringView(html).mid(last, m.capturedStart() - last);
        out += u"&#x"_s + QString::number(c1 ? windows1252[code - 0x80] : code, 16) + u';';
        last = m.capturedEnd();
    }
    if (last == 0)
        return html;
    out += QStringView(html).mid(last);
    return out;
}

QString escapeHtml(const QString &text)
{
    QString out;
    appendEscaped(out, text, true);
    return out;
}

void appendEscaped(QString &out, QStringView text, bool quotes)
{
    // Sized once: a feed's one item may hold megabytes of text, and growing by replace() held
    // twice its size at times.
    const auto escaped = [quotes](QChar c) -> QLatin1String {
        switch (c.unicode()) {
        case '&':
            return QLatin1String("&amp;");
        case '<':
            return QLatin1String("&lt;");
        case '>':
            return QLatin1String("&gt;");
        case '"':
            return quotes ? QLatin1String("&quot;") : QLatin1String();
        default:
            return {};
        }
    };
    qsizetype size = out.size();
    for (const QChar c : text)
        size += escaped(c).isNull() ? 1 : escaped(c).size();
    out.reserve(size);
    qsizetype plain = 0; // the start of the run not yet appended
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QLatin1String entity = escaped(text[i]);
        if (entity.isNull())
            continue;
        out.append(text.sliced(plain, i - plain));
        out.append(entity);
        plain = i + 1;
    }
    out.append(text.sliced(plain));
}

QString resolveUrl(const QUrl &base, const QString &reference)
{
    const QString trimmed = reference.trimmed();
    if (trimmed.isEmpty() || !base.isValid() || base.isEmpty())
        return trimmed;
    const QUrl url(trimmed);
    if (!url.isValid())
        return trimmed;
    if (!url.isRelative())
        return trimmed;
    return base.resolved(url).toString();
}

QString resolveHtmlUrls(const QString &html, const QUrl &base)
{
    if (!base.isValid() || base.isEmpty() || !html.contains(QLatin1Char('<')))
        return html;
    static const QRegularExpression attr(
        u"(<[^<>]*?\\s(?:href|src|poster|action|background|cite|longdesc|usemap)\\s*=\\s*)(\"([^\"]*)\"|'([^']*)')"_s,
        QRegularExpression::CaseInsensitiveOption);
    QString out;
    qsizetype last = 0;
    auto it = attr.globalMatch(html);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const bool doubleQuoted = m.capturedLength(3) > 0 || m.captured(2).startsWith(QLatin1Char('"'));
        const QString value = doubleQuoted ? m.captured(3) : m.captured(4);
        out += QStringView(html).mid(last, m.capturedStart(2) - last);
        const QString resolved = resolveUrl(base, decodeEntities(value));
        const QChar quote = doubleQuoted ? QLatin1Char('"') : QLatin1Char('\'');
        out += quote + (resolved == value.trimmed() ? value : escapeHtml(resolved)) + quote;
        last = m.capturedEnd(2);
    }
    if (last == 0)
        return html;
    out += QStringView(html).mid(last);
    return out;
}

} // namespace kindred::FeedText
