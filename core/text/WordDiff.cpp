#include "text/WordDiff.h"

#include "text/WordTokenizer.h"

#include <QHash>
#include <QStringView>
#include <algorithm>
#include <cstdlib>
#include <vector>

namespace kindred {

namespace {

// Beyond these the texts are not near-duplicates any more and a word-by-word answer would not
// help a reader: the trace below grows with the square of the edits (2,000 edits: 16 MB at most).
constexpr int kMaxEdits = 2000;
constexpr qsizetype kMaxMiddleTokens = 40000;

// Separators (white space, punctuation) are tokens of their own, so that a changed word does not
// drag its neighbouring comma into the change and both sides stay exact concatenations.
struct Token
{
    qsizetype start = 0;
    qsizetype end = 0;
    bool word = false;
};

char32_t codePointAt(QStringView text, qsizetype i, qsizetype *length)
{
    const QChar c = text[i];
    if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
        *length = 2;
        return QChar::surrogateToUcs4(c, text[i + 1]);
    }
    *length = 1;
    return c.unicode();
}

bool isWordChar(char32_t c)
{
    return QChar::isLetterOrNumber(c) || QChar::isMark(c);
}

// Space-less scripts: one token per character, or a Chinese sentence would be a single word.
bool isSingleCharWord(char32_t c)
{
    return c <= 0xFFFF && WordTokenizer::isBigramScript(char16_t(c));
}

// How far a word starting at `i` reaches. Numbers keep their inner separators ("1,200", "3.5")
// and a trailing percent sign; words keep inner apostrophes ("don't").
qsizetype wordEnd(QStringView text, qsizetype i)
{
    const qsizetype n = text.size();
    qsizetype length = 0;
    while (i < n) {
        const char32_t c = codePointAt(text, i, &length);
        if (!isWordChar(c) || isSingleCharWord(c))
            break;
        i += length;
        if (i >= n)
            break;
        const QChar next = text[i];
        const bool followedBy = i + 1 < n;
        if (QChar::isDigit(c)) {
            if ((next == u'.' || next == u',') && followedBy && text[i + 1].isDigit())
                ++i;
            else if (next == u'%')
                return i + 1;
        } else if (QChar::isLetter(c) && (next == u'\'' || next == u'\u2019') && followedBy
            && text[i + 1].isLetter()) {
            ++i;
        }
    }
    return i;
}

std::vector<Token> tokenize(QStringView text)
{
    std::vector<Token> tokens;
    const qsizetype n = text.size();
    qsizetype i = 0;
    qsizetype length = 0;
    while (i < n) {
        const char32_t c = codePointAt(text, i, &length);
        qsizetype end = i + length;
        const bool word = isWordChar(c);
        if (word && !isSingleCharWord(c)) {
            end = wordEnd(text, i);
        } else if (!word) {
            while (end < n) {
                if (isWordChar(codePointAt(text, end, &length)))
                    break;
                end += length;
            }
        }
        tokens.push_back({i, end, word});
        i = end;
    }
    return tokens;
}

// A stretch of the diff: equal text (the same number of tokens on both sides) or a change.
// Positions are offsets into the two texts, so merging stretches is widening them.
struct Chunk
{
    bool same = false;
    bool hasWord = false;
    qsizetype leftFrom = 0, leftTo = 0;
    qsizetype rightFrom = 0, rightTo = 0;
};

class Differ final
{
public:
    Differ(QStringView left, QStringView right)
        : m_left(left), m_right(right), m_a(tokenize(left)), m_b(tokenize(right))
    { }

    QList<DiffSegment> run();

private:
    QStringView leftToken(qsizetype i) const
    {
        return m_left.sliced(m_a[i].start, m_a[i].end - m_a[i].start);
    }
    QStringView rightToken(qsizetype i) const
    {
        return m_right.sliced(m_b[i].start, m_b[i].end - m_b[i].start);
    }

    bool myers(qsizetype from, qsizetype leftTo, qsizetype rightTo);
    void addSame(qsizetype leftIndex, qsizetype rightIndex);
    void addChange(qsizetype leftFrom, qsizetype leftTo, qsizetype rightFrom, qsizetype rightTo);
    QList<DiffSegment> segments() const;

    QStringView m_left;
    QStringView m_right;
    std::vector<Token> m_a;
    std::vector<Token> m_b;
    std::vector<Chunk> m_chunks;
};

QList<DiffSegment> Differ::run()
{
    const qsizetype n = qsizetype(m_a.size());
    const qsizetype m = qsizetype(m_b.size());
    // Copies mostly differ in a headline prefix or a tail: strip what both share at either end
    // so the expensive part only sees the middle.
    qsizetype prefix = 0;
    while (prefix < n && prefix < m && leftToken(prefix) == rightToken(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (
        suffix < n - prefix && suffix < m - prefix && leftToken(n - 1 - suffix) == rightToken(m - 1 - suffix))
        ++suffix;

    for (qsizetype i = 0; i < prefix; ++i)
        addSame(i, i);
    const qsizetype leftTo = n - suffix;
    const qsizetype rightTo = m - suffix;
    const bool small = leftTo - prefix <= kMaxMiddleTokens && rightTo - prefix <= kMaxMiddleTokens;
    if (!small || !myers(prefix, leftTo, rightTo))
        addChange(prefix, leftTo, prefix, rightTo);
    for (qsizetype i = 0; i < suffix; ++i)
        addSame(leftTo + i, rightTo + i);
    return segments();
}

// Myers' greedy O(ND) diff of the tokens [from, leftTo) and [from, rightTo), recording for each
// edit count d the furthest x reached on every diagonal k in -d..d (stored at d*d + d + k, so the
// trace is its own working array). Gives up after kMaxEdits.
bool Differ::myers(qsizetype from, qsizetype leftTo, qsizetype rightTo)
{
    const qsizetype n = leftTo - from;
    const qsizetype m = rightTo - from;
    if (n == 0 || m == 0) {
        addChange(from, leftTo, from, rightTo);
        return true;
    }
    if (std::abs(n - m) > kMaxEdits) // at least that many insertions or deletions
        return false;
    // Equal tokens get equal ids so the inner loop compares ints, not strings.
    QHash<QStringView, int> ids;
    const auto idOf = [&ids](QStringView token) {
        auto it = ids.constFind(token);
        if (it == ids.constEnd())
            it = ids.insert(token, int(ids.size()));
        return it.value();
    };
    std::vector<int> a(size_t(n), 0);
    std::vector<int> b(size_t(m), 0);
    for (qsizetype i = 0; i < n; ++i)
        a[size_t(i)] = idOf(leftToken(from + i));
    for (qsizetype i = 0; i < m; ++i)
        b[size_t(i)] = idOf(rightToken(from + i));

    std::vector<int> trace;
    // Reserved once: growing it step by step copied megabytes. Pages never written cost nothing.
    const qsizetype maxEdits = std::min<qsizetype>(kMaxEdits, n + m);
    trace.reserve(size_t((maxEdits + 1) * (maxEdits + 1)));
    const auto at = [&trace](qsizetype d, qsizetype k) -> int & { return trace[size_t(d * d + d + k)]; };
    qsizetype found = -1;
    for (qsizetype d = 0; d <= maxEdits && found < 0; ++d) {
        trace.resize(size_t((d + 1) * (d + 1)));
        for (qsizetype k = -d; k <= d; k += 2) {
            // Take the better of a step down (insertion) from k+1 or right (deletion) from k-1.
            qsizetype x = 0;
            if (d > 0 && (k == -d || (k != d && at(d - 1, k - 1) < at(d - 1, k + 1))))
                x = at(d - 1, k + 1);
            else if (d > 0)
                x = at(d - 1, k - 1) + 1;
            qsizetype y = x - k;
            while (x < n && y < m && a[size_t(x)] == b[size_t(y)]) {
                ++x;
                ++y;
            }
            at(d, k) = int(x);
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
    }
    if (found < 0)
        return false;

    // Walk back from the end, collecting the diagonal (equal) steps; what lies between two of
    // them is a change.
    std::vector<std::pair<qsizetype, qsizetype>> matches;
    qsizetype x = n;
    qsizetype y = m;
    for (qsizetype d = found; d > 0; --d) {
        const qsizetype k = x - y;
        const bool down = k == -d || (k != d && at(d - 1, k - 1) < at(d - 1, k + 1));
        const qsizetype prevK = down ? k + 1 : k - 1;
        const qsizetype prevX = at(d - 1, prevK);
        const qsizetype prevY = prevX - prevK;
        while (x > prevX && y > prevY)
            matches.emplace_back(--x, --y);
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0)
        matches.emplace_back(--x, --y);

    qsizetype i = 0;
    qsizetype j = 0;
    for (auto it = matches.rbegin(); it != matches.rend(); ++it) {
        addChange(from + i, from + it->first, from + j, from + it->second);
        addSame(from + it->first, from + it->second);
        i = it->first + 1;
        j = it->second + 1;
    }
    addChange(from + i, leftTo, from + j, rightTo);
    return true;
}

void Differ::addSame(qsizetype leftIndex, qsizetype rightIndex)
{
    const Token &l = m_a[size_t(leftIndex)];
    const Token &r = m_b[size_t(rightIndex)];
    if (!m_chunks.empty() && m_chunks.back().same) {
        Chunk &last = m_chunks.back();
        last.leftTo = l.end;
        last.rightTo = r.end;
        last.hasWord = last.hasWord || l.word;
        return;
    }
    m_chunks.push_back({true, l.word, l.start, l.end, r.start, r.end});
}

void Differ::addChange(qsizetype leftFrom, qsizetype leftTo, qsizetype rightFrom, qsizetype rightTo)
{
    if (leftFrom == leftTo && rightFrom == rightTo)
        return;
    // Token indices to text offsets; an empty side sits where its next token would start.
    const auto offset = [](const std::vector<Token> &tokens, qsizetype index, qsizetype textSize) {
        return index < qsizetype(tokens.size()) ? tokens[size_t(index)].start : textSize;
    };
    Chunk change {false, true, offset(m_a, leftFrom, m_left.size()), offset(m_a, leftTo, m_left.size()),
        offset(m_b, rightFrom, m_right.size()), offset(m_b, rightTo, m_right.size())};
    // Two changes with only a space or a comma in common between them read as one change:
    // "the cat sat" against "a dog ran" is one replacement, not three around shared spaces.
    if (m_chunks.size() >= 2 && m_chunks.back().same && !m_chunks.back().hasWord
        && !m_chunks[m_chunks.size() - 2].same) {
        m_chunks.pop_back();
    }
    if (!m_chunks.empty() && !m_chunks.back().same) {
        m_chunks.back().leftTo = change.leftTo;
        m_chunks.back().rightTo = change.rightTo;
        return;
    }
    m_chunks.push_back(change);
}

QList<DiffSegment> Differ::segments() const
{
    QList<DiffSegment> out;
    out.reserve(qsizetype(m_chunks.size()) * 2);
    for (const Chunk &c : m_chunks) {
        if (c.same) {
            out.append(
                {DiffSegment::Kind::Same, m_left.sliced(c.leftFrom, c.leftTo - c.leftFrom).toString()});
            continue;
        }
        if (c.leftTo > c.leftFrom)
            out.append(
                {DiffSegment::Kind::OnlyLeft, m_left.sliced(c.leftFrom, c.leftTo - c.leftFrom).toString()});
        if (c.rightTo > c.rightFrom)
            out.append({DiffSegment::Kind::OnlyRight,
                m_right.sliced(c.rightFrom, c.rightTo - c.rightFrom).toString()});
    }
    return out;
}

} // namespace

QList<DiffSegment> diffWords(const QString &left, const QString &right)
{
    return Differ(left, right).run();
}

} // namespace kindred
