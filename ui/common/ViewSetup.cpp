#include "common/ViewSetup.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>

namespace kindred {

QTreeView *makeTableView(QAbstractItemModel *model, const QString &accessibleName, int stretchColumn)
{
    auto *view = new QTreeView;
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setAllColumnsShowFocus(true);
    view->setAccessibleName(accessibleName);
    QHeaderView *head = view->header();
    head->setStretchLastSection(false);
    for (int column = 0; column < model->columnCount(); ++column)
        head->setSectionResizeMode(
            column, column == stretchColumn ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    return view;
}

QLabel *makePageTitle()
{
    auto *title = new QLabel;
    title->setWordWrap(true);
    title->setTextFormat(Qt::PlainText);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.33);
    font.setBold(true);
    title->setFont(font);
    return title;
}

QLabel *makeNote(const QString &text)
{
    auto *note = new QLabel(text);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    return note;
}

} // namespace kindred
