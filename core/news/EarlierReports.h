#pragma once

#include "storage/Records.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace kindred {

/// The reports of an article's story stored before the live window: articles older than
/// `windowStart` whose fingerprints are within `radius` bits of its own (copies the live window's
/// duplicate groups no longer hold), nearest first, at most `limit`. Looked up in the whole
/// archive (FingerprintArchive): on PostgreSQL through its block indexes, a few milliseconds at
/// 10^7 articles (radius up to 3); otherwise (SQLite, a larger radius) by reading every fingerprint,
/// so only in a store of at most `scanLimit` articles (nullopt for a larger one: not looked up, as
/// for a database error).
std::optional<QList<ArticleRecord>> earlierReports(const QSqlDatabase &db, const ArticleRecord &article,
    int radius, const QDateTime &windowStart, int limit = 5, int scanLimit = 50000);

} // namespace kindred
