#include "engine/RuleRunner.h"

#include "news/PlainText.h"
#include "storage/ArticleStore.h"
#include "storage/ReadStateStore.h"
#include "storage/RuleStore.h"
#include "storage/SubscriptionStore.h"

#include <QSet>

namespace kindred {

namespace {

// Articles read from the store at a time.
constexpr int batchSize = 500;

} // namespace

RuleRunner::RuleRunner(QSqlDatabase db) : m_db(std::move(db))
{ }

std::optional<QList<Rule>> RuleRunner::loadRules(const QSqlDatabase &db, QString *error, bool everyRule)
{
    const std::optional<QList<StoredRule>> stored = RuleStore(db).rules();
    if (!stored) {
        if (error)
            *error = QStringLiteral("the rules cannot be read");
        return std::nullopt;
    }
    QList<Rule> rules;
    for (const StoredRule &row : *stored) {
        QString why;
        const std::optional<Rule> rule = Rule::fromStored(row, &why);
        if (!rule) {
            qWarning("kindred: %s", qPrintable(why)); // a newer Kindred's rule: left alone
            continue;
        }
        if (everyRule || (rule->enabled && rule->problem().isEmpty()))
            rules.append(*rule);
    }
    return rules;
}

void RuleRunner::loadFolders()
{
    m_folders.clear();
    for (const Subscription &feed : SubscriptionStore(m_db).subscriptions())
        m_folders.insert(feed.id, feed.folder.join(u'/'));
}

RuleSubject RuleRunner::subjectOf(const ArticleRecord &article) const
{
    return {article.title, readableText(article.body, article.summary), article.feedTitle,
        m_folders.value(article.feedId), article.author};
}

RuleRunner::Outcome RuleRunner::applyToNew(const QDateTime &windowStart)
{
    return apply(RuleStore(m_db).appliedUpTo(), windowStart);
}

RuleRunner::Outcome RuleRunner::applyToWindow(const QDateTime &windowStart)
{
    return apply(0, windowStart);
}

RuleRunner::Outcome RuleRunner::apply(qint64 afterId, const QDateTime &windowStart)
{
    Outcome outcome;
    const std::optional<QList<Rule>> rules = loadRules(m_db, &outcome.error);
    if (!rules || rules->isEmpty())
        return outcome;
    QList<RuleMatcher> matchers;
    for (const Rule &rule : *rules)
        matchers.append(RuleMatcher(rule));
    loadFolders();

    const ArticleStore articles(m_db);
    ReadStateStore marks(m_db);
    RuleStore progress(m_db);
    // What was judged stays judged: a later arrival's run starts after the highest id seen.
    const qint64 judgedBefore = progress.appliedUpTo();
    // A copy is judged with its group's first report too: a story muted stays muted when a new
    // copy of it arrives under another headline.
    QHash<qint64, RuleSubject> primaries;
    const auto primarySubject = [&](qint64 primaryId) -> const RuleSubject * {
        if (!primaries.contains(primaryId)) {
            const std::optional<ArticleRecord> primary = articles.article(primaryId);
            if (!primary)
                return nullptr;
            primaries.insert(primaryId, subjectOf(*primary));
        }
        return &primaries[primaryId];
    };
    for (;;) {
        const QList<ArticleRecord> batch = articles.articlesAfter(afterId, windowStart, batchSize);
        if (batch.isEmpty())
            break;
        QSet<qint64> read;
        QSet<qint64> hidden;
        QSet<qint64> starred;
        QHash<QString, QSet<qint64>> labelled; // by label
        for (const ArticleRecord &article : batch) {
            ++outcome.judged;
            const RuleSubject subject = subjectOf(article);
            const RuleSubject *primary = article.primaryId != 0 && article.primaryId != article.id
                ? primarySubject(article.primaryId)
                : nullptr;
            for (const RuleMatcher &matcher : std::as_const(matchers)) {
                if (!matcher.matches(subject) && !(primary && matcher.matches(*primary)))
                    continue;
                // The article and every copy of it stored so far.
                QList<qint64> targets = article.groupId != 0 ? marks.groupOf(article.id) : QList<qint64> {};
                if (!targets.contains(article.id))
                    targets.append(article.id);
                const int actions = matcher.rule().actions;
                for (const qint64 id : std::as_const(targets)) {
                    if (actions & (Rule::MarkRead | Rule::Hide))
                        read.insert(id);
                    if (actions & Rule::Hide)
                        hidden.insert(id);
                    if (actions & Rule::Star)
                        starred.insert(id);
                    if (actions & Rule::Label)
                        labelled[matcher.rule().label].insert(id);
                }
                if (actions & Rule::Notify)
                    outcome.notifications.append({matcher.rule().name, article.id, article.title});
            }
        }
        if (!read.isEmpty() && !marks.setRead(QList<qint64>(read.cbegin(), read.cend()), true)) {
            outcome.error = QStringLiteral("the rules' read marks could not be stored");
            return outcome;
        }
        if (!hidden.isEmpty() && !marks.setHidden(QList<qint64>(hidden.cbegin(), hidden.cend()), true)) {
            outcome.error = QStringLiteral("the rules' hidden marks could not be stored");
            return outcome;
        }
        for (const qint64 id : std::as_const(starred)) {
            if (!marks.setStarred(id, true)) {
                outcome.error = QStringLiteral("the rules' stars could not be stored");
                return outcome;
            }
        }
        QSet<qint64> acted = read | hidden | starred;
        for (auto it = labelled.cbegin(); it != labelled.cend(); ++it) {
            if (!marks.setLabel(QList<qint64>(it->cbegin(), it->cend()), it.key(), true)) {
                outcome.error = QStringLiteral("the rules' labels could not be stored");
                return outcome;
            }
            acted |= *it;
        }
        outcome.acted += int(acted.size());
        afterId = batch.constLast().id;
        if (afterId > judgedBefore && !progress.setAppliedUpTo(afterId)) {
            outcome.error = progress.lastError();
            return outcome;
        }
    }
    return outcome;
}

QList<ArticleRecord> RuleRunner::preview(
    const QSqlDatabase &db, const Rule &rule, const QDateTime &windowStart, int limit, int *total)
{
    RuleRunner runner(db);
    runner.loadFolders();
    Rule tried = rule;
    tried.enabled = true;
    if (tried.actions == 0)
        tried.actions = Rule::Notify; // a rule being written may not act yet: what would it match?
    if (tried.name.trimmed().isEmpty())
        tried.name = QStringLiteral("preview");
    const RuleMatcher matcher(tried);
    QList<ArticleRecord> matched;
    int count = 0;
    for (const ArticleRecord &article : ArticleStore(db).articlesSince(windowStart)) {
        if (!matcher.matches(runner.subjectOf(article)))
            continue;
        ++count;
        matched.append(article);
    }
    if (total)
        *total = count;
    // Newest first; the list shows the first `limit`.
    std::reverse(matched.begin(), matched.end());
    if (matched.size() > limit)
        matched.resize(limit);
    return matched;
}

} // namespace kindred
