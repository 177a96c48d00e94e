#include "engine/OpmlController.h"

#include "engine/IngestController.h"
#include "engine/RefreshController.h"
#include "storage/SubscriptionStore.h"

#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

namespace kindred {

OpmlController::OpmlController(
    IngestController *ingest, RefreshController *refresh, QSqlDatabase db, QObject *parent)
    : QObject(parent), m_ingest(ingest), m_refresh(refresh), m_db(std::move(db))
{
    connect(m_ingest, &IngestController::subscriptionsImported, this, &OpmlController::onImported);
}

void OpmlController::importFile(const QString &path)
{
    m_ingest->addOpmlFile(path);
}

bool OpmlController::exportFile(const QString &path, QString *error)
{
    QString reason;
    const QByteArray opml = exportOpml(SubscriptionStore(m_db), &reason);
    if (reason.isEmpty()) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(opml) != opml.size() || !file.commit())
            reason = file.errorString();
    }
    if (!reason.isEmpty()) {
        if (error)
            *error = reason;
        Q_EMIT message(tr("Could not export the subscriptions to %1: %2").arg(path, reason));
        return false;
    }
    Q_EMIT message(tr("Subscriptions exported to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

void OpmlController::onImported(const QString &path, const OpmlImportReport &report)
{
    if (report.readable && report.databaseError.isEmpty()) {
        Q_EMIT message(tr("%1: %n new feed(s), %2 already subscribed", nullptr, report.added)
                           .arg(QFileInfo(path).fileName(), QLocale().toString(report.skipped())));
    }
    // Failures reach the status bar as the import job's errors.
    if (!report.addedFeedIds.isEmpty())
        m_refresh->refreshNewFeeds(report.addedFeedIds);
}

} // namespace kindred
