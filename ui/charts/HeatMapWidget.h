#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

namespace kindred {

/// The pairwise Hamming distances of a cluster's members as an N×N grid: a strong colour for
/// close pairs fading into the base colour for distant ones, pairs within the duplicate radius
/// ringed, values printed where they fit, a colour scale below. A click, or the arrow keys and
/// Enter, activate a cell.
class HeatMapWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatMapWidget)

public:
    explicit HeatMapWidget(QWidget *parent = nullptr);

    /// distances[i][j] for members i and j (a missing cell falls back to [j][i], else unknown);
    /// labels name the rows and columns (missing ones are numbered).
    void setMatrix(const QList<QList<int>> &distances, const QStringList &labels);
    int count() const { return m_count; }
    /// Pairs at this distance or closer are ringed; a negative radius rings none.
    void setRadius(int radius);
    /// The distance drawn palest (64 by default, the most two fingerprints can differ).
    void setScaleMaximum(int maximum);
    /// Rings the cells of members a and b; (-1, -1) clears it.
    void setSelectedPair(int a, int b);
    int currentRow() const { return m_currentRow; }
    int currentColumn() const { return m_currentColumn; }
    /// Where cell (row, column) is drawn, for tests and for anything laid over the grid.
    QRect cellRect(int row, int column) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellActivated(int row, int column);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Geometry
    {
        QRect grid;
        int cell = 0;
        int rowLabelWidth = 0;
        int columnLabelHeight = 0;
        QRect legend;
        QRect cellRect(int row, int column) const
        {
            return {grid.left() + column * cell, grid.top() + row * cell, cell, cell};
        }
    };
    Geometry geometry() const;
    int value(int row, int column) const;
    QString label(int index) const;
    QColor cellColor(int value) const;
    bool cellAt(const QPoint &pos, int *row, int *column) const;
    void paintLabels(QPainter &painter, const Geometry &g) const;
    void paintLegend(QPainter &painter, const Geometry &g) const;
    void activate(int row, int column);
    void updateDescription();

    int m_count = 0;
    QList<int> m_values; // row-major, -1 where unknown
    QStringList m_labels;
    int m_radius = -1;
    int m_maximum = 64;
    int m_selectedA = -1;
    int m_selectedB = -1;
    int m_hoverRow = -1;
    int m_hoverColumn = -1;
    int m_currentRow = 0;
    int m_currentColumn = 0;
};

} // namespace kindred
