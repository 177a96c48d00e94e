#include "news/Rule.h"

#include "storage/ArticleLabels.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>

namespace kindred {

namespace {

constexpr auto options
    = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// Scripts written without spaces between words: a word of theirs is found inside text.
bool writtenWithoutSpaces(const QString &word)
{
    return std::any_of(word.cbegin(), word.cend(), [](QChar c) {
        switch (c.script()) {
        case QChar::Script_Han:
        case QChar::Script_Hiragana:
        case QChar::Script_Katakana:
        case QChar::Script_Thai:
        case QChar::Script_Lao:
        case QChar::Script_Khmer:
        case QChar::Script_Myanmar:
            return true;
        default:
            return false;
        }
    });
}

// `body` (already a regular expression) as a whole word: no letter or digit touches it.
QString wholeWord(const QString &body, bool spaceless)
{
    if (spaceless)
        return body;
    return QStringLiteral("(?<![\\p{L}\\p{N}_])") + body + QStringLiteral("(?![\\p{L}\\p{N}_])");
}

QList<QRegularExpression> compile(const RuleCondition &condition)
{
    const QStringList words
        = condition.pattern.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QList<QRegularExpression> expressions;
    switch (condition.match) {
    case RuleCondition::Match::Words:
        for (const QString &word : words)
            expressions.append(QRegularExpression(
                wholeWord(QRegularExpression::escape(word), writtenWithoutSpaces(word)), options));
        break;
    case RuleCondition::Match::Phrase: {
        QStringList escaped;
        for (const QString &word : words)
            escaped.append(QRegularExpression::escape(word));
        // Between the words: spaces or punctuation ("Wall Street" holds in "Wall-Street").
        const QString body = escaped.join(QStringLiteral("[\\s\\p{P}]+"));
        expressions.append(
            QRegularExpression(wholeWord(body, writtenWithoutSpaces(condition.pattern)), options));
        break;
    }
    case RuleCondition::Match::Regex:
        expressions.append(QRegularExpression(condition.pattern, options));
        break;
    }
    return expressions;
}

const QList<std::pair<RuleCondition::Field, QString>> &fieldNames()
{
    static const QList<std::pair<RuleCondition::Field, QString>> names {
        {RuleCondition::Field::Any, QStringLiteral("any")},
        {RuleCondition::Field::Title, QStringLiteral("title")},
        {RuleCondition::Field::Text, QStringLiteral("text")},
        {RuleCondition::Field::Source, QStringLiteral("source")},
        {RuleCondition::Field::Folder, QStringLiteral("folder")},
        {RuleCondition::Field::Author, QStringLiteral("author")},
    };
    return names;
}

const QList<std::pair<RuleCondition::Match, QString>> &matchNames()
{
    static const QList<std::pair<RuleCondition::Match, QString>> names {
        {RuleCondition::Match::Words, QStringLiteral("words")},
        {RuleCondition::Match::Phrase, QStringLiteral("phrase")},
        {RuleCondition::Match::Regex, QStringLiteral("regex")},
    };
    return names;
}

const QList<std::pair<Rule::Action, QString>> &actionNames()
{
    static const QList<std::pair<Rule::Action, QString>> names {
        {Rule::MarkRead, QStringLiteral("read")},
        {Rule::Hide, QStringLiteral("hide")},
        {Rule::Star, QStringLiteral("star")},
        {Rule::Notify, QStringLiteral("notify")},
        {Rule::Label, QStringLiteral("label")},
    };
    return names;
}

template<typename T> QString nameOf(const QList<std::pair<T, QString>> &names, T value)
{
    for (const auto &[known, name] : names) {
        if (known == value)
            return name;
    }
    return {};
}

template<typename T>
std::optional<T> valueNamed(const QList<std::pair<T, QString>> &names, const QString &name)
{
    for (const auto &[known, knownName] : names) {
        if (knownName == name)
            return known;
    }
    return std::nullopt;
}

} // namespace

QString Rule::fieldName(RuleCondition::Field field)
{
    return nameOf(fieldNames(), field);
}

std::optional<RuleCondition::Field> Rule::fieldNamed(const QString &name)
{
    return valueNamed(fieldNames(), name);
}

QString Rule::matchName(RuleCondition::Match match)
{
    return nameOf(matchNames(), match);
}

std::optional<RuleCondition::Match> Rule::matchNamed(const QString &name)
{
    return valueNamed(matchNames(), name);
}

QString Rule::actionName(Action action)
{
    return nameOf(actionNames(), action);
}

std::optional<Rule::Action> Rule::actionNamed(const QString &name)
{
    return valueNamed(actionNames(), name);
}

QString Rule::problem() const
{
    // Said in the reader's language where a translator is installed (the window), else in English.
    const auto say = [](const char *text) { return QCoreApplication::translate("Rule", text); };
    if (name.trimmed().isEmpty())
        return say(QT_TRANSLATE_NOOP("Rule", "the rule has no name"));
    if (conditions.isEmpty())
        return say(QT_TRANSLATE_NOOP("Rule", "the rule has no condition"));
    for (const RuleCondition &condition : conditions) {
        if (condition.pattern.trimmed().isEmpty())
            return say(QT_TRANSLATE_NOOP("Rule", "a condition has nothing to look for"));
        if (condition.match == RuleCondition::Match::Regex) {
            const QRegularExpression expression(condition.pattern);
            if (!expression.isValid())
                return say(QT_TRANSLATE_NOOP("Rule", "\"%1\" is not a regular expression: %2"))
                    .arg(condition.pattern, expression.errorString());
        }
    }
    if (actions == 0)
        return say(QT_TRANSLATE_NOOP("Rule", "the rule does nothing (no action)"));
    if ((actions & Label) && labels::normalized(label).isEmpty())
        return say(QT_TRANSLATE_NOOP("Rule", "the label the rule gives has no name"));
    return {};
}

QJsonObject Rule::definition() const
{
    QJsonArray tests;
    for (const RuleCondition &condition : conditions) {
        tests.append(QJsonObject {{QStringLiteral("field"), fieldName(condition.field)},
            {QStringLiteral("match"), matchName(condition.match)},
            {QStringLiteral("pattern"), condition.pattern}});
    }
    QJsonArray acts;
    for (const Action action : allActions()) {
        if (actions & action)
            acts.append(actionName(action));
    }
    QJsonObject stored {{QStringLiteral("all"), matchAll}, {QStringLiteral("conditions"), tests},
        {QStringLiteral("actions"), acts}};
    if (actions & Label)
        stored.insert(QStringLiteral("label"), label);
    return stored;
}

StoredRule Rule::stored(int position) const
{
    return {name, position, enabled,
        QString::fromUtf8(QJsonDocument(definition()).toJson(QJsonDocument::Compact))};
}

std::optional<Rule> Rule::fromStored(const StoredRule &row, QString *error)
{
    return fromDefinition(
        row.name, row.enabled, QJsonDocument::fromJson(row.definition.toUtf8()).object(), error);
}

std::optional<Rule> Rule::fromDefinition(
    const QString &name, bool enabled, const QJsonObject &definition, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<Rule> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Rule rule;
    rule.name = name;
    rule.enabled = enabled;
    rule.matchAll = definition.value(QStringLiteral("all")).toBool(true);
    for (const QJsonValue &value : definition.value(QStringLiteral("conditions")).toArray()) {
        const QJsonObject test = value.toObject();
        const auto field = fieldNamed(test.value(QStringLiteral("field")).toString());
        const auto match = matchNamed(test.value(QStringLiteral("match")).toString());
        if (!field || !match)
            return fail(QStringLiteral("rule \"%1\": a condition this Kindred does not know").arg(name));
        rule.conditions.append({*field, *match, test.value(QStringLiteral("pattern")).toString()});
    }
    for (const QJsonValue &value : definition.value(QStringLiteral("actions")).toArray()) {
        const auto action = actionNamed(value.toString());
        if (!action)
            return fail(QStringLiteral("rule \"%1\": an action this Kindred does not know").arg(name));
        rule.actions |= *action;
    }
    rule.label = definition.value(QStringLiteral("label")).toString();
    return rule;
}

RuleMatcher::RuleMatcher(Rule rule) : m_rule(std::move(rule))
{
    m_usable = m_rule.enabled && m_rule.problem().isEmpty();
    if (!m_usable)
        return;
    for (const RuleCondition &condition : std::as_const(m_rule.conditions))
        m_tests.append({condition.field, compile(condition)});
}

bool RuleMatcher::passes(const Test &test, const RuleSubject &subject) const
{
    const auto holds = [&test](const QString &text) {
        return !text.isEmpty()
            && std::all_of(test.expressions.cbegin(), test.expressions.cend(),
                [&text](const QRegularExpression &expression) { return expression.match(text).hasMatch(); });
    };
    switch (test.field) {
    case RuleCondition::Field::Any:
        // Words may be spread over the title and the text.
        return holds(subject.title + u'\n' + subject.text + u'\n' + subject.author);
    case RuleCondition::Field::Title:
        return holds(subject.title);
    case RuleCondition::Field::Text:
        return holds(subject.text);
    case RuleCondition::Field::Source:
        return holds(subject.source);
    case RuleCondition::Field::Folder:
        return holds(subject.folder);
    case RuleCondition::Field::Author:
        return holds(subject.author);
    }
    return false;
}

bool RuleMatcher::matches(const RuleSubject &subject) const
{
    if (!m_usable)
        return false;
    const auto pass = [&](const Test &test) { return passes(test, subject); };
    return m_rule.matchAll ? std::all_of(m_tests.cbegin(), m_tests.cend(), pass)
                           : std::any_of(m_tests.cbegin(), m_tests.cend(), pass);
}

} // namespace kindred
