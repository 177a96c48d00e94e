#pragma once

#include "news/Durations.h"

#include <QHash>
#include <QtGlobal>

namespace kindred {

/// The breaking-event rule (Settings' Events/ keys): a story breaks when some span of
/// `windowHours` holds more than `minArticles` of its reports from at least `minSources` sources.
/// The one statement of it: the event detector asks it of a story as it grows, the settings
/// preview of each stored story, so the preview counts what Apply makes.
struct EventRule
{
    int minArticles = 15;
    int windowHours = 4;
    int minSources = 3;

    /// `count` reports in publication order; `reportAt(i)` gives the i-th as a pair
    /// (published, UTC ms; source id).
    template<typename ReportAt> bool breaks(qsizetype count, ReportAt reportAt) const
    {
        if (count <= minArticles)
            return false;
        const qint64 windowMs = qint64(qMax(1, windowHours)) * kHourMs;
        QHash<qint64, int> perSource; // reports of the current span by source
        for (qsizetype lo = 0, hi = 0; hi < count; ++hi) {
            const auto [newest, source] = reportAt(hi);
            ++perSource[source];
            for (;;) {
                const auto [oldest, oldSource] = reportAt(lo);
                if (newest - oldest <= windowMs)
                    break;
                if (--perSource[oldSource] == 0)
                    perSource.remove(oldSource);
                ++lo;
            }
            if (hi - lo + 1 > minArticles && perSource.size() >= minSources)
                return true;
        }
        return false;
    }
};

} // namespace kindred
