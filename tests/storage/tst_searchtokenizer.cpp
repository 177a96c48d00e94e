#include "storage/Database.h"
#include "storage/SearchTokenizer.h"

#include <QRandomGenerator>
#include <QSqlDriver>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

/// One word as a tokenizer hands it over: its flags, its folded bytes and where it stands.
struct Word
{
    int flags = 0;
    QByteArray token;
    int start = 0;
    int end = 0;

    bool operator==(const Word &) const = default;
};

struct Collected
{
    QList<Word> words;
    int limit = -1; // answer SQLITE_DONE at this many words
};

int collect(void *context, int flags, const char *token, int size, int start, int end)
{
    auto *collected = static_cast<Collected *>(context);
    collected->words.append(Word {flags, QByteArray(token, size), start, end});
    return collected->words.size() == collected->limit ? SQLITE_DONE : SQLITE_OK;
}

// Pieces of text without markup or character references ('<' and '&' are not among them): ASCII
// words of both cases, digits, ASCII separators of every kind, letters with diacritics (composed
// and combining), scripts without spaces, a no-break space and a dash (separators beyond ASCII),
// an emoji, bytes that are no UTF-8 and words longer than any buffer.
const QList<QByteArray> &pieces()
{
    static const QList<QByteArray> all {"Harbour", "cranes", "GONDOLA", "mIxEd", "x", "42", "2026", "a1b2",
        " ", "  ", "\t", "\n", "\r\n", ",", ". ", "-", "_", "'", "\"", "(", ")", "/", ":", ";", "!", "?", "#",
        "$", "%", "*", "+", "=", "@", "[", "]", "^", "`", "{", "|", "}", "~", "\x01", "\x7f", "Caf\xc3\xa9",
        "\xc3\x89LAN",
        "stra\xc3\x9f"
        "e",
        "Zu\xcc\x88rich", "\xc3\x96l", "\xe4\xb8\xad\xe6\x96\x87", "\xed\x95\x9c\xea\xb5\xad\xec\x96\xb4",
        "\xd0\x9c\xd0\xbe\xd1\x81\xd0\xba\xd0\xb2\xd0\xb0", "\xc2\xa0", "\xe2\x80\x94", "\xf0\x9f\x98\x80",
        "\xff", "\x80", "\xc3", "\xe2\x80", QByteArray(63, 'k'), QByteArray(64, 'Q'), QByteArray(65, 'w'),
        QByteArray(300, 'z'), QByteArray(70, 'a') + "\xc3\xa9"};
    return all;
}

} // namespace

// Kindred's tokenizer reads the words of a text without markup as SQLite's unicode61 does (the
// index finds what unicode61 would, and highlight() marks the same bytes), with the index's
// arguments or without, and stops where its caller has enough.
class TestSearchTokenizer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QSqlDatabase m_db;
    fts5_api *m_api = nullptr;

    QList<Word> wordsOf(const char *name, const QList<QByteArray> &arguments, const QByteArray &text,
        int flags = FTS5_TOKENIZE_DOCUMENT, int limit = -1)
    {
        void *context = nullptr;
        fts5_tokenizer methods {};
        if (m_api->xFindTokenizer(m_api, name, &context, &methods) != SQLITE_OK)
            return {};
        QList<const char *> argv;
        for (const QByteArray &argument : arguments)
            argv.append(argument.constData());
        Fts5Tokenizer *tokenizer = nullptr;
        if (methods.xCreate(context, argv.data(), int(argv.size()), &tokenizer) != SQLITE_OK)
            return {};
        Collected collected;
        collected.limit = limit;
        const int rc
            = methods.xTokenize(tokenizer, &collected, flags, text.constData(), int(text.size()), collect);
        methods.xDelete(tokenizer);
        if (rc != SQLITE_OK)
            collected.words.append(Word {-1, "error " + QByteArray::number(rc), 0, 0});
        return collected.words;
    }

    static QByteArray generatedText(QRandomGenerator &random)
    {
        QByteArray text;
        const int count = random.bounded(1, 40);
        for (int i = 0; i < count; ++i)
            text += pieces().at(random.bounded(int(pieces().size())));
        return text;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        m_db = Database::open(m_dir.filePath(u"words.db"_s), u"words"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        sqlite3 *connection = *static_cast<sqlite3 *const *>(m_db.driver()->handle().constData());
        m_api = fts5ApiOf(connection);
        QVERIFY(m_api);
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(u"words"_s);
    }

    void readsTheWordsUnicode61Reads_data()
    {
        QTest::addColumn<QList<QByteArray>>("arguments");
        QTest::addColumn<int>("flags");
        QTest::newRow("defaults") << QList<QByteArray> {} << int(FTS5_TOKENIZE_DOCUMENT);
        QTest::newRow("defaults, a query") << QList<QByteArray> {} << int(FTS5_TOKENIZE_QUERY);
        QTest::newRow("diacritics kept")
            << QList<QByteArray> {"remove_diacritics", "0"} << int(FTS5_TOKENIZE_DOCUMENT);
        QTest::newRow("underscore a token character")
            << QList<QByteArray> {"tokenchars", "_"} << int(FTS5_TOKENIZE_DOCUMENT);
        QTest::newRow("k a separator")
            << QList<QByteArray> {"separators", "k"} << int(FTS5_TOKENIZE_DOCUMENT);
    }

    void readsTheWordsUnicode61Reads()
    {
        QFETCH(QList<QByteArray>, arguments);
        QFETCH(int, flags);
        QRandomGenerator random(61);
        int words = 0;
        for (int i = 0; i < 3000; ++i) {
            const QByteArray text = generatedText(random);
            const QList<Word> expected = wordsOf("unicode61", arguments, text, flags);
            QCOMPARE(wordsOf(kSearchTokenizer, arguments, text, flags), expected);
            words += int(expected.size());
        }
        QVERIFY(words > 10'000);
    }

    void stopsWhenTheCallerHasEnough()
    {
        QRandomGenerator random(62);
        for (int i = 0; i < 500; ++i) {
            const QByteArray text = generatedText(random);
            const int limit = random.bounded(1, 8);
            const QList<Word> expected = wordsOf("unicode61", {}, text, FTS5_TOKENIZE_DOCUMENT, limit);
            QVERIFY(expected.size() <= limit);
            QCOMPARE(wordsOf(kSearchTokenizer, {}, text, FTS5_TOKENIZE_DOCUMENT, limit), expected);
        }
    }

    void wordsAcrossMarkupKeepTheirOffsets()
    {
        const QByteArray text = "<p>Harbour <b>CRANES</b>&amp;Caf\xc3\xa9 na\xc3\xafve</p>";
        const QList<Word> expected {
            {0, "harbour", 3, 10}, {0, "cranes", 14, 20}, {0, "cafe", 29, 34}, {0, "naive", 35, 41}};
        QCOMPARE(wordsOf(kSearchTokenizer, {}, text), expected);
    }
};

QTEST_GUILESS_MAIN(TestSearchTokenizer)
#include "tst_searchtokenizer.moc"
