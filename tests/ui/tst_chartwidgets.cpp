#include "charts/BitStripWidget.h"
#include "charts/ChartCard.h"
#include "charts/DistanceHistogram.h"
#include "charts/HeatMapWidget.h"

#include <QAccessible>
#include <QApplication>
#include <QBarSet>
#include <QDialog>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

// The viewport x of the centre of bar `index`.
qreal barCentreX(const DistanceHistogram &view, int index)
{
    const QPointF inChart = view.chart()->mapToPosition(QPointF(index, 0), view.series());
    return view.viewportTransform().map(view.chart()->mapToScene(inChart)).x();
}

QRectF plotArea(const DistanceHistogram &view)
{
    return view.viewportTransform().mapRect(view.chart()->mapRectToScene(view.chart()->plotArea()));
}

bool showAndWait(QWidget &widget, const QSize &size)
{
    widget.resize(size);
    widget.show();
    if (!QTest::qWaitForWindowExposed(&widget))
        return false;
    QCoreApplication::processEvents();
    return true;
}

// Whether some pixel of column x, between top and bottom, has this colour (give or take
// antialiasing).
bool columnHasColour(const QImage &image, int x, int top, int bottom, const QColor &colour)
{
    for (int y = top; y <= bottom; ++y) {
        const QColor pixel = image.pixelColor(x, y);
        if (std::abs(pixel.red() - colour.red()) < 40 && std::abs(pixel.green() - colour.green()) < 40
            && std::abs(pixel.blue() - colour.blue()) < 40)
            return true;
    }
    return false;
}

QList<QList<int>> sampleMatrix(int n)
{
    QList<QList<int>> matrix(n, QList<int>(n, 0));
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c)
            matrix[r][c] = r == c ? 0 : (r * 7 + c * 7) % 40 + 1;
    }
    return matrix;
}

QStringList sampleLabels(int n)
{
    QStringList labels;
    for (int i = 0; i < n; ++i)
        labels.append(u"Outlet %1"_s.arg(i));
    return labels;
}

} // namespace

class TestChartWidgets final : public QObject
{
    Q_OBJECT

private slots:
    void histogramHasOneBarPerDistance_data();
    void histogramHasOneBarPerDistance();
    void histogramColoursBarsByTier();
    void thresholdLineSitsBetweenBars_data();
    void thresholdLineSitsBetweenBars();
    void thresholdDragsWithMouseAndKeys();
    void heatMapClickHitsCell_data();
    void heatMapClickHitsCell();
    void heatMapKeyboard();
    void heatMapColourFadesWithDistance();
    void aChartsNumbersAreATableAScreenReaderWalks();
    void bitStripMarksDifferingBits();
    void toolTipsNameWhatIsUnderThePointer();
    void followsThePalette();
    void emptyInputsDoNotCrash();
};

void TestChartWidgets::histogramHasOneBarPerDistance_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("four") << QList<int> {5, 3, 0, 1};
    QTest::newRow("seventeen") << QList<int> {9, 7, 4, 3, 2, 0, 1, 1, 0, 0, 2, 0, 0, 0, 0, 0, 1};
    QTest::newRow("one") << QList<int> {12};
}

void TestChartWidgets::histogramHasOneBarPerDistance()
{
    QFETCH(QList<int>, counts);
    DistanceHistogram view;
    view.setThresholds({{3, u"duplicate radius 3"_s, {}}});
    view.setBand(4, 7, u"similar 4..7"_s);
    view.setCounts(counts);
    QVERIFY(showAndWait(view, {900, 400}));

    // Bar d at x = d, every bar labelled at this width.
    QCOMPARE(view.distanceAxis()->min(), -0.5);
    QCOMPARE(view.distanceAxis()->max(), counts.size() - 0.5);
    QCOMPARE(view.distanceAxis()->tickInterval(), 1.0);
    const QList<QBarSet *> sets = view.series()->barSets();
    for (QBarSet *set : sets)
        QCOMPARE(set->count(), counts.size());
    for (int d = 0; d < counts.size(); ++d) {
        qreal sum = 0;
        int nonZero = 0;
        for (QBarSet *set : sets) {
            sum += set->at(d);
            nonZero += set->at(d) != 0 ? 1 : 0;
        }
        QCOMPARE(sum, qreal(counts[d]));
        QVERIFY(nonZero <= 1); // one colour per column
    }
}

void TestChartWidgets::histogramColoursBarsByTier()
{
    DistanceHistogram view;
    view.setCounts({1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
    view.setThresholds({{2, u"radius"_s, QColor(Qt::red)}});
    view.setBand(3, 5, u"similar"_s);
    const QList<QBarSet *> sets = view.series()->barSets();
    QCOMPARE(sets.size(), 3);
    // Sets in order: within the radius, in the band, beyond.
    const QList<int> expectedTier {0, 0, 0, 1, 1, 1, 2, 2, 2, 2};
    for (int d = 0; d < expectedTier.size(); ++d) {
        for (int tier = 0; tier < 3; ++tier)
            QCOMPARE(sets[tier]->at(d), tier == expectedTier[d] ? 1.0 : 0.0);
    }
    QCOMPARE(sets[0]->color(), QColor(Qt::red));
    QVERIFY(sets[2]->color() != sets[0]->color());
    QVERIFY(sets[1]->color() != sets[2]->color());
}

void TestChartWidgets::thresholdLineSitsBetweenBars_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("after");
    QTest::newRow("small, radius 3") << QSize(400, 250) << 3;
    QTest::newRow("small, first gap") << QSize(400, 250) << 0;
    QTest::newRow("large, radius 7") << QSize(1000, 600) << 7;
}

void TestChartWidgets::thresholdLineSitsBetweenBars()
{
    QFETCH(QSize, size);
    QFETCH(int, after);
    const QColor lineColour(0xff, 0x00, 0xff); // a colour nothing else uses
    DistanceHistogram view;
    view.setCounts({4, 6, 3, 2, 1, 0, 2, 1, 0, 0, 1, 0, 0});
    view.setThresholds({{after, u"radius"_s, lineColour}});
    QVERIFY(showAndWait(view, size));

    const auto check = [&] {
        const qreal x = view.thresholdX(0);
        const qreal left = barCentreX(view, after);
        const qreal right = barCentreX(view, after + 1);
        QVERIFY2(
            x > left && x < right, qPrintable(u"%1 not between %2 and %3"_s.arg(x).arg(left).arg(right)));
        QVERIFY(std::abs(x - (left + right) / 2) < 0.5);
        // And it is painted there: the line's colour in the gap between the two bars, and not in
        // the next gap. (Bars up to the radius share the line's colour, so only gaps are looked at.)
        const QRectF plot = plotArea(view);
        const QImage image = view.grab().toImage();
        const qreal ratio = image.devicePixelRatio();
        const int top = int(plot.center().y() * ratio);
        const int bottom = int(plot.bottom() * ratio) - 2;
        QVERIFY(columnHasColour(image, int(x * ratio), top, bottom, lineColour));
        const qreal nextGap = (barCentreX(view, after + 1) + barCentreX(view, after + 2)) / 2;
        QVERIFY(!columnHasColour(image, int(nextGap * ratio), top, bottom, lineColour));
    };
    check();
    if (QTest::currentTestFailed())
        return;
    const qreal before = view.thresholdX(0);
    view.resize(size + QSize(300, 100));
    QTest::qWait(50); // the chart lays out again on the resize event
    QVERIFY(view.thresholdX(0) != before);
    check();
}

void TestChartWidgets::thresholdDragsWithMouseAndKeys()
{
    DistanceHistogram view;
    view.setCounts({4, 6, 3, 2, 1, 0, 2, 1, 0, 0, 1, 0, 0});
    view.setThresholds({{3, u"copies"_s, {}}, {7, u"similar"_s, {}}});
    view.setThresholdsDraggable(true);
    QVERIFY(showAndWait(view, {600, 320}));
    QSignalSpy dragged(&view, &DistanceHistogram::thresholdDragged);

    const int y = int(plotArea(view).center().y());
    const QPoint grab(int(std::lround(view.thresholdX(0))), y);
    const QPoint drop(int(std::lround((barCentreX(view, 5) + barCentreX(view, 6)) / 2)), y);
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, grab);
    QTest::mouseMove(view.viewport(), drop);
    QCOMPARE(dragged.count(), 0); // only the drop reports
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, drop);
    QCOMPARE(dragged.count(), 1);
    QCOMPARE(dragged.at(0).at(0).toInt(), 0);
    QCOMPARE(dragged.at(0).at(1).toInt(), 5);
    QCOMPARE(view.thresholds().at(0).after, 5);

    // A click away from the lines moves nothing.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(int(barCentreX(view, 1)), y));
    QCOMPARE(dragged.count(), 1);

    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(dragged.count(), 2);
    QCOMPARE(dragged.at(1).at(1).toInt(), 4);
    QTest::keyClick(&view, Qt::Key_Down); // the second line takes the keys
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(dragged.count(), 3);
    QCOMPARE(dragged.at(2).at(0).toInt(), 1);
    QCOMPARE(dragged.at(2).at(1).toInt(), 8);
    // It cannot pass the line before it.
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.thresholds().at(1).after, 5);
}

void TestChartWidgets::heatMapClickHitsCell_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QSize>("size");
    QTest::newRow("4 members") << 4 << QSize(420, 420);
    QTest::newRow("12 members") << 12 << QSize(500, 460);
    QTest::newRow("60 members, small cells") << 60 << QSize(520, 480);
}

void TestChartWidgets::heatMapClickHitsCell()
{
    QFETCH(int, n);
    QFETCH(QSize, size);
    HeatMapWidget map;
    map.setMatrix(sampleMatrix(n), sampleLabels(n));
    QVERIFY(showAndWait(map, size));
    QSignalSpy activated(&map, &HeatMapWidget::cellActivated);

    const QList<QPoint> cells {{0, 0}, {n - 1, 0}, {0, n - 1}, {n / 2, n / 3}, {n - 1, n - 1}};
    for (const QPoint &cell : cells) {
        const int row = cell.x();
        const int column = cell.y();
        const QRect rect = map.cellRect(row, column);
        QVERIFY(!rect.isEmpty());
        QTest::mouseClick(&map, Qt::LeftButton, {}, rect.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), row);
        QCOMPARE(activated.at(0).at(1).toInt(), column);
        activated.clear();
    }
    // Outside the grid: nothing.
    QTest::mouseClick(&map, Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(activated.count(), 0);
}

void TestChartWidgets::heatMapKeyboard()
{
    HeatMapWidget map;
    map.setMatrix(sampleMatrix(5), sampleLabels(5));
    QVERIFY(showAndWait(map, {400, 400}));
    map.setFocus();
    QSignalSpy activated(&map, &HeatMapWidget::cellActivated);

    QTest::keyClick(&map, Qt::Key_Right);
    QTest::keyClick(&map, Qt::Key_Right);
    QTest::keyClick(&map, Qt::Key_Down);
    QCOMPARE(activated.count(), 0);
    QTest::keyClick(&map, Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), 1);
    QCOMPARE(activated.at(0).at(1).toInt(), 2);

    // Clamped at the edges.
    for (int i = 0; i < 8; ++i)
        QTest::keyClick(&map, Qt::Key_Up);
    QTest::keyClick(&map, Qt::Key_End);
    QTest::keyClick(&map, Qt::Key_Enter);
    QCOMPARE(activated.count(), 2);
    QCOMPARE(activated.at(1).at(0).toInt(), 0);
    QCOMPARE(activated.at(1).at(1).toInt(), 4);
}

void TestChartWidgets::heatMapColourFadesWithDistance()
{
    HeatMapWidget map;
    map.setMatrix({{0, 1, 30}, {1, 0, 64}, {30, 64, 0}}, {u"A"_s, u"B"_s, u"C"_s});
    QVERIFY(showAndWait(map, {360, 360}));
    const QImage image = map.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    // A corner of each cell (away from the printed value and the radius ring).
    const auto lightness = [&](int r, int c) {
        const QPoint corner = map.cellRect(r, c).topLeft() + QPoint(1, 1);
        return image.pixelColor(int(corner.x() * ratio), int(corner.y() * ratio)).lightness();
    };
    QVERIFY(lightness(0, 1) < lightness(0, 2));
    QVERIFY(lightness(0, 2) < lightness(1, 2));
    QCOMPARE(lightness(0, 1), lightness(1, 0)); // symmetric
}

void TestChartWidgets::bitStripMarksDifferingBits()
{
    const quint64 a = 0xF0F0'1234'ABCD'0001ULL;
    const quint64 b = a ^ ((quint64(1) << 0) | (quint64(1) << 17) | (quint64(1) << 63));
    BitStripWidget strip;
    strip.setFingerprints(a, b, u"Reuters"_s, u"Example Post"_s);
    QVERIFY(showAndWait(strip, {760, strip.sizeHint().height()}));
    QCOMPARE(strip.differingBits(), 3);
    QVERIFY(strip.caption().contains(u"distance 3"_s));
    QVERIFY(strip.accessibleDescription().contains(u"distance 3"_s));

    const QImage image = strip.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    const auto pixel
        = [&](const QPoint &p) { return image.pixelColor(int(p.x() * ratio), int(p.y() * ratio)); };
    for (int bit = 0; bit < 64; ++bit) {
        const bool differs = bit == 0 || bit == 17 || bit == 63;
        QCOMPARE(pixel(strip.markerRect(bit).center()).rgb() == strip.markerColor().rgb(), differs);
        // Set bits are dark ink, clear ones pale, in both rows.
        for (int row = 0; row < 2; ++row) {
            const bool on = ((row == 0 ? a : b) >> bit) & 1U;
            const int lightness = pixel(strip.bitRect(row, bit).center()).lightness();
            QVERIFY2(
                on ? lightness < 110 : lightness > 150, qPrintable(u"row %1 bit %2"_s.arg(row).arg(bit)));
        }
    }
    // The most significant bit comes first.
    QVERIFY(strip.bitRect(0, 63).left() < strip.bitRect(0, 0).left());

    strip.setFingerprints(a, a, {}, {});
    QCOMPARE(strip.differingBits(), 0);
    QVERIFY(strip.caption().contains(u"distance 0"_s));
}

void TestChartWidgets::toolTipsNameWhatIsUnderThePointer()
{
    DistanceHistogram view;
    view.setCounts({4, 6, 3, 2});
    QVERIFY(showAndWait(view, {400, 250}));
    emit view.series()->hovered(true, 3, view.series()->barSets().constLast());
    QCOMPARE(QToolTip::text(), u"distance 3: 2 articles"_s);
    view.setCounting(DistanceHistogram::Counting::Pairs);
    emit view.series()->hovered(true, 1, view.series()->barSets().constFirst());
    QCOMPARE(QToolTip::text(), u"distance 1: 6 pairs"_s);

    HeatMapWidget map;
    map.setMatrix({{0, 5}, {5, 0}}, {u"Reuters"_s, u"AP"_s});
    QVERIFY(showAndWait(map, {300, 300}));
    const QPoint cell = map.cellRect(0, 1).center();
    QHelpEvent help(QEvent::ToolTip, cell, map.mapToGlobal(cell));
    QApplication::sendEvent(&map, &help);
    QCOMPARE(QToolTip::text(), u"Reuters \u2194 AP: distance 5"_s);

    BitStripWidget strip;
    strip.setFingerprints(0, 1, u"A"_s, u"B"_s);
    QVERIFY(showAndWait(strip, strip.sizeHint()));
    const QPoint bit = strip.bitRect(1, 0).center();
    QHelpEvent bitHelp(QEvent::ToolTip, bit, strip.mapToGlobal(bit));
    QApplication::sendEvent(&strip, &bitHelp);
    QCOMPARE(QToolTip::text(), u"bit 0: 0 in A, 1 in B"_s);
    QToolTip::hideText();
}

// A dark theme arrives as a palette change: the bars and cells take the new colours.
void TestChartWidgets::followsThePalette()
{
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));

    DistanceHistogram view;
    view.setCounts({1, 2, 3, 4, 5, 6});
    view.setThresholds({{2, u"radius"_s, {}}});
    view.setPalette(dark);
    QCOMPARE(view.series()->barSets().at(0)->color(), dark.color(QPalette::Highlight));
    QVERIFY(view.series()->barSets().at(2)->color().lightness() < 0x80); // muted: text faded into a dark base

    HeatMapWidget map;
    map.setMatrix({{0, 1}, {1, 0}}, {u"A"_s, u"B"_s});
    map.setRadius(3);
    map.setPalette(dark);
    QVERIFY(showAndWait(map, {300, 300}));
    const QImage image = map.grab().toImage();
    const QPoint corner = map.cellRect(0, 1).topLeft() + QPoint(1, 1);
    const qreal ratio = image.devicePixelRatio();
    QCOMPARE(image.pixelColor(int(corner.x() * ratio), int(corner.y() * ratio)).rgb(),
        dark.color(QPalette::Highlight).rgb());
    QCOMPARE(image.pixelColor(0, 0).rgb(), dark.color(QPalette::Base).rgb());
}

void TestChartWidgets::emptyInputsDoNotCrash()
{
    DistanceHistogram view;
    view.setThresholds({{3, u"radius"_s, {}}});
    view.setBand(4, 7, u"similar"_s);
    view.setCounts({});
    QVERIFY(showAndWait(view, {400, 250}));
    QVERIFY(!view.grab().isNull());
    QVERIFY(std::isnan(view.thresholdX(0)));
    QVERIFY(std::isnan(view.thresholdX(5)));
    view.setThresholdsDraggable(true);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(200, 120));
    QTest::keyClick(&view, Qt::Key_Right);
    view.setThresholds({{20, u"out of range"_s, {}}}); // past the last bar: not drawn
    view.setCounts({1, 2});
    QVERIFY(!view.grab().isNull());

    HeatMapWidget map;
    QSignalSpy activated(&map, &HeatMapWidget::cellActivated);
    map.setMatrix({}, {});
    QVERIFY(showAndWait(map, {300, 300}));
    QVERIFY(!map.grab().isNull());
    QVERIFY(map.cellRect(0, 0).isNull());
    QTest::mouseClick(&map, Qt::LeftButton, {}, QPoint(150, 150));
    QTest::keyClick(&map, Qt::Key_Return);
    QCOMPARE(activated.count(), 0);
    map.setSelectedPair(3, 4);
    map.setMatrix({{0, 5}, {5}}, {u"only one label"_s}); // ragged rows, a missing label
    QCOMPARE(map.count(), 2);
    QVERIFY(!map.grab().isNull());

    BitStripWidget strip;
    QVERIFY(showAndWait(strip, {400, 80}));
    QCOMPARE(strip.differingBits(), 0);
    QVERIFY(!strip.grab().isNull());
}

// A chart's numbers reach a screen reader as a table (the card's "Show Numbers as Table"): the
// CSV's header heads the columns, quoted fields keep their commas and quotes; the chart itself is
// named after its title.
void TestChartWidgets::aChartsNumbersAreATableAScreenReaderWalks()
{
    const QString csv = u"source,articles,copies\n\"Evening Post, Live\",12,3\n\"The \"\"Daily\"\"\",4,0\n"_s;
    ChartCard card(u"Top sources"_s, new QWidget, [csv] { return csv; });
    QCOMPARE(ChartCard::csvRows(csv).size(), 3);
    QCOMPARE(ChartCard::csvRows(csv).at(2).constFirst(), u"The \"Daily\""_s);
    std::unique_ptr<QDialog> dialog(card.numbersTable(nullptr));
    auto *table = dialog->findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->columnCount(), 3);
    QCOMPARE(table->horizontalHeaderItem(1)->text(), u"articles"_s);
    QCOMPARE(table->item(0, 0)->text(), u"Evening Post, Live"_s);
    QAccessibleInterface *access = QAccessible::queryAccessibleInterface(table);
    QVERIFY(access);
    QVERIFY(access->text(QAccessible::Name).contains(u"Top sources"_s));
    QVERIFY(access->tableInterface());
    QCOMPARE(access->tableInterface()->rowCount(), 2);
    QCOMPARE(access->tableInterface()->columnCount(), 3);
    QAccessibleInterface *chart = QAccessible::queryAccessibleInterface(card.view());
    QCOMPARE(chart->text(QAccessible::Name), u"Top sources"_s);
}

QTEST_MAIN(TestChartWidgets)
#include "tst_chartwidgets.moc"
