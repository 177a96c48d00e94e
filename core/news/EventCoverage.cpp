#include "news/EventCoverage.h"

#include "storage/ArticleStore.h"
#include "storage/SubscriptionStore.h"

#include <QSet>
#include <algorithm>

namespace kindred {

EventCoverage EventCoverage::of(const EventRecord &event, const QList<ArticleRecord> &articles,
    const QHash<qint64, QString> &groupOfFeed, const QList<EventRecord> &recent)
{
    EventCoverage coverage;
    QList<ArticleRecord> reports = articles;
    std::stable_sort(reports.begin(), reports.end(), [](const ArticleRecord &a, const ArticleRecord &b) {
        return a.published != b.published ? a.published < b.published : a.id < b.id;
    });
    QHash<qint64, int> copiesOf; // a primary's copies among the reports
    QHash<qint64, QString> outletOf;
    for (const ArticleRecord &report : std::as_const(reports)) {
        outletOf.insert(report.id, report.feedTitle);
        if (report.groupId != 0 && report.primaryId != report.id)
            ++copiesOf[report.primaryId];
    }
    QSet<QString> carried;
    for (const ArticleRecord &report : std::as_const(reports)) {
        CoverageEntry entry;
        entry.articleId = report.id;
        entry.feedId = report.feedId;
        entry.outlet = report.feedTitle;
        entry.outletGroup = groupOfFeed.value(report.feedId);
        entry.groupId = report.groupId;
        entry.published = report.published;
        entry.title = report.title;
        entry.firstReport = coverage.entries.isEmpty();
        if (report.groupId != 0 && report.primaryId != report.id) {
            entry.kind = CoverageEntry::Kind::Copy;
            entry.originalId = report.primaryId;
            entry.originalOutlet = outletOf.value(report.primaryId);
            entry.distance = report.distance;
        } else if (report.groupId != 0) {
            entry.kind = CoverageEntry::Kind::Original;
            entry.copies = copiesOf.value(report.id);
        }
        coverage.entries.append(entry);
        carried.insert(report.feedTitle);
        coverage.groupOf.insert(report.feedTitle, entry.outletGroup);
    }

    // The outlets that carry most breaking stories, by how many recent events they were in.
    QHash<QString, int> eventsCarried;
    int recentEvents = 0;
    for (const EventRecord &other : recent) {
        if (other.id == event.id)
            continue;
        ++recentEvents;
        QSet<QString> outlets;
        for (const EventMemberRecord &member : other.members)
            outlets.insert(member.source);
        for (const QString &outlet : std::as_const(outlets))
            ++eventsCarried[outlet];
    }
    for (auto it = eventsCarried.cbegin(); it != eventsCarried.cend(); ++it) {
        if (!carried.contains(it.key()) && it.value() >= usualAtLeast
            && it.value() >= usualShare * recentEvents)
            coverage.notYet.append(it.key());
    }
    std::sort(
        coverage.notYet.begin(), coverage.notYet.end(), [&eventsCarried](const QString &a, const QString &b) {
            return eventsCarried.value(a) != eventsCarried.value(b)
                ? eventsCarried.value(a) > eventsCarried.value(b)
                : a < b;
        });
    return coverage;
}

EventCoverage EventCoverage::load(
    const QSqlDatabase &db, const EventRecord &event, const QList<EventRecord> &events)
{
    QList<qint64> ids;
    for (const EventMemberRecord &member : event.members)
        ids.append(member.articleId);
    const QList<ArticleRecord> reports = ArticleStore(db).articlesWithIds(ids);
    QHash<qint64, QString> groupOfFeed;
    QHash<QString, qint64> feedNamed;
    for (const Subscription &feed : SubscriptionStore(db).subscriptions()) {
        groupOfFeed.insert(feed.id, feed.attribute.isEmpty() ? feed.folder.join(u'/') : feed.attribute);
        feedNamed.insert(feed.title, feed.id);
    }
    QList<EventRecord> recent;
    const QDateTime from = event.start.addDays(-7);
    for (const EventRecord &other : events) {
        if (other.start >= from && other.start <= event.end)
            recent.append(other);
    }
    EventCoverage coverage = of(event, reports, groupOfFeed, recent);
    for (const QString &outlet : std::as_const(coverage.notYet))
        coverage.groupOf.insert(outlet, groupOfFeed.value(feedNamed.value(outlet)));
    return coverage;
}

} // namespace kindred
