#include "engine/ArrivalNotice.h"

#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

ArrivalNotice::ArrivalNotice(QSqlDatabase db)
    : m_db(std::move(db)), m_postgres(m_db.isOpen() && SqlDialect::engineOf(m_db) == SqlEngine::Postgres)
{
    if (m_postgres)
        m_before = state();
}

qint64 ArrivalNotice::send(bool storiesRemade)
{
    if (!m_postgres)
        return 0;
    const State after = state();
    QString payload;
    if (after.highestArticle > m_before.highestArticle)
        payload = QString::number(after.highestArticle);
    else if (storiesRemade || after.unplaced < m_before.unplaced)
        payload = storiesChanged();
    if (payload.isEmpty())
        return 0;
    // Outside a transaction pg_notify() is delivered at once; inside one, at its COMMIT.
    QSqlQuery notify(m_db);
    notify.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    notify.addBindValue(channel());
    notify.addBindValue(payload);
    if (!notify.exec()) {
        qWarning("kindred: cannot announce new articles: %s", qPrintable(notify.lastError().text()));
        return 0;
    }
    m_before = after;
    return payload == storiesChanged() ? 0 : after.highestArticle;
}

ArrivalNotice::State ArrivalNotice::state() const
{
    // Placing the stories of stored articles leaves fewer without one (articles_by_story counts them).
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT (SELECT COALESCE(MAX(id), 0) FROM articles),"
                                   " (SELECT COUNT(*) FROM articles WHERE story_id IS NULL)"))
        || !query.next())
        return {};
    return {query.value(0).toLongLong(), query.value(1).toLongLong()};
}

} // namespace kindred
