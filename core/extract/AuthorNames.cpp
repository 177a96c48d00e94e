#include "extract/AuthorNames.h"

#include "extract/HtmlEntities.h"
#include "extract/HtmlTokenizer.h"

#include <QRegularExpression>

namespace kindred {

namespace {

// A name is two to four words (a first name and a family name, a middle one, "van der"); a link's
// text of one word ("Redaktion", "Staff") or of many (a headline) is no person's name.
constexpr qsizetype kMinNameWords = 2;
constexpr qsizetype kMaxNameWords = 4;
constexpr qsizetype kMaxNameLength = 60;
// A page names at most this many authors; the rest are a list of the site's writers.
constexpr qsizetype kMaxNames = 8;

// Whether `text` holds `word` (lower-case ASCII) at `at`, in any case.
bool holdsAt(QStringView text, qsizetype at, QLatin1StringView word)
{
    if (at < 0 || at + word.size() > text.size())
        return false;
    for (qsizetype i = 0; i < word.size(); ++i) {
        char16_t c = text[at + i].unicode();
        if (c >= u'A' && c <= u'Z')
            c = char16_t(c + (u'a' - u'A'));
        if (c != char16_t(word[i].unicode()))
            return false;
    }
    return true;
}

// Where the address of an author's page says so: /author/x, /authors/x, /autor/x, /autoren/x,
// /auteur/x, /autore/x, ?author=x. Read for every link, so in one pass over the address, each
// '/', '?' and '&' looked at (a case-insensitive search for each word was a fifth of extraction).
bool isAuthorAddress(QStringView href)
{
    using namespace Qt::StringLiterals;
    for (qsizetype i = 0; i < href.size(); ++i) {
        const QChar c = href[i];
        if (c == u'/'
            && (holdsAt(href, i + 1, "author"_L1) || holdsAt(href, i + 1, "autor"_L1)
                || holdsAt(href, i + 1, "auteur"_L1)))
            return true;
        if ((c == u'?' || c == u'&') && holdsAt(href, i + 1, "author="_L1))
            return true;
    }
    return false;
}

// Whether a rel attribute names the link's author ("author", "nofollow Author").
bool namesAuthor(QStringView rel)
{
    using namespace Qt::StringLiterals;
    constexpr QLatin1StringView author = "author"_L1;
    for (qsizetype i = 0; i + author.size() <= rel.size(); ++i) {
        if (holdsAt(rel, i, author))
            return true;
    }
    return false;
}

} // namespace

void AuthorNames::startTag(const HtmlToken &token)
{
    if (token.tag == HtmlTag::Meta) {
        if (token.rawAttribute(QLatin1StringView("name")).trimmed().compare(u"author", Qt::CaseInsensitive)
            != 0)
            return;
        static const QRegularExpression separators(QStringLiteral("\\s*(,|;|&|\\band\\b|\\bund\\b)\\s*"));
        for (const QString &name : token.attribute(QLatin1StringView("content")).split(separators))
            add(name);
        return;
    }
    if (token.tag != HtmlTag::A)
        return;
    closeLink(); // links do not nest
    const QStringView rel = token.rawAttribute(QLatin1StringView("rel"));
    m_inLink = namesAuthor(rel) || isAuthorAddress(token.rawAttribute(QLatin1StringView("href")));
}

void AuthorNames::endTag(const HtmlToken &token)
{
    if (token.tag == HtmlTag::A)
        closeLink();
}

void AuthorNames::text(QStringView text)
{
    if (m_inLink && m_link.size() <= kMaxNameLength)
        appendHtmlDecoded(m_link, text);
}

void AuthorNames::closeLink()
{
    if (m_inLink)
        add(std::exchange(m_link, {}));
    m_inLink = false;
}

void AuthorNames::add(const QString &name)
{
    const QString simplified = name.simplified();
    if (simplified.size() > kMaxNameLength || m_names.size() >= kMaxNames || m_names.contains(simplified))
        return;
    const qsizetype words = simplified.count(u' ') + 1;
    if (words < kMinNameWords || words > kMaxNameWords || !simplified.front().isUpper())
        return;
    m_names.append(simplified);
}

bool AuthorNames::mayOpen(QStringView text) const
{
    text = text.trimmed();
    for (const QString &name : m_names) {
        if (text.startsWith(QStringView(name).left(name.indexOf(u' '))))
            return true;
    }
    return false;
}

bool AuthorNames::opensBiography(QStringView words) const
{
    for (const QString &name : m_names) {
        if (!words.startsWith(name) || (words.size() > name.size() && words[name.size()].isLetterOrNumber()))
            continue;
        qsizetype after = 0;
        for (const QStringView word : words.mid(name.size()).split(u' ', Qt::SkipEmptyParts))
            after += word.front().isLetterOrNumber() ? 1 : 0;
        if (after >= kBiographyWords)
            return true;
    }
    return false;
}

} // namespace kindred
