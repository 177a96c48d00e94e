#pragma once

#include "extract/PlateauScan.h"

namespace kindred {

class PageMetadata;

/// Finds the headline as the page shows it: the block of text, not a link, nearest before the
/// `article` (or else first inside it) that is one whole part of the page's title (og:title,
/// the JSON-LD headline or <title>, which add the site's or section's name), and records it
/// in `metadata` (a part of one word only in an <h1> that opens the title, when no longer part
/// stands as a block). Many pages set their headline in an <h2>, a <b> or a <td>, not an <h1>.
/// When no block is such a part (a <title> of the site's name only), the <h1> nearest before
/// the article is taken, unless an <h1> agrees with the title already. Linear in the page.
void findHeadlineBlock(const PlateauScan &scan, const PlateauRange &article, PageMetadata &metadata);

/// Where the headline last stands as a block of its own before node `articleBegin` (the end of
/// that block), or -1: a page may repeat its headline in a breadcrumb or a header bar far above
/// the article, and the lede follows the copy nearest to it.
qsizetype lastHeadlineBefore(const PlateauScan &scan, std::size_t articleBegin, const QString &headline);

} // namespace kindred
