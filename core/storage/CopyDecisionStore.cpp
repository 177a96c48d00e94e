#include "storage/CopyDecisionStore.h"

#include "storage/GroupRepair.h"
#include "storage/SqlDialect.h"

#include <QSqlError>
#include <bit>
#include <functional>

namespace kindred {

CopyDecisionStore::CopyDecisionStore(QSqlDatabase db) : m_db(std::move(db)), m_statement(m_db)
{ }

bool CopyDecisionStore::fail(const QSqlQuery &query)
{
    m_lastError = query.lastError().text();
    return false;
}

bool CopyDecisionStore::fail(const QString &message)
{
    m_lastError = message;
    return false;
}

bool CopyDecisionStore::inTransaction(const std::function<bool()> &work)
{
    // IMMEDIATE: the write lock first, so an ingest on another connection makes this wait
    // (busy timeout) instead of failing on a stale read.
    if (const QSqlError error = SqlDialect::beginWriting(m_db); error.isValid()) {
        m_lastError = error.text();
        return false;
    }
    if (work() && m_db.commit())
        return true;
    const QString error = m_lastError.isEmpty() ? m_db.lastError().text() : m_lastError;
    m_db.rollback();
    m_lastError = error;
    return false;
}

bool CopyDecisionStore::splitOut(qint64 articleId, const QDateTime &when)
{
    m_lastError.clear();
    return inTransaction([&] {
        QSqlQuery &find = m_statement(QStringLiteral(
            "SELECT a.group_id, g.primary_id, a.distance, p.simhash, a.simhash FROM articles a"
            " JOIN duplicate_groups g ON g.id = a.group_id JOIN articles p ON p.id = g.primary_id"
            " WHERE a.id = ?"));
        find.bindValue(0, articleId);
        if (!find.exec())
            return fail(find);
        if (!find.next())
            return fail(QStringLiteral("article %1 is in no duplicate group").arg(articleId));
        const qint64 groupId = find.value(0).toLongLong();
        qint64 otherId = find.value(1).toLongLong();
        const int distance = find.value(2).toInt();
        find.finish();

        QSqlQuery &leave
            = m_statement(QStringLiteral("UPDATE articles SET group_id = NULL, distance = 0 WHERE id = ?"));
        leave.bindValue(0, articleId);
        if (!leave.exec())
            return fail(leave);
        if (!repairDuplicateGroup(m_statement, groupId, &m_lastError))
            return false;

        if (otherId == articleId) {
            // The first report itself was the odd one out: it is not a copy of the one that
            // leads the group now (or of the one article left, when the group dissolved).
            QSqlQuery &next = m_statement(
                QStringLiteral("SELECT COALESCE((SELECT primary_id FROM duplicate_groups WHERE id = ?), 0)"));
            next.bindValue(0, groupId);
            if (!next.exec() || !next.next())
                return fail(next);
            otherId = next.value(0).toLongLong();
            next.finish();
        }
        QSqlQuery &record = m_statement(
            QStringLiteral("INSERT INTO copy_decisions (article_id, primary_id, distance, decided)"
                           " VALUES (?, ?, ?, ?) ON CONFLICT (article_id) DO UPDATE SET"
                           " primary_id = excluded.primary_id, distance = excluded.distance,"
                           " decided = excluded.decided"));
        record.bindValue(0, articleId);
        record.bindValue(1, otherId);
        record.bindValue(2, distance);
        record.bindValue(3, when.toMSecsSinceEpoch());
        return record.exec() || fail(record);
    });
}

bool CopyDecisionStore::undoSplit(qint64 articleId)
{
    m_lastError.clear();
    return inTransaction([&] {
        QSqlQuery &find = m_statement(
            QStringLiteral("SELECT d.primary_id, a.group_id, a.simhash, a.published FROM copy_decisions d"
                           " JOIN articles a ON a.id = d.article_id WHERE d.article_id = ?"));
        find.bindValue(0, articleId);
        if (!find.exec())
            return fail(find);
        if (!find.next())
            return fail(QStringLiteral("article %1 was not split from a group").arg(articleId));
        const qint64 otherId = find.value(0).toLongLong();
        const bool grouped = !find.value(1).isNull();
        const quint64 simhash = quint64(find.value(2).toLongLong());
        find.finish();
        if (grouped)
            return fail(QStringLiteral("article %1 has joined another group since").arg(articleId));

        // The group the other article is in now, or a new one around it (a group of two that
        // dissolved when this one left).
        QSqlQuery &other = m_statement(
            QStringLiteral("SELECT a.group_id, COALESCE(g.primary_id, a.id), p.simhash FROM articles a"
                           " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                           " JOIN articles p ON p.id = COALESCE(g.primary_id, a.id) WHERE a.id = ?"));
        other.bindValue(0, otherId);
        if (!other.exec())
            return fail(other);
        if (!other.next())
            return fail(QStringLiteral("the group article %1 left is gone").arg(articleId));
        qint64 groupId = other.value(0).toLongLong();
        const qint64 primaryId = other.value(1).toLongLong();
        const int distance = std::popcount(simhash ^ quint64(other.value(2).toLongLong()));
        other.finish();
        if (groupId == 0) {
            QSqlQuery &create = m_statement(QStringLiteral("INSERT INTO duplicate_groups (primary_id, size, "
                                                           "distance_sum) VALUES (?, 1, 0) RETURNING id"));
            create.bindValue(0, primaryId);
            if (!create.exec() || !create.next())
                return fail(create);
            groupId = create.value(0).toLongLong();
            create.finish();
            QSqlQuery &lead = m_statement(QStringLiteral("UPDATE articles SET group_id = ? WHERE id = ?"));
            lead.bindValue(0, groupId);
            lead.bindValue(1, primaryId);
            if (!lead.exec())
                return fail(lead);
        }

        QSqlQuery &join
            = m_statement(QStringLiteral("UPDATE articles SET group_id = ?, distance = ? WHERE id = ?"));
        join.bindValue(0, groupId);
        join.bindValue(1, distance);
        join.bindValue(2, articleId);
        if (!join.exec())
            return fail(join);
        // When it was the first report, it leads again: the group forgets its primary and the
        // repair promotes the earliest member, measuring every distance again.
        QSqlQuery &earlier = m_statement(QStringLiteral(
            "UPDATE duplicate_groups SET primary_id = 0 WHERE id = ? AND EXISTS (SELECT 1 FROM articles a,"
            " articles p WHERE a.id = ? AND p.id = duplicate_groups.primary_id"
            " AND (a.published < p.published OR (a.published = p.published AND a.id < p.id)))"));
        earlier.bindValue(0, groupId);
        earlier.bindValue(1, articleId);
        if (!earlier.exec())
            return fail(earlier);
        if (!repairDuplicateGroup(m_statement, groupId, &m_lastError))
            return false;

        QSqlQuery &forget = m_statement(QStringLiteral("DELETE FROM copy_decisions WHERE article_id = ?"));
        forget.bindValue(0, articleId);
        return forget.exec() || fail(forget);
    });
}

bool CopyDecisionStore::isSplit(qint64 articleId) const
{
    QSqlQuery &query = m_statement(QStringLiteral("SELECT 1 FROM copy_decisions WHERE article_id = ?"));
    query.bindValue(0, articleId);
    const bool found = query.exec() && query.next();
    query.finish();
    return found;
}

QHash<qint64, qint64> CopyDecisionStore::decisions() const
{
    QHash<qint64, qint64> decisions;
    QSqlQuery &query = m_statement(QStringLiteral("SELECT article_id, primary_id FROM copy_decisions"));
    if (!query.exec())
        return decisions;
    while (query.next())
        decisions.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
    return decisions;
}

} // namespace kindred
