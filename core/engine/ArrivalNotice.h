#pragma once

#include "storage/ArticleStore.h"

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// The word a writer leaves on a PostgreSQL store when a run committed new articles: `NOTIFY
/// kindred_articles, '<highest article id>'`, which StoreWatcher listens for; or, when it stored
/// no article but placed stories or made events (stories placed after the run that stored their
/// articles, a regroup), `'stories'`. Ids, not rows (a payload stays under 8,000 bytes); on SQLite
/// it sends nothing, one process owning the file.
class ArrivalNotice final
{
public:
    /// The channel (lower case: Qt quotes the name it listens to, PostgreSQL folds an unquoted one).
    static QString channel() { return QStringLiteral("kindred_articles"); }
    /// The payload that says stories or events changed without new articles.
    static QString storiesChanged() { return QStringLiteral("stories"); }

    /// Notes the highest article id in `db` before a run.
    explicit ArrivalNotice(QSqlDatabase db);

    /// After the run committed, through the same connection: notifies the listeners when the
    /// highest article id grew, or when stories were placed or `storiesRemade` (a regroup made the
    /// window's stories and events again). Returns the article id sent, 0 when none was (none new,
    /// SQLite, an error).
    qint64 send(bool storiesRemade = false);

private:
    QSqlDatabase m_db;
    bool m_postgres = false;
    ArticleStore::Arrivals m_before;
};

} // namespace kindred
