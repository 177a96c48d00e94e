#include "storage/RuleStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace kindred {

RuleStore::RuleStore(QSqlDatabase db) : m_db(std::move(db))
{ }

bool RuleStore::run(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_db);
    query.prepare(sql);
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    if (query.exec())
        return true;
    m_lastError = query.lastError().text();
    return false;
}

std::optional<QList<StoredRule>> RuleStore::rules() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT name, position, enabled, definition FROM rules ORDER BY position, name")))
        return std::nullopt;
    QList<StoredRule> rules;
    while (query.next()) {
        rules.append({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt() != 0,
            query.value(3).toString()});
    }
    return rules;
}

bool RuleStore::save(const StoredRule &rule)
{
    // The person is the column's default: the role connected (PostgreSQL), '' (SQLite).
    int position = rule.position;
    if (position == StoredRule::AtEnd) {
        QSqlQuery last(m_db);
        if (!last.exec(QStringLiteral("SELECT COALESCE(MAX(position) + 1, 0) FROM rules")) || !last.next()) {
            m_lastError = last.lastError().text();
            return false;
        }
        position = last.value(0).toInt();
    }
    return run(QStringLiteral("INSERT INTO rules (name, position, enabled, definition) VALUES (?, ?, ?, ?)"
                              " ON CONFLICT (person, name) DO UPDATE SET position = excluded.position,"
                              " enabled = excluded.enabled, definition = excluded.definition"),
        {rule.name, position, rule.enabled ? 1 : 0, rule.definition});
}

bool RuleStore::remove(const QString &name)
{
    return run(QStringLiteral("DELETE FROM rules WHERE name = ?"), {name});
}

qint64 RuleStore::appliedUpTo() const
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("SELECT COALESCE(MAX(applied_up_to), 0) FROM rule_progress"))
            && query.next()
        ? query.value(0).toLongLong()
        : 0;
}

bool RuleStore::setAppliedUpTo(qint64 articleId)
{
    return run(QStringLiteral("INSERT INTO rule_progress (applied_up_to) VALUES (?)"
                              " ON CONFLICT (person) DO UPDATE SET applied_up_to = excluded.applied_up_to"),
        {articleId});
}

} // namespace kindred
