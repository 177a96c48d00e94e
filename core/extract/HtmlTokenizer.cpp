#include "extract/HtmlTokenizer.h"

#include "extract/HtmlEntities.h"

namespace kindred {

namespace {

// More attributes than this on one tag are junk (or an attack); they are skipped, not stored.
constexpr std::size_t kMaxAttributes = 64;

bool isSpace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f';
}

bool isAsciiAlpha(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

} // namespace

QStringView HtmlToken::rawAttribute(QLatin1StringView attributeName) const
{
    for (const HtmlAttribute &attribute : attributes) {
        if (attribute.name.compare(attributeName, Qt::CaseInsensitive) == 0)
            return attribute.rawValue.isNull() ? QStringView(u"") : attribute.rawValue;
    }
    return {};
}

QString HtmlToken::attribute(QLatin1StringView attributeName) const
{
    return decodeHtmlEntities(rawAttribute(attributeName), true);
}

HtmlTokenizer::HtmlTokenizer(QStringView input) : m_input(input)
{ }

bool HtmlTokenizer::next(HtmlToken &token)
{
    token.attributes.clear();
    token.selfClosing = false;
    token.tag = HtmlTag::Unknown;
    token.name = {};
    token.text = {};
    const qsizetype n = m_input.size();
    if (m_pos >= n)
        return false;

    if (m_plaintext) {
        token.type = HtmlTokenType::Text;
        token.text = m_input.mid(m_pos);
        m_pos = n;
        return true;
    }
    if (m_rawTag != HtmlTag::Unknown) {
        readRawText(token);
        if (!token.text.isEmpty())
            return true;
        if (m_pos >= n)
            return false;
    }

    while (m_pos < n) {
        if (m_input[m_pos] == u'<' && readMarkup(token))
            return true;
        // Text runs to the next '<' that opens markup; a stray '<' is text.
        const qsizetype start = m_pos;
        ++m_pos;
        while (m_pos < n) {
            if (m_input[m_pos] == u'<' && m_pos + 1 < n) {
                const char16_t c = m_input[m_pos + 1].unicode();
                if (isAsciiAlpha(c) || c == u'/' || c == u'!' || c == u'?')
                    break;
            }
            ++m_pos;
        }
        token.type = HtmlTokenType::Text;
        token.text = m_input.mid(start, m_pos - start);
        return true;
    }
    return false;
}

// At '<': reads a tag, comment, doctype or CDATA section. False if the '<' is plain text.
bool HtmlTokenizer::readMarkup(HtmlToken &token)
{
    const qsizetype n = m_input.size();
    if (m_pos + 1 >= n)
        return false;
    const char16_t c = m_input[m_pos + 1].unicode();
    if (isAsciiAlpha(c))
        return readTag(token, false);
    if (c == u'/') {
        if (m_pos + 2 < n && isAsciiAlpha(m_input[m_pos + 2].unicode()))
            return readTag(token, true);
        if (m_pos + 2 < n && m_input[m_pos + 2] == u'>') { // "</>" is dropped
            m_pos += 3;
            token.type = HtmlTokenType::Comment;
            return true;
        }
        readBogusComment(token, m_pos + 2);
        return true;
    }
    if (c == u'?') {
        readBogusComment(token, m_pos + 1);
        return true;
    }
    if (c != u'!')
        return false;

    const QStringView rest = m_input.mid(m_pos + 2);
    if (rest.startsWith(u"--")) {
        const qsizetype contentStart = m_pos + 4;
        // "<!-->" and "<!--->" are complete (empty) comments.
        if (contentStart < n && m_input[contentStart] == u'>') {
            token.type = HtmlTokenType::Comment;
            m_pos = contentStart + 1;
            return true;
        }
        if (contentStart + 1 < n && m_input[contentStart] == u'-' && m_input[contentStart + 1] == u'>') {
            token.type = HtmlTokenType::Comment;
            m_pos = contentStart + 2;
            return true;
        }
        qsizetype end = contentStart;
        while (true) {
            end = m_input.indexOf(u"--", end);
            if (end < 0) {
                token.text = m_input.mid(contentStart);
                m_pos = n;
                break;
            }
            if (end + 2 < n && m_input[end + 2] == u'>') {
                token.text = m_input.mid(contentStart, end - contentStart);
                m_pos = end + 3;
                break;
            }
            if (end + 3 < n && m_input[end + 2] == u'!' && m_input[end + 3] == u'>') {
                token.text = m_input.mid(contentStart, end - contentStart);
                m_pos = end + 4;
                break;
            }
            ++end;
        }
        token.type = HtmlTokenType::Comment;
        return true;
    }
    if (rest.startsWith(u"[CDATA[")) {
        const qsizetype contentStart = m_pos + 9;
        const qsizetype end = m_input.indexOf(u"]]>", contentStart);
        token.type = HtmlTokenType::CData;
        token.text = m_input.mid(contentStart, (end < 0 ? n : end) - contentStart);
        m_pos = end < 0 ? n : end + 3;
        return true;
    }
    if (rest.startsWith(u"doctype", Qt::CaseInsensitive)) {
        readBogusComment(token, m_pos + 9);
        token.type = HtmlTokenType::Doctype;
        return true;
    }
    readBogusComment(token, m_pos + 2);
    return true;
}

void HtmlTokenizer::readBogusComment(HtmlToken &token, qsizetype contentStart)
{
    const qsizetype end = m_input.indexOf(u'>', contentStart);
    token.type = HtmlTokenType::Comment;
    token.text = m_input.mid(contentStart, (end < 0 ? m_input.size() : end) - contentStart);
    m_pos = end < 0 ? m_input.size() : end + 1;
}

bool HtmlTokenizer::readTag(HtmlToken &token, bool endTag)
{
    const qsizetype n = m_input.size();
    qsizetype i = m_pos + (endTag ? 2 : 1);
    const qsizetype nameStart = i;
    while (i < n) {
        const char16_t c = m_input[i].unicode();
        if (isSpace(c) || c == u'/' || c == u'>')
            break;
        ++i;
    }
    token.type = endTag ? HtmlTokenType::EndTag : HtmlTokenType::StartTag;
    token.name = m_input.mid(nameStart, i - nameStart);
    token.tag = htmlTagFromName(token.name);
    m_pos = i;
    readAttributes(token);
    if (endTag) {
        token.attributes.clear();
        return true;
    }
    if (token.tag == HtmlTag::Plaintext) {
        m_plaintext = true;
    } else if (isRawTextTag(token.tag)) {
        m_rawTag = token.tag;
        m_rawName = token.name;
    }
    return true;
}

void HtmlTokenizer::readAttributes(HtmlToken &token)
{
    const qsizetype n = m_input.size();
    qsizetype i = m_pos;
    while (i < n) {
        char16_t c = m_input[i].unicode();
        if (isSpace(c)) {
            ++i;
            continue;
        }
        if (c == u'>') {
            ++i;
            break;
        }
        if (c == u'/') {
            ++i;
            if (i < n && m_input[i] == u'>') {
                token.selfClosing = true;
                ++i;
                break;
            }
            continue;
        }
        // Attribute name: up to whitespace, '/', '>' or '=' (a leading '=' belongs to the name).
        const qsizetype nameStart = i;
        ++i;
        while (i < n) {
            c = m_input[i].unicode();
            if (isSpace(c) || c == u'/' || c == u'>' || c == u'=')
                break;
            ++i;
        }
        HtmlAttribute attribute {m_input.mid(nameStart, i - nameStart), {}};
        qsizetype j = i;
        while (j < n && isSpace(m_input[j].unicode()))
            ++j;
        if (j < n && m_input[j] == u'=') {
            ++j;
            while (j < n && isSpace(m_input[j].unicode()))
                ++j;
            if (j < n && (m_input[j] == u'"' || m_input[j] == u'\'')) {
                const QChar quote = m_input[j];
                const qsizetype valueStart = j + 1;
                qsizetype end = m_input.indexOf(quote, valueStart);
                if (end < 0)
                    end = n;
                attribute.rawValue = m_input.mid(valueStart, end - valueStart);
                i = end < n ? end + 1 : n;
            } else {
                const qsizetype valueStart = j;
                while (j < n && !isSpace(m_input[j].unicode()) && m_input[j] != u'>')
                    ++j;
                attribute.rawValue = m_input.mid(valueStart, j - valueStart);
                i = j;
            }
        }
        if (token.attributes.size() < kMaxAttributes)
            token.attributes.push_back(attribute);
    }
    m_pos = i;
}

void HtmlTokenizer::readRawText(HtmlToken &token)
{
    const qsizetype n = m_input.size();
    const qsizetype start = m_pos;
    qsizetype i = start;
    qsizetype end = n;
    // A title or textarea holds text, not markup: one left open on a broken page (cut short by
    // a bad crawl) ends at the next tag instead of swallowing the rest of the page.
    bool *unclosed = m_rawTag == HtmlTag::Title ? &m_unclosedTitle
        : m_rawTag == HtmlTag::Textarea         ? &m_unclosedTextarea
                                                : nullptr;
    if (unclosed && *unclosed)
        i = -1;
    // The content ends at "</name" followed by whitespace, '/' or '>' (ASCII case-insensitive).
    while (i >= 0 && (i = m_input.indexOf(u"</", i)) >= 0) {
        const qsizetype after = i + 2 + m_rawName.size();
        if (after <= n && m_input.mid(i + 2, m_rawName.size()).compare(m_rawName, Qt::CaseInsensitive) == 0
            && (after == n || isSpace(m_input[after].unicode()) || m_input[after] == u'/'
                || m_input[after] == u'>')) {
            end = i;
            break;
        }
        i += 2;
    }
    if (end == n && unclosed) {
        *unclosed = true;
        if (const qsizetype tag = m_input.indexOf(u'<', start); tag >= 0)
            end = tag;
    }
    token.type = HtmlTokenType::Text;
    token.tag = m_rawTag; // tells the consumer this text is the raw content of that element
    token.text = m_input.mid(start, end - start);
    m_pos = end;
    m_rawTag = HtmlTag::Unknown;
}

} // namespace kindred
