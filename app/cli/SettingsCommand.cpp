#include "CliSupport.h"
#include "Commands.h"
#include "settings/Settings.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace kindred::cli {

namespace {

QString accepts(Settings::Key key)
{
    const Settings::Constraint constraint = Settings::constraint(key);
    const QVariant fallback = Settings::defaultValue(key);
    if (fallback.typeId() == QMetaType::Bool)
        return QStringLiteral("true|false");
    if (fallback.typeId() == QMetaType::Int)
        return QStringLiteral("%1..%2").arg(constraint.minimum).arg(constraint.maximum);
    if (!constraint.choices.isEmpty()) {
        QStringList choices = constraint.choices;
        for (QString &choice : choices) {
            if (choice.isEmpty())
                choice = QStringLiteral("\"\"");
        }
        return choices.join(u'|');
    }
    return QStringLiteral("text");
}

} // namespace

int runSettings(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Read and change Kindred's settings, the ones the settings dialog shows:\n"
        "  list              every setting with its value, default and what it accepts\n"
        "  get KEY           one value\n"
        "  set KEY VALUE     checks the value, then stores it\n"
        "  reset KEY         back to the default\n"
        "KEY is a name from the list, like Dedup/DuplicateRadius (case does not matter). Detection "
        "values reach stored articles with 'kindred-cli regroup'."));
    parser.addPositionalArgument(QStringLiteral("action"), QStringLiteral("list, get, set or reset"));
    parser.addOptions({
        {QStringLiteral("settings"), QStringLiteral("Use this INI file instead of the user's settings."),
            QStringLiteral("FILE")},
        {QStringLiteral("json"), QStringLiteral("list: print one JSON array.")},
    });
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.first();
    const std::unique_ptr<Settings> settings = settingsFrom(parser);

    if (action == QLatin1String("list")) {
        QJsonArray list;
        for (const Settings::Key key : Settings::keys()) {
            if (!Settings::constraint(key).userSettable)
                continue;
            const QString value = Settings::toText(settings->value(key));
            const QString fallback = Settings::toText(Settings::defaultValue(key));
            if (parser.isSet(QStringLiteral("json"))) {
                list.append(QJsonObject {{QStringLiteral("key"), Settings::name(key)},
                    {QStringLiteral("value"), value}, {QStringLiteral("default"), fallback},
                    {QStringLiteral("accepts"), accepts(key)}});
                continue;
            }
            out() << Settings::name(key).leftJustified(30) << ' '
                  << (value.isEmpty() ? QStringLiteral("\"\"") : value);
            if (value != fallback)
                out() << "   (default " << (fallback.isEmpty() ? QStringLiteral("\"\"") : fallback) << ')';
            out() << "   [" << accepts(key) << "]\n";
        }
        if (parser.isSet(QStringLiteral("json")))
            printJson(QJsonDocument(list));
        out().flush();
        return 0;
    }
    if (action != QLatin1String("get") && action != QLatin1String("set") && action != QLatin1String("reset"))
        return fail(QStringLiteral("unknown action '%1'; it is list, get, set or reset").arg(action));
    if (positional.size() < 2)
        return fail(QStringLiteral("%1 wants a KEY; 'kindred-cli settings list' names them").arg(action));
    const std::optional<Settings::Key> key = Settings::keyNamed(positional.at(1));
    if (!key)
        return fail(QStringLiteral("no setting is called '%1'; 'kindred-cli settings list' names them")
                        .arg(positional.at(1)));
    if (action == QLatin1String("get")) {
        out() << Settings::toText(settings->value(*key)) << '\n';
        out().flush();
        return 0;
    }
    if (action == QLatin1String("reset")) {
        settings->reset(*key);
        return 0;
    }
    if (positional.size() < 3)
        return fail(QStringLiteral("set wants KEY VALUE"));
    QString error;
    const QVariant value = Settings::parse(*key, positional.at(2), &error);
    if (!value.isValid())
        return fail(error);
    settings->setValue(*key, value);
    return 0;
}

} // namespace kindred::cli
