#pragma once

#include "storage/ArticleVersions.h"
#include "storage/Records.h"

#include <QList>
#include <QLocale>
#include <QPalette>
#include <QString>
#include <QUrl>

namespace kindred {

/// The HTML the article view shows for `article`: title, source, date, author, text, and
/// "Also reported by" the other members of `group` (which may include the article itself)
/// with their Hamming distances. Every piece of feed text is escaped; feed HTML is reduced to
/// plain paragraphs, so no markup or resource reference from a feed reaches the view.
/// What an article's page shows besides the article and its copies.
struct ArticleExtras
{
    QList<ArticleRecord> earlier; // its story's reports before the live window (EarlierReports)
    QList<ArticleVersion> replaced; // the versions it replaced: their changes above its text
    /// Its images, loaded (ArticleImageLoader; the view serves them): the first above the text,
    /// the others after it. Empty unless the reader lets pages show images.
    QList<QUrl> images;
};

/// `extras`: the earlier reports, listed after the copies; the changes of an updated article
/// (articleChangesHtml); its images.
QString articleToHtml(const ArticleRecord &article, const QList<ArticleRecord> &group, const QLocale &locale,
    const QPalette &palette, const ArticleExtras &extras = {});

/// The HTML shown when no article is selected; `message` replaces the usual hint.
QString placeholderHtml(const QPalette &palette, const QString &message = {});

/// Plain-text paragraphs of a feed's summary (which may hold HTML) or an extracted body.
QStringList textParagraphs(const QString &text);

/// The text a word diff compares of an article (or a version of it): its title, a blank line, its
/// paragraphs (body, else summary) a blank line apart.
QString comparedText(const QString &title, const QString &summary, const QString &body);

} // namespace kindred
