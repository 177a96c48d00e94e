#include "extract/ArticleExtent.h"
#include "extract/ArticleShapes.h"
#include "extract/TextBlocks.h"

#include <algorithm>

namespace kindred {

namespace articleshapes {

namespace {

// Short lines under the headline passed on the way to its lede.
constexpr int kShortLinesOverLede = 2;

// Whether the block of nodes [begin, end) is a picture's caption: a picture comes right before it,
// no words between them, and the smallest box holding both ends with it (a figure of the picture and
// its line, whatever the tags and names). A lede after the picture at the article's top shares no
// such box with it: the box that holds both holds the article's other paragraphs.
bool isPictureCaption(const PlateauScan &scan, std::size_t begin, std::size_t end)
{
    std::size_t picture = begin;
    while (picture > 0 && scan.nodes[picture - 1].words == 0
        && !(scan.nodes[picture - 1].flags & PlateauNode::Image))
        --picture;
    if (picture == 0 || !(scan.nodes[picture - 1].flags & PlateauNode::Image))
        return false;
    std::uint32_t box = scan.nodes[begin].element;
    while (box != 0 && scan.elements[box].first >= picture)
        box = scan.elements[box].parent;
    if (box == 0)
        return false;
    for (std::size_t i = end; i < scan.elements[box].end; ++i) {
        if (scan.nodes[i].words > 0)
            return false;
    }
    return true;
}

// Whether the part of `parts` that begins at node `first` opens with a short line that ends no
// sentence.
bool opensWithShortLine(const PlateauScan &scan, const std::vector<PlateauRange> &parts, std::size_t first)
{
    for (const PlateauRange &part : parts) {
        if (part.begin != first)
            continue;
        const Segment segment = readSegment<true>(scan.nodes, part.begin, part.end);
        return segment.words - segment.linked < kProseWords
            && !endsSentence(lineOf(scan.nodes, segment.begin, segment.end));
    }
    return false;
}

// Whether any of nodes [from, to) holds words outside a link.
bool plainWordsBetween(const PlateauScan &scan, std::size_t from, std::size_t to)
{
    for (std::size_t i = from; i < to; ++i) {
        const PlateauNode &node = scan.nodes[i];
        if ((node.flags & PlateauNode::Text) && !(node.flags & PlateauNode::Anchor) && node.words > 0)
            return true;
    }
    return false;
}

} // namespace

// The first block of prose under the headline (which ends at node `headline`) and before the
// article's parts, when it is a paragraph like theirs: of their shape, or of their tag in
// another element (a lede set apart from the rest). Empty otherwise.
PlateauRange ledeUnder(const PlateauScan &scan, const Shapes &shapes, bool hinted, std::size_t headline,
    const std::vector<PlateauRange> &parts)
{
    std::size_t first = parts.front().begin;
    for (const PlateauRange &part : parts)
        first = std::min(first, part.begin);
    if (headline >= first)
        return {};
    PlateauRange lede = blockUnder(scan, headline, first);
    Segment segment;
    // A line too short for prose under the headline (a dateline and reading time, "May 2, 2019 4
    // min read", which its box's name did not take out) is passed for the block after it.
    // It must be the next block with words outside links: a paragraph between them that cites
    // in most of its words is the lede, and none is found; a bar of links (to share, to follow)
    // is passed.
    // A picture's caption under the headline is passed as well, however long.
    for (int lines = 0; !lede.empty(); ++lines) {
        segment = readSegment<true>(scan.nodes, lede.begin, lede.end);
        const bool caption = isPictureCaption(scan, lede.begin, lede.end);
        if ((segment.isProse() && !caption) || lines == kShortLinesOverLede
            || (segment.words - segment.linked >= kProseWords && !caption))
            break;
        const std::size_t after = lede.end;
        lede = blockUnder(scan, after, first);
        if (!lede.empty() && plainWordsBetween(scan, after, lede.begin))
            return {};
    }
    if (lede.empty() || !segment.isProse() || isPictureCaption(scan, lede.begin, lede.end))
        return {};
    const Place place = placeOf(scan, segment.element);
    // Key points under the headline: a lede in a list item brings its list, when the list is
    // short (points, not the article in a list), holds no link and ends before the article's parts.
    if (const ScanElement &list = scan.elements[place.parent]; place.shape.tag == HtmlTag::Li
        && (list.tag == HtmlTag::Ul || list.tag == HtmlTag::Ol) && list.end <= first) {
        Segment points;
        for (std::size_t i = list.first; i < list.end; ++i)
            points.add(scan.nodes[i]);
        return points.linked == 0 && points.words <= kKeyPointsWords ? PlateauRange {list.first, list.end, 0}
                                                                     : PlateauRange {};
    }
    // Pages that mark their article body often set the lede apart, outside the mark: there it
    // must be a paragraph of the body's tag that ends a sentence, as a lede set apart must.
    if (shapes.isMain(place, false, true) && !(hinted && segment.outsideHint))
        return lede;
    // Set apart, it must also end a sentence: a photo's caption under the headline does not. Set
    // as a heading (a standfirst in an <h2>), it must also be as long as a part of the article.
    // Named as the lede by its class ("intro", "standfirst"), it may be of any tag.
    const bool asHeading = isSubheadingTag(place.shape.tag) && segment.words - segment.linked >= kPartWords;
    const bool named = scan.elements[place.block].namesLede || scan.elements[place.parent].namesLede;
    // A <p> is a paragraph whatever the body's paragraphs are set in (a site whose story is in
    // <div>s, its lede in a <p> of its own), unless the article's parts open with a short line
    // that is no sentence (a byline's date): set before it, the lede would keep the line from
    // being trimmed off the text's edge.
    const bool paragraph = place.shape.tag == HtmlTag::P && !opensWithShortLine(scan, parts, first);
    return (shapes.hasMainTag(place) || paragraph || asHeading || named)
            && endsSentence(lineOf(scan.nodes, lede.begin, lede.end))
        ? lede
        : PlateauRange {};
}

} // namespace articleshapes

using namespace articleshapes;

PlateauRange blockUnder(const PlateauScan &scan, std::size_t position, std::size_t limit)
{
    limit = std::min(limit, scan.nodes.size());
    float junk = 0;
    for (std::size_t pos = position; pos < limit;) {
        const Segment segment = readSegment<true>(scan.nodes, pos, limit);
        pos = segment.end;
        if (segment.barrier)
            break;
        const float plain = segment.words - segment.linked;
        if (plain >= kUnderHeadlineWords && segment.fewLinks())
            return {segment.begin, segment.end, plain};
        junk += segment.cost + segment.words;
        if (junk > kJunkBudget)
            break;
    }
    return {};
}

} // namespace kindred
