#include "settings/Settings.h"

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void defaultsComeFromThePapers_data()
    {
        QTest::addColumn<Settings::Key>("key");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("duplicate radius") << Settings::Key::DuplicateRadius << QVariant(3);
        QTest::newRow("similar min") << Settings::Key::SimilarMin << QVariant(4);
        QTest::newRow("similar max") << Settings::Key::SimilarMax << QVariant(7);
        QTest::newRow("event size") << Settings::Key::EventMinArticles << QVariant(15);
        QTest::newRow("event window") << Settings::Key::EventWindowHours << QVariant(4);
        QTest::newRow("event sources") << Settings::Key::EventMinSources << QVariant(3);
        QTest::newRow("live window") << Settings::Key::LiveWindowDays << QVariant(5);
        QTest::newRow("refresh") << Settings::Key::RefreshIntervalMinutes << QVariant(30);
    }

    void defaultsComeFromThePapers()
    {
        QFETCH(Settings::Key, key);
        QFETCH(QVariant, expected);
        QTemporaryDir dir;
        const Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        QCOMPARE(settings.value(key), expected);
    }

    void valuesPersistAndReset()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        {
            Settings settings(path);
            settings.setValue(Settings::Key::DuplicateRadius, 5);
        }
        Settings reopened(path);
        QCOMPARE(reopened.intValue(Settings::Key::DuplicateRadius), 5);
        reopened.reset(Settings::Key::DuplicateRadius);
        QCOMPARE(reopened.intValue(Settings::Key::DuplicateRadius), 3);
    }

    void namesAreDistinct()
    {
        const QList<Settings::Key> keys = Settings::keys();
        QVERIFY(keys.contains(Settings::Key::StartMinimized)); // the last key: the list is whole
        QSet<QString> names;
        for (const Settings::Key key : keys) {
            names.insert(Settings::name(key));
            QCOMPARE(Settings::keyNamed(Settings::name(key)), std::optional<Settings::Key>(key));
        }
        QCOMPARE(names.size(), keys.size());
    }

    void changedTellsEachChange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        {
            Settings settings(path);
            settings.setValue(Settings::Key::DuplicateRadius, 5);
        }
        Settings settings(path);
        QSignalSpy changed(&settings, &Settings::changed);
        settings.setValue(Settings::Key::DuplicateRadius, 5); // read back as "5": the same
        QCOMPARE(changed.size(), 0);
        settings.setValue(Settings::Key::DuplicateRadius, 4);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.takeFirst().at(0).value<Settings::Key>(), Settings::Key::DuplicateRadius);
        settings.reset(Settings::Key::DuplicateRadius); // 4 -> the default, 3
        QCOMPARE(changed.size(), 1);
        settings.reset(Settings::Key::DuplicateRadius);
        settings.setValue(Settings::Key::DuplicateRadius, 3); // the default, set: the same value
        QCOMPARE(changed.size(), 1);
        settings.setValue(Settings::Key::Theme, QStringLiteral("dark"));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.at(1).at(0).value<Settings::Key>(), Settings::Key::Theme);
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
