#pragma once

#include <QString>
#include <QStringList>
#include <random>

namespace kindred::cli {

/// Reproducible news-like text for the storage benchmarks: stories read from a folder of .txt
/// files (first line the title, then one paragraph per line) or generated from a built-in word
/// list, and syndication-style copies of them as another outlet would run them.
class SyntheticNews final
{
public:
    struct Story
    {
        QString title;
        QStringList paragraphs;
    };

    explicit SyntheticNews(quint64 seed) : m_random(seed) { }

    /// Reads the stories of every .txt file in `dir` (texts under 200 characters are skipped).
    /// Returns how many were read; 0 with `error` set when none could be.
    qsizetype loadCorpus(const QString &dir, QString *error);

    /// The next original story: each corpus text once, then splices of two corpus texts (another
    /// text's second half), or, without a corpus, a story generated around its own topic words.
    Story nextStory();

    /// The story as another outlet runs it: some of a dateline, a tagline, a trimmed last
    /// paragraph, an outlet name in the title, typographic apostrophes.
    Story syndicated(const Story &original);

    /// Another outlet's own report of the same story: a headline and a lead written around the
    /// original's longer words (its names and subject), as the reports of one breaking story are.
    Story report(const Story &original);

    /// Generated text of about `chars` characters, whole words, ending with a full stop unless
    /// `title` is set.
    QString text(int chars, bool title = false);

    quint64 random() { return m_random(); }

private:
    QString sentence(const QStringList &topic, int words);
    Story generatedStory();

    std::mt19937_64 m_random;
    QList<Story> m_corpus;
    qsizetype m_next = 0;
};

/// The first sentences of `text` that fit in `chars` characters (at least one sentence, cut at a
/// word when even that is longer).
QString lead(const QString &text, int chars);

} // namespace kindred::cli
