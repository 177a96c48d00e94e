#pragma once

#include <QString>

namespace kindred {

/// Applies the theme setting to the running app: "light" or "dark" (the Fusion style with a light
/// or dark palette, the same on every desktop), or "system" (the style and palette the app
/// started with). Qt 6.4 cannot ask the platform for a dark scheme, so "system" is what it gives.
void applyTheme(const QString &theme);

} // namespace kindred
