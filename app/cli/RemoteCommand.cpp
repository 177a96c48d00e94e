#include "CliSupport.h"
#include "Commands.h"
#include "remote/InstanceName.h"
#include "remote/RemoteClient.h"
#include "remote/RemoteProtocol.h"

#include <QJsonDocument>
#include <QLocale>
#include <variant>

using namespace Qt::StringLiterals;

namespace kindred::cli {

namespace {

using namespace kindred::remote;

void printStatus(const Status &status)
{
    out() << "feeds: " << status.feeds << "\narticles: " << status.articles << "\nunread: " << status.unread
          << "\nlast refresh: "
          << (status.lastRefresh.isValid() ? status.lastRefresh.toUTC().toString(Qt::ISODate) : u"never"_s)
          << "\nrefreshing: " << (status.refreshing ? "yes" : "no") << '\n';
}

void printEvents(const QList<EventSummary> &events, int total)
{
    if (events.isEmpty())
        out() << "No breaking events.\n";
    for (const EventSummary &event : events)
        out() << event.firstSeen.toUTC().toString(u"yyyy-MM-dd HH:mm"_s) << "  " << event.size
              << " articles, " << event.sources << " sources  " << event.title << '\n';
    if (total > events.size())
        out() << "(" << total - events.size() << " more)\n";
}

// The request the positional arguments name, or an exit code after saying what is wrong.
std::variant<Request, int> requestFrom(const QStringList &positional)
{
    const QString what = positional.value(0);
    const std::optional<Command> command = commandNamed(what);
    if (!command || *command == Command::Open)
        return fail(u"unknown remote command '%1' (status, refresh, add URL, events)"_s.arg(what));
    Request request;
    request.command = *command;
    if (request.command == Command::Add) {
        request.url = positional.value(1).trimmed();
        if (request.url.isEmpty())
            return fail(u"remote add needs a feed URL"_s);
    }
    return request;
}

} // namespace

int runRemote(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Control the running Kindred: status, refresh, add URL (subscribe), events (breaking events)."_s);
    parser.addPositionalArgument(u"command"_s, u"status, refresh, add or events"_s);
    parser.addPositionalArgument(u"url"_s, u"the feed to subscribe to (add)"_s, u"[URL]"_s);
    parser.addOption(
        {u"db"_s, u"The database of the Kindred to reach (default: the app's own)."_s, u"PATH"_s});
    parser.addOption({u"json"_s, u"Print the answer as one JSON object."_s});
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const auto request = requestFrom(parser.positionalArguments());
    if (const int *code = std::get_if<int>(&request))
        return *code;

    const QString database = parser.isSet(u"db"_s) ? parser.value(u"db"_s) : defaultDatabasePath();
    RemoteClient client;
    if (!client.connectTo(instanceSocketName(database))) {
        if (client.notRunning())
            return fail(u"Kindred is not running (for the database %1)"_s.arg(database));
        return fail(u"cannot talk to the running Kindred: %1"_s.arg(client.error()));
    }
    const std::optional<Answer> answer = client.send(std::get<Request>(request));
    if (!answer)
        return fail(u"no answer from the running Kindred: %1"_s.arg(client.error()));
    if (parser.isSet(u"json"_s)) {
        printJson(QJsonDocument(answer->fields));
        return answer->ok ? 0 : 1;
    }
    if (!answer->ok)
        return fail(answer->error);
    switch (std::get<Request>(request).command) {
    case Command::Status:
        printStatus(statusFromJson(answer->fields));
        break;
    case Command::Events:
        printEvents(eventsFromJson(answer->fields), answer->fields.value(u"total"_s).toInt());
        break;
    case Command::Refresh:
        out() << "Refreshing all feeds.\n";
        break;
    case Command::Add:
        out() << "Subscribed: " << answer->fields.value(u"url"_s).toString() << '\n';
        break;
    case Command::Open:
        break;
    }
    out().flush();
    return 0;
}

} // namespace kindred::cli
