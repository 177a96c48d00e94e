#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    bool unfinished = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == "message"_L1) {
            messages.append(std::exchange(current, Message {}));
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == "name"_L1) {
            context = xml.readElementText();
        } else if (name == "message"_L1) {
            current.context = context;
        } else if (name == "source"_L1) {
            current.source = xml.readElementText();
        } else if (name == "translation"_L1) {
            current.unfinished = xml.attributes().value("type"_L1) == "unfinished"_L1;
            // Either text or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                const QXmlStreamReader::TokenType inner = xml.readNext();
                if (inner == QXmlStreamReader::Characters)
                    text += xml.text();
                else if (inner == QXmlStreamReader::StartElement && xml.name() == "numerusform"_L1)
                    current.translations.append(xml.readElementText());
                else if (inner == QXmlStreamReader::EndElement && xml.name() == "translation"_L1)
                    break;
            }
            if (current.translations.isEmpty())
                current.translations.append(text);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(u"%(n|\\d+)"_s);
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

/// Guards the shipped translations: every message translated, with the source's placeholders
/// (a dropped "%1" would show a raw marker in the UI) and the same mnemonic count.
class TestTranslations final : public QObject
{
    Q_OBJECT

private slots:
    void messages_data();
    void messages();
};

void TestTranslations::messages_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("translations");
    QTest::addColumn<bool>("unfinished");

    const QDir dir(QStringLiteral(KINDRED_SOURCE_DIR "/translations"));
    const QStringList files = dir.entryList({u"kindred_*.ts"_s}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 2, "the German and Chinese translations are missing");
    for (const QString &file : files) {
        QString error;
        const QList<Message> messages = readTs(dir.filePath(file), &error);
        QVERIFY2(error.isEmpty(), qPrintable(file + u": "_s + error));
        QVERIFY2(messages.size() >= 20, qPrintable(file + u" holds too few messages"_s));
        for (const Message &m : messages) {
            QTest::addRow("%s %s: %s", qPrintable(file), qPrintable(m.context), qPrintable(m.source.left(40)))
                << m.source << m.translations << m.unfinished;
        }
    }
}

void TestTranslations::messages()
{
    QFETCH(QString, source);
    QFETCH(QStringList, translations);
    QFETCH(bool, unfinished);

    QVERIFY(!unfinished);
    for (const QString &translation : std::as_const(translations)) {
        QVERIFY(!translation.trimmed().isEmpty());
        QCOMPARE(placeholders(translation), placeholders(source));
        // A menu entry keeps its keyboard mnemonic ("&Datei", "文件(&F)").
        QCOMPARE(translation.count(u'&') > 0, source.count(u'&') > 0);
    }
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
