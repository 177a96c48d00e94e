#include "extract/ChromeFilter.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace kindred {

namespace {

using namespace std::string_view_literals;

// Class tokens of at most kAtomLength letters, kAtomicNames of them or more, are a build tool's
// atoms (see namesAdvertisement()).
constexpr std::size_t kAtomLength = 3;
constexpr int kAtomicNames = 6;

// Class/id fragments of page chrome. "Strong" ones win over an article-like word in the same
// name ("article-comments" is comments); "weak" ones lose to it ("main-header-content" is kept).
constexpr std::array kStrongChrome = {
    "comment"sv,
    "disqus"sv,
    "discussion"sv,
    "share"sv,
    "sharing"sv,
    "social"sv,
    "related"sv,
    "newsletter"sv,
    "cookie"sv,
    "sidebar"sv,
    "subscribe"sv,
    "promo"sv,
    "outbrain"sv,
    "taboola"sv,
    "sponsor"sv,
    "advert"sv,
    "breadcrumb"sv,
    "popup"sv,
    "modal"sv,
    "paywall"sv,
    "signup"sv,
    "recommend"sv,
    "trending"sv,
    "most-popular"sv,
    "mostpopular"sv,
    "most-read"sv,
    "mostread"sv,
    "skiplink"sv,
    "skip-link"sv,
    "banner"sv,
    "pagination"sv,
    "pager"sv,
    "masthead"sv,
    "byline"sv,
    "tags"sv,
    "toolbar"sv,
    "respond"sv,
    "reply"sv,
    "login"sv,
    "gdpr"sv,
    "consent"sv,
    "copyright"sv,
    "disclaimer"sv,
    // Posts embedded from social networks, by the class names their embed code writes: a quotation
    // the reader sees as a card, whose text is the network's, not the article's.
    "twitter-tweet"sv,
    "instagram-media"sv,
    "fb-post"sv,
    "tiktok-embed"sv,
};
constexpr std::array kWeakChrome = {
    "header"sv,
    "footer"sv,
    "menu"sv,
    "nav"sv,
    "extra"sv,
    "aside"sv,
    "meta"sv,
    "topbar"sv,
    "rail"sv,
    "teaser"sv,
    "caption"sv,
    "credit"sv,
    "author"sv,
    "print"sv,
    "utility"sv,
    "tools"sv,
    "widget"sv,
};
constexpr std::array kArticleWords = {
    "article"sv,
    "content"sv,
    "entry"sv,
    "main"sv,
    "post"sv,
    "story"sv,
    "body"sv,
    "text"sv,
    "blog"sv,
};
constexpr std::array kArticleBody = {
    "articlebody"sv,
    "article-body"sv,
    "article_body"sv,
    "story-body"sv,
    "storybody"sv,
    "story_body"sv,
    "entry-content"sv,
    "post-content"sv,
    "article-content"sv,
    "articlecontent"sv,
    "post-body"sv,
    "article-text"sv,
    "articletext"sv,
    "story-text"sv,
    "storytext"sv,
    "body-text"sv,
    "bodytext"sv,
};

// The parts of a name that together name an article's body (namesBodyByParts()): what it is of,
// what it is, and the parts that make it one of a list's many.
constexpr std::array kBodySubjects = {"article"sv, "story"sv, "post"sv, "entry"sv};
constexpr std::array kBodyParts = {"content"sv, "body"sv, "text"sv};
constexpr std::array kOneOfMany
    = {"item"sv, "card"sv, "preview"sv, "excerpt"sv, "list"sv, "grid"sv, "tile"sv};

// Where a part of a class or id name begins or ends: names are split by spaces, '-' and '_'.
bool isNameBreak(char c)
{
    return c == ' ' || c == '-' || c == '_';
}

// `word` as a part of a name of its own: "ad" in "ad", "ad-slot", "top_ad", not in "head", "load" or
// "shadow"; "lead" in "article-lead" or "c-lead__text", not in "leader" or "leaderboard" (an ad
// format). With `counted`, also with an "s" or a number after it ("ads", "ad2").
bool hasNamePart(std::string_view names, std::string_view word, bool counted)
{
    for (std::size_t at = names.find(word); at != std::string_view::npos; at = names.find(word, at + 1)) {
        if (at != 0 && !isNameBreak(names[at - 1]))
            continue;
        std::size_t end = at + word.size();
        if (counted && end < names.size() && names[end] == 's')
            ++end;
        if (end == names.size() || isNameBreak(names[end])
            || (counted && names[end] >= '0' && names[end] <= '9'))
            return true;
    }
    return false;
}

// The space-separated tokens of `names`.
std::vector<std::string_view> tokensOf(std::string_view names)
{
    std::vector<std::string_view> tokens;
    for (std::size_t start = 0; start < names.size();) {
        const std::size_t end = std::min(names.find(' ', start), names.size());
        if (end > start)
            tokens.push_back(names.substr(start, end - start));
        start = end + 1;
    }
    return tokens;
}

// Whether class or id names name an advertisement: "ad-slot", "top_ad", "ads2", "advertisement".
// Among a build tool's atoms (many tokens of a few letters each, drawn by chance: "pw-post-body-
// paragraph qk eu nd bv mq ad ei"), a token "ad" says nothing: only a longer name does.
bool namesAdvertisement(std::string_view names)
{
    if (names.find("advert"sv) != std::string_view::npos)
        return true;
    if (!hasNamePart(names, "ad"sv, true))
        return false;
    const std::vector<std::string_view> tokens = tokensOf(names);
    const auto atom = [](std::string_view token) { return token.size() <= kAtomLength; };
    if (std::count_if(tokens.begin(), tokens.end(), atom) < kAtomicNames)
        return true;
    return std::any_of(tokens.begin(), tokens.end(),
        [&](std::string_view token) { return !atom(token) && hasNamePart(token, "ad"sv, true); });
}

template<std::size_t N>
bool containsAny(std::string_view haystack, const std::array<std::string_view, N> &needles)
{
    for (std::string_view needle : needles) {
        if (haystack.find(needle) != std::string_view::npos)
            return true;
    }
    return false;
}

template<std::size_t N> bool isOneOf(std::string_view word, const std::array<std::string_view, N> &words)
{
    return std::find(words.begin(), words.end(), word) != words.end();
}

// Whether the whole class token `word` is among the names: hAtom's entry ("hentry", which
// WordPress and many CMSs put on the post's container, beside taxonomy classes such as
// "tag-clickbait" or "custom_tags-energy" that would read as chrome).
bool hasToken(std::string_view names, std::string_view word)
{
    for (std::size_t at = names.find(word); at != std::string_view::npos; at = names.find(word, at + 1)) {
        const bool startOk = at == 0 || names[at - 1] == ' ';
        const std::size_t end = at + word.size();
        if (startOk && (end == names.size() || names[end] == ' '))
            return true;
    }
    return false;
}

// Whether a class token says what the element lacks ("no-sidebar", "main--no-sidebar").
bool namesAnAbsence(std::string_view token)
{
    return token.starts_with("no-"sv) || token.find("-no-"sv) != std::string_view::npos
        || token.find("_no-"sv) != std::string_view::npos;
}

// Calls `visit` with each class or id token of `names`.
template<typename Visit> void forEachToken(std::string_view names, Visit visit)
{
    std::size_t at = 0;
    while (at < names.size()) {
        std::size_t end = names.find(' ', at);
        if (end == std::string_view::npos)
            end = names.size();
        if (end > at)
            visit(names.substr(at, end - at));
        at = end + 1;
    }
}

// Whether a token other than one naming a sidebar names the content ("content_block
// right-sidebar", "main-content sidebar-right", "row articleSidebar"): then the element is the
// layout that holds the content beside its sidebar, not the sidebar.
bool namesContentBesideSidebar(std::string_view names)
{
    bool content = false;
    forEachToken(names, [&](std::string_view token) {
        content = content
            || (token.find("sidebar"sv) == std::string_view::npos && containsAny(token, kArticleWords));
    });
    return content;
}

// Whether a token names a layout beside a sidebar, as a modifier of another name
// ("gallery--wrapper__with-sidebar", "l-section for_sidebar", "with-sidebar-right").
bool namesSidebarLayout(std::string_view token)
{
    for (std::size_t at = token.find("sidebar"sv); at != std::string_view::npos;
         at = token.find("sidebar"sv, at + 1)) {
        const std::string_view before = token.substr(0, at);
        for (const std::string_view modifier :
            {"with-"sv, "with_"sv, "has-"sv, "has_"sv, "for-"sv, "for_"sv}) {
            if (before.ends_with(modifier))
                return true;
        }
    }
    return false;
}

// Whether a class or id token names an article's body by its parts, in either order and with any
// separators ("content-article", "c-article__body", "story--text", "article-full__content"). Not a
// token that also names chrome ("article-teaser__text") or one of many ("post-item__content",
// "article-card__body": a list's item, not the article).
bool namesBodyByParts(std::string_view names)
{
    bool found = false;
    forEachToken(names, [&](std::string_view token) {
        if (found || containsAny(token, kStrongChrome) || containsAny(token, kWeakChrome))
            return;
        bool subject = false;
        bool body = false;
        bool oneOfMany = false;
        for (std::size_t at = 0; at <= token.size();) {
            std::size_t end = at;
            while (end < token.size() && !isNameBreak(token[end]))
                ++end;
            const std::string_view part = token.substr(at, end - at);
            subject = subject || isOneOf(part, kBodySubjects);
            body = body || isOneOf(part, kBodyParts);
            oneOfMany = oneOfMany || isOneOf(part, kOneOfMany);
            at = end + 1;
        }
        found = subject && body && !oneOfMany;
    });
    return found;
}

// Whether a token names the inner box a page builder puts in each of its widgets
// ("elementor-widget-container", "elementor-widget-wrap"): a text widget's paragraphs sit in it,
// and so do a sidebar widget's links, so it says nothing of its own.
bool namesWidgetWrapper(std::string_view token)
{
    return token.ends_with("widget-container"sv) || token.ends_with("widget-wrap"sv);
}

// The names without those that describe the page's layout or the post's state rather than the
// element's role ("layout-right-sidebar", "has-sidebar", "with-comments", "main--no-sidebar",
// "content right-sidebar": the container of a page with or without a sidebar is not one;
// "node--promoted": a post promoted to the front page is no promotion box).
std::string_view withoutLayoutNames(std::string_view names, std::array<char, 256> &buffer)
{
    const bool besideSidebar = namesContentBesideSidebar(names);
    std::size_t length = 0;
    forEachToken(names, [&](std::string_view token) {
        if (!token.starts_with("layout"sv) && !token.starts_with("has-"sv) && !token.starts_with("with-"sv)
            && !namesAnAbsence(token) && !token.ends_with("promoted"sv)
            && !(besideSidebar && token.find("sidebar"sv) != std::string_view::npos)
            && !namesSidebarLayout(token) && !namesWidgetWrapper(token)
            && length + token.size() + 1 < buffer.size()) {
            std::memcpy(buffer.data() + length, token.data(), token.size());
            length += token.size();
            buffer[length++] = ' ';
        }
    });
    return {buffer.data(), length};
}

// Lowercased ASCII copy of the class and id values in a fixed buffer (names longer are cut), and of
// the component a page names in data-component (the Guardian: "newsletter-signup", "rich-link").
std::string_view identity(const HtmlToken &token, std::array<char, 256> &buffer)
{
    std::size_t length = 0;
    for (const HtmlAttribute &attribute : token.attributes) {
        const bool isClass = attribute.name.compare(QLatin1StringView("class"), Qt::CaseInsensitive) == 0;
        if (!isClass && attribute.name.compare(QLatin1StringView("id"), Qt::CaseInsensitive) != 0
            && attribute.name.compare(QLatin1StringView("data-component"), Qt::CaseInsensitive) != 0)
            continue;
        for (QChar qc : attribute.rawValue) {
            if (length + 2 >= buffer.size())
                break;
            char16_t c = qc.unicode();
            if (c >= u'A' && c <= u'Z')
                c = char16_t(c + 32);
            buffer[length++] = c < 0x80 && c != u'\t' && c != u'\n' ? char(c) : ' ';
        }
        if (length + 1 >= buffer.size())
            break; // full: the names past it are cut (found by fuzz_extractor)
        buffer[length++] = ' ';
    }
    return {buffer.data(), length};
}

bool attributeIs(const HtmlToken &token, QLatin1StringView name, QLatin1StringView value)
{
    const QStringView raw = token.rawAttribute(name);
    return !raw.isNull() && raw.trimmed().compare(value, Qt::CaseInsensitive) == 0;
}

constexpr std::array kLedeNames = {
    "intro"sv,
    "lede"sv,
    "standfirst"sv,
    "summary"sv,
    "abstract"sv,
    "excerpt"sv,
    "subtitle"sv,
    "sub-title"sv,
    "subheadline"sv,
    "deck"sv,
    "perex"sv, // Czech, Slovak
    "chapo"sv, // French "chapô"
    "chapeau"sv,
    "entradilla"sv, // Spanish
    "bajada"sv,
    "sumario"sv,
    "linha-fina"sv, // Portuguese
    "vorspann"sv, // German
    "anriss"sv,
};

// Elements whose tag alone says they stand beside the article, whatever their attributes (the
// strict pass): a menu, a caption, an aside (a deal, a promotion, a pull quote).
bool isChromeByTag(HtmlTag tag)
{
    return tag == HtmlTag::Nav || tag == HtmlTag::Figcaption || tag == HtmlTag::Aside;
}

// Whether `word` is one of `words`, whatever its case.
bool isOneOf(QStringView word, std::initializer_list<QStringView> words)
{
    return std::any_of(words.begin(), words.end(),
        [word](QStringView other) { return word.compare(other, Qt::CaseInsensitive) == 0; });
}

// Whether one of the class names in `classes`, whole, is one of `names`, whatever its case.
bool hasClassName(QStringView classes, std::initializer_list<QStringView> names)
{
    for (const QStringView name : classes.tokenize(u' ', Qt::SkipEmptyParts)) {
        if (isOneOf(name, names))
            return true;
    }
    return false;
}

} // namespace

bool namesLede(const HtmlToken &token)
{
    if (token.attributes.empty())
        return false;
    std::array<char, 256> buffer;
    const std::string_view names = identity(token, buffer);
    return containsAny(names, kLedeNames) || hasNamePart(names, "lead"sv, false);
}

bool isCloseControl(const HtmlToken &token)
{
    if (token.attributes.empty())
        return false;
    if (token.hasAttribute(QLatin1StringView("data-dismiss"))
        || token.hasAttribute(QLatin1StringView("data-bs-dismiss")))
        return true;
    const QStringView label = token.rawAttribute(QLatin1StringView("aria-label")).trimmed();
    if (isOneOf(label,
            {u"close", u"schließen", u"fermer", u"cerrar", u"chiudi", u"fechar", u"sluiten", u"zamknij",
                u"закрыть"}))
        return true;
    const QStringView classes = token.rawAttribute(QLatin1StringView("class"));
    for (const QStringView name : classes.tokenize(u' ', Qt::SkipEmptyParts)) {
        if (name.compare(u"close", Qt::CaseInsensitive) == 0
            || name.compare(u"btn-close", Qt::CaseInsensitive) == 0
            || name.endsWith(u"-close", Qt::CaseInsensitive) || name.endsWith(u"_close", Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool isButtonLink(const HtmlToken &token)
{
    if (token.tag != HtmlTag::A)
        return false;
    // Whole class names only: a page builder's module ("et_pb_button") holds a story's rows too.
    return hasClassName(token.rawAttribute(QLatin1StringView("class")), {u"btn", u"button"});
}

bool isScreenReaderOnly(const HtmlToken &token)
{
    const QStringView classes = token.rawAttribute(QLatin1StringView("class"));
    // Every start tag is asked: most classes hold none of the names' parts, which one search tells.
    if (!classes.contains(u"only") && !classes.contains(u"idden") && !classes.contains(u"reader"))
        return false;
    return hasClassName(classes, {u"sr-only", u"screen-reader-text", u"visually-hidden", u"visuallyhidden"});
}

bool isFundingLink(const HtmlToken &token)
{
    if (token.tag != HtmlTag::A)
        return false;
    const QStringView href = token.rawAttribute(QLatin1StringView("href"));
    if (!href.contains(u"donat", Qt::CaseInsensitive) && !href.contains(u"contribut", Qt::CaseInsensitive))
        return false;
    // A part of the address of its own: a story's slug ("/olpc-intel-contributed-little") is none.
    const auto isFundingPart = [](QStringView part) {
        return isOneOf(
            part, {u"donate", u"donation", u"donations", u"contribute", u"contribution", u"contributions"});
    };
    qsizetype from = 0;
    for (qsizetype i = 0; i <= href.size(); ++i) {
        if (i == href.size() || QStringView(u"/?#&=.").contains(href[i])) {
            if (i > from && isFundingPart(href.sliced(from, i - from)))
                return true;
            from = i + 1;
        }
    }
    return false;
}

bool marksBodyInMicrodata(const HtmlToken &token)
{
    return attributeIs(token, QLatin1StringView("itemprop"), QLatin1StringView("articleBody"))
        || attributeIs(token, QLatin1StringView("name"), QLatin1StringView("articleBody"));
}

ElementRole classifyElement(const HtmlToken &token, ChromeLevel level)
{
    switch (token.tag) {
    case HtmlTag::Script:
    case HtmlTag::Style:
    case HtmlTag::Noscript:
    case HtmlTag::Template:
    case HtmlTag::Textarea:
    case HtmlTag::Select:
    case HtmlTag::Button:
    case HtmlTag::Iframe:
    case HtmlTag::Object:
    case HtmlTag::Embed:
    case HtmlTag::Svg:
    case HtmlTag::Math:
    case HtmlTag::Canvas:
    case HtmlTag::Audio:
    case HtmlTag::Video:
    case HtmlTag::Map:
    case HtmlTag::Head:
    case HtmlTag::Noembed:
    case HtmlTag::Noframes:
    case HtmlTag::Dialog:
    case HtmlTag::Label:
        return ElementRole::Chrome;
    default:
        break;
    }
    if (token.attributes.empty())
        return level == ChromeLevel::Strict && isChromeByTag(token.tag) ? ElementRole::Chrome
                                                                        : ElementRole::Neutral;
    // Marked as no content (the hidden attribute: a template; aria-hidden: a decoration). What only
    // a style or a class hides (display: none, "hidden", "is-hidden") is the page's still: the
    // slides of a list article, a collapsed "read more", a menu's submenus, whose many links tell
    // the plateau what the menu is.
    if (token.hasAttribute(QLatin1StringView("hidden"))
        || attributeIs(token, QLatin1StringView("aria-hidden"), QLatin1StringView("true")))
        return ElementRole::Chrome;
    if (marksBodyInMicrodata(token))
        return ElementRole::ArticleHint;
    if (level == ChromeLevel::Lenient)
        return ElementRole::Neutral;

    const QStringView role = token.rawAttribute(QLatin1StringView("role"));
    if (!role.isNull()) {
        for (QLatin1StringView chrome :
            {QLatin1StringView("navigation"), QLatin1StringView("banner"), QLatin1StringView("contentinfo"),
                QLatin1StringView("complementary"), QLatin1StringView("menu"), QLatin1StringView("menubar"),
                QLatin1StringView("search"), QLatin1StringView("dialog")}) {
            if (role.trimmed().compare(chrome, Qt::CaseInsensitive) == 0)
                return ElementRole::Chrome;
        }
    }
    if (isChromeByTag(token.tag))
        return ElementRole::Chrome;
    // A paragraph's class names say little about it (a lede, a drop cap, the story's first line
    // as often as a byline), except an advertisement's label between two of the story's ("Story
    // continues below advertisement", class "ad-label") and a picture's caption, as a <figcaption>
    // is ("imageCaption" under a tabloid's pictures, WordPress's "wp-caption-text"): a sentence
    // as long and dense as the story's, about the picture.
    if (token.tag == HtmlTag::P) {
        std::array<char, 256> buffer;
        const std::string_view names = identity(token, buffer);
        return namesAdvertisement(names) || names.find("caption"sv) != std::string_view::npos
            ? ElementRole::Chrome
            : ElementRole::Neutral;
    }
    // Structure tags, lists of links and text wrappers rarely carry class names that matter
    // more than their content; containers do.
    switch (token.tag) {
    case HtmlTag::Html:
    case HtmlTag::Body:
    case HtmlTag::A:
    case HtmlTag::Main:
    case HtmlTag::B:
    case HtmlTag::I:
    case HtmlTag::Em:
    case HtmlTag::Strong:
    case HtmlTag::Font:
    case HtmlTag::Tr:
    case HtmlTag::Tbody:
    case HtmlTag::H1:
    case HtmlTag::H2:
    case HtmlTag::Img:
        return ElementRole::Neutral;
    default:
        break;
    }
    std::array<char, 256> buffer;
    std::string_view name = identity(token, buffer);
    if (name.empty())
        return ElementRole::Neutral;
    if (containsAny(name, kArticleBody) || namesBodyByParts(name))
        return ElementRole::ArticleHint;
    // An hAtom entry is the post itself, whatever its taxonomy classes say.
    if (hasToken(name, "hentry"sv) || hasToken(name, "h-entry"sv))
        return ElementRole::Neutral;
    std::array<char, 256> ownBuffer;
    name = withoutLayoutNames(name, ownBuffer);
    // "cta": a call to action (subscribe, follow us, get the app, write to the editor).
    if (containsAny(name, kStrongChrome) || namesAdvertisement(name) || hasNamePart(name, "cta"sv, false)
        || hasNamePart(name, "legal"sv, false))
        return ElementRole::Chrome;
    if (containsAny(name, kWeakChrome) && !containsAny(name, kArticleWords))
        return ElementRole::Chrome;
    return ElementRole::Neutral;
}

} // namespace kindred
