#include "news/GroupHeadlines.h"

#include "text/TextNormalizer.h"

namespace kindred {

quint64 GroupHeadlines::titleKey(QStringView title)
{
    // Letters and digits only, case folded, wire markers left out: "Nite 2" and "Nite 3" differ,
    // "Nite 2!" and "UPDATE 1-Nite 2" do not.
    const QString stripped = stripTitleMarkers(title.toString());
    QString key;
    key.reserve(stripped.size());
    for (const QChar c : stripped) {
        if (c.isLetterOrNumber())
            key.append(c.toCaseFolded());
    }
    const quint64 hash = quint64(qHash(key, 0x6b696e64)); // never stored: stable within a run is enough
    return hash == 0 ? 1 : hash;
}

bool GroupHeadlines::admits(qint64 primaryId, const Item &primary, const Item &newcomer) const
{
    if (newcomer.feedId == 0)
        return true;
    if (primary.feedId == newcomer.feedId && primary.titleKey != newcomer.titleKey)
        return false;
    const auto group = m_groups.constFind(primaryId);
    if (group == m_groups.cend())
        return true;
    const auto feed = group->constFind(newcomer.feedId);
    return feed == group->cend() || (!feed->mixed && feed->titleKey == newcomer.titleKey);
}

void GroupHeadlines::addCopy(qint64 primaryId, const Item &copy)
{
    if (copy.feedId == 0)
        return;
    FeedHeadline &feed = m_groups[primaryId][copy.feedId];
    if (feed.copies > 0 && feed.titleKey != copy.titleKey)
        feed.mixed = true;
    feed.titleKey = copy.titleKey;
    ++feed.copies;
}

void GroupHeadlines::removeCopy(qint64 primaryId, const Item &copy)
{
    if (copy.feedId == 0)
        return;
    const auto group = m_groups.find(primaryId);
    if (group == m_groups.end())
        return;
    const auto feed = group->find(copy.feedId);
    if (feed != group->end() && --feed->copies <= 0)
        group->erase(feed);
    if (group->isEmpty())
        m_groups.erase(group);
}

} // namespace kindred
