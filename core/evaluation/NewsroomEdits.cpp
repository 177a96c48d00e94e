#include "evaluation/QualityEdits.h"

#include <QRegularExpression>

namespace kindred {

namespace {

int wordsIn(const QString &text)
{
    return int(text.split(u' ', Qt::SkipEmptyParts).size());
}

QString withoutEndPunctuation(QString text)
{
    while (!text.isEmpty() && (text.back().isPunct() || text.back().isSpace()))
        text.chop(1);
    return text;
}

/// `form` with %1, %2, ... replaced by `values` in order.
QString fill(QString form, const QStringList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i)
        form.replace(u'%' + QString::number(i + 1), values[i]);
    return form;
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

/// `count` words of `sentence` from its start (all when it is shorter).
QString firstWords(const QString &sentence, qsizetype count)
{
    return withoutEndPunctuation(sentence.split(u' ', Qt::SkipEmptyParts).mid(0, count).join(u' '));
}

/// Words of a sentence from the second half of the body, as an outlet heads a copy with a detail
/// further down.
QString laterWords(const QString &text, QualityRandom &random)
{
    const QStringList sentences = sentencesOf(text);
    if (sentences.size() < 2)
        return firstWords(text, 8);
    const qsizetype from = std::max<qsizetype>(1, sentences.size() / 2);
    const QString &sentence = sentences[from + qsizetype(random.below(quint64(sentences.size() - from)))];
    return capitalised(firstWords(sentence, 6 + qsizetype(random.below(7))));
}

QString halfOf(const QString &title, bool first)
{
    const QStringList words = title.split(u' ', Qt::SkipEmptyParts);
    const qsizetype half = std::max<qsizetype>(2, (words.size() + 1) / 2);
    return withoutEndPunctuation(
        first ? words.mid(0, half).join(u' ') : words.mid(words.size() - half).join(u' '));
}

/// Three to six longer words of the story in their order: a headline an editor wrote from it.
QString storyWordsHeadline(const QString &text, QualityRandom &random)
{
    static const QRegularExpression wordPattern(QStringLiteral("\\b\\p{L}{5,}\\b"));
    QStringList words;
    for (auto it = wordPattern.globalMatch(text); it.hasNext();)
        words.append(it.next().captured());
    if (words.size() < 3)
        return inventedWord(random) + u' ' + inventedWord(random);
    const qsizetype count = 3 + qsizetype(random.below(4));
    qsizetype at = qsizetype(random.below(quint64(words.size())));
    QStringList chosen;
    for (qsizetype i = 0; i < count; ++i) {
        chosen.append(words[at % words.size()]);
        at += 1 + qsizetype(random.below(12));
    }
    return capitalised(chosen.join(u' '));
}

QString newHeadline(const QualityDocument &original, QualityRandom &random)
{
    static const QStringList recast {QStringLiteral("What we know: %1"), QStringLiteral("Explainer: %1"),
        QStringLiteral("%1: what we know so far"), QStringLiteral("Analysis: %1"), QStringLiteral("Q&A: %1"),
        QStringLiteral("Why %1?"), QStringLiteral("%1 \u2014 here's what happened"),
        QStringLiteral("Everything you need to know about %1"), QStringLiteral("Watch: %1"),
        QStringLiteral("%1, officials say"), QStringLiteral("%1 (UPDATED)"), QStringLiteral("LIVE: %1")};
    switch (random.below(10)) {
    case 0:
    case 1:
    case 2:
        return laterWords(original.text, random);
    case 3:
    case 4:
        return halfOf(original.title, true);
    case 5:
        return halfOf(original.title, false);
    case 6:
    case 7:
        return pick(random, recast,
            random.chance(50) ? halfOf(original.title, true) : laterWords(original.text, random), {});
    default:
        return storyWordsHeadline(original.text, random);
    }
}

QString someTime(QualityRandom &random)
{
    static const QStringList months {QStringLiteral("January"), QStringLiteral("March"),
        QStringLiteral("June"), QStringLiteral("Sept."), QStringLiteral("November")};
    const QString day = QString::number(1 + random.below(28));
    const QString month = random.oneOf(months);
    const QString hour = QString::number(1 + random.below(12));
    const QString minute = QStringLiteral("%1").arg(random.below(60), 2, 10, QLatin1Char('0'));
    switch (random.below(4)) {
    case 0:
        return QStringLiteral("%1:%2 a.m. ET, %3 %4, 2026").arg(hour, minute, month, day);
    case 1:
        return QStringLiteral("%1/%2/2026 %3:%4")
            .arg(day, QString::number(1 + random.below(12)), hour, minute);
    case 2:
        return QStringLiteral("Tuesday %1 %2 2026 %3.%4 GMT").arg(day, month, hour, minute);
    default:
        return QStringLiteral("%1 %2, 2026").arg(month, day);
    }
}

/// A line a site puts above the story: a byline, a time, a dateline (then glued to the lead).
void addTopLine(QStringList &paragraphs, QualityRandom &random)
{
    const QString a = inventedWord(random), b = inventedWord(random), c = inventedWord(random);
    static const QStringList bylines {QStringLiteral("By %1 %2"),
        QStringLiteral("By %1 %2, %3 Correspondent"), QStringLiteral("%1 %2 | %3 News"),
        QStringLiteral("%1 %2, Staff Writer"), QStringLiteral("By %1 %2 and %3 %1")};
    static const QStringList times {QStringLiteral("Published %1"), QStringLiteral("Updated %1"),
        QStringLiteral("Posted on %1 by %2"), QStringLiteral("Last updated: %1"), QStringLiteral("%1")};
    static const QStringList datelines {QStringLiteral("%1 (%2) \u2014 "), QStringLiteral("%1, %3 (%2) - "),
        QStringLiteral("%1 -- "), QStringLiteral("%1: ")};
    switch (random.below(4)) {
    case 0:
        paragraphs.prepend(fill(random.oneOf(bylines), {a, b, c}));
        break;
    case 1: {
        const QString &form = random.oneOf(times);
        paragraphs.prepend(fill(form, {someTime(random), a + u' ' + b}));
        break;
    }
    case 2: {
        const QString &form = random.oneOf(times);
        paragraphs.prepend(fill(form, {someTime(random), a}));
        paragraphs.prepend(fill(random.oneOf(bylines), {a, b, c}));
        break;
    }
    default:
        if (!paragraphs.isEmpty())
            paragraphs.first().prepend(fill(random.oneOf(datelines), {a.toUpper(), b, c}));
        break;
    }
}

/// A line inside the story: a photo caption, a link to another story, an advertisement's label.
void addInsideLine(QStringList &paragraphs, const QString &otherHeadline, QualityRandom &random)
{
    if (paragraphs.size() < 2)
        return;
    const QString a = inventedWord(random), b = inventedWord(random);
    static const QStringList lines {QStringLiteral("RELATED: %3"), QStringLiteral("READ MORE: %3"),
        QStringLiteral("Photo: %1 %2/%2 Images"), QStringLiteral("(Photo by %1 %2 / %2 Press)"),
        QStringLiteral("%3 \u2014 %2"), QStringLiteral("Advertisement"),
        QStringLiteral("Story continues below advertisement"), QStringLiteral("[Embedded content]"),
        QStringLiteral("Sign up for the %1 newsletter")};
    const QString line = fill(random.oneOf(lines), {a, b, otherHeadline});
    paragraphs.insert(1 + qsizetype(random.below(quint64(paragraphs.size() - 1))), line);
}

/// A line a site puts under every story: sharing, comments, copyright, tags.
void addEndLine(QStringList &paragraphs, const QString &text, QualityRandom &random)
{
    const QString a = inventedWord(random), b = inventedWord(random);
    static const QStringList lines {QStringLiteral("Share this article"),
        QStringLiteral("Share on Facebook Share on Twitter Share by Email"),
        QStringLiteral("Comments are closed."),
        QStringLiteral("Copyright \u00a9 2026 %1 %2. All rights reserved."),
        QStringLiteral("\u00a9 %1 Media 2026"), QStringLiteral("This article originally appeared on %1.com."),
        QStringLiteral("Have a news tip? Email %1@%2.com"), QStringLiteral("Tags: %3, %4, %1"),
        QStringLiteral("Filed under: %3")};
    const QString &form = random.oneOf(lines);
    const QString first = storyWord(text, random);
    paragraphs.append(fill(form, {a, b, first, storyWord(text, random)}));
}

QString decoratedHeadline(const QString &title, QualityRandom &random)
{
    const QString a = inventedWord(random), b = inventedWord(random);
    static const QStringList prefixes {
        QStringLiteral("WIRE: "), QStringLiteral("%1: "), QStringLiteral("WATCH: ")};
    static const QStringList suffixes {QStringLiteral(" | The %1 %2"), QStringLiteral(" (video)"),
        QStringLiteral(" - %1"), QStringLiteral(" | %1 News")};
    return random.chance(40) ? pick(random, prefixes, a, b) + title : title + pick(random, suffixes, a, b);
}

QString swapQuotes(QString text, QualityRandom &random)
{
    if (random.chance(50))
        return text.replace(QChar(0x2019), u'\'').replace(QChar(0x201C), u'"').replace(QChar(0x201D), u'"');
    return text.replace(u'\'', QChar(0x2019));
}

/// Cuts whole sentences from the end until at least `fraction` of the words are gone.
QStringList cutFromEnd(QStringList paragraphs, double fraction)
{
    const int total = wordsIn(paragraphs.join(u' '));
    int removed = 0;
    while (removed < fraction * total && !paragraphs.isEmpty()) {
        QStringList sentences = sentencesOf(paragraphs.last());
        if (sentences.size() <= 1 || paragraphs.size() > 1) {
            // A whole paragraph when it fits within the cut, else its last sentence.
            const int inLast = wordsIn(paragraphs.last());
            if (removed + inLast <= (fraction + 0.08) * total || sentences.size() <= 1) {
                removed += inLast;
                paragraphs.removeLast();
                continue;
            }
        }
        removed += wordsIn(sentences.takeLast());
        paragraphs.last() = sentences.join(u' ');
    }
    return paragraphs;
}

} // namespace

QualityDocument ownHeadline(const QualityDocument &original, QualityRandom &random)
{
    QualityDocument copy = original;
    copy.name += QStringLiteral("~own-headline");
    copy.text = changeFigures(original.text, random, 1);
    copy.title = newHeadline(original, random);
    return copy;
}

QualityDocument trimmed(const QualityDocument &original, QualityRandom &random)
{
    QualityDocument copy = original;
    copy.name += QStringLiteral("~trimmed");
    const double fraction = 0.10 + double(random.below(21)) / 100.0;
    copy.text = changeFigures(
        cutFromEnd(paragraphsOf(original.text), fraction).join(QStringLiteral("\n\n")), random, 1);
    return copy;
}

QualityDocument dressed(const QualityDocument &original, const QString &otherHeadline, QualityRandom &random)
{
    QualityDocument copy = original;
    copy.name += QStringLiteral("~dressed");
    QStringList paragraphs = paragraphsOf(original.text);
    // Two to four different dressings, in a random order of choice.
    QList<int> kinds {0, 1, 2, 3, 4, 5, 6};
    const qsizetype count = 2 + qsizetype(random.below(3));
    for (qsizetype i = 0; i < count; ++i) {
        const int kind = kinds.takeAt(qsizetype(random.below(quint64(kinds.size()))));
        switch (kind) {
        case 0:
            addTopLine(paragraphs, random);
            break;
        case 1:
            addInsideLine(paragraphs, otherHeadline, random);
            break;
        case 2:
            if (paragraphs.size() >= 2) {
                const qsizetype at = qsizetype(random.below(quint64(paragraphs.size() - 1)));
                paragraphs[at] += u' ' + paragraphs.takeAt(at + 1);
            }
            break;
        case 3:
            paragraphs = swapQuotes(paragraphs.join(u'\n'), random).split(u'\n');
            break;
        case 4:
            paragraphs = changeFigures(paragraphs.join(u'\n'), random, 1 + int(random.below(2))).split(u'\n');
            break;
        case 5:
            addEndLine(paragraphs, original.text, random);
            break;
        default:
            copy.title = decoratedHeadline(copy.title, random);
            break;
        }
    }
    copy.text = paragraphs.join(QStringLiteral("\n\n"));
    if (copy.text == original.text && copy.title == original.title)
        copy.text += QStringLiteral("\n\nComments are closed.");
    return copy;
}

QualityDocument reworked(const QualityDocument &original, const QString &otherHeadline, QualityRandom &random)
{
    QualityDocument copy = dressed(trimmed(original, random), otherHeadline, random);
    copy.title = newHeadline(original, random);
    copy.name = original.name + QStringLiteral("~reworked");
    return copy;
}

QualityDocument retold(const QualityDocument &original, QualityRandom &random)
{
    QStringList sentences = sentencesOf(original.text);
    QualityDocument result {original.name + QStringLiteral("~retold"), {}, {}};
    if (sentences.size() > 3)
        sentences.removeFirst(); // a new lead: the original's is not used
    QStringList kept;
    for (const QString &s : std::as_const(sentences)) {
        if (random.chance(75))
            kept.append(s);
    }
    while (kept.size() < 3 && !sentences.isEmpty())
        kept.append(sentences.takeAt(qsizetype(random.below(quint64(sentences.size())))));
    // Facts in another order: each sentence moves a few places.
    for (qsizetype i = 0; i + 1 < kept.size(); ++i) {
        if (random.chance(50))
            kept.swapItemsAt(i, std::min(kept.size() - 1, i + 1 + qsizetype(random.below(4))));
    }
    // Other words: one in seven replaced.
    for (QString &s : kept) {
        QStringList words = s.split(u' ', Qt::SkipEmptyParts);
        for (QString &w : words) {
            if (random.chance(14))
                w = inventedWord(random).toLower();
        }
        s = words.join(u' ');
    }
    // A lead of the writer's own: a later sentence moved to the front, opened differently.
    const QString lead = kept.takeAt(qsizetype(random.below(quint64(kept.size()))));
    kept.prepend(capitalised(inventedWord(random).toLower() + QStringLiteral(", ") + lead));
    result.title = newHeadline(original, random);
    result.text = kept.join(u' ');
    return result;
}

} // namespace kindred
