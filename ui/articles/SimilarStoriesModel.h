#pragma once

#include "news/SimilarStories.h"

#include <QAbstractListModel>

namespace kindred {

/// The similar stories of one article, best first, for the sidebar: title, source, time and a
/// badge with the Hamming distance (or "text" when only the text search found it).
class SimilarStoriesModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimilarStoriesModel)

public:
    enum Role {
        ArticleIdRole = Qt::UserRole + 1, // qint64
        SourceRole, // QString
        PublishedRole, // QDateTime (UTC)
        DistanceRole, // int: Hamming distance, -1 when only the text search found it
        BadgeRole, // QString: "5" bits, or "text"
        DetailRole, // QString: "Source · time"
        ScoreRole, // double, 0..1
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// Shows the similar stories of `articleId`.
    void setStories(qint64 articleId, const QList<SimilarStory> &stories);
    void clear();
    qint64 articleId() const { return m_articleId; }
    const QList<SimilarStory> &stories() const { return m_stories; }

private:
    qint64 m_articleId = 0;
    QList<SimilarStory> m_stories;
};

} // namespace kindred
