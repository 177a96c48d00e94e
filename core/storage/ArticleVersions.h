#pragma once

#include "fingerprint/Fingerprint.h"
#include "storage/StatementCache.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace kindred {

/// A version of an article that a later one replaced (schema 19).
struct ArticleVersion
{
    int version = 1;
    QString title;
    QString summary;
    QString body;
    QDateTime replaced; // when the next version came
};

/// A feed's item that came back changed, for its stored article (news/ArticleUpdates.h).
struct ArticleUpdate
{
    qint64 articleId = 0;
    QString title;
    QString summary;
    QString body; // empty: the stored body stays (its page was not fetched again)
    quint64 contentHash = 0;
    QDateTime when;
    Fingerprint fingerprint {}; // of the new text, as the ingest would make it; kept when version 0
};

/// The versions of articles whose feeds re-issue them changed: an update keeps what was stored as
/// a version and puts the new text and its fingerprint in its place, under the same id, group and
/// story (a new headline is the same story, not a new one; its distance to its group's first
/// report stays as judged). Runs in the caller's transaction.
class ArticleVersions final
{
public:
    /// Versions kept of one article besides the current one; older ones are dropped.
    static constexpr int kKept = 10;

    explicit ArticleVersions(QSqlDatabase db);

    /// The article's stored text becomes a version; the update takes its place as version + 1.
    bool update(const ArticleUpdate &update);
    /// What the feed sends for an article stored before content hashes were kept: known from now
    /// on, without a new version.
    bool setContentHash(qint64 articleId, quint64 hash);
    /// The article's stored body (its page's text; '' when it has none), nullopt on failure.
    std::optional<QString> body(qint64 articleId) const;
    /// The versions the article replaced, oldest first; nullopt when the store could not say.
    std::optional<QList<ArticleVersion>> replaced(qint64 articleId) const;
    QString lastError() const { return m_lastError; }

private:
    bool run(QSqlQuery &query) const;

    QSqlDatabase m_db;
    mutable StatementCache m_statement;
    mutable QString m_lastError;
};

} // namespace kindred
