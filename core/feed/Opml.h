#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace kindred {

/// Deepest folder nesting an import creates and an export writes: outlines nested deeper put
/// their feeds in the folder at this depth (a hostile file nests 10,000 deep).
inline constexpr int maxOpmlFolderDepth = 8;

/// One subscription of an OPML file.
struct OpmlFeed
{
    QString title;
    QString xmlUrl; // the feed
    QString htmlUrl; // the site, when given
    QStringList folder; // the path of nested outlines above it, outermost first; empty = top level

    friend bool operator==(const OpmlFeed &, const OpmlFeed &) = default;
};

/// What importing an OPML file gave: its feeds in document order, and what could not be read.
struct OpmlImport
{
    QString title;
    QList<OpmlFeed> feeds;
    int duplicatesSkipped = 0;
    QStringList problems; // one line each: a broken document, an outline without a feed URL, ...
};

/// Reads OPML 1.0/2.0 subscription lists. Nested outlines become folders, at most
/// maxOpmlFolderDepth deep; a feed already listed
/// (same URL, compared without case in scheme and host and without a trailing slash) is skipped;
/// a document broken part-way still yields every feed that can be found in it.
OpmlImport parseOpml(const QByteArray &bytes);

/// Writes an OPML 2.0 document that parseOpml() reads back to the same feeds and folders
/// (folders deeper than maxOpmlFolderDepth are written at that depth).
QByteArray writeOpml(const QList<OpmlFeed> &feeds, const QString &title = QString());

} // namespace kindred
