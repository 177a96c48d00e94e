#pragma once

// What a PostgreSQL server's sessions hold, for the fleet tests: who has the store's placer role,
// and (when a takeover is slow) what every session does and which advisory locks it holds.

#include <QByteArray>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QTest>
#include <QVariant>

namespace kindred::test {

// The server process of the session holding the store's placer role (StoryPlacerLease); 0 when
// none does.
inline qint64 placerSession(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral(
               "SELECT COALESCE(MAX(pid), 0) FROM pg_locks WHERE locktype = 'advisory' AND objid = 7004"
               " AND classid = hashtext(current_schema())::oid AND granted"))
            && query.next()
        ? query.value(0).toLongLong()
        : 0;
}

// Every client session: pid | state | wait event | seconds in that state | advisory locks ('?':
// waited for) | its query, one line each.
inline QByteArray serverSessions(QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral(
        "SELECT a.pid, a.state, COALESCE(a.wait_event_type, '') || ':' || COALESCE(a.wait_event, ''),"
        " EXTRACT(EPOCH FROM now() - a.state_change)::int,"
        " (SELECT string_agg(l.objid::text || CASE WHEN l.granted THEN '' ELSE '?' END, ',')"
        "  FROM pg_locks l WHERE l.pid = a.pid AND l.locktype = 'advisory'),"
        " left(regexp_replace(a.query, '\\s+', ' ', 'g'), 90)"
        " FROM pg_stat_activity a WHERE a.backend_type = 'client backend' ORDER BY a.pid"));
    QByteArray text;
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < 6; ++i)
            row.append(query.value(i).toString());
        text += row.join(QStringLiteral(" | ")).toUtf8() + '\n';
    }
    return text;
}

// Waits up to `ms` for a session other than `from` to hold the placer role, and gives its pid (0 or
// `from` when none took it). `history` says who held the role each time that changed and, once
// 5 s have passed, what every session of the server does.
inline qint64 waitForTakeover(QSqlDatabase &db, qint64 from, int ms, QByteArray *history)
{
    QElapsedTimer waited;
    waited.start();
    qint64 holder = -1;
    bool described = false;
    while (!waited.hasExpired(ms)) {
        if (const qint64 now = placerSession(db); now != holder) {
            holder = now;
            *history += QByteArray::number(waited.elapsed()) + " ms: " + QByteArray::number(holder) + '\n';
        }
        if (holder != 0 && holder != from)
            break;
        if (!described && waited.hasExpired(5000)) {
            described = true;
            *history += "sessions:\n" + serverSessions(db);
        }
        QTest::qWait(50);
    }
    return holder;
}

} // namespace kindred::test
