#include "preferences/SettingsDialog.h"

#include "charts/DistanceHistogram.h"
#include "common/ViewSetup.h"
#include "engine/DetectionPreviewer.h"
#include "engine/DetectionSettings.h"
#include "engine/Session.h"
#include "settings/Autostart.h"
#include "settings/Settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kindred {

namespace {

QSpinBox *spinBox(int minimum, int maximum, const QString &suffix = {})
{
    auto *box = new QSpinBox;
    box->setRange(minimum, maximum);
    box->setSuffix(suffix);
    return box;
}

// A combo box of {shown text, stored value} choices.
QComboBox *choiceBox(const QList<std::pair<QString, QString>> &choices)
{
    auto *box = new QComboBox;
    for (const auto &[text, value] : choices)
        box->addItem(text, value);
    return box;
}

void selectData(QComboBox *box, const QVariant &value)
{
    box->setCurrentIndex(qMax(0, box->findData(value)));
}

// A page: the form, then a "Restore Defaults" button that resets its keys.
QWidget *page(QFormLayout *form, const std::function<void()> &restore)
{
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
    layout->addLayout(form);
    layout->addStretch(1);
    auto *defaults
        = new QPushButton(QCoreApplication::translate("kindred::SettingsDialog", "Restore Defaults"));
    QObject::connect(defaults, &QPushButton::clicked, widget, restore);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(defaults);
    layout->addLayout(row);
    return widget;
}

} // namespace

SettingsDialog::SettingsDialog(
    Settings &settings, const Session &session, const QDateTime &now, QWidget *parent)
    : QDialog(parent), m_settings(settings)
{
    setWindowTitle(tr("Settings"));
    m_previewer = session.createPreviewer(now, settings.intValue(Settings::Key::LiveWindowDays), this);
    connect(m_previewer, &DetectionPreviewer::ready, this, &SettingsDialog::showPreview);
    m_pages = new QTabWidget;
    m_pages->addTab(detectionPage(), tr("Detection"));
    m_pages->addTab(readingPage(), tr("Reading"));
    m_pages->addTab(networkPage(), tr("Network"));
    m_pages->addTab(appearancePage(), tr("Appearance"));
    m_pages->addTab(startupPage(), tr("Startup"));
    m_buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_buttons);
    load();
    resize(980, 560);
    changed();
}

QWidget *SettingsDialog::detectionPage()
{
    m_radius = spinBox(0, 16, tr(" bits"));
    m_similarMin = spinBox(0, 32, tr(" bits"));
    m_similarMax = spinBox(0, 32, tr(" bits"));
    m_eventArticles = spinBox(2, 1000);
    m_eventHours = spinBox(1, 72, tr(" h"));
    m_eventSources = spinBox(1, 100);
    m_liveDays = spinBox(1, 60, tr(" days"));
    m_fingerprintSource
        = choiceBox({{tr("Full text, when the page was extracted"), QStringLiteral("fulltext")},
            {tr("Title and summary only"), QStringLiteral("summary")}});
    m_fingerprintSource->setToolTip(tr("What an article's fingerprint is made from"));
    m_radius->setToolTip(tr("Two articles whose fingerprints differ in at most this many bits are copies"));
    m_liveDays->setToolTip(tr("Articles older than this are compared with nothing new"));
    auto *band = new QHBoxLayout;
    band->addWidget(m_similarMin);
    band->addWidget(new QLabel(tr("to")));
    band->addWidget(m_similarMax);
    auto *event = new QHBoxLayout;
    event->addWidget(new QLabel(tr("more than")));
    event->addWidget(m_eventArticles);
    event->addWidget(new QLabel(tr("articles within")));
    event->addWidget(m_eventHours);
    event->addWidget(new QLabel(tr("from at least")));
    event->addWidget(m_eventSources);
    event->addWidget(new QLabel(tr("sources")));
    auto *form = new QFormLayout;
    form->addRow(tr("Duplicate radius:"), m_radius);
    form->addRow(tr("Similar stories:"), band);
    form->addRow(tr("Breaking event:"), event);
    form->addRow(tr("Live window:"), m_liveDays);
    form->addRow(tr("Fingerprint from:"), m_fingerprintSource);
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));
    form->addRow(m_problem);
    form->addRow(makeNote(tr("Applying regroups the stored articles of the live window in the background "
                             "(a new fingerprint source fingerprints them again first).")));
    for (QSpinBox *box :
        {m_radius, m_similarMin, m_similarMax, m_eventArticles, m_eventHours, m_eventSources})
        connect(box, &QSpinBox::valueChanged, this, &SettingsDialog::changed);

    m_previewTable = new QLabel;
    m_previewTable->setTextFormat(Qt::RichText);
    m_histogram = new DistanceHistogram;
    m_histogram->setAxisTitles(tr("Distance to the nearest other article"), tr("Articles"));
    m_histogram->setThresholdsDraggable(true);
    m_histogram->setMinimumSize(420, 240);
    m_histogram->setToolTip(
        tr("Drag a line (or focus the chart and use the arrow keys) to move a threshold"));
    connect(m_histogram, &DistanceHistogram::thresholdDragged, this, [this](int index, int after) {
        if (index == 0)
            m_radius->setValue(after);
        else
            m_similarMax->setValue(after);
    });
    auto *preview = new QVBoxLayout;
    preview->addWidget(m_previewTable);
    preview->addWidget(m_histogram, 1);

    auto *widget = new QWidget;
    auto *columns = new QHBoxLayout(widget);
    columns->addWidget(page(form, [this] {
        setRules(defaultDetectionRules());
        m_liveDays->setValue(Settings::defaultValue(Settings::Key::LiveWindowDays).toInt());
        selectData(m_fingerprintSource, Settings::defaultValue(Settings::Key::FingerprintSource));
    }));
    columns->addLayout(preview, 1);
    return widget;
}

QWidget *SettingsDialog::readingPage()
{
    m_collapse = new QCheckBox(tr("Show one row per story, its copies folded under it"));
    m_markCopies = new QCheckBox(tr("Reading one copy marks the other copies read"));
    m_notify = new QCheckBox(tr("Notify me when a breaking event starts"));
    m_hideRead = new QCheckBox(tr("Start on unread articles only"));
    m_showImages = new QCheckBox(tr("Show the images of articles (from their own site, when opened)"));
    m_showImages->setToolTip(
        tr("Off, no page loads anything from the web. A feed's properties may say otherwise."));
    m_fontFamily = new QFontComboBox;
    m_fontSize = spinBox(6, 48, tr(" pt"));
    const auto edited = [this] { m_fontIsDefault = false; };
    connect(m_fontFamily, &QFontComboBox::currentFontChanged, this, edited);
    connect(m_fontSize, &QSpinBox::valueChanged, this, edited);
    auto *font = new QHBoxLayout;
    font->addWidget(m_fontFamily, 1);
    font->addWidget(m_fontSize);
    auto *form = new QFormLayout;
    form->addRow(m_collapse);
    form->addRow(m_markCopies);
    form->addRow(m_hideRead);
    form->addRow(m_showImages);
    form->addRow(m_notify);
    form->addRow(tr("Article font:"), font);
    return page(form, [this] {
        m_collapse->setChecked(Settings::defaultValue(Settings::Key::CollapseCopies).toBool());
        m_markCopies->setChecked(Settings::defaultValue(Settings::Key::MarkCopiesRead).toBool());
        m_hideRead->setChecked(Settings::defaultValue(Settings::Key::HideRead).toBool());
        m_showImages->setChecked(Settings::defaultValue(Settings::Key::ShowImages).toBool());
        m_notify->setChecked(Settings::defaultValue(Settings::Key::NotifyEvents).toBool());
        setArticleFont(QString());
    });
}

QWidget *SettingsDialog::networkPage()
{
    m_refresh = spinBox(5, 24 * 60, tr(" min"));
    m_fullTextWords = spinBox(0, 10000, tr(" words"));
    m_fullTextWords->setToolTip(
        tr("An item with fewer words is a teaser: Kindred fetches its page for the full text"));
    m_fullText = choiceBox({{tr("For teasers (automatic)"), QStringLiteral("auto")},
        {tr("Always"), QStringLiteral("always")}, {tr("Never"), QStringLiteral("never")}});
    m_timeout = spinBox(5, 600, tr(" s"));
    m_timeout->setToolTip(tr("A feed or page that takes longer to arrive fails, and is tried again later"));
    m_proxy = choiceBox({{tr("The system's settings"), QStringLiteral("system")},
        {tr("No proxy"), QStringLiteral("none")}, {tr("This HTTP proxy:"), QStringLiteral("manual")}});
    m_proxyHost = new QLineEdit;
    m_proxyHost->setPlaceholderText(tr("proxy.example.org"));
    m_proxyPort = spinBox(1, 65535);
    auto *proxy = new QHBoxLayout;
    proxy->addWidget(m_proxy);
    proxy->addWidget(m_proxyHost, 1);
    proxy->addWidget(m_proxyPort);
    const auto manual = [this] {
        const bool on = m_proxy->currentData().toString() == QLatin1String("manual");
        m_proxyHost->setEnabled(on);
        m_proxyPort->setEnabled(on);
    };
    connect(m_proxy, &QComboBox::currentIndexChanged, this, manual);
    connect(m_proxy, &QComboBox::currentIndexChanged, this, &SettingsDialog::changed);
    connect(m_proxyHost, &QLineEdit::textChanged, this, &SettingsDialog::changed);
    auto *form = new QFormLayout;
    form->addRow(tr("Refresh feeds every:"), m_refresh);
    form->addRow(tr("Fetch the article page:"), m_fullText);
    form->addRow(tr("A teaser has fewer than:"), m_fullTextWords);
    form->addRow(tr("Give up a fetch after:"), m_timeout);
    form->addRow(tr("Proxy:"), proxy);
    return page(form, [this, manual] {
        m_refresh->setValue(Settings::defaultValue(Settings::Key::RefreshIntervalMinutes).toInt());
        m_fullTextWords->setValue(Settings::defaultValue(Settings::Key::FetchFullTextMinWords).toInt());
        selectData(m_fullText, Settings::defaultValue(Settings::Key::FullText));
        m_timeout->setValue(Settings::defaultValue(Settings::Key::FetchTimeoutSeconds).toInt());
        selectData(m_proxy, Settings::defaultValue(Settings::Key::Proxy));
        m_proxyHost->clear();
        m_proxyPort->setValue(Settings::defaultValue(Settings::Key::ProxyPort).toInt());
        manual();
    });
}

QWidget *SettingsDialog::appearancePage()
{
    m_language = new QComboBox;
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    m_theme = choiceBox({{tr("The system's"), QStringLiteral("system")},
        {tr("Light"), QStringLiteral("light")}, {tr("Dark"), QStringLiteral("dark")}});
    auto *form = new QFormLayout;
    form->addRow(tr("Language:"), m_language);
    form->addRow(makeNote(tr("A new language is used from the next start.")));
    form->addRow(tr("Theme:"), m_theme);
    return page(form, [this] {
        m_language->setCurrentIndex(0);
        selectData(m_theme, Settings::defaultValue(Settings::Key::Theme));
    });
}

QWidget *SettingsDialog::startupPage()
{
    m_startAtLogin = new QCheckBox(tr("Start Kindred when I log in"));
    m_startMinimized = new QCheckBox(tr("Start minimised to the tray"));
    auto *form = new QFormLayout;
    form->addRow(m_startAtLogin);
    form->addRow(m_startMinimized);
    form->addRow(makeNote(tr("Kindred keeps refreshing in the tray; its icon brings the window back. "
                             "Without a tray Kindred starts minimised.")));
    return page(form, [this] {
        m_startAtLogin->setChecked(Settings::defaultValue(Settings::Key::StartAtLogin).toBool());
        m_startMinimized->setChecked(Settings::defaultValue(Settings::Key::StartMinimized).toBool());
    });
}

void SettingsDialog::applyStartup()
{
    const bool atLogin = m_startAtLogin->isChecked();
    const bool minimized = m_startMinimized->isChecked();
    const bool changed = atLogin != m_settings.value(Settings::Key::StartAtLogin).toBool()
        || minimized != m_settings.value(Settings::Key::StartMinimized).toBool();
    m_settings.setValue(Settings::Key::StartAtLogin, atLogin);
    m_settings.setValue(Settings::Key::StartMinimized, minimized);
    // Only a change touches the autostart entry: one written or removed by hand stays as it is.
    QString error;
    if (changed && !Autostart::apply(atLogin, QCoreApplication::applicationFilePath(), minimized, &error))
        QMessageBox::warning(
            this, tr("Start at Login"), tr("Kindred could not change its autostart entry: %1").arg(error));
}

DetectionRules SettingsDialog::savedRules() const
{
    return detectionRules(m_settings);
}

void SettingsDialog::load()
{
    setRules(savedRules());
    m_liveDays->setValue(m_settings.intValue(Settings::Key::LiveWindowDays));
    m_collapse->setChecked(m_settings.value(Settings::Key::CollapseCopies).toBool());
    m_markCopies->setChecked(m_settings.value(Settings::Key::MarkCopiesRead).toBool());
    m_notify->setChecked(m_settings.value(Settings::Key::NotifyEvents).toBool());
    m_refresh->setValue(m_settings.intValue(Settings::Key::RefreshIntervalMinutes));
    m_fullTextWords->setValue(m_settings.intValue(Settings::Key::FetchFullTextMinWords));
    selectData(m_language, m_settings.value(Settings::Key::Language).toString());
    selectData(m_fingerprintSource, m_settings.value(Settings::Key::FingerprintSource).toString());
    m_hideRead->setChecked(m_settings.value(Settings::Key::HideRead).toBool());
    m_showImages->setChecked(m_settings.value(Settings::Key::ShowImages).toBool());
    setArticleFont(m_settings.value(Settings::Key::ArticleFont).toString());
    selectData(m_fullText, m_settings.value(Settings::Key::FullText).toString());
    m_timeout->setValue(m_settings.intValue(Settings::Key::FetchTimeoutSeconds));
    selectData(m_proxy, m_settings.value(Settings::Key::Proxy).toString());
    m_proxyHost->setText(m_settings.value(Settings::Key::ProxyHost).toString());
    m_proxyPort->setValue(m_settings.intValue(Settings::Key::ProxyPort));
    selectData(m_theme, m_settings.value(Settings::Key::Theme).toString());
    m_startAtLogin->setChecked(m_settings.value(Settings::Key::StartAtLogin).toBool());
    m_startMinimized->setChecked(m_settings.value(Settings::Key::StartMinimized).toBool());
}

void SettingsDialog::setArticleFont(const QString &description)
{
    QFont font;
    if (description.isEmpty() || !font.fromString(description))
        font = QFont();
    m_fontFamily->setCurrentFont(font);
    m_fontSize->setValue(qMax(6, font.pointSize()));
    m_fontIsDefault = description.isEmpty(); // after the boxes said they changed
}

DetectionRules SettingsDialog::rules() const
{
    DetectionRules rules;
    rules.duplicateRadius = m_radius->value();
    rules.similarMin = m_similarMin->value();
    rules.similarMax = m_similarMax->value();
    rules.eventMinArticles = m_eventArticles->value();
    rules.eventWindowHours = m_eventHours->value();
    rules.eventMinSources = m_eventSources->value();
    return rules;
}

void SettingsDialog::setRules(const DetectionRules &rules)
{
    m_radius->setValue(rules.duplicateRadius);
    m_similarMin->setValue(rules.similarMin);
    m_similarMax->setValue(rules.similarMax);
    m_eventArticles->setValue(rules.eventMinArticles);
    m_eventHours->setValue(rules.eventWindowHours);
    m_eventSources->setValue(rules.eventMinSources);
}

QString SettingsDialog::problem() const
{
    const DetectionRules r = rules();
    if (r.similarMin > r.similarMax)
        return tr("The similar band starts at %1 bits but ends at %2: its start cannot be above its end.")
            .arg(r.similarMin)
            .arg(r.similarMax);
    if (r.similarMin <= r.duplicateRadius)
        return tr(
            "The similar band must start above the duplicate radius (%1 bits): closer articles are copies.")
            .arg(r.duplicateRadius);
    if (m_proxy->currentData().toString() == QLatin1String("manual")
        && m_proxyHost->text().trimmed().isEmpty())
        return tr("A manual proxy needs its host name.");
    return {};
}

void SettingsDialog::changed()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(why.isEmpty());
    if (why.isEmpty())
        m_previewer->request(rules(), savedRules());
}

void SettingsDialog::showPreview(const DetectionRules &tried, const DetectionOutcome &outcome,
    const DetectionOutcome &current, double milliseconds)
{
    if (tried != rules())
        return; // an older answer; the newer one follows
    m_tried = outcome;
    const QLocale locale;
    const auto row = [&](const QString &what, int now, int then) {
        const QString change = then == now
            ? QString()
            : QStringLiteral(" (%1%2)").arg(
                then > now ? QStringLiteral("+") : QStringLiteral("−"), locale.toString(qAbs(then - now)));
        return QStringLiteral(
            "<tr><td>%1</td><td align='right'>%2</td><td align='right'><b>%3</b>%4</td></tr>")
            .arg(what.toHtmlEscaped(), locale.toString(now), locale.toString(then), change);
    };
    m_previewTable->setText(
        QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><th></th><th>%1</th><th>%2</th></tr>")
            .arg(tr("Today"), tr("With these values"))
        + row(tr("Duplicate groups"), current.groups, outcome.groups)
        + row(tr("Copies"), current.copies, outcome.copies)
        + row(tr("Similar pairs"), current.similarPairs, outcome.similarPairs)
        + row(tr("Breaking events"), current.events, outcome.events) + QStringLiteral("</table><p>")
        + tr("%1 articles of the live window, judged in %2 ms.")
              .arg(locale.toString(outcome.articles), locale.toString(milliseconds, 'f', 0))
        + QStringLiteral("</p>"));
    m_histogram->setCounts(outcome.nearestDistance);
    m_histogram->setThresholds(
        {{tried.duplicateRadius, tr("copies ≤ %1").arg(tried.duplicateRadius), QColor()},
            {tried.similarMax, tr("similar ≤ %1").arg(tried.similarMax), QColor()}});
    m_histogram->setBand(
        tried.similarMin, tried.similarMax, tr("similar %1–%2").arg(tried.similarMin).arg(tried.similarMax));
    emit previewShown();
}

void SettingsDialog::apply()
{
    if (!problem().isEmpty())
        return;
    saveDetectionRules(m_settings, rules());
    m_settings.setValue(Settings::Key::LiveWindowDays, m_liveDays->value());
    m_settings.setValue(Settings::Key::CollapseCopies, m_collapse->isChecked());
    m_settings.setValue(Settings::Key::MarkCopiesRead, m_markCopies->isChecked());
    m_settings.setValue(Settings::Key::NotifyEvents, m_notify->isChecked());
    m_settings.setValue(Settings::Key::RefreshIntervalMinutes, m_refresh->value());
    m_settings.setValue(Settings::Key::FetchFullTextMinWords, m_fullTextWords->value());
    m_settings.setValue(Settings::Key::Language, m_language->currentData().toString());
    m_settings.setValue(Settings::Key::FingerprintSource, m_fingerprintSource->currentData().toString());
    m_settings.setValue(Settings::Key::HideRead, m_hideRead->isChecked());
    m_settings.setValue(Settings::Key::ShowImages, m_showImages->isChecked());
    QFont font = m_fontFamily->currentFont();
    font.setPointSize(m_fontSize->value());
    m_settings.setValue(Settings::Key::ArticleFont, m_fontIsDefault ? QString() : font.toString());
    m_settings.setValue(Settings::Key::FullText, m_fullText->currentData().toString());
    m_settings.setValue(Settings::Key::FetchTimeoutSeconds, m_timeout->value());
    m_settings.setValue(Settings::Key::Proxy, m_proxy->currentData().toString());
    m_settings.setValue(Settings::Key::ProxyHost, m_proxyHost->text().trimmed());
    m_settings.setValue(Settings::Key::ProxyPort, m_proxyPort->value());
    m_settings.setValue(Settings::Key::Theme, m_theme->currentData().toString());
    applyStartup();
    emit applied();
}

} // namespace kindred
