#include "text/StopWords.h"
#include "text/TextFeatures.h"
#include "text/TextNormalizer.h"
#include "text/WordWeights.h"

#include <QTest>

using namespace kindred;

namespace {

QSet<quint64> featureSet(const TextFeatures &features)
{
    QSet<quint64> set;
    for (const TextFeature &feature : features.features)
        set.insert(feature.hash);
    return set;
}

} // namespace

class TestTextFeatures : public QObject
{
    Q_OBJECT

private slots:
    void normalize_data();
    void normalize();
    void titleMarkers_data();
    void titleMarkers();
    void stopWordLists();
    void language_data();
    void language();
    void stemmingMergesForms();
    void stopWordsAndNumbersCarryNoWeight();
    void headlineCountsLessUnderALongStory();
    void dressingCountsLittle();
    void aLongRunOfChineseEnds();
    void bigramsForChinese();
    void digest();
    void threadsAgree();
};

void TestTextFeatures::normalize_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ascii folds") << QStringLiteral("Hello WORLD") << QStringLiteral("hello world");
    QTest::newRow("latin-1 folds") << QStringLiteral("ÉCOLE Ärger") << QStringLiteral("école ärger");
    QTest::newRow("fullwidth to ascii") << QStringLiteral("ＡＢＣ１２３") << QStringLiteral("abc123");
    QTest::newRow("ligature") << QStringLiteral("ﬁnance") << QStringLiteral("finance");
    QTest::newRow("curly apostrophe") << QStringLiteral("don’t") << QStringLiteral("don't");
    QTest::newRow("soft hyphen and zero width dropped")
        << QStringLiteral("co\u00ADoperate\u200B") << QStringLiteral("cooperate");
    QTest::newRow("sharp s stays (simple folding)")
        << QStringLiteral("STRASSE Straße") << QStringLiteral("strasse straße");
    QTest::newRow("cyrillic") << QStringLiteral("МОСКВА") << QStringLiteral("москва");
    QTest::newRow("nbsp to space") << QStringLiteral("a\u00A0b") << QStringLiteral("a b");
}

void TestTextFeatures::normalize()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(normalizeText(input), expected);
}

void TestTextFeatures::titleMarkers_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("expected");
    QTest::newRow("update n") << QStringLiteral("UPDATE 2-Oil prices rise")
                              << QStringLiteral("Oil prices rise");
    QTest::newRow("two markers") << QStringLiteral("REFILE-UPDATE 1-Oil prices rise")
                                 << QStringLiteral("Oil prices rise");
    QTest::newRow("breaking colon") << QStringLiteral("BREAKING: Storm hits coast")
                                    << QStringLiteral("Storm hits coast");
    QTest::newRow("exclusive") << QStringLiteral("Exclusive - Bank plans merger")
                               << QStringLiteral("Bank plans merger");
    QTest::newRow("no marker") << QStringLiteral("Update on the storm")
                               << QStringLiteral("Update on the storm");
    QTest::newRow("marker word inside")
        << QStringLiteral("Markets: update 2 expected") << QStringLiteral("Markets: update 2 expected");
}

void TestTextFeatures::titleMarkers()
{
    QFETCH(QString, title);
    QFETCH(QString, expected);
    QCOMPARE(stripTitleMarkers(title), expected);
}

void TestTextFeatures::stopWordLists()
{
    for (Language language : {Language::En, Language::De, Language::Fr, Language::Es, Language::It,
             Language::Pt, Language::Nl, Language::Ru, Language::Zh})
        QVERIFY2(StopWords::size(language) > 90, qPrintable(languageCode(language)));
    QVERIFY(StopWords::languagesOf(u"the") & (1u << int(Language::En)));
    QVERIFY(StopWords::languagesOf(u"und") & (1u << int(Language::De)));
    QVERIFY(StopWords::languagesOf(u"и") & (1u << int(Language::Ru)));
    QVERIFY(StopWords::languagesOf(u"我们") & (1u << int(Language::Zh)));
    QCOMPARE(StopWords::languagesOf(u"council"), quint16(0));
}

void TestTextFeatures::language_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    QTest::newRow("en") << QStringLiteral(
        "The minister said that the plan would be ready before the end of the year.")
                        << u"en"_qs;
    QTest::newRow("de") << QStringLiteral(
        "Der Minister sagte, dass der Plan bis zum Ende des Jahres fertig sein werde.")
                        << u"de"_qs;
    QTest::newRow("fr") << QStringLiteral(
        "Le ministre a dit que le plan serait prêt avant la fin de l'année.")
                        << u"fr"_qs;
    QTest::newRow("es") << QStringLiteral(
        "El ministro dijo que el plan estaría listo antes del final del año.")
                        << u"es"_qs;
    QTest::newRow("it") << QStringLiteral(
        "Il ministro ha detto che il piano sarà pronto prima della fine dell'anno.")
                        << u"it"_qs;
    QTest::newRow("pt") << QStringLiteral(
        "O ministro disse que o plano estaria pronto antes do fim do ano, não depois.")
                        << u"pt"_qs;
    QTest::newRow("nl") << QStringLiteral(
        "De minister zei dat het plan voor het einde van het jaar klaar zou zijn.")
                        << u"nl"_qs;
    QTest::newRow("ru") << QStringLiteral(
        "Министр сказал, что план будет готов до конца года, и это не шутка.")
                        << u"ru"_qs;
    QTest::newRow("zh") << QStringLiteral("部长表示，这项计划将在年底之前完成。") << u"zh"_qs;
    QTest::newRow("ja") << QStringLiteral("大臣は、計画は年末までに完成すると述べた。") << u"ja"_qs;
    QTest::newRow("th") << QStringLiteral("รัฐมนตรีกล่าวว่าแผนจะเสร็จก่อนสิ้นปี") << u"th"_qs;
    QTest::newRow("too little to tell") << QStringLiteral("Xylophone quartet") << QString();
}

void TestTextFeatures::language()
{
    QFETCH(QString, text);
    QFETCH(QString, code);
    QCOMPARE(languageCode(extractTextFeatures(QString(), text).language), code);
}

void TestTextFeatures::stemmingMergesForms()
{
    // Snowball stems: inflected forms are one feature in the language detected.
    const auto single = [](const QString &text) {
        const TextFeatures features = extractTextFeatures(QString(), text);
        return features.features.size() == 1 ? features.features.first().hash : 0;
    };
    const QString en = QStringLiteral(" and the of to in it is was");
    QCOMPARE(single(QStringLiteral("running") + en), single(QStringLiteral("runs") + en));
    QVERIFY(single(QStringLiteral("running") + en) != 0);
    const QString de = QStringLiteral(" und der die das ist nicht");
    QCOMPARE(single(QStringLiteral("Häuser") + de), single(QStringLiteral("Haus") + de));
    const QString ru = QStringLiteral(" и в не что он на");
    QCOMPARE(single(QStringLiteral("станции") + ru), single(QStringLiteral("станция") + ru));
}

void TestTextFeatures::stopWordsAndNumbersCarryNoWeight()
{
    const TextFeatures a
        = extractTextFeatures(QString(), QStringLiteral("The council approved 12 parks in 2024 for $5m."));
    const TextFeatures b
        = extractTextFeatures(QString(), QStringLiteral("A council approved 15 parks in 2025, for $7m!"));
    QCOMPARE(featureSet(a), featureSet(b));
    QCOMPARE(a.features.size(), 3); // council, approv, park
    QVERIFY(a.digestHigh != b.digestHigh || a.digestLow != b.digestLow);
}

void TestTextFeatures::headlineCountsLessUnderALongStory()
{
    const auto countOf = [](const QString &word, const QString &title, const QString &body) {
        const TextFeatures features = extractTextFeatures(title, body);
        const quint64 hash = extractTextFeatures(QString(), word).features.first().hash;
        for (const TextFeature &feature : features.features) {
            if (feature.hash == hash)
                return feature.count;
        }
        return 0u;
    };
    const auto words = [](int n) {
        QString body;
        for (int i = 0; i < n; ++i)
            body += QStringLiteral(" word%1%2").arg(QChar(u'a' + i % 26)).arg(QChar(u'a' + i / 26 % 26));
        return body;
    };
    constexpr quint32 unit = WordWeights::kUnit;
    // Under a headline-only item or a short description the headline counts as a body word...
    QCOMPARE(
        countOf(QStringLiteral("storm"), QStringLiteral("Storm"), QStringLiteral("storm warning")), 2 * unit);
    // ...under a description of 80 words as five...
    QCOMPARE(countOf(QStringLiteral("storm"), QStringLiteral("Storm"), QStringLiteral("storm") + words(79)),
        unit + 5 * unit);
    // ...and under a story of 200 words hardly at all: the same story under another headline is a copy.
    const quint32 underStory
        = countOf(QStringLiteral("storm"), QStringLiteral("Storm"), QStringLiteral("storm") + words(199));
    QVERIFY2(underStory >= unit && underStory < unit + unit / 4, qPrintable(QString::number(underStory)));
    // A word far down a long story counts less than one at its head, and not at all past the end
    // of the lead's fall.
    const QString longStory = QStringLiteral("storm") + words(400) + QStringLiteral(" flood");
    QCOMPARE(countOf(QStringLiteral("storm"), QString(), longStory), unit);
    QCOMPARE(countOf(QStringLiteral("flood"), QString(), longStory), 0u);
    QCOMPARE(countOf(QStringLiteral("flood"), QString(), QStringLiteral("flood") + words(400)), unit);
}

void TestTextFeatures::dressingCountsLittle()
{
    // A byline above the story and a share line under it are not the story's prose.
    const QString story = QStringLiteral(
        "The river rose above its banks overnight and flooded the lower town, officials said.\n"
        "Residents were moved to the school on the hill while crews built a wall of sandbags.");
    const QString dressed
        = QStringLiteral("By Anna Keller\n") + story + QStringLiteral("\nShare this article");
    const TextFeatures plain = extractTextFeatures(QString(), story);
    const TextFeatures withDressing = extractTextFeatures(QString(), dressed);
    // Every word of the story counts as before; the four of the dressing hardly.
    QHash<quint64, quint32> storyCounts;
    for (const TextFeature &feature : plain.features)
        storyCounts.insert(feature.hash, feature.count);
    QCOMPARE(withDressing.features.size(), plain.features.size() + 4);
    for (const TextFeature &feature : withDressing.features)
        QCOMPARE(feature.count, storyCounts.value(feature.hash, WordWeights::kDressing));
}

void TestTextFeatures::aLongRunOfChineseEnds()
{
    // 3,000 characters without punctuation are one token of 2,999 bigrams: all of them counted, and
    // the call returns (the feature table was sized by tokens and filled up, and looked for a free
    // slot forever).
    QString run;
    for (int i = 0; i < 3000; ++i)
        run += QChar(char16_t(0x4E00 + (i * 7919) % 20000));
    const TextFeatures features = extractTextFeatures(QStringLiteral("\u6807\u9898"), run);
    QVERIFY(features.features.size() > 2500);
}

void TestTextFeatures::bigramsForChinese()
{
    // Five characters, four bigrams; a shared bigram is a shared feature.
    const TextFeatures a = extractTextFeatures(QString(), QStringLiteral("新高铁线路"));
    QCOMPARE(a.features.size(), 4);
    const TextFeatures b = extractTextFeatures(QString(), QStringLiteral("高铁"));
    QCOMPARE(b.features.size(), 1);
    QVERIFY(featureSet(a).contains(b.features.first().hash));
    // A single character alone is a unigram feature.
    QCOMPARE(extractTextFeatures(QString(), QStringLiteral("铁")).features.size(), 1);
}

void TestTextFeatures::digest()
{
    const TextFeatures a = extractTextFeatures(QStringLiteral("Title"), QStringLiteral("Some  text, here."));
    const TextFeatures b = extractTextFeatures(QStringLiteral("TITLE"), QStringLiteral("some text here"));
    const TextFeatures moved = extractTextFeatures(QStringLiteral("Title Some"), QStringLiteral("text here"));
    QCOMPARE(a.digestHigh, b.digestHigh);
    QCOMPARE(a.digestLow, b.digestLow);
    QVERIFY(a.digestLow != moved.digestLow);
    QCOMPARE(a.wordCount, 4);
}

void TestTextFeatures::threadsAgree()
{
    // Per-thread caches must not change results.
    const QString text
        = QStringLiteral("The council approved the riverside park after a long debate about housing.");
    const TextFeatures here = extractTextFeatures(QStringLiteral("Park"), text);
    TextFeatures there;
    std::thread thread([&] { there = extractTextFeatures(QStringLiteral("Park"), text); });
    thread.join();
    QCOMPARE(there.features, here.features);
    QCOMPARE(there.digestLow, here.digestLow);
}

QTEST_GUILESS_MAIN(TestTextFeatures)
#include "tst_textfeatures.moc"
