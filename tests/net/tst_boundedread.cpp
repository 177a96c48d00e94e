#include "net/BoundedRead.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <thread>

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

    void emptyFileIsReadEmpty()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"empty.xml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = "left over";
        QCOMPARE(readBounded(file, 200'000, &bytes), QString());
        QVERIFY(bytes.isEmpty());
    }

    // A file that says it is empty and is not (the kernel's own files do) is read as far as it goes.
    void fileLongerThanItsSizeIsReadWhole()
    {
        QFile status(u"/proc/self/status"_s);
        if (!status.open(QIODevice::ReadOnly) || status.size() != 0)
            QSKIP("no /proc/self/status of size 0 here");
        QByteArray bytes;
        QCOMPARE(readBounded(status, 200'000, &bytes), QString());
        QVERIFY2(bytes.startsWith("Name:") && bytes.contains("\nPid:"), bytes.left(80).constData());
    }

    // A pipe has no size: it is read a block at a time, to its end or to the cap.
    void pipeIsReadWhole()
    {
        QTemporaryDir dir;
        const QByteArray path = dir.filePath(u"feed.fifo"_s).toLocal8Bit();
        QCOMPARE(mkfifo(path.constData(), 0600), 0);
        QByteArray content;
        for (int i = 0; i < 30'000; ++i)
            content += QByteArray::number(i) + ' '; // 168,890 bytes: several blocks
        std::thread writer([&] {
            QFile out(QString::fromLocal8Bit(path));
            if (out.open(QIODevice::WriteOnly))
                out.write(content);
        });
        QFile in(QString::fromLocal8Bit(path));
        const bool opened = in.open(QIODevice::ReadOnly);
        QByteArray bytes;
        const QString error = opened ? readBounded(in, 200'000, &bytes) : in.errorString();
        writer.join();
        QCOMPARE(error, QString());
        QCOMPARE(bytes.size(), content.size());
        QCOMPARE(bytes, content);
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
