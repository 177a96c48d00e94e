#include "news/SimilarStories.h"

#include "news/PlainText.h"
#include "storage/ArticleStore.h"
#include "storage/SimilarityStore.h"
#include "text/StopWords.h"

#include <QHash>
#include <algorithm>
#include <cmath>

namespace kindred {

namespace {

constexpr int kTextWords = 300; // of the summary or body: the lede and a bit
constexpr qsizetype kLookedUp = 40; // distinct words whose document frequency is asked

// The words of `text` as FTS5's unicode61 tokenizer indexes them: runs of letters and digits,
// case-folded, diacritics removed. Appended to `words`, at most `limit`.
void ftsWords(const QString &text, int limit, QStringList &words)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString word;
    int count = 0;
    const auto flush = [&] {
        if (!word.isEmpty()) {
            words.append(word.toCaseFolded());
            word.clear();
            ++count;
        }
    };
    for (const QChar c : decomposed) {
        if (count >= limit)
            return;
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c.isLetterOrNumber())
            word.append(c);
        else
            flush();
    }
    flush();
}

bool isQueryWord(const QString &word)
{
    if (word.size() < 3 || StopWords::languagesOf(word) != 0)
        return false;
    return std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetter(); });
}

} // namespace

SimilarStories::SimilarStories(QSqlDatabase db, Options options) : m_db(std::move(db)), m_options(options)
{ }

SimilarStories::~SimilarStories() = default;

void SimilarStories::load(const QDateTime &now)
{
    build(SimilarityStore(m_db).fingerprints(now.addDays(-m_options.windowDays)));
}

void SimilarStories::loadAround(const QDateTime &published)
{
    build(SimilarityStore(m_db).fingerprints(
        published.addDays(-m_options.windowDays), published.addDays(m_options.windowDays)));
}

void SimilarStories::build(const QList<std::pair<qint64, quint64>> &rows)
{
    QList<qint64> ids;
    QList<quint64> fingerprints;
    ids.reserve(rows.size());
    fingerprints.reserve(rows.size());
    for (const auto &[id, simhash] : rows) {
        ids.append(id);
        fingerprints.append(simhash);
    }
    m_index.build(ids, fingerprints);
}

void SimilarStories::add(qint64 articleId, quint64 simhash)
{
    m_index.insert(articleId, simhash);
}

QStringList SimilarStories::textTerms(
    const QString &title, const QString &text, const TextWindow &window) const
{
    QStringList words;
    ftsWords(title, 64, words);
    words += words; // a title word counts twice
    ftsWords(text, kTextWords, words);
    QHash<QString, int> tf;
    QStringList candidates; // the distinct words, title first, in order
    for (const QString &word : std::as_const(words)) {
        if (isQueryWord(word) && tf[word]++ == 0)
            candidates.append(word);
    }
    // The words looked up: the most frequent, then the earliest (the title and the lede), at most
    // kLookedUp of them: each is a query of the full-text index.
    std::stable_sort(candidates.begin(), candidates.end(),
        [&tf](const QString &a, const QString &b) { return tf.value(a) > tf.value(b); });
    candidates = candidates.mid(0, kLookedUp);
    // Counting stops at a twentieth of the window: a word that common weighs little whatever its
    // true count (its IDF is taken as a twentieth's), and each article counted is a read.
    const double documents = window.articles;
    const int common = std::max(50, window.articles / 20);
    const QHash<QString, int> df = SimilarityStore(m_db).documentFrequencies(candidates, window, common);
    QList<std::pair<double, QString>> ranked;
    for (const QString &word : std::as_const(candidates)) {
        const int frequency = df.value(word);
        if (frequency < 2)
            continue; // no other article holds it
        ranked.append({-tf.value(word) * std::log((documents + 1) / (frequency + 1)), word});
    }
    std::sort(ranked.begin(), ranked.end());
    QStringList terms;
    for (qsizetype i = 0; i < ranked.size() && i < m_options.textTerms; ++i)
        terms.append(ranked[i].second);
    return terms;
}

QList<SimilarStory> SimilarStories::find(qint64 articleId, const std::function<bool()> &stale) const
{
    const auto stop = [&stale] { return stale && stale(); };
    const ArticleStore articles(m_db);
    const std::optional<ArticleRecord> article = articles.article(articleId);
    if (!article)
        return {};
    const qint64 windowSecs = std::max<qint64>(1, qint64(m_options.windowDays) * 24 * 3600);

    struct Signals
    {
        int distance = -1;
        double hash = 0;
        double text = 0;
    };
    QHash<qint64, Signals> found;
    const double band = m_options.maxDistance + 1 - m_options.minDistance;
    for (const IndexMatch &match : m_index.query(article->simhash, m_options.maxDistance)) {
        if (match.distance < m_options.minDistance || match.id == articleId)
            continue;
        found[match.id].distance = match.distance;
        found[match.id].hash = (m_options.maxDistance + 1 - match.distance) / band;
    }

    if (stop())
        return {};
    // Words weigh by how few articles of the window hold them (the window's own names weigh most).
    const SimilarityStore store(m_db);
    const TextWindow window
        = store.window(article->published.addSecs(-windowSecs), article->published.addSecs(windowSecs));
    const QStringList terms
        = textTerms(article->title, readableText(article->body, article->summary), window);
    if (stop())
        return {};
    // The article is its own best hit as a rule: its rank scales the others' (else it is asked).
    const QList<TextHit> hits = store.moreLikeThis(terms, window, 5 * m_options.limit + 1);
    const auto own = std::find_if(
        hits.cbegin(), hits.cend(), [articleId](const TextHit &hit) { return hit.articleId == articleId; });
    const std::optional<double> self = own != hits.cend() ? own->rank : store.rankOf(articleId, terms);
    // Ranks have the engine's sign (bm25 negative, ts_rank positive): their ratio to the
    // article's own rank is the text score either way.
    if (self && *self != 0) {
        for (const TextHit &hit : hits) {
            if (hit.articleId != articleId)
                found[hit.articleId].text = std::clamp(hit.rank / *self, 0.0, 1.0);
        }
    }

    if (stop())
        return {};
    // One entry per story: a group's members fold into its lead, with their best score.
    QList<SimilarStory> similar;
    QHash<qint64, qsizetype> entryOfGroup;
    for (auto it = found.cbegin(); it != found.cend(); ++it) {
        const std::optional<ArticleRecord> other = articles.article(it.key());
        if (!other || (article->groupId != 0 && other->groupId == article->groupId)
            || (m_options.excludeOwnSource && other->feedId == article->feedId))
            continue;
        const qint64 apart = std::abs(other->published.secsTo(article->published));
        if (apart > windowSecs)
            continue;
        const double recency = 1.0 - 0.5 * double(apart) / double(windowSecs);
        const double score = (it->hash + it->text) / 2 * recency;
        if (score < m_options.minScore)
            continue;
        const SimilarStory entry {other->id, other->title, other->feedTitle, other->published, it->distance,
            score, other->groupSize - 1};
        if (other->groupId == 0) {
            similar.append(entry);
            continue;
        }
        auto at = entryOfGroup.find(other->groupId);
        if (at == entryOfGroup.end()) {
            at = entryOfGroup.insert(other->groupId, similar.size());
            similar.append(entry);
        }
        SimilarStory &story = similar[at.value()];
        if (score > story.score || (score == story.score && it->distance >= 0 && story.distance < 0)) {
            story.score = score;
            story.distance = it->distance;
        }
        // The lead shows the story; until it is met (it may lie outside the window), the earliest member.
        if (other->isPrimary || (story.articleId != other->primaryId && other->published < story.published)) {
            story.articleId = other->id;
            story.title = other->title;
            story.source = other->feedTitle;
            story.published = other->published;
        }
    }
    std::sort(similar.begin(), similar.end(), [&](const SimilarStory &a, const SimilarStory &b) {
        if (a.score != b.score)
            return a.score > b.score;
        const qint64 apartA = std::abs(a.published.secsTo(article->published));
        const qint64 apartB = std::abs(b.published.secsTo(article->published));
        return apartA != apartB ? apartA < apartB : a.articleId < b.articleId;
    });
    if (similar.size() > m_options.limit)
        similar.resize(m_options.limit);
    return similar;
}

} // namespace kindred
