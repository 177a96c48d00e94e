#pragma once

#include "text/Language.h"

#include <QByteArray>

namespace kindred {

/// Snowball stemming (libstemmer) for the languages it covers; one stemmer per thread and language.
class Stemmer final
{
public:
    /// True if `language` has a Snowball stemmer.
    static bool supports(Language language);

    /// The stem of a case-folded UTF-8 word; the word itself when the language has no stemmer.
    static QByteArray stem(Language language, const QByteArray &utf8Word);
};

} // namespace kindred
