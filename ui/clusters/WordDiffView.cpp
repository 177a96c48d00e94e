#include "clusters/WordDiffView.h"

#include "articles/ArticleHtml.h"
#include "text/WordDiff.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollBar>
#include <QTextBrowser>

namespace kindred {

namespace {

QString escaped(const QString &text)
{
    QString html = text.toHtmlEscaped();
    html.replace(u'\n', QStringLiteral("<br>"));
    return html;
}

QTextBrowser *makeSide(const QString &name)
{
    auto *view = new QTextBrowser;
    view->setOpenLinks(false);
    view->setAccessibleName(name);
    view->document()->setDocumentMargin(10);
    return view;
}

} // namespace

WordDiffView::WordDiffView(QWidget *parent) : QWidget(parent)
{
    m_leftTitle = new QLabel;
    m_rightTitle = new QLabel;
    for (QLabel *label : {m_leftTitle, m_rightTitle}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(false);
        label->setMinimumWidth(10);
    }
    m_left = makeSide(tr("Left article, words only in it marked"));
    m_right = makeSide(tr("Right article, words only in it marked"));
    // Reading one side scrolls the other with it.
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, m_right->verticalScrollBar(),
        [this](int value) {
            QScrollBar *left = m_left->verticalScrollBar();
            QScrollBar *right = m_right->verticalScrollBar();
            if (left->maximum() > 0)
                right->setValue(int(qint64(value) * right->maximum() / left->maximum()));
        });
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_leftTitle, 0, 0);
    layout->addWidget(m_rightTitle, 0, 1);
    layout->addWidget(m_left, 1, 0);
    layout->addWidget(m_right, 1, 1);
    layout->setRowStretch(1, 1);
}

QString WordDiffView::comparedText(const ArticleRecord &article)
{
    return kindred::comparedText(article.title, article.summary, article.body);
}

void WordDiffView::setArticles(const ArticleRecord &left, const ArticleRecord &right)
{
    const QList<DiffSegment> segments = diffWords(comparedText(left), comparedText(right));
    // Removed words in red on the left, added ones in green on the right, as diff tools do.
    const QString removed = QStringLiteral("<span style='background-color:rgba(220,60,60,0.30)'>%1</span>");
    const QString added = QStringLiteral("<span style='background-color:rgba(40,170,80,0.30)'>%1</span>");
    QString leftHtml;
    QString rightHtml;
    m_leftChanges = 0;
    m_rightChanges = 0;
    for (const DiffSegment &segment : segments) {
        switch (segment.kind) {
        case DiffSegment::Kind::Same:
            leftHtml += escaped(segment.text);
            rightHtml += escaped(segment.text);
            break;
        case DiffSegment::Kind::OnlyLeft:
            leftHtml += removed.arg(escaped(segment.text));
            ++m_leftChanges;
            break;
        case DiffSegment::Kind::OnlyRight:
            rightHtml += added.arg(escaped(segment.text));
            ++m_rightChanges;
            break;
        }
    }
    m_leftTitle->setText(left.feedTitle);
    m_rightTitle->setText(right.feedTitle);
    m_left->setHtml(leftHtml);
    m_right->setHtml(rightHtml);
}

void WordDiffView::clear()
{
    m_leftTitle->clear();
    m_rightTitle->clear();
    m_left->clear();
    m_right->clear();
    m_leftChanges = m_rightChanges = 0;
}

} // namespace kindred
