#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

namespace kindred {

/// What a reader can set on one feed (its Properties dialog).
struct FeedProperties
{
    QString title;
    QString url;
    QStringList folder; // path, outermost first; empty = top level
    int refreshMinutes = 0; // 0 = the global interval
    QString titlePrefix; // stripped from its headlines before fingerprinting
    QString titleSuffix; // the same at the other end (" - The Courier")
    QStringList boilerplate; // line templates left out of the fingerprint (FeedDecorations)
    bool learnDecorations = true; // the three above are learned from its items, not as set here
    int fullText = -1; // StoreWriter::FullText: -1 as the settings say, 0 never, 1 always, 2 teasers
    int retentionDays = 0; // 0 = the global retention
    bool preferred = false; // its copy leads a collapsed story
    QString attribute; // the kind of outlet ("wire", a region): groups an event's coverage
    int showImages = -1; // its articles' pages show their images: -1 as the settings say, 0 never, 1 always

    friend bool operator==(const FeedProperties &, const FeedProperties &) = default;
};

/// Reads and writes a feed's properties, all of them in one transaction (a bad address or one
/// another feed has changes nothing), on the connection it is given.
class FeedPropertiesStore final
{
public:
    explicit FeedPropertiesStore(QSqlDatabase db);

    std::optional<FeedProperties> properties(qint64 feedId) const;
    /// False (with lastError()) when the address is not a feed address or another feed has it,
    /// the feed is gone, or on a database error.
    bool setProperties(qint64 feedId, const FeedProperties &properties);
    /// Whether the feed's articles show their images: as FeedProperties::showImages; nullopt when
    /// the feed is gone or on a database error.
    std::optional<int> showImages(qint64 feedId) const;
    /// The titles of its newest `limit` articles, newest first (to learn its headline prefix).
    QStringList recentTitles(qint64 feedId, int limit = 50) const;

    QString lastError() const { return m_lastError; }

private:
    QSqlDatabase m_db;
    QString m_lastError;
};

} // namespace kindred
