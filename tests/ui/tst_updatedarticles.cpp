// An article its feed sent again changed, in the window (issue 35): the list marks it "Updated"
// (painted, in its tooltip and for screen readers), its page shows what changed since the version
// the reader saw (old words struck through, new ones marked), and opening it clears the mark and
// records the version seen. The page's wording follows what the reader saw.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleChanges.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "storage/ArticleStore.h"
#include "storage/ArticleVersions.h"

#include <QApplication>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

QString pageText(ReaderPane *reader)
{
    return reader->articleView()->toPlainText().replace(QChar::Nbsp, u' ').simplified();
}

ArticleRecord withVersions(int version, int seen)
{
    ArticleRecord article;
    article.title = u"Port strike ends after nine days"_s;
    article.summary = u"<p>Dockers accepted 7 percent.</p><p>Ships berth.</p>"_s;
    article.version = version;
    article.seenVersion = seen;
    article.updated = QDateTime(QDate(2026, 11, 27), QTime(9, 30), Qt::UTC);
    return article;
}

QList<ArticleVersion> earlierVersions(int count)
{
    QList<ArticleVersion> versions;
    for (int v = 1; v <= count; ++v) {
        versions.append({v, u"Port strike ends (v%1)"_s.arg(v),
            u"<p>Dockers accepted 6.5 percent.</p><p>Ships berth.</p>"_s, QString(),
            QDateTime(QDate(2026, 11, 27), QTime(8, v), Qt::UTC)});
    }
    return versions;
}

} // namespace

class TestUpdatedArticles final : public QObject
{
    Q_OBJECT

private slots:
    void theVersionComparedFollowsWhatTheReaderSaw();
    void thePageShowsOnlyWhatChanged();
    void theListMarksAnUpdateUntilItIsOpened();
};

void TestUpdatedArticles::theVersionComparedFollowsWhatTheReaderSaw()
{
    const QList<ArticleVersion> versions = earlierVersions(3); // the article is version 4
    QCOMPARE(comparedVersion(withVersions(4, 0), versions)->version, 1); // never opened: the first
    QCOMPARE(comparedVersion(withVersions(4, 2), versions)->version, 2); // the one read
    QCOMPARE(comparedVersion(withVersions(4, 4), versions)->version, 3); // read as it is: the last change
    QCOMPARE(comparedVersion(withVersions(4, 1), versions.mid(1))->version, 2); // v1 dropped: oldest kept
    QVERIFY(!comparedVersion(withVersions(1, 0), {}));
    QVERIFY(!comparedVersion(withVersions(2, 0), {}));
}

void TestUpdatedArticles::thePageShowsOnlyWhatChanged()
{
    const QLocale locale(QLocale::English);
    const QPalette palette = QApplication::palette();
    const QString read = articleChangesHtml(withVersions(2, 1), earlierVersions(1), locale, palette);
    QVERIFY(read.contains(u"Changed since you read it:"_s));
    QVERIFY(read.contains(u"version 2"_s));
    QVERIFY(read.contains(u"line-through"_s));
    QVERIFY(read.contains(u"6.5"_s)); // the figure taken out...
    QVERIFY(read.contains(u">7<"_s)); // ...and the one put in, each marked
    QVERIFY(!read.contains(u"Ships berth"_s)); // an unchanged paragraph is not repeated
    QVERIFY(articleChangesHtml(withVersions(2, 2), earlierVersions(1), locale, palette)
                .contains(u"Changed in the last update:"_s));
    QVERIFY(articleChangesHtml(withVersions(2, 0), earlierVersions(1), locale, palette)
                .contains(u"Changed since it was first sent:"_s));
    QVERIFY(articleChangesHtml(withVersions(1, 0), {}, locale, palette).isEmpty());

    // Feed text is escaped; many changed paragraphs are cut after a few.
    ArticleRecord many = withVersions(2, 1);
    QList<ArticleVersion> before = earlierVersions(1);
    many.summary.clear();
    before[0].summary.clear();
    for (int i = 0; i < 12; ++i) {
        many.summary += u"<p>Paragraph %1 now <b>says</b> yes &lt;script&gt;.</p>"_s.arg(i);
        before[0].summary += u"<p>Paragraph %1 said no.</p>"_s.arg(i);
    }
    const QString cut = articleChangesHtml(many, before, locale, palette);
    QVERIFY(!cut.contains(u"<script>"_s));
    QVERIFY2(cut.contains(u"Changed paragraphs not shown here: 5"_s),
        qPrintable(cut)); // the headline and 7 of 12 shown
}

void TestUpdatedArticles::theListMarksAnUpdateUntilItIsOpened()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    const ArticleRecord target = ArticleStore(database.db()).articles(0, 0, 1).constFirst();
    const std::optional<ArticleRecord> full = ArticleStore(database.db()).article(target.id);
    QVERIFY(full);
    ArticleVersions versions(database.db());
    QVERIFY(versions.update(
        {target.id, full->title + u" (corrected)"_s, full->summary, {}, 42, test::demoTime()}));

    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    auto *list = test::only<ArticleListView>(rig.window);
    auto *model = qobject_cast<ArticleListModel *>(list->model());
    const QModelIndex row = model->indexForArticle(target.id);
    QVERIFY(row.isValid());
    const QModelIndex title = row.siblingAtColumn(ArticleListModel::TitleColumn);
    QVERIFY(title.data(ArticleListModel::UpdatedRole).toBool());
    QVERIFY(title.data(Qt::ToolTipRole).toString().contains(u"Updated"_s));
    QVERIFY(title.data(Qt::AccessibleTextRole).toString().endsWith(u"(updated)"_s));
    // Another article is not marked.
    QVERIFY(!model->index(row.row() == 0 ? 1 : 0, ArticleListModel::TitleColumn)
                 .data(ArticleListModel::UpdatedRole)
                 .toBool());

    list->setCurrentIndex(title);
    ReaderPane *reader = rig.window.reader();
    QTRY_VERIFY(pageText(reader).contains(u"Changed since it was first sent:"_s));
    QVERIFY(pageText(reader).contains(u"(corrected)"_s));
    QVERIFY(!title.data(ArticleListModel::UpdatedRole).toBool());
    QTRY_COMPARE(ArticleStore(database.db()).article(target.id)->seenVersion, 2);

    // Opened again, it shows the last change, not "since you read it".
    list->setCurrentIndex(model->index(row.row() == 0 ? 1 : 0, ArticleListModel::TitleColumn));
    list->setCurrentIndex(title);
    QTRY_VERIFY(pageText(reader).contains(u"Changed in the last update:"_s));
}

QTEST_MAIN(TestUpdatedArticles)
#include "tst_updatedarticles.moc"
