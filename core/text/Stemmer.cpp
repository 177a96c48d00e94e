#include "text/Stemmer.h"

#include <array>
#include <libstemmer.h>
#include <memory>

namespace kindred {

namespace {

const char *algorithmFor(Language language)
{
    switch (language) {
    case Language::En:
        return "english";
    case Language::De:
        return "german";
    case Language::Fr:
        return "french";
    case Language::Es:
        return "spanish";
    case Language::It:
        return "italian";
    case Language::Pt:
        return "portuguese";
    case Language::Nl:
        return "dutch";
    case Language::Ru:
        return "russian";
    default:
        return nullptr;
    }
}

struct StemmerDeleter
{
    void operator()(sb_stemmer *stemmer) const { sb_stemmer_delete(stemmer); }
};

// A libstemmer object is not thread-safe: each thread has its own, freed when the thread ends.
sb_stemmer *stemmerFor(Language language)
{
    thread_local std::array<std::unique_ptr<sb_stemmer, StemmerDeleter>, kLanguageCount> stemmers;
    auto &slot = stemmers[size_t(language)];
    if (!slot) {
        if (const char *algorithm = algorithmFor(language))
            slot.reset(sb_stemmer_new(algorithm, "UTF_8"));
    }
    return slot.get();
}

} // namespace

bool Stemmer::supports(Language language)
{
    return algorithmFor(language) != nullptr;
}

QByteArray Stemmer::stem(Language language, const QByteArray &utf8Word)
{
    sb_stemmer *stemmer = stemmerFor(language);
    if (!stemmer)
        return utf8Word;
    const sb_symbol *stemmed = sb_stemmer_stem(
        stemmer, reinterpret_cast<const sb_symbol *>(utf8Word.constData()), int(utf8Word.size()));
    if (!stemmed)
        return utf8Word;
    return QByteArray(reinterpret_cast<const char *>(stemmed), sb_stemmer_length(stemmer));
}

} // namespace kindred
