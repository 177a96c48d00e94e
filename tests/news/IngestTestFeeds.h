#pragma once

#include "feed/Feed.h"

#include <QDateTime>
#include <QString>

// The feeds the ingest tests (tst_ingestor, tst_ingesttext) hand the Ingestor: a fixed clock, a
// wire story, and items and feeds made of a few fields.
namespace kindred::test {

inline const QDateTime now(QDate(2026, 11, 21), QTime(12, 0), Qt::UTC);

inline const QString portStory = QStringLiteral(
    "Dock workers at the port of Halvard ended a nine-day strike on Tuesday after union leaders accepted a "
    "pay offer "
    "of 6.5 percent over two years, the port authority said. Container ships that had queued outside the "
    "harbour "
    "began to berth in the afternoon, and the authority expects the backlog of 40 vessels to clear by the "
    "weekend. "
    "Exporters of timber and machinery had warned that the stoppage was costing the region millions a day.");

inline FeedItem item(const QString &guid, const QString &title, const QString &summary, int minutesAfter)
{
    FeedItem i;
    i.guid = guid;
    i.title = title;
    i.link = QStringLiteral("https://news.example/%1?utm_source=rss").arg(guid);
    i.summary = summary;
    i.published = now.addSecs(-3600 * 6 + minutesAfter * 60);
    return i;
}

inline Feed feed(const QString &title, const QList<FeedItem> &items)
{
    Feed f;
    f.format = FeedFormat::Rss20;
    f.title = title;
    f.items = items;
    return f;
}

} // namespace kindred::test
