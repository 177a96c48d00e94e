#pragma once

#include <QStringView>
#include <QtGlobal>
#include <algorithm>
#include <vector>

namespace kindred {

/// A piece of text the tokenizer found: a word, or a run of characters from a script written
/// without spaces (Chinese, Japanese, Thai, ...) that is turned into character bigrams. Twelve
/// bytes: a long text has millions (the tokenizer reads at most the first 2^31 - 1 characters).
struct Token
{
    enum class Kind : quint8 { Word, BigramRun };
    qint32 start = 0;
    qint32 length = 0;
    Kind kind = Kind::Word;

    /// The words it stands for: a run of a space-less script counts two characters a word.
    qsizetype words() const { return kind == Kind::BigramRun ? std::max<qsizetype>(1, length / 2) : 1; }
};

/// Splits text into words by Unicode word boundaries (UAX #29 through QTextBoundaryFinder), with
/// an equivalent fast path for Latin and Cyrillic text, and keeps runs of space-less scripts whole.
class WordTokenizer final
{
public:
    /// Appends the tokens of `text` to `tokens`. Only word-like segments are returned (letters or
    /// digits); punctuation and spaces are dropped.
    static void tokenize(QStringView text, std::vector<Token> &tokens);

    /// The same segmentation without the fast path (QTextBoundaryFinder for everything except
    /// bigram runs); tests compare the two.
    static void tokenizeReference(QStringView text, std::vector<Token> &tokens);

    /// True for characters of scripts written without spaces between words.
    static bool isBigramScript(char16_t c)
    {
        if (c < 0x0E01) // the common case: Latin, Greek, Cyrillic, Arabic, ...
            return false;
        return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF)
            || (c >= 0x3041 && c <= 0x30FF && c != 0x30A0
                && c != 0x30FB) // kana, less the two punctuation marks
            || (c >= 0x0E01 && c <= 0x0E4E && c != 0x0E3F) // Thai letters and marks, not the baht sign
            || (c >= 0x0E81 && c <= 0x0ECE) // Lao
            || (c >= 0x1780 && c <= 0x17D3) // Khmer
            || (c >= 0x1000 && c <= 0x103F); // Myanmar letters and marks
    }
};

} // namespace kindred
