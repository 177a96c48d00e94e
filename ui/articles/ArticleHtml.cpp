#include "articles/ArticleHtml.h"

#include "articles/ArticleChanges.h"
#include "engine/DateText.h"
#include "news/PlainText.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString colorName(const QPalette &palette, QPalette::ColorRole role)
{
    return palette.color(QPalette::Active, role).name();
}

// Only links a browser can open are offered; javascript: or file: links from a feed are dropped.
bool isWebLink(const QString &url)
{
    const QUrl parsed(url);
    return parsed.isValid() && (parsed.scheme() == "http"_L1 || parsed.scheme() == "https"_L1);
}

QString groupHtml(const ArticleRecord &article, const QList<ArticleRecord> &group, const QLocale &locale,
    const QPalette &palette)
{
    QList<ArticleRecord> others;
    for (const ArticleRecord &member : group) {
        if (member.id != article.id)
            others.append(member);
    }
    if (others.isEmpty())
        return {};
    // In the order the outlets published, so the first report leads.
    std::stable_sort(others.begin(), others.end(),
        [](const ArticleRecord &a, const ArticleRecord &b) { return a.published < b.published; });
    const QString muted = colorName(palette, QPalette::PlaceholderText);
    QString html = u"<h3 style='margin-top:18px'>%1</h3>"
                   "<table cellspacing='0' cellpadding='5' width='100%' bgcolor='%2'>"_s.arg(
                       esc(QCoreApplication::translate("kindred::ArticleHtml", "Also reported by:")),
                       colorName(palette, QPalette::AlternateBase));
    for (const ArticleRecord &member : std::as_const(others)) {
        const QString distance = member.isPrimary
            ? QCoreApplication::translate("kindred::ArticleHtml", "first report")
            : QCoreApplication::translate(
                "kindred::ArticleHtml", "distance %1", "Hamming distance between two fingerprints")
                  .arg(member.distance);
        // One multi-argument arg(): feed text containing "%1" must not be substituted again.
        html += u"<tr><td width='25%'><b>%1</b></td><td><a href='kindred:article/%2'>%3</a></td>"
                "<td align='right' style='color:%4' nowrap>%5</td>"
                "<td align='right' style='color:%4' nowrap>%6</td></tr>"_s.arg(esc(member.feedTitle),
                    QString::number(member.id), esc(member.title), muted,
                    esc(shortDateText(member.published, locale)), esc(distance));
    }
    html += u"</table><p><a href='kindred:cluster/%1'>%2</a></p>"_s.arg(QString::number(article.groupId),
        esc(QCoreApplication::translate(
            "kindred::ArticleHtml", "Inspect the copies: distances and differences")));
    return html;
}

// Reports of the story before the live window, from the whole archive.
QString earlierHtml(const QList<ArticleRecord> &earlier, const QLocale &locale, const QPalette &palette)
{
    if (earlier.isEmpty())
        return {};
    const QString muted = colorName(palette, QPalette::PlaceholderText);
    QString html
        = u"<h3 style='margin-top:18px'>%1</h3>"
          "<table cellspacing='0' cellpadding='5' width='100%' bgcolor='%2'>"_s.arg(
              esc(QCoreApplication::translate("kindred::ArticleHtml", "Reported before, in the archive:")),
              colorName(palette, QPalette::AlternateBase));
    for (const ArticleRecord &report : earlier) {
        html += u"<tr><td width='25%'><b>%1</b></td><td><a href='kindred:article/%2'>%3</a></td>"
                "<td align='right' style='color:%4' nowrap>%5</td>"
                "<td align='right' style='color:%4' nowrap>%6</td></tr>"_s.arg(esc(report.feedTitle),
                    QString::number(report.id), esc(report.title), muted,
                    esc(longDateText(report.published, locale)),
                    esc(QCoreApplication::translate(
                        "kindred::ArticleHtml", "distance %1", "Hamming distance between two fingerprints")
                            .arg(report.distance)));
    }
    return html + u"</table>"_s;
}

// The files the item carries (a podcast's episode), each a link the desktop opens; nothing is
// fetched to show them.
QString attachmentsHtml(
    const QList<FeedEnclosure> &enclosures, const QLocale &locale, const QPalette &palette)
{
    QString rows;
    const QString muted = colorName(palette, QPalette::PlaceholderText);
    for (const FeedEnclosure &enclosure : enclosures) {
        const QUrl url(enclosure.url);
        if (!isWebLink(enclosure.url))
            continue;
        QString name = url.fileName();
        if (name.isEmpty())
            name = url.host();
        const QString size = enclosure.length >= 0 ? locale.formattedDataSize(enclosure.length) : QString();
        rows += u"<tr><td><a href='%1'>%2</a></td><td style='color:%3'>%4</td>"
                "<td align='right' style='color:%3' nowrap>%5</td></tr>"_s.arg(
                    esc(enclosure.url), esc(name), muted, esc(enclosure.type), esc(size));
    }
    if (rows.isEmpty())
        return {};
    return u"<h3 style='margin-top:18px'>%1</h3><table cellspacing='0' cellpadding='5'>%2</table>"_s.arg(
        esc(QCoreApplication::translate("kindred::ArticleHtml", "Attachments:")), rows);
}

// The cells of a paragraph that is a table row as the extractor writes one ("Diesel | 32,23 | 0,1 %");
// one cell when it is none.
qsizetype rowCells(const QString &paragraph)
{
    return paragraph.count(u" | "_s) + 1;
}

// The article's paragraphs; two or more rows in a row with as many cells each are a table.
QString paragraphsHtml(const QStringList &paragraphs, const QPalette &palette)
{
    QString html;
    for (qsizetype i = 0; i < paragraphs.size();) {
        const qsizetype cells = rowCells(paragraphs.at(i));
        qsizetype end = i + 1;
        while (cells > 1 && end < paragraphs.size() && rowCells(paragraphs.at(end)) == cells)
            ++end;
        if (cells == 1 || end - i < 2) {
            html += u"<p style='line-height:130%'>%1</p>"_s.arg(esc(paragraphs.at(i++)));
            continue;
        }
        // Every other row shaded, as a reader scans a table of figures across.
        const QString shade = colorName(palette, QPalette::AlternateBase);
        html += u"<table cellspacing='0' cellpadding='4' style='margin:4px 0 12px 0'>"_s;
        for (qsizetype row = 0; i < end; ++i, ++row) {
            html += row % 2 == 1 ? u"<tr style='background:%1'>"_s.arg(shade) : u"<tr>"_s;
            for (const QString &cell : paragraphs.at(i).split(u" | "_s))
                html += u"<td>%1</td>"_s.arg(esc(cell));
            html += u"</tr>"_s;
        }
        html += u"</table>"_s;
    }
    return html;
}

} // namespace

QStringList textParagraphs(const QString &text)
{
    QStringList paragraphs;
    if (text.contains(u'<')) // a feed's HTML: its paragraphs, list items and breaks end lines
        return plainTextFromHtml(text).split(u'\n', Qt::SkipEmptyParts);
    static const QRegularExpression blankLine(u"\\n\\s*\\n"_s);
    for (const QString &paragraph : text.split(blankLine, Qt::SkipEmptyParts)) {
        const QString simplified = paragraph.simplified();
        if (!simplified.isEmpty())
            paragraphs.append(simplified);
    }
    return paragraphs;
}

QString comparedText(const QString &title, const QString &summary, const QString &body)
{
    const QStringList paragraphs = textParagraphs(body.isEmpty() ? summary : body);
    return title + QStringLiteral("\n\n") + paragraphs.join(QStringLiteral("\n\n"));
}

QString articleToHtml(const ArticleRecord &article, const QList<ArticleRecord> &group, const QLocale &locale,
    const QPalette &palette, const ArticleExtras &extras)
{
    const QString muted = colorName(palette, QPalette::PlaceholderText);
    QString html = u"<html><body>"_s;
    html += u"<h2 style='margin-bottom:4px'>%1</h2>"_s.arg(
        esc(article.title.isEmpty() ? QCoreApplication::translate("kindred::ArticleHtml", "(untitled)")
                                    : article.title));

    QStringList meta;
    if (!article.feedTitle.isEmpty())
        meta.append(u"<b>%1</b>"_s.arg(esc(article.feedTitle)));
    if (article.published.isValid())
        meta.append(esc(longDateText(article.published, locale)));
    if (!article.author.isEmpty())
        meta.append(esc(QCoreApplication::translate("kindred::ArticleHtml", "by %1").arg(article.author)));
    html += u"<p style='color:%1'>%2</p>"_s.arg(muted, meta.join(u" &middot; "_s));
    if (!article.labels.isEmpty()) {
        QStringList tags;
        for (const QString &label : article.labels)
            tags.append(u"<span style='background:%1'>&nbsp;%2&nbsp;</span>"_s.arg(
                colorName(palette, QPalette::AlternateBase), esc(label)));
        html += u"<p>%1 %2</p>"_s.arg(
            esc(QCoreApplication::translate("kindred::ArticleHtml", "Labels:")), tags.join(u' '));
    }

    if (article.groupSize > 1 && article.groupId != 0) {
        const QString badge = article.isPrimary
            ? QCoreApplication::translate(
                "kindred::ArticleHtml", "First of %n reports of this story", nullptr, article.groupSize)
            : QCoreApplication::translate("kindred::ArticleHtml",
                "One of %n reports of this story (distance %1 from the first)", nullptr, article.groupSize)
                  .arg(article.distance);
        html += u"<p style='color:%1'>%2</p>"_s.arg(colorName(palette, QPalette::Highlight), esc(badge));
    }

    html += articleChangesHtml(article, extras.replaced, locale, palette);
    // Images the view serves itself (ArticleView::setImageSource), never fetched by the document.
    const auto image = [](const QUrl &url) {
        return u"<p align='center' style='margin:10px 0'><img src='%1'></p>"_s.arg(esc(url.toString()));
    };
    if (!extras.images.isEmpty())
        html += image(extras.images.constFirst());

    const QStringList paragraphs = textParagraphs(article.body.isEmpty() ? article.summary : article.body);
    if (paragraphs.isEmpty())
        html += u"<p style='color:%1'><i>%2</i></p>"_s.arg(
            muted, esc(QCoreApplication::translate("kindred::ArticleHtml", "This article has no text.")));
    html += paragraphsHtml(paragraphs, palette);

    for (qsizetype i = 1; i < extras.images.size(); ++i)
        html += image(extras.images.at(i));

    if (isWebLink(article.url))
        html += u"<p><a href='%1'>%2</a></p>"_s.arg(esc(article.url),
            esc(QCoreApplication::translate("kindred::ArticleHtml", "Open the original article")));
    html += attachmentsHtml(article.enclosures, locale, palette);

    html += groupHtml(article, group, locale, palette);
    html += earlierHtml(extras.earlier, locale, palette);
    html += u"</body></html>"_s;
    return html;
}

QString placeholderHtml(const QPalette &palette, const QString &message)
{
    const QString text = message.isEmpty()
        ? QCoreApplication::translate("kindred::ArticleHtml", "Select an article to read it.")
        : message;
    return u"<html><body><p align='center' style='color:%1; margin-top:40px'>%2</p></body></html>"_s.arg(
        colorName(palette, QPalette::PlaceholderText), esc(text));
}

} // namespace kindred
