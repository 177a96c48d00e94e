#include "news/DecorationLearning.h"

#include <QTest>
#include <random>

using namespace kindred;
using namespace Qt::StringLiterals;

// A feed's decorations learned from its own items: feeds generated in many forms, with outlet
// names made up here, so that no list in the code can hold them.
class TestDecorationLearning : public QObject
{
    Q_OBJECT

private slots:
    void learnedFromGeneratedFeeds_data();
    void learnedFromGeneratedFeeds();
    void tooLittleEvidenceLearnsNothing();
    void boilerplateLinesAreTemplates();
    void templatesFoldAsQtDoes();
    void readerTypedLinesMatchLikeLearnedOnes();
};

namespace {

const QStringList headlines {u"Assembly passes budget after all-night session"_s,
    u"Storm closes schools across the north"_s, u"Central bank holds rates steady"_s,
    u"Harbour ferry switches to winter timetable"_s, u"Council approves new cycle lanes"_s,
    u"Striking nurses return to talks"_s, u"Museum reopens after two-year renovation"_s,
    u"Court blocks sale of historic theatre"_s, u"Drought forces water limits in the valley"_s,
    u"City marathon draws record field"_s, u"Airport expansion faces fresh delay"_s,
    u"Rail operator apologises for week of cancellations"_s};

const QStringList sentences {u"Officials said the decision came after months of debate."_s,
    u"Opponents say the plan goes too far."_s, u"The measure takes effect next month."_s,
    u"Residents were told to expect delays."_s, u"A spokesman declined to comment further."_s,
    u"The vote was 31 to 12."_s, u"Police closed the road for several hours."_s,
    u"Experts expect prices to rise."_s};

QString name(std::mt19937 &random)
{
    static const QStringList syllables {
        u"mar"_s, u"kel"_s, u"ven"_s, u"tis"_s, u"bra"_s, u"lun"_s, u"dor"_s, u"qui"_s, u"sto"_s};
    QString word;
    for (int i = 0; i < 3; ++i)
        word += syllables[qsizetype(random() % quint32(syllables.size()))];
    word[0] = word[0].toUpper();
    return word;
}

QString pick(std::mt19937 &random, const QStringList &from)
{
    return from[qsizetype(random() % quint32(from.size()))];
}

} // namespace

void TestDecorationLearning::learnedFromGeneratedFeeds_data()
{
    QTest::addColumn<QString>("prefixForm");
    QTest::addColumn<QString>("suffixForm");
    QTest::addColumn<QString>("lineForm");
    QTest::newRow("prefix, post-appeared line")
        << u"%1: "_s << QString() << u"The post %t appeared first on %1."_s;
    QTest::newRow("bar prefix, copyright")
        << u"%1 | "_s << QString() << u"© 2026 %1 %2. All rights reserved."_s;
    QTest::newRow("suffix, newsletter") << QString() << u" - %1"_s << u"Sign up for the %1 newsletter."_s;
    QTest::newRow("outlet suffix, read more") << QString() << u" | The %1 %2"_s << u"Read more at %1.com"_s;
    QTest::newRow("news suffix, updated")
        << QString() << u" \u2013 %1 News"_s << u"This story was updated at 10:42 with comment from %2."_s;
    QTest::newRow("brackets, no line") << u"[%1] "_s << QString() << QString();
}

void TestDecorationLearning::learnedFromGeneratedFeeds()
{
    QFETCH(QString, prefixForm);
    QFETCH(QString, suffixForm);
    QFETCH(QString, lineForm);
    for (quint32 seed = 1; seed <= 5; ++seed) {
        std::mt19937 random(seed);
        const QString outlet = name(random), other = name(random);
        const auto fill = [&](QString form) { return form.replace(u"%1"_s, outlet).replace(u"%2"_s, other); };
        QList<RecentItem> items;
        QStringList stories;
        for (int i = 0; i < 12; ++i) {
            const QString headline = headlines[i];
            const QString story = pick(random, sentences) + u' ' + pick(random, sentences);
            QString text = story;
            if (!lineForm.isEmpty()) {
                QString line
                    = fill(lineForm).replace(u"%t"_s, fill(prefixForm) + headline + fill(suffixForm));
                line.replace(
                    u"10:42"_s, u"%1:%2"_s.arg(random() % 24).arg(random() % 60, 2, 10, QLatin1Char('0')));
                text += u"\n"_s + line;
            }
            items.append({fill(prefixForm) + headline + fill(suffixForm), text});
            stories.append(story);
        }
        const FeedDecorations learned = learnFeedDecorations(items);
        QCOMPARE(learned.titlePrefix, fill(prefixForm).trimmed());
        QCOMPARE(learned.titleSuffix, fill(suffixForm));
        // A line of two sentences ("© 2026 X. All rights reserved.") is two templates.
        QCOMPARE(learned.boilerplate.isEmpty(), lineForm.isEmpty());
        QVERIFY(learned.boilerplate.size() <= 2);
        for (int i = 0; i < items.size(); ++i) {
            QCOMPARE(learned.headline(items[i].title), headlines[i]);
            QCOMPARE(learned.withoutBoilerplate(items[i].text, items[i].title).simplified(), stories[i]);
        }
    }
}

void TestDecorationLearning::tooLittleEvidenceLearnsNothing()
{
    // Four texts share a line: not enough to call it boilerplate. Headlines that share nothing.
    QList<RecentItem> items;
    for (int i = 0; i < 4; ++i)
        items.append({headlines[i], sentences[i] + u" Sign up for our newsletter."_s});
    FeedDecorations learned = learnFeedDecorations(items);
    QVERIFY(learned.isEmpty());
    // Half of ten texts share a line, and half of the headlines a prefix: under 60%.
    items.clear();
    for (int i = 0; i < 10; ++i) {
        items.append({(i % 2 ? u"Wire: "_s : QString()) + headlines[i],
            sentences[i % sentences.size()] + (i % 2 ? u" Sign up for our newsletter."_s : QString())});
    }
    learned = learnFeedDecorations(items);
    QVERIFY(learned.isEmpty());
}

void TestDecorationLearning::boilerplateLinesAreTemplates()
{
    // Digits and the item's own headline do not make a line new.
    QCOMPARE(boilerplateTemplate(u"  Copyright 2026 The   Courier. "_s, u"Storm closes schools"_s),
        u"copyright # the courier."_s);
    QCOMPARE(boilerplateTemplate(
                 u"The post Storm closes schools appeared first on Courier."_s, u"Storm closes schools"_s),
        u"the post {title} appeared first on courier."_s);
    // A line of the story itself stays, however alike its neighbours are.
    const FeedDecorations decorations {{}, {}, {u"copyright # the courier."_s}};
    QCOMPARE(decorations.withoutBoilerplate(u"The council met.\nCopyright 2025 The Courier.\nIt voted."_s, {})
                 .simplified(),
        u"The council met. It voted."_s);
}

// A line's template is its words simplified and case-folded as QString does it (lines of ASCII
// take a shorter way there): generated lines of every ASCII character and some beyond.
void TestDecorationLearning::templatesFoldAsQtDoes()
{
    const QString alphabet
        = u" \t\n\v\f\r\x1c\x1f!#&.:AZaz~\x7f"_s + u"\u00a0\u00c9\u00df\u0130\u2003\u3000"_s;
    std::mt19937 random(7);
    for (int line = 0; line < 2000; ++line) {
        QString text;
        const int length = int(random() % 24);
        // Half the lines ASCII only: letters of both cases, spaces of all kinds, other marks.
        const qsizetype letters = line % 2 ? alphabet.size() : alphabet.indexOf(u'\x7f') + 1;
        for (int i = 0; i < length; ++i) {
            const int pick = int(random() % 3);
            text += pick == 0 ? alphabet.at(qsizetype(random() % letters))
                              : QChar(char16_t(u'a' + random() % 26 - (pick == 1 ? 32 : 0)));
        }
        const QString expected = text.simplified().toCaseFolded();
        QCOMPARE(boilerplateTemplate(text, {}), expected);
    }
}

void TestDecorationLearning::readerTypedLinesMatchLikeLearnedOnes()
{
    // The properties dialog stores what a reader types as a template too.
    const FeedDecorations decorations {
        u"Wire:"_s, u"- The Courier"_s, {boilerplateTemplate(u"Follow us on Mastodon for more."_s, {})}};
    QCOMPARE(decorations.headline(u"Wire: Storm closes schools - The Courier"_s), u"Storm closes schools"_s);
    QCOMPARE(
        decorations.withoutBoilerplate(u"Schools shut. Follow us on mastodon for more."_s, {}).simplified(),
        u"Schools shut."_s);
}

QTEST_GUILESS_MAIN(TestDecorationLearning)
#include "tst_decorationlearning.moc"
