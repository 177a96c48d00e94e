#include "text/DocumentFrequencies.h"

#include "text/TextFeatures.h"

#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <vector>

namespace kindred {

namespace {

constexpr char kMagic[4] = {'K', 'D', 'F', '1'};

} // namespace

void DocumentFrequencies::addDocument(const TextFeatures &features)
{
    ++m_documents;
    for (const TextFeature &feature : features.features)
        ++m_counts[feature.hash];
}

void DocumentFrequencies::prune(quint32 minimumCount)
{
    m_counts.removeIf([minimumCount](const auto &it) { return it.value() < minimumCount; });
}

void DocumentFrequencies::keepAtMost(qsizetype maxFeatures)
{
    for (quint32 minimumCount = 2; m_counts.size() > qMax<qsizetype>(0, maxFeatures); ++minimumCount)
        prune(minimumCount);
}

int DocumentFrequencies::idfQuartersOf(quint32 frequency) const
{
    if (!isLearned())
        return 4;
    const double idf = std::log(double(m_documents + 1) / double(frequency + 1)) + 1.0;
    return std::max(1, int(std::lround(idf * 4)));
}

QByteArray DocumentFrequencies::toBytes() const
{
    std::vector<std::pair<quint64, quint32>> entries(m_counts.keyValueBegin(), m_counts.keyValueEnd());
    std::sort(entries.begin(), entries.end());
    QByteArray bytes;
    bytes.resize(qsizetype(4 + 8 + 8 + entries.size() * 12));
    char *p = bytes.data();
    std::copy(kMagic, kMagic + 4, p);
    qToLittleEndian<quint64>(m_documents, p + 4);
    qToLittleEndian<quint64>(entries.size(), p + 12);
    p += 20;
    for (const auto &[hash, count] : entries) {
        qToLittleEndian<quint64>(hash, p);
        qToLittleEndian<quint32>(count, p + 8);
        p += 12;
    }
    return bytes;
}

std::optional<DocumentFrequencies> DocumentFrequencies::fromBytes(const QByteArray &bytes)
{
    if (bytes.size() < 20 || !std::equal(kMagic, kMagic + 4, bytes.constData()))
        return std::nullopt;
    const char *p = bytes.constData();
    DocumentFrequencies table;
    table.m_documents = qFromLittleEndian<quint64>(p + 4);
    const quint64 count = qFromLittleEndian<quint64>(p + 12);
    if (count > quint64(bytes.size() - 20) / 12 || quint64(bytes.size() - 20) != count * 12)
        return std::nullopt;
    table.m_counts.reserve(qsizetype(count));
    p += 20;
    for (quint64 i = 0; i < count; ++i, p += 12)
        table.m_counts.insert(qFromLittleEndian<quint64>(p), qFromLittleEndian<quint32>(p + 8));
    return table;
}

} // namespace kindred
