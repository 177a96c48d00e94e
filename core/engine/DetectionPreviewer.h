#pragma once

#include "news/DetectionPreview.h"

#include <QFutureWatcher>
#include <QObject>
#include <memory>

namespace kindred {

/// Runs DetectionPreview off the UI thread: the live window is read once on a pool thread with a
/// connection of its own, then each request is judged there too; a request made while one runs
/// waits, and only the latest one is answered.
class DetectionPreviewer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetectionPreviewer)

public:
    DetectionPreviewer(QString databasePath, QDateTime now, int liveWindowDays, QObject *parent = nullptr);
    ~DetectionPreviewer() override;

    /// Asks what `rules` give; `current` are the values in force, answered beside them.
    void request(const DetectionRules &rules, const DetectionRules &current);

signals:
    void ready(const kindred::DetectionRules &rules, const kindred::DetectionOutcome &tried,
        const kindred::DetectionOutcome &current, double milliseconds);

private:
    struct Answer
    {
        DetectionRules rules;
        DetectionOutcome tried;
        DetectionOutcome current;
        double milliseconds = 0;
    };
    void start();

    std::shared_ptr<DetectionPreview> m_preview; // filled by the first job
    QFutureWatcher<Answer> m_watcher;
    QString m_databasePath;
    QDateTime m_now;
    int m_liveWindowDays;
    bool m_busy = false; // a job is out, until its `finished` arrives
    bool m_pending = false;
    DetectionRules m_rules;
    DetectionRules m_current;
};

} // namespace kindred
