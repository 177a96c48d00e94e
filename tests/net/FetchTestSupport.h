#pragma once

// Helpers shared by the Fetcher tests: short waits, generous limits, results collected by id.
#include "HttpTestServer.h"
#include "net/Fetcher.h"

#include <QMap>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QTest>
#include <memory>
#include <optional>

namespace kindred::test {

using namespace std::chrono_literals;

inline constexpr int waitMs = 20'000;

inline FetcherOptions testOptions()
{
    FetcherOptions options;
    options.connectTimeout = 5s;
    options.stallTimeout = 5s;
    options.totalTimeout = 15s;
    return options;
}

/// Fetches through a Fetcher and collects every answer by id.
struct Collector
{
    explicit Collector(Fetcher *fetcher) : fetcher(fetcher) { }
    Q_DISABLE_COPY_MOVE(Collector)

    Fetcher::FetchId fetch(const FetchRequest &request)
    {
        // The id is known once fetch() returns, and the answer never comes before that.
        auto id = std::make_shared<Fetcher::FetchId>(0);
        *id = fetcher->fetch(request, &context, [this, id](const FetchResult &result) {
            results.insert(*id, result);
            ++emissions;
        });
        return *id;
    }

    Fetcher *fetcher;
    QObject context; // the asker of every fetch
    QMap<Fetcher::FetchId, FetchResult> results;
    int emissions = 0; // more than results.size() would mean a fetch finished twice
};

inline std::optional<FetchResult> fetchAndWait(Fetcher &fetcher, const FetchRequest &request)
{
    Collector collector(&fetcher);
    const Fetcher::FetchId id = collector.fetch(request);
    if (!QTest::qWaitFor([&] { return collector.results.contains(id); }, waitMs))
        return std::nullopt;
    return collector.results.value(id);
}

inline FetchRequest feedRequest(const QUrl &url)
{
    FetchRequest request;
    request.url = url;
    return request;
}

inline ScriptedResponse ok(const QByteArray &body, const QByteArray &contentType = "application/rss+xml")
{
    ScriptedResponse response;
    response.body = body;
    response.headers = {{"Content-Type", contentType}};
    return response;
}

/// A network access manager that never uses a proxy: the tests talk to loopback only, whatever
/// http_proxy the machine has.
inline std::unique_ptr<QNetworkAccessManager> loopbackNetwork()
{
    auto network = std::make_unique<QNetworkAccessManager>();
    network->setProxy(QNetworkProxy::NoProxy);
    return network;
}

} // namespace kindred::test
