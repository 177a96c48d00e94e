#pragma once

#include "news/SubscriptionOpml.h"

#include <QObject>
#include <QSqlDatabase>

namespace kindred {

class IngestController;
class RefreshController;

/// The File menu's OPML import and export. An import runs in the ingest queue (it writes); its new
/// feeds then join the refresh scheduler and are fetched at once. An export reads the
/// subscriptions through the given (UI) connection and replaces the file atomically.
class OpmlController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OpmlController)

public:
    /// `ingest` and `refresh` must outlive this object; `db` is the connection exports read.
    OpmlController(
        IngestController *ingest, RefreshController *refresh, QSqlDatabase db, QObject *parent = nullptr);

    /// Queues the import of the OPML file at `path`; message() says what it did.
    void importFile(const QString &path);
    /// Writes every subscription to `path` as OPML 2.0. Returns false with the reason in `error`.
    bool exportFile(const QString &path, QString *error = nullptr);

Q_SIGNALS:
    /// One line for the status bar.
    void message(const QString &text);

private:
    void onImported(const QString &path, const OpmlImportReport &report);

    IngestController *m_ingest;
    RefreshController *m_refresh;
    QSqlDatabase m_db;
};

} // namespace kindred
