#include "feed/DateParser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestDateParser final : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void feedparserDates_data();
    void feedparserDates();
};

void TestDateParser::parse_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // ISO 8601 UTC, empty = must be rejected

    QTest::newRow("rfc822") << u"Wed, 01 May 2024 12:00:00 +0200"_s << u"2024-05-01T10:00:00Z"_s;
    QTest::newRow("rfc822 no weekday") << u"1 May 2024 12:00:00 GMT"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("rfc822 no seconds") << u"Wed, 01 May 2024 12:00 EDT"_s << u"2024-05-01T16:00:00Z"_s;
    QTest::newRow("rfc822 2-digit year") << u"Wed, 01 May 24 12:00:00 PDT"_s << u"2024-05-01T19:00:00Z"_s;
    QTest::newRow("rfc822 1990s") << u"Fri, 01 Jan 99 00:00:00 GMT"_s << u"1999-01-01T00:00:00Z"_s;
    QTest::newRow("rfc822 BST") << u"Wed, 01 May 2024 12:00:00 BST"_s << u"2024-05-01T11:00:00Z"_s;
    QTest::newRow("rfc822 UT") << u"Wed, 01 May 2024 12:00:00 UT"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("rfc822 Z") << u"Wed, 01 May 2024 12:00:00 Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("rfc822 military N") << u"Wed, 01 May 2024 12:00:00 N"_s << u"2024-05-01T11:00:00Z"_s;
    QTest::newRow("rfc822 no zone") << u"Wed, 01 May 2024 12:00:00"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("rfc822 full month")
        << u"Wednesday, 1 September 2024 08:00:00 +0000"_s << u"2024-09-01T08:00:00Z"_s;
    QTest::newRow("rfc822 dashed") << u"01-May-2024 12:00:00 GMT"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("rfc822 pm") << u"Wed, 01 May 2024 01:30:00 PM GMT"_s << u"2024-05-01T13:30:00Z"_s;
    QTest::newRow("asctime") << u"Wed May  1 12:00:00 2024"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("w3c") << u"2024-05-01T12:00:00Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("w3c offset") << u"2024-05-01T12:00:00+05:30"_s << u"2024-05-01T06:30:00Z"_s;
    QTest::newRow("w3c fraction") << u"2024-05-01T12:00:00.123456Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("w3c no seconds") << u"2024-05-01T12:00Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("w3c lower-case") << u"2024-05-01t12:00:00z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("iso basic") << u"20240501T120000Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("iso space") << u"2024-05-01 12:00:00 +0100"_s << u"2024-05-01T11:00:00Z"_s;
    QTest::newRow("iso ordinal") << u"2024-122"_s << u"2024-05-01T00:00:00Z"_s;
    QTest::newRow("24:00") << u"2024-05-01T24:00:00Z"_s << u"2024-05-02T00:00:00Z"_s;
    QTest::newRow("leap second") << u"2016-12-31T23:59:60Z"_s << u"2016-12-31T23:59:59Z"_s;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("words") << u"yesterday"_s << QString();
    QTest::newRow("feb 30") << u"2024-02-30"_s << QString();
    QTest::newRow("month 13") << u"2024-13-01T00:00:00Z"_s << QString();
    QTest::newRow("trailing junk") << u"2024-05-01T12:00:00Z and more"_s << QString();
    QTest::newRow("bad zone") << u"Wed, 01 May 2024 12:00:00 XYZ"_s << QString();
}

void TestDateParser::parse()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const QDateTime parsed = DateParser::parse(input);
    if (expected.isEmpty()) {
        QVERIFY2(!parsed.isValid(), qPrintable(parsed.toString(Qt::ISODate)));
        return;
    }
    QVERIFY2(parsed.isValid(), qPrintable(input));
    QCOMPARE(parsed.timeSpec(), Qt::UTC);
    QCOMPARE(parsed.toString(Qt::ISODate), expected);
}

// feedparser's dates.json: each entry names the family ("rfc822", "w3dtf", "iso8601", or a local
// form); the rejections are per family (a date one family rejects, a looser one may read), so
// each entry is checked with the matching function and the accepted ones also through parse().
void TestDateParser::feedparserDates_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QJsonValue>("expected");
    QFile file(QStringLiteral(KINDRED_CORPORA_DIR "/feeds/feedparser/dates.json"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("../shared/corpora is absent");
    const QJsonArray dates = QJsonDocument::fromJson(file.readAll()).array();
    QVERIFY(dates.size() >= 60);
    int row = 0;
    for (const QJsonValue &date : dates) {
        const QJsonObject object = date.toObject();
        QTest::addRow("%d %s", row++, qPrintable(object.value(u"input"_s).toString()))
            << object.value(u"format"_s).toString() << object.value(u"input"_s).toString()
            << object.value(u"expected_utc"_s);
    }
}

void TestDateParser::feedparserDates()
{
    QFETCH(QString, format);
    QFETCH(QString, input);
    QFETCH(QJsonValue, expected);
    QDateTime parsed;
    if (format == u"rfc822"_s || format == u"asctime"_s)
        parsed = DateParser::parseRfc822(input);
    else if (format == u"w3dtf"_s)
        parsed = DateParser::parseW3cDtf(input);
    else if (format == u"iso8601"_s)
        parsed = DateParser::parseIso8601(input);
    else
        parsed = DateParser::parse(input);
    if (expected.isNull()) {
        QVERIFY2(!parsed.isValid(), qPrintable(parsed.toString(Qt::ISODate)));
        return;
    }
    const QJsonArray e = expected.toArray();
    const QDateTime want(QDate(e[0].toInt(), e[1].toInt(), e[2].toInt()),
        QTime(e[3].toInt(), e[4].toInt(), e[5].toInt()), Qt::UTC);
    QCOMPARE(parsed, want);
    QCOMPARE(DateParser::parse(input), want);
}

QTEST_GUILESS_MAIN(TestDateParser)
#include "tst_dateparser.moc"
