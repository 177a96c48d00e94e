#pragma once

#include "extract/HtmlTokenizer.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace kindred {

/// Facts about a page gathered from its head and markup while the extractor walks it.
class PageMetadata final
{
public:
    /// Looks at one start tag (meta, link, html, img...) for title, date, language and image hints.
    void collect(const HtmlToken &token);
    /// Records the text of the <title> element, an <h1>, or a JSON-LD script.
    void setDocumentTitle(const QString &title) { m_documentTitle = title; }
    /// Records an <h1> that ended before node `position` of the plateau sequence.
    void addHeading(const QString &heading, qsizetype position = -1);
    void addJsonLd(QStringView json);

    /// og:title, the JSON-LD headline and <title>, those present, case-folded with spaces collapsed.
    QStringList storyTitles() const;
    /// The headline as the page's text shows it, found by the extractor; its text takes the
    /// place of the guesses below, but not its position: the block under a headline found that
    /// way is a dateline as often as a lede.
    void setHeadlineBlock(const QString &text);

    /// The headline: the block set above, else the <h1> that agrees with og:title or <title>,
    /// else og:title, else <title> without the site name.
    QString headline() const;
    /// The node position where the <h1> that agrees with the title ends, or -1.
    qsizetype headlinePosition() const;
    /// og:description, twitter:description or the description meta tag.
    QString description() const { return m_description; }
    QDateTime published() const { return m_published; }
    QString language() const { return m_language; }
    /// The lead image from og:image / twitter:image / JSON-LD, resolved against `base`.
    QString leadImage(const QUrl &base) const;
    /// The articleBody of a JSON-LD NewsArticle, if the page has one.
    QString jsonLdBody() const { return m_jsonLdBody; }

    /// Parses the date formats found in meta tags (ISO 8601 with or without zone, RFC 2822,
    /// "2024-05-01 12:00:00"); invalid when none fits. Results are UTC.
    static QDateTime parseDate(const QString &text);

private:
    void setPublished(const QString &text);
    qsizetype headlineHeading() const;

    QString m_documentTitle;
    QString m_openGraphTitle;
    QStringList m_headings;
    QList<qsizetype> m_headingPositions;
    QString m_description;
    QString m_jsonLdHeadline;
    QDateTime m_published;
    QString m_language;
    QString m_image;
    QString m_jsonLdBody;
    QString m_headlineBlock;
};

} // namespace kindred
