#pragma once

#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QFile>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

namespace kindred::test {

/// Writes `bytes` to the file `name` in `dir` (a feed or OPML file for a test); returns its path.
inline QString writeFile(const QString &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir + u'/' + name;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// A database in a temporary directory, filled through the core's StoreWriter, for UI tests.
class UiTestDatabase final
{
public:
    explicit UiTestDatabase(const QString &connection = QStringLiteral("ui-test-writer"))
        : m_connection(connection), m_path(m_dir.filePath(QStringLiteral("kindred.sqlite")))
    {
        QString error;
        m_db = Database::open(m_path, m_connection, &error);
        if (!m_db.isOpen())
            qFatal("cannot open the test database: %s", qPrintable(error));
    }
    ~UiTestDatabase()
    {
        m_db = QSqlDatabase();
        Database::close(m_connection);
    }
    Q_DISABLE_COPY_MOVE(UiTestDatabase)

    QString path() const { return m_path; }
    QSqlDatabase db() const { return m_db; }
    QString dir() const { return m_dir.path(); }

    qint64 addFeed(const QString &url, const QString &title)
    {
        StoreWriter writer(m_db);
        // Empty, not null: the schema keeps text columns NOT NULL.
        const qint64 id = writer.upsertFeed(url, title.isNull() ? QStringLiteral("") : title, url);
        if (id == 0)
            qFatal("upsertFeed failed: %s", qPrintable(writer.lastError()));
        return id;
    }

    /// Stores an article published `minutes` after a fixed base time; `duplicateOf` joins the
    /// group of that primary article.
    qint64 addArticle(qint64 feedId, const QString &title, int minutes, qint64 duplicateOf = 0,
        int distance = 0, const QString &summary = {})
    {
        StoreWriter writer(m_db);
        NewArticle article;
        article.feedId = feedId;
        article.guid = QStringLiteral("guid-%1-%2").arg(feedId).arg(++m_serial);
        article.url = QStringLiteral("https://example.org/%1/%2").arg(feedId).arg(m_serial);
        article.title = title;
        article.summary = summary.isEmpty() ? QStringLiteral("Summary of %1.").arg(title) : summary;
        article.body = QStringLiteral(""); // empty, not null (NOT NULL columns)
        article.author = QStringLiteral("");
        article.published = baseTime().addSecs(60LL * minutes);
        article.fetched = article.published;
        article.fingerprint.simhash = quint64(m_serial) * 0x9E3779B97F4A7C15ULL;
        article.duplicateOf = duplicateOf;
        article.distance = distance;
        const qint64 id = writer.insertArticle(article);
        if (id == 0)
            qFatal("insertArticle failed: %s", qPrintable(writer.lastError()));
        return id;
    }

    static QDateTime baseTime() { return QDateTime(QDate(2026, 11, 3), QTime(8, 0), Qt::UTC); }

private:
    QTemporaryDir m_dir;
    QString m_connection;
    QString m_path;
    QSqlDatabase m_db;
    int m_serial = 0;
};

} // namespace kindred::test
