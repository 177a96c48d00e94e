// libFuzzer targets (issue 18): each feeds arbitrary bytes to one parser of untrusted input and
// lets AddressSanitizer and UndefinedBehaviorSanitizer judge. One source, one target per
// KINDRED_FUZZ_TARGET value (see tests/fuzz/CMakeLists.txt); run them with tests/fuzz/run.sh.
#include "extract/HtmlTokenizer.h"
#include "extract/PlateauExtractor.h"
#include "feed/DateParser.h"
#include "feed/FeedParser.h"
#include "feed/JsonFeedParser.h"
#include "feed/Opml.h"
#include "fingerprint/Fingerprinter.h"
#include "remote/LineSplitter.h"
#include "remote/RemoteProtocol.h"

#include <QByteArray>
#include <QString>
#include <QUrl>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QUrl base(QStringLiteral("https://fuzz.example/feed"));
#if KINDRED_FUZZ_TARGET == 1
    kindred::parseFeed(bytes, base);
#elif KINDRED_FUZZ_TARGET == 2
    kindred::parseOpml(bytes);
#elif KINDRED_FUZZ_TARGET == 3
    const QString text = QString::fromUtf8(bytes);
    kindred::DateParser::parse(text);
#elif KINDRED_FUZZ_TARGET == 4
    const QString html = QString::fromUtf8(bytes);
    kindred::HtmlTokenizer tokenizer(html);
    kindred::HtmlToken token;
    while (tokenizer.next(token)) { }
#elif KINDRED_FUZZ_TARGET == 5
    kindred::extractArticle(bytes, base);
#elif KINDRED_FUZZ_TARGET == 6
    kindred::parseJsonFeed(bytes, base);
#elif KINDRED_FUZZ_TARGET == 7
    // The remote-control protocol: bytes from a local client, cut into lines as the server cuts
    // them (a small limit, so the fuzzer reaches the oversized path), each read as every kind of line.
    using namespace kindred::remote;
    LineSplitter splitter(4096);
    for (const LineSplitter::Line &line : splitter.feed(bytes)) {
        if (line.oversized)
            continue;
        const Parsed<Request> request = parseRequest(line.bytes);
        if (request.value && !parseRequest(formatRequest(*request.value)).value)
            __builtin_trap(); // what it formats, it must read back
        parseHello(line.bytes);
        const Parsed<Answer> answer = parseAnswer(line.bytes);
        if (answer.value) {
            statusFromJson(answer.value->fields);
            formatOk(eventsToJson(eventsFromJson(answer.value->fields)));
        }
    }
    parseRequest(bytes); // the whole input as one line, past the size cap too
#elif KINDRED_FUZZ_TARGET == 8
    // The fingerprint of a title (the first line) and a text: layout of the prose, weights, features,
    // digest. It must end (a long run of a space-less script once filled the feature table).
    const QString text = QString::fromUtf8(bytes);
    const qsizetype newline = text.indexOf(u'\n');
    kindred::Fingerprinter().fingerprint(text.left(newline), newline < 0 ? QString() : text.mid(newline + 1));
#else
#error "KINDRED_FUZZ_TARGET must name a target"
#endif
    return 0;
}
