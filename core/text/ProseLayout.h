#pragma once

#include "text/WordTokenizer.h"

#include <QStringView>
#include <vector>

namespace kindred {

/// Where each word of an article's body stands in its prose. A site dresses a copied story with
/// lines that are not sentences of it: a byline, a dateline, a "Published ..." time, a photo
/// caption, a "RELATED: <headline>" link, "Share this article", a copyright or tags line. Such
/// lines are short or end without a sentence's punctuation; the story's own paragraphs are neither.
/// The words of those lines, and a dateline before a dash at the head of the first paragraph, are
/// dressing; the others are prose, numbered in reading order, so that dressing added anywhere
/// does not move the prose's words.
///
/// When the body has too little prose to tell (a feed description of one short line, a list),
/// every word is prose.
struct ProseLayout
{
    /// Per token: how many words of prose stand before it, or kDressing. A run of a space-less
    /// script counts two characters a word.
    std::vector<qint32> position;
    qsizetype proseWords = 0;

    static constexpr qint32 kDressing = -1;
};

/// Lays out the tokens of `text` (as WordTokenizer gave them) into `layout`, reusing its storage.
void layOutProse(QStringView text, const std::vector<Token> &tokens, ProseLayout &layout);

} // namespace kindred
