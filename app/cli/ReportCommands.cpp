#include "CliSupport.h"
#include "Commands.h"
#include "news/FlowStatistics.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/Reports.h"
#include "storage/StoryStore.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kindred::cli {

namespace {

// Opens --db read-side for a report command; returns an exit code >= 0 when it cannot go on.
struct ReportContext
{
    QCommandLineParser parser;
    QSqlDatabase db;
    bool json = false;
};

const QString reportConnection = QStringLiteral("kindred-cli-report");

int openReport(ReportContext &context, const QStringList &arguments, const QString &description,
    const QList<QCommandLineOption> &extra = {})
{
    context.parser.setApplicationDescription(description);
    context.parser.addOptions(extra);
    context.parser.addOption({QStringLiteral("db"),
        QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
        QStringLiteral("PATH")});
    context.parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON document.")});
    if (const int code = parseArguments(context.parser, arguments); code >= 0)
        return code;
    const QString path = context.parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(path); code >= 0)
        return code;
    QString error;
    context.db = Database::open(path, reportConnection, &error);
    if (!context.db.isValid())
        return fail(error);
    context.json = context.parser.isSet(QStringLiteral("json"));
    return -1;
}

QJsonValue dateJson(const QDateTime &date)
{
    return date.isValid() ? QJsonValue(date.toUTC().toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null);
}

QJsonObject memberJson(const ArticleRecord &article)
{
    return {{QStringLiteral("link"), article.url}, {QStringLiteral("title"), article.title},
        {QStringLiteral("source"), article.feedTitle},
        {QStringLiteral("published"), dateJson(article.published)},
        {QStringLiteral("distance"), article.distance}};
}

} // namespace

int runGroups(const QStringList &arguments)
{
    ReportContext context;
    if (const int code
        = openReport(context, arguments, QStringLiteral("Print duplicate groups, largest first."));
        code >= 0)
        return code;
    const QList<DuplicateGroup> groups = Reports(context.db).duplicateGroups();
    if (context.json) {
        QJsonArray array;
        for (const DuplicateGroup &group : groups) {
            QJsonArray members;
            for (const ArticleRecord &member : group.members)
                members.append(memberJson(member));
            array.append(QJsonObject {{QStringLiteral("id"), group.id}, {QStringLiteral("size"), group.size},
                {QStringLiteral("distance_sum"), group.distanceSum},
                {QStringLiteral("title"), group.members.value(0).title},
                {QStringLiteral("articles"), members}});
        }
        printJson(QJsonDocument(array));
        return 0;
    }
    for (const DuplicateGroup &group : groups) {
        out() << "group " << group.id << " (" << group.size << " articles): " << group.members.value(0).title
              << '\n';
        for (const ArticleRecord &member : group.members)
            out() << "  d=" << member.distance << "  " << member.feedTitle << "  " << member.title << '\n';
    }
    out() << groups.size() << " duplicate groups\n";
    out().flush();
    return 0;
}

int runEvents(const QStringList &arguments)
{
    ReportContext context;
    if (const int code = openReport(context, arguments,
            QStringLiteral("Print the breaking events stored in the database: stories with more than "
                           "Events/MinArticles reports within Events/WindowHours from Events/MinSources "
                           "sources, found while the articles were ingested."));
        code >= 0)
        return code;
    const QList<EventRecord> events = StoryStore(context.db).events();
    if (context.json) {
        QJsonArray array;
        for (const EventRecord &event : events) {
            QJsonArray members;
            for (const EventMemberRecord &member : event.members)
                members.append(QJsonObject {{QStringLiteral("link"), member.link},
                    {QStringLiteral("title"), member.title}, {QStringLiteral("source"), member.source},
                    {QStringLiteral("published"), dateJson(member.published)},
                    {QStringLiteral("distance"), member.distance},
                    {QStringLiteral("similarity"), member.similarity}});
            array.append(QJsonObject {{QStringLiteral("id"), event.id},
                {QStringLiteral("title"), event.label}, {QStringLiteral("start"), dateJson(event.start)},
                {QStringLiteral("peak"), dateJson(event.peak)}, {QStringLiteral("end"), dateJson(event.end)},
                {QStringLiteral("sources"), event.sources}, {QStringLiteral("size"), event.size},
                {QStringLiteral("story"), event.storyId}, {QStringLiteral("articles"), members}});
        }
        printJson(QJsonDocument(array));
        return 0;
    }
    for (const EventRecord &event : events) {
        out() << "event " << event.id << ": " << event.label << '\n'
              << "  " << event.members.size() << " articles from " << event.sources << " sources, "
              << event.start.toString(Qt::ISODate) << " .. " << event.end.toString(Qt::ISODate)
              << ", peak hour " << event.peak.toString(Qt::ISODate) << '\n';
        for (const EventMemberRecord &member : event.members)
            out() << "    d=" << QString::number(member.distance).rightJustified(2) << "  "
                  << member.published.toString(QStringLiteral("MM-dd HH:mm")) << "  " << member.source << ": "
                  << member.title << '\n';
    }
    out() << events.size() << " breaking events\n";
    out().flush();
    return 0;
}

// The numbers of the statistics view for one period: per hour, hour of day, sources, and each
// article's distance to its nearest earlier one.
int printFlow(const ReportContext &context, const QString &period)
{
    static const QHash<QString, int> hours {
        {QStringLiteral("24h"), 24}, {QStringLiteral("7d"), 24 * 7}, {QStringLiteral("30d"), 24 * 30}};
    if (!hours.contains(period))
        return fail(QStringLiteral("--period wants 24h, 7d or 30d, not %1").arg(period));
    // The period ends now, or at the newest article when nothing came in since (as in the app).
    const auto [from, to] = FlowStatistics::period(
        ArticleStore(context.db).windowEnd(QDateTime::currentDateTimeUtc()), hours.value(period));
    const FlowStatistics flow
        = FlowStatistics::compute(context.db, from, to, QDateTime::currentDateTime().offsetFromUtc());
    QJsonArray perHour;
    for (qsizetype h = 0; h < flow.articlesPerHour.size(); ++h)
        perHour.append(QJsonObject {{QStringLiteral("hour"), dateJson(flow.from.addSecs(3600 * h))},
            {QStringLiteral("articles"), flow.articlesPerHour.at(h)},
            {QStringLiteral("copies"), flow.copiesPerHour.at(h)}});
    QJsonArray byHourOfDay;
    for (int h = 0; h < 24; ++h)
        byHourOfDay.append(QJsonObject {{QStringLiteral("hour"), h},
            {QStringLiteral("articles"), flow.articlesByHourOfDay.at(h)},
            {QStringLiteral("copies"), flow.copiesByHourOfDay.at(h)}});
    QJsonArray sources;
    for (const FlowStatistics::Source &source : flow.sources)
        sources.append(QJsonObject {{QStringLiteral("source"), source.title},
            {QStringLiteral("articles"), source.articles}, {QStringLiteral("copies"), source.copies},
            {QStringLiteral("copy_share"), source.copyShare()}});
    QJsonArray nearest;
    for (const int count : flow.nearestDistance)
        nearest.append(count);
    const QJsonObject json {{QStringLiteral("period"), period}, {QStringLiteral("from"), dateJson(flow.from)},
        {QStringLiteral("to"), dateJson(flow.to)}, {QStringLiteral("articles"), flow.articles},
        {QStringLiteral("copies"), flow.copies}, {QStringLiteral("copy_share"), flow.copyShare()},
        {QStringLiteral("per_hour"), perHour}, {QStringLiteral("hour_of_day"), byHourOfDay},
        {QStringLiteral("sources"), sources}, {QStringLiteral("nearest_distance"), nearest},
        {QStringLiteral("nearest_farther"), flow.fartherThanMax}};
    if (context.json) {
        printJson(QJsonDocument(json));
        return 0;
    }
    out() << "period " << period << ": " << flow.articles << " articles, " << flow.copies << " copies ("
          << QString::number(flow.copyShare() * 100, 'f', 1) << "%)\nnearest earlier article, by distance:";
    for (qsizetype d = 0; d < flow.nearestDistance.size(); ++d)
        out() << ' ' << d << ':' << flow.nearestDistance.at(d);
    out() << " farther:" << flow.fartherThanMax << "\n\nper source:\n";
    for (const FlowStatistics::Source &source : flow.sources)
        out() << "  " << source.title.leftJustified(32) << ' ' << source.articles << " articles, "
              << source.copies << " copies\n";
    out().flush();
    return 0;
}

int runStats(const QStringList &arguments)
{
    ReportContext context;
    const QCommandLineOption period(QStringLiteral("period"),
        QStringLiteral(
            "The statistics view's numbers for the last 24h, 7d or 30d (ending now, or at the newest "
            "article): per hour, hour of day, sources, nearest-neighbour distances."),
        QStringLiteral("PERIOD"));
    if (const int code
        = openReport(context, arguments, QStringLiteral("Print statistics of the news flow."), {period});
        code >= 0)
        return code;
    if (context.parser.isSet(period))
        return printFlow(context, context.parser.value(period));
    // The whole store, counted as the statistics view counts a period (FlowStatistics).
    const auto [first, last] = Reports(context.db).publishedSpan();
    const FlowStatistics flow = first.isValid()
        ? FlowStatistics::compute(context.db, first, last.addMSecs(1), 0, -1)
        : FlowStatistics {};
    const double share = flow.copyShare();
    if (context.json) {
        QJsonArray perHour;
        for (qsizetype h = 0; h < flow.articlesPerHour.size(); ++h) {
            if (flow.articlesPerHour.at(h) == 0)
                continue;
            perHour.append(QJsonObject {{QStringLiteral("hour"), dateJson(flow.from.addSecs(h * 3600))},
                {QStringLiteral("articles"), flow.articlesPerHour.at(h)},
                {QStringLiteral("duplicates"), flow.copiesPerHour.at(h)}});
        }
        QJsonArray perSource;
        for (const FlowStatistics::Source &source : flow.sources)
            perSource.append(QJsonObject {{QStringLiteral("source"), source.title},
                {QStringLiteral("articles"), source.articles},
                {QStringLiteral("duplicates"), source.copies}});
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("articles"), flow.articles},
            {QStringLiteral("duplicates"), flow.copies}, {QStringLiteral("duplicate_share"), share},
            {QStringLiteral("per_hour"), perHour}, {QStringLiteral("per_source"), perSource}}));
        return 0;
    }
    out() << "articles: " << flow.articles << "\nduplicates: " << flow.copies << " ("
          << QString::number(share * 100, 'f', 1) << "%)\n\nper source:\n";
    for (const FlowStatistics::Source &source : flow.sources)
        out() << "  " << source.title.leftJustified(32) << ' ' << source.articles << " articles, "
              << source.copies << " duplicates\n";
    out() << "\nper hour (UTC):\n";
    for (qsizetype h = 0; h < flow.articlesPerHour.size(); ++h) {
        if (flow.articlesPerHour.at(h) == 0)
            continue;
        out() << "  " << flow.from.addSecs(h * 3600).toString(QStringLiteral("yyyy-MM-dd HH:00")) << "  "
              << QString::number(flow.articlesPerHour.at(h)).rightJustified(4) << " articles  "
              << QString::number(flow.copiesPerHour.at(h)).rightJustified(4) << " duplicates\n";
    }
    out().flush();
    return 0;
}

} // namespace kindred::cli
