<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Rule</name>
    <message>
        <source>the rule has no name</source>
        <translation>die Regel hat keinen Namen</translation>
    </message>
    <message>
        <source>the rule has no condition</source>
        <translation>die Regel hat keine Bedingung</translation>
    </message>
    <message>
        <source>a condition has nothing to look for</source>
        <translation>eine Bedingung sucht nach nichts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular expression: %2</source>
        <translation>„%1“ ist kein regulärer Ausdruck: %2</translation>
    </message>
    <message>
        <source>the rule does nothing (no action)</source>
        <translation>die Regel tut nichts (keine Aktion)</translation>
    </message>
    <message>
        <source>the label the rule gives has no name</source>
        <translation>das Label, das die Regel vergibt, hat keinen Namen</translation>
    </message>
</context>
<context>
    <name>kindred::ArrivalsTimeline</name>
    <message>
        <source>Arrivals per 15 minutes, by outlet</source>
        <translation>Eingänge je 15 Minuten, nach Medium</translation>
    </message>
    <message>
        <source>Arrivals timeline</source>
        <translation>Zeitleiste der Eingänge</translation>
    </message>
    <message numerus="yes">
        <source>%n others</source>
        <translation>
            <numerusform>%n weiteres</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 · %3: %4</source>
        <translation>%1–%2 · %3: %4</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldungen</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleChanges</name>
    <message>
        <source>Changed in the last update:</source>
        <translation>In der letzten Aktualisierung geändert:</translation>
    </message>
    <message>
        <source>Changed since you read it:</source>
        <translation>Geändert, seit Sie ihn gelesen haben:</translation>
    </message>
    <message>
        <source>Changed since it was first sent:</source>
        <translation>Geändert seit der ersten Fassung:</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Fassung %1</translation>
    </message>
    <message>
        <source>Only its spacing or punctuation changed.</source>
        <translation>Nur Leerzeichen oder Satzzeichen haben sich geändert.</translation>
    </message>
    <message>
        <source>Changed paragraphs not shown here: %1</source>
        <translation>Hier nicht gezeigte geänderte Absätze: %1</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleFilterBar</name>
    <message>
        <source>Search all articles</source>
        <translation>Alle Artikel durchsuchen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>All articles</source>
        <translation>Alle Artikel</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>Ungelesen</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>Mit Stern</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>Nach Quelle</translation>
    </message>
    <message>
        <source>Most copies first</source>
        <translation>Meiste Kopien zuerst</translation>
    </message>
    <message>
        <source>Hidden by rules</source>
        <translation>Von Regeln ausgeblendet</translation>
    </message>
</context>
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
    <message>
        <source>Inspect the copies: distances and differences</source>
        <translation>Kopien untersuchen: Abstände und Unterschiede</translation>
    </message>
    <message>
        <source>Reported before, in the archive:</source>
        <translation>Schon früher gemeldet, im Archiv:</translation>
    </message>
    <message>
        <source>Attachments:</source>
        <translation>Anhänge:</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>Labels:</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleListModel</name>
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
    <message>
        <source>first</source>
        <comment>copy row of the first report</comment>
        <translation>erste</translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>collapsed group badge: number of other copies</comment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>The first report of this story</source>
        <translation>Die erste Meldung zu dieser Geschichte</translation>
    </message>
    <message>
        <source>A copy at Hamming distance %1 from the first report</source>
        <translation>Eine Kopie mit Hamming-Abstand %1 zur ersten Meldung</translation>
    </message>
    <message numerus="yes">
        <source>%n other outlets ran this story; expand the row to see them</source>
        <translation>
            <numerusform>%n weiteres Medium brachte diese Geschichte; Zeile aufklappen, um es zu sehen</numerusform>
            <numerusform>%n weitere Medien brachten diese Geschichte; Zeile aufklappen, um sie zu sehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Labels: %2</source>
        <translation>%1
Labels: %2</translation>
    </message>
    <message>
        <source>%1 (updated)</source>
        <translation>%1 (aktualisiert)</translation>
    </message>
    <message>
        <source>Updated %1: open it to see what changed</source>
        <translation>Aktualisiert %1: öffnen, um die Änderungen zu sehen</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleRowDelegate</name>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
</context>
<context>
    <name>kindred::BitStripWidget</name>
    <message>
        <source>Fingerprint bits</source>
        <translation>Fingerabdruck-Bits</translation>
    </message>
    <message>
        <source>%1 and %2: %3</source>
        <translation>%1 und %2: %3</translation>
    </message>
    <message>
        <source>No fingerprints</source>
        <translation>Keine Fingerabdrücke</translation>
    </message>
    <message>
        <source>distance 1 · 1 of 64 bits differs</source>
        <translation>Abstand 1 · 1 von 64 Bits verschieden</translation>
    </message>
    <message>
        <source>distance %1 · %2 of 64 bits differ</source>
        <translation>Abstand %1 · %2 von 64 Bits verschieden</translation>
    </message>
    <message>
        <source>No fingerprints to compare</source>
        <translation>Keine Fingerabdrücke zum Vergleichen</translation>
    </message>
    <message>
        <source>bit %1: %2 in %3, %4 in %5</source>
        <translation>Bit %1: %2 in %3, %4 in %5</translation>
    </message>
</context>
<context>
    <name>kindred::ChartCard</name>
    <message>
        <source>Save the chart or its numbers</source>
        <translation>Diagramm oder seine Zahlen speichern</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>%1 speichern</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save Numbers as CSV…</source>
        <translation>Zahlen als CSV speichern…</translation>
    </message>
    <message>
        <source>Save Numbers</source>
        <translation>Zahlen speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Show Numbers as &amp;Table</source>
        <translation>Zahlen als &amp;Tabelle zeigen</translation>
    </message>
    <message>
        <source>%1: the numbers</source>
        <translation>%1: die Zahlen</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>%1, als Tabelle</translation>
    </message>
</context>
<context>
    <name>kindred::ClusterInspector</name>
    <message>
        <source>Members of the group</source>
        <translation>Mitglieder der Gruppe</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lesen</translation>
    </message>
    <message>
        <source>Open the selected member in the reader</source>
        <translation>Das ausgewählte Mitglied in der Leseansicht öffnen</translation>
    </message>
    <message>
        <source>&amp;Not a Copy</source>
        <translation>&amp;Keine Kopie</translation>
    </message>
    <message>
        <source>Take the selected member out of this group; Kindred remembers the decision</source>
        <translation>Das ausgewählte Mitglied aus dieser Gruppe nehmen; Kindred merkt sich die Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Put the member taken out last back into its group</source>
        <translation>Das zuletzt herausgenommene Mitglied wieder in seine Gruppe aufnehmen</translation>
    </message>
    <message>
        <source>Pairwise Hamming distances of the members</source>
        <translation>Paarweise Hamming-Abstände der Mitglieder</translation>
    </message>
    <message>
        <source>Pairwise Hamming distances; click a cell to compare the two members</source>
        <translation>Paarweise Hamming-Abstände; klicken Sie auf eine Zelle, um die beiden Mitglieder zu vergleichen</translation>
    </message>
    <message>
        <source>Distances of the members to the first report</source>
        <translation>Abstände der Mitglieder zur ersten Meldung</translation>
    </message>
    <message>
        <source>First member to compare</source>
        <translation>Erstes zu vergleichendes Mitglied</translation>
    </message>
    <message>
        <source>Second member to compare</source>
        <translation>Zweites zu vergleichendes Mitglied</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No group selected</source>
        <translation>Keine Gruppe ausgewählt</translation>
    </message>
    <message>
        <source>This group no longer exists</source>
        <translation>Diese Gruppe gibt es nicht mehr</translation>
    </message>
    <message>
        <source>Open a group from View &gt; Duplicate Groups, or from an article&apos;s copies.</source>
        <translation>Öffnen Sie eine Gruppe über Ansicht &gt; Duplikatgruppen oder über die Kopien eines Artikels.</translation>
    </message>
    <message>
        <source>%1 from %2 · first reported by %3 at %4 · last copy %5</source>
        <translation>%1 aus %2 · zuerst gemeldet von %3 am %4 · letzte Kopie %5</translation>
    </message>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n Kopie</numerusform>
            <numerusform>%n Kopien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sources</source>
        <translation>
            <numerusform>%n Quelle</numerusform>
            <numerusform>%n Quellen</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate radius %1</source>
        <translation>Duplikatradius %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;distance %1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;Abstand %1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>within the duplicate radius %1</source>
        <translation>innerhalb des Duplikatradius %1</translation>
    </message>
    <message>
        <source>beyond the duplicate radius %1</source>
        <translation>außerhalb des Duplikatradius %1</translation>
    </message>
    <message>
        <source>Could not take it out: %1</source>
        <translation>Herausnehmen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>“%1” is not a copy; the group is dissolved.</source>
        <translation>„%1“ ist keine Kopie; die Gruppe ist aufgelöst.</translation>
    </message>
    <message>
        <source>“%1” is not a copy any more.</source>
        <translation>„%1“ ist keine Kopie mehr.</translation>
    </message>
    <message>
        <source>Could not undo: %1</source>
        <translation>Rückgängigmachen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Back in the group.</source>
        <translation>Wieder in der Gruppe.</translation>
    </message>
    <message>
        <source>Why grouped, or not</source>
        <translation>Warum gruppiert – oder nicht</translation>
    </message>
    <message>
        <source>%1 (near miss)</source>
        <translation>%1 (knapp daneben)</translation>
    </message>
    <message numerus="yes">
        <source> · near misses, just beyond the radius, in grey: %n</source>
        <translation>
            <numerusform> · knapp daneben, gerade außerhalb des Radius, grau: %n</numerusform>
            <numerusform> · knapp daneben, gerade außerhalb des Radius, grau: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::ClusterMembersModel</name>
    <message>
        <source>first report</source>
        <translation>erste Meldung</translation>
    </message>
    <message>
        <source>same fingerprint</source>
        <translation>gleicher Fingerabdruck</translation>
    </message>
    <message>
        <source>near copy</source>
        <translation>Beinahe-Kopie</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message numerus="yes">
        <source>%n of 64 fingerprint bits differ from the first report</source>
        <translation>
            <numerusform>%n von 64 Fingerabdruck-Bits weicht von der ersten Meldung ab</numerusform>
            <numerusform>%n von 64 Fingerabdruck-Bits weichen von der ersten Meldung ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>exact copy</source>
        <translation>exakte Kopie</translation>
    </message>
    <message>
        <source>near miss</source>
        <translation>knapp daneben</translation>
    </message>
    <message numerus="yes">
        <source>Not in this group: %n bits of 64 differ from the first report, beyond the duplicate radius. A similar story, or a copy edited more than the radius allows.</source>
        <translation>
            <numerusform>Nicht in dieser Gruppe: %n Bit von 64 weichen vom Erstbericht ab, mehr als der Dublettenradius. Eine ähnliche Meldung oder eine stärker bearbeitete Kopie, als der Radius zulässt.</numerusform>
            <numerusform>Nicht in dieser Gruppe: %n Bits von 64 weichen vom Erstbericht ab, mehr als der Dublettenradius. Eine ähnliche Meldung oder eine stärker bearbeitete Kopie, als der Radius zulässt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::CrawlWorker</name>
    <message>
        <source>claiming feeds failed: %1</source>
        <translation>Feeds konnten nicht übernommen werden: %1</translation>
    </message>
    <message>
        <source>freeing the hosts of fetched feeds failed: %1</source>
        <translation>Die Hosts abgerufener Feeds konnten nicht freigegeben werden: %1</translation>
    </message>
    <message>
        <source>giving up claims failed: %1</source>
        <translation>Übernommene Feeds konnten nicht abgegeben werden: %1</translation>
    </message>
    <message>
        <source>renewing claims failed: %1</source>
        <translation>Übernommene Feeds konnten nicht verlängert werden: %1</translation>
    </message>
    <message>
        <source>connected to the store again</source>
        <translation>wieder mit dem Speicher verbunden</translation>
    </message>
    <message>
        <source>the store cannot be reached: %1</source>
        <translation>der Speicher ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>asking for the placer&apos;s role failed: %1</source>
        <translation>Die Frage nach der Rolle des Einordners schlug fehl: %1</translation>
    </message>
</context>
<context>
    <name>kindred::DistanceHistogram</name>
    <message>
        <source>Distance histogram</source>
        <translation>Abstandshistogramm</translation>
    </message>
    <message>
        <source>Hamming distance</source>
        <translation>Hamming-Abstand</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Counts by Hamming distance, %1 in all</source>
        <translation>Anzahl nach Hamming-Abstand, insgesamt %1</translation>
    </message>
    <message>
        <source>%1 of %2 within distance %3</source>
        <translation>%1 von %2 innerhalb von Abstand %3</translation>
    </message>
    <message>
        <source>distance %1: 1 article</source>
        <translation>Abstand %1: 1 Artikel</translation>
    </message>
    <message>
        <source>distance %1: 1 pair</source>
        <translation>Abstand %1: 1 Paar</translation>
    </message>
    <message>
        <source>distance %1: %2 articles</source>
        <translation>Abstand %1: %2 Artikel</translation>
    </message>
    <message>
        <source>distance %1: %2 pairs</source>
        <translation>Abstand %1: %2 Paare</translation>
    </message>
</context>
<context>
    <name>kindred::DuplicateGroupsModel</name>
    <message>
        <source>&lt; 1 min</source>
        <translation>&lt; 1 Min.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 Tg. %2 Std.</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>%1
First reported by %2</source>
        <translation>%1
Zuerst gemeldet von %2</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>Von %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>The copy furthest from the first report differs in %n bits of 64</source>
        <translation>
            <numerusform>Die am stärksten abweichende Kopie unterscheidet sich in %n von 64 Bits von der ersten Meldung</numerusform>
            <numerusform>Die am stärksten abweichende Kopie unterscheidet sich in %n von 64 Bits von der ersten Meldung</numerusform>
        </translation>
    </message>
    <message>
        <source>Story (first report)</source>
        <translation>Geschichte (erste Meldung)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Zuerst gesehen</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Zeitspanne</translation>
    </message>
    <message>
        <source>Max. distance</source>
        <translation>Max. Abstand</translation>
    </message>
    <message>
        <source>Articles in the group, the first report included</source>
        <translation>Artikel in der Gruppe, einschließlich der ersten Meldung</translation>
    </message>
    <message>
        <source>Distinct feeds that ran the story</source>
        <translation>Verschiedene Feeds, die die Geschichte brachten</translation>
    </message>
    <message>
        <source>Time from the first copy to the last</source>
        <translation>Zeit von der ersten bis zur letzten Kopie</translation>
    </message>
    <message>
        <source>Largest Hamming distance of a copy to the first report</source>
        <translation>Größter Hamming-Abstand einer Kopie zur ersten Meldung</translation>
    </message>
</context>
<context>
    <name>kindred::DuplicateGroupsView</name>
    <message>
        <source>Filter by title or source</source>
        <translation>Nach Titel oder Quelle filtern</translation>
    </message>
    <message>
        <source>Filter groups</source>
        <translation>Gruppen filtern</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>Duplicate groups</source>
        <translation>Duplikatgruppen</translation>
    </message>
    <message>
        <source>Double-click a group (or press Enter) to inspect its copies.</source>
        <translation>Doppelklicken Sie auf eine Gruppe (oder drücken Sie die Eingabetaste), um ihre Kopien zu untersuchen.</translation>
    </message>
    <message>
        <source>All feeds</source>
        <translation>Alle Feeds</translation>
    </message>
    <message>
        <source>%1 of %2 groups</source>
        <translation>%1 von %2 Gruppen</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
</context>
<context>
    <name>kindred::EventMembersModel</name>
    <message>
        <source>%1 of 64 fingerprint bits differ from the event&apos;s centre</source>
        <translation>%1 von 64 Bits des Fingerabdrucks weichen vom Zentrum des Ereignisses ab</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
</context>
<context>
    <name>kindred::EventNotifier</name>
    <message>
        <source>Breaking: %1</source>
        <translation>Eilmeldung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n outlets report it; click to open the event.</source>
        <translation>
            <numerusform>%n Medium berichtet darüber; klicken, um das Ereignis zu öffnen.</numerusform>
            <numerusform>%n Medien berichten darüber; klicken, um das Ereignis zu öffnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Growing: %1</source>
        <translation>Wächst: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n reports now, from %1 outlets.</source>
        <translation>
            <numerusform>Jetzt %n Meldung von %1 Medien.</numerusform>
            <numerusform>Jetzt %n Meldungen von %1 Medien.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::EventPage</name>
    <message>
        <source>Distances of the reports to the event&apos;s centre</source>
        <translation>Abstände der Meldungen zum Zentrum des Ereignisses</translation>
    </message>
    <message>
        <source>Distance to the centre</source>
        <translation>Abstand zum Zentrum</translation>
    </message>
    <message>
        <source>Reports of the event</source>
        <translation>Meldungen des Ereignisses</translation>
    </message>
    <message>
        <source>No event selected</source>
        <translation>Kein Ereignis ausgewählt</translation>
    </message>
    <message>
        <source>Breaking events are stories many outlets report within a few hours.</source>
        <translation>Eilmeldungen sind Geschichten, über die viele Medien innerhalb weniger Stunden berichten.</translation>
    </message>
    <message>
        <source>%1 · %2 · started %3 · last report %4 · %5</source>
        <translation>%1 · %2 · begonnen %3 · letzte Meldung %4 · %5</translation>
    </message>
    <message numerus="yes">
        <source>%n reports</source>
        <translation>
            <numerusform>%n Meldung</numerusform>
            <numerusform>%n Meldungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sources</source>
        <translation>
            <numerusform>%n Quelle</numerusform>
            <numerusform>%n Quellen</numerusform>
        </translation>
    </message>
    <message>
        <source>still growing: +%1 in the last hour</source>
        <translation>wächst noch: +%1 in der letzten Stunde</translation>
    </message>
    <message>
        <source>+%1 in its last hour</source>
        <translation>+%1 in seiner letzten Stunde</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>Who reported first: %1</source>
        <translation>Wer zuerst berichtete: %1</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>Kopien ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>ähnlich %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>show fewer</source>
        <translation>weniger zeigen</translation>
    </message>
    <message>
        <source>Coverage of the event</source>
        <translation>Berichterstattung über das Ereignis</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Berichterstattung</translation>
    </message>
    <message>
        <source>original, copied here %1×</source>
        <translation>Original, hier %1× kopiert</translation>
    </message>
    <message>
        <source>copy of %1 · distance %2</source>
        <translation>Kopie von %1 · Abstand %2</translation>
    </message>
    <message>
        <source>another outlet</source>
        <translation>einem anderen Medium</translation>
    </message>
    <message>
        <source>own report</source>
        <translation>eigener Bericht</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>Gebracht als</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Open to see what %1 changed, in the cluster inspector</source>
        <translation>Öffnen, um im Cluster-Inspektor zu sehen, was %1 geändert hat</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>first report · %1</source>
        <translation>Erstbericht · %1</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Noch nicht gebracht</translation>
    </message>
    <message>
        <source>Outlets that carried most breaking events of the week before, but not this one</source>
        <translation>Medien, die die meisten Eilmeldungs-Ereignisse der Vorwoche brachten, dieses aber nicht</translation>
    </message>
    <message>
        <source>usually carries breaking stories</source>
        <translation>bringt Eilmeldungen sonst meist</translation>
    </message>
    <message>
        <source>usually carries breaking stories (%1)</source>
        <translation>bringt Eilmeldungen sonst meist (%1)</translation>
    </message>
    <message>
        <source>Other outlets</source>
        <translation>Weitere Medien</translation>
    </message>
</context>
<context>
    <name>kindred::EventsModel</name>
    <message numerus="yes">
        <source>Events still growing (a report within the last %n hours) come first. Each is ranked by the outlets that ran it, not by its articles, halved for every %n hours since its last report: a feed that floods adds articles but only one outlet.</source>
        <translation>
            <numerusform>Noch wachsende Ereignisse (eine Meldung innerhalb der letzten %n Stunde) stehen oben. Jedes wird nach den Medien gewertet, die darüber berichteten, nicht nach seinen Artikeln, halbiert für jede %n Stunde seit seiner letzten Meldung: Ein Feed, der flutet, bringt Artikel, aber nur ein Medium.</numerusform>
            <numerusform>Noch wachsende Ereignisse (eine Meldung innerhalb der letzten %n Stunden) stehen oben. Jedes wird nach den Medien gewertet, die darüber berichteten, nicht nach seinen Artikeln, halbiert für je %n Stunden seit seiner letzten Meldung: Ein Feed, der flutet, bringt Artikel, aber nur ein Medium.</numerusform>
        </translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>+%1/h</source>
        <comment>reports in the last hour</comment>
        <translation>+%1/h</translation>
    </message>
    <message>
        <source>Reports in the last hour</source>
        <translation>Meldungen in der letzten Stunde</translation>
    </message>
    <message>
        <source>Reports in the last hour before its last report</source>
        <translation>Meldungen in der Stunde vor seiner letzten Meldung</translation>
    </message>
    <message>
        <source>%1

Score %2. %3</source>
        <translation>%1

Wert %2. %3</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Last report</source>
        <translation>Letzte Meldung</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>Tempo</translation>
    </message>
</context>
<context>
    <name>kindred::EventsView</name>
    <message>
        <source>Breaking events</source>
        <translation>Eilmeldungen</translation>
    </message>
    <message>
        <source>No breaking events yet: an event is a story many outlets report within a few hours.</source>
        <translation>Noch keine Eilmeldungen: Ein Ereignis ist eine Geschichte, über die viele Medien innerhalb weniger Stunden berichten.</translation>
    </message>
    <message>
        <source>%1 growing, %2 in all. Hover a column title for how they are ranked.</source>
        <translation>%1 wachsend, %2 insgesamt. Wie sie gereiht werden, steht im Tooltip der Spaltentitel.</translation>
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
    <message numerus="yes">
        <source>%n unread</source>
        <translation>
            <numerusform>%n ungelesen</numerusform>
            <numerusform>%n ungelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n feed(s), %2 articles</source>
        <translation>
            <numerusform>%1: %n Feed, %2 Artikel</numerusform>
            <numerusform>%1: %n Feeds, %2 Artikel</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved search: %1</source>
        <translation>Gespeicherte Suche: %1</translation>
    </message>
    <message numerus="yes">
        <source>Label %1: %n article(s), %2 unread</source>
        <translation>
            <numerusform>Label %1: %n Artikel, %2 ungelesen</numerusform>
            <numerusform>Label %1: %n Artikel, %2 ungelesen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::FeedPropertiesDialog</name>
    <message>
        <source>Properties of %1</source>
        <translation>Eigenschaften von %1</translation>
    </message>
    <message>
        <source>Type a new name to make a folder; separate nested folders with /</source>
        <translation>Geben Sie einen neuen Namen ein, um einen Ordner anzulegen; trennen Sie verschachtelte Ordner mit /</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Wie in den Einstellungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>For teasers (automatic)</source>
        <translation>Bei Anreißern (automatisch)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Preferred source: its copy leads a story</source>
        <translation>Bevorzugte Quelle: Die Kopie dieses Feeds steht bei einer Geschichte oben</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Refresh every:</source>
        <translation>Aktualisieren alle:</translation>
    </message>
    <message>
        <source>Headline prefix:</source>
        <translation>Schlagzeilen-Präfix:</translation>
    </message>
    <message>
        <source>Fetch the article page:</source>
        <translation>Artikelseite abrufen:</translation>
    </message>
    <message>
        <source>Keep articles for:</source>
        <translation>Artikel aufbewahren:</translation>
    </message>
    <message>
        <source>“%1” is not a feed address: it starts with http://, https:// or file://.</source>
        <translation>„%1“ ist keine Feed-Adresse: Eine Feed-Adresse beginnt mit http://, https:// oder file://.</translation>
    </message>
    <message>
        <source>Suggested: most of its recent headlines start with it.</source>
        <translation>Vorschlag: Die meisten seiner letzten Schlagzeilen beginnen damit.</translation>
    </message>
    <message>
        <source>Its recent headlines share no prefix.</source>
        <translation>Seine letzten Schlagzeilen haben kein gemeinsames Präfix.</translation>
    </message>
    <message>
        <source>“%1” is compared as “%2”.</source>
        <translation>„%1“ wird als „%2“ verglichen.</translation>
    </message>
    <message>
        <source>The feed is gone.</source>
        <translation>Den Feed gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>none: lines every item of the feed carries go here, one a line</source>
        <translation>keine: Zeilen, die jeder Eintrag des Feeds trägt, gehören hierher, eine pro Zeile</translation>
    </message>
    <message>
        <source>Learn these from the feed&apos;s items at every refresh</source>
        <translation>Bei jeder Aktualisierung aus den Einträgen des Feeds lernen</translation>
    </message>
    <message>
        <source>Off: the prefix, suffix and lines stay as set here</source>
        <translation>Aus: Präfix, Suffix und Zeilen bleiben wie hier eingestellt</translation>
    </message>
    <message>
        <source>Headline suffix:</source>
        <translation>Schlagzeilen-Suffix:</translation>
    </message>
    <message>
        <source>Boilerplate lines:</source>
        <translation>Textbausteine:</translation>
    </message>
    <message>
        <source>Changes apply from the next refresh. The prefix, the suffix and the boilerplate lines are left out of the fingerprint (# stands for any number, {title} for the item&apos;s headline); a change fingerprints the feed&apos;s articles of the live window again, so that its copies of other outlets&apos; stories are found.</source>
        <translation>Änderungen gelten ab der nächsten Aktualisierung. Präfix, Suffix und Textbausteine bleiben beim Fingerabdruck außen vor (# steht für eine beliebige Zahl, {title} für die Schlagzeile des Eintrags); eine Änderung berechnet die Fingerabdrücke der Artikel des Feeds im aktiven Zeitfenster neu, damit seine Kopien von Meldungen anderer Medien gefunden werden.</translation>
    </message>
    <message>
        <source>e.g. wire, regional, Scotland, trade press</source>
        <translation>z. B. Agentur, regional, Schottland, Fachpresse</translation>
    </message>
    <message>
        <source>Groups the outlets that covered an event (its Coverage tab), before folders do</source>
        <translation>Gruppiert die Medien, die über ein Ereignis berichtet haben (Reiter „Berichterstattung“), noch vor den Ordnern</translation>
    </message>
    <message>
        <source>Kind of outlet:</source>
        <translation>Art des Mediums:</translation>
    </message>
    <message>
        <source>Images are loaded from the article&apos;s own site only, when the article is opened</source>
        <translation>Bilder werden nur von der Website des Artikels geladen, wenn der Artikel geöffnet wird</translation>
    </message>
    <message>
        <source>Show images:</source>
        <translation>Bilder zeigen:</translation>
    </message>
</context>
<context>
    <name>kindred::HeatMapWidget</name>
    <message>
        <source>Pairwise distances</source>
        <translation>Paarweise Abstände</translation>
    </message>
    <message>
        <source>No articles to compare</source>
        <translation>Keine Artikel zum Vergleichen</translation>
    </message>
    <message>
        <source>radius %1</source>
        <translation>Radius %1</translation>
    </message>
    <message>
        <source>%1 ↔ %2: distance unknown</source>
        <translation>%1 ↔ %2: Abstand unbekannt</translation>
    </message>
    <message>
        <source>%1 ↔ %2: distance %3</source>
        <translation>%1 ↔ %2: Abstand %3</translation>
    </message>
    <message>
        <source>Members: %1</source>
        <translation>Mitglieder: %1</translation>
    </message>
    <message>
        <source>Members: %1; the closest pair, %2 and %3, at distance %4</source>
        <translation>Mitglieder: %1; das nächste Paar, %2 und %3, mit Abstand %4</translation>
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
    <message>
        <source>Placing stories and events…</source>
        <translation>Ordne Geschichten und Ereignisse zu…</translation>
    </message>
    <message>
        <source>Grouping copies…</source>
        <translation>Gruppiere Kopien…</translation>
    </message>
    <message>
        <source>regrouping the live window</source>
        <translation>Neugruppierung des aktiven Zeitfensters</translation>
    </message>
    <message>
        <source>placing stories</source>
        <translation>Zuordnung der Meldungen zu Geschichten</translation>
    </message>
</context>
<context>
    <name>kindred::IngestJob</name>
    <message>
        <source>old articles could not be removed; nothing was stored</source>
        <translation>alte Artikel konnten nicht entfernt werden; nichts wurde gespeichert</translation>
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
    <message>
        <source>regrouping failed, nothing changed: %1</source>
        <translation>Neugruppierung fehlgeschlagen, nichts geändert: %1</translation>
    </message>
</context>
<context>
    <name>kindred::MainWindow</name>
    <message>
        <source>Kindred</source>
        <translation>Kindred</translation>
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
    <message>
        <source>Reader</source>
        <translation>Leseansicht</translation>
    </message>
    <message>
        <source>Duplicate Groups</source>
        <translation>Duplikatgruppen</translation>
    </message>
    <message>
        <source>Cluster Inspector</source>
        <translation>Cluster-Inspektor</translation>
    </message>
    <message>
        <source>Similar Stories</source>
        <translation>Ähnliche Meldungen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Reader</source>
        <translation>&amp;Leseansicht</translation>
    </message>
    <message>
        <source>&amp;Duplicate Groups</source>
        <translation>&amp;Duplikatgruppen</translation>
    </message>
    <message>
        <source>Cluster &amp;Inspector</source>
        <translation>Cluster-&amp;Inspektor</translation>
    </message>
    <message>
        <source>&amp;Collapse Copies</source>
        <translation>Kopien &amp;einklappen</translation>
    </message>
    <message>
        <source>Show one row per story, its copies folded under it</source>
        <translation>Eine Zeile pro Geschichte, ihre Kopien darunter eingeklappt</translation>
    </message>
    <message>
        <source>Reading a Copy Marks the &amp;Others Read</source>
        <translation>Lesen einer Kopie markiert die &amp;anderen als gelesen</translation>
    </message>
    <message>
        <source>&amp;Similar Stories</source>
        <translation>Ä&amp;hnliche Meldungen</translation>
    </message>
    <message>
        <source>Search &amp;Articles</source>
        <translation>Artikel &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Mark Feed Read</source>
        <translation>Feed als &amp;gelesen markieren</translation>
    </message>
    <message>
        <source>Mark &amp;All Read</source>
        <translation>A&amp;lle als gelesen markieren</translation>
    </message>
    <message>
        <source>&amp;Preferred Source</source>
        <translation>&amp;Bevorzugte Quelle</translation>
    </message>
    <message>
        <source>This feed&apos;s copy leads a collapsed story</source>
        <translation>Bei eingeklappten Geschichten steht die Kopie dieses Feeds oben</translation>
    </message>
    <message>
        <source>Page Down, Then Next</source>
        <translation>Eine Seite weiter, dann nächster Artikel</translation>
    </message>
    <message>
        <source>Toggle &amp;Read</source>
        <translation>Gelesen-Status &amp;umschalten</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>Mit &amp;Stern markieren</translation>
    </message>
    <message>
        <source>Mark &amp;Group Read</source>
        <translation>&amp;Gruppe als gelesen markieren</translation>
    </message>
    <message>
        <source>&amp;Inspect Copies</source>
        <translation>Kopien unte&amp;rsuchen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Articles: %1 · unread stories: %2</source>
        <translation>Artikel: %1 · ungelesene Geschichten: %2</translation>
    </message>
    <message>
        <source>Breaking Events</source>
        <translation>Eilmeldungen</translation>
    </message>
    <message>
        <source>&amp;Breaking Events</source>
        <translation>&amp;Eilmeldungen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Pr&amp;operties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <source>The feed&apos;s properties were not saved: %1</source>
        <translation>Die Eigenschaften des Feeds wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>You read this team&apos;s store and keep your own marks; its members subscribe and refresh</source>
        <translation>Sie lesen die Datenbank dieses Teams und setzen Ihre eigenen Markierungen; Abonnieren und Aktualisieren sind seinen Mitgliedern vorbehalten</translation>
    </message>
    <message>
        <source>You read this store; its members subscribe and refresh</source>
        <translation>Sie lesen diese Datenbank; Abonnieren und Aktualisieren sind ihren Mitgliedern vorbehalten</translation>
    </message>
    <message>
        <source>Reader</source>
        <comment>a person&apos;s role on a team&apos;s shared store: reads and marks only</comment>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <source>Rule “%1”</source>
        <translation>Regel „%1“</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>R&amp;egeln…</translation>
    </message>
    <message>
        <source>Mute, mark read, star or be told of stories by their words, source or folder</source>
        <translation>Meldungen nach Wörtern, Quelle oder Ordner stummschalten, als gelesen markieren, markieren oder melden lassen</translation>
    </message>
    <message>
        <source>Save &amp;Search…</source>
        <translation>Suche &amp;speichern…</translation>
    </message>
    <message>
        <source>Type a search first (Ctrl+F); Save Search keeps it in the feed list.</source>
        <translation>Erst eine Suche eingeben (Strg+F); „Suche speichern“ legt sie in die Feed-Liste.</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>Suche speichern</translation>
    </message>
    <message>
        <source>Name in the feed list:</source>
        <translation>Name in der Feed-Liste:</translation>
    </message>
    <message>
        <source>Keep the search in the feed list, with a count of what it finds unread</source>
        <translation>Die Suche in der Feed-Liste behalten, mit der Zahl ungelesener Treffer</translation>
    </message>
    <message>
        <source>Remove Saved Search</source>
        <translation>Gespeicherte Suche entfernen</translation>
    </message>
    <message>
        <source>&amp;Notify me when a new story matches</source>
        <translation>&amp;Benachrichtigen, wenn eine neue Meldung passt</translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>The alert could not be kept; the search is.</source>
        <translation>Der Hinweis konnte nicht gespeichert werden, die Suche schon.</translation>
    </message>
    <message>
        <source>Export S&amp;tarred Articles…</source>
        <translation>Mit S&amp;tern markierte Artikel exportieren…</translation>
    </message>
    <message>
        <source>Export Articles &amp;Shown…</source>
        <translation>Angezeigte Artikel e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Sen&amp;d To</source>
        <translation>Sen&amp;den an</translation>
    </message>
    <message>
        <source>Copy &amp;Link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <source>Copy Link as &amp;Markdown</source>
        <translation>Link als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>&amp;E-mail Link…</source>
        <translation>Link per &amp;E-Mail senden…</translation>
    </message>
    <message>
        <source>Export Starred Articles</source>
        <translation>Mit Stern markierte Artikel exportieren</translation>
    </message>
    <message>
        <source>Export Articles Shown</source>
        <translation>Angezeigte Artikel exportieren</translation>
    </message>
    <message>
        <source>Bookmarks for browsers and read-later services (*.html);;JSON (*.json)</source>
        <translation>Lesezeichen für Browser und Später-lesen-Dienste (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Kindred: starred articles</source>
        <translation>Kindred: mit Stern markierte Artikel</translation>
    </message>
    <message>
        <source>Kindred: articles</source>
        <translation>Kindred: Artikel</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) exported to %1.</source>
        <translation>
            <numerusform>%n Artikel nach %1 exportiert.</numerusform>
            <numerusform>%n Artikel nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rena&amp;me Label…</source>
        <translation>Label &amp;umbenennen…</translation>
    </message>
    <message>
        <source>Remove &amp;Label</source>
        <translation>&amp;Label entfernen</translation>
    </message>
    <message>
        <source>Take the label off every article that carries it</source>
        <translation>Das Label von jedem Artikel entfernen, der es trägt</translation>
    </message>
    <message>
        <source>&amp;Label…</source>
        <translation>&amp;Label…</translation>
    </message>
    <message>
        <source>La&amp;bels</source>
        <translation>La&amp;bels</translation>
    </message>
    <message>
        <source>Rename Label</source>
        <translation>Label umbenennen</translation>
    </message>
    <message>
        <source>New name of the label &quot;%1&quot;:</source>
        <translation>Neuer Name des Labels „%1“:</translation>
    </message>
    <message>
        <source>updated: %1</source>
        <translation>aktualisiert: %1</translation>
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
    <name>kindred::ReaderPane</name>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>No article matches the search or filter.</source>
        <translation>Kein Artikel passt zur Suche oder zum Filter.</translation>
    </message>
    <message>
        <source>This feed has no articles yet.</source>
        <translation>Dieser Feed hat noch keine Artikel.</translation>
    </message>
    <message>
        <source>Mark as Unread</source>
        <translation>Als ungelesen markieren</translation>
    </message>
    <message>
        <source>Mark as Read</source>
        <translation>Als gelesen markieren</translation>
    </message>
    <message>
        <source>Remove Star</source>
        <translation>Stern entfernen</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Mit Stern markieren</translation>
    </message>
    <message>
        <source>Mark Group Read</source>
        <translation>Gruppe als gelesen markieren</translation>
    </message>
    <message>
        <source>Inspect Copies…</source>
        <translation>Kopien untersuchen …</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message numerus="yes">
        <source>The server is away: %n mark(s) wait and are written when it is back.</source>
        <translation>
            <numerusform>Der Server ist nicht erreichbar: %n Markierung wartet und wird gespeichert, sobald er wieder erreichbar ist.</numerusform>
            <numerusform>Der Server ist nicht erreichbar: %n Markierungen warten und werden gespeichert, sobald er wieder erreichbar ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server is back: your marks are stored.</source>
        <translation>Der Server ist wieder erreichbar: Ihre Markierungen sind gespeichert.</translation>
    </message>
    <message>
        <source>The feeds of this folder have no articles yet.</source>
        <translation>Die Feeds dieses Ordners haben noch keine Artikel.</translation>
    </message>
    <message>
        <source>Link copied as Markdown.</source>
        <translation>Link als Markdown kopiert.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Link kopiert.</translation>
    </message>
    <message>
        <source>Send To</source>
        <translation>Senden an</translation>
    </message>
    <message>
        <source>Copy Link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copy Link as Markdown</source>
        <translation>Link als Markdown kopieren</translation>
    </message>
    <message>
        <source>E-mail Link…</source>
        <translation>Link per E-Mail senden…</translation>
    </message>
    <message>
        <source>No article carries this label now.</source>
        <translation>Kein Artikel trägt dieses Label zurzeit.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Give the article the label:</source>
        <translation>Dem Artikel dieses Label geben:</translation>
    </message>
    <message>
        <source>New Label…</source>
        <translation>Neues Label…</translation>
    </message>
</context>
<context>
    <name>kindred::ReadingActions</name>
    <message>
        <source>Could not store the read state.</source>
        <translation>Der Lesestatus konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not store the star.</source>
        <translation>Der Stern konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not mark the articles read.</source>
        <translation>Die Artikel konnten nicht als gelesen markiert werden.</translation>
    </message>
    <message>
        <source>Could not store the label.</source>
        <translation>Das Label konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not change the label.</source>
        <translation>Das Label konnte nicht geändert werden.</translation>
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
    <name>kindred::RegroupStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop regrouping; the groups stay as they were</source>
        <translation>Neugruppierung abbrechen; die Gruppen bleiben, wie sie waren</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
    <message>
        <source>Regrouping with the new settings…</source>
        <translation>Gruppiere mit den neuen Einstellungen neu…</translation>
    </message>
    <message>
        <source>Fingerprinting the feed&apos;s articles again…</source>
        <translation>Berechne die Fingerabdrücke der Artikel des Feeds neu…</translation>
    </message>
    <message>
        <source>Regrouping cancelled: the groups and the detection settings are as they were.</source>
        <translation>Neugruppierung abgebrochen: Die Gruppen und die Erkennungseinstellungen sind unverändert.</translation>
    </message>
    <message>
        <source>Regrouping failed, the groups and the detection settings are as they were: %1</source>
        <translation>Neugruppierung fehlgeschlagen, die Gruppen und die Erkennungseinstellungen sind unverändert: %1</translation>
    </message>
    <message>
        <source>Regrouped %1 articles: %2 duplicate groups, %3 breaking events; %4 articles changed group.</source>
        <translation>%1 Artikel neu gruppiert: %2 Duplikatgruppen, %3 Eilmeldungen; %4 Artikel haben die Gruppe gewechselt.</translation>
    </message>
    <message>
        <source>Fingerprinting stored articles for this version of Kindred…</source>
        <translation>Fingerabdrücke der gespeicherten Artikel für diese Kindred-Version werden neu berechnet…</translation>
    </message>
</context>
<context>
    <name>kindred::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;New Rule</source>
        <translation>&amp;Neue Regel</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Rule name</source>
        <translation>Name der Regel</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>all of these hold</source>
        <translation>alle diese zutreffen</translation>
    </message>
    <message>
        <source>any of these holds</source>
        <translation>eine davon zutrifft</translation>
    </message>
    <message>
        <source>Conditions to hold</source>
        <translation>Welche Bedingungen zutreffen müssen</translation>
    </message>
    <message>
        <source>Add &amp;Condition</source>
        <translation>&amp;Bedingung hinzufügen</translation>
    </message>
    <message>
        <source>Mark &amp;read</source>
        <translation>Als &amp;gelesen markieren</translation>
    </message>
    <message>
        <source>&amp;Hide (mute the story and its copies)</source>
        <translation>&amp;Ausblenden (Meldung und ihre Kopien stummschalten)</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>Mit &amp;Stern markieren</translation>
    </message>
    <message>
        <source>&amp;Notify</source>
        <translation>Be&amp;nachrichtigen</translation>
    </message>
    <message>
        <source>Articles the rule matches</source>
        <translation>Artikel, auf die die Regel zutrifft</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Wenn:</translation>
    </message>
    <message>
        <source>Then:</source>
        <translation>Dann:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <source>Sa&amp;ve Rule</source>
        <translation>Regel &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Apply to the Live Window</source>
        <translation>Auf das &amp;Live-Fenster anwenden</translation>
    </message>
    <message>
        <source>Run the saved rules on the articles already stored; new ones are judged as they arrive</source>
        <translation>Die gespeicherten Regeln auf die bereits gespeicherten Artikel anwenden; neue werden beim Eintreffen geprüft</translation>
    </message>
    <message>
        <source>%1 (off)</source>
        <translation>%1 (aus)</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Wo gesucht wird</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Title or text</source>
        <translation>Titel oder Text</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>How to match</source>
        <translation>Wie verglichen wird</translation>
    </message>
    <message>
        <source>has the words</source>
        <translation>enthält die Wörter</translation>
    </message>
    <message>
        <source>has the phrase</source>
        <translation>enthält die Wortfolge</translation>
    </message>
    <message>
        <source>matches the expression</source>
        <translation>passt auf den Ausdruck</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>Wonach gesucht wird</translation>
    </message>
    <message>
        <source>words, a phrase or a regular expression</source>
        <translation>Wörter, eine Wortfolge oder ein regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Diese Bedingung entfernen</translation>
    </message>
    <message>
        <source>Remove condition</source>
        <translation>Bedingung entfernen</translation>
    </message>
    <message>
        <source>Not ready to save: %1.</source>
        <translation>Noch nicht speicherbar: %1.</translation>
    </message>
    <message>
        <source>Say what to look for, and the articles it finds show here.</source>
        <translation>Geben Sie an, wonach gesucht wird; die gefundenen Artikel erscheinen hier.</translation>
    </message>
    <message>
        <source>No article of the live window matches.</source>
        <translation>Kein Artikel im Live-Fenster trifft zu.</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) of the live window match (and their copies).</source>
        <translation>
            <numerusform>%n Artikel im Live-Fenster trifft zu (und seine Kopien).</numerusform>
            <numerusform>%n Artikel im Live-Fenster treffen zu (und ihre Kopien).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>Nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>New rule</source>
        <translation>Neue Regel</translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Add &amp;label:</source>
        <translation>&amp;Label vergeben:</translation>
    </message>
    <message>
        <source>Label the rule gives</source>
        <translation>Label, das die Regel vergibt</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Label</translation>
    </message>
</context>
<context>
    <name>kindred::ServerStatusLabel</name>
    <message>
        <source>Server unreachable, reconnecting…</source>
        <translation>Server nicht erreichbar, verbinde neu…</translation>
    </message>
    <message>
        <source>Server unreachable, retrying</source>
        <translation>Server nicht erreichbar, neuer Versuch folgt</translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable, retrying in %n s</source>
        <translation>
            <numerusform>Server nicht erreichbar, neuer Versuch in %n s</numerusform>
            <numerusform>Server nicht erreichbar, neuer Versuch in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::Session</name>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>you read this store and keep your own marks; subscribing, refreshing and regrouping are for its members (kindred-cli team init --member)</source>
        <translation>Sie lesen diese Datenbank und setzen Ihre eigenen Markierungen; Abonnieren, Aktualisieren und Neugruppieren sind ihren Mitgliedern vorbehalten (kindred-cli team init --member)</translation>
    </message>
</context>
<context>
    <name>kindred::SettingsDialog</name>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Detection</source>
        <translation>Erkennung</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> Bits</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Two articles whose fingerprints differ in at most this many bits are copies</source>
        <translation>Zwei Artikel, deren Fingerabdrücke sich in höchstens so vielen Bits unterscheiden, sind Kopien</translation>
    </message>
    <message>
        <source>Articles older than this are compared with nothing new</source>
        <translation>Ältere Artikel werden mit nichts Neuem mehr verglichen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>more than</source>
        <translation>mehr als</translation>
    </message>
    <message>
        <source>articles within</source>
        <translation>Artikel in</translation>
    </message>
    <message>
        <source>from at least</source>
        <translation>aus mindestens</translation>
    </message>
    <message>
        <source>sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Duplicate radius:</source>
        <translation>Duplikatradius:</translation>
    </message>
    <message>
        <source>Similar stories:</source>
        <translation>Ähnliche Meldungen:</translation>
    </message>
    <message>
        <source>Breaking event:</source>
        <translation>Eilmeldung:</translation>
    </message>
    <message>
        <source>Live window:</source>
        <translation>Aktives Zeitfenster:</translation>
    </message>
    <message>
        <source>Distance to the nearest other article</source>
        <translation>Abstand zum nächsten anderen Artikel</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Drag a line (or focus the chart and use the arrow keys) to move a threshold</source>
        <translation>Ziehen Sie eine Linie (oder fokussieren Sie das Diagramm und nutzen Sie die Pfeiltasten), um eine Schwelle zu verschieben</translation>
    </message>
    <message>
        <source>Show one row per story, its copies folded under it</source>
        <translation>Eine Zeile pro Geschichte, ihre Kopien darunter eingeklappt</translation>
    </message>
    <message>
        <source>Reading one copy marks the other copies read</source>
        <translation>Das Lesen einer Kopie markiert die anderen Kopien als gelesen</translation>
    </message>
    <message>
        <source>Notify me when a breaking event starts</source>
        <translation>Benachrichtigen, wenn eine Eilmeldung beginnt</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>An item with fewer words is a teaser: Kindred fetches its page for the full text</source>
        <translation>Ein Eintrag mit weniger Wörtern ist ein Anreißer: Kindred holt seine Seite für den vollen Text</translation>
    </message>
    <message>
        <source>Refresh feeds every:</source>
        <translation>Feeds aktualisieren alle:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>The similar band starts at %1 bits but ends at %2: its start cannot be above its end.</source>
        <translation>Der Ähnlichkeitsbereich beginnt bei %1 Bits, endet aber bei %2: Der Anfang darf nicht über dem Ende liegen.</translation>
    </message>
    <message>
        <source>The similar band must start above the duplicate radius (%1 bits): closer articles are copies.</source>
        <translation>Der Ähnlichkeitsbereich muss über dem Duplikatradius (%1 Bits) beginnen: Nähere Artikel sind Kopien.</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>With these values</source>
        <translation>Mit diesen Werten</translation>
    </message>
    <message>
        <source>Duplicate groups</source>
        <translation>Duplikatgruppen</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Similar pairs</source>
        <translation>Ähnliche Paare</translation>
    </message>
    <message>
        <source>Breaking events</source>
        <translation>Eilmeldungen</translation>
    </message>
    <message>
        <source>%1 articles of the live window, judged in %2 ms.</source>
        <translation>%1 Artikel des aktiven Zeitfensters, beurteilt in %2 ms.</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>Kopien ≤ %1</translation>
    </message>
    <message>
        <source>similar ≤ %1</source>
        <translation>ähnlich ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>ähnlich %1–%2</translation>
    </message>
    <message>
        <source>Full text, when the page was extracted</source>
        <translation>Volltext, wenn die Seite extrahiert wurde</translation>
    </message>
    <message>
        <source>Title and summary only</source>
        <translation>Nur Titel und Zusammenfassung</translation>
    </message>
    <message>
        <source>What an article&apos;s fingerprint is made from</source>
        <translation>Woraus der Fingerabdruck eines Artikels gebildet wird</translation>
    </message>
    <message>
        <source>Fingerprint from:</source>
        <translation>Fingerabdruck aus:</translation>
    </message>
    <message>
        <source>Start on unread articles only</source>
        <translation>Beim Start nur ungelesene Artikel zeigen</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Article font:</source>
        <translation>Artikelschrift:</translation>
    </message>
    <message>
        <source>For teasers (automatic)</source>
        <translation>Bei Anreißern (automatisch)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A feed or page that takes longer to arrive fails, and is tried again later</source>
        <translation>Ein Feed oder eine Seite, die länger braucht, gilt als fehlgeschlagen und wird später erneut versucht</translation>
    </message>
    <message>
        <source>The system&apos;s settings</source>
        <translation>Systemeinstellungen</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Kein Proxy</translation>
    </message>
    <message>
        <source>This HTTP proxy:</source>
        <translation>Dieser HTTP-Proxy:</translation>
    </message>
    <message>
        <source>proxy.example.org</source>
        <translation>proxy.example.org</translation>
    </message>
    <message>
        <source>Fetch the article page:</source>
        <translation>Artikelseite abrufen:</translation>
    </message>
    <message>
        <source>A teaser has fewer than:</source>
        <translation>Ein Anreißer hat weniger als:</translation>
    </message>
    <message>
        <source>Give up a fetch after:</source>
        <translation>Abruf abbrechen nach:</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>Proxy:</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <source>A manual proxy needs its host name.</source>
        <translation>Ein manueller Proxy braucht einen Hostnamen.</translation>
    </message>
    <message>
        <source>Applying regroups the stored articles of the live window in the background (a new fingerprint source fingerprints them again first).</source>
        <translation>Beim Übernehmen werden die gespeicherten Artikel des aktiven Zeitfensters im Hintergrund neu gruppiert (bei einer neuen Grundlage für den Fingerabdruck werden zuvor ihre Fingerabdrücke neu berechnet).</translation>
    </message>
    <message>
        <source>Startup</source>
        <translation>Programmstart</translation>
    </message>
    <message>
        <source>Start Kindred when I log in</source>
        <translation>Kindred bei der Anmeldung starten</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Minimiert im Infobereich starten</translation>
    </message>
    <message>
        <source>Kindred keeps refreshing in the tray; its icon brings the window back. Without a tray Kindred starts minimised.</source>
        <translation>Kindred aktualisiert im Infobereich weiter; sein Symbol holt das Fenster zurück. Ohne Infobereich startet Kindred minimiert.</translation>
    </message>
    <message>
        <source>Start at Login</source>
        <translation>Start bei der Anmeldung</translation>
    </message>
    <message>
        <source>Kindred could not change its autostart entry: %1</source>
        <translation>Kindred konnte seinen Autostart-Eintrag nicht ändern: %1</translation>
    </message>
    <message>
        <source>Show the images of articles (from their own site, when opened)</source>
        <translation>Bilder der Artikel zeigen (von ihrer eigenen Website, beim Öffnen)</translation>
    </message>
    <message>
        <source>Off, no page loads anything from the web. A feed&apos;s properties may say otherwise.</source>
        <translation>Aus: keine Seite lädt etwas aus dem Netz. Die Eigenschaften eines Feeds können es anders festlegen.</translation>
    </message>
</context>
<context>
    <name>kindred::SimilarStoriesModel</name>
    <message>
        <source>text</source>
        <comment>similar story found by its words only</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>%1
%2 · %3
Fingerprints %4 bits apart; score %5</source>
        <translation>%1
%2 · %3
Fingerabdrücke %4 Bits auseinander; Bewertung %5</translation>
    </message>
    <message>
        <source>%1
%2 · %3
Found by its words (the fingerprints are further apart); score %4</source>
        <translation>%1
%2 · %3
Über die Wörter gefunden (die Fingerabdrücke liegen weiter auseinander); Bewertung %4</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %3, %n more copies</source>
        <translation>
            <numerusform>%1, %2, %3, %n weitere Kopie</numerusform>
            <numerusform>%1, %2, %3, %n weitere Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · +%3</source>
        <comment>source, date, number of copies of the story</comment>
        <translation>%1 · %2 · +%3</translation>
    </message>
</context>
<context>
    <name>kindred::SimilarStoriesPanel</name>
    <message>
        <source>Similar stories</source>
        <translation>Ähnliche Meldungen</translation>
    </message>
    <message>
        <source>Looking for similar stories…</source>
        <translation>Suche ähnliche Meldungen …</translation>
    </message>
    <message numerus="yes">
        <source>No similar stories within %n days (copies are listed with the article).</source>
        <translation>
            <numerusform>Keine ähnlichen Meldungen innerhalb von %n Tag (Kopien stehen beim Artikel).</numerusform>
            <numerusform>Keine ähnlichen Meldungen innerhalb von %n Tagen (Kopien stehen beim Artikel).</numerusform>
        </translation>
    </message>
    <message>
        <source>Close in fingerprint (bits apart) or in words (“text”); copies are not repeated.</source>
        <translation>Ähnlicher Fingerabdruck (Bit-Abstand) oder ähnliche Wörter („Text“); Kopien werden nicht wiederholt.</translation>
    </message>
    <message>
        <source>Open an article to see stories similar to it.</source>
        <translation>Öffnen Sie einen Artikel, um ähnliche Meldungen zu sehen.</translation>
    </message>
</context>
<context>
    <name>kindred::StatisticsView</name>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Hamming distance to the nearest earlier article</source>
        <translation>Hamming-Abstand zum nächsten früheren Artikel</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Articles and copies per hour</source>
        <translation>Artikel und Kopien pro Stunde</translation>
    </message>
    <message>
        <source>Hour of the day</source>
        <translation>Tageszeit</translation>
    </message>
    <message>
        <source>Top sources: articles, copies and their share</source>
        <translation>Größte Quellen: Artikel, Kopien und ihr Anteil</translation>
    </message>
    <message>
        <source>Distance to the nearest earlier article</source>
        <translation>Abstand zum nächsten früheren Artikel</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Zähle…</translation>
    </message>
    <message>
        <source>%1 articles, %2 of them copies (%3%) from %4 sources · %5 to %6 · %7 had no earlier article within %8 bits</source>
        <translation>%1 Artikel, davon %2 Kopien (%3 %) aus %4 Quellen · %5 bis %6 · %7 ohne früheren Artikel innerhalb von %8 Bits</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>Kopien ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>ähnlich %1–%2</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Own reports</source>
        <translation>Eigene Meldungen</translation>
    </message>
    <message>
        <source>%1 (%2% copies)</source>
        <translation>%1 (%2 % Kopien)</translation>
    </message>
    <message>
        <source>%1: %2 articles, %3 of them copies (%4%)</source>
        <translation>%1: %2 Artikel, davon %3 Kopien (%4 %)</translation>
    </message>
</context>
<context>
    <name>kindred::StoreWatcher</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>die Verbindung zum Server ist abgebrochen</translation>
    </message>
</context>
<context>
    <name>kindred::TrayIcon</name>
    <message>
        <source>Show Kindred</source>
        <translation>Kindred anzeigen</translation>
    </message>
    <message>
        <source>Breaking Events</source>
        <translation>Eilmeldungen</translation>
    </message>
    <message>
        <source>Refresh All</source>
        <translation>Alle aktualisieren</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Kindred · %1 unread</source>
        <translation>Kindred · %1 ungelesen</translation>
    </message>
</context>
<context>
    <name>kindred::WordDiffView</name>
    <message>
        <source>Left article, words only in it marked</source>
        <translation>Linker Artikel, nur hier vorkommende Wörter markiert</translation>
    </message>
    <message>
        <source>Right article, words only in it marked</source>
        <translation>Rechter Artikel, nur hier vorkommende Wörter markiert</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>Updating this store for the new version of Kindred: the search index of its %n articles is made again, once (about %1 s).</source>
        <translation>
            <numerusform>Dieser Speicher wird für die neue Version von Kindred aktualisiert: Der Suchindex seines %n Artikels wird einmalig neu erstellt (etwa %1 s).</numerusform>
            <numerusform>Dieser Speicher wird für die neue Version von Kindred aktualisiert: Der Suchindex seiner %n Artikel wird einmalig neu erstellt (etwa %1 s).</numerusform>
        </translation>
    </message>
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
    <message>
        <source>Open &lt;view&gt; at start: %1.</source>
        <translation>&lt;Ansicht&gt; beim Start öffnen: %1.</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Start hidden in the tray (minimised when there is no tray).</source>
        <translation>Verborgen im Infobereich starten (minimiert, wenn es keinen Infobereich gibt).</translation>
    </message>
    <message>
        <source>Feed addresses to subscribe to (http, https, feed: or a file).</source>
        <translation>Adressen von Feeds, die abonniert werden sollen (http, https, feed: oder eine Datei).</translation>
    </message>
</context>
</TS>
