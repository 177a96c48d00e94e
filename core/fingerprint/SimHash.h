#pragma once

#include <QtGlobal>
#include <array>

namespace kindred {

/// Charikar's simhash: each feature's 64-bit hash votes +weight for its set bits and -weight for
/// its clear bits; the fingerprint keeps the bits with a positive total. Integer weights make the
/// result exact and identical everywhere.
class SimHash final
{
public:
    void add(quint64 featureHash, qint64 weight);
    quint64 value() const;

private:
    std::array<qint64, 64> m_votes {};
};

} // namespace kindred
