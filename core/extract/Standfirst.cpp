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
    const std::vector<PlateauNode> &nodes = scan.nodes;
    QString found;
    std::size_t begin = 0;
    float words = 0;
    float linked = 0;
    for (std::size_t i = 0; i < std::min(articleBegin, nodes.size()); ++i) {
        if (!(nodes[i].flags & PlateauNode::BlockBreak)) {
            words += nodes[i].words;
            if (nodes[i].flags & PlateauNode::Anchor)
                linked += nodes[i].words;
            continue;
        }
        // Only blocks of about the description's length are read (few are, so this stays cheap).
        if (linked == 0 && words >= (1.0f - kWordSlack) * descriptionWords
            && words <= (1.0f + kWordSlack) * descriptionWords) {
            if (QString text = lineOf(nodes, begin, i); saysTheSame(text.toCaseFolded(), wanted))
                found = std::move(text);
        }
        begin = i + 1;
        words = 0;
        linked = 0;
    }
    return found;
}

} // namespace kindred
