// The weights a fingerprint is made with depend only on the documents learned before it: one
// long stream and the same stream cut anywhere (saved and loaded between the parts, as a new run
// or a rerun after a kill loads the store) weigh every document alike.
#include "text/LearnedWeights.h"
#include "text/TextFeatures.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kindred;

namespace {

/// A stream of documents over a vocabulary of Zipf-like word frequencies.
QList<TextFeatures> stream(int documents, quint32 seed)
{
    QRandomGenerator random(seed);
    QList<TextFeatures> out;
    for (int d = 0; d < documents; ++d) {
        QStringList words;
        for (int w = 0; w < 12; ++w) {
            const int rank = int(1.0 / (random.generateDouble() * 0.999 + 0.001)); // 1..1000
            words.append(QStringLiteral("w%1").arg(rank));
        }
        out.append(extractTextFeatures(QString(), words.join(u' ')));
    }
    return out;
}

/// The store's round trip: what a later run loads.
LearnedWeights reloaded(const LearnedWeights &learned, bool withWeights)
{
    return LearnedWeights(*DocumentFrequencies::fromBytes(learned.counts().toBytes()),
        withWeights ? DocumentFrequencies::fromBytes(learned.weights().toBytes()) : std::nullopt);
}

} // namespace

class TestLearnedWeights : public QObject
{
    Q_OBJECT

private slots:
    void weightsChangeOncePerPeriod()
    {
        const QList<TextFeatures> docs = stream(int(LearnedWeights::period()) * 2 + 10, 1);
        LearnedWeights learned;
        QCOMPARE(learned.step(), quint64(0));
        for (qsizetype i = 0; i < docs.size(); ++i) {
            const DocumentFrequencies before = learned.weights();
            learned.addDocument(docs[i]);
            const bool stepEnds = quint64(i + 1) % LearnedWeights::period() == 0;
            QCOMPARE(learned.weights() == before, !stepEnds);
            QCOMPARE(learned.step(), quint64(i + 1) / LearnedWeights::period());
        }
        QCOMPARE(learned.weights().documentCount(), 2 * LearnedWeights::period());
        QCOMPARE(learned.counts().documentCount(), quint64(docs.size()));
        QVERIFY(learned.weights().isLearned());
    }

    void aStreamCutAnywhereIsWeighedAlike()
    {
        const QList<TextFeatures> docs = stream(1500, 2);
        QList<DocumentFrequencies> whole;
        LearnedWeights one;
        for (const TextFeatures &doc : docs) {
            whole.append(one.weights());
            one.addDocument(doc);
        }
        QRandomGenerator random(3);
        for (int trial = 0; trial < 20; ++trial) {
            LearnedWeights cut;
            for (qsizetype i = 0; i < docs.size(); ++i) {
                if (random.bounded(60) == 0)
                    cut = reloaded(cut, true);
                QVERIFY2(cut.weights() == whole[i], qPrintable(QStringLiteral("document %1").arg(i)));
                cut.addDocument(docs[i]);
            }
            QCOMPARE(cut, one);
        }
    }

    void aStoreWithoutWeightsWeighsByItsCounts()
    {
        // A store of an older Kindred kept only the counts: they weigh until the step ends.
        const QList<TextFeatures> docs = stream(int(LearnedWeights::period()) + 200, 4);
        LearnedWeights learned;
        for (qsizetype i = 0; i < 100; ++i)
            learned.addDocument(docs[i]);
        const LearnedWeights old = reloaded(learned, false);
        QCOMPARE(old.weights(), learned.counts());
        QCOMPARE(old.counts(), learned.counts());
        // Weights of another step than the counts' are not trusted either.
        LearnedWeights later = learned;
        for (qsizetype i = 100; i < docs.size(); ++i)
            later.addDocument(docs[i]);
        QCOMPARE(later.step(), quint64(1));
        const LearnedWeights mixed(later.counts(), learned.weights());
        QCOMPARE(mixed.weights(), later.counts());
    }

    void theCountsArePrunedWhereTheStepEnds()
    {
        QVERIFY(LearnedWeights::maxFeatures() >= 100'000);
        // Every document a new word: the table grows by one a document until a step's end,
        // where words seen once are pruned only if the table is over the limit (it is not here).
        LearnedWeights learned;
        for (quint64 i = 0; i < LearnedWeights::period(); ++i)
            learned.addDocument(extractTextFeatures(QString(), QStringLiteral("only%1").arg(i)));
        QCOMPARE(learned.weights().featureCount(), qsizetype(LearnedWeights::period()));
    }
};

QTEST_GUILESS_MAIN(TestLearnedWeights)
#include "tst_learnedweights.moc"
