#include "storage/SimilarityStore.h"

#include <QSqlQuery>

namespace kindred {

namespace {

// bm25 weights of the columns title, summary, body.
const QLatin1String bm25("bm25(articles_fts, 3.0, 1.0, 1.0)");

} // namespace

SimilarityStore::SimilarityStore(QSqlDatabase db) : m_db(std::move(db))
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
    query.prepare(QStringLiteral("SELECT doc FROM temp.articles_fts_vocabulary WHERE term = ?"));
    for (const QString &term : terms) {
        query.bindValue(0, term);
        if (query.exec() && query.next())
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

QString SimilarityStore::matchExpression(const QStringList &terms)
{
    QStringList quoted;
    for (QString term : terms) {
        term.replace(u'"', QStringLiteral("\"\""));
        quoted.append(u'"' + term + u'"');
    }
    return quoted.join(QStringLiteral(" OR "));
}

QList<TextHit> SimilarityStore::moreLikeThis(
    const QStringList &terms, const QDateTime &from, const QDateTime &to, int limit) const
{
    QList<TextHit> hits;
    if (terms.isEmpty())
        return hits;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT a.id, ") + bm25
        + QStringLiteral(" AS rank FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid"
                         " WHERE articles_fts MATCH ? AND a.published BETWEEN ? AND ?"
                         " ORDER BY rank LIMIT ?"));
    query.addBindValue(matchExpression(terms));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.toMSecsSinceEpoch());
    query.addBindValue(limit);
    if (!query.exec())
        return hits;
    while (query.next())
        hits.append({query.value(0).toLongLong(), query.value(1).toDouble()});
    return hits;
}

std::optional<double> SimilarityStore::rankOf(qint64 articleId, const QStringList &terms) const
{
    if (terms.isEmpty())
        return std::nullopt;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + bm25
        + QStringLiteral(" FROM articles_fts WHERE articles_fts MATCH ? AND rowid = ?"));
    query.addBindValue(matchExpression(terms));
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toDouble();
}

} // namespace kindred
