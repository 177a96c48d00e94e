#pragma once

#include <QStringList>

namespace kindred {

/// The SQL that takes a database from schema version `n - 1` to `n`, for n = 1..schemaSteps().size().
/// Each step runs in its own transaction together with its PRAGMA user_version bump.
const QList<QStringList> &schemaSteps();

} // namespace kindred
