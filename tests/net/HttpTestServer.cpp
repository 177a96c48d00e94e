#include "HttpTestServer.h"

#include <QTcpSocket>
#include <QTimer>
#include <QtEndian>
#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace kindred::test {

HttpTestServer::HttpTestServer(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &HttpTestServer::onNewConnection);
}

HttpTestServer::~HttpTestServer()
{
    m_server.close();
}

bool HttpTestServer::listen(const QHostAddress &address)
{
    return m_server.listen(address, 0);
}

QUrl HttpTestServer::url(const QByteArray &path) const
{
    return QUrl(u"http://%1:%2%3"_s.arg(m_server.serverAddress().toString())
                    .arg(m_server.serverPort())
                    .arg(QString::fromLatin1(path)));
}

void HttpTestServer::redirect(const QByteArray &path, int status, const QByteArray &location)
{
    ScriptedResponse response;
    response.status = status;
    response.reason = "Redirect";
    response.headers = {{"Location", location}};
    response.body = "<a href=\"" + location + "\">moved</a>";
    route(path, response);
}

int HttpTestServer::requestCount(const QByteArray &path) const
{
    return int(std::count_if(
        m_requests.begin(), m_requests.end(), [&path](const RecordedRequest &r) { return r.path == path; }));
}

void HttpTestServer::releaseHeld()
{
    const auto held = std::exchange(m_held, {});
    for (const auto &[socket, response] : held) {
        if (socket) {
            answer(socket, response);
        } else {
            finishOne();
        }
    }
}

void HttpTestServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void HttpTestServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer.append(socket->readAll());
    for (;;) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        buffer.remove(0, end + 4);
        RecordedRequest request;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(
                    lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        handle(socket, request);
    }
}

void HttpTestServer::handle(QTcpSocket *socket, const RecordedRequest &request)
{
    m_requests.append(request);
    ++m_inProgress;
    m_maxInProgress = std::max(m_maxInProgress, m_inProgress);

    ScriptedResponse response;
    if (const auto it = m_routes.constFind(request.path); it != m_routes.constEnd()) {
        response = *it;
    } else {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "no such path";
    }
    const bool etagMatches
        = !response.etag.isEmpty() && request.headers.value("if-none-match") == response.etag;
    const bool dateMatches = !response.lastModified.isEmpty()
        && request.headers.value("if-modified-since") == response.lastModified;
    if (etagMatches || dateMatches) {
        ScriptedResponse notModified;
        notModified.status = 304;
        notModified.reason = "Not Modified";
        response = notModified;
    } else {
        if (!response.etag.isEmpty())
            response.headers.append({"ETag", response.etag});
        if (!response.lastModified.isEmpty())
            response.headers.append({"Last-Modified", response.lastModified});
    }
    if (response.mode == ScriptedResponse::Mode::Hold) {
        response.mode = ScriptedResponse::Mode::Normal;
        m_held.append({socket, response});
        return;
    }
    answer(socket, response);
}

void HttpTestServer::finishOne()
{
    --m_inProgress;
}

namespace {

// Writes `chunk` again and again, as fast as the client reads, until the connection ends.
void writeForever(QTcpSocket *socket, const QByteArray &chunk)
{
    auto refill = [socket, chunk] {
        while (socket->state() == QAbstractSocket::ConnectedState && socket->bytesToWrite() < 256 * 1024)
            socket->write(chunk);
    };
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, refill);
    refill();
}

} // namespace

void HttpTestServer::answer(QTcpSocket *socket, const ScriptedResponse &response)
{
    using Mode = ScriptedResponse::Mode;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason + "\r\n";
    for (const auto &[name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    switch (response.mode) {
    case Mode::Normal:
    case Mode::Hold:
        if (response.status != 304)
            head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
        break;
    case Mode::Drip:
    case Mode::Stall:
    case Mode::ResetMidBody:
    case Mode::CloseMidBody:
        head += "Content-Length: " + QByteArray::number(response.body.size() + 1'000'000) + "\r\n";
        break;
    case Mode::Endless:
        head += "Connection: close\r\n";
        break;
    case Mode::EndlessChunked:
        head += "Transfer-Encoding: chunked\r\n";
        break;
    }
    head += "\r\n";
    socket->write(head);
    if (response.status != 304 && response.mode != Mode::EndlessChunked)
        socket->write(response.body);
    finishOne();

    switch (response.mode) {
    case Mode::Normal:
    case Mode::Hold:
    case Mode::Stall:
        break;
    case Mode::Drip: {
        auto *timer = new QTimer(socket);
        connect(timer, &QTimer::timeout, socket, [socket] { socket->write("x"); });
        timer->start(response.dripMs);
        break;
    }
    case Mode::EndlessChunked:
        writeForever(
            socket, QByteArray::number(64 * 1024, 16) + "\r\n" + QByteArray(64 * 1024, 'y') + "\r\n");
        break;
    case Mode::CloseMidBody:
        socket->disconnectFromHost();
        break;
    case Mode::Endless:
        writeForever(socket, QByteArray(64 * 1024, 'y'));
        break;
    case Mode::ResetMidBody:
        socket->flush();
        // A short pause lets the client read the start of the body before the reset.
        QTimer::singleShot(50, socket, [socket] {
            const linger hard {1, 0};
            ::setsockopt(int(socket->socketDescriptor()), SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
            socket->abort();
        });
        break;
    }
}

namespace {

quint32 crc32(const QByteArray &data)
{
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data) {
        crc ^= quint8(byte);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

} // namespace

QByteArray zlibCompress(const QByteArray &data)
{
    return qCompress(data, 9).mid(4); // qCompress prefixes the length; the rest is a zlib stream
}

QByteArray rawDeflateCompress(const QByteArray &data)
{
    return zlibCompress(data).mid(2).chopped(4); // drop the zlib header and the Adler-32 trailer
}

QByteArray gzipCompress(const QByteArray &data)
{
    QByteArray out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03", 10);
    out += rawDeflateCompress(data);
    char trailer[8];
    qToLittleEndian<quint32>(crc32(data), trailer);
    qToLittleEndian<quint32>(quint32(data.size()), trailer + 4);
    out.append(trailer, 8);
    return out;
}

} // namespace kindred::test
