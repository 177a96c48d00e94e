// The blocks of a scanned page (blocksOf(), declared in PlateauScan.h): the runs of nodes between
// block breaks, with the words of their links; and the box a block stands in past its wrappers
// (parentPastWrappers()). The scan itself is in PlateauScan.cpp.
#include "extract/PlateauScan.h"

namespace kindred {

std::vector<NodeBlock> blocksOf(const std::vector<PlateauNode> &nodes)
{
    std::vector<NodeBlock> blocks;
    NodeBlock block;
    float linkedSinceText = 0; // words of the links since the block's last plain words
    for (std::size_t i = 0; i <= nodes.size(); ++i) {
        if (i < nodes.size() && !(nodes[i].flags & PlateauNode::BlockBreak)) {
            if (block.words == 0 && nodes[i].words > 0) {
                block.firstText = i;
                block.opensWithLink = nodes[i].flags & PlateauNode::Anchor;
            }
            const bool anchor = nodes[i].flags & PlateauNode::Anchor;
            if (anchor && block.words > block.linked) {
                linkedSinceText += nodes[i].words;
            } else if (!anchor && nodes[i].words > 0) {
                block.linkedWithin += linkedSinceText;
                linkedSinceText = 0;
            }
            block.words += nodes[i].words;
            if (anchor)
                block.linked += nodes[i].words;
            continue;
        }
        block.end = i;
        if (block.words > 0)
            blocks.push_back(block);
        block = NodeBlock {i + 1};
        linkedSinceText = 0;
    }
    return blocks;
}

std::uint32_t parentPastWrappers(const PlateauScan &scan, std::uint32_t block)
{
    std::uint32_t box = scan.elements[block].parent;
    // Whether `element` holds no words outside `inner`; reading stops at the first such word.
    const auto holdsOnly = [&](std::uint32_t element, std::uint32_t inner) {
        const ScanElement &outer = scan.elements[element];
        for (std::size_t i = outer.first; i < outer.end; ++i) {
            if (scan.nodes[i].words > 0 && (i < scan.elements[inner].first || i >= scan.elements[inner].end))
                return false;
        }
        return true;
    };
    while (box != 0 && holdsOnly(box, block)) {
        block = box;
        box = scan.elements[box].parent;
    }
    return box;
}

} // namespace kindred
