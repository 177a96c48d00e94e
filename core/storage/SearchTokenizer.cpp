#include "storage/SearchTokenizer.h"

#include <QSqlDriver>
#include <QVariant>
#include <algorithm>
#include <new>
#include <sqlite3.h>

namespace kindred {

namespace {

using TokenCallback = int (*)(void *context, int flags, const char *token, int size, int start, int end);

// A tag is at most this long (an <img> with its srcset of a dozen URLs is 1-2 KB); a '<' with no
// '>' within it is text ("a<b" in a plain text).
constexpr int kMaxTag = 8192;

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isLetterOrDigit(char c)
{
    return isLetter(c) || (c >= '0' && c <= '9');
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

bool isAttributeNameChar(char c)
{
    return isLetterOrDigit(c) || c == '-' || c == '_' || c == ':' || c == '.';
}

// One past the end of the tag that starts at `at` (a '<'), or -1 when none starts there: a name
// and attributes as HTML writes them ("<p>", "</p>", "<img src=\"...\" alt=x />", "<br/>"),
// comments and declarations ("<!-- -->", "<!DOCTYPE html>"). Text that only looks like one ("a<b
// kept them busy; x > y") stays text, as PostgreSQL's parser keeps it. `unclosed`: where a comment
// was last found to have no end; none after it has one either (a text of a thousand "<!--" is
// searched to its end once, not a thousand times).
int tagEnd(const char *text, int size, int at, int &unclosed)
{
    int i = at + 1;
    const int limit = std::min(size, at + kMaxTag);
    if (i + 2 < size && text[i] == '!' && text[i + 1] == '-' && text[i + 2] == '-') {
        if (i + 3 >= unclosed)
            return -1;
        const char *end = std::search(text + i + 3, text + size, "-->", "-->" + 3);
        if (end != text + size)
            return int(end - text) + 3;
        unclosed = i + 3;
        return -1;
    }
    if (i < size && (text[i] == '!' || text[i] == '?')) {
        for (; i < limit && text[i] != '<'; ++i) {
            if (text[i] == '>')
                return i + 1;
        }
        return -1;
    }
    if (i < size && text[i] == '/')
        ++i;
    if (i >= size || !isLetter(text[i]))
        return -1;
    while (i < size && (isLetterOrDigit(text[i]) || text[i] == '-' || text[i] == ':'))
        ++i;
    for (;;) {
        while (i < limit && isSpace(text[i]))
            ++i;
        if (i >= limit)
            return -1;
        if (text[i] == '>')
            return i + 1;
        if (text[i] == '/') {
            ++i;
            continue;
        }
        const int name = i;
        while (i < limit && isAttributeNameChar(text[i]))
            ++i;
        if (i == name)
            return -1;
        while (i < limit && isSpace(text[i]))
            ++i;
        if (i >= limit || text[i] != '=')
            continue;
        ++i;
        while (i < limit && isSpace(text[i]))
            ++i;
        if (i < limit && (text[i] == '"' || text[i] == '\'')) {
            const char quote = text[i++];
            while (i < limit && text[i] != quote)
                ++i;
            if (i >= limit)
                return -1;
            ++i;
            continue;
        }
        const int value = i;
        while (i < limit && !isSpace(text[i]) && text[i] != '>' && text[i] != '<' && text[i] != '"'
            && text[i] != '\'' && text[i] != '`')
            ++i;
        if (i == value)
            return -1;
    }
}

// One past the end of the character reference that starts at `at` (a '&'), or -1: "&amp;",
// "&nbsp;", "&#8217;", "&#x2019;".
int referenceEnd(const char *text, int size, int at)
{
    int i = at + 1;
    if (i < size && text[i] == '#')
        ++i;
    const int name = i;
    while (i < size && i - name < 32 && isLetterOrDigit(text[i]))
        ++i;
    return i > name && i < size && text[i] == ';' ? i + 1 : -1;
}

/// unicode61, the tokenizer the markup-free one hands its runs of text to.
struct Words
{
    fts5_tokenizer methods {};
    void *context = nullptr;
};

/// One index's tokenizer: the unicode61 instance made with the index's arguments.
struct Instance
{
    const Words *words = nullptr;
    Fts5Tokenizer *inner = nullptr;
};

int create(void *context, const char **arguments, int count, Fts5Tokenizer **out)
{
    const auto *words = static_cast<const Words *>(context);
    auto *instance = new (std::nothrow) Instance {words, nullptr};
    if (!instance)
        return SQLITE_NOMEM;
    const int rc = words->methods.xCreate(words->context, arguments, count, &instance->inner);
    if (rc != SQLITE_OK) {
        delete instance;
        return rc;
    }
    *out = reinterpret_cast<Fts5Tokenizer *>(instance);
    return SQLITE_OK;
}

void destroy(Fts5Tokenizer *tokenizer)
{
    auto *instance = reinterpret_cast<Instance *>(tokenizer);
    instance->words->methods.xDelete(instance->inner);
    delete instance;
}

/// A run's tokens with their offsets in the whole text (highlight() and snippet() read them).
struct Run
{
    void *context = nullptr;
    TokenCallback token = nullptr;
    int offset = 0;
    // What the caller's callback last answered: unicode61 turns its SQLITE_DONE ("enough") into
    // SQLITE_OK, and the runs after it must not be tokenized then.
    int answer = SQLITE_OK;
};

int tokenOfRun(void *context, int flags, const char *token, int size, int start, int end)
{
    auto *run = static_cast<Run *>(context);
    run->answer = run->token(run->context, flags, token, size, start + run->offset, end + run->offset);
    return run->answer;
}

// The text between tags and character references goes to unicode61 a run at a time; positions
// go on across runs, so "<b>harbour</b> cranes" is still the phrase "harbour cranes".
int tokenize(
    Fts5Tokenizer *tokenizer, void *context, int flags, const char *text, int size, TokenCallback token)
{
    const auto *instance = reinterpret_cast<const Instance *>(tokenizer);
    Run run {context, token, 0};
    // SQLite's code, or SQLITE_DONE when the callback had enough (answered as unicode61 does: OK).
    const auto words = [&](int end) {
        if (end <= run.offset)
            return SQLITE_OK;
        const int rc = instance->words->methods.xTokenize(
            instance->inner, &run, flags, text + run.offset, end - run.offset, tokenOfRun);
        return rc != SQLITE_OK ? rc : run.answer;
    };
    int unclosed = size;
    for (int i = 0; i < size;) {
        const int skip = text[i] == '<' ? tagEnd(text, size, i, unclosed)
                                        : (text[i] == '&' ? referenceEnd(text, size, i) : -1);
        if (skip < 0) {
            ++i;
            continue;
        }
        if (const int rc = words(i); rc != SQLITE_OK)
            return rc == SQLITE_DONE ? SQLITE_OK : rc;
        i = skip;
        run.offset = skip;
    }
    const int rc = words(size);
    return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

void destroyWords(void *context)
{
    delete static_cast<Words *>(context);
}

} // namespace

fts5_api *fts5ApiOf(sqlite3 *connection)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, nullptr) == SQLITE_OK) {
        sqlite3_bind_pointer(statement, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
        sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    return api;
}

bool registerSearchTokenizer(const QSqlDatabase &db, QString *error)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        *error = QStringLiteral("not an SQLite connection");
        return false;
    }
    sqlite3 *connection = *static_cast<sqlite3 *const *>(handle.constData());
    fts5_api *api = connection ? fts5ApiOf(connection) : nullptr;
    if (!api || api->iVersion < 2) {
        *error = QStringLiteral("the SQLite library has no full-text search (FTS5)");
        return false;
    }
    auto *words = new (std::nothrow) Words;
    if (!words) {
        *error = QStringLiteral("out of memory");
        return false;
    }
    if (api->xFindTokenizer(api, "unicode61", &words->context, &words->methods) != SQLITE_OK) {
        delete words;
        *error = QStringLiteral("SQLite's unicode61 tokenizer is missing");
        return false;
    }
    fts5_tokenizer methods {create, destroy, tokenize};
    // SQLite calls destroyWords() when the connection closes; a failed registration keeps nothing.
    if (api->xCreateTokenizer(api, kSearchTokenizer, words, &methods, destroyWords) != SQLITE_OK) {
        delete words;
        *error = QStringLiteral("cannot register the search index's tokenizer");
        return false;
    }
    return true;
}

} // namespace kindred
