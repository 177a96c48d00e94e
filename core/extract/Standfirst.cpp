#include "extract/Standfirst.h"

#include "extract/TextBlocks.h"

namespace kindred {

namespace {

// A standfirst holds a few words at least (less is a label) and may differ from the
// description by this share of its words (a trailing ellipsis, a dropped dateline).
constexpr float kMinimumWords = 5.0f;
constexpr float kWordSlack = 0.2f;

bool saysTheSame(const QString &block, const QString &description)
{
    const QString &shorter = block.size() < description.size() ? block : description;
    const QString &longer = block.size() < description.size() ? description : block;
    return longer.contains(shorter) && float(shorter.size()) >= (1.0f - kWordSlack) * float(longer.size());
}

} // namespace

QString findStandfirst(const PlateauScan &scan, std::size_t articleBegin, const QString &description)
{
    const float descriptionWords = weightedWordCount(description);
    if (descriptionWords < kMinimumWords)
        return {};
    const QString wanted = description.simplified().toCaseFolded();
    QString found;
    forEachBlock(scan.nodes, articleBegin, [&](const TextBlock &block) {
        // Only blocks of about the description's length are read (few are, so this stays cheap).
        if (block.linked == 0 && block.words >= (1.0f - kWordSlack) * descriptionWords
            && block.words <= (1.0f + kWordSlack) * descriptionWords) {
            if (QString text = lineOf(scan.nodes, block.begin, block.end);
                saysTheSame(text.toCaseFolded(), wanted))
                found = std::move(text);
        }
        return true;
    });
    return found;
}

} // namespace kindred
