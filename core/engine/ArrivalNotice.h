#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// The word a writer leaves on a PostgreSQL store when a run committed new articles: `NOTIFY
/// kindred_articles, '<highest article id>'`, which StoreWatcher listens for. Ids, not rows (a
/// payload stays under 8,000 bytes); on SQLite it sends nothing, one process owning the file.
class ArrivalNotice final
{
public:
    /// The channel (lower case: Qt quotes the name it listens to, PostgreSQL folds an unquoted one).
    static QString channel() { return QStringLiteral("kindred_articles"); }

    /// Notes the highest article id in `db` before a run.
    explicit ArrivalNotice(QSqlDatabase db);

    /// After the run committed, through the same connection: notifies the listeners when the
    /// highest article id grew. Returns the id sent, 0 when nothing was (none new, SQLite, an error).
    qint64 send();

private:
    qint64 highestId() const;

    QSqlDatabase m_db;
    bool m_postgres = false;
    qint64 m_before = 0;
};

} // namespace kindred
