// When the fleet's placer places stories (PlacingSchedule): after a quiet spell, at the latest a
// while after the first article that waits, never cutting a burst because the last placing was
// long ago.
#include "engine/PlacingSchedule.h"

#include <QTest>

using namespace kindred;
using namespace std::chrono_literals;

class TestPlacingSchedule final : public QObject
{
    Q_OBJECT

private:
    static constexpr auto quiet = 2s;
    static constexpr auto atLatest = 30s;
    const PlacingSchedule::Clock::time_point start = PlacingSchedule::Clock::now();

private slots:
    void nothingWaitsNothingIsPlaced()
    {
        const PlacingSchedule schedule(quiet, atLatest);
        QVERIFY(!schedule.due(start));
        QVERIFY(!schedule.due(start + 1h));
    }

    void aBurstIsPlacedOnceItIsOver()
    {
        PlacingSchedule schedule(quiet, atLatest);
        for (auto at = 0s; at <= 10s; at += 1s) {
            schedule.arrived(start + at);
            QVERIFY(!schedule.due(start + at + 1s)); // arrivals every second: not quiet yet
        }
        QVERIFY(!schedule.due(start + 11s));
        QVERIFY(schedule.due(start + 12s)); // two quiet seconds after the last arrival
        schedule.placed();
        QVERIFY(!schedule.due(start + 13s));
    }

    void aLongBurstIsPlacedAtTheLatestAfterItsFirstArrival()
    {
        PlacingSchedule schedule(quiet, atLatest);
        schedule.arrived(start);
        for (auto at = 1s; at < 30s; at += 1s) {
            schedule.arrived(start + at);
            QVERIFY(!schedule.due(start + at));
        }
        QVERIFY(schedule.due(start + 30s));
        schedule.placed();
        schedule.arrived(start + 31s);
        QVERIFY(!schedule.due(start + 32s)); // its clock starts anew with the next waiting article
        QVERIFY(schedule.due(start + 61s));
    }

    // Placed long ago, quiet since: a burst that starts now is not placed at its first arrival.
    void anIdleHourDoesNotCutTheNextBurst()
    {
        PlacingSchedule schedule(quiet, atLatest);
        schedule.arrived(start);
        QVERIFY(schedule.due(start + 2s));
        schedule.placed();
        const auto later = start + 1h;
        schedule.arrived(later);
        QVERIFY(!schedule.due(later));
        schedule.arrived(later + 1s);
        QVERIFY(!schedule.due(later + 2s));
        QVERIFY(schedule.due(later + 3s));
    }

    void aNewPlacerLooksForWhatWasLeft()
    {
        PlacingSchedule schedule(quiet, atLatest);
        schedule.tookRole(start + 1h);
        QVERIFY(schedule.waiting());
        QVERIFY(schedule.due(start + 1h)); // nothing arrived lately: quiet
        schedule.placed();
        QVERIFY(!schedule.waiting());
    }
};

QTEST_GUILESS_MAIN(TestPlacingSchedule)
#include "tst_placingschedule.moc"
