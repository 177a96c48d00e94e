#include "RemoteServer.h"

#include "remote/LineSplitter.h"
#include "remote/RemoteHandler.h"
#include "remote/RemoteProtocol.h"

#include <QLocalServer>
#include <QLocalSocket>
#include <QTimer>
#include <memory>

using namespace Qt::StringLiterals;

namespace kindred::remote {

namespace {

// True when something accepts connections on `name`: a live instance, not a stale file.
bool someoneListens(const QString &name)
{
    QLocalSocket probe;
    probe.connectToServer(name);
    const bool live = probe.waitForConnected(1000);
    probe.abort();
    return live;
}

} // namespace

RemoteServer::RemoteServer(RemoteHandler &handler, QObject *parent)
    : QObject(parent), m_handler(handler), m_server(new QLocalServer(this))
{
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &RemoteServer::onNewConnection);
}

RemoteServer::~RemoteServer() = default;

bool RemoteServer::listen(const QString &name, QString *error)
{
    // Asked first: with UserAccessOption QLocalServer binds in a private folder and renames the
    // socket into place, which would silently take the name from a live instance.
    if (someoneListens(name)) {
        if (error)
            *error = u"another Kindred already listens on %1"_s.arg(name);
        return false;
    }
    QLocalServer::removeServer(name); // a socket file left by a crashed instance: nobody answers on it
    if (m_server->listen(name))
        return true;
    if (error)
        *error = m_server->errorString();
    return false;
}

bool RemoteServer::isListening() const
{
    return m_server->isListening();
}

QString RemoteServer::fullServerName() const
{
    return m_server->fullServerName();
}

void RemoteServer::onNewConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        if (m_clients >= m_maxClients) {
            socket->write(formatError(u"too many clients"_s));
            socket->disconnectFromServer();
            continue;
        }
        serve(socket);
    }
}

void RemoteServer::serve(QLocalSocket *socket)
{
    ++m_clients;
    connect(socket, &QObject::destroyed, this, [this] { --m_clients; });
    auto splitter = std::make_shared<LineSplitter>(kMaxLineBytes);
    auto *idle = new QTimer(socket);
    idle->setSingleShot(true);
    idle->setInterval(m_idleTimeout);
    connect(idle, &QTimer::timeout, socket, [socket] {
        socket->write(formatError(u"idle timeout"_s));
        socket->disconnectFromServer();
    });
    connect(socket, &QLocalSocket::readyRead, socket, [this, socket, splitter, idle] {
        const QByteArray bytes = socket->readAll();
        for (const LineSplitter::Line &line : splitter->feed(bytes)) {
            // The clock runs per request: a slow client cannot hold a connection by trickling bytes.
            idle->start();
            if (line.oversized) {
                socket->write(formatError(u"message longer than %1 bytes"_s.arg(kMaxLineBytes)));
                emit requestAnswered(false);
                continue;
            }
            if (line.bytes.trimmed().isEmpty())
                continue; // a blank line between requests
            bool ok = false;
            socket->write(answer(line.bytes, &ok));
            emit requestAnswered(ok);
            if (socket->state() != QLocalSocket::ConnectedState)
                return;
        }
    });
    socket->write(formatHello());
    idle->start();
}

QByteArray RemoteServer::answer(const QByteArray &line, bool *ok)
{
    const Parsed<Request> parsed = parseRequest(line);
    if (!parsed.value)
        return formatError(parsed.error);
    const Request &request = *parsed.value;
    *ok = true; // unless the handler says why not, below
    switch (request.command) {
    case Command::Status:
        return formatOk(statusToJson(m_handler.status()));
    case Command::Refresh: {
        const QString why = m_handler.refresh();
        *ok = why.isEmpty();
        return *ok ? formatOk() : formatError(why);
    }
    case Command::Add: {
        const QString why = m_handler.subscribe(request.url);
        *ok = why.isEmpty();
        return *ok ? formatOk({{u"url"_s, request.url}}) : formatError(why);
    }
    case Command::Events:
        return formatOk(eventsToJson(m_handler.events()));
    case Command::Open:
        m_handler.open(request.arguments);
        return formatOk();
    }
    *ok = false;
    return formatError(u"unknown command"_s);
}

} // namespace kindred::remote
