#pragma once

#include "storage/FeedPropertiesStore.h"

#include <QDialog>
#include <QSqlDatabase>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace kindred {

/// A feed's Properties (its context menu): title, address, folder, refresh interval, the title
/// prefix stripped before fingerprinting (prefilled with the one its recent headlines suggest,
/// and shown at work on one of them), full-text mode, retention and preferred source. The
/// address is checked where it is typed. Changes apply from the next refresh; a new prefix makes
/// the caller fingerprint the feed's live articles again.
class FeedPropertiesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedPropertiesDialog)

public:
    /// `folders`: the folder paths that exist, offered in the folder box.
    FeedPropertiesDialog(const FeedProperties &stored, const QStringList &recentTitles,
        const QList<QStringList> &folders, QWidget *parent = nullptr);

    /// The values as entered.
    FeedProperties properties() const;
    /// Empty when they can be saved, else why not.
    QString problem() const;
    /// The prefix the recent headlines suggest (empty: none).
    QString suggestedPrefix() const { return m_suggested; }

    QLineEdit *prefixField() const { return m_prefix; }
    QLineEdit *suffixField() const { return m_suffix; }
    QPlainTextEdit *boilerplateField() const { return m_boilerplate; }
    QCheckBox *learnField() const { return m_learn; }
    QLineEdit *addressField() const { return m_url; }
    QDialogButtonBox *buttons() const { return m_buttons; }

    /// The dialog for a feed of `db`, filled in (nullptr when there is no such feed).
    static FeedPropertiesDialog *create(QWidget *parent, QSqlDatabase db, qint64 feedId);
    /// Opens the dialog for a feed of `db` and saves what the reader accepts. Returns true when
    /// something was saved; `prefixChanged` says whether what is left out of the fingerprint (the
    /// headline prefix or suffix, the boilerplate lines) is new. On a failed
    /// save, says why in `error` and returns false.
    static bool edit(QWidget *parent, QSqlDatabase db, qint64 feedId, bool *prefixChanged, QString *error);

private:
    void changed();

    FeedProperties m_stored;
    QString m_suggested;
    QString m_example; // a recent headline, to show the prefix at work
    QLineEdit *m_title = nullptr;
    QLineEdit *m_url = nullptr;
    QComboBox *m_folder = nullptr;
    QSpinBox *m_refresh = nullptr;
    QLineEdit *m_prefix = nullptr;
    QLabel *m_prefixNote = nullptr;
    QLineEdit *m_suffix = nullptr;
    QPlainTextEdit *m_boilerplate = nullptr;
    QCheckBox *m_learn = nullptr;
    QComboBox *m_fullText = nullptr;
    QSpinBox *m_retention = nullptr;
    QLineEdit *m_attribute = nullptr;
    QComboBox *m_showImages = nullptr;
    QCheckBox *m_preferred = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kindred
