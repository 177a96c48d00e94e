#include "events/EventNotifier.h"

#include <QSet>

namespace kindred {

EventNotifier::EventNotifier(QObject *parent) : QObject(parent)
{ }

void EventNotifier::update(const QList<EventRecord> &events)
{
    for (const EventRecord &event : events) {
        QSet<QString> outlets;
        for (const EventMemberRecord &member : event.members)
            outlets.insert(member.source);
        const int size = event.members.isEmpty() ? event.size : int(event.members.size());
        const int sources = outlets.isEmpty() ? event.sources : int(outlets.size());
        const auto told = m_toldSize.constFind(event.id);
        if (!m_primed || event.seen) {
            m_toldSize.insert(event.id, size); // there before we looked, or already read
            continue;
        }
        if (told == m_toldSize.cend()) {
            m_toldSize.insert(event.id, size);
            if (m_enabled)
                emit notify(event.id, tr("Breaking: %1").arg(event.label),
                    tr("%n outlets report it; click to open the event.", nullptr, sources));
        } else if (m_growth && size >= 2 * told.value()) {
            m_toldSize.insert(event.id, size);
            if (m_enabled)
                emit notify(event.id, tr("Growing: %1").arg(event.label),
                    tr("%n reports now, from %1 outlets.", nullptr, size).arg(sources));
        }
    }
    m_primed = true;
}

} // namespace kindred
