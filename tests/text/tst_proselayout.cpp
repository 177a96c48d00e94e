#include "text/ProseLayout.h"
#include "text/WordTokenizer.h"
#include "text/WordWeights.h"

#include <QTest>

using namespace kindred;

namespace {

/// The words of `text` that are prose, in reading order, and those that are dressing.
struct Split
{
    QStringList prose;
    QStringList dressing;
};

Split split(const QString &text)
{
    std::vector<Token> tokens;
    WordTokenizer::tokenize(text, tokens);
    ProseLayout layout;
    layOutProse(text, tokens, layout);
    Split result;
    qint32 expected = 0;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const QString word = text.mid(tokens[i].start, tokens[i].length);
        if (layout.position[i] == ProseLayout::kDressing) {
            result.dressing.append(word);
        } else {
            if (layout.position[i] != expected++) // prose is numbered without gaps
                return {};
            result.prose.append(word);
        }
    }
    return result;
}

const QString kLead = QStringLiteral("The river rose above its banks overnight and flooded the lower town.");
const QString kSecond = QStringLiteral("Crews built a wall of sandbags while residents moved to the school.");

} // namespace

class TestProseLayout : public QObject
{
    Q_OBJECT

private slots:
    void dressing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dressing");
        QTest::newRow("plain story") << kLead + u'\n' + kSecond << QString();
        QTest::newRow("byline and time")
            << QStringLiteral("By Anna Keller\nPublished 10:42 a.m. ET, March 3, 2026\n") + kLead + u'\n'
                + kSecond
            << QStringLiteral("By Anna Keller Published 10 42 a m ET March 3 2026");
        QTest::newRow("caption and related link inside") << kLead
                + QStringLiteral("\nPhoto: Lun Dor/Reuters\nRELATED: Storm season starts early\n")
                + kSecond << QStringLiteral("Photo Lun Dor Reuters RELATED Storm season starts early");
        QTest::newRow("share and copyright lines")
            << kLead + u'\n' + kSecond
                + QStringLiteral("\nShare this article\nCopyright 2026 Daily Ledger. All rights reserved.")
            << QStringLiteral("Share this article Copyright 2026 Daily Ledger All rights reserved");
        QTest::newRow("dateline") << QStringLiteral("LONDON (Reuters) - ") + kLead + u'\n' + kSecond
                                  << QStringLiteral("LONDON Reuters");
        QTest::newRow("two datelines") << QStringLiteral("BERLIN -- LONDON (Reuters) \u2014 ") + kLead + u'\n'
                + kSecond << QStringLiteral("BERLIN LONDON Reuters");
        QTest::newRow("a hyphen inside a word is no dateline")
            << QStringLiteral("Kidd had his third triple-double in a row, the most since 1997.\n") + kSecond
            << QString();
        QTest::newRow("a dash later in the lead is no dateline")
            << QStringLiteral("The river rose above its banks overnight - and flooded the lower town.\n")
                + kSecond
            << QString();
        QTest::newRow("a description of one short line is all prose")
            << QStringLiteral("Storm floods the lower town overnight") << QString();
        QTest::newRow("mostly short lines: nothing to tell")
            << QStringLiteral(
                   "Tickets and prices\nOpening hours today\nDirections and parking\nGroup visits welcome\n"
                   "Guided tours daily\nShop and cafe\n")
                + kLead
            << QString();
        QTest::newRow("a clause before a dash is no dateline")
            << QStringLiteral("The minister - who resigned last week - said the river would rise again.\n")
                + kSecond
            << QString();
    }

    void dressing()
    {
        QFETCH(QString, text);
        QFETCH(QString, dressing);
        const Split parts = split(text);
        QVERIFY(!parts.prose.isEmpty());
        QCOMPARE(parts.dressing.join(u' '), dressing);
    }

    void spaceLessScriptsCountTwoCharactersAWord()
    {
        const QString text = QStringLiteral("新高铁线路今天开通 harbour");
        std::vector<Token> tokens;
        WordTokenizer::tokenize(text, tokens);
        QCOMPARE(tokens.size(), size_t(2));
        ProseLayout layout;
        layOutProse(text, tokens, layout);
        QCOMPARE(layout.position, (std::vector<qint32> {0, 4}));
        QCOMPARE(layout.proseWords, 5);
    }

    void leadCountsFullyThenFalls()
    {
        constexpr quint32 unit = WordWeights::kUnit;
        QCOMPARE(WordWeights::bodyWord(0), unit);
        QCOMPARE(WordWeights::bodyWord(WordWeights::kLeadWords - 1), unit);
        QCOMPARE(WordWeights::bodyWord(225), 3u); // 16 * (150 / 225)^4 = 3.16
        QCOMPARE(WordWeights::bodyWord(400), 0u);
        QCOMPARE(WordWeights::bodyWord(ProseLayout::kDressing), WordWeights::kDressing);
        for (qint32 p = 1; p < 500; ++p)
            QVERIFY(WordWeights::bodyWord(p) <= WordWeights::bodyWord(p - 1));
    }

    void headlineCountsLessUnderMoreProse()
    {
        constexpr quint32 unit = WordWeights::kUnit;
        QCOMPARE(WordWeights::headline(0), unit); // a headline-only item: the headline is all there is
        QCOMPARE(WordWeights::headline(80 * unit), 80u); // five body words under 80 words
        QCOMPARE(WordWeights::headline(96 * unit), 96u); // six, the most
        QVERIFY(WordWeights::headline(150 * unit) <= 3); // a fifth of one from 150 words on
        QCOMPARE(WordWeights::headline(250 * unit), 0u);
        for (quint64 m = 97 * unit; m < 300 * unit; m += unit)
            QVERIFY(WordWeights::headline(m) <= WordWeights::headline(m - unit));
        QCOMPARE(WordWeights::decoration(0), unit);
        QCOMPARE(WordWeights::decoration(250 * unit), 0u);
    }
};

QTEST_GUILESS_MAIN(TestProseLayout)
#include "tst_proselayout.moc"
