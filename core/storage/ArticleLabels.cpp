#include "storage/ArticleLabels.h"

#include <QCollator>
#include <algorithm>

namespace kindred::labels {

QString normalized(const QString &name)
{
    return name.simplified().left(kMaxLength).trimmed();
}

bool same(const QString &a, const QString &b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

QStringList fromText(const QString &stored)
{
    return stored.split(u'\n', Qt::SkipEmptyParts);
}

QString toText(const QStringList &names)
{
    QStringList kept;
    for (const QString &name : names) {
        const QString label = normalized(name);
        const bool known = std::any_of(
            kept.cbegin(), kept.cend(), [&label](const QString &other) { return same(other, label); });
        if (!label.isEmpty() && !known)
            kept.append(label);
    }
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(kept.begin(), kept.end(), collator);
    return kept.isEmpty() ? QStringLiteral("") : kept.join(u'\n'); // never null: the column is NOT NULL
}

QStringList with(const QStringList &names, const QString &label, bool on)
{
    const QString name = normalized(label);
    QStringList result = names;
    result.removeIf([&name](const QString &other) { return same(other, name); });
    if (on)
        result.append(name);
    return fromText(toText(result));
}

QString likePattern(const QString &label)
{
    QString escaped = normalized(label);
    escaped.replace(u'\\', QLatin1String("\\\\"));
    escaped.replace(u'%', QLatin1String("\\%"));
    escaped.replace(u'_', QLatin1String("\\_"));
    return QStringLiteral("%\n") + escaped + QStringLiteral("\n%");
}

} // namespace kindred::labels
