#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// The role of the one process that places stories and detects events for a whole store, while
/// any number of crawler workers store articles (kindred-cli serve). Grouping copies is decided in
/// each writer's transaction, under the store's one-writer lock and in id order (Ingestor); stories
/// and events are derived from all articles in publication order, so one placer does them for all.
/// On PostgreSQL the role is a session-level advisory lock: it is let go when the holder's session
/// ends, so when the placer dies (or its machine does, once the server sees the connection gone),
/// the next worker that asks takes it over. On SQLite (one machine) every asker holds it.
/// Give it a connection of its own: the role lives as long as that session.
class StoryPlacerLease final
{
public:
    explicit StoryPlacerLease(QSqlDatabase db);
    ~StoryPlacerLease();
    StoryPlacerLease(const StoryPlacerLease &) = delete;
    StoryPlacerLease &operator=(const StoryPlacerLease &) = delete;

    /// Takes the role when nobody holds it; true when this session holds it (now or already).
    /// A session that was lost (the server restarted) lost the role too: it opens the connection
    /// again and asks anew.
    bool tryTake();
    /// Lets the role go (another worker may take it at once).
    void giveUp();
    bool held() const { return m_held; }
    /// Why the last tryTake() could not ask (empty when it asked, whatever the answer).
    QString lastError() const { return m_lastError; }

private:
    QSqlDatabase m_db;
    bool m_held = false;
    QString m_lastError;
};

} // namespace kindred
