#include "extract/HeadlineBlock.h"

#include "extract/HtmlEntities.h"
#include "extract/PageMetadata.h"

namespace kindred {

namespace {

// Fewer words than this are a section or site name ("Sports", "Local news"), not a headline;
// more are a paragraph.
constexpr float kMinimumWords = 3.0f;
constexpr float kMaximumWords = 40.0f;

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

QString textOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    QString text;
    for (std::size_t i = from; i < to; ++i) {
        if (nodes[i].flags & PlateauNode::Text)
            appendHtmlDecoded(text, nodes[i].text);
    }
    return text.simplified();
}

} // namespace

void findHeadlineBlock(const PlateauScan &scan, const PlateauRange &article, PageMetadata &metadata)
{
    const QStringList titles = metadata.storyTitles();
    // An <h1> that is a whole part of the title is the headline already.
    if (titles.isEmpty()
        || (metadata.headlinePosition() >= 0 && isTitlePart(metadata.headline().toCaseFolded(), titles)))
        return;
    const std::vector<PlateauNode> &nodes = scan.nodes;
    QString headline;
    std::size_t begin = 0;
    float words = 0;
    float linked = 0;
    for (std::size_t i = 0; i < std::min(nodes.size(), article.end); ++i) {
        if (!(nodes[i].flags & PlateauNode::BlockBreak)) {
            words += nodes[i].words;
            if (nodes[i].flags & PlateauNode::Anchor)
                linked += nodes[i].words;
            continue;
        }
        if (words >= kMinimumWords && words <= kMaximumWords && linked < words) {
            const QString text = textOf(nodes, begin, i);
            if (isTitlePart(text.toCaseFolded(), titles)) {
                // The nearest before the article, or else the first inside it (never one after
                // it: the name of a blog or section in a side column).
                if (i <= article.begin || headline.isEmpty())
                    headline = text;
                if (i > article.begin)
                    break;
            }
        }
        begin = i + 1;
        words = 0;
        linked = 0;
    }
    if (!headline.isEmpty())
        metadata.setHeadlineBlock(headline);
}

} // namespace kindred
