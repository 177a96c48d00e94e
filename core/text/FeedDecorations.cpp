#include "text/FeedDecorations.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <utility>

namespace kindred {

QList<std::pair<qsizetype, qsizetype>> lineSpans(const QString &text)
{
    QList<std::pair<qsizetype, qsizetype>> spans;
    qsizetype start = 0;
    const auto close = [&](qsizetype end) {
        if (end > start)
            spans.append({start, end});
        start = end;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == u'\n') {
            close(i + 1);
        } else if ((c == u'.' || c == u'!' || c == u'?' || c == QChar(0x2026)) && i + 1 < text.size()
            && text.at(i + 1).isSpace()) {
            close(i + 1);
        }
    }
    close(text.size());
    return spans;
}

QString foldedTitle(const QString &title)
{
    return title.simplified().toCaseFolded();
}

namespace {

// simplified().toCaseFolded() in one pass for a line of ASCII, the common case (a feed's learning
// folds every sentence it sends, and Qt's folding looks each character up); other lines go the
// general way. Works in the line's own buffer.
QString simplifiedFolded(QString line)
{
    const auto isAsciiSpace = [](char16_t c) { return c == u' ' || (c >= u'\t' && c <= u'\r'); };
    if (std::any_of(line.cbegin(), line.cend(), [](QChar c) { return c.unicode() >= 0x80; }))
        return std::move(line).simplified().toCaseFolded();
    QChar *text = line.data();
    qsizetype kept = 0;
    bool space = false; // a space is owed before the next word
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (isAsciiSpace(c)) {
            space = kept > 0;
            continue;
        }
        if (space)
            text[kept++] = u' ';
        space = false;
        text[kept++] = c >= u'A' && c <= u'Z' ? QChar(char16_t(c + (u'a' - u'A'))) : QChar(c);
    }
    line.truncate(kept);
    return line;
}

} // namespace

QString lineTemplate(QString line, const QString &foldedTitle)
{
    QString folded = simplifiedFolded(std::move(line));
    if (foldedTitle.size() > 3)
        folded.replace(foldedTitle, QStringLiteral("{title}"));
    // A figure of any length is one '#': "10:42" and "9:05" give the same line.
    QChar *text = folded.data();
    qsizetype kept = 0;
    for (qsizetype i = 0; i < folded.size(); ++i) {
        if (!text[i].isDigit())
            text[kept++] = text[i];
        else if (kept == 0 || text[kept - 1] != u'#')
            text[kept++] = u'#';
    }
    folded.truncate(kept);
    return folded;
}

QString boilerplateTemplate(const QString &line, const QString &title)
{
    return lineTemplate(line, foldedTitle(title));
}

QString FeedDecorations::headline(const QString &title) const
{
    QString result = title.trimmed();
    if (!titleSuffix.isEmpty() && result.size() > titleSuffix.size()
        && result.endsWith(titleSuffix, Qt::CaseInsensitive))
        result.chop(titleSuffix.size());
    if (!titlePrefix.isEmpty() && result.size() > titlePrefix.size()
        && result.startsWith(titlePrefix, Qt::CaseInsensitive))
        result = result.mid(titlePrefix.size());
    return result.trimmed();
}

QString FeedDecorations::withoutBoilerplate(const QString &text, const QString &title) const
{
    if (boilerplate.isEmpty() || text.isEmpty())
        return text;
    const QString folded = foldedTitle(title);
    QString kept;
    kept.reserve(text.size());
    for (const auto &[start, end] : lineSpans(text)) {
        const QStringView line = QStringView(text).sliced(start, end - start);
        if (line.size() <= kMaxLineLength && boilerplate.contains(lineTemplate(line.toString(), folded)))
            continue;
        kept += line;
    }
    return kept;
}

QStringList FeedDecorations::boilerplateFromText(const QString &text)
{
    QStringList templates;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !templates.contains(trimmed))
            templates.append(trimmed);
    }
    return templates;
}

} // namespace kindred
