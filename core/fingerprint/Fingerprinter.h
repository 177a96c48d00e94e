#pragma once

#include "fingerprint/Fingerprint.h"

#include <QString>

namespace kindred {

/// Turns an article's text into its Fingerprint (weighted 64-bit simhash over text features,
/// XXH3 hashes). Stable across runs, machines and versions of Qt.
class Fingerprinter final
{
public:
    /// Bumped whenever tokenisation, weighting or hashing changes; stored beside each fingerprint.
    static int version();

    /// `title` should already have the feed's title prefix stripped; `text` is the description
    /// or, when extracted, the article body (plain text).
    Fingerprint fingerprint(const QString &title, const QString &text) const;
};

} // namespace kindred
