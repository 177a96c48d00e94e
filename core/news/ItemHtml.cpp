#include "news/ItemHtml.h"

namespace kindred {

namespace {

// What Kindred keeps of an item's own text (its summary, else its content): a description of
// megabytes (one item of a feed may hold a whole book) is cut after kMaxItemHtml characters,
// before a tag the cut would split. Nobody reads that far, the fingerprint reads the lead, and
// every copy of the text the ingest makes stays small (a 19 MB item took 320 MB to store).
constexpr qsizetype kMaxItemHtml = 2 * 1024 * 1024;

} // namespace

QString itemHtml(const FeedItem &item)
{
    const QString &html = item.summary.isEmpty() ? item.content : item.summary;
    if (html.size() <= kMaxItemHtml)
        return html;
    qsizetype cut = kMaxItemHtml;
    const qsizetype open = html.lastIndexOf(QLatin1Char('<'), cut - 1);
    const qsizetype close = open >= 0 ? html.indexOf(QLatin1Char('>'), open) : -1;
    if (open >= 0 && (close < 0 || close >= cut))
        cut = open;
    if (cut > 0 && html.at(cut - 1).isHighSurrogate())
        --cut;
    return html.left(cut);
}

} // namespace kindred
