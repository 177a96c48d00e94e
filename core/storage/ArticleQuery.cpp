#include "storage/ArticleQuery.h"

namespace kindred {

QStringList ArticleQuery::searchWords(const QString &search)
{
    // FTS5's unicode61 tokenizer splits on everything that is not a letter or a digit.
    QStringList words;
    QString word;
    for (const QChar c : search) {
        if (c.isLetterOrNumber()) {
            word.append(c.toLower());
        } else if (!word.isEmpty()) {
            words.append(word);
            word.clear();
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words;
}

QString ArticleQuery::matchExpression(const QString &search)
{
    const QStringList words = searchWords(search);
    if (words.isEmpty())
        return {};
    QStringList terms;
    for (const QString &word : words)
        terms.append(u'"' + word + u'"'); // letters and digits only: no quote to double
    const bool typing = !search.isEmpty() && search.back().isLetterOrNumber();
    if (typing)
        terms.last().append(u'*');
    return terms.join(u' ');
}

} // namespace kindred
