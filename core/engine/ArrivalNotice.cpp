#include "engine/ArrivalNotice.h"

#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

ArrivalNotice::ArrivalNotice(QSqlDatabase db)
    : m_db(std::move(db)), m_postgres(m_db.isOpen() && SqlDialect::engineOf(m_db) == SqlEngine::Postgres)
{
    if (m_postgres)
        m_before = highestId();
}

qint64 ArrivalNotice::send()
{
    if (!m_postgres)
        return 0;
    const qint64 highest = highestId();
    if (highest <= m_before)
        return 0;
    // Outside a transaction pg_notify() is delivered at once; inside one, at its COMMIT.
    QSqlQuery notify(m_db);
    notify.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    notify.addBindValue(channel());
    notify.addBindValue(QString::number(highest));
    if (!notify.exec()) {
        qWarning("kindred: cannot announce new articles: %s", qPrintable(notify.lastError().text()));
        return 0;
    }
    m_before = highest;
    return highest;
}

qint64 ArrivalNotice::highestId() const
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM articles")) && query.next()
        ? query.value(0).toLongLong()
        : 0;
}

} // namespace kindred
