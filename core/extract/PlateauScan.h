#pragma once

#include "extract/ChromeFilter.h"

#include <QString>
#include <QStringView>
#include <cstdint>
#include <vector>

namespace kindred {

class PageMetadata;

/// One position of the tag-plateau sequence: a run of text (positive score, its weighted word
/// count) or a tag (negative score, its cost). Removed elements leave no nodes at all.
struct PlateauNode
{
    enum Flag : std::uint8_t {
        Text = 1,
        BlockBreak = 2,
        Image = 4,
        Heading = 8,
        Anchor = 16,
        Hint = 32,
        Barrier = 64, // where readers' comments begin
        LinkTag = 128, // an <a> start or end tag
    };
    float score = 0;
    float words = 0; // weighted word count of a text node
    std::uint8_t flags = 0;
    std::uint32_t element
        = 0; // the innermost kept element around the node (an index into PlateauScan::elements)
    QStringView text; // raw text (character references not decoded), an image's src or a link's rel
};

/// One element the scan kept, as the node range it spans; ranges nest as the markup does.
struct ScanElement
{
    std::uint32_t parent = 0;
    std::uint32_t first = 0; // first node inside
    std::uint32_t end = 0; // one past the last node inside
    std::uint16_t depth = 0;
    HtmlTag tag = HtmlTag::Unknown;
    std::uint32_t classHash = 0; // of its class attribute, to tell sibling boxes of one tag apart
    bool namesLede = false; // its class or id says it is the article's lede (extract/ChromeFilter.h)
};

/// The node sequence of a page, ready for the maximum-subarray search, and its element tree
/// (element 0 is the whole page).
struct PlateauScan
{
    std::vector<PlateauNode> nodes;
    std::vector<ScanElement> elements;
    bool marksBody = false; // the page marks its article body, and the text outside weighs less
    bool mainRemoved = false; // the page's <main> stood in what the scan removed as chrome
};

/// The nearest block element holding `element` (itself when it is one; 0, the page, when none is).
inline std::uint32_t blockOf(const PlateauScan &scan, std::uint32_t element)
{
    while (element != 0 && !isBlockTag(scan.elements[element].tag))
        element = scan.elements[element].parent;
    return element;
}

/// The element holding the block of node `at`: the box a paragraph stands in.
inline std::uint32_t boxOf(const PlateauScan &scan, std::size_t at)
{
    return scan.elements[blockOf(scan, scan.nodes[at].element)].parent;
}

/// The element `block` stands in, past the boxes that hold it alone (a wrapper each paragraph of
/// some sites has, "<div class=x><p>...</p></div>"): where the text that goes on with it stands.
std::uint32_t parentPastWrappers(const PlateauScan &scan, std::uint32_t block);

/// Whether `element` is `ancestor` or stands inside it; never for `ancestor` 0, the page.
inline bool isWithin(const PlateauScan &scan, std::uint32_t element, std::uint32_t ancestor)
{
    for (; element != 0; element = scan.elements[element].parent) {
        if (element == ancestor)
            return true;
    }
    return false;
}

/// The outermost element around `element` that holds nothing else: no word and no picture outside
/// it (a page builder's section, row and column around one column of widgets, a wrapper around an
/// article's body). `element` itself when its parent holds more; never 0, the page. Each ring of
/// nodes between one element and the next is read once, so the climb is linear in the result.
inline std::uint32_t outermostWrapper(const PlateauScan &scan, std::uint32_t element)
{
    const auto holdsContent = [&scan](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i) {
            if (scan.nodes[i].words > 0 || (scan.nodes[i].flags & PlateauNode::Image))
                return true;
        }
        return false;
    };
    while (element != 0) {
        const ScanElement &inner = scan.elements[element];
        const ScanElement &outer = scan.elements[inner.parent];
        if (inner.parent == 0 || holdsContent(outer.first, inner.first) || holdsContent(inner.end, outer.end))
            break;
        element = inner.parent;
    }
    return element;
}

/// The nearest element of `tag` holding `element` (itself when it is one); 0 when none does.
inline std::uint32_t enclosing(const PlateauScan &scan, std::uint32_t element, HtmlTag tag)
{
    while (element != 0 && scan.elements[element].tag != tag)
        element = scan.elements[element].parent;
    return element;
}

/// The first text node at or after node `at` and before `limit`; `limit` when there is none.
inline std::size_t firstTextNode(const PlateauScan &scan, std::size_t at, std::size_t limit)
{
    while (at < limit && !(scan.nodes[at].flags & PlateauNode::Text))
        ++at;
    return at;
}

/// A chosen node range [begin, end) and its score.
struct PlateauRange
{
    std::size_t begin = 0;
    std::size_t end = 0;
    float score = 0;
    bool empty() const { return begin >= end; }
};

/// What a word of link text scores: it counts like a tag, as menus and teaser lists are links.
inline constexpr float kLinkWordScore = -1.0f;
/// What an inline tag costs (<b>, <span>; <a> inside prose, see rescoreInlineLinks()).
inline constexpr float kInlineTagCost = 0.5f;
/// Inside the body a page marks, a paragraph with up to this share of its words linked is prose
/// (rescoreInlineLinks(), and the walk from the plateau): the page says it is the article's.
inline constexpr float kMarkedLinkShare = 0.8f;

/// A run of nodes between two block breaks that holds words: a paragraph, a heading, an item.
struct NodeBlock
{
    std::size_t begin = 0; // its first node
    std::size_t end = 0; // one past its last node
    std::size_t firstText = 0; // its first node with words
    float words = 0;
    float linked = 0; // words inside links
    float linkedWithin = 0; // words of links with plain words before and after them: cited in prose
    bool opensWithLink = false; // its first words are a link's
};

/// The blocks of `nodes`, in order.
std::vector<NodeBlock> blocksOf(const std::vector<PlateauNode> &nodes);

/// Tokenizes `html` (views into it stay valid while it lives), removes non-content elements
/// as `level` says, and turns the rest into weighted nodes; gathers metadata when given.
PlateauScan scanPage(const QString &html, ChromeLevel level, PageMetadata *metadata);

} // namespace kindred
