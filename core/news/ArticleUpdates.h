#pragma once

#include <QString>

namespace kindred {

/// What a feed says of an item, as one 64-bit hash: its title and the words of its text, with
/// case, spacing, punctuation between words and markup aside (a feed that only re-renders its
/// HTML has not changed the item). An item stored before whose hash is another has been
/// re-issued changed: a new version of its article (storage/ArticleVersions.h). Never 0, which
/// the store reads as "not known".
quint64 itemContentHash(const QString &title, const QString &summaryHtml);
/// itemContentHash() of an item whose summary is already plain text (plainTextFromHtml).
quint64 textContentHash(const QString &title, const QString &summaryText);

} // namespace kindred
