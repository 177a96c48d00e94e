#pragma once

#include "extract/PlateauScan.h"

namespace kindred {

class PageMetadata;

/// Where echoingTheHeadline() found the article.
struct StoryRange
{
    PlateauRange range;
    /// Set when the plateau stood above the headline or across it and the story was found under
    /// it: nothing before this node is the story's.
    std::size_t from = 0;
};

/// The plateau, or the text under the headline when that speaks of the headline and the plateau
/// does not. Text-dense boilerplate (a cookie or legal notice, an "About us", readers' comments, a
/// column of teasers) can outweigh a short story, above its headline or beside it, and no class
/// name need say what it is; but a story repeats its headline's words in its first lines, and
/// such boilerplate does not. The text under the headline is the plateau of the nodes after it
/// (before the plateau, when that stands lower on the page; the plateau's own part after it first,
/// when the plateau runs across it), and is taken only when it holds an
/// article's worth of words (the plateau's own part a short story's worth, as interruptions cut it) and the
/// plateau does not stand inside the same box (a table or list of the story's own, which need not echo the
/// headline). Each is judged by its first 200 words; a plateau above the headline or across it by its text
/// above the headline, without the headline's own words. Words are compared by their first five letters,
/// Chinese and Japanese by pairs of characters; a script written without spaces between words (Thai) gives
/// too few keys, and the plateau stays. Linear in the page.
StoryRange echoingTheHeadline(
    const PlateauScan &scan, const PlateauRange &plateau, const PageMetadata &metadata);

/// Where storyLeftAbove() found the story.
struct StoryLeftOut
{
    PlateauRange range; // empty when the parts were the story
    bool goesOn = false; // the parts below it are the story's too
};

/// The story under the headline that an article's parts (articleExtent()'s) left out. A plateau
/// can hold a short story and more below it (readers' comments under no name that says so, a
/// long table): the article's core is then looked for in the more, and the story is left out
/// above it. The first text under the headline (or under the lede the parts found there) that
/// the parts leave out, of a short story's worth (less than echoingTheHeadline() asks: boxes between
/// its paragraphs can cut it into short runs), is taken when it speaks of the headline and the
/// parts below it do not, judged as echoingTheHeadline() judges. The parts below go on with it
/// when they stand inside the box of its text (a table or a list of the story's own).
StoryLeftOut storyLeftAbove(const PlateauScan &scan, const std::vector<PlateauRange> &parts,
    std::size_t headlineEnd, const PageMetadata &metadata);

} // namespace kindred
