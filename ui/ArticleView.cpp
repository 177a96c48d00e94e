#include "ArticleView.h"

#include "ArticleHtml.h"

#include <QLocale>

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

void ArticleView::showArticle(const ArticleRecord &article, const QList<ArticleRecord> &group)
{
    setHtml(articleToHtml(article, group, QLocale(), palette()));
}

void ArticleView::showPlaceholder(const QString &message)
{
    setHtml(placeholderHtml(palette(), message));
}

QVariant ArticleView::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type)
    Q_UNUSED(name)
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

} // namespace kindred
