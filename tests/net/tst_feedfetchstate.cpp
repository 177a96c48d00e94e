// FeedFetchState transitions are pure: every "now" below is an explicit, made-up clock reading.
#include "net/FeedFetchState.h"

#include <QTest>
#include <QTimeZone>

using namespace kindred;
using namespace std::chrono_literals;

namespace {

const QDateTime t0(QDate(2026, 11, 2), QTime(9, 0), QTimeZone::utc());

FetchResult success()
{
    FetchResult result;
    result.status = 200;
    return result;
}

FetchResult failure(
    FetchErrorKind kind = FetchErrorKind::ServerError, QString message = QStringLiteral("boom"))
{
    FetchResult result;
    result.status = 500;
    result.errorKind = kind;
    result.error = std::move(message);
    return result;
}

} // namespace

class TestFeedFetchState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backoffDoublesAndCaps_data();
    void backoffDoublesAndCaps();
    void failureRecordsErrorAndBacksOff();
    void successClearsFailures();
    void notModifiedIsSuccess();
    void goneWaitsTheMaximum();
    void retryAfterIsHonouredAndCapped_data();
    void retryAfterIsHonouredAndCapped();
    void cancelDoesNotCountAsFailure();
    void scheduleCombinesIntervalAndBackoff();
    void manualFetchSkipsBackoffButNotRetryAfter();
};

void TestFeedFetchState::backoffDoublesAndCaps_data()
{
    QTest::addColumn<int>("failures");
    QTest::addColumn<qint64>("expectedSeconds");

    QTest::newRow("0") << 0 << qint64(0);
    QTest::newRow("1") << 1 << qint64(300);
    QTest::newRow("2") << 2 << qint64(600);
    QTest::newRow("3") << 3 << qint64(1200);
    QTest::newRow("8") << 8 << qint64(300 * 128);
    QTest::newRow("9") << 9 << qint64(300 * 256);
    QTest::newRow("10 capped") << 10 << qint64(86400);
    QTest::newRow("huge count capped") << 1'000'000 << qint64(86400);
    QTest::newRow("negative") << -3 << qint64(0);
}

void TestFeedFetchState::backoffDoublesAndCaps()
{
    QFETCH(int, failures);
    QFETCH(qint64, expectedSeconds);
    QCOMPARE(backoffDelay(failures).count(), expectedSeconds);

    BackoffPolicy tight;
    tight.initialDelay = 10s;
    tight.maxDelay = 25s;
    QVERIFY(backoffDelay(failures, tight) <= 25s);
}

void TestFeedFetchState::failureRecordsErrorAndBacksOff()
{
    FeedFetchState state;
    state = recordFetch(
        state, failure(FetchErrorKind::ServerError, QStringLiteral("Server error (HTTP 500).")), t0);
    QCOMPARE(state.consecutiveFailures, 1);
    QCOMPARE(state.lastFetch, t0);
    QVERIFY(!state.lastSuccess.isValid());
    QCOMPARE(state.lastError, QStringLiteral("Server error (HTTP 500)."));
    QCOMPARE(state.lastErrorKind, FetchErrorKind::ServerError);
    QCOMPARE(state.nextAllowedFetch, t0.addSecs(300));

    const QDateTime t1 = t0.addSecs(1000);
    state = recordFetch(state, failure(), t1);
    QCOMPARE(state.consecutiveFailures, 2);
    QCOMPARE(state.nextAllowedFetch, t1.addSecs(600));
    QCOMPARE(state.lastError, QStringLiteral("boom"));
}

void TestFeedFetchState::successClearsFailures()
{
    FeedFetchState state;
    state = recordFetch(state, failure(), t0);
    state = recordFetch(state, failure(), t0.addSecs(700));
    const QDateTime later = t0.addSecs(5000);
    state = recordFetch(state, success(), later);
    QCOMPARE(state.consecutiveFailures, 0);
    QCOMPARE(state.lastSuccess, later);
    QCOMPARE(state.lastFetch, later);
    QVERIFY(state.lastError.isEmpty());
    QCOMPARE(state.lastErrorKind, FetchErrorKind::None);
    QVERIFY(!state.nextAllowedFetch.isValid());
}

void TestFeedFetchState::notModifiedIsSuccess()
{
    FetchResult notModified;
    notModified.status = 304;
    notModified.notModified = true;
    FeedFetchState state = recordFetch({}, failure(), t0);
    state = recordFetch(state, notModified, t0.addSecs(400));
    QCOMPARE(state.consecutiveFailures, 0);
    QCOMPARE(state.lastSuccess, t0.addSecs(400));
}

void TestFeedFetchState::goneWaitsTheMaximum()
{
    const FeedFetchState state = recordFetch({}, failure(FetchErrorKind::Gone), t0);
    QCOMPARE(state.nextAllowedFetch, t0.addSecs(86400));
    QCOMPARE(state.lastErrorKind, FetchErrorKind::Gone);
}

void TestFeedFetchState::retryAfterIsHonouredAndCapped_data()
{
    QTest::addColumn<qint64>("retryAfter");
    QTest::addColumn<qint64>("expectedWait");

    QTest::newRow("longer than backoff") << qint64(3600) << qint64(3600);
    QTest::newRow("shorter than backoff") << qint64(10) << qint64(300); // backoff still applies
    QTest::newRow("absurd, capped at 48 h") << qint64(10'000'000) << qint64(48 * 3600);
}

void TestFeedFetchState::retryAfterIsHonouredAndCapped()
{
    QFETCH(qint64, retryAfter);
    QFETCH(qint64, expectedWait);
    FetchResult limited = failure(FetchErrorKind::RateLimited);
    limited.status = 429;
    limited.retryAfter = std::chrono::seconds(retryAfter);
    const FeedFetchState state = recordFetch({}, limited, t0);
    QCOMPARE(state.nextAllowedFetch, t0.addSecs(expectedWait));
    QCOMPARE(state.retryAfterUntil, t0.addSecs(std::min<qint64>(retryAfter, 48 * 3600)));
}

void TestFeedFetchState::cancelDoesNotCountAsFailure()
{
    FeedFetchState state = recordFetch({}, failure(), t0);
    const FeedFetchState canceled = recordFetch(state, failure(FetchErrorKind::Canceled), t0.addSecs(10));
    QCOMPARE(canceled.consecutiveFailures, 1);
    QCOMPARE(canceled.nextAllowedFetch, state.nextAllowedFetch);
}

void TestFeedFetchState::scheduleCombinesIntervalAndBackoff()
{
    const std::chrono::seconds interval = 30min;
    FeedFetchState fresh;
    QVERIFY(!nextScheduledFetch(fresh, interval).isValid());
    QVERIFY(isFetchDue(fresh, interval, t0));

    FeedFetchState ok = recordFetch({}, success(), t0);
    QCOMPARE(nextScheduledFetch(ok, interval), t0.addSecs(1800));
    QVERIFY(!isFetchDue(ok, interval, t0.addSecs(1799)));
    QVERIFY(isFetchDue(ok, interval, t0.addSecs(1800)));

    // Five failures: 80 minutes of backoff outweigh the 30-minute interval.
    FeedFetchState failing;
    for (int i = 0; i < 5; ++i)
        failing = recordFetch(failing, failure(), t0);
    QCOMPARE(nextScheduledFetch(failing, interval), t0.addSecs(80 * 60));
    QVERIFY(!isFetchDue(failing, interval, t0.addSecs(3600)));
    QVERIFY(isFetchDue(failing, interval, t0.addSecs(80 * 60)));

    // One failure: 5 minutes of backoff, the interval wins.
    const FeedFetchState once = recordFetch({}, failure(), t0);
    QCOMPARE(nextScheduledFetch(once, interval), t0.addSecs(1800));
}

void TestFeedFetchState::manualFetchSkipsBackoffButNotRetryAfter()
{
    FeedFetchState failing;
    for (int i = 0; i < 4; ++i)
        failing = recordFetch(failing, failure(), t0);
    QVERIFY(isManualFetchAllowed(failing, t0.addSecs(1)));

    FetchResult limited = failure(FetchErrorKind::RateLimited);
    limited.retryAfter = 600s;
    const FeedFetchState asked = recordFetch({}, limited, t0);
    QVERIFY(!isManualFetchAllowed(asked, t0.addSecs(599)));
    QVERIFY(isManualFetchAllowed(asked, t0.addSecs(600)));
}

QTEST_GUILESS_MAIN(TestFeedFetchState)
#include "tst_feedfetchstate.moc"
