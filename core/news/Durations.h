#pragma once

#include <QtGlobal>

namespace kindred {

/// An hour in milliseconds, the unit of publication times (UTC ms) the story graph and the event
/// rule count their spans in.
inline constexpr qint64 kHourMs = 3600 * 1000;

} // namespace kindred
