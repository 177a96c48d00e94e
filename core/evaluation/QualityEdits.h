#pragma once

#include <QString>
#include <QStringList>
#include <random>

namespace kindred {

/// An article of the quality set: a title and its text.
struct QualityDocument
{
    QString name;
    QString title;
    QString text;
};

/// Reproducible everywhere: mt19937_64's sequence is fixed by the standard (its distributions are not).
class QualityRandom final
{
public:
    explicit QualityRandom(quint64 seed) : m_engine(seed) { }
    quint64 below(quint64 n) { return n == 0 ? 0 : m_engine() % n; }
    bool chance(int percent) { return below(100) < quint64(percent); }
    /// One of `items` (which must not be empty).
    const QString &oneOf(const QStringList &items) { return items[qsizetype(below(quint64(items.size())))]; }

private:
    std::mt19937_64 m_engine;
};

// The edits of the quality set's pairs (see makeQualityPairs). Each takes an original and gives
// the variant; none reads a list the fingerprint code knows, so that a fix cannot name the case.

QStringList sentencesOf(const QString &text);
QStringList paragraphsOf(const QString &text);
/// Changes up to `count` figures in the text (a number's digits), as an updated copy would.
QString changeFigures(const QString &text, QualityRandom &random, int count);
QString dropWords(const QString &text, QualityRandom &random, int count);
/// A made-up name (an outlet, a desk, a column): syllables, so that no list in the code holds it.
QString inventedWord(QualityRandom &random);
/// A longer word of the text, capitalised: a desk or topic tag taken from the story itself.
QString storyWord(const QString &text, QualityRandom &random);
/// One of `forms` with its %1 and %2 filled in (a form may use one of them only).
QString pick(QualityRandom &random, const QStringList &forms, const QString &a, const QString &b);

/// One figure changed and two words dropped: what every copy of the newer kinds also has.
QualityDocument lightlyEdited(const QualityDocument &original, const QString &suffix, QualityRandom &random);
QualityDocument syndicate(const QualityDocument &original, QualityRandom &random);
QualityDocument tagHeadline(const QualityDocument &original, QualityRandom &random);
QualityDocument addOutletTail(const QualityDocument &original, QualityRandom &random);
QualityDocument tagHeadlineAndTail(const QualityDocument &original, QualityRandom &random);
QualityDocument shortened(const QualityDocument &document);
QualityDocument rewrite(const QualityDocument &original, QualityRandom &random);

// The edits newsrooms make to wire copy (NewsroomEdits.cpp).

/// The body as it was but for one figure, under the outlet's own headline: words of a later
/// paragraph, the wire's headline cut to a half, or recast ("What we know: ...").
QualityDocument ownHeadline(const QualityDocument &original, QualityRandom &random);
/// The last sentences or paragraphs cut (10-30% of the words), one figure changed.
QualityDocument trimmed(const QualityDocument &original, QualityRandom &random);
/// Two to four of: a byline, dateline or time line at the top; a caption or a "RELATED:
/// <otherHeadline>" line inside; two paragraphs merged; quotes made straight or curly; a figure
/// changed; a share, comments, copyright or tags line at the end; words around the headline.
QualityDocument dressed(const QualityDocument &original, const QString &otherHeadline, QualityRandom &random);
/// All three at once: an own headline over a trimmed, dressed copy.
QualityDocument reworked(
    const QualityDocument &original, const QString &otherHeadline, QualityRandom &random);
/// The story retold, not copied: a new lead, a part of the sentences in another order, some words
/// replaced, a new headline. Must stay out of the duplicate radius.
QualityDocument retold(const QualityDocument &original, QualityRandom &random);

} // namespace kindred
