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
    const QString fingerprinted = body.isEmpty() || fingerprintFullText
        ? prepared.clean.text
        : decorations.withoutBoilerplate(summaryText, title);
    prepared.features = extractTextFeatures(strippedTitle(prepared.clean.headline, {}), fingerprinted);
    return prepared;
}

} // namespace kindred
