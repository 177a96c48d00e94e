#include "fingerprint/Fingerprinter.h"
#include "fingerprint/SimHash.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <random>

using namespace kindred;

class TestFingerprinter : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void deterministic();
    void learnedFrequenciesChangeWeights();
    void weightsFollowTheTableAtEveryFrequency();
    void emptyText();
    void simhashMatchesNaiveVotes();
    void nearCopiesAreClose();
    void unrelatedAreFar();
    void exactDigest();
};

namespace {

const QString kTitle = QStringLiteral("Council approves new riverside park after long debate");
const QString kText = QStringLiteral(
    "The city council voted on Tuesday to approve a new riverside park, ending a debate that lasted "
    "almost two years. The park will stretch along the eastern bank of the river and include walking "
    "paths, a playground, a small amphitheatre and restored wetlands that planners say will reduce "
    "flooding in nearby streets. Opponents had argued that the land should be used for housing, "
    "while supporters collected thousands of signatures asking for more green space in the crowded "
    "district. The mayor said construction would begin next spring and finish within eighteen months, "
    "with most of the money coming from a regional environmental fund and private donors.");

} // namespace

namespace {

QString goldenDir()
{
    return QStringLiteral(KINDRED_TEST_DATA_DIR "/fingerprint");
}

QString hex(quint64 value)
{
    return QStringLiteral("%1").arg(value, 16, 16, QLatin1Char('0'));
}

/// One golden line: simhash, exact digest, detected language, file. A changed line is a changed
/// algorithm: bump Fingerprinter::version() and regenerate with KINDRED_UPDATE_GOLDEN=1.
QString goldenLine(const QString &file)
{
    QFile f(goldenDir() + u'/' + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString all = QString::fromUtf8(f.readAll());
    const qsizetype newline = all.indexOf(u'\n');
    const QString title = newline < 0 ? all : all.left(newline);
    const QString text = newline < 0 ? QString() : all.mid(newline + 1);
    const TextFeatures features = extractTextFeatures(title, text);
    const Fingerprint fp = Fingerprinter {}.fingerprint(features);
    return QStringLiteral("%1\t%2%3\t%4\t%5")
        .arg(hex(fp.simhash), hex(fp.digestHigh), hex(fp.digestLow),
            languageCode(features.language).isEmpty() ? QStringLiteral("-") : languageCode(features.language),
            file);
}

} // namespace

void TestFingerprinter::golden_data()
{
    QTest::addColumn<QString>("expected");
    QFile expected(goldenDir() + QStringLiteral("/golden.tsv"));
    if (qEnvironmentVariableIsSet("KINDRED_UPDATE_GOLDEN")) {
        QStringList lines;
        const QStringList files
            = QDir(goldenDir()).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        for (const QString &file : files)
            lines.append(goldenLine(file));
        QVERIFY(expected.open(QIODevice::WriteOnly | QIODevice::Truncate));
        expected.write((lines.join(u'\n') + u'\n').toUtf8());
        expected.close();
    }
    QVERIFY(expected.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(expected.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 10);
    for (const QString &line : lines)
        QTest::newRow(qPrintable(line.section(u'\t', -1))) << line;
}

void TestFingerprinter::golden()
{
    QFETCH(QString, expected);
    QCOMPARE(goldenLine(expected.section(u'\t', -1)), expected);
}

void TestFingerprinter::learnedFrequenciesChangeWeights()
{
    // A table that has seen enough articles weighs a rare word above a common one; before that
    // every feature's IDF is 1 and the fingerprint equals the default one.
    const TextFeatures features = extractTextFeatures(kTitle, kText);
    DocumentFrequencies few;
    few.addDocument(features);
    QCOMPARE(
        Fingerprinter {few}.fingerprint(features).simhash, Fingerprinter {}.fingerprint(features).simhash);

    DocumentFrequencies many;
    const TextFeatures common
        = extractTextFeatures(QStringLiteral("council"), QStringLiteral("council city river"));
    for (quint64 i = 0; i < DocumentFrequencies::minimumDocuments(); ++i)
        many.addDocument(common);
    QVERIFY(many.isLearned());
    const Fingerprinter learned {many};
    const TextFeatures council = extractTextFeatures(QString(), QStringLiteral("council"));
    const TextFeatures amphitheatre = extractTextFeatures(QString(), QStringLiteral("amphitheatre"));
    QCOMPARE(council.features.size(), 1);
    QCOMPARE(amphitheatre.features.size(), 1);
    QVERIFY(learned.weight(amphitheatre.features.first()) > learned.weight(council.features.first()));
    QCOMPARE(Fingerprinter {}.weight(amphitheatre.features.first()),
        Fingerprinter {}.weight(council.features.first()));
}

void TestFingerprinter::weightsFollowTheTableAtEveryFrequency()
{
    // The fingerprinter works the IDF of common frequencies out once; a feature of any frequency,
    // in that range or past it, weighs as the table's own IDF says.
    constexpr quint64 documents = 6000;
    const QList<quint32> frequencies = {0, 1, 2, 17, 200, 4095, 4096, 4097, 5999, 6000};
    DocumentFrequencies table;
    for (quint64 d = 0; d < documents; ++d) {
        TextFeatures features;
        for (qsizetype i = 0; i < frequencies.size(); ++i) {
            if (d < frequencies[i])
                features.features.append({quint64(1000 + i), 1});
        }
        table.addDocument(features);
    }
    const Fingerprinter learned {table};
    constexpr qint64 unit = 16; // WordWeights::kUnit
    for (qsizetype i = 0; i < frequencies.size(); ++i) {
        const quint64 hash = 1000 + i;
        QCOMPARE(table.frequency(hash), frequencies[i]);
        for (const quint32 count : {quint32(unit), quint32(3 * unit)}) {
            const qint64 expected
                = (qint64(count) * count * table.idfQuarters(hash) + unit * unit / 8) / (unit * unit / 4);
            QCOMPARE(learned.weight({hash, count}), expected);
        }
    }
    QVERIFY(learned.weight({1000, unit}) > learned.weight({1000 + 9, unit})); // unseen over everywhere
}

void TestFingerprinter::emptyText()
{
    const Fingerprint empty = Fingerprinter {}.fingerprint(QString(), QString());
    QCOMPARE(empty.simhash, quint64(0));
    QCOMPARE(empty.version, Fingerprinter::version());
    // Punctuation and numbers only: no features either, but a digest of their words.
    const Fingerprint numbers
        = Fingerprinter {}.fingerprint(QStringLiteral("2024"), QStringLiteral("1,200 -- 3.5%"));
    QCOMPARE(numbers.simhash, quint64(0));
    QVERIFY(!numbers.sameDigest(empty));
}

void TestFingerprinter::simhashMatchesNaiveVotes()
{
    // The 32-bit lanes and their flushes must give exactly the 64-bit sums, small weights or huge
    // (past 16 bits add() takes its exact 64-bit path).
    std::mt19937_64 random(3);
    for (int round = 0; round < 200; ++round) {
        SimHash simhash;
        std::array<qint64, 64> votes {};
        const int features = int(random() % 3000);
        const qint64 scale = round % 4 == 0 ? (qint64(1) << 40) : round % 4 == 1 ? 1000000 : 300;
        for (int f = 0; f < features; ++f) {
            const quint64 hash = random();
            const qint64 weight = 1 + qint64(random() % quint64(scale));
            simhash.add(hash, weight);
            for (int i = 0; i < 64; ++i)
                votes[size_t(i)] += weight * SimHash::coefficient(hash, i);
        }
        quint64 expected = 0;
        for (int i = 0; i < 64; ++i)
            expected |= quint64(votes[size_t(i)] > 0) << i;
        QCOMPARE(simhash.value(), expected);
    }
}

void TestFingerprinter::deterministic()
{
    const Fingerprint a = Fingerprinter {}.fingerprint(kTitle, kText);
    const Fingerprint b = Fingerprinter {}.fingerprint(kTitle, kText);
    QCOMPARE(a.simhash, b.simhash);
    QVERIFY(a.sameDigest(b));
    QCOMPARE(a.version, Fingerprinter::version());
    QVERIFY(a.simhash != 0);
}

void TestFingerprinter::nearCopiesAreClose()
{
    const Fingerprint original = Fingerprinter {}.fingerprint(kTitle, kText);
    QString copy = kText;
    copy.replace(QStringLiteral("thousands of"), QStringLiteral("many"));
    const Fingerprint near = Fingerprinter {}.fingerprint(QStringLiteral("UPDATE 1-") + kTitle, copy);
    QVERIFY2(hammingDistance(original.simhash, near.simhash) <= 3,
        qPrintable(QString::number(hammingDistance(original.simhash, near.simhash))));
    QVERIFY(!original.sameDigest(near));
    // A boilerplate tail is a bigger change for a text this short: still a similar story.
    copy += QStringLiteral(" Reporting by Ann Smith; editing by Tom Jones.");
    const Fingerprint tail = Fingerprinter {}.fingerprint(kTitle, copy);
    QVERIFY2(hammingDistance(original.simhash, tail.simhash) <= 7,
        qPrintable(QString::number(hammingDistance(original.simhash, tail.simhash))));
}

void TestFingerprinter::unrelatedAreFar()
{
    const Fingerprint a = Fingerprinter {}.fingerprint(kTitle, kText);
    const Fingerprint b = Fingerprinter {}.fingerprint(
        QStringLiteral("Local team wins championship in overtime thriller"),
        QStringLiteral(
            "The home side scored twice in the final minutes of extra time to lift the trophy for the first "
            "time in three decades, sending thousands of fans into the streets to celebrate until dawn. "
            "The coach praised the goalkeeper, who saved a penalty earlier in the match."));
    QVERIFY2(hammingDistance(a.simhash, b.simhash) > 7,
        qPrintable(QString::number(hammingDistance(a.simhash, b.simhash))));
}

void TestFingerprinter::exactDigest()
{
    // Case and spacing do not change the exact digest; a word does.
    const Fingerprint a = Fingerprinter {}.fingerprint(kTitle, kText);
    QString spaced = kText;
    spaced.replace(QStringLiteral(". "), QStringLiteral(".\n\n  "));
    const Fingerprint b = Fingerprinter {}.fingerprint(kTitle.toUpper(), spaced);
    QVERIFY(a.sameDigest(b));
    QCOMPARE(a.simhash, b.simhash);
    QString changed = kText;
    changed.replace(QStringLiteral("Tuesday"), QStringLiteral("Monday"));
    QVERIFY(!a.sameDigest(Fingerprinter {}.fingerprint(kTitle, changed)));
}

QTEST_GUILESS_MAIN(TestFingerprinter)
#include "tst_fingerprinter.moc"
