#include "extract/HeadlineBlock.h"

#include "extract/PageMetadata.h"
#include "extract/TextBlocks.h"

namespace kindred {

namespace {

// Fewer words than this are a section or site name ("Sports", "Local news"), not a headline;
// more are a paragraph.
constexpr float kMinimumWords = 3.0f;
constexpr float kMaximumWords = 40.0f;
constexpr float kMinimumHeadingWords = 2.0f; // in an <h1> that is a part of the title
// ...and one word there when it is the title's first part and no longer part stands as a block
// ("Emden - Sights and attractions" over <h1>Emden</h1>; "Football" in "Derby-bound - Football - Fox
// Sports" is the section's).
constexpr float kLoneHeadingWords = 1.0f;

// Marks that join a title's parts (" | ", " - ", ": ", " >> "); a comma or a full stop joins
// the clauses of one headline instead.
bool isSeparator(QChar c)
{
    return !c.isLetterOrNumber() && c != u',' && c != u'.' && c != u';';
}

// Whether `part` stands in `title` between separators: what precedes and follows it, past
// spaces, is the title's edge or a separator, not a word of a longer phrase.
bool isDelimitedPart(const QString &part, const QString &title)
{
    for (qsizetype at = title.indexOf(part); at >= 0; at = title.indexOf(part, at + 1)) {
        qsizetype before = at - 1;
        while (before >= 0 && title[before].isSpace())
            --before;
        qsizetype after = at + part.size();
        while (after < title.size() && title[after].isSpace())
            ++after;
        if ((before < 0 || isSeparator(title[before]))
            && (after >= title.size() || isSeparator(title[after])))
            return true;
    }
    return false;
}

bool isTitlePart(const QString &part, const QStringList &titles)
{
    for (const QString &title : titles) {
        if (isDelimitedPart(part, title))
            return true;
    }
    return false;
}

// Whether `part` is the first of the parts of one of `titles`: "emden" of "emden - sights", not
// "football" of "derby-bound - football - fox sports" (a section's name).
bool opensATitle(const QString &part, const QStringList &titles)
{
    for (const QString &title : titles) {
        if (!title.startsWith(part))
            continue;
        qsizetype after = part.size();
        while (after < title.size() && title[after].isSpace())
            ++after;
        if (after < title.size() && isSeparator(title[after]))
            return true;
    }
    return false;
}

// Whether a run of text stands in an <h1>, directly or in an element inside it (<h1><span>).
bool inHeadingOne(const PlateauScan &scan, std::uint32_t element)
{
    for (int up = 0; up < 2 && element != 0; ++up, element = scan.elements[element].parent) {
        if (scan.elements[element].tag == HtmlTag::H1)
            return true;
    }
    return false;
}

// Of the blocks offered in page order, the nearest before the article, or else the first inside
// it (never one after it: the name of a blog or section in a side column).
struct NearestBlock
{
    QString text;
    bool settled = false; // one inside the article was taken: none nearer can follow

    void offer(const QString &block, bool beforeArticle)
    {
        if (settled)
            return;
        if (beforeArticle || text.isEmpty())
            text = block;
        settled = !beforeArticle;
    }
};

} // namespace

void findHeadlineBlock(const PlateauScan &scan, const PlateauRange &article, PageMetadata &metadata)
{
    const QStringList titles = metadata.storyTitles();
    const bool agreeingHeading = metadata.headlinePosition() >= 0;
    // An <h1> that is a whole part of the title is the headline already.
    if (agreeingHeading && isTitlePart(metadata.headline().toCaseFolded(), titles))
        return;
    NearestBlock titlePart;
    NearestBlock oneWordTitlePart; // in an <h1>
    NearestBlock heading;
    forEachBlock(scan.nodes, article.end, [&](const TextBlock &block) {
        if (block.words > kMaximumWords || block.linked >= block.words)
            return !titlePart.settled;
        // Two words are a headline too when the page sets them as one and the title agrees
        // ("Hanuman Returns | The Daily Ledger", where stripSiteName() keeps the longer name).
        const bool headingOne = inHeadingOne(scan, block.element);
        if (block.words >= kMinimumWords || (headingOne && block.words >= kMinimumHeadingWords)) {
            const QString text = lineOf(scan.nodes, block.begin, block.end);
            if (isTitlePart(text.toCaseFolded(), titles))
                titlePart.offer(text, block.end <= article.begin);
            else if (headingOne && block.words >= kMinimumWords)
                heading.offer(text, block.end <= article.begin);
        } else if (headingOne && block.words >= kLoneHeadingWords) {
            const QString text = lineOf(scan.nodes, block.begin, block.end);
            if (opensATitle(text.toCaseFolded(), titles))
                oneWordTitlePart.offer(text, block.end <= article.begin);
        }
        return !titlePart.settled;
    });
    if (!titlePart.text.isEmpty())
        metadata.setHeadlineBlock(titlePart.text);
    else if (!oneWordTitlePart.text.isEmpty())
        metadata.setHeadlineBlock(oneWordTitlePart.text);
    else if (!agreeingHeading && !heading.text.isEmpty())
        metadata.setHeadlineBlock(heading.text); // the title names only the site ("Star", "Free Preview")
}

qsizetype lastHeadlineBefore(const PlateauScan &scan, std::size_t articleBegin, const QString &headline)
{
    const QString wanted = headline.simplified().toCaseFolded();
    const float words = weightedWordCount(headline);
    qsizetype found = -1;
    if (wanted.isEmpty())
        return found;
    forEachBlock(scan.nodes, articleBegin, [&](const TextBlock &block) {
        // Only blocks of the headline's length are read (few are, so this stays cheap).
        if (block.words == words && block.linked == 0
            && lineOf(scan.nodes, block.begin, block.end).toCaseFolded() == wanted)
            found = qsizetype(block.end);
        return true;
    });
    return found;
}

} // namespace kindred
