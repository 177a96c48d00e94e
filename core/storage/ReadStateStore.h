#pragma once

#include "storage/SqlDialect.h"
#include "storage/StatementCache.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace kindred {

/// How the unread counts moved after a change of read states, per feed and in all: `plain`
/// counts articles, `collapsed` counts a duplicate group once (see ArticleStore::unreadCounts),
/// so a view can adjust its counts without counting again.
struct UnreadDelta
{
    QHash<qint64, int> plainPerFeed;
    QHash<qint64, int> collapsedPerFeed;
    int plainTotal = 0;
    int collapsedTotal = 0;
    QList<qint64> changed; // the articles whose state changed

    bool isEmpty() const { return changed.isEmpty(); }
};

/// The reader's marks on articles: read, unread and starred, for one article, a duplicate group,
/// a feed or everything. Each call is one transaction on the connection it is given. Marks are
/// the person's own (table `marks`): on PostgreSQL, the role connected.
class ReadStateStore final
{
public:
    explicit ReadStateStore(QSqlDatabase db);

    /// Marks `ids` read or unread; nullopt on a database error (then nothing changed).
    std::optional<UnreadDelta> setRead(const QList<qint64> &ids, bool read);
    /// Marks every unread article of a feed (0 = of every feed) read; returns how many, -1 on error.
    int markFeedRead(qint64 feedId);
    bool setStarred(qint64 articleId, bool starred);
    /// The reader opened the article as it is now: its version is the one they saw
    /// (ArticleRecord::seenVersion), so a later update shows what changed since.
    bool setSeen(qint64 articleId);
    /// Hides the articles from the reader's lists (a rule muted them; ArticleQuery::Show::Hidden
    /// lists them), or shows them again. Hiding does not mark read: a rule that mutes does both.
    bool setHidden(const QList<qint64> &ids, bool hidden);

    /// Gives the articles `label` (on) or takes it off (storage/ArticleLabels.h). A label the reader
    /// already has keeps its spelling ("Climate" added as "climate" is "Climate"). False on a
    /// database error or a label without a name (then nothing changed).
    bool setLabel(const QList<qint64> &ids, const QString &label, bool on);
    /// Renames the label on every article that carries it (into one the reader already has: the
    /// two become one); an empty `to` takes the label off every article. False on an error.
    bool renameLabel(const QString &from, const QString &to);

    /// The ids of the article's duplicate group (just the article when it has none).
    QList<qint64> groupOf(qint64 articleId) const;

    /// Whether the connection still reaches its database (a server that went away does not).
    bool reachable() const;

private:
    bool begin();
    bool end(bool ok);

    QSqlDatabase m_db;
    mutable StatementCache m_statement;
    SqlDialect m_dialect;
};

} // namespace kindred
