#include "CliSupport.h"
#include "Commands.h"
#include "news/DetectionPreview.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace kindred::cli {

namespace {

QJsonObject outcomeJson(const DetectionOutcome &outcome)
{
    QJsonArray nearest;
    for (const int count : outcome.nearestDistance)
        nearest.append(count);
    return {{QStringLiteral("articles"), outcome.articles}, {QStringLiteral("groups"), outcome.groups},
        {QStringLiteral("copies"), outcome.copies}, {QStringLiteral("similar_pairs"), outcome.similarPairs},
        {QStringLiteral("events"), outcome.events}, {QStringLiteral("nearest_distance"), nearest},
        {QStringLiteral("nearest_farther"), outcome.fartherThanMax}};
}

} // namespace

int runPreview(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "What other detection settings would make of the live window (the settings dialog's preview): "
        "duplicate groups and copies, similar pairs and events under the given values, next to the current "
        "settings. The window ends now, or at the newest article when nothing came in since."));
    parser.addOptions({
        {QStringLiteral("db"),
            QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
            QStringLiteral("PATH")},
        {QStringLiteral("radius"), QStringLiteral("Duplicate radius to try."), QStringLiteral("R")},
        {QStringLiteral("similar"), QStringLiteral("Similar band to try, A-B."), QStringLiteral("A-B")},
        {QStringLiteral("event"),
            QStringLiteral("Event rule to try: more than N articles in HOURS from SOURCES."),
            QStringLiteral("N/HOURS/SOURCES")},
        {QStringLiteral("settings"), QStringLiteral("Read the current values from this INI file."),
            QStringLiteral("FILE")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object.")},
    });
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    const QString path = parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(path); code >= 0)
        return code;

    const std::unique_ptr<Settings> settings = settingsFrom(parser);
    DetectionRules current;
    current.duplicateRadius = settings->intValue(Settings::Key::DuplicateRadius);
    current.similarMin = settings->intValue(Settings::Key::SimilarMin);
    current.similarMax = settings->intValue(Settings::Key::SimilarMax);
    current.eventMinArticles = settings->intValue(Settings::Key::EventMinArticles);
    current.eventWindowHours = settings->intValue(Settings::Key::EventWindowHours);
    current.eventMinSources = settings->intValue(Settings::Key::EventMinSources);
    DetectionRules tried = current;
    bool ok = true;
    if (parser.isSet(QStringLiteral("radius"))) {
        tried.duplicateRadius = parser.value(QStringLiteral("radius")).toInt(&ok);
        if (!ok || tried.duplicateRadius < 0 || tried.duplicateRadius > 16)
            return fail(QStringLiteral("--radius wants a number from 0 to 16"));
    }
    if (parser.isSet(QStringLiteral("similar"))) {
        static const QRegularExpression band(QStringLiteral("^(\\d+)-(\\d+)$"));
        const QRegularExpressionMatch match = band.match(parser.value(QStringLiteral("similar")));
        if (!match.hasMatch() || match.captured(1).toInt() > match.captured(2).toInt()
            || match.captured(2).toInt() > 32)
            return fail(QStringLiteral("--similar wants A-B with A <= B <= 32, like 4-7"));
        tried.similarMin = match.captured(1).toInt();
        tried.similarMax = match.captured(2).toInt();
    }
    if (parser.isSet(QStringLiteral("event"))) {
        const QStringList parts = parser.value(QStringLiteral("event")).split(u'/');
        bool a = false, b = false, c = false;
        if (parts.size() == 3) {
            tried.eventMinArticles = parts.at(0).toInt(&a);
            tried.eventWindowHours = parts.at(1).toInt(&b);
            tried.eventMinSources = parts.at(2).toInt(&c);
        }
        if (!a || !b || !c || tried.eventMinArticles < 1 || tried.eventWindowHours < 1
            || tried.eventMinSources < 1)
            return fail(QStringLiteral("--event wants N/HOURS/SOURCES, like 15/4/3"));
    }

    const QString connection = QStringLiteral("kindred-cli-preview");
    QString error;
    QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);
    DetectionPreview preview;
    preview.load(db, ArticleStore(db).windowEnd(QDateTime::currentDateTimeUtc()),
        settings->intValue(Settings::Key::LiveWindowDays));
    db = {};
    Database::close(connection);
    QElapsedTimer timer;
    timer.start();
    const DetectionOutcome now = preview.compute(current);
    const DetectionOutcome then = preview.compute(tried);
    const double ms = double(timer.nsecsElapsed()) / 2e6;

    if (parser.isSet(QStringLiteral("json"))) {
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("current"), outcomeJson(now)},
            {QStringLiteral("tried"), outcomeJson(then)}, {QStringLiteral("ms"), ms}}));
        return 0;
    }
    out() << preview.size() << " articles in the live window\n"
          << "                 current   tried\n"
          << "groups           " << QString::number(now.groups).leftJustified(9) << then.groups << '\n'
          << "copies           " << QString::number(now.copies).leftJustified(9) << then.copies << '\n'
          << "similar pairs    " << QString::number(now.similarPairs).leftJustified(9) << then.similarPairs
          << '\n'
          << "events           " << QString::number(now.events).leftJustified(9) << then.events << '\n'
          << "(" << ms << " ms a preview)\n";
    out().flush();
    return 0;
}

} // namespace kindred::cli
