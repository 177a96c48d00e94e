#include "storage/FeedClaims.h"

#include "net/FetchTypes.h"
#include "storage/SqlDialect.h"
#include "storage/SqlValues.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <algorithm>

namespace kindred {

namespace {

// Due feeds are read in pages, oldest fetch first, until enough are claimed: a host at its limit
// with thousands of due feeds does not hide the other hosts' feeds behind it. The first page holds
// a few times the claims wanted (a round wants a dozen or so); when its hosts are all at their
// limits, which a busy fleet's are, the next pages are large: such a round reads on to the end.
constexpr int smallestPage = 32;
constexpr int largestPage = 256;

// Feeds (or host slots) named in one statement on a worker's rows: longer lists go in several, a
// shorter one repeats its last id (the same statement serves every list, prepared once).
constexpr int idsAtOnce = 32;

// Rows inserted in one statement go in groups of this many through one prepared statement of
// `rowsAtOnce` VALUES rows, the unused ones NULL and left out by its WHERE. The driver prepares a
// statement of new text in a round trip and deallocates it in another: a statement of each
// round's own size cost three round trips where this costs one.
constexpr int rowsAtOnce = 16;

QString valueRows(const QString &first, const QString &other)
{
    QStringList rows {first};
    for (int i = 1; i < rowsAtOnce; ++i)
        rows.append(other);
    return QStringLiteral("(VALUES %1) AS given").arg(rows.join(u','));
}

QString placeholders(qsizetype count)
{
    QStringList marks;
    marks.fill(QStringLiteral("?"), count);
    return marks.join(u',');
}

} // namespace

FeedClaims::FeedClaims(QSqlDatabase db, QString worker)
    : m_db(std::move(db)), m_worker(std::move(worker)), m_statements(m_db)
{ }

QString FeedClaims::hostOf(const QString &url)
{
    return limitHost(QUrl(url));
}

QString FeedClaims::knownHostOf(const QString &url)
{
    const auto known = m_hosts.constFind(url);
    if (known != m_hosts.cend())
        return *known;
    if (m_hosts.size() >= 1 << 18) // a store of that many feeds and more: a round's worth again
        m_hosts.clear();
    return *m_hosts.insert(url, hostOf(url));
}

bool FeedClaims::fail(const QString &error)
{
    m_lastError = error;
    return false;
}

bool FeedClaims::beginClaiming()
{
    const QSqlError error = SqlDialect::beginClaiming(m_db);
    return !error.isValid() || fail(error.text());
}

void FeedClaims::abandon(const QString &error)
{
    if (!error.isEmpty())
        fail(error);
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
}

bool FeedClaims::run(const QString &sql, const QVariantList &values)
{
    QSqlQuery &query = m_statements(sql);
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    return query.exec() || fail(query.lastError().text());
}

std::optional<QList<FeedClaim>> FeedClaims::claimDue(
    int max, const ClaimPolicy &policy, const QDateTime &now, int *heldBack)
{
    if (heldBack)
        *heldBack = 0;
    QList<FeedClaim> claimed;
    if (max <= 0)
        return claimed;
    if (!beginClaiming())
        return std::nullopt;
    const auto rollBack = [this](const QString &error = {}) -> std::optional<QList<FeedClaim>> {
        abandon(error);
        return std::nullopt;
    };
    const qint64 nowMs = now.toMSecsSinceEpoch();

    // Claims that ran out are a dead (or cut off) worker's: their feeds are taken over first, and
    // stay recovered (their claims in place) until a worker takes them. Learned with the busy hosts.
    QList<qint64> expired;
    std::optional<QHash<QString, int>> busyNow = busyHosts(nowMs, &expired);
    if (!busyNow)
        return rollBack();
    QHash<QString, int> &busy = *busyNow;

    const auto take = [&](const StoredFeedState &feed, bool recovered) {
        int &underWay = busy[knownHostOf(feed.url)];
        if (underWay >= policy.perHost) {
            if (heldBack)
                ++*heldBack;
            return;
        }
        ++underWay;
        claimed.append({feed, recovered});
    };

    const QString columns = FeedStateStore::stateColumns();
    if (!expired.isEmpty()) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        query.prepare(QStringLiteral("SELECT %1 FROM feeds WHERE id IN (%2) ORDER BY id")
                          .arg(columns, placeholders(expired.size())));
        for (qsizetype i = 0; i < expired.size(); ++i)
            query.bindValue(int(i), expired.at(i));
        if (!query.exec())
            return rollBack(query.lastError().text());
        while (query.next() && claimed.size() < max)
            take(FeedStateStore::stateFrom(query), true);
    }

    // Due: the interval since the last attempt is over (the feed's own, else the global one) and
    // neither a backoff nor the server's Retry-After holds it (as isFetchDue() says). A page goes on
    // after the last one as a row comparison, which feeds_by_wait answers as a range: the form
    // "waited > ? OR (waited = ? AND id > ?)" made PostgreSQL sort every feed for each page (2.2 ms
    // at 2,148 feeds against 0.1 ms, EXPLAIN ANALYZE).
    const auto due = [&columns](int page) {
        return QStringLiteral("SELECT %1, COALESCE(last_fetch, 0) AS waited FROM feeds f"
                              " WHERE (url LIKE 'http://%' OR url LIKE 'https://%')"
                              " AND NOT EXISTS (SELECT 1 FROM feed_claims c WHERE c.feed_id = f.id)"
                              " AND (last_fetch IS NULL OR last_fetch + 60000 * CASE WHEN refresh_minutes > 0"
                              " THEN refresh_minutes ELSE ? END <= ?)"
                              " AND (next_allowed_fetch IS NULL OR next_allowed_fetch <= ?)"
                              " AND (COALESCE(last_fetch, 0), id) > (?, ?)"
                              " ORDER BY COALESCE(last_fetch, 0), id LIMIT %2")
            .arg(columns)
            .arg(page);
    };
    int page = std::clamp(4 * max, smallestPage, largestPage);
    qint64 afterWaited = -1;
    qint64 afterId = 0;
    while (claimed.size() < max) {
        QSqlQuery &query = m_statements(due(page));
        const QVariantList values {qint64(policy.globalInterval.count()), nowMs, nowMs, afterWaited, afterId};
        for (qsizetype i = 0; i < values.size(); ++i)
            query.bindValue(int(i), values.at(i));
        if (!query.exec())
            return rollBack(query.lastError().text());
        int read = 0;
        while (query.next()) {
            ++read;
            afterWaited = query.value(12).toLongLong();
            afterId = query.value(0).toLongLong();
            if (claimed.size() < max) // a feed with an expired claim is not among them
                take(FeedStateStore::stateFrom(query), false);
        }
        // A page that gave some is enough for now (the worker claims again soon); one that gave
        // none, its hosts all at their limits, is followed by the next.
        if (read < page || !claimed.isEmpty())
            break;
        page = largestPage;
    }

    const qint64 until = now.addSecs(policy.lease.count()).toMSecsSinceEpoch();
    for (const FeedClaim &claim : std::as_const(claimed)) {
        if (claim.recovered
            && !run(QStringLiteral("DELETE FROM feed_claims WHERE feed_id = ?"), {claim.feed.feedId}))
            return rollBack();
    }
    // feed_id in column1, host in column2 of the given rows.
    const QString insert
        = QStringLiteral("INSERT INTO feed_claims (feed_id, worker, host, fetching, lease_until)"
                         " SELECT column1, ?, column2, 1, ? FROM %1 WHERE column1 IS NOT NULL")
              .arg(valueRows(QStringLiteral("(CAST(? AS BIGINT), ?)"), QStringLiteral("(?, ?)")));
    for (qsizetype first = 0; first < claimed.size(); first += rowsAtOnce) {
        QVariantList values {m_worker, until};
        for (qsizetype i = first; i < first + rowsAtOnce; ++i) {
            if (i < claimed.size())
                values += {claimed.at(i).feed.feedId, knownHostOf(claimed.at(i).feed.url)};
            else
                values += {QVariant(QMetaType::fromType<qint64>()), QVariant(QMetaType::fromType<QString>())};
        }
        if (!run(insert, values))
            return rollBack();
    }
    if (!m_db.commit())
        return rollBack(m_db.lastError().text());
    return claimed;
}

std::optional<QHash<QString, int>> FeedClaims::busyHosts(qint64 nowMs, QList<qint64> *expiredFeeds)
{
    // Rows with a host count what it has under way; when asked for, rows without one name a feed
    // whose claim ran out (one round trip for both: a claim round is a handful of them).
    const QString busySql = QStringLiteral(
        "SELECT host, COUNT(*) FROM feed_claims WHERE fetching = 1 AND lease_until > ? GROUP BY host"
        " UNION ALL SELECT host, COUNT(*) FROM host_slots WHERE lease_until > ? GROUP BY host");
    QSqlQuery &query = m_statements(expiredFeeds ? busySql
                + QStringLiteral(" UNION ALL SELECT NULL, feed_id FROM feed_claims WHERE lease_until <= ?")
                                                 : busySql);
    for (int i = 0; i < (expiredFeeds ? 3 : 2); ++i)
        query.bindValue(i, nowMs);
    if (!query.exec()) {
        fail(query.lastError().text());
        return std::nullopt;
    }
    QHash<QString, int> busy;
    while (query.next()) {
        if (!query.isNull(0))
            busy[query.value(0).toString()] += query.value(1).toInt();
        else if (expiredFeeds)
            expiredFeeds->append(query.value(1).toLongLong());
    }
    return busy;
}

std::optional<QList<qint64>> FeedClaims::takeHostSlots(
    const QStringList &hosts, const ClaimPolicy &policy, const QDateTime &now)
{
    QList<qint64> taken(hosts.size(), 0);
    if (hosts.isEmpty())
        return taken;
    // Under the claimers' lock, as claimDue(): two workers never both take a host's last slot.
    if (!beginClaiming())
        return std::nullopt;
    const auto rollBack = [this](const QString &error = {}) -> std::optional<QList<qint64>> {
        abandon(error);
        return std::nullopt;
    };
    const qint64 nowMs = now.toMSecsSinceEpoch();
    // A dead worker's slots stop counting when their lease runs out (renew() deletes them).
    std::optional<QHash<QString, int>> busy = busyHosts(nowMs);
    if (!busy)
        return rollBack();
    QStringList granted; // a host per slot to take
    const qint64 until = now.addSecs(policy.lease.count()).toMSecsSinceEpoch();
    for (const QString &host : hosts) {
        int &underWay = (*busy)[host];
        if (underWay < policy.perHost) {
            ++underWay;
            granted.append(host);
        }
    }
    // The host in column1 of the given rows.
    const QString sql
        = QStringLiteral("INSERT INTO host_slots (worker, host, lease_until) SELECT ?, column1, ?"
                         " FROM %1 WHERE column1 IS NOT NULL RETURNING id, host")
              .arg(valueRows(QStringLiteral("(?)"), QStringLiteral("(?)")));
    QHash<QString, qsizetype> searchFrom; // by host: where its next entry that asked may be
    for (qsizetype first = 0; first < granted.size(); first += rowsAtOnce) {
        QVariantList values {m_worker, until};
        for (qsizetype i = first; i < first + rowsAtOnce; ++i) {
            // A link without a host has the empty one (a null string would be bound as NULL and its
            // row left out: that link would wait for a slot for ever).
            if (i < granted.size())
                values.append(granted.at(i).isNull() ? QStringLiteral("") : granted.at(i));
            else
                values.append(QVariant(QMetaType::fromType<QString>()));
        }
        if (!run(sql, values))
            return rollBack();
        QSqlQuery &insert = m_statements(sql); // the statement run() ran: its rows
        // The rows may come back in any order; a host's slots are alike, so each goes to the
        // host's next entry that asked.
        while (insert.next()) {
            const QString host = insert.value(1).toString();
            qsizetype &at = searchFrom[host];
            at = hosts.indexOf(host, at);
            if (at < 0)
                return rollBack(
                    QStringLiteral("a host slot came back for a host not asked for: %1").arg(host));
            taken[at++] = insert.value(0).toLongLong();
        }
        insert.finish();
    }
    if (!m_db.commit())
        return rollBack(m_db.lastError().text());
    return taken;
}

bool FeedClaims::freeHostSlots(const QList<qint64> &slotIds)
{
    return runOnMine(QStringLiteral("DELETE FROM host_slots"), QStringLiteral("id"), slotIds);
}

bool FeedClaims::fetched(const QList<qint64> &feedIds)
{
    return runOnMine(
        QStringLiteral("UPDATE feed_claims SET fetching = 0"), QStringLiteral("feed_id"), feedIds);
}

bool FeedClaims::renew(const QDateTime &until, const QDateTime &now)
{
    const QVariantList values {until.toMSecsSinceEpoch(), m_worker};
    return run(QStringLiteral("UPDATE feed_claims SET lease_until = ? WHERE worker = ?"), values)
        && run(QStringLiteral("UPDATE host_slots SET lease_until = ? WHERE worker = ?"), values)
        && run(QStringLiteral("DELETE FROM host_slots WHERE lease_until <= ?"), {now.toMSecsSinceEpoch()});
}

bool FeedClaims::release(const QList<qint64> &feedIds)
{
    return runOnMine(QStringLiteral("DELETE FROM feed_claims"), QStringLiteral("feed_id"), feedIds);
}

bool FeedClaims::runOnMine(const QString &statement, const QString &idColumn, const QList<qint64> &ids)
{
    const QString sql = statement
        + QStringLiteral(" WHERE worker = ? AND %1 IN (%2)").arg(idColumn, placeholders(idsAtOnce));
    for (qsizetype first = 0; first < ids.size(); first += idsAtOnce) {
        QVariantList values {m_worker};
        for (qsizetype i = first; i < first + idsAtOnce; ++i)
            values.append(ids.at(std::min(i, ids.size() - 1)));
        if (!run(sql, values))
            return false;
    }
    return true;
}

bool FeedClaims::releaseAll()
{
    return run(QStringLiteral("DELETE FROM feed_claims WHERE worker = ?"), {m_worker})
        && run(QStringLiteral("DELETE FROM host_slots WHERE worker = ?"), {m_worker});
}

bool FeedClaims::expireAll()
{
    return run(QStringLiteral("UPDATE feed_claims SET lease_until = 0 WHERE worker = ?"), {m_worker})
        && run(QStringLiteral("UPDATE host_slots SET lease_until = 0 WHERE worker = ?"), {m_worker});
}

int FeedClaims::held() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM feed_claims WHERE worker = ?"));
    query.bindValue(0, m_worker);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

int FeedClaims::heldByOthers(const QDateTime &now) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM feed_claims WHERE worker <> ? AND lease_until > ?"));
    query.bindValue(0, m_worker);
    query.bindValue(1, now.toMSecsSinceEpoch());
    return query.exec() && query.next() ? query.value(0).toInt() : -1;
}

} // namespace kindred
