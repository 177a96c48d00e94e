// View > Statistics on the demo corpus: the numbers are FlowStatistics' for the period (what
// `kindred-cli stats --period` prints), every chart saves as PNG and CSV, and the period changes.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "charts/ChartCard.h"
#include "charts/DistanceHistogram.h"
#include "engine/DetectionSettings.h"
#include "settings/Settings.h"
#include "stats/StatisticsView.h"
#include "storage/ArticleStore.h"

#include <QBarCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime demoNow = test::demoTime();

} // namespace

class TestStatistics final : public QObject
{
    Q_OBJECT

private slots:
    void chartsShowTheFlow()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;

        StatisticsView *view = window.statisticsView();
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
        QVERIFY(view->isVisible());
        view->setPeriodHours(24 * 7);
        // The tab opened on 24 hours; the week follows once that is counted.
        QTRY_COMPARE_WITH_TIMEOUT(view->statistics().articlesPerHour.size(), 24 * 7, 10000);
        // The same numbers as the engine (and the CLI) for the same period.
        const auto [from, to] = FlowStatistics::period(ArticleStore(database.db()).newestPublished(), 24 * 7);
        const FlowStatistics expected = FlowStatistics::compute(
            database.db(), from, to, QDateTime::currentDateTime().offsetFromUtc(), 7);
        QCOMPARE(view->statistics().articles, expected.articles);
        QCOMPARE(view->statistics().copies, expected.copies);
        QCOMPARE(view->statistics().articlesPerHour, expected.articlesPerHour);
        QCOMPARE(view->statistics().nearestDistance, expected.nearestDistance);
        QVERIFY(expected.articles >= 100);
        QVERIFY(expected.copies > 0);

        // Every chart saves its picture and its numbers.
        QCOMPARE(view->cards().size(), 4);
        for (int i = 0; i < view->cards().size(); ++i) {
            ChartCard *card = view->cards().at(i);
            const QString png = database.dir() + u"/chart%1.png"_s.arg(i);
            const QString csv = database.dir() + u"/chart%1.csv"_s.arg(i);
            QVERIFY(card->saveImage(png));
            QVERIFY(!QImage(png).isNull());
            QVERIFY(card->saveCsv(csv));
            QFile file(csv);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
            QVERIFY2(lines.size() >= 2, qPrintable(csv));
            QVERIFY(lines.constFirst().contains(u','));
        }
        // The per-hour CSV adds up to the period's articles.
        int total = 0;
        const QStringList rows = view->cards().constFirst()->csv().split(u'\n', Qt::SkipEmptyParts).mid(1);
        for (const QString &row : rows)
            total += row.section(u',', 1, 1).toInt();
        QCOMPARE(total, expected.articles);
        QCOMPARE(rows.size(), 24 * 7);

        // A shorter period counts again.
        view->setPeriodHours(24);
        QTRY_COMPARE_WITH_TIMEOUT(view->statistics().articlesPerHour.size(), 24, 10000);
        QVERIFY(view->statistics().articles <= expected.articles);
    }

    // Outlets with long names (a real day has many): each bar's label names its outlet, cut with
    // "…" to what the chart has room for, never the "..." QtCharts puts for every label too long.
    void longSourceNamesStayReadable()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        const QString longName = u"The Northfield Courier: Breaking News, Sport, Weather and Traffic"_s;
        QSqlQuery rename(database.db());
        QVERIFY(rename.exec(u"UPDATE feeds SET title = '%1'"_s.arg(longName)));
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        StatisticsView *view = rig.window.statisticsView();
        QSignalSpy shown(view, &StatisticsView::shown);
        QTest::keyClick(&rig.window, Qt::Key_4, Qt::ControlModifier);
        QVERIFY(shown.wait(10000));
        QBarCategoryAxis *names = nullptr;
        for (const QChartView *chart : view->findChildren<QChartView *>()) {
            for (QAbstractAxis *axis : chart->chart()->axes()) {
                if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                    names = categories;
            }
        }
        QVERIFY(names);
        QVERIFY(!names->truncateLabels());
        QVERIFY(!names->categories().isEmpty());
        for (const QString &label : names->categories()) {
            QVERIFY2(label.startsWith(u"The Northfield"_s) && label.contains(u'…'), qPrintable(label));
            QVERIFY(label.size() < longName.size());
        }
    }

    void thresholdsFollowTheSettings()
    {
        // The distance chart draws the duplicate radius and the similar band the user set; Apply
        // in the settings dialog redraws them at once (they once stayed until a restart).
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        StatisticsView *view = rig.window.statisticsView();
        QSignalSpy shown(view, &StatisticsView::shown);
        QTest::keyClick(&rig.window, Qt::Key_4, Qt::ControlModifier);
        QVERIFY(shown.wait(10000));
        const QList<DistanceHistogram *> charts = view->findChildren<DistanceHistogram *>();
        QCOMPARE(charts.size(), 1);
        QCOMPARE(charts.constFirst()->thresholds().constFirst().after, 3);

        DetectionRules rules = detectionRules(rig.settings);
        rules.duplicateRadius = 1;
        rules.similarMin = 2;
        rules.similarMax = 6;
        saveDetectionRules(rig.settings, rules);
        QCOMPARE(view->rules(), rules);
        QCOMPARE(charts.constFirst()->thresholds().constFirst().after, 1);
        QVERIFY(charts.constFirst()->thresholds().constFirst().label.contains(u'1'));
    }
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
