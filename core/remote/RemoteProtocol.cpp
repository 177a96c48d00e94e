#include "RemoteProtocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace kindred::remote {

namespace {

constexpr std::array commandNames {
    std::pair {Command::Status, "status"},
    std::pair {Command::Refresh, "refresh"},
    std::pair {Command::Add, "add"},
    std::pair {Command::Events, "events"},
    std::pair {Command::Open, "open"},
};
constexpr qsizetype kMaxTitleChars = 200;
// What the events of one answer may take, leaving room for the rest of the object.
constexpr qsizetype kEventsBudget = kMaxLineBytes - 1024;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QByteArrayView withoutNewline(QByteArrayView bytes)
{
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    return bytes;
}

// The JSON object of a line, or why there is none.
Parsed<QJsonObject> objectOf(QByteArrayView bytes)
{
    bytes = withoutNewline(bytes);
    if (bytes.size() > kMaxLineBytes)
        return {std::nullopt, u"message longer than %1 bytes"_s.arg(kMaxLineBytes)};
    if (bytes.trimmed().isEmpty())
        return {std::nullopt, u"empty message"_s};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return {std::nullopt, u"malformed JSON: %1"_s.arg(error.errorString())};
    if (!document.isObject())
        return {std::nullopt, u"a message must be a JSON object"_s};
    return {document.object(), {}};
}

QString isoOrEmpty(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

QDateTime timeOf(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODate);
}

} // namespace

QString commandName(Command command)
{
    for (const auto &[value, name] : commandNames) {
        if (value == command)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<Command> commandNamed(const QString &name)
{
    for (const auto &[value, text] : commandNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

QByteArray formatHello()
{
    return line({{u"kindred"_s, u"remote"_s}, {u"protocol"_s, kProtocolVersion},
        {u"version"_s, QStringLiteral(KINDRED_VERSION)}});
}

Parsed<int> parseHello(QByteArrayView bytes)
{
    const Parsed<QJsonObject> object = objectOf(bytes);
    if (!object.value)
        return {std::nullopt, object.error};
    if (object.value->value(u"kindred"_s).toString() != u"remote"_s)
        return {std::nullopt, u"not a Kindred remote-control socket"_s};
    const QJsonValue protocol = object.value->value(u"protocol"_s);
    if (!protocol.isDouble())
        return {std::nullopt, u"the hello names no protocol version"_s};
    const int version = protocol.toInt(-1);
    if (version != kProtocolVersion)
        return {std::nullopt,
            u"the running Kindred speaks protocol version %1, this program version %2"_s.arg(
                protocol.toVariant().toString(), QString::number(kProtocolVersion))};
    return {version, {}};
}

QByteArray formatRequest(const Request &request)
{
    QJsonObject object {{u"command"_s, commandName(request.command)}};
    if (request.command == Command::Add)
        object.insert(u"url"_s, request.url);
    if (request.command == Command::Open)
        object.insert(u"arguments"_s, QJsonArray::fromStringList(request.arguments));
    return line(object);
}

Parsed<Request> parseRequest(QByteArrayView bytes)
{
    const Parsed<QJsonObject> parsed = objectOf(bytes);
    if (!parsed.value)
        return {std::nullopt, parsed.error};
    const QJsonObject &object = *parsed.value;
    if (object.contains(u"protocol"_s) && object.value(u"protocol"_s).toInt(-1) != kProtocolVersion)
        return {
            std::nullopt, u"unsupported protocol version (this Kindred speaks %1)"_s.arg(kProtocolVersion)};
    const QJsonValue name = object.value(u"command"_s);
    if (!name.isString())
        return {std::nullopt, u"the message has no \"command\""_s};
    const std::optional<Command> command = commandNamed(name.toString());
    if (!command)
        return {std::nullopt, u"unknown command \"%1\""_s.arg(name.toString().left(64))};
    Request request;
    request.command = *command;
    if (request.command == Command::Add) {
        const QJsonValue url = object.value(u"url"_s);
        if (!url.isString() || url.toString().trimmed().isEmpty())
            return {std::nullopt, u"\"add\" needs a \"url\" string"_s};
        request.url = url.toString().trimmed();
    }
    if (request.command == Command::Open) {
        const QJsonValue arguments = object.value(u"arguments"_s);
        if (!arguments.isUndefined() && !arguments.isArray())
            return {std::nullopt, u"\"arguments\" must be an array of strings"_s};
        for (const QJsonValue &argument : arguments.toArray()) {
            if (!argument.isString())
                return {std::nullopt, u"\"arguments\" must be an array of strings"_s};
            request.arguments.append(argument.toString());
        }
    }
    return {request, {}};
}

QByteArray formatOk(const QJsonObject &fields)
{
    QJsonObject object = fields;
    object.insert(u"ok"_s, true);
    QByteArray bytes = line(object);
    if (bytes.size() - 1 > kMaxLineBytes)
        return formatError(u"the answer would be longer than %1 bytes"_s.arg(kMaxLineBytes));
    return bytes;
}

QByteArray formatError(const QString &message)
{
    return line({{u"ok"_s, false}, {u"error"_s, message.left(1000)}});
}

QJsonObject statusToJson(const Status &status)
{
    return {
        {u"feeds"_s, status.feeds},
        {u"articles"_s, status.articles},
        {u"unread"_s, status.unread},
        {u"lastRefresh"_s,
            status.lastRefresh.isValid() ? QJsonValue(isoOrEmpty(status.lastRefresh)) : QJsonValue()},
        {u"refreshing"_s, status.refreshing},
    };
}

QJsonObject eventsToJson(const QList<EventSummary> &events)
{
    QJsonArray list;
    qsizetype used = 0;
    for (const EventSummary &event : events) {
        if (list.size() >= kMaxEvents)
            break;
        const QJsonObject object {
            {u"title"_s, event.title.left(kMaxTitleChars)},
            {u"size"_s, event.size},
            {u"sources"_s, event.sources},
            {u"firstSeen"_s, isoOrEmpty(event.firstSeen)},
            {u"active"_s, event.active},
        };
        used += QJsonDocument(object).toJson(QJsonDocument::Compact).size() + 1;
        if (used > kEventsBudget)
            break;
        list.append(object);
    }
    return {{u"events"_s, list}, {u"total"_s, int(events.size())}};
}

Parsed<Answer> parseAnswer(QByteArrayView bytes)
{
    const Parsed<QJsonObject> parsed = objectOf(bytes);
    if (!parsed.value)
        return {std::nullopt, parsed.error};
    const QJsonValue ok = parsed.value->value(u"ok"_s);
    if (!ok.isBool())
        return {std::nullopt, u"the answer has no \"ok\""_s};
    Answer answer;
    answer.ok = ok.toBool();
    answer.fields = *parsed.value;
    if (!answer.ok) {
        answer.error = parsed.value->value(u"error"_s).toString();
        if (answer.error.isEmpty())
            answer.error = u"unknown error"_s;
    }
    return {answer, {}};
}

Status statusFromJson(const QJsonObject &object)
{
    Status status;
    status.feeds = object.value(u"feeds"_s).toInt();
    status.articles = object.value(u"articles"_s).toInt();
    status.unread = object.value(u"unread"_s).toInt();
    status.lastRefresh = timeOf(object.value(u"lastRefresh"_s));
    status.refreshing = object.value(u"refreshing"_s).toBool();
    return status;
}

QList<EventSummary> eventsFromJson(const QJsonObject &object)
{
    QList<EventSummary> events;
    for (const QJsonValue &value : object.value(u"events"_s).toArray()) {
        const QJsonObject event = value.toObject();
        events.append({event.value(u"title"_s).toString(), event.value(u"size"_s).toInt(),
            event.value(u"sources"_s).toInt(), timeOf(event.value(u"firstSeen"_s)),
            event.value(u"active"_s).toBool()});
    }
    return events;
}

} // namespace kindred::remote
