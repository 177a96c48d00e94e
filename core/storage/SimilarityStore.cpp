#include "storage/SimilarityStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <limits>

namespace kindred {

SimilarityStore::SimilarityStore(QSqlDatabase db) : m_db(std::move(db)), m_dialect(m_db)
{ }

QList<std::pair<qint64, quint64>> SimilarityStore::fingerprints(
    const QDateTime &from, const QDateTime &to) const
{
    QList<std::pair<qint64, quint64>> rows;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, simhash FROM articles WHERE published BETWEEN ? AND ?"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.isValid() ? to.toMSecsSinceEpoch() : std::numeric_limits<qint64>::max());
    if (!query.exec())
        return rows;
    while (query.next())
        rows.append({query.value(0).toLongLong(), quint64(query.value(1).toLongLong())});
    return rows;
}

TextWindow SimilarityStore::window(const QDateTime &from, const QDateTime &to) const
{
    TextWindow window {from, to};
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT MIN(id), MAX(id), COUNT(*) FROM articles WHERE published BETWEEN ? AND ?"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.toMSecsSinceEpoch());
    if (!query.exec() || !query.next() || query.isNull(0))
        return window;
    window.firstId = query.value(0).toLongLong();
    window.lastId = query.value(1).toLongLong();
    window.articles = query.value(2).toInt();
    return window;
}

QHash<QString, int> SimilarityStore::documentFrequencies(
    const QStringList &terms, const TextWindow &window, int atMost) const
{
    QHash<QString, int> frequencies;
    if (window.isEmpty())
        return frequencies;
    QSqlQuery query(m_db);
    // PostgreSQL plans each count for its word: a rare one reads the word index, a common one the
    // id range until the cap (a plan made once for any word would read the range for all).
    if (m_dialect.isPostgres())
        query.exec(QStringLiteral("SET plan_cache_mode = force_custom_plan"));
    query.prepare(m_dialect.documentFrequency());
    for (const QString &term : terms) {
        query.bindValue(0, m_dialect.anyOfExpression({term}));
        query.bindValue(1, window.firstId);
        query.bindValue(2, window.lastId);
        query.bindValue(3, atMost > 0 ? atMost : std::numeric_limits<int>::max());
        if (query.exec() && query.next() && query.value(0).toInt() > 0)
            frequencies.insert(term, query.value(0).toInt());
    }
    if (m_dialect.isPostgres())
        query.exec(QStringLiteral("RESET plan_cache_mode"));
    return frequencies;
}

QString SimilarityStore::matchExpression(const QStringList &terms, SqlEngine engine)
{
    return SqlDialect(engine).anyOfExpression(terms);
}

QList<TextHit> SimilarityStore::moreLikeThis(
    const QStringList &terms, const TextWindow &window, int limit) const
{
    QList<TextHit> hits;
    if (terms.isEmpty() || window.isEmpty())
        return hits;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(m_dialect.moreLikeThis());
    query.addBindValue(m_dialect.anyOfExpression(terms));
    query.addBindValue(window.firstId);
    query.addBindValue(window.lastId);
    if (m_dialect.isPostgres()) {
        query.addBindValue(window.from.toMSecsSinceEpoch());
        query.addBindValue(window.to.toMSecsSinceEpoch());
    }
    query.addBindValue(limit);
    if (!query.exec()) {
        qWarning("kindred: more-like-this failed: %s", qPrintable(query.lastError().text()));
        return hits;
    }
    while (query.next())
        hits.append({query.value(0).toLongLong(), query.value(1).toDouble()});
    return hits;
}

std::optional<double> SimilarityStore::rankOf(qint64 articleId, const QStringList &terms) const
{
    if (terms.isEmpty())
        return std::nullopt;
    QSqlQuery query(m_db);
    query.prepare(m_dialect.rankOf());
    query.addBindValue(m_dialect.anyOfExpression(terms));
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toDouble();
}

} // namespace kindred
