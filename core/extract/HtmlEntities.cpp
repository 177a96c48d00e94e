#include "extract/HtmlEntities.h"

#include "extract/HtmlEntityTable.h"

#include <algorithm>
#include <cstring>

namespace kindred {

namespace {

constexpr int kMaxEntityName = 32;

bool isAsciiAlnum(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
}

const HtmlEntity *findEntity(const char *name, int length)
{
    char key[kMaxEntityName + 1];
    std::memcpy(key, name, size_t(length));
    key[length] = '\0';
    const HtmlEntity *end = kHtmlEntities + kHtmlEntityCount;
    const HtmlEntity *it = std::lower_bound(kHtmlEntities, end, key,
        [](const HtmlEntity &entity, const char *k) { return std::strcmp(entity.name, k) < 0; });
    return it != end && std::strcmp(it->name, key) == 0 ? it : nullptr;
}

void appendCodePoint(QString &out, char32_t cp)
{
    if (cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
        out.append(QChar(0xFFFD));
        return;
    }
    if (cp < 0x10000) {
        out.append(QChar(char16_t(cp)));
        return;
    }
    out.append(QChar::highSurrogate(cp));
    out.append(QChar::lowSurrogate(cp));
}

// Numeric references in 0x80..0x9F name Windows-1252 characters on the real web (HTML5 §13.2.5.80).
char32_t windows1252(char32_t cp)
{
    static const char16_t table[32] = {0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6,
        0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
        0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178};
    if (cp >= 0x80 && cp <= 0x9F)
        return table[cp - 0x80];
    return cp;
}

// Decodes the reference starting at text[i] == '&'; returns the number of characters used (0: none).
qsizetype decodeAt(QString &out, QStringView text, qsizetype i, bool inAttribute)
{
    const qsizetype n = text.size();
    qsizetype j = i + 1;
    if (j < n && text[j] == u'#') {
        ++j;
        bool hex = false;
        if (j < n && (text[j] == u'x' || text[j] == u'X')) {
            hex = true;
            ++j;
        }
        const qsizetype digitsStart = j;
        char32_t value = 0;
        bool overflow = false;
        while (j < n) {
            const char16_t c = text[j].unicode();
            int digit = -1;
            if (c >= u'0' && c <= u'9')
                digit = c - u'0';
            else if (hex && c >= u'a' && c <= u'f')
                digit = c - u'a' + 10;
            else if (hex && c >= u'A' && c <= u'F')
                digit = c - u'A' + 10;
            if (digit < 0)
                break;
            value = value * (hex ? 16 : 10) + char32_t(digit);
            if (value > 0x10FFFF) {
                overflow = true;
                value = 0x110000; // keep it bounded; any overflow becomes U+FFFD
            }
            ++j;
        }
        if (j == digitsStart)
            return 0;
        if (j < n && text[j] == u';')
            ++j;
        appendCodePoint(out, overflow ? 0xFFFD : windows1252(value));
        return j - i;
    }

    char name[kMaxEntityName + 1];
    int length = 0;
    while (j < n && length < kMaxEntityName && isAsciiAlnum(text[j].unicode()))
        name[length++] = char(text[j++].unicode());
    if (length == 0)
        return 0;
    if (j < n && text[j] == u';') {
        if (const HtmlEntity *entity = findEntity(name, length)) {
            appendCodePoint(out, entity->first);
            if (entity->second)
                appendCodePoint(out, entity->second);
            return j + 1 - i;
        }
    }
    // Legacy names are recognised without a semicolon, longest first ("&notit" is "¬it").
    for (int len = std::min(length, 6); len >= 2; --len) {
        const HtmlEntity *entity = findEntity(name, len);
        if (!entity || !entity->legacy)
            continue;
        const qsizetype after = i + 1 + len;
        // In attribute values "&copy=1" stays literal (URL query strings).
        if (inAttribute && after < n && (text[after] == u'=' || isAsciiAlnum(text[after].unicode())))
            return 0;
        appendCodePoint(out, entity->first);
        return 1 + len;
    }
    return 0;
}

} // namespace

qsizetype appendReferenceAt(QString &out, QStringView text, qsizetype at, bool inAttribute)
{
    return at < text.size() && text[at] == u'&' ? decodeAt(out, text, at, inAttribute) : 0;
}

void appendHtmlDecoded(QString &out, QStringView text, bool inAttribute)
{
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (text[i] != u'&')
            continue;
        out.append(text.mid(start, i - start));
        const qsizetype used = decodeAt(out, text, i, inAttribute);
        if (used == 0) {
            start = i;
            continue;
        }
        i += used - 1;
        start = i + 1;
    }
    out.append(text.mid(start));
}

QString htmlEntity(QStringView name)
{
    if (name.isEmpty() || name.size() > kMaxEntityName)
        return {};
    char key[kMaxEntityName];
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (!isAsciiAlnum(name[i].unicode()))
            return {};
        key[i] = char(name[i].unicode());
    }
    const HtmlEntity *entity = findEntity(key, int(name.size()));
    if (!entity)
        return {};
    QString result;
    appendCodePoint(result, entity->first);
    if (entity->second)
        appendCodePoint(result, entity->second);
    return result;
}

QString decodeHtmlEntities(QStringView text, bool inAttribute)
{
    if (!text.contains(u'&'))
        return text.toString();
    QString out;
    out.reserve(text.size());
    appendHtmlDecoded(out, text, inAttribute);
    return out;
}

} // namespace kindred
