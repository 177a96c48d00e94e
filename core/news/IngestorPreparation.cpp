// Ingestor: what an item is before the writer judges it (its article page's text, its own text,
// fingerprint and story terms) and what a feed's answer teaches of its decorations. All of it is
// worked out on all cores, outside the writer's lock.
#include "extract/PlateauExtractor.h"
#include "news/AllCores.h"
#include "news/ArticleUpdates.h"
#include "news/DecorationLearning.h"
#include "news/Ingestor.h"
#include "news/ItemHtml.h"
#include "news/PlainText.h"

namespace kindred {

namespace {

// A feed's decorations are learned from an answer with at least this many items.
constexpr qsizetype kLearnFromItems = 5;

} // namespace

QString Ingestor::pageBody(const FeedItem &item, const QString &summary) const
{
    // The page source serves only the pages pagesWanted() chose. A page whose extracted text is
    // shorter than the summary (a paywall, a consent wall, an error page) is not the story.
    // Read before the writer's lock (readPages()).
    // Most items have no page read (the summary is the story): nothing to count then.
    const QString extracted = m_pageTexts.value(item.link);
    return !extracted.isEmpty() && wordCount(extracted) > wordCount(summary) ? extracted : QString();
}

QString Ingestor::pageText(const QString &link) const
{
    const QByteArray page = m_pages && !link.isEmpty() ? m_pages(link) : QByteArray();
    return page.isEmpty() ? QString() : extractArticle(page, QUrl(link)).text();
}

void Ingestor::readPages(const QList<IncomingFeed> &feeds)
{
    m_pageTexts.clear();
    if (!m_pages)
        return;
    QStringList links;
    for (const IncomingFeed &incoming : feeds) {
        for (const FeedItem &item : incoming.feed.items) {
            if (!item.link.isEmpty())
                links.append(item.link);
        }
    }
    links.removeDuplicates();
    const QList<QString> texts = QtConcurrent::blockingMapped<QList<QString>>(
        links, [this](const QString &link) { return pageText(link); });
    for (qsizetype i = 0; i < links.size(); ++i) {
        if (!texts[i].isEmpty())
            m_pageTexts.insert(links[i], texts[i]);
    }
}

Ingestor::Prepared Ingestor::prepare(const FeedItem &item, const FeedDecorations &decorations,
    const Fingerprinter &fingerprinter, quint64 step) const
{
    Prepared prepared;
    const QString summary = plainTextFromHtml(itemHtml(item)); // once: the hash reads it too
    prepared.body = pageBody(item, summary);
    readArticle(prepared,
        prepareArticle(item.title, summary, prepared.body, decorations, m_options.fingerprintFullText),
        fingerprinter);
    prepared.step = step;
    prepared.contentHash = textContentHash(item.title, summary);
    return prepared;
}

void Ingestor::readArticle(
    Prepared &prepared, PreparedArticle article, const Fingerprinter &fingerprinter) const
{
    prepared.article = std::move(article);
    prepared.fingerprint = fingerprinter.fingerprint(prepared.article.features);
    prepared.storyTerms = StoryTracker::termsOf(prepared.article.clean, m_stories.options());
}

std::optional<Ingestor::Prepared> Ingestor::prepareVersion(
    const FeedItem &item, const FeedDecorations &decorations, qint64 articleId) const
{
    Prepared prepared = prepare(item, decorations, *m_fingerprinter, m_fingerprinterStep);
    if (!prepared.body.isEmpty() || !m_options.fingerprintFullText)
        return prepared;
    // No new page: the stored one stays the article's text, and its fingerprint reads it, as a
    // fingerprint made again from the store would.
    const std::optional<QString> kept = m_versions.body(articleId);
    if (!kept)
        return std::nullopt;
    if (!kept->isEmpty())
        readArticle(
            prepared, prepareArticle(item.title, QString(), *kept, decorations, true), *m_fingerprinter);
    return prepared;
}

DecorationLesson Ingestor::lessonOf(const Feed &feed)
{
    if (feed.items.size() < kLearnFromItems)
        return std::nullopt;
    QList<RecentItem> items;
    items.reserve(feed.items.size());
    for (const FeedItem &item : feed.items)
        items.append({item.title, plainTextFromHtml(itemHtml(item))});
    return learnFeedDecorations(items);
}

QList<DecorationLesson> Ingestor::learnDecorations(const QList<IncomingFeed> &feeds)
{
    // Only answers with enough items to tell, and not learned by the caller, go to the pool (most
    // hold a few new items).
    QList<DecorationLesson> byFeed(feeds.size());
    QList<qsizetype> toLearn;
    for (qsizetype i = 0; i < feeds.size(); ++i) {
        if (feeds[i].lesson)
            byFeed[i] = *feeds[i].lesson;
        else if (feeds[i].feed.items.size() >= kLearnFromItems)
            toLearn.append(i);
    }
    const QList<DecorationLesson> learned = mappedOnAllCores<DecorationLesson>(
        toLearn, [&feeds](qsizetype i) { return lessonOf(feeds[i].feed); });
    for (qsizetype k = 0; k < toLearn.size(); ++k)
        byFeed[toLearn[k]] = learned[k];
    return byFeed;
}

} // namespace kindred
