#pragma once

#include "storage/ArticleVersions.h"
#include "storage/Records.h"

#include <QList>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace kindred {

/// The version of `article` its page compares it with (`replaced`: the versions it replaced,
/// oldest first): the one the reader last opened; the one before the current when they opened
/// the current one; the first kept when they never opened it. Null when it has one version.
const ArticleVersion *comparedVersion(const ArticleRecord &article, const QList<ArticleVersion> &replaced);

/// What changed in an article its feed sent again (ArticleRecord::version > 1): when, and the
/// headline and paragraphs that changed since comparedVersion(), words taken out struck through in
/// red, words put in on green, as a block for the top of the article's page. Empty when the
/// article has one version or nothing to compare with. Every piece of feed text is escaped.
QString articleChangesHtml(const ArticleRecord &article, const QList<ArticleVersion> &replaced,
    const QLocale &locale, const QPalette &palette);

} // namespace kindred
