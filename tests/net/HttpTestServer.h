#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QTcpServer>
#include <QUrl>
#include <functional>

class QTcpSocket;

namespace kindred::test {

/// One scripted answer of the test server.
struct ScriptedResponse
{
    enum class Mode {
        Normal, // headers and body at once
        Hold, // wait for HttpTestServer::releaseHeld(), then answer normally
        Drip, // headers, then one body byte every dripMs, forever
        Endless, // headers without length, then body bytes as fast as the client reads
        Stall, // headers and the body, then nothing although Content-Length promised more
        ResetMidBody, // headers and the body, then a TCP reset although more was promised
        CloseMidBody, // headers and the body, then an orderly close although more was promised
        EndlessChunked, // chunked headers without length, then chunks as fast as the client reads
    };

    int status = 200;
    QByteArray reason = "OK";
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Mode mode = Mode::Normal;
    int dripMs = 40;
    // When set, a request carrying the matching validator gets a bare 304 instead.
    QByteArray etag;
    QByteArray lastModified;
};

/// A request as the server saw it.
struct RecordedRequest
{
    QByteArray path;
    QMap<QByteArray, QByteArray> headers; // names lower-cased
};

/// A tiny HTTP/1.1 responder on the loopback interface, for tests: scripted answers per path,
/// a record of every request, and a count of requests being answered at once.
class HttpTestServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpTestServer)

public:
    explicit HttpTestServer(QObject *parent = nullptr);
    ~HttpTestServer() override;

    bool listen(const QHostAddress &address = QHostAddress::LocalHost);
    quint16 port() const { return m_server.serverPort(); }
    /// http://<address>:<port><path>
    QUrl url(const QByteArray &path) const;

    void route(const QByteArray &path, const ScriptedResponse &response) { m_routes.insert(path, response); }
    /// Shorthand for a redirect answer.
    void redirect(const QByteArray &path, int status, const QByteArray &location);

    const QList<RecordedRequest> &requests() const { return m_requests; }
    int requestCount(const QByteArray &path) const;
    /// Requests received and not yet fully answered (held ones included).
    int inProgress() const { return m_inProgress; }
    int maxInProgress() const { return m_maxInProgress; }
    int heldCount() const { return int(m_held.size()); }
    /// Answers every held request.
    void releaseHeld();

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void handle(QTcpSocket *socket, const RecordedRequest &request);
    void answer(QTcpSocket *socket, const ScriptedResponse &response);
    void finishOne();

    QTcpServer m_server;
    QMap<QByteArray, ScriptedResponse> m_routes;
    QList<RecordedRequest> m_requests;
    QMap<QTcpSocket *, QByteArray> m_buffers;
    QList<QPair<QPointer<QTcpSocket>, ScriptedResponse>> m_held;
    int m_inProgress = 0;
    int m_maxInProgress = 0;
};

/// Compresses `data` the way an HTTP server labels it "gzip" (RFC 1952).
QByteArray gzipCompress(const QByteArray &data);
/// Compresses `data` as HTTP "deflate" (a zlib stream, RFC 1950).
QByteArray zlibCompress(const QByteArray &data);
/// Compresses `data` as the raw deflate some servers wrongly send for "deflate" (RFC 1951).
QByteArray rawDeflateCompress(const QByteArray &data);

} // namespace kindred::test
