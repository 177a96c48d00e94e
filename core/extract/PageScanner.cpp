// PageScanner: a page's tokens become the plateau's nodes (a tag, a run of text) and the kept
// elements around them, with the open elements' state (chrome, a marked body, a link, a heading).
// What is decided as an element ends is in PageScannerRules.cpp.
#include "extract/PageScanner.h"

#include "extract/ChromeFilter.h"
#include "extract/HtmlEntities.h"
#include "extract/HtmlTokenizer.h"
#include "extract/PageMetadata.h"
#include "extract/TextBlocks.h"

namespace kindred {

namespace {

// Where readers' comments begin (<a name="comments">) the plateau meets this cost.
constexpr float kCommentBarrier = 40.0f;
// Open elements deeper than this are not tracked (their end tags are then ignored).
constexpr std::size_t kMaxDepth = 512;

// A node of its own that is such a wall (<a name="comments">).
PlateauNode barrier()
{
    PlateauNode node;
    node.flags = PlateauNode::BlockBreak;
    makeBarrier(node);
    return node;
}

// FNV-1a of an attribute value: equal class lists give equal hashes.
std::uint32_t hashOf(QStringView value)
{
    std::uint32_t hash = 2166136261u;
    for (const QChar c : value)
        hash = (hash ^ c.unicode()) * 16777619u;
    return hash;
}

} // namespace

void makeBarrier(PlateauNode &node)
{
    node.score = -kCommentBarrier;
    node.flags |= PlateauNode::Barrier;
}

void PageScanner::run(const QString &html)
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

void PageScanner::push(OpenElement element, const HtmlToken &token)
{
    if (!element.chrome && m_chromeDepth == 0) {
        element.element = std::uint32_t(m_elements.size());
        const auto depth = std::uint16_t(m_elements[m_element].depth + 1);
        m_elements.push_back({m_element, std::uint32_t(m_nodes.size()), 0, depth, element.tag,
            hashOf(token.rawAttribute(QLatin1StringView("class"))), namesLede(token)});
        m_element = element.element;
    }
    element.controlsBefore = m_controls;
    element.fundingLinksBefore = m_fundingLinks;
    element.wordsBefore = m_words;
    m_stack.push_back(element);
    m_chromeDepth += element.chrome;
    if (element.hint && m_hintDepth == 0)
        m_hintCounted = false;
    m_hintDepth += element.hint;
    m_anchorDepth += element.link;
    m_headingDepth += element.tag == HtmlTag::H1;
}

void PageScanner::popTo(std::size_t size)
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
            elementEnded(element, kept);
            m_element = kept.parent;
        }
        m_stack.pop_back();
    }
}

void PageScanner::addNode(PlateauNode node)
{
    node.element = m_element;
    m_nodes.push_back(node);
}

void PageScanner::addTag(HtmlTag tag)
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

void PageScanner::startTag(const HtmlToken &token)
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
            || tag == HtmlTag::Textarea || isButtonLink(token)))
        ++m_controls; // for kWidgetWords
    if (outside && isFundingLink(token))
        ++m_fundingLinks; // for kFundingAskWords
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
    element.screenReader = outside && isScreenReaderOnly(token);
    push(element, token);
    if (tag == HtmlTag::Article && ++m_articles == 1 && outside && role == ElementRole::Neutral)
        m_firstArticle = m_stack.back().element;
    if (m_chromeDepth == 0 && tag != HtmlTag::Title) {
        addTag(tag);
        if (tag == HtmlTag::A)
            m_nodes.back().text = token.rawAttribute(QLatin1StringView("rel"));
    }
}

float PageScanner::dropText(std::size_t from, std::size_t to)
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

void PageScanner::closeOpenAnchor()
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

void PageScanner::endTag(const HtmlToken &token)
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

void PageScanner::text(const HtmlToken &token)
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

} // namespace kindred
