#pragma once

#include <QString>
#include <QStringList>

// Headlines the story tests (tst_storyclusterer, tst_storytracker) place: a background of unrelated
// ones, and two stories a town's name joins.
namespace kindred::test {

// Headline `i` of a background of unrelated ones: a few common words each, so the document
// frequencies look like a stream's.
inline QString backgroundHeadline(int i)
{
    const QStringList words {QStringLiteral("orchard"), QStringLiteral("violin"), QStringLiteral("glacier"),
        QStringLiteral("lantern"), QStringLiteral("harvest"), QStringLiteral("sailing"),
        QStringLiteral("pottery"), QStringLiteral("meadow"), QStringLiteral("comet"),
        QStringLiteral("bakery"), QStringLiteral("tunnel"), QStringLiteral("falcon")};
    return QStringLiteral("%1 %2 %3")
        .arg(words[i % words.size()], words[(i * 5 + 3) % words.size()], QStringLiteral("x%1y").arg(i));
}

// A town's rugby side, then a derailment near the town whose first report names it: placed in that
// order, the derailment takes the rugby story's key, and the two parts barely link.
inline const QStringList rugbyHeadlines {
    QStringLiteral("Dunmere Bears beat Kelso in rugby semi-final"),
    QStringLiteral("Rugby: Dunmere Bears reach final after Kelso win"),
    QStringLiteral("Dunmere Bears rugby side through to the final"),
};

inline const QStringList derailmentHeadlines {
    QStringLiteral("Passenger train derails near Dunmere"),
    QStringLiteral("Train derailment: carriages overturned, passengers injured"),
    QStringLiteral("Derailed passenger train: rescuers free trapped passengers"),
    QStringLiteral("Passengers injured as train derails, carriages overturned"),
    QStringLiteral("Train derailment: rescuers reach overturned carriages"),
    QStringLiteral("Derailed train: injured passengers taken to hospital"),
    QStringLiteral("Rail operator investigates passenger train derailment"),
    QStringLiteral("Train derailment: passengers describe carriages overturning"),
};

} // namespace kindred::test
