#include "storage/StoryStore.h"

#include "storage/ChunkedStatements.h"
#include "storage/SqlDialect.h"
#include "storage/SqlValues.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <limits>

namespace kindred {

namespace {

QVariant idOrNull(qint64 id)
{
    return id != 0 ? QVariant(id) : QVariant(QMetaType::fromType<qint64>());
}

} // namespace

StoryStore::StoryStore(QSqlDatabase db) : m_db(db), m_statements(std::move(db))
{ }

bool StoryStore::fail(const QSqlQuery &query)
{
    m_lastError = query.lastError().text();
    return false;
}

bool StoryStore::saveStory(const StoryRecord &story)
{
    return saveStories({story});
}

bool StoryStore::saveStories(const QList<StoryRecord> &stories)
{
    const auto sql = [](qsizetype rows) {
        return QStringLiteral("INSERT INTO stories (id, centre_id, label, size, sources, first_published,"
                              " last_published) VALUES ")
            + QStringLiteral("(?, ?, ?, ?, ?, ?, ?), ").repeated(rows).chopped(2)
            + QStringLiteral(
                " ON CONFLICT(id) DO UPDATE SET centre_id = excluded.centre_id,"
                " label = excluded.label, size = excluded.size, sources = excluded.sources,"
                " first_published = excluded.first_published, last_published = excluded.last_published");
    };
    return inChunks(
        m_statements, stories.size(), 128, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            for (qsizetype i = 0; i < rows; ++i) {
                const StoryRecord &story = stories.at(first + i);
                const int at = int(7 * i);
                query.bindValue(at, story.id);
                query.bindValue(at + 1, idOrNull(story.centreId));
                query.bindValue(at + 2, nonNull(story.label));
                query.bindValue(at + 3, story.size);
                query.bindValue(at + 4, story.sources);
                query.bindValue(at + 5, msecs(story.first));
                query.bindValue(at + 6, msecs(story.last));
            }
            return query.exec() || fail(query);
        });
}

bool StoryStore::setArticleStories(const QList<std::pair<qint64, qint64>> &stories)
{
    // Both engines name the columns of VALUES column1, column2; CAST, since PostgreSQL reads an
    // untyped value there as text.
    const auto sql = [](qsizetype rows) {
        return QStringLiteral("UPDATE articles SET story_id = v.column2 FROM (VALUES ")
            + QStringLiteral("(CAST(? AS BIGINT), CAST(? AS BIGINT)), ").repeated(rows).chopped(2)
            + QStringLiteral(") AS v WHERE articles.id = v.column1");
    };
    return inChunks(
        m_statements, stories.size(), 256, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            for (qsizetype i = 0; i < rows; ++i) {
                const auto &[articleId, storyId] = stories.at(first + i);
                query.bindValue(int(2 * i), articleId);
                query.bindValue(int(2 * i + 1), idOrNull(storyId));
            }
            return query.exec() || fail(query);
        });
}

bool StoryStore::mergeStory(qint64 from, qint64 into)
{
    QSqlQuery articles(m_db);
    articles.prepare(QStringLiteral("UPDATE articles SET story_id = ? WHERE story_id = ?"));
    articles.addBindValue(into);
    articles.addBindValue(from);
    if (!articles.exec())
        return fail(articles);

    // One event per story: when both had one, the older event lives on with the members of both.
    const qint64 fromEvent = eventOfStory(from);
    const qint64 intoEvent = eventOfStory(into);
    if (fromEvent != 0) {
        const qint64 keep = intoEvent != 0 ? std::min(fromEvent, intoEvent) : fromEvent;
        const qint64 drop = intoEvent != 0 ? std::max(fromEvent, intoEvent) : 0;
        if (drop != 0) {
            QSqlQuery move(m_db);
            move.prepare(QStringLiteral("INSERT INTO event_members"
                                        " (event_id, article_id, distance, similarity)"
                                        " SELECT ?, article_id, distance, similarity FROM event_members"
                                        " WHERE event_id = ? ON CONFLICT DO NOTHING"));
            move.addBindValue(keep);
            move.addBindValue(drop);
            if (!move.exec())
                return fail(move);
            QSqlQuery remove(m_db);
            remove.prepare(QStringLiteral("DELETE FROM events WHERE id = ?"));
            remove.addBindValue(drop);
            if (!remove.exec())
                return fail(remove);
        }
        QSqlQuery repoint(m_db);
        repoint.prepare(QStringLiteral("UPDATE events SET story_id = ? WHERE id = ?"));
        repoint.addBindValue(into);
        repoint.addBindValue(keep);
        if (!repoint.exec())
            return fail(repoint);
    }

    QSqlQuery story(m_db);
    story.prepare(QStringLiteral("DELETE FROM stories WHERE id = ?"));
    story.addBindValue(from);
    return story.exec() || fail(story);
}

qint64 StoryStore::maxStoryId() const
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM stories")) && query.next()
        ? query.value(0).toLongLong()
        : 0;
}

QDateTime StoryStore::earliestWithoutStory(const QDateTime &from) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT MIN(published) FROM articles WHERE story_id IS NULL AND published >= ?"));
    query.addBindValue(from.toMSecsSinceEpoch());
    if (!query.exec() || !query.next() || query.value(0).isNull())
        return {};
    return fromMsecs(query.value(0));
}

QList<std::pair<qint64, qint64>> StoryStore::eventsStartingFrom(const QDateTime &start) const
{
    QList<std::pair<qint64, qint64>> events;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id, COALESCE(story_id, 0) FROM events WHERE start >= ?"));
    query.addBindValue(start.toMSecsSinceEpoch());
    if (query.exec()) {
        while (query.next())
            events.append({query.value(0).toLongLong(), query.value(1).toLongLong()});
    }
    return events;
}

bool StoryStore::deleteEvent(qint64 eventId)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM events WHERE id = ?"));
    query.addBindValue(eventId);
    return query.exec() || fail(query);
}

qint64 StoryStore::eventOfStory(qint64 storyId)
{
    QSqlQuery &query
        = m_statements(QStringLiteral("SELECT id FROM events WHERE story_id = ? ORDER BY id LIMIT 1"));
    query.bindValue(0, storyId);
    const qint64 id = query.exec() && query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return id;
}

std::optional<QHash<qint64, qint64>> StoryStore::eventsOfStories(const QList<qint64> &storyIds)
{
    const auto sql = [](qsizetype rows) {
        return QStringLiteral("SELECT story_id, MIN(id) FROM events WHERE story_id IN (")
            + QStringLiteral("?, ").repeated(rows).chopped(2) + QStringLiteral(") GROUP BY story_id");
    };
    QHash<qint64, qint64> events;
    const bool ok = inChunks(
        m_statements, storyIds.size(), 256, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            for (qsizetype i = 0; i < rows; ++i)
                query.bindValue(int(i), storyIds.at(first + i));
            if (!query.exec())
                return fail(query);
            while (query.next())
                events.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
            query.finish();
            return true;
        });
    if (!ok)
        return std::nullopt;
    return events;
}

qint64 StoryStore::saveEvent(const EventRecord &event)
{
    QSqlQuery &save = m_statements(event.id == 0
            ? QStringLiteral(
                "INSERT INTO events (story_id, centre_id, label, start, peak, finish, sources, size)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")
            : QStringLiteral("UPDATE events SET story_id = ?, centre_id = ?, label = ?, start = ?, peak = ?,"
                             " finish = ?, sources = ?, size = ? WHERE id = ?"));
    save.bindValue(0, idOrNull(event.storyId));
    save.bindValue(1, idOrNull(event.centreId));
    save.bindValue(2, nonNull(event.label));
    save.bindValue(3, msecs(event.start));
    save.bindValue(4, msecs(event.peak));
    save.bindValue(5, msecs(event.end));
    save.bindValue(6, event.sources);
    save.bindValue(7, event.size);
    if (event.id != 0)
        save.bindValue(8, event.id);
    if (!save.exec() || (event.id == 0 && !save.next())) {
        fail(save);
        return 0;
    }
    const qint64 id = event.id != 0 ? event.id : save.value(0).toLongLong();
    save.finish();
    return saveEventMembers(id, event.storyId, event.members, event.leftOut) ? id : 0;
}

bool StoryStore::saveEventMembers(
    qint64 id, qint64 storyId, const QList<EventMemberRecord> &members, const QList<qint64> &leftOut)
{
    // Members that left the story go; the others stay, also those the caller did not see (a
    // story only partly loaded), and the event's figures are taken from what it then holds.
    // The members are looked up through the event, not the articles through their story: the
    // latter read every article of the database at each save.
    QSqlQuery &left = m_statements(
        QStringLiteral("DELETE FROM event_members WHERE event_id = ? AND article_id IN"
                       " (SELECT m.article_id FROM event_members m JOIN articles a ON a.id = m.article_id"
                       " WHERE m.event_id = ? AND (a.story_id IS NULL OR a.story_id <> ?))"));
    left.bindValue(0, id);
    left.bindValue(1, id);
    left.bindValue(2, storyId);
    if (!left.exec()) {
        fail(left);
        return false;
    }
    QSqlQuery &out
        = m_statements(QStringLiteral("DELETE FROM event_members WHERE event_id = ? AND article_id = ?"));
    for (const qint64 articleId : leftOut) {
        out.bindValue(0, id);
        out.bindValue(1, articleId);
        if (!out.exec()) {
            fail(out);
            return false;
        }
    }
    QSqlQuery &member = m_statements(QStringLiteral(
        "INSERT INTO event_members (event_id, article_id, distance, similarity) VALUES (?, ?, ?, ?)"
        " ON CONFLICT(event_id, article_id) DO UPDATE SET distance = excluded.distance,"
        " similarity = excluded.similarity"
        " WHERE event_members.distance <> excluded.distance"
        " OR event_members.similarity <> excluded.similarity"));
    for (const EventMemberRecord &m : members) {
        member.bindValue(0, id);
        member.bindValue(1, m.articleId);
        member.bindValue(2, m.distance);
        member.bindValue(3, m.similarity);
        if (!member.exec()) {
            fail(member);
            return false;
        }
    }
    QSqlQuery &figures = m_statements(QStringLiteral(
        "UPDATE events SET (size, sources, start, finish) = (SELECT COUNT(*), COUNT(DISTINCT a.feed_id),"
        " MIN(a.published), MAX(a.published) FROM event_members m JOIN articles a ON a.id = m.article_id"
        " WHERE m.event_id = events.id) WHERE id = ?"));
    figures.bindValue(0, id);
    if (!figures.exec()) {
        fail(figures);
        return false;
    }
    return true;
}

QList<StoryArticleRow> StoryStore::articlesSince(const QDateTime &from, const QDateTime &before) const
{
    QList<StoryArticleRow> rows;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT a.id, a.feed_id, a.published, a.simhash, COALESCE(a.story_id, 0),"
        " CASE WHEN g.primary_id IS NOT NULL AND g.primary_id <> a.id THEN g.primary_id ELSE 0 END,"
        " a.title, a.summary, a.body FROM articles a LEFT JOIN duplicate_groups g ON g.id = a.group_id"
        " WHERE a.published >= ? AND a.published < ? ORDER BY a.published, a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(before.isValid() ? before.toMSecsSinceEpoch() : std::numeric_limits<qint64>::max());
    if (!query.exec())
        return rows;
    while (query.next()) {
        rows.append({query.value(0).toLongLong(), query.value(1).toLongLong(), fromMsecs(query.value(2)),
            quint64(query.value(3).toLongLong()), query.value(4).toLongLong(), query.value(5).toLongLong(),
            query.value(6).toString(), query.value(7).toString(), query.value(8).toString()});
    }
    return rows;
}

QHash<qint64, FeedDecorations> StoryStore::feedDecorations() const
{
    QHash<qint64, FeedDecorations> byFeed;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, title_prefix, title_suffix, boilerplate FROM feeds"
                                   " WHERE title_prefix <> '' OR title_suffix <> '' OR boilerplate <> ''")))
        return byFeed;
    while (query.next())
        byFeed.insert(query.value(0).toLongLong(), storedDecorations(query, 1));
    return byFeed;
}

QList<EventRecord> StoryStore::events() const
{
    QList<EventRecord> events;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, COALESCE(story_id, 0), COALESCE(centre_id, 0), label, start,"
                                   " peak, finish, sources, size, EXISTS (SELECT 1 FROM events_seen s"
                                   " WHERE s.event_id = events.id AND s.person = ")
            + SqlDialect(m_db).person() + QStringLiteral(") FROM events ORDER BY start, id")))
        return events;
    QHash<qint64, qsizetype> byId;
    while (query.next()) {
        EventRecord e;
        e.id = query.value(0).toLongLong();
        e.storyId = query.value(1).toLongLong();
        e.centreId = query.value(2).toLongLong();
        e.label = query.value(3).toString();
        e.start = fromMsecs(query.value(4));
        e.peak = fromMsecs(query.value(5));
        e.end = fromMsecs(query.value(6));
        e.sources = query.value(7).toInt();
        e.size = query.value(8).toInt();
        e.seen = query.value(9).toBool();
        byId.insert(e.id, events.size());
        events.append(e);
    }
    QSqlQuery members(m_db);
    members.setForwardOnly(true);
    if (!members.exec(QStringLiteral(
            "SELECT m.event_id, m.article_id, m.distance, m.similarity, a.url, a.title, f.title, a.published"
            " FROM event_members m JOIN articles a ON a.id = m.article_id JOIN feeds f ON f.id = a.feed_id"
            " ORDER BY m.event_id, a.published, a.id")))
        return events;
    while (members.next()) {
        const auto at = byId.constFind(members.value(0).toLongLong());
        if (at == byId.cend())
            continue;
        events[at.value()].members.append({members.value(1).toLongLong(), members.value(2).toInt(),
            members.value(3).toDouble(), members.value(4).toString(), members.value(5).toString(),
            members.value(6).toString(), fromMsecs(members.value(7))});
    }
    return events;
}

bool StoryStore::setEventSeen(qint64 eventId)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO events_seen (event_id) VALUES (?) ON CONFLICT DO NOTHING"));
    query.addBindValue(eventId);
    return query.exec() || fail(query);
}

} // namespace kindred
