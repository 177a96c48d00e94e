#include "charts/ChartCard.h"

#include <QContextMenuEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QTableWidget>
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
    menu.addAction(tr("Show Numbers as &Table"), this, [this] {
        QDialog *table = numbersTable(this);
        table->setAttribute(Qt::WA_DeleteOnClose);
        table->open();
    });
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

QList<QStringList> ChartCard::csvRows(const QString &csv)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QChar c = csv.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < csv.size() && csv.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(std::exchange(field, {}));
        } else if (c == u'\n') {
            row.append(std::exchange(field, {}));
            rows.append(std::exchange(row, {}));
        } else if (c != u'\r') {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

QDialog *ChartCard::numbersTable(QWidget *parent) const
{
    const QList<QStringList> rows = csvRows(csv());
    auto *dialog = new QDialog(parent);
    dialog->setWindowTitle(tr("%1: the numbers").arg(m_title->text()));
    auto *table = new QTableWidget(int(std::max<qsizetype>(0, rows.size() - 1)),
        rows.isEmpty() ? 0 : int(rows.constFirst().size()), dialog);
    table->setAccessibleName(tr("%1, as a table").arg(m_title->text()));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    if (!rows.isEmpty())
        table->setHorizontalHeaderLabels(rows.constFirst());
    for (qsizetype r = 1; r < rows.size(); ++r) {
        for (qsizetype c = 0; c < rows.at(r).size() && c < table->columnCount(); ++c)
            table->setItem(int(r - 1), int(c), new QTableWidgetItem(rows.at(r).at(c)));
    }
    table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(560, 480);
    return dialog;
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
