#include "articles/ArticleListModel.h"

#include "engine/DateText.h"

#include <QFont>
#include <QLocale>

namespace kindred {

namespace {

// internalId of a top row's index; a copy row's is its group row + 1.
constexpr quintptr TopLevel = 0;

} // namespace

ArticleListModel::ArticleListModel(ArticleStore store, int pageSize, QObject *parent)
    : QAbstractItemModel(parent), m_store(std::move(store)), m_pageSize(qMax(1, pageSize))
{ }

bool ArticleListModel::groupsExpand() const
{
    return m_query.collapseCopies && ArticleQuery::matchExpression(m_query.search).isEmpty();
}

bool ArticleListModel::canExpand(const Row &row) const
{
    return groupsExpand() && row.article.groupId != 0 && row.article.groupSize > 1;
}

QModelIndex ArticleListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, TopLevel) : QModelIndex();
    if (parent.internalId() != TopLevel || parent.row() >= m_rows.size())
        return {};
    const Row &group = m_rows.at(parent.row());
    return row < group.copies.size() ? createIndex(row, column, quintptr(parent.row()) + 1) : QModelIndex();
}

QModelIndex ArticleListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopLevel);
}

int ArticleListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.internalId() != TopLevel || parent.column() != 0)
        return 0;
    return int(m_rows.at(parent.row()).copies.size());
}

int ArticleListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() && parent.internalId() != TopLevel ? 0 : ColumnCount;
}

bool ArticleListModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return !m_rows.isEmpty();
    if (parent.internalId() != TopLevel || parent.column() != 0)
        return false;
    return canExpand(m_rows.at(parent.row()));
}

const ArticleRecord *ArticleListModel::record(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    if (index.internalId() == TopLevel)
        return &m_rows.at(index.row()).article;
    return &m_rows.at(int(index.internalId() - 1)).copies.at(index.row());
}

QVariant ArticleListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ArticleRecord &article = *record(index);
    const bool copyRow = index.internalId() != TopLevel;
    const bool hasCopies = article.groupId != 0 && article.groupSize > 1;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(article, index.column(), copyRow);
    case Qt::ToolTipRole:
        return toolTip(article, index.column(), copyRow);
    case Qt::AccessibleTextRole:
        if (index.column() == TitleColumn && article.changedSinceSeen())
            return tr("%1 (updated)").arg(displayData(article, index.column(), copyRow).toString());
        return index.column() == CopiesColumn ? toolTip(article, index.column(), copyRow)
                                              : displayData(article, index.column(), copyRow);
    case Qt::FontRole:
        if (!article.read && index.column() == TitleColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == CopiesColumn)
            return int(Qt::AlignCenter);
        if (index.column() == DateColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole:
        return {};
    case ArticleIdRole:
        return article.id;
    case FeedIdRole:
        return article.feedId;
    case GroupIdRole:
        return article.groupId;
    case GroupSizeRole:
        return hasCopies ? article.groupSize : 1;
    case BadgeRole:
        return index.column() == CopiesColumn ? displayData(article, CopiesColumn, copyRow) : QVariant();
    case BadgeFilledRole:
        return !copyRow && (groupsExpand() || article.isPrimary);
    case IsCopyRowRole:
        return copyRow;
    case IsPrimaryRole:
        return article.isPrimary;
    case DistanceRole:
        return article.distance;
    case ReadRole:
        return article.read;
    case StarredRole:
        return article.starred;
    case LabelsRole:
        return index.column() == TitleColumn ? QVariant(article.labels) : QVariant();
    case UpdatedRole:
        return index.column() == TitleColumn ? QVariant(article.changedSinceSeen()) : QVariant();
    case UrlRole:
        return article.url;
    case PublishedRole:
        return article.published;
    default:
        return {};
    }
}

QVariant ArticleListModel::displayData(const ArticleRecord &article, int column, bool copyRow) const
{
    const bool hasCopies = article.groupId != 0 && article.groupSize > 1;
    switch (column) {
    case CopiesColumn:
        if (copyRow)
            return article.isPrimary ? tr("first", "copy row of the first report")
                                     : QLocale().toString(article.distance);
        if (!hasCopies)
            return {};
        if (groupsExpand())
            return tr("+%1", "collapsed group badge: number of other copies").arg(article.groupSize - 1);
        return tr("×%1", "duplicate marker: number of articles telling the story").arg(article.groupSize);
    case TitleColumn: {
        const QString title = article.title.isEmpty() ? tr("(untitled)") : article.title;
        return article.starred ? QStringLiteral("★ ") + title : title;
    }
    case SourceColumn:
        return article.feedTitle;
    case DateColumn:
        return shortDateText(article.published);
    default:
        return {};
    }
}

QVariant ArticleListModel::toolTip(const ArticleRecord &article, int column, bool copyRow) const
{
    const int copies = article.groupId != 0 ? article.groupSize : 1;
    switch (column) {
    case CopiesColumn:
        if (copyRow) {
            return article.isPrimary
                ? tr("The first report of this story")
                : tr("A copy at Hamming distance %1 from the first report").arg(article.distance);
        }
        if (copies < 2)
            return {};
        if (groupsExpand())
            return tr("%n other outlets ran this story; expand the row to see them", nullptr, copies - 1);
        return article.isPrimary
            ? tr("%n articles tell this story; this one came first", nullptr, copies)
            : tr("%n articles tell this story; this one is a copy (distance %1)", nullptr, copies)
                  .arg(article.distance);
    case TitleColumn: {
        QString tip = article.labels.isEmpty()
            ? article.title
            : tr("%1\nLabels: %2").arg(article.title, article.labels.join(QStringLiteral(", ")));
        if (article.changedSinceSeen())
            tip += u'\n' + tr("Updated %1: open it to see what changed").arg(longDateText(article.updated));
        return tip;
    }
    case DateColumn:
        return longDateText(article.published);
    default:
        return {};
    }
}

QVariant ArticleListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractItemModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case CopiesColumn:
            return QString();
        case TitleColumn:
            return tr("Title");
        case SourceColumn:
            return tr("Source");
        case DateColumn:
            return tr("Date");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && section == DateColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && section == CopiesColumn)
        return tr("How many outlets carry the story");
    return {};
}

bool ArticleListModel::canFetchMore(const QModelIndex &parent) const
{
    if (m_busy)
        return false;
    if (!parent.isValid())
        return !m_atEnd;
    if (parent.internalId() != TopLevel)
        return false;
    const Row &row = m_rows.at(parent.row());
    return canExpand(row) && !row.copiesLoaded;
}

void ArticleListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    if (!parent.isValid()) {
        loadPage(m_pageSize);
        return;
    }
    Row &row = m_rows[parent.row()];
    row.copiesLoaded = true;
    QList<ArticleRecord> copies = m_store.groupMembers(row.article.groupId);
    copies.removeIf([&](const ArticleRecord &copy) { return copy.id == row.article.id; });
    if (copies.isEmpty())
        return;
    m_busy = true;
    beginInsertRows(parent.sibling(parent.row(), 0), 0, int(copies.size()) - 1);
    row.copies = std::move(copies);
    endInsertRows();
    m_busy = false;
}

void ArticleListModel::loadPage(int count)
{
    const int offset = int(m_rows.size());
    const QList<ArticleRecord> page = m_store.articles(m_query, offset, count);
    m_atEnd = page.size() < count;
    if (page.isEmpty())
        return;
    // Listeners of the insert signals may ask for more again; they get it after this page is in.
    m_busy = true;
    beginInsertRows({}, offset, offset + int(page.size()) - 1);
    for (const ArticleRecord &article : page)
        m_rows.append(Row {article, {}, false});
    endInsertRows();
    m_busy = false;
}

void ArticleListModel::setQuery(const ArticleQuery &query)
{
    beginResetModel();
    m_query = query;
    m_rows.clear();
    m_atEnd = false;
    // Rows inserted by a modelReset() listener would nest inside the reset notification (a
    // listener may call fetchMore() from there); views fetch again once the reset is over.
    m_busy = true;
    endResetModel();
    m_busy = false;
}

void ArticleListModel::reload()
{
    const int loaded = int(m_rows.size());
    setQuery(m_query);
    if (loaded > 0)
        loadPage(qMax(loaded, m_pageSize));
}

QModelIndex ArticleListModel::indexForArticle(qint64 articleId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (row.article.id == articleId)
            return index(int(i), TitleColumn);
        for (qsizetype c = 0; c < row.copies.size(); ++c) {
            if (row.copies.at(c).id == articleId)
                return createIndex(int(c), TitleColumn, quintptr(i) + 1);
        }
    }
    return {};
}

void ArticleListModel::changed(const QModelIndex &index, const QList<int> &roles)
{
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1), roles);
}

void ArticleListModel::applyRead(const QList<qint64> &articleIds, bool read)
{
    for (const qint64 id : articleIds) {
        const QModelIndex index = indexForArticle(id);
        if (!index.isValid())
            continue;
        ArticleRecord &article = loadedRecord(index);
        if (article.read == read)
            continue;
        article.read = read;
        changed(index, {Qt::FontRole, ReadRole});
    }
}

void ArticleListModel::applyStarred(qint64 articleId, bool starred)
{
    const QModelIndex index = indexForArticle(articleId);
    if (!index.isValid())
        return;
    loadedRecord(index).starred = starred;
    changed(index, {Qt::DisplayRole, StarredRole});
}

void ArticleListModel::applySeen(qint64 articleId)
{
    const QModelIndex index = indexForArticle(articleId);
    if (!index.isValid())
        return;
    ArticleRecord &article = loadedRecord(index);
    if (article.seenVersion == article.version)
        return;
    article.seenVersion = article.version;
    changed(index, {Qt::ToolTipRole, UpdatedRole});
}

void ArticleListModel::applyLabels(qint64 articleId, const QStringList &labels)
{
    const QModelIndex index = indexForArticle(articleId);
    if (!index.isValid())
        return;
    loadedRecord(index).labels = labels;
    changed(index, {Qt::ToolTipRole, LabelsRole});
}

ArticleRecord &ArticleListModel::loadedRecord(const QModelIndex &index)
{
    return index.internalId() == TopLevel ? m_rows[index.row()].article
                                          : m_rows[int(index.internalId() - 1)].copies[index.row()];
}

} // namespace kindred
