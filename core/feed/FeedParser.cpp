#include "feed/FeedParser.h"

#include "feed/FeedDecoder.h"
#include "feed/JsonFeedParser.h"
#include "feed/XmlFeedReader.h"

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

bool isBlank(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\0')
            return false;
    }
    return true;
}

// Binary junk decodes to text full of control characters; a feed has almost none.
bool looksBinary(QStringView text)
{
    const QStringView head = text.left(1024);
    qsizetype controls = 0;
    for (const QChar c : head) {
        if (c.unicode() < 0x20 && c != u'\n' && c != u'\r' && c != u'\t')
            ++controls;
    }
    return controls * 10 > head.size();
}

} // namespace

FeedParseResult parseFeed(const QByteArray &bytes, const QUrl &baseUrl, const QByteArray &contentType)
{
    FeedParseResult result;
    if (isBlank(bytes)) {
        result.error = u"not a feed: the document is empty"_s;
        return result;
    }
    const DecodedText decoded = decodeFeedBytes(bytes, contentType);
    if (looksLikeJson(decoded.text)) {
        result = parseJsonFeed(decoded.text.toUtf8(), baseUrl);
        result.warnings = decoded.warnings + result.warnings;
        return result;
    }
    if (looksBinary(decoded.text)) {
        result.error = u"not a feed: the document is binary data"_s;
        return result;
    }
    const qsizetype firstMarkup = decoded.text.indexOf(QLatin1Char('<'));
    if (firstMarkup < 0) {
        result.error = u"not a feed: the document holds no markup"_s;
        return result;
    }
    const PreparedXml prepared = prepareXml(decoded.text);
    XmlFeedReader reader(prepared.text, baseUrl);
    result = reader.read();
    result.encoding = decoded.encoding;
    result.warnings = decoded.warnings + prepared.warnings + result.warnings;
    return result;
}

} // namespace kindred
