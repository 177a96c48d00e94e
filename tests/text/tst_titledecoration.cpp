#include "text/TextNormalizer.h"
#include "text/TitleDecoration.h"
#include "text/WordTokenizer.h"

#include <QSet>
#include <QTest>
#include <random>

using namespace kindred;

// Headline decorations found by their form: generated tags and outlet names in every form a site
// uses, none of them in any list of the code.
class TestTitleDecoration : public QObject
{
    Q_OBJECT

private slots:
    void generatedDecorationsLeaveTheHeadline_data();
    void generatedDecorationsLeaveTheHeadline();
    void headlinesWithoutDecorationStayWhole_data();
    void headlinesWithoutDecorationStayWhole();
    void theBodyDecidesWhichSideIsTheHeadline();

private:
    struct Article
    {
        QString headline;
        QString body;
    };
    static QList<Article> articles();
    static TitleParts split(const QString &title, const QString &body);
};

QList<TestTitleDecoration::Article> TestTitleDecoration::articles()
{
    return {
        {QStringLiteral("Assembly passes Marlowe budget after all-night session"),
            QStringLiteral(
                "The Assembly passed the Marlowe budget by 61 votes after an all-night session, ending a "
                "standoff over rail spending. The budget now goes to the senate.")},
        {QStringLiteral("Woods wins Masters with late birdie"),
            QStringLiteral(
                "Tiger Woods won the Masters golf tournament on Sunday with a birdie at the last hole. "
                "Woods said the win was his best in golf.")},
        {QStringLiteral("Budget vote: Assembly passes plan after long night"),
            QStringLiteral(
                "The plan passed the assembly in a budget vote that lasted the whole night, with the "
                "opposition walking out before dawn.")},
        {QStringLiteral("Harbour ferry switches to winter timetable"),
            QStringLiteral(
                "The harbour ferry switches to its winter timetable from Monday, with fewer crossings in "
                "the evening and none after nine.")},
        {QStringLiteral("Storm closes schools across the north"),
            QStringLiteral("A storm closed schools across the north on Tuesday as winds reached 120 km/h and "
                           "power lines came down.")},
        // A headline of wordplay the body never repeats: neither side of a tag is confirmed.
        {QStringLiteral("Old hands answer the call"),
            QStringLiteral("Two veterans came back into the starting side on Saturday and scored in a 2-1 "
                           "win at home, the coach said.")},
        {QStringLiteral("Central bank holds rates at 4.5%"),
            QStringLiteral(
                "The central bank held its main rate at 4.5 percent, saying inflation is easing but "
                "wages still rise fast.")},
    };
}

TitleParts TestTitleDecoration::split(const QString &title, const QString &body)
{
    QSet<QString> words;
    const QString text = normalizeText(body);
    std::vector<Token> tokens;
    WordTokenizer::tokenize(text, tokens);
    for (const Token &token : tokens)
        words.insert(text.mid(token.start, token.length));
    return splitTitleDecoration(title, [&](QStringView word) { return words.contains(word.toString()); });
}

void TestTitleDecoration::generatedDecorationsLeaveTheHeadline_data()
{
    QTest::addColumn<QString>("form");
    const QStringList forms {QStringLiteral("%1-%h"), QStringLiteral("%1: %h"), QStringLiteral("%1 %2: %h"),
        QStringLiteral("[%1] %h"), QStringLiteral("%1 | %h"), QStringLiteral("%1 %2 \u2014 %h"),
        QStringLiteral("%1 \u00bb %h"), QStringLiteral("%h - %1"), QStringLiteral("%h - The %1 %2"),
        QStringLiteral("%h | %1"), QStringLiteral("%h \u2013 %1 News"), QStringLiteral("%h (%1)"),
        QStringLiteral("%1: %h - The %2 Times")};
    for (const QString &form : forms)
        QTest::newRow(qPrintable(form)) << form;
}

void TestTitleDecoration::generatedDecorationsLeaveTheHeadline()
{
    QFETCH(QString, form);
    // Made-up names (syllables), and desk tags that are a word of the story ("Golf-" on golf).
    std::mt19937 random(20261124);
    const QStringList syllables {QStringLiteral("mar"), QStringLiteral("kel"), QStringLiteral("ven"),
        QStringLiteral("tis"), QStringLiteral("bra"), QStringLiteral("lun"), QStringLiteral("dor"),
        QStringLiteral("qui")};
    const auto name = [&] {
        QString word;
        for (int i = 0; i < 3; ++i)
            word += syllables[qsizetype(random() % quint32(syllables.size()))];
        word[0] = word[0].toUpper();
        return word;
    };
    int checked = 0;
    for (const Article &article : articles()) {
        const QString plainCore = split(article.headline, article.body).core;
        for (int round = 0; round < 4; ++round) {
            QString first = name();
            if (round == 3) { // a word of the story, capitalised
                const QStringList words = article.body.split(u' ');
                first = QString(words[qsizetype(random() % quint32(words.size()))]).remove(u',').remove(u'.');
                if (first.size() < 4)
                    continue;
                first[0] = first[0].toUpper();
            }
            QString title = form;
            title.replace(QStringLiteral("%1"), first).replace(QStringLiteral("%2"), name());
            title.replace(QStringLiteral("%h"), article.headline);
            const TitleParts parts = split(title, article.body);
            // The decorated copy ends with the headline its original has.
            QVERIFY2(parts.core == plainCore, qPrintable(title + QStringLiteral(" -> ") + parts.core));
            QVERIFY(!parts.decoration.isEmpty());
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void TestTitleDecoration::headlinesWithoutDecorationStayWhole_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("body");
    const QString body = QStringLiteral(
        "Anti-whaling activists say they threw stink bombs onto a whaling ship; Sea Shepherd will go on. A "
        "wrong-way driver was halted on the motorway. Prices rose 3.2 percent in the year to March.");
    QTest::newRow("plain") << QStringLiteral("Wrong-way driver halted on motorway") << body;
    QTest::newRow("long left of a colon")
        << QStringLiteral("Stink bombings will continue on whaling ship: Sea Shepherd") << body;
    QTest::newRow("figures and glued dashes")
        << QStringLiteral("Prices up 3.2 percent year-on-year in March") << body;
    QTest::newRow("one word") << QStringLiteral("Whaling") << body;
}

void TestTitleDecoration::headlinesWithoutDecorationStayWhole()
{
    QFETCH(QString, title);
    QFETCH(QString, body);
    const TitleParts parts = split(title, body);
    QCOMPARE(parts.core, title);
    QVERIFY(parts.decoration.isEmpty());
}

void TestTitleDecoration::theBodyDecidesWhichSideIsTheHeadline()
{
    // A short headline and a longer outlet name the body never uses: the outlet goes.
    QCOMPARE(
        split(QStringLiteral("Client - The Quiran Courier"), QStringLiteral("A client of the bank sued."))
            .core,
        QStringLiteral("Client"));
    // A tag the body never uses in front of a headline it does.
    QCOMPARE(split(QStringLiteral("Claims | Lavigne lawsuit settled"),
                 QStringLiteral("The lawsuit against Lavigne was settled on Friday."))
                 .core,
        QStringLiteral("Lavigne lawsuit settled"));
    // A desk tag the story uses, before a headline it uses less: the shorter side goes.
    QCOMPARE(
        split(QStringLiteral("Golf-Woods wins Masters"), QStringLiteral("Woods won golf's Masters.")).core,
        QStringLiteral("Woods wins Masters"));
}

QTEST_GUILESS_MAIN(TestTitleDecoration)
#include "tst_titledecoration.moc"
