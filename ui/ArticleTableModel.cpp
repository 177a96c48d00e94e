#include "ArticleTableModel.h"

#include "DateText.h"

#include <QFont>
#include <QLocale>

namespace kindred {

ArticleTableModel::ArticleTableModel(ArticleStore store, int pageSize, QObject *parent)
    : QAbstractTableModel(parent), m_store(std::move(store)), m_pageSize(qMax(1, pageSize))
{ }

int ArticleTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ArticleTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ArticleTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ArticleRecord &article = m_rows.at(index.row());
    const int copies = article.groupId != 0 && article.groupSize > 1 ? article.groupSize : 0;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(article, index.column());
    case Qt::ToolTipRole:
        if (index.column() == DuplicatesColumn && copies > 0) {
            return article.isPrimary
                ? tr("%n articles tell this story; this one came first", nullptr, copies)
                : tr("%n articles tell this story; this one is a copy (distance %1)", nullptr, copies)
                      .arg(article.distance);
        }
        if (index.column() == TitleColumn)
            return article.title;
        if (index.column() == DateColumn)
            return longDateText(article.published);
        return {};
    case Qt::FontRole:
        if (!article.read && index.column() == TitleColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == DuplicatesColumn)
            return int(Qt::AlignCenter);
        if (index.column() == DateColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ArticleIdRole:
        return article.id;
    case FeedIdRole:
        return article.feedId;
    case GroupIdRole:
        return article.groupId;
    case DuplicateCountRole:
        return copies;
    case IsPrimaryRole:
        return article.isPrimary;
    case DistanceRole:
        return article.distance;
    case ReadRole:
        return article.read;
    case UrlRole:
        return article.url;
    case PublishedRole:
        return article.published;
    default:
        return {};
    }
}

QVariant ArticleTableModel::displayData(const ArticleRecord &article, int column) const
{
    switch (column) {
    case DuplicatesColumn:
        if (article.groupId != 0 && article.groupSize > 1)
            return tr("×%1", "duplicate marker: number of articles telling the story").arg(article.groupSize);
        return {};
    case TitleColumn:
        return article.title.isEmpty() ? tr("(untitled)") : article.title;
    case SourceColumn:
        return article.feedTitle;
    case DateColumn:
        return shortDateText(article.published);
    default:
        return {};
    }
}

QVariant ArticleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DuplicatesColumn:
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
    if (role == Qt::ToolTipRole && section == DuplicatesColumn)
        return tr("How many outlets carry the story");
    return {};
}

bool ArticleTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_busy && m_rows.size() < m_total;
}

void ArticleTableModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_busy)
        return;
    const int offset = int(m_rows.size());
    const QList<ArticleRecord> page = m_store.articles(m_feedId, offset, qMin(m_pageSize, m_total - offset));
    if (page.isEmpty()) {
        // The database lost articles since setFeed(): stop asking.
        m_total = offset;
        return;
    }
    // Listeners of the insert signals may ask for more again; they get it after this page is in.
    m_busy = true;
    beginInsertRows({}, offset, offset + int(page.size()) - 1);
    m_rows.append(page);
    endInsertRows();
    m_busy = false;
}

void ArticleTableModel::setFeed(qint64 feedId)
{
    beginResetModel();
    m_feedId = feedId;
    m_rows.clear();
    m_total = m_store.articleCount(feedId);
    // Rows inserted by a modelReset() listener would nest inside the reset notification (a
    // listener may call fetchMore() from there); views fetch again once the reset is over.
    m_busy = true;
    endResetModel();
    m_busy = false;
}

int ArticleTableModel::rowForArticle(qint64 articleId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == articleId)
            return int(i);
    }
    return -1;
}

bool ArticleTableModel::setRead(int row, bool read)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    ArticleRecord &article = m_rows[row];
    if (article.read == read)
        return true;
    if (!m_store.setRead(article.id, read))
        return false;
    article.read = read;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole, ReadRole});
    emit readChanged(article.feedId, read ? -1 : 1);
    return true;
}

} // namespace kindred
