#pragma once

#include "fingerprint/Fingerprint.h"
#include "text/FeedDecorations.h"

#include <QByteArray>
#include <QDateTime>
#include <QSqlQuery>
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

/// A fingerprint's 128-bit digest as the schema stores it (16 bytes, big-endian).
inline QByteArray digestBytes(const Fingerprint &fp)
{
    QByteArray bytes(16, Qt::Uninitialized);
    for (int i = 0; i < 8; ++i) {
        bytes[i] = char(fp.digestHigh >> (56 - 8 * i));
        bytes[8 + i] = char(fp.digestLow >> (56 - 8 * i));
    }
    return bytes;
}

/// A feed's decorations from the columns title_prefix, title_suffix and boilerplate, selected in
/// that order from column `first` on.
inline FeedDecorations storedDecorations(const QSqlQuery &query, int first)
{
    FeedDecorations decorations;
    decorations.titlePrefix = query.value(first).toString();
    decorations.titleSuffix = query.value(first + 1).toString();
    decorations.boilerplate = FeedDecorations::boilerplateFromText(query.value(first + 2).toString());
    return decorations;
}

} // namespace kindred
