// StoryTracker's moments that decide for good, fixed by the ordered stream and never by where a
// run's saves fall: a member's place in its story's event (judge()) and the story an article
// leaves the graph in (settle()).
#include "news/StoryTracker.h"

namespace kindred {

void StoryTracker::judge(qint64 published)
{
    const qint64 before = judgedBefore(published, m_options.events.clustering);
    if (before <= m_judgedBefore)
        return;
    QHash<qint64, QList<qint64>> due;
    for (const qint64 id : m_clusterer.publishedIn(m_judgedBefore, before)) {
        // Restored, and due before the newest restored article came: its run judged it.
        if (m_restored.contains(id)
            && m_clusterer.article(id)->published
                < judgedBefore(m_restoredNewest, m_options.events.clustering))
            m_judged.insert(id, {true, std::nullopt});
        else
            due[m_clusterer.storyOf(id)].append(id);
    }
    m_judgedBefore = before;
    for (auto it = due.cbegin(); it != due.cend(); ++it) {
        const QHash<qint64, EventMember> in = eventMembersById(m_clusterer, it.key());
        for (const qint64 id : it.value()) {
            Judged judged;
            if (const auto member = in.constFind(id); member != in.cend())
                judged.member = EventMemberRecord {id, member->distance, member->similarity, {}, {}, {}, {}};
            m_judged.insert(id, judged);
        }
        m_judgedStories.insert(it.key());
    }
}

void StoryTracker::applyJudged(EventRecord &event) const
{
    const auto judged = [this](qint64 id) { return m_judged.contains(id); };
    event.members.removeIf([&](const EventMemberRecord &member) { return judged(member.articleId); });
    event.leftOut.removeIf(judged);
    for (const qint64 id : m_clusterer.story(event.storyId)->members) {
        const auto it = m_judged.constFind(id);
        if (it == m_judged.cend() || it->asStored)
            continue;
        if (it->member)
            event.members.append(*it->member);
        else
            event.leftOut.append(id);
    }
}

void StoryTracker::settle(qint64 published)
{
    const QList<qint64> leaving = m_clusterer.leavingBefore(published);
    if (leaving.isEmpty())
        return;
    QHash<qint64, QList<qint64>> byStory;
    for (const qint64 id : leaving)
        byStory[m_clusterer.storyOf(id)].append(id);
    const qsizetype merges = m_clusterer.pendingMerges().size();
    for (auto it = byStory.cbegin(); it != byStory.cend(); ++it) {
        for (const qint64 id : it.value()) {
            Settled settled {it.key(), merges, std::nullopt};
            if (const auto judged = m_judged.constFind(id); judged != m_judged.cend()) {
                if (!judged->asStored)
                    settled.judged = *judged;
                m_judged.erase(judged);
            }
            m_settled.insert(id, settled);
            m_restored.remove(id);
        }
        if (it.value().size() == m_clusterer.story(it.key())->members.size())
            m_settledRows.insert(it.key(), storyRecord(it.key()));
    }
}

qint64 StoryTracker::settledStory(const Settled &settled, const QList<StoryClusterer::Merge> &merges)
{
    qint64 key = settled.story;
    for (qsizetype i = settled.mergesBefore; i < merges.size(); ++i) {
        if (merges[i].absorbed == key)
            key = merges[i].into;
    }
    return key;
}

} // namespace kindred
