#include "evaluation/EventEvaluation.h"

#include "evaluation/EventScoring.h"
#include "fingerprint/Fingerprinter.h"
#include "news/DecorationLearning.h"
#include "news/DuplicateGrouper.h"
#include "news/PlainText.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace kindred {

namespace {

QDateTime parseTime(const QString &text)
{
    bool number = false;
    const qint64 value = text.toLongLong(&number);
    if (number) // seconds, or milliseconds when it would otherwise be past the year 5000
        return QDateTime::fromMSecsSinceEpoch(value > 100'000'000'000LL ? value : value * 1000, Qt::UTC);
    QDateTime date = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (date.isValid() && date.timeSpec() == Qt::LocalTime)
        date.setTimeSpec(Qt::UTC); // no zone given: the stream is in UTC
    return date.toUTC();
}

// More than `minArticles` headlines within `windowHours`.
bool isBig(const Stream &stream, const QList<qsizetype> &members, const EventDetector::Options &options)
{
    const qint64 windowSecs = qint64(options.windowHours) * 3600;
    for (qsizetype lo = 0, hi = 0; hi < members.size(); ++hi) {
        while (stream.headlines[members[lo]].published.secsTo(stream.headlines[members[hi]].published)
            > windowSecs)
            ++lo;
        if (hi - lo + 1 > options.minArticles)
            return true;
    }
    return false;
}

quint64 itemSimhash(const Fingerprinter &fingerprinter, const QString &title, const QString &summary)
{
    return fingerprinter.fingerprint(strippedTitle(title, QString()), summary).simhash;
}

} // namespace

std::optional<QList<LabelledHeadline>> readHeadlineStream(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QList<LabelledHeadline> headlines;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'\t');
        const QDateTime published = parseTime(fields.value(0).trimmed());
        if (fields.size() < 4 || !published.isValid()) {
            *error = QStringLiteral("%1:%2: expected published<TAB>source<TAB>story<TAB>headline")
                         .arg(path)
                         .arg(lineNumber);
            return std::nullopt;
        }
        headlines.append({published, fields[1].trimmed(), fields[2].trimmed(), fields[3].trimmed(),
            fields.mid(4).join(u' ').trimmed()});
    }
    return headlines;
}

Stream sortedStream(QList<LabelledHeadline> headlines)
{
    std::stable_sort(headlines.begin(), headlines.end(),
        [](const LabelledHeadline &a, const LabelledHeadline &b) { return a.published < b.published; });
    Stream stream {headlines, {}};
    for (qsizetype i = 0; i < headlines.size(); ++i)
        stream.byStory[headlines[i].story].append(i);
    return stream;
}

void scoreEvents(const Stream &stream, const QList<ScoredEvent> &events,
    const EventDetector::Options &options, EventQuality &quality)
{
    QHash<QString, double> coverage; // best share of a story's headlines in an event it leads
    double puritySum = 0;
    for (const ScoredEvent &event : events) {
        QHash<QString, int> counts;
        for (const qsizetype member : event.members)
            ++counts[stream.headlines[member].story];
        QString majority;
        int majorityCount = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            if (it.value() > majorityCount || (it.value() == majorityCount && it.key() < majority)) {
                majority = it.key();
                majorityCount = it.value();
            }
        }
        const double purity = double(majorityCount) / double(event.members.size());
        puritySum += purity;
        QStringList strays;
        for (const qsizetype member : event.members) {
            const LabelledHeadline &h = stream.headlines[member];
            if (h.story != majority)
                strays.append(h.story + QStringLiteral(": ") + h.title);
        }
        quality.eventList.append({event.label, majority, int(event.members.size()), purity, strays});
        const double share = double(majorityCount) / double(stream.byStory.value(majority).size());
        coverage[majority] = std::max(coverage.value(majority), share);
    }
    quality.events = int(events.size());
    quality.purity = events.isEmpty() ? 0.0 : puritySum / double(events.size());

    double coverageSum = 0;
    for (auto it = stream.byStory.cbegin(); it != stream.byStory.cend(); ++it) {
        if (!isBig(stream, it.value(), options))
            continue;
        ++quality.bigStories;
        if (coverage.contains(it.key())) {
            ++quality.foundStories;
            coverageSum += coverage.value(it.key());
        } else {
            quality.missed.append(it.key());
        }
    }
    std::sort(quality.missed.begin(), quality.missed.end());
    quality.recall = quality.bigStories > 0 ? double(quality.foundStories) / quality.bigStories : 1.0;
    quality.coverage = quality.foundStories > 0 ? coverageSum / quality.foundStories : 0.0;
}

EventQuality evaluateEvents(const QList<LabelledHeadline> &headlines, const EventDetector::Options &options)
{
    const Stream stream = sortedStream(headlines);
    EventQuality quality;
    quality.headlines = int(stream.headlines.size());
    quality.stories = int(stream.byStory.size());

    QHash<QString, qint64> sourceIds;
    const Fingerprinter fingerprinter;
    QList<EventInput> inputs;
    inputs.reserve(stream.headlines.size());
    // What each source puts around its headlines (" - The Courier"), learned from its own
    // headlines and left out as the app leaves it out (StoryTracker).
    QHash<QString, QList<RecentItem>> bySource;
    for (const LabelledHeadline &h : stream.headlines)
        bySource[h.source].append({h.title, h.summary});
    QHash<QString, FeedDecorations> decorations;
    for (auto it = bySource.cbegin(); it != bySource.cend(); ++it)
        decorations.insert(it.key(), learnFeedDecorations(it.value()));
    for (qsizetype i = 0; i < stream.headlines.size(); ++i) {
        const LabelledHeadline &h = stream.headlines[i];
        if (!sourceIds.contains(h.source))
            sourceIds.insert(h.source, sourceIds.size() + 1);
        const qint64 source = sourceIds.value(h.source);
        const FeedDecorations &feed = decorations[h.source];
        inputs.append({i + 1, source, h.published, itemSimhash(fingerprinter, h.title, h.summary),
            feed.headline(h.title), feed.withoutBoilerplate(h.summary, h.title)});
    }
    quality.sources = int(sourceIds.size());

    QElapsedTimer timer;
    timer.start();
    const QList<BreakingEvent> events = EventDetector(options).detect(inputs);
    const double seconds = timer.elapsed() / 1000.0;
    QList<ScoredEvent> scored;
    for (const BreakingEvent &event : events) {
        QList<qsizetype> members;
        for (const EventMember &member : event.members)
            members.append(member.articleId - 1);
        scored.append({event.label, members});
    }
    scoreEvents(stream, scored, options, quality);
    quality.seconds = seconds;
    return quality;
}

DuplicateGroupQuality evaluateDuplicateGroups(const QList<LabelledHeadline> &headlines, int radius)
{
    const Stream stream = sortedStream(headlines);
    const Fingerprinter fingerprinter;
    DuplicateGrouper grouper(radius);
    QList<quint64> simhashes;
    QHash<qint64, QList<qint64>> groups; // primary -> members, primary first
    QHash<QString, qint64> sourceIds; // each source as a feed of its own
    for (qsizetype i = 0; i < stream.headlines.size(); ++i) {
        const qint64 id = i + 1;
        const LabelledHeadline &headline = stream.headlines[i];
        simhashes.append(itemSimhash(fingerprinter, headline.title, QString()));
        if (!sourceIds.contains(headline.source))
            sourceIds.insert(headline.source, sourceIds.size() + 1);
        const DuplicateGrouper::Article article {
            simhashes.last(), sourceIds.value(headline.source), DuplicateGrouper::titleKey(headline.title)};
        const DuplicateGrouper::Verdict verdict = grouper.judge(article);
        grouper.add(id, article, verdict.primaryId);
        groups[verdict.primaryId != 0 ? verdict.primaryId : id].append(id);
    }

    DuplicateGroupQuality quality;
    double puritySum = 0;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const QList<qint64> &members = it.value();
        if (members.size() < 2)
            continue;
        ++quality.groups;
        quality.grouped += int(members.size());
        QHash<QString, int> counts;
        int farthest = 0;
        int pairwise = 0;
        for (const qint64 a : members) {
            ++counts[stream.headlines[a - 1].story];
            farthest = std::max(farthest, hammingDistance(simhashes[a - 1], simhashes[it.key() - 1]));
            for (const qint64 b : members)
                pairwise = std::max(pairwise, hammingDistance(simhashes[a - 1], simhashes[b - 1]));
        }
        puritySum += double(*std::max_element(counts.cbegin(), counts.cend())) / double(members.size());
        quality.chained += farthest > radius || pairwise > 2 * radius ? 1 : 0;
    }
    quality.purity = quality.groups > 0 ? puritySum / quality.groups : 1.0;
    return quality;
}

} // namespace kindred
