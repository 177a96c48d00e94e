#pragma once

#include "news/Ingestor.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <functional>

namespace kindred {

/// What a regroup did.
struct RegroupResult
{
    int articles = 0; // of the live window, judged again
    int moved = 0; // whose group or distance changed
    int groups = 0; // duplicate groups of the window now
    int copies = 0; // articles of the window that are copies now
    int events = 0; // breaking events of the window now
    bool cancelled = false;
    QString error;
    double seconds = 0;

    bool ok() const { return !cancelled && error.isEmpty(); }
};

/// Applying new detection settings to what is stored: the duplicate groups, stories and breaking
/// events of the live window become what a fresh ingest of its articles under `options` would
/// give. The articles are judged again in the order they were stored, each joining the nearest
/// first report within the radius as the ingest's DuplicateGrouper judges it, never the one the
/// reader said it does not copy (copy_decisions); then their stories and events are placed again.
/// A copy whose first report left the live window keeps its group, as it would at an ingest.
/// Feeds whose title prefix changed can have their live articles fingerprinted again first; live
/// articles fingerprinted by an older version of Kindred always are (their feeds' articles).
///
/// All of it is one transaction: a cancel, an error or a kill in the middle leaves the old
/// grouping whole. Thread-confined to the thread that owns `db`; an Ingestor's in-memory index
/// must be loaded again afterwards (the app makes one per refresh).
class Regrouper final
{
public:
    enum class Step { Grouping, Writing, Stories };
    /// Told how far a step is (`done` of `total` articles); returning false cancels.
    using Progress = std::function<bool(Step step, qsizetype done, qsizetype total)>;

    Regrouper(QSqlDatabase db, Ingestor::Options options);

    /// Fingerprints the live articles of these feeds again first (their title prefix changed), with
    /// the weights the ingest uses now.
    void setRefingerprintFeeds(const QList<qint64> &feedIds) { m_refingerprint = feedIds; }
    /// Fingerprints every live article again first (the fingerprint source changed).
    void setRefingerprintAll(bool all) { m_refingerprintAll = all; }

    RegroupResult run(const QDateTime &now, const Progress &progress = {});

    /// Whether the live window holds fingerprints of an older version of Kindred, which a run
    /// makes again: after an upgrade, the app regroups at start.
    bool hasStaleFingerprints(const QDateTime &now) const;

private:
    QSqlDatabase m_db;
    bool refingerprint(const QDateTime &from, QString *error);

    Ingestor::Options m_options;
    QList<qint64> m_refingerprint;
    bool m_refingerprintAll = false;
};

} // namespace kindred
