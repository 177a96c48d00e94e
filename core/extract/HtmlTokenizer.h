#pragma once

#include "extract/HtmlTag.h"

#include <QLatin1StringView>
#include <QString>
#include <QStringView>
#include <vector>

namespace kindred {

/// What an HtmlToken is.
enum class HtmlTokenType { Text, StartTag, EndTag, Comment, CData, Doctype };

/// One attribute of a start tag; the value is raw (character references not yet decoded).
struct HtmlAttribute
{
    QStringView name;
    QStringView rawValue;
};

/// One token of an HTML document; views point into the tokenizer's input.
struct HtmlToken
{
    HtmlTokenType type = HtmlTokenType::Text;
    HtmlTag tag = HtmlTag::Unknown;
    QStringView name; // tag name as written (start/end tags)
    QStringView text; // raw text, comment or CDATA content, doctype body
    bool selfClosing = false;
    std::vector<HtmlAttribute> attributes;

    /// The raw value of attribute `attributeName` (ASCII case-insensitive), or a null view.
    QStringView rawAttribute(QLatin1StringView attributeName) const;
    /// The attribute's value with character references decoded; empty when absent.
    QString attribute(QLatin1StringView attributeName) const;
    bool hasAttribute(QLatin1StringView attributeName) const { return !rawAttribute(attributeName).isNull(); }
};

/// A forgiving, allocation-light HTML5 tokenizer: tags, attributes (quoted or not), text,
/// comments, CDATA, doctype, and raw-text elements (script, style, textarea...). Broken markup
/// never stops it; it follows the HTML5 tokenization rules where they matter for text.
class HtmlTokenizer final
{
public:
    explicit HtmlTokenizer(QStringView input);

    /// Reads the next token into `token`; false at the end of the input.
    bool next(HtmlToken &token);

    /// The position of the next unread character (for progress checks in tests).
    qsizetype position() const { return m_pos; }

private:
    bool readMarkup(HtmlToken &token);
    bool readTag(HtmlToken &token, bool endTag);
    void readAttributes(HtmlToken &token);
    void readRawText(HtmlToken &token);
    void readBogusComment(HtmlToken &token, qsizetype contentStart);

    QStringView m_input;
    qsizetype m_pos = 0;
    HtmlTag m_rawTag = HtmlTag::Unknown; // set after a raw-text start tag: next token is its content
    QStringView m_rawName;
    bool m_plaintext = false;
    // Set once a <title> or <textarea> was found without an end tag: later ones are not searched again.
    bool m_unclosedTitle = false;
    bool m_unclosedTextarea = false;
};

} // namespace kindred
