#include "BenchSupport.h"

namespace kindred::cli {

const QDateTime kBenchNow(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);

QString benchFeedUrl(int index)
{
    return QStringLiteral("https://outlet-%1.example/feed.xml").arg(index + 1);
}

bool positiveCount(const QCommandLineParser &parser, const QString &option, qsizetype *value)
{
    bool ok = false;
    *value = parser.value(option).toLongLong(&ok);
    return ok && *value > 0;
}

} // namespace kindred::cli
