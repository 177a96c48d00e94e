#pragma once

#include "news/Regrouper.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace kindred {

class IngestController;
class Settings;

/// Keeps what is stored grouped under the detection settings: when they change (the radius, the
/// event rule, the live window), a regroup runs in the background, shown in the status bar with
/// what it does, how far it is, and Cancel (hidden while none runs). A regroup cancelled or
/// failed puts those settings back, so they always say how the stored articles are grouped.
class RegroupStatus final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegroupStatus)

public:
    /// The settings are taken as how the stored articles are grouped now.
    RegroupStatus(IngestController *ingest, Settings &settings, QWidget *parent = nullptr);

    /// Starts a regroup when the settings group differently from what is stored (or than the
    /// regroup under way would); true when one was started.
    bool regroupIfNeeded();
    /// Fingerprints a feed's live articles again (its title prefix changed) and regroups.
    void refingerprint(qint64 feedId);
    /// Fingerprints the live articles an older version of Kindred stored again, and regroups.
    void upgradeFingerprints();
    QToolButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_bar; }

    /// One sentence on what a regroup did, for the status bar.
    static QString describe(const RegroupResult &result);

signals:
    /// The regroup ended; `changed`: it was applied (the views must show the new groups).
    void finished(const QString &message, bool changed);

private:
    void onFinished(const RegroupResult &result);
    void begin(const QString &what);

    IngestController *m_ingest;
    Settings &m_settings;
    Ingestor::Options m_stored; // what the stored articles are grouped under
    Ingestor::Options m_wanted; // what the regroup under way groups them under
    QList<qint64> m_refingerprint; // feeds the regroup under way (or the next) fingerprints again
    QLabel *m_label = nullptr;
    QProgressBar *m_bar = nullptr;
    QToolButton *m_cancel = nullptr;
};

} // namespace kindred
