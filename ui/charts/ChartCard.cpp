#include "charts/ChartCard.h"

#include <QContextMenuEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QToolButton>
#include <QVBoxLayout>

namespace kindred {

ChartCard::ChartCard(const QString &title, QWidget *view, Csv csv, QWidget *parent)
    : QWidget(parent), m_view(view), m_csv(std::move(csv))
{
    m_title = new QLabel(title);
    QFont font = m_title->font();
    font.setBold(true);
    m_title->setFont(font);
    auto *menu = new QToolButton;
    menu->setText(QStringLiteral("…"));
    menu->setAutoRaise(true);
    menu->setToolTip(tr("Save the chart or its numbers"));
    menu->setAccessibleName(tr("Save %1").arg(title));
    connect(menu, &QToolButton::clicked, this,
        [this, menu] { showMenu(menu->mapToGlobal(QPoint(0, menu->height()))); });
    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(menu);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(head);
    layout->addWidget(m_view, 1);
    m_view->setAccessibleName(title);
}

void ChartCard::contextMenuEvent(QContextMenuEvent *event)
{
    showMenu(event->globalPos());
}

void ChartCard::showMenu(const QPoint &globalPosition)
{
    QMenu menu(this);
    menu.addAction(tr("Save as PNG…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save Chart"), m_title->text() + QStringLiteral(".png"), tr("PNG images (*.png)"));
        if (!path.isEmpty())
            saveImage(path);
    });
    menu.addAction(tr("Save Numbers as CSV…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save Numbers"), m_title->text() + QStringLiteral(".csv"), tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            saveCsv(path);
    });
    menu.exec(globalPosition);
}

bool ChartCard::saveImage(const QString &path) const
{
    return m_view->grab().save(path, "PNG");
}

bool ChartCard::saveCsv(const QString &path) const
{
    // Written whole or not at all: a half CSV is worse than none.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    file.write(csv().toUtf8());
    return file.commit();
}

} // namespace kindred
