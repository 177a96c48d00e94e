#pragma once

#include "extract/PlateauScan.h"
#include "extract/TextBlocks.h"

#include <QStringList>
#include <vector>

// Where a story ends at a paywall: the notice that the story goes on for subscribers only ("To
// view the full story, please subscribe", CallsToAction.h) and the offer after it (its perks, a
// gift, a price) in lines of any wording.

namespace kindred {

/// Where the story ends at a paywall's notice among paragraphs [first, end): what follows is the
/// offer. Not where a paragraph longer than an offer's (80 words) follows, or more words than both
/// an offer's (150) and the story above the notice, or paragraphs that name what the story above
/// names (written with a capital inside a sentence; not what the notice names, the site's own name,
/// which an offer repeats): the whole story under a notice that a script shows over it. A notice
/// at `first` ends a text that is only the offer: the story is elsewhere (the fallbacks look for
/// it). -1 when there is none.
qsizetype paywallNoticeAt(const QStringList &paragraphs, qsizetype first, qsizetype end);

/// Whether paragraph `at` of paragraphsOf()'s `places` opens a box that holds the paragraphs after
/// it and none before: an offer's box, which its notice opens; not a notice among the paragraphs
/// of the story's own box.
bool opensItsBox(const PlateauScan &scan, const std::vector<ParagraphPlace> &places, qsizetype at);

} // namespace kindred
