#pragma once

#include "remote/RemoteHandler.h"

namespace kindred {

class MainWindow;

/// The remote control's requests, answered by the main window: status and events in values,
/// Refresh All, subscribing as File > Add Feed does, and a second instance's feed links offered
/// in the Add Feed dialog.
class WindowRemote final : public remote::RemoteHandler
{
public:
    explicit WindowRemote(MainWindow &window);

    remote::Status status() override;
    QString refresh() override;
    QString subscribe(const QString &url) override;
    QList<remote::EventSummary> events() override;
    void open(const QStringList &arguments) override;

private:
    MainWindow &m_window;
};

} // namespace kindred
