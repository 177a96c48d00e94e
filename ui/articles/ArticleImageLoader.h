#pragma once

#include <QCache>
#include <QImage>
#include <QList>
#include <QObject>
#include <QUrl>

namespace kindred {

class Fetcher;

/// Fetches the images an article's page shows (news/ArticleImages.h picks them), for one article
/// at a time: opening another drops what the last one still waited for. Each is decoded within
/// limits (at most 40 megapixels; a picture of at most 2 by 2 pixels, a tracking pixel, is never
/// shown), scaled to at most 720 pixels wide, and kept for the articles read recently. Nothing is
/// fetched but what load() is given, through the app's Fetcher (its size cap, timeouts and
/// per-host limits). Lives on the GUI thread.
class ArticleImageLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleImageLoader)

public:
    static constexpr int MaxWidth = 720;

    /// `fetcher` may be null (no network: nothing loads); it must outlive the loader.
    explicit ArticleImageLoader(Fetcher *fetcher, QObject *parent = nullptr);
    ~ArticleImageLoader() override;

    /// Fetches those of `urls` not loaded yet, for `articleId`; what another article waited for
    /// is dropped. An empty list only drops.
    void load(qint64 articleId, const QList<QUrl> &urls);
    /// The image loaded from `url`; null when it is not (yet, or it failed, or was refused).
    QImage image(const QUrl &url) const;
    /// Those of `urls` loaded, in their order.
    QList<QUrl> loaded(const QList<QUrl> &urls) const;
    /// Fetches started and not finished.
    qsizetype pending() const { return m_pending.size(); }

    /// The image in `bytes` as the page shows it: decoded within the limits, scaled down to
    /// MaxWidth; null when it is not an image, too large to decode, or a tracking pixel.
    static QImage decoded(const QByteArray &bytes);

signals:
    /// An image of `articleId` arrived: its page can show it now.
    void imageLoaded(qint64 articleId, const QUrl &url);

private:
    Fetcher *m_fetcher = nullptr;
    qint64 m_articleId = 0;
    QList<quint64> m_pending; // Fetcher ids
    QCache<QUrl, QImage> m_images; // cost: kilobytes
};

} // namespace kindred
