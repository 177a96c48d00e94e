#pragma once

#include <QString>
#include <QStringView>

namespace kindred {

/// The readable text of an HTML fragment (a feed's title or summary, a stored snippet), the one
/// way Kindred makes it: tags dropped (a '<' that starts no tag is text, an unterminated tag at
/// the end is dropped), character references decoded as HTML5 does (the full table, Windows-1252
/// numbers), whitespace collapsed. Full pages go through the extractor, which tokenises them.
namespace HtmlText {

enum class Lines {
    /// One line: runs of ASCII whitespace become one space, trimmed; a no-break space is content
    /// (titles, names: what the feed parsers give).
    One,
    /// Paragraphs: any whitespace collapses, to one line break where a paragraph, list item, line
    /// or heading ends; text without markup keeps its own line breaks (summaries: what a site
    /// adds around a story stands on lines of its own, see ProseLayout).
    Paragraphs,
};

QString toText(QStringView html, Lines lines);

} // namespace HtmlText

} // namespace kindred
