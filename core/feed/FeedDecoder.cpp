#include "feed/FeedDecoder.h"

#include "extract/HtmlEntities.h"
#include "feed/XmlLimits.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

struct Bom
{
    QByteArray bytes;
    const char *encoding;
};

// Longest first: the UTF-32LE mark starts with the UTF-16LE one.
const Bom boms[] = {
    {QByteArray("\x00\x00\xFE\xFF", 4), "utf-32be"},
    {QByteArray("\xFF\xFE\x00\x00", 4), "utf-32le"},
    {QByteArray("\xEF\xBB\xBF", 3), "utf-8"},
    {QByteArray("\xFE\xFF", 2), "utf-16be"},
    {QByteArray("\xFF\xFE", 2), "utf-16le"},
};

// "<?xml" in UTF-16/32 without a byte order mark.
const char *sniffWideEncoding(const QByteArray &bytes)
{
    if (bytes.startsWith(QByteArray("\x00\x00\x00<", 4)))
        return "utf-32be";
    if (bytes.startsWith(QByteArray("<\x00\x00\x00", 4)))
        return "utf-32le";
    if (bytes.startsWith(QByteArray("\x00<\x00?", 4)))
        return "utf-16be";
    if (bytes.startsWith(QByteArray("<\x00?\x00", 4)))
        return "utf-16le";
    return nullptr;
}

QString declaredEncoding(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(512);
    if (!head.trimmed().startsWith("<?xml"))
        return {};
    const qsizetype end = head.indexOf("?>");
    static const QRegularExpression re(u"encoding\\s*=\\s*[\"']([A-Za-z0-9._:\\-]+)[\"']"_s);
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(end < 0 ? head : head.left(end)));
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

bool isWide(const QString &name)
{
    return name.startsWith(u"utf-16"_s) || name.startsWith(u"utf-32"_s) || name == u"ucs-2"_s
        || name == u"ucs-4"_s || name == u"utf16"_s || name == u"utf32"_s;
}

bool isUtf8(const QString &name)
{
    return name == u"utf-8"_s || name == u"utf8"_s;
}

// Labels browsers read as a superset, because that is what servers that send them mean.
QByteArray decoderName(const QString &label)
{
    if (label == u"iso-8859-1"_s || label == u"latin1"_s || label == u"latin-1"_s || label == u"us-ascii"_s
        || label == u"ascii"_s || label == u"iso8859-1"_s || label == u"l1"_s)
        return "windows-1252";
    if (label == u"gb2312"_s || label == u"gbk"_s || label == u"x-gbk"_s || label == u"euc-cn"_s)
        return "gb18030";
    if (label == u"euc-kr"_s || label == u"ks_c_5601-1987"_s)
        return "cp949";
    if (label == u"shift_jis"_s || label == u"sjis"_s || label == u"x-sjis"_s)
        return "windows-31j";
    return label.toLatin1();
}

bool isSingleByteLegacy(const QString &label)
{
    return label.startsWith(u"iso-8859"_s) || label.startsWith(u"windows-125"_s)
        || label.startsWith(u"cp125"_s) || label.startsWith(u"koi8"_s) || label == u"latin1"_s
        || label == u"us-ascii"_s || label == u"ascii"_s;
}

bool hasMultiByteUtf8(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return true;
    }
    return false;
}

// The charset parameter of a Content-Type header value, lower-case, or empty.
QString charsetFromContentType(const QByteArray &contentType)
{
    static const QRegularExpression re(
        u"charset\\s*=\\s*[\"']?([^\"';\\s]+)"_s, QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(contentType));
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

std::optional<QString> tryDecode(const QByteArray &bytes, const QByteArray &name)
{
    QStringDecoder decoder(name.constData());
    if (!decoder.isValid())
        return std::nullopt;
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

} // namespace

DecodedText decodeFeedBytes(const QByteArray &bytes, const QByteArray &contentType)
{
    DecodedText result;
    for (const Bom &bom : boms) {
        if (bytes.startsWith(bom.bytes)) {
            const QByteArray body = bytes.mid(bom.bytes.size());
            if (std::optional<QString> text = tryDecode(body, bom.encoding)) {
                result.text = *text;
                result.encoding = QString::fromLatin1(bom.encoding);
                return result;
            }
            result.warnings << u"the bytes after the %1 byte order mark are not valid %1"_s.arg(
                QString::fromLatin1(bom.encoding));
            QStringDecoder lossy(bom.encoding);
            result.text = lossy.decode(body);
            result.encoding = QString::fromLatin1(bom.encoding);
            return result;
        }
    }
    if (const char *wide = sniffWideEncoding(bytes)) {
        if (std::optional<QString> text = tryDecode(bytes, wide)) {
            result.text = *text;
            result.encoding = QString::fromLatin1(wide);
            return result;
        }
    }

    QStringList candidates;
    QString http = charsetFromContentType(contentType);
    const QByteArray mime = contentType.split(';').constFirst().trimmed().toLower();
    // RFC 3023: text/* without a charset is US-ASCII whatever the XML declaration says (UTF-8
    // served that way is still recognised below).
    if (http.isEmpty() && mime.startsWith("text/"))
        http = u"us-ascii"_s;
    if (!mime.isEmpty() && !mime.contains("xml") && !mime.contains("rss") && !mime.contains("atom")
        && !mime.contains("json") && !mime.contains("rdf"))
        result.warnings << u"served as %1, not as a feed type"_s.arg(QString::fromLatin1(mime));
    const QString declared = declaredEncoding(bytes);
    for (const QString &label : {http, declared}) {
        if (!label.isEmpty() && !isWide(label) && !candidates.contains(label))
            candidates << label;
    }
    // The most common mislabelling: UTF-8 bytes served as Latin-1 or windows-1252.
    if (!candidates.isEmpty() && isSingleByteLegacy(candidates.first()) && hasMultiByteUtf8(bytes)) {
        if (std::optional<QString> text = tryDecode(bytes, "utf-8")) {
            result.text = *text;
            result.encoding = u"utf-8"_s;
            result.warnings << u"declared %1 but the bytes are UTF-8"_s.arg(candidates.first());
            return result;
        }
    }
    if (!candidates.contains(u"utf-8"_s))
        candidates << u"utf-8"_s;
    candidates << u"windows-1252"_s;
    const bool labelled = !http.isEmpty() || !declared.isEmpty();
    for (const QString &label : std::as_const(candidates)) {
        const QByteArray name = decoderName(label);
        if (std::optional<QString> text = tryDecode(bytes, name)) {
            result.text = *text;
            result.encoding = isUtf8(label) ? u"utf-8"_s : name == "gb18030" ? u"gb18030"_s : label;
            return result;
        }
        // Unlabelled bytes that are not UTF-8 are windows-1252 by convention, not an error.
        if (labelled || label != u"utf-8"_s)
            result.warnings << u"the document is not valid %1"_s.arg(label);
    }
    // windows-1252 leaves five bytes undefined; Latin-1 maps every byte.
    result.text = QString::fromLatin1(bytes);
    result.encoding = u"iso-8859-1"_s;
    return result;
}

namespace {

bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
        || (c >= 0x10000 && c <= 0x10FFFF);
}

// A character prepareXml() copies as it is: allowed in XML (which no half of a surrogate pair is
// alone), and neither markup nor a reference.
bool isPlainXmlChar(char16_t c)
{
    return c != u'<' && c != u'&' && isXmlChar(c);
}

bool isNameStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_') || c == QLatin1Char(':');
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char(':') || c == QLatin1Char('-')
        || c == QLatin1Char('.');
}

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

bool isHexDigit(QChar c)
{
    return isAsciiDigit(c) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))
        || (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
}

// windows-1252's meaning of the C1 range, which HTML (and feeds written for it) put in &#128;..&#159;.
char32_t windows1252(char32_t c)
{
    static const char16_t table[32] = {0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6,
        0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
        0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178};
    return c >= 0x80 && c <= 0x9F ? table[c - 0x80] : c;
}

void appendCharRef(QString &out, char32_t c)
{
    out += u"&#"_s + QString::number(uint(c)) + QLatin1Char(';');
}

// Copies `text[from, until)` to `out` unchanged; returns `until`.
qsizetype copyRaw(const QString &text, QString &out, qsizetype from, qsizetype until)
{
    out += QStringView(text).mid(from, until - from);
    return until;
}

// Copies a document type declaration without its <!ATTLIST> declarations. They only give
// attributes default values, which no feed needs, and QXmlStreamReader checks every one of them
// at every element (20,000 of them made 200,000 elements take 7 s).
qsizetype copyDoctype(const QString &text, QString &out, qsizetype from, qsizetype until)
{
    const QStringView doctype = QStringView(text).mid(from, until - from);
    qsizetype i = 0;
    while (i < doctype.size()) {
        const qsizetype at = doctype.indexOf(u"<!ATTLIST", i);
        if (at < 0)
            break;
        out += doctype.mid(i, at - i);
        i = scanTag(doctype, at + 9).end;
    }
    out += doctype.mid(i);
    return until;
}

} // namespace

PreparedXml prepareXml(const QString &input)
{
    PreparedXml result;
    QString &out = result.text;
    out.reserve(input.size() + 64);
    qsizetype i = input.indexOf(QLatin1Char('<'));
    if (i < 0) {
        out = input;
        return result;
    }
    if (input.left(i).trimmed().size() > 0)
        result.warnings << u"text before the first element was dropped"_s;
    if (QStringView(input).mid(i).startsWith(u"<?xml"_s, Qt::CaseInsensitive)) {
        const qsizetype end = input.indexOf(u"?>"_s, i);
        if (end >= 0)
            i = end + 2;
    }

    QSet<QString> declared; // entities of the document's own DTD
    bool dropped = false, repairedEntity = false;
    const qsizetype n = input.size();
    while (i < n) {
        const QChar c = input.at(i);
        if (c == QLatin1Char('<')) {
            const QStringView rest = QStringView(input).mid(i);
            if (rest.startsWith(u"<![CDATA[")) {
                const qsizetype end = input.indexOf(u"]]>"_s, i);
                i = copyRaw(input, out, i, end < 0 ? n : end + 3);
                continue;
            }
            if (rest.startsWith(u"<!--")) {
                const qsizetype end = input.indexOf(u"-->"_s, i + 4);
                i = copyRaw(input, out, i, end < 0 ? n : end + 3);
                continue;
            }
            if (rest.startsWith(u"<!DOCTYPE", Qt::CaseInsensitive)) {
                // The internal subset ends at "]>"; without one, at the first ">".
                const qsizetype close = input.indexOf(QLatin1Char('>'), i);
                const qsizetype bracket
                    = close < 0 ? -1 : QStringView(input).mid(i, close - i).indexOf(QLatin1Char('['));
                qsizetype end = close;
                if (bracket >= 0) {
                    const qsizetype subsetEnd = input.indexOf(u"]>"_s, i + bracket);
                    end = subsetEnd < 0 ? -1 : subsetEnd + 1;
                    static const QRegularExpression entity(u"<!ENTITY\\s+([^\\s%]+)"_s);
                    auto it = entity.globalMatch(QStringView(input).mid(i, (end < 0 ? n : end) - i));
                    while (it.hasNext())
                        declared.insert(it.next().captured(1));
                }
                i = copyDoctype(input, out, i, end < 0 ? n : end + 1);
                continue;
            }
            out += c;
            ++i;
            continue;
        }
        if (c == QLatin1Char('&')) {
            qsizetype j = i + 1;
            if (j < n && input.at(j) == QLatin1Char('#')) {
                ++j;
                const bool hex
                    = j < n && (input.at(j) == QLatin1Char('x') || input.at(j) == QLatin1Char('X'));
                if (hex)
                    ++j;
                const qsizetype digits = j;
                while (
                    j < n && j - digits < 10 && (hex ? isHexDigit(input.at(j)) : isAsciiDigit(input.at(j))))
                    ++j;
                if (j > digits && j < n && input.at(j) == QLatin1Char(';')) {
                    bool ok = false;
                    const uint value = QStringView(input).mid(digits, j - digits).toUInt(&ok, hex ? 16 : 10);
                    const char32_t code = windows1252(ok ? value : 0xFFFD);
                    if (isXmlChar(code))
                        appendCharRef(out, code);
                    else
                        dropped = true;
                    i = j + 1;
                    continue;
                }
            } else if (j < n && isNameStart(input.at(j))) {
                while (j < n && j - i < 48 && isNameChar(input.at(j)))
                    ++j;
                if (j < n && input.at(j) == QLatin1Char(';')) {
                    const QStringView name = QStringView(input).mid(i + 1, j - i - 1);
                    if (name == u"amp" || name == u"lt" || name == u"gt" || name == u"quot" || name == u"apos"
                        || declared.contains(name.toString())) {
                        i = copyRaw(input, out, i, j + 1);
                        continue;
                    }
                    // feedparser and HTML 4 map these two to U+2329/U+232A; HTML5 moved them.
                    const QString value = name == u"lang" ? QString(QChar(0x2329))
                        : name == u"rang"                 ? QString(QChar(0x232A))
                                                          : htmlEntity(name);
                    if (!value.isNull()) {
                        for (const char32_t code : value.toUcs4())
                            appendCharRef(out, code);
                        repairedEntity = true;
                        i = j + 1;
                        continue;
                    }
                }
            }
            // A stray ampersand or an unknown entity: keep it as literal text.
            out += u"&amp;"_s;
            repairedEntity = true;
            ++i;
            continue;
        }
        if (c.isSurrogate()) {
            if (c.isHighSurrogate() && i + 1 < n && input.at(i + 1).isLowSurrogate()) {
                out += c;
                out += input.at(i + 1);
                i += 2;
            } else {
                dropped = true;
                ++i;
            }
            continue;
        }
        if (!isXmlChar(c.unicode())) {
            dropped = true;
            ++i;
            continue;
        }
        // A run of characters that need nothing, copied at once: most of a feed.
        qsizetype end = i + 1;
        while (end < n && isPlainXmlChar(input.at(end).unicode()))
            ++end;
        out += QStringView(input).mid(i, end - i);
        i = end;
    }
    if (repairedEntity)
        result.warnings << u"undeclared entities or stray '&' were repaired"_s;
    if (dropped)
        result.warnings << u"characters not allowed in XML were dropped"_s;
    return result;
}

} // namespace kindred
