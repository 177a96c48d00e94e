#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

namespace kindred {

/// One distinct feature of a text: the stable XXH3-64 hash of its term and how often it occurs.
struct TextFeature
{
    quint64 hash = 0;
    float count = 0; // term frequency; title terms count more (see TextFeatures::titleBoost)

    friend bool operator==(const TextFeature &, const TextFeature &) = default;
};

/// The features of one article, ready for weighting and hashing.
struct TextFeatures
{
    QString language; // ISO 639-1 code of the detected language, empty when unknown
    QList<TextFeature> features; // distinct, sorted by hash
    QString normalizedText; // the text the exact digest is taken of
};

/// Turns title and text into weighted-ready features: normalisation, word segmentation,
/// bigrams for scripts without spaces, stop words and stemming.
TextFeatures extractTextFeatures(const QString &title, const QString &text);

} // namespace kindred
