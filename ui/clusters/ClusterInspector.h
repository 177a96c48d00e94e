#pragma once

#include "storage/ArticleStore.h"
#include "storage/CopyDecisionStore.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace kindred {

class BitStripWidget;
class ClusterMembersModel;
class DistanceHistogram;
class HeatMapWidget;
class WordDiffView;

/// The cluster inspector: one duplicate group laid open. Its members (who reported first, each
/// copy's distance to the first report), the pairwise Hamming distances as a heat map, the
/// distances to the first report as a histogram with the duplicate radius drawn on it, and
/// "why grouped": two members side by side with their word diff and their fingerprints as bit
/// strips. "Not a copy" takes a member out of the group for good; Undo puts it back.
class ClusterInspector final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterInspector)

public:
    ClusterInspector(
        ArticleStore store, CopyDecisionStore decisions, int duplicateRadius, QWidget *parent = nullptr);

    /// Shows the group (read again from the database); an empty page when it is gone.
    void showGroup(qint64 groupId);
    /// Shows the same group again as it is stored now (after a regroup).
    void reload() { showGroup(m_groupId); }
    qint64 groupId() const { return m_groupId; }
    void setDuplicateRadius(int radius);

    /// Selects the first near miss (comparing it with the first report); false when there is none.
    bool selectNearMiss();
    /// Compares the members at these rows of the members table.
    void compare(int rowA, int rowB);
    /// Takes the member selected in the table out of the group. False when none is selected or
    /// the database refused.
    bool splitSelectedMember();
    /// Puts the member split last back. False when there is nothing to undo or it failed.
    bool undoSplit();
    bool canUndo() const { return m_lastSplit != 0; }

    ClusterMembersModel *membersModel() const { return m_members; }
    QTreeView *membersTable() const { return m_table; }
    HeatMapWidget *heatMap() const { return m_heatMap; }
    DistanceHistogram *histogram() const { return m_histogram; }
    BitStripWidget *bitStrip() const { return m_bits; }
    WordDiffView *diffView() const { return m_diff; }
    QPushButton *splitButton() const { return m_split; }
    QPushButton *undoButton() const { return m_undo; }

signals:
    /// The user asked to read an article of the group.
    void articleActivated(qint64 articleId);
    /// A split or an undo changed the groups in the database.
    void groupsChanged();

private:
    // Near misses: the articles at most this many bits beyond the radius from the first report,
    // the nearest few (ClusterMembersModel lists them after the members).
    static constexpr int nearMissBits = 3;
    static constexpr int maxNearMisses = 5;

    QList<ArticleRecord> nearMisses(const QList<ArticleRecord> &members) const;
    void createWidgets();
    void updateCharts();
    void updateHeader();
    void updateButtons();
    void setMessage(const QString &text);

    ArticleStore m_store;
    CopyDecisionStore m_decisions;
    int m_radius;
    qint64 m_groupId = 0;
    qint64 m_lastSplit = 0; // the article split last, for undo
    qint64 m_lastSplitGroup = 0;

    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    ClusterMembersModel *m_members = nullptr;
    QTreeView *m_table = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_split = nullptr;
    QPushButton *m_undo = nullptr;
    QLabel *m_message = nullptr;
    HeatMapWidget *m_heatMap = nullptr;
    DistanceHistogram *m_histogram = nullptr;
    QComboBox *m_left = nullptr;
    QComboBox *m_right = nullptr;
    QLabel *m_distance = nullptr;
    BitStripWidget *m_bits = nullptr;
    WordDiffView *m_diff = nullptr;
};

} // namespace kindred
