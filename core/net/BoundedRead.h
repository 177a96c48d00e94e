#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace kindred {

/// Reads an open file a block at a time, keeping at most `cap` bytes, so that a huge file, a
/// device (/dev/zero) or a FIFO never takes more memory than the cap. Returns an empty string
/// when all of it was read into `bytes`, else why not ("FILE is larger than the limit of 20 MB",
/// or the read error); `bytes` is then empty.
QString readBounded(QFile &file, qint64 cap, QByteArray *bytes);

} // namespace kindred
