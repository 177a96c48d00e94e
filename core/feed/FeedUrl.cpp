#include "feed/FeedUrl.h"

#include <QUrl>

namespace kindred {

QString feedUrlKey(const QString &url)
{
    QUrl u(url.trimmed());
    u.setScheme(u.scheme().toLower());
    u.setHost(u.host().toLower());
    QString key = u.toString(QUrl::NormalizePathSegments);
    while (key.endsWith(u'/'))
        key.chop(1);
    return key;
}

} // namespace kindred
