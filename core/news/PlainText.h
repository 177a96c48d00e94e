#pragma once

#include <QString>

namespace kindred {

/// The readable text of a feed's HTML snippet, in paragraphs (HtmlText::Lines::Paragraphs).
/// Feed summaries are short; full pages go through the extractor instead.
QString plainTextFromHtml(const QString &html);

/// An article's readable text: its extracted page (`body`) when it has one, else its feed
/// summary (`summaryHtml`) as plain text. The one statement of "body, else plain summary".
QString readableText(const QString &body, const QString &summaryHtml);

/// The item title with the feed's own prefix and common wire markers ("UPDATE 2-",
/// "EXCLUSIVE-", "BREAKING:") removed, so reprints of one story fingerprint alike (seed 003).
QString strippedTitle(const QString &title, const QString &feedPrefix);

/// Number of words, as the extractor counts them (countWords(): Chinese and Japanese characters
/// count half a word each, as those scripts put no space between words).
int wordCount(const QString &text);

} // namespace kindred
