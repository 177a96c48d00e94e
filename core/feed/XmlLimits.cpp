#include "feed/XmlLimits.h"

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

// The offset just past `terminator` at or after `from`, or the end of `xml` when it never comes.
qsizetype skipPast(QStringView xml, qsizetype from, QStringView terminator)
{
    const qsizetype at = xml.indexOf(terminator, from);
    return at < 0 ? xml.size() : at + terminator.size();
}

// The offset just past a "<!DOCTYPE ...>" (or another "<!" declaration) that starts at `from`:
// its internal subset's brackets, quoted literals and comments may hold '>'.
qsizetype skipDeclaration(QStringView xml, qsizetype from)
{
    int brackets = 0;
    qsizetype i = from;
    while (i < xml.size()) {
        const QChar c = xml.at(i);
        if (c == u'<' && xml.mid(i).startsWith(u"<!--")) {
            i = skipPast(xml, i + 4, u"-->");
        } else if (c == u'"' || c == u'\'') {
            i = skipPast(xml, i + 1, QStringView(&c, 1));
        } else {
            if (c == u'[')
                ++brackets;
            else if (c == u']')
                --brackets;
            else if (c == u'>' && brackets <= 0)
                return i + 1;
            ++i;
        }
    }
    return i;
}

} // namespace

TagExtent scanTag(QStringView xml, qsizetype from)
{
    TagExtent tag;
    QChar quote;
    qsizetype i = from;
    for (; i < xml.size(); ++i) {
        const QChar c = xml.at(i);
        if (c == u'<')
            break; // wherever it is: the XML reader stops there too
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'>') {
            ++i;
            break;
        } else if (c == u'=') {
            ++tag.attributes;
        }
    }
    tag.end = i;
    return tag;
}

QString xmlLimitError(QStringView xml)
{
    qsizetype i = 0;
    while ((i = xml.indexOf(u'<', i)) >= 0) {
        const QStringView rest = xml.mid(i);
        if (rest.startsWith(u"<!--")) {
            i = skipPast(xml, i + 4, u"-->");
        } else if (rest.startsWith(u"<![CDATA[")) {
            i = skipPast(xml, i + 9, u"]]>");
        } else if (rest.startsWith(u"<?")) {
            i = skipPast(xml, i + 2, u"?>");
        } else if (rest.startsWith(u"<!")) {
            i = skipDeclaration(xml, i + 2);
        } else {
            const TagExtent tag = scanTag(xml, i + 1);
            if (tag.attributes > maxAttributesPerElement) {
                const qsizetype line = xml.left(i).count(u'\n') + 1;
                return u"refused: the element at line %1 has more than %2 attributes"_s.arg(line).arg(
                    maxAttributesPerElement);
            }
            i = tag.end;
        }
    }
    return {};
}

} // namespace kindred
