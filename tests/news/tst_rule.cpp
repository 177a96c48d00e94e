// A reader's rule: words match whole words in any order and case, a phrase its words in order
// (across punctuation), a regular expression as written; a word of a script without spaces is
// found inside text; all or any condition; a rule that is off or broken matches nothing; its
// definition reads back as it was written.
#include "news/Rule.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QTest>
#include <QTranslator>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

Rule ruleOf(RuleCondition::Field field, RuleCondition::Match match, const QString &pattern)
{
    Rule rule;
    rule.name = u"test"_s;
    rule.conditions = {{field, match, pattern}};
    rule.actions = Rule::Hide;
    return rule;
}

RuleSubject titled(const QString &title, const QString &text = {})
{
    RuleSubject subject;
    subject.title = title;
    subject.text = text;
    subject.source = u"Meridian Wire"_s;
    subject.folder = u"News/Business"_s;
    subject.author = u"Ana Lind"_s;
    return subject;
}

} // namespace

class TestRule final : public QObject
{
    Q_OBJECT

private slots:
    void wordsAreWholeWordsInAnyOrder_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("title");
        QTest::addColumn<bool>("matches");
        QTest::newRow("both, any order") << u"bankruptcy files"_s << u"Acme files for bankruptcy"_s << true;
        QTest::newRow("case") << u"ACME"_s << u"Acme files for bankruptcy"_s << true;
        QTest::newRow("one missing") << u"acme ipo"_s << u"Acme files for bankruptcy"_s << false;
        QTest::newRow("inside a word") << u"file"_s << u"Acme files for bankruptcy"_s << false;
        QTest::newRow("accents") << u"café"_s << u"Le Café de Flore ferme"_s << true;
        QTest::newRow("no accent is another word") << u"cafe"_s << u"Le Café de Flore ferme"_s << false;
        QTest::newRow("Chinese inside text") << u"破产"_s << u"某公司申请破产保护"_s << true;
        QTest::newRow("Japanese inside text") << u"倒産"_s << u"大手企業が倒産した"_s << true;
        QTest::newRow("German word") << u"Insolvenz"_s << u"Firma meldet Insolvenz an"_s << true;
    }

    void wordsAreWholeWordsInAnyOrder()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, title);
        QFETCH(bool, matches);
        const RuleMatcher matcher(ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, pattern));
        QCOMPARE(matcher.matches(titled(title)), matches);
    }

    void aPhraseHoldsItsWordsInOrder()
    {
        const RuleMatcher matcher(
            ruleOf(RuleCondition::Field::Any, RuleCondition::Match::Phrase, u"wall street"_s));
        QVERIFY(matcher.matches(titled(u"Stocks rise on Wall Street"_s)));
        QVERIFY(
            matcher.matches(titled(u"Markets"_s, u"A Wall-Street rally"_s))); // in the text, across a hyphen
        QVERIFY(!matcher.matches(titled(u"Street food on the wall"_s)));
        QVERIFY(!matcher.matches(titled(u"Wall Streets"_s)));
    }

    void aRegularExpressionAsWritten()
    {
        const RuleMatcher matcher(
            ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Regex, u"^(live|watch):"_s));
        QVERIFY(matcher.matches(titled(u"LIVE: election night"_s)));
        QVERIFY(!matcher.matches(titled(u"Election night live"_s)));
    }

    void fieldsAreLookedAtOneByOne()
    {
        const RuleSubject subject = titled(u"Rates held"_s, u"The central bank kept rates"_s);
        QVERIFY(RuleMatcher(ruleOf(RuleCondition::Field::Source, RuleCondition::Match::Words, u"meridian"_s))
                    .matches(subject));
        QVERIFY(!RuleMatcher(ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"meridian"_s))
                     .matches(subject));
        QVERIFY(
            RuleMatcher(ruleOf(RuleCondition::Field::Text, RuleCondition::Match::Words, u"central bank"_s))
                .matches(subject));
        QVERIFY(RuleMatcher(ruleOf(RuleCondition::Field::Folder, RuleCondition::Match::Words, u"business"_s))
                    .matches(subject));
        QVERIFY(RuleMatcher(ruleOf(RuleCondition::Field::Author, RuleCondition::Match::Phrase, u"ana lind"_s))
                    .matches(subject));
        // Any field: words may be spread over the title and the text.
        QVERIFY(
            RuleMatcher(ruleOf(RuleCondition::Field::Any, RuleCondition::Match::Words, u"rates central"_s))
                .matches(subject));
    }

    void allOrAnyCondition()
    {
        Rule rule = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"rates"_s);
        rule.conditions.append({RuleCondition::Field::Source, RuleCondition::Match::Words, u"herald"_s});
        const RuleSubject subject = titled(u"Rates held"_s);
        QVERIFY(!RuleMatcher(rule).matches(subject));
        rule.matchAll = false;
        QVERIFY(RuleMatcher(rule).matches(subject));
    }

    void aRuleThatIsOffOrBrokenMatchesNothing()
    {
        Rule off = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"rates"_s);
        off.enabled = false;
        QVERIFY(!RuleMatcher(off).matches(titled(u"Rates held"_s)));
        const Rule broken = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Regex, u"(unclosed"_s);
        QVERIFY(broken.problem().contains(u"regular expression"_s));
        QVERIFY(!RuleMatcher(broken).matches(titled(u"(unclosed"_s)));
        Rule idle = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"rates"_s);
        idle.actions = 0;
        QVERIFY(!idle.problem().isEmpty());
        QVERIFY(
            !ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"  "_s).problem().isEmpty());
        Rule nameless = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"rates"_s);
        nameless.actions = Rule::Label;
        nameless.label = u" \n "_s;
        QVERIFY(nameless.problem().contains(u"label"_s));
        nameless.label = u"Rates"_s;
        QVERIFY(nameless.problem().isEmpty());
    }

    // Why a rule cannot be used is said in the reader's language when the window has one.
    void problemsAreTranslated()
    {
        const QString messages = QStringLiteral(KINDRED_QM_DIR "/kindred_de.qm");
        if (!QFileInfo::exists(messages))
            QSKIP("kindred_de.qm is built with the app (cmake --build build --target kindred)");
        QTranslator german;
        QVERIFY(german.load(messages));
        QCOMPARE(Rule {}.problem(), u"the rule has no name"_s);
        QCoreApplication::installTranslator(&german);
        const QString said = Rule {}.problem();
        Rule noAction = ruleOf(RuleCondition::Field::Title, RuleCondition::Match::Words, u"x"_s);
        noAction.actions = 0;
        const QString nothing = noAction.problem();
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(said, u"die Regel hat keinen Namen"_s);
        QCOMPARE(nothing, u"die Regel tut nichts (keine Aktion)"_s);
    }

    void theDefinitionReadsBack()
    {
        Rule rule = ruleOf(RuleCondition::Field::Author, RuleCondition::Match::Phrase, u"ana lind"_s);
        rule.conditions.append({RuleCondition::Field::Any, RuleCondition::Match::Regex, u"\\bIPO\\b"_s});
        rule.matchAll = false;
        rule.actions = Rule::MarkRead | Rule::Star | Rule::Notify | Rule::Label;
        rule.label = u"Markets"_s;
        const std::optional<Rule> back = Rule::fromDefinition(rule.name, true, rule.definition());
        QVERIFY(back);
        QCOMPARE(*back, rule);
        QCOMPARE(rule.definition().value(u"label"_s).toString(), u"Markets"_s);
        // As RuleStore keeps it: name, state and position beside the definition.
        rule.enabled = false;
        const StoredRule row = rule.stored(3);
        QCOMPARE(row.position, 3);
        QVERIFY(!row.enabled);
        QCOMPARE(Rule::fromStored(row), rule);
        QString error;
        QVERIFY(!Rule::fromDefinition(u"x"_s, true,
            QJsonObject {{u"conditions"_s, QJsonArray {QJsonObject {{u"field"_s, u"mood"_s}}}}}, &error));
        QVERIFY(error.contains(u"does not know"_s));
    }
};

QTEST_GUILESS_MAIN(TestRule)
#include "tst_rule.moc"
