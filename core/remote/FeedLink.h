#pragma once

#include <QString>
#include <QUrl>

namespace kindred::remote {

/// The feed address a command-line argument or a desktop link names: an http(s) or file URL as
/// is, "feed://host/path" as http://host/path, "feed:https://..." and "feed:http://..." as the
/// URL they wrap, a local file path as a file URL. An invalid URL for anything else.
QUrl feedLinkTarget(const QString &argument);

} // namespace kindred::remote
