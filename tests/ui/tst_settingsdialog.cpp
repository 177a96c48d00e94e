// The settings dialog's detection page: the live preview answers for the values entered (today's
// beside them), a band that ends before it starts cannot be applied, dragging a threshold line
// moves the value, and Apply writes the settings.
#include "DemoWindow.h"
#include "UiTestDatabase.h"
#include "charts/DistanceHistogram.h"
#include "clusters/DuplicateGroupsView.h"
#include "common/Theme.h"
#include "engine/Session.h"
#include "preferences/RegroupStatus.h"
#include "preferences/SettingsDialog.h"
#include "settings/Autostart.h"
#include "settings/Settings.h"
#include "storage/GroupStore.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime demoNow = test::demoTime();

} // namespace

class TestSettingsDialog final : public QObject
{
    Q_OBJECT

private slots:
    void previewFollowsTheValues()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        Settings settings(database.dir() + u"/settings.ini"_s);
        const Session session(database.path(), {});
        SettingsDialog dialog(settings, session, demoNow);
        QSignalSpy shown(&dialog, &SettingsDialog::previewShown);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(shown.wait(20000));
        // Today's values give what is stored.
        const QList<DuplicateGroupSummary> stored
            = GroupStore(database.db()).groupsSince(demoNow.addDays(-5));
        int copies = 0;
        for (const DuplicateGroupSummary &group : stored)
            copies += group.copies - 1;
        QCOMPARE(dialog.preview().groups, int(stored.size()));
        QCOMPARE(dialog.preview().copies, copies);
        dialog.grab().save(database.dir() + u"/dialog.png"_s);

        // A radius of 0 keeps only identical fingerprints together.
        shown.clear();
        dialog.radiusBox()->setValue(0);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && dialog.rules().duplicateRadius == 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.preview().copies < copies, 20000);

        // A band that ends before it starts is refused where it is entered.
        dialog.similarMinBox()->setValue(9);
        dialog.similarMaxBox()->setValue(6);
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.similarMinBox()->setValue(4);
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());

        // Dragging the radius line sets the radius.
        emit dialog.histogram()->thresholdDragged(0, 2);
        QCOMPARE(dialog.radiusBox()->value(), 2);

        dialog.apply();
        QCOMPARE(Settings(database.dir() + u"/settings.ini"_s).intValue(Settings::Key::DuplicateRadius), 2);
        QCOMPARE(Settings(database.dir() + u"/settings.ini"_s).intValue(Settings::Key::SimilarMax), 6);
        if (qEnvironmentVariableIsSet("KINDRED_KEEP_SHOTS"))
            dialog.grab().save(qEnvironmentVariable("KINDRED_KEEP_SHOTS"));
    }

    // The theme setting: dark and light are Fusion with their palettes; system is what the app
    // started with.
    void themeFollowsTheSetting()
    {
        const QPalette start = QApplication::palette();
        applyTheme(u"dark"_s);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
        QCOMPARE(QApplication::style()->name().toLower(), u"fusion"_s);
        applyTheme(u"light"_s);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        applyTheme(u"system"_s);
        QCOMPARE(QApplication::palette(), start);
    }

    // Startup page: turning "start at login" on writes the autostart entry (with --minimized when
    // asked), turning it off removes it, and applying with no change leaves the file alone.
    void startAtLoginWritesTheAutostartEntry()
    {
        QTemporaryDir config;
        const QByteArray savedConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
        const QString entry = config.filePath(u"autostart/kindred.desktop"_s);
        test::UiTestDatabase database;
        Settings settings(database.dir() + u"/settings.ini"_s);
        {
            const Session session(database.path(), {});
            SettingsDialog dialog(settings, session, demoNow);
            dialog.startAtLoginBox()->setChecked(true);
            dialog.startMinimizedBox()->setChecked(true);
            dialog.apply();
        }
        QVERIFY(settings.value(Settings::Key::StartAtLogin).toBool());
        QFile file(entry);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(" --minimized\n"));
        file.close();
        QVERIFY(QFile::remove(entry)); // removed by hand: an unchanged setting does not bring it back
        {
            const Session session(database.path(), {});
            SettingsDialog dialog(settings, session, demoNow);
            dialog.apply();
        }
        QVERIFY(!QFile::exists(entry));
        QVERIFY(Autostart::apply(true, u"kindred"_s, false));
        {
            const Session session(database.path(), {});
            SettingsDialog dialog(settings, session, demoNow);
            QVERIFY(dialog.startAtLoginBox()->isChecked());
            dialog.startAtLoginBox()->setChecked(false);
            dialog.apply();
        }
        QVERIFY(!QFile::exists(entry));
        QVERIFY(!settings.value(Settings::Key::StartAtLogin).toBool());
        qputenv("XDG_CONFIG_HOME", savedConfig);
    }

    // Applying a new radius regroups what is stored, in the background, and the groups view shows
    // it; a regroup cancelled halfway leaves the groups as they were.
    void applyingRegroupsTheWindow()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        Settings &settings = rig.settings;
        MainWindow &window = rig.window;
        const auto groups = [&] {
            QStringList rows;
            QSqlQuery query(database.db());
            query.exec(
                u"SELECT id, COALESCE(group_id, 0), distance, COALESCE(story_id, 0) FROM articles ORDER BY id"_s);
            while (query.next())
                rows.append(u"%1 %2 %3 %4"_s.arg(query.value(0).toString(), query.value(1).toString(),
                    query.value(2).toString(), query.value(3).toString()));
            return rows;
        };
        const QStringList before = groups();
        const qsizetype groupsBefore = GroupStore(database.db()).groupsSince(demoNow.addDays(-5)).size();

        SettingsDialog dialog(settings, rig.session, demoNow, &window);
        connect(&dialog, &SettingsDialog::applied, &window, &MainWindow::applySettings);
        QSignalSpy finished(window.regroupStatus(), &RegroupStatus::finished);

        // Cancelled while it waits for the database: nothing changes.
        QSqlQuery lock(database.db());
        QVERIFY(lock.exec(u"BEGIN IMMEDIATE"_s));
        dialog.radiusBox()->setValue(0);
        dialog.apply();
        QVERIFY(window.regroupStatus()->isVisible());
        QTest::mouseClick(window.regroupStatus()->cancelButton(), Qt::LeftButton);
        QVERIFY(lock.exec(u"COMMIT"_s));
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.takeFirst().at(1).toBool(), false);
        QVERIFY(!window.regroupStatus()->isVisible());
        QCOMPARE(groups(), before);
        // The settings say again what the groups were made with.
        QCOMPARE(settings.intValue(Settings::Key::DuplicateRadius), 3);

        // Applied: radius 0 keeps only identical fingerprints together, and the groups view says so.
        dialog.apply();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.takeFirst().at(1).toBool(), true);
        QVERIFY(groups() != before);
        const QList<DuplicateGroupSummary> after = GroupStore(database.db()).groupsSince(demoNow.addDays(-5));
        const qsizetype groupsAfter = after.size();
        QVERIFY(groupsAfter <= groupsBefore);
        for (const DuplicateGroupSummary &group : after)
            QCOMPARE(group.maxDistance, 0);
        window.showDuplicateGroups();
        QCOMPARE(window.groupsView()->table()->model()->rowCount(), int(groupsAfter));

        // Values that change nothing stored (the similar band) do not regroup.
        dialog.similarMaxBox()->setValue(8);
        dialog.apply();
        QVERIFY(!window.regroupStatus()->isVisible());
        QVERIFY(!finished.wait(300));
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
