#pragma once

#include "articles/ArticleHtml.h"
#include "storage/ArticleVersions.h"
#include "storage/Records.h"

#include <QImage>
#include <QList>
#include <QTextBrowser>
#include <functional>

namespace kindred {

/// Shows one article as rich text and loads nothing from anywhere: feeds come from strangers,
/// and a remote image is a tracking pixel. Links are not followed by the view itself; it emits
/// linkActivated() and the window decides (an internal "kindred:article/<id>" link selects
/// another article of the duplicate group).
class ArticleView final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleView)

public:
    explicit ArticleView(QWidget *parent = nullptr);

    /// Shows `article` and, below it, the other members of its duplicate group.
    /// `extras`: its earlier reports, the versions it replaced, its loaded images (articleToHtml).
    /// Shown again (an image arrived), the page keeps where it was scrolled to.
    void showArticle(
        const ArticleRecord &article, const QList<ArticleRecord> &group, const ArticleExtras &extras = {});
    /// Marks these words (lower case, as ArticleQuery::searchWords gives them) wherever a word of
    /// the shown article starts with one; empty clears the marks. Kept for the next articles.
    void setHighlightWords(const QStringList &words);
    /// How many places are marked now.
    int highlightCount() const { return int(extraSelections().size()); }
    /// Scrolls one page down; false when the end was already in view (Space moves on then).
    bool pageDown();

    /// Shows the "nothing selected" placeholder, or `message` in its place.
    void showPlaceholder(const QString &message = {});

    /// The images the page may show: what the source gives for an image's address (null: none).
    /// Without one, or for anything else (style sheets), every resource is refused.
    using ImageSource = std::function<QImage(const QUrl &)>;
    void setImageSource(ImageSource source) { m_imageSource = std::move(source); }
    /// Serves the images of the image source; refuses every other resource the document asks for.
    QVariant loadResource(int type, const QUrl &name) override;
    /// How many resource requests were refused since construction (for tests and diagnostics).
    int refusedResourceCount() const { return m_refused; }

    /// The article id an internal link points at, or 0 when `url` is not one.
    static qint64 articleIdFromLink(const QUrl &url);
    /// The duplicate group a "kindred:cluster/<id>" link points at, or 0.
    static qint64 clusterIdFromLink(const QUrl &url);

signals:
    /// The user clicked a link in the article.
    void linkActivated(const QUrl &url);

private:
    void highlight();

    QStringList m_highlightWords;
    int m_refused = 0;
    ImageSource m_imageSource;
    qint64 m_shownId = 0;
};

} // namespace kindred
