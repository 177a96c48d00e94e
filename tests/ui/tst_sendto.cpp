// Send to and export (issue 35): an article's link to the clipboard, plain or as Markdown; the
// starred articles, or the list as shown, to JSON or a bookmark file for read-later tools.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleFilterBar.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ReaderPane.h"
#include "engine/ReadingActions.h"
#include "storage/ArticleStore.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSet>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestSendTo final : public QObject
{
    Q_OBJECT

private slots:
    void linksAndExports();
};

// An article's link to the clipboard (plain or as Markdown); starred articles, or the list shown,
// to a bookmark file or JSON for read-later tools.
void TestSendTo::linksAndExports()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    auto *list = test::only<ArticleListView>(rig.window);
    auto *model = qobject_cast<ArticleListModel *>(list->model());
    QVERIFY(model->rowCount() > 2);
    list->setCurrentIndex(model->index(0, ArticleListModel::TitleColumn));
    const ArticleRecord first = *model->record(list->currentIndex());
    test::actionNamed(rig.window, u"Copy &Link"_s)->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), first.url);
    test::actionNamed(rig.window, u"Copy Link as &Markdown"_s)->trigger();
    const QString markdown = QGuiApplication::clipboard()->text();
    QVERIFY2(markdown.startsWith(u"["_s + first.title.left(10)), qPrintable(markdown));
    QVERIFY(markdown.contains(u"](https://"_s));
    QVERIFY(markdown.endsWith(u"("_s + first.feedTitle + u")"_s));

    ReaderPane *reader = rig.window.reader();
    const ArticleRecord second = *model->record(model->index(1, 0));
    reader->reading()->setStarred(first.id, true);
    reader->reading()->setStarred(second.id, true);
    const QString json = database.dir() + u"/starred.json"_s;
    QVERIFY(rig.window.exportArticlesFile(json, true));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonArray starred = QJsonDocument::fromJson(jsonFile.readAll()).array();
    QCOMPARE(starred.size(), 2);
    QSet<QString> titles;
    for (const QJsonValue &entry : starred) {
        QVERIFY(entry.toObject().value(u"starred"_s).toBool());
        QVERIFY(!entry.toObject().value(u"text"_s).toString().isEmpty());
        titles.insert(entry.toObject().value(u"title"_s).toString());
    }
    QCOMPARE(titles, (QSet<QString> {first.title, second.title}));

    // The list as shown: its search too.
    rig.window.reader()->filterBar()->searchField()->setText(u"fire"_s);
    QTRY_COMPARE(model->query().search, u"fire"_s);
    const QString html = database.dir() + u"/fire.html"_s;
    QVERIFY(rig.window.exportArticlesFile(html, false));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    const QByteArray bookmarks = htmlFile.readAll();
    QVERIFY(bookmarks.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>"));
    const int shown = int(ArticleStore(database.db()).articles(model->query(), 0, 100000).size());
    QVERIFY(shown > 2);
    QCOMPARE(int(bookmarks.count("<DT><A HREF=")), shown);
    QVERIFY(!rig.window.exportArticlesFile(database.dir() + u"/no/such/folder/x.json"_s, true));
}

QTEST_MAIN(TestSendTo)
#include "tst_sendto.moc"
