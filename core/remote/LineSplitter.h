#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace kindred::remote {

/// Cuts a byte stream into lines of at most `maxLine` bytes (newline excluded), holding at most
/// that much: a longer line is reported once as oversized and its bytes are dropped up to its
/// newline, so one bad message never costs more memory than a good one.
class LineSplitter final
{
public:
    struct Line
    {
        QByteArray bytes; // without the newline; empty when oversized
        bool oversized = false;
    };

    explicit LineSplitter(qsizetype maxLine);

    /// Appends `bytes` and returns the lines they completed, in order.
    QList<Line> feed(QByteArrayView bytes);
    /// Bytes of an unfinished line held.
    qsizetype pending() const { return m_buffer.size(); }

private:
    qsizetype m_maxLine;
    QByteArray m_buffer;
    bool m_skipping = false; // inside an oversized line, waiting for its newline
};

} // namespace kindred::remote
