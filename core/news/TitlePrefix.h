#pragma once

#include <QString>
#include <QStringList>

namespace kindred {

/// The prefix a feed puts before its headlines ("Reuters: ", "World | ", "[Sport] ", "AP — "),
/// learned from its recent titles: the leading words up to a separator (: | - – — » ] ›) that most
/// of them share. Empty when fewer than three titles, or fewer than 60% of them, share one.
/// Seed 003's titlePrefix: stripped before fingerprinting, so two outlets' copies of a story
/// compare by their own words.
QString suggestTitlePrefix(const QStringList &titles);

/// The same at the other end: a suffix after a spaced separator (" - ", " | ", " – ", " — ", " » ")
/// with at most five words (" - The Courier", " | Reuters"), on the same terms.
QString suggestTitleSuffix(const QStringList &titles);

} // namespace kindred
