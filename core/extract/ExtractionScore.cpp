#include "extract/ExtractionScore.h"

#include <QHash>
#include <QRegularExpression>

namespace kindred {

QStringList extractionWords(const QString &text)
{
    QStringList words;
    QString current;
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            current.append(c.toLower());
        } else if (!current.isEmpty()) {
            words.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty())
        words.append(current);
    return words;
}

namespace {

QHash<QString, int> shingles(const QStringList &words, int n)
{
    QHash<QString, int> bag;
    if (words.isEmpty())
        return bag;
    if (words.size() < n) { // a text shorter than one shingle is one shingle
        bag[words.join(u' ')] += 1;
        return bag;
    }
    for (qsizetype i = 0; i + n <= words.size(); ++i) {
        QString shingle = words[i];
        for (int k = 1; k < n; ++k) {
            shingle.append(u' ');
            shingle.append(words[i + k]);
        }
        bag[shingle] += 1;
    }
    return bag;
}

qsizetype total(const QHash<QString, int> &bag)
{
    qsizetype sum = 0;
    for (int count : bag)
        sum += count;
    return sum;
}

} // namespace

ExtractionScore scoreExtraction(const QString &extracted, const QString &gold, int n)
{
    ExtractionScore score;
    const QHash<QString, int> found = shingles(extractionWords(extracted), n);
    const QHash<QString, int> expected = shingles(extractionWords(gold), n);
    const qsizetype foundTotal = total(found);
    const qsizetype expectedTotal = total(expected);
    if (foundTotal == 0 && expectedTotal == 0) {
        score = {1, 1, 1};
        return score;
    }
    qsizetype common = 0;
    for (auto it = found.cbegin(); it != found.cend(); ++it)
        common += std::min(it.value(), expected.value(it.key()));
    score.precision = foundTotal ? double(common) / double(foundTotal) : (expectedTotal ? 1.0 : 0.0);
    score.recall = expectedTotal ? double(common) / double(expectedTotal) : (foundTotal ? 1.0 : 0.0);
    // An empty extraction of a non-empty gold is a miss, not perfect precision.
    if (foundTotal == 0)
        score.precision = 0;
    if (expectedTotal == 0)
        score.recall = 0;
    const double sum = score.precision + score.recall;
    score.f1 = sum > 0 ? 2 * score.precision * score.recall / sum : 0;
    return score;
}

QString cleanEvalGoldText(const QString &goldFile)
{
    QStringList lines = goldFile.split(u'\n');
    if (!lines.isEmpty() && lines.first().trimmed().startsWith(QLatin1StringView("URL:")))
        lines.removeFirst();
    else if (lines.size() > 1 && lines.first().trimmed().isEmpty()
        && lines[1].trimmed().startsWith(QLatin1StringView("URL:")))
        lines.remove(0, 2);
    static const QRegularExpression marker(
        QStringLiteral("^\\s*<[phl]>"), QRegularExpression::CaseInsensitiveOption);
    for (QString &line : lines)
        line.remove(marker);
    return lines.join(u'\n');
}

} // namespace kindred
