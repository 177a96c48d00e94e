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

Ingestor::Options ingestOptions(const Settings &settings)
{
    const DetectionRules rules = detectionRules(settings);
    Ingestor::Options options;
    options.duplicateRadius = rules.duplicateRadius;
    options.events.minArticles = rules.eventMinArticles;
    options.events.windowHours = rules.eventWindowHours;
    options.events.minSources = rules.eventMinSources;
    options.liveWindowDays = settings.intValue(Settings::Key::LiveWindowDays);
    options.fullTextMinWords = settings.intValue(Settings::Key::FetchFullTextMinWords);
    options.retentionDays = settings.intValue(Settings::Key::RetentionDays);
    const QString fullText = settings.value(Settings::Key::FullText).toString();
    options.fullText = fullText == QLatin1String("always") ? StoreWriter::FullText::Always
        : fullText == QLatin1String("never")               ? StoreWriter::FullText::Never
                                                           : StoreWriter::FullText::Auto;
    options.fingerprintFullText
        = settings.value(Settings::Key::FingerprintSource).toString() != QLatin1String("summary");
    return options;
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
