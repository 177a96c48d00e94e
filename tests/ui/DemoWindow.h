#pragma once

#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "engine/DetectionSettings.h"
#include "engine/Session.h"
#include "news/DemoCorpus.h"
#include "news/Ingestor.h"
#include "settings/Settings.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

namespace kindred::test {

/// The window's action with this text (mnemonics included), nullptr when none.
inline QAction *actionNamed(QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

/// The one child of type T; a test error when there is none or more.
template<typename T> T *only(QWidget &window)
{
    const QList<T *> found = window.findChildren<T *>();
    if (found.size() != 1)
        qFatal("expected exactly one %s, found %d", T::staticMetaObject.className(), int(found.size()));
    return found.constFirst();
}

/// The window's feed list (the tree named "Feeds"); a test error when there is none.
inline QTreeView *feedList(QWidget &window)
{
    for (QTreeView *view : window.findChildren<QTreeView *>()) {
        if (view->accessibleName() == QLatin1String("Feeds"))
            return view;
    }
    qFatal("no feed list");
}

/// The time the demo corpus is ingested at in tests (its stories are dated 3-5 November 2026).
inline QDateTime demoTime()
{
    return QDateTime(QDate(2026, 11, 5), QTime(12, 0), Qt::UTC);
}

/// Stores the demo corpus, ingested at demoTime(); returns how many articles were stored.
inline int addDemoCorpus(const UiTestDatabase &database)
{
    Ingestor ingestor(database.db(), {});
    ingestor.loadIndex(demoTime());
    return DemoCorpus::ingest(ingestor, demoTime()).articles;
}

/// Shows and starts `window`; true once it says it is ready (within `timeoutMs`).
inline bool startWindow(MainWindow &window, int timeoutMs = 10000)
{
    QSignalSpy ready(&window, &MainWindow::ready);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.start();
    return ready.wait(timeoutMs);
}

/// A main window and its session on `database` with settings of its own (an INI file beside the
/// database) and its clock at demoTime(); start() shows it and waits until it is ready.
struct DemoWindow
{
    explicit DemoWindow(const UiTestDatabase &database)
        : settings(database.dir() + QStringLiteral("/settings.ini"))
        , session(database.path(), ingestOptions(settings))
        , window(settings, session)
    {
        window.setClock([] { return demoTime(); });
    }

    bool start() { return startWindow(window); }
    /// Shows it without starting it (no fetch, no demo corpus); true once it is on screen.
    bool show()
    {
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    Settings settings;
    Session session;
    MainWindow window;
};

} // namespace kindred::test
