#pragma once

#include <QString>
#include <QStringList>

namespace kindred {

struct HtmlToken;

/// The names a page gives its story's author, read as the page streams by: <meta name="author">,
/// and the text of a link to the author's page (rel="author", an address under /author/,
/// /authors/, /autor/, /auteur/...), as a byline links it whatever its box is named. A paragraph
/// that opens with one of them and goes on for a sentence ("Maria Keller is a senior reporter
/// covering...") is the author's biography, not the story's: the byline gives the name alone or
/// after "By".
class AuthorNames final
{
public:
    /// Every start tag, chrome or not (a byline often stands in a box named "author").
    void startTag(const HtmlToken &token);
    /// Every end tag's name.
    void endTag(const HtmlToken &token);
    /// Every text, chrome or not, still HTML-encoded.
    void text(QStringView text);

    const QStringList &names() const { return m_names; }
    /// Whether `words` (a paragraph's text, decoded) opens with a known name followed by at least
    /// kBiographyWords more words.
    bool opensBiography(QStringView words) const;
    /// Whether a text as written (still HTML-encoded) may open with a known name: it opens with a
    /// name's first word. Cheap, for every paragraph before opensBiography().
    bool mayOpen(QStringView text) const;

    /// The words after the name that make a paragraph a biography rather than a byline ("Maria
    /// Keller | 2 May 2019", "Maria Keller, Berlin").
    static constexpr int kBiographyWords = 12;

private:
    void add(const QString &name);
    void closeLink();

    QStringList m_names;
    QString m_link; // the text of the author link open now
    bool m_inLink = false;
};

} // namespace kindred
