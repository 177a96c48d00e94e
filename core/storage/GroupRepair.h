#pragma once

#include "storage/StatementCache.h"

#include <QString>

namespace kindred {

/// Makes a duplicate group true again after members left it (retention, unsubscribe, a user's
/// "not a copy"): size and distance sum recounted, a group of fewer than two dissolved, a lost
/// primary replaced by the earliest remaining member with every distance measured again.
/// Runs inside the caller's transaction; false (and `error` set) on a database error.
bool repairDuplicateGroup(StatementCache &statement, qint64 groupId, QString *error);

} // namespace kindred
