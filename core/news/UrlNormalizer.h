#pragma once

#include <QString>

namespace kindred {

/// The form of an article URL used to spot the same article under two links: lower-case scheme
/// and host, no default port, no fragment, no tracking parameters (utm_*, fbclid, gclid, ...).
QString normalizedArticleUrl(const QString &url);

} // namespace kindred
