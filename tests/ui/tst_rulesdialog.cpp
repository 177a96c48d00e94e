// Feeds > Rules on the demo corpus: a rule being written previews what it matches in the live
// window (the engine's own count) before it is saved; saved, it is listed; applied, the stories it
// mutes leave the reader's list (copies included) and the window reads again; a broken rule is not
// saved and says why; a rule removed is gone. Every editor field has an accessible name.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "engine/RuleRunner.h"
#include "engine/Session.h"
#include "rules/RulesDialog.h"
#include "storage/ArticleQuery.h"
#include "storage/ArticleStore.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestRulesDialog final : public QObject
{
    Q_OBJECT

private slots:
    void writeTryApplyRemove()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        RulesDialog dialog(rig.session, &rig.window);
        dialog.show();
        auto *list = dialog.findChild<QListWidget *>(u"rules"_s);
        QVERIFY(list);
        QAbstractItemModelTester tester(
            list->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(dialog.rules().isEmpty());
        for (QWidget *field : dialog.findChildren<QWidget *>()) {
            if (qobject_cast<QLineEdit *>(field) || qobject_cast<QComboBox *>(field)
                || qobject_cast<QListWidget *>(field))
                QVERIFY2(!field->accessibleName().isEmpty(), field->metaObject()->className());
        }

        // The preview counts what the engine would match, before anything is saved.
        dialog.setRuleName(u"No fires"_s);
        dialog.setConditionPattern(0, u"fire"_s);
        dialog.updatePreview();
        const Rule rule = dialog.editedRule();
        int expected = 0;
        RuleRunner::preview(rig.session.database(), rule, rig.session.liveWindowStart(), 1, &expected);
        QVERIFY(expected > 0);
        QCOMPARE(dialog.previewCount(), expected);
        const ArticleStore articles(rig.session.database());
        ArticleQuery everyCopy;
        everyCopy.collapseCopies = false;
        const QRegularExpression fire(u"\\bfire\\b"_s, QRegularExpression::CaseInsensitiveOption);
        const auto firesListed = [&] {
            int listed = 0;
            for (const ArticleRecord &article : articles.articles(everyCopy, 0, 1000))
                listed += article.title.contains(fire) ? 1 : 0;
            return listed;
        };
        QVERIFY(firesListed() > 0);

        // Typing a label's name turns "Add label" on; clearing it turns it off.
        dialog.setLabel(u"Fires"_s);
        QVERIFY(dialog.editedRule().actions & Rule::Label);
        QCOMPARE(dialog.editedRule().label, u"Fires"_s);
        dialog.setLabel({});
        QVERIFY(!(dialog.editedRule().actions & Rule::Label));
        QVERIFY(dialog.editedRule().label.isEmpty());

        QVERIFY(dialog.saveRule());
        QCOMPARE(dialog.rules().size(), 1);
        QCOMPARE(list->count(), 1);
        QSignalSpy applied(&rig.session, &Session::rulesApplied);
        auto *apply = dialog.findChild<QPushButton *>(u"applyRules"_s);
        QVERIFY(apply);
        apply->click();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(firesListed(), 0);

        // A regular expression that does not compile is not saved, and says why.
        dialog.addCondition({RuleCondition::Field::Title, RuleCondition::Match::Regex, {}});
        dialog.setConditionPattern(1, u"(unclosed"_s);
        QVERIFY(!dialog.saveRule());
        QCOMPARE(
            RuleRunner::loadRules(rig.session.writer(), nullptr, true)->constFirst().conditions.size(), 1);

        dialog.selectRule(0);
        auto *remove = dialog.findChild<QPushButton *>(u"removeRule"_s);
        QVERIFY(remove);
        remove->click();
        QVERIFY(dialog.rules().isEmpty());
        QCOMPARE(list->count(), 0);
    }
};

QTEST_MAIN(TestRulesDialog)
#include "tst_rulesdialog.moc"
