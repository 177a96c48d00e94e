#include "news/ArticleUpdates.h"

#include "news/PlainText.h"

#include <xxhash.h>

namespace kindred {

namespace {

constexpr XXH64_hash_t kContentSeed = 0x6b696e6472656476ULL; // "kindredv"

// The words of `text`, lower case, one space between them. Written into the result's buffer,
// ASCII without Unicode lookups: every item of every refresh is hashed (a whole article's text
// when the feed carries it), and the hash must stay what stores hold (tst_articleupdates).
void appendWords(const QString &text, QString &out)
{
    const qsizetype start = out.size();
    out.resize(start + 2 * text.size() + 1); // at most a space before each character
    QChar *const begin = out.data();
    QChar *to = begin + start;
    bool inWord = false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        bool wordChar = false;
        QChar lower = c;
        if (u < 0x80) {
            wordChar = (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || (u >= u'A' && u <= u'Z');
            if (u >= u'A' && u <= u'Z')
                lower = QChar(char16_t(u + (u'a' - u'A')));
        } else if (c.isLetterOrNumber() || c.isMark()) {
            wordChar = true;
            lower = c.toLower();
        }
        if (wordChar) {
            if (!inWord && to != begin + start)
                *to++ = u' ';
            *to++ = lower;
        }
        inWord = wordChar;
    }
    out.truncate(to - begin);
}

} // namespace

quint64 itemContentHash(const QString &title, const QString &summaryHtml)
{
    return textContentHash(title, plainTextFromHtml(summaryHtml));
}

quint64 textContentHash(const QString &title, const QString &summaryText)
{
    QString text;
    appendWords(title, text);
    text += u'\n';
    appendWords(summaryText, text);
    const quint64 hash
        = XXH3_64bits_withSeed(text.constData(), size_t(text.size()) * sizeof(QChar), kContentSeed);
    return hash == 0 ? 1 : hash;
}

} // namespace kindred
