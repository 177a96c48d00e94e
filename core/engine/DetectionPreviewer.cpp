#include "engine/DetectionPreviewer.h"

#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QThread>
#include <QtConcurrent>

namespace kindred {

DetectionPreviewer::DetectionPreviewer(
    QString databasePath, QDateTime now, int liveWindowDays, QObject *parent)
    : QObject(parent)
    , m_preview(std::make_shared<DetectionPreview>())
    , m_databasePath(std::move(databasePath))
    , m_now(std::move(now))
    , m_liveWindowDays(liveWindowDays)
{
    qRegisterMetaType<DetectionRules>();
    qRegisterMetaType<DetectionOutcome>();
    connect(&m_watcher, &QFutureWatcher<Answer>::finished, this, [this] {
        m_busy = false;
        const Answer answer = m_watcher.result();
        emit ready(answer.rules, answer.tried, answer.current, answer.milliseconds);
        if (std::exchange(m_pending, false))
            start();
    });
}

DetectionPreviewer::~DetectionPreviewer()
{
    m_watcher.waitForFinished();
}

void DetectionPreviewer::request(const DetectionRules &rules, const DetectionRules &current)
{
    m_rules = rules;
    m_current = current;
    // Not m_watcher.isRunning(): a job that has ended but whose `finished` is still queued is
    // not running, and a new setFuture() would drop that signal (the preview then never shows).
    if (m_busy) {
        m_pending = true;
        return;
    }
    start();
}

void DetectionPreviewer::start()
{
    const std::shared_ptr<DetectionPreview> preview = m_preview;
    const bool load = preview->size() == 0;
    m_busy = true;
    m_watcher.setFuture(QtConcurrent::run([preview, load, rules = m_rules, current = m_current,
                                              path = m_databasePath, now = m_now, days = m_liveWindowDays] {
        if (load) {
            const QString connection
                = QStringLiteral("kindred-preview-%1").arg(quintptr(QThread::currentThreadId()), 0, 16);
            {
                QString error;
                const QSqlDatabase db = Database::open(path, connection, &error);
                if (db.isOpen()) {
                    preview->load(db, ArticleStore(db).windowEnd(now), days);
                }
            }
            Database::close(connection);
        }
        QElapsedTimer timer;
        timer.start();
        Answer answer {rules, preview->compute(rules), preview->compute(current), 0};
        answer.milliseconds = double(timer.nsecsElapsed()) / 1e6;
        return answer;
    }));
}

} // namespace kindred
