#include "news/PlainText.h"

#include "extract/HtmlText.h"
#include "extract/TextBlocks.h"

#include <QRegularExpression>

namespace kindred {

QString plainTextFromHtml(const QString &html)
{
    return HtmlText::toText(html, HtmlText::Lines::Paragraphs);
}

QString readableText(const QString &body, const QString &summaryHtml)
{
    return body.isEmpty() ? plainTextFromHtml(summaryHtml) : body;
}

QString strippedTitle(const QString &title, const QString &feedPrefix)
{
    QString result = title.trimmed();
    if (!feedPrefix.isEmpty() && result.startsWith(feedPrefix, Qt::CaseInsensitive))
        result = result.mid(feedPrefix.size()).trimmed();
    static const QRegularExpression wireMarker(
        QStringLiteral("^(?:(?:UPDATE|REFILE|CORRECTED|WRAPUP)(?:\\s+\\d+)?\\s*-|(?:EXCLUSIVE|ANALYSIS|"
                       "FACTBOX|BREAKING|WATCH|LIVE)\\s*[-:])\\s*"));
    for (int guard = 0; guard < 3; ++guard) {
        const QRegularExpressionMatch match = wireMarker.match(result);
        if (!match.hasMatch())
            break;
        result = result.mid(match.capturedLength());
    }
    return result;
}

int wordCount(const QString &text)
{
    return countWords(QStringView(text));
}

} // namespace kindred
