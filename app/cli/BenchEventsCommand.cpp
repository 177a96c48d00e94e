#include "CliSupport.h"
#include "Commands.h"
#include "evaluation/EventEvaluation.h"
#include "settings/Settings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <functional>

namespace kindred::cli {

namespace {

// Reads a double option into `value` when it is set; false on a malformed number.
bool readOption(const QCommandLineParser &parser, const QString &name, double &value)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    value = parser.value(name).toDouble(&ok);
    return ok;
}

// A labelled stream from `path`, without its summaries when `titlesOnly`.
std::optional<QList<LabelledHeadline>> readStream(const QString &path, bool titlesOnly, QString *error)
{
    std::optional<QList<LabelledHeadline>> stream = readHeadlineStream(path, error);
    if (stream && titlesOnly) {
        for (LabelledHeadline &h : *stream)
            h.summary.clear();
    }
    return stream;
}

QJsonObject summaryJson(const EventQuality &events)
{
    return {{QStringLiteral("headlines"), events.headlines}, {QStringLiteral("sources"), events.sources},
        {QStringLiteral("stories"), events.stories}, {QStringLiteral("big_stories"), events.bigStories},
        {QStringLiteral("found_stories"), events.foundStories}, {QStringLiteral("recall"), events.recall},
        {QStringLiteral("events"), events.events}, {QStringLiteral("purity"), events.purity},
        {QStringLiteral("coverage"), events.coverage}, {QStringLiteral("seconds"), events.seconds}};
}

// Scores a stream's events (in memory, or as the ingest stores them); sets the error on a failure.
using Evaluate = std::function<EventQuality(const QList<LabelledHeadline> &, QString *error)>;

// Several streams under one set of options: a line each, then the mean recall and purity over them
// (each stream weighs the same, however many events it has), as a tuning sweep compares them.
int benchSeveral(const QStringList &files, const Evaluate &evaluate, bool titlesOnly, bool json)
{
    QJsonArray streams;
    double recall = 0;
    double purity = 0;
    for (const QString &file : files) {
        QString error;
        const std::optional<QList<LabelledHeadline>> stream = readStream(file, titlesOnly, &error);
        if (!stream)
            return fail(file + QStringLiteral(": ") + error);
        const EventQuality events = evaluate(*stream, &error);
        if (!error.isEmpty())
            return fail(file + QStringLiteral(": ") + error);
        recall += events.recall;
        purity += events.purity;
        QJsonObject summary = summaryJson(events);
        summary.insert(QStringLiteral("file"), file);
        streams.append(summary);
        if (!json) {
            out() << QString::number(events.recall, 'f', 3) << " (" << events.foundStories << '/'
                  << events.bigStories << ")  " << QString::number(events.purity, 'f', 3) << "  " << file
                  << '\n';
        }
    }
    recall /= double(files.size());
    purity /= double(files.size());
    if (json) {
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("streams"), streams},
            {QStringLiteral("mean_recall"), recall}, {QStringLiteral("mean_purity"), purity}}));
        return 0;
    }
    out() << QString::number(recall, 'f', 3) << "  " << QString::number(purity, 'f', 3)
          << "  mean recall and purity of " << files.size() << " streams\n";
    out().flush();
    return 0;
}

} // namespace

int runBenchEvents(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run breaking-event detection on a labelled headline stream and score it.\n"
        "FILE has one headline a line: published<TAB>source<TAB>story<TAB>headline[<TAB>summary] "
        "(published in ISO 8601 or epoch seconds; '#' lines skipped; the summary is the item's "
        "description, its first words count as the lede). Recall: share of the stories with more than "
        "Events/MinArticles headlines within Events/WindowHours that lead (are the majority of) an "
        "event. Purity: mean share of an event's majority story. Also scores the duplicate groups "
        "of the titles (purity, chaining)."));
    parser.addPositionalArgument(QStringLiteral("file"),
        QStringLiteral("The headline stream; several: one line each and their mean recall and purity."),
        QStringLiteral("FILE..."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON document.")});
    parser.addOption({QStringLiteral("list"),
        QStringLiteral("Also list every event (with its members from other stories) and missed story.")});
    parser.addOption({QStringLiteral("titles-only"), QStringLiteral("Leave the summaries out.")});
    parser.addOption({QStringLiteral("stored"),
        QStringLiteral("Score the events the app stores instead: the stream's feeds (one a source) ingested "
                       "into a new SQLite database, in RUNS runs of the feeds shuffled (1: one run)."),
        QStringLiteral("RUNS")});
    const QList<QCommandLineOption> tuning {
        {QStringLiteral("min-edge"), QStringLiteral("Cosine for an edge of the similarity graph."),
            QStringLiteral("X")},
        {QStringLiteral("min-density"),
            QStringLiteral("Mean similarity over cross pairs for two groups to merge."), QStringLiteral("X")},
        {QStringLiteral("relative-density"),
            QStringLiteral("...and at least this share of the larger story's cohesion."),
            QStringLiteral("X")},
        {QStringLiteral("keep-relative-density"),
            QStringLiteral("A member under this share of its story's cohesion leaves it."),
            QStringLiteral("X")},
        {QStringLiteral("keep-part-density"),
            QStringLiteral("A part of a story under this share of a merge's threshold to the rest leaves it "
                           "(0: never)."),
            QStringLiteral("X")},
        {QStringLiteral("part-size-power"),
            QStringLiteral("A member's edges to a part of its story count divided by the part's size to this "
                           "power."),
            QStringLiteral("X")},
        {QStringLiteral("event-part-density"),
            QStringLiteral(
                "A part of a story under this share of a merge's threshold to the rest stays out of "
                "its event (0: never)."),
            QStringLiteral("X")},
        {QStringLiteral("event-own-names"),
            QStringLiteral(
                "A part of a story whose names carried by this share of its members differ from the "
                "largest part's, with no report naming both, stays out of its event (0: never)."),
            QStringLiteral("X")},
        {QStringLiteral("edge-hours"), QStringLiteral("Articles further apart share no edge."),
            QStringLiteral("H")},
        {QStringLiteral("decay-hours"),
            QStringLiteral("An edge weighs its similarity times exp(-hours apart / H) (0: no decay)."),
            QStringLiteral("H")},
        {QStringLiteral("graph-hours"),
            QStringLiteral("A newcomer meets the articles of this many hours before it (0: all)."),
            QStringLiteral("H")},
        {QStringLiteral("title-weight"), QStringLiteral("Weight of a title word."), QStringLiteral("W")},
        {QStringLiteral("name-weight"), QStringLiteral("Extra factor for names."), QStringLiteral("W")},
        {QStringLiteral("figure-weight"), QStringLiteral("Factor for figures."), QStringLiteral("W")},
    };
    parser.addOptions(tuning);
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;

    const Settings settings;
    EventDetector::Options options;
    options.minArticles = settings.intValue(Settings::Key::EventMinArticles);
    options.windowHours = settings.intValue(Settings::Key::EventWindowHours);
    options.minSources = settings.intValue(Settings::Key::EventMinSources);
    double edgeHours = options.clustering.edgeWindowHours;
    double graphHours = options.clustering.graphHours;
    double titleWeight = options.terms.titleWeight;
    double nameWeight = options.terms.nameWeight;
    double figureWeight = options.terms.figureWeight;
    if (!readOption(parser, QStringLiteral("min-edge"), options.clustering.minEdge)
        || !readOption(parser, QStringLiteral("min-density"), options.clustering.minDensity)
        || !readOption(parser, QStringLiteral("relative-density"), options.clustering.minRelativeDensity)
        || !readOption(
            parser, QStringLiteral("keep-relative-density"), options.clustering.keepRelativeDensity)
        || !readOption(parser, QStringLiteral("keep-part-density"), options.clustering.keepPartDensity)
        || !readOption(parser, QStringLiteral("event-part-density"), options.clustering.eventPartDensity)
        || !readOption(parser, QStringLiteral("event-own-names"), options.clustering.eventOwnNameShare)
        || !readOption(parser, QStringLiteral("part-size-power"), options.clustering.partSizePower)
        || !readOption(parser, QStringLiteral("edge-hours"), edgeHours)
        || !readOption(parser, QStringLiteral("decay-hours"), options.clustering.decayHours)
        || !readOption(parser, QStringLiteral("graph-hours"), graphHours)
        || !readOption(parser, QStringLiteral("title-weight"), titleWeight)
        || !readOption(parser, QStringLiteral("name-weight"), nameWeight)
        || !readOption(parser, QStringLiteral("figure-weight"), figureWeight))
        return fail(QStringLiteral("a tuning option needs a number"));
    options.clustering.edgeWindowHours = int(edgeHours);
    options.clustering.graphHours = int(graphHours);
    options.terms.titleWeight = float(titleWeight);
    options.terms.nameWeight = float(nameWeight);
    options.terms.figureWeight = float(figureWeight);

    Evaluate evaluate
        = [&](const QList<LabelledHeadline> &stream, QString *) { return evaluateEvents(stream, options); };
    QTemporaryDir directory;
    if (parser.isSet(QStringLiteral("stored"))) {
        StoredEventsRun run;
        run.runs = parser.value(QStringLiteral("stored")).toInt();
        if (run.runs < 1)
            return fail(QStringLiteral("--stored needs a number of runs, 1 or more"));
        if (!directory.isValid())
            return fail(QStringLiteral("no temporary folder for the database: ") + directory.errorString());
        evaluate = [&, run, count = 0](const QList<LabelledHeadline> &stream, QString *error) mutable {
            run.location = directory.filePath(QStringLiteral("stream-%1.sqlite").arg(++count));
            return evaluateStoredEvents(stream, options, run, error);
        };
    }

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return benchSeveral(files, evaluate, parser.isSet(QStringLiteral("titles-only")),
            parser.isSet(QStringLiteral("json")));
    QString error;
    const std::optional<QList<LabelledHeadline>> stream
        = readStream(files.first(), parser.isSet(QStringLiteral("titles-only")), &error);
    if (!stream)
        return fail(error);
    const EventQuality events = evaluate(*stream, &error);
    if (!error.isEmpty())
        return fail(error);
    const int radius = settings.intValue(Settings::Key::DuplicateRadius);
    const DuplicateGroupQuality groups = evaluateDuplicateGroups(*stream, radius);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject result = summaryJson(events);
        result.insert(QStringLiteral("missed"), QJsonArray::fromStringList(events.missed));
        result.insert(QStringLiteral("duplicate_groups"),
            QJsonObject {{QStringLiteral("radius"), radius}, {QStringLiteral("groups"), groups.groups},
                {QStringLiteral("grouped"), groups.grouped}, {QStringLiteral("purity"), groups.purity},
                {QStringLiteral("chained"), groups.chained}});
        if (parser.isSet(QStringLiteral("list"))) {
            QJsonArray list;
            for (const EventQuality::Event &event : events.eventList)
                list.append(QJsonObject {{QStringLiteral("title"), event.label},
                    {QStringLiteral("story"), event.story}, {QStringLiteral("size"), event.size},
                    {QStringLiteral("purity"), event.purity},
                    {QStringLiteral("strays"), QJsonArray::fromStringList(event.strays)}});
            result.insert(QStringLiteral("event_list"), list);
        }
        printJson(QJsonDocument(result));
        return 0;
    }
    out() << events.headlines << " headlines from " << events.sources << " sources, " << events.stories
          << " stories, " << events.bigStories << " with more than " << options.minArticles << " within "
          << options.windowHours << " h\n"
          << "events: " << events.events << "  recall: " << QString::number(events.recall, 'f', 3) << " ("
          << events.foundStories << '/' << events.bigStories
          << ")  purity: " << QString::number(events.purity, 'f', 3)
          << "  coverage: " << QString::number(events.coverage, 'f', 3) << "  ("
          << QString::number(events.seconds * 1000, 'f', 0) << " ms)\n"
          << "duplicate groups (titles, radius " << radius << "): " << groups.groups << " groups of "
          << groups.grouped << " headlines, purity " << QString::number(groups.purity, 'f', 3) << ", chained "
          << groups.chained << '\n';
    if (parser.isSet(QStringLiteral("list"))) {
        for (const EventQuality::Event &event : events.eventList) {
            out() << "  " << QString::number(event.purity, 'f', 2) << "  "
                  << QString::number(event.size).rightJustified(3) << "  " << event.story << "  "
                  << event.label << '\n';
            for (const QString &stray : event.strays)
                out() << "          stray  " << stray << '\n';
        }
        for (const QString &story : events.missed)
            out() << "  missed: " << story << '\n';
    }
    out().flush();
    return 0;
}

} // namespace kindred::cli
