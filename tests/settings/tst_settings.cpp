#include "settings/Settings.h"

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
        const QList<Settings::Key> keys {Settings::Key::DuplicateRadius, Settings::Key::SimilarMin,
            Settings::Key::SimilarMax, Settings::Key::EventMinArticles, Settings::Key::EventWindowHours,
            Settings::Key::EventMinSources, Settings::Key::LiveWindowDays,
            Settings::Key::RefreshIntervalMinutes, Settings::Key::RetentionDays,
            Settings::Key::FetchFullTextMinWords, Settings::Key::Language, Settings::Key::CollapseCopies,
            Settings::Key::MarkCopiesRead, Settings::Key::WindowGeometry, Settings::Key::WindowState,
            Settings::Key::NotifyEvents, Settings::Key::NotifyEventGrowth};
        QSet<QString> names;
        for (const Settings::Key key : keys)
            names.insert(Settings::name(key));
        QCOMPARE(names.size(), keys.size());
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
