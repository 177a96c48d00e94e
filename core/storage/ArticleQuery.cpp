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

QString ArticleQuery::matchExpression(const QString &search, SqlEngine engine)
{
    // A word being typed matches as a prefix.
    const bool typing = !search.isEmpty() && search.back().isLetterOrNumber();
    return SqlDialect(engine).matchExpression(searchWords(search), typing);
}

} // namespace kindred
