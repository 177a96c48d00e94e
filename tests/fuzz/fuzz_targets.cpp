// libFuzzer targets (issue 18): each feeds arbitrary bytes to one parser of untrusted input and
// lets AddressSanitizer and UndefinedBehaviorSanitizer judge. One source, one target per
// KINDRED_FUZZ_TARGET value (see tests/fuzz/CMakeLists.txt); run them with tests/fuzz/run.sh.
#include "extract/HtmlTokenizer.h"
#include "extract/PlateauExtractor.h"
#include "feed/DateParser.h"
#include "feed/FeedParser.h"
#include "feed/JsonFeedParser.h"
#include "feed/Opml.h"

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
#else
#error "KINDRED_FUZZ_TARGET must name a target"
#endif
    return 0;
}
