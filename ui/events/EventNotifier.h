#pragma once

#include "storage/StoryStore.h"

#include <QHash>
#include <QObject>
#include <functional>

namespace kindred {

/// Tells the reader when a breaking event starts (and, when asked, when one doubles): at most
/// once per event and step, never for the events that were there when Kindred started, and never
/// for one the reader has already opened. The window shows what it asks through the tray.
class EventNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventNotifier)

public:
    explicit EventNotifier(QObject *parent = nullptr);

    void setEnabled(bool on) { m_enabled = on; }
    void setNotifyGrowth(bool on) { m_growth = on; }

    /// The events as stored now. The first call only learns what exists.
    void update(const QList<EventRecord> &events);

signals:
    /// A notification to show: `eventId` is what a click on it opens.
    void notify(qint64 eventId, const QString &title, const QString &text);

private:
    bool m_enabled = true;
    bool m_growth = false;
    bool m_primed = false;
    QHash<qint64, int> m_toldSize; // event -> its size when the reader was last told (0: never)
};

} // namespace kindred
