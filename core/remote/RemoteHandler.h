#pragma once

#include "remote/RemoteProtocol.h"

namespace kindred::remote {

/// What the remote-control server asks of the running app; the desktop app implements it over
/// its window (app/gui/WindowRemote), tests with a fake. Calls come on the server's thread.
class RemoteHandler
{
public:
    virtual ~RemoteHandler() = default;

    virtual Status status() = 0;
    /// Starts Refresh All. Returns an empty string when started, else why not.
    virtual QString refresh() = 0;
    /// Subscribes to `url` as File > Add Feed does, without a dialog. Returns an empty string when
    /// the subscription was taken, else why not.
    virtual QString subscribe(const QString &url) = 0;
    /// The current breaking events, strongest first.
    virtual QList<EventSummary> events() = 0;
    /// A second instance was started with `arguments` (feed links, maybe none): raise the window
    /// and offer to subscribe. Called before the answer is sent; must not block.
    virtual void open(const QStringList &arguments) = 0;

protected:
    RemoteHandler() = default;
    RemoteHandler(const RemoteHandler &) = default;
    RemoteHandler &operator=(const RemoteHandler &) = default;
};

} // namespace kindred::remote
