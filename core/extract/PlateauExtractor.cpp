#include "extract/PlateauExtractor.h"

#include "extract/ArticleExtent.h"
#include "extract/ArticleShapes.h"
#include "extract/BodyMark.h"
#include "extract/CallsToAction.h"
#include "extract/ChromeFilter.h"
#include "extract/HeadlineBlock.h"
#include "extract/HeadlineEcho.h"
#include "extract/HtmlCharset.h"
#include "extract/HtmlEntities.h"
#include "extract/HtmlTokenizer.h"
#include "extract/PageMetadata.h"
#include "extract/PaywallCut.h"
#include "extract/PlateauScan.h"
#include "extract/PlateauSearch.h"
#include "extract/Standfirst.h"
#include "extract/TextBlocks.h"

#include <algorithm>

namespace kindred {

namespace {

// Below this plateau score (about a dozen words) a page has no article worth showing.
constexpr float kMinimumArticleScore = 12.0f;
// A strict pass that keeps fewer words than this is retried with only the sure removals.
constexpr int kRetryBelowWords = 40;
// Where the plateau found only short lines, the body a page marks is the article when it holds
// this many times their words.
constexpr float kMarkOverShortLines = 2.0f;
// Lines shorter than this at the ends of the plateau, not ending a sentence, are clutter...
constexpr int kEdgeClutterWords = 10;
// ...unless this many of them in a row are lines of one element (inLineRun()).
constexpr qsizetype kLineRunLines = 6;
// ...or, at the text's end, this many when each names what it gives (closingDataLines()), with a
// label of at most kLabelWords words.
constexpr qsizetype kLabelledRunLines = 3;
constexpr qsizetype kLabelWords = 3;
// The page's own summary in its metadata holds at least this many words to stand for its article.
constexpr float kMetadataTextWords = 12.0f;
// Below this plateau score a page holds little text: the block under the headline may be the
// article (a short one) rather than the plateau (readers' responses, a teaser list).
constexpr float kShortPageScore = 60.0f;
// A credit names an agency or a photographer; a caption is a sentence or two.
constexpr int kCreditWords = 6;
constexpr int kCaptionWords = 60;
// Under its headline, a plateau holds a story when it weighs this much (an article's part).
constexpr float kStoryUnderHeadlineScore = 30.0f;
// A text holds the page's summary when it holds this share of the summary's words.
constexpr float kSummaryHeld = 0.8f;

// Datelines, bylines, "Story tools" bars and section headings cling to the ends of a plateau;
// at the edges a short line that is not a sentence is dropped.
bool isEdgeClutter(const QString &paragraph)
{
    if (paragraph.isEmpty())
        return true;
    if (endsSentence(paragraph))
        return false;
    // Weighed as the plateau weighs words: a line of Chinese or Japanese has no spaces to count.
    return weightedWordCount(paragraph) < kEdgeClutterWords;
}

// A copyright or rights notice closes many articles ("Copyright 2008 The Associated Press. All
// rights reserved..."); it is the page's, not the story's.
bool isRightsNotice(const QString &paragraph)
{
    const QString start = paragraph.left(16).toCaseFolded();
    return start.startsWith(u"copyright") || start.startsWith(u"\u00A9") || start.startsWith(u"(\u00A9")
        || start.startsWith(u"(c) ");
}

// A line with no letter or digit: an icon font's glyph (a private-use character), a divider.
bool holdsNoWord(const QString &paragraph)
{
    return std::none_of(paragraph.cbegin(), paragraph.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

// An advertisement's label between the story's paragraphs, a word alone in its box
// ("ADVERTISEMENT", "Anzeige"): never the story's.
bool isAdvertisementLabel(const QString &paragraph)
{
    using namespace Qt::StringLiterals;
    static const QStringList kLabels = {u"advertisement"_s, u"anzeige"_s, u"werbung"_s, u"publicité"_s,
        u"publicidad"_s, u"pubblicità"_s, u"reklama"_s, u"реклама"_s, u"advertentie"_s};
    QString label = paragraph.trimmed().toCaseFolded();
    if (label.endsWith(u':'))
        label.chop(1);
    return kLabels.contains(label);
}

// A picture's caption with its credit, wherever it stands: the credit follows a copyright sign
// near the end ("Marco Odermatt, ski star. © AFP / Marco Bertorello", "© dpa | Kay Nietfeld").
bool isCreditedCaption(const QString &paragraph)
{
    const qsizetype mark = paragraph.lastIndexOf(u'\u00A9');
    return mark >= 0 && countWords(QStringView(paragraph).mid(mark + 1)) <= kCreditWords
        && countWords(QStringView(paragraph)) < kCaptionWords;
}

// Drops the credited captions of an article that has more than them.
void dropCreditedCaptions(QStringList &paragraphs)
{
    if (paragraphs.size() > 1)
        paragraphs.removeIf(isCreditedCaption);
}

// A list of two items or more at an edge is the article's (its points, steps or dates), however
// short its items: only a lone short line is clutter there.
bool inList(const std::vector<ParagraphPlace> &places, qsizetype at)
{
    const auto item = [&](qsizetype i) {
        return i >= 0 && std::size_t(i) < places.size() && places[std::size_t(i)].listed;
    };
    return item(at) && (item(at - 1) || item(at + 1));
}

// Rows of a table at an edge are the article's (results, figures, a schedule) when the table stands
// beside its text: a row next to another row of it, in a table that does not hold every paragraph
// (a page laid out in a table has its clutter in the same table as its text).
bool inTableRows(const PlateauScan &scan, const std::vector<ParagraphPlace> &places, qsizetype at)
{
    const auto tableOf = [&](qsizetype i) {
        return i >= 0 && std::size_t(i) < places.size()
            ? enclosing(scan, places[std::size_t(i)].block, HtmlTag::Table)
            : std::uint32_t(0);
    };
    const std::uint32_t table = tableOf(at);
    if (table == 0 || (tableOf(at - 1) != table && tableOf(at + 1) != table))
        return false;
    // The paragraphs come in page order and a table's are one run of them: one stands outside it
    // when the first or the last does (trimEdges() asks at every edge line: no walk over them all).
    return !isWithin(scan, places.front().block, table) || !isWithin(scan, places.back().block, table);
}

// A subheading that opens the article's text: its box holds the prose after it ("<div><h3>First
// trial of the device</h3><p>...</p>"), where a heading that clings to the plateau stands apart
// from it (a section's name over a box of its own, a sidebar's "Related").
bool opensTheText(const PlateauScan &scan, const QStringList &paragraphs,
    const std::vector<ParagraphPlace> &places, qsizetype at)
{
    if (std::size_t(at + 1) >= places.size() || isEdgeClutter(paragraphs[at + 1]))
        return false;
    const std::uint32_t heading = places[std::size_t(at)].block;
    if (heading == 0 || !isSubheadingTag(scan.elements[heading].tag))
        return false;
    return isWithin(scan, places[std::size_t(at + 1)].block, scan.elements[heading].parent);
}

// "Label: value": a label of at most kLabelWords words, a colon, and the value after it.
bool isLabelledLine(const QString &line)
{
    const qsizetype colon = line.indexOf(u':');
    if (colon <= 0 || colon + 1 >= line.size() || !line.at(0).isLetter())
        return false;
    const QStringView label = QStringView(line).first(colon);
    const QStringView value = QStringView(line).sliced(colon + 1).trimmed();
    // An address's "https:" is no label.
    return !value.isEmpty() && !value.startsWith(u"//") && label.count(u' ') < kLabelWords;
}

// The run of short lines of one element that paragraph `at` is in: the first and the last.
std::pair<qsizetype, qsizetype> lineRun(
    const QStringList &paragraphs, const std::vector<ParagraphPlace> &places, qsizetype at)
{
    const std::uint32_t block = places[std::size_t(at)].block;
    const auto shortLine
        = [&](qsizetype i) { return places[std::size_t(i)].block == block && isEdgeClutter(paragraphs[i]); };
    qsizetype from = at;
    qsizetype to = at;
    while (from > 0 && shortLine(from - 1))
        --from;
    while (std::size_t(to + 1) < places.size() && shortLine(to + 1))
        ++to;
    return {from, to};
}

// A run of this many short lines of one element at an edge is the article's too (a song's or a
// poem's lines): edge clutter comes a line or two at a time.
bool inLineRun(const QStringList &paragraphs, const std::vector<ParagraphPlace> &places, qsizetype at)
{
    if (places[std::size_t(at)].block == 0)
        return false;
    const auto [from, to] = lineRun(paragraphs, places, at);
    return to - from + 1 >= kLineRunLines;
}

// At the text's end, fewer such lines right after its last paragraph, each naming what it gives
// ("Dimensions: 59 x 53 x 20 cm", "Ort: Marktplatz Halle"), are its data: a product's, an
// event's. After a short line (a share bar's) they are a post's metadata.
bool closingDataLines(const QStringList &paragraphs, const std::vector<ParagraphPlace> &places, qsizetype at)
{
    if (places[std::size_t(at)].block == 0)
        return false;
    const auto [from, to] = lineRun(paragraphs, places, at);
    if (to - from + 1 < kLabelledRunLines || from == 0 || isEdgeClutter(paragraphs[from - 1]))
        return false;
    for (qsizetype i = from; i <= to; ++i) {
        if (!isLabelledLine(paragraphs[i]))
            return false;
    }
    return true;
}

// Trims clutter off both ends of `paragraphs`, and the end from a paywall's notice on; whether
// there was one.
bool trimEdges(const PlateauScan &scan, QStringList &paragraphs, const std::vector<ParagraphPlace> &places)
{
    // Short lines that are the article's all the same: a list's items, a table's rows, a run of lines.
    const auto keptAtEdge = [&](qsizetype at) {
        return inList(places, at) || inTableRows(scan, places, at) || inLineRun(paragraphs, places, at);
    };
    qsizetype first = 0;
    while (first < paragraphs.size() && isEdgeClutter(paragraphs[first]) && !keptAtEdge(first)
        && !opensTheText(scan, paragraphs, places, first))
        ++first;
    qsizetype end = paragraphs.size();
    const auto trimEnd = [&] {
        while (end > first
            && ((isEdgeClutter(paragraphs[end - 1]) && !keptAtEdge(end - 1)
                    && !closingDataLines(paragraphs, places, end - 1))
                || isRightsNotice(paragraphs[end - 1]) || isCallToAction(paragraphs[end - 1])))
            --end;
    };
    trimEnd();
    // A release's end mark ends its text: what follows is the sender's boilerplate and contacts.
    for (qsizetype i = first + 1; i < end; ++i) {
        if (isEndMark(paragraphs[i])) {
            end = i;
            trimEnd();
            break;
        }
    }
    const qsizetype notice = paywallNoticeAt(paragraphs, first, end);
    if (notice >= 0) {
        end = notice;
        trimEnd();
    }
    paragraphs = paragraphs.mid(first, end - first);
    return notice >= 0;
}

struct Attempt
{
    QStringList paragraphs;
    int words = 0;
    bool underHeadline = false; // a short article found under its headline
    bool paywalled = false; // the text ends at a paywall's notice: the page holds no more of the story
    bool mainRemoved = false; // PlateauScan::mainRemoved
};

// The share of the evidence's words (og:description, JSON-LD articleBody) that `text` holds.
float evidenceShare(const QString &evidence, const QStringList &text)
{
    const QStringList words = evidence.toCaseFolded().split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty())
        return 0;
    const QString haystack = text.join(u' ').toCaseFolded();
    int found = 0;
    for (const QString &word : words)
        found += haystack.contains(word);
    return float(found) / float(words.size());
}

// On a page with little text, prefer the block under the headline to a plateau elsewhere; the
// page's own summary decides between the two when it has one.
PlateauRange shortArticle(const PlateauScan &scan, const PlateauRange &plateau, const PageMetadata &metadata)
{
    const qsizetype headline = metadata.headlinePosition();
    if (headline < 0 || (!plateau.empty() && plateau.score >= kShortPageScore))
        return {};
    const bool plateauBelow = !plateau.empty() && plateau.end > std::size_t(headline);
    const PlateauRange under
        = blockUnder(scan, std::size_t(headline), plateauBelow ? plateau.end : scan.nodes.size());
    if (under.empty() || plateau.empty() || plateau.score < kMinimumArticleScore
        || under.begin >= plateau.begin)
        return under; // within the plateau, the block under the headline is the seed of the article
    QString evidence = metadata.description();
    if (evidence.isEmpty())
        evidence = metadata.jsonLdBody().left(1000);
    if (!evidence.isEmpty()
        && evidenceShare(evidence, paragraphsOf(scan.nodes, {plateau}))
            > evidenceShare(evidence, paragraphsOf(scan.nodes, {under})))
        return {};
    return under;
}

// On a page that marks its article body, a word outside the mark weighs a tenth, but an author's
// biography, a notice or an "About us" of 100-150 words beside a short story still joins the
// plateau across the headline and byline or across the end of the body, and then leaks or, as
// the plateau's largest paragraph, becomes its core and the story is trimmed away. So the plateau
// begins at the headline when none of what stands above it is marked, and ends where its marked
// text ends.
PlateauRange withinMark(const PlateauScan &scan, PlateauRange plateau, qsizetype headline)
{
    if (!scan.marksBody)
        return plateau;
    const PlateauRange marked = markedSpan(scan.nodes, plateau.begin, plateau.end);
    if (marked.empty())
        return plateau;
    const std::size_t begin = headline > qsizetype(plateau.begin) && std::size_t(headline) <= marked.begin
        ? std::size_t(headline)
        : plateau.begin;
    return {begin, marked.end, scoreOf(scan.nodes, begin, marked.end)};
}

// The article does not begin above its headline: a plateau that runs across the page's headline
// (an <h1> that says what the title says) from text above it (a consent notice's long paragraph, a
// site's introduction, a teaser) begins at the headline, when what stands under the headline in it
// holds a story's part (a plateau of kStoryUnderHeadlineScore): the plateau's largest paragraph
// above it became the article's core, and the story under a headline it does not echo was walked
// to from there. Where less stands under it, the headline may be an echo of it in a page's chrome.
PlateauRange fromHeadline(const PlateauScan &scan, const PlateauRange &plateau, qsizetype headline)
{
    if (headline <= qsizetype(plateau.begin) || std::size_t(headline) >= plateau.end)
        return plateau;
    const ScanElement &heading = scan.elements[blockOf(scan, scan.nodes[std::size_t(headline) - 1].element)];
    if (heading.tag != HtmlTag::H1 || heading.first <= plateau.begin
        || findPlateau(scan.nodes, std::size_t(headline), plateau.end).score < kStoryUnderHeadlineScore)
        return plateau;
    return {heading.first, plateau.end, scoreOf(scan.nodes, heading.first, plateau.end)};
}

// The element holding the block of the first text at or after node `at`.
std::uint32_t containerOf(const PlateauScan &scan, std::size_t at)
{
    at = firstTextNode(scan, at, scan.nodes.size());
    return at == scan.nodes.size() ? 0 : boxOf(scan, at);
}

bool covers(const std::vector<PlateauRange> &parts, const PlateauRange &block)
{
    for (const PlateauRange &part : parts) {
        if (part.begin <= block.begin && block.end <= part.end)
            return true;
    }
    return false;
}

// The words of the parts that each hold a part of an article's worth (the walk's kPartWords): what
// the plateau and the walk from it found of an article, without the short lines beside it.
float wordsOfFullParts(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &parts)
{
    float total = 0;
    for (const PlateauRange &part : parts) {
        float words = 0;
        for (std::size_t i = part.begin; i < part.end; ++i)
            words += nodes[i].words;
        if (words >= articleshapes::kPartWords)
            total += words;
    }
    return total;
}

// `parts`, or the story under the headline that they left out (HeadlineEcho.h), with the parts
// below it that go on with it.
std::vector<PlateauRange> withStoryLeftAbove(const PlateauScan &scan, std::vector<PlateauRange> parts,
    std::size_t headline, const PageMetadata &metadata)
{
    const StoryLeftOut story = storyLeftAbove(scan, parts, headline, metadata);
    if (story.range.empty())
        return parts;
    std::vector<PlateauRange> found = articleExtent(scan, story.range, headline);
    if (found.empty()) // trimmed away: the parts are kept rather than nothing
        return parts;
    // The lede the parts found above it stays (storyLeftAbove() judged the story with it).
    const std::size_t storyBegin = story.range.begin;
    std::copy_if(parts.begin(), parts.end(), std::back_inserter(found),
        [storyBegin](const PlateauRange &part) { return part.end <= storyBegin; });
    mergeRanges(found);
    if (story.goesOn) {
        const std::size_t end = found.back().end;
        std::copy_if(parts.begin(), parts.end(), std::back_inserter(found),
            [end](const PlateauRange &part) { return part.begin >= end; });
    }
    return found;
}

// A part that ends inside a sentence ends at the end of its line: the plateau stops before a link
// as before any link, and a paragraph that a link closes ("..., Speckman <a>said.</a>") lost its
// end. A line whose text in the part ends a sentence ("... said Tony Angelotti. <a>Continued</a>")
// or is too short to stay at the edge without its end ("Previous story:", "You can follow the
// Magazine on <a>Twitter</a>": trimEdges() drops it) stays as it was.
void toSentenceEnds(const std::vector<PlateauNode> &nodes, std::vector<PlateauRange> &parts)
{
    const auto breaks = [&](std::size_t i) {
        return (nodes[i].flags & (PlateauNode::BlockBreak | PlateauNode::Barrier)) != 0;
    };
    for (PlateauRange &part : parts) {
        if (part.empty() || breaks(part.end - 1))
            continue;
        std::size_t after = nodes.size(); // never into another part
        for (const PlateauRange &other : parts) {
            if (other.begin >= part.end)
                after = std::min(after, other.begin);
        }
        std::size_t lineStart = part.end;
        while (lineStart > part.begin && !breaks(lineStart - 1))
            --lineStart;
        std::size_t lineEnd = part.end;
        float more = 0;
        while (lineEnd < after && !breaks(lineEnd))
            more += nodes[lineEnd++].words;
        if (more == 0)
            continue;
        const QString held = lineOf(nodes, lineStart, part.end);
        if (!endsSentence(held) && weightedWordCount(held) >= kEdgeClutterWords)
            part.end = lineEnd;
    }
}

// One pass over the page. `metadata` is read when given (the strict pass); the lenient pass
// is given what the strict one read of the page's description, for the standfirst.
Attempt runPass(const QString &text, ChromeLevel level, PageMetadata *metadata, QString *firstImage,
    const QString &description = {})
{
    Attempt attempt;
    const PlateauScan scan = scanPage(text, level, metadata);
    attempt.mainRemoved = scan.mainRemoved;
    PlateauRange range = findPlateau(scan.nodes);
    std::size_t storyFrom = 0; // where the story begins, when the plateau above was not it
    if (metadata) {
        findHeadlineBlock(scan, range, *metadata);
        const StoryRange story = echoingTheHeadline(scan, range, *metadata);
        range = story.range;
        storyFrom = story.from;
    }
    const PlateauRange under = metadata ? shortArticle(scan, range, *metadata) : PlateauRange {};
    qsizetype headline = metadata ? metadata->headlinePosition() : -1;
    if (metadata && !range.empty()) {
        // On a page that marks its body, the headline may stand inside the plateau, above the mark
        // (a notice above it joined the plateau across it): withinMark() begins there.
        const PlateauRange marked
            = scan.marksBody ? markedSpan(scan.nodes, range.begin, range.end) : PlateauRange {};
        headline = std::max(headline,
            lastHeadlineBefore(scan, marked.empty() ? range.begin : marked.begin, metadata->headline()));
    }
    range = withinMark(scan, range, headline);
    range = fromHeadline(scan, range, headline);
    std::vector<PlateauRange> parts;
    if (!range.empty() && range.score >= kMinimumArticleScore)
        parts = articleExtent(scan, range, headline >= 0 ? std::size_t(headline) : SIZE_MAX);
    // A plateau of a short story and more (comments, a long table) can have its core in the more.
    if (metadata && headline >= 0 && !parts.empty())
        parts = withStoryLeftAbove(scan, std::move(parts), std::size_t(headline), *metadata);
    // A short article is what stands under its headline, even where the plateau found more text;
    // a plateau below it in the element that holds it goes on with it (a table or a list between
    // them), and where the plateau holds it, the parts the plateau's extent kept below it in its
    // box join what the walk from the lede keeps (a deck set apart from the body's paragraphs,
    // which the walk from the deck does not take for the deck's shape); not the readers'
    // responses in a box beside it.
    if (!under.empty() && !covers(parts, under)) {
        const std::uint32_t ledeBox = containerOf(scan, under.begin);
        const std::uint32_t body = containerOf(scan, range.begin);
        const bool goesOn = range.begin >= under.end
            && (ledeBox == body || scan.elements[ledeBox].parent == body || isWithin(scan, body, ledeBox));
        if (range.begin <= under.begin && under.end <= range.end) { // the plateau holds the lede
            std::erase_if(parts, [&](const PlateauRange &part) {
                return part.begin < under.end || !isWithin(scan, containerOf(scan, part.begin), ledeBox);
            });
        } else if (!goesOn) {
            parts.clear();
        }
        // The two may hold the same paragraphs: they came back twice.
        const std::vector<PlateauRange> shortParts = articleExtent(scan, under);
        parts.insert(parts.end(), shortParts.begin(), shortParts.end());
        mergeRanges(parts);
        attempt.underHeadline = true;
    }
    // The walk away from the story does not go back above its headline to the text it was not.
    std::erase_if(parts, [storyFrom](const PlateauRange &part) { return part.end <= storyFrom; });
    for (PlateauRange &part : parts)
        part.begin = std::max(part.begin, storyFrom);
    toSentenceEnds(scan.nodes, parts);
    std::vector<ParagraphPlace> places;
    attempt.paragraphs = paragraphsOf(scan, parts, places);
    attempt.paywalled = trimEdges(scan, attempt.paragraphs, places);
    dropCreditedCaptions(attempt.paragraphs);
    attempt.paragraphs.removeIf(isAdvertisementLabel);
    // A notice the story goes on after (a metered page's, which a script shows over it) is no part of it.
    attempt.paragraphs.removeIf(isPaywallNotice);
    // Where the plateau finds next to nothing (an article that is a list of links, a notice among
    // long menus), the element the page marks as its article body is the article; and where it
    // found only short lines (no part of an article's worth: a story of short, cited lines, which
    // the walk does not take for prose) and the mark holds more than twice their words
    // (kMarkOverShortLines).
    const int found = countWords(attempt.paragraphs);
    if (const PlateauRange marked = markedSpan(scan.nodes, 0, scan.nodes.size()); marked.score > found
        && (found < kRetryBelowWords
            || (wordsOfFullParts(scan.nodes, parts) < kRetryBelowWords
                && marked.score > kMarkOverShortLines * float(found)))) {
        parts = {marked};
        attempt.paragraphs = paragraphsOf(scan, parts, places);
        // A short story cut by a paywall: the body the page marks holds its offer too.
        if (const qsizetype notice = paywallNoticeAt(attempt.paragraphs, 0, attempt.paragraphs.size());
            notice >= 0 && opensItsBox(scan, places, notice)) {
            attempt.paragraphs.resize(notice);
            attempt.paywalled = true;
        }
    }
    attempt.paragraphs.removeIf(holdsNoWord);
    if (parts.empty() || attempt.paragraphs.isEmpty())
        return attempt;
    // The standfirst is short and often no sentence: it joins after the edges are trimmed.
    if (const QString standfirst
        = findStandfirst(scan, parts.front().begin, metadata ? metadata->description() : description);
        !standfirst.isEmpty())
        attempt.paragraphs.prepend(standfirst);
    if (firstImage)
        *firstImage = firstImageIn(scan.nodes, parts);
    attempt.words = countWords(attempt.paragraphs);
    return attempt;
}

// The article as the page's metadata tells it: its JSON-LD article body in paragraphs, else its
// description; empty when neither says more than a label would.
QStringList toldInMetadata(const PageMetadata &metadata)
{
    QStringList paragraphs;
    for (const QString &line : metadata.jsonLdBody().split(u'\n'))
        if (const QString paragraph = line.simplified(); !paragraph.isEmpty())
            paragraphs.append(paragraph);
    if (paragraphs.isEmpty() && !metadata.description().isEmpty())
        paragraphs.append(metadata.description());
    return weightedWordCount(paragraphs.join(u' ')) >= kMetadataTextWords ? paragraphs : QStringList();
}

} // namespace

ExtractedArticle extractArticle(const QByteArray &html, const QUrl &url, const QByteArray &contentType)
{
    ExtractedArticle article;
    const DecodedHtml decoded = decodeHtml(html, contentType);
    if (looksBinary(decoded.text))
        return article; // a PDF or an image behind an article link holds no text to read

    PageMetadata metadata;
    QString firstImage;
    Attempt best = runPass(decoded.text, ChromeLevel::Strict, &metadata, &firstImage);
    // A story a paywall cuts short is all the page holds of it: the lenient pass would find more
    // words elsewhere. Where the page's <main> stood in what the strict pass removed (a wrapper of
    // the post and its sidebar, named for the sidebar), what it found is what was left around the
    // article: a footer's notice, a sidebar's.
    if ((best.words < kRetryBelowWords || best.mainRemoved) && !best.underHeadline && !best.paywalled) {
        QString lenientImage;
        Attempt lenient
            = runPass(decoded.text, ChromeLevel::Lenient, nullptr, &lenientImage, metadata.description());
        // ...but not one that leaves out what the page's own summary says where the strict pass
        // held it: a short story under a legal notice, in a box its name made chrome.
        const QString &summary = metadata.description();
        const bool losesSummary = !summary.isEmpty()
            && evidenceShare(summary, best.paragraphs) >= kSummaryHeld
            && evidenceShare(summary, lenient.paragraphs) < kSummaryHeld;
        if (lenient.words > best.words * 2 && lenient.words >= kRetryBelowWords && !losesSummary) {
            best = std::move(lenient);
            firstImage = lenientImage;
        }
    }

    // A page with next to no text of its own (a paywall, a video's page) that tells its article
    // in its metadata gives that: the article body in its JSON-LD, else its description.
    if (best.words < kRetryBelowWords) {
        const QStringList told = toldInMetadata(metadata);
        if (const int words = countWords(told); words > best.words) {
            best.paragraphs = told;
            best.words = words;
        }
    }

    // In Unicode's composed form (NFC), as the web's text is meant to be read and compared: a page
    // may write a letter as one code point that NFC spells as two (Bengali's U+09DF, Devanagari's
    // U+0958) or an umlaut as two that NFC composes, and a search, a quotation or a reader's copy of
    // the text is in NFC. Already composed text (nearly all) costs a quick check.
    for (QString &paragraph : best.paragraphs)
        paragraph = paragraph.normalized(QString::NormalizationForm_C);
    article.title = metadata.headline().normalized(QString::NormalizationForm_C);
    // The headline often opens the plateau; it is reported once, as the title.
    if (!best.paragraphs.isEmpty() && !article.title.isEmpty()
        && best.paragraphs.first().simplified().compare(article.title.simplified(), Qt::CaseInsensitive)
            == 0) {
        best.paragraphs.removeFirst();
    }
    article.paragraphs = std::move(best.paragraphs);
    article.wordCount = countWords(article.paragraphs);
    article.language = metadata.language();
    article.published = metadata.published();
    article.leadImageUrl = metadata.leadImage(url);
    if (article.leadImageUrl.isEmpty() && !firstImage.isEmpty()) {
        const QUrl image(firstImage);
        article.leadImageUrl = (url.isValid() ? url.resolved(image) : image).toString();
    }
    return article;
}

} // namespace kindred
