#include "StoryTestHeadlines.h"
#include "news/StoryClusterer.h"
#include "news/StoryTerms.h"

#include <QTest>
#include <cmath>
#include <memory>
#include <tuple>

using namespace kindred;

namespace {

const qint64 start = QDateTime(QDate(2026, 11, 21), QTime(6, 0), Qt::UTC).toMSecsSinceEpoch();
constexpr qint64 minute = 60 * 1000;

StoryArticle headline(qint64 id, const QString &title, int minutes, qint64 source = 1)
{
    return {
        id, source, start + minutes * minute, quint64(id) * 0x9e3779b97f4a7c15ULL, 0, storyTerms(title, {})};
}

// A start-up's listing, then a payments firm's hours later, told with the same phrase.
const QStringList listing {
    QStringLiteral("Lumora files for IPO"),
    QStringLiteral("Streaming start-up Lumora files for initial public offering"),
    QStringLiteral("Investors weigh Lumora's path to profit"),
    QStringLiteral("Why Lumora is going public now"),
    QStringLiteral("Lumora seeks $18bn valuation in stock market listing"),
    QStringLiteral("Lumora's founders keep control with dual-class shares"),
    QStringLiteral("Lumora files to go public in New Carran"),
    QStringLiteral("Lumora listing could be year's largest tech debut"),
    QStringLiteral("Lumora picks three banks to lead share sale"),
    QStringLiteral("Lumora files for IPO: five things from the prospectus"),
    QStringLiteral("Lumora IPO filing reveals $140m loss"),
    QStringLiteral("Lumora IPO: subscribers up 70% but losses widen"),
};
const QStringList payments {
    QStringLiteral("Kestrel Pay files for IPO"),
    QStringLiteral("Kestrel IPO: payments firm seeks $4bn valuation"),
    QStringLiteral("Kestrel Pay files to go public"),
};

constexpr qint64 firstPayment = 100; // the payments' ids follow; the listing's are 1, 2...

// Unrelated headlines (test::backgroundHeadline()), so the document frequencies look like a stream's.
void addBackground(StoryClusterer &clusterer, qint64 firstId, int count)
{
    for (int i = 0; i < count; ++i)
        clusterer.add(headline(firstId + i, test::backgroundHeadline(i), i));
}

// The listing, then reports of the payments firm (`titles`, ids from firstPayment) hours later,
// among background headlines.
std::unique_ptr<StoryClusterer> placeListingAndPayments(
    const StoryClusterer::Options &options, const QStringList &titles = payments)
{
    auto clusterer = std::make_unique<StoryClusterer>(options);
    addBackground(*clusterer, 1000, 40);
    for (int i = 0; i < listing.size(); ++i)
        clusterer->add(headline(1 + i, listing[i], 60 + i * 8, i));
    for (int i = 0; i < titles.size(); ++i)
        clusterer->add(headline(firstPayment + i, titles[i], 250 + i * 30, 20 + i));
    return clusterer;
}

// How many of the payments firm's reports (`titles`) the listing's event holds, -1 when one of
// them is not in the listing's story (nothing to judge). The names rule decides: a part's edges
// leave it out of the event only under half a merge's threshold.
int paymentsInListingEvent(const QStringList &titles, double ownNameShare = 0.5)
{
    StoryClusterer::Options options;
    options.eventOwnNameShare = ownNameShare;
    options.eventPartDensity = 0.5;
    const auto clusterer = placeListingAndPayments(options, titles);
    const qint64 story = clusterer->storyOf(1);
    for (int i = 0; i < titles.size(); ++i) {
        if (clusterer->storyOf(firstPayment + i) != story)
            return -1;
    }
    int in = 0;
    for (const qint64 id : clusterer->eventMembers(story))
        in += id >= firstPayment ? 1 : 0;
    return in;
}

// test::rugbyHeadlines (ids 1..3), then test::derailmentHeadlines (10..kLastDerailment), after a
// background: the derailment's first report takes the rugby story's key.
constexpr qint64 kLastDerailment = 17;

void placeRugbyAndDerailment(StoryClusterer &clusterer)
{
    Q_ASSERT(10 + test::derailmentHeadlines.size() - 1 == kLastDerailment);
    addBackground(clusterer, 1000, 40);
    for (int i = 0; i < test::rugbyHeadlines.size(); ++i)
        clusterer.add(headline(1 + i, test::rugbyHeadlines[i], 60 + i * 10, i));
    for (int i = 0; i < test::derailmentHeadlines.size(); ++i)
        clusterer.add(headline(10 + i, test::derailmentHeadlines[i], 100 + i * 5, 10 + i));
}

} // namespace

class TestStoryClusterer : public QObject
{
    Q_OBJECT

private slots:
    void termsAreStemmedAndTagsDropped()
    {
        const QList<StoryTerm> a = storyTerms(QStringLiteral("LIVE: Kovna quake survivors rescued"), {});
        const QList<StoryTerm> b
            = storyTerms(QStringLiteral("Kovna quake: survivor rescues | Daily Ledger"), {});
        QCOMPARE(a.size(), 4);
        QCOMPARE(b.size(), 4);
        for (qsizetype i = 0; i < a.size(); ++i)
            QCOMPARE(a[i].hash, b[i].hash); // stems meet; the tag and the outlet's suffix are gone
        // "Kovna" inside a sentence-case title is a name and weighs more than "quake".
        const QList<StoryTerm> named = storyTerms(QStringLiteral("Rescuers reach Kovna"), {});
        const QList<StoryTerm> plain = storyTerms(QStringLiteral("Rescuers reach kovna"), {});
        float namedMax = 0, plainMax = 0;
        for (const StoryTerm &t : named)
            namedMax = std::max(namedMax, t.weight);
        for (const StoryTerm &t : plain)
            plainMax = std::max(plainMax, t.weight);
        QVERIFY(namedMax > plainMax);
    }

    void namesAreMarked()
    {
        // A capitalised word of a sentence-case title is a name, its first word too (a title
        // often opens with its subject: "Kestrel Pay files for IPO"); an all-capitals one too.
        const auto names = [](const QString &title) {
            QSet<quint64> marked;
            for (const StoryTerm &t :
                storyTerms(title, QStringLiteral("Kestrel, in the text, is no name here")))
                marked.insert(t.name ? t.hash : 0);
            marked.remove(0);
            return marked.size();
        };
        QCOMPARE(names(QStringLiteral("Kestrel Pay files for IPO")), 3);
        QCOMPARE(names(QStringLiteral("Thousands flee as fire nears Pine Hollow")), 3);
        QCOMPARE(names(QStringLiteral("payments firm files for listing")), 0);
        // Title case and shouting capitalise every word: no names.
        QCOMPARE(names(QStringLiteral("Thousands Flee As Fire Nears Pine Hollow")), 0);
        QCOMPARE(names(QStringLiteral("THOUSANDS FLEE AS FIRE NEARS PINE HOLLOW")), 0);
    }

    void oneStoryDespiteVariedWording()
    {
        StoryClusterer clusterer({});
        addBackground(clusterer, 1000, 40);
        const QStringList titles {
            QStringLiteral("Marbury dam fails, floodwater races down the Kell valley"),
            QStringLiteral("Thousands evacuated as Marbury dam collapses"),
            QStringLiteral("Kell valley towns flooded after Marbury dam breach"),
            QStringLiteral("Marbury dam breach: rescuers reach flooded Kell villages"),
            QStringLiteral("Floodwater from Marbury dam cuts roads across Kell valley"),
            QStringLiteral("Kell valley residents describe the night the dam broke"),
        };
        QSet<qint64> stories;
        for (int i = 0; i < titles.size(); ++i)
            stories.insert(clusterer.add(headline(i + 1, titles[i], 60 + i * 10, i)));
        QCOMPARE(stories.size(), 1);
        const Story *story = clusterer.story(*stories.cbegin());
        QCOMPARE(story->members.size(), titles.size());
        QCOMPARE(clusterer.sourceCount(story->key), int(titles.size()));
    }

    void aChainIsNotAStory()
    {
        // Each headline shares one rare word with the one before and none with any other:
        // connected components (single linkage) would make one story of all twelve.
        StoryClusterer clusterer({});
        addBackground(clusterer, 1000, 40);
        const QStringList words {QStringLiteral("Arvo"), QStringLiteral("Brel"), QStringLiteral("Cade"),
            QStringLiteral("Dorn"), QStringLiteral("Emst"), QStringLiteral("Fask"), QStringLiteral("Gund"),
            QStringLiteral("Hobb"), QStringLiteral("Ilve"), QStringLiteral("Jark"), QStringLiteral("Kolm"),
            QStringLiteral("Lusk"), QStringLiteral("Mivv")};
        for (int i = 0; i + 1 < words.size(); ++i)
            clusterer.add(headline(i + 1, words[i] + u' ' + words[i + 1], 60 + i));
        QVERIFY(clusterer.storyOf(1) != clusterer.storyOf(12));
        QSet<qint64> stories;
        for (qint64 id = 1; id <= 12; ++id)
            stories.insert(clusterer.storyOf(id));
        QVERIFY(stories.size() >= 2);
    }

    void halvesMergeOnceReportsLinkThem()
    {
        StoryClusterer clusterer({});
        addBackground(clusterer, 1000, 40);
        // Two names for one place, first apart, then together.
        clusterer.add(headline(1, QStringLiteral("Earthquake hits Tarsen province"), 60));
        clusterer.add(headline(2, QStringLiteral("Tarsen earthquake damages roads"), 61));
        clusterer.add(headline(3, QStringLiteral("Kovna quake topples cathedral"), 62));
        clusterer.add(headline(4, QStringLiteral("Kovna quake survivors pulled from rubble"), 63));
        for (int i = 0; i < 4; ++i)
            clusterer.add(
                headline(5 + i, QStringLiteral("Tarsen earthquake: Kovna quake toll rises"), 70 + i));
        QCOMPARE(clusterer.storyOf(1), clusterer.storyOf(3));
        QCOMPARE(clusterer.story(clusterer.storyOf(1))->members.size(), 8);
        QVERIFY(!clusterer.takeMerges().isEmpty());
    }

    void aCopyJoinsItsPrimarysStory()
    {
        StoryClusterer clusterer({});
        const qint64 story = clusterer.add(headline(1, QStringLiteral("Orchestra names new conductor"), 0));
        StoryArticle copy = headline(2, QStringLiteral("Completely different words here"), 5);
        copy.duplicateOf = 1;
        QCOMPARE(clusterer.add(copy), story);
    }

    void anEarlyStragglerLeavesTheStoryItGrewAwayFrom()
    {
        StoryClusterer clusterer({});
        addBackground(clusterer, 1000, 40);
        // The mural shares "Halvard" with the first fire report only.
        const qint64 mural = 1;
        clusterer.add(
            headline(mural, QStringLiteral("Restorers uncover murals in Halvard customs house"), 0));
        const QStringList fire {
            QStringLiteral("Explosions at Halvard port fuel depot"),
            QStringLiteral("Port fuel depot fire: explosions heard for miles"),
            QStringLiteral("Fuel depot fire at the port burns through the night"),
            QStringLiteral("Port fire: fuel depot blaze forces evacuation"),
            QStringLiteral("Fuel depot fire: port closed to shipping"),
            QStringLiteral("Fire crews fight port fuel depot blaze"),
            QStringLiteral("Port fuel depot fire: smoke drifts east"),
            QStringLiteral("Fuel depot fire at the port: two dead"),
            QStringLiteral("Port depot blaze: fuel tanks still burning"),
            QStringLiteral("Fuel depot fire contained, port says"),
        };
        for (int i = 0; i < fire.size(); ++i)
            clusterer.add(headline(2 + i, fire[i], 300 + i * 5));
        QCOMPARE(clusterer.takeMoved(), QList<qint64>({mural}));
        QVERIFY(clusterer.storyOf(mural) != clusterer.storyOf(2));
        QCOMPARE(clusterer.story(clusterer.storyOf(2))->members.size(), fire.size());
        QCOMPARE(clusterer.story(clusterer.storyOf(mural))->members.size(), 1);
    }

    void aLooseEarlyMemberLeavesATightStory()
    {
        // Here the mural shares "Halvard port" with the fire reports: its mean similarity stays
        // above half the absolute threshold, but far under the tight story's cohesion.
        const QStringList fire {
            QStringLiteral("Explosions at Halvard port fuel depot"),
            QStringLiteral("Port fuel depot fire: explosions heard for miles"),
            QStringLiteral("Fuel depot fire at the port burns through the night"),
            QStringLiteral("Halvard port fire: fuel depot blaze forces evacuation"),
            QStringLiteral("Fuel depot fire: port closed to shipping"),
            QStringLiteral("Fire crews fight port fuel depot blaze"),
            QStringLiteral("Halvard fuel depot fire: smoke drifts east"),
            QStringLiteral("Fuel depot fire at the port: two dead"),
            QStringLiteral("Port depot blaze: fuel tanks still burning"),
            QStringLiteral("Fuel depot fire contained, port says"),
        };
        const auto place = [&](StoryClusterer::Options options) {
            StoryClusterer clusterer(options);
            addBackground(clusterer, 1000, 40);
            clusterer.add(
                headline(1, QStringLiteral("Restorers uncover murals in Halvard port customs house"), 0));
            for (int i = 0; i < fire.size(); ++i)
                clusterer.add(headline(2 + i, fire[i], 300 + i * 5));
            return std::pair(clusterer.storyOf(1), clusterer.storyOf(2));
        };
        const auto [mural, story] = place({});
        QVERIFY(mural != story);

        StoryClusterer::Options absolute;
        absolute.keepRelativeDensity = 0;
        const auto [muralKept, storyKept] = place(absolute);
        QCOMPARE(muralKept, storyKept); // half the absolute threshold alone kept it
    }

    void storiesANameJoinedPartWhenEachHasGrown()
    {
        StoryClusterer::Options options;
        options.keepPartDensity = 0.5; // off by default, see Options
        StoryClusterer parted(options);
        placeRugbyAndDerailment(parted);
        QVERIFY(parted.storyOf(1) != parted.storyOf(kLastDerailment));
        QCOMPARE(parted.storyOf(1), parted.storyOf(3)); // each part whole
        QCOMPARE(parted.storyOf(10), parted.storyOf(kLastDerailment));

        options.keepPartDensity = 0;
        StoryClusterer whole(options);
        placeRugbyAndDerailment(whole);
        // no part leaves: the rugby reports stay in the derailment
        QCOMPARE(whole.storyOf(1), whole.storyOf(kLastDerailment));
    }

    void anEventLeavesOutALoosePartOfItsStory()
    {
        // The story keeps both parts (keepPartDensity is off); its event is the derailment alone.
        StoryClusterer::Options options;
        options.eventPartDensity = 0.5;
        StoryClusterer clusterer(options);
        placeRugbyAndDerailment(clusterer);
        const qint64 story = clusterer.storyOf(kLastDerailment);
        QCOMPARE(clusterer.storyOf(1), story);
        QList<qint64> derailment;
        for (qint64 id = 10; id <= kLastDerailment; ++id)
            derailment.append(id);
        QCOMPARE(clusterer.eventMembers(story), derailment);

        options.eventPartDensity = 0;
        StoryClusterer whole(options);
        placeRugbyAndDerailment(whole);
        const qint64 wholeStory = whole.storyOf(kLastDerailment);
        QCOMPARE(whole.eventMembers(wholeStory), whole.story(wholeStory)->members);
        QVERIFY(whole.eventMembers(wholeStory).contains(1));
    }

    void anEventLeavesOutASmallStoryItsPhraseTookIn()
    {
        // A start-up's listing, then a payments firm's hours later, told with the same phrase:
        // the big story takes the small one's three reports in. They hold together by the firm's
        // name, and each links to the big story's reports by the phrase: many weak edges, whose
        // sum outweighs their own few when a member picks its part by sums.
        const auto place = [&](double power) {
            StoryClusterer::Options options;
            options.partSizePower = power;
            options.eventPartDensity = 0.75; // the small story links at 0.54 of a merge's threshold
            options.eventOwnNameShare = 0; // the parts' density alone: the firm's name sets them apart too
            return placeListingAndPayments(options);
        };
        QList<qint64> listingIds;
        for (qint64 id = 1; id <= listing.size(); ++id)
            listingIds.append(id);

        const auto bySize = place(0.5);
        const qint64 story = bySize->storyOf(1);
        QCOMPARE(bySize->storyOf(firstPayment), story); // one story...
        QCOMPARE(bySize->eventMembers(story), listingIds); // ...whose event is the listing's

        const auto bySum = place(0);
        QCOMPARE(bySum->storyOf(firstPayment), bySum->storyOf(1));
        const QList<qint64> members = bySum->eventMembers(bySum->storyOf(1));
        QCOMPARE(members.size(), listing.size() + payments.size()); // the listing's part took them in
    }

    void anEventLeavesOutAPartThatNamesAnotherSubject()
    {
        // A listing and a payments firm's told with one phrase, at a part density of 0.5: the
        // two parts of the story each have names most of their reports carry, and none in
        // common, so the payments reports stay out of the listing's event. A report that names
        // both joins them.
        const qint64 bridge = 200;
        const auto place = [&](double share, bool bridging) {
            StoryClusterer::Options options;
            options.eventOwnNameShare = share;
            options.eventPartDensity = 0.5; // at 0.75 the payments part's edges alone leave it out
            auto clusterer = placeListingAndPayments(options);
            if (bridging)
                clusterer->add(headline(
                    bridge, QStringLiteral("Kestrel Pay files for IPO weeks after Lumora"), 400, 30));
            return clusterer;
        };
        const auto paymentsInEvent = [&](const StoryClusterer &clusterer) {
            const qint64 story = clusterer.storyOf(1);
            int in = 0;
            for (const qint64 id : clusterer.eventMembers(story))
                in += id >= firstPayment && id < firstPayment + payments.size() ? 1 : 0;
            return in;
        };

        const auto named = place(0.5, false);
        QCOMPARE(named->storyOf(firstPayment), named->storyOf(1)); // one story...
        QCOMPARE(named->storyOf(firstPayment + 2), named->storyOf(1));
        QCOMPARE(paymentsInEvent(*named), 0); // ...whose event is the listing's
        QCOMPARE(named->eventMembers(named->storyOf(1)).size(), listing.size());

        QCOMPARE(paymentsInEvent(*place(0, false)), payments.size()); // off: the phrase holds them
        const auto bridged = place(0.5, true);
        QCOMPARE(bridged->storyOf(bridge), bridged->storyOf(1));
        QCOMPARE(paymentsInEvent(*bridged), payments.size());
    }

    void anEventLeavesOutAPairThatNamesAnotherSubject_data()
    {
        QTest::addColumn<QStringList>("pair");
        QTest::addColumn<double>("share");
        QTest::addColumn<int>("inEvent");
        const QStringList named {
            QStringLiteral("Kestrel Pay files for IPO"), QStringLiteral("Kestrel Pay files to go public")};
        QTest::newRow("both name it") << named << 0.5 << 0;
        QTest::newRow("the rule off") << named << 0.0 << 2;
        // Half of a pair is one report: a name only one of them carries is no subject of the
        // pair's, nor is a sentence's first word, capitalised as every first word is.
        QTest::newRow("one names it") << QStringList {QStringLiteral("Kestrel Pay files to go public"),
            QStringLiteral("Payments firm files to go public")}
                                      << 0.5 << 2;
        QTest::newRow("a first word") << QStringList {QStringLiteral("Kestrel Pay files to go public"),
            QStringLiteral("Fintech files to go public")}
                                      << 0.5 << 2;
    }

    void anEventLeavesOutAPairThatNamesAnotherSubject()
    {
        // Two reports of a payments firm's listing, told with the listing's phrase, join its story:
        // a pair whose reports both carry names the listing's reports never do stays out of its
        // event, as a larger part does.
        QFETCH(QStringList, pair);
        QFETCH(double, share);
        QFETCH(int, inEvent);
        QCOMPARE(paymentsInListingEvent(pair, share), inEvent);
    }

    void anEventLeavesOutReportsANameSetsApart_data()
    {
        QTest::addColumn<QStringList>("hold");
        QTest::addColumn<double>("share");
        QTest::addColumn<int>("inEvent");
        const QStringList hold {
            QStringLiteral("Carrow central bank holds rates as currency dips"),
            QStringLiteral("Carrow keeps key rate unchanged at 3%"),
            QStringLiteral("Carrow's central bank governor: rates high enough for now"),
            QStringLiteral("Carrow policymakers vote to hold interest rates"),
        };
        QTest::newRow("named apart") << hold << 0.5 << 0;
        QTest::newRow("the rule off") << hold << 0.0 << 4;
        // A report that names the rise's bank with Carrow joins them: Carrow is then a name of the
        // rise's story too (a place of it, told alone by the others).
        QTest::newRow("one names both")
            << (QStringList(hold) << QStringLiteral("Bank of Velmora raises rates as Carrow holds")) << 0.5
            << 5;
        // Two reports are as often a big story's detail told under its own name.
        QTest::newRow("two") << hold.mid(0, 2) << 0.5 << 2;
    }

    void anEventLeavesOutReportsANameSetsApart()
    {
        // A central bank's rate rise, and reports of another country's central bank holding its
        // rates among them, told with the rise's words: one story, in which the hold's reports
        // carry a name (Carrow) that no report naming the rise's bank (Velmora) carries. They stay
        // out of its event.
        QFETCH(QStringList, hold);
        QFETCH(double, share);
        QFETCH(int, inEvent);
        const QStringList rise {
            QStringLiteral("Bank of Velmora raises interest rates to 4.5%"),
            QStringLiteral("Bank of Velmora hikes rates after inflation shock"),
            QStringLiteral("Mortgage holders face higher bills as Bank of Velmora raises rates"),
            QStringLiteral("Bank of Velmora lifts rate by a quarter point"),
            QStringLiteral("Explainer: why the Bank of Velmora raised rates again"),
            QStringLiteral("Bank of Velmora votes 6-3 to raise rates"),
            QStringLiteral("Velmora rate rise: what it means for savers"),
            QStringLiteral("Bank of Velmora signals more rate rises to come"),
            QStringLiteral("Velmora central bank raises rates for first time in a year"),
            QStringLiteral("Bank of Velmora governor defends rate rise"),
        };
        StoryClusterer::Options options;
        options.eventOwnNameShare = share;
        StoryClusterer clusterer(options);
        addBackground(clusterer, 1000, 40);
        for (int i = 0; i < rise.size(); ++i)
            clusterer.add(headline(1 + i, rise[i], 60 + i * 10, i));
        for (int i = 0; i < hold.size(); ++i)
            clusterer.add(headline(100 + i, hold[i], 75 + i * 20, 20 + i));
        const qint64 story = clusterer.storyOf(1);
        for (int i = 0; i < hold.size(); ++i)
            QCOMPARE(clusterer.storyOf(100 + i), story);
        int in = 0;
        for (const qint64 id : clusterer.eventMembers(story))
            in += id >= 100 ? 1 : 0;
        QCOMPARE(in, inEvent);
    }

    void aTitleCaseReportNamesWhatAnotherWritesAsAName()
    {
        // Two of the payments firm's three reports in title case, where a capital says nothing:
        // its name is a name there because one report writes it in sentence case, so the part
        // names its own subject in all three and stays out of the listing's event (without the
        // rule one report of three names it, under the half the rule asks, and the phrase holds
        // the part in).
        // The first in sentence case ("files" is not capitalised), the others in title case.
        QCOMPARE(paymentsInListingEvent({QStringLiteral("Kestrel Pay files for IPO"),
                     QStringLiteral("Kestrel IPO: Payments Firm Seeks $4bn Valuation"),
                     QStringLiteral("Kestrel Pay Files to Go Public")}),
            0);
    }

    void anEventKeepsAPartThatOneReportJoinsByName()
    {
        // A wildfire told by its town (Pine Hollow) and by its county (Calder County), each part
        // with names of its own; one report names the town and the county and joins them.
        const QStringList wildfire {
            QStringLiteral("Wildfire forces evacuation of Pine Hollow"),
            QStringLiteral("Pine Hollow blaze: firefighters make progress as winds ease"),
            QStringLiteral("Map: where the Calder County wildfire is burning"),
            QStringLiteral("Thousands flee as wildfire tears through Calder County"),
            QStringLiteral("Calder County blaze zero percent contained, officials say"),
            QStringLiteral("Pine Hollow fire: dozens of homes lost, no deaths reported"),
            QStringLiteral("Wind-driven fire jumps highway near Pine Hollow"),
            QStringLiteral("LIVE: Calder County wildfire - evacuations expand"),
            QStringLiteral("Calder County wildfire now threatens second town"),
            QStringLiteral("Evacuees from Pine Hollow fill shelters across Calder"),
            QStringLiteral("Calder wildfire forces closure of state highway"),
            QStringLiteral("Calder County fire grows to 12,000 acres overnight"),
            QStringLiteral("Calder County fire chief: 'the next 24 hours are critical'"),
            QStringLiteral("Firefighters battle Calder blaze in strong winds"),
            QStringLiteral("Fast-moving wildfire destroys homes near Pine Hollow"),
            QStringLiteral("Pine Hollow wildfire: what we know"),
            QStringLiteral("Pine Hollow residents ordered to leave as flames approach"),
            QStringLiteral("Governor declares emergency over Calder County wildfire"),
            QStringLiteral("Air tankers join fight against Calder wildfire"),
            QStringLiteral("Smoke from Calder fire triggers air quality alert"),
            QStringLiteral("Calder wildfire: smoke blankets region, schools close"),
            QStringLiteral("Photos: Pine Hollow wildfire lights up the night sky"),
            QStringLiteral("Calder wildfire 40% contained, evacuation orders lifted for some"),
            QStringLiteral("Pine Hollow residents return to find homes in ashes"),
        };
        StoryClusterer clusterer(StoryClusterer::Options {});
        addBackground(clusterer, 1000, 40);
        for (int i = 0; i < wildfire.size(); ++i)
            clusterer.add(headline(1 + i, wildfire[i], 60 + i * 6, i));
        const qint64 story = clusterer.storyOf(1);
        for (qint64 id = 2; id <= wildfire.size(); ++id)
            QCOMPARE(clusterer.storyOf(id), story);
        QCOMPARE(clusterer.eventMembers(story).size(), wildfire.size());
    }

    void twoMatchesOfOneEveningStayTwoStories()
    {
        // Two semi-finals on one evening, and a report of the second that names the first one's
        // winner (the final's opponent). Each story is tight around its own teams, so the link
        // through that report is weak beside either story's cohesion, though it passes the
        // absolute threshold alone.
        const QStringList first {
            QStringLiteral("Harbour City reach cup final after beating Millbrook"),
            QStringLiteral("Millbrook bow out to clinical Harbour City"),
            QStringLiteral("How Harbour City shut out Millbrook"),
            QStringLiteral("Harbour City too strong for Millbrook in semi-final"),
            QStringLiteral("Okafor double as Harbour City sink Millbrook"),
            QStringLiteral("Semi-final report: Harbour City 2, Millbrook 0"),
            QStringLiteral("Millbrook dream ends as Harbour City march on"),
        };
        const QStringList second {
            QStringLiteral("Ashford Rovers beat Dunmore on penalties"),
            QStringLiteral("Ashford Rovers edge Dunmore in penalty drama"),
            QStringLiteral("Dunmore heartbreak as Ashford win semi-final shoot-out"),
            QStringLiteral("Ashford Rovers to face Harbour City in final again"),
            QStringLiteral("Penalties send Ashford Rovers past brave Dunmore"),
            QStringLiteral("Ashford Rovers through to final after Dunmore shoot-out"),
            QStringLiteral("Varley the hero as Ashford Rovers set up final rematch"),
        };
        const auto place = [&](StoryClusterer::Options options) {
            StoryClusterer clusterer(options);
            addBackground(clusterer, 1000, 40);
            for (int i = 0; i < first.size(); ++i)
                clusterer.add(headline(i + 1, first[i], 60 + i * 4, i + 1));
            for (int i = 0; i < second.size(); ++i)
                clusterer.add(headline(101 + i, second[i], 100 + i * 4, i + 1));
            return std::tuple(clusterer.storyOf(1), clusterer.storyOf(101),
                clusterer.story(clusterer.storyOf(101))->members.size());
        };
        const auto [firstStory, secondStory, secondSize] = place({});
        QVERIFY(firstStory != secondStory);
        QVERIFY(secondSize >= second.size() - 1); // the report naming both teams may go either way

        StoryClusterer::Options absolute;
        absolute.minRelativeDensity = 0;
        absolute.keepRelativeDensity = 0;
        const auto [firstAlone, secondAlone, size] = place(absolute);
        Q_UNUSED(size);
        QCOMPARE(firstAlone, secondAlone); // the absolute threshold alone joined the matches
    }

    void aFloodOfCopiesIsOneStoryThatStillLetsAStragglerGo()
    {
        // Four hundred copies of one report (a feed of templated notices): one story, which still
        // looks over its members as it grows, so the mural it grew away from leaves it.
        StoryClusterer clusterer({});
        addBackground(clusterer, 1000, 40);
        const qint64 mural = 1;
        clusterer.add(headline(mural, QStringLiteral("Restorers uncover murals in Halvard port house"), 0));
        clusterer.add(headline(2, QStringLiteral("Halvard port fuel depot fire"), 60));
        for (qint64 id = 3; id < 403; ++id) {
            StoryArticle copy = headline(id, QStringLiteral("Port fuel depot fire"), 60 + int(id % 120));
            copy.simhash = 0x1234'5678'9abc'def0ULL ^ (1ULL << (id % 64));
            copy.duplicateOf = 2;
            clusterer.add(copy);
        }
        const qint64 story = clusterer.storyOf(2);
        QCOMPARE(clusterer.story(story)->members.size(), 401);
        QVERIFY(clusterer.storyOf(mural) != story);
        QVERIFY(clusterer.takeMoved().contains(mural));
    }

    void forgetsOldArticles()
    {
        StoryClusterer clusterer({});
        clusterer.add(headline(1, QStringLiteral("Marbury dam fails"), 0));
        clusterer.add(headline(2, QStringLiteral("Marbury dam collapses"), 10));
        clusterer.add(headline(3, QStringLiteral("Marbury dam breach floods valley"), 600));
        QCOMPARE(clusterer.removeBefore(start + 60 * minute), QList<qint64>({1, 2}));
        QCOMPARE(clusterer.size(), 1);
        QVERIFY(clusterer.article(1) == nullptr);
        QCOMPARE(clusterer.story(clusterer.storyOf(3))->members, QList<qint64>({3}));
        // Placing against what is left still works.
        clusterer.add(headline(4, QStringLiteral("Marbury dam breach: valley towns flooded"), 610));
        QCOMPARE(clusterer.storyOf(4), clusterer.storyOf(3));
    }

    void linksWeakenWithTimeApart()
    {
        // The same words, twice at once and once five hours later: the later report's links
        // weigh exp(-5 / decayHours), the simultaneous ones 1.
        const auto place = [](StoryClusterer &clusterer) {
            clusterer.add(headline(1, QStringLiteral("Marbury dam fails"), 0));
            clusterer.add(headline(2, QStringLiteral("Marbury dam fails"), 0));
            clusterer.add(headline(3, QStringLiteral("Marbury dam fails"), 300));
            QCOMPARE(clusterer.storyOf(3), clusterer.storyOf(1));
        };
        StoryClusterer decaying({});
        place(decaying);
        const double apart = std::exp(-5.0 / StoryClusterer::Options {}.decayHours);
        QVERIFY(apart < 0.5);
        QCOMPARE_LT(std::abs(decaying.similarityToStory(3) - apart), 1e-3);
        QCOMPARE_LT(std::abs(decaying.similarityToStory(1) - (1 + apart) / 2), 1e-3);

        StoryClusterer::Options flat;
        flat.decayHours = 0;
        StoryClusterer undecayed(flat);
        place(undecayed);
        QCOMPARE_LT(std::abs(undecayed.similarityToStory(3) - 1), 1e-3);
    }

    void restoredStoriesKeepTheirKeys()
    {
        StoryClusterer clusterer({});
        clusterer.restore(headline(1, QStringLiteral("Marbury dam fails"), 0), 41);
        clusterer.restore(headline(2, QStringLiteral("Marbury dam collapses"), 10), 41);
        QCOMPARE(clusterer.add(headline(3, QStringLiteral("Marbury dam breach"), 20)), qint64(41));
        QCOMPARE(clusterer.add(headline(4, QStringLiteral("Orchestra names conductor"), 30)), qint64(42));
    }

    // Where each merge's absorbed articles end up: through the merges after it only, also when a
    // key given back is absorbed again (a cycle of absorbed -> into).
    void finalStoriesFollowLaterMergesOnly()
    {
        using M = StoryClusterer::Merge;
        QCOMPARE(finalStories({}), QList<qint64> {});
        QCOMPARE(finalStories({M {1, 2}, M {2, 3}, M {4, 3}}), (QList<qint64> {3, 3, 3}));
        QCOMPARE(finalStories({M {1, 2}, M {2, 1}}), (QList<qint64> {1, 1}));
        // Key 1 comes back and goes elsewhere: its first articles stay where they went.
        QCOMPARE(finalStories({M {1, 2}, M {1, 3}}), (QList<qint64> {2, 3}));
        QCOMPARE(finalStories({M {1, 2}, M {3, 1}, M {1, 4}}), (QList<qint64> {2, 4, 4}));
    }
};

QTEST_GUILESS_MAIN(TestStoryClusterer)
#include "tst_storyclusterer.moc"
