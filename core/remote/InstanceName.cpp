#include "InstanceName.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace kindred::remote {

namespace {

// The file's canonical path when it exists, else its folder's canonical path and its name.
QString canonicalDatabasePath(const QString &path)
{
    const QFileInfo file(path);
    const QString canonical = file.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    const QString folder = file.absoluteDir().canonicalPath();
    if (!folder.isEmpty())
        return QDir(folder).filePath(file.fileName());
    return QDir::cleanPath(file.absoluteFilePath());
}

} // namespace

QString instanceSocketName(const QString &databasePath)
{
    const QString user = QString::number(::getuid());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(canonicalDatabasePath(databasePath).toUtf8());
    hash.addData("\n");
    hash.addData(user.toUtf8());
    return u"kindred-%1-%2"_s.arg(user, QString::fromLatin1(hash.result().toHex().left(24)));
}

QString defaultDatabasePath()
{
    const QString dir
        = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/Kindred/Kindred"_s;
    QDir().mkpath(dir);
    return QDir(dir).filePath(u"kindred.sqlite"_s);
}

} // namespace kindred::remote
