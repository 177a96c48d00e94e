#pragma once

#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QVariant>
#include <memory>
#include <optional>

namespace kindred {

/// Every user setting Kindred has: one enum of keys and one table of {name, default}
/// (KeePassXC's Config shape). Construct one in main() and pass it to who needs it; tests make
/// their own with an INI file in a temporary directory. changed() tells who follows a setting
/// (the views that draw a threshold) that it has a new value.
class Settings final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Settings)

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
        ShowImages, // an article's page shows its images (from its own site only; feeds may say otherwise)
        WindowGeometry, // the main window's size and place (QMainWindow::saveGeometry)
        WindowState, // its toolbars and docks (QMainWindow::saveState)
        NotifyEvents, // a desktop notification when a breaking event starts
        NotifyEventGrowth, // ...and when one doubles
        HideRead, // the article list starts on unread articles only
        ArticleFont, // the reading pane's font (QFont::toString()); empty = the system's
        FetchTimeoutSeconds, // a fetch that takes longer fails
        FullText, // fetch article pages: "auto" (for teaser items), "always", "never"
        FingerprintSource, // "fulltext" (the extracted page when there is one) or "summary"
        Proxy, // "system", "none" or "manual"
        ProxyHost, // Proxy = manual: host and port of an HTTP proxy
        ProxyPort,
        Theme, // "system", "light" or "dark"
        StartAtLogin, // an XDG autostart entry starts Kindred when the user logs in (Autostart)
        StartMinimized, // Kindred starts hidden in the tray (minimised when there is no tray)
        CollapsedFolders, // the feed list's folders the reader closed: their ids, "3,7"
        SavedSearches, // the feed list's saved searches: JSON [{"name", "query"}]
    };
    Q_ENUM(Key)

    /// Every key, in the order of the table.
    static QList<Key> keys();
    /// The key with this name ("Dedup/DuplicateRadius"); nullopt when there is none.
    static std::optional<Key> keyNamed(const QString &name);

    /// What a key accepts: whole numbers in [minimum, maximum], one of `choices`, a boolean, or
    /// any text. Stored state (window geometry) is not for users to set.
    struct Constraint
    {
        int minimum = 0;
        int maximum = 0;
        QStringList choices;
        bool userSettable = true;
    };
    static Constraint constraint(Key key);
    /// `text` as a value of `key` ("7", "true", "dark"), or an invalid QVariant with the reason
    /// in `error` (one sentence naming what the key accepts).
    static QVariant parse(Key key, const QString &text, QString *error);
    /// The value as text, as parse() reads it back.
    static QString toText(const QVariant &value);

    /// Settings stored in the platform's usual place for "Kindred".
    Settings();
    /// Settings stored in an INI file at `path` (tests, portable installs).
    explicit Settings(const QString &path);
    ~Settings() override;

    QVariant value(Key key) const;
    int intValue(Key key) const { return value(key).toInt(); }
    /// Stores the value; changed(key) when it differs from the one there was.
    void setValue(Key key, const QVariant &value);
    /// Back to the default; changed(key) when that differs from the one there was.
    void reset(Key key);

    static QString name(Key key);
    static QVariant defaultValue(Key key);

signals:
    void changed(kindred::Settings::Key key);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace kindred
