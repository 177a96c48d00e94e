#pragma once

#include "storage/StatementCache.h"

#include <QSqlQuery>
#include <algorithm>
#include <functional>

namespace kindred {

/// Runs a statement over `count` items, at most `chunk` rows a statement: on a server every
/// statement is a round trip, and an ingest writes thousands of rows. `sql(rows)` is the text for
/// `rows` rows; full chunks and single rows share prepared statements in `cache`, a last, shorter
/// chunk is prepared once. `run(query, first, rows)` binds items first..first + rows - 1, executes
/// and reads; the first chunk it fails stops the rest (its false is returned).
template<typename Run>
bool inChunks(StatementCache &cache, const QSqlDatabase &db, qsizetype count, qsizetype chunk,
    const std::function<QString(qsizetype rows)> &sql, Run run)
{
    for (qsizetype first = 0; first < count; first += chunk) {
        const qsizetype rows = std::min(chunk, count - first);
        const bool shared = rows == chunk || rows == 1;
        QSqlQuery once(db);
        once.setForwardOnly(true);
        if (!shared)
            once.prepare(sql(rows));
        if (!run(shared ? cache(sql(rows)) : once, first, rows))
            return false;
    }
    return true;
}

} // namespace kindred
