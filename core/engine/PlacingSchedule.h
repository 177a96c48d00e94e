#pragma once

#include <chrono>

namespace kindred {

/// When the worker that places stories (StoryPlacerLease) places what arrived: once arrivals have
/// been quiet for `quiet`, and at the latest `atLatest` after the first article that waits, while
/// a long burst goes on. Stories depend on where placings cut a burst (StoryTracker), so a burst
/// is placed once when it can be; the clock of "at the latest" starts with the first article
/// that waits, never with the last placing, or the first run after an idle hour would be placed
/// alone and cut its burst. Times are the caller's (a steady clock), so the rule is tested alone.
class PlacingSchedule final
{
public:
    using Clock = std::chrono::steady_clock;

    PlacingSchedule(std::chrono::milliseconds quiet, std::chrono::milliseconds atLatest)
        : m_quiet(quiet), m_atLatest(atLatest)
    { }

    /// Articles were stored (here or by another worker).
    void arrived(Clock::time_point now)
    {
        if (!m_waiting)
            m_waitingSince = now;
        m_waiting = true;
        m_lastArrival = now;
    }
    /// This worker just took the role: what its predecessor left may wait, so it looks once.
    void tookRole(Clock::time_point now)
    {
        if (!m_waiting)
            m_waitingSince = now;
        m_waiting = true;
    }
    /// True when the placer should place now.
    bool due(Clock::time_point now) const
    {
        return m_waiting && (now - m_lastArrival >= m_quiet || now - m_waitingSince >= m_atLatest);
    }
    /// What waited is placed.
    void placed() { m_waiting = false; }
    bool waiting() const { return m_waiting; }

private:
    std::chrono::milliseconds m_quiet;
    std::chrono::milliseconds m_atLatest;
    bool m_waiting = false;
    Clock::time_point m_waitingSince {};
    Clock::time_point m_lastArrival {}; // the epoch until something arrives: quiet
};

} // namespace kindred
