#include "events/EventsView.h"

#include "common/ViewSetup.h"
#include "events/EventPage.h"
#include "events/EventsModel.h"

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace kindred {

EventsView::EventsView(const DetectionRules &rules, QWidget *parent) : QWidget(parent)
{
    m_model = new EventsModel(this);
    m_table = makeTableView(m_model, tr("Breaking events"), EventsModel::TitleColumn);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { openRow(current.row()); });
    m_summary = makeNote();

    m_page = new EventPage(rules);
    connect(m_page, &EventPage::articleActivated, this, &EventsView::articleActivated);

    auto *listPane = new QWidget;
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(8, 8, 0, 8);
    listLayout->addWidget(m_table, 1);
    listLayout->addWidget(m_summary);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(listPane);
    split->addWidget(m_page);
    // The list's titles are what a reader scans: it gets half the room (titles of 40-odd
    // characters show whole in a window 1,360 pixels wide).
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    split->setSizes({650, 650});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

void EventsView::setEvents(const QList<EventRecord> &events, const QDateTime &now, int windowHours)
{
    const qint64 selected = m_page->eventId();
    const QList<RankedEvent> ranked = rankEvents(events, now, windowHours);
    int active = 0;
    for (const RankedEvent &r : ranked)
        active += r.active ? 1 : 0;
    {
        const QSignalBlocker blocker(m_table->selectionModel());
        m_model->setEvents(ranked, windowHours);
    }
    const QLocale locale;
    m_summary->setText(ranked.isEmpty()
            ? tr("No breaking events yet: an event is a story many outlets report within a few hours.")
            : tr("%1 growing, %2 in all. Hover a column title for how they are ranked.")
                  .arg(locale.toString(active), locale.toString(ranked.size())));
    const int row = m_model->rowForEvent(selected);
    if (row >= 0) {
        const QSignalBlocker blocker(m_table->selectionModel());
        m_table->setCurrentIndex(m_model->index(row, 0));
        m_page->setEvent(*m_model->event(row)); // it may have grown
    } else if (selected != 0) {
        m_page->clear();
    }
}

bool EventsView::selectEvent(qint64 eventId)
{
    const int row = m_model->rowForEvent(eventId);
    if (row < 0)
        return false;
    m_table->setCurrentIndex(m_model->index(row, 0));
    openRow(row);
    return true;
}

void EventsView::openRow(int row)
{
    const RankedEvent *event = m_model->event(row);
    if (!event) {
        m_page->clear();
        return;
    }
    if (m_page->eventId() != event->event.id)
        m_page->setEvent(*event);
    if (!event->event.seen) {
        const qint64 id = event->event.id;
        m_model->markSeen(id);
        emit eventOpened(id);
    }
}

void EventsView::setRules(const DetectionRules &rules)
{
    m_page->setRules(rules);
}

} // namespace kindred
