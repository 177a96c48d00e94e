#include "storage/FeedStateStore.h"

#include "storage/SqlValues.h"

#include <QSqlError>

namespace kindred {

namespace {

QDateTime dateFrom(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

FetchErrorKind errorKindFrom(const QString &name)
{
    for (int kind = int(FetchErrorKind::None); kind <= int(FetchErrorKind::Canceled); ++kind) {
        if (fetchErrorKindName(FetchErrorKind(kind)) == name)
            return FetchErrorKind(kind);
    }
    return FetchErrorKind::None;
}

const QString selectStates
    = QStringLiteral("SELECT ") + FeedStateStore::stateColumns() + QStringLiteral(" FROM feeds");

} // namespace

QString FeedStateStore::stateColumns()
{
    return QStringLiteral(
        "id, url, etag, last_modified, refresh_minutes, last_fetch, last_success, last_error,"
        " last_error_kind, failures, retry_after_until, next_allowed_fetch");
}

StoredFeedState FeedStateStore::stateFrom(const QSqlQuery &query)
{
    StoredFeedState stored;
    stored.feedId = query.value(0).toLongLong();
    stored.url = query.value(1).toString();
    stored.etag = query.value(2).toString();
    stored.lastModified = query.value(3).toString();
    stored.refreshMinutes = query.value(4).toInt();
    FeedFetchState &state = stored.state;
    state.lastFetch = dateFrom(query.value(5));
    state.lastSuccess = dateFrom(query.value(6));
    state.lastError = query.value(7).toString();
    state.lastErrorKind = errorKindFrom(query.value(8).toString());
    state.consecutiveFailures = query.value(9).toInt();
    state.retryAfterUntil = dateFrom(query.value(10));
    state.nextAllowedFetch = dateFrom(query.value(11));
    return stored;
}

FeedStateStore::FeedStateStore(QSqlDatabase db) : m_db(std::move(db)), m_statements(m_db)
{ }

QList<StoredFeedState> FeedStateStore::states() const
{
    QSqlQuery &query = statement(selectStates + QStringLiteral(" ORDER BY id"));
    QList<StoredFeedState> result;
    if (query.exec()) {
        while (query.next())
            result.append(stateFrom(query));
    }
    query.finish();
    return result;
}

std::optional<StoredFeedState> FeedStateStore::state(qint64 feedId) const
{
    QSqlQuery &query = statement(selectStates + QStringLiteral(" WHERE id = ?"));
    query.bindValue(0, feedId);
    std::optional<StoredFeedState> result;
    if (query.exec() && query.next())
        result = stateFrom(query);
    query.finish();
    return result;
}

bool FeedStateStore::apply(const QList<FeedStateUpdate> &updates, int *urlsRefused)
{
    if (updates.isEmpty())
        return true;
    if (!m_db.transaction()) {
        m_lastError = m_db.lastError().text();
        return false;
    }
    for (const FeedStateUpdate &update : updates) {
        if (!applyOne(update, urlsRefused)) {
            m_db.rollback();
            return false;
        }
    }
    if (m_db.commit())
        return true;
    m_lastError = m_db.lastError().text();
    m_db.rollback();
    return false;
}

bool FeedStateStore::applyMoves(const QList<FeedStateUpdate> &updates, int *urlsRefused)
{
    for (const FeedStateUpdate &update : updates) {
        if (!update.newUrl.isEmpty() && !moveOne(update, urlsRefused))
            return false;
    }
    return true;
}

bool FeedStateStore::applyOne(const FeedStateUpdate &update, int *urlsRefused)
{
    const FeedFetchState &state = update.state;
    // The validators of a 200 go in the same statement (a worker stores thousands of these).
    const QString validators
        = update.writeValidators ? QStringLiteral(", etag = ?, last_modified = ?") : QString();
    QSqlQuery &write = statement(QStringLiteral(
        "UPDATE feeds SET last_fetch = ?, last_success = ?, last_error = ?, last_error_kind = ?,"
        " failures = ?, retry_after_until = ?, next_allowed_fetch = ?%1 WHERE id = ?")
                                     .arg(validators));
    int column = 0;
    write.bindValue(column++, msecs(state.lastFetch));
    write.bindValue(column++, msecs(state.lastSuccess));
    write.bindValue(column++, nonNull(state.lastError));
    write.bindValue(column++,
        state.lastErrorKind == FetchErrorKind::None ? QStringLiteral("")
                                                    : fetchErrorKindName(state.lastErrorKind));
    write.bindValue(column++, state.consecutiveFailures);
    write.bindValue(column++, msecs(state.retryAfterUntil));
    write.bindValue(column++, msecs(state.nextAllowedFetch));
    if (update.writeValidators) {
        write.bindValue(column++, nonNull(update.etag));
        write.bindValue(column++, nonNull(update.lastModified));
    }
    write.bindValue(column, update.feedId);
    if (!write.exec())
        return fail(write);

    return update.newUrl.isEmpty() || moveOne(update, urlsRefused);
}

bool FeedStateStore::moveOne(const FeedStateUpdate &update, int *urlsRefused)
{
    // When another subscription has the new URL already, this one keeps its own rather than
    // failing the whole batch on the UNIQUE constraint. Moving a feed to where it is already is
    // no refusal (a job asking for article pages comes again with the same move).
    QSqlQuery &move = statement(QStringLiteral("UPDATE feeds SET url = ? WHERE id = ? AND NOT EXISTS (SELECT "
                                               "1 FROM feeds WHERE url = ? AND id <> ?)"));
    move.bindValue(0, update.newUrl);
    move.bindValue(1, update.feedId);
    move.bindValue(2, update.newUrl);
    move.bindValue(3, update.feedId);
    if (!move.exec())
        return fail(move);
    if (move.numRowsAffected() == 0 && urlsRefused)
        ++*urlsRefused;
    return true;
}

bool FeedStateStore::setLastError(qint64 feedId, const QString &error)
{
    QSqlQuery &query = statement(QStringLiteral("UPDATE feeds SET last_error = ? WHERE id = ?"));
    query.bindValue(0, nonNull(error));
    query.bindValue(1, feedId);
    return query.exec() || fail(query);
}

QSqlQuery &FeedStateStore::statement(const QString &sql) const
{
    return m_statements(sql);
}

bool FeedStateStore::fail(const QSqlQuery &query)
{
    m_lastError = query.lastError().text();
    return false;
}

FeedStateUpdate stateUpdateAfterFetch(
    const StoredFeedState &feed, const FetchResult &result, const QDateTime &now, const BackoffPolicy &policy)
{
    return fetchStateUpdate(feed.feedId, recordFetch(feed.state, result, now, policy), result);
}

FeedStateUpdate fetchStateUpdate(qint64 feedId, const FeedFetchState &state, const FetchResult &result)
{
    FeedStateUpdate update;
    update.feedId = feedId;
    update.state = state;
    if (!result.ok())
        return update;
    if (result.permanentRedirectUrl.isValid())
        update.newUrl = result.permanentRedirectUrl.toString();
    // A 304 keeps the stored validators.
    update.writeValidators = !result.notModified;
    update.etag = result.etag;
    update.lastModified = result.lastModified;
    return update;
}

} // namespace kindred
