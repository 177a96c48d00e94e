#include "extract/PlateauScan.h"

#include "extract/BodyMark.h"
#include "extract/PageMetadata.h"
#include "extract/PageScanner.h"
#include "extract/TeaserLists.h"

namespace kindred {

namespace {

// At most this many boxes kept whatever their names say (each one more found costs the page
// another read; see scanPage()).
constexpr std::size_t kMaxBodyWrappers = 8;

} // namespace

// Page builders (Elementor, WPBakery, Divi) and sites that generate their markup wrap each paragraph
// in boxes of its own, four to seven deep (row, column, column-inner, wrapper, widget, its
// container), so between two short paragraphs stand a dozen block tags or more, and a plateau that
// counts every tag, as Finn's does, ends at each of them. A run of block tags with no word, picture
// or link between them costs as kWrapperRun of them at most: as much as a paragraph break inside
// two boxes of its own (</p></div></div><div><div><p>), where the plateau never broke.
namespace {

constexpr int kWrapperRun = 6;

void capWrapperRuns(std::vector<PlateauNode> &nodes)
{
    int run = 0;
    for (PlateauNode &node : nodes) {
        if (node.flags & (PlateauNode::Text | PlateauNode::Image | PlateauNode::LinkTag)) {
            run = 0;
        } else if ((node.flags & PlateauNode::BlockBreak) && !(node.flags & PlateauNode::Barrier)
            && node.score == -kBlockTagCost && ++run > kWrapperRun) {
            node.score = 0;
        }
    }
}

} // namespace

namespace {

PlateauScan scanPage(
    const QString &html, ChromeLevel level, PageMetadata *metadata, const StartTags &unchromed)
{
    PlateauScan scan;
    PageScanner scanner(level, metadata, scan, unchromed);
    scanner.run(html);
    // An article body marked in microdata inside boxes only their names made chrome: the page is
    // read again with those boxes kept (its headline and standfirst stand in them too, above the
    // body), and all else as before; boxes nested in them are judged once they are read.
    if (!scanner.bodyWrappers().empty() && unchromed.size() < kMaxBodyWrappers) {
        StartTags wrappers = unchromed;
        wrappers.insert(wrappers.end(), scanner.bodyWrappers().begin(), scanner.bodyWrappers().end());
        std::sort(wrappers.begin(), wrappers.end());
        wrappers.erase(std::unique(wrappers.begin(), wrappers.end()), wrappers.end());
        if (wrappers.size() > unchromed.size()) {
            if (metadata)
                *metadata = PageMetadata();
            return scanPage(html, level, metadata, wrappers);
        }
    }
    capWrapperRuns(scan.nodes);
    // A page with one <article> element says where its story is (HTML's self-contained
    // composition), as itemprop="articleBody" does: comments or teasers after a short story, however
    // they are named, weigh less. Pages of many (a list of teasers, comments each in an <article>)
    // say nothing by it.
    scanner.markSoleArticle();
    // Rescoring changes scores only: the blocks' words and links stay as they are for both.
    scan.marksBody
        = marksArticleBody(scan.nodes, scanner.hintWords(), scanner.hintElements(), scanner.headlineEnds());
    const std::vector<NodeBlock> blocks = blocksOf(scan.nodes);
    rescoreInlineLinks(scan.nodes, blocks, scan.marksBody);
    markTeaserLists(scan, blocks);
    weighBodyMark(scan);
    return scan;
}

} // namespace

PlateauScan scanPage(const QString &html, ChromeLevel level, PageMetadata *metadata)
{
    return scanPage(html, level, metadata, {});
}

} // namespace kindred
