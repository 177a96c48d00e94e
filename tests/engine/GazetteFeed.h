#pragma once

#include <QByteArray>

namespace kindred::test {

// A small RSS 2.0 feed of one outlet, two items, for the queue's tests.
inline const QByteArray gazetteRss = R"(<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Harbour Gazette</title><link>https://gazette.example/</link>
<item><title>Ferry service resumes after storm</title><link>https://gazette.example/ferry</link>
<guid>ferry-1</guid><pubDate>Tue, 03 Nov 2026 08:00:00 GMT</pubDate>
<description>The island ferry sailed again on Tuesday morning after two days of storm warnings kept it in port.</description></item>
<item><title>Library extends its opening hours</title><link>https://gazette.example/library</link>
<guid>library-1</guid><pubDate>Tue, 03 Nov 2026 09:00:00 GMT</pubDate>
<description>The town library will open until nine in the evening on weekdays from next month, the council said.</description></item>
</channel></rss>
)";

/// The same feed as another outlet's: its name in the titles and links, and guids of its own.
inline QByteArray outletFeed(const QByteArray &outlet)
{
    QByteArray bytes = gazetteRss;
    return bytes.replace("gazette", outlet).replace("-1<", "-" + outlet + "<");
}

} // namespace kindred::test
