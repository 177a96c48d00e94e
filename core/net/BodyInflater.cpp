#include "BodyInflater.h"

#include <utility>
#include <zlib.h>

namespace kindred {

namespace {

constexpr int outputBlock = 64 * 1024;

// 15 window bits; +32 detects gzip or zlib from the header; negative means raw deflate.
constexpr int autoDetectWindow = 15 + 32;
constexpr int rawWindow = -15;

} // namespace

struct BodyInflater::Stream
{
    explicit Stream(int windowBits) { ok = inflateInit2(&z, windowBits) == Z_OK; }
    ~Stream() { inflateEnd(&z); }
    Q_DISABLE_COPY_MOVE(Stream)

    z_stream z {};
    bool ok = false;
};

BodyInflater::BodyInflater(const QByteArray &contentEncoding, qint64 limit)
    : m_stream(std::make_unique<Stream>(autoDetectWindow))
    , m_limit(limit)
    , m_retried(contentEncoding.trimmed().toLower() != "deflate") // only "deflate" may come raw
{ }

BodyInflater::~BodyInflater() = default;

bool BodyInflater::decodes(const QByteArray &contentEncoding)
{
    const QByteArray encoding = contentEncoding.trimmed().toLower();
    return encoding == "gzip" || encoding == "x-gzip" || encoding == "deflate";
}

BodyInflater::Status BodyInflater::feed(QByteArrayView chunk, QByteArray &out)
{
    if (m_complete)
        return Status::Ok;
    if (!m_started && !m_retried)
        m_head.append(chunk);
    const Status status = inflateChunk(chunk, out);
    if (status == Status::Corrupt && !m_started && !m_retried) {
        // "deflate" without the zlib header: start again from the first byte as raw deflate.
        m_retried = true;
        m_error.clear();
        m_stream = std::make_unique<Stream>(rawWindow);
        const QByteArray head = std::exchange(m_head, {});
        return inflateChunk(head, out);
    }
    if (m_started)
        m_head = {};
    return status;
}

BodyInflater::Status BodyInflater::inflateChunk(QByteArrayView chunk, QByteArray &out)
{
    if (!m_stream->ok) {
        m_error = QStringLiteral("zlib could not start");
        return Status::Corrupt;
    }
    z_stream &z = m_stream->z;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(chunk.data()));
    z.avail_in = uInt(chunk.size());
    // Until the input is used up and zlib holds no more output for us (a full block may hide more).
    do {
        const qsizetype before = out.size();
        out.resize(before + outputBlock);
        z.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        z.avail_out = outputBlock;
        const int result = inflate(&z, Z_NO_FLUSH);
        const qsizetype produced = outputBlock - qsizetype(z.avail_out);
        out.resize(before + produced);
        m_produced += produced;
        m_started = m_started || produced > 0;
        if (result != Z_OK && result != Z_BUF_ERROR && result != Z_STREAM_END) {
            m_error = QString::fromLatin1(z.msg ? z.msg : "invalid compressed data");
            return Status::Corrupt;
        }
        if (m_produced > m_limit)
            return Status::TooLarge;
        if (result == Z_STREAM_END) {
            m_complete = true; // whatever follows the stream is ignored, as browsers do
            break;
        }
        if (result == Z_BUF_ERROR)
            break; // no progress without more input
    } while (z.avail_in > 0 || z.avail_out == 0);
    return Status::Ok;
}

} // namespace kindred
