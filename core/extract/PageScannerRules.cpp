// PageScanner's decisions as an element ends: readers' comments under their heading or their
// "Reply" links, an author's box, a dialog, another story's card in a marked body, a widget; and,
// once the page is read, its sole <article> as the body. Reading the tokens is in PageScanner.cpp.
#include "extract/BodyMark.h"
#include "extract/HtmlEntities.h"
#include "extract/PageScanner.h"
#include "extract/SectionHeadings.h"

namespace kindred {

namespace {

// An author's biography under its heading holds at most this many words: a box that holds more
// after an "About the author" heading (a post that opens with its author's box) is more than one.
constexpr float kAuthorBoxWords = 150.0f;
// A box of fewer words than this around a form control (a button, a field) is a widget: a
// newsletter sign-up, a video player, a consent notice, a poll.
constexpr float kWidgetWords = 50.0f;
// An <article> inside a marked body that opens with a link and holds at most this many words is a
// card of another story (PageScanner::isCard()).
constexpr float kCardWords = 60.0f;
// A box of fewer words than this around a link to a donation's or contribution's page is a funding
// ask (isFundingLink()).
constexpr float kFundingAskWords = 100.0f;

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

} // namespace

void PageScanner::elementEnded(const OpenElement &element, ScanElement &kept)
{
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
    if (element.tag == HtmlTag::P && m_authorBox == 0 && kept.parent != 0 && !m_authorNames.names().isEmpty()
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
    // Text for screen readers alone is no one's to see ("list 1 of 4" before each of a "Keep reading"
    // box's teasers); a link's stays, as the link it is (a "Top" link's label between two posts).
    if (element.screenReader) {
        for (std::size_t i = kept.first; i < kept.end; ++i) {
            if ((m_nodes[i].flags & PlateauNode::Text) && !(m_nodes[i].flags & PlateauNode::Anchor))
                m_words -= dropText(i, i + 1);
        }
    }
    // A box that opens with a control closing it is a dialog: a shipping notice, a
    // browser warning, a menu drawer, however many words it holds.
    if (element.dialog)
        m_words -= dropText(kept.first, kept.end);
    // A box that holds the headline is the story's head, its buttons (share, save, listen)
    // and all: the headline and the standfirst under it stay. (In either pass: a widget is
    // known by its controls and its few words, not by its names.) A funding ask is longer than a
    // widget's few words: a box of up to kFundingAskWords around a link to a donation's or a
    // contribution's page is one ("At HuffPost, we believe that everyone needs high-quality
    // journalism, ... Contribute $5"), however it is styled and named.
    const float words = m_words - element.wordsBefore;
    const bool widget = m_controls > element.controlsBefore && words < kWidgetWords;
    const bool fundingAsk = m_fundingLinks > element.fundingLinksBefore && words < kFundingAskWords;
    if ((widget || fundingAsk) && isWidgetBox(element.tag) && !holdsHeadline(kept))
        dropWidget(element, kept);
}

void PageScanner::dropWidget(const OpenElement &element, const ScanElement &kept)
{
    float linked = 0;
    for (std::size_t i = kept.first; i < kept.end; ++i) {
        if ((m_nodes[i].flags & PlateauNode::Text) && (m_nodes[i].flags & PlateauNode::Anchor))
            linked += m_nodes[i].words;
    }
    dropText(kept.first, kept.end);
    // A widget with words is gone with its controls: they make no box around it one. Controls
    // alone (a form of a field and a button) leave the box around them to be judged: a sign-up
    // box is its heading and its line as much as its form; and so do links alone to a funding
    // page (an ask's buttons: "Contribute $5", "$20").
    if (m_words > element.wordsBefore) {
        const bool linksOnly = m_words - element.wordsBefore <= linked;
        m_words = element.wordsBefore;
        m_controls = element.controlsBefore;
        if (!linksOnly)
            m_fundingLinks = element.fundingLinksBefore;
    }
}

bool PageScanner::isCard(const ScanElement &element) const
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

void PageScanner::markSoleArticle()
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

} // namespace kindred
