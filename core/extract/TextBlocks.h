#pragma once

#include "extract/PlateauScan.h"

#include <QStringList>
#include <algorithm>
#include <utility>

namespace kindred {

/// The text of the nodes in `ranges` as paragraphs: entities decoded, whitespace collapsed,
/// a new paragraph at each block boundary and at the end of each range.
QStringList paragraphsOf(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges);

/// Where a paragraph of paragraphsOf() stands on the page.
struct ParagraphPlace
{
    std::uint32_t block = 0; // the nearest block element of its first text (blockOf())
    bool listed = false; // in a list item (<li>, <dt>, <dd>)
};

/// The same paragraphs, and in `places` where each stands.
QStringList paragraphsOf(
    const PlateauScan &scan, const std::vector<PlateauRange> &ranges, std::vector<ParagraphPlace> &places);

/// The text of nodes [from, to) as one line: entities decoded, whitespace collapsed.
QString lineOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// A run of nodes up to a block-level tag, as the headline and standfirst searches read a page.
struct TextBlock
{
    std::size_t begin = 0;
    std::size_t end = 0; // the block-level tag that ends it, not part of it
    float words = 0;
    float linked = 0; // words inside links
    std::uint32_t element = 0; // of its first words
};

/// Calls `visit(block)` for each block of nodes [0, limit) that a block-level tag ends, in page
/// order, while `visit` returns true.
template<typename Visit>
void forEachBlock(const std::vector<PlateauNode> &nodes, std::size_t limit, Visit visit)
{
    TextBlock block;
    for (std::size_t i = 0; i < std::min(nodes.size(), limit); ++i) {
        if (!(nodes[i].flags & PlateauNode::BlockBreak)) {
            if (block.words == 0 && nodes[i].words > 0)
                block.element = nodes[i].element;
            block.words += nodes[i].words;
            if (nodes[i].flags & PlateauNode::Anchor)
                block.linked += nodes[i].words;
            continue;
        }
        block.end = i;
        if (!visit(std::as_const(block)))
            return;
        block = {i + 1, 0, 0, 0, 0};
    }
}

/// The src of the first image inside `ranges`, or empty.
QString firstImageIn(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges);

/// Whether `text` ends as a sentence does, in the scripts Kindred reads: a full stop, question or
/// exclamation mark (Latin, CJK, Arabic, Urdu, Devanagari, Ethiopic, Armenian), an ellipsis, or a
/// closing quote after one.
bool endsSentence(const QString &text);

/// The number a list item's heading opens with ("12. ...", "3) ..."), or that it is alone (a number
/// set in a box of its own: "<span>3</span> Title"); 0 when it opens otherwise, and for figures that
/// open a line ("2.5bn", "10.30 BST", "12.03.2024").
int listItemNumber(QStringView text);

/// Whether `c` is a Chinese or Japanese character (an ideograph or kana): those scripts put no
/// space between words, so each such character counts as half a word (a Chinese word is about two).
bool isCjk(char16_t c);

/// The number of words: whitespace-separated runs holding a letter or digit, and half a word for
/// each Chinese or Japanese character (a Latin word after one is a word of its own), rounded down.
int countWords(QStringView text);
int countWords(const QStringList &paragraphs);

/// Counts words in raw text (character references not decoded) the way the plateau weighs them:
/// runs holding a letter or digit, "&nbsp;" alone none; each CJK character counts as half a word
/// because those scripts have no spaces. Not rounded.
float weightedWordCount(QStringView text);

} // namespace kindred
