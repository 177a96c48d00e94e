#pragma once

#include <QDateTime>
#include <QString>

namespace kindred {

/// Parses the dates found in feeds into UTC. Every function returns an invalid QDateTime for
/// text it cannot read: an unparseable date is absent, never "now".
namespace DateParser {

/// Tries every known form: W3C-DTF/ISO 8601, RFC 822/2822 (obsolete zones, two-digit years,
/// missing seconds), asctime, and a few localised forms seen in real feeds (Korean, Greek,
/// Hungarian month names, Perforce's "Y/M/D").
QDateTime parse(const QString &text);

/// RFC 822/2822 and asctime ("Sun Jan  4 16:29:06 2004"), with lenient spacing and commas.
QDateTime parseRfc822(const QString &text);

/// W3C-DTF: the profile of ISO 8601 feeds use ("2003-12-31T10:14:55Z", "2003-12", "2003"),
/// also with a space instead of "T" and an optional fraction.
QDateTime parseW3cDtf(const QString &text);

/// The wider ISO 8601 family: compact forms ("031231", "20031231T101455Z"), ordinal dates
/// ("2003-335", "03335"), and truncated forms ("-0312", "-03-12").
QDateTime parseIso8601(const QString &text);

} // namespace DateParser

} // namespace kindred
