#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace kindred {

/// The article found in an HTML page: headline, body paragraphs and a few hints.
struct ExtractedArticle
{
    QString title;
    QStringList paragraphs;
    QString language; // BCP 47 hint from the page ("en", "de"), empty when unknown
    QString leadImageUrl;
    QDateTime published; // UTC, from meta tags; invalid when absent
    int wordCount = 0;

    /// The body as plain text, paragraphs separated by blank lines.
    QString text() const { return paragraphs.join(QStringLiteral("\n\n")); }
};

} // namespace kindred
