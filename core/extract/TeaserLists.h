#pragma once

#include "extract/PlateauScan.h"

namespace kindred {

/// Teasers of other articles ("Read next", "More from ...", a section's latest), however their
/// boxes are named: three or more sibling boxes, nothing written between them, each opening with a
/// linked headline (a block whose words are all a link's) with at most a short summary after it.
/// The linked headline already costs what a link costs; the summary is prose and would pay for it,
/// so a list of them after a short article outweighs the gap and joins it. Marked here, each
/// summary counts like its headline's link text (its score and its Anchor flag, which the walk
/// from the plateau reads). `blocks` are blocksOf(scan.nodes).
///
/// An article's own linked items mostly stand among its paragraphs in one box with its opening (a
/// box holding text before its link, or a second headline, is no teaser); where each is boxed, a
/// list article numbers them, in the headline ("12. ...") or by an <ol>, or links them to shops
/// (rel="sponsored", which no teaser of the site's own stories carries), and those stay.
void markTeaserLists(PlateauScan &scan, const std::vector<NodeBlock> &blocks);

/// Links cited inside a paragraph are part of its prose, not a menu: in a block of prose (few of its
/// words linked, enough plain ones) link text counts less than a plain word but is no cost, and <a>
/// costs what an inline tag costs, where they would score kLinkWordScore and a block tag's cost. A block that
/// opens with its link and goes on in plain words that cite nothing, beside another such block, is a teaser
/// (a linked headline and its summary, one of a list) and keeps the link's cost; a paragraph alone opening
/// with a link ("<a>The council</a> said...", under a linked byline or heading), or citing more
/// ("<a>Munich</a> - league leaders ... <a>quoted as saying</a> by Bild"), is prose. Inside the
/// body a page marks (`bodyMarked`: marksArticleBody()), a paragraph is prose with more of its words
/// linked and fewer plain ones: the page says it is the article's. `blocks` are blocksOf(nodes).
void rescoreInlineLinks(
    std::vector<PlateauNode> &nodes, const std::vector<NodeBlock> &blocks, bool bodyMarked);

} // namespace kindred
