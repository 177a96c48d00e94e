#include "storage/SimilarityStore.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

SimilarityStore::SimilarityStore(QSqlDatabase db) : m_db(std::move(db)), m_dialect(m_db)
{ }

QList<std::pair<qint64, quint64>> SimilarityStore::fingerprintsSince(const QDateTime &from) const
{
    QList<std::pair<qint64, quint64>> rows;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, simhash FROM articles WHERE published >= ?"));
    query.addBindValue(from.toMSecsSinceEpoch());
    if (!query.exec())
        return rows;
    while (query.next())
        rows.append({query.value(0).toLongLong(), quint64(query.value(1).toLongLong())});
    return rows;
}

bool SimilarityStore::ensureVocabulary() const
{
    if (m_dialect.isPostgres())
        return true; // the index answers the count itself
    if (!m_vocabulary) {
        QSqlQuery query(m_db);
        m_vocabulary
            = query.exec(QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS temp.articles_fts_vocabulary "
                                        "USING fts5vocab(main, articles_fts, row)"));
    }
    return m_vocabulary;
}

QHash<QString, int> SimilarityStore::documentFrequencies(const QStringList &terms) const
{
    QHash<QString, int> frequencies;
    if (!ensureVocabulary())
        return frequencies;
    QSqlQuery query(m_db);
    query.prepare(m_dialect.documentFrequency());
    for (const QString &term : terms) {
        query.bindValue(0, term);
        if (query.exec() && query.next() && query.value(0).toInt() > 0)
            frequencies.insert(term, query.value(0).toInt());
    }
    return frequencies;
}

int SimilarityStore::documentCount() const
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM articles")) && query.next()
        ? query.value(0).toInt()
        : 0;
}

QString SimilarityStore::matchExpression(const QStringList &terms, SqlEngine engine)
{
    return SqlDialect(engine).anyOfExpression(terms);
}

QList<TextHit> SimilarityStore::moreLikeThis(
    const QStringList &terms, const QDateTime &from, const QDateTime &to, int limit) const
{
    QList<TextHit> hits;
    if (terms.isEmpty())
        return hits;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(m_dialect.moreLikeThis());
    query.addBindValue(m_dialect.anyOfExpression(terms));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.toMSecsSinceEpoch());
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
