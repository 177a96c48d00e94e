#include "extract/ArticleShapes.h"
#include "extract/CallsToAction.h"
#include "extract/TextBlocks.h"

#include <algorithm>
#include <cstdlib>

namespace kindred::articleshapes {

namespace {

// A block of prose met on the walk, of another shape than the article's paragraphs.
struct Section
{
    Shape shape;
    PlateauRange range;
    float words = 0;
};

// The next block in the walking direction: a segment, with the segments after it that the same
// block element holds (the lines of one paragraph that <br> tags break, a list written as lines).
template<bool Forward> Segment readBlock(const PlateauScan &scan, std::size_t pos, std::size_t limit)
{
    Segment block = readSegment<Forward>(scan.nodes, pos, limit);
    if (block.words == 0 || block.barrier)
        return block;
    const std::uint32_t element = placeOf(scan, block.element).block;
    while (Forward ? block.end < limit : block.begin > limit) {
        const Segment next = readSegment<Forward>(scan.nodes, Forward ? block.end : block.begin, limit);
        const std::size_t inside = Forward ? next.begin : next.end - 1;
        if (next.barrier || next.heading || blockAt(scan, inside) != element
            || (next.words > 0 && placeOf(scan, next.element).block != element))
            break;
        block.begin = std::min(block.begin, next.begin);
        block.end = std::max(block.end, next.end);
        block.words += next.words;
        block.linked += next.linked;
        block.linkedWithin += next.linkedWithin;
        block.cost += next.cost;
        block.outsideHint = block.outsideHint || next.outsideHint;
        if (next.largest > block.largest) {
            block.largest = next.largest;
            block.element = next.element;
        }
    }
    return block;
}

// How a heading marks a list article's item: the number it opens with ("4. ...") and the <ol>
// whose item it stands in (the list numbers it), 0 where none.
struct ItemMark
{
    int number = 0;
    std::uint32_t list = 0;
    bool any() const { return number > 0 || list != 0; }
};

ItemMark itemMarkOf(const PlateauScan &scan, const Segment &segment)
{
    if (!segment.heading)
        return {};
    for (std::size_t i = segment.begin; i < segment.end; ++i) {
        const PlateauNode &node = scan.nodes[i];
        if ((node.flags & PlateauNode::Text) && node.words > 0) {
            const std::uint32_t item = enclosing(scan, node.element, HtmlTag::Li);
            const std::uint32_t list = scan.elements[item].parent;
            return {
                listItemNumber(node.text), item != 0 && scan.elements[list].tag == HtmlTag::Ol ? list : 0};
        }
    }
    return {};
}

// Where a list article's count stands on the walk: the number of the item last met (0 where the
// plateau numbers none) and the way it runs (1 up, -1 down as a countdown does, 0 not yet known),
// or the <ol> its items stand in.
struct ItemCount
{
    int last = 0;
    int step = 0;
    std::uint32_t list = 0;
    bool started() const { return last > 0 || list != 0; }
    // Whether `mark` is the next item's: another item of the list, or the count goes on by one, in
    // the way it runs.
    bool next(const ItemMark &mark) const
    {
        return (list != 0 && mark.list == list)
            || (last > 0 && mark.number > 0
                && (step != 0 ? mark.number == last + step : std::abs(mark.number - last) == 1));
    }
    void meet(const ItemMark &mark)
    {
        if (mark.number > 0) {
            step = last > 0 ? mark.number - last : step;
            last = mark.number;
        }
        list = mark.list;
    }
};

// The count of the numbered items in `range` as a walk leaving it meets them: from its last item
// walking forward, from its first walking backward.
template<bool Forward> ItemCount itemCountIn(const PlateauScan &scan, const PlateauRange &range)
{
    ItemCount count;
    for (std::size_t pos = Forward ? range.begin : range.end;
         Forward ? pos < range.end : pos > range.begin;) {
        const Segment segment = readSegment<Forward>(scan.nodes, pos, Forward ? range.end : range.begin);
        pos = Forward ? segment.end : segment.begin;
        const ItemMark mark = itemMarkOf(scan, segment);
        if (!mark.any())
            continue;
        if (!count.started() || count.next(mark))
            count.meet(mark);
        else
            count = {mark.number, 0, mark.list};
    }
    return count;
}

// The parent of the block of the last text before node `end`, 0 when there is none.
std::uint32_t lastProseParent(const PlateauScan &scan, std::size_t end)
{
    for (std::size_t i = std::min(end, scan.nodes.size()); i-- > 0;) {
        if (scan.nodes[i].flags & PlateauNode::Text && scan.nodes[i].words > 0)
            return placeOf(scan, scan.nodes[i].element).parent;
    }
    return 0;
}

// Whether the block of `element` is a cell of a table that is not the page's layout: the nearest
// table around it does not hold the article's core (a table of results or figures beside the
// article's paragraphs, not the table the whole page is laid out in); or an entry of such a
// definition list (a product's specifications after its description).
bool inDataTable(const PlateauScan &scan, std::uint32_t element, const ScanElement &core)
{
    std::uint32_t table = enclosing(scan, element, HtmlTag::Table);
    if (table == 0)
        table = enclosing(scan, element, HtmlTag::Dl);
    if (table == 0)
        return false;
    const ScanElement &e = scan.elements[table];
    return !(e.first <= core.first && core.end <= e.end);
}

// Whether `line` ends a sentence and calls for nothing: the story's, not a label, a caption's
// credit, a time stamp or a sign-up line.
bool isSentenceLine(const QString &line)
{
    return endsSentence(line) && !isCallToAction(line);
}

// The last line of `range` as the text will read it; empty when it has none.
QString lastLineOf(const PlateauScan &scan, const PlateauRange &range)
{
    const QStringList lines = paragraphsOf(scan.nodes, {range});
    return lines.isEmpty() ? QString() : lines.back();
}

// Whether the last line of `range` is a sentence (isSentenceLine()): the close of a story.
bool endsInSentence(const PlateauScan &scan, const PlateauRange &range)
{
    return isSentenceLine(lastLineOf(scan, range));
}

// The words outside links of nodes [begin, end) that hold a letter and no digit: a sentence's
// words, not a date's, a time's or a figure's.
int plainLetterWords(const PlateauScan &scan, std::size_t begin, std::size_t end)
{
    int count = 0;
    for (std::size_t i = begin; i < end; ++i) {
        if (!isPlainText(scan.nodes[i]))
            continue;
        for (const QStringView word : scan.nodes[i].text.tokenize(u' ', Qt::SkipEmptyParts)) {
            const bool letter = std::any_of(word.begin(), word.end(), [](QChar c) { return c.isLetter(); });
            const bool digit = std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
            count += letter && !digit;
        }
    }
    return count;
}

// Whether `segment` is a paragraph of one short sentence (a tabloid's, or one of a page builder's
// text widgets each holding a line of the story): kShortSentenceWords words or more outside links
// that are words, not figures (a byline's date and time is no sentence), few links, ending a
// sentence that calls for nothing. Not a line cut short with an ellipsis (a teaser's,
// "Loading..."), nor a question of three words ("Seen this yet?").
bool isShortSentence(const PlateauScan &scan, const Segment &segment)
{
    if (!segment.fewLinks() || plainLetterWords(scan, segment.begin, segment.end) < kShortSentenceWords)
        return false;
    const QString line = lastLineOf(scan, {segment.begin, segment.end, 0});
    return isSentenceLine(line) && !line.endsWith(u'\u2026') && !line.endsWith(QLatin1StringView(".."));
}

// Walks away from the plateau one block at a time (a block ends at a block-level tag) and keeps
// the prose shaped like the article's paragraphs (short sentences of that shape too,
// isShortSentence()) that it reaches before the clutter crossed exceeds the budget. Inside the
// article's core (the smallest element holding most of the plateau's words) no amount of clutter
// stops it: a long list of links between two of the article's paragraphs is still inside the
// article's own element. Short unlinked blocks of that shape (subheadings) are kept between two
// blocks of prose; prose between two stretches of clutter is kept only when it adds up to a part
// of an article, not a lone caption or notice, except inside the body a page marks (there a
// paragraph that cites in most of its words is prose too) and, walking forward, when all the walk
// crossed to reach it were the article's own short lines (pictures' lines, empty paragraphs) and
// it ends a sentence: the story's closing paragraph.
template<bool Forward>
void walk(const PlateauScan &scan, const Shapes &shapes, bool hinted, float budget, std::size_t from,
    std::size_t limit, const ScanElement &core, ItemCount items, std::vector<PlateauRange> &kept,
    std::vector<Shape> &sections)
{
    float junk = 0;
    PlateauRange part; // the run of prose since the last clutter
    float partWords = 0;
    // Walking forward, where the short unlinked lines shaped like the article's (subheadings, an
    // item's labelled lines) before the next prose began since the last clutter: a part that
    // starts at that prose starts there.
    std::size_t leadIn = SIZE_MAX;
    // A list article's items go on past the plateau, each under a heading that goes on its count
    // ("4. ..." after "3. ..."), linked or not, with products, pictures and buttons between them.
    // An item's text may be one line, shorter than a part: the first part after its heading
    // (walking forward) or before it (backward: `lastShort`, the last part left out as short) is
    // kept whatever its length. Walking forward, the first prose after an item's heading is the
    // item's text whatever its shape: a round-up's items stand in <li> boxes, after a picture, where
    // its opening paragraphs (the plateau's) stand in none.
    // Walking backward from a plateau that numbers no item (it holds one item's text alone), a
    // numbered heading right before it, nothing with words between, starts the count.
    bool inItem = Forward && items.started();
    // Inside the body a page marks, a short part is the article's too: the page says so (its last
    // line after an ad slot, a paragraph between an ad and a "Read more" line, a short table between
    // boxes of links).
    const bool marked = hinted && scan.marksBody;
    bool crossedWords = false; // any block with words met yet
    PlateauRange itemHeading;
    PlateauRange lastShort;
    // Whether every block with words met since the plateau is the article's own shape without a
    // link (its short lines: a caption under a picture, an empty paragraph): a short paragraph after
    // them is the article's, in its own run of paragraphs.
    bool ownLinesOnly = true;
    bool partAfterOwnLines = false; // the part began where ownLinesOnly held
    // Walking forward, the part began with a data table or a definition list that is the first block
    // with words the walk met, and how many of its blocks (cells, terms, descriptions) it holds: right
    // after the article, a box of a few rows is the article's however few words they hold (a fact
    // box), where a cell or two are a layout's (a section's name, a time stamp). Before the article
    // such a box is as often the table a headline and its byline are laid out in.
    bool partOpensWithData = false;
    int dataBlocks = 0;
    const auto commit = [&] {
        if (!part.empty()
            && (partWords >= kPartWords || inItem || marked
                || (partOpensWithData && dataBlocks >= kFactBoxBlocks)
                || (partAfterOwnLines && endsInSentence(scan, part)))) {
            kept.push_back(part);
            if (!itemHeading.empty())
                kept.push_back(itemHeading);
        } else if (!part.empty()) {
            lastShort = part;
        }
        if (!part.empty()) {
            inItem = false;
            itemHeading = {};
        }
        part = {};
        partWords = 0;
        partOpensWithData = false;
        dataBlocks = 0;
        leadIn = SIZE_MAX;
    };
    const auto extendPart = [&](std::size_t begin, std::size_t end, float words) {
        if (part.empty()) {
            part = {Forward ? std::min(leadIn, begin) : begin, end, 0};
            partAfterOwnLines = Forward && ownLinesOnly;
        } else if constexpr (Forward)
            part.end = end;
        else
            part.begin = begin;
        partWords += words;
        junk = 0;
        leadIn = SIZE_MAX;
    };
    // The last block of prose of another shape than the paragraphs', and whether no link came
    // since: a second block of its shape makes both sections of a list article.
    Section other;
    bool linkFree = false;
    // After the article's last paragraph, short paragraphs beside it (the same element holds them,
    // nothing between) are its closing lines: a sign-off, the last line of a dialogue.
    std::uint32_t proseParent = Forward ? lastProseParent(scan, from) : 0;
    PlateauRange closing;
    int closingLines = 0;
    bool closed = false; // something other than closing lines came after the last paragraph
    std::size_t pos = from;
    while (Forward ? pos < limit : pos > limit) {
        const Segment segment = readBlock<Forward>(scan, pos, limit);
        pos = Forward ? segment.end : segment.begin;
        if (segment.barrier)
            break;
        const bool firstWords = !crossedWords;
        crossedWords = crossedWords || segment.words > 0;
        if (segment.words == 0) {
            junk += segment.cost;
        } else if (const ItemMark mark = itemMarkOf(scan, segment);
                   items.next(mark) || (!Forward && !items.started() && mark.any() && firstWords)) {
            items.meet(mark);
            if constexpr (Forward) {
                commit();
                inItem = true;
                itemHeading = {segment.begin, segment.end, 0};
            } else {
                inItem = true;
                if (!lastShort.empty())
                    kept.push_back(lastShort);
                commit();
                kept.push_back({segment.begin, segment.end, 0});
                inItem = false;
            }
            lastShort = {};
            continue;
        } else if (const bool articleShaped
                   = shapes.isMain(placeOf(scan, segment.element), false, segment.isProse())
                       && !(hinted && segment.outsideHint);
                   (articleShaped
                       && (segment.isProse() || (marked && segment.isMarkedProse())
                           || isShortSentence(scan, segment)))
                   || (Forward && !itemHeading.empty() && part.empty() && segment.isProse())) {
            extendPart(segment.begin, segment.end, segment.words - segment.linked);
            proseParent = placeOf(scan, segment.element).parent;
            closing = {};
            closingLines = 0;
            closed = false;
            continue;
        } else if (segment.linked == 0 && !(hinted && segment.outsideHint)
            && inDataTable(scan, segment.element, core)) {
            // A table of figures or results beside the article's paragraphs is the article's: its
            // many cells and tags are no clutter, and its words count as the article's.
            partOpensWithData = partOpensWithData || (Forward && part.empty() && firstWords);
            ++dataBlocks;
            extendPart(segment.begin, segment.end, segment.words);
            continue;
        } else if ((articleShaped || segment.heading) && segment.linked == 0) {
            junk += segment.cost; // a subheading: kept when prose follows
            leadIn = std::min(leadIn, segment.begin);
            ownLinesOnly = ownLinesOnly && articleShaped && !segment.heading;
            if (Forward && !closed && !segment.heading && proseParent != 0 && closingLines < kClosingLines
                && placeOf(scan, segment.element).parent == proseParent) {
                closing = {closing.empty() ? segment.begin : closing.begin, segment.end, 0};
                ++closingLines;
                continue;
            }
        } else if (segment.isProse() && !(hinted && segment.outsideHint)) {
            ownLinesOnly = false;
            const Shape shape = placeOf(scan, segment.element).shape;
            if (linkFree && shape == other.shape) {
                if (part.empty())
                    extendPart(other.range.begin, other.range.end, other.words);
                extendPart(segment.begin, segment.end, segment.words - segment.linked);
                sections.push_back(shape);
                other.range = {segment.begin, segment.end, 0};
                continue;
            }
            commit();
            junk += segment.cost + segment.words;
            other = {shape, {segment.begin, segment.end, 0}, segment.words - segment.linked};
            linkFree = true;
        } else {
            ownLinesOnly = false;
            commit();
            junk += segment.cost + segment.words;
        }
        linkFree = linkFree && segment.linked == 0;
        closed = closed || segment.words > 0;
        if (junk > budget && (segment.begin < core.first || segment.end > core.end))
            break;
    }
    commit();
    if (!closing.empty() && (kept.empty() || kept.back().end <= closing.begin))
        kept.push_back({closing.begin, closing.end, 0});
}

// Whether a run of blocks between two paragraphs says it is no furniture, by its lines (read once):
// every line of a run without links ends a sentence, none of them a call to action (a short
// paragraph of the story in a box of its own: "Police are investigating.", a quoted line; not a
// label, a caption's credit or a sign-up line); or a line is a paywall's notice ("Subscribe to
// continue reading"), where trimEdges() cuts the article, or drops the notice alone where the story
// goes on.
bool notFurniture(const PlateauScan &scan, const Segment &run)
{
    const QStringList lines = paragraphsOf(scan.nodes, {PlateauRange {run.begin, run.end, 0}});
    return (run.linked == 0 && !lines.isEmpty() && std::all_of(lines.cbegin(), lines.cend(), isSentenceLine))
        || std::any_of(lines.cbegin(), lines.cend(), isPaywallNotice);
}

// A paragraph wholly in bold and of a headline's length, without a link ("<p><strong>Freedom
// fighters replace colonial leaders</strong></p>"): the cross-heading many editors set instead of an
// <h2>, which like one closes the furniture before it.
bool isBoldLine(const PlateauScan &scan, const Segment &segment)
{
    const HtmlTag tag = scan.elements[segment.element].tag;
    return segment.linked == 0 && segment.words <= kCrossHeadingWords && segment.largest == segment.words
        && (tag == HtmlTag::Strong || tag == HtmlTag::B);
}

} // namespace

void walkAround(const PlateauScan &scan, const Shapes &shapes, bool hinted, float budget,
    const PlateauRange &plateau, const ScanElement &area, const ScanElement &core,
    std::vector<PlateauRange> &kept, std::vector<Shape> &sections)
{
    walk<true>(scan, shapes, hinted, budget, plateau.end, std::max<std::size_t>(area.end, plateau.end), core,
        itemCountIn<true>(scan, plateau), kept, sections);
    walk<false>(scan, shapes, hinted, budget, plateau.begin, std::min<std::size_t>(area.first, plateau.begin),
        core, itemCountIn<false>(scan, plateau), kept, sections);
}

// Inside the article's parts, runs of blocks shaped unlike its paragraphs, between two
// paragraphs of prose, that are mostly links or only a few words are its furniture: captions,
// labels, "read more" boxes, pull quotes, sign-up forms. A longer run without links (a
// bulleted list) stays, and so does anything at the edges or next to a short paragraph, and a run
// of short sentences without links or a paywall's notice (notFurniture()).
std::vector<PlateauRange> withoutFurniture(
    const PlateauScan &scan, const Shapes &shapes, const std::vector<PlateauRange> &ranges)
{
    std::vector<PlateauRange> kept;
    kept.reserve(ranges.size() + 4);
    bool afterProse = false; // carried over the clutter between two parts
    Shape proseShape; // of the last block of prose
    for (const PlateauRange &range : ranges) {
        std::size_t keepFrom = range.begin;
        Segment run; // consecutive blocks of other shapes, perhaps under a heading of their own
        bool onlyHeading = false; // a heading right before prose is a subheading; over other blocks, a box's
        const auto endRun = [&](bool beforeProse) {
            if (beforeProse && run.words > 0 && afterProse && !onlyHeading
                && (run.linked > kFurnitureLinkShare * run.words || run.words - run.linked < kFurnitureWords)
                && !notFurniture(scan, run)) {
                if (keepFrom < run.begin)
                    kept.push_back({keepFrom, run.begin, 0});
                keepFrom = run.end;
            }
            run = {};
            onlyHeading = false;
        };
        const auto extendRun = [&](const Segment &segment) {
            if (run.words == 0)
                run.begin = segment.begin;
            onlyHeading = segment.heading && run.words == 0;
            run.end = segment.end;
            run.words += segment.words;
            run.linked += segment.linked;
        };
        for (std::size_t pos = range.begin; pos < range.end;) {
            const Segment segment = readSegment<true>(scan.nodes, pos, range.end);
            pos = segment.end;
            if (segment.words == 0)
                continue;
            const Place place = placeOf(scan, segment.element);
            // A block of code or verse between paragraphs is the article's, however short, and so is
            // a definition list's term, which goes with its description.
            if ((place.shape.tag == HtmlTag::Pre || place.shape.tag == HtmlTag::Dt) && segment.linked == 0) {
                endRun(false);
                continue;
            }
            // Inside the body a page marks, a paragraph that cites in most of its words is prose.
            const bool prose = segment.isProse() || (scan.marksBody && segment.isMarkedProse());
            const bool main = shapes.isMain(place, false, prose);
            // A shorter item of the list (or run of paragraphs) that the prose before it is set
            // in belongs with it: the same shape, no link.
            const bool likeProse = afterProse && segment.linked == 0 && place.shape == proseShape;
            if (prose && (main || segment.words - segment.linked >= kFurnitureWords)) {
                endRun(true);
                afterProse = true;
                proseShape = place.shape;
            } else if (likeProse) {
                // What came between stays: no prose to measure furniture by; but a cross-heading
                // set in bold closes it as prose does.
                endRun(isBoldLine(scan, segment));
            } else if (segment.heading) {
                endRun(true);
                extendRun(segment);
            } else if (!main
                || (segment.linked > kFurnitureLinkShare * segment.words
                    && segment.words - segment.linked < kFurnitureWords)) {
                extendRun(segment); // "Related: <a>...</a>" is furniture whatever its shape
            } else {
                endRun(false);
                afterProse = false;
            }
        }
        if (keepFrom < range.end)
            kept.push_back({keepFrom, range.end, 0});
    }
    return kept;
}

} // namespace kindred::articleshapes
