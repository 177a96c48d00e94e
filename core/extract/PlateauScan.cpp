#include "extract/PlateauScan.h"

#include "extract/AuthorNames.h"
#include "extract/BodyMark.h"
#include "extract/HtmlEntities.h"
#include "extract/HtmlTokenizer.h"
#include "extract/PageMetadata.h"
#include "extract/SectionHeadings.h"
#include "extract/TeaserLists.h"
#include "extract/TextBlocks.h"

namespace kindred {

namespace {

// Weights of the plateau sequence. Finn scores every tag 1 and every word 1; anchors and
// inline formatting are the two places where that misleads on news pages.
constexpr float kBlockTagCost = 1.5f;
// Where readers' comments begin (<a name="comments">) the plateau meets this cost.
constexpr float kCommentBarrier = 40.0f;
// An author's biography under its heading holds at most this many words: a box that holds more
// after an "About the author" heading (a post that opens with its author's box) is more than one.
constexpr float kAuthorBoxWords = 150.0f;
// Open elements deeper than this are not tracked (their end tags are then ignored).
constexpr std::size_t kMaxDepth = 512;

constexpr std::uint32_t kNoElement = UINT32_MAX;
// A box of fewer words than this around a form control (a button, a field) is a widget: a
// newsletter sign-up, a video player, a consent notice, a poll.
constexpr float kWidgetWords = 50.0f;
// An <article> inside a marked body that opens with a link and holds at most this many words is a
// card of another story (Scanner::isCard()).
constexpr float kCardWords = 60.0f;

struct OpenElement
{
    HtmlTag tag;
    QStringView name;
    bool chrome;
    bool hint;
    bool link = false; // an <a> with an href: a named anchor (<a name>, <a id>) is no link
    std::uint32_t element = kNoElement; // its ScanElement, when kept
    int controlsBefore = 0; // form controls read before it opened (Scanner::m_controls)
    float wordsBefore = 0; // words read before it opened (Scanner::m_words)
    bool entered = false; // an element or words came in it
    bool dialog = false; // the first to come was a control that closes it (isCloseControl())
    const QChar *at = nullptr; // where its start tag's name stands in the page, when chrome by name
};

// The start tags, by where their names stand in the page, that a scan keeps whatever their names
// say (see scanPage()), in order.
using StartTags = std::vector<const QChar *>;
// At most this many such boxes (each one more found costs the page another read).
constexpr std::size_t kMaxBodyWrappers = 8;

// Makes `node` a wall the plateau rarely crosses: where readers' comments begin.
void makeBarrier(PlateauNode &node)
{
    node.score = -kCommentBarrier;
    node.flags |= PlateauNode::Barrier;
}

// A node of its own that is such a wall (<a name="comments">).
PlateauNode barrier()
{
    PlateauNode node;
    node.flags = PlateauNode::BlockBreak;
    makeBarrier(node);
    return node;
}

// The boxes a widget comes in: not a paragraph, a heading or an inline run around a button.
bool isWidgetBox(HtmlTag tag)
{
    switch (tag) {
    case HtmlTag::Div:
    case HtmlTag::Section:
    case HtmlTag::Aside:
    case HtmlTag::Form:
    case HtmlTag::Figure:
    case HtmlTag::Header:
    case HtmlTag::Footer:
    case HtmlTag::Nav:
        return true;
    default:
        return false;
    }
}

// Whether the paragraph of nodes [from, to) opens with one of `names` and goes on for a sentence:
// an author's biography (AuthorNames). Most paragraphs open with no name, which their first text
// tells before anything is decoded.
bool opensBiography(
    const AuthorNames &names, const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    while (from < to && !((nodes[from].flags & PlateauNode::Text) && nodes[from].words > 0))
        ++from;
    if (from == to || !names.mayOpen(nodes[from].text))
        return false;
    QString text;
    for (std::size_t i = from; i < to && text.size() < 400; ++i) {
        if (nodes[i].flags & PlateauNode::Text)
            text += nodes[i].text.toString() + u' ';
    }
    return names.opensBiography(decodeHtmlEntities(text).simplified());
}

class Scanner final
{
public:
    Scanner(ChromeLevel level, PageMetadata *metadata, PlateauScan &scan, const StartTags &unchromed)
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

void Scanner::run(const QString &html)
{
    HtmlTokenizer tokenizer(html);
    HtmlToken token;
    m_nodes.reserve(std::size_t(html.size() / 24));
    m_elements.reserve(std::size_t(html.size() / 96));
    m_elements.push_back({0, 0, 0, 0, HtmlTag::Html, 0});
    while (tokenizer.next(token)) {
        switch (token.type) {
        case HtmlTokenType::StartTag:
            startTag(token);
            break;
        case HtmlTokenType::EndTag:
            endTag(token);
            break;
        case HtmlTokenType::Text:
            text(token);
            break;
        case HtmlTokenType::Comment:
        case HtmlTokenType::CData:
        case HtmlTokenType::Doctype:
            break; // invisible: neither words nor tags on screen
        }
    }
    popTo(0);
    m_elements.front().end = std::uint32_t(m_nodes.size());
}

// FNV-1a of an attribute value: equal class lists give equal hashes.
std::uint32_t hashOf(QStringView value)
{
    std::uint32_t hash = 2166136261u;
    for (const QChar c : value)
        hash = (hash ^ c.unicode()) * 16777619u;
    return hash;
}

void Scanner::push(OpenElement element, const HtmlToken &token)
{
    if (!element.chrome && m_chromeDepth == 0) {
        element.element = std::uint32_t(m_elements.size());
        const auto depth = std::uint16_t(m_elements[m_element].depth + 1);
        m_elements.push_back({m_element, std::uint32_t(m_nodes.size()), 0, depth, element.tag,
            hashOf(token.rawAttribute(QLatin1StringView("class"))), namesLede(token)});
        m_element = element.element;
    }
    element.controlsBefore = m_controls;
    element.wordsBefore = m_words;
    m_stack.push_back(element);
    m_chromeDepth += element.chrome;
    if (element.hint && m_hintDepth == 0)
        m_hintCounted = false;
    m_hintDepth += element.hint;
    m_anchorDepth += element.link;
    m_headingDepth += element.tag == HtmlTag::H1;
}

void Scanner::popTo(std::size_t size)
{
    while (m_stack.size() > size) {
        const OpenElement &element = m_stack.back();
        m_chromeDepth -= element.chrome;
        m_hintDepth -= element.hint;
        m_anchorDepth -= element.link;
        if (element.tag == HtmlTag::Head)
            m_headIndex = -1;
        if (element.tag == HtmlTag::H1 && element.element != kNoElement)
            m_headlineEnds.push_back(m_nodes.size());
        if (element.tag == HtmlTag::H1 && --m_headingDepth == 0 && m_metadata) {
            m_metadata->addHeading(m_heading, qsizetype(m_nodes.size()));
            m_heading.clear();
        }
        if (element.element != kNoElement) {
            ScanElement &kept = m_elements[element.element];
            kept.end = std::uint32_t(m_nodes.size());
            // Below the headline (above it, a "Comments" box is a sidebar's), readers' comments
            // begin at their heading, and an author's biography stands under its own.
            if (isSubheadingTag(element.tag) && !m_headlineEnds.empty() && kept.first < kept.end) {
                const QString words = headingWords(m_nodes, kept.first, kept.end);
                if (opensComments(words)) {
                    makeBarrier(m_nodes[kept.first]);
                } else if (opensAuthorBox(words, m_authorNames.names())) {
                    m_authorBox = kept.parent;
                    m_authorBoxFrom = kept.first;
                }
            }
            // A list whose items end with a "Reply" link holds readers' comments, whatever its
            // heading says: they begin where it begins.
            if (element.tag == HtmlTag::A && !m_headlineEnds.empty()) {
                if (const std::size_t comments = commentsOfReply(m_elements, m_nodes, element.element);
                    comments < m_nodes.size())
                    makeBarrier(m_nodes[comments]);
            }
            // A paragraph that opens with the byline's name and goes on is the author's biography:
            // it and what follows it in its box go as under an "About the author" heading.
            if (element.tag == HtmlTag::P && m_authorBox == 0 && kept.parent != 0
                && !m_authorNames.names().isEmpty()
                && opensBiography(m_authorNames, m_nodes, kept.first, kept.end)) {
                m_authorBox = kept.parent;
                m_authorBoxFrom = kept.first;
            }
            // The author's box ends: what stood in it from its heading on is dropped.
            if (element.element == m_authorBox && m_authorBox != 0) {
                float words = 0;
                for (std::size_t i = m_authorBoxFrom; i < kept.end; ++i)
                    words += m_nodes[i].words;
                if (words <= kAuthorBoxWords)
                    m_words -= dropText(m_authorBoxFrom, kept.end);
                m_authorBox = 0;
            }
            // An <article> inside the body the page marks is another story's card, or a reader's
            // comment, when it opens with a link and holds a few lines (a block editor's "homepage
            // posts" between the paragraphs): the story is the marked body, not a part of it.
            if (element.tag == HtmlTag::Article && m_hintDepth > 0 && isCard(kept))
                m_words -= dropText(kept.first, kept.end);
            // A box that opens with a control closing it is a dialog: a shipping notice, a
            // browser warning, a menu drawer, however many words it holds.
            if (element.dialog)
                m_words -= dropText(kept.first, kept.end);
            m_element = kept.parent;
            // A box that holds the headline is the story's head, its buttons (share, save, listen)
            // and all: the headline and the standfirst under it stay. (In either pass: a widget is
            // known by its controls and its few words, not by its names.)
            if (m_controls > element.controlsBefore && m_words - element.wordsBefore < kWidgetWords
                && isWidgetBox(element.tag) && !holdsHeadline(kept))
                dropWidget(element, kept);
        }
        m_stack.pop_back();
    }
}

void Scanner::addNode(PlateauNode node)
{
    node.element = m_element;
    m_nodes.push_back(node);
}

void Scanner::addTag(HtmlTag tag)
{
    PlateauNode node;
    const bool block = isBlockTag(tag);
    node.score = -(isInlineTag(tag) || tag == HtmlTag::A ? kInlineTagCost : kBlockTagCost);
    if (tag == HtmlTag::A) {
        node.score = -kBlockTagCost;
        node.flags |= PlateauNode::LinkTag;
    }
    node.flags |= block ? PlateauNode::BlockBreak : 0;
    if (isHeadingTag(tag))
        node.flags |= PlateauNode::Heading;
    addNode(node);
}

void Scanner::startTag(const HtmlToken &token)
{
    const HtmlTag tag = token.tag;
    m_authorNames.startTag(token);
    if (m_metadata) {
        if (tag == HtmlTag::Meta || tag == HtmlTag::Link || tag == HtmlTag::Html || tag == HtmlTag::Time)
            m_metadata->collect(token);
        if (tag == HtmlTag::Script)
            m_jsonLd = token.rawAttribute(QLatin1StringView("type"))
                           .trimmed()
                           .compare(u"application/ld+json", Qt::CaseInsensitive)
                == 0;
    }
    // Content in the head means the head ended without its end tag (HTML5 "in head" mode).
    if (m_headIndex >= 0 && !isHeadContent(tag))
        popTo(std::size_t(m_headIndex));
    // Optional end tags: a new <p> closes an open <p>, a block closes a <p>, and so on.
    if (!m_stack.empty()) {
        const HtmlTag top = m_stack.back().tag;
        if ((closesSameName(tag) && top == tag)
            || (top == HtmlTag::P && isBlockTag(tag) && tag != HtmlTag::Br))
            popTo(m_stack.size() - 1);
    }
    // Links do not nest: a new <a> closes the one still open in the same block (HTML5's
    // adoption agency), as "<a href=...>TCLUG<a/> meeting" leaves none open after TCLUG.
    if (tag == HtmlTag::A)
        closeOpenAnchor();
    const bool outside = m_chromeDepth == 0;
    ElementRole role = outside ? classifyElement(token, m_level) : ElementRole::Neutral;
    const bool namedChrome = role == ElementRole::Chrome && m_level == ChromeLevel::Strict
        && classifyElement(token, ChromeLevel::Lenient) != ElementRole::Chrome;
    if (namedChrome && std::binary_search(m_unchromed.begin(), m_unchromed.end(), token.name.data()))
        role = ElementRole::Neutral;
    // The article body marked in microdata (itemprop="articleBody") inside boxes that only their
    // names make chrome (a layout "pg-side-of-rail" around the story, named for the rail beside
    // it; "print-only"): the page says where its story is in so many words, where names only hint.
    if (!outside && marksBodyInMicrodata(token)
        && std::all_of(
            m_stack.begin(), m_stack.end(), [](const OpenElement &e) { return !e.chrome || e.at; })) {
        for (const OpenElement &e : m_stack)
            if (e.at)
                m_bodyWrappers.push_back(e.at);
    }
    if (tag == HtmlTag::Main && !outside)
        m_mainRemoved = true;
    if (!m_stack.empty() && !m_stack.back().entered) {
        m_stack.back().entered = true;
        m_stack.back().dialog = outside && isCloseControl(token);
    }
    if (outside
        && (tag == HtmlTag::Button || tag == HtmlTag::Input || tag == HtmlTag::Select
            || tag == HtmlTag::Textarea))
        ++m_controls; // for kWidgetWords
    // "<a/>" is a start tag like "<a>" (a self-closing flag on an element that is not void is
    // ignored, as browsers do).
    if (isVoidTag(tag) || (token.selfClosing && !isRawTextTag(tag) && tag != HtmlTag::A)) {
        if (outside && role != ElementRole::Chrome) {
            addTag(tag);
            if (tag == HtmlTag::Img) {
                m_nodes.back().flags |= PlateauNode::Image;
                m_nodes.back().text = token.rawAttribute(QLatin1StringView("src"));
            }
        }
        return;
    }
    if (m_stack.size() >= kMaxDepth)
        return;
    if (tag == HtmlTag::Head && m_headIndex < 0)
        m_headIndex = int(m_stack.size());
    if (outside && role == ElementRole::Neutral
        && token.rawAttribute(QLatin1StringView("name")).contains(u"comment", Qt::CaseInsensitive))
        addNode(barrier());
    OpenElement element {tag, token.name, role == ElementRole::Chrome, role == ElementRole::ArticleHint,
        tag == HtmlTag::A && !token.rawAttribute(QLatin1StringView("href")).isNull()};
    if (namedChrome && element.chrome)
        element.at = token.name.data();
    push(element, token);
    if (tag == HtmlTag::Article && ++m_articles == 1 && outside && role == ElementRole::Neutral)
        m_firstArticle = m_stack.back().element;
    if (m_chromeDepth == 0 && tag != HtmlTag::Title) {
        addTag(tag);
        if (tag == HtmlTag::A)
            m_nodes.back().text = token.rawAttribute(QLatin1StringView("rel"));
    }
}

float Scanner::dropText(std::size_t from, std::size_t to)
{
    float dropped = 0;
    for (std::size_t i = from; i < to; ++i) {
        PlateauNode &node = m_nodes[i];
        if (!(node.flags & PlateauNode::Text))
            continue;
        if (node.flags & PlateauNode::Hint)
            m_hintWords -= node.words;
        dropped += node.words;
        node.flags &= std::uint8_t(~(PlateauNode::Text | PlateauNode::Anchor | PlateauNode::Hint));
        node.score = 0;
        node.words = 0;
    }
    return dropped;
}

void Scanner::dropWidget(const OpenElement &element, const ScanElement &kept)
{
    dropText(kept.first, kept.end);
    // A widget with words is gone with its controls: they make no box around it one. Controls
    // alone (a form of a field and a button) leave the box around them to be judged: a sign-up
    // box is its heading and its line as much as its form.
    if (m_words > element.wordsBefore) {
        m_words = element.wordsBefore;
        m_controls = element.controlsBefore;
    }
}

bool Scanner::isCard(const ScanElement &element) const
{
    float words = 0;
    bool opensWithLink = false;
    for (std::size_t i = element.first; i < element.end; ++i) {
        const PlateauNode &node = m_nodes[i];
        if (!(node.flags & PlateauNode::Text))
            continue;
        if (words == 0)
            opensWithLink = node.flags & PlateauNode::Anchor;
        words += node.words;
    }
    return opensWithLink && words <= kCardWords;
}

void Scanner::markSoleArticle()
{
    if (m_articles != 1 || m_firstArticle == kNoElement)
        return;
    const ScanElement &article = m_elements[m_firstArticle];
    const float before = m_hintWords;
    float markedInside = 0; // of those words, the ones in it
    for (std::uint32_t i = article.first; i < article.end; ++i) {
        if ((m_nodes[i].flags & PlateauNode::Text) && (m_nodes[i].flags & PlateauNode::Hint))
            markedInside += m_nodes[i].words;
    }
    // Where the page marks its body inside the <article>, with words enough to say where the story
    // is, the finer mark says it: the <article> also holds what follows the body (the comments'
    // rules and comments, an author's box, a "Most read" list).
    if (markedInside == before && before >= kBodyMarkWords)
        return;
    for (std::uint32_t i = article.first; i < article.end; ++i) {
        PlateauNode &node = m_nodes[i];
        if ((node.flags & PlateauNode::Text) && !(node.flags & PlateauNode::Hint)) {
            node.flags |= PlateauNode::Hint;
            m_hintWords += node.words;
        }
    }
    // It is the one marked element when all the page marked lies inside it (word counts are
    // multiples of a half, so the sums compare exactly), else one more when it adds words.
    if (markedInside == before && m_hintWords > 0)
        m_hintElements = 1;
    else if (m_hintWords > before)
        ++m_hintElements;
}

void Scanner::closeOpenAnchor()
{
    for (std::size_t i = m_stack.size(); i-- > 0;) {
        if (m_stack[i].tag == HtmlTag::A) {
            const bool wasOutside = m_chromeDepth == 0;
            popTo(i);
            if (wasOutside && m_chromeDepth == 0)
                addTag(HtmlTag::A);
            return;
        }
        if (isBlockTag(m_stack[i].tag))
            return;
    }
}

void Scanner::endTag(const HtmlToken &token)
{
    const HtmlTag tag = token.tag;
    m_authorNames.endTag(token);
    std::size_t found = m_stack.size();
    for (std::size_t i = m_stack.size(); i-- > 0;) {
        const OpenElement &element = m_stack[i];
        if (tag != HtmlTag::Unknown ? element.tag == tag
                                    : element.tag == HtmlTag::Unknown
                    && element.name.compare(token.name, Qt::CaseInsensitive) == 0) {
            found = i;
            break;
        }
        // An end tag does not reach through a table or the body for a stray element.
        if (element.tag == HtmlTag::Body || element.tag == HtmlTag::Html)
            break;
    }
    if (found == m_stack.size()) {
        if ((tag == HtmlTag::P || tag == HtmlTag::Br) && m_chromeDepth == 0)
            addTag(tag); // "</p>" and "</br>" without an open element still break the line
        return;
    }
    const bool wasOutside = m_chromeDepth == 0;
    popTo(found);
    if (wasOutside && m_chromeDepth == 0)
        addTag(tag);
}

void Scanner::text(const HtmlToken &token)
{
    if (token.tag != HtmlTag::Unknown) { // raw text: the content of script, style, title...
        if (m_metadata && token.tag == HtmlTag::Title && !m_sawTitle && m_stack.size() < 8) {
            m_sawTitle = true;
            m_metadata->setDocumentTitle(decodeHtmlEntities(token.text).simplified());
        } else if (m_metadata && token.tag == HtmlTag::Script && m_jsonLd) {
            m_metadata->addJsonLd(token.text);
            m_jsonLd = false;
        }
        return;
    }
    if (m_headingDepth > 0 && m_metadata && m_heading.size() < 1000)
        appendHtmlDecoded(m_heading, token.text);
    m_authorNames.text(token.text);
    if (m_chromeDepth > 0)
        return;
    const float words = weightedWordCount(token.text);
    if (words > 0 && !m_stack.empty())
        m_stack.back().entered = true;
    PlateauNode node;
    node.flags = PlateauNode::Text | (m_anchorDepth > 0 ? PlateauNode::Anchor : 0);
    node.text = token.text;
    node.words = words;
    if (words > 0)
        node.score = m_anchorDepth > 0 ? words * kLinkWordScore : words;
    if (m_hintDepth > 0) {
        node.flags |= PlateauNode::Hint;
        m_hintWords += words;
        if (words > 0 && !m_hintCounted) {
            ++m_hintElements;
            m_hintCounted = true;
        }
    }
    m_words += words;
    addNode(node);
}

} // namespace

// Page builders (Elementor, WPBakery, Divi) and sites that generate their markup wrap each paragraph
// in boxes of its own, four to seven deep (row, column, column-inner, wrapper, widget, its
// container), so between two short paragraphs stand a dozen block tags or more, and a plateau that
// counts every tag, as Finn's does, ends at each of them. A run of block tags with no word, picture
// or link between them costs as kWrapperRun of them at most: as much as a paragraph break inside
// two boxes of its own (</p></div></div><div><div><p>), where the plateau never broke.
namespace {

constexpr int kWrapperRun = 6;

void capWrapperRuns(std::vector<PlateauNode> &nodes)
{
    int run = 0;
    for (PlateauNode &node : nodes) {
        if (node.flags & (PlateauNode::Text | PlateauNode::Image | PlateauNode::LinkTag)) {
            run = 0;
        } else if ((node.flags & PlateauNode::BlockBreak) && !(node.flags & PlateauNode::Barrier)
            && node.score == -kBlockTagCost && ++run > kWrapperRun) {
            node.score = 0;
        }
    }
}

} // namespace

namespace {

PlateauScan scanPage(
    const QString &html, ChromeLevel level, PageMetadata *metadata, const StartTags &unchromed)
{
    PlateauScan scan;
    Scanner scanner(level, metadata, scan, unchromed);
    scanner.run(html);
    // An article body marked in microdata inside boxes only their names made chrome: the page is
    // read again with those boxes kept (its headline and standfirst stand in them too, above the
    // body), and all else as before; boxes nested in them are judged once they are read.
    if (!scanner.bodyWrappers().empty() && unchromed.size() < kMaxBodyWrappers) {
        StartTags wrappers = unchromed;
        wrappers.insert(wrappers.end(), scanner.bodyWrappers().begin(), scanner.bodyWrappers().end());
        std::sort(wrappers.begin(), wrappers.end());
        wrappers.erase(std::unique(wrappers.begin(), wrappers.end()), wrappers.end());
        if (wrappers.size() > unchromed.size()) {
            if (metadata)
                *metadata = PageMetadata();
            return scanPage(html, level, metadata, wrappers);
        }
    }
    capWrapperRuns(scan.nodes);
    // A page with one <article> element says where its story is (HTML's self-contained
    // composition), as itemprop="articleBody" does: comments or teasers after a short story, however
    // they are named, weigh less. Pages of many (a list of teasers, comments each in an <article>)
    // say nothing by it.
    scanner.markSoleArticle();
    // Rescoring changes scores only: the blocks' words and links stay as they are for both.
    scan.marksBody
        = marksArticleBody(scan.nodes, scanner.hintWords(), scanner.hintElements(), scanner.headlineEnds());
    const std::vector<NodeBlock> blocks = blocksOf(scan.nodes);
    rescoreInlineLinks(scan.nodes, blocks, scan.marksBody);
    markTeaserLists(scan, blocks);
    weighBodyMark(scan);
    return scan;
}

} // namespace

PlateauScan scanPage(const QString &html, ChromeLevel level, PageMetadata *metadata)
{
    return scanPage(html, level, metadata, {});
}

} // namespace kindred
