#pragma once

#include <QSqlDatabase>
#include <QString>

struct sqlite3;
struct fts5_api;

namespace kindred {

/// The name SQLite's search index (articles_fts) is declared with: tokenize='kindred_html'.
inline constexpr char kSearchTokenizer[] = "kindred_html";

/// Makes the search index's tokenizer known to one SQLite connection; every connection that
/// writes articles or searches them needs it (Database::open() does it), and one without it fails
/// with "no such tokenizer" (the sqlite3 shell, for one, reads the articles but not the index).
///
/// The words are SQLite's own unicode61 words of the text outside HTML tags and character
/// references: a summary is an item's HTML, and with markup indexed every article with a
/// paragraph was found by "p", every article linking an image by "jpg" or "https", and every
/// article naming a class in its markup by "class". PostgreSQL's text search parser leaves tags and
/// entities out the same way, so both stores find the same articles. False with `error` when the
/// SQLite library has no FTS5.
///
/// What it takes for a word is part of every SQLite store: FTS5 removes an article's words by
/// tokenizing its old text again, so a change to the rules needs a schema step that rebuilds the
/// index (as version 22 did), or deletes leave stale words behind.
bool registerSearchTokenizer(const QSqlDatabase &db, QString *error);

/// FTS5's API on one SQLite connection (what registers and finds its tokenizers); null when the
/// SQLite library has no FTS5.
fts5_api *fts5ApiOf(sqlite3 *connection);

} // namespace kindred
