#pragma once

#include "text/DocumentFrequencies.h"

namespace kindred {

/// The document frequencies a store has learned, and the ones its fingerprints weigh words by.
/// The counts go on with every document; the weights follow them in steps: the document numbered
/// d (from 0, in the order the store learned them) is weighed by the counts as they stood after
/// floor(d / period()) * period() documents. So a fingerprint depends only on the documents the
/// store learned before it, never on where a call, a commit or a kill cut the stream: one long
/// run, many short ones and a rerun after a kill fingerprint an item alike.
///
/// A plain value; the store keeps both tables (StoreWriter::saveDocumentFrequencies).
class LearnedWeights final
{
public:
    LearnedWeights() = default;
    /// `weights` as stored beside `counts`; when missing or not the step `counts` is in (a store
    /// of an older Kindred), the counts as they are become the step's weights.
    LearnedWeights(DocumentFrequencies counts, std::optional<DocumentFrequencies> weights);

    /// Learns one document; at a step's end the counts are pruned to maxFeatures() and become the
    /// weights.
    void addDocument(const TextFeatures &features);

    const DocumentFrequencies &counts() const { return m_counts; }
    const DocumentFrequencies &weights() const { return m_weights; }
    /// Which step the next document is weighed in: changes when weights() does.
    quint64 step() const { return m_counts.documentCount() / period(); }

    static quint64 period() { return 512; }
    /// Features kept, at most (12 bytes each, stored whole with every commit); the rarest go
    /// first, and a pruned feature weighs as one never seen.
    static qsizetype maxFeatures() { return 250'000; }

    friend bool operator==(const LearnedWeights &, const LearnedWeights &) = default;

private:
    DocumentFrequencies m_counts;
    DocumentFrequencies m_weights;
};

} // namespace kindred
