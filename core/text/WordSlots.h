#pragma once

#include "text/StopWords.h"

#include <QStringView>
#include <vector>
// Inline XXH3: the same hashes as the library's, without a call per word.
#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>

namespace kindred {

/// The key a word is looked up by in WordSlots and in the stop-word table: XXH3-64 of its
/// UTF-16, never 0 (0 marks an empty slot).
inline quint64 wordKey(QStringView word)
{
    const quint64 key = XXH3_64bits(word.data(), size_t(word.size()) * sizeof(QChar));
    return key != 0 ? key : 1;
}

/// What a text pipeline learned about words (stop-word languages, a stem's hash...), cached per
/// thread and looked up by a 64-bit hash of the word: most words of a text were seen in an
/// earlier text, and stemming them again is the costliest step. Direct-mapped: a slot holds the
/// last word whose key mapped there, and starts over when another word takes it.
///
/// `Slot` is a value type with `quint64 key` (0: empty) and `quint16 stopMask`; its other
/// members start at their defaults and are the caller's to fill. `key` is wordKey(word).
template<typename Slot, int Bits> class WordSlots
{
public:
    Slot &lookup(QStringView word, quint64 key)
    {
        Slot &slot = m_slots[key & kMask];
        if (slot.key != key) {
            slot = Slot {};
            slot.key = key;
            slot.stopMask = StopWords::languagesOf(word);
        }
        return slot;
    }

    /// Asks for the slot's cache line ahead of lookup(), so that lookups overlap their misses.
    void prefetch(quint64 key) const { __builtin_prefetch(&m_slots[key & kMask]); }

private:
    static constexpr size_t kSize = size_t(1) << Bits;
    static constexpr size_t kMask = kSize - 1;
    std::vector<Slot> m_slots = std::vector<Slot>(kSize);
};

} // namespace kindred
