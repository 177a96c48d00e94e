#include "common/AppSupport.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace kindred {

QLocale installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    // Parented to the application: a translator must live as long as the strings it serves.
    auto *kindred = new QTranslator(&app);
    if (!kindred->load(locale, u"kindred"_s, u"_"_s, u":/i18n"_s)) {
        delete kindred;
        return QLocale::c();
    }
    QCoreApplication::installTranslator(kindred);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale;
}

} // namespace kindred
