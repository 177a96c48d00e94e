#pragma once

#include <QString>
#include <QStringView>

namespace kindred {

/// Appends `text` to `out` with HTML character references (named and numeric) decoded as
/// the HTML5 tokenizer does; `inAttribute` applies the attribute-value rule for legacy names.
void appendHtmlDecoded(QString &out, QStringView text, bool inAttribute = false);

/// Decodes the character reference that starts at `text[at]` (an '&') onto `out`; returns how
/// many characters of `text` it took, 0 when none starts there (then the '&' is text).
qsizetype appendReferenceAt(QString &out, QStringView text, qsizetype at, bool inAttribute = false);

/// `text` with its character references decoded.
QString decodeHtmlEntities(QStringView text, bool inAttribute = false);

/// The text one HTML5 named character reference stands for ("nbsp" -> U+00A0), or a null
/// QString when the name is unknown. `name` is given without '&' and ';' (the feed parser
/// resolves the references a strict XML reader rejects with it).
QString htmlEntity(QStringView name);

} // namespace kindred
