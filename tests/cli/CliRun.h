#pragma once

#include <QProcess>
#include <QSignalSpy>
#include <QString>
#include <QStringList>

namespace kindred::test {

/// What one run of kindred-cli gave.
struct CliRun
{
    int exitCode = -1; // -1 when it crashed or did not finish
    QString out;
    QString err;
};

/// Runs kindred-cli (KINDRED_CLI, defined by the test's CMake target) with `arguments`. The test's
/// event loop goes on meanwhile, so a loopback HTTP server in the test can answer it.
inline CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(KINDRED_CLI), arguments);
    if (!finished.wait(120000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

} // namespace kindred::test
