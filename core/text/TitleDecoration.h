#pragma once

#include <QString>
#include <QStringView>
#include <functional>

namespace kindred {

/// A headline split into the story's own words and what a site put around them: a desk or
/// column tag in front ("Golf-", "Test Drive:", "[Analysis]", "Sport » "), an outlet behind
/// (" - The Courier", " | Reuters", " (AP)").
struct TitleParts
{
    QString core;
    QString decoration; // the decorations found, space-separated; empty when there are none
};

/// Finds decorations by the form every site uses, not by a list of names: a segment of at most
/// four words cut off by a separator (a colon, a spaced dash, bar or guillemet, a hyphen glued to
/// the next capital, brackets in front, parentheses behind). Which side of a separator is the
/// decoration is decided by the article itself: the side whose words the body uses less, or on a
/// tie the shorter one ("Golf-Woods wins Masters": "Golf"; "Client - The Daily Courier": the
/// outlet). Segments are cut while one is found, so a copy with one more tag than its original
/// ends with the same core. `inBody` answers for a normalised word (see normalizeText) whether
/// the article's body holds it.
TitleParts splitTitleDecoration(const QString &title, const std::function<bool(QStringView)> &inBody);

} // namespace kindred
