#pragma once

#include "extract/HtmlTokenizer.h"

namespace kindred {

/// What the extractor does with an element before any scoring.
enum class ElementRole {
    Neutral, // score its content normally
    Chrome, // navigation, comments, share bars, ads...: remove with all its content
    ArticleHint, // marked as the article body (itemprop="articleBody", class "article-body"...)
};

/// How aggressively ElementRole classification removes elements.
enum class ChromeLevel {
    Strict, // tags and class/id names
    Lenient, // only what is never article text (scripts, forms controls, hidden elements)
};

/// Whether the element is marked as the article body in microdata: itemprop="articleBody", or the
/// same word as its name (a <section name=articleBody>, as The New York Times marks its story).
bool marksBodyInMicrodata(const HtmlToken &token);

/// Classifies a start tag by its name, role, class and id, without looking at its content.
/// Elements that are always removed (script, style...) are Chrome at every level.
ElementRole classifyElement(const HtmlToken &token, ChromeLevel level);

/// Whether the element's class or id names it the article's lede or standfirst ("intro",
/// "article-lead", "standfirst", "summary", "chapo", "vorspann"...), in several languages.
bool namesLede(const HtmlToken &token);

/// Whether the element is a control that closes the box it opens: a class named "close" or
/// "btn-close" (or ending in "-close", "_close": "modal__close", "popup-close"), a Bootstrap
/// dismiss attribute, or an aria-label that says close in one of several languages. A box whose
/// first content is such a control is a dialog (a shipping notice, a browser warning, a menu
/// drawer), not the article.
bool isCloseControl(const HtmlToken &token);

/// Whether the token is a link styled as a button (a class "btn" or "button": "Subscribe today",
/// "Buy now", "Donate"): a control, as a <button> is, so a box of a few words around it is a widget.
bool isButtonLink(const HtmlToken &token);

/// Whether `token` is a link to a page that takes donations or contributions ("/donate",
/// "/support/contribute?amount=5", "support.example.com/contribute"): a funding ask's button,
/// whatever it is styled as. Not a contributor's page ("/contributors/ann-other").
bool isFundingLink(const HtmlToken &token);

/// Whether `token`'s element is for screen readers alone (a whole class name "sr-only",
/// "screen-reader-text", "visually-hidden"): a label no one sees ("list 1 of 4", "Share on
/// Facebook"), not the page's text.
bool isScreenReaderOnly(const HtmlToken &token);

} // namespace kindred
