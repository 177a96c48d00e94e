#pragma once

#include "news/DetectionRules.h"
#include "news/Ingestor.h"
#include "settings/Settings.h"

namespace kindred {

/// The detection rules as the user set them: the one place that reads them from Settings...
DetectionRules detectionRules(const Settings &settings);
/// ...and the one that writes them (each key that differs tells Settings::changed()).
void saveDetectionRules(Settings &settings, const DetectionRules &rules);
/// The rules a new user starts with (Settings' defaults).
DetectionRules defaultDetectionRules();
/// The ingest's options as the user set them (the rules, the live window, retention, full text):
/// the engine reads them here, so core/news never reads Settings.
Ingestor::Options ingestOptions(const Settings &settings);
/// Whether `key` is one of the rules (a view that draws them follows its changes).
bool isDetectionRule(Settings::Key key);

} // namespace kindred
