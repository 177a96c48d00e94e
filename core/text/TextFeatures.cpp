#include "text/TextFeatures.h"

#include "text/ProseLayout.h"
#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/TextNormalizer.h"
#include "text/TitleDecoration.h"
#include "text/WordSlots.h"
#include "text/WordTokenizer.h"
#include "text/WordWeights.h"

#include <QSysInfo>
#include <QtEndian>
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <vector>
#include <xxhash.h> // inline, as text/WordSlots.h asks for it

namespace kindred {

namespace {

// Seeds keep the feature spaces apart: the word "ab" and a two-character bigram never collide.
constexpr XXH64_hash_t kWordSeed = 0x6b696e6472656431ULL; // "kindred1"
constexpr XXH64_hash_t kBigramSeed = 0x6b696e6472656432ULL;

/// What the pipeline learned about one surface form, per thread (see WordSlots).
struct CachedWord
{
    quint64 key = 0; // wordKey() of the folded form; 0 = empty slot
    quint64 feature = 0; // persisted feature hash for `language`; 0 = dropped (stop word, number)
    quint16 stopMask = 0;
    Language language = Language::Unknown;
    bool featureKnown = false;
};

using WordCache = WordSlots<CachedWord, 15>;

/// Counts of distinct features for one document; open addressing, reused between documents.
class FeatureCounter
{
public:
    void reset(size_t expected)
    {
        for (quint32 at : m_used)
            m_slots[at] = {};
        m_used.clear();
        const size_t wanted = std::bit_ceil(std::max<size_t>(64, expected * 2));
        if (m_slots.size() < wanted)
            m_slots.assign(wanted, {});
    }

    void add(quint64 hash, quint32 count)
    {
        const size_t mask = m_slots.size() - 1;
        for (size_t at = hash & mask;; at = (at + 1) & mask) {
            Slot &slot = m_slots[at];
            if (slot.hash == hash) {
                slot.count += count;
                return;
            }
            if (slot.hash == 0) {
                slot = {hash, count};
                m_used.push_back(quint32(at));
                return;
            }
        }
    }

    bool contains(quint64 hash) const
    {
        const size_t mask = m_slots.size() - 1;
        for (size_t at = hash & mask;; at = (at + 1) & mask) {
            if (m_slots[at].hash == hash)
                return true;
            if (m_slots[at].hash == 0)
                return false;
        }
    }

    QList<TextFeature> features() const
    {
        QList<TextFeature> result;
        result.reserve(qsizetype(m_used.size()));
        for (quint32 at : m_used)
            result.append({m_slots[at].hash, m_slots[at].count});
        return result;
    }

private:
    struct Slot
    {
        quint64 hash = 0;
        quint32 count = 0;
    };
    std::vector<Slot> m_slots;
    std::vector<quint32> m_used;
};

/// Numbers carry no weight: a token with digits and at most two letters ("2024", "5m", "3rd",
/// "1,200") is a figure that syndicated copies change, not a topic. Nor do single characters.
bool isNumberLike(QStringView word)
{
    if (word.size() == 1) // single letters ("s" of a broken "it's", initials) are noise, not topics
        return true;
    int digits = 0, letters = 0;
    for (QChar c : word) {
        if (c.isDigit())
            ++digits;
        else if (c.isLetter())
            ++letters;
    }
    return letters == 0 || (digits > 0 && letters <= 2);
}

quint64 wordFeature(QStringView word, Language language, quint16 stopMask)
{
    const bool stop = language == Language::Unknown ? stopMask != 0 : (stopMask >> int(language)) & 1;
    if (stop || isNumberLike(word))
        return 0;
    const QByteArray stem = Stemmer::stem(language, word.toUtf8());
    const quint64 hash = XXH3_64bits_withSeed(stem.constData(), size_t(stem.size()), kWordSeed);
    return hash == 0 ? 1 : hash;
}

/// The language with the most stop-word points among the first words, if it clearly leads;
/// Chinese, Japanese or Thai when their scripts dominate.
Language detectLanguage(
    const std::array<int, kLanguageCount> &stopHits, int letterWords, int han, int kana, int thai)
{
    const int bigramChars = han + kana + thai;
    if (bigramChars > letterWords) {
        if (thai > han + kana)
            return Language::Th;
        return kana * 10 > han ? Language::Ja : Language::Zh;
    }
    int best = 0, second = 0;
    Language bestLanguage = Language::Unknown;
    for (int i = int(Language::En); i <= int(Language::Ru); ++i) {
        if (stopHits[size_t(i)] > best) {
            second = best;
            best = stopHits[size_t(i)];
            bestLanguage = Language(i);
        } else if (stopHits[size_t(i)] > second) {
            second = stopHits[size_t(i)];
        }
    }
    return best >= 2 * 60 && best > second ? bestLanguage : Language::Unknown;
}

/// The exact digest of the words, fed through a small buffer: no copy of a long text is kept.
/// Hashed as UTF-16LE on every machine; the same bytes as one call over the whole text would hash.
class DigestWriter
{
public:
    DigestWriter() { XXH3_128bits_reset(&m_state); }

    void append(QStringView text)
    {
        const char16_t *data = reinterpret_cast<const char16_t *>(text.data());
        size_t left = size_t(text.size());
        if constexpr (QSysInfo::ByteOrder == QSysInfo::LittleEndian) {
            if (m_used + left < m_buffer.size()) { // a word: the usual case
                std::memcpy(m_buffer.data() + m_used, data, left * sizeof(char16_t));
                m_used += left;
                return;
            }
        }
        while (left > 0) {
            const size_t take = std::min(left, m_buffer.size() - m_used);
            if constexpr (QSysInfo::ByteOrder == QSysInfo::LittleEndian) {
                std::memcpy(m_buffer.data() + m_used, data, take * sizeof(char16_t));
            } else {
                for (size_t i = 0; i < take; ++i)
                    m_buffer[m_used + i] = qToLittleEndian(data[i]);
            }
            m_used += take;
            data += take;
            left -= take;
            if (m_used == m_buffer.size())
                flush();
        }
    }

    void append(char16_t c)
    {
        if (m_used == m_buffer.size())
            flush();
        m_buffer[m_used++] = qToLittleEndian(c);
    }

    XXH128_hash_t finish()
    {
        flush();
        return XXH3_128bits_digest(&m_state);
    }

private:
    void flush()
    {
        XXH3_128bits_update(&m_state, m_buffer.data(), m_used * sizeof(char16_t));
        m_used = 0;
    }

    XXH3_state_t m_state;
    std::array<char16_t, 2048> m_buffer;
    size_t m_used = 0;
};

struct Part
{
    QString text;
    std::vector<Token> tokens;
    std::vector<quint64> keys; // wordKey of each word token
    quint32 weight = 1;
};

enum PartIndex { Body, Headline, Decoration, PartCount };

} // namespace

TextFeatures extractTextFeatures(const QString &title, const QString &text)
{
    thread_local WordCache cache;
    thread_local FeatureCounter counter;
    thread_local FeatureCounter bodyWords; // wordKey of every body word, to read the title against
    thread_local std::array<Part, PartCount> parts;

    TextFeatures result;
    // Pass 1: tokens and the evidence for the language. The body comes first: what it holds tells
    // the headline's own words from the decorations a site put around them.
    std::array<int, kLanguageCount> stopHits {};
    int letterWords = 0, han = 0, kana = 0, thai = 0;
    const auto tokenize = [&](Part &part) {
        part.tokens.clear();
        part.keys.clear();
        WordTokenizer::tokenize(part.text, part.tokens);
        const QStringView view(part.text);
        // Keys first, each word's cache slot prefetched: the lookups below then overlap their
        // cache misses instead of waiting for each in turn (a third of the time on news text).
        for (const Token &token : part.tokens) {
            const quint64 key
                = token.kind == Token::Kind::Word ? wordKey(view.sliced(token.start, token.length)) : 0;
            part.keys.push_back(key);
            cache.prefetch(key);
        }
        for (size_t t = 0; t < part.tokens.size(); ++t) {
            const Token &token = part.tokens[t];
            const QStringView word = view.sliced(token.start, token.length);
            ++result.wordCount;
            const quint64 key = part.keys[t];
            if (token.kind == Token::Kind::BigramRun) {
                for (QChar c : word) {
                    const char16_t u = c.unicode();
                    if (u >= 0x0E00 && u <= 0x0EFF)
                        ++thai;
                    else if (u >= 0x3040 && u <= 0x30FF)
                        ++kana;
                    else
                        ++han;
                }
                continue;
            }
            if (letterWords >= 2000)
                continue;
            ++letterWords;
            // A stop word of several languages is weaker evidence for each ("de" is Spanish,
            // French, Dutch and Portuguese; "serait" only French): 60 points shared among them.
            const quint16 mask = cache.lookup(word, key).stopMask;
            const int share = mask ? 60 / std::popcount(mask) : 0;
            for (int i = 1; mask && i < kLanguageCount; ++i)
                stopHits[size_t(i)] += ((mask >> i) & 1) * share;
        }
    };

    parts[Body].text = normalizeText(text);
    tokenize(parts[Body]);
    bool bodyWordsKnown = false; // most headlines have no separator: then nothing asks
    const TitleParts headline = splitTitleDecoration(stripTitleMarkers(title), [&](QStringView word) {
        if (!bodyWordsKnown) {
            bodyWords.reset(parts[Body].keys.size());
            for (quint64 key : parts[Body].keys) {
                if (key)
                    bodyWords.add(key, 1);
            }
            bodyWordsKnown = true;
        }
        return bodyWords.contains(wordKey(word));
    });
    parts[Headline].text = normalizeText(headline.core);
    parts[Decoration].text = normalizeText(headline.decoration);
    tokenize(parts[Headline]);
    tokenize(parts[Decoration]);

    // Weights (WordWeights): the lead of the story's prose counts most, dressing hardly at all, and
    // the headline less the more prose there is (set once the body has been counted, below).
    thread_local ProseLayout layout;
    layOutProse(parts[Body].text, parts[Body].tokens, layout);
    const qint32 *const prosePosition = layout.position.data(); // once: thread_local costs a call
    quint64 leadMass = 0;

    // The digest sees words only, each followed by a space: the title's, a line break, the
    // body's, a line break (so moving words between title and text changes it). The same walk
    // counts the room every countable feature needs: a word, or each bigram of a run of a
    // space-less script (a run of 3,000 characters without punctuation holds 2,999); words that
    // weigh nothing (far down a long story) need none.
    DigestWriter digest;
    size_t countable = 0;
    const auto digestWords = [&](const Part &part) {
        const QStringView view(part.text);
        const bool body = &part == &parts[Body];
        for (size_t t = 0; t < part.tokens.size(); ++t) {
            const Token &token = part.tokens[t];
            digest.append(view.sliced(token.start, token.length));
            digest.append(u' ');
            if (!body || WordWeights::bodyWord(prosePosition[t]) > 0)
                countable += token.kind == Token::Kind::Word ? 1 : size_t(token.length);
        }
    };
    digestWords(parts[Headline]);
    digestWords(parts[Decoration]);
    digest.append(u'\n');
    digestWords(parts[Body]);
    digest.append(u'\n');
    const XXH128_hash_t hash128 = digest.finish();
    result.digestHigh = hash128.high64;
    result.digestLow = hash128.low64;
    result.language = detectLanguage(stopHits, letterWords, han, kana, thai);

    // Pass 2: features.
    const Language language = result.language;
    counter.reset(countable);
    for (Part &part : parts) {
        const QStringView view(part.text);
        const bool body = &part == &parts[Body];
        if (&part == &parts[Headline]) { // the body is counted
            parts[Headline].weight = WordWeights::headline(leadMass);
            parts[Decoration].weight = WordWeights::decoration(leadMass);
        }
        for (size_t t = 0; t < part.tokens.size(); ++t) {
            const Token &token = part.tokens[t];
            const QStringView word = view.sliced(token.start, token.length);
            quint32 weight = part.weight;
            if (body) {
                weight = WordWeights::bodyWord(prosePosition[t]);
                // Dressing is no lead; a run of a space-less script weighs as its words.
                leadMass += prosePosition[t] < 0 ? 0 : weight * quint64(token.words());
            }
            // A word that does not count is no feature of this article (far down a long story, the
            // headline over one): nor is it learned in the document frequencies.
            if (weight == 0)
                continue;
            if (token.kind == Token::Kind::Word) {
                CachedWord &cached = cache.lookup(word, part.keys[t]);
                if (!cached.featureKnown || cached.language != language) {
                    cached.feature = wordFeature(word, language, cached.stopMask);
                    cached.language = language;
                    cached.featureKnown = true;
                }
                if (cached.feature)
                    counter.add(cached.feature, weight);
                continue;
            }
            // Every character of these scripts is three bytes in UTF-8.
            const QByteArray utf8 = word.toUtf8();
            const qsizetype chars = word.size();
            const qsizetype step = chars == 1 ? 1 : 2;
            for (qsizetype i = 0; i + step <= chars; ++i) {
                const QStringView gram = word.sliced(i, step);
                if (language == Language::Zh && (StopWords::languagesOf(gram) >> int(Language::Zh)) & 1)
                    continue;
                quint64 h = XXH3_64bits_withSeed(utf8.constData() + i * 3, size_t(step) * 3, kBigramSeed);
                counter.add(h == 0 ? 1 : h, weight);
            }
        }
    }
    result.features = counter.features();
    return result;
}

} // namespace kindred
