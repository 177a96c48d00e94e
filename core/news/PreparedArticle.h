#pragma once

#include "text/FeedDecorations.h"
#include "text/TextFeatures.h"

#include <QString>

namespace kindred {

/// An article as the detection rules read it, cleaned by one rule: its headline without what its
/// feed puts around every headline, its readable text (the extracted page, else the summary)
/// without the feed's boilerplate lines. A feed's name after every headline or a newsletter line
/// after every text would otherwise link all of its items; only the story's own words count.
///
/// The ingest prepares each new item once and hands the value to the story tracker, which places
/// it without cleaning it again; articles read back from the store (a replay of the story graph,
/// a regroup) are prepared by the same functions.
struct CleanArticle
{
    QString headline;
    QString text;
};

/// `readable`: the page's text, else the summary as plain text (news/PlainText readableText()).
CleanArticle cleanArticle(const QString &title, const QString &readable, const FeedDecorations &decorations);

/// A clean article and the features its fingerprint is made of: the clean headline without wire
/// markers ("UPDATE 2-", "EXCLUSIVE-") and the clean text.
struct PreparedArticle
{
    CleanArticle clean;
    TextFeatures features;
};

/// `summaryText` is the feed's summary as plain text (plainTextFromHtml), `body` the extracted
/// page or empty. The text is the body when there is one; the fingerprint reads the summary
/// instead when `fingerprintFullText` is false (Settings: "fingerprint the feed's text only").
PreparedArticle prepareArticle(const QString &title, const QString &summaryText, const QString &body,
    const FeedDecorations &decorations, bool fingerprintFullText);

} // namespace kindred
