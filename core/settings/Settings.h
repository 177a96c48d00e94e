#pragma once

#include <QSettings>
#include <QVariant>
#include <memory>

namespace kindred {

/// Every user setting Kindred has: one enum of keys and one table of {name, default}
/// (KeePassXC's Config shape). Construct one in main() and pass it to who needs it; tests make
/// their own with an INI file in a temporary directory.
class Settings final
{
public:
    enum class Key {
        DuplicateRadius, // Hamming distance <= this joins a duplicate group
        SimilarMin, // similar-story band, inclusive
        SimilarMax,
        EventMinArticles, // an event fires above this many similar articles...
        EventWindowHours, // ...within this many hours...
        EventMinSources, // ...from at least this many sources
        LiveWindowDays, // articles older than this leave the in-memory index
        RefreshIntervalMinutes,
        RetentionDays, // 0 keeps everything
        FetchFullTextMinWords, // fetch the page when an item carries fewer words than this
        Language, // UI language; empty = the system's
        CollapseCopies, // the article list shows one row per duplicate group
        MarkCopiesRead, // reading one copy marks the other copies of its group read
        WindowGeometry, // the main window's size and place (QMainWindow::saveGeometry)
        WindowState, // its toolbars and docks (QMainWindow::saveState)
        NotifyEvents, // a desktop notification when a breaking event starts
        NotifyEventGrowth, // ...and when one doubles
    };

    /// Settings stored in the platform's usual place for "Kindred".
    Settings();
    /// Settings stored in an INI file at `path` (tests, portable installs).
    explicit Settings(const QString &path);
    ~Settings();

    QVariant value(Key key) const;
    int intValue(Key key) const { return value(key).toInt(); }
    void setValue(Key key, const QVariant &value);
    void reset(Key key);

    static QString name(Key key);
    static QVariant defaultValue(Key key);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace kindred
