#pragma once

// The shapes, blocks and thresholds that ArticleExtent, its walk (ArticleWalk.cpp) and the lede search
// (ArticleLede.cpp) share (internal).

#include "extract/PlateauScan.h"

#include <QString>
#include <array>
#include <cstdint>
#include <vector>

namespace kindred::articleshapes {

// The core is the smallest element holding this share of the plateau's words; the container is
// the core lifted this many levels (an article split into sibling sections shares the parent),
// from the outermost box that holds a core of paragraphs alone (containerOf()).
constexpr float kContainerShare = 0.6f;
constexpr int kContainerLift = 1;
// A paragraph inside this many boxes or more that hold nothing else stands in a section of its own
// (a page builder's row, column and widget around it), not in a plain article box (containerOf()).
constexpr int kBuilderBoxes = 2;
// A block of prose: enough unlinked words, few of them links.
constexpr float kProseWords = 10.0f;
constexpr float kProseLinkDensity = 0.3f;
// ...or, where every link stands inside a sentence (plain words before and after it, as a writer
// cites a source), up to this share of links.
constexpr float kCitedLinkShare = 0.5f;
// A paragraph of one sentence shaped like the article's is the article's from this many words
// outside links (isShortSentence() in ArticleWalk.cpp).
constexpr int kShortSentenceWords = 4;
// How much clutter (tag costs, link text, words of blocks that are not prose) the walk may
// cross between two parts of the article.
constexpr float kJunkBudget = 80.0f;
// ...or this share of the plateau's plain words, when more: a long article may hold a large box.
constexpr float kJunkBudgetShare = 0.5f;
// A paragraph shape holding this share of the plateau's words is the article's own.
constexpr float kShapeShare = 0.25f;
// A part of the article beyond clutter holds at least this many words.
constexpr float kPartWords = 22.0f;
// Furniture inside the article: runs of blocks not shaped like its paragraphs with more than
// this share of link words or fewer plain words than this.
constexpr float kFurnitureLinkShare = 0.5f;
constexpr float kFurnitureWords = 12.0f;
// A cross-heading set in bold holds at most this many words.
constexpr float kCrossHeadingWords = 15.0f;
// At most this many short paragraphs after the article's last one are its closing lines.
constexpr int kClosingLines = 3;
// A data table or definition list right beside the article with at least this many blocks (cells,
// terms, descriptions) is the article's however few its words (a fact box).
constexpr int kFactBoxBlocks = 4;
// A paragraph this long is prose in its own right wherever it stands.
constexpr float kLongParagraphWords = 40.0f;
// A plateau this strong is an article, and a lede it held in a box of its own is that article's.
constexpr float kTrimmedLedePlateauScore = 60.0f;
// A list of key points under the headline holds at most this many words.
constexpr float kKeyPointsWords = 80.0f;
// The block under a headline holds at least this many plain words.
constexpr float kUnderHeadlineWords = 6.0f;

// Where a run of text sits in the markup: the depth and tag of its block element and the tag of
// that block's parent. The paragraphs of one article share it; captions, ads and boxes rarely do.
struct Shape
{
    std::uint16_t depth = 0;
    HtmlTag tag = HtmlTag::Unknown;
    HtmlTag parent = HtmlTag::Unknown;
    std::uint32_t parentClass = 0; // compared only where a close match is asked for
    bool sameLoose(const Shape &o) const { return depth == o.depth && tag == o.tag && parent == o.parent; }
    bool operator==(const Shape &) const = default;
};

struct Place
{
    Shape shape;
    std::uint32_t block = 0; // the block element
    std::uint32_t parent = 0; // its parent
};

inline Place placeOf(const PlateauScan &scan, std::uint32_t element)
{
    element = blockOf(scan, element);
    const ScanElement &block = scan.elements[element];
    const ScanElement &parent = scan.elements[block.parent];
    return {{block.depth, block.tag, parent.tag, parent.classHash}, element, block.parent};
}

// The block tags of a list's items (a definition list's too).
inline bool isListItemTag(HtmlTag tag)
{
    return tag == HtmlTag::Li || tag == HtmlTag::Dd;
}

// The few shapes that hold most of the plateau's words, and the elements holding those paragraphs.
class Shapes
{
public:
    void add(const Place &place, float words)
    {
        m_total += words;
        for (std::size_t i = 0; i < m_count; ++i) {
            if (m_shapes[i] == place.shape) {
                m_words[i] += words;
                return;
            }
        }
        if (m_count < m_shapes.size()) {
            m_shapes[m_count] = place.shape;
            m_parents[m_count] = place.parent;
            m_words[m_count++] = words;
        }
    }
    /// The article's core and the container around it: prose in a block of the paragraphs' own
    /// tag right inside either is the article's too (a first paragraph outside the rest's wrapper).
    void setArticleElements(const PlateauScan &scan, std::uint32_t core, std::uint32_t container)
    {
        m_scan = &scan;
        m_core = core;
        m_container = container;
    }
    /// Shaped like the article's paragraphs (`close`: in a parent of the same class too), or
    /// text standing right in their parent (a cross-heading, lines split by <br>), or `prose`
    /// beside them as said above.
    bool isMain(const Place &place, bool close = false, bool prose = false) const
    {
        if (std::find(m_sections.begin(), m_sections.end(), place.shape) != m_sections.end())
            return true;
        if (prose && !close && (place.parent == m_core || place.parent == m_container) && m_count > 0
            && place.shape.tag == mainShape().tag)
            return true;
        // Where the plateau is a list in the article (its long items outweigh the paragraphs), the
        // prose beside the list in the container is the article's, whatever its tag, after it too,
        // and in boxes of its own inside the container too (the block editor's groups, each around
        // a paragraph, with an ad's label or a promotion beside it).
        if (prose && m_count > 0 && isListItemTag(mainShape().tag)
            && (place.parent == m_container
                || (m_scan && m_container != 0 && isWithin(*m_scan, place.parent, m_container))))
            return true;
        float words = 0;
        for (std::size_t i = 0; i < m_count; ++i) {
            if (m_parents[i] == place.block && m_words[i] >= kShapeShare * m_total)
                return true;
            if (close ? m_shapes[i] == place.shape : m_shapes[i].sameLoose(place.shape))
                words += m_words[i];
        }
        return words >= kShapeShare * m_total;
    }

    /// Blocks of this shape are sections of a list article, whatever share of words they hold.
    void addSection(const Shape &shape) { m_sections.push_back(shape); }

    /// Of the block tag of the article's paragraphs, wherever it stands.
    bool hasMainTag(const Place &place) const { return m_count > 0 && place.shape.tag == mainShape().tag; }

private:
    const Shape &mainShape() const
    {
        std::size_t best = 0;
        for (std::size_t i = 1; i < m_count; ++i) {
            if (m_words[i] > m_words[best])
                best = i;
        }
        return m_shapes[best];
    }

    std::array<Shape, 16> m_shapes;
    std::array<std::uint32_t, 16> m_parents {};
    std::array<float, 16> m_words {};
    std::size_t m_count = 0;
    float m_total = 0;
    std::uint32_t m_core = 0;
    std::uint32_t m_container = 0;
    const PlateauScan *m_scan = nullptr;
    std::vector<Shape> m_sections;
};

inline bool isPlainText(const PlateauNode &node)
{
    return (node.flags & (PlateauNode::Text | PlateauNode::Anchor)) == PlateauNode::Text && node.words > 0;
}

struct Segment
{
    std::size_t begin = 0;
    std::size_t end = 0;
    float words = 0;
    float linked = 0;
    float linkedWithin = 0; // linked words with plain words on both sides in the block
    float cost = 0; // tag costs
    float largest = 0;
    std::uint32_t element = 0; // of its largest run of plain text
    bool barrier = false;
    bool heading = false;
    bool outsideHint = false; // holds text outside the page's article-body mark
    bool plainBefore = false; // a run of plain words was read (add())
    float linkRun = 0; // linked words read since the last plain ones (add())

    // Few of its words are links, or all its links stand inside its sentences and cite.
    bool fewLinks() const
    {
        return linked <= kProseLinkDensity * words
            || (linked - linkedWithin < 0.5f && linked <= kCitedLinkShare * words);
    }
    bool isProse() const { return words - linked >= kProseWords && fewLinks(); }
    // Inside the page's marked body, prose may cite in most of its words.
    bool isMarkedProse() const
    {
        return !outsideHint && words - linked >= kProseWords && linked <= kMarkedLinkShare * words;
    }
    void add(const PlateauNode &node)
    {
        if (node.flags & PlateauNode::Barrier)
            barrier = true;
        if (node.flags & PlateauNode::Heading)
            heading = true;
        if (node.flags & PlateauNode::Text) {
            words += node.words;
            outsideHint = outsideHint || !(node.flags & PlateauNode::Hint);
            if (node.flags & PlateauNode::Anchor) {
                linked += node.words;
                linkRun += node.words;
            } else if (node.words > 0) {
                // Read in either direction, links between two runs of plain words are inside a sentence.
                if (plainBefore)
                    linkedWithin += linkRun;
                plainBefore = true;
                linkRun = 0;
                if (node.words > largest) {
                    largest = node.words;
                    element = node.element;
                }
            }
        } else if (node.score < 0) {
            cost -= node.score;
        }
    }
};

// The block next to `pos` in the walking direction, up to `limit`: nodes up to and including
// the next block-level tag.
template<bool Forward>
Segment readSegment(const std::vector<PlateauNode> &nodes, std::size_t pos, std::size_t limit)
{
    Segment segment;
    std::size_t i = pos;
    if constexpr (Forward) {
        segment.begin = pos;
        while (i < limit) {
            segment.add(nodes[i]);
            if (nodes[i++].flags & PlateauNode::BlockBreak)
                break;
        }
        segment.end = i;
    } else {
        segment.end = pos;
        while (i > limit) {
            segment.add(nodes[--i]);
            if (nodes[i].flags & PlateauNode::BlockBreak)
                break;
        }
        segment.begin = i;
    }
    return segment;
}

/// The block element that node `at` stands in.
inline std::uint32_t blockAt(const PlateauScan &scan, std::size_t at)
{
    return placeOf(scan, scan.nodes[at].element).block;
}

/// Walks away from the plateau on both sides, to the ends of `area` (the article's core's
/// container), and adds to `kept` the prose shaped like the article's paragraphs that it reaches
/// before the clutter crossed exceeds `budget`; the shapes of list articles' sections it meets go
/// to `sections` (ArticleWalk.cpp).
void walkAround(const PlateauScan &scan, const Shapes &shapes, bool hinted, float budget,
    const PlateauRange &plateau, const ScanElement &area, const ScanElement &core,
    std::vector<PlateauRange> &kept, std::vector<Shape> &sections);

/// `ranges` without their furniture: runs of blocks shaped unlike the article's paragraphs,
/// between two paragraphs of prose, that are mostly links or a few words (ArticleWalk.cpp).
std::vector<PlateauRange> withoutFurniture(
    const PlateauScan &scan, const Shapes &shapes, const std::vector<PlateauRange> &ranges);

/// The first block of prose under the headline (which ends at node `headline`) and before the
/// article's parts, when it is a lede of the article (ArticleLede.cpp). Empty otherwise.
PlateauRange ledeUnder(const PlateauScan &scan, const Shapes &shapes, bool hinted, std::size_t headline,
    const std::vector<PlateauRange> &parts);

} // namespace kindred::articleshapes
