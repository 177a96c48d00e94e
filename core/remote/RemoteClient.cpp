#include "RemoteClient.h"

#include <QDeadlineTimer>

using namespace Qt::StringLiterals;

namespace kindred::remote {

RemoteClient::RemoteClient(std::chrono::milliseconds timeout) : m_timeout(timeout)
{ }

bool RemoteClient::connectTo(const QString &name)
{
    m_error.clear();
    m_notRunning = false;
    m_socket.connectToServer(name);
    if (!m_socket.waitForConnected(int(m_timeout.count()))) {
        const auto error = m_socket.error();
        m_notRunning
            = error == QLocalSocket::ServerNotFoundError || error == QLocalSocket::ConnectionRefusedError;
        m_error = m_socket.errorString();
        return false;
    }
    const std::optional<QByteArray> hello = readLine();
    if (!hello)
        return false;
    const Parsed<int> version = parseHello(*hello);
    if (!version.value) {
        m_error = version.error;
        m_socket.abort();
        return false;
    }
    return true;
}

std::optional<Answer> RemoteClient::send(const Request &request)
{
    m_error.clear();
    m_socket.write(formatRequest(request));
    if (!m_socket.waitForBytesWritten(int(m_timeout.count())) && m_socket.bytesToWrite() > 0) {
        m_error = m_socket.errorString();
        return std::nullopt;
    }
    const std::optional<QByteArray> line = readLine();
    if (!line)
        return std::nullopt;
    Parsed<Answer> answer = parseAnswer(*line);
    if (!answer.value) {
        m_error = u"unreadable answer: %1"_s.arg(answer.error);
        return std::nullopt;
    }
    return answer.value;
}

std::optional<QByteArray> RemoteClient::readLine()
{
    const QDeadlineTimer deadline(m_timeout);
    while (m_lines.isEmpty()) {
        if (m_socket.bytesAvailable() == 0 && !m_socket.waitForReadyRead(int(deadline.remainingTime()))) {
            m_error = m_socket.state() == QLocalSocket::ConnectedState ? u"no answer in time"_s
                                                                       : u"the connection closed"_s;
            return std::nullopt;
        }
        m_lines.append(m_splitter.feed(m_socket.readAll()));
    }
    const LineSplitter::Line line = m_lines.takeFirst();
    if (line.oversized) {
        m_error = u"an answer longer than %1 bytes"_s.arg(kMaxLineBytes);
        return std::nullopt;
    }
    return line.bytes;
}

} // namespace kindred::remote
