#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <utility>

namespace kindred {

/// What a feed puts around every item, learned from its own recent items (seed 003's titlePrefix,
/// grown to the other end of the headline and to the text; see learnFeedDecorations): a headline prefix
/// ("Reuters: "), a headline suffix (" - The Courier"), and boilerplate lines ("The post ... appeared first
/// on The Courier.", "Sign up for our newsletter."). All of it is left out of the fingerprint, so that two
/// outlets' copies of one story compare by the story's own words.
struct FeedDecorations
{
    QString titlePrefix; // as typed, with its separator
    QString titleSuffix; // as typed, with its separator
    /// Line templates: case-folded and simplified, each figure as '#', the item's own title as {title}.
    QStringList boilerplate;
    /// A longer line is the story, not boilerplate: never learned, never left out.
    static constexpr qsizetype kMaxLineLength = 300;

    bool isEmpty() const { return titlePrefix.isEmpty() && titleSuffix.isEmpty() && boilerplate.isEmpty(); }
    friend bool operator==(const FeedDecorations &, const FeedDecorations &) = default;

    /// The headline without the prefix and the suffix (case-insensitive).
    QString headline(const QString &title) const;
    /// The text without the lines that match a boilerplate template (`title` fills {title}).
    QString withoutBoilerplate(const QString &text, const QString &title) const;

    /// The boilerplate templates as stored: one a line.
    QString boilerplateText() const { return boilerplate.join(u'\n'); }
    static QStringList boilerplateFromText(const QString &text);
};

/// The template of one line of an item's text (see FeedDecorations::boilerplate).
QString boilerplateTemplate(const QString &line, const QString &title);
/// An item's title as a line's template looks for it; worked out once for all its lines.
QString foldedTitle(const QString &title);
/// boilerplateTemplate() with the title already folded (foldedTitle()).
QString lineTemplate(QString line, const QString &foldedTitle);

/// The lines of a text as [start, end) spans: sentences, and what stands between line breaks.
QList<std::pair<qsizetype, qsizetype>> lineSpans(const QString &text);

} // namespace kindred
