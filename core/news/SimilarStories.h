#pragma once

#include "fingerprint/FingerprintIndex.h"
#include "storage/SimilarityStore.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <functional>

namespace kindred {

/// One entry of an article's "similar stories".
struct SimilarStory
{
    qint64 articleId = 0;
    QString title;
    QString source; // the feed's title
    QDateTime published;
    int distance = -1; // Hamming distance when the simhash found it, -1 when only the text did
    double score = 0; // 0..1, higher first
    int copies = 0; // other reports of this story (its duplicate group), folded into this entry
};

/// Similar stories for an article (seed 000 §2.3.1, seed 001): reports of the same or a related
/// story that are not copies of it, for the CLI and the reading view's sidebar.
///
/// Two signals, both within `windowDays` of the article (seed 001's five-day rule):
/// - the simhash: neighbours at Hamming distance `minDistance`..`maxDistance` from the
///   FingerprintIndex of the live window (closer than that is a copy, further is chance);
/// - the text: a more-like-this query over the FTS5 index, the article's `textTerms` words of
///   highest TF-IDF (title words count twice; IDF from the articles of the window, so the
///   window's own names weigh most, and a large store's full-text index is read only where the
///   window's ids lie) OR-ed,
///   ranked by bm25 and scaled by the article's own score for the same query (seed 001 scales
///   by its first hit, the article itself), so 1 is "as close as itself".
/// Combined: score = (hash + text) / 2 × recency, where hash = 1 at `minDistance` falling
/// linearly to 1/4 at `maxDistance` (0 when not found by it), text is the scaled bm25 in 0..1
/// (0 when not found by it), and recency falls from 1 (same time) to 1/2 (`windowDays` apart).
/// So an article both signals find ranks above one found by either alone, and of two equally
/// close the more recent one first; below `minScore` a match is dropped. The article's own duplicate group
/// (its copies) is left out, and its own feed too when `excludeOwnSource` is set (seed 001 ignores the same
/// medium). A story is one entry however many copies of it match: its group's lead (first report),
/// with the best score of its members and the number of its copies, so the list holds `limit`
/// different stories.
///
/// Thread-confined: create it on the thread that owns `db`.
class SimilarStories final
{
public:
    struct Options
    {
        int minDistance = 4;
        int maxDistance = 7;
        int windowDays = 5;
        bool excludeOwnSource = false;
        int textTerms = 10;
        int limit = 10;
        double minScore = 0.1; // weaker matches are chance (a text-only match at a fifth of itself)
    };

    SimilarStories(QSqlDatabase db, Options options);
    ~SimilarStories();

    /// Loads the fingerprints of the live window that ends at `now` into the index.
    void load(const QDateTime &now);
    /// Loads the fingerprints of the articles published within `windowDays` of `published`: all
    /// that find() can return for an article of that time (kindred-cli similar, any date).
    void loadAround(const QDateTime &published);
    /// Adds a stored article's fingerprint (after an ingest).
    void add(qint64 articleId, quint64 simhash);

    /// `stale`, when given, is asked between the steps of the search (the index, the words, the
    /// text query, the stories): once it says true, the search stops and gives nothing (another
    /// article was opened, or the window is closing).
    QList<SimilarStory> find(qint64 articleId, const std::function<bool()> &stale = {}) const;

    /// The article's text terms for the more-like-this query over `window`, best first (for tests
    /// and the CLI).
    QStringList textTerms(const QString &title, const QString &text, const TextWindow &window) const;

private:
    void build(const QList<std::pair<qint64, quint64>> &rows);

    QSqlDatabase m_db;
    Options m_options;
    FingerprintIndex m_index;
};

} // namespace kindred
