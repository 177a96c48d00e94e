#include "extract/TextBlocks.h"

#include "extract/HtmlEntities.h"

namespace kindred {

namespace {

void flush(QStringList &paragraphs, QString &current)
{
    const QString paragraph = current.simplified();
    if (!paragraph.isEmpty())
        paragraphs.append(paragraph);
    current.clear();
}

} // namespace

QStringList paragraphsOf(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges)
{
    QStringList paragraphs;
    QString current;
    for (const PlateauRange &range : ranges) {
        for (std::size_t i = range.begin; i < range.end && i < nodes.size(); ++i) {
            const PlateauNode &node = nodes[i];
            if (node.flags & PlateauNode::BlockBreak) {
                flush(paragraphs, current);
                continue;
            }
            if (!(node.flags & PlateauNode::Text))
                continue;
            appendHtmlDecoded(current, node.text);
        }
        flush(paragraphs, current);
    }
    return paragraphs;
}

QString lineOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    QString text;
    for (std::size_t i = from; i < to; ++i) {
        if (nodes[i].flags & PlateauNode::Text)
            appendHtmlDecoded(text, nodes[i].text);
    }
    return text.simplified();
}

QString firstImageIn(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges)
{
    for (const PlateauRange &range : ranges) {
        for (std::size_t i = range.begin; i < range.end && i < nodes.size(); ++i) {
            if (nodes[i].flags & PlateauNode::Image)
                return decodeHtmlEntities(nodes[i].text, true).trimmed();
        }
    }
    return {};
}

int countWords(const QStringList &paragraphs)
{
    int words = 0;
    for (const QString &paragraph : paragraphs) {
        bool counted = false;
        for (QChar c : paragraph) {
            if (c.isSpace()) {
                counted = false;
                continue;
            }
            if (!counted && c.isLetterOrNumber()) {
                ++words;
                counted = true;
            }
        }
    }
    return words;
}

} // namespace kindred
