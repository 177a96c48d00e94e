#pragma once

#include <QString>

namespace kindred {

/// The program's version as "major.minor.patch", from the CMake project.
QString version();

} // namespace kindred
