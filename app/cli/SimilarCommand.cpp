#include "CliSupport.h"
#include "Commands.h"
#include "news/SimilarStories.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kindred::cli {

namespace {

int printSimilar(const QSqlDatabase &db, qint64 id, const QCommandLineParser &parser)
{
    const std::optional<ArticleRecord> article = ArticleStore(db).article(id);
    if (!article)
        return fail(QStringLiteral("no article %1").arg(id));

    const Settings settings;
    SimilarStories::Options options;
    options.minDistance = settings.intValue(Settings::Key::SimilarMin);
    options.maxDistance = settings.intValue(Settings::Key::SimilarMax);
    options.windowDays = settings.intValue(Settings::Key::LiveWindowDays);
    options.excludeOwnSource = parser.isSet(QStringLiteral("exclude-own-source"));
    if (parser.isSet(QStringLiteral("limit")))
        options.limit = std::max(1, parser.value(QStringLiteral("limit")).toInt());
    SimilarStories similar(db, options);
    // The window around the article, not around today: an old article keeps its neighbours.
    similar.loadAround(article->published);
    const QList<SimilarStory> stories = similar.find(id);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const SimilarStory &s : stories)
            array.append(QJsonObject {{QStringLiteral("id"), s.articleId}, {QStringLiteral("title"), s.title},
                {QStringLiteral("source"), s.source},
                {QStringLiteral("published"), s.published.toUTC().toString(Qt::ISODate)},
                {QStringLiteral("distance"), s.distance}, {QStringLiteral("score"), s.score},
                {QStringLiteral("copies"), s.copies}});
        printJson(QJsonDocument(array));
    } else {
        out() << article->feedTitle << ": " << article->title << '\n';
        for (const SimilarStory &s : stories)
            out() << "  " << QString::number(s.score, 'f', 2) << "  d="
                  << (s.distance < 0 ? QStringLiteral(" -") : QString::number(s.distance).rightJustified(2))
                  << "  " << s.source << ": " << s.title
                  << (s.copies > 0 ? QStringLiteral(" (+%1 copies)").arg(s.copies) : QString()) << '\n';
        out() << stories.size() << " similar stories\n";
        out().flush();
    }
    return 0;
}

} // namespace

int runSimilar(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Print the similar stories of a stored article: simhash neighbours in the similar "
                       "band (Dedup/SimilarMin..SimilarMax) and a more-like-this full-text query, within "
                       "Index/LiveWindowDays of it, its own duplicates left out."));
    parser.addOption({QStringLiteral("db"),
        QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
        QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("article"), QStringLiteral("The article's id."), QStringLiteral("ID")});
    parser.addOption(
        {QStringLiteral("exclude-own-source"), QStringLiteral("Leave out the article's own feed.")});
    parser.addOption(
        {QStringLiteral("limit"), QStringLiteral("At most N stories (default 10)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON document.")});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    const QString path = parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(path); code >= 0)
        return code;
    bool ok = false;
    const qint64 id = parser.value(QStringLiteral("article")).toLongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("--article ID is required"));

    QString error;
    const QString connection = QStringLiteral("kindred-cli-similar");
    QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);
    const int code = printSimilar(db, id, parser);
    db = {};
    Database::close(connection);
    return code;
}

} // namespace kindred::cli
