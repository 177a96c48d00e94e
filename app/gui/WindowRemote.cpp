#include "WindowRemote.h"

#include "MainWindow.h"
#include "engine/IngestController.h"
#include "engine/Session.h"
#include "remote/FeedLink.h"
#include "settings/Settings.h"

using namespace Qt::StringLiterals;

namespace kindred {

WindowRemote::WindowRemote(Session &session, const Settings &settings, MainWindow &window)
    : m_session(session), m_settings(settings), m_window(window)
{ }

remote::Status WindowRemote::status()
{
    const Session::Summary summary
        = m_session.summary(m_settings.value(Settings::Key::CollapseCopies).toBool());
    return {summary.feeds, summary.articles, summary.unread, summary.lastRefresh, summary.refreshing};
}

QString WindowRemote::refresh()
{
    if (!m_session.refreshAll())
        return u"no feeds to refresh"_s;
    return {};
}

QString WindowRemote::subscribe(const QString &url)
{
    const QUrl target = remote::feedLinkTarget(url);
    if (!target.isValid())
        return u"not a feed address Kindred can read: %1"_s.arg(url);
    if (!m_session.ingest().addUrl(target))
        return u"not a feed address Kindred can read: %1"_s.arg(url);
    return {};
}

QList<remote::EventSummary> WindowRemote::events()
{
    QList<remote::EventSummary> events;
    for (const RankedEvent &ranked :
        m_session.rankedEvents(m_settings.intValue(Settings::Key::LiveWindowDays),
            m_settings.intValue(Settings::Key::EventWindowHours)))
        events.append(
            {ranked.event.label, ranked.event.size, ranked.sources, ranked.event.start, ranked.active});
    return events;
}

void WindowRemote::open(const QStringList &arguments)
{
    // One dialog at a time: the first feed link is offered; a plain `kindred` only raises the window.
    for (const QString &argument : arguments) {
        const QUrl target = remote::feedLinkTarget(argument);
        if (target.isValid()) {
            m_window.offerSubscription(target.toString());
            return;
        }
    }
    m_window.bringToFront();
}

} // namespace kindred
