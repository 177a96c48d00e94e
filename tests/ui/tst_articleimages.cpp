// Images on an article's page, opt-in (issue 35): none is fetched unless the reader lets pages
// show them (Settings, or the feed's own choice, which wins); then only those the item names from
// the article's own site, never a declared tracking pixel or another host's, fetched when the
// article is opened, decoded within limits and shown on the page.
#include "../net/HttpTestServer.h"
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleImageLoader.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "engine/Session.h"
#include "net/Fetcher.h"
#include "news/ArticleImages.h"
#include "settings/Settings.h"
#include "storage/FeedPropertiesStore.h"
#include "storage/StoreWriter.h"

#include <QBuffer>
#include <QNetworkAccessManager>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

QByteArray png(int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

test::ScriptedResponse image(const QByteArray &bytes)
{
    test::ScriptedResponse response;
    response.headers = {{"Content-Type", "image/png"}};
    response.body = bytes;
    return response;
}

// A window with a real fetcher, on a store holding one article from `server` that names a photo,
// a tracking pixel and another host's picture.
struct ImageRig
{
    explicit ImageRig(test::HttpTestServer &server)
        : settings(database.dir() + u"/settings.ini"_s)
        , fetcher(&network)
        , session(database.path(), ingestOptions(settings), &fetcher)
        , window(settings, session)
    {
        window.setClock([] { return test::demoTime(); });
        feedId = database.addFeed(server.url("/rss").toString(), u"Loopback Gazette"_s);
        NewArticle article;
        article.feedId = feedId;
        article.guid = u"story-1"_s;
        article.url = server.url("/story").toString();
        article.title = u"Harbour cranes restored"_s;
        article.summary = u"<p><img src='/photo.png' alt='Cranes'></p><p>The cranes are back.</p>"
                          "<img src='/pixel.png' width='1' height='1'>"
                          "<img src='http://localhost:%1/elsewhere.png'>"_s.arg(server.port());
        article.body = u""_s;
        article.author = u""_s;
        article.published = test::demoTime().addSecs(-3600);
        article.fetched = article.published;
        article.fingerprint.simhash = 0x1234;
        StoreWriter(database.db()).insertArticle(article);
    }

    bool openTheArticle()
    {
        if (!test::startWindow(window))
            return false;
        auto *list = test::only<ArticleListView>(window);
        list->setCurrentIndex(list->model()->index(0, ArticleListModel::TitleColumn));
        return window.reader()->articleView()->toPlainText().contains(u"The cranes are back"_s);
    }

    test::UiTestDatabase database;
    Settings settings;
    QNetworkAccessManager network;
    Fetcher fetcher;
    Session session;
    MainWindow window;
    qint64 feedId = 0;
};

} // namespace

class TestArticleImages final : public QObject
{
    Q_OBJECT

private slots:
    void imagesFromTheArticlesOwnSite();
    void decodedWithinLimits();
    void noneUnlessTheReaderLetsThem();
    void shownWhenLetFromItsSiteOnly();
    void theFeedsChoiceWins();

private:
    void serve(test::HttpTestServer &server)
    {
        QVERIFY(server.listen());
        server.route("/photo.png", image(png(40, 30)));
        server.route("/pixel.png", image(png(1, 1)));
        server.route("/elsewhere.png", image(png(40, 30)));
    }
};

void TestArticleImages::imagesFromTheArticlesOwnSite()
{
    const QString article = u"https://www.harbour.example/news/1"_s;
    const QList<QUrl> urls = articleImageUrls(
        u"<img src=\"/a.jpg\"><IMG SRC='https://img.harbour.example/b.jpg'>"
        "<img src='https://cdn.other.example/c.jpg'><img data-src='/lazy.jpg' src='/d.jpg'>"
        "<img src='/pixel.gif' width='1' height='1'><img src='/e.jpg' height=\"2px\">"
        "<img src='javascript:alert(1)'><img src='/a.jpg'><img src='/f.jpg?x=1&amp;y=2'>"_s,
        {{u"https://harbour.example/g.jpg"_s, u"image/jpeg"_s, 100},
            {u"https://harbour.example/h.mp3"_s, u"audio/mpeg"_s, 9}},
        article);
    QCOMPARE(urls,
        (QList<QUrl> {QUrl(u"https://www.harbour.example/a.jpg"_s),
            QUrl(u"https://img.harbour.example/b.jpg"_s), QUrl(u"https://www.harbour.example/d.jpg"_s),
            QUrl(u"https://www.harbour.example/f.jpg?x=1&y=2"_s), QUrl(u"https://harbour.example/g.jpg"_s)}));
    QCOMPARE(
        articleImageUrls(u"<img src='/1.jpg'><img src='/2.jpg'><img src='/3.jpg'>"_s, {}, article, 2).size(),
        2);
    // A site whose name is short is not a wildcard: www.example.org does not admit example.org's
    // neighbours, and an article without a web link admits nothing.
    QVERIFY(!fromArticleSite(QUrl(u"https://evil-harbour.example/x.jpg"_s), QUrl(article)));
    QVERIFY(!fromArticleSite(QUrl(u"https://example/x.jpg"_s), QUrl(u"https://www.example/a"_s)));
    QVERIFY(fromArticleSite(QUrl(u"https://harbour.example/x.jpg"_s), QUrl(article)));
    QVERIFY(!fromArticleSite(QUrl(u"ftp://www.harbour.example/x.jpg"_s), QUrl(article)));
    QVERIFY(articleImageUrls(u"<img src='/a.jpg'>"_s, {}, u"mailto:desk@harbour.example"_s).isEmpty());
}

void TestArticleImages::decodedWithinLimits()
{
    QCOMPARE(ArticleImageLoader::decoded(png(40, 30)).size(), QSize(40, 30));
    QCOMPARE(ArticleImageLoader::decoded(png(1440, 200)).size(), QSize(720, 100)); // scaled down
    QVERIFY(ArticleImageLoader::decoded(png(1, 1)).isNull()); // a tracking pixel
    QVERIFY(ArticleImageLoader::decoded("<html>not an image</html>").isNull());
    QVERIFY(ArticleImageLoader::decoded(QByteArray()).isNull());
}

void TestArticleImages::noneUnlessTheReaderLetsThem()
{
    test::HttpTestServer server;
    serve(server);
    ImageRig rig(server);
    QVERIFY(!rig.settings.value(Settings::Key::ShowImages).toBool()); // off by default
    QVERIFY(rig.openTheArticle());
    QTest::qWait(300);
    QCOMPARE(server.requests().size(), 0);
    QVERIFY(!rig.window.reader()->articleView()->toHtml().contains(u"photo.png"_s));
}

void TestArticleImages::shownWhenLetFromItsSiteOnly()
{
    test::HttpTestServer server;
    serve(server);
    ImageRig rig(server);
    rig.settings.setValue(Settings::Key::ShowImages, true);
    QVERIFY(rig.openTheArticle());
    ArticleView *view = rig.window.reader()->articleView();
    QTRY_VERIFY(view->toHtml().contains(u"photo.png"_s));
    const QImage shown
        = view->loadResource(QTextDocument::ImageResource, server.url("/photo.png")).value<QImage>();
    QCOMPARE(shown.size(), QSize(40, 30));
    QCOMPARE(server.requestCount("/photo.png"), 1);
    QCOMPARE(server.requestCount("/pixel.png"), 0); // declared 1 by 1
    QCOMPARE(server.requestCount("/elsewhere.png"), 0); // "localhost" is another host
    QVERIFY(server.requests().constFirst().headers.value("accept").startsWith("image/"));
    // Opened again, it is not fetched again.
    auto *list = test::only<ArticleListView>(rig.window);
    list->setCurrentIndex({});
    list->setCurrentIndex(list->model()->index(0, ArticleListModel::TitleColumn));
    QTRY_VERIFY(view->toHtml().contains(u"photo.png"_s));
    QCOMPARE(server.requestCount("/photo.png"), 1);
}

void TestArticleImages::theFeedsChoiceWins()
{
    test::HttpTestServer server;
    serve(server);
    ImageRig rig(server);
    rig.settings.setValue(Settings::Key::ShowImages, true);
    FeedPropertiesStore store(rig.database.db());
    FeedProperties properties = *store.properties(rig.feedId);
    properties.showImages = 0;
    QVERIFY(store.setProperties(rig.feedId, properties));
    QCOMPARE(*store.showImages(rig.feedId), 0);
    QVERIFY(rig.openTheArticle());
    QTest::qWait(300);
    QCOMPARE(server.requests().size(), 0);
}

QTEST_MAIN(TestArticleImages)
#include "tst_articleimages.moc"
