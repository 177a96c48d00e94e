// The desktop app's answers to the remote control (app/gui/WindowRemote over the Session and the
// MainWindow), through a real RemoteServer and local socket: status counts what the window shows, events
// lists the demo's breaking event, add subscribes without a dialog (and refuses what is no feed), and a
// second instance's feed link opens Add Feed filled in.
#include "DemoWindow.h"
#include "WindowRemote.h"
#include "feeds/FeedListModel.h"
#include "remote/RemoteClient.h"
#include "remote/RemoteServer.h"

#include <QApplication>
#include <QInputDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeView>
#include <memory>

using namespace kindred;
using namespace kindred::remote;
using namespace Qt::StringLiterals;

namespace {

// Sends `request` from a blocking client on a thread of its own while this thread's event loop
// lets the window answer.
std::optional<Answer> ask(const QString &name, const Request &request)
{
    std::optional<Answer> answer;
    std::unique_ptr<QThread> thread(QThread::create([&] {
        RemoteClient client(std::chrono::seconds(30));
        if (client.connectTo(name))
            answer = client.send(request);
    }));
    QSignalSpy finished(thread.get(), &QThread::finished);
    thread->start();
    finished.wait(60000);
    thread->wait();
    return answer;
}

QInputDialog *openInputDialog()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *dialog = qobject_cast<QInputDialog *>(widget); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

} // namespace

class TestWindowRemote final : public QObject
{
    Q_OBJECT

private slots:
    void answersForTheWindow()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        WindowRemote remote(rig.session, rig.settings, rig.window);
        RemoteServer server(remote);
        QTemporaryDir dir;
        const QString name = dir.filePath(u"socket"_s);
        QVERIFY(server.listen(name));

        std::optional<Answer> answer = ask(name, {Command::Status, {}, {}});
        QVERIFY(answer && answer->ok);
        const Status status = statusFromJson(answer->fields);
        const Session::Summary summary = rig.session.summary(true); // copies collapse by default
        QCOMPARE(status.feeds, summary.feeds);
        QVERIFY(status.feeds >= 6);
        QVERIFY(status.articles >= 100);
        QCOMPARE(status.articles, summary.articles);
        QCOMPARE(status.unread, summary.unread);
        QVERIFY(status.unread > 0);
        // The same counts as the window's "All articles" row.
        const QAbstractItemModel *feeds = test::feedList(rig.window)->model();
        QCOMPARE(status.feeds, feeds->rowCount() - 1);
        QCOMPARE(status.articles, feeds->index(0, 0).data(FeedListModel::ArticleCountRole).toInt());
        QCOMPARE(status.unread, feeds->index(0, 0).data(FeedListModel::UnreadCountRole).toInt());

        answer = ask(name, {Command::Events, {}, {}});
        QVERIFY(answer && answer->ok);
        const QList<EventSummary> events = eventsFromJson(answer->fields);
        QVERIFY2(!events.isEmpty(), "the demo corpus has a breaking event");
        QVERIFY(!events.constFirst().title.isEmpty());
        QVERIFY(events.constFirst().sources >= 3);
        QVERIFY(events.constFirst().size > 15);

        answer = ask(name, {Command::Add, u"gopher://news.example/"_s, {}});
        QVERIFY(answer);
        QVERIFY(!answer->ok);
        QVERIFY(!answer->error.isEmpty());

        // A file feed subscribes through the ingest queue, as File > Add Feed does.
        QSignalSpy ready(&rig.window, &MainWindow::ready);
        const QString feed = QStringLiteral(KINDRED_TEST_DATA_DIR) + u"/feed/golden/atom10-basic.xml"_s;
        answer = ask(name, {Command::Add, QUrl::fromLocalFile(feed).toString(), {}});
        QVERIFY(answer);
        QVERIFY2(answer->ok, qPrintable(answer->error));
        QTRY_COMPARE_WITH_TIMEOUT(rig.session.summary(true).feeds, summary.feeds + 1, 20000);
        QVERIFY(openInputDialog() == nullptr); // no dialog for the remote control
    }

    void aFeedLinkOpensAddFeedFilledIn()
    {
        test::UiTestDatabase database;
        QVERIFY(test::addDemoCorpus(database) >= 100);
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        WindowRemote remote(rig.session, rig.settings, rig.window);
        rig.window.showMinimized();
        // The dialog runs its own loop: a timer inside it reads and closes it.
        QString offered;
        bool minimizedWhenOffered = true;
        QTimer watcher;
        watcher.setInterval(10);
        connect(&watcher, &QTimer::timeout, &watcher, [&] {
            if (QInputDialog *dialog = openInputDialog()) {
                offered = dialog->textValue();
                minimizedWhenOffered = rig.window.isMinimized();
                dialog->reject();
            }
        });
        watcher.start();
        const int feeds = rig.session.summary(true).feeds;
        remote.open({u"--ignored"_s, u"feed:https://news.example/atom.xml"_s});
        QTRY_COMPARE_WITH_TIMEOUT(offered, u"https://news.example/atom.xml"_s, 20000);
        QVERIFY(!minimizedWhenOffered);
        QCOMPARE(rig.session.summary(true).feeds, feeds); // cancelled: nothing subscribed
    }
};

QTEST_MAIN(TestWindowRemote)
#include "tst_windowremote.moc"
