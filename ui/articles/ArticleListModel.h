#pragma once

#include "storage/ArticleQuery.h"
#include "storage/ArticleStore.h"
#include "storage/Records.h"

#include <QAbstractItemModel>
#include <QList>

namespace kindred {

/// The article list: the rows of an ArticleQuery (a feed or all, copies collapsed or not,
/// filtered, searched, ordered), loaded in pages through canFetchMore()/fetchMore() as the view
/// scrolls (Qt's fetchmore example), so a large database never sits in memory at once. With
/// copies collapsed a row stands for its duplicate group and expands in place to the other
/// copies (loaded when first expanded), each with its source, time and distance.
class ArticleListModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleListModel)

public:
    enum Column { CopiesColumn, TitleColumn, SourceColumn, DateColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        ArticleIdRole = Qt::UserRole + 1, // qint64
        FeedIdRole, // qint64
        GroupIdRole, // qint64; 0 when the article has no copies
        GroupSizeRole, // int: articles telling this story, itself included (1 when alone)
        /// QString: the badge of the copies column ("+3" on a collapsed row, "×4" uncollapsed,
        /// empty when the article has no copies); a copy row shows its distance instead.
        BadgeRole,
        BadgeFilledRole, // bool: the badge of a first report (or a collapsed group) is filled
        IsCopyRowRole, // bool: a row under an expanded group
        IsPrimaryRole, // bool: the first report of its group (or alone)
        DistanceRole, // int: Hamming distance to the group's first report
        ReadRole, // bool
        StarredRole, // bool
        UrlRole, // QString
        PublishedRole, // QDateTime (UTC)
        LabelsRole, // QStringList: the reader's labels on it (title column only)
        UpdatedRole, // bool: its feed sent it changed since the reader opened it (title column only)
    };
    Q_ENUM(Role)

    static constexpr int DefaultPageSize = 200;

    explicit ArticleListModel(ArticleStore store, int pageSize = DefaultPageSize, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    /// Shows what `query` selects, starting again from the first page.
    void setQuery(const ArticleQuery &query);
    const ArticleQuery &query() const { return m_query; }
    /// Reads the rows again after the database changed (the first page, and as many more as
    /// were loaded, so the reader's place stays).
    void reload();

    /// The loaded record of `index` (summary and body are empty; ArticleStore::article() has them).
    const ArticleRecord *record(const QModelIndex &index) const;
    /// The loaded row of `articleId` (a top row, or a copy row of an expanded group), or invalid.
    QModelIndex indexForArticle(qint64 articleId) const;
    /// Rows loaded at the top level.
    int loadedCount() const { return int(m_rows.size()); }

    /// Updates loaded rows after their read or starred state or their labels changed in the database.
    void applyRead(const QList<qint64> &articleIds, bool read);
    void applyStarred(qint64 articleId, bool starred);
    void applyLabels(qint64 articleId, const QStringList &labels);
    /// The reader opened the article as it is now: no longer shown as updated.
    void applySeen(qint64 articleId);

private:
    /// The loaded record a valid index shows, to change in place.
    ArticleRecord &loadedRecord(const QModelIndex &index);

    struct Row
    {
        ArticleRecord article;
        QList<ArticleRecord> copies; // the other members, once expanded
        bool copiesLoaded = false;
    };

    bool groupsExpand() const;
    bool canExpand(const Row &row) const;
    QVariant displayData(const ArticleRecord &article, int column, bool copyRow) const;
    QVariant toolTip(const ArticleRecord &article, int column, bool copyRow) const;
    void loadPage(int count);
    void changed(const QModelIndex &index, const QList<int> &roles);

    ArticleStore m_store;
    int m_pageSize;
    ArticleQuery m_query;
    bool m_atEnd = true;
    bool m_busy = false; // inside a reset or an insert: fetchMore() must not nest
    QList<Row> m_rows;
};

} // namespace kindred
