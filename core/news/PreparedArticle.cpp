#include "news/PreparedArticle.h"

#include "news/PlainText.h"

namespace kindred {

CleanArticle cleanArticle(const QString &title, const QString &readable, const FeedDecorations &decorations)
{
    return {decorations.headline(title), decorations.withoutBoilerplate(readable, title)};
}

PreparedArticle prepareArticle(const QString &title, const QString &summaryText, const QString &body,
    const FeedDecorations &decorations, bool fingerprintFullText)
{
    PreparedArticle prepared;
    prepared.clean = cleanArticle(title, body.isEmpty() ? summaryText : body, decorations);
    // The fingerprint reads the summary instead of the page only when told to, cleaned alike.
    const CleanArticle fingerprinted = body.isEmpty() || fingerprintFullText
        ? prepared.clean
        : cleanArticle(title, summaryText, decorations);
    prepared.features = extractTextFeatures(strippedTitle(fingerprinted.headline, {}), fingerprinted.text);
    return prepared;
}

} // namespace kindred
