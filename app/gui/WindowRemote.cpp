#include "WindowRemote.h"

#include "MainWindow.h"
#include "remote/FeedLink.h"

using namespace Qt::StringLiterals;

namespace kindred {

WindowRemote::WindowRemote(MainWindow &window) : m_window(window)
{ }

remote::Status WindowRemote::status()
{
    const MainWindow::Summary summary = m_window.summary();
    return {summary.feeds, summary.articles, summary.unread, summary.lastRefresh, summary.refreshing};
}

QString WindowRemote::refresh()
{
    if (m_window.summary().feeds == 0)
        return u"no feeds to refresh"_s;
    m_window.refreshAll();
    return {};
}

QString WindowRemote::subscribe(const QString &url)
{
    const QUrl target = remote::feedLinkTarget(url);
    if (!target.isValid())
        return u"not a feed address Kindred can read: %1"_s.arg(url);
    return m_window.subscribe(target);
}

QList<remote::EventSummary> WindowRemote::events()
{
    QList<remote::EventSummary> events;
    for (const RankedEvent &ranked : m_window.rankedEvents())
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
