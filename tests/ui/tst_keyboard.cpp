// Every view of the window by keyboard alone, and what a screen reader hears there: each view is
// reached by its shortcut, Tab walks to its working parts, and every widget that takes the focus on
// the way has a name (QAccessible) to be read out.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"

#include <QAccessible>
#include <QApplication>
#include <QTabWidget>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

// The widgets Tab reaches from the current focus, once round (at most `steps` presses). A widget
// may keep the focus for a few presses (a label's links are visited one by one); one that keeps it
// for good is a trap, and the chain ends there.
QList<QWidget *> tabChain(int steps = 80)
{
    QList<QWidget *> chain;
    int stay = 0;
    for (int i = 0; i < steps; ++i) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            break;
        if (!chain.isEmpty() && focus == chain.constLast()) {
            if (++stay > 5)
                break;
        } else if (chain.contains(focus)) {
            break; // round
        } else {
            chain.append(focus);
            stay = 0;
        }
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    return chain;
}

QString spoken(QWidget *widget)
{
    QAccessibleInterface *access = QAccessible::queryAccessibleInterface(widget);
    return access ? access->text(QAccessible::Name).trimmed() : QString();
}

QString describe(QWidget *widget)
{
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), spoken(widget));
}

} // namespace

class TestKeyboard final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QAccessible::setActive(true);
        QVERIFY(test::addDemoCorpus(m_database) >= 100);
    }

    void everyViewByKeyboardWithNames_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QStringList>("reached"); // accessible names Tab must reach
        QTest::newRow("reader") << int(Qt::Key_1)
                                << QStringList {u"Feeds"_s, u"Search"_s, u"Articles"_s, u"Article"_s};
        QTest::newRow("duplicate groups") << int(Qt::Key_2) << QStringList {u"Duplicate groups"_s};
        QTest::newRow("breaking events") << int(Qt::Key_3) << QStringList {u"Breaking events"_s};
        QTest::newRow("statistics") << int(Qt::Key_4) << QStringList {u"Last 24 hours"_s};
        // No shortcut of its own: View > Cluster Inspector, or I on an article (0: the view is shown).
        QTest::newRow("cluster inspector") << 0
                                           << QStringList {u"Members of the group"_s, u"Not a Copy"_s,
                                                  u"Pairwise Hamming distances of the members"_s,
                                                  u"Left article, words only in it marked"_s};
    }

    void everyViewByKeyboardWithNames()
    {
        QFETCH(int, key);
        QFETCH(QStringList, reached);
        test::DemoWindow rig(m_database);
        QVERIFY(rig.start());
        rig.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&rig.window));
        if (key != 0)
            QTest::keyClick(&rig.window, Qt::Key(key), Qt::ControlModifier);
        else
            QVERIFY(rig.window.showView(u"cluster"_s));
        auto *tabs = qobject_cast<QTabWidget *>(rig.window.centralWidget());
        QVERIFY(tabs);
        QWidget *page = tabs->currentWidget();
        QVERIFY(page->isVisible());
        // The keyboard starts in the view: the first widget of its own that takes the focus.
        QWidget *first = page;
        while (first
            && !(first->isVisible() && first->focusPolicy() & Qt::TabFocus && page->isAncestorOf(first)))
            first = first->nextInFocusChain() == page ? nullptr : first->nextInFocusChain();
        QVERIFY2(first, "the view has no widget that the keyboard can reach");
        first->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), first);

        const QList<QWidget *> chain = tabChain();
        QStringList names;
        QStringList unnamed;
        for (QWidget *widget : chain) {
            names.append(spoken(widget));
            if (spoken(widget).isEmpty())
                unnamed.append(describe(widget));
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(u"no name for a screen reader: "_s + unnamed.join(u", "_s)));
        for (const QString &name : reached)
            QVERIFY2(names.contains(name),
                qPrintable(name + u" not reached by Tab; reached: "_s + names.join(u" | "_s)));
    }

private:
    test::UiTestDatabase m_database;
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
