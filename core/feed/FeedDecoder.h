#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace kindred {

/// Text decoded from a feed's bytes, with the encoding that was used and what was repaired.
struct DecodedText
{
    QString text;
    QString encoding; // lower-case name of the encoding the text was read with
    QStringList warnings; // e.g. "declared iso-8859-1 but the bytes are UTF-8"
};

/// Turns raw feed bytes into text. Hints in order: byte order mark, the HTTP Content-Type
/// charset, the XML declaration, then UTF-8; a label the bytes contradict falls back to the next
/// hint (and finally windows-1252) instead of producing mojibake.
DecodedText decodeFeedBytes(const QByteArray &bytes, const QByteArray &contentType = {});

/// XML text prepared for a strict reader: the XML declaration and leading junk removed, HTML
/// named entities (`&nbsp;`) turned into character references, stray `&` escaped, characters XML
/// forbids dropped. Entities declared in the document's own DTD are left for the reader.
struct PreparedXml
{
    QString text;
    QStringList warnings;
};
PreparedXml prepareXml(const QString &text);

} // namespace kindred
