#include "HttpDate.h"

#include <QLatin1StringView>
#include <QRegularExpression>
#include <array>
#include <limits>

namespace kindred {

namespace {

int monthFromName(QStringView name)
{
    static constexpr std::array<QLatin1StringView, 12> months {
        QLatin1StringView("jan"),
        QLatin1StringView("feb"),
        QLatin1StringView("mar"),
        QLatin1StringView("apr"),
        QLatin1StringView("may"),
        QLatin1StringView("jun"),
        QLatin1StringView("jul"),
        QLatin1StringView("aug"),
        QLatin1StringView("sep"),
        QLatin1StringView("oct"),
        QLatin1StringView("nov"),
        QLatin1StringView("dec"),
    };
    for (std::size_t i = 0; i < months.size(); ++i) {
        if (name.compare(months[i], Qt::CaseInsensitive) == 0)
            return int(i) + 1;
    }
    return 0;
}

QDateTime makeUtc(int year, int month, int day, int hour, int minute, int second)
{
    const QDate date(year, month, day);
    const QTime time(hour, minute, second);
    if (!date.isValid() || !time.isValid())
        return {};
    return QDateTime(date, time, Qt::UTC);
}

} // namespace

QDateTime parseHttpDate(const QByteArray &text)
{
    const QString s = QString::fromLatin1(text).trimmed();
    // IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT" (the day name is optional in the wild).
    static const QRegularExpression imf(
        QStringLiteral(
            R"(^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2}):(\d{2})\s*(?:GMT|UTC|UT|Z)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    // RFC 850: "Sunday, 06-Nov-94 08:49:37 GMT".
    static const QRegularExpression rfc850(
        QStringLiteral(
            R"(^[A-Za-z]+,\s*(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})\s+(\d{2}):(\d{2}):(\d{2})\s*(?:GMT|UTC)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    // asctime: "Sun Nov  6 08:49:37 1994".
    static const QRegularExpression asctime(
        QStringLiteral(R"(^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{2}):(\d{2}):(\d{2})\s+(\d{4})$)"));

    if (const auto m = imf.match(s); m.hasMatch()) {
        return makeUtc(m.capturedView(3).toInt(), monthFromName(m.capturedView(2)), m.capturedView(1).toInt(),
            m.capturedView(4).toInt(), m.capturedView(5).toInt(), m.capturedView(6).toInt());
    }
    if (const auto m = rfc850.match(s); m.hasMatch()) {
        int year = m.capturedView(3).toInt();
        if (m.capturedView(3).size() == 2)
            year += year < 70 ? 2000 : 1900; // RFC 9110 says "50 years in the future" is past; close enough
        return makeUtc(year, monthFromName(m.capturedView(2)), m.capturedView(1).toInt(),
            m.capturedView(4).toInt(), m.capturedView(5).toInt(), m.capturedView(6).toInt());
    }
    if (const auto m = asctime.match(s); m.hasMatch()) {
        return makeUtc(m.capturedView(6).toInt(), monthFromName(m.capturedView(1)), m.capturedView(2).toInt(),
            m.capturedView(3).toInt(), m.capturedView(4).toInt(), m.capturedView(5).toInt());
    }
    return {};
}

std::optional<std::chrono::seconds> parseRetryAfter(
    const QByteArray &value, const QByteArray &dateHeader, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool isNumber = true;
    for (const char c : trimmed)
        isNumber = isNumber && c >= '0' && c <= '9';
    if (isNumber) {
        bool ok = false;
        const qlonglong seconds = trimmed.toLongLong(&ok);
        // Beyond qint64 is nonsense from the server; treat as "a very long time".
        return std::chrono::seconds(ok ? seconds : std::numeric_limits<qint32>::max());
    }
    const QDateTime when = parseHttpDate(trimmed);
    if (!when.isValid())
        return std::nullopt;
    QDateTime reference = parseHttpDate(dateHeader);
    if (!reference.isValid())
        reference = now;
    if (!reference.isValid())
        return std::nullopt;
    return std::chrono::seconds(std::max<qint64>(0, reference.secsTo(when)));
}

} // namespace kindred
