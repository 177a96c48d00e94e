#include "LineSplitter.h"

namespace kindred::remote {

LineSplitter::LineSplitter(qsizetype maxLine) : m_maxLine(maxLine)
{ }

QList<LineSplitter::Line> LineSplitter::feed(QByteArrayView bytes)
{
    QList<Line> lines;
    while (!bytes.isEmpty()) {
        const qsizetype newline = bytes.indexOf('\n');
        const QByteArrayView piece = newline < 0 ? bytes : bytes.first(newline);
        bytes = newline < 0 ? QByteArrayView() : bytes.sliced(newline + 1);
        if (!m_skipping) {
            if (m_buffer.size() + piece.size() > m_maxLine) {
                m_buffer.clear();
                m_skipping = true;
                lines.append({{}, true});
            } else {
                m_buffer.append(piece);
            }
        }
        if (newline < 0)
            break;
        if (!m_skipping)
            lines.append({std::exchange(m_buffer, {}), false});
        m_skipping = false;
    }
    return lines;
}

} // namespace kindred::remote
