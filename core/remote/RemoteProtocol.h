#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kindred::remote {

/// The remote-control protocol: JSON lines over a local socket. The server's first line is a
/// hello carrying the protocol version; then each request is one JSON object on one line and
/// gets exactly one answer line: {"ok":true,...} or {"ok":false,"error":"..."}.
constexpr int kProtocolVersion = 1;
/// No line (request or answer) may be longer than this, its newline excluded.
constexpr qsizetype kMaxLineBytes = 64 * 1024;
/// The most events one "events" answer lists (the strongest first), so it fits in a line.
constexpr int kMaxEvents = 50;

enum class Command {
    Status, // counts and refresh state
    Refresh, // Refresh All
    Add, // subscribe to `url` without a dialog
    Events, // the current breaking events
    Open, // a second `kindred` hands over its arguments: raise the window, offer to subscribe
};

struct Request
{
    Command command = Command::Status;
    QString url; // Add
    QStringList arguments; // Open
};

/// What a running Kindred reports on "status".
struct Status
{
    int feeds = 0;
    int articles = 0;
    int unread = 0;
    QDateTime lastRefresh; // the latest successful fetch of any feed; invalid when none
    bool refreshing = false;
};

/// One current breaking event as "events" lists it.
struct EventSummary
{
    QString title;
    int size = 0; // articles
    int sources = 0; // distinct outlets
    QDateTime firstSeen;
    bool active = false; // its last report is within the event window: it may still grow
};

/// A parse result: a value, or why the bytes were refused.
template<typename T> struct Parsed
{
    std::optional<T> value;
    QString error;
};

/// The server's first line (with its newline).
QByteArray formatHello();
/// The protocol version of a hello line; an error for anything else or another version.
Parsed<int> parseHello(QByteArrayView line);

/// One request as a line (with its newline).
QByteArray formatRequest(const Request &request);
/// A request line (newline optional): malformed JSON, a missing or unknown command, missing or
/// wrong-typed fields and a line over kMaxLineBytes are errors, never exceptions.
Parsed<Request> parseRequest(QByteArrayView line);

/// Answer lines (with their newline). An answer is kept under kMaxLineBytes: long strings are
/// cut and at most kMaxEvents events are listed.
QByteArray formatOk(const QJsonObject &fields = {});
QByteArray formatError(const QString &message);
QJsonObject statusToJson(const Status &status);
QJsonObject eventsToJson(const QList<EventSummary> &events);

/// An answer as the client reads it.
struct Answer
{
    bool ok = false;
    QString error; // when !ok
    QJsonObject fields; // the whole object
};
Parsed<Answer> parseAnswer(QByteArrayView line);

/// The typed contents of answers, for printing; missing fields read as zero/empty.
Status statusFromJson(const QJsonObject &object);
QList<EventSummary> eventsFromJson(const QJsonObject &object);

/// The command's name on the wire ("status", "refresh", "add", "events", "open").
QString commandName(Command command);
std::optional<Command> commandNamed(const QString &name);

} // namespace kindred::remote
