#include "news/StoryTermCache.h"

#include <QSet>
#include <algorithm>

namespace kindred {

namespace {

size_t textHash(const StoryArticleRow &row)
{
    return qHashMulti(0, row.title, row.summary, row.body);
}

} // namespace

const QList<StoryTerm> *StoryTermCache::find(const StoryArticleRow &row) const
{
    const auto kept = m_entries.constFind(row.id);
    if (kept == m_entries.cend() || kept->feedId != row.feedId
        || kept->published != row.published.toMSecsSinceEpoch() || kept->textHash != textHash(row))
        return nullptr;
    return &kept->terms;
}

const QList<StoryTerm> &StoryTermCache::keep(
    const StoryArticleRow &row, QList<StoryTerm> terms, bool madeFromStore)
{
    const qint64 published = row.published.toMSecsSinceEpoch();
    m_newest = std::max(m_newest, published);
    m_madeFromStore += madeFromStore ? 1 : 0;
    return m_entries.insert(row.id, {row.feedId, published, textHash(row), std::move(terms)})->terms;
}

void StoryTermCache::setDecorations(QHash<qint64, FeedDecorations> decorations)
{
    QSet<qint64> changed;
    for (auto it = decorations.cbegin(); it != decorations.cend(); ++it) {
        if (m_decorations.value(it.key()) != it.value())
            changed.insert(it.key());
    }
    for (auto it = m_decorations.cbegin(); it != m_decorations.cend(); ++it) {
        if (!decorations.contains(it.key()))
            changed.insert(it.key());
    }
    if (!changed.isEmpty())
        m_entries.removeIf([&changed](const auto &entry) { return changed.contains(entry.value().feedId); });
    m_decorations = std::move(decorations);
}

void StoryTermCache::prune(qsizetype limit, qint64 span)
{
    if (m_entries.size() <= limit)
        return;
    const qint64 oldest = m_newest - span;
    m_entries.removeIf([oldest](const auto &entry) { return entry.value().published < oldest; });
}

} // namespace kindred
