#pragma once

#include <QList>
#include <QtConcurrent/QtConcurrentMap>

namespace kindred {

/// `function` applied to each of `items` on all cores (QtConcurrent's global pool), the results in
/// the items' order. One item (or none) is worked on the calling thread: Qt's blockingMapped()
/// waits for the pool rather than working itself, so a single item would wait behind whatever keeps
/// the pool busy (another writer reading its pages) for nothing in return.
template<typename Result, typename Sequence, typename Function>
QList<Result> mappedOnAllCores(const Sequence &items, Function function)
{
    if (items.size() > 1)
        return QtConcurrent::blockingMapped<QList<Result>>(items, function);
    QList<Result> results;
    for (const auto &item : items)
        results.append(function(item));
    return results;
}

} // namespace kindred
