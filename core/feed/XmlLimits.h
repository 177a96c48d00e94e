#pragma once

#include <QString>
#include <QStringView>

namespace kindred {

/// Most attributes one element may have. QXmlStreamReader compares each attribute of an element
/// with every earlier one (quadratic in their number); no real feed or OPML file comes near this.
inline constexpr int maxAttributesPerElement = 256;

/// Where a tag (or declaration) whose name ends before `from` ends, and its attributes.
struct TagExtent
{
    qsizetype end = 0; // just past its '>' (a quoted value may hold one), or at a '<' (none may)
    qsizetype attributes = 0; // the '=' outside quoted values
};
TagExtent scanTag(QStringView xml, qsizetype from);

/// Why `xml` is refused before any XML reader sees it (an element with more than
/// maxAttributesPerElement attributes), or an empty string. One linear pass that skips comments,
/// CDATA sections, processing instructions and document type declarations.
QString xmlLimitError(QStringView xml);

} // namespace kindred
