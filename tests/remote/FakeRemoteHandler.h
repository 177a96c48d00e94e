#pragma once

#include "remote/RemoteHandler.h"

#include <QObject>

/// A RemoteHandler with fixed answers that records what it was asked (remote tests).
class FakeRemoteHandler final : public QObject, public kindred::remote::RemoteHandler
{
    Q_OBJECT

public:
    kindred::remote::Status status() override
    {
        ++statusCalls;
        return current;
    }
    QString refresh() override
    {
        ++refreshes;
        return refreshError;
    }
    QString subscribe(const QString &url) override
    {
        subscribed.append(url);
        return url.startsWith(QLatin1String("https://")) ? QString()
                                                         : QStringLiteral("not a feed: %1").arg(url);
    }
    QList<kindred::remote::EventSummary> events() override { return currentEvents; }
    void open(const QStringList &arguments) override
    {
        opened.append(arguments);
        emit openRequested(arguments);
    }

    kindred::remote::Status current;
    QList<kindred::remote::EventSummary> currentEvents;
    QString refreshError;
    int statusCalls = 0;
    int refreshes = 0;
    QStringList subscribed;
    QList<QStringList> opened;

signals:
    void openRequested(const QStringList &arguments);
};
