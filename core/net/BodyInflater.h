#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <memory>

namespace kindred {

/// Decompresses an HTTP body sent with Content-Encoding gzip or deflate (a zlib stream, or the
/// raw deflate some servers send instead) as it streams in, and stops at a size limit: a
/// decompression bomb costs no more memory than an honest body of that size.
class BodyInflater final
{
public:
    enum class Status {
        Ok,
        TooLarge, // the output passed the limit; nothing more is decompressed
        Corrupt, // not a stream of this encoding; error() says why
    };

    /// `contentEncoding`: the header's value (see decodes()); `limit`: the most bytes of output allowed.
    BodyInflater(const QByteArray &contentEncoding, qint64 limit);
    ~BodyInflater();
    Q_DISABLE_COPY_MOVE(BodyInflater)

    /// True for the encodings this class decodes ("gzip", "x-gzip", "deflate"; any case).
    static bool decodes(const QByteArray &contentEncoding);

    /// Decompresses `chunk` and appends the output to `out`.
    Status feed(QByteArrayView chunk, QByteArray &out);
    /// True once the compressed stream has ended (a body cut short never gets there).
    bool complete() const { return m_complete; }
    QString error() const { return m_error; }

private:
    struct Stream;
    Status inflateChunk(QByteArrayView chunk, QByteArray &out);

    std::unique_ptr<Stream> m_stream;
    qint64 m_limit = 0;
    qint64 m_produced = 0;
    bool m_started = false; // some output was produced: no more retrying as raw deflate
    bool m_retried = false; // tried as raw deflate, or may not be (gzip is never raw)
    bool m_complete = false;
    QByteArray m_head; // the input so far, kept until output starts, to retry it as raw deflate
    QString m_error;
};

} // namespace kindred
