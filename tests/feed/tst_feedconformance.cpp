#include "ExpectEvaluator.h"
#include "feed/DateParser.h"
#include "feed/FeedDecoder.h"
#include "feed/FeedParser.h"
#include "feed/FeedText.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <map>

using namespace kindred;
using namespace Qt::StringLiterals;

// Conformance against others' expectations (../shared/corpora, skipped when absent):
// feedparser's `Expect:` lines translated by ExpectEvaluator, and gofeed's translator cases
// compared field by field. Each prints its pass rate and fails only when the rate drops below
// the target, so a regression cannot go unnoticed. KINDRED_CONFORMANCE_VERBOSE=1 lists failures.
class TestFeedConformance final : public QObject
{
    Q_OBJECT

private slots:
    void feedparserCases();
    void gofeedTranslatorCases();
    void everyCorpusFileParses();
};

namespace {

constexpr double target = 0.95;

QString feedsDir()
{
    return QStringLiteral(KINDRED_CORPORA_DIR "/feeds");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool verbose()
{
    return qEnvironmentVariableIsSet("KINDRED_CONFORMANCE_VERBOSE");
}

struct Exclusion
{
    QString prefix;
    QString reason;
};

QList<Exclusion> exclusions()
{
    QList<Exclusion> list;
    const QString text = QString::fromUtf8(
        readAll(QStringLiteral(KINDRED_TEST_DATA_DIR "/feed/conformance-not-applicable.txt")));
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(u'#') || !line.contains(u'\t'))
            continue;
        list.append({line.section(u'\t', 0, 0), line.section(u'\t', 1)});
    }
    return list;
}

QString reasonBucket(const QString &reason)
{
    static const QRegularExpression unmodelled(
        u"^(field not in Kindred's model|name not in Kindred's model): (\\w+)"_s);
    const QRegularExpressionMatch m = unmodelled.match(reason);
    return m.hasMatch() ? m.captured(1) + u": "_s + m.captured(2) : reason.left(60);
}

} // namespace

void TestFeedConformance::feedparserCases()
{
    const QString root = feedsDir() + u"/feedparser"_s;
    if (!QFileInfo(root).isDir())
        QSKIP("../shared/corpora is absent");
    const QList<Exclusion> excluded = exclusions();
    QVERIFY(!excluded.isEmpty());

    int pass = 0, fail = 0, notApplicable = 0, excludedCount = 0;
    std::map<QString, int> naReasons;
    QStringList failures;
    static const QRegularExpression expectLine(
        u"Expect:\\s*(.*?)\\s*(?:-->.*)?$"_s, QRegularExpression::MultilineOption);
    static const QRegularExpression headerLine(
        u"^Header:\\s*([\\w-]+):\\s*(.*?)\\s*$"_s, QRegularExpression::MultilineOption);
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &path : std::as_const(files)) {
        const QString relative = path.mid(root.size() + 1);
        if (!relative.contains(u'/') || relative == u"dates.json"_s)
            continue;
        bool skip = false;
        for (const Exclusion &e : excluded)
            skip = skip || relative.startsWith(e.prefix);
        if (skip) {
            ++excludedCount;
            continue;
        }
        const QByteArray bytes = readAll(path);
        // The Expect line is ASCII with Python escapes; only UTF-16/32 files need decoding to read it.
        const DecodedText decoded = decodeFeedBytes(bytes);
        const QString text
            = decoded.encoding.startsWith(u"utf-16"_s) || decoded.encoding.startsWith(u"utf-32"_s)
            ? decoded.text
            : QString::fromUtf8(bytes);
        const QRegularExpressionMatch expect = expectLine.match(text);
        if (!expect.hasMatch()) {
            ++notApplicable;
            ++naReasons[u"no Expect line"_s];
            continue;
        }
        QByteArray contentType;
        QUrl base(u"http://127.0.0.1:8097/tests/"_s + relative);
        auto headers = headerLine.globalMatch(text);
        while (headers.hasNext()) {
            const QRegularExpressionMatch h = headers.next();
            if (h.captured(1).compare(u"Content-type"_s, Qt::CaseInsensitive) == 0)
                contentType = h.captured(2).toLatin1();
            else if (h.captured(1).compare(u"Content-Location"_s, Qt::CaseInsensitive) == 0)
                base = base.resolved(QUrl(h.captured(2)));
        }
        const FeedParseResult result = parseFeed(bytes, base, contentType);
        test::ExpectEvaluator evaluator(result);
        QString reason;
        switch (evaluator.evaluate(expect.captured(1), &reason)) {
        case test::ExpectEvaluator::Outcome::Pass:
            ++pass;
            break;
        case test::ExpectEvaluator::Outcome::Fail:
            ++fail;
            failures << relative + u": "_s + expect.captured(1) + u"  ["_s + reason + u"]"_s;
            break;
        case test::ExpectEvaluator::Outcome::NotApplicable:
            ++notApplicable;
            ++naReasons[reasonBucket(reason)];
            break;
        }
    }
    const int applicable = pass + fail;
    QVERIFY(applicable > 500);
    const double rate = double(pass) / applicable;
    qInfo().noquote()
        << u"feedparser: %1 of %2 applicable cases pass (%3%); %4 not applicable by field, %5 excluded by folder"_s
               .arg(pass)
               .arg(applicable)
               .arg(rate * 100, 0, 'f', 1)
               .arg(notApplicable)
               .arg(excludedCount);
    if (verbose()) {
        for (const auto &[bucket, count] : naReasons)
            qInfo().noquote() << u"  not applicable %1x: %2"_s.arg(count).arg(bucket);
        for (const QString &failure : std::as_const(failures))
            qInfo().noquote() << u"  FAIL "_s + failure;
    }
    QVERIFY2(rate >= target, qPrintable(u"feedparser pass rate %1 below %2"_s.arg(rate).arg(target)));
}

namespace {

QString isoOrEmpty(const QDateTime &date)
{
    return date.isValid() ? date.toUTC().toString(Qt::ISODate) : QString();
}

// Compares the fields of gofeed's universal model that Kindred models; returns the mismatches.
// `checked` counts the compared fields (a case that compares none does not apply).
QStringList compareGofeed(const QJsonObject &expected, const FeedParseResult &result, int *checked)
{
    QStringList problems;
    auto check = [&](const QString &field, const QString &want, const QString &got) {
        ++*checked;
        if (want != got)
            problems << u"%1: want '%2' got '%3'"_s.arg(field, want, got);
    };
    const Feed &feed = result.feed;
    if (expected.contains(u"title"_s))
        check(u"title"_s, FeedText::htmlToPlainText(expected.value(u"title"_s).toString()), feed.title);
    if (expected.contains(u"description"_s))
        check(u"description"_s, expected.value(u"description"_s).toString(), feed.description);
    if (expected.contains(u"link"_s))
        check(u"link"_s, expected.value(u"link"_s).toString(), feed.link);
    if (expected.contains(u"language"_s))
        check(u"language"_s, expected.value(u"language"_s).toString(), feed.language);
    const QJsonArray items = expected.value(u"items"_s).toArray();
    if (items.size() != feed.items.size()) {
        ++*checked;
        problems << u"items: want %1 got %2"_s.arg(items.size()).arg(feed.items.size());
        return problems;
    }
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject e = items[i].toObject();
        const FeedItem &item = feed.items[i];
        const QString p = u"items[%1]."_s.arg(i);
        if (e.contains(u"title"_s))
            check(p + u"title"_s, FeedText::htmlToPlainText(e.value(u"title"_s).toString()), item.title);
        if (e.contains(u"description"_s))
            check(p + u"description"_s, e.value(u"description"_s).toString(), item.summary);
        if (e.contains(u"content"_s))
            check(p + u"content"_s, e.value(u"content"_s).toString(), item.content);
        if (e.contains(u"link"_s))
            check(p + u"link"_s, e.value(u"link"_s).toString(), item.link);
        if (e.contains(u"guid"_s))
            check(p + u"guid"_s, e.value(u"guid"_s).toString(), item.guid);
        // gofeed writes its parsed dates with fractions; Kindred keeps whole seconds.
        if (e.contains(u"publishedParsed"_s))
            check(p + u"published"_s, isoOrEmpty(DateParser::parse(e.value(u"publishedParsed"_s).toString())),
                isoOrEmpty(item.published));
        if (e.contains(u"updatedParsed"_s))
            check(p + u"updated"_s, isoOrEmpty(DateParser::parse(e.value(u"updatedParsed"_s).toString())),
                isoOrEmpty(item.updated));
        if (e.contains(u"categories"_s)) {
            QStringList want;
            for (const QJsonValue &c : e.value(u"categories"_s).toArray())
                want << c.toString();
            check(p + u"categories"_s, want.join(u'|'), item.categories.join(u'|'));
        }
        if (e.contains(u"author"_s)) {
            // Kindred keeps one author string ("name (email)" when both are given).
            const QJsonObject author = e.value(u"author"_s).toObject();
            const QString name = author.value(u"name"_s).toString();
            const QString email = author.value(u"email"_s).toString();
            ++*checked;
            if ((!name.isEmpty() && !item.author.contains(name))
                || (name.isEmpty() && !item.author.contains(email)))
                problems << u"%1author: want %2 <%3> got '%4'"_s.arg(p, name, email, item.author);
        }
    }
    return problems;
}

} // namespace

void TestFeedConformance::gofeedTranslatorCases()
{
    const QString root = feedsDir() + u"/gofeed/translator"_s;
    if (!QFileInfo(root).isDir())
        QSKIP("../shared/corpora is absent");
    int pass = 0, fail = 0, notApplicable = 0;
    QStringList failures;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    QStringList inputs;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(u".xml"_s) || (path.contains(u"/json/"_s) && !path.endsWith(u"_expected.json"_s)))
            inputs << path;
    }
    inputs.sort();
    for (const QString &input : std::as_const(inputs)) {
        const QString expectedPath = input.endsWith(u".xml"_s) ? input.chopped(4) + u".json"_s
                                                               : input.chopped(5) + u"_expected.json"_s;
        const QJsonObject expected = QJsonDocument::fromJson(readAll(expectedPath)).object();
        if (expected.isEmpty()) {
            ++notApplicable;
            continue;
        }
        const FeedParseResult result = parseFeed(readAll(input));
        int checked = 0;
        const QStringList problems = compareGofeed(expected, result, &checked);
        if (checked == 0) {
            ++notApplicable;
        } else if (problems.isEmpty()) {
            ++pass;
        } else {
            ++fail;
            failures << QFileInfo(input).fileName() + u": "_s + problems.join(u"; "_s);
        }
    }
    const int applicable = pass + fail;
    QVERIFY(applicable > 50);
    const double rate = double(pass) / applicable;
    qInfo().noquote()
        << u"gofeed translator: %1 of %2 applicable cases pass (%3%); %4 compare no field Kindred models"_s
               .arg(pass)
               .arg(applicable)
               .arg(rate * 100, 0, 'f', 1)
               .arg(notApplicable);
    if (verbose()) {
        for (const QString &failure : std::as_const(failures))
            qInfo().noquote() << u"  FAIL "_s + failure;
    }
    QVERIFY2(rate >= target, qPrintable(u"gofeed pass rate %1 below %2"_s.arg(rate).arg(target)));
}

void TestFeedConformance::everyCorpusFileParses()
{
    if (!QFileInfo(feedsDir()).isDir())
        QSKIP("../shared/corpora is absent");
    int files = 0;
    qint64 items = 0;
    QDirIterator it(feedsDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QByteArray bytes = readAll(path);
        const FeedParseResult result = parseFeed(bytes, QUrl::fromLocalFile(path));
        // Whatever the input, the result is consistent: a recognised feed or an error.
        QVERIFY2(result.feed.format != FeedFormat::Unknown || !result.ok(), qPrintable(path));
        items += result.feed.items.size();
        ++files;
    }
    qInfo().noquote() << u"parsed %1 corpus files, %2 items"_s.arg(files).arg(items);
    QVERIFY(files > 1000);
}

QTEST_GUILESS_MAIN(TestFeedConformance)
#include "tst_feedconformance.moc"
