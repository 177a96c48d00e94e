#pragma once

#include "extract/PlateauScan.h"

#include <vector>

namespace kindred {

/// From the first to the last text among nodes [from, to) that the page marks as its article body
/// (PlateauNode::Hint: itemprop="articleBody", class "entry-content", a sole <article>...), its
/// score the marked words in it; empty when none is.
PlateauRange markedSpan(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// Whether the page's marks say where its article is, and if so (PlateauScan::marksBody) text
/// outside them weighs a tenth: the hint refines, the plateau decides. `markedWords` and
/// `markedElements` are the marked text's words and the outermost elements holding them;
/// `headlineEnds` the node positions where the page's <h1> elements end.
void weighBodyMark(
    PlateauScan &scan, float markedWords, int markedElements, const std::vector<std::size_t> &headlineEnds);

} // namespace kindred
