// A feed's headline prefix learned from its titles: generated headlines under many prefix forms,
// with some titles lacking it, and feeds that share nothing (or only words) must suggest nothing.
#include "news/PlainText.h"
#include "news/TitlePrefix.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

QString headline(QRandomGenerator &random)
{
    static const QStringList words {u"council"_s, u"votes"_s, u"river"_s, u"floods"_s, u"minister"_s,
        u"resigns"_s, u"port"_s, u"strike"_s, u"ends"_s, u"budget"_s, u"talks"_s, u"stall"_s, u"storm"_s,
        u"hits"_s, u"coast"_s, u"Covid-19"_s, u"cases"_s, u"rise"_s, u"court"_s, u"rules"_s, u"on"_s,
        u"merger"_s, u"Berlin"_s, u"Lagos"_s, u"Osaka"_s, u"10:30"_s, u"train"_s, u"delays"_s};
    QStringList title;
    const int length = 4 + int(random.bounded(7));
    for (int i = 0; i < length; ++i)
        title.append(words.at(int(random.bounded(qsizetype(words.size())))));
    title[0][0] = title[0][0].toUpper();
    return title.join(u' ');
}

QStringList titles(const QString &prefix, int count, double share, quint32 seed)
{
    QRandomGenerator random(seed);
    QStringList list;
    for (int i = 0; i < count; ++i)
        list.append((i < share * count ? prefix : QString()) + headline(random));
    return list;
}

} // namespace

class TestTitlePrefix : public QObject
{
    Q_OBJECT

private slots:
    void learnsThePrefix_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("share");
        QTest::newRow("agency colon") << u"Reuters: "_s << u"Reuters:"_s << 20 << 1.0;
        QTest::newRow("section bar") << u"World News | "_s << u"World News |"_s << 12 << 0.8;
        QTest::newRow("brackets") << u"[Sport] "_s << u"[Sport]"_s << 8 << 0.75;
        QTest::newRow("em dash") << u"AP \u2014 "_s << u"AP \u2014"_s << 30 << 0.9;
        QTest::newRow("spaced hyphen") << u"Local - "_s << u"Local -"_s << 10 << 0.7;
        QTest::newRow("guillemet") << u"Tagesschau \u00bb "_s << u"Tagesschau \u00bb"_s << 6 << 1.0;
        QTest::newRow("two levels") << u"News: Europe: "_s << u"News: Europe:"_s << 15 << 0.8;
        QTest::newRow("three titles") << u"Wire: "_s << u"Wire:"_s << 3 << 1.0;
    }

    void learnsThePrefix()
    {
        QFETCH(QString, prefix);
        QFETCH(QString, expected);
        QFETCH(int, count);
        QFETCH(double, share);
        for (const quint32 seed : {1u, 2u, 3u}) {
            const QStringList list = titles(prefix, count, share, seed);
            const QString suggested = suggestTitlePrefix(list);
            QCOMPARE(suggested, expected);
            // What the ingest strips with it leaves the headline.
            QVERIFY(!strippedTitle(list.first(), suggested).startsWith(prefix.trimmed()));
        }
    }

    void suggestsNothingWithoutAClearPrefix_data()
    {
        QTest::addColumn<QStringList>("list");
        QTest::newRow("no prefix") << titles({}, 20, 0, 4);
        QTest::newRow("half of them") << titles(u"Opinion: "_s, 20, 0.5, 5);
        QTest::newRow("two titles") << titles(u"Wire: "_s, 2, 1.0, 6);
        QTest::newRow("hyphenated first word")
            << QStringList {u"Covid-19 cases rise"_s, u"Covid-19 rules end"_s, u"Covid-19 vaccine here"_s};
        QTest::newRow("a time, not a separator")
            << QStringList {u"10:30 train delays"_s, u"10:30 train cancelled"_s, u"10:30 train back"_s};
        QTest::newRow("empty") << QStringList {};
    }

    void suggestsNothingWithoutAClearPrefix()
    {
        QFETCH(QStringList, list);
        QCOMPARE(suggestTitlePrefix(list), QString());
    }

    void caseAndSpacesDoNotMatter()
    {
        const QStringList list {
            u"BBC:  Storm hits coast"_s, u"bbc: Port strike ends"_s, u"BBC: Budget talks stall"_s};
        QCOMPARE(suggestTitlePrefix(list).toCaseFolded(), u"bbc:"_s);
    }
};

QTEST_GUILESS_MAIN(TestTitlePrefix)
#include "tst_titleprefix.moc"
