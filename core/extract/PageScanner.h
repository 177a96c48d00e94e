#pragma once

// The scanner behind scanPage() (PlateauScan.cpp): it reads a page's tokens into the plateau's
// nodes and elements (PageScanner.cpp) and decides, as each element ends, what of it is no part of
// the article (PageScannerRules.cpp). Private to the extractor.

#include "extract/AuthorNames.h"
#include "extract/HtmlTag.h"
#include "extract/PlateauScan.h"

#include <QString>
#include <QStringView>
#include <algorithm>
#include <cstdint>
#include <vector>

namespace kindred {

struct HtmlToken;

// Weights of the plateau sequence. Finn scores every tag 1 and every word 1; anchors and
// inline formatting are the two places where that misleads on news pages.
inline constexpr float kBlockTagCost = 1.5f;
inline constexpr std::uint32_t kNoElement = UINT32_MAX;

// An element open where the scan is, with what the scanner knew as it opened.
struct OpenElement
{
    HtmlTag tag;
    QStringView name;
    bool chrome;
    bool hint;
    bool link = false; // an <a> with an href: a named anchor (<a name>, <a id>) is no link
    std::uint32_t element = kNoElement; // its ScanElement, when kept
    int controlsBefore = 0; // form controls read before it opened (PageScanner::m_controls)
    int fundingLinksBefore = 0; // links to funding pages read before it opened
    float wordsBefore = 0; // words read before it opened (PageScanner::m_words)
    bool entered = false; // an element or words came in it
    bool dialog = false; // the first to come was a control that closes it (isCloseControl())
    bool screenReader = false; // for screen readers alone (isScreenReaderOnly()): its text is no one's to see
    const QChar *at = nullptr; // where its start tag's name stands in the page, when chrome by name
};

// The start tags, by where their names stand in the page, that a scan keeps whatever their names
// say (see scanPage()), in order.
using StartTags = std::vector<const QChar *>;

// Makes `node` a wall the plateau rarely crosses: where readers' comments begin.
void makeBarrier(PlateauNode &node);

class PageScanner final
{
public:
    PageScanner(ChromeLevel level, PageMetadata *metadata, PlateauScan &scan, const StartTags &unchromed)
        : m_level(level)
        , m_unchromed(unchromed)
        , m_metadata(metadata)
        , m_nodes(scan.nodes)
        , m_elements(scan.elements)
        , m_mainRemoved(scan.mainRemoved)
    { }

    void run(const QString &html);
    /// When the page opened one <article> element, outside chrome and named nothing, marks its text
    /// as the article body (see scanPage()). Known only once the whole page is read, so after run().
    void markSoleArticle();
    /// Words inside elements marked as the article body.
    float hintWords() const { return m_hintWords; }
    /// How many such elements (outermost, holding words) the page has; a sole <article>
    /// (markSoleArticle()) is one of them, or the one holding all the others.
    int hintElements() const { return m_hintElements; }
    /// The node positions where the page's <h1> elements (outside chrome) end.
    const std::vector<std::size_t> &headlineEnds() const { return m_headlineEnds; }
    /// The elements that only their names made chrome, around an article body marked in microdata.
    const StartTags &bodyWrappers() const { return m_bodyWrappers; }

private:
    void startTag(const HtmlToken &token);
    void endTag(const HtmlToken &token);
    void text(const HtmlToken &token);
    void push(OpenElement element, const HtmlToken &token);
    void popTo(std::size_t size);
    void closeOpenAnchor(); // an <a> start closes the <a> open in the same block
    void addTag(HtmlTag tag);
    void addNode(PlateauNode node);
    /// Takes the text of nodes [from, to) out of the page: the nodes stay, as tags do. Returns the
    /// words taken.
    float dropText(std::size_t from, std::size_t to);
    /// Whether an <h1> ended inside the element (it holds the page's headline).
    bool holdsHeadline(const ScanElement &element) const
    {
        return std::any_of(m_headlineEnds.begin(), m_headlineEnds.end(),
            [&](std::size_t end) { return end > element.first && end <= element.end; });
    }
    /// Takes the text of a widget out of the page (see kWidgetWords).
    void dropWidget(const OpenElement &element, const ScanElement &kept);
    /// Whether the element's first words are a link's and it holds at most kCardWords.
    bool isCard(const ScanElement &element) const;
    /// What the scanner decides as a kept element ends (PageScannerRules.cpp): where readers'
    /// comments begin, an author's box, and what goes of a dialog, a card or a widget.
    void elementEnded(const OpenElement &element, ScanElement &kept);

    ChromeLevel m_level;
    const StartTags &m_unchromed;
    StartTags m_bodyWrappers;
    PageMetadata *m_metadata;
    std::vector<PlateauNode> &m_nodes;
    std::vector<ScanElement> &m_elements;
    bool &m_mainRemoved;
    std::vector<OpenElement> m_stack;
    std::uint32_t m_element = 0; // innermost kept open element
    int m_chromeDepth = 0;
    int m_hintDepth = 0;
    int m_articles = 0; // <article> start tags read
    int m_controls = 0; // form controls read outside chrome
    int m_fundingLinks = 0; // links to a donation's or contribution's page read outside chrome
    float m_words = 0; // words of the text nodes kept
    std::uint32_t m_firstArticle = kNoElement; // its ScanElement, when kept and named nothing
    int m_anchorDepth = 0;
    int m_headingDepth = 0;
    int m_headIndex = -1; // stack index of the open <head>, -1 when none is open
    bool m_sawTitle = false;
    bool m_jsonLd = false;
    QString m_heading;
    float m_hintWords = 0;
    int m_hintElements = 0;
    bool m_hintCounted = false; // the open outermost marked element is counted in m_hintElements
    std::vector<std::size_t> m_headlineEnds;
    std::uint32_t m_authorBox = 0; // the open element an "About the author" heading stands in (0: none)
    std::size_t m_authorBoxFrom = 0; // that heading's first node
    AuthorNames m_authorNames;
};

} // namespace kindred
