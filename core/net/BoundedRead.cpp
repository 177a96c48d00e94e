#include "net/BoundedRead.h"

#include <algorithm>

namespace kindred {

QString readBounded(QFile &file, qint64 cap, QByteArray *bytes)
{
    const auto tooLarge = [&] {
        return QStringLiteral("%1 is larger than the limit of %2 MB")
            .arg(file.fileName())
            .arg(double(cap) / (1024 * 1024), 0, 'g', 3);
    };
    bytes->clear();
    // A file of known size is read into a buffer of that size and one byte more (the read that
    // finds the end), in place: a refresh reads thousands of small feeds, and a 64 KB block for
    // each cost more in fresh pages than the copy itself. A pipe, a device or a file that grows
    // meanwhile gets room a block at a time.
    constexpr qint64 blockSize = 64 * 1024;
    if (!file.isSequential()) {
        if (file.size() > cap)
            return tooLarge();
        bytes->reserve(qsizetype(file.size() + 1));
    }
    while (true) {
        const qsizetype before = bytes->size();
        if (bytes->capacity() == before)
            bytes->reserve(before + qsizetype(std::min(blockSize, cap + 1 - before)));
        bytes->resize(bytes->capacity());
        const qint64 read = file.read(bytes->data() + before, bytes->size() - before);
        bytes->resize(before + qsizetype(std::max<qint64>(read, 0)));
        if (read < 0) {
            *bytes = {};
            return QStringLiteral("cannot read %1: %2").arg(file.fileName(), file.errorString());
        }
        if (bytes->size() > cap) {
            *bytes = {};
            return tooLarge();
        }
        if (read == 0)
            return {};
    }
}

} // namespace kindred
