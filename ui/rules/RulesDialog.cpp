#include "rules/RulesDialog.h"

#include "engine/RuleRunner.h"
#include "engine/Session.h"
#include "storage/ArticleStore.h"
#include "storage/RuleStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace kindred {

namespace {

// Articles the preview lists (it counts them all).
constexpr int previewRows = 50;

} // namespace

RulesDialog::RulesDialog(Session &session, QWidget *parent) : QDialog(parent), m_session(session)
{
    setWindowTitle(tr("Rules"));
    resize(980, 640);
    m_previewTimer.setSingleShot(true);
    m_previewTimer.setInterval(200);
    connect(&m_previewTimer, &QTimer::timeout, this, &RulesDialog::updatePreview);
    createWidgets();
    loadRules();
    if (m_rules.isEmpty())
        newRule();
    else
        selectRule(0);
}

void RulesDialog::createWidgets()
{
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("rules"));
    m_list->setAccessibleName(tr("Rules"));
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_loading)
            selectRule(row);
    });
    auto *add = new QPushButton(tr("&New Rule"));
    connect(add, &QPushButton::clicked, this, &RulesDialog::newRule);
    m_remove = new QPushButton(tr("&Remove"));
    m_remove->setObjectName(QStringLiteral("removeRule"));
    connect(m_remove, &QPushButton::clicked, this, &RulesDialog::removeRule);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list, 1);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    leftLayout->addLayout(listButtons);

    m_name = new QLineEdit;
    m_name->setAccessibleName(tr("Rule name"));
    connect(m_name, &QLineEdit::textEdited, this, &RulesDialog::edited);
    m_enabled = new QCheckBox(tr("On"));
    connect(m_enabled, &QCheckBox::toggled, this, &RulesDialog::edited);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_enabled);

    m_all = new QComboBox;
    m_all->addItem(tr("all of these hold"), true);
    m_all->addItem(tr("any of these holds"), false);
    m_all->setAccessibleName(tr("Conditions to hold"));
    connect(m_all, &QComboBox::currentIndexChanged, this, &RulesDialog::edited);
    auto *conditions = new QWidget;
    m_conditionsLayout = new QVBoxLayout(conditions);
    m_conditionsLayout->setContentsMargins(0, 0, 0, 0);
    auto *addCondition = new QPushButton(tr("Add &Condition"));
    connect(addCondition, &QPushButton::clicked, this, [this] {
        this->addCondition();
        edited();
    });

    auto *actions = new QHBoxLayout;
    const QList<std::pair<Rule::Action, QString>> labels {{Rule::MarkRead, tr("Mark &read")},
        {Rule::Hide, tr("&Hide (mute the story and its copies)")}, {Rule::Star, tr("&Star")},
        {Rule::Notify, tr("&Notify")}, {Rule::Label, tr("Add &label:")}};
    for (const auto &[action, label] : labels) {
        auto *box = new QCheckBox(label);
        connect(box, &QCheckBox::toggled, this, &RulesDialog::edited);
        actions->addWidget(box);
        m_actions.append({action, box});
    }
    // The label to give: one the reader has, or a new name.
    m_label = new QComboBox;
    m_label->setEditable(true);
    m_label->setInsertPolicy(QComboBox::NoInsert);
    m_label->setMinimumContentsLength(12);
    m_label->setAccessibleName(tr("Label the rule gives"));
    m_label->lineEdit()->setPlaceholderText(tr("label"));
    m_label->lineEdit()->setAccessibleName(m_label->accessibleName());
    for (const LabelCount &known : ArticleStore(m_session.database()).labels().value_or(QList<LabelCount> {}))
        m_label->addItem(known.name);
    m_label->setCurrentIndex(-1);
    connect(m_label, &QComboBox::currentTextChanged, this, [this] {
        if (!m_loading)
            setAction(Rule::Label, !m_label->currentText().trimmed().isEmpty());
        edited();
    });
    actions->addWidget(m_label);
    actions->addStretch();

    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(link-visited)"));
    m_previewSummary = new QLabel;
    m_previewSummary->setWordWrap(true);
    m_preview = new QListWidget;
    m_preview->setAccessibleName(tr("Articles the rule matches"));

    auto *editor = new QWidget;
    auto *form = new QFormLayout(editor);
    form->addRow(tr("Name:"), nameRow);
    form->addRow(tr("When:"), m_all);
    form->addRow(QString(), conditions);
    form->addRow(QString(), addCondition);
    form->addRow(tr("Then:"), actions);
    form->addRow(QString(), m_problem);
    form->addRow(tr("Preview:"), m_previewSummary);
    form->addRow(m_preview);

    auto *split = new QSplitter;
    split->addWidget(left);
    split->addWidget(editor);
    split->setStretchFactor(1, 1);
    split->setSizes({240, 740});
    split->setChildrenCollapsible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_save = buttons->addButton(tr("Sa&ve Rule"), QDialogButtonBox::AcceptRole);
    auto *apply = buttons->addButton(tr("&Apply to the Live Window"), QDialogButtonBox::ActionRole);
    apply->setObjectName(QStringLiteral("applyRules"));
    apply->setToolTip(
        tr("Run the saved rules on the articles already stored; new ones are judged as they arrive"));
    disconnect(buttons, &QDialogButtonBox::accepted, this, nullptr);
    connect(m_save, &QPushButton::clicked, this, &RulesDialog::saveRule);
    connect(apply, &QPushButton::clicked, this, &RulesDialog::applyToWindow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
}

void RulesDialog::loadRules()
{
    m_rules = RuleRunner::loadRules(m_session.writer(), nullptr, true).value_or(QList<Rule> {});
    m_loading = true;
    m_list->clear();
    for (const Rule &rule : std::as_const(m_rules)) {
        auto *item = new QListWidgetItem(rule.enabled ? rule.name : tr("%1 (off)").arg(rule.name));
        m_list->addItem(item);
    }
    m_loading = false;
}

void RulesDialog::selectRule(int row)
{
    if (row < 0 || row >= m_rules.size()) {
        newRule();
        return;
    }
    m_current = row;
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(row);
    }
    showRule(m_rules.at(row));
}

void RulesDialog::showRule(const Rule &rule)
{
    m_loading = true;
    m_name->setText(rule.name);
    m_enabled->setChecked(rule.enabled);
    m_all->setCurrentIndex(rule.matchAll ? 0 : 1);
    for (const ConditionRow &row : std::as_const(m_conditions))
        delete row.row;
    m_conditions.clear();
    for (const RuleCondition &condition : rule.conditions)
        addCondition(condition);
    for (const auto &[action, box] : std::as_const(m_actions))
        box->setChecked(rule.actions & action);
    m_label->setEditText(rule.label);
    m_remove->setEnabled(m_current >= 0);
    m_loading = false;
    edited();
}

void RulesDialog::addCondition(const RuleCondition &condition)
{
    ConditionRow row;
    row.row = new QWidget;
    auto *layout = new QHBoxLayout(row.row);
    layout->setContentsMargins(0, 0, 0, 0);
    row.field = new QComboBox;
    row.field->setAccessibleName(tr("Where to look"));
    const QList<std::pair<RuleCondition::Field, QString>> fields {{RuleCondition::Field::Title, tr("Title")},
        {RuleCondition::Field::Text, tr("Text")}, {RuleCondition::Field::Any, tr("Title or text")},
        {RuleCondition::Field::Source, tr("Source")}, {RuleCondition::Field::Folder, tr("Folder")},
        {RuleCondition::Field::Author, tr("Author")}};
    for (const auto &[field, label] : fields)
        row.field->addItem(label, int(field));
    row.field->setCurrentIndex(
        row.field->findData(int(condition.field == RuleCondition::Field::Any && condition.pattern.isEmpty()
                ? RuleCondition::Field::Title
                : condition.field)));
    row.match = new QComboBox;
    row.match->setAccessibleName(tr("How to match"));
    row.match->addItem(tr("has the words"), int(RuleCondition::Match::Words));
    row.match->addItem(tr("has the phrase"), int(RuleCondition::Match::Phrase));
    row.match->addItem(tr("matches the expression"), int(RuleCondition::Match::Regex));
    row.match->setCurrentIndex(row.match->findData(int(condition.match)));
    row.pattern = new QLineEdit(condition.pattern);
    row.pattern->setAccessibleName(tr("What to look for"));
    row.pattern->setPlaceholderText(tr("words, a phrase or a regular expression"));
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("−"));
    remove->setToolTip(tr("Remove this condition"));
    remove->setAccessibleName(tr("Remove condition"));
    layout->addWidget(row.field);
    layout->addWidget(row.match);
    layout->addWidget(row.pattern, 1);
    layout->addWidget(remove);
    connect(row.field, &QComboBox::currentIndexChanged, this, &RulesDialog::edited);
    connect(row.match, &QComboBox::currentIndexChanged, this, &RulesDialog::edited);
    connect(row.pattern, &QLineEdit::textEdited, this, &RulesDialog::edited);
    QWidget *widget = row.row;
    connect(remove, &QToolButton::clicked, this, [this, widget] { removeCondition(widget); });
    m_conditionsLayout->addWidget(row.row);
    m_conditions.append(row);
}

void RulesDialog::removeCondition(QWidget *row)
{
    m_conditions.removeIf([row](const ConditionRow &condition) { return condition.row == row; });
    row->deleteLater();
    edited();
}

Rule RulesDialog::editedRule() const
{
    Rule rule;
    rule.name = m_name->text().trimmed();
    rule.enabled = m_enabled->isChecked();
    rule.matchAll = m_all->currentData().toBool();
    for (const ConditionRow &row : m_conditions) {
        rule.conditions.append({RuleCondition::Field(row.field->currentData().toInt()),
            RuleCondition::Match(row.match->currentData().toInt()), row.pattern->text().trimmed()});
    }
    for (const auto &[action, box] : m_actions) {
        if (box->isChecked())
            rule.actions |= action;
    }
    if (rule.actions & Rule::Label)
        rule.label = m_label->currentText().trimmed();
    return rule;
}

void RulesDialog::setRuleName(const QString &name)
{
    m_name->setText(name);
    edited();
}

void RulesDialog::setConditionPattern(int index, const QString &pattern)
{
    m_conditions.at(index).pattern->setText(pattern);
    edited();
}

void RulesDialog::setLabel(const QString &label)
{
    m_label->setEditText(label); // as typing would: the action goes on with a name
}

void RulesDialog::setAction(Rule::Action action, bool on)
{
    for (const auto &[known, box] : std::as_const(m_actions)) {
        if (known == action)
            box->setChecked(on);
    }
}

void RulesDialog::edited()
{
    if (m_loading)
        return;
    const QString problem = editedRule().problem();
    m_problem->setText(problem.isEmpty() ? QString() : tr("Not ready to save: %1.").arg(problem));
    m_save->setEnabled(problem.isEmpty());
    m_previewTimer.start();
}

void RulesDialog::updatePreview()
{
    m_previewTimer.stop();
    const Rule rule = editedRule();
    m_preview->clear();
    Rule tested = rule;
    tested.actions = Rule::Notify; // what it matches, whatever it does
    tested.name = QStringLiteral("preview");
    if (!tested.problem().isEmpty()) {
        m_previewCount = 0;
        m_previewSummary->setText(tr("Say what to look for, and the articles it finds show here."));
        return;
    }
    const QList<ArticleRecord> matched = RuleRunner::preview(
        m_session.database(), tested, m_session.liveWindowStart(), previewRows, &m_previewCount);
    const QLocale locale;
    m_previewSummary->setText(m_previewCount == 0
            ? tr("No article of the live window matches.")
            : tr("%n article(s) of the live window match (and their copies).", nullptr, m_previewCount));
    for (const ArticleRecord &article : matched) {
        auto *item = new QListWidgetItem(
            tr("%1 — %2, %3")
                .arg(article.title, article.feedTitle,
                    locale.toString(article.published.toLocalTime(), QStringLiteral("d MMM HH:mm"))));
        item->setToolTip(article.title);
        m_preview->addItem(item);
    }
}

bool RulesDialog::saveRule()
{
    const Rule rule = editedRule();
    if (const QString problem = rule.problem(); !problem.isEmpty()) {
        m_problem->setText(tr("Not saved: %1.").arg(problem));
        return false;
    }
    RuleStore store(m_session.writer());
    const bool renamed = m_current >= 0 && m_rules.at(m_current).name != rule.name;
    const bool saved = store.save(rule.stored(m_current >= 0 ? m_current : StoredRule::AtEnd));
    if (!saved || (renamed && !store.remove(m_rules.at(m_current).name))) {
        m_problem->setText(tr("Not saved: %1").arg(store.lastError()));
        return false;
    }
    loadRules();
    for (int row = 0; row < m_rules.size(); ++row) {
        if (m_rules.at(row).name == rule.name)
            selectRule(row);
    }
    return true;
}

void RulesDialog::newRule()
{
    m_current = -1;
    {
        const QSignalBlocker blocker(m_list);
        m_list->clearSelection();
        m_list->setCurrentRow(-1);
    }
    Rule rule;
    rule.name = tr("New rule");
    rule.conditions = {{RuleCondition::Field::Title, RuleCondition::Match::Words, {}}};
    rule.actions = Rule::Hide;
    showRule(rule);
    m_name->setFocus();
    m_name->selectAll();
}

void RulesDialog::removeRule()
{
    if (m_current < 0)
        return;
    RuleStore store(m_session.writer());
    if (!store.remove(m_rules.at(m_current).name)) {
        m_problem->setText(tr("Not removed: %1").arg(store.lastError()));
        return;
    }
    loadRules();
    selectRule(std::min(m_current, int(m_rules.size()) - 1));
}

void RulesDialog::applyToWindow()
{
    m_session.applyRulesToWindow(); // the session says what changed (Session::rulesApplied)
}

} // namespace kindred
