#include "extract/HtmlTag.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace kindred {

namespace {

struct TagName
{
    const char *name;
    HtmlTag tag;
};

// Sorted by name so a lookup is a binary search over ~120 entries.
constexpr TagName kTags[] = {
    {"a", HtmlTag::A},
    {"abbr", HtmlTag::Abbr},
    {"address", HtmlTag::Address},
    {"area", HtmlTag::Area},
    {"article", HtmlTag::Article},
    {"aside", HtmlTag::Aside},
    {"audio", HtmlTag::Audio},
    {"b", HtmlTag::B},
    {"base", HtmlTag::Base},
    {"bdi", HtmlTag::Bdi},
    {"bdo", HtmlTag::Bdo},
    {"blockquote", HtmlTag::Blockquote},
    {"body", HtmlTag::Body},
    {"br", HtmlTag::Br},
    {"button", HtmlTag::Button},
    {"canvas", HtmlTag::Canvas},
    {"caption", HtmlTag::Caption},
    {"center", HtmlTag::Center},
    {"cite", HtmlTag::Cite},
    {"code", HtmlTag::Code},
    {"col", HtmlTag::Col},
    {"colgroup", HtmlTag::Colgroup},
    {"dd", HtmlTag::Dd},
    {"del", HtmlTag::Del},
    {"details", HtmlTag::Details},
    {"dfn", HtmlTag::Dfn},
    {"dialog", HtmlTag::Dialog},
    {"div", HtmlTag::Div},
    {"dl", HtmlTag::Dl},
    {"dt", HtmlTag::Dt},
    {"em", HtmlTag::Em},
    {"embed", HtmlTag::Embed},
    {"fieldset", HtmlTag::Fieldset},
    {"figcaption", HtmlTag::Figcaption},
    {"figure", HtmlTag::Figure},
    {"font", HtmlTag::Font},
    {"footer", HtmlTag::Footer},
    {"form", HtmlTag::Form},
    {"frame", HtmlTag::Frame},
    {"frameset", HtmlTag::Frameset},
    {"h1", HtmlTag::H1},
    {"h2", HtmlTag::H2},
    {"h3", HtmlTag::H3},
    {"h4", HtmlTag::H4},
    {"h5", HtmlTag::H5},
    {"h6", HtmlTag::H6},
    {"head", HtmlTag::Head},
    {"header", HtmlTag::Header},
    {"hgroup", HtmlTag::Hgroup},
    {"hr", HtmlTag::Hr},
    {"html", HtmlTag::Html},
    {"i", HtmlTag::I},
    {"iframe", HtmlTag::Iframe},
    {"img", HtmlTag::Img},
    {"input", HtmlTag::Input},
    {"ins", HtmlTag::Ins},
    {"kbd", HtmlTag::Kbd},
    {"label", HtmlTag::Label},
    {"legend", HtmlTag::Legend},
    {"li", HtmlTag::Li},
    {"link", HtmlTag::Link},
    {"main", HtmlTag::Main},
    {"map", HtmlTag::Map},
    {"mark", HtmlTag::Mark},
    {"math", HtmlTag::Math},
    {"menu", HtmlTag::Menu},
    {"meta", HtmlTag::Meta},
    {"nav", HtmlTag::Nav},
    {"noembed", HtmlTag::Noembed},
    {"noframes", HtmlTag::Noframes},
    {"noscript", HtmlTag::Noscript},
    {"object", HtmlTag::Object},
    {"ol", HtmlTag::Ol},
    {"optgroup", HtmlTag::Optgroup},
    {"option", HtmlTag::Option},
    {"p", HtmlTag::P},
    {"param", HtmlTag::Param},
    {"picture", HtmlTag::Picture},
    {"plaintext", HtmlTag::Plaintext},
    {"pre", HtmlTag::Pre},
    {"q", HtmlTag::Q},
    {"s", HtmlTag::S},
    {"samp", HtmlTag::Samp},
    {"script", HtmlTag::Script},
    {"section", HtmlTag::Section},
    {"select", HtmlTag::Select},
    {"small", HtmlTag::Small},
    {"source", HtmlTag::Source},
    {"span", HtmlTag::Span},
    {"strike", HtmlTag::Strike},
    {"strong", HtmlTag::Strong},
    {"style", HtmlTag::Style},
    {"sub", HtmlTag::Sub},
    {"summary", HtmlTag::Summary},
    {"sup", HtmlTag::Sup},
    {"svg", HtmlTag::Svg},
    {"table", HtmlTag::Table},
    {"tbody", HtmlTag::Tbody},
    {"td", HtmlTag::Td},
    {"template", HtmlTag::Template},
    {"textarea", HtmlTag::Textarea},
    {"tfoot", HtmlTag::Tfoot},
    {"th", HtmlTag::Th},
    {"thead", HtmlTag::Thead},
    {"time", HtmlTag::Time},
    {"title", HtmlTag::Title},
    {"tr", HtmlTag::Tr},
    {"track", HtmlTag::Track},
    {"tt", HtmlTag::Tt},
    {"u", HtmlTag::U},
    {"ul", HtmlTag::Ul},
    {"var", HtmlTag::Var},
    {"video", HtmlTag::Video},
    {"wbr", HtmlTag::Wbr},
    {"xmp", HtmlTag::Xmp},
};
static_assert(std::size(kTags) == std::size_t(HtmlTag::Count) - 1);

enum Flag : std::uint8_t { Void = 1, Block = 2, Raw = 4, Inline = 8, ClosesSameName = 16, HeadContent = 32 };

constexpr std::array<std::uint8_t, std::size_t(HtmlTag::Count)> makeFlags()
{
    std::array<std::uint8_t, std::size_t(HtmlTag::Count)> flags {};
    for (HtmlTag t : {HtmlTag::Area, HtmlTag::Base, HtmlTag::Br, HtmlTag::Col, HtmlTag::Embed, HtmlTag::Hr,
             HtmlTag::Img, HtmlTag::Input, HtmlTag::Link, HtmlTag::Meta, HtmlTag::Param, HtmlTag::Source,
             HtmlTag::Track, HtmlTag::Wbr, HtmlTag::Frame})
        flags[std::size_t(t)] |= Void;
    for (HtmlTag t :
        {HtmlTag::Address, HtmlTag::Article, HtmlTag::Aside, HtmlTag::Blockquote, HtmlTag::Body, HtmlTag::Br,
            HtmlTag::Caption, HtmlTag::Center, HtmlTag::Dd, HtmlTag::Details, HtmlTag::Dialog, HtmlTag::Div,
            HtmlTag::Dl, HtmlTag::Dt, HtmlTag::Fieldset, HtmlTag::Figcaption, HtmlTag::Figure,
            HtmlTag::Footer, HtmlTag::Form, HtmlTag::H1, HtmlTag::H2, HtmlTag::H3, HtmlTag::H4, HtmlTag::H5,
            HtmlTag::H6, HtmlTag::Header, HtmlTag::Hgroup, HtmlTag::Hr, HtmlTag::Html, HtmlTag::Legend,
            HtmlTag::Li, HtmlTag::Main, HtmlTag::Menu, HtmlTag::Nav, HtmlTag::Ol, HtmlTag::Option, HtmlTag::P,
            HtmlTag::Pre, HtmlTag::Section, HtmlTag::Summary, HtmlTag::Table, HtmlTag::Tbody, HtmlTag::Td,
            HtmlTag::Tfoot, HtmlTag::Th, HtmlTag::Thead, HtmlTag::Title, HtmlTag::Tr, HtmlTag::Ul})
        flags[std::size_t(t)] |= Block;
    for (HtmlTag t :
        {HtmlTag::Script, HtmlTag::Style, HtmlTag::Noscript, HtmlTag::Template, HtmlTag::Textarea,
            HtmlTag::Title, HtmlTag::Xmp, HtmlTag::Iframe, HtmlTag::Noembed, HtmlTag::Noframes})
        flags[std::size_t(t)] |= Raw;
    for (HtmlTag t : {HtmlTag::B, HtmlTag::I, HtmlTag::Em, HtmlTag::Strong, HtmlTag::Span, HtmlTag::Font,
             HtmlTag::Small, HtmlTag::Sup, HtmlTag::Sub, HtmlTag::U, HtmlTag::S, HtmlTag::Abbr, HtmlTag::Cite,
             HtmlTag::Q, HtmlTag::Mark, HtmlTag::Time, HtmlTag::Code, HtmlTag::Tt, HtmlTag::Var, HtmlTag::Kbd,
             HtmlTag::Samp, HtmlTag::Dfn, HtmlTag::Ins, HtmlTag::Del, HtmlTag::Strike, HtmlTag::Bdi,
             HtmlTag::Bdo, HtmlTag::Wbr, HtmlTag::Br})
        flags[std::size_t(t)] |= Inline;
    for (HtmlTag t : {HtmlTag::P, HtmlTag::Li, HtmlTag::Dt, HtmlTag::Dd, HtmlTag::Option, HtmlTag::Tr,
             HtmlTag::Td, HtmlTag::Th})
        flags[std::size_t(t)] |= ClosesSameName;
    for (HtmlTag t : {HtmlTag::Meta, HtmlTag::Link, HtmlTag::Title, HtmlTag::Script, HtmlTag::Style,
             HtmlTag::Base, HtmlTag::Noscript, HtmlTag::Template})
        flags[std::size_t(t)] |= HeadContent;
    return flags;
}

constexpr auto kFlags = makeFlags();

} // namespace

HtmlTag htmlTagFromName(QStringView name)
{
    constexpr qsizetype kLongest = 10; // "blockquote", "figcaption", "plaintext"
    if (name.isEmpty() || name.size() > kLongest)
        return HtmlTag::Unknown;
    char key[kLongest + 1];
    for (qsizetype i = 0; i < name.size(); ++i) {
        char16_t c = name[i].unicode();
        if (c >= u'A' && c <= u'Z')
            c = char16_t(c + 32);
        if (c > 0x7f)
            return HtmlTag::Unknown;
        key[i] = char(c);
    }
    key[name.size()] = '\0';
    const auto *end = std::end(kTags);
    const auto *it = std::lower_bound(std::begin(kTags), end, key,
        [](const TagName &t, const char *k) { return std::strcmp(t.name, k) < 0; });
    return it != end && std::strcmp(it->name, key) == 0 ? it->tag : HtmlTag::Unknown;
}

bool isVoidTag(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & Void;
}

bool isBlockTag(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & Block;
}

bool isRawTextTag(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & Raw;
}

bool isInlineTag(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & Inline;
}

bool closesSameName(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & ClosesSameName;
}

bool isHeadContent(HtmlTag tag)
{
    return kFlags[std::size_t(tag)] & HeadContent;
}

} // namespace kindred
