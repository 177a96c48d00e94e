#include "evaluation/EventEvaluation.h"
#include "evaluation/EventScoring.h"
#include "news/Ingestor.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace kindred {

using namespace Qt::StringLiterals;

QList<IncomingFeed> feedsOfStream(const QList<LabelledHeadline> &stream)
{
    QList<IncomingFeed> feeds;
    QHash<QString, qsizetype> bySource;
    for (qsizetype i = 0; i < stream.size(); ++i) {
        const LabelledHeadline &h = stream[i];
        if (!bySource.contains(h.source)) {
            bySource.insert(h.source, feeds.size());
            Feed feed;
            feed.format = FeedFormat::Rss20;
            feed.title = h.source;
            feeds.append({u"https://source-%1.example/rss"_s.arg(feeds.size()), feed});
        }
        FeedItem item;
        item.title = h.title;
        item.summary = h.summary;
        item.guid = u"item-%1"_s.arg(i);
        item.link = u"https://example.org/%1/%2"_s.arg(h.story).arg(i);
        item.published = h.published;
        feeds[bySource.value(h.source)].feed.items.append(item);
    }
    return feeds;
}

namespace {

// The events stored in `db`, their members as indices of the stream feedsOfStream() was given.
std::optional<QList<ScoredEvent>> storedEvents(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    if (!query.exec(u"SELECT e.id, e.label, a.guid FROM events e JOIN event_members m ON m.event_id = e.id"
                    " JOIN articles a ON a.id = m.article_id ORDER BY e.id, a.published, a.id"_s)) {
        *error = query.lastError().text();
        return std::nullopt;
    }
    QList<ScoredEvent> events;
    qint64 event = 0;
    while (query.next()) {
        if (events.isEmpty() || query.value(0).toLongLong() != event) {
            event = query.value(0).toLongLong();
            events.append({query.value(1).toString(), {}});
        }
        events.last().members.append(query.value(2).toString().mid(5).toLongLong());
    }
    return events;
}

} // namespace

EventQuality evaluateStoredEvents(const QList<LabelledHeadline> &headlines,
    const EventDetector::Options &options, const StoredEventsRun &run, QString *error)
{
    const Stream stream = sortedStream(headlines);
    EventQuality quality;
    quality.headlines = int(stream.headlines.size());
    quality.stories = int(stream.byStory.size());
    if (stream.headlines.isEmpty())
        return quality;
    QList<IncomingFeed> feeds = feedsOfStream(stream.headlines);
    quality.sources = int(feeds.size());
    if (run.runs > 1) {
        QRandomGenerator random(run.seed);
        std::shuffle(feeds.begin(), feeds.end(), random);
    }
    const qsizetype perRun = (feeds.size() + std::max(run.runs, 1) - 1) / std::max(run.runs, 1);

    // The whole stream is live: every article meets the stories of its hours, however old.
    const QDateTime now = stream.headlines.last().published.addSecs(3600);
    Ingestor::Options ingest;
    ingest.events = options;
    ingest.liveWindowDays = int(stream.headlines.first().published.daysTo(now)) + 2;

    const QString name = u"kindred-stored-events"_s;
    std::optional<QList<ScoredEvent>> events;
    {
        QSqlDatabase db = Database::open(run.location, name, error);
        if (!db.isValid())
            return quality;
        QElapsedTimer timer;
        timer.start();
        QStringList errors;
        for (qsizetype first = 0; first < feeds.size() && errors.isEmpty(); first += perRun) {
            Ingestor ingestor(db, ingest);
            ingestor.loadIndex(now);
            errors += ingestor.ingest(feeds.mid(first, perRun), now).errors;
            if (QString failed; !ingestor.placeUnplacedStories(now, &failed))
                errors.append(failed);
        }
        quality.seconds = timer.elapsed() / 1000.0;
        if (errors.isEmpty())
            events = storedEvents(db, error);
        else
            *error = errors.join(u'\n');
    }
    Database::close(name);
    if (!events)
        return quality;
    scoreEvents(stream, *events, options, quality);
    return quality;
}

} // namespace kindred
