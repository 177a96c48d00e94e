#include "news/ArticleUpdates.h"

#include "news/PlainText.h"

#include <xxhash.h>

namespace kindred {

namespace {

constexpr XXH64_hash_t kContentSeed = 0x6b696e6472656476ULL; // "kindredv"

// The words of `text`, lower case, one space between them.
QString words(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool inWord = false;
    for (const QChar c : text) {
        if (c.isLetterOrNumber() || c.isMark()) {
            if (!inWord && !out.isEmpty())
                out += u' ';
            out += c.toLower();
            inWord = true;
        } else {
            inWord = false;
        }
    }
    return out;
}

} // namespace

quint64 itemContentHash(const QString &title, const QString &summaryHtml)
{
    return textContentHash(title, plainTextFromHtml(summaryHtml));
}

quint64 textContentHash(const QString &title, const QString &summaryText)
{
    const QString text = words(title) + u'\n' + words(summaryText);
    const quint64 hash
        = XXH3_64bits_withSeed(text.constData(), size_t(text.size()) * sizeof(QChar), kContentSeed);
    return hash == 0 ? 1 : hash;
}

} // namespace kindred
