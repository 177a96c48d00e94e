#include "engine/SimilarStoriesService.h"

#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QPointer>
#include <atomic>
#include <memory>
#include <optional>

namespace kindred {

/// The worker behind SimilarStoriesService; every member runs on the worker thread.
class SimilarStoriesWorker final : public QObject
{
    Q_OBJECT

public:
    SimilarStoriesWorker(QString databasePath, SimilarStories::Options options,
        std::shared_ptr<const std::atomic<quint64>> latest)
        : m_databasePath(std::move(databasePath))
        , m_options(options)
        , m_latest(std::move(latest))
        , m_connection(QStringLiteral("kindred-similar-%1").arg(quintptr(this), 0, 16))
    { }

    ~SimilarStoriesWorker() override
    {
        m_similar.reset();
        if (QSqlDatabase::contains(m_connection))
            Database::close(m_connection);
    }

    void setClock(SimilarStoriesService::Clock clock) { m_clock = std::move(clock); }
    void invalidate() { m_loaded = false; }
    void setOptions(const SimilarStories::Options &options)
    {
        m_options = options;
        m_similar.reset(); // made again with them at the next search
        m_opened = false;
        m_loaded = false;
    }

    void find(quint64 request, qint64 articleId)
    {
        // A request overtaken by a newer one is not worth the search.
        if (m_latest->load() != request)
            return;
        std::optional<QList<SimilarStory>> stories = search(request, articleId);
        if (m_latest->load() != request)
            return; // overtaken while it ran: it stopped at its next step
        if (m_opened && !QSqlDatabase::database(m_connection, false).isOpen()) {
            // The server went away (the driver closes a connection it lost): once more on a new one.
            m_similar.reset();
            Database::close(m_connection);
            m_opened = false;
            m_loaded = false;
            stories = search(request, articleId);
        }
        if (stories)
            emit found(request, articleId, *stories);
    }

signals:
    void found(quint64 request, qint64 articleId, const QList<kindred::SimilarStory> &stories);

private:
    // The similar stories of the article; nullopt when the database cannot be opened.
    std::optional<QList<SimilarStory>> search(quint64 request, qint64 articleId)
    {
        if (!m_opened) {
            QString error;
            QSqlDatabase db = QSqlDatabase::contains(m_connection)
                ? QSqlDatabase::database(m_connection, false)
                : Database::open(m_databasePath, m_connection, &error);
            m_opened = true;
            if (!db.isOpen())
                return std::nullopt;
            m_similar = std::make_unique<SimilarStories>(db, m_options);
        }
        if (!m_similar)
            return std::nullopt;
        if (!m_loaded) {
            // The live window ends now, or at the newest article when nothing came in lately.
            const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
            m_similar->load(ArticleStore(QSqlDatabase::database(m_connection, false)).windowEnd(now));
            m_loaded = true;
        }
        return m_similar->find(articleId, [this, request] { return m_latest->load() != request; });
    }

    QString m_databasePath;
    SimilarStories::Options m_options;
    std::shared_ptr<const std::atomic<quint64>> m_latest; // the request the UI asked last
    QString m_connection;
    SimilarStoriesService::Clock m_clock;
    std::unique_ptr<SimilarStories> m_similar;
    bool m_opened = false;
    bool m_loaded = false;
};

SimilarStoriesService::SimilarStoriesService(
    QString databasePath, SimilarStories::Options options, QObject *parent)
    : QObject(parent), m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    qRegisterMetaType<QList<SimilarStory>>();
    m_worker = new SimilarStoriesWorker(std::move(databasePath), options, m_latest);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &SimilarStoriesWorker::found, this,
        [this](quint64 request, qint64 articleId, const QList<SimilarStory> &stories) {
            if (request == m_latest->load())
                emit found(articleId, stories);
        });
    m_thread.setObjectName(QStringLiteral("similar stories"));
    m_thread.start(QThread::LowPriority);
}

SimilarStoriesService::~SimilarStoriesService()
{
    ++*m_latest; // a search running now stops at its next step
    m_thread.quit();
    m_thread.wait();
}

void SimilarStoriesService::setClock(Clock clock)
{
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, clock] { worker->setClock(clock); });
}

void SimilarStoriesService::request(qint64 articleId)
{
    const quint64 request = ++*m_latest;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request, articleId] { worker->find(request, articleId); });
}

void SimilarStoriesService::setOptions(const SimilarStories::Options &options)
{
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, options] { worker->setOptions(options); });
}

void SimilarStoriesService::invalidate()
{
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { worker->invalidate(); });
}

} // namespace kindred

#include "SimilarStoriesService.moc"
