#pragma once

#include <QString>

namespace kindred {

/// Unicode NFKC, case folding, one apostrophe, and no invisible characters: the form every
/// text feature and the exact digest are taken of.
QString normalizeText(const QString &text);

/// The title without wire-service markers that differ between copies of one story
/// ("UPDATE 2-", "EXCLUSIVE-", "BREAKING:", "REFILE-"). Feed-specific prefixes are the caller's.
QString stripTitleMarkers(const QString &title);

} // namespace kindred
