#include "extract/SectionHeadings.h"

#include "extract/HtmlEntities.h"

#include <QStringList>

namespace kindred {

using namespace Qt::StringLiterals;

QString headingWords(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    QString text;
    for (std::size_t i = from; i < to && text.size() <= 40; ++i) {
        if (nodes[i].flags & PlateauNode::Text)
            text += nodes[i].text;
    }
    if (text.size() > 40)
        return {};
    QString words;
    for (const QChar c : decodeHtmlEntities(text).toCaseFolded()) {
        if (c.isLetter())
            words += c;
        else if (!words.isEmpty() && !words.endsWith(u' '))
            words += u' ';
    }
    return words.trimmed();
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

bool opensAuthorBox(const QString &words)
{
    static const QStringList kHeadings = {u"about the author"_s, u"about the authors"_s, u"über den autor"_s,
        u"über die autorin"_s, u"über die autoren"_s, u"à propos de l auteur"_s, u"sobre el autor"_s,
        u"sobre la autora"_s, u"o autorze"_s, u"об авторе"_s};
    return kHeadings.contains(words);
}

} // namespace kindred
