#include "evaluation/QualityEdits.h"

#include <QRegularExpression>

namespace kindred {

namespace {

const QStringList &boilerplateTails()
{
    static const QStringList tails = {
        QStringLiteral("(Reporting by Anna Keller in Berlin; Additional reporting by Tom Reyes; Editing by "
                       "Mark Potter)"),
        QStringLiteral(
            "Copyright 2024 The Daily Wire Service. All rights reserved. This material may not be published, "
            "broadcast, rewritten or redistributed."),
        QStringLiteral(
            "Follow us on social media for the latest updates. Sign up for our morning newsletter to get the "
            "day's top stories in your inbox."),
        QStringLiteral("Related coverage: Read more stories like this in our news section."),
        QStringLiteral("This article was originally published by our partner agency and is republished with "
                       "permission."),
    };
    return tails;
}

} // namespace

QStringList sentencesOf(const QString &text)
{
    static const QRegularExpression end(QStringLiteral("(?<=[.!?])\\s+|\\n+"));
    QStringList sentences;
    for (const QString &s : text.split(end, Qt::SkipEmptyParts)) {
        if (!s.trimmed().isEmpty())
            sentences.append(s.trimmed());
    }
    return sentences;
}

QStringList paragraphsOf(const QString &text)
{
    QStringList paragraphs;
    for (const QString &line : text.split(u'\n')) {
        if (!line.trimmed().isEmpty())
            paragraphs.append(line.trimmed());
    }
    return paragraphs;
}

/// Changes up to `count` figures in the text (a number's digits), as an updated copy would.
QString changeFigures(const QString &text, QualityRandom &random, int count)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QList<QRegularExpressionMatch> matches;
    for (auto it = number.globalMatch(text); it.hasNext();)
        matches.append(it.next());
    if (matches.isEmpty())
        return text;
    QString result = text;
    for (int i = 0; i < count; ++i) {
        const QRegularExpressionMatch m = matches[qsizetype(random.below(quint64(matches.size())))];
        const qint64 value = m.captured().left(9).toLongLong();
        const QString changed = QString::number(value + 1 + qint64(random.below(20)));
        // Replace in place only if the text still holds the same digits there.
        if (result.mid(m.capturedStart(), m.capturedLength()) == m.captured())
            result.replace(m.capturedStart(), m.capturedLength(), changed);
    }
    return result;
}

QString dropWords(const QString &text, QualityRandom &random, int count)
{
    QStringList words = text.split(u' ');
    for (int i = 0; i < count && words.size() > 10; ++i)
        words.removeAt(qsizetype(random.below(quint64(words.size()))));
    return words.join(u' ');
}

QualityDocument syndicate(const QualityDocument &original, QualityRandom &random)
{
    static const QStringList markers = {QStringLiteral("UPDATE 2-"), QStringLiteral("EXCLUSIVE-"),
        QStringLiteral("UPDATE 1-"), QStringLiteral("BREAKING: ")};
    static const QStringList datelines = {QStringLiteral("LONDON (Wire) - "),
        QStringLiteral("NEW YORK, May 1 (Wire) - "), QStringLiteral("BERLIN -- ")};
    QualityDocument copy = original;
    copy.name += QStringLiteral("~syndicated");
    if (random.chance(60))
        copy.title = markers[qsizetype(random.below(quint64(markers.size())))] + copy.title;
    if (random.chance(50))
        copy.text = datelines[qsizetype(random.below(quint64(datelines.size())))] + copy.text;
    copy.text = changeFigures(copy.text, random, 1 + int(random.below(3)));
    if (random.chance(80))
        copy.text = dropWords(copy.text, random, 1 + int(random.below(5)));
    if (random.chance(70))
        copy.text += QStringLiteral("\n\n")
            + boilerplateTails()[qsizetype(random.below(quint64(boilerplateTails().size())))];
    if (random.chance(50)) // typographic quotes and spacing differ between content systems
        copy.text.replace(u'\'', QChar(0x2019)).replace(QStringLiteral(". "), QStringLiteral(".  "));
    if (copy.text == original.text && copy.title == original.title) // every copy differs somehow
        copy.text += QStringLiteral("\n\n") + boilerplateTails().first();
    return copy;
}

// A made-up name (an outlet, a desk, a column): syllables, so that no list in the code holds it.
QString inventedWord(QualityRandom &random)
{
    static const QStringList syllables {QStringLiteral("mar"), QStringLiteral("kel"), QStringLiteral("o"),
        QStringLiteral("ven"), QStringLiteral("tis"), QStringLiteral("bra"), QStringLiteral("lun"),
        QStringLiteral("dor"), QStringLiteral("e"), QStringLiteral("sto"), QStringLiteral("qui"),
        QStringLiteral("ran"), QStringLiteral("fel"), QStringLiteral("a"), QStringLiteral("gra"),
        QStringLiteral("pen")};
    QString word;
    const quint64 parts = 2 + random.below(2);
    for (quint64 i = 0; i < parts; ++i)
        word += syllables[qsizetype(random.below(quint64(syllables.size())))];
    word[0] = word[0].toUpper();
    return word;
}

// A longer word of the text, capitalised: a desk or topic tag taken from the story itself.
QString storyWord(const QString &text, QualityRandom &random)
{
    static const QRegularExpression wordPattern(QStringLiteral("\\b\\p{L}{5,}\\b"));
    QStringList words;
    for (auto it = wordPattern.globalMatch(text); it.hasNext();)
        words.append(it.next().captured());
    if (words.isEmpty())
        return inventedWord(random);
    QString word = words[qsizetype(random.below(quint64(words.size())))];
    word[0] = word[0].toUpper();
    return word;
}

// One of `forms` with its %1 and %2 filled in (a form may use one of them only).
QString pick(QualityRandom &random, const QStringList &forms, const QString &a, const QString &b)
{
    QString form = forms[qsizetype(random.below(quint64(forms.size())))];
    return form.replace(QStringLiteral("%1"), a).replace(QStringLiteral("%2"), b);
}

// The edits every copy of these kinds also has (seed 003's measure): a figure, two words.
QualityDocument lightlyEdited(const QualityDocument &original, const QString &suffix, QualityRandom &random)
{
    QualityDocument copy = original;
    copy.name += suffix;
    copy.text = dropWords(changeFigures(copy.text, random, 1), random, 2);
    return copy;
}

QualityDocument tagHeadline(const QualityDocument &original, QualityRandom &random)
{
    QualityDocument copy = lightlyEdited(original, QStringLiteral("~tagged"), random);
    // Some tags are a word of the story itself (a desk "Golf-" over a golf report).
    const QString a = random.chance(30) ? storyWord(original.text, random) : inventedWord(random);
    const QString b = inventedWord(random);
    static const QStringList prefixes {QStringLiteral("%1-"), QStringLiteral("%1: "),
        QStringLiteral("%1 %2: "), QStringLiteral("[%1] "), QStringLiteral("%1 | "),
        QStringLiteral("%1 %2 \u2014 "), QStringLiteral("%1 \u00bb ")};
    static const QStringList suffixes {QStringLiteral(" - %1"), QStringLiteral(" - The %1 %2"),
        QStringLiteral(" | %1"), QStringLiteral(" \u2013 %1 News"), QStringLiteral(" (%1)")};
    if (random.chance(60))
        copy.title = pick(random, prefixes, a, b) + copy.title;
    else
        copy.title += pick(random, suffixes, a, b);
    return copy;
}

QualityDocument addOutletTail(const QualityDocument &original, QualityRandom &random)
{
    QualityDocument copy = lightlyEdited(original, QStringLiteral("~tail"), random);
    static const QStringList sentences {
        QStringLiteral("Sign up for the %1 %2 newsletter to get stories like this first."),
        QStringLiteral("\u00a9 2026 %1 %2. All rights reserved."),
        QStringLiteral("This story has been updated with comment from the %1 office."),
        QStringLiteral("Follow %1 %2 on social media for more."),
        QStringLiteral("%1 %2 contributed reporting."),
        QStringLiteral("Read more at %1.com, and download the %2 app."),
        QStringLiteral("Do you have a story to share? Email the %1 desk."),
        QStringLiteral("Photographs: %1 %2 for %1 Press."),
        QStringLiteral("More from %1: the best of the week in %2.")};
    const quint64 count = 1 + random.below(3);
    QStringList tail;
    for (quint64 i = 0; i < count; ++i)
        tail.append(pick(random, sentences, inventedWord(random), inventedWord(random)));
    copy.text += QStringLiteral("\n\n") + tail.join(u' ');
    return copy;
}

QualityDocument tagHeadlineAndTail(const QualityDocument &original, QualityRandom &random)
{
    QualityDocument copy = tagHeadline(original, random);
    copy.name = original.name + QStringLiteral("~tagged-tail");
    const QualityDocument tailed = addOutletTail(original, random);
    copy.text = copy.text + tailed.text.mid(tailed.text.lastIndexOf(QStringLiteral("\n\n")));
    return copy;
}

QualityDocument shortened(const QualityDocument &document)
{
    // A feed description: the first sentences up to about 50 words.
    QStringList kept;
    int words = 0;
    for (const QString &sentence : sentencesOf(document.text)) {
        kept.append(sentence);
        words += int(sentence.count(u' ')) + 1;
        if (words >= 50)
            break;
    }
    return {document.name + QStringLiteral("~short"), document.title, kept.join(u' ')};
}

QualityDocument rewrite(const QualityDocument &original, QualityRandom &random)
{
    QStringList sentences = sentencesOf(original.text);
    QStringList kept;
    for (const QString &s : sentences) {
        if (random.chance(60))
            kept.append(s);
    }
    while (kept.size() < 3 && !sentences.isEmpty())
        kept.append(sentences.takeAt(qsizetype(random.below(quint64(sentences.size())))));
    for (qsizetype i = kept.size() - 1; i > 0; --i) // another writer orders the facts differently
        kept.swapItemsAt(i, qsizetype(random.below(quint64(i + 1))));
    QualityDocument result {original.name + QStringLiteral("~rewrite"), {}, {}};
    const QStringList headline = kept.value(0).split(u' ').mid(0, 10);
    result.title = headline.join(u' ');
    result.text = kept.mid(1).join(u' ');
    return result;
}

} // namespace kindred
