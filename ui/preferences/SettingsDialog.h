#pragma once

#include "news/DetectionPreview.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFontComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace kindred {

class DetectionPreviewer;
class Session;
class DistanceHistogram;
class Settings;

/// Settings (Ctrl+,): detection (duplicate radius, similar band, event rule, live window) with a
/// live preview beside it of what the values would make of the live window next to today's, and
/// the nearest-neighbour histogram whose threshold lines can be dragged; reading, network and
/// appearance. Values are checked where they are entered; each page restores its defaults.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    /// The detection preview runs on `session`'s database, its live window ending at `now`.
    SettingsDialog(
        Settings &settings, const Session &session, const QDateTime &now, QWidget *parent = nullptr);

    /// The detection values as entered.
    DetectionRules rules() const;
    void setRules(const DetectionRules &rules);
    /// Empty when the values can be applied, else why not.
    QString problem() const;
    /// Writes every page's values to the settings, then emits applied().
    void apply();

    QSpinBox *radiusBox() const { return m_radius; }
    QSpinBox *similarMinBox() const { return m_similarMin; }
    QSpinBox *similarMaxBox() const { return m_similarMax; }
    DistanceHistogram *histogram() const { return m_histogram; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    QCheckBox *startAtLoginBox() const { return m_startAtLogin; }
    QCheckBox *startMinimizedBox() const { return m_startMinimized; }
    /// The last preview shown (tried values).
    const DetectionOutcome &preview() const { return m_tried; }

signals:
    /// A preview for the values now entered is shown.
    void previewShown();
    /// The values were written to the settings.
    void applied();

private:
    QWidget *detectionPage();
    QWidget *readingPage();
    QWidget *networkPage();
    QWidget *appearancePage();
    QWidget *startupPage();
    /// Writes the startup values and, when "start at login" or "minimised" changed, the
    /// autostart entry.
    void applyStartup();
    void load();
    void setArticleFont(const QString &description);
    void changed();
    void showPreview(const DetectionRules &rules, const DetectionOutcome &tried,
        const DetectionOutcome &current, double milliseconds);
    DetectionRules savedRules() const;

    Settings &m_settings;
    DetectionPreviewer *m_previewer = nullptr;
    DetectionOutcome m_tried;
    QTabWidget *m_pages = nullptr;
    QSpinBox *m_radius = nullptr;
    QSpinBox *m_similarMin = nullptr;
    QSpinBox *m_similarMax = nullptr;
    QSpinBox *m_eventArticles = nullptr;
    QSpinBox *m_eventHours = nullptr;
    QSpinBox *m_eventSources = nullptr;
    QSpinBox *m_liveDays = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_previewTable = nullptr;
    DistanceHistogram *m_histogram = nullptr;
    QCheckBox *m_collapse = nullptr;
    QCheckBox *m_markCopies = nullptr;
    QCheckBox *m_showImages = nullptr;
    QCheckBox *m_notify = nullptr;
    QSpinBox *m_refresh = nullptr;
    QSpinBox *m_fullTextWords = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_fingerprintSource = nullptr;
    QCheckBox *m_hideRead = nullptr;
    QFontComboBox *m_fontFamily = nullptr;
    QSpinBox *m_fontSize = nullptr;
    bool m_fontIsDefault = true; // the system's font: not stored, so it follows the system
    QComboBox *m_fullText = nullptr;
    QSpinBox *m_timeout = nullptr;
    QComboBox *m_proxy = nullptr;
    QLineEdit *m_proxyHost = nullptr;
    QSpinBox *m_proxyPort = nullptr;
    QComboBox *m_theme = nullptr;
    QCheckBox *m_startAtLogin = nullptr;
    QCheckBox *m_startMinimized = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kindred
