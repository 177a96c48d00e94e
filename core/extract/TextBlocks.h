#pragma once

#include "extract/PlateauScan.h"

#include <QStringList>

namespace kindred {

/// The text of the nodes in `range` as paragraphs: entities decoded, whitespace collapsed,
/// a new paragraph at each block boundary.
QStringList paragraphsOf(const std::vector<PlateauNode> &nodes, const PlateauRange &range);

/// The src of the first image inside `range`, or empty.
QString firstImageIn(const std::vector<PlateauNode> &nodes, const PlateauRange &range);

/// The number of whitespace-separated words holding a letter or digit.
int countWords(const QStringList &paragraphs);

} // namespace kindred
