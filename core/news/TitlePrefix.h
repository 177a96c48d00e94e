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

} // namespace kindred
