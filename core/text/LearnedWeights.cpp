#include "text/LearnedWeights.h"

namespace kindred {

LearnedWeights::LearnedWeights(DocumentFrequencies counts, std::optional<DocumentFrequencies> weights)
    : m_counts(std::move(counts))
{
    const quint64 stepStart = step() * period();
    m_weights = weights && weights->documentCount() == stepStart ? *std::move(weights) : m_counts;
}

void LearnedWeights::addDocument(const TextFeatures &features)
{
    m_counts.addDocument(features);
    if (m_counts.documentCount() % period() == 0) {
        m_counts.keepAtMost(maxFeatures());
        m_weights = m_counts;
    }
}

} // namespace kindred
