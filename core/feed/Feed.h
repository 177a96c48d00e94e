#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace kindred {

/// The syndication format a document was recognised as.
enum class FeedFormat {
    Unknown,
    Rss090,
    Rss091,
    Rss092,
    Rss093,
    Rss094,
    Rss10,
    Rss20,
    Atom03,
    Atom10,
    JsonFeed10,
    JsonFeed11,
};

/// Short stable name of a format ("rss20", "atom10", "json11", ...), used in the CLI's JSON.
QString formatName(FeedFormat format);

/// A file attached to an item (RSS <enclosure>, Atom <link rel="enclosure">, a JSON Feed
/// attachment): a podcast's episode, a PDF.
struct FeedEnclosure
{
    QString url; // absolute when it could be resolved
    QString type; // MIME type as the feed gives it, lower case; may be empty
    qint64 length = -1; // bytes, -1 when the feed does not say

    friend bool operator==(const FeedEnclosure &, const FeedEnclosure &) = default;
};

/// Most enclosures kept of one item (a feed's item rarely has more than one; hostile ones many).
inline constexpr qsizetype maxItemEnclosures = 16;

/// One entry of a feed as the parser found it: plain values, no I/O.
struct FeedItem
{
    QString title; // plain text, whitespace normalised
    QString link; // absolute URL when it could be resolved
    QString guid;
    QDateTime published; // UTC; invalid when absent or unparseable, never "now"
    QDateTime updated; // UTC; invalid when absent or unparseable
    QString author;
    QString summary; // may hold HTML
    QString content; // may hold HTML (content:encoded, atom:content)
    QStringList categories;
    QString imageUrl; // media:thumbnail / enclosure image, when present
    QList<FeedEnclosure> enclosures; // in document order, each address once (addEnclosure())
};

/// Adds an enclosure as a feed gives it (`length` as text) unless its address is empty or already
/// there, or `enclosures` holds maxItemEnclosures already.
void addEnclosure(
    QList<FeedEnclosure> &enclosures, const QString &url, const QString &type, const QString &length);

/// A parsed feed: the channel's values and its items in document order.
struct Feed
{
    FeedFormat format = FeedFormat::Unknown;
    QString title;
    QString link;
    QString description;
    QString language;
    QList<FeedItem> items;
};

/// What parsing gave: the items read before any error, and a description of that error.
/// Most items one feed yields; the rest are skipped with a warning. No real feed comes near it,
/// and each item costs memory: a 20 MB feed of 650,000 tiny items took 440 MB to read whole.
inline constexpr qsizetype maxFeedItems = 50000;

struct FeedParseResult
{
    Feed feed;
    QString error; // empty when the whole document parsed cleanly
    QString encoding; // the character encoding the bytes were read with ("utf-8", "windows-1252", ...)
    QStringList warnings; // what was repaired on the way (undeclared entities, a wrong charset label)

    bool ok() const { return error.isEmpty(); }
    /// Whether the document was less than well-formed (feedparser's "bozo" bit): an error or a repair.
    bool repaired() const { return !error.isEmpty() || !warnings.isEmpty(); }
};

} // namespace kindred
