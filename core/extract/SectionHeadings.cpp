#include "extract/SectionHeadings.h"

#include "extract/HtmlEntities.h"

#include <QStringList>
#include <algorithm>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

// The letters of `text`, case-folded, words split by single spaces.
QString foldedWords(const QString &text)
{
    QString words;
    for (const QChar c : text.toCaseFolded()) {
        if (c.isLetter())
            words += c;
        else if (!words.isEmpty() && !words.endsWith(u' '))
            words += u' ';
    }
    return words.trimmed();
}

} // namespace

QString headingWords(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    QString text;
    for (std::size_t i = from; i < to && text.size() <= 40; ++i) {
        if (nodes[i].flags & PlateauNode::Text)
            text += nodes[i].text;
    }
    if (text.size() > 40)
        return {};
    return foldedWords(decodeHtmlEntities(text));
}

bool opensComments(const QString &words)
{
    static const QStringList kHeadings
        = {u"comments"_s, u"comment"_s, u"reader comments"_s, u"readers comments"_s, u"leave a reply"_s,
            u"leave a comment"_s, u"join the discussion"_s, u"join the conversation"_s, u"have your say"_s,
            u"kommentare"_s, u"kommentar"_s, u"commentaires"_s, u"commenti"_s, u"comentarios"_s,
            u"comentários"_s, u"komentarze"_s, u"komentarzy"_s, u"комментарии"_s, u"reacties"_s};
    return kHeadings.contains(words);
}

bool opensAuthorBox(const QString &words, const QStringList &authors)
{
    static const QStringList kHeadings = {u"about the author"_s, u"about the authors"_s, u"über den autor"_s,
        u"über die autorin"_s, u"über die autoren"_s, u"à propos de l auteur"_s, u"sobre el autor"_s,
        u"sobre la autora"_s, u"o autorze"_s, u"об авторе"_s};
    if (kHeadings.contains(words))
        return true;
    static const QStringList kAbout = {u"about "_s, u"über "_s, u"à propos de "_s, u"sobre "_s};
    for (const QString &about : kAbout) {
        if (!words.startsWith(about))
            continue;
        const QStringView name = QStringView(words).sliced(about.size());
        return std::any_of(authors.cbegin(), authors.cend(),
            [&](const QString &author) { return foldedWords(author) == name; });
    }
    return false;
}

std::size_t commentsOfReply(
    const std::vector<ScanElement> &elements, const std::vector<PlateauNode> &nodes, std::uint32_t link)
{
    // One short word and an icon or two, read without decoding it first (a page has many links).
    const ScanElement &anchor = elements[link];
    if (anchor.end - anchor.first > 4)
        return SIZE_MAX;
    float words = 0;
    for (std::size_t i = anchor.first; i < anchor.end; ++i)
        words += (nodes[i].flags & PlateauNode::Text) ? nodes[i].words : 0.0f;
    static const QStringList kReplies = {u"reply"_s, u"antworten"_s, u"répondre"_s, u"responder"_s,
        u"rispondi"_s, u"odpowiedz"_s, u"ответить"_s, u"reageer"_s, u"reageren"_s, u"svara"_s, u"svar"_s};
    if (words <= 0.0f || words > 1.0f || !kReplies.contains(headingWords(nodes, anchor.first, anchor.end)))
        return SIZE_MAX;
    std::uint32_t item = anchor.parent;
    for (int up = 0; up < 4 && item != 0 && elements[item].tag != HtmlTag::Li; ++up)
        item = elements[item].parent;
    if (item == 0 || elements[item].tag != HtmlTag::Li)
        return SIZE_MAX;
    const std::uint32_t list = elements[item].parent;
    return elements[list == 0 ? item : list].first;
}

} // namespace kindred
