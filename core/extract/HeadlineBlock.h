#pragma once

#include "extract/PlateauScan.h"

namespace kindred {

class PageMetadata;

/// Finds the headline as the page shows it: the block of text, not a link, nearest before the
/// `article` (or else first inside it) that is one whole part of the page's title (og:title,
/// the JSON-LD headline or <title>, which add the site's or section's name), and records it
/// in `metadata`. Many pages set their headline in an <h2>, a <b> or a <td>, not an <h1>.
/// When no block is such a part (a <title> of the site's name only), the <h1> nearest before
/// the article is taken, unless an <h1> agrees with the title already. Linear in the page.
void findHeadlineBlock(const PlateauScan &scan, const PlateauRange &article, PageMetadata &metadata);

} // namespace kindred
