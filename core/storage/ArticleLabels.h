#pragma once

#include <QString>
#include <QStringList>

namespace kindred {

/// The labels a reader gives articles ("to read", "climate"; schema 18), as their marks row keeps
/// them: one line each, each once, in the order of their names. A label is the reader's own, like
/// a star: on a team's store nobody sees another's.
namespace labels {

/// At most this many characters a label.
inline constexpr int kMaxLength = 60;

/// The label as stored: spaces and line breaks collapsed to one space, cut to kMaxLength; empty
/// when nothing is left (no label).
QString normalized(const QString &name);
/// Whether two names are one label (case aside).
bool same(const QString &a, const QString &b);
/// The labels of a marks row (empty: none).
QStringList fromText(const QString &stored);
/// The marks row's text for `names`: normalized, each once (case aside), sorted by name; empty,
/// never null, for none.
QString toText(const QStringList &names);
/// The names with `label` added (on) or taken off, case aside; the list as toText() orders it.
QStringList with(const QStringList &names, const QString &label, bool on);
/// A LIKE pattern (escape character '\') matching '\n' || labels || '\n' of a row carrying `label`.
QString likePattern(const QString &label);

} // namespace labels

} // namespace kindred
