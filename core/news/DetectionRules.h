#pragma once

namespace kindred {

/// What counts as a copy, a similar story and a breaking event: the user's detection settings
/// (Settings' Dedup/ and Events/ keys) as one value: engine/DetectionSettings reads and writes
/// it, the settings dialog and its preview try it, the views that draw its thresholds follow it.
struct DetectionRules
{
    int duplicateRadius = 3;
    int similarMin = 4;
    int similarMax = 7;
    int eventMinArticles = 15; // more than this many...
    int eventWindowHours = 4; // ...within this many hours...
    int eventMinSources = 3; // ...from at least this many outlets

    friend bool operator==(const DetectionRules &, const DetectionRules &) = default;
};

} // namespace kindred
