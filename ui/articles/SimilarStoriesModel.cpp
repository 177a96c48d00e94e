#include "articles/SimilarStoriesModel.h"

#include "engine/DateText.h"

#include <QLocale>

namespace kindred {

int SimilarStoriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_stories.size());
}

QVariant SimilarStoriesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SimilarStory &story = m_stories.at(index.row());
    const QString badge = story.distance >= 0 ? QLocale().toString(story.distance)
                                              : tr("text", "similar story found by its words only");
    switch (role) {
    case Qt::DisplayRole:
        return story.title.isEmpty() ? tr("(untitled)") : story.title;
    case Qt::ToolTipRole:
        return story.distance >= 0
            ? tr("%1\n%2 · %3\nFingerprints %4 bits apart; score %5")
                  .arg(story.title, story.source, longDateText(story.published))
                  .arg(story.distance)
                  .arg(QLocale().toString(story.score, 'f', 2))
            : tr("%1\n%2 · %3\nFound by its words (the fingerprints are further apart); score %4")
                  .arg(story.title, story.source, longDateText(story.published))
                  .arg(QLocale().toString(story.score, 'f', 2));
    case Qt::AccessibleTextRole:
        return story.copies > 0
            ? tr("%1, %2, %3, %n more copies", nullptr, story.copies).arg(story.title, story.source, badge)
            : tr("%1, %2, %3").arg(story.title, story.source, badge);
    case ArticleIdRole:
        return story.articleId;
    case SourceRole:
        return story.source;
    case PublishedRole:
        return story.published;
    case DistanceRole:
        return story.distance;
    case BadgeRole:
        return badge;
    case DetailRole:
        // A story's copies are one entry: "+2" says two more outlets ran it.
        return story.copies > 0
            ? tr("%1 · %2 · +%3", "source, date, number of copies of the story")
                  .arg(story.source, shortDateText(story.published), QLocale().toString(story.copies))
            : tr("%1 · %2").arg(story.source, shortDateText(story.published));
    case ScoreRole:
        return story.score;
    default:
        return {};
    }
}

void SimilarStoriesModel::setStories(qint64 articleId, const QList<SimilarStory> &stories)
{
    beginResetModel();
    m_articleId = articleId;
    m_stories = stories;
    endResetModel();
}

void SimilarStoriesModel::clear()
{
    setStories(0, {});
}

} // namespace kindred
