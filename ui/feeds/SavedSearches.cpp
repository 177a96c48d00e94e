#include "feeds/SavedSearches.h"

#include "settings/Settings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kindred {

QList<SavedSearch> savedSearches(const Settings &settings)
{
    QList<SavedSearch> searches;
    const QJsonArray stored
        = QJsonDocument::fromJson(settings.value(Settings::Key::SavedSearches).toString().toUtf8()).array();
    for (const QJsonValue &value : stored) {
        const QJsonObject search = value.toObject();
        const SavedSearch saved {search.value(QStringLiteral("name")).toString(),
            search.value(QStringLiteral("query")).toString()};
        if (!saved.name.isEmpty() && !saved.query.trimmed().isEmpty())
            searches.append(saved);
    }
    return searches;
}

void setSavedSearches(Settings &settings, const QList<SavedSearch> &searches)
{
    QJsonArray stored;
    for (const SavedSearch &search : searches)
        stored.append(
            QJsonObject {{QStringLiteral("name"), search.name}, {QStringLiteral("query"), search.query}});
    settings.setValue(Settings::Key::SavedSearches,
        QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)));
}

} // namespace kindred
