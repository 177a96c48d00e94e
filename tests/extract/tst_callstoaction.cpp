// The lines a site puts after its stories to ask something of the reader (CallsToAction.h): which
// lines are calls, in several languages, and which sentences of a story only look like one; and the
// text of a page, where they close the story's box. (Where such a line stands among the story's
// paragraphs, in a box of its own: tst_articleparts' splitArticle.) Pages are made with
// ArticlePages.h, as in tst_articleedges.

#include "ArticlePages.h"
#include "extract/CallsToAction.h"
#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

class TestCallsToAction : public QObject
{
    Q_OBJECT

private slots:
    void callsToActionAfterTheStory_data();
    void callsToActionAfterTheStory();
    void callToActionWords_data();
    void callToActionWords();
    void paywallOfferAfterTheStory_data();
    void paywallOfferAfterTheStory();
    void paywallOfferInABoxOfItsOwn();
    void shortStoryAPaywallCuts_data();
    void shortStoryAPaywallCuts();
    void meteredNoticeOverTheWholeStory();
    void meteredNoticeInAMarkedShortStory();
    void meteredNoticeBeforeAShortRest();
    void paywallNoticeWords_data();
    void paywallNoticeWords();
    void signUpBoxNamedByItsComponent();
};

void TestCallsToAction::callsToActionAfterTheStory_data()
{
    QTest::addColumn<QStringList>("calls"); // lines after the last paragraph, in the story's box
    QTest::newRow("paywall") << QStringList {u"To view the full story, please subscribe to The Courier."_s,
        u"If you’re seeing this message but you’re already a subscriber, you can log in for "
        u"immediate access to this story."_s};
    QTest::newRow("edition and apps") << QStringList {u"Subscribe now to our e-edition for the full story."_s,
        u"For the latest stories and breaking news updates download the Courier apps for iOS and Android."_s};
    QTest::newRow("newsletter") << QStringList {u"Sign up for our free morning newsletter."_s};
    QTest::newRow("spanish") << QStringList {u"Síguenos en Telegram, Instagram, Facebook y Twitter"_s};
    QTest::newRow("german") << QStringList {u"Folgen Sie uns auf Facebook und Instagram!"_s};
}

void TestCallsToAction::callsToActionAfterTheStory()
{
    // What the site asks of its reader after the story (subscribe, get the app, follow us) closes
    // the text in the story's own box; a paragraph of the story about subscribers stays.
    QFETCH(QStringList, calls);
    const QString inside = u"<p>The ferry company said it had lost a fifth of its season-ticket subscribers "
                           u"since the bridge closed.</p>\n"_s;
    QString after;
    for (const QString &call : std::as_const(calls))
        after += u"<p>"_s + call + u"</p>\n"_s;
    const QString text
        = kindred::extractArticle(page(paragraphs(0, 3) + inside + paragraphs(3, 5) + after)).text();
    for (const QString &call : std::as_const(calls))
        QVERIFY2(!text.contains(call.left(20)), qPrintable(text));
    QVERIFY2(text.contains(u"season-ticket subscribers"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

void TestCallsToAction::callToActionWords_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("call");
    QTest::newRow("french") << u"Suivez-nous sur Facebook et abonnez-vous à notre lettre"_s << true;
    QTest::newRow("polish") << u"Obserwuj nas w mediach społecznościowych."_s << true;
    QTest::newRow("enjoyed") << u"If you enjoyed reading this post, share it with a friend."_s << true;
    QTest::newRow("story's subscribers")
        << u"The streaming service lost 200,000 subscribers in the quarter."_s << false;
    QTest::newRow("story's app") << u"The app was downloaded a million times in its first week."_s << false;
    QTest::newRow("story's log in") << u"Customers could not log in for most of the day."_s << false;
    QTest::newRow("story's subscribe") << u"Fewer households subscribe to the service each year."_s << false;
    QTest::newRow("story's download")
        << u"Officials urged residents to download the county's flood app."_s << false;
    QTest::newRow("story's member") << u"She will become a member of the board in May."_s << false;
    QTest::newRow("story's reading") << u"The pupils continue reading aloud every morning."_s << false;
    QTest::newRow("inside a word") << u"Sie unterschrieb, ohne zu zögern: Folgenschwer."_s << false;
    // A paragraph longer than a call is the story's, whatever it mentions.
    QString longParagraph = u"The mayor asked residents to follow us on the new route"_s;
    for (int i = 0; i < kindred::kCallToActionWords; ++i)
        longParagraph += u" and the next street"_s;
    QTest::newRow("long") << longParagraph << false;
}

void TestCallsToAction::callToActionWords()
{
    QFETCH(QString, line);
    QFETCH(bool, call);
    QCOMPARE(kindred::isCallToAction(line), call);
}

namespace {

// A paywall's notice and its offer, which makes its case in lines of any wording (no call-to-action
// phrase in most of them).
const QString kOffer = u"<p>To view the full story, please subscribe to The Courier.</p>\n"
                       u"<p>When you join The Courier family, you get unlimited digital access to "
                       u"journalism about the river towns that you will not find anywhere else. We have "
                       u"been at this for forty years and pride ourselves on representing our readers and "
                       u"their neighbourhoods.</p>\n<p>Join now or renew to get:</p>\n<ul><li>Instant "
                       u"access to special reports</li><li>Local news from every parish</li><li>Members' "
                       u"events and perks</li></ul>\n<p>First-time members also receive a welcome gift "
                       u"made by local artisans.</p>\n"_s;

bool leavesTheOfferOut(const QString &text)
{
    for (const QString &line : {u"To view the full story"_s, u"unlimited digital access"_s,
             u"Join now or renew"_s, u"special reports"_s, u"welcome gift"_s}) {
        if (text.contains(line))
            return false;
    }
    return true;
}

} // namespace

// A paywall's notice that the story goes on for subscribers ends the story: the offer after it is
// dropped, in whatever words it makes its case.
void TestCallsToAction::paywallOfferAfterTheStory_data()

{
    QTest::addColumn<QString>("closing"); // what closes the page's text after the offer
    QTest::newRow("the offer last") << QString();
    // The edge's clutter goes first, so that a long notice of the site's after the offer does not
    // hide the offer's end.
    QString rights = u"<p>Copyright 2024 The Courier. All rights reserved."_s;
    for (int i = 0; i < 12; ++i)
        rights += u" This material may not be published, broadcast or redistributed."_s;
    QTest::newRow("a long rights notice after the offer") << rights + u"</p>\n"_s;
}

void TestCallsToAction::paywallOfferAfterTheStory()
{
    QFETCH(QString, closing);
    const QString text = kindred::extractArticle(page(paragraphs(0, 3) + kOffer + closing)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(leavesTheOfferOut(text), qPrintable(text));
}

// The story's paragraphs each a box's text, the paywall's offer in a box of its own after them: its
// notice, short and of another shape than the paragraphs, is no furniture between the story and the
// offer's long paragraph (which is prose), but where the story is cut.
void TestCallsToAction::paywallOfferInABoxOfItsOwn()
{
    QString story;
    for (int i = 0; i < 4; ++i)
        story += u"<div class=\"zn-body__paragraph\">"_s + kParagraphs.at(2 * i) + u" "_s
            + kParagraphs.at(2 * i + 1) + u"</div>\n"_s;
    // A notice of a few words, fewer than furniture may hold, after a story long enough that the
    // offer's paragraphs are not of its shape.
    QString offer = kOffer;
    offer.replace(u"To view the full story, please subscribe to The Courier."_s,
        u"To read the full article, subscribe."_s);
    const QString text
        = kindred::extractArticle(page(story + u"<div class=\"k7\">"_s + offer + u"</div>\n"_s)).text();
    QVERIFY2(!text.contains(u"full article"_s), qPrintable(text));
    for (int i = 0; i < 8; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(leavesTheOfferOut(text), qPrintable(text));
}

// A story cut after its first paragraph, in the body the page marks, and the offer in a box of its
// own after it: the offer is the page's densest text, but the story is the paragraph.
void TestCallsToAction::shortStoryAPaywallCuts_data()
{
    QTest::addColumn<int>("links"); // the paragraph's links
    QTest::addColumn<QString>("between"); // what stands between the paragraph and the offer
    // The marked body held the offer too.
    QTest::newRow("the offer after the paragraph") << 2 << QString();
    // The plateau took the offer alone, its notice opening the text.
    QTest::newRow("a paragraph citing in many links") << 5 << QString();
    // Without its embedded post (removed as chrome) the strict pass keeps a paragraph of 30 words,
    // and the lenient pass, which keeps the post, found twice as many.
    QTest::newRow("an embedded post between them")
        << 2
        << u"<div class=\"fb-post\"><blockquote><p>The ferry operator said the late sailings would return "
           u"in May, once the new crew had finished its training, and that the fares for foot passengers "
           u"would stay as they were for another season at least.</p>Posted by <a href=\"/x\">Harbour "
           u"Watch</a> on Thursday, 2 May 2019</blockquote></div>\n"_s;
}

void TestCallsToAction::shortStoryAPaywallCuts()
{
    QFETCH(int, links);
    QFETCH(QString, between);
    const QString body = u"<div class=\"content__article-body\">\n"_s + paragraph(0, links) + between
        + u"<div class=\"box\">"_s + kOffer + u"</div>\n</div>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 1)), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', -6)), qPrintable(text));
    QVERIFY2(leavesTheOfferOut(text), qPrintable(text));
    QVERIFY2(!text.contains(u"late sailings"_s), qPrintable(text));
}

// A notice that a script shows over the whole story, which the page holds after it: the story
// stays, and only the notice goes.
void TestCallsToAction::meteredNoticeOverTheWholeStory()
{
    const QString text = kindred::extractArticle(
        page(paragraphs(0, 2) + u"<p>Subscribe to continue reading.</p>\n"_s + paragraphs(2, 8)))
                             .text();
    for (int i = 0; i < 8; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"continue reading"_s), qPrintable(text));
}

// A metered notice a few paragraphs before the story's end: what follows is as short as an offer,
// but it names what the story above it names (not only the site the notice names), so the story
// goes on; the notice itself goes.
void TestCallsToAction::meteredNoticeBeforeAShortRest()
{
    const QString rest = u"<p>The Courier understands that the final payment to the contractor will be "
                         u"approved on Monday, once the inspectors have signed off the deck.</p>\n"
                         u"<p>A ceremony is planned for the spring.</p>\n"_s;
    const QString text = kindred::extractArticle(
        page(paragraphs(0, 3) + u"<p>Subscribe to The Courier to continue reading.</p>\n"_s + rest))
                             .text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"final payment to the contractor"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"continue reading"_s), qPrintable(text));
}

// The same notice in a short story that the page marks, whose paragraphs cite in so many links that
// only the marked body finds them: the notice stands among the story's paragraphs, in their box,
// not at the head of an offer's box, and the story after it stays.
void TestCallsToAction::meteredNoticeInAMarkedShortStory()
{
    const QString body = u"<div class=\"content__article-body\">\n"_s + paragraph(0, 5)
        + u"<p>Subscribe to continue reading.</p>\n"_s + paragraphs(1, 3, 5) + u"</div>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', -4)), qPrintable(text));
}

void TestCallsToAction::paywallNoticeWords_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("notice");
    QTest::newRow("english") << u"To read the full article, choose a plan below."_s << true;
    QTest::newRow("german") << u"Um den ganzen Artikel zu lesen, schließen Sie ein Abo ab."_s << true;
    QTest::newRow("german, one word") << u"Um den Artikel weiterzulesen, melden Sie sich an."_s << true;
    QTest::newRow("french") << u"Pour lire la suite, abonnez-vous."_s << true;
    QTest::newRow("spanish") << u"Para seguir leyendo, suscríbete."_s << true;
    // Calls to action that say nothing of the story going on, and a story's own sentence.
    QTest::newRow("newsletter") << u"Sign up for our free morning newsletter."_s << false;
    QTest::newRow("follow") << u"Folgen Sie uns auf Facebook und Instagram!"_s << false;
    QTest::newRow("story's reading") << u"The pupils continue reading aloud every morning."_s << false;
}

void TestCallsToAction::paywallNoticeWords()
{
    QFETCH(QString, line);
    QFETCH(bool, notice);
    QCOMPARE(kindred::isPaywallNotice(line), notice);
    if (notice) // a notice asks something of the reader too
        QVERIFY(kindred::isCallToAction(line));
}

void TestCallsToAction::signUpBoxNamedByItsComponent()
{
    // A newsletter's sign-up box between the story's paragraphs, as long as a paragraph (its pitch
    // and the privacy notice under it, more words than a widget's) and named only by the component
    // the page says it is (data-component, as the Guardian names its boxes): the name says enough.
    const QString box
        = u"<figure class=\"f1\"><div data-component=\"newsletter-signup\" class=\"d7\"><p>Sign up to First "_s
          u"Edition</p><p>Be the first to know when news breaks. Sign up for alerts and get the most "_s
          u"important stories sent to you as they happen.</p><p><strong>Privacy Notice:</strong> Newsletters "_s
          u"may contain info about charities, online ads, and content funded by outside parties. For more "_s
          u"information see our Privacy Policy.</p><button>Sign up</button></div></figure>\n"_s;
    const QString text = kindred::extractArticle(page(paragraphs(0, 3) + box + paragraphs(3, 6))).text();
    QVERIFY2(text.contains(kParagraphs.at(5).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Be the first to know"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Privacy Notice"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestCallsToAction)
#include "tst_callstoaction.moc"
