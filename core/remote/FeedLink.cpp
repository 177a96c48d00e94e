#include "FeedLink.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace kindred::remote {

QUrl feedLinkTarget(const QString &argument)
{
    const QString text = argument.trimmed();
    if (text.isEmpty())
        return {};
    QString address = text;
    if (text.startsWith(u"feed:"_s, Qt::CaseInsensitive)) {
        const QString rest = text.mid(5);
        if (rest.startsWith(u"//"_s))
            address = u"http:"_s + rest; // feed://host/path
        else
            address = rest; // feed:https://host/path
    }
    const QUrl url(address, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if ((scheme == u"http"_s || scheme == u"https"_s) && url.isValid() && !url.host().isEmpty())
        return url;
    if (scheme == u"file"_s && url.isValid() && !url.path().isEmpty())
        return url;
    if (address == text && url.scheme().isEmpty() && QFileInfo(text).isFile())
        return QUrl::fromLocalFile(QFileInfo(text).absoluteFilePath());
    return {};
}

} // namespace kindred::remote
