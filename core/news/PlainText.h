#pragma once

#include <QString>

namespace kindred {

/// The readable text of a feed's HTML snippet, in paragraphs (HtmlText::Lines::Paragraphs).
/// Feed summaries are short; full pages go through the extractor instead.
QString plainTextFromHtml(const QString &html);

/// The item title with the feed's own prefix and common wire markers ("UPDATE 2-",
/// "EXCLUSIVE-", "BREAKING:") removed, so reprints of one story fingerprint alike (seed 003).
QString strippedTitle(const QString &title, const QString &feedPrefix);

/// Number of whitespace-separated words.
int wordCount(const QString &text);

} // namespace kindred
