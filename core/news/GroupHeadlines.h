#pragma once

#include <QHash>
#include <QStringView>

namespace kindred {

/// The rule of one feed: two items of one feed under different headlines are never copies of one
/// another, however close their fingerprints. A feed's numbered series (a project's releases, a
/// podcast's episodes, "sunset reminder" notices) shares its template text, and the number that
/// tells its items apart carries no weight in the fingerprint. A feed that sends one item again
/// under a new guid keeps its headline, and that copy is found.
///
/// Keeps, for each duplicate group, the headline each feed's copies in it carry, so that a judge
/// (DuplicateGrouper, DetectionPreview) can ask whether a newcomer may join.
class GroupHeadlines final
{
public:
    /// What the rule needs to know of an article.
    struct Item
    {
        qint64 feedId = 0; // 0: unknown, then the rule does not apply
        quint64 titleKey = 0; // titleKey() of its headline

        friend bool operator==(const Item &, const Item &) = default;
    };

    /// Equal for two headlines that differ only in case, spacing, punctuation and wire markers.
    static quint64 titleKey(QStringView title);

    /// Whether `newcomer` may join the group led by `primaryId`, whose own item is `primary`.
    bool admits(qint64 primaryId, const Item &primary, const Item &newcomer) const;
    /// A copy joined (or left) the group led by `primaryId`.
    void addCopy(qint64 primaryId, const Item &copy);
    void removeCopy(qint64 primaryId, const Item &copy);
    void clear() { m_groups.clear(); }

private:
    struct FeedHeadline
    {
        quint64 titleKey = 0;
        int copies = 0;
        bool mixed = false; // copies of this feed under several headlines (grouped by older rules)
    };
    // Primary id -> feed id -> the headline of that feed's copies. Groups without copies have no
    // entry: their primary's item is given to admits().
    QHash<qint64, QHash<qint64, FeedHeadline>> m_groups;
};

} // namespace kindred
