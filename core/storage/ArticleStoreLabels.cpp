// The reader's labels as the article store lists them (storage/ArticleLabels.h): each label
// with its counts, and the spelling a label the reader has already keeps.
#include "storage/ArticleLabels.h"
#include "storage/ArticleStore.h"

#include <QMap>
#include <QSqlQuery>

namespace kindred {

std::optional<QList<LabelCount>> ArticleStore::labels() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT m.labels, m.read FROM marks m WHERE m.person = ")
            + m_dialect.person() + QStringLiteral(" AND m.labels <> ''")))
        return std::nullopt;
    QMap<QString, LabelCount> byName; // by the name folded, so the order is that of the names
    while (query.next()) {
        const bool read = query.value(1).toBool();
        for (const QString &name : labels::fromText(query.value(0).toString())) {
            LabelCount &count = byName[name.toCaseFolded()];
            count.name = name;
            ++count.articles;
            count.unread += read ? 0 : 1;
        }
    }
    return byName.values();
}

std::optional<QString> ArticleStore::spelling(const QString &label) const
{
    const std::optional<QList<LabelCount>> known = labels();
    if (!known)
        return std::nullopt;
    const QString name = labels::normalized(label);
    for (const LabelCount &other : *known) {
        if (labels::same(other.name, name))
            return other.name;
    }
    return name;
}

} // namespace kindred
