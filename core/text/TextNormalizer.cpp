#include "text/TextNormalizer.h"

#include <QRegularExpression>

namespace kindred {

QString normalizeText(const QString &text)
{
    // ASCII and the precomposed Latin-1 letters are their own NFKC form and fold by +32: skip
    // both Unicode passes for such text (most Western news). Everything else takes Qt's path.
    // Typographic dashes, quotes and bullets are NFKC-stable and caseless too.
    const auto simple = [](char16_t c) {
        return c < 0x80 || (c >= 0xC0 && c <= 0xFF && c != 0xD7 && c != 0xF7 && c != 0xDF) || c == 0x2013
            || c == 0x2014 || c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D || c == 0x2022;
    };
    const char16_t *in = reinterpret_cast<const char16_t *>(text.constData());
    QString lower(text.size(), Qt::Uninitialized);
    char16_t *lowered = reinterpret_cast<char16_t *>(lower.data());
    bool fast = true;
    for (qsizetype i = 0, n = text.size(); i < n; ++i) {
        const char16_t c = in[i];
        if (!simple(c)) {
            fast = false;
            break;
        }
        const bool upper = (c >= u'A' && c <= u'Z') || (c >= 0xC0 && c <= 0xDE);
        lowered[i] = upper ? char16_t(c + 32) : c == 0x2018 || c == 0x2019 ? u'\'' : c;
    }
    if (fast)
        return lower;
    QString folded = text.normalized(QString::NormalizationForm_KC).toCaseFolded();
    char16_t *s = reinterpret_cast<char16_t *>(folded.data());
    qsizetype out = 0;
    for (qsizetype i = 0, n = folded.size(); i < n; ++i) {
        char16_t c = s[i];
        switch (c) {
        case 0x2018: // ‘ ’ ʼ ′: apostrophes and quotes, so "don’t" and "don't" are one word
        case 0x2019:
        case 0x02BC:
        case 0x2032:
            c = u'\'';
            break;
        case 0x00AD: // soft hyphen and zero-width characters: invisible, dropped
        case 0x200B:
        case 0x2060:
        case 0xFEFF:
            continue;
        default:
            break;
        }
        s[out++] = c;
    }
    folded.truncate(out);
    return folded;
}

QString stripTitleMarkers(const QString &title)
{
    static const QRegularExpression markers(
        QStringLiteral("^\\s*(?:(?:update|updated|refile|corrected|correction|exclusive|breaking|wrapup|"
                       "analysis|factbox|rpt|urgent|flash)(?:\\s*\\d+)?\\s*[-:\u2013\u2014|]\\s*)+"),
        QRegularExpression::CaseInsensitiveOption);
    if (title.isEmpty() || !markers.match(title).hasMatch())
        return title;
    QString stripped = title;
    stripped.remove(markers);
    return stripped;
}

} // namespace kindred
