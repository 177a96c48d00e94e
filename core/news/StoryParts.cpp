// StoryClusterer's loose parts (Options::keepPartDensity, eventPartDensity, eventOwnNameShare):
// the parts a story's own edges make of it, those that leave it and those its event leaves out.
// The rest of the class is in StoryClusterer.cpp and StoryEdges.cpp.
#include "news/StoryClusterer.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace kindred {

namespace {

constexpr int kPartRounds = 10; // of label propagation, in partsOf(); a story settles in a few
constexpr double kWeightTie = 1e-12; // sums of edge weights closer than this are equal
// A part of fewer members tells no subject of its own (Options::eventOwnNameShare): a lone report
// is an outlier (ejectOutliers()), not a subject.
constexpr qsizetype kSubjectPart = 2;
// A part's names are those at least this many of its members carry, as well as the share the
// rule asks: half of a pair is one report, and what one report names (a sentence's first word,
// capitalised as any is) tells no subject.
constexpr int kNameCarriers = 2;
// Reports of the largest part that a name of their own sets apart (namedApart()) are at least
// this many: two such reports are as often a big story's place told alone ("Okafor: 'I dreamed of
// scoring the winner'" in a cup final).
constexpr qsizetype kNamedApart = 3;

} // namespace

QHash<qint64, qsizetype> StoryClusterer::partsOf(QList<qint64> members) const
{
    // In an order that does not depend on how the story came together (restored, merged, a
    // member moved back): by publication, then as earlier() breaks ties.
    const auto order = [this](qint64 id) { return arrivalOrder(m_nodes.constFind(id)->article); };
    std::sort(members.begin(), members.end(), [&](qint64 a, qint64 b) { return order(a) < order(b); });
    QHash<qint64, qsizetype> part; // article id -> label: its place in that order to begin with
    for (qsizetype i = 0; i < members.size(); ++i)
        part.insert(members[i], i);
    // A member takes the label its edges into the story weigh most, at once (later members see
    // it in the same round); a tie goes to the smaller label, so no hash order decides. A label's
    // weight is divided by its other members' count to the power Options::partSizePower, so a
    // large part does not take a small tight one in by the sum of many weak edges.
    QHash<qsizetype, qsizetype> sizes; // label -> members with it
    for (qsizetype i = 0; i < members.size(); ++i)
        sizes.insert(i, 1);
    const double power = m_options.partSizePower;
    for (int round = 0; round < kPartRounds; ++round) {
        bool changed = false;
        for (const qint64 id : std::as_const(members)) {
            QHash<qsizetype, double> weights;
            for (const Edge &edge : std::as_const(m_nodes.constFind(id)->edges)) {
                const auto neighbour = part.constFind(edge.neighbour);
                if (neighbour != part.cend())
                    weights[neighbour.value()] += edge.weight;
            }
            const auto mine = part.find(id);
            if (power > 0) {
                for (auto it = weights.begin(); it != weights.end(); ++it) {
                    const qsizetype others = sizes.value(it.key()) - (it.key() == mine.value() ? 1 : 0);
                    it.value() = others > 0 ? it.value() / std::pow(double(others), power) : 0;
                }
            }
            qsizetype best = mine.value();
            double bestWeight = weights.value(best, 0.0);
            for (auto it = weights.cbegin(); it != weights.cend(); ++it) {
                const bool tie = std::abs(it.value() - bestWeight) <= kWeightTie;
                if (it.value() > bestWeight + kWeightTie || (tie && it.key() < best && it.value() > 0)) {
                    best = it.key();
                    bestWeight = it.value();
                }
            }
            if (best != mine.value()) {
                --sizes[mine.value()];
                ++sizes[best];
                mine.value() = best;
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return part;
}

QSet<quint64> StoryClusterer::writtenNames(const QList<qint64> &members) const
{
    QSet<quint64> written;
    for (const qint64 id : members) {
        for (const StoryTerm &term : std::as_const(m_nodes.constFind(id)->vector)) {
            if (term.name)
                written.insert(term.hash);
        }
    }
    return written;
}

QHash<qsizetype, StoryClusterer::PartNames> StoryClusterer::namesOfParts(const QList<qint64> &members,
    const QHash<qint64, qsizetype> &part, double share, const QSet<quint64> &written) const
{
    QHash<qsizetype, QHash<quint64, int>> counts; // label -> name -> members that carry it
    QHash<qsizetype, int> sizes;
    for (const qint64 id : members) {
        QHash<quint64, int> &mine = counts[part[id]];
        ++sizes[part[id]];
        for (const StoryTerm &term : std::as_const(m_nodes.constFind(id)->vector)) {
            if (isName(term, written))
                ++mine[term.hash];
        }
    }
    QHash<qsizetype, PartNames> names;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        PartNames &named = names[it.key()];
        for (auto name = it->cbegin(); name != it->cend(); ++name) {
            named.any.insert(name.key());
            if (name.value() >= kNameCarriers && double(name.value()) >= share * double(sizes[it.key()]))
                named.common.insert(name.key());
        }
    }
    return names;
}

bool StoryClusterer::namesAnotherSubject(const QList<qint64> &members, const QHash<qint64, qsizetype> &part,
    qsizetype label, const PartNames &names, const PartNames &mainNames, const QSet<quint64> &written) const
{
    if (names.common.intersects(mainNames.common))
        return false;
    bool mainHasOwn = false; // a name most of the main part carries and no report of this part
    for (const quint64 name : mainNames.common)
        mainHasOwn = mainHasOwn || !names.any.contains(name);
    if (!mainHasOwn)
        return false;
    // Its own names: most of it carries them, no report outside it does.
    QSet<quint64> own = names.common;
    for (const qint64 id : members) {
        if (part.value(id) == label)
            continue;
        for (const StoryTerm &term : std::as_const(m_nodes.constFind(id)->vector)) {
            if (isName(term, written))
                own.remove(term.hash);
        }
    }
    if (own.isEmpty())
        return false;
    for (const qint64 id : members) { // a report of it that names the main subject too joins them
        if (part.value(id) != label)
            continue;
        bool mine = false, main = false;
        for (const StoryTerm &term : std::as_const(m_nodes.constFind(id)->vector)) {
            const bool name = isName(term, written);
            mine = mine || (name && own.contains(term.hash));
            main = main || (name && mainNames.common.contains(term.hash));
        }
        if (mine && main)
            return false;
    }
    return true;
}

QSet<qint64> StoryClusterer::namedApart(const QList<qint64> &members, const QHash<qint64, qsizetype> &part,
    qsizetype largest, const QSet<quint64> &mainNames, const QSet<quint64> &written) const
{
    QSet<qint64> apart;
    if (mainNames.isEmpty())
        return apart;
    QHash<quint64, QList<qint64>> carriers; // name -> the reports that carry it
    QSet<qint64> joined; // reports that name the main subject, or stand in another part
    for (const qint64 id : members) {
        bool main = part.value(id) != largest;
        for (const StoryTerm &term : std::as_const(m_nodes.constFind(id)->vector)) {
            if (!isName(term, written))
                continue;
            carriers[term.hash].append(id);
            main = main || mainNames.contains(term.hash);
        }
        if (main)
            joined.insert(id);
    }
    for (const QList<qint64> &reports : std::as_const(carriers)) {
        if (reports.size() >= kNamedApart
            && std::none_of(reports.cbegin(), reports.cend(), [&](qint64 id) { return joined.contains(id); }))
            apart.unite(QSet<qint64>(reports.cbegin(), reports.cend()));
    }
    return apart;
}

QList<QList<qint64>> StoryClusterer::looseParts(qint64 storyKey, double share, double ownNameShare) const
{
    QList<QList<qint64>> loose;
    const auto group = m_groups.constFind(storyKey);
    if (share <= 0 || group == m_groups.cend())
        return loose;
    const QList<qint64> &members = group->story.members;
    if (members.size() < 4)
        return loose;
    const QHash<qint64, qsizetype> part = partsOf(members);
    QHash<qsizetype, qsizetype> sizes;
    for (const qsizetype label : part)
        ++sizes[label];
    if (sizes.size() < 2 && ownNameShare <= 0) // of one part, only a name sets reports apart
        return loose;
    qsizetype largest = -1; // the part that keeps the key: the largest, the first of equals
    for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
        if (largest < 0 || it.value() > sizes[largest]
            || (it.value() == sizes[largest] && it.key() < largest))
            largest = it.key();
    }
    // The edges into the largest part: from inside it (each twice, as in Group::internal) and
    // from each other part.
    double insideLargest = 0;
    QHash<qsizetype, double> toLargest;
    for (const qint64 id : members) {
        const qsizetype label = part[id];
        for (const Edge &edge : std::as_const(m_nodes.constFind(id)->edges)) {
            const auto neighbour = part.constFind(edge.neighbour);
            if (neighbour == part.cend() || neighbour.value() != largest)
                continue;
            if (label == largest)
                insideLargest += edge.weight;
            else
                toLargest[label] += edge.weight;
        }
    }
    const qsizetype mainSize = sizes[largest];
    const double floor = share * joinThreshold(meanPairWeight(insideLargest, mainSize));
    const QSet<quint64> written = ownNameShare > 0 ? writtenNames(members) : QSet<quint64> {};
    const QHash<qsizetype, PartNames> names = ownNameShare > 0
        ? namesOfParts(members, part, ownNameShare, written)
        : QHash<qsizetype, PartNames> {};
    QHash<qsizetype, qsizetype> leaving; // label -> its place in `loose`
    for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
        // A part of one is a member: ejectOutliers() looks at it alone.
        if (it.key() == largest || it.value() < 2)
            continue;
        const bool loose = toLargest.value(it.key()) / (double(it.value()) * double(mainSize)) < floor;
        const bool otherSubject = ownNameShare > 0 && it.value() >= kSubjectPart
            && namesAnotherSubject(
                members, part, it.key(), names.value(it.key()), names.value(largest), written);
        if (loose || otherSubject)
            leaving.insert(it.key(), -1);
    }
    // Reports of the largest part set apart by a name of their own leave together, as one part.
    const QSet<qint64> apart = ownNameShare > 0
        ? namedApart(members, part, largest, names.value(largest).common, written)
        : QSet<qint64> {};
    qsizetype apartPlace = -1;
    for (const qint64 id : members) { // in the story's order, parts by their first member
        if (apart.contains(id)) {
            if (apartPlace < 0) {
                apartPlace = loose.size();
                loose.append(QList<qint64> {});
            }
            loose[apartPlace].append(id);
            continue;
        }
        const auto place = leaving.find(part[id]);
        if (place == leaving.end())
            continue;
        if (place.value() < 0) {
            place.value() = loose.size();
            loose.append(QList<qint64> {});
        }
        loose[place.value()].append(id);
    }
    return loose;
}

QList<qint64> StoryClusterer::eventMembers(qint64 storyKey) const
{
    const Story *story = this->story(storyKey);
    if (!story)
        return {};
    QList<qint64> members = story->members;
    const QList<QList<qint64>> loose
        = looseParts(storyKey, m_options.eventPartDensity, m_options.eventOwnNameShare);
    if (loose.isEmpty())
        return members;
    QSet<qint64> out;
    for (const QList<qint64> &part : loose)
        out.unite(QSet<qint64>(part.cbegin(), part.cend()));
    members.removeIf([&](qint64 id) { return out.contains(id); });
    return members;
}

void StoryClusterer::splitLooseParts(qint64 storyKey)
{
    for (const QList<qint64> &part : looseParts(storyKey, m_options.keepPartDensity)) {
        const qint64 key = m_nextKey++;
        for (const qint64 id : part)
            moveToStory(id, key);
    }
}

} // namespace kindred
