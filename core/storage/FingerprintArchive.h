#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace kindred {

/// Near-duplicate lookups in the whole stored archive, beyond the live window whose index the
/// ingest keeps in memory (a reader's "similar in the whole archive", a regroup of months).
///
/// On PostgreSQL it is Manku's permuted tables done by the server: four expression indexes on the
/// fingerprint's 16-bit blocks (schema 14). Two fingerprints at most 3 bits apart agree on at least
/// one of the four blocks (pigeonhole), so the articles that share a block with the query are every
/// candidate; a Hamming check on those gives the exact answer. A larger radius, or SQLite (one
/// person's store, no such indexes), reads every fingerprint instead: exact, and linear.
class FingerprintArchive final
{
public:
    struct Near
    {
        qint64 id = 0;
        quint64 simhash = 0;
        int distance = 0;
        friend bool operator==(const Near &, const Near &) = default;
    };

    /// The largest radius the block indexes answer (64 bits in four blocks).
    static constexpr int BlockRadius = 3;

    /// `table` holds `id` and `simhash` columns with the block indexes (the articles; a bench's own).
    explicit FingerprintArchive(QSqlDatabase db, QString table = QStringLiteral("articles"));

    /// The stored fingerprints within `radius` bits of `simhash`, nearest first (then by id);
    /// nullopt on a database error (lastError()).
    std::optional<QList<Near>> near(quint64 simhash, int radius) const;
    /// The same answer from reading every fingerprint (what near() is checked against).
    std::optional<QList<Near>> nearByScan(quint64 simhash, int radius) const;

    /// Whether near() uses the block indexes for `radius`.
    bool usesBlocks(int radius) const;

    /// The statements that make the block indexes of `table` (PostgreSQL).
    static QStringList blockIndexes(const QString &table);

    QString lastError() const { return m_lastError; }

private:
    std::optional<QList<Near>> select(
        const QString &sql, const QVariantList &values, quint64 simhash, int radius) const;

    QSqlDatabase m_db;
    QString m_table;
    mutable QString m_lastError;
};

} // namespace kindred
