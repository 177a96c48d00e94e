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
#include <QStandardItemModel>
#include <QTabWidget>
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

    m_coverage = new QStandardItemModel(this);
    m_coverageView = new QTreeView;
    m_coverageView->setModel(m_coverage);
    m_coverageView->setAccessibleName(tr("Coverage of the event"));
    m_coverageView->setUniformRowHeights(true);
    m_coverageView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_coverageView->setAlternatingRowColors(true);
    connect(m_coverageView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(0);
        const qint64 article = first.data(ArticleIdRole).toLongLong();
        if (first.data(IsCopyRole).toBool())
            emit copyActivated(first.data(GroupIdRole).toLongLong(), article);
        else if (article != 0)
            emit articleActivated(article);
    });
    m_lists = new QTabWidget;
    m_lists->setDocumentMode(true);
    m_lists->addTab(m_table, tr("Reports"));
    m_lists->addTab(m_coverageView, tr("Coverage"));

    // The timeline across the page; the distances beside the reports under it.
    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_histogram);
    lower->addWidget(m_lists);
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
    fillCoverage({});
}

void EventPage::showCoverage()
{
    m_lists->setCurrentWidget(m_coverageView);
}

QString EventPage::ranText(const CoverageEntry &entry)
{
    switch (entry.kind) {
    case CoverageEntry::Kind::Original:
        return tr("original, copied here %1×").arg(entry.copies);
    case CoverageEntry::Kind::Copy:
        return tr("copy of %1 · distance %2")
            .arg(entry.originalOutlet.isEmpty() ? tr("another outlet") : entry.originalOutlet)
            .arg(entry.distance);
    case CoverageEntry::Kind::OwnReport:
        break;
    }
    return tr("own report");
}

void EventPage::fillCoverage(const EventCoverage &coverage)
{
    m_coverage->clear();
    // The time beside the outlet: the order they ran it in stays in sight however narrow the page.
    m_coverage->setHorizontalHeaderLabels({tr("Outlet"), tr("Time"), tr("Ran"), tr("Title")});
    const auto row
        = [](const QString &outlet, const QString &ran, const QString &time, const QString &title) {
              QList<QStandardItem *> items;
              for (const QString &text : {outlet, time, ran, title}) {
                  auto *item = new QStandardItem(text);
                  item->setToolTip(text);
                  items.append(item);
              }
              return items;
          };
    QSet<QString> groups;
    for (const CoverageEntry &entry : coverage.entries)
        groups.insert(entry.outletGroup);
    // As the reader groups outlets (the kind of outlet they gave it, else its folder), when there
    // is more than one group.
    QHash<QString, QStandardItem *> groupItems;
    const auto parentFor = [&](const QString &group) -> QStandardItem * {
        if (groups.size() < 2)
            return m_coverage->invisibleRootItem();
        if (QStandardItem *item = groupItems.value(group))
            return item;
        auto *item = new QStandardItem(group.isEmpty() ? tr("Other outlets") : group);
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
        m_coverage->appendRow(item);
        groupItems.insert(group, item);
        return item;
    };
    // One row an outlet, in the order they first reported; its reports under it when it ran several.
    QStringList outlets;
    QHash<QString, QList<CoverageEntry>> reportsOf;
    for (const CoverageEntry &entry : coverage.entries) {
        if (!reportsOf.contains(entry.outlet))
            outlets.append(entry.outlet);
        reportsOf[entry.outlet].append(entry);
    }
    const auto reportRow = [&](const CoverageEntry &entry, const QString &outlet, const QString &ran) {
        QList<QStandardItem *> items = row(
            outlet, ran, entry.published.toLocalTime().toString(QStringLiteral("d MMM HH:mm")), entry.title);
        items.first()->setData(entry.articleId, ArticleIdRole);
        items.first()->setData(entry.groupId, GroupIdRole);
        items.first()->setData(entry.kind == CoverageEntry::Kind::Copy, IsCopyRole);
        if (entry.kind == CoverageEntry::Kind::Copy)
            items.at(2)->setToolTip(
                tr("Open to see what %1 changed, in the cluster inspector").arg(entry.outlet));
        return items;
    };
    for (const QString &outlet : std::as_const(outlets)) {
        const QList<CoverageEntry> &reports = reportsOf[outlet];
        QStringList parts; // what it ran, each kind once with how often
        QHash<QString, int> times;
        for (const CoverageEntry &entry : reports) {
            const QString ran = ranText(entry);
            if (times[ran]++ == 0)
                parts.append(ran);
        }
        for (QString &part : parts) {
            if (times.value(part) > 1)
                part = tr("%1 ×%2").arg(part).arg(times.value(part));
        }
        QString summary = parts.join(QStringLiteral(" · "));
        if (reports.constFirst().firstReport)
            summary = tr("first report · %1").arg(summary);
        QList<QStandardItem *> items = reportRow(reports.constFirst(), outlet, summary);
        if (reports.size() > 1) {
            for (const CoverageEntry &entry : reports)
                items.first()->appendRow(reportRow(entry, QString(), ranText(entry)));
        }
        parentFor(reports.constFirst().outletGroup)->appendRow(items);
    }
    if (!coverage.notYet.isEmpty()) {
        auto *missing = new QStandardItem(tr("Not run yet"));
        QFont bold = missing->font();
        bold.setBold(true);
        missing->setFont(bold);
        missing->setToolTip(
            tr("Outlets that carried most breaking events of the week before, but not this one"));
        for (const QString &outlet : coverage.notYet) {
            const QString group = coverage.groupOf.value(outlet);
            missing->appendRow(row(outlet,
                group.isEmpty() ? tr("usually carries breaking stories")
                                : tr("usually carries breaking stories (%1)").arg(group),
                QString(), QString()));
        }
        m_coverage->appendRow(missing);
    }
    // The groups and "not run yet" open, each outlet's own reports on demand.
    for (int top = 0; top < m_coverage->rowCount(); ++top) {
        if (!m_coverage->item(top)->data(ArticleIdRole).isValid())
            m_coverageView->expand(m_coverage->index(top, 0));
    }
    for (int column = 0; column < 3; ++column)
        m_coverageView->resizeColumnToContents(column);
    // A long "what it ran" keeps the title in sight; its tooltip holds it whole.
    m_coverageView->setColumnWidth(
        2, std::min(m_coverageView->columnWidth(2), fontMetrics().averageCharWidth() * 40));
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
    fillCoverage(m_coverageSource ? m_coverageSource(event) : EventCoverage {});
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
