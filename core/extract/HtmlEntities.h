#pragma once

#include <QString>
#include <QStringView>

namespace kindred {

/// Appends `text` to `out` with HTML character references (named and numeric) decoded as
/// the HTML5 tokenizer does; `inAttribute` applies the attribute-value rule for legacy names.
void appendHtmlDecoded(QString &out, QStringView text, bool inAttribute = false);

/// `text` with its character references decoded.
QString decodeHtmlEntities(QStringView text, bool inAttribute = false);

} // namespace kindred
