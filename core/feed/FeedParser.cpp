#include "feed/FeedParser.h"

#include "extract/HtmlCharset.h"
#include "feed/FeedDecoder.h"
#include "feed/FeedRecovery.h"
#include "feed/JsonFeedParser.h"
#include "feed/XmlFeedReader.h"
#include "feed/XmlLimits.h"

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

// A strict read failed part-way. Try the repaired markup, then item by item; keep whichever
// read more, and keep the original error text when the document could not be read whole.
FeedParseResult recover(const QString &xml, const QUrl &baseUrl, const FeedParseResult &strict)
{
    const QString repaired = FeedRecovery::repairMarkup(xml);
    FeedParseResult second = XmlFeedReader(repaired, baseUrl).read();
    if (second.ok() && second.feed.format == strict.feed.format) {
        second.warnings << u"broken markup was repaired (%1)"_s.arg(strict.error);
        return second;
    }
    FeedParseResult best = second.feed.items.size() > strict.feed.items.size() ? second : strict;
    best.error = strict.error;
    const bool atom = strict.feed.format == FeedFormat::Atom03 || strict.feed.format == FeedFormat::Atom10;
    const QList<FeedItem> salvaged = FeedRecovery::salvageItems(repaired, baseUrl, atom);
    if (salvaged.size() > best.feed.items.size()) {
        best.feed.items = salvaged;
        best.warnings << u"%1 items were read one by one after the error"_s.arg(salvaged.size());
    }
    return best;
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
    if (const QString refused = xmlLimitError(prepared.text); !refused.isEmpty()) {
        result.error = refused;
        return result;
    }
    result = XmlFeedReader(prepared.text, baseUrl).read();
    if (!result.ok() && result.feed.format != FeedFormat::Unknown)
        result = recover(prepared.text, baseUrl, result);
    result.encoding = decoded.encoding;
    result.warnings = decoded.warnings + prepared.warnings + result.warnings;
    return result;
}

} // namespace kindred
