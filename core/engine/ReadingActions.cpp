#include "engine/ReadingActions.h"

namespace kindred {

ReadingActions::ReadingActions(ReadStateStore store, QObject *parent)
    : QObject(parent), m_store(std::move(store))
{ }

bool ReadingActions::write(const Pending &mark)
{
    switch (mark.kind) {
    case Pending::Kind::Read: {
        const std::optional<UnreadDelta> delta = m_store.setRead(mark.ids, mark.on);
        if (delta && !delta->isEmpty())
            emit readChanged(*delta, mark.on);
        return delta.has_value();
    }
    case Pending::Kind::Starred:
        if (!m_store.setStarred(mark.ids.constFirst(), mark.on))
            return false;
        emit starredChanged(mark.ids.constFirst(), mark.on);
        return true;
    case Pending::Kind::Label:
        if (!m_store.setLabel(mark.ids, mark.label, mark.on))
            return false;
        for (const qint64 id : mark.ids)
            emit labelsChanged(id);
        return true;
    case Pending::Kind::Seen:
        return m_store.setSeen(mark.ids.constFirst());
    case Pending::Kind::RenameLabel:
        if (!m_store.renameLabel(mark.label, mark.newName))
            return false;
        emit manyChanged();
        return true;
    case Pending::Kind::FeedRead:
        for (const qint64 feedId : mark.ids) {
            if (m_store.markFeedRead(feedId) < 0)
                return false;
        }
        emit manyChanged();
        return true;
    }
    return false;
}

bool ReadingActions::keepForLater(Pending mark)
{
    if (m_pending.isEmpty() && m_store.reachable())
        return false; // the server is there: a real failure
    // Shown at once; the counts follow when the marks are written.
    if (mark.kind == Pending::Kind::Read) {
        UnreadDelta shown;
        shown.changed = mark.ids;
        emit readChanged(shown, mark.on);
    } else if (mark.kind == Pending::Kind::Starred) {
        emit starredChanged(mark.ids.constFirst(), mark.on);
    }
    m_pending.append(std::move(mark));
    emit pendingChanged(m_pending.size());
    return true;
}

void ReadingActions::store(const Pending &mark, const QString &failure)
{
    // Behind marks that wait, a new one waits too: they are written in the order made.
    if (m_pending.isEmpty() && write(mark))
        return;
    if (!keepForLater(mark))
        emit failed(failure);
}

void ReadingActions::opened(qint64 articleId)
{
    store({Pending::Kind::Read, m_markCopiesRead ? m_store.groupOf(articleId) : QList<qint64> {articleId},
              true},
        tr("Could not store the read state."));
    // The version opened: the next change of its text is shown as what changed since.
    store({Pending::Kind::Seen, {articleId}, true}, tr("Could not store the read state."));
}

void ReadingActions::setRead(qint64 articleId, bool read)
{
    // Un-reading one copy does not bring the others back (Feedlane's rule).
    store({Pending::Kind::Read, {articleId}, read}, tr("Could not store the read state."));
}

void ReadingActions::markRead(const QList<qint64> &articleIds)
{
    store({Pending::Kind::Read, articleIds, true}, tr("Could not store the read state."));
}

void ReadingActions::setStarred(qint64 articleId, bool starred)
{
    store({Pending::Kind::Starred, {articleId}, starred}, tr("Could not store the star."));
}

void ReadingActions::setLabel(qint64 articleId, const QString &label, bool on)
{
    store({Pending::Kind::Label, {articleId}, on, label, {}}, tr("Could not store the label."));
}

void ReadingActions::renameLabel(const QString &from, const QString &to)
{
    store({Pending::Kind::RenameLabel, {}, true, from, to}, tr("Could not change the label."));
}

void ReadingActions::markGroupRead(qint64 articleId)
{
    store({Pending::Kind::Read, m_store.groupOf(articleId), true}, tr("Could not store the read state."));
}

void ReadingActions::markFeedRead(qint64 feedId)
{
    store({Pending::Kind::FeedRead, {feedId}, true}, tr("Could not mark the articles read."));
}

void ReadingActions::markFeedsRead(const QList<qint64> &feedIds)
{
    if (!feedIds.isEmpty())
        store({Pending::Kind::FeedRead, feedIds, true}, tr("Could not mark the articles read."));
}

qsizetype ReadingActions::writePending()
{
    if (m_pending.isEmpty())
        return 0;
    while (!m_pending.isEmpty() && write(m_pending.constFirst()))
        m_pending.removeFirst();
    emit pendingChanged(m_pending.size());
    if (m_pending.isEmpty())
        emit manyChanged(); // the counts, which waited with the marks
    return m_pending.size();
}

} // namespace kindred
