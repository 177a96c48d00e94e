#include "fingerprint/Fingerprinter.h"

#include "text/TextFeatures.h"

#include <array>
#include <cmath>
#include <xxhash.h>

namespace kindred {

int Fingerprinter::version()
{
    return 1;
}

Fingerprint Fingerprinter::fingerprint(const QString &title, const QString &text) const
{
    const TextFeatures extracted = extractTextFeatures(title, text);
    std::array<double, 64> v {};
    for (const TextFeature &f : extracted.features) {
        const double w = 1.0 + std::log(double(f.count));
        for (int i = 0; i < 64; ++i)
            v[size_t(i)] += ((f.hash >> i) & 1) ? w : -w;
    }
    Fingerprint fp;
    for (int i = 0; i < 64; ++i) {
        if (v[size_t(i)] > 0)
            fp.simhash |= quint64(1) << i;
    }
    const QByteArray utf8 = extracted.normalizedText.toUtf8();
    const XXH128_hash_t digest = XXH3_128bits(utf8.constData(), size_t(utf8.size()));
    fp.digestHigh = digest.high64;
    fp.digestLow = digest.low64;
    fp.version = version();
    return fp;
}

} // namespace kindred
