#pragma once

#include <QString>
#include <QStringView>

namespace kindred {

/// The text an HTML5 named character reference stands for ("nbsp" -> U+00A0), or a null
/// QString when the name is unknown. `name` is given without '&' and ';'.
/// The table in HtmlEntities.cpp is generated from the WHATWG list:
///   python3 -c "import html.entities; ..." (see the header comment of HtmlEntities.cpp).
QString htmlEntity(QStringView name);

} // namespace kindred
