#include "text/ProseLayout.h"

namespace kindred {

namespace {

// A line of fewer words is never a sentence of the story ("Comments are closed.", a byline).
constexpr qsizetype kMinProseWords = 8;
// A line this long is prose even when it ends without a sentence's punctuation (a cut paragraph).
constexpr qsizetype kUnpunctuatedProseWords = 25;
// A dateline ("LONDON (Reuters) -", "NEW YORK, May 1 --") has at most this many words.
constexpr qsizetype kMaxDatelineWords = 8;

bool isClosing(QChar c)
{
    return c == u'"' || c == u'\'' || c == u')' || c == u']' || c == QChar(0x201D) || c == QChar(0x2019)
        || c == QChar(0x00BB) || c == QChar(0x300D);
}

bool endsAsSentence(QStringView line)
{
    for (qsizetype i = line.size() - 1; i >= 0; --i) {
        const QChar c = line[i];
        if (c.isSpace() || isClosing(c))
            continue;
        return c == u'.' || c == u'!' || c == u'?' || c == QChar(0x2026) || c == QChar(0x3002)
            || c == QChar(0xFF01) || c == QChar(0xFF1F);
    }
    return false;
}

/// A dash that ends a dateline: an em or en dash, "--", or a hyphen with space on both sides.
bool isDatelineDash(QStringView gap)
{
    return gap.contains(QChar(0x2014)) || gap.contains(QChar(0x2013)) || gap.contains(u"--")
        || gap.contains(u" - ");
}

/// What stands before such a dash is a dateline when it names a place or an agency the way
/// datelines do ("LONDON", "Charlotte, NC (Sports Network)"), not a clause of the lead ("The
/// minister - who resigned - said").
bool looksLikeDateline(QStringView prefix)
{
    if (prefix.contains(u'(') || prefix.contains(u','))
        return true;
    qsizetype letters = 0;
    for (const QChar c : prefix) {
        if (c.isSpace())
            break;
        if (c.isLower())
            return false;
        letters += c.isLetter() ? 1 : 0;
    }
    return letters >= 2;
}

struct Line
{
    size_t firstToken = 0;
    size_t endToken = 0;
    bool prose = false;
};

} // namespace

void layOutProse(QStringView text, const std::vector<Token> &tokens, ProseLayout &layout)
{
    thread_local std::vector<Line> lines;
    lines.clear();
    qsizetype words = 0, proseWords = 0;
    size_t t = 0;
    for (qsizetype start = 0; start <= text.size();) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        Line line {t, t, false};
        qsizetype lineWords = 0;
        while (t < tokens.size() && tokens[t].start < end)
            lineWords += tokens[t++].words();
        line.endToken = t;
        if (lineWords > 0) {
            line.prose = lineWords >= kMinProseWords
                && (lineWords >= kUnpunctuatedProseWords || endsAsSentence(text.sliced(start, end - start)));
            words += lineWords;
            proseWords += line.prose ? lineWords : 0;
            lines.push_back(line);
        }
        start = end + 1;
    }

    layout.position.assign(tokens.size(), ProseLayout::kDressing);
    layout.proseWords = 0;
    const bool tellable = proseWords * 2 >= words;
    bool first = true;
    for (const Line &line : lines) {
        if (tellable && !line.prose)
            continue;
        size_t from = line.firstToken;
        // Datelines: a few words, then a dash, at the head of the story's first paragraph (a
        // copy may put its own before the wire's: "BERLIN -- LONDON (Reuters) - ...").
        for (bool found = first && tellable; found;) {
            found = false;
            for (size_t k = from + 1; k < line.endToken && k <= from + kMaxDatelineWords; ++k) {
                const qsizetype gapStart = tokens[k - 1].start + tokens[k - 1].length;
                if (isDatelineDash(text.sliced(gapStart, tokens[k].start - gapStart))
                    && looksLikeDateline(text.sliced(tokens[from].start, gapStart - tokens[from].start))) {
                    from = k;
                    found = true;
                    break;
                }
            }
        }
        first = false;
        for (size_t i = from; i < line.endToken; ++i) {
            layout.position[i] = qint32(layout.proseWords);
            layout.proseWords += tokens[i].words();
        }
    }
}

} // namespace kindred
