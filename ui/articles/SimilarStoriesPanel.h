#pragma once

#include <QWidget>

class QLabel;
class QListView;

namespace kindred {

class SimilarStoriesModel;

/// The similar-stories sidebar: the stories close to the article being read, ranked, each with
/// its source, time and a distance badge; activating one (click, Enter) opens it.
class SimilarStoriesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimilarStoriesPanel)

public:
    explicit SimilarStoriesPanel(SimilarStoriesModel *model, QWidget *parent = nullptr);

    /// A search for the shown article is under way.
    void showSearching();
    /// The model holds the answer (perhaps none); `windowDays` is said when there is none.
    void showResults(int windowDays);
    /// No article is shown.
    void showNothing();

    QListView *listView() const { return m_list; }

signals:
    void articleActivated(qint64 articleId);

private:
    SimilarStoriesModel *m_model;
    QLabel *m_status = nullptr;
    QListView *m_list = nullptr;
};

} // namespace kindred
