#include "engine/ArrivalNotice.h"

#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

ArrivalNotice::ArrivalNotice(QSqlDatabase db)
    : m_db(std::move(db)), m_postgres(m_db.isOpen() && SqlDialect::engineOf(m_db) == SqlEngine::Postgres)
{
    if (m_postgres)
        m_before = ArticleStore(m_db).arrivals();
}

qint64 ArrivalNotice::send(bool storiesRemade)
{
    if (!m_postgres)
        return 0;
    const ArticleStore::Arrivals after = ArticleStore(m_db).arrivals();
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

} // namespace kindred
