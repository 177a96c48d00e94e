#include "text/TitleDecoration.h"

#include "text/StopWords.h"
#include "text/TextNormalizer.h"
#include "text/WordTokenizer.h"

#include <QRegularExpression>
#include <algorithm>
#include <vector>

namespace kindred {

namespace {

// A decoration is short: an outlet ("The Sydney Morning Herald"), a desk, a column name.
constexpr int kMaxDecorationWords = 4;

/// How much of a segment the body confirms: its content words (no stop words, no figures) and
/// how many of them the body uses.
struct Evidence
{
    int words = 0; // every word token
    int content = 0;
    int inBody = 0;
};

bool isContentWord(QStringView word)
{
    bool letters = false;
    for (QChar c : word)
        letters = letters || c.isLetter();
    return letters && word.size() > 1 && StopWords::languagesOf(word) == 0;
}

Evidence evidenceFor(const QString &segment, const std::function<bool(QStringView)> &inBody)
{
    thread_local std::vector<Token> tokens;
    tokens.clear();
    const QString text = normalizeText(segment);
    WordTokenizer::tokenize(text, tokens);
    Evidence evidence;
    for (const Token &token : tokens) {
        ++evidence.words;
        const QStringView word = QStringView(text).sliced(token.start, token.length);
        if (token.kind != Token::Kind::Word || !isContentWord(word))
            continue;
        ++evidence.content;
        evidence.inBody += inBody(word) ? 1 : 0;
    }
    return evidence;
}

/// Whether `candidate` is the decoration and `rest` the headline, rather than the other way round.
/// A side the body never uses is the decoration (an outlet's name, a column title) when the body
/// uses the other. Otherwise the shorter side is: a desk tag may be a word of the story ("Golf-"),
/// and a headline of wordplay may use no word of its body ("Tisluno | Aidy recalls big guns").
/// Two sides of one length go by the share of their words the body confirms; with no evidence
/// either way there is no cut.
bool isDecoration(const Evidence &candidate, const Evidence &rest)
{
    if (candidate.words > kMaxDecorationWords)
        return false;
    if (candidate.content == 0) // "(2)", "The"
        return rest.content > 0;
    if (candidate.inBody == 0 && (rest.content == 0 || rest.inBody > 0)) // even before figures only
        return true;
    if (rest.content == 0)
        return false;
    if (candidate.words != rest.words)
        return candidate.words < rest.words;
    // Shares of body-confirmed words, compared without division.
    return candidate.inBody * rest.content < rest.inBody * candidate.content;
}

struct Cut
{
    QString decoration;
    QString rest;
};

/// The segments a separator could cut off, in the order they are tried.
std::vector<Cut> candidateCuts(const QString &title)
{
    // Separators between a headline and its decoration: spaced dashes, bars, guillemets.
    static const QRegularExpression parens(QStringLiteral("\\s*\\(([^()]{1,60})\\)\\s*$"));
    static const QRegularExpression trailing(
        QStringLiteral("\\s+[-|\u2014\u2013]\\s+([^-|\u00bb\u2014\u2013]{1,60}?)\\s*$"));
    static const QRegularExpression bracket(QStringLiteral("^\\s*\\[([^\\]]{1,60})\\]\\s*"));
    static const QRegularExpression leading(
        QStringLiteral("^\\s*([^:|\u00bb\u2014\u2013\\[\\]]{1,60}?)(?::|\\s[-|\u00bb\u2014\u2013])\\s+"));
    static const QRegularExpression glued(QStringLiteral("^\\s*(\\p{L}+)-(?=[^\\p{Ll}\\s-])"));
    std::vector<Cut> cuts;
    static const auto isSeparator = [](QChar c) {
        return c == u':' || c == u'-' || c == u'|' || c == u'(' || c == u'[' || c == u'\u00bb'
            || c == u'\u2013' || c == u'\u2014';
    };
    if (std::none_of(title.cbegin(), title.cend(), isSeparator))
        return cuts;
    for (const QRegularExpression *pattern : {&parens, &trailing}) {
        const QRegularExpressionMatch m = pattern->match(title);
        if (m.hasMatch() && m.capturedStart() > 0)
            cuts.push_back({m.captured(1), title.left(m.capturedStart())});
    }
    for (const QRegularExpression *pattern : {&bracket, &leading, &glued}) {
        const QRegularExpressionMatch m = pattern->match(title);
        if (m.hasMatch() && m.capturedEnd() < title.size())
            cuts.push_back({m.captured(1), title.mid(m.capturedEnd())});
    }
    return cuts;
}

} // namespace

TitleParts splitTitleDecoration(const QString &title, const std::function<bool(QStringView)> &inBody)
{
    TitleParts parts {title, {}};
    for (bool cut = true; cut;) {
        cut = false;
        for (const Cut &candidate : candidateCuts(parts.core)) {
            if (!isDecoration(evidenceFor(candidate.decoration, inBody), evidenceFor(candidate.rest, inBody)))
                continue;
            parts.decoration
                += parts.decoration.isEmpty() ? candidate.decoration : u' ' + candidate.decoration;
            parts.core = candidate.rest;
            cut = true;
            break;
        }
    }
    return parts;
}

} // namespace kindred
