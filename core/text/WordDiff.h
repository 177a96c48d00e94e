#pragma once

#include <QList>
#include <QString>

namespace kindred {

/// One run of a word diff: text both sides share, or text found on one side only.
struct DiffSegment
{
    enum class Kind { Same, OnlyLeft, OnlyRight };
    Kind kind = Kind::Same;
    QString text;
};

/// Word diff of two texts: words (letters/digits runs, incl. numbers like 3.5% or 1,200 as one
/// token; each CJK, kana or Thai character on its own) compared case-sensitively; whitespace and
/// punctuation kept attached so that concatenating Same+OnlyLeft segments gives back `left`
/// exactly and Same+OnlyRight gives back `right`. Adjacent segments of one kind are merged, and
/// within a change OnlyLeft comes before OnlyRight. Texts too different to diff cheaply (over
/// 2,000 token edits, or a differing middle over 40,000 tokens) get a coarse answer: the common
/// prefix and suffix as Same, the rest as one OnlyLeft and one OnlyRight.
QList<DiffSegment> diffWords(const QString &left, const QString &right);

} // namespace kindred
