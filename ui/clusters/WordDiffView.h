#pragma once

#include "storage/Records.h"

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace kindred {

/// Two articles side by side with their word diff: words only in the left one marked on the
/// left, words only in the right one on the right (a changed figure, an added prefix or tail).
class WordDiffView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WordDiffView)

public:
    explicit WordDiffView(QWidget *parent = nullptr);

    /// Compares the title and text (body, else summary) of the two articles.
    void setArticles(const ArticleRecord &left, const ArticleRecord &right);
    void clear();

    /// Words marked on each side (runs of differing text), for the summary and tests.
    int leftChanges() const { return m_leftChanges; }
    int rightChanges() const { return m_rightChanges; }
    QTextBrowser *leftView() const { return m_left; }
    QTextBrowser *rightView() const { return m_right; }

    /// The text that is compared for an article: its title, a blank line, its plain text.
    static QString comparedText(const ArticleRecord &article);

private:
    QLabel *m_leftTitle = nullptr;
    QLabel *m_rightTitle = nullptr;
    QTextBrowser *m_left = nullptr;
    QTextBrowser *m_right = nullptr;
    int m_leftChanges = 0;
    int m_rightChanges = 0;
};

} // namespace kindred
