#pragma once

#include "storage/ArticleVersions.h"
#include "storage/Records.h"

#include <QList>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace kindred {

/// The HTML the article view shows for `article`: title, source, date, author, text, and
/// "Also reported by" the other members of `group` (which may include the article itself)
/// with their Hamming distances. Every piece of feed text is escaped; feed HTML is reduced to
/// plain paragraphs, so no markup or resource reference from a feed reaches the view.
/// `earlier`: reports of the story stored before the live window (EarlierReports), listed after them.
/// `replaced`: the versions the article replaced (its feed sent it changed), whose changes are
/// shown above its text (articleChangesHtml).
QString articleToHtml(const ArticleRecord &article, const QList<ArticleRecord> &group, const QLocale &locale,
    const QPalette &palette, const QList<ArticleRecord> &earlier = {},
    const QList<ArticleVersion> &replaced = {});

/// The HTML shown when no article is selected; `message` replaces the usual hint.
QString placeholderHtml(const QPalette &palette, const QString &message = {});

/// Plain-text paragraphs of a feed's summary (which may hold HTML) or an extracted body.
QStringList textParagraphs(const QString &text);

} // namespace kindred
