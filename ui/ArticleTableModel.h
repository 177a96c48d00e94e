#pragma once

#include "storage/ArticleStore.h"
#include "storage/Records.h"

#include <QAbstractTableModel>
#include <QList>

namespace kindred {

/// The articles of one feed (or of all feeds), newest first, loaded in pages through
/// canFetchMore()/fetchMore() as the view scrolls (Qt's fetchmore example), so a large
/// database never sits in memory at once.
class ArticleTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleTableModel)

public:
    enum Column { DuplicatesColumn, TitleColumn, SourceColumn, DateColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        ArticleIdRole = Qt::UserRole + 1, // qint64
        FeedIdRole, // qint64
        GroupIdRole, // qint64; 0 when the article has no copies
        /// int: how many articles tell this story when it has copies (>= 2), else 0. The
        /// duplicate marker is drawn from this role.
        DuplicateCountRole,
        IsPrimaryRole, // bool: the first article of its group (or alone)
        DistanceRole, // int: Hamming distance to the group's primary
        ReadRole, // bool
        UrlRole, // QString
        PublishedRole, // QDateTime (UTC)
    };
    Q_ENUM(Role)

    static constexpr int DefaultPageSize = 200;

    explicit ArticleTableModel(ArticleStore store, int pageSize = DefaultPageSize, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    /// Shows the articles of `feedId` (0 = all feeds), starting again from the newest.
    void setFeed(qint64 feedId);
    qint64 feedId() const { return m_feedId; }
    /// Reloads the current feed after the database changed.
    void reload() { setFeed(m_feedId); }
    /// Articles the current feed holds in total (loaded or not).
    int totalCount() const { return m_total; }

    /// The loaded record at `row` (summary and body are empty; ArticleStore::article() has them).
    const ArticleRecord &record(int row) const { return m_rows.at(row); }
    /// The loaded row of `articleId`, or -1.
    int rowForArticle(qint64 articleId) const;

    /// Marks the article at `row` read or unread in the database; emits readChanged on a change.
    bool setRead(int row, bool read);

signals:
    /// An article's read state changed: `delta` is -1 when it became read, +1 when unread.
    void readChanged(qint64 feedId, int delta);

private:
    QVariant displayData(const ArticleRecord &article, int column) const;

    ArticleStore m_store;
    int m_pageSize;
    qint64 m_feedId = 0;
    int m_total = 0;
    bool m_busy = false; // inside a reset or an insert: fetchMore() must not nest
    QList<ArticleRecord> m_rows;
};

} // namespace kindred
