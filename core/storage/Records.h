#pragma once

#include "feed/Feed.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace kindred {

/// A subscription as the UI and the CLI see it.
struct FeedRecord
{
    qint64 id = 0;
    QString url;
    QString title;
    QString siteLink;
    QString titlePrefix; // stripped from item titles before fingerprinting
    QString lastError; // empty when the last fetch succeeded
    QDateTime lastFetched;
    int retentionDays = 0; // 0 = the global retention setting
    bool preferred = false; // its copy leads a collapsed duplicate group
    int articleCount = 0;
    int unreadCount = 0;
};

/// One stored article. `body` is the extracted page text, empty when none was fetched.
struct ArticleRecord
{
    qint64 id = 0;
    qint64 feedId = 0;
    QString feedTitle;
    QString guid;
    QString url;
    QString title;
    QString summary;
    QString body;
    QString author;
    QDateTime published; // UTC; falls back to the fetch time when the feed had no date
    QDateTime fetched;
    bool read = false;
    bool starred = false;
    quint64 simhash = 0;
    qint64 groupId = 0; // duplicate group; 0 when the article has no copies
    int groupSize = 1; // articles in its group, itself included
    int distance = 0; // Hamming distance to the group's primary
    bool isPrimary = true; // first article of its group (or alone)
    qint64 primaryId = 0; // the first article of its group (its own id when alone)
    QList<FeedEnclosure> enclosures; // the files it carries; read by ArticleStore::article() only
    QStringList labels; // the reader's labels on it (storage/ArticleLabels.h), by name
    int version = 1; // 2 and up: its feed sent it again changed (storage/ArticleVersions.h)
    int seenVersion = 0; // the version the reader last opened; 0 when never opened
    QDateTime updated; // when the last version came; invalid when it has one version

    /// Changed since the reader last opened it, or, never opened, since it was first stored.
    bool changedSinceSeen() const { return version > 1 && seenVersion < version; }
};

/// One of the reader's labels: how many articles carry it and how many of those are unread.
struct LabelCount
{
    QString name;
    int articles = 0;
    int unread = 0;

    friend bool operator==(const LabelCount &, const LabelCount &) = default;
};

} // namespace kindred
