#include "news/UrlNormalizer.h"

#include <QUrl>
#include <QUrlQuery>

namespace kindred {

namespace {

bool isTrackingParameter(const QString &key)
{
    static const QStringList exact {
        QStringLiteral("fbclid"),
        QStringLiteral("gclid"),
        QStringLiteral("dclid"),
        QStringLiteral("msclkid"),
        QStringLiteral("mc_cid"),
        QStringLiteral("mc_eid"),
        QStringLiteral("igshid"),
        QStringLiteral("yclid"),
        QStringLiteral("_ga"),
        QStringLiteral("ref_src"),
        QStringLiteral("cmpid"),
        QStringLiteral("ncid"),
        QStringLiteral("ocid"),
        QStringLiteral("soc_src"),
        QStringLiteral("soc_trk"),
    };
    const QString lower = key.toLower();
    return lower.startsWith(QLatin1String("utm_")) || lower.startsWith(QLatin1String("pk_"))
        || lower.startsWith(QLatin1String("mtm_")) || exact.contains(lower);
}

} // namespace

QString normalizedArticleUrl(const QString &url)
{
    QUrl u(url.trimmed());
    if (!u.isValid() || u.isRelative())
        return url.trimmed();
    u.setScheme(u.scheme().toLower());
    u.setHost(u.host().toLower());
    if ((u.scheme() == QLatin1String("http") && u.port() == 80)
        || (u.scheme() == QLatin1String("https") && u.port() == 443))
        u.setPort(-1);
    u.setFragment(QString());
    if (u.hasQuery()) {
        QUrlQuery query(u);
        const auto items = query.queryItems(QUrl::FullyEncoded);
        QUrlQuery kept;
        for (const auto &[key, value] : items) {
            if (!isTrackingParameter(key))
                kept.addQueryItem(key, value);
        }
        u.setQuery(kept.isEmpty() ? QString() : kept.query(QUrl::FullyEncoded), QUrl::StrictMode);
    }
    if (u.path().isEmpty())
        u.setPath(QStringLiteral("/"));
    return u.toString(QUrl::FullyEncoded);
}

} // namespace kindred
