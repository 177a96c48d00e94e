#pragma once

#include "extract/PlateauScan.h"

namespace kindred {

/// Teasers of other articles ("Read next", "More from ...", a section's latest), however their
/// boxes are named: three or more sibling boxes, each opening with a linked headline over a short
/// summary and holding nothing else. The linked headline already costs what a link costs; the
/// summary is prose and would pay for it, so a list of them after a short article outweighs the
/// gap and joins it. Marked here, each summary counts like its headline's link text.
///
/// An article's own list of linked items is not boxed so (its headings stand among its
/// paragraphs, in one box with its opening), and a box whose text opens with anything but its
/// link, or holds a second link headline or a longer text, is no teaser.
void markTeaserLists(PlateauScan &scan);

} // namespace kindred
