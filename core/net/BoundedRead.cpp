#include "net/BoundedRead.h"

#include <algorithm>

namespace kindred {

QString readBounded(QFile &file, qint64 cap, QByteArray *bytes)
{
    const QString tooLarge = QStringLiteral("%1 is larger than the limit of %2 MB")
                                 .arg(file.fileName())
                                 .arg(double(cap) / (1024 * 1024), 0, 'g', 3);
    bytes->clear();
    if (!file.isSequential() && file.size() > cap)
        return tooLarge;
    constexpr qint64 blockSize = 64 * 1024;
    while (true) {
        const qsizetype before = bytes->size();
        bytes->resize(before + blockSize);
        const qint64 read = file.read(bytes->data() + before, blockSize);
        bytes->resize(before + std::max<qint64>(read, 0));
        if (read < 0) {
            *bytes = {};
            return QStringLiteral("cannot read %1: %2").arg(file.fileName(), file.errorString());
        }
        if (bytes->size() > cap) {
            *bytes = {};
            return tooLarge;
        }
        if (read == 0)
            return {};
    }
}

} // namespace kindred
