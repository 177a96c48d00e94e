#include "extract/PlateauExtractor.h"

#include "extract/ChromeFilter.h"
#include "extract/HtmlCharset.h"
#include "extract/HtmlEntities.h"
#include "extract/HtmlTokenizer.h"
#include "extract/PageMetadata.h"
#include "extract/PlateauScan.h"
#include "extract/TextBlocks.h"

namespace kindred {

namespace {

// Below this plateau score (about a dozen words) a page has no article worth showing.
constexpr float kMinimumArticleScore = 12.0f;
// A strict pass that keeps fewer words than this is retried with only the sure removals.
constexpr int kRetryBelowWords = 40;
// Lines shorter than this at the ends of the plateau, not ending a sentence, are clutter.
constexpr int kEdgeClutterWords = 10;

// Datelines, bylines, "Story tools" bars and section headings cling to the ends of a plateau;
// at the edges a short line that is not a sentence is dropped.
bool isEdgeClutter(const QString &paragraph)
{
    if (paragraph.isEmpty())
        return true;
    const QChar last = paragraph.back();
    if (last == u'.' || last == u'!' || last == u'?' || last == u'"' || last == u'\u201D' || last == u'\'')
        return false;
    return countWords(QStringList {paragraph}) < kEdgeClutterWords;
}

void trimEdges(QStringList &paragraphs)
{
    while (!paragraphs.isEmpty() && isEdgeClutter(paragraphs.first()))
        paragraphs.removeFirst();
    while (!paragraphs.isEmpty() && isEdgeClutter(paragraphs.last()))
        paragraphs.removeLast();
}

struct Attempt
{
    QStringList paragraphs;
    int words = 0;
};

Attempt runPass(const QString &text, ChromeLevel level, PageMetadata *metadata, QString *firstImage)
{
    Attempt attempt;
    const PlateauScan scan = scanPage(text, level, metadata);
    const PlateauRange range = findPlateau(scan.nodes);
    if (range.empty() || range.score < kMinimumArticleScore)
        return attempt;
    attempt.paragraphs = paragraphsOf(scan.nodes, range);
    trimEdges(attempt.paragraphs);
    if (firstImage)
        *firstImage = firstImageIn(scan.nodes, range);
    attempt.words = countWords(attempt.paragraphs);
    return attempt;
}

} // namespace

ExtractedArticle extractArticle(const QByteArray &html, const QUrl &url, const QByteArray &contentType)
{
    ExtractedArticle article;
    const DecodedHtml decoded = decodeHtml(html, contentType);

    PageMetadata metadata;
    QString firstImage;
    Attempt best = runPass(decoded.text, ChromeLevel::Strict, &metadata, &firstImage);
    if (best.words < kRetryBelowWords) {
        QString lenientImage;
        Attempt lenient = runPass(decoded.text, ChromeLevel::Lenient, nullptr, &lenientImage);
        if (lenient.words > best.words * 2 && lenient.words >= kRetryBelowWords) {
            best = std::move(lenient);
            firstImage = lenientImage;
        }
    }

    article.title = metadata.headline();
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
