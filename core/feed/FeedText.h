#pragma once

#include <QString>
#include <QUrl>

namespace kindred {

/// Small text helpers the feed parsers share.
namespace FeedText {

/// Replaces HTML character references (named and numeric) in `text`, an attribute's value, by the
/// characters they stand for (HTML5's rule: "&copy=1" in a URL stays as it is).
QString decodeEntities(const QString &text);

/// `text` with runs of ASCII whitespace collapsed to one space and trimmed; a no-break space
/// is content and is kept.
QString normalizeWhitespace(const QString &text);

/// Plain text of an HTML fragment on one line (HtmlText::Lines::One).
QString htmlToPlainText(const QString &html);

/// Whether `text` looks like HTML markup (a tag or a character reference).
bool looksLikeHtml(const QString &text);

/// HTML with windows-1252 character references (`&#146;`, which HTML authors meant as a
/// curly quote) rewritten to the Unicode ones, and `&#X..;` written as `&#x..;`.
QString fixCharacterReferences(const QString &html);

/// `text` with `&`, `<`, `>` and `"` escaped for use in HTML.
QString escapeHtml(const QString &text);
/// Appends `text` to `out` with `&`, `<` and `>` escaped, and `"` too when `quotes` is set.
void appendEscaped(QString &out, QStringView text, bool quotes);

/// `reference` resolved against `base` when it is relative and the base is usable.
QString resolveUrl(const QUrl &base, const QString &reference);

/// Rewrites relative href/src attributes of an HTML fragment against `base`.
QString resolveHtmlUrls(const QString &html, const QUrl &base);

} // namespace FeedText

} // namespace kindred
