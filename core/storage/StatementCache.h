#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <map>

namespace kindred {

/// Prepared statements of one connection, prepared on first use and reused: preparing costs as
/// much as a small insert, and the ingest runs the same few statements thousands of times.
class StatementCache final
{
public:
    explicit StatementCache(QSqlDatabase db) : m_db(std::move(db)) { }

    /// The statement for `sql`, forward-only; a statement that does not prepare is returned
    /// unprepared (its exec() fails with the error) and not kept.
    QSqlQuery &operator()(const QString &sql)
    {
        const auto it = m_statements.find(sql);
        if (it != m_statements.end())
            return it->second;
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.prepare(sql)) {
            // Its exec() says only "Parameter count mismatch": the reason goes to the log.
            qWarning(
                "kindred: cannot prepare \"%s\": %s", qPrintable(sql), qPrintable(query.lastError().text()));
            m_unprepared = std::move(query);
            return m_unprepared;
        }
        return m_statements.emplace(sql, std::move(query)).first->second;
    }

private:
    QSqlDatabase m_db;
    std::map<QString, QSqlQuery> m_statements;
    QSqlQuery m_unprepared;
};

} // namespace kindred
