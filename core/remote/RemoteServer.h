#pragma once

#include <QObject>
#include <QString>
#include <chrono>

class QLocalServer;
class QLocalSocket;

namespace kindred::remote {

class RemoteHandler;

/// Listens on the instance's local socket (owner-only) and answers the JSON-lines protocol of
/// RemoteProtocol.h through a RemoteHandler: a hello on connect, then one answer per request
/// line. A malformed, unknown or oversized message gets an error answer and the connection goes
/// on; a client that sends no complete request within the idle timeout is told so and dropped.
class RemoteServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteServer)

public:
    /// `handler` must outlive the server.
    explicit RemoteServer(RemoteHandler &handler, QObject *parent = nullptr);
    ~RemoteServer() override;

    /// Listens on `name`. A socket left by a crashed instance (nobody accepts on it) is replaced;
    /// a live one is not: then this returns false with the reason in `error`.
    bool listen(const QString &name, QString *error = nullptr);
    bool isListening() const;
    QString fullServerName() const;

    /// How long a client may take to send each complete request (default 10 s).
    void setIdleTimeout(std::chrono::milliseconds timeout) { m_idleTimeout = timeout; }
    /// Connections served at once; more are refused (default 16).
    void setMaxClients(int clients) { m_maxClients = clients; }
    int clientCount() const { return m_clients; }

signals:
    /// A request was answered (tests wait on it).
    void requestAnswered(bool ok);

private:
    void onNewConnection();
    void serve(QLocalSocket *socket);
    QByteArray answer(const QByteArray &line, bool *ok);

    RemoteHandler &m_handler;
    QLocalServer *m_server;
    std::chrono::milliseconds m_idleTimeout {10000};
    int m_maxClients = 16;
    int m_clients = 0;
};

} // namespace kindred::remote
