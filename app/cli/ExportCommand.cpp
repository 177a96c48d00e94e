// kindred-cli export --db PATH [--starred | --unread | --all] [--search WORDS] [--label NAME] [--limit N]
//                    [--format json|html] [--out FILE]
#include "CliSupport.h"
#include "Commands.h"
#include "news/ArticleExport.h"
#include "storage/Database.h"

namespace kindred::cli {

namespace {

const QString exportConnection = QStringLiteral("kindred-cli-export");

} // namespace

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write articles for a read-later tool or a script: the starred ones unless told otherwise,\n"
        "one entry per story (its lead), newest first. As JSON (title, url, source, author,\n"
        "published, starred, read, labels, copies, text) or as a bookmark file (HTML; labels as tags), which "
        "browsers,\n"
        "Pocket, Instapaper, wallabag and Raindrop import."));
    parser.addOption({QStringLiteral("db"),
        QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
        QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("starred"), QStringLiteral("The starred articles (the default).")});
    parser.addOption({QStringLiteral("unread"), QStringLiteral("The unread articles.")});
    parser.addOption({QStringLiteral("all"), QStringLiteral("Every article.")});
    parser.addOption({QStringLiteral("search"), QStringLiteral("Only articles with these words."),
        QStringLiteral("WORDS")});
    parser.addOption({QStringLiteral("label"),
        QStringLiteral("The articles with this label (every copy; with --unread: the unread ones)."),
        QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("limit"), QStringLiteral("At most N articles (default 10000)."),
        QStringLiteral("N"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("format"),
        QStringLiteral("json or html (default: from the --out file's name, else json)."),
        QStringLiteral("FORMAT")});
    parser.addOption(
        {QStringLiteral("out"), QStringLiteral("Write to FILE instead of stdout."), QStringLiteral("FILE")});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    const int chosen = int(parser.isSet(QStringLiteral("starred")))
        + int(parser.isSet(QStringLiteral("unread"))) + int(parser.isSet(QStringLiteral("all")));
    if (chosen > 1)
        return fail(QStringLiteral("choose one of --starred, --unread and --all"));
    bool limitOk = false;
    const int limit = parser.value(QStringLiteral("limit")).toInt(&limitOk);
    if (!limitOk || limit <= 0)
        return fail(QStringLiteral("--limit takes a positive number"));
    const QString path = parser.value(QStringLiteral("out"));
    std::optional<ArticleExport::Format> format;
    if (parser.isSet(QStringLiteral("format"))) {
        const QString name = parser.value(QStringLiteral("format"));
        if (name == QLatin1String("json"))
            format = ArticleExport::Format::Json;
        else if (name == QLatin1String("html"))
            format = ArticleExport::Format::Bookmarks;
        else
            return fail(QStringLiteral("unknown format %1 (json, html)").arg(name));
    } else {
        format = path.isEmpty() ? ArticleExport::Format::Json
                                : ArticleExport::formatOfFile(path).value_or(ArticleExport::Format::Json);
    }
    const QString location = parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(location); code >= 0)
        return code;

    ArticleQuery query;
    QString what = QStringLiteral("starred");
    if (parser.isSet(QStringLiteral("unread"))) {
        query.show = ArticleQuery::Show::Unread;
        what = QStringLiteral("unread");
    } else if (parser.isSet(QStringLiteral("all")) || parser.isSet(QStringLiteral("label"))) {
        what = QStringLiteral("all articles");
    } else {
        query.show = ArticleQuery::Show::Starred;
    }
    query.search = parser.value(QStringLiteral("search"));
    query.label = parser.value(QStringLiteral("label"));
    if (!query.label.isEmpty())
        what = QStringLiteral("label \"%1\"").arg(query.label);
    QByteArray bytes;
    qsizetype count = 0;
    {
        QString error;
        const QSqlDatabase db = Database::open(location, exportConnection, &error);
        if (!db.isValid())
            return fail(error);
        const QList<ArticleRecord> articles = ArticleExport::articles(db, query, limit);
        count = articles.size();
        QString title = QStringLiteral("Kindred: %1").arg(what);
        if (!query.search.isEmpty())
            title += QStringLiteral(" with \"%1\"").arg(query.search);
        bytes = ArticleExport::format(*format, articles, title);
    }
    Database::close(exportConnection);
    if (const int code = writeOutput(path, bytes); code != 0 || path.isEmpty())
        return code;
    err() << count << " articles written to " << path << Qt::endl;
    return 0;
}

} // namespace kindred::cli
