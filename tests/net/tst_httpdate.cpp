#include "net/HttpDate.h"

#include <QTest>
#include <QTimeZone>

using namespace kindred;

class TestHttpDate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void retryAfter_data();
    void retryAfter();
};

void TestHttpDate::parse_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QDateTime>("expected");

    const QDateTime sample(QDate(1994, 11, 6), QTime(8, 49, 37), QTimeZone::utc());
    QTest::newRow("IMF-fixdate") << QByteArray("Sun, 06 Nov 1994 08:49:37 GMT") << sample;
    QTest::newRow("RFC 850") << QByteArray("Sunday, 06-Nov-94 08:49:37 GMT") << sample;
    QTest::newRow("asctime") << QByteArray("Sun Nov  6 08:49:37 1994") << sample;
    QTest::newRow("no day name") << QByteArray("06 Nov 1994 08:49:37 GMT") << sample;
    QTest::newRow("lower case") << QByteArray("sun, 06 nov 1994 08:49:37 gmt") << sample;
    QTest::newRow("surrounding space") << QByteArray("  Sun, 06 Nov 1994 08:49:37 GMT ") << sample;
    QTest::newRow("RFC 850, 2000s") << QByteArray("Tuesday, 21-Oct-15 07:28:00 GMT")
                                    << QDateTime(QDate(2015, 10, 21), QTime(7, 28), QTimeZone::utc());
    QTest::newRow("empty") << QByteArray() << QDateTime();
    QTest::newRow("garbage") << QByteArray("soon") << QDateTime();
    QTest::newRow("bad month") << QByteArray("Sun, 06 Nox 1994 08:49:37 GMT") << QDateTime();
    QTest::newRow("31 February") << QByteArray("Sun, 31 Feb 1994 08:49:37 GMT") << QDateTime();
    QTest::newRow("hour 25") << QByteArray("Sun, 06 Nov 1994 25:49:37 GMT") << QDateTime();
}

void TestHttpDate::parse()
{
    QFETCH(QByteArray, text);
    QFETCH(QDateTime, expected);
    const QDateTime parsed = parseHttpDate(text);
    QCOMPARE(parsed.isValid(), expected.isValid());
    if (expected.isValid()) {
        QCOMPARE(parsed, expected);
        QCOMPARE(parsed.offsetFromUtc(), 0);
    }
}

void TestHttpDate::retryAfter_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("date");
    QTest::addColumn<int>("expected"); // seconds; -1 = none

    QTest::newRow("seconds") << QByteArray("120") << QByteArray() << 120;
    QTest::newRow("zero") << QByteArray("0") << QByteArray() << 0;
    QTest::newRow("padded") << QByteArray(" 7 ") << QByteArray() << 7;
    QTest::newRow("negative") << QByteArray("-5") << QByteArray() << -1;
    QTest::newRow("fraction") << QByteArray("1.5") << QByteArray() << -1;
    QTest::newRow("empty") << QByteArray() << QByteArray() << -1;
    QTest::newRow("garbage") << QByteArray("later") << QByteArray() << -1;
    // The reference "now" below is 2015-10-21 07:00:00 UTC.
    QTest::newRow("date vs local clock")
        << QByteArray("Wed, 21 Oct 2015 07:10:00 GMT") << QByteArray() << 600;
    QTest::newRow("date vs server Date")
        << QByteArray("Wed, 21 Oct 2015 07:10:00 GMT") << QByteArray("Wed, 21 Oct 2015 07:09:00 GMT") << 60;
    QTest::newRow("date in the past") << QByteArray("Wed, 21 Oct 2015 06:00:00 GMT") << QByteArray() << 0;
    QTest::newRow("unparseable Date header")
        << QByteArray("Wed, 21 Oct 2015 07:10:00 GMT") << QByteArray("x") << 600;
}

void TestHttpDate::retryAfter()
{
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, date);
    QFETCH(int, expected);
    const QDateTime now(QDate(2015, 10, 21), QTime(7, 0), QTimeZone::utc());
    const auto delay = parseRetryAfter(value, date, now);
    if (expected < 0) {
        QVERIFY(!delay);
    } else {
        QVERIFY(delay);
        QCOMPARE(delay->count(), expected);
    }
}

QTEST_GUILESS_MAIN(TestHttpDate)
#include "tst_httpdate.moc"
