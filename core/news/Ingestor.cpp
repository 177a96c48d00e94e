#include "news/Ingestor.h"

#include "extract/PlateauExtractor.h"
#include "news/PlainText.h"
#include "news/UrlNormalizer.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QSqlQuery>

namespace kindred {

namespace {

constexpr qsizetype batchSize = 500;

QString itemGuid(const FeedItem &item)
{
    if (!item.guid.isEmpty())
        return item.guid;
    if (!item.link.isEmpty())
        return item.link;
    const QByteArray key = (item.title + QLatin1Char('\n') + item.published.toString(Qt::ISODate)).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex());
}

} // namespace

Ingestor::Ingestor(QSqlDatabase db, Options options)
    : m_db(db), m_options(options), m_writer(std::move(db)), m_grouper(options.duplicateRadius)
{ }

void Ingestor::loadIndex(const QDateTime &now)
{
    m_grouper.clear();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT a.id, a.simhash, COALESCE(g.primary_id, 0) FROM articles a"
                       " LEFT JOIN duplicate_groups g ON g.id = a.group_id WHERE a.published >= ?"));
    query.addBindValue(now.addDays(-m_options.liveWindowDays).toMSecsSinceEpoch());
    if (!query.exec())
        return;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        const qint64 primaryId = query.value(2).toLongLong();
        m_grouper.add(id, quint64(query.value(1).toLongLong()), primaryId == id ? 0 : primaryId);
    }
}

QStringList Ingestor::pagesWanted(const QString &feedUrl, const Feed &feed) const
{
    const StoreWriter::FeedLookup stored = m_writer.findFeed(feedUrl);
    QStringList links;
    if (stored.fullText == StoreWriter::FullText::Never)
        return links;
    for (const FeedItem &item : feed.items) {
        const QUrl link(item.link);
        if (link.scheme() != QLatin1String("http") && link.scheme() != QLatin1String("https"))
            continue;
        if (m_writer.hasArticle(stored.id, itemGuid(item), normalizedArticleUrl(item.link)))
            continue;
        const QString summary = plainTextFromHtml(item.summary.isEmpty() ? item.content : item.summary);
        if (stored.fullText == StoreWriter::FullText::Auto
            && wordCount(summary) >= m_options.fullTextMinWords)
            continue;
        if (!links.contains(item.link))
            links.append(item.link);
    }
    return links;
}

QString Ingestor::fingerprintText(const FeedItem &item, QString *body) const
{
    const QString summary = plainTextFromHtml(item.summary.isEmpty() ? item.content : item.summary);
    // The page source serves only the pages pagesWanted() chose. A page whose extracted text is
    // shorter than the summary (a paywall, a consent wall, an error page) is not the story.
    const QByteArray page = m_pages && !item.link.isEmpty() ? m_pages(item.link) : QByteArray();
    if (!page.isEmpty()) {
        const QString extracted = extractArticle(page, QUrl(item.link)).text();
        if (wordCount(extracted) > wordCount(summary))
            *body = extracted;
    }
    return body->isEmpty() ? summary : *body;
}

IngestStats Ingestor::ingest(const QString &feedUrl, const Feed &feed, const QDateTime &now)
{
    QElapsedTimer timer;
    timer.start();
    IngestStats stats;
    Batch batch; // what the open transaction holds, undone if it fails

    const auto rollBack = [&] {
        stats.errors.append(m_writer.lastError());
        m_writer.rollback();
        for (const qint64 id : std::as_const(batch.ids))
            m_grouper.remove(id);
        stats.seconds = timer.elapsed() / 1000.0;
        return stats;
    };
    const auto commit = [&] {
        if (!m_writer.commit())
            return false;
        stats.articles += int(batch.ids.size());
        stats.duplicates += batch.duplicates;
        batch = {};
        return true;
    };

    if (!m_writer.transaction())
        return rollBack();
    const qint64 feedId = m_writer.upsertFeed(feedUrl, feed.title, feed.link);
    if (feedId == 0)
        return rollBack();
    const QString prefix = m_writer.feedTitlePrefix(feedId);

    for (const FeedItem &item : feed.items) {
        NewArticle article;
        article.feedId = feedId;
        article.guid = itemGuid(item);
        article.url = normalizedArticleUrl(item.link);
        if (m_writer.hasArticle(feedId, article.guid, article.url)) {
            ++stats.skipped;
            continue;
        }
        article.title = item.title;
        article.summary = item.summary.isEmpty() ? item.content : item.summary;
        article.author = item.author;
        article.published = item.published.isValid() ? item.published : item.updated;
        article.fetched = now;
        const QString text = fingerprintText(item, &article.body);
        article.fingerprint = m_fingerprinter.fingerprint(strippedTitle(item.title, prefix), text);

        const DuplicateGrouper::Verdict verdict = m_grouper.judge(article.fingerprint.simhash);
        article.duplicateOf = verdict.primaryId;
        article.distance = verdict.distance;
        const qint64 id = m_writer.insertArticle(article);
        if (id == 0)
            return rollBack();
        // Visible to the next item of this same feed at once: copies inside one feed count too.
        m_grouper.add(id, article.fingerprint.simhash, verdict.primaryId);
        batch.ids.append(id);
        batch.duplicates += verdict.primaryId != 0 ? 1 : 0;

        // Commit in batches: a kill loses at most one batch, and the next run redoes it.
        if (batch.ids.size() >= batchSize && (!commit() || !m_writer.transaction()))
            return rollBack();
    }
    if (!m_writer.recordFetch(feedId, now, QString()) || !commit())
        return rollBack();
    stats.seconds = timer.elapsed() / 1000.0;
    return stats;
}

} // namespace kindred
