#pragma once

#include "text/Language.h"

#include <QList>
#include <QString>
#include <QtGlobal>

namespace kindred {

/// One distinct feature of a text: the stable hash of its term and how often it occurs.
struct TextFeature
{
    quint64 hash = 0; // XXH3-64 of the stem's UTF-8 (words) or of two characters (bigrams)
    quint32 count = 0; // its occurrences, each weighed by WordWeights (kUnit: a word of the lead)

    friend bool operator==(const TextFeature &, const TextFeature &) = default;
};

/// The features of one article, ready for weighting and hashing, plus its exact digest.
struct TextFeatures
{
    Language language = Language::Unknown;
    QList<TextFeature> features; // distinct, in order of first occurrence; only words that count
    quint64 digestHigh = 0; // XXH3-128 of the normalised words, title then text
    quint64 digestLow = 0;
    qsizetype wordCount = 0; // every word token, stop words and numbers included
};

/// Turns title and text into features. Pipeline: wire markers stripped from the title; NFKC and
/// case folding; Unicode word segmentation; Chinese, Japanese and Thai runs as character
/// bigrams; language detected from stop-word hits; stop words and numbers dropped (a changed
/// figure is the most common edit between syndicated copies); Snowball stems; each occurrence
/// weighed by where it stands (ProseLayout, WordWeights). Thread-safe.
TextFeatures extractTextFeatures(const QString &title, const QString &text);

} // namespace kindred
