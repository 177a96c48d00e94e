#include "text/Language.h"

namespace kindred {

namespace {

constexpr const char *kCodes[kLanguageCount]
    = {"", "en", "de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "th"};

} // namespace

QString languageCode(Language language)
{
    return QString::fromLatin1(kCodes[int(language)]);
}

Language languageFromCode(QStringView code)
{
    for (int i = 1; i < kLanguageCount; ++i) {
        if (code == QLatin1String(kCodes[i]))
            return Language(i);
    }
    return Language::Unknown;
}

} // namespace kindred
