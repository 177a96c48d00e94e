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

/// Classifies a start tag by its name, role, class and id, without looking at its content.
/// Elements that are always removed (script, style...) are Chrome at every level.
ElementRole classifyElement(const HtmlToken &token, ChromeLevel level);

/// Whether the element's class or id names it the article's lede or standfirst ("intro",
/// "article-lead", "standfirst", "summary", "chapo", "vorspann"...), in several languages.
bool namesLede(const HtmlToken &token);

} // namespace kindred
