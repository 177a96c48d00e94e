#pragma once

#include "fingerprint/FingerprintIndex.h"
#include "news/GroupHeadlines.h"

#include <QHash>

namespace kindred {

/// The judge of the live window: which earlier article's duplicate group a new article joins.
/// Groups are stars around their primary (the first report): a newcomer joins only when it is
/// within the radius of the primary itself, so a group never becomes a chain of pairwise-close
/// articles whose ends are unrelated.
/// Two items of one feed under different headlines are never grouped (GroupHeadlines).
class DuplicateGrouper final
{
public:
    struct Verdict
    {
        qint64 primaryId = 0; // 0: a new story
        int distance = 0; // to that primary

        friend bool operator==(const Verdict &, const Verdict &) = default;
    };

    /// What the grouper knows of an article.
    struct Article
    {
        quint64 simhash = 0;
        qint64 feedId = 0; // 0: unknown, then the rule of one feed does not apply
        quint64 titleKey = 0; // titleKey() of its headline

        friend bool operator==(const Article &, const Article &) = default;
    };

    static quint64 titleKey(QStringView title) { return GroupHeadlines::titleKey(title); }

    explicit DuplicateGrouper(int radius) : m_radius(radius) { }

    /// The group an article would join (the nearest primary within the radius; on a tie the one
    /// under the same headline, then the earliest stored), never that of `notCopyOf` (the reader said it is
    /// no copy of that one), nor one that holds an item of the same feed under another headline.
    Verdict judge(const Article &article, qint64 notCopyOf = 0) const;

    /// Adds a stored article; `primaryId` is the primary of its group, or 0 when it is one.
    void add(qint64 id, const Article &article, qint64 primaryId);

    /// One stored article of the live window, for load().
    struct Entry
    {
        qint64 id = 0;
        Article article;
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
        Article article;
        qint64 primaryId = 0;
    };
    static GroupHeadlines::Item itemOf(const Article &article) { return {article.feedId, article.titleKey}; }

    int m_radius;
    FingerprintIndex m_index;
    QHash<qint64, Live> m_live;
    GroupHeadlines m_headlines;
};

} // namespace kindred
