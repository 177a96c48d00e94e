// An article as the detection rules read it (news/PreparedArticle.h): cleaned by one rule, the
// fingerprint's features made of the clean text.
#include "news/PlainText.h"
#include "news/PreparedArticle.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QString story = u"Dock workers at the port of Halvard ended a nine-day strike on Tuesday after union "
                      u"leaders accepted a pay offer of 6.5 percent over two years."_s;
const QString pageStory = story
    + u" Container ships that had queued outside the harbour began to berth in the afternoon, and the "
      u"authority expects the backlog of 40 vessels to clear by the weekend."_s;

FeedDecorations courier()
{
    FeedDecorations decorations;
    decorations.titlePrefix = u"Courier: "_s;
    decorations.titleSuffix = u" - The Courier"_s;
    decorations.boilerplate = {boilerplateTemplate(
        u"The post Port strike ends appeared first on The Courier."_s, u"Port strike ends"_s)};
    return decorations;
}

// The same features and digest: the same fingerprint under any weights.
bool same(const TextFeatures &a, const TextFeatures &b)
{
    return a.features == b.features && a.digestHigh == b.digestHigh && a.digestLow == b.digestLow
        && a.wordCount == b.wordCount;
}

} // namespace

class TestPreparedArticle : public QObject
{
    Q_OBJECT

private slots:
    void theFeedsDecorationsAreTakenOut()
    {
        const QString title = u"Courier: Port strike ends - The Courier"_s;
        const QString text
            = story + u"\nThe post Courier: Port strike ends - The Courier appeared first on The Courier."_s;
        const CleanArticle clean = cleanArticle(title, text, courier());
        QCOMPARE(clean.headline, u"Port strike ends"_s);
        QVERIFY2(!clean.text.contains(u"appeared first"_s), qPrintable(clean.text));
        QVERIFY(clean.text.startsWith(story));

        // Without decorations nothing is taken out but the headline's outer spaces.
        const CleanArticle plain = cleanArticle(u" "_s + title, text, {});
        QCOMPARE(plain.headline, title);
        QCOMPARE(plain.text, text);
    }

    void theFingerprintReadsTheCleanTextAndHeadline()
    {
        // The outlet's decorations and a wire marker make no feature: the copy under them has the
        // features of the original.
        const PreparedArticle original = prepareArticle(u"Port strike ends"_s, story, {}, {}, true);
        const PreparedArticle copy = prepareArticle(u"Courier: UPDATE 2-Port strike ends - The Courier"_s,
            story
                + u"\nThe post Courier: UPDATE 2-Port strike ends - The Courier appeared first on The Courier."_s,
            {}, courier(), true);
        QCOMPARE(copy.clean.headline, u"UPDATE 2-Port strike ends"_s);
        QCOMPARE(copy.clean.text.trimmed(), story);
        QVERIFY(!original.features.features.isEmpty());
        QVERIFY(same(copy.features, original.features));
        QVERIFY(same(original.features, extractTextFeatures(u"Port strike ends"_s, story)));
    }

    void theTextIsThePageTheFingerprintAsTheSettingSays()
    {
        const QString summary = u"Dockers back at work."_s;
        const PreparedArticle full = prepareArticle(u"Port strike ends"_s, summary, pageStory, {}, true);
        const PreparedArticle summaryOnly
            = prepareArticle(u"Port strike ends"_s, summary, pageStory, {}, false);
        // Stories read the page either way; the fingerprint reads the summary when told to.
        QCOMPARE(full.clean.text, pageStory);
        QCOMPARE(summaryOnly.clean.text, pageStory);
        QVERIFY(same(full.features, extractTextFeatures(u"Port strike ends"_s, pageStory)));
        QVERIFY(!same(full.features, summaryOnly.features));
        QVERIFY(same(summaryOnly.features, extractTextFeatures(u"Port strike ends"_s, summary)));
        // Without a page both read the summary.
        const PreparedArticle teaser = prepareArticle(u"Port strike ends"_s, summary, {}, {}, true);
        QCOMPARE(teaser.clean.text, summary);
        QVERIFY(same(teaser.features, summaryOnly.features));
    }
};

QTEST_GUILESS_MAIN(TestPreparedArticle)
#include "tst_preparedarticle.moc"
