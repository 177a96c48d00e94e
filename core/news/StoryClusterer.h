#pragma once

#include "fingerprint/FingerprintIndex.h"
#include "news/StoryTerms.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <set>
#include <tuple>

namespace kindred {

/// One article as story clustering sees it. Times are UTC milliseconds since the epoch.
struct StoryArticle
{
    qint64 id = 0;
    qint64 sourceId = 0;
    qint64 published = 0;
    quint64 simhash = 0;
    qint64 duplicateOf = 0; // primary of the duplicate group it joined; 0 when none
    QList<StoryTerm> terms;
};

/// A story: articles that report the same news, in publication order.
struct Story
{
    qint64 key = 0;
    QList<qint64> members; // article ids, oldest first
    qint64 first = 0;
    qint64 last = 0;
};

/// Online story clustering on the similarity graph of the live window.
///
/// The graph: an edge joins two articles published within `edgeWindowHours` of each other whose
/// TF-IDF cosine is at least `minEdge` (raised for long texts, which share words by chance more
/// often), over terms from storyTerms() with document frequencies learned from the live window
/// itself, so the stream's own names weigh most: the more-like-this of seed 001 without a search
/// engine. An edge weighs that cosine times exp(-hours apart / `decayHours`): reports of one
/// burst link strongest, so a breaking story's reports hold together where their words differ
/// (a street, a district, a city), while two stories that share a famous name but broke hours
/// apart link weakly. Articles whose simhashes are within `simhashRadius` share an edge too (weight
/// falling from 1 at distance 0, not decayed), and a near-duplicate goes straight to its primary's
/// story.
///
/// The clusters: group-average linkage. Two groups merge when the mean similarity over all their
/// cross pairs, a missing edge counting as 0, is at least `minDensity`; an article is a group of
/// one. So a story is a dense group: a newcomer must be similar to a good share of the story, not
/// to one member, and a chain A-B-C-D... whose ends share nothing does not become one story, as
/// connected components (single linkage) would make it: the mean over all pairs falls with every
/// link. Unlike a centroid (leader-follower), two halves of one story that started under
/// different names ("Kovna quake", "Tarsen earthquake") merge once enough reports link them;
/// unlike modularity communities (Louvain, seed 001's SCD), the criterion does not depend on the
/// size of the whole graph, so a busier stream does not change what a story is. Measured on
/// tests/data/news (`kindred-cli bench events`), see EventDetector.
///
/// A story of three or more also asks a group for a share of its own cohesion (the mean similarity
/// over its pairs, `minRelativeDensity`): a tight story takes a newcomer only when it is about as
/// close to the story as the story's reports are to each other, so a report that shares a phrase
/// or a name with a tight burst, and little else, stays out where the absolute threshold alone
/// (a fraction of any burst's cohesion) took it in.
///
/// Merges are greedy and online: after each article its group merges with the neighbouring group
/// of highest density while that is above the threshold; the larger group keeps its key. Results
/// depend on arrival order; callers feed articles by publication time. Each article keeps its
/// `maxEdges` strongest edges, so a story past a few hundred members takes newcomers only as
/// separate fragments. Not thread-safe.
class StoryClusterer final
{
public:
    struct Options
    {
        double minEdge = 0.1; // cosine for an edge between two titles...
        double edgeLengthReference = 12; // ...and up to 1.5 times that, with sqrt(terms / this)
        double minDensity = 0.05; // mean cross-pair similarity for two groups to merge...
        // ...and at least this share of the larger group's cohesion (the mean similarity over its
        // own pairs) when it has three members or more: a tight story takes a newcomer only when it
        // is about as close to it as its reports are to each other, not for one shared phrase.
        double minRelativeDensity = 0.2;
        // A member whose mean similarity to the rest falls under this share of the story's cohesion
        // leaves it (see add()); under minRelativeDensity, so a member does not come and go.
        double keepRelativeDensity = 0.15;
        // A part of a story (two members or more that hold together among themselves) leaves it
        // when its density to the story's largest part falls under this share of what a merge of
        // the two would need (see add()); 0: parts never leave. Off: at 0.5 (`kindred-cli bench
        // events --keep-part-density 0.5`, measured before parts were weighed by size and left
        // out of events) three streams find another big story and five purer events (weeks
        // 0.905 / 0.918 -> 0.952 / 0.934), none loses one, two lose 0.001 of purity;
        // but the stories of a stream cut into runs then differ from those of one run
        // (tst_ingestcuts's theSameItemsInTheSameOrderAreFingerprintedAlikeHoweverCut): a replay
        // restores the articles before its start as stored, after the split a later report made,
        // and the parts form again otherwise as the reports are placed again.
        double keepPartDensity = 0;
        // The same parts, at this share, stay in the story but out of its event (eventMembers()),
        // judged on the story as it stands whatever way it came together (0: off). 0.75, the
        // hysteresis of keepRelativeDensity against minRelativeDensity: with the own-names rule
        // below, mean purity over the 14 streams 0.934 -> 0.937 against 0.5 (stored by the ingest
        // 0.931 -> 0.934), recall the same, coverage 0.785 -> 0.782. It made other events of a
        // stream cut into runs until each member's place was judged at a fixed time after it
        // (StoryTracker::judge()) instead of at each save.
        double eventPartDensity = 0.75;
        // A part of a story of two or more stays out of its event too, however close, when it
        // tells of another subject: the names (StoryTerm::name) this share of its members, and at
        // least two of them, carry and those the largest part's carry so are two sets without a
        // name in common, each with a name of its own, and no report of the part names its own
        // with the largest's (namesAnotherSubject(): two companies' bankruptcy filings, each told
        // with one phrase; a wildfire's town and its county are joined by the report that names
        // them together). 0: off. Measured with `kindred-cli bench events
        // --event-own-names` (README): 0.5 lifts mean purity over the 14 streams from 0.912 to
        // 0.934 at the same recall (kept-aside streams 0.916 -> 0.943), coverage 0.792 -> 0.785;
        // 0.67 reaches 0.921, 0.8 nothing. Pairs too (parts of three or more before), each name
        // carried by both: mean purity 0.938 -> 0.939 (weeks 0.955 -> 0.961, weeks2 0.913 ->
        // 0.926), recall the same, coverage 0.781 -> 0.781; with a name one report of the pair
        // carries (half of two) also counted, 0.940 but coverage 0.780, true pairs lost by a
        // sentence's capitalised first word ("Bottled water stations open in harbour city").
        // Reports a name sets apart inside the largest part leave too (namedApart(), three or
        // more): mean purity 0.939 -> 0.946 (headlines 0.964 -> 0.981, phrases 0.941 -> 0.964,
        // phrases2 0.960 -> 1.000, weeks2 0.926 -> 0.938), recall the same, coverage 0.781 ->
        // 0.780 (weeks: four reports naming a stage collapse's arena, not its singer); the 14
        // streams re-drawn with seeds 7 and 8: purity 0.928 -> 0.931, recall and coverage the same.
        double eventOwnNameShare = 0.5;
        // How much a part's size counts against it when a member picks its part (partsOf()): its
        // edges to the part are divided by the part's size to this power. 0 (sums): a big story
        // takes in a small tight part of another (three reports of one town's water emergency in
        // another town's) by the many weak edges of the phrase they share; 1 (means): a story's
        // own parts fall apart. See the README for the figures.
        double partSizePower = 0.5;
        int edgeWindowHours = 6; // articles further apart share no edge...
        double decayHours = 4; // ...and an edge weighs its similarity times exp(-hours apart / this)
        int simhashRadius = 7; // simhash neighbours this close share an edge
        double idfPriorDocuments = 200; // smoothing of the IDF for a window with few articles
        // Articles compared with a new one, found through its rarest terms. 64 (was 200) keeps the
        // same events and purity on all three headline streams and lifts ingest by half.
        qsizetype maxCandidates = 64;
        qsizetype maxEdges = 64; // its strongest edges kept
        // A newcomer meets the articles of this many hours before it: older ones leave the graph
        // first (0: none leave). So what a story is at an article depends on that span of the
        // stream only, never on how far back a caller happened to load or run (see StoryTracker).
        int graphHours = 12;
    };

    /// A merge that add() performed: `absorbed`'s articles now belong to `into`.
    struct Merge
    {
        qint64 absorbed = 0;
        qint64 into = 0;
    };

    explicit StoryClusterer(Options options);
    ~StoryClusterer();
    StoryClusterer(const StoryClusterer &) = delete;
    StoryClusterer &operator=(const StoryClusterer &) = delete;

    /// Places a new article; returns the key of its story (a new key when it joins none: then
    /// `preferredKey` when it is not in use, as a story placed again keeps its stored key).
    /// Articles published more than `graphHours` before it leave the graph first (takeForgotten()).
    /// Merges it caused are queued for takeMerges(). Then members of its story whose mean
    /// similarity to the rest fell under half of `minDensity`, or under `keepRelativeDensity` of
    /// the story's cohesion (an early member the story grew away from: a Halvard mural before the
    /// Halvard fire) leave it, each alone under a new key, queued for takeMoved(); hysteresis, as
    /// joining needs the full `minDensity` and `minRelativeDensity`. With `keepPartDensity`, so do
    /// parts of the story that hold together among themselves and link to its largest part at
    /// under that share of the merge threshold, each part under a new key of its own (two stories
    /// a shared name joined once: a town's rugby results and the derailment near that town, whose
    /// first report took the rugby story's key before the derailment's own reports came). Stories
    /// of 64 members or more are looked over when they have grown by an eighth since the last time.
    qint64 add(const StoryArticle &article, qint64 preferredKey = 0);
    /// Adds an article to a story known from storage, merging nothing (keys are stored ids);
    /// older articles leave the graph as with add().
    void restore(const StoryArticle &article, qint64 storyKey);
    /// Forgets one article (a rolled-back insert) or every article published before `time`.
    void remove(qint64 articleId);
    /// Returns the ids forgotten.
    QList<qint64> removeBefore(qint64 time);
    void clear();

    /// The merges since the last call, in the order they happened.
    QList<Merge> takeMerges();
    /// Articles moved out of their story since the last call (see add()); each is now alone or in
    /// the part that left with it.
    QList<qint64> takeMoved();
    /// Articles that left the graph by age (see Options::graphHours) since the last call.
    QList<qint64> takeForgotten();
    /// The articles that placing one published at `published` (add(), restore()) makes leave the
    /// graph, oldest first: what they are in their stories can be settled before they go.
    QList<qint64> leavingBefore(qint64 published) const;
    /// The articles of the graph published in [from, before), oldest first.
    QList<qint64> publishedIn(qint64 from, qint64 before) const;
    /// The merges takeMerges() would give now.
    const QList<Merge> &pendingMerges() const { return m_merges; }

    /// New stories get keys from here on (set above every key storage holds).
    void setNextKey(qint64 key) { m_nextKey = key; }

    const Story *story(qint64 key) const;
    const StoryArticle *article(qint64 id) const;
    qint64 storyOf(qint64 articleId) const;
    QList<qint64> storyKeys() const { return m_groups.keys(); }
    qsizetype size() const { return m_nodes.size(); }

    /// An article's mean similarity to the other members of its story (1 when alone).
    double similarityToStory(qint64 articleId) const;
    /// The member most similar to the rest of its story (the first such, in publication order).
    qint64 centreOf(qint64 storyKey) const;
    /// The members of a story its event counts, in publication order: all of them but the parts
    /// that hold together among themselves and link to its largest part at under
    /// `eventPartDensity` of the merge threshold (a town's rugby reports in a derailment near the
    /// town that took their story's key); in StoryParts.cpp.
    QList<qint64> eventMembers(qint64 storyKey) const;
    /// How many sources the story's members come from.
    int sourceCount(qint64 storyKey) const;

private:
    struct Edge
    {
        qint64 neighbour = 0;
        float weight = 0;
    };
    struct Node
    {
        StoryArticle article;
        QList<StoryTerm> vector; // TF-IDF at arrival, unit length, sorted by hash
        // Its strongest edges when it came, strongest first, then those later articles drew to it
        // in their order: a list, as edges are walked far more often than looked up, and in an
        // order that is the same in every run (sums of weights do not depend on a hash seed).
        QList<Edge> edges;
        qint64 story = 0;
        double internal = 0; // sum of its edges to members of its story
    };
    struct Group
    {
        Story story;
        QHash<qint64, double> cross; // other story key -> sum of edge weights between them
        double internal = 0; // sum of its members' Node::internal: each edge inside counts twice
        qsizetype checkedSize = 0; // members when ejectOutliers last looked at all of them
    };

    Node &insertNode(const StoryArticle &article);
    void place(Node &node, qint64 storyKey);
    void unplace(Node &node);
    void ejectOutliers(qint64 storyKey);
    /// Moves an article to another story (a new key: out of its own) and queues it for takeMoved().
    void moveToStory(qint64 articleId, qint64 storyKey);
    /// Moves the loose parts of a story out of it (see add()); in StoryParts.cpp.
    void splitLooseParts(qint64 storyKey);
    /// The parts of a story of two members or more, other than its largest, that link to the
    /// largest at under `share` of what a merge of the two would need (none when `share` is 0),
    /// each in the story's order, by their first members.
    QList<QList<qint64>> looseParts(qint64 storyKey, double share, double ownNameShare = 0) const;
    /// The names (StoryTerm::name) of a part of a story: those `share` of its members carry, and
    /// those any carries.
    struct PartNames
    {
        QSet<quint64> common;
        QSet<quint64> any;
    };
    /// The terms some report of `members` writes as a name (StoryTerm::name).
    QSet<quint64> writtenNames(const QList<qint64> &members) const;
    /// Whether a term is a name in a story whose reports write `written` as names: written as one,
    /// or a capital of a title-case title where another report writes that word as a name.
    static bool isName(const StoryTerm &term, const QSet<quint64> &written)
    {
        return term.name || (term.titleCapital && written.contains(term.hash));
    }
    /// For each part of `members` (partsOf()), its names (isName()), by label.
    QHash<qsizetype, PartNames> namesOfParts(const QList<qint64> &members,
        const QHash<qint64, qsizetype> &part, double share, const QSet<quint64> &written) const;
    /// Whether part `label` of a story (`members`, in parts `part`) tells of another subject than
    /// the largest part (Options::eventOwnNameShare): no common name is shared; the largest has a
    /// common name no report of the part carries; the part has common names no report outside it
    /// carries (its own); and none of its reports names its own and the largest's together.
    bool namesAnotherSubject(const QList<qint64> &members, const QHash<qint64, qsizetype> &part,
        qsizetype label, const PartNames &names, const PartNames &mainNames,
        const QSet<quint64> &written) const;
    /// The reports of the `largest` part of a story that a name sets apart (Options::
    /// eventOwnNameShare): a name at least three reports carry, none of which names what most of
    /// the largest part names (`mainNames`) or stands in another part. Label propagation makes one
    /// part of a story with another subject's few reports in it when they share its words
    /// (another country's central bank holding its rates, in a rate rise); their own name still
    /// tells them. A place of the story told alone is most often named with the story's name by
    /// some report ("Kaldera quake: Tarsen ..."), and stays.
    QSet<qint64> namedApart(const QList<qint64> &members, const QHash<qint64, qsizetype> &part,
        qsizetype largest, const QSet<quint64> &mainNames, const QSet<quint64> &written) const;
    /// The part each of `members` (one story's articles) belongs to, as article id -> label: label
    /// propagation over the edges among them, each member taking the label its edges weigh most.
    QHash<qint64, qsizetype> partsOf(QList<qint64> members) const;
    double density(const Group &a, const Group &b, double crossWeight) const;
    /// The mean similarity over the pairs of a group of `members` whose edges inside weigh
    /// `internal` (each counted twice); 0 under three members (a pair is its one edge).
    static double meanPairWeight(double internal, qsizetype members);
    /// meanPairWeight() of a group.
    double cohesion(const Group &group) const;
    /// The density a group needs to join a story of this cohesion (Options::minDensity,
    /// minRelativeDensity).
    double joinThreshold(double storyCohesion) const;
    /// The density two groups need to merge (Options::minDensity, minRelativeDensity).
    double mergeThreshold(const Group &a, const Group &b) const;
    /// An edge's factor for two articles published `apartMs` apart (Options::decayHours).
    double decay(qint64 apartMs) const;
    /// The order of articles that no arrival path changes: by publication, then simhash and id.
    static std::tuple<qint64, quint64, qint64> arrivalOrder(const StoryArticle &article)
    {
        return {article.published, article.simhash, article.id};
    }
    /// Whether story `a` comes before `b` when they tie: the one whose first report is older.
    bool earlier(qint64 a, qint64 b) const;
    /// Merges `storyKey` with the densest of the `candidates` stories while one is dense enough.
    qint64 mergeNeighbours(qint64 storyKey, QSet<qint64> candidates);
    void merge(qint64 absorbed, qint64 into);
    void forgetBefore(qint64 published); // what Options::graphHours keeps out of reach of it

    Options m_options;
    qint64 m_nextKey = 1;
    QHash<qint64, Node> m_nodes;
    QHash<qint64, Group> m_groups;
    // term -> (published, id) of the live articles with it, in that order: a window is a range
    QHash<quint64, QList<std::pair<qint64, qint64>>> m_postings;
    FingerprintIndex m_index;
    std::set<std::pair<qint64, qint64>> m_byTime; // (published, id) of every article in the graph
    QList<Merge> m_merges;
    QList<qint64> m_moved;
    QList<qint64> m_forgotten;
};

/// Where the articles of each merge's absorbed story are once all of `merges` (in the order they
/// happened) are done: its `into`, followed through the merges after it. A key can come back
/// after its story was absorbed (add()'s `preferredKey`) and be absorbed again, even into the
/// story that took it first, so absorbed -> into pairs can form a cycle: only the merges after
/// each one count.
QList<qint64> finalStories(const QList<StoryClusterer::Merge> &merges);

} // namespace kindred
