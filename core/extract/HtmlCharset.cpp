#include "extract/HtmlCharset.h"

#include "extract/HtmlTokenizer.h"

#include <QStringDecoder>

namespace kindred {

namespace {

// The HTML5 prescan looks at 1024 bytes; real pages put a long <head> first, so allow more.
constexpr qsizetype kPrescanBytes = 8192;

QByteArray normalizedLabel(QByteArray label)
{
    label = label.trimmed().toLower();
    if (label.size() >= 2 && (label.startsWith('"') || label.startsWith('\'')))
        label = label.mid(1);
    while (!label.isEmpty() && (label.endsWith('"') || label.endsWith('\'') || label.endsWith(';')))
        label.chop(1);
    label = label.trimmed();
    // WHATWG Encoding: these labels all mean windows-1252; a declared UTF-16 in a byte stream
    // without a BOM is wrong and means UTF-8.
    if (label == "iso-8859-1" || label == "latin1" || label == "us-ascii" || label == "ascii"
        || label == "iso8859-1" || label == "l1" || label == "cp1252" || label == "x-user-defined"
        || label == "iso_8859-1")
        return QByteArrayLiteral("windows-1252");
    if (label.startsWith("utf-16") || label == "utf8" || label == "unicode-1-1-utf-8")
        return QByteArrayLiteral("UTF-8");
    if (label == "utf-8")
        return QByteArrayLiteral("UTF-8");
    return label;
}

bool isSingleByteLatin(const QByteArray &encoding)
{
    return encoding == "windows-1252" || encoding.startsWith("iso-8859")
        || encoding.startsWith("windows-125");
}

QString decodeWith(const QByteArray &bytes, const QByteArray &encoding, bool *ok)
{
    QStringDecoder decoder(encoding.constData(), QStringDecoder::Flag::Stateless);
    if (!decoder.isValid()) {
        *ok = false;
        return {};
    }
    QString text = decoder.decode(bytes);
    *ok = !decoder.hasError();
    return text;
}

bool hasNonAscii(const QByteArray &bytes)
{
    for (char c : bytes) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return true;
    }
    return false;
}

} // namespace

QByteArray charsetFromContentType(const QByteArray &contentType)
{
    const qsizetype at = contentType.toLower().indexOf("charset=");
    if (at < 0)
        return {};
    QByteArray value = contentType.mid(at + 8);
    const qsizetype end = value.indexOf(';');
    if (end >= 0)
        value.truncate(end);
    return value.trimmed();
}

QByteArray charsetFromMeta(const QByteArray &bytes)
{
    // Latin-1 maps bytes one to one, so tag and attribute names survive for the prescan.
    const QString head = QString::fromLatin1(bytes.left(kPrescanBytes));
    HtmlTokenizer tokenizer(head);
    HtmlToken token;
    while (tokenizer.next(token)) {
        if (token.type != HtmlTokenType::StartTag)
            continue;
        if (token.tag == HtmlTag::Body)
            break;
        if (token.tag != HtmlTag::Meta)
            continue;
        const QString charset = token.attribute(QLatin1StringView("charset"));
        if (!charset.trimmed().isEmpty())
            return charset.trimmed().toLatin1();
        if (token.attribute(QLatin1StringView("http-equiv"))
                .trimmed()
                .compare(u"content-type", Qt::CaseInsensitive)
            == 0) {
            const QByteArray fromContent
                = charsetFromContentType(token.attribute(QLatin1StringView("content")).toLatin1());
            if (!fromContent.isEmpty())
                return fromContent;
        }
    }
    return {};
}

DecodedHtml decodeHtml(const QByteArray &bytes, const QByteArray &contentType)
{
    DecodedHtml result;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        result.encoding = QByteArrayLiteral("UTF-8");
        result.text = QString::fromUtf8(bytes.mid(3));
        return result;
    }
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        const bool little = bytes.startsWith("\xFF\xFE");
        result.encoding = little ? QByteArrayLiteral("UTF-16LE") : QByteArrayLiteral("UTF-16BE");
        QStringDecoder decoder(little ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        result.text = decoder.decode(QByteArrayView(bytes).sliced(2));
        return result;
    }

    QByteArray declared = charsetFromContentType(contentType);
    if (declared.isEmpty())
        declared = charsetFromMeta(bytes);
    declared = normalizedLabel(declared);

    bool ok = false;
    QString utf8 = decodeWith(bytes, QByteArrayLiteral("UTF-8"), &ok);
    const bool validUtf8 = ok;
    if (declared.isEmpty() || declared == "UTF-8"
        || (isSingleByteLatin(declared) && validUtf8 && hasNonAscii(bytes))) {
        if (validUtf8 || declared == "UTF-8") {
            result.encoding = QByteArrayLiteral("UTF-8");
            result.text = std::move(utf8);
            return result;
        }
        declared = QByteArrayLiteral("windows-1252");
    }
    result.text = decodeWith(bytes, declared, &ok);
    if (result.text.isEmpty() && !bytes.isEmpty()) { // unknown label: fall back like a browser
        declared = validUtf8 ? QByteArrayLiteral("UTF-8") : QByteArrayLiteral("windows-1252");
        result.text = validUtf8 ? std::move(utf8) : decodeWith(bytes, declared, &ok);
    }
    result.encoding = declared;
    return result;
}

bool looksBinary(QStringView text)
{
    const QStringView head = text.left(1024);
    qsizetype controls = 0;
    for (const QChar c : head) {
        if (c.unicode() < 0x20 && c != u'\n' && c != u'\r' && c != u'\t')
            ++controls;
    }
    return controls * 10 > head.size();
}

} // namespace kindred
