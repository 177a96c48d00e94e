#include "text/TextNormalizer.h"
#include "text/WordTokenizer.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>
#include <random>

using namespace kindred;

namespace {

QStringList words(const QString &text, bool reference = false)
{
    std::vector<Token> tokens;
    if (reference)
        WordTokenizer::tokenizeReference(text, tokens);
    else
        WordTokenizer::tokenize(text, tokens);
    QStringList result;
    for (const Token &token : tokens) {
        const QString word = text.mid(token.start, token.length);
        result.append(token.kind == Token::Kind::BigramRun ? QStringLiteral("[%1]").arg(word) : word);
    }
    return result;
}

} // namespace

class TestWordTokenizer : public QObject
{
    Q_OBJECT

private slots:
    void segments_data();
    void segments();
    void fastPathEqualsBoundaryFinder_data();
    void fastPathEqualsBoundaryFinder();
    void fastPathEqualsBoundaryFinderOnRandomText();
    void fastPathEqualsBoundaryFinderOnCorpus();
};

void TestWordTokenizer::segments_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << QStringLiteral("the cat sat") << QStringList {u"the"_qs, u"cat"_qs, u"sat"_qs};
    QTest::newRow("apostrophe joins letters")
        << QStringLiteral("don't stop") << QStringList {u"don't"_qs, u"stop"_qs};
    QTest::newRow("trailing apostrophe")
        << QStringLiteral("players' union") << QStringList {u"players"_qs, u"union"_qs};
    QTest::newRow("decimal and thousands")
        << QStringLiteral("3.5 and 1,200") << QStringList {u"3.5"_qs, u"and"_qs, u"1,200"_qs};
    QTest::newRow("abbreviation (Qt breaks at the dot)")
        << QStringLiteral("the U.S. economy") << QStringList {u"the"_qs, u"U"_qs, u"S"_qs, u"economy"_qs};
    QTest::newRow("hyphen breaks") << QStringLiteral("well-known") << QStringList {u"well"_qs, u"known"_qs};
    QTest::newRow("underscore joins")
        << QStringLiteral("snake_case x") << QStringList {u"snake_case"_qs, u"x"_qs};
    QTest::newRow("punctuation dropped")
        << QStringLiteral("(yes!) -- \"no\"?") << QStringList {u"yes"_qs, u"no"_qs};
    QTest::newRow("accents") << QStringLiteral("café über façade")
                             << QStringList {u"café"_qs, u"über"_qs, u"façade"_qs};
    QTest::newRow("cyrillic") << QStringLiteral("новая станция") << QStringList {u"новая"_qs, u"станция"_qs};
    QTest::newRow("greek via boundary finder")
        << QStringLiteral("καλή μέρα") << QStringList {u"καλή"_qs, u"μέρα"_qs};
    QTest::newRow("chinese run") << QStringLiteral("新高铁线路开通") << QStringList {u"[新高铁线路开通]"_qs};
    QTest::newRow("mixed chinese and latin")
        << QStringLiteral("苹果公司iPhone发布") << QStringList {u"[苹果公司]"_qs, u"iPhone"_qs, u"[发布]"_qs};
    QTest::newRow("chinese punctuation splits runs")
        << QStringLiteral("北京，上海") << QStringList {u"[北京]"_qs, u"[上海]"_qs};
    QTest::newRow("japanese kana and kanji") << QStringLiteral("夏祭りに") << QStringList {u"[夏祭りに]"_qs};
    QTest::newRow("thai run") << QStringLiteral("ตลาดน้ำ แห่งใหม่")
                              << QStringList {u"[ตลาดน้ำ]"_qs, u"[แห่งใหม่]"_qs};
    QTest::newRow("empty") << QString() << QStringList {};
}

void TestWordTokenizer::segments()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(words(text), expected);
    QCOMPARE(words(text, true), expected);
}

void TestWordTokenizer::fastPathEqualsBoundaryFinder_data()
{
    QTest::addColumn<QString>("text");
    // Edge cases of word breaking the fast path implements itself (WB6/7, WB11/12, WB13 as Qt applies them).
    const char *cases[] = {
        "a.b",
        "a..b",
        "a.",
        ".a",
        "1.2.3",
        "1..2",
        "1.a",
        "a.1",
        "a:b",
        "1:2",
        "a'b'c",
        "'a'",
        "1'2",
        "1,2,3",
        "1;2",
        "a;b",
        "a,b",
        "_a",
        "a_",
        "_",
        "__a__",
        "a_1",
        "1_a",
        "x.y_z",
        "3.5%",
        "$1,200.50",
        "e.g.",
        "i.e.,",
        "it's.",
        "rock'n'roll",
        "o'neill's",
        "1st",
        "2nd-round",
        "a\tb\nc",
        "end.\n\nNext",
        "ÀÉÎ.õü",
        "Ж.Д",
        "a—b",
        "a/b",
        "mp3",
        "3d",
        "x:1",
        "1:x",
        "..",
        "a.b.c.",
        "\x01a",
    };
    for (const char *text : cases)
        QTest::newRow(text) << QString::fromUtf8(text);
}

void TestWordTokenizer::fastPathEqualsBoundaryFinder()
{
    QFETCH(QString, text);
    QCOMPARE(words(text), words(text, true));
}

void TestWordTokenizer::fastPathEqualsBoundaryFinderOnRandomText()
{
    // Random strings over the characters the fast path classifies, plus a few it hands over.
    const QString alphabet = QStringLiteral("abcXYZ019 .,;:'_-\"\n\té ßжΩ’!?()/");
    std::mt19937_64 random(7);
    for (int i = 0; i < 3000; ++i) {
        QString text;
        const int length = int(random() % 24);
        for (int j = 0; j < length; ++j)
            text += alphabet[qsizetype(random() % quint64(alphabet.size()))];
        const QStringList fast = words(text), reference = words(text, true);
        if (fast != reference)
            qWarning() << "differs on" << text << fast << reference;
        QCOMPARE(fast, reference);
    }
}

void TestWordTokenizer::fastPathEqualsBoundaryFinderOnCorpus()
{
    const QString dir = QStringLiteral(KINDRED_CORPORA_DIR "/extraction/l3s-gn1/gold-text");
    if (!QFileInfo::exists(dir))
        QSKIP("external corpora not present");
    QDirIterator it(dir, {QStringLiteral("*.txt")}, QDir::Files);
    int files = 0;
    while (it.hasNext() && files < 200) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = normalizeText(QString::fromUtf8(file.readAll()));
        QCOMPARE(words(text), words(text, true));
        ++files;
    }
    QVERIFY(files > 0);
}

QTEST_GUILESS_MAIN(TestWordTokenizer)
#include "tst_wordtokenizer.moc"
