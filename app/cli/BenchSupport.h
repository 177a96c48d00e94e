#pragma once

#include <QCommandLineParser>
#include <QDateTime>
#include <QString>

namespace kindred::cli {

/// The instant the storage benchmarks (bench ingest, bench open) live at, so that a run is the
/// same on every day it is made.
extern const QDateTime kBenchNow;

/// The URL of the benchmarks' feed number `index` (from 0).
QString benchFeedUrl(int index);

/// Reads `option` as a count above zero; false when it is not one.
bool positiveCount(const QCommandLineParser &parser, const QString &option, qsizetype *value);

} // namespace kindred::cli
