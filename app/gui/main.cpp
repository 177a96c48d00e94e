#include "MainWindow.h"
#include "Screenshot.h"
#include "Version.h"
#include "WindowRemote.h"
#include "common/AppSupport.h"
#include "common/Theme.h"
#include "engine/DetectionSettings.h"
#include "engine/NetworkSettings.h"
#include "engine/Session.h"
#include "net/Fetcher.h"
#include "net/RefreshScheduler.h"
#include "remote/InstanceName.h"
#include "remote/RemoteClient.h"
#include "remote/RemoteServer.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QLabel>
#include <QNetworkAccessManager>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// When a Kindred already runs on this database, hands it `arguments` (it raises its window and
// offers to subscribe) and returns the exit code; nullopt when none answers, so this one starts.
std::optional<int> handOverToRunningInstance(const QString &socketName, const QStringList &arguments)
{
    kindred::remote::RemoteClient client(std::chrono::seconds(5));
    if (!client.connectTo(socketName)) {
        if (client.notRunning())
            return std::nullopt;
        qCritical("kindred: another Kindred holds this database but does not answer: %s",
            qPrintable(client.error()));
        return 1;
    }
    const auto answer = client.send({kindred::remote::Command::Open, {}, arguments});
    if (!answer || !answer->ok) {
        qCritical("kindred: the running Kindred did not take the request: %s",
            qPrintable(answer ? answer->error : client.error()));
        return 1;
    }
    return 0;
}

// --version and --help print and quit: they need no display, so a package check or a terminal
// with none can ask them.
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"--version", "-v", "--help", "-h", "--help-all"}) {
            if (qstrcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

// Kindred from its command line to its last event: returns the exit code once everything it
// holds (the window, the session and its database, the settings) is saved and closed.
int run(QApplication &app, const QElapsedTimer &started)
{
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
    const QCommandLineOption minimizedOption(u"minimized"_s,
        QCoreApplication::translate("main", "Start hidden in the tray (minimised when there is no tray)."));
    parser.addOption(databaseOption);
    parser.addOption(screenshotOption);
    parser.addOption(viewOption);
    parser.addOption(minimizedOption);
    parser.addPositionalArgument(u"feeds"_s,
        QCoreApplication::translate("main", "Feed addresses to subscribe to (http, https, feed: or a file)."),
        u"[FEED...]"_s);
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
    const QString databasePath = parser.isSet(databaseOption) ? parser.value(databaseOption)
                                                              : kindred::remote::defaultDatabasePath();
    // One Kindred per user and database: a second one hands its feed links over and quits. A
    // screenshot run stays apart, so it neither hands over nor takes the socket.
    const bool screenshot = parser.isSet(screenshotOption);
    const QString socketName = kindred::remote::instanceSocketName(databasePath);
    const QStringList feedLinks = parser.positionalArguments();
    if (!screenshot) {
        if (const std::optional<int> code = handOverToRunningInstance(socketName, feedLinks))
            return *code;
    }
    // A long upgrade of an older store runs while the session opens it, before any window: a
    // word on screen meanwhile.
    std::unique_ptr<QLabel> upgrading;
    if (const auto upgrade = kindred::Database::longUpgrade(databasePath)) {
        upgrading = std::make_unique<QLabel>(QCoreApplication::translate("main",
            "Updating this store for the new version of Kindred: the search index of its %n "
            "articles is made again, once (about %1 s).",
            nullptr, int(std::min<qint64>(upgrade->articles, std::numeric_limits<int>::max())))
                                                 .arg(upgrade->seconds));
        qInfo("kindred: %s", qPrintable(upgrading->text()));
        upgrading->setWindowFlags(Qt::SplashScreen | Qt::WindowStaysOnTopHint);
        upgrading->setWordWrap(true);
        upgrading->setMargin(24);
        upgrading->setFixedWidth(420);
        upgrading->show();
        QApplication::processEvents(); // painted before the session takes the thread
    }
    // The engine, and the window, the tray and the remote control as its clients.
    kindred::Session session(databasePath, kindred::ingestOptions(settings), &fetcher, &scheduler);
    upgrading.reset();
    kindred::MainWindow window(settings, session);
    kindred::WindowRemote remote(session, settings, window);
    kindred::remote::RemoteServer server(remote);
    QString listenError;
    if (!screenshot && !server.listen(socketName, &listenError))
        qWarning("kindred: no remote control or single instance: %s", qPrintable(listenError));
    if (screenshot) {
        kindred::takeScreenshotWhenReady(window, parser.value(screenshotOption), view, started);
    } else if (!view.isEmpty()) {
        QObject::connect(
            &window, &kindred::MainWindow::ready, &window, [&window, view] { window.showView(view); },
            Qt::SingleShotConnection);
    }
    if (!feedLinks.isEmpty()) {
        QObject::connect(
            &window, &kindred::MainWindow::ready, &window, [&remote, feedLinks] { remote.open(feedLinks); },
            Qt::SingleShotConnection);
    }
    // The "start minimised" setting reaches here as --minimized in the autostart entry: started by
    // hand, Kindred shows its window.
    const bool minimized = !screenshot && parser.isSet(minimizedOption);
    if (!minimized)
        window.show();
    else if (!window.hasTray())
        window.showMinimized(); // no tray to come back from: stay in the task bar
    window.start();
    return QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer started;
    started.start();
    if (onlyPrints(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Kindred"_s);
    QApplication::setOrganizationName(u"Kindred"_s);
    QApplication::setApplicationVersion(kindred::version());
    QApplication::setWindowIcon(QIcon(u":/icons/kindred.svg"_s));
    QGuiApplication::setDesktopFileName(u"kindred"_s);
    const int code = run(app, started);
    // Nothing is left to save. What may be left is a refresh's host name lookup, which the
    // system resolver cannot cancel and QApplication's end would wait out (offline, or with a
    // resolver that does not answer: 15-25 s): so the process ends here.
    std::fflush(nullptr);
    std::_Exit(code);
}
