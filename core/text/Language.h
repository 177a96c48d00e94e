#pragma once

#include <QString>
#include <QtGlobal>

namespace kindred {

/// The languages Kindred tells apart: those with stop-word lists, plus scripts it segments into
/// bigrams. The numeric values are stable (stored in bit masks).
enum class Language : quint8 { Unknown = 0, En, De, Fr, Es, It, Pt, Nl, Ru, Zh, Ja, Th };

constexpr int kLanguageCount = 12;

/// ISO 639-1 code ("en"), empty for Unknown.
QString languageCode(Language language);

/// The language with this ISO 639-1 code, Unknown if none.
Language languageFromCode(QStringView code);

} // namespace kindred
