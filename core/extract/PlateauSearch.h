#pragma once

#include "extract/PlateauScan.h"

#include <vector>

namespace kindred {

/// Finn's tag plateau in O(n): the range maximising tags outside plus words inside, which is
/// the maximum-sum subarray of the node scores; then neighbouring plateaus that are split off
/// only by a small, tag-heavy gap (an ad, an image with caption) are joined to it; a range that
/// runs on into readers' comments ends where they begin, and one that lies wholly among them gives
/// way to the text before them when that scores 30 or more.
PlateauRange findPlateau(const std::vector<PlateauNode> &nodes);
/// The same search over nodes [from, to) alone.
PlateauRange findPlateau(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// The score nodes [from, to) add up to: a plateau's, or a gap's (negative).
float scoreOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

} // namespace kindred
