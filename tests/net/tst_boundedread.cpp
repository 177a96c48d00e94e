#include "net/BoundedRead.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

// Local files are read a block at a time up to a cap: a big file, a device or a pipe never takes
// more memory than the cap, and says why it was refused.
class TestBoundedRead : public QObject
{
    Q_OBJECT

private slots:
    void smallFileIsReadWhole()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"feed.xml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray content = QByteArray(200'000, 'x'); // several blocks
        file.write(content);
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes;
        QCOMPARE(readBounded(file, 200'000, &bytes), QString());
        QCOMPARE(bytes, content);
    }

    void largerFileIsRefused()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"big.xml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(300'000, 'x'));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = "left over";
        const QString error = readBounded(file, 200'000, &bytes);
        QVERIFY2(error.contains(u"larger than the limit"_s), qPrintable(error));
        QVERIFY(bytes.isEmpty());
    }

    void endlessDeviceStopsAtTheCap()
    {
        if (!QFileInfo::exists(u"/dev/zero"_s))
            QSKIP("no /dev/zero here");
        QFile zero(u"/dev/zero"_s);
        QVERIFY(zero.open(QIODevice::ReadOnly));
        QByteArray bytes;
        const QString error = readBounded(zero, 1024 * 1024, &bytes);
        QVERIFY2(error.contains(u"/dev/zero is larger than the limit of 1 MB"_s), qPrintable(error));
        QVERIFY(bytes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBoundedRead)
#include "tst_boundedread.moc"
