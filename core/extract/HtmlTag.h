#pragma once

#include <QStringView>
#include <cstdint>

namespace kindred {

/// The HTML element names the extractor reasons about; everything else is Unknown.
enum class HtmlTag : std::uint8_t {
    Unknown,
    A,
    Abbr,
    Address,
    Area,
    Article,
    Aside,
    Audio,
    B,
    Base,
    Bdi,
    Bdo,
    Blockquote,
    Body,
    Br,
    Button,
    Canvas,
    Caption,
    Center,
    Cite,
    Code,
    Col,
    Colgroup,
    Dd,
    Del,
    Details,
    Dfn,
    Dialog,
    Div,
    Dl,
    Dt,
    Em,
    Embed,
    Fieldset,
    Figcaption,
    Figure,
    Font,
    Footer,
    Form,
    Frame,
    Frameset,
    H1,
    H2,
    H3,
    H4,
    H5,
    H6,
    Head,
    Header,
    Hgroup,
    Hr,
    Html,
    I,
    Iframe,
    Img,
    Input,
    Ins,
    Kbd,
    Label,
    Legend,
    Li,
    Link,
    Main,
    Map,
    Mark,
    Math,
    Menu,
    Meta,
    Nav,
    Noembed,
    Noframes,
    Noscript,
    Object,
    Ol,
    Optgroup,
    Option,
    P,
    Param,
    Picture,
    Plaintext,
    Pre,
    Q,
    S,
    Samp,
    Script,
    Section,
    Select,
    Small,
    Source,
    Span,
    Strike,
    Strong,
    Style,
    Sub,
    Summary,
    Sup,
    Svg,
    Table,
    Tbody,
    Td,
    Template,
    Textarea,
    Tfoot,
    Th,
    Thead,
    Time,
    Title,
    Tr,
    Track,
    Tt,
    U,
    Ul,
    Var,
    Video,
    Wbr,
    Xmp,
    Count
};

/// The tag for an element name, ASCII case-insensitive; Unknown for custom or rare names.
HtmlTag htmlTagFromName(QStringView name);

/// Void elements have no end tag and no content (br, img, meta...).
bool isVoidTag(HtmlTag tag);

/// Block-level elements: their boundaries break paragraphs in the extracted text.
bool isBlockTag(HtmlTag tag);

/// Raw-text and RCDATA elements: their content is text up to the matching end tag, never markup.
bool isRawTextTag(HtmlTag tag);

/// Inline formatting (b, em, span, time, br...): text runs on through it.
bool isInlineTag(HtmlTag tag);

/// Elements whose start implicitly closes an open element of the same name (HTML5 optional end
/// tags: p, li, dt, dd, option, tr, td, th).
bool closesSameName(HtmlTag tag);

/// Elements that may stand in <head>; any other start ends it.
bool isHeadContent(HtmlTag tag);

/// Headings, <h1> to <h6>.
inline bool isHeadingTag(HtmlTag tag)
{
    return tag >= HtmlTag::H1 && tag <= HtmlTag::H6;
}

/// The headings under a page's headline, <h2> to <h6>.
inline bool isSubheadingTag(HtmlTag tag)
{
    return tag >= HtmlTag::H2 && tag <= HtmlTag::H6;
}

} // namespace kindred
