#pragma once

#include "storage/ArticleQuery.h"
#include "storage/Records.h"

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QUrl>
#include <optional>

namespace kindred {

/// Articles sent out of Kindred: a link to paste, a mail to write, a file for a read-later tool.
/// Pure formatting of stored records; the window and kindred-cli export ask it alike.
namespace ArticleExport {

enum class Format {
    Json, // an array of objects: title, url, source, author, published, starred, read, copies,
          // text, enclosures
    Bookmarks, // the browsers' bookmark file (Netscape HTML), which Pocket, Instapaper, wallabag,
               // Raindrop and every browser import, and which opens as a page of links
};

/// "[Title](https://...) (Source)": brackets in the title escaped, parentheses in the link
/// encoded, so the link survives any Markdown renderer.
QString markdownLink(const ArticleRecord &article);

/// A mailto: link whose subject is the title and whose body is the link and its source.
QUrl mailLink(const ArticleRecord &article);

/// The articles of `query` (one per story, newest first), at most `limit`, with their texts.
QList<ArticleRecord> articles(const QSqlDatabase &db, const ArticleQuery &query, int limit);

QByteArray toJson(const QList<ArticleRecord> &articles);
/// `title` heads the file ("Kindred: starred").
QByteArray toBookmarks(const QList<ArticleRecord> &articles, const QString &title);
QByteArray format(Format format, const QList<ArticleRecord> &articles, const QString &title);

/// The format a file name asks for: .json, or .html/.htm; nullopt for anything else.
std::optional<Format> formatOfFile(const QString &fileName);

} // namespace ArticleExport

} // namespace kindred
