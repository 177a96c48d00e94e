#pragma once

#include "storage/SqlDialect.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace kindred {

/// What the article list shows: which feed, whether copies collapse to one row per duplicate
/// group, a filter, a full-text search and an order. A value, so the UI can hand it around.
struct ArticleQuery
{
    enum class Show {
        All,
        Unread,
        Starred,
        Today,
        Hidden
    }; // Hidden: what rules muted (no other list has it)
    enum class Sort { Date, Source, Copies };

    qint64 feedId = 0; // 0 = every feed (or those of `feedIds`)
    QList<qint64> feedIds; // with feedId 0: only these feeds (a folder's); empty = every feed
    /// One row per duplicate group: in every feed, the group's lead (the earliest copy from a
    /// preferred feed, else the first report); in one feed, that feed's earliest copy. A search
    /// lists every matching article, since the match may be in any copy.
    bool collapseCopies = true;
    Show show = Show::All;
    QDateTime todayStart; // for Show::Today: the start of the user's local day
    QString search; // words to find in title, summary and body (FTS5); empty = no search
    /// Only the articles the reader gave this label (storage/ArticleLabels.h; case aside), each
    /// copy on its own row (a label is on the copy it was given to); empty = any.
    QString label;
    Sort sort = Sort::Date;

    friend bool operator==(const ArticleQuery &, const ArticleQuery &) = default;

    /// The search expression for `search` in the engine's full-text index: every word quoted (no
    /// word is read as syntax), all of them required, the last one also as a prefix (the user may
    /// still be typing it). Empty when the search holds no word.
    static QString matchExpression(const QString &search, SqlEngine engine = SqlEngine::Sqlite);
    /// The words of `search` as the index holds them (lower case), for highlighting.
    static QStringList searchWords(const QString &search);
};

} // namespace kindred
