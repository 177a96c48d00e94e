#include "extract/HeadlineEcho.h"

#include "extract/HeadlineBlock.h"
#include "extract/PageMetadata.h"
#include "extract/PlateauSearch.h"
#include "extract/TextBlocks.h"

#include <QSet>

namespace kindred {

namespace {

// A story's first lines are read: the lede names what the headline names.
constexpr qsizetype kOpeningWords = 200;
// Fewer keys than this (a one-word or a pun headline) tell nothing.
constexpr qsizetype kHeadlineKeys = 3;
// The plateau is weighed only when it holds a story's worth of text (on a short page the block
// under the headline is shortArticle()'s to choose)...
constexpr float kPlateauScore = 60.0f;
// ...and the text under the headline is taken only when it holds a short story's worth...
constexpr float kUnderScore = 40.0f;
// ...the plateau echoes at most half the headline's words, and the text under it this much more.
constexpr float kPlateauEcho = 0.5f;
constexpr float kEchoMargin = 0.4f;
// A story that the article's parts left out (storyLeftAbove()), or the plateau's own part under
// the headline, need hold less: its text was part of the plateau, and interruptions (a sign-up box,
// a quotation, a product card) can cut it into short runs.
constexpr float kLeftOutScore = 25.0f;

// The keys words are compared by: case-folded words of four letters or more, cut to their first
// five (a stem's worth: "reopens", "reopened"), and each pair of characters in a run of Chinese or
// Japanese, which put no space between words. Read up to `maxWords` words.
QSet<QString> wordKeys(const QString &text, qsizetype maxWords)
{
    QSet<QString> keys;
    const QString folded = text.toCaseFolded();
    qsizetype words = 0;
    qsizetype start = -1; // of the word being read
    const auto close = [&](qsizetype end) {
        if (start < 0)
            return;
        const QStringView word = QStringView(folded).mid(start, end - start);
        start = -1;
        ++words;
        if (isCjk(word.front().unicode())) {
            for (qsizetype i = 0; i + 1 < word.size(); ++i)
                keys.insert(word.mid(i, 2).toString());
        } else if (word.size() >= 4) {
            keys.insert(word.left(5).toString());
        }
    };
    for (qsizetype i = 0; i < folded.size() && words < maxWords; ++i) {
        const QChar c = folded.at(i);
        // A word ends at a space or a sign, and where Chinese or Japanese meets another script; a
        // combining mark (an accent written apart, a Devanagari or Thai vowel sign) goes on it.
        const bool inWord = c.isLetterOrNumber() || (start >= 0 && c.isMark());
        if (!inWord || (start >= 0 && isCjk(c.unicode()) != isCjk(folded.at(start).unicode())))
            close(i);
        if (inWord && start < 0)
            start = i;
    }
    if (words < maxWords)
        close(folded.size());
    return keys;
}

// The nodes of `range` up to its first kOpeningWords words.
PlateauRange openingOf(const PlateauScan &scan, PlateauRange range)
{
    float words = 0;
    for (std::size_t i = range.begin; i < range.end; ++i) {
        words += scan.nodes[i].words;
        if (words >= float(kOpeningWords)) {
            range.end = i + 1;
            break;
        }
    }
    return range;
}

// The share of the headline's keys that the first kOpeningWords words of `ranges` hold.
float echo(const PlateauScan &scan, const std::vector<PlateauRange> &ranges, const QSet<QString> &headline)
{
    std::vector<PlateauRange> opening;
    float words = 0;
    for (std::size_t k = 0; k < ranges.size() && words < float(kOpeningWords); ++k) {
        opening.push_back(openingOf(scan, ranges[k]));
        for (std::size_t i = opening.back().begin; i < opening.back().end; ++i)
            words += scan.nodes[i].words;
    }
    const QSet<QString> keys = wordKeys(paragraphsOf(scan.nodes, opening).join(u' '), kOpeningWords);
    qsizetype found = 0;
    for (const QString &key : headline)
        found += keys.contains(key) ? 1 : 0;
    return float(found) / float(headline.size());
}

// Whether `text` speaks of the headline and `other` does not.
bool echoesInstead(const PlateauScan &scan, const std::vector<PlateauRange> &text,
    const std::vector<PlateauRange> &other, const QSet<QString> &headline)
{
    const float otherEcho = echo(scan, other, headline);
    return otherEcho <= kPlateauEcho && echo(scan, text, headline) - otherEcho >= kEchoMargin;
}

// The last text node of `range` (its first node when it holds none).
std::size_t lastTextNode(const PlateauScan &scan, const PlateauRange &range)
{
    std::size_t last = range.end - 1;
    while (last > range.begin && !(scan.nodes[last].flags & PlateauNode::Text))
        --last;
    return last;
}

// The box holding the last block of text of `range`: where a story's paragraphs stand (its first
// block may be a byline's, in the page's wrapper). Measured against the element holding both its
// first and last text, and against that box lifted past wrappers of one paragraph: both guard
// too much here (on the generated pages 0.003-0.005 lower, the real sets the same). What goes on
// with a story left out is looked for in the lifted box (storyElement()).
std::uint32_t boxOfLastText(const PlateauScan &scan, const PlateauRange &range)
{
    return boxOf(scan, lastTextNode(scan, range));
}

// Where the text above the headline ends: before the heading that ends at `headlineEnd` (and
// any heading right above it, a kicker).
std::size_t textAbove(const PlateauScan &scan, std::size_t headlineEnd)
{
    std::size_t end = headlineEnd;
    for (; end > 0; --end) {
        const PlateauNode &node = scan.nodes[end - 1];
        const HtmlTag tag = scan.elements[blockOf(scan, node.element)].tag;
        if ((node.flags & PlateauNode::Text) && !isHeadingTag(tag))
            break;
    }
    return end;
}

// The element the story's last paragraph stands in, past the boxes that hold that paragraph alone
// (a wrapper each paragraph of some sites has, "<div class=x><p>...</p></div>"): where what goes on
// with the story stands.
std::uint32_t storyElement(const PlateauScan &scan, const PlateauRange &story)
{
    return parentPastWrappers(scan, blockOf(scan, scan.nodes[lastTextNode(scan, story)].element));
}

} // namespace

StoryRange echoingTheHeadline(
    const PlateauScan &scan, const PlateauRange &plateau, const PageMetadata &metadata)
{
    if (plateau.empty() || plateau.score < kPlateauScore)
        return {plateau};
    const QSet<QString> headline = wordKeys(metadata.headline(), kOpeningWords);
    if (headline.size() < kHeadlineKeys)
        return {plateau};
    qsizetype at = metadata.headlinePosition();
    if (at < 0)
        at = lastHeadlineBefore(scan, plateau.begin, metadata.headline());
    if (at < 0)
        return {plateau};
    const std::size_t headlineEnd = std::size_t(at);
    // Below the headline, the text between the two; above it or across it, all the text under it,
    // but across it the plateau's own text under it first: readers' comments further down can be
    // denser than a short story.
    const bool below = plateau.begin >= headlineEnd;
    // The plateau's own part under it need hold only kLeftOutScore.
    PlateauRange under;
    if (!below && plateau.end > headlineEnd)
        under = findPlateau(scan.nodes, headlineEnd, plateau.end);
    if (under.empty() || under.score < kLeftOutScore) {
        under = findPlateau(scan.nodes, headlineEnd, below ? plateau.begin : scan.nodes.size());
        if (under.empty() || under.score < kUnderScore)
            return {plateau};
    }
    // A plateau inside the box of the story's text is the story's too (a table, a list).
    if (below
        && isWithin(
            scan, boxOf(scan, firstTextNode(scan, plateau.begin, plateau.end)), boxOfLastText(scan, under)))
        return {plateau};
    // Above the headline or across it, the plateau's text above it (without the headline's words).
    PlateauRange judged = plateau;
    if (!below) {
        judged.end = std::min(plateau.end, textAbove(scan, headlineEnd));
        if (judged.empty() || scoreOf(scan.nodes, judged.begin, judged.end) < kUnderScore)
            return {plateau};
    }
    if (!echoesInstead(scan, {under}, {judged}, headline))
        return {plateau};
    return {under, below ? 0 : headlineEnd};
}

StoryLeftOut storyLeftAbove(const PlateauScan &scan, const std::vector<PlateauRange> &parts,
    std::size_t headlineEnd, const PageMetadata &metadata)
{
    const QSet<QString> headline = wordKeys(metadata.headline(), kOpeningWords);
    if (headline.size() < kHeadlineKeys)
        return {};
    // The first text of a story's worth that the parts leave out under the headline, or under the
    // lede they found there.
    std::size_t from = headlineEnd;
    for (std::size_t k = 0; k < parts.size() && k < 2; from = std::max(from, parts[k++].end)) {
        if (parts[k].begin <= from)
            continue;
        const PlateauRange under = findPlateau(scan.nodes, from, parts[k].begin);
        if (under.empty() || under.score < kLeftOutScore)
            continue;
        // Judged with the lede above it, if any.
        std::vector<PlateauRange> story(parts.begin(), parts.begin() + std::ptrdiff_t(k));
        story.push_back(under);
        const std::vector<PlateauRange> below(parts.begin() + std::ptrdiff_t(k), parts.end());
        if (!echoesInstead(scan, story, below, headline))
            return {};
        // The parts below, inside the element of its text, are the story's own (a table, a list).
        const bool goesOn = isWithin(
            scan, boxOf(scan, firstTextNode(scan, parts[k].begin, parts[k].end)), storyElement(scan, under));
        return {under, goesOn};
    }
    return {};
}

} // namespace kindred
