#include "storage/GroupRepair.h"

#include <QSqlError>
#include <bit>

namespace kindred {

namespace {

bool fail(const QSqlQuery &query, QString *error)
{
    if (error)
        *error = query.lastError().text();
    return false;
}

} // namespace

// A group that lost members keeps its size and distance sum true. A group left with fewer than
// two articles is dissolved (a lone article has no group). A group whose primary went promotes
// its earliest remaining member, the first report still stored, and measures every member's
// distance to it again from the stored simhash; the members stay together even where that
// distance now exceeds the duplicate radius, since each was a copy of the same first report.
bool repairDuplicateGroup(StatementCache &statement, qint64 groupId, QString *error)
{
    struct Member
    {
        qint64 id;
        quint64 simhash;
        int distance;
    };
    QSqlQuery &select
        = statement(QStringLiteral("SELECT a.id, a.simhash, a.distance, g.primary_id FROM articles a"
                                   " JOIN duplicate_groups g ON g.id = a.group_id"
                                   " WHERE a.group_id = ? ORDER BY a.published, a.id"));
    select.bindValue(0, groupId);
    if (!select.exec())
        return fail(select, error);
    QList<Member> members;
    bool primaryStays = false;
    while (select.next()) {
        members.append(
            {select.value(0).toLongLong(), quint64(select.value(1).toLongLong()), select.value(2).toInt()});
        primaryStays = primaryStays || select.value(3).toLongLong() == members.last().id;
    }
    select.finish();

    if (members.size() < 2) {
        QSqlQuery &release = statement(
            QStringLiteral("UPDATE articles SET group_id = NULL, distance = 0 WHERE group_id = ?"));
        release.bindValue(0, groupId);
        if (!release.exec())
            return fail(release, error);
        QSqlQuery &drop = statement(QStringLiteral("DELETE FROM duplicate_groups WHERE id = ?"));
        drop.bindValue(0, groupId);
        return drop.exec() || fail(drop, error);
    }

    qint64 primaryId = 0;
    int distanceSum = 0;
    if (primaryStays) {
        for (const Member &member : std::as_const(members))
            distanceSum += member.distance;
    } else {
        primaryId = members.first().id;
        QSqlQuery &measure = statement(QStringLiteral("UPDATE articles SET distance = ? WHERE id = ?"));
        for (const Member &member : std::as_const(members)) {
            const int distance = std::popcount(member.simhash ^ members.first().simhash);
            distanceSum += distance;
            measure.bindValue(0, distance);
            measure.bindValue(1, member.id);
            if (!measure.exec())
                return fail(measure, error);
        }
    }
    QSqlQuery &update = statement(
        QStringLiteral("UPDATE duplicate_groups SET primary_id = COALESCE(NULLIF(?, 0), primary_id),"
                       " size = ?, distance_sum = ? WHERE id = ?"));
    update.bindValue(0, primaryId);
    update.bindValue(1, int(members.size()));
    update.bindValue(2, distanceSum);
    update.bindValue(3, groupId);
    return update.exec() || fail(update, error);
}

} // namespace kindred
