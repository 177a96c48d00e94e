// The status bar's word on the database server: hidden while the store's watcher is connected
// (or idle, on SQLite), "Server unreachable, retrying in N s" with the reason while it is not.
#include "common/ServerStatusLabel.h"
#include "engine/StoreWatcher.h"

#include <QApplication>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace std::chrono_literals;

class TestServerStatusLabel final : public QObject
{
    Q_OBJECT

private slots:
    void hiddenOnSqlite()
    {
        QTemporaryDir dir;
        StoreWatcher watcher(dir.filePath(QStringLiteral("store.sqlite")));
        watcher.start();
        const ServerStatusLabel label(watcher);
        QVERIFY(label.isHidden());
    }

    void saysWhenTheServerCannotBeReached()
    {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            QSKIP("Qt's PostgreSQL driver is not installed");
        StoreWatcher::Options options;
        options.firstRetry = 3s;
        // Nothing listens on port 1: the first attempt is refused at once.
        StoreWatcher watcher(QStringLiteral("postgresql://127.0.0.1:1/kindred"), options);
        const ServerStatusLabel label(watcher);
        QVERIFY(label.isHidden()); // not started yet: nothing known
        watcher.start();
        QVERIFY(!label.isHidden());
        QCOMPARE(label.text(), QStringLiteral("Server unreachable, retrying in 3 s"));
        QVERIFY(!label.toolTip().isEmpty()); // why
        QTRY_COMPARE_WITH_TIMEOUT(label.text(), QStringLiteral("Server unreachable, retrying in 2 s"), 2000);
    }
};

QTEST_MAIN(TestServerStatusLabel)
#include "tst_serverstatuslabel.moc"
