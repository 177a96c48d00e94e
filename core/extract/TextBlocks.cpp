#include "extract/TextBlocks.h"

#include "extract/HtmlEntities.h"

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

void flush(QStringList &paragraphs, QString &current)
{
    const QString paragraph = current.simplified();
    if (!paragraph.isEmpty())
        paragraphs.append(paragraph);
    current.clear();
}

// Whether a run of text stands in a list item: its nearest block element is an <li>, <dt> or <dd>.
bool inListItem(const PlateauScan &scan, std::uint32_t element)
{
    const HtmlTag tag = scan.elements[blockOf(scan, element)].tag;
    return tag == HtmlTag::Li || tag == HtmlTag::Dt || tag == HtmlTag::Dd;
}

// The cell a run of text stands in: its nearest block element when that is a table's cell (<td>,
// <th>) or a term or description of a definition list (<dt>, <dd>), else 0.
std::uint32_t cellOf(const PlateauScan &scan, std::uint32_t element)
{
    const std::uint32_t block = blockOf(scan, element);
    const HtmlTag tag = scan.elements[block].tag;
    return tag == HtmlTag::Td || tag == HtmlTag::Th || tag == HtmlTag::Dt || tag == HtmlTag::Dd ? block : 0;
}

// Whether cell `next` goes on the line of cell `cell`: the next cell of the same table row, or
// the description after a term (or after another description) of the same list; a term starts a
// line of its own.
bool continuesRow(const PlateauScan &scan, std::uint32_t cell, std::uint32_t next)
{
    if (next == 0 || next == cell || scan.elements[next].parent != scan.elements[cell].parent)
        return false;
    const HtmlTag from = scan.elements[cell].tag;
    switch (scan.elements[next].tag) {
    case HtmlTag::Td:
    case HtmlTag::Th:
        return from == HtmlTag::Td || from == HtmlTag::Th;
    case HtmlTag::Dd:
        return from == HtmlTag::Dt || from == HtmlTag::Dd;
    default:
        return false;
    }
}

// The paragraphs, and with `scan` where each stands. With `scan`, the cells of one table row are
// one paragraph, "cell | cell | cell", as a reader reads the row, and so are a definition list's
// term and its description, "term | description".
QStringList paragraphsIn(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges,
    const PlateauScan *scan, std::vector<ParagraphPlace> *places)
{
    QStringList paragraphs;
    QString current;
    ParagraphPlace place; // of the paragraph being read
    std::uint32_t cell = 0; // of the paragraph's last text
    bool broken = false; // a block ended after the last text of a cell: the next text decides
    const auto endParagraph = [&] {
        const qsizetype before = paragraphs.size();
        flush(paragraphs, current);
        if (places && paragraphs.size() > before)
            places->push_back(place);
        place = {};
        cell = 0;
        broken = false;
    };
    for (const PlateauRange &range : ranges) {
        for (std::size_t i = range.begin; i < range.end && i < nodes.size(); ++i) {
            const PlateauNode &node = nodes[i];
            if (node.flags & PlateauNode::BlockBreak) {
                if (cell != 0)
                    broken = true;
                else
                    endParagraph();
                continue;
            }
            if (!(node.flags & PlateauNode::Text))
                continue;
            if (broken && node.text.trimmed().isEmpty())
                continue; // the white space between two cells
            const std::uint32_t here = scan ? cellOf(*scan, node.element) : 0;
            if (broken) {
                if (continuesRow(*scan, cell, here)) {
                    current += u" | "_s;
                    broken = false;
                } else {
                    endParagraph();
                }
            }
            if (scan && current.isEmpty())
                place = {blockOf(*scan, node.element), inListItem(*scan, node.element)};
            cell = here;
            appendHtmlDecoded(current, node.text);
        }
        endParagraph();
    }
    return paragraphs;
}

} // namespace

QStringList paragraphsOf(const std::vector<PlateauNode> &nodes, const std::vector<PlateauRange> &ranges)
{
    return paragraphsIn(nodes, ranges, nullptr, nullptr);
}

QStringList paragraphsOf(
    const PlateauScan &scan, const std::vector<PlateauRange> &ranges, std::vector<ParagraphPlace> &places)
{
    places.clear();
    return paragraphsIn(scan.nodes, ranges, &scan, &places);
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

int listItemNumber(QStringView text)
{
    const QStringView trimmed = text.trimmed();
    qsizetype digits = 0;
    while (digits < trimmed.size() && digits < 4 && trimmed[digits].isDigit())
        ++digits;
    const bool alone = digits > 0 && digits == trimmed.size();
    const bool marked = digits > 0 && digits + 1 < trimmed.size()
        && (trimmed[digits] == u'.' || trimmed[digits] == u')') && trimmed[digits + 1].isSpace();
    return alone || marked ? trimmed.first(digits).toInt() : 0;
}

bool endsSentence(const QString &text)
{
    if (text.isEmpty())
        return false;
    switch (text.back().unicode()) {
    case u'.':
    case u'!':
    case u'?':
    case u'"':
    case u'\'':
    case u'\u2019': // right single quote
    case u'\u201C': // German closing quote
    case u'\u201D': // right double quote
    case u'\u00BB': // French closing quote
    case u'\u2026': // ellipsis
    case u'\u3002': // CJK full stop
    case u'\uFF01': // fullwidth !
    case u'\uFF1F': // fullwidth ?
    case u'\u300D': // CJK closing corner brackets
    case u'\u300F':
    case u'\u061F': // Arabic question mark
    case u'\u06D4': // Urdu full stop
    case u'\u0964': // Devanagari danda
    case u'\u0965':
    case u'\u1362': // Ethiopic full stop
    case u'\u0589': // Armenian full stop
        return true;
    default:
        return false;
    }
}

bool isCjk(char16_t c)
{
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF);
}

namespace {

// Words (whole) and Chinese or Japanese characters (half a word each) of `text`.
void tallyWords(QStringView text, int &words, int &cjk)
{
    bool counted = false;
    for (const QChar c : text) {
        if (c.isSpace()) {
            counted = false;
        } else if (isCjk(c.unicode())) {
            ++cjk;
            counted = false;
        } else if (!counted && c.isLetterOrNumber()) {
            ++words;
            counted = true;
        }
    }
}

} // namespace

int countWords(QStringView text)
{
    int words = 0;
    int cjk = 0;
    tallyWords(text, words, cjk);
    return words + cjk / 2;
}

int countWords(const QStringList &paragraphs)
{
    int words = 0;
    int cjk = 0;
    for (const QString &paragraph : paragraphs)
        tallyWords(paragraph, words, cjk);
    return words + cjk / 2;
}

float weightedWordCount(QStringView text)
{
    float words = 0;
    bool inRun = false;
    bool counted = false;
    bool entity = false;
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (c == u' ' || c == u'\n' || c == u'\t' || c == u'\r' || c == 0xA0) {
            inRun = false;
            counted = false;
            continue;
        }
        if (!inRun) {
            inRun = true;
            entity = c == u'&'; // "&nbsp;" alone is spacing, not a word
        }
        // Each ideograph or kana is half a word, also inside a run of Latin letters or digits
        // ("1975年1月28日出生于新加坡..."), and a Latin word after it is a word of its own.
        if (isCjk(c)) {
            words += 0.5f;
            counted = false;
            continue;
        }
        if (counted)
            continue;
        if (c < 0x80) {
            if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')) {
                if (!entity) {
                    words += 1;
                    counted = true;
                }
            } else if (c == u';') {
                entity = false;
            }
        } else if (qc.isLetterOrNumber()) {
            words += 1;
            counted = true;
        }
    }
    return words;
}

} // namespace kindred
