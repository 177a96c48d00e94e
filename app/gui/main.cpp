#include "MainWindow.h"
#include "Version.h"
#include "common/AppSupport.h"
#include "common/Theme.h"
#include "ingest/NetworkSettings.h"
#include "net/Fetcher.h"
#include "net/RefreshScheduler.h"
#include "settings/Settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QNetworkAccessManager>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Kindred"_s);
    QApplication::setOrganizationName(u"Kindred"_s);
    QApplication::setApplicationVersion(kindred::version());
    QApplication::setWindowIcon(QIcon(u":/icons/kindred.svg"_s));
    QGuiApplication::setDesktopFileName(u"kindred"_s);

    kindred::Settings settings;
    kindred::installTranslations(app, settings.value(kindred::Settings::Key::Language).toString());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Kindred, a news reader that knows when two stories are the same."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption databaseOption(u"db"_s,
        QCoreApplication::translate("main", "Use the database at <path>."),
        QCoreApplication::translate("main", "path"));
    const QCommandLineOption screenshotOption(u"screenshot"_s,
        QCoreApplication::translate(
            "main", "Save the main window to the PNG <file> once the data is shown, then quit."),
        QCoreApplication::translate("main", "file"));
    const QCommandLineOption viewOption(u"view"_s,
        QCoreApplication::translate("main", "Open <view> at start: %1.")
            .arg(kindred::MainWindow::viewNames().join(u", "_s)),
        QCoreApplication::translate("main", "view"));
    parser.addOption(databaseOption);
    parser.addOption(screenshotOption);
    parser.addOption(viewOption);
    parser.process(app);
    const QString view = parser.value(viewOption);
    if (!view.isEmpty() && !kindred::MainWindow::viewNames().contains(view)) {
        qCritical("kindred: unknown view '%s' (known: %s)", qPrintable(view),
            qPrintable(kindred::MainWindow::viewNames().join(u", "_s)));
        return 2;
    }

    kindred::applyTheme(settings.value(kindred::Settings::Key::Theme).toString());
    QNetworkAccessManager network;
    kindred::Fetcher fetcher(&network);
    kindred::applyNetworkSettings(settings, &fetcher); // the proxy and timeouts set
    // Fetches the stored web feeds on their schedule; the window loads it and starts it.
    kindred::RefreshScheduler scheduler(&fetcher);
    const QString databasePath
        = parser.isSet(databaseOption) ? parser.value(databaseOption) : kindred::defaultDatabasePath();
    kindred::MainWindow window(settings, databasePath, &fetcher, &scheduler);
    if (parser.isSet(screenshotOption)) {
        kindred::takeScreenshotWhenReady(window, parser.value(screenshotOption), view, started);
    } else if (!view.isEmpty()) {
        QObject::connect(
            &window, &kindred::MainWindow::ready, &window, [&window, view] { window.showView(view); },
            Qt::SingleShotConnection);
    }
    window.show();
    window.start();
    return QApplication::exec();
}
