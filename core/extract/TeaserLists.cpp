#include "extract/TeaserLists.h"

#include "extract/TextBlocks.h"

#include <algorithm>

namespace kindred {

namespace {

// A linked headline: every word of its block a link, this many words.
constexpr float kHeadlineMinimumWords = 2.0f;
constexpr float kHeadlineMaximumWords = 30.0f;
// A teaser's summary: at most this many words after its headline in its box...
constexpr float kSummaryMaximumWords = 50.0f;
// ...or this many in a list of teasers that stands alone (see markTeaserLists()).
constexpr float kLongSummaryMaximumWords = 100.0f;
// This many teasers in a row, of short summaries, make a list.
constexpr int kListTeasers = 3;
// Words besides its boxes that the element of a list with long summaries may hold (its heading).
constexpr float kListHeadingWords = 15.0f;
// A block is prose (rescoreInlineLinks()) where links hold at most this share of its words and
// plain text at least this many; its link text then counts this much a word.
constexpr float kInlineLinkShare = 0.5f;
constexpr float kInlineLinkMinimumWords = 8.0f;
constexpr float kInlineLinkValue = 0.5f;
// Inside a page's marked body a paragraph that cites in most of its words ("<a>The birds spent the
// night</a> <a>drying out in a</a> warehouse space, ... told the Anchorage <a>Daily News.</a>") is
// still the article's (kMarkedLinkShare), but a byline ("By <a>David A. Utter</a> - Fri,
// 12/28/2007") or a "Read more: <a>...</a>" line has fewer plain words than this.
constexpr float kMarkedMinimumWords = 5.0f;

struct Headline
{
    std::size_t begin = 0; // first node of its block
    std::size_t end = 0; // one past its last node
    std::uint32_t element = 0; // its block element
    bool numbered = false; // "12. ...", "3) ...": an item of a list article
};

// Whether the block's first link is a paid one (rel="sponsored": a shop's, an affiliate's), which
// no teaser of the site's own articles is.
bool linksToSponsor(const PlateauScan &scan, const NodeBlock &block)
{
    for (std::size_t i = block.begin; i < block.end; ++i) {
        if (scan.nodes[i].flags & PlateauNode::LinkTag)
            return scan.nodes[i].text.contains(u"sponsored", Qt::CaseInsensitive);
    }
    return false;
}

// The blocks whose words are all a link's, of a headline's length, but for a sponsor's: a list
// article's items headed by links to shops ("The best kettles": each a product's name).
std::vector<Headline> linkedHeadlines(const PlateauScan &scan, const std::vector<NodeBlock> &blocks)
{
    std::vector<Headline> headlines;
    for (const NodeBlock &block : blocks) {
        if (block.words >= kHeadlineMinimumWords && block.words <= kHeadlineMaximumWords
            && block.linked == block.words && !linksToSponsor(scan, block)) {
            const PlateauNode &first = scan.nodes[block.firstText];
            headlines.push_back(
                {block.begin, block.end, blockOf(scan, first.element), listItemNumber(first.text) > 0});
        }
    }
    return headlines;
}

// Whether the first text after a headline, before `end`, stands in a block element inside the
// headline's block element.
bool summaryInNestedBlock(const PlateauScan &scan, const Headline &headline, std::size_t end)
{
    for (std::size_t i = headline.end; i < end; ++i) {
        if (scan.nodes[i].flags & PlateauNode::Text)
            return blockOf(scan, scan.nodes[i].element) != headline.element;
    }
    return false;
}

} // namespace

void markTeaserLists(PlateauScan &scan, const std::vector<NodeBlock> &blocks)
{
    const std::vector<Headline> headlines = linkedHeadlines(scan, blocks);
    if (headlines.size() < std::size_t(kListTeasers))
        return;
    std::vector<PlateauNode> &nodes = scan.nodes;
    std::vector<float> wordsBefore(nodes.size() + 1, 0.0f);
    for (std::size_t i = 0; i < nodes.size(); ++i)
        wordsBefore[i + 1] = wordsBefore[i] + nodes[i].words;
    const auto wordsIn
        = [&](std::size_t from, std::size_t to) { return wordsBefore[to] - wordsBefore[from]; };

    // Each headline's box: the outermost element that opens with it and holds no other headline;
    // 0 where it is no teaser's. A teaser's summary runs from its headline's end to its box's end.
    std::vector<std::uint32_t> boxes(headlines.size(), 0);
    std::vector<bool> longSummary(headlines.size(), false);
    for (std::size_t h = 0; h < headlines.size(); ++h) {
        const Headline &headline = headlines[h];
        const std::size_t nextHeadline = h + 1 < headlines.size() ? headlines[h + 1].begin : nodes.size();
        std::uint32_t box = headline.element;
        while (box != 0) {
            const std::uint32_t parent = scan.elements[box].parent;
            const ScanElement &outer = scan.elements[parent];
            if (parent == 0 || wordsIn(outer.first, headline.begin) > 0 || outer.end > nextHeadline)
                break;
            box = parent;
        }
        const ScanElement &element = scan.elements[box];
        const float summary = wordsIn(headline.end, element.end);
        // A box of one block (<li><a>Headline</a> summary</li>) is rescoreInlineLinks()' to judge;
        // boxes in an <ol> are numbered, a list article's items.
        const bool numbered = headline.numbered || scan.elements[element.parent].tag == HtmlTag::Ol;
        // A box that is the headline's own block element holds a teaser where its summary stands in a
        // block of its own inside it (<li><a>Headline</a><p>summary</p></li>); not after a line
        // break in one paragraph (<p><a>Headline</a><br>summary</p>), a directory's entries.
        const bool ownBox = box != headline.element || summaryInNestedBlock(scan, headline, element.end);
        if (ownBox && summary > 0 && summary <= kLongSummaryMaximumWords && !numbered) {
            boxes[h] = box;
            longSummary[h] = summary > kSummaryMaximumWords;
        }
    }

    // Runs of teasers in sibling boxes, nothing written between them; their summaries are marked.
    // A run needs three short summaries. Longer ones (a teaser that quotes its story's first
    // paragraphs) go on a run only where its element holds nothing but the run and its heading: a
    // list article's sections, some short and some long, stand beside its introduction.
    const auto followsOn = [&](std::size_t h) {
        const ScanElement &previous = scan.elements[boxes[h - 1]];
        const ScanElement &current = scan.elements[boxes[h]];
        return current.parent == previous.parent && wordsIn(previous.end, current.first) == 0;
    };
    for (std::size_t start = 0, end = 0; start < boxes.size(); start = end) {
        end = start + 1;
        if (boxes[start] == 0)
            continue;
        while (end < boxes.size() && boxes[end] != 0 && followsOn(end))
            ++end;
        const auto first = longSummary.begin() + std::ptrdiff_t(start);
        const auto shortOnes = std::count(first, longSummary.begin() + std::ptrdiff_t(end), false);
        if (shortOnes < kListTeasers)
            continue;
        if (shortOnes < std::ptrdiff_t(end - start)) {
            const ScanElement &list = scan.elements[scan.elements[boxes[start]].parent];
            if (wordsIn(list.first, scan.elements[boxes[start]].first)
                    + wordsIn(scan.elements[boxes[end - 1]].end, list.end)
                >= kListHeadingWords)
                continue;
        }
        for (std::size_t t = start; t < end; ++t) {
            for (std::size_t i = headlines[t].end; i < scan.elements[boxes[t]].end; ++i) {
                if ((nodes[i].flags & PlateauNode::Text) && nodes[i].score > 0) {
                    // Link text to the plateau's score and to the steps after it (the walk from the
                    // plateau, the furniture), which read the Anchor flag.
                    nodes[i].score = nodes[i].words * kLinkWordScore;
                    nodes[i].flags |= PlateauNode::Anchor;
                }
            }
        }
    }
}

void rescoreInlineLinks(
    std::vector<PlateauNode> &nodes, const std::vector<NodeBlock> &blocks, bool bodyMarked)
{
    // A teaser's link is its headline, and its summary cites none; prose that opens with a link
    // ("<a>Munich</a> - league leaders ... <a>quoted as saying</a> by Bild") goes on citing.
    const auto headsASummary = [](const NodeBlock &block) {
        return block.opensWithLink && block.linked < block.words && block.linkedWithin == 0;
    };
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const NodeBlock &current = blocks[b];
        const bool listedTeaser = headsASummary(current)
            && ((b > 0 && headsASummary(blocks[b - 1]))
                || (b + 1 < blocks.size() && headsASummary(blocks[b + 1])));
        const bool marked = bodyMarked && (nodes[current.firstText].flags & PlateauNode::Hint);
        const float share = marked ? kMarkedLinkShare : kInlineLinkShare;
        const float minimum = marked ? kMarkedMinimumWords : kInlineLinkMinimumWords;
        if (current.linked > 0 && !listedTeaser && current.linked <= share * current.words
            && current.words - current.linked >= minimum) {
            for (std::size_t j = current.begin; j < current.end; ++j) {
                PlateauNode &node = nodes[j];
                if ((node.flags & PlateauNode::Anchor) && (node.flags & PlateauNode::Text))
                    node.score = node.words * kInlineLinkValue;
                else if (node.flags & PlateauNode::LinkTag)
                    node.score = -kInlineTagCost;
            }
        }
    }
}

} // namespace kindred
