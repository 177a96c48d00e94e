#include "engine/DetectionSettings.h"

#include <array>
#include <utility>

namespace kindred {

namespace {

using Field = int DetectionRules::*;

// Each rule and the key it is stored under.
constexpr std::array<std::pair<Field, Settings::Key>, 6> kRules {{
    {&DetectionRules::duplicateRadius, Settings::Key::DuplicateRadius},
    {&DetectionRules::similarMin, Settings::Key::SimilarMin},
    {&DetectionRules::similarMax, Settings::Key::SimilarMax},
    {&DetectionRules::eventMinArticles, Settings::Key::EventMinArticles},
    {&DetectionRules::eventWindowHours, Settings::Key::EventWindowHours},
    {&DetectionRules::eventMinSources, Settings::Key::EventMinSources},
}};

} // namespace

DetectionRules detectionRules(const Settings &settings)
{
    DetectionRules rules;
    for (const auto &[field, key] : kRules)
        rules.*field = settings.intValue(key);
    return rules;
}

DetectionRules defaultDetectionRules()
{
    DetectionRules rules;
    for (const auto &[field, key] : kRules)
        rules.*field = Settings::defaultValue(key).toInt();
    return rules;
}

void saveDetectionRules(Settings &settings, const DetectionRules &rules)
{
    for (const auto &[field, key] : kRules)
        settings.setValue(key, rules.*field);
}

bool isDetectionRule(Settings::Key key)
{
    for (const auto &rule : kRules) {
        if (rule.second == key)
            return true;
    }
    return false;
}

} // namespace kindred
