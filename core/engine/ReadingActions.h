#pragma once

#include "storage/ReadStateStore.h"

#include <QObject>

namespace kindred {

/// What the reader does to articles: open one (marked read, its copies too when
/// `markCopiesRead`), toggle read or starred, give or take a label, mark a group, a feed or
/// everything read. Writes
/// through a ReadStateStore on the UI connection (small, user-paced changes) and tells the
/// models what changed, so no list is read again. While the database server is away, marks are
/// kept in order and written by writePending() once the connection is back; the lists show them
/// at once (their counts follow when the marks are written).
class ReadingActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReadingActions)

public:
    explicit ReadingActions(ReadStateStore store, QObject *parent = nullptr);

    /// Writes through `store` from now on (the connection was opened again: statements prepared
    /// on the old one are gone).
    void setStore(ReadStateStore store) { m_store = std::move(store); }
    void setMarkCopiesRead(bool on) { m_markCopiesRead = on; }
    bool markCopiesRead() const { return m_markCopiesRead; }

    /// The article was opened: it is read, and so are its copies when the setting says so, and
    /// its version is the one the reader saw (ArticleRecord::changedSinceSeen()). Copies are never
    /// touched before one of them is opened.
    void opened(qint64 articleId);
    void setRead(qint64 articleId, bool read);
    /// These articles read (what a saved search or a label lists).
    void markRead(const QList<qint64> &articleIds);
    void setStarred(qint64 articleId, bool starred);
    /// Gives the article `label` (on) or takes it off (storage/ArticleLabels.h).
    void setLabel(qint64 articleId, const QString &label, bool on);
    /// Renames a label on every article (an empty `to`: takes it off every article); then
    /// manyChanged().
    void renameLabel(const QString &from, const QString &to);
    void markGroupRead(qint64 articleId);
    /// Every article of a feed (0 = of every feed) read; the lists must be read again.
    void markFeedRead(qint64 feedId);
    /// Every article of these feeds (a folder's) read, then manyChanged() once.
    void markFeedsRead(const QList<qint64> &feedIds);

    /// How many marks wait for the server.
    qsizetype pendingCount() const { return m_pending.size(); }
    /// Writes the marks that waited, in the order they were made; stops at the first that fails
    /// (the server went again) and keeps it and the rest. Returns how many are left.
    qsizetype writePending();

signals:
    /// `delta.changed` became read (`read`) or unread; counts moved by `delta`.
    void readChanged(const kindred::UnreadDelta &delta, bool read);
    void starredChanged(qint64 articleId, bool starred);
    /// The article's labels changed (ArticleStore::article() reads them).
    void labelsChanged(qint64 articleId);
    /// Many articles changed at once (a feed marked read): read the lists and counts again.
    void manyChanged();
    /// A change could not be stored.
    void failed(const QString &message);
    /// Marks wait for the server (`count` of them), or were all written (0).
    void pendingChanged(qsizetype count);

private:
    // A mark made while the server was away.
    struct Pending
    {
        enum class Kind { Read, Starred, FeedRead, Label, RenameLabel, Seen } kind;
        QList<qint64> ids; // articles; the feed for FeedRead (0: every feed)
        bool on = true;
        QString label {}; // Label's; RenameLabel's old name
        QString newName {}; // RenameLabel's
    };

    // Writes `mark` now, or keeps it for later; says `failure` when neither can be.
    void store(const Pending &mark, const QString &failure);
    bool write(const Pending &mark);
    // Keeps `mark` for later when the server is away (and shows it); false for any other failure.
    bool keepForLater(Pending mark);

    ReadStateStore m_store;
    bool m_markCopiesRead = true;
    QList<Pending> m_pending;
};

} // namespace kindred
