#pragma once

#include "news/Rule.h"
#include "storage/Records.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// Applies the reader's rules (RuleStore) to stored articles and writes what they do into the
/// reader's own marks: read, hidden, starred, labelled. A rule that matches an article acts on its copies
/// too (muting a story mutes its copies), and a copy that arrives later follows its group's first
/// report. Runs on the connection it is given (the session's writer), on that thread.
class RuleRunner final
{
public:
    /// An article a rule that notifies matched.
    struct Hit
    {
        QString rule;
        qint64 articleId = 0;
        QString title;
    };
    struct Outcome
    {
        int judged = 0; // articles looked at
        int acted = 0; // articles a rule acted on (copies included)
        QList<Hit> notifications;
        QString error; // empty when it went through
    };

    explicit RuleRunner(QSqlDatabase db);

    /// Judges the articles stored since the last ones judged, within the live window that starts
    /// at `windowStart`, and remembers how far it went. Nothing to do without rules.
    Outcome applyToNew(const QDateTime &windowStart);
    /// Judges every article of the live window (after the rules changed): what they do is added
    /// to the marks; nothing an earlier rule did is undone. What it judged is not judged again
    /// when it arrives (notified twice).
    Outcome applyToWindow(const QDateTime &windowStart);

    /// The enabled, usable rules of the person connected, in order (`everyRule`: those off or
    /// broken too, for the editor); nullopt when unreadable.
    static std::optional<QList<Rule>> loadRules(
        const QSqlDatabase &db, QString *error = nullptr, bool everyRule = false);
    /// What `rule` (saved or not) matches in the live window, newest first, at most `limit`
    /// (the rule editor's preview, `kindred-cli rules test`). Changes nothing.
    static QList<ArticleRecord> preview(const QSqlDatabase &db, const Rule &rule,
        const QDateTime &windowStart, int limit, int *total = nullptr);

private:
    Outcome apply(qint64 afterId, const QDateTime &windowStart);
    /// Reads which folder each feed is in (a rule may ask for it), once per run.
    void loadFolders();
    /// What a rule sees of `article`.
    RuleSubject subjectOf(const ArticleRecord &article) const;

    QSqlDatabase m_db;
    QHash<qint64, QString> m_folders; // feed id -> folder path, read once per run
};

} // namespace kindred
