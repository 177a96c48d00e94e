#pragma once

#include "fingerprint/FingerprintIndex.h"

#include <QHash>

namespace kindred {

/// The judge of the live window: which earlier article's duplicate group a new fingerprint
/// joins. Groups are stars around their primary (the first report): a newcomer joins only when
/// it is within the radius of the primary itself, so a group never becomes a chain of
/// pairwise-close articles whose ends are unrelated.
class DuplicateGrouper final
{
public:
    struct Verdict
    {
        qint64 primaryId = 0; // 0: a new story
        int distance = 0; // to that primary

        friend bool operator==(const Verdict &, const Verdict &) = default;
    };

    explicit DuplicateGrouper(int radius) : m_radius(radius) { }

    /// The group a fingerprint would join (the nearest primary within the radius, the earliest
    /// stored on a tie), never that of `notCopyOf` (the reader said it is no copy of that one).
    Verdict judge(quint64 simhash, qint64 notCopyOf = 0) const;

    /// Adds a stored article; `primaryId` is the primary of its group, or 0 when it is one.
    void add(qint64 id, quint64 simhash, qint64 primaryId);

    /// One stored article of the live window, for load().
    struct Entry
    {
        qint64 id = 0;
        quint64 simhash = 0;
        qint64 primaryId = 0; // 0 when it is its group's primary (or alone)
    };
    /// Replaces the content with `entries` at once (start-up): the index is built in one pass,
    /// many times faster than adding a million articles one by one.
    void load(const QList<Entry> &entries);
    void remove(qint64 id);
    void clear();
    qsizetype size() const { return m_live.size(); }

private:
    struct Live
    {
        quint64 simhash = 0;
        qint64 primaryId = 0;
    };

    int m_radius;
    FingerprintIndex m_index;
    QHash<qint64, Live> m_live;
};

} // namespace kindred
