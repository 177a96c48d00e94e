#pragma once

#include <QSqlDatabase>
#include <QString>
#include <atomic>

class QThread;

namespace kindred {

/// A connection to one store kept open between the runs of one thread, so that each run does not
/// pay for connecting and checking the schema again: a PostgreSQL session took 10-35 ms to start
/// on the fleet's machine (`pgbench -C`), against 0.1 ms for a query, and a crawler worker makes a
/// run every few hundred milliseconds. A QSqlDatabase belongs to the thread that opened it, so a
/// KeptConnection is used from one thread only, close() included (IngestController runs its jobs
/// on a pool of one thread that never expires).
class KeptConnection final
{
public:
    explicit KeptConnection(QString location);
    ~KeptConnection();
    KeptConnection(const KeptConnection &) = delete;
    KeptConnection &operator=(const KeptConnection &) = delete;

    const QString &location() const { return m_location; }
    /// The open connection, outside any transaction; opened on first use, and again when it no
    /// longer answers (the server restarted, a standby was promoted). Invalid, with `error` set, when the
    /// store cannot be opened.
    QSqlDatabase acquire(QString *error);
    /// Closes it (acquire() opens it again).
    void close();
    /// How many times a connection was opened: 1 for a store that stayed up.
    int opened() const { return m_opened; }

private:
    /// Rolls back a transaction the last user left open.
    static void endTransaction(QSqlDatabase &db);

    QString m_location;
    QString m_name; // unique per instance
    std::atomic<int> m_opened = 0; // read from other threads (IngestController::storeConnections())
    bool m_open = false;
    const QThread *m_thread = nullptr; // the one it was opened on
};

} // namespace kindred
