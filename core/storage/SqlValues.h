#pragma once

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace kindred {

/// A date as the schema stores it (UTC milliseconds), NULL when invalid.
inline QVariant msecs(const QDateTime &date)
{
    return date.isValid() ? QVariant(date.toMSecsSinceEpoch()) : QVariant(QMetaType::fromType<qint64>());
}

/// A stored date (UTC milliseconds) back as a QDateTime; NULL gives an invalid one.
inline QDateTime fromMsecs(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

/// Text columns are NOT NULL: a null QString binds as NULL, an empty one as ''.
inline QString nonNull(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace kindred
