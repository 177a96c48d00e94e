#include "Version.h"

namespace kindred {

QString version()
{
    return QStringLiteral(KINDRED_VERSION);
}

} // namespace kindred
