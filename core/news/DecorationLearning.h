#pragma once

#include "text/FeedDecorations.h"

#include <QList>
#include <QString>

namespace kindred {

/// One recent item of a feed: its headline and its plain text.
struct RecentItem
{
    QString title;
    QString text;
};

/// Learns a feed's decorations from its recent items (newest first is fine; order does not
/// matter): a prefix or suffix that at least 60% of at least three headlines share (see
/// suggestTitlePrefix), and the lines (sentences) that at least 60% of at least five texts share.
FeedDecorations learnFeedDecorations(const QList<RecentItem> &items);

} // namespace kindred
