#pragma once

// The pages tst_articleparts and tst_articleedges make by hand: article paragraphs that each hold a
// phrase found nowhere else on the page, and a news page around a body (menu, headline, byline,
// readers' responses, a link list beside the article, footer), with neutral class names.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace articlepages {

using namespace Qt::StringLiterals;

// Article paragraphs: each holds a phrase found nowhere else on the page.
inline const QStringList kParagraphs = {
    u"The harbour authority confirmed on Monday that the old swing bridge will reopen to traffic "
    u"next spring, after three years of repairs that ran far over the original budget."_s,
    u"Engineers found that the river bed under the eastern pier had shifted during the winter "
    u"floods, and the foundations had to be rebuilt before any work on the deck could begin."_s,
    u"Residents on both banks welcomed the news, although several shop owners said the long "
    u"closure had cost them customers who never came back once the detour was signposted."_s,
    u"The mayor promised an independent review of every contract signed since the project began, "
    u"saying the council owed taxpayers a full account of where the extra money had gone."_s,
    u"Opposition councillors questioned whether the revised budget would hold, pointing to two "
    u"earlier estimates that were each exceeded within months of being approved."_s,
    u"A spokesperson for the contractor said the remaining work was mostly cosmetic, with new "
    u"railings, lighting and a coat of paint still to come before the official opening."_s,
    u"Cyclists will get a separate lane for the first time, which campaigners described as a "
    u"small victory after years of lobbying for safer routes into the town centre."_s,
    u"The bridge, first opened in 1894, is one of the last working swing bridges in the region "
    u"and is listed as a structure of special historic interest."_s,
};

inline QString paragraph(int i, int links = 0)
{
    QStringList words = kParagraphs.at(i).split(u' ');
    // Link some words the way news sites cite their sources (never the first words of a sentence).
    for (int k = 0; k < links && 2 + k * 5 + 1 < words.size(); ++k) {
        const int at = 2 + k * 5;
        words[at] = u"<a href=\"/topic/"_s + QString::number(k) + u"\">"_s + words[at];
        words[at + 1] += u"</a>"_s;
    }
    return u"<p>"_s + words.join(u' ') + u"</p>\n"_s;
}

inline QString paragraphs(int from, int to, int links = 0)
{
    QString html;
    for (int i = from; i < to; ++i)
        html += paragraph(i, links);
    return html;
}

inline QByteArray page(const QString &body, const QString &head = {})
{
    QString html = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title>"_s
        + head + u"</head><body>\n"_s;
    html += u"<div class=\"top\"><a href=\"/\">The Courier</a><ul>"_s;
    for (const QString &item : {u"News"_s, u"Sport"_s, u"Business"_s, u"Weather and travel"_s, u"Opinion"_s})
        html += u"<li><a href=\"/s\">"_s + item + u"</a></li>"_s;
    html += u"</ul></div>\n<div class=\"page\"><div class=\"col-a\">"_s;
    html += u"<h1>Bridge to reopen next spring</h1>\n<div class=\"by\">By Ann Other | 4 March</div>\n"_s;
    html += u"<div class=\"text\">\n"_s + body + u"</div>\n"_s;
    html += u"<div class=\"box2\"><h3>Reader responses</h3>"_s;
    for (const QString &line :
        {u"I drove over that bridge every day for twenty years and never saw a crack."_s,
            u"About time too, the detour added half an hour to my commute each way."_s,
            u"Another council project that cost twice what they said it would cost."_s})
        html += u"<div class=\"r\"><b>reader</b><p>"_s + line + u"</p></div>"_s;
    html += u"</div></div>\n<div class=\"col-b\"><h3>Latest</h3><ul>"_s;
    for (const QString &item :
        {u"Council tax rise approved after long debate"_s, u"School meals supplier changes hands"_s,
            u"Rail strike called off at last minute"_s, u"New library opens in the old post office"_s})
        html += u"<li><a href=\"/n\">"_s + item + u"</a></li>"_s;
    html += u"</ul></div></div>\n<div class=\"bottom\"><a href=\"/t\">Terms of use and privacy</a> "_s
            u"<a href=\"/c\">Contact us</a> Copyright The Courier</div>\n</body></html>"_s;
    return html.toUtf8();
}

inline const QString kFigure
    = u"<figure><picture><source srcset=\"/a.webp 1x, /a2.webp 2x\"><img src=\"/a.jpg\" "
      u"alt=\"\"></picture><figcaption>The bridge under repair in March. Photo: J. "
      u"Smith</figcaption></figure>\n"_s;

// A page of the Courier with only a top bar above `content` and a link to its terms below it.
inline QByteArray barePage(const QString &content)
{
    return (u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title></head>"_s
            u"<body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n"_s
        + content + u"\n<div class=\"bottom\"><a href=\"/t\">Terms of use</a></div></body></html>"_s)
        .toUtf8();
}

} // namespace articlepages
