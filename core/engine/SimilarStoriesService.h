#pragma once

#include "news/SimilarStories.h"

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

namespace kindred {

class SimilarStoriesWorker;

/// Finds an article's similar stories off the UI thread: a worker on a thread of its own, with
/// its own database connection and the simhash index of the live window (loaded on first use and
/// again after invalidate(); it ends now, or at the newest article when nothing came in lately). Only the
/// answer to the latest request is reported: a search that a newer request overtakes is skipped, or
/// stops at its next step when it is running (SimilarStories::find()), and so does one running when
/// the service goes.
class SimilarStoriesService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimilarStoriesService)

public:
    using Clock = std::function<QDateTime()>;

    SimilarStoriesService(QString databasePath, SimilarStories::Options options, QObject *parent = nullptr);
    /// Stops the worker thread; a running search stops at its next step.
    ~SimilarStoriesService() override;

    void setClock(Clock clock);
    /// Asks for the similar stories of `articleId`; found() answers (unless another request came first).
    void request(qint64 articleId);
    /// The band and window to search (the user applied new settings); from the next request on.
    void setOptions(const SimilarStories::Options &options);
    /// The database gained articles: the index is loaded again before the next search.
    void invalidate();

signals:
    void found(qint64 articleId, const QList<kindred::SimilarStory> &stories);

private:
    QThread m_thread;
    SimilarStoriesWorker *m_worker = nullptr; // lives on m_thread
    std::shared_ptr<std::atomic<quint64>> m_latest; // the latest request, read by the worker too
};

} // namespace kindred
