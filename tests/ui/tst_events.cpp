// The breaking-events panel on the demo corpus: the fuel-depot fire is listed, opens, its
// timeline holds its reports, an injected clock moves it from growing to recent, a refresh keeps
// the selection, it stands out until seen, and a report opens in the reader.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "charts/ArrivalsTimeline.h"
#include "charts/DistanceHistogram.h"
#include "clusters/ClusterInspector.h"
#include "clusters/ClusterMembersModel.h"
#include "engine/DetectionSettings.h"
#include "engine/Session.h"
#include "events/EventMembersModel.h"
#include "events/EventNotifier.h"
#include "events/EventPage.h"
#include "events/EventsModel.h"
#include "events/EventsView.h"
#include "settings/Settings.h"
#include "storage/FeedPropertiesStore.h"
#include "storage/StoryStore.h"
#include "storage/SubscriptionStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSet>
#include <QLabel>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime demoNow = test::demoTime();

} // namespace

class TestEvents final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(test::addDemoCorpus(m_database) >= 100);
        m_events = StoryStore(m_database.db()).events();
        QVERIFY2(!m_events.isEmpty(), "the demo corpus holds a breaking event");
    }

    void newUntilSeen()
    {
        // Before any window opened it, the event stands out.
        EventsView view(DetectionRules {});
        view.setEvents(m_events, demoNow, 4);
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex title = view.model()->index(0, EventsModel::TitleColumn);
        QVERIFY(!title.data(EventsModel::SeenRole).toBool());
        QVERIFY(title.data(Qt::FontRole).value<QFont>().bold());
        QSignalSpy opened(&view, &EventsView::eventOpened);
        QVERIFY(view.selectEvent(m_events.constFirst().id));
        QCOMPARE(opened.size(), 1);
        QVERIFY(!title.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(view.selectEvent(m_events.constFirst().id));
        QCOMPARE(opened.size(), 1); // once
    }

    // A story that a hundred outlets carry: "Who reported first" names the first few with
    // their times and says how many more; the link shows them all, and fewer again.
    void manyOutletsShowTheFirstFewAndTheRestOnDemand()
    {
        RankedEvent ranked;
        ranked.event.id = 7;
        ranked.event.label = u"A story every outlet carries"_s;
        const QDateTime start = demoNow.addSecs(-3600);
        ranked.event.start = start;
        for (int i = 0; i < 12; ++i) {
            EventMemberRecord member;
            member.articleId = 100 + i;
            member.source = u"Outlet <%1> & Partners"_s.arg(i + 1);
            member.title = ranked.event.label;
            member.published = start.addSecs(60 * i);
            ranked.event.members.append(member);
        }
        ranked.event.end = ranked.event.members.constLast().published;
        ranked.sources = 12;
        EventPage page {DetectionRules {}};
        page.setEvent(ranked);
        auto *firsts = page.findChild<QLabel *>(u"firstReports"_s);
        QVERIFY(firsts);
        const auto named = [&] { return int(firsts->text().count(u"&amp; Partners"_s)); };
        QCOMPARE(named(), EventPage::FirstOutletsShown);
        QVERIFY2(firsts->text().contains(u"Outlet &lt;1&gt;"_s), qPrintable(firsts->text())); // escaped
        QVERIFY2(firsts->text().contains(u"and 7 more"_s), qPrintable(firsts->text()));
        emit firsts->linkActivated(u"more"_s);
        QCOMPARE(named(), 12);
        QVERIFY(!firsts->text().contains(u"more"_s));
        emit firsts->linkActivated(u"fewer"_s);
        QCOMPARE(named(), EventPage::FirstOutletsShown);
        // Another event starts with its first few again.
        emit firsts->linkActivated(u"more"_s);
        page.setEvent(ranked);
        QCOMPARE(named(), EventPage::FirstOutletsShown);
    }

    // The fire's coverage: each outlet once, what it ran (the first report, the wire's original,
    // copies of it with their distance); a copy opens in the inspector, compared with the original.
    void coverageShowsWhoRanWhat()
    {
        test::DemoWindow rig(m_database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;
        QVERIFY(window.showView(u"coverage"_s));
        EventPage *page = window.eventsView()->page();
        QVERIFY(page->coverageView()->isVisible());
        QStandardItemModel *model = page->coverageModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Every row that stands for an outlet or a report, depth first.
        QList<QModelIndex> rows;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int row = 0; row < model->rowCount(parent); ++row) {
                const QModelIndex index = model->index(row, 0, parent);
                if (index.data(EventPage::ArticleIdRole).isValid())
                    rows.append(index);
                walk(index);
            }
        };
        walk({});
        QSet<QString> outlets;
        QStringList ran;
        for (const QModelIndex &index : std::as_const(rows)) {
            if (!index.data().toString().isEmpty())
                outlets.insert(index.data().toString());
            ran.append(index.siblingAtColumn(2).data().toString());
        }
        QCOMPARE(outlets.size(), 7); // the demo's seven outlets, each once
        QVERIFY2(ran.constFirst().startsWith(u"first report"_s), qPrintable(ran.join(u'\n')));
        QVERIFY(!ran.filter(u"original, copied here"_s).isEmpty());
        QVERIFY(!ran.filter(QRegularExpression(u"^copy of Meridian Wire · distance [0-3]$"_s)).isEmpty());
        QVERIFY(!ran.filter(u"own report"_s).isEmpty());

        const auto copy = std::find_if(rows.cbegin(), rows.cend(),
            [](const QModelIndex &index) { return index.data(EventPage::IsCopyRole).toBool(); });
        QVERIFY(copy != rows.cend());
        const qint64 article = copy->data(EventPage::ArticleIdRole).toLongLong();
        emit page->coverageView()->activated(*copy);
        ClusterInspector *inspector = window.inspector();
        QCOMPARE(inspector->groupId(), copy->data(EventPage::GroupIdRole).toLongLong());
        QCOMPARE(
            inspector->membersTable()->currentIndex().data(ClusterMembersModel::ArticleIdRole).toLongLong(),
            article);
    }

    // Outlets the reader described ("Kind of outlet" in a feed's properties) are grouped by it in
    // the coverage; the others under "Other outlets" (the demo's feeds are in no folder).
    void coverageIsGroupedByKindOfOutlet()
    {
        const auto setKind = [this](const QString &feedTitle, const QString &kind) {
            for (const Subscription &feed : SubscriptionStore(m_database.db()).subscriptions()) {
                if (feed.title != feedTitle)
                    continue;
                FeedPropertiesStore store(m_database.db());
                FeedProperties properties = *store.properties(feed.id);
                properties.attribute = kind;
                return store.setProperties(feed.id, properties);
            }
            return false;
        };
        QVERIFY(setKind(u"Meridian Wire"_s, u"wire"_s));
        const auto cleanup = qScopeGuard([&] { setKind(u"Meridian Wire"_s, QString()); });
        test::DemoWindow rig(m_database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;
        QVERIFY(window.showView(u"coverage"_s));
        QStandardItemModel *model = window.eventsView()->page()->coverageModel();
        QStringList groups;
        QStringList wireOutlets;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex group = model->index(row, 0);
            groups.append(group.data().toString());
            for (int child = 0; child < model->rowCount(group) && group.data() == u"wire"_s; ++child)
                wireOutlets.append(model->index(child, 0, group).data().toString());
        }
        QVERIFY2(groups.contains(u"wire"_s) && groups.contains(u"Other outlets"_s),
            qPrintable(groups.join(u", "_s)));
        QCOMPARE(wireOutlets, QStringList {u"Meridian Wire"_s});
    }

    void theFireIsListedAndOpens()
    {
        test::DemoWindow rig(m_database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;
        Settings &settings = rig.settings;

        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        EventsView *view = window.eventsView();
        QVERIFY(view->isVisible());
        QAbstractItemModelTester tester(
            view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        int fire = -1;
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, 0).data().toString().contains(u"fuel depot"_s, Qt::CaseInsensitive))
                fire = row;
        }
        QVERIFY2(fire >= 0, "the fuel-depot fire is a breaking event");
        const QModelIndex title = view->model()->index(fire, EventsModel::TitleColumn);
        QVERIFY(!view->model()->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());

        view->table()->setCurrentIndex(title);
        EventPage *page = view->page();
        const RankedEvent shown = *view->model()->event(fire);
        const RankedEvent *event = &shown;
        QCOMPARE(page->eventId(), event->event.id);
        QVERIFY(!title.data(Qt::FontRole).value<QFont>().bold());
        // Its timeline holds every report, stacked by outlet in the order they first reported.
        int total = 0;
        for (const QBarSet *set : page->timeline()->series()->barSets()) {
            for (int bin = 0; bin < set->count(); ++bin)
                total += int(set->at(bin));
        }
        QCOMPARE(total, int(event->event.members.size()));
        QCOMPARE(page->outlets().constFirst(), event->event.members.constFirst().source);
        QCOMPARE(page->outlets().size(), event->sources);
        QAbstractItemModelTester members(
            page->membersModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(page->membersModel()->rowCount(), int(event->event.members.size()));

        // A click on an outlet in the legend hides its reports, a second shows them again.
        page->timeline()->setHidden(0, true);
        const QBarSet *first = page->timeline()->series()->barSets().constFirst();
        for (int bin = 0; bin < first->count(); ++bin)
            QCOMPARE(first->at(bin), 0.0);
        page->timeline()->setHidden(0, false);
        qreal sum = 0;
        for (int bin = 0; bin < first->count(); ++bin)
            sum += first->at(bin);
        QVERIFY(sum > 0);

        // New detection settings (what the settings dialog's Apply writes) redraw the distances
        // with their thresholds at once, not after a restart.
        DetectionRules rules = detectionRules(settings);
        rules.duplicateRadius = 2;
        rules.similarMin = 5;
        rules.similarMax = 9;
        saveDetectionRules(settings, rules);
        QCOMPARE(page->histogram()->thresholds().constFirst().after, 2);
        QVERIFY(page->histogram()->thresholds().constFirst().label.contains(u'2'));
        QVERIFY(page->histogram()->counts().size() >= 11); // bars up to the band end and one beyond
        saveDetectionRules(settings, defaultDetectionRules());
        QCOMPARE(page->histogram()->thresholds().constFirst().after, 3);

        // A refresh that finds the same events keeps the selection and the page.
        QSignalSpy reset(view->model(), &QAbstractItemModel::modelReset);
        view->setEvents(StoryStore(m_database.db()).events(), demoNow, 4);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(view->table()->currentIndex().row(), fire);
        QCOMPARE(page->eventId(), event->event.id);

        // Seen is stored.
        bool seen = false;
        for (const EventRecord &stored : StoryStore(m_database.db()).events())
            seen = seen || (stored.id == event->event.id && stored.seen);
        QVERIFY(seen);

        // A report opens in the reader.
        const qint64 articleId
            = page->membersModel()->index(0, 0).data(EventMembersModel::ArticleIdRole).toLongLong();
        page->membersTable()->setFocus();
        page->membersTable()->setCurrentIndex(page->membersModel()->index(0, 0));
        QTest::keyClick(page->membersTable(), Qt::Key_Return);
        QVERIFY(window.reader()->isVisible());
        QCOMPARE(window.reader()->currentArticleId() == articleId
                || window.reader()->articleView()->toPlainText().contains(
                    page->membersModel()->index(0, EventMembersModel::TitleColumn).data().toString()),
            true);
    }

    void aNewEventDuringARefreshNotifiesOnce()
    {
        // An empty database: the first start loads the demo corpus, whose fire becomes an event.
        test::UiTestDatabase empty(u"events-empty"_s);
        Settings settings(empty.dir() + u"/settings.ini"_s);
        Session session(empty.path(), ingestOptions(settings));
        MainWindow window(settings, session);
        QSignalSpy told(window.notifier(), &EventNotifier::notify);
        QVERIFY(test::startWindow(window, 120000));
        QCOMPARE(told.size(), 1);
        QVERIFY(told.at(0).at(1).toString().contains(u"fuel depot"_s, Qt::CaseInsensitive));
        // Loading the demo again grows nothing new: no second notification.
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == u"Load &Demo Corpus"_s)
                action->trigger();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!window.findChild<QProgressBar *>()->isVisible(), 120000);
        QCOMPARE(told.size(), 1);
    }

    void notifiesOncePerEvent()
    {
        EventNotifier notifier;
        QSignalSpy told(&notifier, &EventNotifier::notify);
        EventRecord a = m_events.constFirst();
        a.seen = false;
        notifier.update({a}); // there at start: nothing
        QCOMPARE(told.size(), 0);
        EventRecord b = a;
        b.id = a.id + 100;
        b.label = u"Dam opens its gates"_s;
        notifier.update({a, b}); // a refresh brings b
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.at(0).at(0).toLongLong(), b.id);
        QVERIFY(told.at(0).at(1).toString().contains(b.label));
        notifier.update({a, b}); // once per event
        QCOMPARE(told.size(), 1);

        // Doubling tells again when asked to; a seen or a disabled one never.
        notifier.setNotifyGrowth(true);
        b.members += b.members;
        notifier.update({a, b});
        QCOMPARE(told.size(), 2);
        EventRecord c = a;
        c.id = a.id + 200;
        c.seen = true;
        EventRecord d = a;
        d.id = a.id + 300;
        notifier.setEnabled(false);
        notifier.update({a, b, c, d});
        QCOMPARE(told.size(), 2);
    }

    void clockMovesAnEventFromGrowingToRecent()
    {
        EventsView view(DetectionRules {});
        const EventRecord &event = m_events.constFirst();
        const QDateTime last = event.members.constLast().published;
        view.setEvents(m_events, last.addSecs(3600), 4);
        QVERIFY(view.model()->index(0, 0).data(EventsModel::ActiveRole).toBool());
        view.setEvents(m_events, last.addSecs(10 * 3600), 4);
        QVERIFY(!view.model()->index(0, 0).data(EventsModel::ActiveRole).toBool());
        view.setEvents(m_events, event.start.addSecs(-60), 4);
        QCOMPARE(view.model()->rowCount(), int(m_events.size()) - 1); // not started yet
    }

private:
    test::UiTestDatabase m_database;
    QList<EventRecord> m_events;
};

QTEST_MAIN(TestEvents)
#include "tst_events.moc"
