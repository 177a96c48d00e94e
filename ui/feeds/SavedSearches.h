#pragma once

#include <QList>
#include <QString>

namespace kindred {

class Settings;

/// A search the reader keeps in the feed list (a smart folder): its name and the words the
/// search field takes.
struct SavedSearch
{
    QString name;
    QString query;

    friend bool operator==(const SavedSearch &, const SavedSearch &) = default;
};

/// The reader's saved searches, in the order they were saved (Reading/SavedSearches).
QList<SavedSearch> savedSearches(const Settings &settings);
void setSavedSearches(Settings &settings, const QList<SavedSearch> &searches);

} // namespace kindred
