#include "text/DocumentFrequencies.h"
#include "text/TextFeatures.h"

#include <QTest>

using namespace kindred;

class TestDocumentFrequencies : public QObject
{
    Q_OBJECT

private slots:
    void countsDistinctFeaturesPerDocument();
    void fallbackUntilLearned();
    void roundTrip();
    void rejectsDamagedBytes_data();
    void rejectsDamagedBytes();
    void prune();
    void keepAtMostDropsTheRarestFirst();
};

void TestDocumentFrequencies::countsDistinctFeaturesPerDocument()
{
    DocumentFrequencies table;
    const TextFeatures features = extractTextFeatures(QString(), QStringLiteral("storm storm storm warning"));
    table.addDocument(features);
    table.addDocument(features);
    QCOMPARE(table.documentCount(), quint64(2));
    QCOMPARE(table.featureCount(), 2);
    for (const TextFeature &feature : features.features)
        QCOMPARE(table.frequency(feature.hash), quint32(2));
    QCOMPARE(table.frequency(12345), quint32(0));
}

void TestDocumentFrequencies::fallbackUntilLearned()
{
    DocumentFrequencies table;
    const TextFeatures common = extractTextFeatures(QString(), QStringLiteral("council"));
    const quint64 council = common.features.first().hash;
    for (quint64 i = 1; i < DocumentFrequencies::minimumDocuments(); ++i)
        table.addDocument(common);
    QVERIFY(!table.isLearned());
    QCOMPARE(table.idfQuarters(council), 4);
    QCOMPARE(table.idfQuarters(42), 4);
    table.addDocument(common);
    QVERIFY(table.isLearned());
    QCOMPARE(table.idfQuarters(council), 4); // in every document: ln(1) + 1
    QVERIFY(table.idfQuarters(42) > 20); // never seen: ln(201) + 1 = 6.3
}

void TestDocumentFrequencies::roundTrip()
{
    DocumentFrequencies table;
    table.addDocument(extractTextFeatures(QStringLiteral("Storm"), QStringLiteral("warning for the coast")));
    table.addDocument(extractTextFeatures(QStringLiteral("Flood"), QStringLiteral("warning for the river")));
    const QByteArray bytes = table.toBytes();
    const std::optional<DocumentFrequencies> back = DocumentFrequencies::fromBytes(bytes);
    QVERIFY(back.has_value());
    QVERIFY(*back == table);
    QCOMPARE(back->toBytes(), bytes); // canonical: same table, same bytes
    QCOMPARE(bytes.size(), 20 + table.featureCount() * 12);
}

void TestDocumentFrequencies::rejectsDamagedBytes_data()
{
    DocumentFrequencies table;
    table.addDocument(extractTextFeatures(QStringLiteral("Storm"), QStringLiteral("warning coast")));
    const QByteArray good = table.toBytes();
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("bad magic") << QByteArray("XXXX").append(good.mid(4));
    QTest::newRow("truncated") << good.left(good.size() - 1);
    QTest::newRow("extra byte") << good + QByteArray(1, 'x');
    QByteArray huge = good;
    huge[12] = char(0xff);
    huge[19] = char(0x7f);
    QTest::newRow("count too large") << huge;
}

void TestDocumentFrequencies::rejectsDamagedBytes()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(!DocumentFrequencies::fromBytes(bytes).has_value());
}

void TestDocumentFrequencies::prune()
{
    DocumentFrequencies table;
    table.addDocument(extractTextFeatures(QString(), QStringLiteral("storm warning")));
    table.addDocument(extractTextFeatures(QString(), QStringLiteral("storm coast")));
    table.prune(2);
    QCOMPARE(table.featureCount(), 1);
    QCOMPARE(table.documentCount(), quint64(2));
}

void TestDocumentFrequencies::keepAtMostDropsTheRarestFirst()
{
    DocumentFrequencies table;
    // "storm" in every document, "coast" in every second, "wordN" once each.
    for (int i = 0; i < 40; ++i) {
        const QString coast = i % 2 ? QStringLiteral("coast") : QString();
        const QString word = QStringLiteral("word") + QChar(u'a' + i % 26) + QChar(u'a' + i / 26);
        table.addDocument(extractTextFeatures(QString(), QStringLiteral("storm %1 %2").arg(coast, word)));
    }
    const quint64 storm = extractTextFeatures(QString(), QStringLiteral("storm")).features.at(0).hash;
    const quint64 coast = extractTextFeatures(QString(), QStringLiteral("coast")).features.at(0).hash;
    QCOMPARE(table.featureCount(), 42);
    table.keepAtMost(100); // nothing to do
    QCOMPARE(table.featureCount(), 42);
    table.keepAtMost(10); // the 40 words seen once go
    QCOMPARE(table.featureCount(), 2);
    QCOMPARE(table.frequency(storm), 40u);
    QCOMPARE(table.frequency(coast), 20u);
    table.keepAtMost(1); // then "coast", seen in fewer documents than "storm"
    QCOMPARE(table.featureCount(), 1);
    QCOMPARE(table.frequency(storm), 40u);
    QCOMPARE(table.documentCount(), quint64(40));
}

QTEST_GUILESS_MAIN(TestDocumentFrequencies)
#include "tst_documentfrequencies.moc"
