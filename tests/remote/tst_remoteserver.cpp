// The remote-control server with real local sockets in this process: the hello, every command's
// answer, errors for bad messages with the connection still served, the idle timeout, a stale
// socket taken over, a live one left alone, and a second instance handing its arguments over.
#include "FakeRemoteHandler.h"
#include "remote/RemoteClient.h"
#include "remote/RemoteProtocol.h"
#include "remote/RemoteServer.h"

#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <functional>
#include <memory>
#include <optional>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace kindred::remote;
using namespace Qt::StringLiterals;

namespace {

// A client that reads the server's lines as they come, on this thread's event loop.
class LineClient
{
public:
    explicit LineClient(const QString &name) { m_socket.connectToServer(name); }

    // The next line, or nullopt when none came before the connection closed or a long wait.
    std::optional<QByteArray> next()
    {
        while (!m_socket.canReadLine()) {
            if (m_socket.state() != QLocalSocket::ConnectedState && m_socket.bytesAvailable() == 0)
                return std::nullopt;
            QSignalSpy ready(&m_socket, &QLocalSocket::readyRead);
            QSignalSpy closed(&m_socket, &QLocalSocket::disconnected);
            if (!m_socket.canReadLine() && !ready.wait(10000) && closed.isEmpty() && !m_socket.canReadLine())
                return std::nullopt;
        }
        return m_socket.readLine();
    }

    void send(const QByteArray &bytes) { m_socket.write(bytes); }
    Answer ask(const QByteArray &line)
    {
        send(line);
        const std::optional<QByteArray> reply = next();
        if (!reply)
            return {false, u"no answer"_s, {}};
        return parseAnswer(*reply).value.value_or(Answer {false, u"unreadable"_s, {}});
    }
    QLocalSocket &socket() { return m_socket; }

private:
    QLocalSocket m_socket;
};

// Runs `work` (a blocking client, as a second `kindred` is before its event loop) on a thread of
// its own while this thread's event loop serves the socket. False when it did not end in time.
bool runOnThread(const std::function<void()> &work)
{
    std::unique_ptr<QThread> thread(QThread::create(work));
    QSignalSpy finished(thread.get(), &QThread::finished);
    thread->start();
    const bool ended = finished.wait(30000);
    thread->wait();
    return ended;
}

} // namespace

class TestRemoteServer : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_name = m_dir.filePath(u"s%1"_s.arg(++m_count)); // a full path: the test owns the folder
    }

    void saysHelloWithTheProtocolVersion()
    {
        FakeRemoteHandler handler;
        RemoteServer server(handler);
        QVERIFY(server.listen(m_name));
        LineClient client(m_name);
        const std::optional<QByteArray> hello = client.next();
        QVERIFY(hello);
        QCOMPARE(parseHello(*hello).value, std::optional<int>(kProtocolVersion));
    }

    void socketIsOwnerOnly()
    {
        FakeRemoteHandler handler;
        RemoteServer server(handler);
        QVERIFY(server.listen(m_name));
        const QFile::Permissions permissions = QFileInfo(server.fullServerName()).permissions();
        QVERIFY(permissions & QFile::WriteOwner);
        QVERIFY(
            !(permissions & (QFile::WriteGroup | QFile::WriteOther | QFile::ReadGroup | QFile::ReadOther)));
    }

    void answersEveryCommand()
    {
        FakeRemoteHandler handler;
        handler.current = {4, 200, 17, QDateTime(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC), false};
        handler.currentEvents = {{u"Storm reaches the coast"_s, 22, 6,
            QDateTime(QDate(2026, 11, 20), QTime(6, 0), Qt::UTC), true}};
        RemoteServer server(handler);
        QVERIFY(server.listen(m_name));
        LineClient client(m_name);
        QVERIFY(client.next()); // hello

        Answer answer = client.ask(formatRequest({Command::Status, {}, {}}));
        QVERIFY2(answer.ok, qPrintable(answer.error));
        const Status status = statusFromJson(answer.fields);
        QCOMPARE(status.feeds, 4);
        QCOMPARE(status.articles, 200);
        QCOMPARE(status.unread, 17);
        QCOMPARE(status.lastRefresh, handler.current.lastRefresh);

        answer = client.ask(formatRequest({Command::Refresh, {}, {}}));
        QVERIFY(answer.ok);
        QCOMPARE(handler.refreshes, 1);

        answer = client.ask(formatRequest({Command::Add, u"https://news.example/feed"_s, {}}));
        QVERIFY2(answer.ok, qPrintable(answer.error));
        answer = client.ask(formatRequest({Command::Add, u"gopher://news.example/"_s, {}}));
        QVERIFY(!answer.ok);
        QCOMPARE(answer.error, u"not a feed: gopher://news.example/"_s);
        QCOMPARE(
            handler.subscribed, QStringList({u"https://news.example/feed"_s, u"gopher://news.example/"_s}));

        answer = client.ask(formatRequest({Command::Events, {}, {}}));
        QVERIFY(answer.ok);
        const QList<EventSummary> events = eventsFromJson(answer.fields);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0).title, u"Storm reaches the coast"_s);
        QCOMPARE(events.at(0).size, 22);
        QCOMPARE(events.at(0).sources, 6);
        QCOMPARE(events.at(0).active, true);

        handler.refreshError = u"no feeds to refresh"_s;
        answer = client.ask(formatRequest({Command::Refresh, {}, {}}));
        QVERIFY(!answer.ok);
        QCOMPARE(answer.error, u"no feeds to refresh"_s);
    }

    void badMessagesGetAnErrorAndTheServerGoesOn_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("not JSON") << QByteArray("hello there\n");
        QTest::newRow("unknown command") << QByteArray("{\"command\":\"format-disk\"}"
                                                       "\n");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{\x01\n", 6);
        QTest::newRow("other version") << QByteArray("{\"command\":\"status\",\"protocol\":99}"
                                                     "\n");
        QTest::newRow("oversized") << QByteArray(kMaxLineBytes + 10, '{') + '\n';
        QTest::newRow("huge, in pieces") << QByteArray(3 * kMaxLineBytes, ' ') + '\n';
    }

    void badMessagesGetAnErrorAndTheServerGoesOn()
    {
        QFETCH(QByteArray, message);
        FakeRemoteHandler handler;
        handler.current.feeds = 2;
        RemoteServer server(handler);
        QVERIFY(server.listen(m_name));
        LineClient client(m_name);
        QVERIFY(client.next());
        const Answer bad = client.ask(message);
        QVERIFY(!bad.ok);
        QVERIFY(!bad.error.isEmpty());
        QVERIFY(bad.error != u"no answer"_s);
        // The same connection still works, and so does a new one.
        const Answer good = client.ask(formatRequest({Command::Status, {}, {}}));
        QVERIFY2(good.ok, qPrintable(good.error));
        QCOMPARE(statusFromJson(good.fields).feeds, 2);
        LineClient other(m_name);
        QVERIFY(other.next());
        QVERIFY(other.ask(formatRequest({Command::Status, {}, {}})).ok);
    }

    void idleClientsAreDropped()
    {
        FakeRemoteHandler handler;
        RemoteServer server(handler);
        server.setIdleTimeout(std::chrono::milliseconds(50));
        QVERIFY(server.listen(m_name));
        LineClient client(m_name);
        QVERIFY(client.next());
        client.send("{\"command\":\"sta"); // half a request, then silence
        const std::optional<QByteArray> line = client.next();
        QVERIFY(line);
        const Parsed<Answer> answer = parseAnswer(*line);
        QVERIFY(answer.value);
        QCOMPARE(answer.value->error, u"idle timeout"_s);
        QVERIFY(client.socket().state() == QLocalSocket::UnconnectedState
            || QSignalSpy(&client.socket(), &QLocalSocket::disconnected).wait(10000));
        QCOMPARE(handler.statusCalls, 0);
    }

    void tooManyClientsAreRefused()
    {
        FakeRemoteHandler handler;
        RemoteServer server(handler);
        server.setMaxClients(1);
        QVERIFY(server.listen(m_name));
        LineClient first(m_name);
        QVERIFY(first.next());
        LineClient second(m_name);
        const std::optional<QByteArray> line = second.next();
        QVERIFY(line);
        QCOMPARE(parseAnswer(*line).value->error, u"too many clients"_s);
        QVERIFY(first.ask(formatRequest({Command::Status, {}, {}})).ok);
    }

    void aStaleSocketIsTakenOver_data()
    {
        QTest::addColumn<bool>("listened");
        QTest::newRow("bound, never listened") << false;
        QTest::newRow("listened, then the process died") << true;
    }

    void aStaleSocketIsTakenOver()
    {
        // What a crashed instance leaves: a socket file nobody accepts on (the kernel closed the
        // descriptor; nothing removed the file).
        QFETCH(bool, listened);
        const QByteArray path = QFile::encodeName(m_name);
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        QVERIFY(size_t(path.size()) < sizeof(address.sun_path));
        std::copy(path.begin(), path.end(), address.sun_path);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        if (listened)
            QCOMPARE(::listen(fd, 1), 0);
        ::close(fd);
        QVERIFY(QFileInfo::exists(m_name));

        RemoteClient probe(std::chrono::seconds(5));
        QVERIFY(!probe.connectTo(m_name));
        QVERIFY(probe.notRunning()); // a second `kindred` would start, not hand over

        FakeRemoteHandler handler;
        RemoteServer server(handler);
        QString error;
        QVERIFY2(server.listen(m_name, &error), qPrintable(error));
        LineClient client(m_name);
        QVERIFY(client.next());
        QVERIFY(client.ask(formatRequest({Command::Status, {}, {}})).ok);
    }

    void aLiveInstanceIsLeftAlone()
    {
        FakeRemoteHandler first;
        first.current.feeds = 9;
        RemoteServer running(first);
        QVERIFY(running.listen(m_name));
        FakeRemoteHandler second;
        RemoteServer newcomer(second);
        QString error;
        QVERIFY(!newcomer.listen(m_name, &error));
        QVERIFY2(error.contains(u"another Kindred"_s), qPrintable(error));
        LineClient client(m_name);
        QVERIFY(client.next());
        const Answer answer = client.ask(formatRequest({Command::Status, {}, {}}));
        QVERIFY(answer.ok);
        QCOMPARE(statusFromJson(answer.fields).feeds, 9);
    }

    void aSecondInstanceHandsItsArgumentsOver()
    {
        FakeRemoteHandler handler;
        RemoteServer server(handler);
        QVERIFY(server.listen(m_name));
        QSignalSpy opened(&handler, &FakeRemoteHandler::openRequested);

        // The second `kindred` blocks on its client before it has an event loop: a thread here.
        const QStringList arguments {u"feed://news.example/rss"_s, u"feed:https://other.example/atom"_s};
        std::optional<Answer> answer;
        QString clientError;
        bool connected = false;
        QVERIFY(runOnThread([&] {
            RemoteClient client(std::chrono::seconds(30));
            connected = client.connectTo(m_name);
            if (connected)
                answer = client.send({Command::Open, {}, arguments});
            clientError = client.error();
        }));
        QVERIFY2(connected, qPrintable(clientError));
        QVERIFY2(answer && answer->ok, qPrintable(clientError));
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toStringList(), arguments);
    }

    void noServerMeansNotRunning()
    {
        RemoteClient client(std::chrono::seconds(5));
        QVERIFY(!client.connectTo(m_name));
        QVERIFY(client.notRunning());
        QVERIFY(!client.error().isEmpty());
    }

    void aServerOfAnotherProtocolIsRefused()
    {
        QLocalServer other;
        QVERIFY(other.listen(m_name));
        connect(&other, &QLocalServer::newConnection, &other, [&other] {
            other.nextPendingConnection()->write("{\"kindred\":\"remote\",\"protocol\":7}"
                                                 "\n");
        });
        bool connected = true;
        QString error;
        bool notRunning = true;
        QVERIFY(runOnThread([&] {
            RemoteClient remote(std::chrono::seconds(30));
            connected = remote.connectTo(m_name);
            error = remote.error();
            notRunning = remote.notRunning();
        }));
        QVERIFY(!connected);
        QVERIFY(!notRunning);
        QVERIFY2(error.contains(u"version 7"_s), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
    QString m_name;
    int m_count = 0;
};

QTEST_GUILESS_MAIN(TestRemoteServer)
#include "tst_remoteserver.moc"
