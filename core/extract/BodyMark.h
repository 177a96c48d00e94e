#pragma once

#include "extract/PlateauScan.h"

#include <vector>

namespace kindred {

/// Marks holding this many words say where the article is.
inline constexpr float kBodyMarkWords = 50.0f;

/// From the first to the last text among nodes [from, to) that the page marks as its article body
/// (PlateauNode::Hint: itemprop="articleBody", class "entry-content", a sole <article>...), its
/// score the marked words in it; empty when none is.
PlateauRange markedSpan(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// Whether the page's marks say where its article is: enough marked words, or one marked element
/// under the headline holding a short story. `markedWords` and `markedElements` are the marked
/// text's words and the outermost elements holding them; `headlineEnds` the node positions where
/// the page's <h1> elements end.
bool marksArticleBody(const std::vector<PlateauNode> &nodes, float markedWords, int markedElements,
    const std::vector<std::size_t> &headlineEnds);

/// Where the page marks its body (PlateauScan::marksBody), text outside the marks weighs a tenth:
/// the hint refines, the plateau decides.
void weighBodyMark(PlateauScan &scan);

} // namespace kindred
