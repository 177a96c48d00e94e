#include "engine/ReadingActions.h"

namespace kindred {

ReadingActions::ReadingActions(ReadStateStore store, QObject *parent)
    : QObject(parent), m_store(std::move(store))
{ }

void ReadingActions::apply(const std::optional<UnreadDelta> &delta, bool read)
{
    if (!delta) {
        emit failed(tr("Could not store the read state."));
        return;
    }
    if (!delta->isEmpty())
        emit readChanged(*delta, read);
}

void ReadingActions::opened(qint64 articleId)
{
    apply(m_store.setRead(m_markCopiesRead ? m_store.groupOf(articleId) : QList<qint64> {articleId}, true),
        true);
}

void ReadingActions::setRead(qint64 articleId, bool read)
{
    // Un-reading one copy does not bring the others back (Feedlane's rule).
    apply(m_store.setRead({articleId}, read), read);
}

void ReadingActions::setStarred(qint64 articleId, bool starred)
{
    if (m_store.setStarred(articleId, starred))
        emit starredChanged(articleId, starred);
    else
        emit failed(tr("Could not store the star."));
}

void ReadingActions::markGroupRead(qint64 articleId)
{
    apply(m_store.markGroupRead(articleId), true);
}

void ReadingActions::markFeedRead(qint64 feedId)
{
    if (m_store.markFeedRead(feedId) < 0)
        emit failed(tr("Could not mark the articles read."));
    else
        emit manyChanged();
}

} // namespace kindred
