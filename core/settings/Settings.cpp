#include "settings/Settings.h"

#include <array>

namespace kindred {

namespace {

struct Entry
{
    Settings::Key key;
    const char *name;
    QVariant defaultValue;
};

// Defaults come from the papers (ARCHITECTURE.md, "Defaults from the papers").
const std::array<Entry, 17> &entries()
{
    static const std::array<Entry, 17> table {{
        {Settings::Key::DuplicateRadius, "Dedup/DuplicateRadius", 3},
        {Settings::Key::SimilarMin, "Dedup/SimilarMin", 4},
        {Settings::Key::SimilarMax, "Dedup/SimilarMax", 7},
        {Settings::Key::EventMinArticles, "Events/MinArticles", 15},
        {Settings::Key::EventWindowHours, "Events/WindowHours", 4},
        {Settings::Key::EventMinSources, "Events/MinSources", 3},
        {Settings::Key::LiveWindowDays, "Index/LiveWindowDays", 5},
        {Settings::Key::RefreshIntervalMinutes, "Feeds/RefreshIntervalMinutes", 30},
        {Settings::Key::RetentionDays, "Feeds/RetentionDays", 0},
        {Settings::Key::FetchFullTextMinWords, "Feeds/FetchFullTextMinWords", 80},
        {Settings::Key::Language, "Interface/Language", QString()},
        {Settings::Key::CollapseCopies, "Reading/CollapseCopies", true},
        {Settings::Key::MarkCopiesRead, "Reading/MarkCopiesRead", true},
        {Settings::Key::WindowGeometry, "Interface/WindowGeometry", QByteArray()},
        {Settings::Key::WindowState, "Interface/WindowState", QByteArray()},
        {Settings::Key::NotifyEvents, "Events/Notify", true},
        {Settings::Key::NotifyEventGrowth, "Events/NotifyGrowth", false},
    }};
    return table;
}

const Entry &entry(Settings::Key key)
{
    for (const Entry &e : entries()) {
        if (e.key == key)
            return e;
    }
    Q_UNREACHABLE();
}

} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>(QStringLiteral("Kindred"), QStringLiteral("Kindred")))
{ }

Settings::Settings(const QString &path) : m_settings(std::make_unique<QSettings>(path, QSettings::IniFormat))
{ }

Settings::~Settings() = default;

QVariant Settings::value(Key key) const
{
    return m_settings->value(name(key), defaultValue(key));
}

void Settings::setValue(Key key, const QVariant &value)
{
    m_settings->setValue(name(key), value);
}

void Settings::reset(Key key)
{
    m_settings->remove(name(key));
}

QString Settings::name(Key key)
{
    return QString::fromLatin1(entry(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

} // namespace kindred
