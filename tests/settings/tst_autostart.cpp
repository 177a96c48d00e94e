// The XDG autostart entry behind "Start at login": written and removed under a temporary
// XDG_CONFIG_HOME (never the user's), ~/.config when it is unset, Exec quoted per the spec.
#include "settings/Autostart.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestAutostart : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_config.isValid());
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        qputenv("HOME", QFile::encodeName(m_home.path()));
    }

    void writesAndRemovesTheEntry()
    {
        const QString path = m_config.filePath(u"autostart/kindred.desktop"_s);
        QCOMPARE(Autostart::entryPath(), path);
        QVERIFY(!Autostart::isInstalled());
        QString error;
        QVERIFY2(Autostart::apply(true, u"/usr/bin/kindred"_s, false, &error), qPrintable(error));
        QVERIFY(Autostart::isInstalled());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        file.close();
        QVERIFY(text.startsWith("[Desktop Entry]\n"));
        QVERIFY(text.contains("\nType=Application\n"));
        QVERIFY(text.contains("\nExec=/usr/bin/kindred\n"));
        QVERIFY(text.contains("\nX-GNOME-Autostart-enabled=true\n"));

        QVERIFY(Autostart::apply(true, u"/usr/bin/kindred"_s, true, &error)); // rewritten in place
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\nExec=/usr/bin/kindred --minimized\n"));
        file.close();

        QVERIFY2(Autostart::apply(false, u"/usr/bin/kindred"_s, false, &error), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!Autostart::isInstalled());
        QVERIFY(Autostart::apply(false, u"/usr/bin/kindred"_s, false, &error)); // nothing to remove: fine
    }

    void fallsBackToDotConfig_data()
    {
        QTest::addColumn<QByteArray>("xdgConfigHome");
        QTest::newRow("unset") << QByteArray();
        QTest::newRow("relative") << QByteArray("relative/config");
    }

    void fallsBackToDotConfig()
    {
        QFETCH(QByteArray, xdgConfigHome);
        if (xdgConfigHome.isEmpty())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", xdgConfigHome);
        QCOMPARE(Autostart::entryPath(), m_home.filePath(u".config/autostart/kindred.desktop"_s));
        QVERIFY(Autostart::apply(true, u"kindred"_s, false));
        QVERIFY(QFile::exists(m_home.filePath(u".config/autostart/kindred.desktop"_s)));
        QVERIFY(Autostart::apply(false, u"kindred"_s, false));
        QVERIFY(!QFile::exists(m_home.filePath(u".config/autostart/kindred.desktop"_s)));
    }

    void quotesTheProgram_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QByteArray>("exec");
        QTest::newRow("plain") << u"/opt/kindred/bin/kindred"_s
                               << QByteArray("Exec=/opt/kindred/bin/kindred\n");
        QTest::newRow("space") << u"/home/a b/kindred"_s << QByteArray("Exec=\"/home/a b/kindred\"\n");
        QTest::newRow("dollar and quote")
            << u"/tmp/$x\"y/kindred"_s << QByteArray("Exec=\"/tmp/\\\\$x\\\\\"y/kindred\"\n");
        QTest::newRow("percent") << u"/tmp/100%/kindred"_s << QByteArray("Exec=/tmp/100%%/kindred\n");
    }

    void quotesTheProgram()
    {
        QFETCH(QString, program);
        QFETCH(QByteArray, exec);
        const QByteArray entry = Autostart::entry(program, false);
        QVERIFY2(entry.contains("\n" + exec), entry.constData());
    }

    void failureIsReported()
    {
        // The autostart folder is a file: the entry cannot be written, and says so.
        QTemporaryDir config;
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
        QFile blocker(config.filePath(u"autostart"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QString error;
        QVERIFY(!Autostart::apply(true, u"kindred"_s, false, &error));
        QVERIFY(!error.isEmpty());
    }

private:
    QTemporaryDir m_config;
    QTemporaryDir m_home;
};

QTEST_GUILESS_MAIN(TestAutostart)
#include "tst_autostart.moc"
