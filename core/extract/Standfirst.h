#pragma once

#include "extract/PlateauScan.h"

#include <QString>

namespace kindred {

/// The standfirst (the deck, a sentence or two between headline and article, which the page
/// also gives as its description): the block of text nearest before node `articleBegin` that
/// says what `description` says; empty when none does. Linear in the page.
QString findStandfirst(const PlateauScan &scan, std::size_t articleBegin, const QString &description);

} // namespace kindred
