// A feed's Properties: the headline prefix its titles suggest is prefilled and shown at work, a
// new address is checked where it is typed, and a new prefix fingerprints the feed's live
// articles again in the background (the window's regroup).
#include "DemoWindow.h"
#include "UiTestDatabase.h"
#include "feeds/FeedPropertiesDialog.h"
#include "fingerprint/Fingerprinter.h"
#include "preferences/RegroupStatus.h"
#include "settings/Settings.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFeedPropertiesDialog final : public QObject
{
    Q_OBJECT

private slots:
    void suggestsThePrefixAndChecksTheAddress()
    {
        FeedProperties stored;
        stored.title = u"Wire"_s;
        stored.url = u"https://wire.example/rss"_s;
        const QStringList titles {u"Reuters: Port strike ends"_s, u"Reuters: Storm hits the coast"_s,
            u"Council votes on budget"_s, u"Reuters: Minister resigns"_s};
        FeedPropertiesDialog dialog(stored, titles, {{u"News"_s}, {u"News"_s, u"Agencies"_s}});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.suggestedPrefix(), u"Reuters:"_s);
        QCOMPARE(dialog.prefixField()->text(), u"Reuters:"_s);
        QCOMPARE(dialog.properties().titlePrefix, u"Reuters:"_s);
        const auto ok = [&] { return dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled(); };
        QVERIFY(ok());

        dialog.addressField()->setText(u"wire dot example"_s);
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(!ok());
        dialog.addressField()->setText(u"https://wire.example/atom"_s);
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(ok());
        QCOMPARE(dialog.properties().url, u"https://wire.example/atom"_s);

        // Learned decorations are shown; typing one stops learning, and lines become templates.
        QVERIFY(dialog.learnField()->isChecked());
        QVERIFY(dialog.properties().learnDecorations);
        QTest::keyClicks(dialog.suffixField(), u" - Wire"_s);
        QVERIFY(!dialog.learnField()->isChecked());
        dialog.boilerplateField()->setPlainText(u"Copyright 2026 Wire.\n\nSign up for our newsletter."_s);
        QCOMPARE(dialog.properties().titleSuffix, u"- Wire"_s);
        QCOMPARE(dialog.properties().boilerplate,
            QStringList({u"copyright # wire."_s, u"sign up for our newsletter."_s}));
        QVERIFY(!dialog.properties().learnDecorations);

        // A stored prefix is kept, not replaced by the suggestion.
        stored.titlePrefix = u"Wire |"_s;
        FeedPropertiesDialog kept(stored, titles, {});
        QCOMPARE(kept.prefixField()->text(), u"Wire |"_s);
        if (qEnvironmentVariableIsSet("KINDRED_KEEP_SHOTS"))
            dialog.grab().save(qEnvironmentVariable("KINDRED_KEEP_SHOTS"));
    }

    void aNewPrefixFingerprintsTheFeedAgain()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;
        // Say the first two words of one of a feed's headlines are its prefix.
        QSqlQuery query(database.db());
        QVERIFY(query.exec(u"SELECT id, feed_id, title, simhash FROM articles ORDER BY id LIMIT 1"_s)
            && query.next());
        const qint64 articleId = query.value(0).toLongLong();
        const qint64 feedId = query.value(1).toLongLong();
        const QString prefix = query.value(2).toString().section(u' ', 0, 1);
        const qint64 simhash = query.value(3).toLongLong();
        query.finish();
        const auto simhashes = [&] {
            QStringList rows;
            QSqlQuery all(database.db());
            all.exec(u"SELECT id, simhash FROM articles WHERE id <> %1 ORDER BY id"_s.arg(articleId));
            while (all.next())
                rows.append(all.value(0).toString() + u' ' + all.value(1).toString());
            return rows;
        };
        const QStringList others = simhashes();

        FeedPropertiesStore store(database.db());
        FeedProperties properties = *store.properties(feedId);
        properties.titlePrefix = prefix;
        QVERIFY(store.setProperties(feedId, properties));
        QSignalSpy finished(window.regroupStatus(), &RegroupStatus::finished);
        window.regroupStatus()->refingerprint(feedId);
        QVERIFY(window.regroupStatus()->isVisible());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.constFirst().at(1).toBool(), true);
        QVERIFY(query.exec(u"SELECT simhash FROM articles WHERE id = %1"_s.arg(articleId)) && query.next());
        QVERIFY(query.value(0).toLongLong() != simhash); // fingerprinted without its first words
        QCOMPARE(simhashes(), others); // no other headline starts with them
    }

    // After an upgrade of Kindred: the window finds fingerprints of an older version at start
    // and makes them again, with progress in the status bar.
    void olderFingerprintsAreMadeAgainAtStart()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        QSqlQuery query(database.db());
        const QString fingerprints = u"SELECT id, simhash, fp_version FROM articles ORDER BY id"_s;
        const auto rows = [&] {
            QStringList all;
            QSqlQuery select(database.db());
            select.exec(fingerprints);
            while (select.next())
                all.append(select.value(0).toString() + u' ' + select.value(1).toString() + u' '
                    + select.value(2).toString());
            return all;
        };
        const QStringList current = rows();
        QVERIFY(query.exec(u"UPDATE articles SET fp_version = %1, simhash = ~simhash WHERE id % 2 = 0"_s.arg(
            Fingerprinter::version() - 1)));
        QVERIFY(rows() != current);

        test::DemoWindow rig(database);
        QSignalSpy finished(rig.window.regroupStatus(), &RegroupStatus::finished);
        QVERIFY(rig.start());
        QVERIFY(finished.count() == 1 || finished.wait(30000));
        QCOMPARE(finished.constFirst().at(1).toBool(), true);
        QCOMPARE(rows(), current);
    }
};

QTEST_MAIN(TestFeedPropertiesDialog)
#include "tst_feedpropertiesdialog.moc"
