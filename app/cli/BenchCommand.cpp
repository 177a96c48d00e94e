#include "CliSupport.h"
#include "Commands.h"

namespace kindred::cli {

int runBench(const QStringList &arguments)
{
    struct Bench
    {
        QLatin1String name;
        int (*run)(const QStringList &);
    };
    const Bench benches[] = {
        {QLatin1String("parse"), runBenchParse},
        {QLatin1String("extract"), runBenchExtract},
        {QLatin1String("fingerprint"), runBenchFingerprint},
        {QLatin1String("index"), runBenchIndex},
        {QLatin1String("ingest"), runBenchIngest},
        {QLatin1String("open"), runBenchOpen},
        {QLatin1String("events"), runBenchEvents},
        {QLatin1String("archive"), runBenchArchive},
    };
    const QString what = arguments.value(1);
    for (const Bench &bench : benches) {
        if (what == bench.name) {
            QStringList rest = arguments.mid(1);
            rest[0] = arguments[0] + QLatin1Char(' ') + what;
            return bench.run(rest);
        }
    }
    QStringList names;
    for (const Bench &bench : benches)
        names.append(bench.name);
    if (what == QLatin1String("--help") || what == QLatin1String("-h")) {
        out() << "Usage: kindred-cli bench <" << names.join(u'|') << "> [options]\n";
        return 0;
    }
    return fail(
        QStringLiteral("unknown benchmark '%1'; one of %2").arg(what, names.join(QStringLiteral(", "))));
}

} // namespace kindred::cli
