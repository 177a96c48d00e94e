#include "clusters/ClusterInspector.h"

#include "charts/BitStripWidget.h"
#include "charts/DistanceHistogram.h"
#include "charts/HeatMapWidget.h"
#include "clusters/ClusterMembersModel.h"
#include "clusters/WordDiffView.h"
#include "common/ViewSetup.h"
#include "engine/DateText.h"
#include "fingerprint/Fingerprint.h"
#include "storage/GroupStore.h"
#include "storage/SimilarityStore.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace kindred {

namespace {

QString shortLabel(const ArticleRecord &member)
{
    return member.feedTitle.isEmpty() ? QStringLiteral("#%1").arg(member.id) : member.feedTitle;
}

} // namespace

ClusterInspector::ClusterInspector(
    ArticleStore store, CopyDecisionStore decisions, int duplicateRadius, QWidget *parent)
    : QWidget(parent), m_store(std::move(store)), m_decisions(std::move(decisions)), m_radius(duplicateRadius)
{
    createWidgets();
    showGroup(0);
}

void ClusterInspector::createWidgets()
{
    m_title = makePageTitle();
    m_summary = makeNote();

    m_members = new ClusterMembersModel(this);
    m_table = makeTableView(m_members, tr("Members of the group"), ClusterMembersModel::TitleColumn);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            updateButtons();
            if (!current.isValid())
                return;
            // The chosen member against the first report (the first report against the second).
            compare(0, current.row() == 0 ? qMin(1, m_members->rowCount() - 1) : current.row());
        });
    connect(m_table, &QTreeView::activated, this, [this](const QModelIndex &index) {
        emit articleActivated(index.data(ClusterMembersModel::ArticleIdRole).toLongLong());
    });

    m_open = new QPushButton(tr("&Read"));
    m_open->setToolTip(tr("Open the selected member in the reader"));
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            emit articleActivated(current.data(ClusterMembersModel::ArticleIdRole).toLongLong());
    });
    m_split = new QPushButton(tr("&Not a Copy"));
    m_split->setToolTip(tr("Take the selected member out of this group; Kindred remembers the decision"));
    connect(m_split, &QPushButton::clicked, this, &ClusterInspector::splitSelectedMember);
    m_undo = new QPushButton(tr("&Undo"));
    m_undo->setToolTip(tr("Put the member taken out last back into its group"));
    connect(m_undo, &QPushButton::clicked, this, &ClusterInspector::undoSplit);
    m_message = new QLabel;
    m_message->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_split);
    buttons->addWidget(m_undo);
    buttons->addWidget(m_message, 1);

    auto *membersBox = new QWidget;
    auto *membersLayout = new QVBoxLayout(membersBox);
    membersLayout->setContentsMargins(0, 0, 0, 0);
    membersLayout->addWidget(m_table, 1);
    membersLayout->addLayout(buttons);

    m_heatMap = new HeatMapWidget;
    m_heatMap->setAccessibleName(tr("Pairwise Hamming distances of the members"));
    m_heatMap->setToolTip(tr("Pairwise Hamming distances; click a cell to compare the two members"));
    connect(m_heatMap, &HeatMapWidget::cellActivated, this,
        [this](int row, int column) { compare(row, column); });
    m_histogram = new DistanceHistogram;
    m_histogram->setAccessibleName(tr("Distances of the members to the first report"));
    m_histogram->setMinimumSize(320, 200);

    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_heatMap);
    charts->addWidget(m_histogram);
    charts->setChildrenCollapsible(false);
    charts->setSizes({260, 320});

    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(membersBox);
    top->addWidget(charts);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setChildrenCollapsible(false);
    top->setSizes({620, 580});

    m_left = new QComboBox;
    m_right = new QComboBox;
    m_left->setAccessibleName(tr("First member to compare"));
    m_right->setAccessibleName(tr("Second member to compare"));
    for (QComboBox *box : {m_left, m_right}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(24);
        connect(box, &QComboBox::activated, this,
            [this] { compare(m_left->currentIndex(), m_right->currentIndex()); });
    }
    m_distance = new QLabel;
    m_bits = new BitStripWidget;
    m_diff = new WordDiffView;

    auto *pair = new QHBoxLayout;
    pair->addWidget(new QLabel(tr("Compare")));
    pair->addWidget(m_left, 1);
    pair->addWidget(new QLabel(tr("with")));
    pair->addWidget(m_right, 1);
    pair->addWidget(m_distance);
    auto *why = new QGroupBox(tr("Why grouped, or not"));
    auto *whyLayout = new QVBoxLayout(why);
    whyLayout->addLayout(pair);
    whyLayout->addWidget(m_bits);
    whyLayout->addWidget(m_diff, 1);

    auto *page = new QSplitter(Qt::Vertical);
    page->addWidget(top);
    page->addWidget(why);
    page->setStretchFactor(0, 2);
    page->setStretchFactor(1, 3);
    page->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(page, 1);
}

void ClusterInspector::setDuplicateRadius(int radius)
{
    m_radius = radius;
    updateCharts();
}

QList<ArticleRecord> ClusterInspector::nearMisses(const QList<ArticleRecord> &members) const
{
    const auto primary = std::find_if(
        members.cbegin(), members.cend(), [](const ArticleRecord &member) { return member.isPrimary; });
    if (primary == members.cend())
        return {};
    QSet<qint64> inGroup;
    for (const ArticleRecord &member : members)
        inGroup.insert(member.id);
    // Within two days of the first report, as copies come (the live window is longer).
    const QList<std::pair<qint64, quint64>> around
        = SimilarityStore(m_store.database())
              .fingerprints(primary->published.addDays(-2), primary->published.addDays(2));
    QList<std::pair<int, qint64>> nearest;
    for (const auto &[id, simhash] : around) {
        const int distance = hammingDistance(primary->simhash, simhash);
        if (distance > m_radius && distance <= m_radius + nearMissBits && !inGroup.contains(id))
            nearest.append({distance, id});
    }
    std::sort(nearest.begin(), nearest.end());
    QList<ArticleRecord> misses;
    for (const auto &[distance, id] : nearest.first(std::min<qsizetype>(nearest.size(), maxNearMisses))) {
        if (std::optional<ArticleRecord> article = m_store.article(id)) {
            article->distance = distance;
            misses.append(*article);
        }
    }
    return misses;
}

void ClusterInspector::showGroup(qint64 groupId)
{
    m_groupId = groupId;
    const QList<ArticleRecord> members
        = groupId != 0 ? m_store.groupMembers(groupId) : QList<ArticleRecord>();
    m_members->setMembers(members, GroupStore(m_store.database()).exactCopies(groupId), nearMisses(members));
    {
        const QSignalBlocker left(m_left);
        const QSignalBlocker right(m_right);
        m_left->clear();
        m_right->clear();
        for (int row = 0; row < m_members->rowCount(); ++row) {
            const ArticleRecord &member = m_members->members().at(row);
            QString label = tr("%1: %2").arg(shortLabel(member), member.title);
            if (m_members->isNearMiss(row))
                label = tr("%1 (near miss)").arg(label);
            m_left->addItem(label, member.id);
            m_right->addItem(label, member.id);
        }
    }
    updateHeader();
    updateCharts();
    if (m_members->memberCount() >= 2) {
        // The copy furthest from the first report is the one worth a look first.
        int furthest = 1;
        for (int row = 1; row < m_members->rowCount(); ++row) {
            if (!m_members->isNearMiss(row)
                && m_members->members().at(row).distance > m_members->members().at(furthest).distance)
                furthest = row;
        }
        m_table->setCurrentIndex(m_members->index(furthest, ClusterMembersModel::TitleColumn));
    } else {
        m_bits->setFingerprints(0, 0, QString(), QString());
        m_diff->clear();
        m_distance->clear();
    }
    updateButtons();
}

void ClusterInspector::updateHeader()
{
    const QList<ArticleRecord> members = m_members->members().first(m_members->memberCount());
    if (members.isEmpty()) {
        m_title->setText(m_groupId == 0 ? tr("No group selected") : tr("This group no longer exists"));
        m_summary->setText(tr("Open a group from View > Duplicate Groups, or from an article's copies."));
        return;
    }
    const ArticleRecord &first = members.constFirst();
    QSet<qint64> feeds;
    for (const ArticleRecord &member : members)
        feeds.insert(member.feedId);
    const QLocale locale;
    m_title->setText(first.title);
    QString summary
        = tr("%1 from %2 · first reported by %3 at %4 · last copy %5")
              .arg(tr("%n copies", nullptr, int(members.size())),
                  tr("%n sources", nullptr, int(feeds.size())), first.feedTitle,
                  longDateText(first.published, locale), longDateText(members.constLast().published, locale));
    if (const int misses = m_members->rowCount() - m_members->memberCount(); misses > 0)
        summary += tr(" · near misses, just beyond the radius, in grey: %n", nullptr, misses);
    m_summary->setText(summary);
}

void ClusterInspector::updateCharts()
{
    const QList<ArticleRecord> &members = m_members->members();
    QList<QList<int>> matrix;
    QStringList labels;
    QList<int> counts(m_radius + 2, 0);
    for (int i = 0; i < members.size(); ++i) {
        const ArticleRecord &a = members.at(i);
        QList<int> row;
        for (const ArticleRecord &b : members)
            row.append(hammingDistance(a.simhash, b.simhash));
        matrix.append(row);
        labels.append(shortLabel(a));
        if (m_members->isNearMiss(i) || !a.isPrimary) {
            if (a.distance >= counts.size())
                counts.resize(a.distance + 1, 0);
            ++counts[a.distance];
        }
    }
    m_heatMap->setMatrix(matrix, labels);
    m_heatMap->setRadius(m_radius);
    m_histogram->setCounts(counts);
    m_histogram->setThresholds({{m_radius, tr("duplicate radius %1").arg(m_radius), QColor(200, 40, 40)}});
}

void ClusterInspector::compare(int rowA, int rowB)
{
    const int count = m_members->rowCount();
    if (rowA < 0 || rowB < 0 || rowA >= count || rowB >= count)
        return;
    const ArticleRecord &a = m_members->members().at(rowA);
    const ArticleRecord &b = m_members->members().at(rowB);
    m_left->setCurrentIndex(rowA);
    m_right->setCurrentIndex(rowB);
    m_heatMap->setSelectedPair(rowA, rowB);
    const int distance = hammingDistance(a.simhash, b.simhash);
    m_distance->setText(tr("<b>distance %1</b> (%2)")
                            .arg(distance)
                            .arg(distance <= m_radius ? tr("within the duplicate radius %1").arg(m_radius)
                                                      : tr("beyond the duplicate radius %1").arg(m_radius)));
    m_bits->setFingerprints(a.simhash, b.simhash, shortLabel(a), shortLabel(b));
    const std::optional<ArticleRecord> left = m_store.article(a.id);
    const std::optional<ArticleRecord> right = m_store.article(b.id);
    if (left && right)
        m_diff->setArticles(*left, *right);
    else
        m_diff->clear();
}

bool ClusterInspector::selectNearMiss()
{
    if (m_members->rowCount() == m_members->memberCount())
        return false;
    m_table->setCurrentIndex(m_members->index(m_members->memberCount(), ClusterMembersModel::TitleColumn));
    return true;
}

bool ClusterInspector::splitSelectedMember()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return false;
    const qint64 articleId = current.data(ClusterMembersModel::ArticleIdRole).toLongLong();
    const QString title = m_members->members().at(current.row()).title;
    if (!m_decisions.splitOut(articleId, QDateTime::currentDateTimeUtc())) {
        setMessage(tr("Could not take it out: %1").arg(m_decisions.lastError()));
        return false;
    }
    m_lastSplit = articleId;
    m_lastSplitGroup = m_groupId;
    const qint64 group = m_groupId;
    showGroup(group);
    setMessage(m_members->memberCount() == 0 ? tr("“%1” is not a copy; the group is dissolved.").arg(title)
                                             : tr("“%1” is not a copy any more.").arg(title));
    emit groupsChanged();
    return true;
}

bool ClusterInspector::undoSplit()
{
    if (m_lastSplit == 0)
        return false;
    if (!m_decisions.undoSplit(m_lastSplit)) {
        setMessage(tr("Could not undo: %1").arg(m_decisions.lastError()));
        return false;
    }
    const std::optional<ArticleRecord> back = m_store.article(m_lastSplit);
    m_lastSplit = 0;
    showGroup(back && back->groupId != 0 ? back->groupId : m_lastSplitGroup);
    setMessage(tr("Back in the group."));
    emit groupsChanged();
    return true;
}

void ClusterInspector::updateButtons()
{
    const bool selected = m_table->currentIndex().isValid();
    m_open->setEnabled(selected);
    m_split->setEnabled(
        selected && m_members->memberCount() >= 2 && !m_members->isNearMiss(m_table->currentIndex().row()));
    m_undo->setEnabled(m_lastSplit != 0);
}

void ClusterInspector::setMessage(const QString &text)
{
    m_message->setText(text);
    updateButtons();
}

} // namespace kindred
