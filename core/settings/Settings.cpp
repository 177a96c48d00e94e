#include "settings/Settings.h"

#include <QRegularExpression>
#include <array>

namespace kindred {

namespace {

using Key = Settings::Key;
using Constraint = Settings::Constraint;

struct Entry
{
    Key key;
    const char *name;
    QVariant defaultValue;
    Constraint constraint;
};

Constraint range(int minimum, int maximum)
{
    return {minimum, maximum, {}, true};
}

Constraint oneOf(const QStringList &choices)
{
    return {0, 0, choices, true};
}

const Constraint anything {};
const Constraint internal {0, 0, {}, false};

// Defaults come from the papers (ARCHITECTURE.md, "Defaults from the papers"). The ranges are
// what the settings dialog offers.
const std::array<Entry, 31> &entries()
{
    static const std::array<Entry, 31> table {{
        {Key::DuplicateRadius, "Dedup/DuplicateRadius", 3, range(0, 16)},
        {Key::SimilarMin, "Dedup/SimilarMin", 4, range(1, 32)},
        {Key::SimilarMax, "Dedup/SimilarMax", 7, range(1, 32)},
        {Key::FingerprintSource, "Dedup/FingerprintSource", QStringLiteral("fulltext"),
            oneOf({QStringLiteral("fulltext"), QStringLiteral("summary")})},
        {Key::EventMinArticles, "Events/MinArticles", 15, range(1, 1000)},
        {Key::EventWindowHours, "Events/WindowHours", 4, range(1, 72)},
        {Key::EventMinSources, "Events/MinSources", 3, range(1, 100)},
        {Key::LiveWindowDays, "Index/LiveWindowDays", 5, range(1, 60)},
        {Key::RefreshIntervalMinutes, "Feeds/RefreshIntervalMinutes", 30, range(5, 24 * 60)},
        {Key::RetentionDays, "Feeds/RetentionDays", 0, range(0, 3650)},
        {Key::FetchFullTextMinWords, "Feeds/FetchFullTextMinWords", 80, range(0, 10000)},
        {Key::FullText, "Network/FullText", QStringLiteral("auto"),
            oneOf({QStringLiteral("auto"), QStringLiteral("always"), QStringLiteral("never")})},
        {Key::FetchTimeoutSeconds, "Network/TimeoutSeconds", 60, range(5, 600)},
        {Key::Proxy, "Network/Proxy", QStringLiteral("system"),
            oneOf({QStringLiteral("system"), QStringLiteral("none"), QStringLiteral("manual")})},
        {Key::ProxyHost, "Network/ProxyHost", QString(), anything},
        {Key::ProxyPort, "Network/ProxyPort", 8080, range(1, 65535)},
        {Key::Language, "Interface/Language", QString(),
            oneOf({QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")})},
        {Key::Theme, "Interface/Theme", QStringLiteral("system"),
            oneOf({QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")})},
        {Key::CollapseCopies, "Reading/CollapseCopies", true, anything},
        {Key::MarkCopiesRead, "Reading/MarkCopiesRead", true, anything},
        {Key::ShowImages, "Reading/ShowImages", false, anything},
        {Key::HideRead, "Reading/HideRead", false, anything},
        {Key::ArticleFont, "Reading/ArticleFont", QString(), anything},
        {Key::WindowGeometry, "Interface/WindowGeometry", QByteArray(), internal},
        {Key::WindowState, "Interface/WindowState", QByteArray(), internal},
        {Key::NotifyEvents, "Events/Notify", true, anything},
        {Key::NotifyEventGrowth, "Events/NotifyGrowth", false, anything},
        {Key::StartAtLogin, "Desktop/StartAtLogin", false, anything},
        {Key::StartMinimized, "Desktop/StartMinimized", false, anything},
        {Key::CollapsedFolders, "Interface/CollapsedFolders", QString(), internal},
        {Key::SavedSearches, "Reading/SavedSearches", QString(), internal},
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

// A value read back from an INI file is text ("7"), the one just set an int (7): the same value.
bool sameValue(const QVariant &a, const QVariant &b)
{
    return a == b || (a.typeId() != b.typeId() && a.toString() == b.toString());
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
    const QVariant before = this->value(key);
    m_settings->setValue(name(key), value);
    if (!sameValue(this->value(key), before))
        emit changed(key);
}

void Settings::reset(Key key)
{
    const QVariant before = value(key);
    m_settings->remove(name(key));
    if (!sameValue(value(key), before))
        emit changed(key);
}

QString Settings::name(Key key)
{
    return QString::fromLatin1(entry(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

QList<Settings::Key> Settings::keys()
{
    QList<Key> keys;
    for (const Entry &e : entries())
        keys.append(e.key);
    return keys;
}

std::optional<Settings::Key> Settings::keyNamed(const QString &name)
{
    for (const Entry &e : entries()) {
        if (name.compare(QLatin1String(e.name), Qt::CaseInsensitive) == 0)
            return e.key;
    }
    return std::nullopt;
}

Settings::Constraint Settings::constraint(Key key)
{
    return entry(key).constraint;
}

QVariant Settings::parse(Key key, const QString &text, QString *error)
{
    const Entry &e = entry(key);
    const QString trimmed = text.trimmed();
    if (!e.constraint.userSettable) {
        *error = QStringLiteral("%1 is kept by Kindred itself, not set by hand").arg(QLatin1String(e.name));
        return {};
    }
    if (e.defaultValue.typeId() == QMetaType::Bool) {
        static const QStringList yes {
            QStringLiteral("true"), QStringLiteral("1"), QStringLiteral("yes"), QStringLiteral("on")};
        static const QStringList no {
            QStringLiteral("false"), QStringLiteral("0"), QStringLiteral("no"), QStringLiteral("off")};
        if (yes.contains(trimmed, Qt::CaseInsensitive))
            return true;
        if (no.contains(trimmed, Qt::CaseInsensitive))
            return false;
        *error = QStringLiteral("%1 is true or false").arg(QLatin1String(e.name));
        return {};
    }
    if (e.defaultValue.typeId() == QMetaType::Int) {
        bool ok = false;
        const int number = trimmed.toInt(&ok);
        if (ok && number >= e.constraint.minimum && number <= e.constraint.maximum)
            return number;
        *error = QStringLiteral("%1 is a whole number from %2 to %3")
                     .arg(QLatin1String(e.name))
                     .arg(e.constraint.minimum)
                     .arg(e.constraint.maximum);
        return {};
    }
    if (!e.constraint.choices.isEmpty() && !e.constraint.choices.contains(trimmed)) {
        QStringList shown = e.constraint.choices;
        shown.replaceInStrings(QRegularExpression(QStringLiteral("^$")), QStringLiteral("\"\""));
        *error
            = QStringLiteral("%1 is one of: %2").arg(QLatin1String(e.name), shown.join(QStringLiteral(", ")));
        return {};
    }
    return trimmed;
}

QString Settings::toText(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.typeId() == QMetaType::QByteArray)
        return QString::fromLatin1(value.toByteArray().toBase64());
    return value.toString();
}

} // namespace kindred
