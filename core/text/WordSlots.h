#pragma once

#include "text/StopWords.h"

#include <QStringView>
#include <vector>

namespace kindred {

/// What a text pipeline learned about words (stop-word languages, a stem's hash...), cached per
/// thread and looked up by a 64-bit hash of the word: most words of a text were seen in an
/// earlier text, and stemming them again is the costliest step. Direct-mapped: a slot holds the
/// last word whose key mapped there, and starts over when another word takes it.
///
/// `Slot` is a value type with `quint64 key` (0: empty) and `quint16 stopMask`; its other
/// members start at their defaults and are the caller's to fill.
template<typename Slot, int Bits>
class WordSlots
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
