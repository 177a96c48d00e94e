#include "events/EventPage.h"

#include "charts/ArrivalsTimeline.h"
#include "charts/DistanceHistogram.h"
#include "common/ViewSetup.h"
#include "engine/DateText.h"
#include "events/EventMembersModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace kindred {

EventPage::EventPage(const DetectionRules &rules, QWidget *parent) : QWidget(parent), m_rules(rules)
{
    m_title = makePageTitle();
    m_summary = makeNote();
    m_outlets = new QLabel;
    m_outlets->setObjectName(QStringLiteral("firstReports"));
    m_outlets->setWordWrap(true);
    m_outlets->setTextFormat(Qt::RichText);
    m_outlets->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_outlets, &QLabel::linkActivated, this, [this] {
        m_allOutletsShown = !m_allOutletsShown;
        showFirstOutlets();
    });

    m_timeline = new ArrivalsTimeline;
    m_histogram = new DistanceHistogram;
    m_histogram->setAccessibleName(tr("Distances of the reports to the event's centre"));
    m_histogram->setMinimumSize(260, 180);
    m_histogram->setTitle(tr("Distance to the centre"));

    m_members = new EventMembersModel(this);
    m_table = makeTableView(m_members, tr("Reports of the event"), EventMembersModel::TitleColumn);
    // Outlet names run long ("... Breaking News, Sport and Weather"): the source column keeps a
    // width of its own (the reader may drag it), so the titles keep theirs.
    m_table->header()->setSectionResizeMode(EventMembersModel::SourceColumn, QHeaderView::Interactive);
    m_table->header()->resizeSection(EventMembersModel::SourceColumn, fontMetrics().averageCharWidth() * 22);
    connect(m_table, &QTreeView::activated, this, [this](const QModelIndex &index) {
        emit articleActivated(index.data(EventMembersModel::ArticleIdRole).toLongLong());
    });

    // The timeline across the page; the distances beside the reports under it.
    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_histogram);
    lower->addWidget(m_table);
    lower->setStretchFactor(0, 2);
    lower->setStretchFactor(1, 3);
    lower->setChildrenCollapsible(false);
    auto *body = new QSplitter(Qt::Vertical);
    body->addWidget(m_timeline);
    body->addWidget(lower);
    body->setStretchFactor(0, 1);
    body->setStretchFactor(1, 1);
    body->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_outlets);
    layout->addWidget(body, 1);
    clear();
}

void EventPage::clear()
{
    m_eventId = 0;
    m_outletNames.clear();
    m_firstReports.clear();
    m_title->setText(tr("No event selected"));
    m_summary->setText(tr("Breaking events are stories many outlets report within a few hours."));
    m_outlets->clear();
    m_timeline->setTimeline({});
    m_shownMembers.clear();
    m_histogram->setCounts({});
    m_members->setMembers({});
}

void EventPage::setEvent(const RankedEvent &ranked)
{
    const EventRecord &event = ranked.event;
    m_eventId = event.id;
    const QLocale locale;
    m_title->setText(event.label);
    const QDateTime last = event.members.isEmpty() ? event.end : event.members.constLast().published;
    m_summary->setText(tr("%1 · %2 · started %3 · last report %4 · %5")
                           .arg(tr("%n reports", nullptr, int(event.members.size())),
                               tr("%n sources", nullptr, ranked.sources), longDateText(event.start, locale),
                               longDateText(last, locale),
                               ranked.active ? tr("still growing: +%1 in the last hour").arg(ranked.lastHour)
                                             : tr("+%1 in its last hour").arg(ranked.lastHour)));

    const EventTimeline timeline = eventTimeline(event, 15);
    m_outletNames = timeline.sources;
    m_firstReports.clear();
    for (qsizetype i = 0; i < timeline.sources.size(); ++i) {
        for (const EventMemberRecord &member : event.members) {
            if (member.source == timeline.sources.at(i)) {
                m_firstReports.append(
                    tr("%1. %2 (%3)")
                        .arg(i + 1)
                        .arg(timeline.sources.at(i),
                            member.published.toLocalTime().time().toString(QStringLiteral("HH:mm"))));
                break;
            }
        }
    }
    m_allOutletsShown = false; // a new event shows its first few
    showFirstOutlets();
    m_timeline->setTimeline(timeline);

    m_shownMembers = event.members;
    showDistances();
    m_members->setMembers(event.members);
}

void EventPage::showFirstOutlets()
{
    // The first few with their times; the rest (a big story has a hundred) on demand.
    const qsizetype shown = m_allOutletsShown ? m_firstReports.size()
                                              : std::min<qsizetype>(FirstOutletsShown, m_firstReports.size());
    QStringList names;
    for (qsizetype i = 0; i < shown; ++i)
        names.append(m_firstReports.at(i).toHtmlEscaped());
    QString text = tr("Who reported first: %1").arg(names.join(QStringLiteral(" · ")));
    const qsizetype rest = m_firstReports.size() - shown;
    if (rest > 0)
        text += QStringLiteral(" <a href=\"more\">%1</a>").arg(tr("and %n more", nullptr, int(rest)));
    else if (m_firstReports.size() > FirstOutletsShown)
        text += QStringLiteral(" <a href=\"fewer\">%1</a>").arg(tr("show fewer"));
    m_outlets->setText(text);
}

void EventPage::setRules(const DetectionRules &rules)
{
    m_rules = rules;
    if (m_eventId != 0)
        showDistances();
}

void EventPage::showDistances()
{
    const int radius = m_rules.duplicateRadius;
    QList<int> counts(m_rules.similarMax + 2, 0);
    for (const EventMemberRecord &member : std::as_const(m_shownMembers)) {
        if (member.distance >= counts.size())
            counts.resize(member.distance + 1, 0);
        ++counts[member.distance];
    }
    m_histogram->setCounts(counts);
    m_histogram->setThresholds({{radius, tr("copies ≤ %1").arg(radius), QColor()}});
    m_histogram->setBand(m_rules.similarMin, m_rules.similarMax,
        tr("similar %1–%2").arg(m_rules.similarMin).arg(m_rules.similarMax));
}

} // namespace kindred
