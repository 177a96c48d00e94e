#include "news/StoryTerms.h"

#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/TextNormalizer.h"
#include "text/WordSlots.h"
#include "text/WordTokenizer.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <vector>
#include <xxhash.h> // inline, as text/WordSlots.h asks for it

namespace kindred {

namespace {

constexpr XXH64_hash_t kStemSeed = 0x6b73746f72793031ULL; // "kstory01"
constexpr XXH64_hash_t kBigramSeed = 0x6b73746f72793032ULL;

// Never 0: clustering keeps terms in tables where 0 marks an empty slot.
quint64 termHash(const QByteArray &bytes, XXH64_hash_t seed)
{
    const quint64 hash = XXH3_64bits_withSeed(bytes.constData(), size_t(bytes.size()), seed);
    return hash != 0 ? hash : 1;
}

// Format tags say what kind of page it is, not what happened.
QString withoutTags(const QString &title)
{
    static const QRegularExpression prefix(
        QStringLiteral(
            "^\\s*(?:(?:live(?: updates| blog)?|watch|video|photos?|pictures|in pictures|"
            "explainer|opinion|analysis|podcast|recap|factbox|comment|editorial|interview|"
            "gallery|breaking(?: news)?|just in|developing|exclusive|review)\\s*[:|\\-\u2013\u2014]\\s*)+"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression outletSuffix(QStringLiteral("\\s+\\|\\s+[^|]{1,60}$"));
    static const QRegularExpression bracketTag(
        QStringLiteral("[\\[(](?:video|photos?|watch|live|pictures|updated?|audio)[\\])]"),
        QRegularExpression::CaseInsensitiveOption);
    QString result = stripTitleMarkers(title);
    result.remove(bracketTag);
    result.remove(prefix);
    result.remove(outletSuffix);
    return result;
}

bool hasDigit(QStringView word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

bool isCapitalised(QStringView word)
{
    return !word.isEmpty() && word.front().isUpper();
}

bool isAllCapitals(QStringView word)
{
    int letters = 0;
    for (const QChar c : word) {
        if (c.isLower())
            return false;
        letters += c.isLetter() ? 1 : 0;
    }
    return letters >= 2;
}

struct Word
{
    QStringView surface;
    QStringView folded; // into the normalised text, or into collect()'s titleWords
    quint64 key = 0; // wordKey(folded)
    quint16 stopMask = 0;
    bool inTitle = false;
    bool first = false; // first word of the title
};

/// What storyTerms() learned about one folded word, per thread (see WordSlots).
struct StemSlot
{
    quint64 key = 0;
    quint64 term = 0; // the stem's term hash in `language`; 0 until stemmed
    quint16 stopMask = 0;
    Language language = Language::Unknown;
};
using StemCache = WordSlots<StemSlot, 14>;

quint64 stemTerm(StemCache &cache, QStringView folded, quint64 key, Language language)
{
    StemSlot &slot = cache.lookup(folded, key);
    if (slot.term == 0 || slot.language != language) {
        slot.term = termHash(Stemmer::stem(language, folded.toUtf8()), kStemSeed);
        slot.language = language;
    }
    return slot.term;
}

// The language with the most stop words among the words, English when none has any: a
// title alone rarely holds one, and stemming an English word with no stop word around it is
// the common case.
Language languageOf(const std::vector<Word> &words)
{
    std::array<int, kLanguageCount> hits {};
    for (const Word &w : words) {
        for (int i = 1; i < kLanguageCount; ++i)
            hits[size_t(i)] += (w.stopMask >> i) & 1;
    }
    int best = int(Language::En);
    for (int i = 1; i < kLanguageCount; ++i) {
        if (hits[size_t(i)] > hits[size_t(best)])
            best = i;
    }
    return Language(best);
}

// Title case ("Thousands Flee As Fire Spreads") capitalises every word, so capitals say nothing
// there; in sentence case they mark names.
bool isTitleCase(const std::vector<Word> &words)
{
    int long_ = 0;
    int capitalised = 0;
    for (const Word &w : words) {
        if (!w.inTitle || w.first || w.surface.size() < 4 || w.stopMask != 0 || hasDigit(w.surface))
            continue;
        ++long_;
        capitalised += isCapitalised(w.surface) ? 1 : 0;
    }
    return long_ >= 2 && capitalised * 4 >= long_ * 3;
}

// `text` is normalised already when `inTitle` is false (the case of a text word is not looked at).
// The folded forms of title words are kept in `titleWords`, which must outlive `words`.
void collect(std::vector<Word> &words, const QString &text, bool inTitle, int limit, StemCache &cache,
    QStringList &titleWords)
{
    thread_local std::vector<Token> tokens;
    tokens.clear();
    WordTokenizer::tokenize(text, tokens);
    int count = 0;
    for (const Token &token : tokens) {
        if (count >= limit)
            break;
        Word w;
        w.surface = QStringView(text).sliced(token.start, token.length);
        if (inTitle) {
            titleWords.append(normalizeText(w.surface.toString()));
            w.folded = titleWords.constLast();
        } else {
            w.folded = w.surface;
        }
        w.inTitle = inTitle;
        w.first = inTitle && count == 0;
        if (token.kind == Token::Kind::Word) {
            w.key = wordKey(w.folded);
            w.stopMask = cache.lookup(w.folded, w.key).stopMask;
        } else {
            w.stopMask = 0xffff; // a run of a space-less script: bigrams below, never a word
        }
        words.push_back(w);
        ++count;
    }
}

} // namespace

QList<StoryTerm> storyTerms(const QString &title, const QString &text, const StoryTermOptions &options)
{
    // Views into these strings live in `words`.
    const QString cleanTitle = withoutTags(title).normalized(QString::NormalizationForm_KC);
    // The lede only: a body can be long, and normalising it whole would cost more than the rest.
    const QString cleanText = normalizeText(text.left(options.textWords * 12));
    thread_local StemCache cache;
    QStringList titleWords; // the folded title words `words` points into
    std::vector<Word> words;
    collect(words, cleanTitle, true, 64, cache, titleWords);
    collect(words, cleanText, false, options.textWords, cache, titleWords);

    const Language language = languageOf(words);
    const bool titleCase = isTitleCase(words);
    const bool shouting = std::all_of(words.begin(), words.end(),
        [](const Word &w) { return !w.inTitle || !isCapitalised(w.surface) || isAllCapitals(w.surface); });

    QHash<quint64, StoryTerm> weights; // hash -> the term
    for (const Word &w : words) {
        float weight = w.inTitle ? options.titleWeight : 1.0f;
        if (w.stopMask == 0xffff) {
            // Chinese, Japanese, Thai...: character bigrams.
            const QStringView run(w.folded);
            for (qsizetype i = 0; i + 2 <= run.size(); ++i) {
                const QByteArray gram = run.sliced(i, 2).toUtf8();
                weights[termHash(gram, kBigramSeed)].weight += weight;
            }
            continue;
        }
        if ((w.stopMask >> int(language)) & 1 || w.folded.size() < 2)
            continue;
        // A name: a capitalised word of a sentence-case title, or an all-capitals one. Its weight
        // goes up, but not the first word's (a sentence's capital), unless written in capitals.
        const bool name = w.inTitle && !shouting
            && ((!titleCase && isCapitalised(w.surface))
                || (isAllCapitals(w.surface) && !hasDigit(w.folded)));
        if (hasDigit(w.folded))
            weight *= options.figureWeight;
        else if (name && (!w.first || isAllCapitals(w.surface)))
            weight *= options.nameWeight;
        StoryTerm &term = weights[stemTerm(cache, w.folded, w.key, language)];
        term.weight += weight;
        term.name = term.name || name;
        term.titleCapital = term.titleCapital
            || (w.inTitle && !shouting && titleCase && isCapitalised(w.surface) && !hasDigit(w.folded));
    }

    QList<StoryTerm> terms;
    terms.reserve(weights.size());
    for (auto it = weights.cbegin(); it != weights.cend(); ++it)
        terms.append({it.key(), it.value().weight, it.value().name, it.value().titleCapital});
    std::sort(
        terms.begin(), terms.end(), [](const StoryTerm &a, const StoryTerm &b) { return a.hash < b.hash; });
    return terms;
}

} // namespace kindred
