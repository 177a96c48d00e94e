#include "news/ArticleExport.h"

#include "feed/FeedJson.h"
#include "news/PlainText.h"
#include "storage/ArticleStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kindred::ArticleExport {

namespace {

// The first `limit` characters of a text, cut at a word, with an ellipsis when cut.
QString excerpt(const QString &text, qsizetype limit)
{
    const QString flat = text.simplified();
    if (flat.size() <= limit)
        return flat;
    qsizetype cut = flat.lastIndexOf(u' ', limit);
    if (cut <= 0)
        cut = limit;
    return flat.left(cut) + QChar(0x2026);
}

} // namespace

QString markdownLink(const ArticleRecord &article)
{
    QString title = article.title.simplified();
    if (title.isEmpty())
        title = article.url;
    for (const QChar special : {u'\\', u'[', u']'})
        title.replace(special, QStringLiteral("\\") + special);
    QString link = QString::fromLatin1(QUrl(article.url).toEncoded());
    link.replace(u'(', QStringLiteral("%28")).replace(u')', QStringLiteral("%29"));
    QString text = QStringLiteral("[%1](%2)").arg(title, link);
    if (!article.feedTitle.isEmpty())
        text += QStringLiteral(" (%1)").arg(article.feedTitle.simplified());
    return text;
}

QUrl mailLink(const ArticleRecord &article)
{
    QString body = article.url;
    if (!article.feedTitle.isEmpty())
        body += QStringLiteral("\n\n") + article.feedTitle.simplified();
    // Encoded here whole: a title's '&', '=', '#' or '+' must not end the subject.
    QUrl url(QStringLiteral("mailto:"));
    url.setQuery(QStringLiteral("subject=%1&body=%2")
                     .arg(QString::fromLatin1(QUrl::toPercentEncoding(article.title.simplified())),
                         QString::fromLatin1(QUrl::toPercentEncoding(body))),
        QUrl::StrictMode);
    return url;
}

QList<ArticleRecord> articles(const QSqlDatabase &db, const ArticleQuery &query, int limit)
{
    // The list's rows carry their marks and copies; their texts are read after them, together.
    const ArticleStore store(db);
    QList<ArticleRecord> rows = store.articles(query, 0, limit);
    store.addTexts(rows);
    return rows;
}

QByteArray toJson(const QList<ArticleRecord> &articles)
{
    QJsonArray array;
    for (const ArticleRecord &article : articles) {
        array.append(
            QJsonObject {{QStringLiteral("title"), article.title}, {QStringLiteral("url"), article.url},
                {QStringLiteral("source"), article.feedTitle}, {QStringLiteral("author"), article.author},
                {QStringLiteral("published"), article.published.toUTC().toString(Qt::ISODate)},
                {QStringLiteral("starred"), article.starred}, {QStringLiteral("read"), article.read},
                {QStringLiteral("labels"), QJsonArray::fromStringList(article.labels)},
                {QStringLiteral("copies"), article.groupSize - 1},
                {QStringLiteral("text"), readableText(article.body, article.summary)},
                {QStringLiteral("enclosures"), enclosuresToJson(article.enclosures)}});
    }
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

QByteArray toBookmarks(const QList<ArticleRecord> &articles, const QString &title)
{
    QString html = QStringLiteral(
        "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n"
        "<!-- Written by Kindred: a bookmark file, as browsers and read-later services import them. -->\n"
        "<META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=UTF-8\">\n"
        "<TITLE>%1</TITLE>\n<H1>%1</H1>\n<DL><p>\n")
                       .arg(title.toHtmlEscaped());
    for (const ArticleRecord &article : articles) {
        QString tags = QStringLiteral("kindred");
        if (article.starred)
            tags += QStringLiteral(",starred");
        for (const QString &label : article.labels)
            tags += u',' + QString(label).replace(u',', u' '); // a tag ends at a comma
        html += QStringLiteral("    <DT><A HREF=\"%1\" ADD_DATE=\"%2\" TAGS=\"%3\">%4</A>\n")
                    .arg(QString::fromLatin1(QUrl(article.url).toEncoded()).toHtmlEscaped())
                    .arg(article.published.toSecsSinceEpoch())
                    .arg(tags.toHtmlEscaped(), article.title.simplified().toHtmlEscaped());
        const QString lead = excerpt(readableText(article.body, article.summary), 300);
        const QString about = article.feedTitle.isEmpty()
            ? lead
            : article.feedTitle.simplified() + QStringLiteral(": ") + lead;
        html += QStringLiteral("    <DD>%1\n").arg(about.toHtmlEscaped());
    }
    html += QStringLiteral("</DL><p>\n");
    return html.toUtf8();
}

QByteArray format(Format format, const QList<ArticleRecord> &articles, const QString &title)
{
    return format == Format::Json ? toJson(articles) : toBookmarks(articles, title);
}

std::optional<Format> formatOfFile(const QString &fileName)
{
    const QString lower = fileName.toLower();
    if (lower.endsWith(QLatin1String(".json")))
        return Format::Json;
    if (lower.endsWith(QLatin1String(".html")) || lower.endsWith(QLatin1String(".htm")))
        return Format::Bookmarks;
    return std::nullopt;
}

} // namespace kindred::ArticleExport
