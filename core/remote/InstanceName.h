#pragma once

#include <QString>

namespace kindred::remote {

/// The local socket name of the Kindred that owns the database at `databasePath`, for this user:
/// "kindred-<uid>-<hash of the canonical database path and the uid>". Two paths naming one file
/// (a symlink, "..") give one name; the file need not exist yet.
QString instanceSocketName(const QString &databasePath);

/// Where the desktop app keeps its database when no --db is given (the folder is created):
/// <generic data location>/Kindred/Kindred/kindred.sqlite, whatever program asks.
QString defaultDatabasePath();

} // namespace kindred::remote
