#pragma once

#include "net/FetchTypes.h"
#include "news/PageCollector.h"

#include <QByteArray>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QString>
#include <QTextStream>
#include <memory>

namespace kindred {
class Settings;
}

namespace kindred::cli {

/// Standard output and error as text streams (UTF-8).
QTextStream &out();
QTextStream &err();

/// Prints "kindred-cli: <message>" on stderr and returns the failure exit code.
int fail(const QString &message);

/// Parses the command's arguments; handles --help. Returns -1 to go on, or an exit code to return.
int parseArguments(QCommandLineParser &parser, const QStringList &arguments, int minPositional = 0);

/// Prints on stderr what opening `location` will take long for (Database::longUpgrade()), if
/// anything.
void announceUpgrade(const QString &location);
/// Checks a reading command's --db value: prints "--db PATH is required" or "no database at PATH"
/// and returns the exit code, or returns -1 when `path` names a file.
int requireDatabase(const QString &path);

/// The settings a command reads: the INI file of its --settings option when given, else the
/// user's (where the app keeps them).
std::unique_ptr<Settings> settingsFrom(const QCommandLineParser &parser);

/// Bytes of a local file or an http(s) URL, with the HTTP Content-Type when fetched. Files are held
/// to the size cap the Fetcher applies to the same `kind` of answer, and read a block at a time:
/// a FIFO or /dev/zero ends with an error at the cap.
struct Input
{
    QByteArray bytes;
    QByteArray contentType;
    QString url; // the URL the bytes came from (file:// for files)
    QString error; // empty on success
    bool fromNetwork = false; // fetched over http(s)
};
Input readInput(const QString &fileOrUrl, FetchKind kind = FetchKind::Feed);

/// Fetches article pages (http(s) links) through core's Fetcher; failures are listed, not fatal.
ArticlePages fetchPages(const QStringList &links);

/// Writes `bytes` (UTF-8 text) to stdout when `path` is empty, else to the file, replacing it only
/// once it is whole; returns 0, or fail()'s code when the file cannot be written.
int writeOutput(const QString &path, const QByteArray &bytes);

/// Writes a compact JSON document followed by a newline.
void printJson(const QJsonDocument &document);

} // namespace kindred::cli
