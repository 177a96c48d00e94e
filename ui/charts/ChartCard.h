#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>
#include <functional>

class QChartView;
class QDialog;
class QLabel;

namespace kindred {

/// A chart with its title and a menu (the button, or a right click) that saves it as a PNG
/// picture and its numbers as CSV, for the statistics view.
class ChartCard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartCard)

public:
    using Csv = std::function<QString()>;

    /// Shows `view` (owned from now on) under `title`; `csv` gives the numbers it draws.
    ChartCard(const QString &title, QWidget *view, Csv csv, QWidget *parent = nullptr);

    QWidget *view() const { return m_view; }
    bool saveImage(const QString &path) const;
    bool saveCsv(const QString &path) const;
    QString csv() const { return m_csv ? m_csv() : QString(); }
    /// The chart's numbers as a table a screen reader can walk (its menu's "Show Numbers as
    /// Table"): the CSV's first row heads the columns. The caller owns the dialog.
    QDialog *numbersTable(QWidget *parent) const;
    /// The rows of a CSV text (fields quoted with "" for a quote, as the charts write them).
    static QList<QStringList> csvRows(const QString &csv);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void showMenu(const QPoint &globalPosition);

    QLabel *m_title = nullptr;
    QWidget *m_view = nullptr;
    Csv m_csv;
};

} // namespace kindred
