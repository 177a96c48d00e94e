#include "storage/StoryPlacerLease.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

StoryPlacerLease::StoryPlacerLease(QSqlDatabase db) : m_db(std::move(db))
{ }

StoryPlacerLease::~StoryPlacerLease()
{
    giveUp();
}

bool StoryPlacerLease::tryTake()
{
    m_lastError.clear();
    const QString take = SqlDialect(m_db).tryPlacerLock();
    if (take.isEmpty())
        return m_held = true;
    if (m_held) {
        // Still the same session? A restarted server ended it, and the lock with it.
        if (QSqlQuery alive(m_db); alive.exec(QStringLiteral("SELECT 1")))
            return true;
        m_held = false;
    }
    QSqlQuery query(m_db);
    if (!query.exec(take)) {
        m_lastError = query.lastError().text();
        // A lost connection: open it again for the next ask.
        if (QString why; !Database::reopen(m_db, &why))
            m_lastError = why;
        return false;
    }
    m_held = query.next() && query.value(0).toBool();
    return m_held;
}

void StoryPlacerLease::giveUp()
{
    if (!m_held)
        return;
    m_held = false;
    if (const QString release = SqlDialect(m_db).releasePlacerLock(); !release.isEmpty())
        QSqlQuery(m_db).exec(release);
}

} // namespace kindred
