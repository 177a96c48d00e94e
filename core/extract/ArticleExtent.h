#pragma once

#include "extract/PlateauScan.h"

#include <cstdint>
#include <vector>

namespace kindred {

/// The parts of an article around its main plateau: the plateau itself plus the runs of prose
/// in the same container that a figure, an ad slot, a link box or a form cut off from it.
/// The block of prose right under the headline (which ends at node `headline`, if known) is
/// kept when shaped like the rest. Returns sorted, disjoint node ranges; linear in the size of
/// the container.
std::vector<PlateauRange> articleExtent(
    const PlateauScan &scan, const PlateauRange &plateau, std::size_t headline = SIZE_MAX);

/// `ranges` in page order, overlapping or touching ones as one (each keeps the first one's score).
void mergeRanges(std::vector<PlateauRange> &ranges);

/// The first block of prose after node `position` (the end of the headline) and before
/// `limit`, past bylines, dates and images; empty when clutter comes first.
PlateauRange blockUnder(const PlateauScan &scan, std::size_t position, std::size_t limit);

} // namespace kindred
