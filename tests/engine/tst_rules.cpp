// The reader's rules in the engine: stored per person (RuleStore), applied by the Session to the
// live window on demand and to what arrives by itself. A rule on the wire's source hides its
// three stories, and a copy of one of them that another outlet runs later under its own headline
// is hidden too (it follows its group's first report); a rule that stars and notifies does so;
// hidden articles leave every list but "Hidden by rules"; nothing is judged twice.
#include "TestDatabases.h"
#include "engine/IngestController.h"
#include "engine/RuleRunner.h"
#include "engine/Session.h"
#include "engine/StoreWatcher.h"
#include "news/Rule.h"
#include "storage/ArticleQuery.h"
#include "storage/ArticleStore.h"
#include "storage/RuleStore.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

constexpr int waitMs = 30000;
const QString wireFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/wire.xml");
const QString paperFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/paper.atom");

QStringList titles(const QList<ArticleRecord> &articles)
{
    QStringList all;
    for (const ArticleRecord &article : articles)
        all.append(article.title);
    all.sort();
    return all;
}

bool ingest(Session &session, const QString &file)
{
    QSignalSpy finished(&session.ingest(), &IngestController::jobFinished);
    session.ingest().addFile(file);
    return finished.wait(waitMs);
}

} // namespace

class TestRules final : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        KINDRED_REQUIRE_DATABASE(m_databases);
    }

    void rulesHideStarAndNotifyAndCopiesFollow()
    {
        m_databases.remove(u"rules"_s);
        Session session(m_databases.location(u"rules"_s), {});
        QVERIFY2(session.databaseError().isEmpty(), qPrintable(session.databaseError()));
        QVERIFY(ingest(session, wireFeed));
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), waitMs);
        const ArticleStore articles(session.database());
        QCOMPARE(articles.articleCount(), 3);

        Rule mute;
        mute.name = u"Mute the wire"_s;
        mute.conditions = {{RuleCondition::Field::Source, RuleCondition::Match::Words, u"meridian"_s}};
        mute.actions = Rule::Hide;
        Rule conductors;
        conductors.name = u"Conductors"_s;
        conductors.conditions
            = {{RuleCondition::Field::Any, RuleCondition::Match::Phrase, u"chief conductor"_s}};
        conductors.actions = Rule::Star | Rule::Notify;
        RuleStore rules(session.writer());
        QVERIFY2(rules.save(mute.stored()), qPrintable(rules.lastError()));
        QVERIFY(rules.save(conductors.stored())); // after the first
        QCOMPARE(RuleRunner::loadRules(session.writer()).value_or(QList<Rule> {}),
            (QList<Rule> {mute, conductors}));
        QVERIFY(rules.save(conductors.stored(0))); // moved before it (both at 0: by name)
        QCOMPARE(RuleRunner::loadRules(session.writer()).value_or(QList<Rule> {}),
            (QList<Rule> {conductors, mute}));

        // What a rule would match, before it does anything.
        int total = 0;
        const QList<ArticleRecord> preview = RuleRunner::preview(
            session.database(), conductors, QDateTime::fromSecsSinceEpoch(0), 10, &total);
        QCOMPARE(total, 1);
        QCOMPARE(preview.constFirst().title, u"Lindau Philharmonic names Maren Osk chief conductor"_s);
        QCOMPARE(articles.articles(ArticleQuery {}, 0, 10).size(), 3); // a preview changes nothing

        QSignalSpy applied(&session, &Session::rulesApplied);
        QSignalSpy notified(&session, &Session::ruleMatched);
        session.applyRulesToWindow();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(notified.size(), 1);
        QCOMPARE(notified.constFirst().at(0).toString(), u"Conductors"_s);
        QVERIFY(articles.articles(ArticleQuery {}, 0, 10).isEmpty()); // all three muted
        ArticleQuery hidden;
        hidden.show = ArticleQuery::Show::Hidden;
        QCOMPARE(articles.articles(hidden, 0, 10).size(), 3);
        ArticleQuery starred;
        starred.show = ArticleQuery::Show::Starred;
        QCOMPARE(articles.articles(starred, 0, 10).size(), 0); // starred but hidden
        QCOMPARE(session.summary(false).unread, 0); // muted means read

        // Another outlet's copy of a muted story arrives (its own source does not match): hidden;
        // its other story is not.
        QVERIFY(ingest(session, paperFeed));
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), waitMs);
        QCOMPARE(titles(articles.articles(ArticleQuery {}, 0, 10)),
            QStringList {u"City council approves plan for car-free old town"_s});
        hidden.collapseCopies = false; // the copy itself, not only its group's lead
        QCOMPARE(titles(articles.articles(hidden, 0, 10)).filter(u"UPDATE 1-"_s).size(), 1);
        ArticleQuery everyCopy;
        everyCopy.collapseCopies = false;
        QCOMPARE(titles(articles.articles(everyCopy, 0, 10)),
            QStringList {u"City council approves plan for car-free old town"_s});
        QCOMPARE(notified.size(), 1);

        // Everything stored was judged once.
        QSqlQuery highest(session.database());
        QVERIFY(highest.exec(u"SELECT MAX(id) FROM articles"_s) && highest.next());
        QCOMPARE(rules.appliedUpTo(), highest.value(0).toLongLong());
        notified.clear();
        emit session.watcher().articlesArrived(); // as when others store articles
        QCOMPARE(notified.size(), 0);

        // A rule removed acts no more; what it did stays.
        QVERIFY(rules.remove(u"Mute the wire"_s));
        QCOMPARE(RuleRunner::loadRules(session.writer())->size(), 1);
    }

    void aRuleLabelsAStoryAndItsLaterCopies()
    {
        m_databases.remove(u"labelrule"_s);
        Session session(m_databases.location(u"labelrule"_s), {});
        QVERIFY2(session.databaseError().isEmpty(), qPrintable(session.databaseError()));
        QVERIFY(ingest(session, wireFeed));
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), waitMs);

        Rule wire;
        wire.name = u"Wire stories"_s;
        wire.conditions = {{RuleCondition::Field::Source, RuleCondition::Match::Words, u"meridian"_s}};
        wire.actions = Rule::Label;
        wire.label = u"From the wire"_s;
        QVERIFY(RuleStore(session.writer()).save(wire.stored()));
        session.applyRulesToWindow();
        const ArticleStore articles(session.database());
        ArticleQuery labelled;
        labelled.label = u"from the WIRE"_s; // as the reader types it
        QCOMPARE(articles.articles(labelled, 0, 10).size(), 3);
        QCOMPARE(articles.articles(ArticleQuery {}, 0, 10).size(), 3); // labelled, not hidden or read

        // A copy another outlet runs later is labelled with its story; its other story is not.
        QVERIFY(ingest(session, paperFeed));
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), waitMs);
        const QStringList copies = titles(articles.articles(labelled, 0, 10));
        QCOMPARE(copies.size(), 4);
        QCOMPARE(copies.filter(u"UPDATE 1-"_s).size(), 1);
        QVERIFY(!copies.contains(u"City council approves plan for car-free old town"_s));
        const QList<LabelCount> counts = articles.labels().value_or(QList<LabelCount> {});
        QCOMPARE(counts.size(), 1);
        QCOMPARE(counts.constFirst().name, u"From the wire"_s);
        QCOMPARE(counts.constFirst().articles, 4);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
