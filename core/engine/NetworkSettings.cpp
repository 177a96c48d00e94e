#include "engine/NetworkSettings.h"

#include "net/Fetcher.h"
#include "settings/Settings.h"

#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <algorithm>

namespace kindred {

void applyNetworkSettings(const Settings &settings, Fetcher *fetcher)
{
    const QString proxy = settings.value(Settings::Key::Proxy).toString();
    if (proxy == QLatin1String("system")) {
        QNetworkProxy::setApplicationProxy(QNetworkProxy(QNetworkProxy::DefaultProxy));
        useSystemProxy();
    } else {
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(proxy == QLatin1String("manual")
                ? QNetworkProxy(QNetworkProxy::HttpProxy, settings.value(Settings::Key::ProxyHost).toString(),
                    quint16(settings.intValue(Settings::Key::ProxyPort)))
                : QNetworkProxy(QNetworkProxy::NoProxy));
    }
    if (!fetcher)
        return;
    // The whole fetch gets the time set; connecting and a stalled transfer give up sooner.
    const std::chrono::seconds total(settings.intValue(Settings::Key::FetchTimeoutSeconds));
    FetcherOptions options = fetcher->options();
    options.totalTimeout = total;
    options.connectTimeout = std::min<std::chrono::milliseconds>(std::chrono::seconds(15), total);
    options.stallTimeout = std::min<std::chrono::milliseconds>(std::chrono::seconds(20), total);
    fetcher->setOptions(options);
}

} // namespace kindred
