#include "news/TitlePrefix.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace kindred {

namespace {

constexpr int kMaxPrefixWords = 5;
constexpr qsizetype kMaxPrefixLength = 48;
constexpr int kMinTitles = 3;
constexpr double kMinShare = 0.6;

bool isSeparator(QChar c)
{
    static const QString separators = QStringLiteral(":|-\u2013\u2014\u00bb]\u203a/");
    return separators.contains(c);
}

// Every prefix of `title` that ends at a separator within its first words, as typed (with the
// separator, without the space after it). A hyphen counts only between spaces ("AP - ..."), not
// inside a word ("Covid-19").
QStringList candidates(const QString &title)
{
    QStringList found;
    int words = 1;
    for (qsizetype i = 1; i < title.size() && i < kMaxPrefixLength && words <= kMaxPrefixWords; ++i) {
        const QChar c = title.at(i);
        if (c.isSpace() && !title.at(i - 1).isSpace())
            ++words;
        if (!isSeparator(c))
            continue;
        const bool spaced = i + 1 >= title.size() || title.at(i + 1).isSpace();
        if (c == u'-' && !(title.at(i - 1).isSpace() && spaced))
            continue;
        if (c == u':' && !spaced)
            continue; // "10:30", a URL
        if (i + 1 < title.size())
            found.append(title.left(i + 1));
    }
    return found;
}

// Every suffix of `title` that starts at a spaced separator (" - ", " | ", " – ", " — ", " » ")
// within its last words, as typed (with the space before the separator).
QStringList suffixCandidates(const QString &title)
{
    QStringList found;
    int words = 0;
    for (qsizetype i = title.size() - 2; i > 0 && words <= kMaxPrefixWords; --i) {
        const QChar c = title.at(i);
        if (c.isSpace() && !title.at(i + 1).isSpace())
            ++words;
        const bool separator
            = c == u'-' || c == u'|' || c == QChar(0x2013) || c == QChar(0x2014) || c == QChar(0x00bb);
        if (separator && title.at(i - 1).isSpace() && title.at(i + 1).isSpace())
            found.append(title.mid(i - 1));
    }
    return found;
}

/// The candidate (see candidates() and suffixCandidates()) most of the titles share, as typed.
QString mostShared(const QStringList &titles, QStringList (*candidatesOf)(const QString &))
{
    QHash<QString, int> support; // case-folded candidate -> titles that have it
    QHash<QString, QString> spelling; // as most recently seen
    int counted = 0;
    for (const QString &raw : titles) {
        const QString title = raw.simplified();
        if (title.isEmpty())
            continue;
        ++counted;
        QSet<QString> seen;
        for (const QString &candidate : candidatesOf(title)) {
            const QString key = candidate.toCaseFolded();
            if (seen.contains(key))
                continue;
            seen.insert(key);
            ++support[key];
            spelling.insert(key, candidate);
        }
    }
    if (counted < kMinTitles)
        return {};
    QString best;
    int bestSupport = 0;
    for (auto it = support.cbegin(); it != support.cend(); ++it) {
        // The most shared; of equally shared ones the longest ("World News |" over "World News").
        // Then the first in order, so that the answer never depends on the hash's order.
        const bool longer
            = it.key().size() > best.size() || (it.key().size() == best.size() && it.key() < best);
        if (it.value() > bestSupport || (it.value() == bestSupport && longer)) {
            best = it.key();
            bestSupport = it.value();
        }
    }
    if (bestSupport < kMinTitles || bestSupport < kMinShare * counted)
        return {};
    return spelling.value(best);
}

} // namespace

QString suggestTitlePrefix(const QStringList &titles)
{
    return mostShared(titles, candidates);
}

QString suggestTitleSuffix(const QStringList &titles)
{
    return mostShared(titles, suffixCandidates);
}

} // namespace kindred
