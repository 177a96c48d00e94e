#pragma once

#include "extract/ExtractedArticle.h"

#include <QByteArray>
#include <QUrl>

namespace kindred {

/// Finds the article body of an HTML page with Finn's tag-plateau method in linear time.
/// Pure: bytes in (with the page URL and the HTTP Content-Type, if known), values out.
ExtractedArticle extractArticle(
    const QByteArray &html, const QUrl &url = {}, const QByteArray &contentType = {});

} // namespace kindred
