#pragma once

#include "text/Language.h"

#include <QStringView>
#include <QtGlobal>

namespace kindred {

/// The stop-word lists of resources/stopwords (compiled into this library), as one lookup.
class StopWords final
{
public:
    /// Bit (1 << Language) set for each language whose list holds `word` (case-folded).
    static quint16 languagesOf(QStringView word);

    /// Number of words in a language's list (0 when it has none).
    static int size(Language language);
};

} // namespace kindred
