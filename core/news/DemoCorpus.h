#pragma once

#include "news/Ingestor.h"

namespace kindred {

/// The offline demo corpus compiled in at ":/demo" (resources/demo): seven fictional outlets over
/// two days, with wire copies, rewrites, one breaking event and a story its outlet updated. The executable
/// must link the `kindred_resources` target for the files to be there.
class DemoCorpus final
{
public:
    /// The demo's feed files (":/demo/feeds/...") in a stable order.
    static QStringList feedFiles();

    /// Serves the demo's article pages for their links, in place of the network.
    static Ingestor::PageSource pageSource();

    /// Parses and ingests every demo feed; errors of single feeds are collected, not fatal.
    static IngestStats ingest(Ingestor &ingestor, const QDateTime &now);
};

} // namespace kindred
