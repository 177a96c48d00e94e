#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace kindred {

/// A reader's rule as stored: its conditions and actions are one JSON text (Rule::definition()).
struct StoredRule
{
    static constexpr int AtEnd = -1; // a position: after every rule stored

    QString name;
    int position = 0; // rules apply in this order (AtEnd when saved: after the others)
    bool enabled = true;
    QString definition;
};

/// The rules of the person connected (table `rules`; on PostgreSQL row-level security keeps
/// each person's own, as their marks), and the highest article id they were applied to.
class RuleStore final
{
public:
    explicit RuleStore(QSqlDatabase db);

    /// In the order they apply; nullopt when the store cannot be read.
    std::optional<QList<StoredRule>> rules() const;
    /// Adds the rule, or replaces the one of that name (at the end for StoredRule::AtEnd).
    bool save(const StoredRule &rule);
    /// False when it failed; removing a rule that is not there is no failure.
    bool remove(const QString &name);

    /// The articles up to this id were judged by the rules (0: none yet).
    qint64 appliedUpTo() const;
    bool setAppliedUpTo(qint64 articleId);

    QString lastError() const { return m_lastError; }

private:
    bool run(const QString &sql, const QVariantList &values);

    QSqlDatabase m_db;
    QString m_lastError;
};

} // namespace kindred
