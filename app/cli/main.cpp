#include "CliSupport.h"
#include "Commands.h"
#include "Version.h"

#include <QCoreApplication>
#include <array>

using namespace kindred::cli;

namespace {

struct Command
{
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

constexpr std::array commands {
    Command {"demo", "ingest the built-in demo corpus and show what Kindred finds", runDemo},
    Command {"parse", "parse a feed file or URL and print it", runParse},
    Command {"extract", "print the article text of HTML pages", runExtract},
    Command {"fingerprint", "print the 64-bit simhash of text files", runFingerprint},
    Command {"ingest", "ingest feeds into a database", runIngest},
    Command {"subscribe", "subscribe to feeds by web address (finds the feed) or file", runSubscribe},
    Command {"opml", "import or export subscriptions as OPML", runOpml},
    Command {"feeds", "list subscriptions with folder, articles and last error", runFeeds},
    Command {"groups", "print duplicate groups", runGroups},
    Command {"events", "print breaking events", runEvents},
    Command {"similar", "print the similar stories of an article", runSimilar},
    Command {"export", "write starred (or other) articles as JSON or a bookmark file", runExport},
    Command {"stats", "print statistics of the news flow", runStats},
    Command {"preview", "what other detection settings would make of the live window", runPreview},
    Command {"regroup", "apply the detection settings to the stored live window", runRegroup},
    Command {"rules", "the reader's rules: list, add, remove, test, apply", runRules},
    Command {"settings", "list, get or set settings", runSettings},
    Command {"remote", "control the running app: status, refresh, add URL, events", runRemote},
    Command {"team", "prepare a PostgreSQL store for several people (roles, grants)", runTeam},
    Command {"serve", "a headless crawler worker: fetch due feeds of a shared store", runServe},
    Command {"bench", "measure speed (parse, extract, fingerprint, index, ingest, open, events)", runBench},
};

void printUsage()
{
    out() << "Usage: kindred-cli <command> [options]\n\nCommands:\n";
    for (const Command &command : commands)
        out() << "  " << QString::fromLatin1(command.name).leftJustified(12)
              << QString::fromLatin1(command.summary) << '\n';
    out() << "\nRun 'kindred-cli <command> --help' for a command's options; 'kindred-cli --version' for the "
             "version.\n";
    out().flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kindred-cli"));
    QCoreApplication::setApplicationVersion(kindred::version());

    QStringList arguments = QCoreApplication::arguments();
    const QString first = arguments.value(1);
    if (first.isEmpty() || first == QLatin1String("--help") || first == QLatin1String("-h")) {
        printUsage();
        return first.isEmpty() ? 1 : 0;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out() << "kindred-cli " << kindred::version() << '\n';
        return 0;
    }
    for (const Command &command : commands) {
        if (first == QLatin1String(command.name)) {
            arguments.removeFirst();
            arguments[0] = QStringLiteral("kindred-cli ") + first;
            return command.run(arguments);
        }
    }
    return fail(QStringLiteral("unknown command '%1'; see kindred-cli --help").arg(first));
}
