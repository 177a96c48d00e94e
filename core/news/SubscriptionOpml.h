#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace kindred {

class SubscriptionStore;

/// What importing an OPML file into the subscriptions did.
struct OpmlImportReport
{
    int added = 0;
    int alreadySubscribed = 0; // feeds of the file that were stored before
    int duplicatesInFile = 0; // feeds the file lists more than once
    QList<qint64> addedFeedIds; // in file order, e.g. to refresh them at once
    QStringList problems; // what could not be read or stored, one line each
    QString databaseError; // set when the database failed: then nothing was stored
    bool readable = false; // false: nothing could be read, the bytes are not OPML

    int skipped() const { return alreadySubscribed + duplicatesInFile; }
};

/// Subscribes to every feed of an OPML 1.0/2.0 file, in its folders (created as needed), in one
/// transaction. A feed already subscribed is skipped; a file broken part-way imports what could
/// be read and lists the rest in `problems`, as do feeds the store refused.
OpmlImportReport importOpml(SubscriptionStore &store, const QByteArray &bytes);

/// Every subscription as an OPML 2.0 document, folders as nested outlines; importOpml() into an
/// empty database gives back the same subscriptions and folders. Empty on a database error, with
/// `error` set.
QByteArray exportOpml(const SubscriptionStore &store, QString *error = nullptr);

} // namespace kindred
