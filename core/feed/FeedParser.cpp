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
    DecodedText decoded = decodeFeedBytes(bytes, contentType);
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
    // One copy of the document at a time: the decoded text goes once it is prepared, and the
    // prepared text once the reader has it as UTF-8 (of its exact size). A feed of one 19 MB
    // item held five copies at once, 280 MB. A strict read that fails prepares the text again.
    QStringList warnings = decoded.warnings;
    const QString encoding = decoded.encoding;
    QByteArray xml;
    {
        const PreparedXml prepared = prepareXml(std::exchange(decoded.text, QString()));
        if (const QString refused = xmlLimitError(prepared.text); !refused.isEmpty()) {
            result.error = refused;
            return result;
        }
        xml = prepared.text.toUtf8();
        xml.squeeze();
        warnings += prepared.warnings;
    }
    result = XmlFeedReader(xml, baseUrl).read();
    if (!result.ok() && result.feed.format != FeedFormat::Unknown)
        result = recover(prepareXml(decodeFeedBytes(bytes, contentType).text).text, baseUrl, result);
    result.encoding = encoding;
    result.warnings = warnings + result.warnings;
    return result;
}

} // namespace kindred
