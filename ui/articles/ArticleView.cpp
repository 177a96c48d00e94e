#include "articles/ArticleView.h"

#include "articles/ArticleHtml.h"

#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace kindred {

ArticleView::ArticleView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(false);
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    document()->setDocumentMargin(18);
    connect(this, &QTextBrowser::anchorClicked, this, &ArticleView::linkActivated);
    showPlaceholder();
}

void ArticleView::showArticle(
    const ArticleRecord &article, const QList<ArticleRecord> &group, const ArticleExtras &extras)
{
    const int scrolled = article.id == m_shownId ? verticalScrollBar()->value() : 0;
    m_shownId = article.id;
    setHtml(articleToHtml(article, group, QLocale(), palette(), extras));
    verticalScrollBar()->setValue(scrolled);
    highlight();
}

void ArticleView::setHighlightWords(const QStringList &words)
{
    m_highlightWords = words;
    highlight();
}

void ArticleView::highlight()
{
    QList<QTextEdit::ExtraSelection> marks;
    QTextCharFormat format;
    format.setBackground(QColor(255, 214, 0, 150));
    for (const QString &word : std::as_const(m_highlightWords)) {
        // A word that starts like the search word: FTS5 matches "crane" in "cranes" by prefix only
        // for the last word, but the reader looks for all of them.
        const QRegularExpression pattern(u"\\b"_s + QRegularExpression::escape(word),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        QTextCursor cursor = document()->find(pattern);
        while (!cursor.isNull() && marks.size() < 1000) {
            marks.append({cursor, format});
            cursor = document()->find(pattern, cursor);
        }
    }
    setExtraSelections(marks);
}

bool ArticleView::pageDown()
{
    QScrollBar *bar = verticalScrollBar();
    if (bar->value() >= bar->maximum())
        return false;
    bar->setValue(bar->value() + bar->pageStep() * 9 / 10);
    return true;
}

void ArticleView::showPlaceholder(const QString &message)
{
    m_shownId = 0;
    setHtml(placeholderHtml(palette(), message));
    setExtraSelections({});
}

QVariant ArticleView::loadResource(int type, const QUrl &name)
{
    if (type == QTextDocument::ImageResource && m_imageSource) {
        if (const QImage image = m_imageSource(name); !image.isNull()) {
            // No wider than the page as it is laid out now.
            const int room = viewport()->width() - 2 * int(document()->documentMargin()) - 8;
            return room > 40 && image.width() > room ? image.scaledToWidth(room, Qt::SmoothTransformation)
                                                     : image;
        }
    }
    ++m_refused;
    return {};
}

qint64 ArticleView::articleIdFromLink(const QUrl &url)
{
    if (url.scheme() != "kindred"_L1)
        return 0;
    const QString path = url.path();
    if (!path.startsWith("article/"_L1))
        return 0;
    bool ok = false;
    const qint64 id = path.mid(8).toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

qint64 ArticleView::clusterIdFromLink(const QUrl &url)
{
    if (url.scheme() != "kindred"_L1 || !url.path().startsWith("cluster/"_L1))
        return 0;
    bool ok = false;
    const qint64 id = url.path().mid(8).toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

} // namespace kindred
