#include "articles/ArticleImageLoader.h"

#include "net/Fetcher.h"

#include <QBuffer>
#include <QImageReader>

namespace kindred {

namespace {

constexpr qint64 kMaxPixels = 40'000'000;
constexpr int kCacheKilobytes = 48 * 1024;

} // namespace

ArticleImageLoader::ArticleImageLoader(Fetcher *fetcher, QObject *parent)
    : QObject(parent), m_fetcher(fetcher), m_images(kCacheKilobytes)
{ }

ArticleImageLoader::~ArticleImageLoader()
{
    load(0, {});
}

void ArticleImageLoader::load(qint64 articleId, const QList<QUrl> &urls)
{
    if (m_fetcher) {
        for (const quint64 id : std::as_const(m_pending))
            m_fetcher->drop(id);
    }
    m_pending.clear();
    m_articleId = articleId;
    if (!m_fetcher)
        return;
    for (const QUrl &url : urls) {
        if (m_images.contains(url))
            continue;
        FetchRequest request;
        request.url = url;
        request.kind = FetchKind::Image;
        const auto id = std::make_shared<quint64>(0);
        *id = m_fetcher->fetch(request, this, [this, articleId, url, id](const FetchResult &result) {
            m_pending.removeOne(*id);
            if (!result.ok() || articleId != m_articleId)
                return;
            const QImage image = decoded(result.body);
            if (image.isNull())
                return;
            m_images.insert(url, new QImage(image), qMax<qsizetype>(1, image.sizeInBytes() / 1024));
            emit imageLoaded(articleId, url);
        });
        m_pending.append(*id);
    }
}

QImage ArticleImageLoader::image(const QUrl &url) const
{
    const QImage *image = m_images.object(url);
    return image ? *image : QImage();
}

QList<QUrl> ArticleImageLoader::loaded(const QList<QUrl> &urls) const
{
    QList<QUrl> found;
    for (const QUrl &url : urls) {
        if (m_images.contains(url))
            found.append(url);
    }
    return found;
}

QImage ArticleImageLoader::decoded(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!size.isValid() || qint64(size.width()) * size.height() > kMaxPixels || size.width() <= 2
        || size.height() <= 2)
        return {};
    if (size.width() > MaxWidth)
        reader.setScaledSize(QSize(MaxWidth, qMax(1, int(qint64(size.height()) * MaxWidth / size.width()))));
    QImage image = reader.read();
    return image;
}

} // namespace kindred
