// SPDX-License-Identifier: MIT
//
// Theme: light and dark appearance. "System" keeps the platform's palette (Qt 6.4
// has no colour-scheme API, so dark is detected from the palette's window
// lightness); "Light" and "Dark" switch to the Fusion style with a matching
// palette. GUI thread only.
#pragma once

#include <QString>

namespace rac::ui {

enum class ThemeChoice { System, Light, Dark };

class Theme {
public:
    static void apply(ThemeChoice choice);
    static bool isDark();   // after apply(): is the active palette dark?
    static ThemeChoice fromName(const QString &name);
    static QString name(ThemeChoice choice);
};

} // namespace rac::ui
