#include "extract/Standfirst.h"

#include "extract/TextBlocks.h"

#include <algorithm>

namespace kindred {

namespace {

// A standfirst holds a few words at least (less is a label) and may differ from the
// description by this share of its words (a trailing ellipsis, a dropped dateline).
constexpr float kMinimumWords = 5.0f;
constexpr float kWordSlack = 0.2f;
// Or it opens as the description does, for this many words and this share of the shorter of
// the two, and goes on otherwise (a sentence more, a figure written out, a teaser of another
// story appended to the description); blocks this many times shorter or longer are not read.
constexpr int kOpeningWords = 8;
constexpr float kOpeningShare = 0.6f;
constexpr float kOpeningLength = 2.5f;

// How many words `a` and `b` open with alike.
qsizetype commonOpening(const QStringList &a, const QStringList &b)
{
    qsizetype n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n])
        ++n;
    return n;
}

// `descriptionWords` are the words of `description`, split once for all the blocks compared.
bool saysTheSame(const QString &block, const QString &description, const QStringList &descriptionWords)
{
    const QString &shorter = block.size() < description.size() ? block : description;
    const QString &longer = block.size() < description.size() ? description : block;
    if (longer.contains(shorter) && float(shorter.size()) >= (1.0f - kWordSlack) * float(longer.size()))
        return true;
    const QStringList blockWords = block.split(u' ', Qt::SkipEmptyParts);
    const qsizetype opening = commonOpening(blockWords, descriptionWords);
    return opening >= kOpeningWords
        && float(opening) >= kOpeningShare * float(std::min(blockWords.size(), descriptionWords.size()));
}

// The first word of the block's text as the page writes it (character references not decoded).
QStringView firstWord(const std::vector<PlateauNode> &nodes, const TextBlock &block)
{
    for (std::size_t i = block.begin; i < block.end; ++i) {
        if (!(nodes[i].flags & PlateauNode::Text))
            continue;
        const QStringView text = nodes[i].text.trimmed();
        if (text.isEmpty())
            continue;
        qsizetype end = 0;
        while (end < text.size() && !text[end].isSpace())
            ++end;
        return text.left(end);
    }
    return {};
}

} // namespace

QString findStandfirst(const PlateauScan &scan, std::size_t articleBegin, const QString &description)
{
    const float descriptionWords = weightedWordCount(description);
    if (descriptionWords < kMinimumWords)
        return {};
    const QString wanted = description.simplified().toCaseFolded();
    const QStringList wantedWords = wanted.split(u' ', Qt::SkipEmptyParts);
    const QStringView opening = QStringView(wanted).left(std::max<qsizetype>(0, wanted.indexOf(u' ')));
    QString found;
    forEachBlock(scan.nodes, articleBegin, [&](const TextBlock &block) {
        // Only blocks of about the description's length, or that open with its first word, are
        // read (few are, so this stays cheap).
        const bool aboutAsLong = block.words >= (1.0f - kWordSlack) * descriptionWords
            && block.words <= (1.0f + kWordSlack) * descriptionWords;
        const auto opensAlike = [&] {
            const QStringView first = firstWord(scan.nodes, block);
            return first.contains(u'&') || first.compare(opening, Qt::CaseInsensitive) == 0;
        };
        if (block.linked == 0 && block.words * kOpeningLength >= descriptionWords
            && block.words <= kOpeningLength * descriptionWords && (aboutAsLong || opensAlike())) {
            if (QString text = lineOf(scan.nodes, block.begin, block.end);
                saysTheSame(text.toCaseFolded(), wanted, wantedWords))
                found = std::move(text);
        }
        return true;
    });
    return found;
}

} // namespace kindred
