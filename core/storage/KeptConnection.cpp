#include "storage/KeptConnection.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QAtomicInteger>
#include <QSqlQuery>
#include <QThread>

namespace kindred {

KeptConnection::KeptConnection(QString location) : m_location(std::move(location))
{
    static QAtomicInteger<quint64> counter;
    m_name = QStringLiteral("kindred-kept-%1").arg(counter.fetchAndAddRelaxed(1));
}

KeptConnection::~KeptConnection()
{
    close();
}

QSqlDatabase KeptConnection::acquire(QString *error)
{
    Q_ASSERT(!m_open || m_thread == QThread::currentThread());
    if (m_open) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            endTransaction(db); // first: in a failed transaction PostgreSQL answers no query
            if (Database::reachable(db))
                return db;
        }
        close(); // a new one below: its schema is checked again too
    }
    QSqlDatabase db = Database::open(m_location, m_name, error);
    if (!db.isValid() || !db.isOpen())
        return {};
    m_open = true;
    m_thread = QThread::currentThread();
    ++m_opened;
    return db;
}

void KeptConnection::endTransaction(QSqlDatabase &db)
{
    // A closed connection ended what its user left open; a kept one must too, or the next use
    // would run inside it (PostgreSQL) or hold the writer's lock (SQLite). Nothing is left open
    // when all goes well: then SQLite refuses the ROLLBACK, and PostgreSQL is not sent one.
    const bool postgres = SqlDialect(db).isPostgres();
    if (!postgres || SqlDialect::inTransaction(db))
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
}

void KeptConnection::close()
{
    if (!m_open)
        return;
    Q_ASSERT(m_thread == QThread::currentThread());
    m_open = false;
    Database::close(m_name);
}

} // namespace kindred
