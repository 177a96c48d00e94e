#pragma once

#include "remote/LineSplitter.h"
#include "remote/RemoteProtocol.h"

#include <QLocalSocket>
#include <QString>
#include <chrono>
#include <optional>

namespace kindred::remote {

/// The client side of the remote-control socket, blocking (kindred-cli, and a second `kindred`
/// before its event loop runs): connect, check the server's hello, send requests, read answers.
class RemoteClient final
{
public:
    explicit RemoteClient(std::chrono::milliseconds timeout = std::chrono::seconds(10));

    /// Connects to `name` and reads the hello. False with error() when nothing listens there
    /// (notRunning() is then true), or when what answers is not a Kindred of this protocol.
    bool connectTo(const QString &name);
    /// Sends `request` and waits for its answer; nullopt with error() when none came.
    std::optional<Answer> send(const Request &request);

    QString error() const { return m_error; }
    /// The last connectTo() found no running instance (as opposed to a broken one).
    bool notRunning() const { return m_notRunning; }

private:
    std::optional<QByteArray> readLine();

    QLocalSocket m_socket;
    LineSplitter m_splitter {kMaxLineBytes};
    QList<LineSplitter::Line> m_lines; // read but not yet asked for
    std::chrono::milliseconds m_timeout;
    QString m_error;
    bool m_notRunning = false;
};

} // namespace kindred::remote
