#pragma once

#include "storage/Records.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace kindred {

class DocumentFrequencies;

/// Read side of the database: the queries the UI models and the CLI need, all prepared.
/// Works on the connection it is given (one per thread; SQLite WAL lets readers run beside the writer).
class ArticleStore final
{
public:
    explicit ArticleStore(QSqlDatabase db);

    QList<FeedRecord> feeds() const;
    int articleCount(qint64 feedId = 0) const; // 0 = all feeds

    /// Newest first; `feedId` 0 means all feeds. Summary and body are left empty (see article()).
    QList<ArticleRecord> articles(qint64 feedId, int offset, int limit) const;
    std::optional<ArticleRecord> article(qint64 id) const;

    /// Every article published at or after `from`, oldest first, with summary and body.
    QList<ArticleRecord> articlesSince(const QDateTime &from) const;
    QDateTime newestPublished() const;

    /// The articles of a duplicate group, primary first.
    QList<ArticleRecord> groupMembers(qint64 groupId) const;

    bool setRead(qint64 articleId, bool read);

    /// The document frequencies stored for a fingerprint version; none when absent or unreadable.
    std::optional<DocumentFrequencies> documentFrequencies(int fpVersion) const;

private:
    QSqlDatabase m_db;
};

} // namespace kindred
