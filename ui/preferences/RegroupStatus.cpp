#include "preferences/RegroupStatus.h"

#include "engine/DetectionSettings.h"
#include "engine/IngestController.h"
#include "settings/Settings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QToolButton>

namespace kindred {

namespace {

bool sameGrouping(const Ingestor::Options &a, const Ingestor::Options &b)
{
    return a.duplicateRadius == b.duplicateRadius && a.liveWindowDays == b.liveWindowDays
        && a.events.minArticles == b.events.minArticles && a.events.windowHours == b.events.windowHours
        && a.events.minSources == b.events.minSources && a.fingerprintFullText == b.fingerprintFullText;
}

} // namespace

RegroupStatus::RegroupStatus(IngestController *ingest, Settings &settings, QWidget *parent)
    : QWidget(parent)
    , m_ingest(ingest)
    , m_settings(settings)
    , m_stored(ingestOptions(settings))
    , m_wanted(m_stored)
{
    m_label = new QLabel;
    m_bar = new QProgressBar;
    m_bar->setRange(0, 100);
    m_bar->setMaximumWidth(160);
    m_cancel = new QToolButton;
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop regrouping; the groups stay as they were"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    hide();

    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_ingest->cancelRegroup();
        m_label->setText(tr("Cancelling…"));
        m_cancel->setEnabled(false);
    });
    connect(m_ingest, &IngestController::regroupProgress, this, [this](int percent, const QString &step) {
        if (!m_cancel->isEnabled())
            return; // cancelling: the last steps do not matter
        m_bar->setValue(percent);
        m_label->setText(step);
    });
    connect(m_ingest, &IngestController::regroupFinished, this, &RegroupStatus::onFinished);
}

bool RegroupStatus::regroupIfNeeded()
{
    const Ingestor::Options wanted = ingestOptions(m_settings);
    if (sameGrouping(wanted, isVisible() ? m_wanted : m_stored))
        return false;
    m_wanted = wanted;
    begin(tr("Regrouping with the new settings…"));
    return true;
}

void RegroupStatus::refingerprint(qint64 feedId)
{
    if (!m_refingerprint.contains(feedId))
        m_refingerprint.append(feedId);
    m_wanted = ingestOptions(m_settings);
    begin(tr("Fingerprinting the feed's articles again…"));
}

void RegroupStatus::upgradeFingerprints()
{
    m_wanted = ingestOptions(m_settings);
    begin(tr("Fingerprinting stored articles for this version of Kindred…"));
}

void RegroupStatus::begin(const QString &what)
{
    m_label->setText(what);
    m_bar->setValue(0);
    m_cancel->setEnabled(true);
    show();
    // A new fingerprint source makes every live article's fingerprint again.
    m_ingest->regroup(m_refingerprint, m_wanted.fingerprintFullText != m_stored.fingerprintFullText);
}

void RegroupStatus::onFinished(const RegroupResult &result)
{
    if (result.cancelled && isVisible() && m_cancel->isEnabled())
        return; // a regroup replaced by a newer one: that one reports
    hide();
    m_refingerprint.clear(); // done, or given up: the prefix applies from the next articles on
    if (result.ok()) {
        m_stored = m_wanted;
    } else {
        // The settings say again how the stored articles are grouped.
        m_settings.setValue(Settings::Key::DuplicateRadius, m_stored.duplicateRadius);
        m_settings.setValue(Settings::Key::LiveWindowDays, m_stored.liveWindowDays);
        m_settings.setValue(Settings::Key::EventMinArticles, m_stored.events.minArticles);
        m_settings.setValue(Settings::Key::EventWindowHours, m_stored.events.windowHours);
        m_settings.setValue(Settings::Key::EventMinSources, m_stored.events.minSources);
        m_settings.setValue(Settings::Key::FingerprintSource,
            m_stored.fingerprintFullText ? QStringLiteral("fulltext") : QStringLiteral("summary"));
        m_ingest->setOptions(ingestOptions(m_settings));
    }
    emit finished(describe(result), result.ok());
}

QString RegroupStatus::describe(const RegroupResult &result)
{
    if (result.cancelled)
        return tr("Regrouping cancelled: the groups and the detection settings are as they were.");
    if (!result.error.isEmpty())
        return tr("Regrouping failed, the groups and the detection settings are as they were: %1")
            .arg(result.error);
    const QLocale locale;
    return tr("Regrouped %1 articles: %2 duplicate groups, %3 breaking events; %4 articles changed group.")
        .arg(locale.toString(result.articles), locale.toString(result.groups), locale.toString(result.events),
            locale.toString(result.moved));
}

} // namespace kindred
