#include "text/WordDiff.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

// wdiff's notation: shared text as is, [-left only-] and {+right only+}.
QString render(const QList<DiffSegment> &segments)
{
    QString out;
    for (const DiffSegment &s : segments) {
        switch (s.kind) {
        case DiffSegment::Kind::Same:
            out += s.text;
            break;
        case DiffSegment::Kind::OnlyLeft:
            out += u"[-"_s + s.text + u"-]"_s;
            break;
        case DiffSegment::Kind::OnlyRight:
            out += u"{+"_s + s.text + u"+}"_s;
            break;
        }
    }
    return out;
}

QString side(const QList<DiffSegment> &segments, DiffSegment::Kind only)
{
    QString out;
    for (const DiffSegment &s : segments) {
        if (s.kind == DiffSegment::Kind::Same || s.kind == only)
            out += s.text;
    }
    return out;
}

// Both sides come back exactly, no segment is empty and no two neighbours share a kind.
void checkWellFormed(const QString &left, const QString &right, const QList<DiffSegment> &segments)
{
    QCOMPARE(side(segments, DiffSegment::Kind::OnlyLeft), left);
    QCOMPARE(side(segments, DiffSegment::Kind::OnlyRight), right);
    for (qsizetype i = 0; i < segments.size(); ++i) {
        QVERIFY2(!segments[i].text.isEmpty(), qPrintable(u"empty segment %1"_s.arg(i)));
        if (i > 0)
            QVERIFY2(segments[i].kind != segments[i - 1].kind, qPrintable(u"unmerged segment %1"_s.arg(i)));
    }
}

QStringList randomWords(QRandomGenerator &random, int count, const QStringList &vocabulary)
{
    QStringList words;
    words.reserve(count);
    for (int i = 0; i < count; ++i)
        words.append(vocabulary[random.bounded(int(vocabulary.size()))]);
    return words;
}

QStringList numberedWords(const QString &stem, int count)
{
    QStringList words;
    words.reserve(count);
    for (int i = 0; i < count; ++i)
        words.append(stem + QString::number(i));
    return words;
}

int changeCount(const QList<DiffSegment> &segments)
{
    return int(std::count_if(segments.cbegin(), segments.cend(),
        [](const DiffSegment &s) { return s.kind != DiffSegment::Kind::Same; }));
}

} // namespace

class TestWordDiff final : public QObject
{
    Q_OBJECT

private slots:
    void diff_data();
    void diff();
    void identicalTextIsOneSegment();
    void reconstructsRandomEdits_data();
    void reconstructsRandomEdits();
    void reconstructsRandomCharacters();
    void longTextWithFewChangesIsExact();
    void unrelatedLongTextsFallBack_data();
    void unrelatedLongTextsFallBack();
};

void TestWordDiff::diff_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    QTest::addColumn<QString>("expected");

    QTest::newRow("identical") << u"Shares rose on Monday."_s << u"Shares rose on Monday."_s
                               << u"Shares rose on Monday."_s;
    QTest::newRow("changed figure") << u"Shares rose 3% on Monday."_s << u"Shares rose 4% on Monday."_s
                                    << u"Shares rose [-3%-]{+4%+} on Monday."_s;
    QTest::newRow("decimal figure is one word") << u"GDP grew 3.5% in 2023."_s << u"GDP grew 3.7% in 2023."_s
                                                << u"GDP grew [-3.5%-]{+3.7%+} in 2023."_s;
    QTest::newRow("thousands separator is one word")
        << u"About 1,200 jobs go."_s << u"About 1,300 jobs go."_s << u"About [-1,200-]{+1,300+} jobs go."_s;
    QTest::newRow("figure at the end")
        << u"Prices rose 3%"_s << u"Prices rose 4%"_s << u"Prices rose [-3%-]{+4%+}"_s;
    QTest::newRow("added headline prefix") << u"Storm hits the coast"_s << u"BREAKING: Storm hits the coast"_s
                                           << u"{+BREAKING: +}Storm hits the coast"_s;
    QTest::newRow("dropped word") << u"The big cat sat on the mat."_s << u"The cat sat on the mat."_s
                                  << u"The [-big -]cat sat on the mat."_s;
    QTest::newRow("boilerplate tail")
        << u"Rates held steady. Read more at Example News."_s << u"Rates held steady."_s
        << u"Rates held steady[-. Read more at Example News-]."_s;
    QTest::newRow("replacement is one change, not one per word")
        << u"the cat sat on the mat"_s << u"a dog ran on the mat"_s
        << u"[-the cat sat-]{+a dog ran+} on the mat"_s;
    QTest::newRow("case-sensitive") << u"Apple pie"_s << u"apple pie"_s << u"[-Apple-]{+apple+} pie"_s;
    QTest::newRow("apostrophe keeps the word whole")
        << u"they don't agree"_s << u"they do not agree"_s << u"they [-don't-]{+do not+} agree"_s;
    QTest::newRow("punctuation change")
        << u"he said, then left"_s << u"he said; then left"_s << u"he said[-, -]{+; +}then left"_s;
    QTest::newRow("empty left") << QString() << u"new text"_s << u"{+new text+}"_s;
    QTest::newRow("empty right") << u"old text"_s << QString() << u"[-old text-]"_s;
    QTest::newRow("both empty") << QString() << QString() << QString();
    QTest::newRow("CJK character by character")
        << u"东京股市周一上涨3%。"_s << u"东京股市周二上涨3%。"_s << u"东京股市周[-一-]{+二+}上涨3%。"_s;
    QTest::newRow("CJK inserted characters")
        << u"央行宣布降息"_s << u"央行今天宣布降息"_s << u"央行{+今天+}宣布降息"_s;
}

void TestWordDiff::diff()
{
    QFETCH(QString, left);
    QFETCH(QString, right);
    QFETCH(QString, expected);
    const QList<DiffSegment> segments = diffWords(left, right);
    QCOMPARE(render(segments), expected);
    checkWellFormed(left, right, segments);
}

void TestWordDiff::identicalTextIsOneSegment()
{
    const QString text = u"One story, many copies: 30 outlets ran it."_s;
    const QList<DiffSegment> segments = diffWords(text, text);
    QCOMPARE(segments.size(), 1);
    QCOMPARE(segments.first().kind, DiffSegment::Kind::Same);
    QCOMPARE(segments.first().text, text);
}

void TestWordDiff::reconstructsRandomEdits_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {1u, 7u, 42u, 2024u, 99991u})
        QTest::addRow("seed %u", seed) << seed;
}

// A text and an edited copy (words dropped, inserted, replaced; separators changed), as a copy
// of a wire story would be.
void TestWordDiff::reconstructsRandomEdits()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    const QStringList vocabulary {u"the"_s, u"storm"_s, u"hit"_s, u"3.5%"_s, u"1,200"_s, u"Reuters"_s,
        u"don't"_s, u"said"_s, u"東京"_s, u"上涨"_s, u"Ünïcödé"_s, u"naïve"_s, u"2023"_s, u"a"_s, u"A"_s};
    const QStringList separators {
        u" "_s, u" "_s, u" "_s, u", "_s, u". "_s, u"\n\n"_s, u" — "_s, u"("_s, u""_s};
    for (int round = 0; round < 200; ++round) {
        const int length = random.bounded(0, 60);
        QString left;
        QString right;
        for (const QString &word : randomWords(random, length, vocabulary)) {
            const QString sep = separators[random.bounded(int(separators.size()))];
            left += word + sep;
            switch (random.bounded(8)) {
            case 0: // dropped
                break;
            case 1: // replaced
                right += vocabulary[random.bounded(int(vocabulary.size()))] + sep;
                break;
            case 2: // something inserted before it
                right += vocabulary[random.bounded(int(vocabulary.size()))] + u" "_s + word + sep;
                break;
            case 3: // other punctuation
                right += word + separators[random.bounded(int(separators.size()))];
                break;
            default:
                right += word + sep;
            }
        }
        const QList<DiffSegment> segments = diffWords(left, right);
        checkWellFormed(left, right, segments);
        if (QTest::currentTestFailed())
            qWarning().noquote() << "round" << round << "left:" << left << "right:" << right;
        QVERIFY(!QTest::currentTestFailed());
        if (left == right)
            QCOMPARE(changeCount(segments), 0);
    }
}

// Any characters at all, lone surrogates and control characters included.
void TestWordDiff::reconstructsRandomCharacters()
{
    QRandomGenerator random(314159);
    const QString alphabet = u"ab c.,%'\u2019 19\t\n東京\u0301\U00020000"_s + QChar(0xD800) + QChar(0xDC00);
    for (int round = 0; round < 300; ++round) {
        QString left;
        QString right;
        for (int i = random.bounded(40); i > 0; --i)
            left += alphabet[random.bounded(int(alphabet.size()))];
        for (int i = random.bounded(40); i > 0; --i)
            right += alphabet[random.bounded(int(alphabet.size()))];
        checkWellFormed(left, right, diffWords(left, right));
        QVERIFY(!QTest::currentTestFailed());
    }
}

// Long but close texts stay word-exact: Myers' work grows with the edits, not the length.
void TestWordDiff::longTextWithFewChangesIsExact()
{
    QStringList leftWords = numberedWords(u"w"_s, 15000);
    QStringList rightWords = leftWords;
    for (int i = 1000; i < 15000; i += 1500)
        rightWords[i] = u"changed"_s;
    const QString left = leftWords.join(u' ');
    const QString right = rightWords.join(u' ');
    const QList<DiffSegment> segments = diffWords(left, right);
    checkWellFormed(left, right, segments);
    QCOMPARE(changeCount(segments), 2 * 10);
    QCOMPARE(segments[1].text, u"w1000"_s);
    QCOMPARE(segments[2].text, u"changed"_s);
}

void TestWordDiff::unrelatedLongTextsFallBack_data()
{
    QTest::addColumn<int>("words");
    // 30,000 words: over the token limit; 6,000: under it, but far more than 2,000 edits apart.
    QTest::newRow("30k words") << 30000;
    QTest::newRow("6k words") << 6000;
}

void TestWordDiff::unrelatedLongTextsFallBack()
{
    QFETCH(int, words);
    QRandomGenerator random(8080);
    const QString prefix = u"Same opening line. "_s;
    const QString suffix = u" Same closing line."_s;
    const QString left
        = prefix + randomWords(random, words, numberedWords(u"left"_s, 5000)).join(u' ') + suffix;
    const QString right
        = prefix + randomWords(random, words, numberedWords(u"right"_s, 5000)).join(u' ') + suffix;

    const QList<DiffSegment> segments = diffWords(left, right);
    checkWellFormed(left, right, segments);
    // The coarse answer: shared ends, then the whole middle of each side.
    QCOMPARE(segments.size(), 4);
    QCOMPARE(segments[0].kind, DiffSegment::Kind::Same);
    QCOMPARE(segments[0].text, prefix);
    QCOMPARE(segments[1].kind, DiffSegment::Kind::OnlyLeft);
    QCOMPARE(segments[2].kind, DiffSegment::Kind::OnlyRight);
    QCOMPARE(segments[3].text, suffix);
}

QTEST_GUILESS_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
