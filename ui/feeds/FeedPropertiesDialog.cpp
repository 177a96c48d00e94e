#include "feeds/FeedPropertiesDialog.h"

#include "common/ViewSetup.h"
#include "news/PlainText.h"
#include "news/TitlePrefix.h"
#include "storage/SubscriptionStore.h"
#include "text/FeedDecorations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kindred {

namespace {

const QString folderSeparator = QStringLiteral(" / ");

} // namespace

FeedPropertiesDialog::FeedPropertiesDialog(const FeedProperties &stored, const QStringList &recentTitles,
    const QList<QStringList> &folders, QWidget *parent)
    : QDialog(parent), m_stored(stored), m_suggested(suggestTitlePrefix(recentTitles))
{
    setWindowTitle(tr("Properties of %1").arg(stored.title));
    for (const QString &title : recentTitles) {
        if (m_suggested.isEmpty() || title.startsWith(m_suggested, Qt::CaseInsensitive)) {
            m_example = title;
            break;
        }
    }

    m_title = new QLineEdit(stored.title);
    m_url = new QLineEdit(stored.url);
    m_folder = new QComboBox;
    m_folder->setEditable(true);
    m_folder->addItem(QString());
    for (const QStringList &path : folders)
        m_folder->addItem(path.join(folderSeparator));
    m_folder->setCurrentText(stored.folder.join(folderSeparator));
    m_folder->setToolTip(tr("Type a new name to make a folder; separate nested folders with /"));
    m_refresh = new QSpinBox;
    m_refresh->setRange(0, 24 * 60);
    m_refresh->setSuffix(tr(" min"));
    m_refresh->setSpecialValueText(tr("As in Settings"));
    m_refresh->setValue(stored.refreshMinutes);
    m_prefix = new QLineEdit(stored.titlePrefix.isEmpty() ? m_suggested : stored.titlePrefix);
    m_prefix->setPlaceholderText(tr("none"));
    m_prefixNote = new QLabel;
    m_prefixNote->setWordWrap(true);
    m_suffix
        = new QLineEdit(stored.titleSuffix.isEmpty() ? suggestTitleSuffix(recentTitles) : stored.titleSuffix);
    m_suffix->setPlaceholderText(tr("none"));
    m_boilerplate = new QPlainTextEdit(stored.boilerplate.join(u'\n'));
    m_boilerplate->setPlaceholderText(tr("none: lines every item of the feed carries go here, one a line"));
    m_boilerplate->setTabChangesFocus(true);
    m_boilerplate->setFixedHeight(m_boilerplate->fontMetrics().lineSpacing() * 4 + 12);
    m_learn = new QCheckBox(tr("Learn these from the feed's items at every refresh"));
    m_learn->setChecked(stored.learnDecorations);
    m_learn->setToolTip(tr("Off: the prefix, suffix and lines stay as set here"));
    m_fullText = new QComboBox;
    m_fullText->addItem(tr("As in Settings"), -1);
    m_fullText->addItem(tr("For teasers (automatic)"), 2);
    m_fullText->addItem(tr("Always"), 1);
    m_fullText->addItem(tr("Never"), 0);
    m_fullText->setCurrentIndex(qMax(0, m_fullText->findData(stored.fullText)));
    m_retention = new QSpinBox;
    m_retention->setRange(0, 3650);
    m_retention->setSuffix(tr(" days"));
    m_retention->setSpecialValueText(tr("As in Settings"));
    m_retention->setValue(stored.retentionDays);
    m_showImages = new QComboBox;
    m_showImages->addItem(tr("As in Settings"), -1);
    m_showImages->addItem(tr("Always"), 1);
    m_showImages->addItem(tr("Never"), 0);
    m_showImages->setCurrentIndex(qMax(0, m_showImages->findData(stored.showImages)));
    m_showImages->setToolTip(
        tr("Images are loaded from the article's own site only, when the article is opened"));
    m_attribute = new QLineEdit(stored.attribute);
    m_attribute->setPlaceholderText(tr("e.g. wire, regional, Scotland, trade press"));
    m_attribute->setToolTip(
        tr("Groups the outlets that covered an event (its Coverage tab), before folders do"));
    m_preferred = new QCheckBox(tr("Preferred source: its copy leads a story"));
    m_preferred->setChecked(stored.preferred);
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));

    auto *form = new QFormLayout;
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("Address:"), m_url);
    form->addRow(tr("Folder:"), m_folder);
    form->addRow(tr("Refresh every:"), m_refresh);
    form->addRow(tr("Headline prefix:"), m_prefix);
    form->addRow(QString(), m_prefixNote);
    form->addRow(tr("Headline suffix:"), m_suffix);
    form->addRow(tr("Boilerplate lines:"), m_boilerplate);
    form->addRow(QString(), m_learn);
    form->addRow(tr("Fetch the article page:"), m_fullText);
    form->addRow(tr("Keep articles for:"), m_retention);
    form->addRow(tr("Show images:"), m_showImages);
    form->addRow(tr("Kind of outlet:"), m_attribute);
    form->addRow(m_preferred);
    form->addRow(m_problem);
    form->addRow(
        makeNote(tr("Changes apply from the next refresh. The prefix, the suffix and the boilerplate "
                    "lines are left out of the fingerprint (# stands for any number, {title} for the "
                    "item's headline); a change fingerprints the feed's articles of the live window "
                    "again, so that its copies of other outlets' stories are found.")));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_url, &QLineEdit::textChanged, this, &FeedPropertiesDialog::changed);
    connect(m_prefix, &QLineEdit::textChanged, this, &FeedPropertiesDialog::changed);
    // What a reader types is kept as typed: learning stops for this feed.
    const auto typed = [this] { m_learn->setChecked(false); };
    connect(m_prefix, &QLineEdit::textEdited, this, typed);
    connect(m_suffix, &QLineEdit::textEdited, this, typed);
    connect(m_boilerplate, &QPlainTextEdit::textChanged, this, [this, typed] {
        if (m_boilerplate->hasFocus())
            typed();
    });
    resize(560, sizeHint().height());
    changed();
}

FeedProperties FeedPropertiesDialog::properties() const
{
    FeedProperties p = m_stored;
    p.title = m_title->text().trimmed().isEmpty() ? m_stored.title : m_title->text().trimmed();
    p.url = m_url->text().trimmed();
    p.folder.clear();
    for (const QString &name : m_folder->currentText().split(u'/', Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            p.folder.append(name.trimmed());
    }
    p.refreshMinutes = m_refresh->value();
    p.titlePrefix = m_prefix->text().trimmed();
    p.titleSuffix = m_suffix->text().trimmed();
    p.boilerplate.clear();
    for (const QString &line : m_boilerplate->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        const QString lineTemplate = boilerplateTemplate(line, {});
        if (!lineTemplate.isEmpty() && !p.boilerplate.contains(lineTemplate))
            p.boilerplate.append(lineTemplate);
    }
    p.learnDecorations = m_learn->isChecked();
    p.fullText = m_fullText->currentData().toInt();
    p.retentionDays = m_retention->value();
    p.preferred = m_preferred->isChecked();
    p.attribute = m_attribute->text().simplified();
    p.showImages = m_showImages->currentData().toInt();
    return p;
}

QString FeedPropertiesDialog::problem() const
{
    const QString url = m_url->text().trimmed();
    if (url == m_stored.url || SubscriptionStore::addressProblem(url).isEmpty())
        return {}; // the built-in demo's feeds have addresses of their own
    return tr("“%1” is not a feed address: it starts with http://, https:// or file://.").arg(url);
}

void FeedPropertiesDialog::changed()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());

    const QString prefix = m_prefix->text().trimmed();
    QStringList note;
    if (!m_suggested.isEmpty() && m_stored.titlePrefix.isEmpty() && prefix == m_suggested)
        note.append(tr("Suggested: most of its recent headlines start with it."));
    else if (m_suggested.isEmpty() && prefix.isEmpty())
        note.append(tr("Its recent headlines share no prefix."));
    if (!m_example.isEmpty() && !prefix.isEmpty() && m_example.startsWith(prefix, Qt::CaseInsensitive))
        note.append(tr("“%1” is compared as “%2”.").arg(m_example, strippedTitle(m_example, prefix)));
    m_prefixNote->setText(note.join(u' '));
    m_prefixNote->setVisible(!note.isEmpty());
}

FeedPropertiesDialog *FeedPropertiesDialog::create(QWidget *parent, QSqlDatabase db, qint64 feedId)
{
    FeedPropertiesStore store(db);
    const std::optional<FeedProperties> stored = store.properties(feedId);
    if (!stored)
        return nullptr;
    QList<QStringList> folders;
    for (const SubscriptionFolder &folder : SubscriptionStore(db).folders())
        folders.append(folder.path);
    return new FeedPropertiesDialog(*stored, store.recentTitles(feedId), folders, parent);
}

bool FeedPropertiesDialog::edit(
    QWidget *parent, QSqlDatabase db, qint64 feedId, bool *prefixChanged, QString *error)
{
    const std::unique_ptr<FeedPropertiesDialog> dialog(create(parent, db, feedId));
    if (!dialog) {
        *error = tr("The feed is gone.");
        return false;
    }
    if (dialog->exec() != QDialog::Accepted)
        return false;
    const FeedProperties wanted = dialog->properties();
    const FeedProperties stored = dialog->m_stored;
    if (wanted == stored)
        return false;
    FeedPropertiesStore store(db);
    if (!store.setProperties(feedId, wanted)) {
        *error = store.lastError();
        return false;
    }
    *prefixChanged = wanted.titlePrefix != stored.titlePrefix || wanted.titleSuffix != stored.titleSuffix
        || wanted.boilerplate != stored.boilerplate;
    return true;
}

} // namespace kindred
