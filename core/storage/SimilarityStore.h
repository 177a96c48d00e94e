#pragma once

#include "storage/SqlDialect.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <optional>

namespace kindred {

/// One hit of a full-text query and its rank, comparable only with ranks of the same terms on the
/// same engine (SQLite's bm25 is negative, PostgreSQL's ts_rank positive; a ratio of two is not).
struct TextHit
{
    qint64 articleId = 0;
    double rank = 0;
};

/// The queries behind "similar stories": the fingerprints of a time window (for the index) and
/// a more-like-this over the full-text index (SQLite's FTS5, PostgreSQL's tsvector; seed 001 does
/// it with Elasticsearch). Terms are the index's words: lower case, letters and digits only.
class SimilarityStore final
{
public:
    explicit SimilarityStore(QSqlDatabase db);

    /// (id, simhash) of the articles published at or after `from`.
    QList<std::pair<qint64, quint64>> fingerprintsSince(const QDateTime &from) const;

    /// How many articles hold each term (SQLite: from a temporary fts5vocab table on this
    /// connection); terms the index does not hold are left out.
    QHash<QString, int> documentFrequencies(const QStringList &terms) const;
    int documentCount() const;

    /// Articles matching any of `terms`, published within [from, to], best first, a title word
    /// worth three of a summary or body word. `limit` rows at most.
    QList<TextHit> moreLikeThis(
        const QStringList &terms, const QDateTime &from, const QDateTime &to, int limit) const;
    /// The rank one article gets for `terms` (for the article itself: the score to scale by).
    std::optional<double> rankOf(qint64 articleId, const QStringList &terms) const;

    /// Any of `terms` as the engine's query (SQLite: `"a" OR "b"`, every term a quoted string,
    /// so no term is read as FTS5 syntax: AND, NEAR, column filters, prefixes).
    static QString matchExpression(const QStringList &terms, SqlEngine engine = SqlEngine::Sqlite);

private:
    bool ensureVocabulary() const;

    QSqlDatabase m_db;
    SqlDialect m_dialect;
    mutable bool m_vocabulary = false;
};

} // namespace kindred
