#pragma once

#include "storage/SqlDialect.h"

#include <QStringList>

namespace kindred {

/// The SQL that takes a database of `engine` from schema version `n - 1` to `n`, for
/// n = 1..schemaSteps().size() (the same number of steps on both engines). Each step runs in its
/// own transaction together with its version bump.
const QList<QStringList> &schemaSteps(SqlEngine engine);

} // namespace kindred
