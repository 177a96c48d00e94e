#pragma once

#include "storage/RuleStore.h"

#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <optional>

namespace kindred {

/// One test of a rule: a field of the article holds these words (each as a whole word, in any
/// order), this phrase (the words in this order), or matches this regular expression. Case does
/// not count. A word in a script written without spaces (Chinese, Japanese) is found inside text.
struct RuleCondition
{
    enum class Field { Any, Title, Text, Source, Folder, Author };
    enum class Match { Words, Phrase, Regex };

    Field field = Field::Any;
    Match match = Match::Words;
    QString pattern;

    friend bool operator==(const RuleCondition &, const RuleCondition &) = default;
};

/// A reader's rule (the most asked-for feature of every reader): when an article passes its
/// conditions (all of them, or any), act on it and on its copies: mark it read, hide it (a muted
/// story: read, and out of the lists), star it, give it a label, or say so in a notification. Rules are each
/// person's own, stored with their marks (RuleStore); the session applies them to what arrives
/// (RuleRunner).
struct Rule
{
    enum Action { MarkRead = 1, Hide = 2, Star = 4, Notify = 8, Label = 16 };

    QString name; // unique per person
    bool enabled = true;
    bool matchAll = true; // every condition must hold; false: any one
    QList<RuleCondition> conditions;
    int actions = 0; // Action flags
    QString label; // the label Label gives (storage/ArticleLabels.h)

    friend bool operator==(const Rule &, const Rule &) = default;

    /// Why the rule cannot be used (no name, no condition, an empty pattern, a regular expression
    /// that does not compile, no action); empty when it can.
    QString problem() const;

    /// The rule's conditions and actions as stored (its name and state are columns of their own).
    QJsonObject definition() const;
    /// A rule from its stored definition; nullopt, with `error`, when it cannot be read.
    static std::optional<Rule> fromDefinition(
        const QString &name, bool enabled, const QJsonObject &definition, QString *error = nullptr);
    /// The rule as RuleStore keeps it, at this position (StoredRule::AtEnd: after the others).
    StoredRule stored(int position = StoredRule::AtEnd) const;
    /// The rule a stored row holds; nullopt, with `error`, when it cannot be read (a newer
    /// Kindred's rule).
    static std::optional<Rule> fromStored(const StoredRule &row, QString *error = nullptr);

    static QString fieldName(RuleCondition::Field field);
    static std::optional<RuleCondition::Field> fieldNamed(const QString &name);
    static QString matchName(RuleCondition::Match match);
    static std::optional<RuleCondition::Match> matchNamed(const QString &name);
    static QString actionName(Action action);
    static std::optional<Action> actionNamed(const QString &name);
    static QList<Action> allActions() { return {MarkRead, Hide, Star, Notify, Label}; }
};

/// What a rule looks at in an article: its title, its text (the extracted page, else the
/// summary, as plain text), its feed's title and folder, its author.
struct RuleSubject
{
    QString title;
    QString text;
    QString source;
    QString folder; // the folder's path, "News/World"
    QString author;
};

/// A rule made ready to test many articles: its patterns compiled once.
class RuleMatcher final
{
public:
    explicit RuleMatcher(Rule rule);

    const Rule &rule() const { return m_rule; }
    /// False for a rule that is off or cannot be used (Rule::problem()).
    bool matches(const RuleSubject &subject) const;

private:
    struct Test
    {
        RuleCondition::Field field;
        QList<QRegularExpression> expressions; // all must match
    };
    bool passes(const Test &test, const RuleSubject &subject) const;

    Rule m_rule;
    bool m_usable = false;
    QList<Test> m_tests;
};

} // namespace kindred
