<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>kindred::ArticleHtml</name>
    <message>
        <source>Also reported by:</source>
        <translation>Auch berichtet von:</translation>
    </message>
    <message>
        <source>first report</source>
        <translation>erste Meldung</translation>
    </message>
    <message>
        <source>distance %1</source>
        <comment>Hamming distance between two fingerprints</comment>
        <translation>Abstand %1</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message numerus="yes">
        <source>First of %n reports of this story</source>
        <translation>
            <numerusform>Erste von %n Meldung zu dieser Geschichte</numerusform>
            <numerusform>Erste von %n Meldungen zu dieser Geschichte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One of %n reports of this story (distance %1 from the first)</source>
        <translation>
            <numerusform>Eine von %n Meldung zu dieser Geschichte (Abstand %1 zur ersten)</numerusform>
            <numerusform>Eine von %n Meldungen zu dieser Geschichte (Abstand %1 zur ersten)</numerusform>
        </translation>
    </message>
    <message>
        <source>This article has no text.</source>
        <translation>Dieser Artikel hat keinen Text.</translation>
    </message>
    <message>
        <source>Open the original article</source>
        <translation>Originalartikel öffnen</translation>
    </message>
    <message>
        <source>Select an article to read it.</source>
        <translation>Wählen Sie einen Artikel aus, um ihn zu lesen.</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleTableModel</name>
    <message numerus="yes">
        <source>%n articles tell this story; this one came first</source>
        <translation>
            <numerusform>%n Artikel erzählt diese Geschichte; dieser kam zuerst</numerusform>
            <numerusform>%n Artikel erzählen diese Geschichte; dieser kam zuerst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n articles tell this story; this one is a copy (distance %1)</source>
        <translation>
            <numerusform>%n Artikel erzählt diese Geschichte; dieser ist eine Kopie (Abstand %1)</numerusform>
            <numerusform>%n Artikel erzählen diese Geschichte; dieser ist eine Kopie (Abstand %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>×%1</source>
        <comment>duplicate marker: number of articles telling the story</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>How many outlets carry the story</source>
        <translation>Wie viele Medien die Geschichte bringen</translation>
    </message>
</context>
<context>
    <name>kindred::FeedListModel</name>
    <message>
        <source>All articles</source>
        <translation>Alle Artikel</translation>
    </message>
    <message>
        <source>Articles from every feed: %1</source>
        <translation>Artikel aus allen Feeds: %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1
Last refresh failed: %2
Last successful refresh: %3</source>
        <translation>%1
Letzte Aktualisierung fehlgeschlagen: %2
Letzte erfolgreiche Aktualisierung: %3</translation>
    </message>
</context>
<context>
    <name>kindred::IngestController</name>
    <message>
        <source>the demo corpus</source>
        <translation>das Demo-Korpus</translation>
    </message>
    <message>
        <source>%1: this build cannot fetch from the network</source>
        <translation>%1: Diese Version kann nicht aus dem Netz laden</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Lade %1 …</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1 …</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n article page(s) for %1…</source>
        <translation>
            <numerusform>Lade %n Artikelseite für %1 …</numerusform>
            <numerusform>Lade %n Artikelseiten für %1 …</numerusform>
        </translation>
    </message>
    <message>
        <source>refresh states of feeds</source>
        <translation>Aktualisierungsstand der Feeds</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n feeds…</source>
        <translation>
            <numerusform>Lese %n Feed…</numerusform>
            <numerusform>Lese %n Feeds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feeds</source>
        <translation>
            <numerusform>%n Feed</numerusform>
            <numerusform>%n Feeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::IngestJob</name>
    <message>
        <source>old articles could not be removed; nothing was stored</source>
        <translation>alte Artikel konnten nicht entfernt werden; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>the file is too large to be a feed</source>
        <translation>die Datei ist zu groß für einen Feed</translation>
    </message>
    <message>
        <source>could not open the database</source>
        <translation>die Datenbank konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>could not store the fetch state: %1</source>
        <translation>der Abrufstatus konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 moved to an address another feed has already</source>
        <translation>%1 ist an eine Adresse umgezogen, die bereits ein anderer Feed hat</translation>
    </message>
    <message>
        <source>not an OPML file of subscriptions</source>
        <translation>keine OPML-Datei mit Abonnements</translation>
    </message>
</context>
<context>
    <name>kindred::MainWindow</name>
    <message>
        <source>Kindred</source>
        <translation>Kindred</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Add Feed by &amp;URL…</source>
        <translation>Feed per &amp;URL hinzufügen …</translation>
    </message>
    <message>
        <source>Add Feed from &amp;File…</source>
        <translation>Feed aus &amp;Datei hinzufügen …</translation>
    </message>
    <message>
        <source>Load &amp;Demo Corpus</source>
        <translation>&amp;Demo-Korpus laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>F&amp;eeds</source>
        <translation>&amp;Feeds</translation>
    </message>
    <message>
        <source>&amp;Refresh All</source>
        <translation>Alle &amp;aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Article</source>
        <translation>&amp;Artikel</translation>
    </message>
    <message>
        <source>&amp;Next Article</source>
        <translation>&amp;Nächster Artikel</translation>
    </message>
    <message>
        <source>&amp;Previous Article</source>
        <translation>&amp;Vorheriger Artikel</translation>
    </message>
    <message>
        <source>Mark as &amp;Unread</source>
        <translation>Als &amp;ungelesen markieren</translation>
    </message>
    <message>
        <source>&amp;Open in Browser</source>
        <translation>Im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Kindred</source>
        <translation>&amp;Über Kindred</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Could not open the database %1: %2</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add Feed</source>
        <translation>Feed hinzufügen</translation>
    </message>
    <message>
        <source>Feed address (http, https or file):</source>
        <translation>Feed-Adresse (http, https oder file):</translation>
    </message>
    <message>
        <source>Not a feed address Kindred can read: %1</source>
        <translation>Keine Feed-Adresse, die Kindred lesen kann: %1</translation>
    </message>
    <message>
        <source>Add Feed from File</source>
        <translation>Feed aus Datei hinzufügen</translation>
    </message>
    <message>
        <source>Feeds (*.xml *.rss *.atom *.json);;All files (*)</source>
        <translation>Feeds (*.xml *.rss *.atom *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No feeds to refresh.</source>
        <translation>Keine Feeds zum Aktualisieren.</translation>
    </message>
    <message>
        <source>About Kindred</source>
        <translation>Über Kindred</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kindred %1&lt;/h3&gt;&lt;p&gt;A news reader that knows when two stories are the same.&lt;/p&gt;&lt;p&gt;Kindred fingerprints every article with a 64-bit simhash and groups the copies of a story, so each one is read once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kindred %1&lt;/h3&gt;&lt;p&gt;Ein Nachrichtenleser, der erkennt, wenn zwei Meldungen dieselbe Geschichte erzählen.&lt;/p&gt;&lt;p&gt;Kindred versieht jeden Artikel mit einem 64-Bit-Simhash-Fingerabdruck und gruppiert die Kopien einer Geschichte, sodass jede nur einmal gelesen wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read %1: %2 new</source>
        <translation>%1 gelesen: %2 neu</translation>
    </message>
    <message>
        <source>New articles: %1 · with copies: %2 · already known: %3 · %4 s</source>
        <translation>Neue Artikel: %1 · mit Kopien: %2 · schon bekannt: %3 · %4 s</translation>
    </message>
    <message>
        <source>Errors: %1 (first: %2)</source>
        <translation>Fehler: %1 (erster: %2)</translation>
    </message>
    <message>
        <source>Articles: %1 · unread: %2</source>
        <translation>Artikel: %1 · ungelesen: %2</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>Feeds</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>This feed has no articles yet.</source>
        <translation>Dieser Feed hat noch keine Artikel.</translation>
    </message>
    <message>
        <source>No feeds yet. Add one from the File menu, or load the demo corpus (%1).</source>
        <translation>Noch keine Feeds. Fügen Sie einen über das Menü Datei hinzu oder laden Sie das Demo-Korpus (%1).</translation>
    </message>
    <message>
        <source>%1 — Kindred</source>
        <translation>%1 — Kindred</translation>
    </message>
    <message>
        <source>Refresh &amp;Feed</source>
        <translation>&amp;Feed aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Import OPML…</source>
        <translation>OPML &amp;importieren …</translation>
    </message>
    <message>
        <source>&amp;Export OPML…</source>
        <translation>OPML e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Import OPML</source>
        <translation>OPML importieren</translation>
    </message>
    <message>
        <source>OPML subscription lists (*.opml *.xml);;All files (*)</source>
        <translation>OPML-Abonnementlisten (*.opml *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export OPML</source>
        <translation>OPML exportieren</translation>
    </message>
    <message>
        <source>OPML subscription lists (*.opml)</source>
        <translation>OPML-Abonnementlisten (*.opml)</translation>
    </message>
    <message>
        <source>Refreshing feeds: %1 of %2 done · %3</source>
        <translation>Aktualisiere Feeds: %1 von %2 fertig · %3</translation>
    </message>
</context>
<context>
    <name>kindred::OpmlController</name>
    <message>
        <source>Could not export the subscriptions to %1: %2</source>
        <translation>Die Abonnements konnten nicht nach %1 exportiert werden: %2</translation>
    </message>
    <message>
        <source>Subscriptions exported to %1.</source>
        <translation>Abonnements nach %1 exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new feed(s), %2 already subscribed</source>
        <translation>
            <numerusform>%1: %n neuer Feed, %2 bereits abonniert</numerusform>
            <numerusform>%1: %n neue Feeds, %2 bereits abonniert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::RefreshController</name>
    <message>
        <source>%1 is being refreshed already.</source>
        <translation>%1 wird bereits aktualisiert.</translation>
    </message>
    <message>
        <source>The server of %1 asked Kindred to wait until %2.</source>
        <translation>Der Server von %1 hat Kindred gebeten, bis %2 zu warten.</translation>
    </message>
    <message>
        <source>Moved to %1, which is subscribed already</source>
        <translation>Umgezogen nach %1, das bereits abonniert ist</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kindred, a news reader that knows when two stories are the same.</source>
        <translation>Kindred, ein Nachrichtenleser, der erkennt, wenn zwei Meldungen dieselbe Geschichte erzählen.</translation>
    </message>
    <message>
        <source>Use the database at &lt;path&gt;.</source>
        <translation>Die Datenbank unter &lt;Pfad&gt; verwenden.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Save the main window to the PNG &lt;file&gt; once the data is shown, then quit.</source>
        <translation>Das Hauptfenster als PNG in &lt;Datei&gt; speichern, sobald die Daten angezeigt werden, dann beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
</context>
</TS>
