#include "text/WordTokenizer.h"

#include <QTextBoundaryFinder>
#include <array>
#include <limits>

namespace kindred {

namespace {

// Word-break classes (UAX #29) of the characters the fast path handles; everything else sends
// its whitespace-delimited run to QTextBoundaryFinder. Boundaries always fall at whitespace, so
// runs are independent and both paths segment a run identically (the tests check this).
enum class Cls : quint8 { Other, Letter, Numeric, ExtendNumLet, MidLetter, MidNumLet, MidNum, Space, Slow };

Cls classifySlow(char16_t c)
{
    if (c < 0x80) {
        if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'))
            return Cls::Letter;
        if (c >= u'0' && c <= u'9')
            return Cls::Numeric;
        switch (c) {
        case u' ':
        case u'\t':
        case u'\n':
        case u'\r':
        case u'\f':
        case u'\v':
            return Cls::Space;
        case u'_':
            return Cls::ExtendNumLet;
        // Qt's segmenter (unlike plain UAX #29) breaks "a.b" and "a:b" but keeps "3.5" and
        // "don't": the fast path follows Qt, which the tests check character by character.
        case u'\'':
            return Cls::MidNumLet;
        case u'.':
        case u',':
        case u';':
            return Cls::MidNum;
        default:
            return c < 0x20 ? Cls::Slow : Cls::Other;
        }
    }
    // Latin-1 letters, Latin Extended-A/B, basic Cyrillic: all plain letters.
    if ((c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) || (c >= 0x400 && c <= 0x481)
        || (c >= 0x48A && c <= 0x4FF))
        return Cls::Letter;
    return Cls::Slow;
}

// Most text is below U+0500: one table lookup instead of the comparisons above.
const std::array<Cls, 0x500> kClasses = [] {
    std::array<Cls, 0x500> table {};
    for (char16_t c = 0; c < 0x500; ++c)
        table[c] = classifySlow(c);
    return table;
}();

inline Cls classify(char16_t c)
{
    return c < 0x500 ? kClasses[c] : Cls::Slow;
}

void appendSlowRun(QStringView text, qsizetype from, qsizetype to, std::vector<Token> &tokens)
{
    const QStringView run = text.sliced(from, to - from);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Word, run.data(), run.size());
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        if (finder.boundaryReasons() & QTextBoundaryFinder::EndOfItem) {
            bool wordLike = false;
            for (qsizetype i = start; i < end && !wordLike; ++i)
                wordLike = run[i].isLetterOrNumber();
            if (wordLike)
                tokens.push_back({qint32(from + start), qint32(end - start), Token::Kind::Word});
        }
        start = end;
    }
}

/// Segments [from, to), which holds no bigram-script character, by the slow path only.
void appendReference(QStringView text, qsizetype from, qsizetype to, std::vector<Token> &tokens)
{
    if (from < to)
        appendSlowRun(text, from, to, tokens);
}

/// Segments [from, to) (no bigram-script characters): one pass over each whitespace-delimited
/// run; a run holding a character the fast path does not know is redone by the slow path.
void appendFast(QStringView text, qsizetype from, qsizetype to, std::vector<Token> &tokens)
{
    const char16_t *s = reinterpret_cast<const char16_t *>(text.data());
    qsizetype p = from;
    while (p < to) {
        while (p < to && classify(s[p]) == Cls::Space)
            ++p;
        if (p >= to)
            break;
        const qsizetype runStart = p;
        const size_t tokensBefore = tokens.size();
        bool slow = false;
        while (p < to) {
            Cls c = classify(s[p]);
            if (c == Cls::Space)
                break;
            if (c == Cls::Slow) {
                slow = true;
                break;
            }
            if (c != Cls::Letter && c != Cls::Numeric && c != Cls::ExtendNumLet) {
                ++p;
                continue;
            }
            const qsizetype wordStart = p;
            bool hasLetterOrDigit = c != Cls::ExtendNumLet;
            ++p;
            while (p < to) {
                const Cls next = classify(s[p]);
                if (next == Cls::Letter || next == Cls::Numeric || next == Cls::ExtendNumLet) {
                    hasLetterOrDigit = hasLetterOrDigit || next != Cls::ExtendNumLet;
                    c = next;
                    ++p;
                    continue;
                }
                // WB6/7 (letter mid letter) and WB11/12 (digit mid digit).
                const Cls after = p + 1 < to ? classify(s[p + 1]) : Cls::Other;
                const bool letterJoin = c == Cls::Letter && (next == Cls::MidLetter || next == Cls::MidNumLet)
                    && after == Cls::Letter;
                const bool digitJoin = c == Cls::Numeric && (next == Cls::MidNum || next == Cls::MidNumLet)
                    && after == Cls::Numeric;
                if (!letterJoin && !digitJoin)
                    break;
                c = after;
                p += 2;
            }
            // Qt does not flag a segment that starts with '_' as a word.
            if (hasLetterOrDigit && s[wordStart] != u'_')
                tokens.push_back({qint32(wordStart), qint32(p - wordStart), Token::Kind::Word});
        }
        if (slow) {
            tokens.resize(tokensBefore);
            qsizetype runEnd = p;
            while (runEnd < to && classify(s[runEnd]) != Cls::Space)
                ++runEnd;
            appendSlowRun(text, runStart, runEnd, tokens);
            p = runEnd;
        }
    }
}

template<typename Segment> void tokenizeWith(QStringView text, std::vector<Token> &tokens, Segment segment)
{
    const char16_t *s = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = std::min<qsizetype>(text.size(), std::numeric_limits<qint32>::max());
    qsizetype i = 0;
    while (i < n) {
        qsizetype j = i;
        while (j < n && !WordTokenizer::isBigramScript(s[j]))
            ++j;
        segment(text, i, j, tokens);
        i = j;
        while (j < n && WordTokenizer::isBigramScript(s[j]))
            ++j;
        if (j > i)
            tokens.push_back({qint32(i), qint32(j - i), Token::Kind::BigramRun});
        i = j;
    }
}

} // namespace

void WordTokenizer::tokenize(QStringView text, std::vector<Token> &tokens)
{
    tokenizeWith(text, tokens, appendFast);
}

void WordTokenizer::tokenizeReference(QStringView text, std::vector<Token> &tokens)
{
    tokenizeWith(text, tokens, appendReference);
}

} // namespace kindred
