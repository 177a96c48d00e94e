#include "CliSupport.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrl>
#include <cstdio>

namespace kindred::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int fail(const QString &message)
{
    out().flush();
    err() << "kindred-cli: " << message << Qt::endl;
    return 1;
}

int parseArguments(QCommandLineParser &parser, const QStringList &arguments, int minPositional)
{
    parser.addHelpOption();
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        out().flush();
        return 0;
    }
    if (parser.positionalArguments().size() < minPositional)
        return fail(QStringLiteral("missing argument; see %1 --help").arg(arguments.value(0)));
    return -1;
}

namespace {

// The CLI is a one-shot program: waiting on a local loop for one reply is its main loop.
Input fetchUrl(const QUrl &url)
{
    Input input;
    input.url = url.toString();
    QNetworkAccessManager manager;
    QNetworkRequest request(url);
    request.setTransferTimeout(30000);
    request.setHeader(
        QNetworkRequest::UserAgentHeader, QStringLiteral("Kindred/%1").arg(QStringLiteral(KINDRED_VERSION)));
    QNetworkReply *reply = manager.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    if (reply->error() != QNetworkReply::NoError)
        input.error = reply->errorString();
    else {
        input.bytes = reply->readAll();
        input.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString().toUtf8();
    }
    reply->deleteLater();
    return input;
}

} // namespace

Input readInput(const QString &fileOrUrl)
{
    const QUrl url(fileOrUrl);
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        return fetchUrl(url);

    Input input;
    QFile file(fileOrUrl);
    input.url = QUrl::fromLocalFile(QFileInfo(fileOrUrl).absoluteFilePath()).toString();
    if (!file.open(QIODevice::ReadOnly)) {
        input.error = QStringLiteral("cannot read %1: %2").arg(fileOrUrl, file.errorString());
        return input;
    }
    input.bytes = file.readAll();
    return input;
}

void printJson(const QJsonDocument &document)
{
    out() << QString::fromUtf8(document.toJson(QJsonDocument::Compact)) << '\n';
    out().flush();
}

} // namespace kindred::cli
