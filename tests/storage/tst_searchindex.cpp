#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

// The search index finds an article by the words of its text, not by those of its markup: a
// summary is an item's HTML (SearchTokenizer.h for SQLite; PostgreSQL's parser does the same).
class TestSearchIndex : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;

    qint64 insert(const QString &guid, const QString &summary, const QString &body = {})
    {
        StoreWriter writer(m_db);
        const qint64 feed
            = writer.upsertFeed(QStringLiteral("https://lagoon.example/feed"), QStringLiteral("Lagoon"));
        NewArticle article;
        article.feedId = feed;
        article.guid = guid;
        article.title = QStringLiteral("Report %1").arg(guid);
        article.summary = summary;
        article.body = body;
        article.published = QDateTime(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
        article.fetched = article.published;
        article.fingerprint.version = 1;
        return writer.insertArticle(article);
    }

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(
            m_databases.location(QStringLiteral("search")), QStringLiteral("search"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        QVERIFY(insert(QStringLiteral("markup"),
                    QStringLiteral("<p class=\"lead\">Gondolas return to <a href=\"https://cdn.example.com/"
                                   "venice.jpg\">Venice</a> &amp; Murano&nbsp;today</p>"
                                   "<!-- teaser --><img srcset=\"https://img.example/1.jpg 1x,"
                                   " https://img.example/2.jpg 2x\" alt=\"\"><br/>Caf&eacute; owners"
                                   " cheer</p>"))
            > 0);
        QVERIFY(insert(QStringLiteral("plain"), QStringLiteral("Tides"),
            QStringLiteral("Profits rose as 3 < 4 and a<b kept gondoliers busy; x > y.")));
        // A comment that never ends is text; each of 50,000 of them once searched to the end of
        // the text for its "-->" (58 s for a megabyte of them, inside the writer's transaction).
        QVERIFY(insert(QStringLiteral("hostile"),
                    u"zeppelin "_s + QStringLiteral("<!-- ").repeated(50'000) + u"airship"_s)
            > 0);
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(QStringLiteral("search"));
    }

    void wordsOfTheTextAreFound_data()
    {
        QTest::addColumn<QString>("word");
        for (const char *word : {"gondolas", "venice", "murano", "today", "owners", "cheer", "kept",
                 "gondoliers", "busy", "y", "zeppelin"})
            QTest::newRow(word) << QString::fromLatin1(word);
    }

    void wordsOfTheTextAreFound()
    {
        QFETCH(QString, word);
        QCOMPARE(test::searchHits(m_db, word), 1);
    }

    void wordsOfTheMarkupAreNot_data()
    {
        QTest::addColumn<QString>("word");
        for (const char *word : {"p", "class", "lead", "href", "https", "cdn", "jpg", "img", "srcset", "alt",
                 "br", "teaser", "amp", "nbsp", "eacute"})
            QTest::newRow(word) << QString::fromLatin1(word);
    }

    void wordsOfTheMarkupAreNot()
    {
        QFETCH(QString, word);
        QCOMPARE(test::searchHits(m_db, word), 0);
    }

    void textAfterUnclosedCommentsIsFound()
    {
        // SQLite indexes the whole summary; PostgreSQL its first 20,000 characters (article_words),
        // which end inside the 250 KB of comments.
        QCOMPARE(test::searchHits(m_db, QStringLiteral("airship")), test::TestDatabases::postgres() ? 0 : 1);
    }

    void highlightsFallOnTheWords()
    {
        if (test::TestDatabases::postgres())
            QSKIP("SQLite's highlight(): the offsets the tokenizer gives its words");
        QSqlQuery query(m_db);
        QVERIFY(query.exec(QStringLiteral("SELECT highlight(articles_fts, 1, '[', ']') FROM articles_fts"
                                          " WHERE articles_fts MATCH 'venice OR murano'")));
        QVERIFY(query.next());
        const QString marked = query.value(0).toString();
        QVERIFY2(marked.contains(QStringLiteral("jpg\">[Venice]</a> &amp; [Murano]&nbsp;today")),
            qPrintable(marked));
    }
};

QTEST_GUILESS_MAIN(TestSearchIndex)
#include "tst_searchindex.moc"
