#pragma once

#include <QChartView>
#include <QColor>
#include <QList>
#include <QString>

class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace kindred {

/// How many articles (or pairs) sit at each Hamming distance 0..N, as bars, with the grouping
/// thresholds drawn on it as dashed lines between bars and an optional shaded band. Bars up to
/// the first threshold (the duplicate radius) stand out; with setThresholdsDraggable() the lines
/// can be moved with the mouse or the arrow keys and report where they were dropped.
class DistanceHistogram final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DistanceHistogram)

public:
    /// A line drawn just right of bar `after`; an invalid colour takes one from the palette.
    struct Threshold
    {
        int after = 0;
        QString label;
        QColor color;
    };
    enum class Counting { Articles, Pairs };

    explicit DistanceHistogram(QWidget *parent = nullptr);

    /// Bar i shows countsByDistance[i]; an empty list shows an empty chart.
    void setCounts(const QList<int> &countsByDistance);
    QList<int> counts() const { return m_counts; }
    /// The first threshold is the duplicate radius: bars up to it take its colour.
    void setThresholds(const QList<Threshold> &thresholds);
    QList<Threshold> thresholds() const { return m_thresholds; }
    /// Shades bars from..to (e.g. "similar 4..7") and tints them; from > to removes the band.
    void setBand(int from, int to, const QString &label);
    void setTitle(const QString &title);
    void setAxisTitles(const QString &x, const QString &y);
    /// What a bar counts, for its tooltip ("distance 3: 5 articles").
    void setCounting(Counting counting) { m_counting = counting; }
    void setThresholdsDraggable(bool draggable);

    /// The bars: one stacked column per distance; only one of the sets is non-zero per column
    /// (within the radius, in the band, beyond), so each column has one colour.
    QStackedBarSeries *series() const { return m_series; }
    /// The distance axis: bar i sits at x = i; ticks label every bar that fits.
    QValueAxis *distanceAxis() const { return m_xAxis; }
    /// Where threshold `index` is drawn, in viewport coordinates (NaN without bars).
    qreal thresholdX(int index) const;

signals:
    /// A threshold line was dragged (or moved with the keys) to lie right of bar `newAfter`.
    void thresholdDragged(int index, int newAfter);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    qreal boundaryX(int after) const;
    int nearestBoundary(qreal x) const;
    int thresholdNear(qreal x) const;
    QColor thresholdColor(int index) const;
    QColor bandColor() const;
    void moveThreshold(int index, int after);
    void rebuildBars();
    void applyPalette();
    void updateAxisLabels();
    void showBarToolTip(bool status, int index);

    QStackedBarSeries *m_series = nullptr;
    QBarSet *m_within = nullptr;
    QBarSet *m_inBand = nullptr;
    QBarSet *m_beyond = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QList<int> m_counts;
    QList<Threshold> m_thresholds;
    int m_bandFrom = 0;
    int m_bandTo = -1;
    QString m_bandLabel;
    Counting m_counting = Counting::Articles;
    bool m_draggable = false;
    int m_dragging = -1;
    int m_dragStartAfter = -1;
    int m_focusedThreshold = 0;
    int m_labelStep = 1;
};

} // namespace kindred
