#include "extract/PaywallCut.h"

#include "extract/CallsToAction.h"

#include <QSet>

namespace kindred {

namespace {

// A paywall's offer after its notice is told in paragraphs of at most this many words...
constexpr int kOfferParagraphWords = 80;
// ...and in at most this many words together, or fewer than the story above the notice.
constexpr int kOfferWords = 150;

// The words `paragraphs` [from, to) write with a capital inside a sentence, three letters or more:
// the names a story keeps coming back to ("Canadiens", "Proserpine", "NASA"). A word after a
// sentence's end or an opening quotation mark is no name by its capital.
QSet<QString> namesIn(const QStringList &paragraphs, qsizetype from, qsizetype to)
{
    QSet<QString> names;
    for (qsizetype p = from; p < to; ++p) {
        const QString &text = paragraphs[p];
        bool sentenceStart = true;
        for (qsizetype i = 0; i < text.size();) {
            const QChar c = text[i];
            if (!c.isLetter()) {
                const bool opensQuote
                    = (c == u'"' || c == u'\u201C' || c == u'\u00AB') && (i == 0 || text[i - 1].isSpace());
                sentenceStart
                    = sentenceStart || c == u'.' || c == u'!' || c == u'?' || c == u':' || opensQuote;
                ++i;
                continue;
            }
            qsizetype end = i;
            while (end < text.size() && text[end].isLetter())
                ++end;
            if (!sentenceStart && end - i >= 3 && c.isUpper())
                names.insert(text.mid(i, end - i));
            sentenceStart = false;
            i = end;
        }
    }
    return names;
}

// Whether the paragraphs after a paywall's notice at `at` go on with the story above it: they name
// what it names (not what the notice names: the site's own name, which an offer repeats).
bool storyGoesOn(const QStringList &paragraphs, qsizetype first, qsizetype at, qsizetype end)
{
    QSet<QString> shared = namesIn(paragraphs, first, at);
    shared.intersect(namesIn(paragraphs, at + 1, end));
    shared.subtract(namesIn(paragraphs, at, at + 1));
    return !shared.isEmpty();
}

} // namespace

qsizetype paywallNoticeAt(const QStringList &paragraphs, qsizetype first, qsizetype end)
{
    int after = 0; // the words after the paragraph looked at
    for (qsizetype at = end - 1; at >= first; --at) {
        const int words = countWords(QStringView(paragraphs[at]));
        if (words > kOfferParagraphWords)
            break;
        if (isPaywallNotice(paragraphs[at])) {
            int before = 0;
            for (qsizetype i = first; i < at; ++i)
                before += countWords(QStringView(paragraphs[i]));
            const bool offer = after <= kOfferWords || after < before;
            return offer && !storyGoesOn(paragraphs, first, at, end) ? at : -1;
        }
        after += words;
    }
    return -1;
}

bool opensItsBox(const PlateauScan &scan, const std::vector<ParagraphPlace> &places, qsizetype at)
{
    const std::uint32_t box = scan.elements[places[std::size_t(at)].block].parent;
    if (box == 0)
        return false;
    for (std::size_t i = 0; i < places.size(); ++i) {
        if (isWithin(scan, places[i].block, box) != (i >= std::size_t(at)))
            return false;
    }
    return true;
}

} // namespace kindred
