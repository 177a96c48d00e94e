#pragma once

#include <QByteArray>
#include <QHash>
#include <QtGlobal>
#include <optional>

namespace kindred {

struct TextFeatures;

/// How many documents each text feature occurs in, learned from the user's own articles: the
/// IDF half of TF-IDF. A plain value (implicitly shared); serialised with toBytes()/fromBytes()
/// for storage. Until it has seen minimumDocuments() articles it gives every feature the same
/// weight, so early fingerprints do not swing while the counts are still noise.
class DocumentFrequencies final
{
public:
    /// Counts each distinct feature of one document once.
    void addDocument(const TextFeatures &features);

    /// Forgets features seen in fewer than `minimumCount` documents (they then weigh as unseen),
    /// to keep the table small.
    void prune(quint32 minimumCount);
    /// Prunes the rarest features (seen once, then twice...) until at most `maxFeatures` remain:
    /// a reader's vocabulary grows without end, mostly with words seen once, and the table is
    /// stored whole.
    void keepAtMost(qsizetype maxFeatures);

    quint64 documentCount() const { return m_documents; }
    qsizetype featureCount() const { return m_counts.size(); }
    quint32 frequency(quint64 feature) const { return m_counts.value(feature, 0); }

    /// True once the table is trusted for weights.
    bool isLearned() const { return m_documents >= minimumDocuments(); }
    static quint64 minimumDocuments() { return 200; }

    /// Inverse document frequency in quarters, ln((N + 1) / (df + 1)) + 1, rounded to 1/4 so a
    /// few new documents rarely change a weight; 4 (= 1.0) for every feature until learned.
    int idfQuarters(quint64 feature) const { return idfQuartersOf(frequency(feature)); }
    /// The same for a feature seen in `frequency` documents.
    int idfQuartersOf(quint32 frequency) const;

    /// Versioned little-endian bytes, features in hash order: the same table always gives the
    /// same bytes.
    QByteArray toBytes() const;
    static std::optional<DocumentFrequencies> fromBytes(const QByteArray &bytes);

    friend bool operator==(const DocumentFrequencies &, const DocumentFrequencies &) = default;

private:
    QHash<quint64, quint32> m_counts;
    quint64 m_documents = 0;
};

} // namespace kindred
