#pragma once

#include "news/Rule.h"

#include <QDialog>
#include <QList>
#include <QTimer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace kindred {

class Session;

/// Feeds > Rules: the reader's rules, each a name, conditions (a field, how to match, what to look
/// for) and actions. While a rule is edited, the articles of the live window it would match are
/// listed below it (nothing changes until Save); "Apply to the live window" runs the saved rules
/// on what is already stored, arrivals are judged by themselves.
class RulesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RulesDialog)

public:
    explicit RulesDialog(Session &session, QWidget *parent = nullptr);

    /// The rule as the editor shows it now.
    Rule editedRule() const;
    /// How many articles of the live window the edited rule matches (the preview's count).
    int previewCount() const { return m_previewCount; }
    /// The rules as stored, in order.
    const QList<Rule> &rules() const { return m_rules; }

    /// Selects the stored rule at `row` in the editor (-1: none).
    void selectRule(int row);
    /// Adds a condition row to the editor.
    void addCondition(const RuleCondition &condition = {});
    /// Sets the editor's name field (as typing would).
    void setRuleName(const QString &name);
    /// Sets condition `index`'s pattern (as typing would).
    void setConditionPattern(int index, const QString &pattern);
    /// Sets the label the rule gives (as typing it would; the action goes on with a name).
    void setLabel(const QString &label);
    /// Turns an action on or off (as its check box would).
    void setAction(Rule::Action action, bool on);
    /// Saves the edited rule; false, with the reason shown, when it cannot be used.
    bool saveRule();
    /// Counts what the edited rule matches now (the timer does it after typing stops).
    void updatePreview();

private:
    struct ConditionRow
    {
        QWidget *row = nullptr;
        QComboBox *field = nullptr;
        QComboBox *match = nullptr;
        QLineEdit *pattern = nullptr;
    };

    void createWidgets();
    void loadRules();
    void showRule(const Rule &rule);
    void removeCondition(QWidget *row);
    void newRule();
    void removeRule();
    void applyToWindow();
    void edited();

    Session &m_session;
    QList<Rule> m_rules;
    int m_current = -1; // the stored rule being edited; -1: a new one
    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_enabled = nullptr;
    QComboBox *m_all = nullptr;
    QVBoxLayout *m_conditionsLayout = nullptr;
    QList<ConditionRow> m_conditions;
    QList<std::pair<Rule::Action, QCheckBox *>> m_actions;
    QComboBox *m_label = nullptr; // the label Rule::Label gives
    QLabel *m_problem = nullptr;
    QLabel *m_previewSummary = nullptr;
    QListWidget *m_preview = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_remove = nullptr;
    QTimer m_previewTimer;
    int m_previewCount = 0;
    bool m_loading = false; // the editor is being filled: no edit signals
};

} // namespace kindred
