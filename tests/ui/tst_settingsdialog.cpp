// The settings dialog's detection page: the live preview answers for the values entered (today's
// beside them), a band that ends before it starts cannot be applied, dragging a threshold line
// moves the value, and Apply writes the settings.
#include "DemoWindow.h"
#include "UiTestDatabase.h"
#include "charts/DistanceHistogram.h"
#include "preferences/SettingsDialog.h"
#include "settings/Settings.h"
#include "storage/GroupStore.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime demoNow = test::demoTime();

} // namespace

class tst_SettingsDialog final : public QObject
{
    Q_OBJECT

private slots:
    void previewFollowsTheValues()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        Settings settings(database.dir() + u"/settings.ini"_s);
        SettingsDialog dialog(settings, database.path(), demoNow);
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
};

QTEST_MAIN(tst_SettingsDialog)
#include "tst_settingsdialog.moc"
