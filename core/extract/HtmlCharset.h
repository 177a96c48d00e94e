#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace kindred {

/// The text of an HTML page and the encoding it was decoded from.
struct DecodedHtml
{
    QString text;
    QByteArray encoding; // e.g. "UTF-8", "windows-1252", "Shift_JIS"
};

/// Decodes page bytes as a browser would pick the encoding: byte-order mark, then the HTTP
/// Content-Type charset, then <meta charset> / http-equiv in the first bytes, then UTF-8 when the
/// bytes are valid UTF-8, else windows-1252. A single-byte declaration over bytes that are valid,
/// non-ASCII UTF-8 yields UTF-8 (pages re-saved by tools keep their stale meta tag).
DecodedHtml decodeHtml(const QByteArray &bytes, const QByteArray &contentType = {});

/// True when decoded bytes are binary data rather than text: more than one in ten of the first
/// 1024 characters are control characters, of which a page or a feed has almost none.
bool looksBinary(QStringView text);

/// The charset parameter of a Content-Type value ("text/html; charset=utf-8" -> "utf-8").
QByteArray charsetFromContentType(const QByteArray &contentType);

/// The charset declared by <meta> in the first bytes of `bytes`, or empty.
QByteArray charsetFromMeta(const QByteArray &bytes);

} // namespace kindred
