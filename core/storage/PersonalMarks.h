#pragma once

#include "storage/SqlDialect.h"

#include <QString>

namespace kindred {

/// The SQL that reads the reader's own marks (schema 10): each row of `marks` and `feed_reads`
/// belongs to one person (SqlDialect::person()), so every statement that shows marks joins
/// only the person's own rows. One place for it, so no view can read someone else's.

/// The reader's marks of the article aliased `a`, as `m` (no row: never marked).
inline QString ownMarksJoin(const SqlDialect &dialect)
{
    return QStringLiteral(" LEFT JOIN marks m ON m.article_id = a.id AND m.person = ") + dialect.person();
}

/// The article aliased `a` is unread by the reader. An anti-join, which both planners estimate well
/// enough to walk the date index newest first (a filter on the joined marks made PostgreSQL read
/// every article: bench open, "unread, newest 200").
inline QString unreadCondition(const SqlDialect &dialect)
{
    return QStringLiteral("NOT EXISTS (SELECT 1 FROM marks r WHERE r.article_id = a.id AND r.person = ")
        + dialect.person() + QStringLiteral(" AND r.read = 1)");
}

/// The reader's read count of the feed aliased `f`, as `r`; its unread count is
/// `f.article_count - COALESCE(r.read_count, 0)`.
inline QString ownFeedReadsJoin(const SqlDialect &dialect)
{
    return QStringLiteral(" LEFT JOIN feed_reads r ON r.feed_id = f.id AND r.person = ") + dialect.person();
}

} // namespace kindred
