#pragma once

#include "storage/StatementCache.h"

#include <QDateTime>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <functional>

namespace kindred {

/// The user's word on duplicate groups: "not a copy" takes an article out of its group and
/// records the decision (table copy_decisions), so restarts, retention and regrouping keep it
/// out; undoSplit() puts it back. Each call is one transaction on the connection it is given.
class CopyDecisionStore final
{
public:
    explicit CopyDecisionStore(QSqlDatabase db);

    /// Takes `articleId` out of its duplicate group (the group is repaired: a group left alone
    /// dissolves, a group that lost its first report is led by the next one). False when the
    /// article is in no group, or on a database error (then nothing changed).
    bool splitOut(qint64 articleId, const QDateTime &when);
    /// Puts a split article back into the group it left (the group of the article it was said
    /// not to copy), at its Hamming distance to that group's first report. False when it was not
    /// split, has meanwhile joined another group, or the group is gone.
    bool undoSplit(qint64 articleId);

    bool isSplit(qint64 articleId) const;
    /// Every decision: split article -> the article it is not a copy of.
    QHash<qint64, qint64> decisions() const;

    QString lastError() const { return m_lastError; }

private:
    bool inTransaction(const std::function<bool()> &work);
    bool fail(const QSqlQuery &query);
    bool fail(const QString &message);

    QSqlDatabase m_db;
    mutable StatementCache m_statement;
    QString m_lastError;
};

} // namespace kindred
