#include "storage/ReadStateStore.h"

#include "storage/ArticleLabels.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/PersonalMarks.h"

#include <QSet>
#include <QSqlQuery>
#include <algorithm>

namespace kindred {

namespace {

// Sets one of the reader's marks of the articles a statement selects (bound after `value`):
// a row of marks for them, made on first use. The person is the column's default.
QString setMark(const QString &column, const QString &articles)
{
    return QStringLiteral("INSERT INTO marks (article_id, feed_id, %1) SELECT a.id, a.feed_id, ?%2"
                          " ON CONFLICT (article_id, person) DO UPDATE SET %1 = excluded.%1")
        .arg(column, articles);
}

} // namespace

ReadStateStore::ReadStateStore(QSqlDatabase db) : m_db(std::move(db)), m_statement(m_db), m_dialect(m_db)
{ }

bool ReadStateStore::begin()
{
    return !SqlDialect::beginWriting(m_db).isValid();
}

bool ReadStateStore::end(bool ok)
{
    if (ok && m_db.commit())
        return true;
    m_db.rollback();
    return false;
}

std::optional<UnreadDelta> ReadStateStore::setRead(const QList<qint64> &ids, bool read)
{
    struct Row
    {
        qint64 id;
        qint64 feedId;
        qint64 groupId;
    };
    if (!begin())
        return std::nullopt;
    QSqlQuery &find = m_statement(QStringLiteral("SELECT a.feed_id, COALESCE(a.group_id, 0) FROM articles a")
        + ownMarksJoin(m_dialect) + QStringLiteral(" WHERE a.id = ? AND COALESCE(m.read, 0) = ?"));
    QList<Row> rows;
    for (const qint64 id : ids) {
        find.bindValue(0, id);
        find.bindValue(1, read ? 0 : 1);
        if (!find.exec()) {
            end(false);
            return std::nullopt;
        }
        if (find.next())
            rows.append({id, find.value(0).toLongLong(), find.value(1).toLongLong()});
        find.finish();
    }

    // A group counts once in a feed while any of its copies there is unread, and once in all
    // while any of its copies is: compare before and after for the groups this touches.
    QSqlQuery &inFeed = m_statement(
        QStringLiteral("SELECT EXISTS (SELECT 1 FROM articles a WHERE a.group_id = ? AND a.feed_id = ? AND ")
        + unreadCondition(m_dialect) + u')');
    QSqlQuery &inAll
        = m_statement(QStringLiteral("SELECT EXISTS (SELECT 1 FROM articles a WHERE a.group_id = ? AND ")
            + unreadCondition(m_dialect) + u')');
    const auto exists = [](QSqlQuery &query, const QVariantList &values) {
        for (int i = 0; i < values.size(); ++i)
            query.bindValue(i, values.at(i));
        const int found = query.exec() && query.next() ? query.value(0).toInt() : 0;
        query.finish();
        return found;
    };
    QSet<std::pair<qint64, qint64>> feedGroups;
    QSet<qint64> groups;
    for (const Row &row : std::as_const(rows)) {
        if (row.groupId != 0) {
            feedGroups.insert({row.feedId, row.groupId});
            groups.insert(row.groupId);
        }
    }
    QHash<std::pair<qint64, qint64>, int> feedGroupBefore;
    QHash<qint64, int> groupBefore;
    for (const auto &pair : std::as_const(feedGroups))
        feedGroupBefore.insert(pair, exists(inFeed, {pair.second, pair.first}));
    for (const qint64 group : std::as_const(groups))
        groupBefore.insert(group, exists(inAll, {group}));

    QSqlQuery &update
        = m_statement(setMark(QStringLiteral("read"), QStringLiteral(" FROM articles a WHERE a.id = ?")));
    UnreadDelta delta;
    const int step = read ? -1 : 1;
    for (const Row &row : std::as_const(rows)) {
        update.bindValue(0, read ? 1 : 0);
        update.bindValue(1, row.id);
        if (!update.exec()) {
            end(false);
            return std::nullopt;
        }
        delta.changed.append(row.id);
        delta.plainPerFeed[row.feedId] += step;
        delta.plainTotal += step;
        if (row.groupId == 0) {
            delta.collapsedPerFeed[row.feedId] += step;
            delta.collapsedTotal += step;
        }
    }
    for (auto it = feedGroupBefore.cbegin(); it != feedGroupBefore.cend(); ++it)
        delta.collapsedPerFeed[it.key().first]
            += exists(inFeed, {it.key().second, it.key().first}) - it.value();
    for (auto it = groupBefore.cbegin(); it != groupBefore.cend(); ++it)
        delta.collapsedTotal += exists(inAll, {it.key()}) - it.value();
    if (!end(true))
        return std::nullopt;
    return delta;
}

QList<qint64> ReadStateStore::groupOf(qint64 articleId) const
{
    QSqlQuery &query = m_statement(QStringLiteral("SELECT m.id FROM articles a JOIN articles m ON m.group_id "
                                                  "= a.group_id WHERE a.id = ? ORDER BY m.id"));
    query.bindValue(0, articleId);
    QList<qint64> ids;
    if (query.exec()) {
        while (query.next())
            ids.append(query.value(0).toLongLong());
    }
    query.finish();
    if (ids.isEmpty())
        ids.append(articleId);
    return ids;
}

bool ReadStateStore::reachable() const
{
    return Database::reachable(m_db);
}

int ReadStateStore::markFeedRead(qint64 feedId)
{
    QSqlQuery query(m_db);
    const QString unread = QStringLiteral(" FROM articles a WHERE ") + unreadCondition(m_dialect);
    query.prepare(setMark(
        QStringLiteral("read"), feedId == 0 ? unread : unread + QStringLiteral(" AND a.feed_id = ?")));
    query.addBindValue(1);
    if (feedId != 0)
        query.addBindValue(feedId);
    return query.exec() ? query.numRowsAffected() : -1;
}

bool ReadStateStore::setStarred(qint64 articleId, bool starred)
{
    QSqlQuery &query
        = m_statement(setMark(QStringLiteral("starred"), QStringLiteral(" FROM articles a WHERE a.id = ?")));
    query.bindValue(0, starred ? 1 : 0);
    query.bindValue(1, articleId);
    return query.exec();
}

bool ReadStateStore::setSeen(qint64 articleId)
{
    QSqlQuery &query = m_statement(QStringLiteral(
        "INSERT INTO marks (article_id, feed_id, seen_version) SELECT a.id, a.feed_id, a.version"
        " FROM articles a WHERE a.id = ?"
        " ON CONFLICT (article_id, person) DO UPDATE SET seen_version = excluded.seen_version"));
    query.bindValue(0, articleId);
    return query.exec();
}

bool ReadStateStore::setHidden(const QList<qint64> &ids, bool hidden)
{
    if (!begin())
        return false;
    QSqlQuery &query
        = m_statement(setMark(QStringLiteral("hidden"), QStringLiteral(" FROM articles a WHERE a.id = ?")));
    for (const qint64 id : ids) {
        query.bindValue(0, hidden ? 1 : 0);
        query.bindValue(1, id);
        if (!query.exec())
            return end(false);
    }
    return end(true);
}

bool ReadStateStore::setLabel(const QList<qint64> &ids, const QString &label, bool on)
{
    QString name = labels::normalized(label);
    if (name.isEmpty() || !begin())
        return false;
    if (on) {
        const std::optional<QString> spelled = ArticleStore(m_db).spelling(name);
        if (!spelled)
            return end(false);
        name = *spelled;
    }
    QSqlQuery &find = m_statement(QStringLiteral("SELECT COALESCE(m.labels, '') FROM articles a")
        + ownMarksJoin(m_dialect) + QStringLiteral(" WHERE a.id = ?"));
    QSqlQuery &set
        = m_statement(setMark(QStringLiteral("labels"), QStringLiteral(" FROM articles a WHERE a.id = ?")));
    for (const qint64 id : ids) {
        find.bindValue(0, id);
        if (!find.exec())
            return end(false);
        if (!find.next())
            continue; // gone: nothing to label
        const QStringList now = labels::fromText(find.value(0).toString());
        find.finish();
        const QStringList next = labels::with(now, name, on);
        if (next == now)
            continue;
        set.bindValue(0, labels::toText(next));
        set.bindValue(1, id);
        if (!set.exec())
            return end(false);
    }
    return end(true);
}

bool ReadStateStore::renameLabel(const QString &from, const QString &to)
{
    const QString name = labels::normalized(from);
    QString newName = labels::normalized(to);
    if (name.isEmpty() || !begin())
        return false;
    if (!newName.isEmpty()) {
        const std::optional<QString> spelled = ArticleStore(m_db).spelling(newName);
        if (!spelled)
            return end(false);
        newName = *spelled;
    }
    QSqlQuery &carrying
        = m_statement(QStringLiteral("SELECT m.article_id, m.labels FROM marks m WHERE m.person = ")
            + m_dialect.person() + QStringLiteral(" AND m.labels <> ''"));
    if (!carrying.exec())
        return end(false);
    QList<std::pair<qint64, QString>> changes;
    while (carrying.next()) {
        const QStringList now = labels::fromText(carrying.value(1).toString());
        const bool carries = std::any_of(
            now.cbegin(), now.cend(), [&name](const QString &label) { return labels::same(label, name); });
        if (!carries)
            continue;
        QStringList next = labels::with(now, name, false);
        next.append(newName);
        changes.append({carrying.value(0).toLongLong(), labels::toText(next)});
    }
    carrying.finish();
    QSqlQuery &update
        = m_statement(QStringLiteral("UPDATE marks SET labels = ? WHERE article_id = ? AND person = ")
            + m_dialect.person());
    for (const auto &[articleId, text] : std::as_const(changes)) {
        update.bindValue(0, text);
        update.bindValue(1, articleId);
        if (!update.exec())
            return end(false);
    }
    return end(true);
}

} // namespace kindred
