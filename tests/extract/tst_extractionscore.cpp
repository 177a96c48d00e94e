#include "extract/ExtractionScore.h"
#include "extract/PlateauExtractor.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

class TestExtractionScore : public QObject
{
    Q_OBJECT

private slots:
    void words();
    void score_data();
    void score();
    void cleanEvalGold();
    void l3sSample();
};

void TestExtractionScore::words()
{
    QCOMPARE(kindred::extractionWords(u"Kosovo?s future, in 1999!"_s),
        (QStringList {u"kosovo"_s, u"s"_s, u"future"_s, u"in"_s, u"1999"_s}));
    QCOMPARE(kindred::extractionWords(u"Kosovo\u2019s"_s), (QStringList {u"kosovo"_s, u"s"_s}));
}

void TestExtractionScore::score_data()
{
    QTest::addColumn<QString>("extracted");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    QTest::newRow("identical") << u"a b c d e f"_s << u"A b, c d e f."_s << 1.0 << 1.0;
    QTest::newRow("both empty") << QString() << QString() << 1.0 << 1.0;
    QTest::newRow("nothing extracted") << QString() << u"a b c d"_s << 0.0 << 0.0;
    // 5 words -> 2 shingles; gold 6 words -> 3 shingles; common: "a b c d", "b c d e".
    QTest::newRow("half") << u"a b c d e"_s << u"a b c d e f"_s << 1.0 << 2.0 / 3.0;
    QTest::newRow("extra junk") << u"menu a b c d e"_s << u"a b c d e"_s << 2.0 / 3.0 << 1.0;
    QTest::newRow("bag counts repeats") << u"x y z w x y z w"_s << u"x y z w"_s << 0.2 << 1.0;
    QTest::newRow("short texts") << u"yes"_s << u"yes"_s << 1.0 << 1.0;
}

void TestExtractionScore::score()
{
    QFETCH(QString, extracted);
    QFETCH(QString, gold);
    QFETCH(double, precision);
    QFETCH(double, recall);
    const kindred::ExtractionScore s = kindred::scoreExtraction(extracted, gold);
    QVERIFY2(qAbs(s.precision - precision) < 1e-9, qPrintable(QString::number(s.precision)));
    QVERIFY2(qAbs(s.recall - recall) < 1e-9, qPrintable(QString::number(s.recall)));
    const double f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0;
    QVERIFY(qAbs(s.f1 - f1) < 1e-9);
}

void TestExtractionScore::cleanEvalGold()
{
    const QString gold
        = u"URL: http://example.com/a\n<h>Headline here\n\n<p>First para\ncontinues.\n<l>  * item\n"_s;
    QCOMPARE(kindred::cleanEvalGoldText(gold), u"Headline here\n\nFirst para\ncontinues.\n  * item\n"_s);
}

// A sample of the L3S GoogleNews corpus (skipped when the corpora are absent): the extractor
// must keep well above the level of a plain "all text" dump. The full figures come from
// `kindred-cli bench extract`.
void TestExtractionScore::l3sSample()
{
    const QDir dir(QStringLiteral(KINDRED_CORPORA_DIR "/extraction/l3s-gn1"));
    if (!dir.exists(u"input"_s))
        QSKIP("L3S GoogleNews corpus not present");
    const QStringList names
        = QDir(dir.filePath(u"input"_s)).entryList({u"*.html"_s}, QDir::Files, QDir::Name);
    double f1 = 0;
    int pages = 0;
    for (qsizetype i = 0; i < names.size() && pages < 60; i += 10) { // every tenth page
        QFile html(dir.filePath(u"input/"_s + names[i]));
        QFile gold(dir.filePath(u"gold-text/"_s + QFileInfo(names[i]).completeBaseName() + u".txt"_s));
        if (!html.open(QIODevice::ReadOnly) || !gold.open(QIODevice::ReadOnly))
            continue;
        const kindred::ExtractedArticle article = kindred::extractArticle(html.readAll());
        f1 += kindred::scoreExtraction(
            article.title + u"\n\n"_s + article.text(), QString::fromUtf8(gold.readAll()))
                  .f1;
        ++pages;
    }
    QVERIFY(pages >= 30);
    f1 /= pages;
    qInfo("L3S sample: %d pages, mean F1 %.3f", pages, f1);
    QVERIFY2(f1 > 0.85, qPrintable(QString::number(f1)));
}

QTEST_GUILESS_MAIN(TestExtractionScore)
#include "tst_extractionscore.moc"
