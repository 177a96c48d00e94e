#include "extract/ArticleExtent.h"

#include "extract/ArticleShapes.h"
#include "extract/TextBlocks.h"

#include <algorithm>

namespace kindred {

namespace {

using namespace articleshapes;

// A paragraph alone in its box is not where the article's core is looked for when the paragraphs
// of another box hold this many times its words (coreStart()).
constexpr float kLoneParagraphShare = 3.0f;

float unlinkedWords(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    float words = 0;
    for (std::size_t i = from; i < to; ++i) {
        if (isPlainText(nodes[i]))
            words += nodes[i].words;
    }
    return words;
}

bool isHinted(const std::vector<PlateauNode> &nodes, const PlateauRange &plateau)
{
    float hinted = 0;
    float total = 0;
    for (std::size_t i = plateau.begin; i < plateau.end; ++i) {
        if (!isPlainText(nodes[i]))
            continue;
        total += nodes[i].words;
        if (nodes[i].flags & PlateauNode::Hint)
            hinted += nodes[i].words;
    }
    return total > 0 && hinted >= 0.5f * total;
}

// Where the article's core is climbed to from: the segment (a paragraph, or a line of one that
// <br> tags break) with the most plain words (not the longest run of text: links cut a
// paragraph into short runs), unless it stands alone in its box and the segments of another box
// hold kLoneParagraphShare times its words: an author's biography or a notice after a story of
// short paragraphs is longer than any of them. (A heading beside it in its box makes it not
// alone.) Then the largest segment of the box holding the most words. Returns the element of that segment's
// largest run of plain text; sets `total` to the plateau's plain words.
std::uint32_t coreStart(const PlateauScan &scan, const PlateauRange &plateau, float &total)
{
    struct Box // the parent element of some of the plateau's blocks
    {
        float words = 0; // the plain words of its segments
        float largestWords = 0; // of its largest segment...
        std::uint32_t largest = 0; // ...and the element of that segment's largest run of text
    };
    std::vector<Box> boxes;
    std::vector<std::int32_t> boxOf(scan.elements.size(), -1); // a box's element -> its index
    float largestWords = 0;
    std::uint32_t largest = 0; // as Box::largest, over the whole plateau
    std::int32_t largestBox = -1;
    total = 0;
    for (std::size_t pos = plateau.begin; pos < plateau.end;) {
        const Segment segment = readSegment<true>(scan.nodes, pos, plateau.end);
        pos = segment.end;
        const float words = segment.words - segment.linked;
        total += words;
        if (words <= 0)
            continue;
        std::int32_t &index = boxOf[placeOf(scan, segment.element).parent];
        if (index < 0) {
            index = std::int32_t(boxes.size());
            boxes.emplace_back();
        }
        Box &box = boxes[std::size_t(index)];
        box.words += words;
        if (words > box.largestWords) {
            box.largestWords = words;
            box.largest = segment.element;
        }
        if (words > largestWords) {
            largestWords = words;
            largest = segment.element;
            largestBox = index;
        }
    }
    if (largestBox < 0)
        return 0;
    const Box &most = *std::max_element(
        boxes.begin(), boxes.end(), [](const Box &a, const Box &b) { return a.words < b.words; });
    const float own = boxes[std::size_t(largestBox)].words;
    const bool alone = own <= largestWords;
    const bool outweighed = most.words >= kLoneParagraphShare * own;
    return alone && outweighed ? most.largest : largest;
}

// The smallest element holding most of the plateau's words (the article's core), while
// gathering the shapes of the plateau's paragraphs.
std::uint32_t coreOf(const PlateauScan &scan, const PlateauRange &plateau, Shapes &shapes)
{
    const std::vector<PlateauNode> &nodes = scan.nodes;
    float total = 0;
    std::uint32_t element = coreStart(scan, plateau, total);
    // Climb until the element holds the share; its part of the plateau only grows on the way,
    // so the words are summed once each.
    std::size_t inFrom = plateau.begin;
    std::size_t inTo = plateau.begin;
    float inside = 0;
    while (element != 0) {
        const ScanElement &e = scan.elements[element];
        const std::size_t from = std::clamp<std::size_t>(e.first, plateau.begin, plateau.end);
        const std::size_t to = std::clamp<std::size_t>(e.end, plateau.begin, plateau.end);
        if (inFrom == inTo) {
            inside = unlinkedWords(nodes, from, to);
        } else {
            inside += unlinkedWords(nodes, from, inFrom) + unlinkedWords(nodes, inTo, to);
        }
        inFrom = from;
        inTo = std::max(to, from);
        if (inside >= kContainerShare * total)
            break;
        element = e.parent;
    }
    // The shapes are learnt inside the core only: what the plateau ran into beyond it does not count.
    const ScanElement &core = scan.elements[element];
    const std::size_t from = std::max<std::size_t>(plateau.begin, core.first);
    const std::size_t to = std::min<std::size_t>(plateau.end, core.end);
    for (std::size_t i = from; i < to; ++i) {
        if (isPlainText(nodes[i]))
            shapes.add(placeOf(scan, nodes[i].element), nodes[i].words);
    }
    return element;
}

// The element the walk looks for the rest of the article in: the core's parent (an article split
// into sibling sections shares it), lifted kContainerLift levels. A core of several paragraphs is
// lifted from the outermost of the boxes that hold it and nothing else: a page builder sets each
// section of an article in a section, a row and a column of its own, whose parents hold that one
// section. A core that is one paragraph keeps its own box (a short article's lede is not the
// column it stands in, with readers' responses beside it), unless kBuilderBoxes boxes or more
// hold it alone: a section of its own, as a builder's first row, the story going on in the next.
// Even then the walk goes back no further than the paragraph's own box lifted (`above`): a lede
// is not what stands over it in its column, a picture's caption or teasers.
struct Container
{
    std::uint32_t element = 0;
    std::uint32_t above = 0; // the walk back from the core stops at its start
};

Container containerOf(const PlateauScan &scan, std::uint32_t core)
{
    const auto lifted = [&scan](std::uint32_t element) {
        for (int lift = 0; lift < kContainerLift && element != 0; ++lift)
            element = scan.elements[element].parent;
        return element;
    };
    const ScanElement &element = scan.elements[core];
    const std::size_t text = firstTextNode(scan, element.first, element.end);
    const bool holdsParagraphs = text < element.end && blockOf(scan, scan.nodes[text].element) != core;
    const std::uint32_t wrapper = outermostWrapper(scan, core);
    if (holdsParagraphs)
        return {lifted(wrapper), lifted(wrapper)};
    const bool builderSection = element.depth - scan.elements[wrapper].depth >= kBuilderBoxes;
    return {lifted(builderSection ? wrapper : core), lifted(core)};
}

// Whether nodes [begin, end) hold no text the page leaves out of its article body's mark.
bool allMarked(const PlateauScan &scan, std::size_t begin, std::size_t end)
{
    for (std::size_t i = begin; i < end; ++i) {
        if (scan.nodes[i].words > 0 && !(scan.nodes[i].flags & PlateauNode::Hint))
            return false;
    }
    return true;
}

// Inside the body a page marks, the rest of the article may stand anywhere in the mark (a page
// builder's rows, each paragraph in a column of its own): `container` lifted to the outermost
// element whose text is all marked. Each lift reads only what the parent adds around its child.
std::uint32_t markedContainer(const PlateauScan &scan, std::uint32_t container)
{
    while (container != 0) {
        const ScanElement &child = scan.elements[container];
        const std::uint32_t parent = child.parent;
        if (parent == 0 || !allMarked(scan, scan.elements[parent].first, child.first)
            || !allMarked(scan, child.end, scan.elements[parent].end))
            break;
        container = parent;
    }
    return container;
}

// Blocks at the ends of the selection that lie outside the article's core and are not shaped
// like its paragraphs are what the plateau ran into: readers' responses, bylines, link lists.
// Before the core a long paragraph stays (an introduction to a quoted article); after it, long
// paragraphs of another shape are readers' responses.
void trimOutsideCore(const PlateauScan &scan, const Shapes &shapes, const ScanElement &core,
    std::uint32_t container, bool hinted, std::vector<PlateauRange> &ranges)
{
    // Inside the body a page marks, a paragraph of a part's length in a box beside the core's is
    // the story going on (the rest of it after an inline video, in a box of another class:
    // "teaser-content" then "remainder-content"), not readers' responses, which the mark leaves out.
    const auto markedParagraph = [&](const Segment &segment) {
        return hinted && scan.marksBody && !segment.outsideHint
            && segment.words - segment.linked >= kPartWords;
    };
    const auto outside = [&](const Segment &segment, bool close) {
        return segment.words > 0 && (segment.end <= core.first || segment.begin >= core.end)
            && !shapes.isMain(
                placeOf(scan, segment.element), close && !markedParagraph(segment), segment.isProse());
    };
    // Short unlinked lines in a box of their own right after the core, beside it in one element, close
    // the article (a product's specifications after its description), where readers' responses
    // are paragraphs and a byline's or a link list's box stands apart.
    const auto closesCore = [&](const Segment &segment) {
        const Place place = placeOf(scan, segment.element);
        if (segment.linked > 0 || segment.isProse() || segment.begin < core.end
            || place.parent != core.parent)
            return false;
        for (std::size_t i = core.end; i < segment.begin; ++i) {
            const PlateauNode &node = scan.nodes[i];
            if (node.words > 0
                && ((node.flags & PlateauNode::Anchor) || blockOf(scan, node.element) != place.block))
                return false;
        }
        return true;
    };
    // A table or a list of the article's container (the core's parent, or a page builder's column
    // around the widget of the core's paragraphs, see containerOf()): the standings after a match
    // report's last paragraph, the points a report sums up, the schedule it opens with, a fact box. 0 when
    // the segment stands in none.
    const auto dataBox = [&](const Segment &segment) -> std::uint32_t {
        std::uint32_t box = enclosing(scan, segment.element, HtmlTag::Table);
        for (const HtmlTag tag : {HtmlTag::Ul, HtmlTag::Ol, HtmlTag::Dl}) {
            if (box == 0)
                box = enclosing(scan, segment.element, tag);
        }
        return box != 0 && container != 0 && isWithin(scan, box, container) ? box : 0;
    };
    // Such a box right after the core, with nothing between them, or right after a paragraph of
    // the article's prose beyond the core (a short last line the core, the smallest element holding
    // most of the plateau's words, left out), closes the article (the walk took it); one after a
    // box of links, or after the story's element (a footer laid out in a table), does not.
    const auto listClosesCore = [&](std::uint32_t box) {
        if (scan.elements[box].first < core.end)
            return false;
        const auto wordsEndBefore = [&](std::size_t pos) {
            while (pos > core.end && scan.nodes[pos - 1].words == 0)
                --pos;
            return pos;
        };
        std::size_t before = wordsEndBefore(scan.elements[box].first);
        if (before == core.end)
            return true;
        Segment last = readSegment<false>(scan.nodes, before, core.end);
        if (last.heading && last.linked == 0) { // the box's own heading ("Standings after round 12")
            before = wordsEndBefore(last.begin);
            if (before == core.end)
                return true;
            last = readSegment<false>(scan.nodes, before, core.end);
        }
        return last.isProse() && shapes.isMain(placeOf(scan, last.element), true, true);
    };
    // And one before the core opens it, with no link between them (a line that introduces the
    // paragraphs may stand between), unless it frames a picture (a layout table of a photograph,
    // its credit and caption).
    const auto listOpensCore = [&](std::uint32_t box) {
        if (scan.elements[box].end > core.first)
            return false;
        for (std::size_t i = scan.elements[box].first; i < core.first; ++i) {
            const PlateauNode &node = scan.nodes[i];
            if ((i < scan.elements[box].end && (node.flags & PlateauNode::Image))
                || (i >= scan.elements[box].end && node.words > 0 && (node.flags & PlateauNode::Anchor)))
                return false;
        }
        return true;
    };
    // A box's rows come one after another as the ends are trimmed: each rule reads its box, or
    // the stretch between it and the core, once, not once a row.
    const auto oncePerBox = [&](auto rule) {
        return [&dataBox, rule, box = std::uint32_t(0), verdict = false](const Segment &segment) mutable {
            if (const std::uint32_t current = dataBox(segment); current != box) {
                box = current;
                verdict = current != 0 && rule(current);
            }
            return verdict;
        };
    };
    auto closedByBox = oncePerBox(listClosesCore);
    auto openedByBox = oncePerBox(listOpensCore);
    while (!ranges.empty()) {
        PlateauRange &last = ranges.back();
        const Segment segment = readSegment<false>(scan.nodes, last.end, last.begin);
        if (segment.words > 0 && (!outside(segment, true) || closesCore(segment) || closedByBox(segment)))
            break;
        last.end = segment.begin;
        if (last.empty())
            ranges.pop_back();
    }
    std::size_t first = 0;
    while (first < ranges.size()) {
        PlateauRange &range = ranges[first];
        const Segment segment = readSegment<true>(scan.nodes, range.begin, range.end);
        if (segment.words > 0
            && (!outside(segment, false) || segment.words - segment.linked >= kLongParagraphWords
                || openedByBox(segment)))
            break;
        range.begin = segment.end;
        if (range.empty())
            ++first;
    }
    ranges.erase(ranges.begin(), ranges.begin() + std::ptrdiff_t(first));
}

// The plateau from the start of the paragraph it opens in: a plateau may begin after the links
// that open a paragraph ("<a>Kathrin G.</a> (<a>Twitter</a>) is an <a>astrophysicist</a> at the
// <a>GSI</a>. There she ..."), and the paragraph came back cut in the middle of its first sentence.
// (Its end is left where it is: an unclosed <p> of old pages runs on into "Next story:" links.)
PlateauRange fromParagraphStart(const PlateauScan &scan, PlateauRange plateau)
{
    const std::size_t first = firstTextNode(scan, plateau.begin, plateau.end);
    if (first == plateau.end)
        return plateau;
    const std::uint32_t block = blockAt(scan, first);
    const HtmlTag tag = scan.elements[block].tag;
    if (block != 0 && (tag == HtmlTag::P || tag == HtmlTag::Li))
        plateau.begin = std::min<std::size_t>(plateau.begin, scan.elements[block].first);
    return plateau;
}

// Whether the words of nodes [begin, end) are mostly words, not numbers: a dateline over the
// picture ("8:40AM Tuesday January 15, 2008") is no subheading.
bool mostlyWords(const PlateauScan &scan, std::size_t begin, std::size_t end)
{
    int words = 0;
    int numbers = 0; // words with a digit
    for (std::size_t i = begin; i < end; ++i) {
        if (!(scan.nodes[i].flags & PlateauNode::Text))
            continue;
        bool inWord = false;
        bool digit = false;
        for (const QChar c : scan.nodes[i].text) {
            if (c.isSpace()) {
                numbers += inWord && digit ? 1 : 0;
                inWord = digit = false;
                continue;
            }
            words += inWord ? 0 : 1;
            inWord = true;
            digit = digit || c.isDigit();
        }
        numbers += inWord && digit ? 1 : 0;
    }
    return 3 * numbers < words;
}

// A subheading that opens the article's box above its picture ("<div><h3>First trial of the
// device</h3><figure><img><figcaption>...</figcaption></figure><p>..."): the plateau begins at the
// first paragraph, past the picture and its caption, and the heading over them is the article's
// first line (trimEdges() keeps it as it keeps one right over the text). Only an <h2>..<h6> of
// words, without links, whose parent holds the paragraph at `begin`, with nothing but a picture
// between them.
PlateauRange subheadingOverPicture(const PlateauScan &scan, std::size_t begin)
{
    const std::size_t first = firstTextNode(scan, begin, scan.nodes.size());
    if (first == scan.nodes.size())
        return {};
    bool picture = false;
    for (std::size_t pos = begin; pos > 0;) {
        const Segment segment = readSegment<false>(scan.nodes, pos, 0);
        pos = segment.begin;
        // A picture's caption stands inside its <figure>.
        if (segment.words == 0 || enclosing(scan, segment.element, HtmlTag::Figure) != 0) {
            for (std::size_t i = segment.begin; i < segment.end; ++i)
                picture = picture || (scan.nodes[i].flags & PlateauNode::Image);
            continue;
        }
        const std::uint32_t heading = blockOf(scan, segment.element);
        if (!picture || !segment.heading || segment.linked > 0 || !isSubheadingTag(scan.elements[heading].tag)
            || !mostlyWords(scan, segment.begin, segment.end))
            return {};
        if (!isWithin(scan, blockAt(scan, first), scan.elements[heading].parent))
            return {};
        return {segment.begin, segment.end, 0};
    }
    return {};
}

} // namespace

void mergeRanges(std::vector<PlateauRange> &ranges)
{
    std::sort(ranges.begin(), ranges.end(),
        [](const PlateauRange &a, const PlateauRange &b) { return a.begin < b.begin; });
    std::size_t out = 0;
    for (std::size_t i = 1; i < ranges.size(); ++i) {
        if (ranges[i].begin <= ranges[out].end)
            ranges[out].end = std::max(ranges[out].end, ranges[i].end);
        else
            ranges[++out] = ranges[i];
    }
    ranges.resize(std::min(ranges.size(), out + 1));
}

std::vector<PlateauRange> articleExtent(
    const PlateauScan &scan, const PlateauRange &plateau, std::size_t headline)
{
    std::vector<PlateauRange> ranges;
    if (plateau.empty())
        return ranges;
    ranges.push_back(fromParagraphStart(scan, plateau));
    Shapes shapes;
    const std::uint32_t core = coreOf(scan, plateau, shapes);
    // A page that marks its article body is not read beyond the mark.
    const bool hinted = plateau.begin < scan.nodes.size() && isHinted(scan.nodes, plateau);
    Container found = containerOf(scan, core);
    if (hinted)
        found = {markedContainer(scan, found.element), markedContainer(scan, found.above)};
    const std::uint32_t container = found.element;
    shapes.setArticleElements(scan, core, container);
    ScanElement area = scan.elements[container];
    area.first = std::max(area.first, scan.elements[found.above].first);
    const float budget
        = std::max(kJunkBudget, kJunkBudgetShare * unlinkedWords(scan.nodes, plateau.begin, plateau.end));
    std::vector<Shape> sections;
    walkAround(scan, shapes, hinted, budget, plateau, area, scan.elements[core], ranges, sections);
    for (const Shape &section : sections)
        shapes.addSection(section);
    // The lede right under the headline belongs to the article however much clutter comes
    // between it and the rest (a gallery, two link boxes, an ad), and whatever element holds it.
    PlateauRange lede = ledeUnder(scan, shapes, hinted, headline, ranges);
    // Touching ranges as one, so that a paragraph cut by a range boundary stays one paragraph.
    mergeRanges(ranges);
    ranges = withoutFurniture(scan, shapes, ranges);
    trimOutsideCore(scan, shapes, scan.elements[core], container, hinted, ranges);
    // A lede the plateau held in a box of its own, that trimming took for clutter, is found
    // again once the ends are trimmed, when the plateau is an article's (a weak one may be
    // readers' responses under a short article).
    if (lede.empty() && !ranges.empty() && plateau.score >= kTrimmedLedePlateauScore)
        lede = ledeUnder(scan, shapes, hinted, headline, ranges);
    if (!lede.empty() && (ranges.empty() || lede.end <= ranges.front().begin))
        ranges.insert(ranges.begin(), lede);
    if (!ranges.empty()) {
        if (const PlateauRange heading = subheadingOverPicture(scan, ranges.front().begin); !heading.empty())
            ranges.insert(ranges.begin(), heading);
    }
    return ranges;
}

} // namespace kindred
