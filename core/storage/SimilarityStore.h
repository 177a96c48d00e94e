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

/// The stretch of the store a more-like-this reads: the articles published within [from, to],
/// and the range of ids that holds them, which the full-text index reads alone (ids follow
/// arrival, so a window's ids are a short range of a large store's).
struct TextWindow
{
    QDateTime from;
    QDateTime to;
    qint64 firstId = 0;
    qint64 lastId = -1;
    int articles = 0; // published within [from, to]

    bool isEmpty() const { return lastId < firstId; }
};

/// The queries behind "similar stories": the fingerprints of a time window (for the index) and
/// a more-like-this over the full-text index (SQLite's FTS5, PostgreSQL's tsvector; seed 001 does
/// it with Elasticsearch). Terms are the index's words: lower case, letters and digits only.
class SimilarityStore final
{
public:
    explicit SimilarityStore(QSqlDatabase db);

    /// (id, simhash) of the articles published at or after `from` (and up to `to`, when valid).
    QList<std::pair<qint64, quint64>> fingerprints(const QDateTime &from, const QDateTime &to = {}) const;

    /// The articles published within [from, to] and the range of their ids.
    TextWindow window(const QDateTime &from, const QDateTime &to) const;
    /// How many articles of the window's id range hold each term, counted up to `atMost` when it
    /// is positive (a common word's count costs as many reads as it has articles); terms none
    /// holds are left out.
    QHash<QString, int> documentFrequencies(
        const QStringList &terms, const TextWindow &window, int atMost = 0) const;

    /// Articles of the window's id range matching any of `terms`, best first, a title word worth
    /// three of a summary or body word; `limit` rows at most. On SQLite the range alone decides
    /// (an article that arrived long after its date may lie in it: callers check the dates).
    QList<TextHit> moreLikeThis(const QStringList &terms, const TextWindow &window, int limit) const;
    /// The rank one article gets for `terms` (for the article itself: the score to scale by).
    std::optional<double> rankOf(qint64 articleId, const QStringList &terms) const;

    /// Any of `terms` as the engine's query (SQLite: `"a" OR "b"`, every term a quoted string,
    /// so no term is read as FTS5 syntax: AND, NEAR, column filters, prefixes).
    static QString matchExpression(const QStringList &terms, SqlEngine engine = SqlEngine::Sqlite);

private:
    QSqlDatabase m_db;
    SqlDialect m_dialect;
};

} // namespace kindred
