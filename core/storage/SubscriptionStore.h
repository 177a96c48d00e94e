#pragma once

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace kindred {

/// A feed to subscribe to. `folder` is a path of folder names, outermost first; empty = top level.
struct NewSubscription
{
    QString url;
    QString title;
    QString siteLink;
    QStringList folder;
};

/// What subscribing one feed did.
struct SubscribeResult
{
    qint64 feedId = 0; // the stored feed (also when it was already subscribed); 0 when refused
    bool added = false; // false: already subscribed (feedId set) or refused (error set)
    QString error;
};

/// A stored subscription with its folder and the state of its last fetch.
struct Subscription
{
    qint64 id = 0;
    QString url;
    QString title;
    QString siteLink;
    qint64 folderId = 0; // 0 = top level
    QStringList folder; // the folder's path, outermost first
    int refreshMinutes = 0; // 0 = the global refresh interval
    int articleCount = 0;
    QString lastError; // empty when the last fetch succeeded
    QDateTime lastFetched;
    int failures = 0; // fetches failed in a row
    QString attribute; // what kind of outlet the reader says it is ("wire", a region); may be empty
};

/// A folder of subscriptions; folders nest and are identified by (parent, name).
struct SubscriptionFolder
{
    qint64 id = 0;
    qint64 parentId = 0; // 0 = top level
    QString name;
    QStringList path; // outermost first, the folder's own name last
};

/// Subscriptions and their folders in the database: subscribe (creating folders as needed, never
/// the same feed twice), list, move, rename and unsubscribe. Per-feed title prefix, full-text mode
/// and retention are set through StoreWriter. Every change that touches several rows is one
/// transaction (BEGIN IMMEDIATE, or a savepoint inside a caller's transaction). Works on the
/// connection it is given, on that connection's thread.
class SubscriptionStore final
{
public:
    explicit SubscriptionStore(QSqlDatabase db);

    /// Subscribes every feed in one transaction. A URL already stored (compared by feedUrlKey())
    /// or listed earlier in `feeds` is not added again; a URL that is not absolute http, https or
    /// file is refused with an error. On a database error nothing is stored, every result carries
    /// that error and lastError() says it (it is cleared otherwise).
    QList<SubscribeResult> subscribe(const QList<NewSubscription> &feeds);
    SubscribeResult subscribe(const NewSubscription &feed);

    /// Every subscription, ordered by folder path and then title (the order export writes).
    /// On a database error the list is empty and lastError() says why (it is cleared otherwise).
    QList<Subscription> subscriptions() const;
    /// Every folder, parents before their children; errors as for subscriptions().
    QList<SubscriptionFolder> folders() const;
    /// The id of the subscription to this feed (compared by feedUrlKey()), 0 when there is none.
    qint64 findFeed(const QString &url) const;

    /// Returns the folder at `path`, creating the missing ones; 0 for an empty path, -1 on failure.
    qint64 createFolder(const QStringList &path);
    /// Fails when a sibling already has that name.
    bool renameFolder(qint64 folderId, const QString &name);
    /// Removes the folder and the folders inside it; their feeds move to the top level.
    bool removeFolder(qint64 folderId);

    /// Moves the feed into the folder at `path` (created as needed; empty = top level).
    bool moveToFolder(qint64 feedId, const QStringList &path);
    bool rename(qint64 feedId, const QString &title);
    /// Minutes between refreshes of this feed; 0 follows the global setting.
    bool setRefreshMinutes(qint64 feedId, int minutes);
    /// A preferred feed's copy leads a collapsed duplicate group in the article list.
    bool setPreferred(qint64 feedId, bool preferred);
    /// Removes the feed; its articles go with it (ON DELETE CASCADE).
    bool unsubscribe(qint64 feedId);

    QString lastError() const { return m_lastError; }
    /// Why `url` cannot be a feed's address (not absolute, not http(s) or file, no host); empty when it can.
    static QString addressProblem(const QString &url);

private:
    qint64 childFolder(qint64 parentId, const QString &name); // 0 when absent, -1 on failure
    qint64 folderAt(const QStringList &path); // creates what is missing; -1 on failure
    // Runs one statement that must change a row; `missing` is the error when none changed.
    bool changeRow(const QString &sql, const QVariantList &values, const QString &missing);
    bool exec(QSqlQuery &query);
    bool run(const QString &sql);
    bool begin();
    bool finish(bool ok);

    QSqlDatabase m_db;
    mutable QString m_lastError;
    bool m_savepoint = false; // the change in progress nests in a caller's transaction
};

/// Splits a folder path written "News/Tech" into its names, dropping empty ones.
QStringList splitFolderPath(const QString &path);
/// Writes a folder path as "News/Tech".
QString joinFolderPath(const QStringList &path);

} // namespace kindred
