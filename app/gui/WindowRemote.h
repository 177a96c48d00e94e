#pragma once

#include "remote/RemoteHandler.h"

namespace kindred {

class MainWindow;
class Session;
class Settings;

/// The remote control's requests: status, events, Refresh All and subscribing answered by the
/// Session, as a headless service would; a second instance's feed links offered in the window's
/// Add Feed dialog.
class WindowRemote final : public remote::RemoteHandler
{
public:
    /// All three must outlive this object; `settings` say how the window counts and ranks.
    WindowRemote(Session &session, const Settings &settings, MainWindow &window);

    remote::Status status() override;
    QString refresh() override;
    QString subscribe(const QString &url) override;
    QList<remote::EventSummary> events() override;
    void open(const QStringList &arguments) override;

private:
    Session &m_session;
    const Settings &m_settings;
    MainWindow &m_window;
};

} // namespace kindred
