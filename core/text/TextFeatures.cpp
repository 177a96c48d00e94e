#include "text/TextFeatures.h"

#include <QTextBoundaryFinder>
#include <algorithm>
#include <xxhash.h>

namespace kindred {

namespace {

quint64 termHash(const QString &term)
{
    const QByteArray utf8 = term.toUtf8();
    return XXH3_64bits(utf8.constData(), size_t(utf8.size()));
}

void addWords(const QString &normalized, float weight, QList<TextFeature> &out)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Word, normalized);
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        if (finder.boundaryReasons() & QTextBoundaryFinder::EndOfItem) {
            const QString word = normalized.mid(start, end - start);
            bool letter = false;
            for (QChar c : word)
                letter = letter || c.isLetter();
            if (letter)
                out.append({termHash(word), weight});
        }
        start = end;
    }
}

} // namespace

TextFeatures extractTextFeatures(const QString &title, const QString &text)
{
    TextFeatures result;
    const QString normTitle = title.normalized(QString::NormalizationForm_KC).toCaseFolded();
    const QString normText = text.normalized(QString::NormalizationForm_KC).toCaseFolded();
    result.normalizedText = (normTitle + u'\n' + normText).simplified();
    QList<TextFeature> raw;
    addWords(normTitle, 2.0f, raw);
    addWords(normText, 1.0f, raw);
    std::sort(
        raw.begin(), raw.end(), [](const TextFeature &a, const TextFeature &b) { return a.hash < b.hash; });
    for (const TextFeature &f : raw) {
        if (!result.features.isEmpty() && result.features.last().hash == f.hash)
            result.features.last().count += f.count;
        else
            result.features.append(f);
    }
    return result;
}

} // namespace kindred
