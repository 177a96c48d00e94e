#pragma once

#include "storage/StatementCache.h"

#include <QSqlQuery>
#include <algorithm>
#include <bit>
#include <functional>

namespace kindred {

/// The rows of the next statement when `left` items are still to go, at most `chunk` a statement:
/// full chunks, then the rest in powers of two (100 rows: 64, 32 and 4), so a batch of any size
/// runs one of a few statements, each prepared once and reused.
inline qsizetype chunkRows(qsizetype left, qsizetype chunk)
{
    return left >= chunk ? chunk : qsizetype(std::bit_floor(size_t(left)));
}

/// Runs a statement over `count` items, at most `chunk` rows a statement: on a server every
/// statement is a round trip, and an ingest writes thousands of rows. `sql(rows)` is the text for
/// `rows` rows. Full chunks run `chunk` rows; the rest is cut into powers of two (100 rows: 64,
/// 32 and 4), so every statement is one of a few prepared once in `cache` and reused: a statement
/// of a hundred rows costs more to parse than to run. `run(query, first, rows)` binds items
/// first..first + rows - 1, executes and reads; the first chunk it fails stops the rest (its false
/// is returned).
template<typename Run>
bool inChunks(StatementCache &cache, qsizetype count, qsizetype chunk,
    const std::function<QString(qsizetype rows)> &sql, Run run)
{
    for (qsizetype first = 0; first < count;) {
        const qsizetype rows = chunkRows(count - first, chunk);
        if (!run(cache(sql(rows)), first, rows))
            return false;
        first += rows;
    }
    return true;
}

} // namespace kindred
