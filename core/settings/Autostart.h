#pragma once

#include <QByteArray>
#include <QString>

namespace kindred {

/// The XDG autostart entry that starts Kindred at login: $XDG_CONFIG_HOME/autostart/kindred.desktop
/// (~/.config when XDG_CONFIG_HOME is unset or relative). Kindred writes it only when the user
/// turns "start at login" on and removes it when they turn it off.
class Autostart final
{
public:
    /// The entry's path as the environment names it now.
    static QString entryPath();
    /// The entry's text: runs `program`, with --minimized when `minimized`.
    static QByteArray entry(const QString &program, bool minimized);

    /// Writes the entry (enabled) or removes it (disabled); true when the file is as asked. On
    /// failure `error` says why.
    static bool apply(bool enabled, const QString &program, bool minimized, QString *error = nullptr);
    /// An entry exists.
    static bool isInstalled();
};

} // namespace kindred
