#pragma once

namespace kindred {

class Fetcher;
class Settings;

/// Makes the network settings real: the proxy of every connection the app opens (the system's,
/// none, or a manual HTTP proxy; process-wide, so only the app calls this) and the timeouts of
/// `fetcher` (may be null). Called at start and whenever the settings are applied.
void applyNetworkSettings(const Settings &settings, Fetcher *fetcher);

} // namespace kindred
