#pragma once

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// One duplicate group as the groups view lists it.
struct DuplicateGroupSummary
{
    qint64 id = 0;
    qint64 leadId = 0; // the first report
    QString leadTitle;
    QString leadSource;
    int copies = 0; // articles in the group, the lead included
    int sources = 0; // distinct feeds
    QList<qint64> feedIds; // the feeds that carry it
    QDateTime firstSeen; // the first copy's publication
    QDateTime lastSeen; // the last copy's
    int maxDistance = 0; // the largest Hamming distance of a copy to the lead
    int unread = 0;

    qint64 spanSeconds() const { return firstSeen.secsTo(lastSeen); }
};

/// Read side of duplicate groups: the groups of a time window, with what the groups view shows.
class GroupStore final
{
public:
    explicit GroupStore(QSqlDatabase db);

    /// The groups whose first report was published at or after `from`, newest first.
    QList<DuplicateGroupSummary> groupsSince(const QDateTime &from) const;
    /// The group an article belongs to (0 when none).
    qint64 groupOf(qint64 articleId) const;
    /// The members of a group whose text is the first report's to the letter (the same digest of
    /// the normalised text), the first report itself included.
    QSet<qint64> exactCopies(qint64 groupId) const;
    /// The group of the most articles whose first report is at or after `from` (0 when none).
    qint64 largestGroupSince(const QDateTime &from) const;

private:
    QSqlDatabase m_db;
};

} // namespace kindred
