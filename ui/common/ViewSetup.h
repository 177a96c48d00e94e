#pragma once

#include <QString>

class QAbstractItemModel;
class QLabel;
class QTreeView;

namespace kindred {

/// A flat, row-selecting table over `model`: no tree decoration, uniform rows, alternating
/// colours, `stretchColumn` taking the room and every other column sized to its contents.
QTreeView *makeTableView(QAbstractItemModel *model, const QString &accessibleName, int stretchColumn);

/// A page's title: bold, a third larger than the text, wrapping, plain text.
QLabel *makePageTitle();

/// A quiet line (the placeholder colour, wrapping) for summaries and hints.
QLabel *makeNote(const QString &text = {});

} // namespace kindred
