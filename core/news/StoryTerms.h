#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

namespace kindred {

/// One term of an article as story clustering sees it: the hash of a stem, its weight, and
/// whether the title writes it as a name (see storyTerms()).
struct StoryTerm
{
    quint64 hash = 0; // never 0 for a real term
    float weight = 0;
    bool name = false;
    // Capitalised in a title-case title, where a capital says nothing: a name where another report
    // of its story writes it as one (StoryClusterer::eventMembers()).
    bool titleCapital = false;

    friend bool operator==(const StoryTerm &, const StoryTerm &) = default;
};

/// The terms story clustering compares articles by, made for headlines: stems of the title
/// (counted twice) and of the first words of the text, stop words and format tags ("LIVE:",
/// "Watch:") dropped, names weighed up. Real streams are often titles only, and a title is a
/// dozen words, so every signal counts:
/// - stems, always (a title is too short for language detection; English is the fallback), so
///   "recalls", "recalled" and "recall" meet;
/// - names: a capitalised word inside a sentence-case title, or an all-capitals one, is a
///   person, place or company, which is what reports of one story share while their verbs
///   differ ("Okafor strikes late" / "Harbour City beat Ashford");
/// - figures of two or more characters ("6.8", "$4bn") at half weight: a magnitude or a
///   price is shared by reports of one story, but also by unrelated ones;
/// - a trailing " | Outlet" segment is the outlet's, not the story's, and is dropped.
/// Not persisted: hashes may change between versions.
struct StoryTermOptions
{
    float titleWeight = 2.0f; // a title word counts this much, a text word 1
    float nameWeight = 1.5f; // extra factor for names
    float figureWeight = 0.5f; // factor for figures
    int textWords = 40; // words of the text used (the lede); the rest repeats the title's story
};

/// Sorted by hash, one entry per term.
QList<StoryTerm> storyTerms(const QString &title, const QString &text, const StoryTermOptions &options = {});

} // namespace kindred
