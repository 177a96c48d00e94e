#include "fingerprint/Fingerprinter.h"

#include <QTest>

using namespace kindred;

class TestFingerprinter : public QObject
{
    Q_OBJECT

private slots:
    void deterministic();
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
