#include "news/DecorationLearning.h"

#include "news/TitlePrefix.h"

#include <QHash>
#include <QSet>

namespace kindred {

namespace {

constexpr int kMinTexts = 5; // a shared line needs more evidence than a shared prefix
constexpr double kMinShare = 0.6;
constexpr qsizetype kMaxTemplates = 10;

} // namespace

FeedDecorations learnFeedDecorations(const QList<RecentItem> &items)
{
    FeedDecorations learned;
    QStringList titles;
    for (const RecentItem &item : items)
        titles.append(item.title);
    learned.titlePrefix = suggestTitlePrefix(titles);
    learned.titleSuffix = suggestTitleSuffix(titles);

    QHash<QString, int> support; // template -> items whose text has it
    int texts = 0;
    for (const RecentItem &item : items) {
        if (item.text.trimmed().isEmpty())
            continue;
        ++texts;
        QSet<QString> seen;
        const QString title = foldedTitle(item.title);
        for (const auto &[start, end] : lineSpans(item.text)) {
            if (end - start > FeedDecorations::kMaxLineLength)
                continue;
            const QString line = lineTemplate(item.text.mid(start, end - start), title);
            if (!line.isEmpty() && !seen.contains(line)) {
                seen.insert(line);
                ++support[line];
            }
        }
    }
    for (auto it = support.cbegin(); it != support.cend(); ++it) {
        if (texts >= kMinTexts && it.value() >= kMinTexts && it.value() >= kMinShare * texts)
            learned.boilerplate.append(it.key());
    }
    learned.boilerplate.sort(); // never in the hash's order
    if (learned.boilerplate.size() > kMaxTemplates)
        learned.boilerplate.resize(kMaxTemplates);
    return learned;
}

} // namespace kindred
