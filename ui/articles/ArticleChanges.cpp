#include "articles/ArticleChanges.h"

#include "articles/ArticleHtml.h"
#include "engine/DateText.h"
#include "text/WordDiff.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

// Changed paragraphs shown at most; the page below holds the whole text.
constexpr int kShownParagraphs = 8;

struct Paragraph
{
    QString html;
    bool changed = false;
};

// The diff as paragraphs (a line each; the blank lines between are empty ones, never shown),
// every run of changed words marked.
QList<Paragraph> markedParagraphs(const QList<DiffSegment> &segments)
{
    const QString removed = u"<span style='color:#b42318; text-decoration:line-through;"
                            " background-color:rgba(220,60,60,0.15)'>%1</span>"_s;
    const QString added = u"<span style='background-color:rgba(40,170,80,0.30)'>%1</span>"_s;
    QList<Paragraph> paragraphs {Paragraph {}};
    for (const DiffSegment &segment : segments) {
        // Paragraphs follow the text as it is now: a line break taken out is a space.
        const QStringList lines = segment.kind == DiffSegment::Kind::OnlyLeft
            ? QStringList {QString(segment.text).replace(u'\n', u' ')}
            : segment.text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                paragraphs.append(Paragraph {});
            if (lines[i].isEmpty())
                continue;
            Paragraph &paragraph = paragraphs.last();
            const QString text = lines[i].toHtmlEscaped();
            switch (segment.kind) {
            case DiffSegment::Kind::Same:
                paragraph.html += text;
                break;
            case DiffSegment::Kind::OnlyLeft:
                paragraph.html += removed.arg(text);
                paragraph.changed = !lines[i].trimmed().isEmpty() || paragraph.changed;
                break;
            case DiffSegment::Kind::OnlyRight:
                paragraph.html += added.arg(text);
                paragraph.changed = !lines[i].trimmed().isEmpty() || paragraph.changed;
                break;
            }
        }
    }
    return paragraphs;
}

} // namespace

const ArticleVersion *comparedVersion(const ArticleRecord &article, const QList<ArticleVersion> &replaced)
{
    if (article.version <= 1 || replaced.isEmpty())
        return nullptr;
    int wanted = replaced.constFirst().version;
    if (article.seenVersion >= article.version)
        wanted = article.version - 1;
    else if (article.seenVersion >= 1)
        wanted = article.seenVersion;
    // The nearest kept at or before it (only the last few versions are kept).
    const ArticleVersion *found = &replaced.constFirst();
    for (const ArticleVersion &version : replaced) {
        if (version.version <= wanted)
            found = &version;
    }
    return found;
}

QString articleChangesHtml(const ArticleRecord &article, const QList<ArticleVersion> &replaced,
    const QLocale &locale, const QPalette &palette)
{
    const ArticleVersion *before = comparedVersion(article, replaced);
    if (!before)
        return {};
    const QString heading = article.seenVersion >= article.version
        ? QCoreApplication::translate("kindred::ArticleChanges", "Changed in the last update:")
        : article.seenVersion >= 1
        ? QCoreApplication::translate("kindred::ArticleChanges", "Changed since you read it:")
        : QCoreApplication::translate("kindred::ArticleChanges", "Changed since it was first sent:");
    const QList<Paragraph> paragraphs
        = markedParagraphs(diffWords(comparedText(before->title, before->summary, before->body),
            comparedText(article.title, article.summary, article.body)));

    const QString accent = palette.color(QPalette::Active, QPalette::Highlight).name();
    const QString muted = palette.color(QPalette::Active, QPalette::PlaceholderText).name();
    QString html = u"<table width='100%' cellspacing='0' cellpadding='8' style='margin-top:6px;"
                   " margin-bottom:10px; background-color:%1'><tr><td>"_s.arg(
                       palette.color(QPalette::Active, QPalette::AlternateBase).name());
    QString when;
    if (article.updated.isValid())
        when = u" &middot; "_s + longDateText(article.updated, locale).toHtmlEscaped();
    html
        += u"<p style='margin:0'><b style='color:%1'>%2</b><span style='color:%3'>%4 &middot; %5</span></p>"_s
               .arg(accent, QCoreApplication::translate("kindred::ArticleChanges", "Updated").toHtmlEscaped(),
                   muted, when,
                   QCoreApplication::translate("kindred::ArticleChanges", "version %1")
                       .arg(article.version)
                       .toHtmlEscaped());
    html += u"<p style='margin-top:6px; margin-bottom:2px'>%1</p>"_s.arg(heading.toHtmlEscaped());
    int shown = 0;
    int more = 0;
    for (qsizetype i = 0; i < paragraphs.size(); ++i) {
        if (!paragraphs[i].changed)
            continue;
        if (shown == kShownParagraphs) {
            ++more;
            continue;
        }
        ++shown;
        const QString style = i == 0 ? u"font-weight:bold; margin:4px 0"_s : u"margin:4px 0"_s;
        html += u"<p style='%1'>%2</p>"_s.arg(style, paragraphs[i].html);
    }
    if (shown == 0)
        html += u"<p style='color:%1; margin:4px 0'>%2</p>"_s.arg(muted,
            QCoreApplication::translate("kindred::ArticleChanges", "Only its spacing or punctuation changed.")
                .toHtmlEscaped());
    if (more > 0)
        html += u"<p style='color:%1; margin:4px 0'>%2</p>"_s.arg(muted,
            QCoreApplication::translate("kindred::ArticleChanges", "Changed paragraphs not shown here: %1")
                .arg(more)
                .toHtmlEscaped());
    return html + u"</td></tr></table>"_s;
}

} // namespace kindred
