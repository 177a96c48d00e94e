#include "feed/DateParser.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>
#include <optional>

namespace kindred::DateParser {

namespace {

using namespace Qt::StringLiterals;

// Offsets of the zone names feeds use, in minutes east of UTC. The single letters are
// RFC 822's military zones with RFC 822's (historically inverted) signs, as feedparser reads them.
const QHash<QString, int> &zoneNames()
{
    static const QHash<QString, int> zones = [] {
        QHash<QString, int> z {
            {u"ut"_s, 0},
            {u"utc"_s, 0},
            {u"gmt"_s, 0},
            {u"z"_s, 0},
            {u"etc/gmt"_s, 0},
            {u"wet"_s, 0},
            {u"edt"_s, -240},
            {u"est"_s, -300},
            {u"cdt"_s, -300},
            {u"cst"_s, -360},
            {u"mdt"_s, -360},
            {u"mst"_s, -420},
            {u"pdt"_s, -420},
            {u"pst"_s, -480},
            {u"adt"_s, -180},
            {u"ast"_s, -240},
            {u"akdt"_s, -480},
            {u"akst"_s, -540},
            {u"hst"_s, -600},
            {u"at"_s, -240},
            {u"et"_s, -300},
            {u"ct"_s, -360},
            {u"mt"_s, -420},
            {u"pt"_s, -480},
            {u"bst"_s, 60},
            {u"west"_s, 60},
            {u"cet"_s, 60},
            {u"met"_s, 60},
            {u"mez"_s, 60},
            {u"cest"_s, 120},
            {u"mest"_s, 120},
            {u"mesz"_s, 120},
            {u"eet"_s, 120},
            {u"eest"_s, 180},
            {u"msk"_s, 180},
            {u"ist"_s, 330},
            {u"hkt"_s, 480},
            {u"sgt"_s, 480},
            {u"awst"_s, 480},
            {u"jst"_s, 540},
            {u"kst"_s, 540},
            {u"acst"_s, 570},
            {u"aest"_s, 600},
            {u"aedt"_s, 660},
            {u"nzst"_s, 720},
            {u"nzdt"_s, 780},
        };
        for (char c = 'a'; c <= 'y'; ++c) {
            if (c == 'j')
                continue;
            int hours = c <= 'i' ? -(c - 'a' + 1) : c <= 'm' ? -(c - 'k' + 10) : (c - 'n' + 1);
            z.insert(QString(QLatin1Char(c)), hours * 60);
        }
        return z;
    }();
    return zones;
}

// Month names: English (any prefix of 3+ letters), plus the Greek and Hungarian forms feedparser
// knows, because feeds in those languages put them into otherwise RFC 822 dates.
int monthNumber(const QString &word)
{
    static const char *const english[]
        = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
    static const QHash<QString, int> other {
        {u"ιαν"_s, 1},
        {u"φεβ"_s, 2},
        {u"μάρ"_s, 3},
        {u"μαρ"_s, 3},
        {u"απρ"_s, 4},
        {u"μάι"_s, 5},
        {u"μαϊ"_s, 5},
        {u"μαι"_s, 5},
        {u"ιούν"_s, 6},
        {u"ιον"_s, 6},
        {u"ιουν"_s, 6},
        {u"ιούλ"_s, 7},
        {u"ιολ"_s, 7},
        {u"ιουλ"_s, 7},
        {u"αύγ"_s, 8},
        {u"αυγ"_s, 8},
        {u"σεπ"_s, 9},
        {u"οκτ"_s, 10},
        {u"νοέ"_s, 11},
        {u"νοε"_s, 11},
        {u"δεκ"_s, 12},
        {u"január"_s, 1},
        {u"február"_s, 2},
        {u"március"_s, 3},
        {u"április"_s, 4},
        {u"máujus"_s, 5},
        {u"május"_s, 5},
        {u"június"_s, 6},
        {u"július"_s, 7},
        {u"augusztus"_s, 8},
        {u"szeptember"_s, 9},
        {u"október"_s, 10},
        {u"november"_s, 11},
        {u"december"_s, 12},
    };
    const QString lower = word.toLower();
    if (const auto it = other.constFind(lower); it != other.constEnd())
        return it.value();
    if (lower.size() < 3)
        return 0;
    static const char *const full[] = {"january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december"};
    for (int i = 0; i < 12; ++i) {
        if (lower.startsWith(QLatin1String(english[i])) && QLatin1String(full[i]).startsWith(lower))
            return i + 1;
    }
    if (lower == u"sept"_s)
        return 9;
    return 0;
}

bool isDayName(const QString &word)
{
    static const QStringList days {u"mon"_s, u"tue"_s, u"wed"_s, u"thu"_s, u"fri"_s, u"sat"_s, u"sun"_s,
        u"κυρ"_s, u"δευ"_s, u"τρι"_s, u"τετ"_s, u"πεμ"_s, u"παρ"_s, u"σαβ"_s};
    const QString lower = word.toLower();
    for (const QString &day : days) {
        if (lower.startsWith(day))
            return true;
    }
    return false;
}

int expandYear(int year, int digits)
{
    if (digits > 2)
        return year;
    return year < 50 ? 2000 + year : 1900 + year;
}

// "+0100", "-01:01", "+01", "GMT+1", "Etc/GMT", "EST": minutes east of UTC.
std::optional<int> zoneOffset(const QString &token)
{
    const QString lower = token.toLower();
    if (const auto it = zoneNames().constFind(lower); it != zoneNames().constEnd())
        return it.value();
    static const QRegularExpression numeric(u"^(?:gmt|utc|ut)?([+-])(\\d{1,2})(?::?(\\d{2}))?$"_s);
    const QRegularExpressionMatch m = numeric.match(lower);
    if (!m.hasMatch())
        return std::nullopt;
    const int hours = m.captured(2).toInt();
    const int minutes = m.captured(3).isEmpty() ? 0 : m.captured(3).toInt();
    if (hours > 23 || minutes > 59)
        return std::nullopt;
    const int offset = hours * 60 + minutes;
    return m.captured(1) == u"-"_s ? -offset : offset;
}

QDateTime build(int year, int month, int day, int hour, int minute, int second, int offsetMinutes)
{
    const QDate date(year, month, day);
    if (!date.isValid() || hour < 0 || hour > 24 || minute < 0 || minute > 59 || second < 0 || second > 60)
        return {};
    if (hour == 24 && (minute != 0 || second != 0))
        return {};
    // A leap second or "24:00" is kept as the nearest representable instant rather than dropped.
    QDateTime result(date, QTime(hour == 24 ? 0 : hour, minute, qMin(second, 59)), Qt::UTC);
    if (hour == 24)
        result = result.addDays(1);
    return result.addSecs(-qint64(offsetMinutes) * 60);
}

struct Clock
{
    int hour = 0, minute = 0, second = 0;
};

std::optional<Clock> parseClock(const QString &token)
{
    static const QRegularExpression clock(u"^(\\d{1,2}):(\\d{1,2})(?::(\\d{1,2})(?:[.,]\\d+)?)?$"_s);
    const QRegularExpressionMatch m = clock.match(token);
    if (!m.hasMatch())
        return std::nullopt;
    Clock c {
        m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).isEmpty() ? 0 : m.captured(3).toInt()};
    if (c.hour > 24 || c.minute > 59 || c.second > 60)
        return std::nullopt;
    return c;
}

} // namespace

QDateTime parseRfc822(const QString &text)
{
    QString s = text.trimmed();
    s.replace(QLatin1Char(','), QLatin1Char(' '));
    // "26-Jan-2004" and "2006/09/15" arrive as one token; "GMT+01:00" stays one token.
    static const QRegularExpression dashed(u"\\b(\\d{1,2})-(\\p{L}{3,})-(\\d{2,4})\\b"_s);
    if (s.contains(QLatin1Char('-')))
        s.replace(dashed, u"\\1 \\2 \\3"_s);
    const QStringList tokens = s.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (tokens.isEmpty())
        return {};

    int month = 0, year = -1, yearDigits = 0, day = 0;
    QList<QPair<int, int>> numbers; // value, digit count
    std::optional<Clock> clock;
    std::optional<int> offset;
    int pm = -1;
    static const QRegularExpression slashDate(u"^(\\d{4})/(\\d{1,2})/(\\d{1,2})$"_s);
    for (const QString &token : tokens) {
        bool isNumber = false;
        const int value = token.toInt(&isNumber);
        if (isNumber && token.at(0).isDigit()) {
            numbers.append({value, int(token.size())});
        } else if (const QRegularExpressionMatch m = slashDate.match(token); m.hasMatch()) {
            year = m.captured(1).toInt();
            yearDigits = 4;
            month = m.captured(2).toInt();
            day = m.captured(3).toInt();
        } else if (token.contains(QLatin1Char(':')) && token.at(0).isDigit()) {
            if (clock)
                return {};
            clock = parseClock(token);
            if (!clock)
                return {};
        } else if (const int mo = monthNumber(token.endsWith(QLatin1Char('.')) ? token.chopped(1) : token);
                   mo && !month) {
            month = mo;
        } else if (token.compare(u"am"_s, Qt::CaseInsensitive) == 0) {
            pm = 0;
        } else if (token.compare(u"pm"_s, Qt::CaseInsensitive) == 0) {
            pm = 1;
        } else if (!offset && clock && (offset = zoneOffset(token))) {
            // zone after the time
        } else if (isDayName(token) && !clock) {
            continue;
        } else {
            return {};
        }
    }
    if (year < 0) {
        if (month == 0 || numbers.size() != 2)
            return {};
        // "01 Jan 2004", "Jan 4 2004": the 4-digit one is the year, else the first is the day.
        if (numbers[0].second > 2 && numbers[1].second <= 2)
            std::swap(numbers[0], numbers[1]);
        day = numbers[0].first;
        year = numbers[1].first;
        yearDigits = numbers[1].second;
        if (numbers[0].second > 2)
            return {};
    } else if (!numbers.isEmpty()) {
        return {};
    }
    Clock c = clock.value_or(Clock {});
    if (pm == 1 && c.hour < 12)
        c.hour += 12;
    else if (pm == 0 && c.hour == 12)
        c.hour = 0;
    return build(expandYear(year, yearDigits), month, day, c.hour, c.minute, c.second, offset.value_or(0));
}

namespace {

const QString timePattern = u"(?:(?:[Tt]|\\s+)(\\d{1,2}):(\\d{2})(?::(\\d{2})(?:[.,]\\d+)?)?"
                            "(?:\\s*(Z|z|[+-]\\d{2}(?::?\\d{2})?|[A-Za-z]{1,5}))?)?"_s;

QDateTime finishIso(int year, int month, int day, const QRegularExpressionMatch &m, int firstTimeGroup)
{
    const int hour = m.captured(firstTimeGroup).isEmpty() ? 0 : m.captured(firstTimeGroup).toInt();
    const int minute = m.captured(firstTimeGroup + 1).toInt();
    const int second = m.captured(firstTimeGroup + 2).toInt();
    int offset = 0;
    if (const QString zone = m.captured(firstTimeGroup + 3); !zone.isEmpty()) {
        const std::optional<int> z = zoneOffset(zone);
        if (!z)
            return {};
        offset = *z;
    }
    return build(year, month, day, hour, minute, second, offset);
}

} // namespace

QDateTime parseW3cDtf(const QString &text)
{
    static const QRegularExpression re(u"^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?"_s + timePattern + u"$"_s);
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return {};
    if (m.captured(3).isEmpty() && !m.captured(4).isEmpty())
        return {}; // a time needs a full date
    const int month = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
    const int day = m.captured(3).isEmpty() ? 1 : m.captured(3).toInt();
    return finishIso(m.captured(1).toInt(), month, day, m, 4);
}

QDateTime parseIso8601(const QString &text)
{
    const QString s = text.trimmed();
    if (const QDateTime w3c = parseW3cDtf(s); w3c.isValid())
        return w3c;
    // Calendar dates: YYYY-MM-DD, YYYYMMDD, YY-MM-DD, YYMMDD, and "2003-012-31".
    static const QRegularExpression calendar(
        u"^(\\d{4}|\\d{2})(-?)(\\d{2}|0\\d{2})\\2(\\d{2})"_s + timePattern + u"$"_s);
    if (const QRegularExpressionMatch m = calendar.match(s); m.hasMatch())
        return finishIso(expandYear(m.captured(1).toInt(), int(m.captured(1).size())), m.captured(3).toInt(),
            m.captured(4).toInt(), m, 5);
    // Compact time: 20031231T101455Z.
    static const QRegularExpression compact(
        u"^(\\d{4})(\\d{2})(\\d{2})[Tt](\\d{2})(\\d{2})(\\d{2})?(?:[.,]\\d+)?(Z|z|[+-]\\d{2}(?::?\\d{2})?)?$"_s);
    if (const QRegularExpressionMatch m = compact.match(s); m.hasMatch()) {
        int offset = 0;
        if (!m.captured(7).isEmpty()) {
            const std::optional<int> z = zoneOffset(m.captured(7));
            if (!z)
                return {};
            offset = *z;
        }
        return build(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(),
            m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt(), offset);
    }
    // Ordinal dates: YYYY-DDD, YYYYDDD, YY-DDD, YYDDD.
    static const QRegularExpression ordinal(u"^(\\d{4}|\\d{2})-?(\\d{3})"_s + timePattern + u"$"_s);
    if (const QRegularExpressionMatch m = ordinal.match(s); m.hasMatch()) {
        const int year = expandYear(m.captured(1).toInt(), int(m.captured(1).size()));
        const int dayOfYear = m.captured(2).toInt();
        const QDate date = QDate(year, 1, 1).addDays(dayOfYear - 1);
        if (dayOfYear < 1 || date.year() != year)
            return {};
        return finishIso(year, date.month(), date.day(), m, 3);
    }
    // Truncated year-month: -YYMM, -YY-MM.
    static const QRegularExpression truncated(u"^-(\\d{2})-?(\\d{2})$"_s);
    if (const QRegularExpressionMatch m = truncated.match(s); m.hasMatch())
        return build(expandYear(m.captured(1).toInt(), 2), m.captured(2).toInt(), 1, 0, 0, 0, 0);
    return {};
}

namespace {

// Korean blogs: "2004-05-25 오후 11:23:17" (오전 = AM, 오후 = PM) and "2004년 05월 28일 01:31:15", in KST.
QDateTime parseKorean(const QString &s)
{
    static const QRegularExpression nate(
        u"^(\\d{4})-(\\d{2})-(\\d{2})\\s+(오전|오후)\\s+(\\d{1,2}):(\\d{2}):(\\d{2})$"_s);
    if (const QRegularExpressionMatch m = nate.match(s); m.hasMatch()) {
        int hour = m.captured(5).toInt();
        if (m.captured(4) == u"오후"_s && hour < 12)
            hour += 12;
        return build(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(), hour,
            m.captured(6).toInt(), m.captured(7).toInt(), 540);
    }
    static const QRegularExpression onblog(
        u"^(\\d{4})년\\s*(\\d{1,2})월\\s*(\\d{1,2})일\\s+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?$"_s);
    if (const QRegularExpressionMatch m = onblog.match(s); m.hasMatch())
        return build(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(),
            m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt(), 540);
    return {};
}

// "2004-július-13T9:15-05:00": a W3C date with a month name in it.
QDateTime parseNamedMonthIso(const QString &s)
{
    static const QRegularExpression re(u"^(\\d{4})-(\\p{L}+)-(\\d{1,2})"_s + timePattern + u"$"_s);
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return {};
    const int month = monthNumber(m.captured(2));
    if (!month)
        return {};
    return finishIso(m.captured(1).toInt(), month, m.captured(3).toInt(), m, 4);
}

} // namespace

QDateTime parse(const QString &text)
{
    const QString s = text.simplified();
    if (s.isEmpty())
        return {};
    using Parser = QDateTime (*)(const QString &);
    for (Parser parser : {parseW3cDtf, parseRfc822, parseIso8601, parseKorean, parseNamedMonthIso}) {
        if (QDateTime result = parser(s); result.isValid())
            return result;
    }
    return {};
}

} // namespace kindred::DateParser
