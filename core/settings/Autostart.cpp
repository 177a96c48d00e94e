#include "Autostart.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

// An argument of a desktop entry's Exec key, quoted when the spec asks for it.
QString execArgument(const QString &argument)
{
    static const QString reserved = u" \t\n\"'\\><~|&;$*?#()`"_s;
    const bool quote
        = std::any_of(argument.begin(), argument.end(), [](QChar c) { return reserved.contains(c); });
    QString escaped = argument;
    escaped.replace(u'%', u"%%"_s);
    if (!quote)
        return escaped;
    // The quoting rule escapes these four with a backslash; the string rule then doubles every backslash.
    escaped.replace(u'\\', u"\\\\"_s)
        .replace(u'"', u"\\\""_s)
        .replace(u'`', u"\\`"_s)
        .replace(u'$', u"\\$"_s);
    escaped.replace(u'\\', u"\\\\"_s);
    return u'"' + escaped + u'"';
}

} // namespace

QString Autostart::entryPath()
{
    QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.isEmpty() || QDir::isRelativePath(config))
        config = QDir::homePath() + u"/.config"_s;
    return config + u"/autostart/kindred.desktop"_s;
}

QByteArray Autostart::entry(const QString &program, bool minimized)
{
    QString exec = execArgument(program);
    if (minimized)
        exec += u" --minimized"_s;
    return QStringLiteral("[Desktop Entry]\n"
                          "Type=Application\n"
                          "Name=Kindred\n"
                          "Comment=News reader that knows when two stories are the same\n"
                          "Exec=%1\n"
                          "Icon=kindred\n"
                          "Terminal=false\n"
                          "X-GNOME-Autostart-enabled=true\n")
        .arg(exec)
        .toUtf8();
}

bool Autostart::apply(bool enabled, const QString &program, bool minimized, QString *error)
{
    const QString path = entryPath();
    if (!enabled) {
        if (!QFile::exists(path) || QFile::remove(path))
            return true;
        if (error)
            *error = u"cannot remove %1"_s.arg(path);
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = u"cannot create the folder of %1"_s.arg(path);
        return false;
    }
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(entry(program, minimized)) >= 0 && file.commit())
        return true;
    if (error)
        *error = u"cannot write %1: %2"_s.arg(path, file.errorString());
    return false;
}

bool Autostart::isInstalled()
{
    return QFile::exists(entryPath());
}

} // namespace kindred
