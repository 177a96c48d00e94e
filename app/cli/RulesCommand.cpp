#include "CliSupport.h"
#include "Commands.h"
#include "engine/RuleRunner.h"
#include "news/Rule.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/RuleStore.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kindred::cli {

namespace {

const QString rulesConnection = QStringLiteral("kindred-cli-rules");

// "title:words:port strike" -> a condition; an error names what is wrong.
std::optional<RuleCondition> conditionFrom(const QString &text, QString *error)
{
    const QStringList parts = text.split(u':');
    if (parts.size() < 3) {
        *error
            = QStringLiteral("--when %1: give FIELD:MATCH:PATTERN, e.g. title:words:port strike").arg(text);
        return std::nullopt;
    }
    const auto field = Rule::fieldNamed(parts.at(0));
    const auto match = Rule::matchNamed(parts.at(1));
    if (!field) {
        *error
            = QStringLiteral("--when %1: the field is any, title, text, source, folder or author").arg(text);
        return std::nullopt;
    }
    if (!match) {
        *error = QStringLiteral("--when %1: the match is words, phrase or regex").arg(text);
        return std::nullopt;
    }
    return RuleCondition {*field, *match, parts.mid(2).join(u':')};
}

// The rule the options describe (its name from the positional argument).
std::optional<Rule> ruleFrom(
    const QCommandLineParser &parser, const QString &name, bool needsActions, QString *error)
{
    Rule rule;
    rule.name = name;
    rule.matchAll = !parser.isSet(QStringLiteral("any"));
    rule.enabled = !parser.isSet(QStringLiteral("off"));
    for (const QString &when : parser.values(QStringLiteral("when"))) {
        const std::optional<RuleCondition> condition = conditionFrom(when, error);
        if (!condition)
            return std::nullopt;
        rule.conditions.append(*condition);
    }
    for (const QString &then : parser.value(QStringLiteral("then")).split(u',', Qt::SkipEmptyParts)) {
        // label:NAME gives the label NAME.
        const QString actionText = then.section(u':', 0, 0).trimmed();
        const auto action = Rule::actionNamed(actionText);
        if (!action) {
            *error = QStringLiteral("--then %1: the actions are read, hide, star, notify and label:NAME")
                         .arg(then);
            return std::nullopt;
        }
        rule.actions |= *action;
        if (*action == Rule::Label)
            rule.label = then.section(u':', 1);
    }
    if (!needsActions && rule.actions == 0)
        rule.actions = Rule::Notify; // a test only asks what matches
    if (const QString problem = rule.problem(); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    return rule;
}

QString describe(const Rule &rule)
{
    QStringList tests;
    for (const RuleCondition &condition : rule.conditions)
        tests.append(
            QStringLiteral("%1 %2 \"%3\"")
                .arg(Rule::fieldName(condition.field), Rule::matchName(condition.match), condition.pattern));
    QStringList actions;
    for (const Rule::Action action : Rule::allActions()) {
        if (rule.actions & action)
            actions.append(
                action == Rule::Label ? QStringLiteral("label:") + rule.label : Rule::actionName(action));
    }
    return QStringLiteral("when %1 then %2")
        .arg(
            tests.join(rule.matchAll ? QStringLiteral(" and ") : QStringLiteral(" or ")), actions.join(u','));
}

QDateTime windowStart(const QSqlDatabase &db, const QCommandLineParser &parser)
{
    const int days = settingsFrom(parser)->intValue(Settings::Key::LiveWindowDays);
    return ArticleStore(db).windowEnd(QDateTime::currentDateTimeUtc()).addDays(-days);
}

int list(const QSqlDatabase &db, bool json)
{
    const std::optional<QList<StoredRule>> stored = RuleStore(db).rules();
    if (!stored)
        return fail(QStringLiteral("the rules cannot be read"));
    QJsonArray array;
    for (const StoredRule &row : *stored) {
        QString error;
        const std::optional<Rule> rule = Rule::fromStored(row, &error);
        if (json) {
            QJsonObject object = rule ? rule->definition() : QJsonObject {};
            object.insert(QStringLiteral("name"), row.name);
            object.insert(QStringLiteral("enabled"), row.enabled);
            array.append(object);
        } else {
            out() << row.name << (row.enabled ? "" : " (off)") << ": " << (rule ? describe(*rule) : error)
                  << '\n';
        }
    }
    if (json)
        printJson(QJsonDocument(array));
    else if (stored->isEmpty())
        out() << "No rules. Add one: kindred-cli rules add NAME --when title:words:WORDS --then hide\n";
    return 0;
}

int test(const QSqlDatabase &db, const Rule &rule, const QCommandLineParser &parser, bool json)
{
    int total = 0;
    const int limit
        = parser.isSet(QStringLiteral("limit")) ? parser.value(QStringLiteral("limit")).toInt() : 20;
    const QList<ArticleRecord> matched
        = RuleRunner::preview(db, rule, windowStart(db, parser), limit, &total);
    if (json) {
        QJsonArray array;
        for (const ArticleRecord &article : matched)
            array.append(QJsonObject {{QStringLiteral("id"), article.id},
                {QStringLiteral("title"), article.title}, {QStringLiteral("source"), article.feedTitle}});
        printJson(QJsonDocument(
            QJsonObject {{QStringLiteral("matches"), total}, {QStringLiteral("articles"), array}}));
        return 0;
    }
    out() << total << " article(s) in the live window match " << describe(rule) << '\n';
    for (const ArticleRecord &article : matched)
        out() << "  " << article.id << "  " << article.feedTitle << ": " << article.title << '\n';
    return 0;
}

} // namespace

// kindred-cli rules list|add|remove|test|apply --db PATH ...
int runRules(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "rules: the reader's rules, which mute (hide), mark read, star, label or notify what matches, and "
        "act on "
        "its copies too. Each person has their own (in a team's store too).\n"
        "  list                      the rules, in the order they apply\n"
        "  add NAME --when ... --then ...   adds a rule or replaces the one of that name\n"
        "  remove NAME               removes it (what it did stays)\n"
        "  test [NAME] [--when ...]  what a saved or described rule matches in the live window\n"
        "  apply                     applies the rules to the whole live window now\n"
        "Conditions are FIELD:MATCH:PATTERN, FIELD one of any, title, text, source, folder, author, MATCH "
        "one of words (whole words in any order), phrase (in order) or regex."));
    parser.addPositionalArgument(
        QStringLiteral("action"), QStringLiteral("list, add, remove, test or apply"));
    parser.addPositionalArgument(
        QStringLiteral("name"), QStringLiteral("The rule's name"), QStringLiteral("[NAME]"));
    parser.addOption({QStringLiteral("db"),
        QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
        QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("when"), QStringLiteral("A condition FIELD:MATCH:PATTERN (repeatable)."),
        QStringLiteral("CONDITION")});
    parser.addOption({QStringLiteral("any"), QStringLiteral("Any condition is enough (default: all).")});
    parser.addOption({QStringLiteral("then"),
        QStringLiteral("What it does: read, hide, star, notify, label:NAME (comma-separated)."),
        QStringLiteral("ACTIONS")});
    parser.addOption({QStringLiteral("off"), QStringLiteral("Store the rule switched off.")});
    parser.addOption({QStringLiteral("position"),
        QStringLiteral("Where it goes in the order (default: last)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("limit"), QStringLiteral("test: list at most N articles (default 20)."),
        QStringLiteral("N")});
    parser.addOption({QStringLiteral("settings"),
        QStringLiteral("Read the live window from this settings file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const QString action = parser.positionalArguments().constFirst();
    const QString name = parser.positionalArguments().value(1);
    static const QStringList actions {QStringLiteral("list"), QStringLiteral("add"), QStringLiteral("remove"),
        QStringLiteral("test"), QStringLiteral("apply")};
    if (!actions.contains(action))
        return fail(QStringLiteral("unknown action %1 (list, add, remove, test, apply)").arg(action));
    if ((action == QLatin1String("add") || action == QLatin1String("remove")) && name.isEmpty())
        return fail(QStringLiteral("rules %1 needs the rule's NAME").arg(action));
    const QString path = parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(path); code >= 0)
        return code;
    const bool json = parser.isSet(QStringLiteral("json"));

    QString error;
    int code = 0;
    {
        QSqlDatabase db = Database::open(path, rulesConnection, &error);
        if (!db.isValid())
            return fail(error);
        RuleStore store(db);
        if (action == QLatin1String("list")) {
            code = list(db, json);
        } else if (action == QLatin1String("add")) {
            const std::optional<Rule> rule = ruleFrom(parser, name, true, &error);
            const int position = parser.isSet(QStringLiteral("position"))
                ? parser.value(QStringLiteral("position")).toInt()
                : StoredRule::AtEnd;
            if (!rule)
                code = fail(error);
            else if (!store.save(rule->stored(position)))
                code = fail(store.lastError());
            else
                out() << "Rule \"" << rule->name << "\": " << describe(*rule) << '\n';
        } else if (action == QLatin1String("remove")) {
            code = store.remove(name) ? 0 : fail(store.lastError());
        } else if (action == QLatin1String("test")) {
            std::optional<Rule> rule;
            if (!name.isEmpty() && !parser.isSet(QStringLiteral("when"))) {
                const std::optional<QList<StoredRule>> stored = store.rules();
                for (const StoredRule &row : stored.value_or(QList<StoredRule> {})) {
                    if (row.name == name)
                        rule = Rule::fromStored({row.name, row.position, true, row.definition}, &error);
                }
                if (!rule && error.isEmpty())
                    error = QStringLiteral("no rule named \"%1\"").arg(name);
            } else {
                rule = ruleFrom(parser, name.isEmpty() ? QStringLiteral("test") : name, false, &error);
            }
            code = rule ? test(db, *rule, parser, json) : fail(error);
        } else {
            const RuleRunner::Outcome outcome = RuleRunner(db).applyToWindow(windowStart(db, parser));
            if (!outcome.error.isEmpty())
                code = fail(outcome.error);
            else
                out() << "Judged " << outcome.judged << " article(s); the rules acted on " << outcome.acted
                      << ".\n";
        }
    }
    Database::close(rulesConnection);
    return code;
}

} // namespace kindred::cli
