#include "ExpectEvaluator.h"

#include "feed/FeedText.h"

#include <QVariantList>

namespace kindred::test {

using namespace Qt::StringLiterals;

namespace {

struct NotApplicable
{
    QString reason;
};
struct EvalFailure
{
    QString reason;
};

const QString plainKey = u"__plain__"_s; // a title: compared as plain text
const QString missingKey = u"__missing__"_s; // modelled, but absent in this parse

QVariant plain(const QString &text)
{
    return QVariantMap {{plainKey, text}};
}

QVariant missing()
{
    return QVariantMap {{missingKey, true}};
}

bool isMarked(const QVariant &v, const QString &key)
{
    return v.metaType().id() == QMetaType::QVariantMap && v.toMap().contains(key);
}

// struct_time as feedparser returns it: (year, mon, mday, hour, min, sec, wday, yday, isdst).
QVariant timeTuple(const QDateTime &date)
{
    if (!date.isValid())
        return missing();
    const QDateTime utc = date.toUTC();
    const QDate d = utc.date();
    const QTime t = utc.time();
    return QVariantList {
        d.year(), d.month(), d.day(), t.hour(), t.minute(), t.second(), d.dayOfWeek() - 1, d.dayOfYear(), 0};
}

QVariant text(const QString &value)
{
    return value.isNull() ? missing() : QVariant(value);
}

QString feedparserVersion(FeedFormat format)
{
    switch (format) {
    case FeedFormat::JsonFeed10:
        return u"json10"_s;
    case FeedFormat::JsonFeed11:
        return u"json11"_s;
    default:
        return formatName(format);
    }
}

QVariantMap entryMap(const FeedItem &item)
{
    QVariantMap e;
    e[u"title"_s] = item.title.isNull() ? missing() : plain(item.title);
    e[u"title_detail"_s] = QVariantMap {{u"value"_s, item.title.isNull() ? missing() : plain(item.title)}};
    e[u"link"_s] = text(item.link);
    e[u"id"_s] = text(item.guid);
    e[u"guid"_s] = text(item.guid);
    e[u"summary"_s] = text(item.summary);
    e[u"description"_s] = text(item.summary);
    e[u"summary_detail"_s] = QVariantMap {{u"value"_s, text(item.summary)}};
    if (!item.content.isNull())
        e[u"content"_s] = QVariantList {QVariantMap {{u"value"_s, item.content}}};
    else
        e[u"content"_s] = missing();
    e[u"published_parsed"_s] = timeTuple(item.published);
    e[u"updated_parsed"_s] = timeTuple(item.updated.isValid() ? item.updated : item.published);
    e[u"issued_parsed"_s] = e[u"published_parsed"_s];
    e[u"modified_parsed"_s] = e[u"updated_parsed"_s];
    e[u"date_parsed"_s] = e[u"updated_parsed"_s];
    e[u"author"_s] = text(item.author);
    QVariantList tags;
    for (const QString &category : item.categories)
        tags.append(QVariantMap {{u"term"_s, category}});
    e[u"tags"_s] = tags.isEmpty() ? missing() : QVariant(tags);
    e[u"category"_s] = item.categories.isEmpty() ? missing() : QVariant(item.categories.first());
    return e;
}

} // namespace

ExpectEvaluator::ExpectEvaluator(const FeedParseResult &result)
{
    const Feed &feed = result.feed;
    QVariantMap f;
    f[u"title"_s] = feed.title.isNull() ? missing() : plain(feed.title);
    f[u"title_detail"_s] = QVariantMap {{u"value"_s, f[u"title"_s]}};
    f[u"link"_s] = text(feed.link);
    for (const QString &key : {u"subtitle"_s, u"tagline"_s, u"description"_s})
        f[key] = text(feed.description);
    for (const QString &key : {u"subtitle_detail"_s, u"tagline_detail"_s})
        f[key] = QVariantMap {{u"value"_s, text(feed.description)}};
    f[u"language"_s] = text(feed.language);
    QVariantList entries;
    for (const FeedItem &item : feed.items)
        entries.append(entryMap(item));
    m_names[u"feed"_s] = f;
    m_names[u"entries"_s] = entries;
    m_names[u"items"_s] = entries;
    m_names[u"bozo"_s] = result.repaired();
    m_names[u"encoding"_s] = result.encoding;
    m_names[u"version"_s] = feed.format == FeedFormat::Unknown ? QString() : feedparserVersion(feed.format);
    m_names[u"True"_s] = true;
    m_names[u"False"_s] = false;
    m_names[u"None"_s] = QVariant();
}

namespace {

class Evaluator
{
public:
    Evaluator(const QString &source, const QVariantMap &names) : m_s(source), m_names(names) { }

    QVariant run()
    {
        QVariant v = orExpr();
        skipSpace();
        if (m_i < m_s.size())
            throw NotApplicable {u"unsupported syntax near: "_s + m_s.mid(m_i, 20)};
        return v;
    }

private:
    void skipSpace()
    {
        while (m_i < m_s.size() && m_s.at(m_i).isSpace())
            ++m_i;
    }
    bool peekWord(QLatin1String word)
    {
        skipSpace();
        if (!QStringView(m_s).mid(m_i).startsWith(word))
            return false;
        const qsizetype end = m_i + word.size();
        return end >= m_s.size() || !(m_s.at(end).isLetterOrNumber() || m_s.at(end) == u'_');
    }
    bool eatWord(QLatin1String word)
    {
        if (!peekWord(word))
            return false;
        m_i += word.size();
        return true;
    }
    bool eat(QLatin1String symbol)
    {
        skipSpace();
        if (!QStringView(m_s).mid(m_i).startsWith(symbol))
            return false;
        m_i += symbol.size();
        return true;
    }
    void expect(QLatin1String symbol)
    {
        if (!eat(symbol))
            throw NotApplicable {u"expected "_s + symbol + u" near: "_s + m_s.mid(m_i, 20)};
    }

    static bool truthy(const QVariant &v)
    {
        if (isMarked(v, missingKey))
            return false;
        if (isMarked(v, plainKey))
            return !v.toMap().value(plainKey).toString().isEmpty();
        switch (v.metaType().id()) {
        case QMetaType::Bool:
            return v.toBool();
        case QMetaType::QString:
            return !v.toString().isEmpty();
        case QMetaType::QVariantList:
            return !v.toList().isEmpty();
        case QMetaType::QVariantMap:
            return !v.toMap().isEmpty();
        case QMetaType::UnknownType:
            return false;
        default:
            return v.toDouble() != 0;
        }
    }

    QVariant orExpr()
    {
        QVariant v = andExpr();
        while (eatWord("or"_L1)) {
            QVariant right;
            try {
                right = andExpr();
            } catch (const EvalFailure &) {
                if (!truthy(v))
                    throw;
            }
            v = truthy(v) ? v : right;
        }
        return v;
    }
    QVariant andExpr()
    {
        QVariant v = notExpr();
        while (eatWord("and"_L1)) {
            QVariant right;
            try {
                right = notExpr();
            } catch (const EvalFailure &) {
                if (truthy(v))
                    throw;
            }
            v = truthy(v) ? right : v;
        }
        return v;
    }
    QVariant notExpr()
    {
        if (eatWord("not"_L1))
            return !truthy(notExpr());
        return comparison();
    }

    static QString plainOf(const QVariant &v) { return v.toMap().value(plainKey).toString(); }

    static bool equal(const QVariant &a, const QVariant &b)
    {
        if (isMarked(a, missingKey) || isMarked(b, missingKey))
            throw EvalFailure {u"a compared field is absent"_s};
        if (isMarked(a, plainKey) && isMarked(b, plainKey))
            return plainOf(a) == plainOf(b);
        if (isMarked(a, plainKey) || isMarked(b, plainKey)) {
            const QString ours = isMarked(a, plainKey) ? plainOf(a) : plainOf(b);
            const QString theirs = isMarked(a, plainKey) ? b.toString() : a.toString();
            // Kindred's titles are plain text: an HTML title is compared by its text.
            return ours == theirs || ours == FeedText::htmlToPlainText(theirs)
                || ours == FeedText::normalizeWhitespace(theirs);
        }
        const int ta = a.metaType().id(), tb = b.metaType().id();
        if (ta == QMetaType::QVariantList && tb == QMetaType::QVariantList) {
            const QVariantList la = a.toList(), lb = b.toList();
            if (la.size() != lb.size())
                return false;
            for (qsizetype i = 0; i < la.size(); ++i) {
                if (!equal(la[i], lb[i]))
                    return false;
            }
            return true;
        }
        if (ta == QMetaType::QString || tb == QMetaType::QString) {
            if (ta != tb)
                return false;
            // feedparser tells RSS 0.91 Netscape from UserLand; Kindred's model calls both rss091.
            static const QStringList rss091 {u"rss091"_s, u"rss091n"_s, u"rss091u"_s};
            if (rss091.contains(a.toString()) && rss091.contains(b.toString()))
                return true;
            return a.toString() == b.toString();
        }
        if (ta == QMetaType::UnknownType || tb == QMetaType::UnknownType)
            return ta == tb;
        return a.toDouble() == b.toDouble();
    }

    static bool contains(const QVariant &container, const QVariant &item)
    {
        if (isMarked(container, missingKey))
            throw EvalFailure {u"a searched field is absent"_s};
        if (isMarked(container, plainKey))
            return plainOf(container).contains(FeedText::htmlToPlainText(item.toString()));
        switch (container.metaType().id()) {
        case QMetaType::QString:
            return container.toString().contains(item.toString());
        case QMetaType::QVariantList:
            for (const QVariant &v : container.toList()) {
                if (equal(v, item))
                    return true;
            }
            return false;
        case QMetaType::QVariantMap: {
            const QVariantMap map = container.toMap();
            if (!map.contains(item.toString()))
                throw NotApplicable {u"membership test of an unmodelled key: "_s + item.toString()};
            return truthy(map.value(item.toString()));
        }
        default:
            throw NotApplicable {u"unsupported 'in'"_s};
        }
    }

    // Python chains comparisons: a == b == c means a == b and b == c.
    QVariant comparison()
    {
        QVariant left = primary();
        bool result = true, compared = false;
        for (;;) {
            bool value = false;
            QVariant right;
            if (eat("=="_L1)) {
                right = primary();
                value = equal(left, right);
            } else if (eat("!="_L1)) {
                right = primary();
                value = !equal(left, right);
            } else if (eatWord("in"_L1)) {
                right = primary();
                value = contains(right, left);
            } else if (peekWord("not"_L1) && QStringView(m_s).mid(m_i + 3).trimmed().startsWith(u"in ")) {
                eatWord("not"_L1);
                eatWord("in"_L1);
                right = primary();
                value = !contains(right, left);
            } else if (eatWord("is"_L1)) {
                const bool negate = eatWord("not"_L1);
                right = primary();
                value = equal(left, right) != negate;
            } else if (eat("<="_L1) || eat(">="_L1) || eat("<"_L1) || eat(">"_L1)) {
                throw NotApplicable {u"ordering comparison"_s};
            } else {
                return compared ? QVariant(result) : left;
            }
            compared = true;
            result = result && value;
            left = right;
        }
    }

    QVariant primary()
    {
        QVariant v = atom();
        for (;;) {
            if (eat("["_L1)) {
                const QVariant key = orExpr();
                expect("]"_L1);
                v = subscript(v, key);
            } else if (eat("."_L1)) {
                skipSpace();
                const QString name = identifier();
                if (eat("("_L1))
                    throw NotApplicable {u"method call ."_s + name + u"()"_s};
                v = subscript(v, name);
            } else {
                return v;
            }
        }
    }

    static QVariant subscript(const QVariant &container, const QVariant &key)
    {
        if (isMarked(container, missingKey))
            throw EvalFailure {u"subscript of an absent field"_s};
        if (container.metaType().id() == QMetaType::QVariantList) {
            const QVariantList list = container.toList();
            qsizetype index = key.toLongLong();
            if (index < 0)
                index += list.size();
            if (index < 0 || index >= list.size())
                throw EvalFailure {u"index %1 out of range"_s.arg(key.toLongLong())};
            return list.at(index);
        }
        if (container.metaType().id() == QMetaType::QVariantMap) {
            const QVariantMap map = container.toMap();
            const QString name = key.toString();
            if (!map.contains(name))
                throw NotApplicable {u"field not in Kindred's model: "_s + name};
            return map.value(name);
        }
        throw NotApplicable {u"subscript of a scalar"_s};
    }

    QString identifier()
    {
        const qsizetype start = m_i;
        while (m_i < m_s.size() && (m_s.at(m_i).isLetterOrNumber() || m_s.at(m_i) == u'_'))
            ++m_i;
        return m_s.mid(start, m_i - start);
    }

    QString stringLiteral(QChar quote)
    {
        const bool triple = QStringView(m_s).mid(m_i).startsWith(QString(3, quote));
        m_i += triple ? 3 : 1;
        QString out;
        while (m_i < m_s.size()) {
            const QChar c = m_s.at(m_i);
            if (c == quote && (!triple || QStringView(m_s).mid(m_i).startsWith(QString(3, quote)))) {
                m_i += triple ? 3 : 1;
                return out;
            }
            if (c == u'\\' && m_i + 1 < m_s.size()) {
                const QChar e = m_s.at(m_i + 1);
                m_i += 2;
                auto hex = [&](int digits) {
                    const uint code = m_s.mid(m_i, digits).toUInt(nullptr, 16);
                    m_i += digits;
                    const char32_t ch = code;
                    out += QString::fromUcs4(&ch, 1);
                };
                switch (e.unicode()) {
                case 'n':
                    out += u'\n';
                    break;
                case 't':
                    out += u'\t';
                    break;
                case 'r':
                    out += u'\r';
                    break;
                case '0':
                    out += QChar(0);
                    break;
                case 'x':
                    hex(2);
                    break;
                case 'u':
                    hex(4);
                    break;
                case 'U':
                    hex(8);
                    break;
                case '\n':
                    break;
                default:
                    if (e != quote && e != u'\\' && e != u'"' && e != u'\'')
                        out += u'\\';
                    out += e;
                }
                continue;
            }
            out += c;
            ++m_i;
        }
        throw NotApplicable {u"unterminated string"_s};
    }

    QVariant sequence(QLatin1String close)
    {
        QVariantList items;
        while (!eat(close)) {
            items.append(orExpr());
            if (!eat(","_L1)) {
                expect(close);
                break;
            }
        }
        return items;
    }

    QVariant atom()
    {
        skipSpace();
        if (m_i >= m_s.size())
            throw NotApplicable {u"unexpected end"_s};
        const QChar c = m_s.at(m_i);
        if ((c == u'u' || c == u'b' || c == u'r') && m_i + 1 < m_s.size()
            && (m_s.at(m_i + 1) == u'\'' || m_s.at(m_i + 1) == u'"')) {
            if (c == u'b')
                throw NotApplicable {u"bytes literal"_s};
            ++m_i;
            return stringLiteral(m_s.at(m_i));
        }
        if (c == u'\'' || c == u'"')
            return stringLiteral(c);
        if (c.isDigit() || (c == u'-' && m_i + 1 < m_s.size() && m_s.at(m_i + 1).isDigit())) {
            const qsizetype start = m_i++;
            while (m_i < m_s.size() && (m_s.at(m_i).isDigit() || m_s.at(m_i) == u'.'))
                ++m_i;
            const QString number = m_s.mid(start, m_i - start);
            return number.contains(u'.') ? QVariant(number.toDouble()) : QVariant(number.toLongLong());
        }
        if (eat("("_L1)) {
            const QVariant first = eat(")"_L1) ? QVariant(QVariantList {}) : orExpr();
            if (first.metaType().id() == QMetaType::QVariantList && first.toList().isEmpty())
                return first;
            if (eat(")"_L1))
                return first;
            expect(","_L1);
            QVariantList items {first};
            items += sequence(")"_L1).toList();
            return items;
        }
        if (eat("["_L1))
            return sequence("]"_L1);
        if (c == u'{')
            throw NotApplicable {u"dict literal"_s};
        const QString name = identifier();
        if (name.isEmpty())
            throw NotApplicable {u"unsupported syntax near: "_s + m_s.mid(m_i, 20)};
        if (name == u"len"_s) {
            expect("("_L1);
            const QVariant v = orExpr();
            expect(")"_L1);
            if (isMarked(v, missingKey))
                throw EvalFailure {u"len() of an absent field"_s};
            if (isMarked(v, plainKey))
                return plainOf(v).size();
            if (v.metaType().id() == QMetaType::QVariantList)
                return v.toList().size();
            if (v.metaType().id() == QMetaType::QString)
                return v.toString().size();
            throw NotApplicable {u"len() of a mapping"_s};
        }
        if (!m_names.contains(name))
            throw NotApplicable {u"name not in Kindred's model: "_s + name};
        return m_names.value(name);
    }

    QString m_s;
    qsizetype m_i = 0;
    const QVariantMap &m_names;
};

} // namespace

ExpectEvaluator::Outcome ExpectEvaluator::evaluate(const QString &expression, QString *reason)
{
    try {
        Evaluator evaluator(expression, m_names);
        const QVariant value = evaluator.run();
        const bool ok = value.metaType().id() == QMetaType::Bool ? value.toBool() : !value.isNull();
        if (!ok && reason)
            *reason = u"expression is false"_s;
        return ok ? Outcome::Pass : Outcome::Fail;
    } catch (const NotApplicable &n) {
        if (reason)
            *reason = n.reason;
        return Outcome::NotApplicable;
    } catch (const EvalFailure &f) {
        if (reason)
            *reason = f.reason;
        return Outcome::Fail;
    }
}

} // namespace kindred::test
