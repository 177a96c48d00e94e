#pragma once

#include <QStringList>

namespace kindred::cli {

// Each command parses `arguments` (arguments[0] is "kindred-cli <command>") with its own
// QCommandLineParser, prints its result on stdout, and on failure prints one line on stderr
// and returns non-zero.
int runDemo(const QStringList &arguments);
int runParse(const QStringList &arguments);
int runExtract(const QStringList &arguments);
int runFingerprint(const QStringList &arguments);
int runIngest(const QStringList &arguments);
int runSubscribe(const QStringList &arguments);
int runOpml(const QStringList &arguments); // "opml import" and "opml export"
int runFeeds(const QStringList &arguments);
int runGroups(const QStringList &arguments);
int runEvents(const QStringList &arguments);
int runSimilar(const QStringList &arguments);
int runExport(const QStringList &arguments);
int runStats(const QStringList &arguments);
int runPreview(const QStringList &arguments);
int runRegroup(const QStringList &arguments);
int runSettings(const QStringList &arguments);
int runRemote(const QStringList &arguments); // "remote status|refresh|add URL|events"
int runTeam(const QStringList &arguments); // "team init"
int runRules(const QStringList &arguments); // "rules list|add|remove|test|apply"
int runServe(const QStringList &arguments);
int runBench(const QStringList &arguments);

// Bench subcommands, dispatched by runBench ("kindred-cli bench <what> ...").
int runBenchParse(const QStringList &arguments);
int runBenchExtract(const QStringList &arguments);
int runBenchIndex(const QStringList &arguments);
int runBenchIngest(const QStringList &arguments);
int runBenchOpen(const QStringList &arguments);
int runBenchFingerprint(const QStringList &arguments);
int runBenchEvents(const QStringList &arguments);
int runBenchArchive(const QStringList &arguments);

} // namespace kindred::cli
