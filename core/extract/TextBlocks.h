#pragma once

#include "extract/PlateauScan.h"

#include <QStringList>

namespace kindred {

/// The text of the nodes in `ranges` as paragraphs: entities decoded, whitespace collapsed,
/// a new paragraph at each block boundary and at the end of each range.
QStringList paragraphsOf(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges);

/// The text of nodes [from, to) as one line: entities decoded, whitespace collapsed.
QString lineOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// The src of the first image inside `ranges`, or empty.
QString firstImageIn(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges);

/// The number of whitespace-separated words holding a letter or digit.
int countWords(const QStringList &paragraphs);

} // namespace kindred
