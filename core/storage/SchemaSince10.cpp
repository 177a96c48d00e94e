#include "storage/FingerprintArchive.h"
#include "storage/SchemaSteps.h"
#include "storage/SearchTokenizer.h"

namespace kindred::schema {

namespace {

// The row-level security of a table of each person's own rows (PostgreSQL): one sees and
// changes only the rows under one's name.
QStringList perPerson(const QString &table)
{
    return {
        QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table),
        QStringLiteral("CREATE POLICY %1_own ON %1 USING (person = current_user)"
                       " WITH CHECK (person = current_user)")
            .arg(table),
    };
}

// A table of a person's rows, whose `person` column defaults to %1: named by '' in SQLite, by the
// role connected in PostgreSQL.
Ddl sqliteTable(const QString &sql)
{
    return sqliteOnly(sql.arg(QStringLiteral("''")));
}

Ddl postgresTable(const QString &sql)
{
    return postgresOnly(postgresTypes(sql.arg(QStringLiteral("current_user"))));
}

// What makes a person keep an article from pruning, as 0 or 1, for the marks row `row` ("new",
// "o."...; empty: the statement's own rows): a star, and since version 18 a label too.
QString kept(const QString &row, bool labels, bool postgres)
{
    if (!labels)
        return row + QStringLiteral("starred");
    return QStringLiteral("(%1starred <> 0 OR %1labels <> '')%2")
        .arg(row, postgres ? QStringLiteral("::int") : QString());
}

// The counters a person's marks keep: their read count per feed (feed_reads) and everyone's keeps
// per article (articles.stars, what pruning spares). SQLite's triggers, row by row.
QList<Ddl> sqliteMarksTriggers(bool labels)
{
    const QString updated
        = labels ? QStringLiteral("read, starred, labels") : QStringLiteral("read, starred");
    const QString keptNew = kept(QStringLiteral("new."), labels, false);
    const QString keptOld = kept(QStringLiteral("old."), labels, false);
    return {
        sqliteOnly(QStringLiteral(
            "CREATE TRIGGER marks_insert AFTER INSERT ON marks BEGIN"
            " INSERT INTO feed_reads (feed_id, person, read_count) VALUES (new.feed_id, new.person, new.read)"
            " ON CONFLICT (feed_id, person) DO UPDATE SET read_count = read_count + excluded.read_count;"
            " UPDATE articles SET stars = stars + %1 WHERE id = new.article_id AND %1 <> 0;"
            " END")
                       .arg(keptNew)),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER marks_update AFTER UPDATE OF %3 ON marks BEGIN"
                           " UPDATE feed_reads SET read_count = read_count + new.read - old.read"
                           " WHERE feed_id = new.feed_id AND person = new.person AND new.read <> old.read;"
                           " UPDATE articles SET stars = stars + %1 - %2"
                           " WHERE id = new.article_id AND %1 <> %2; END")
                .arg(keptNew, keptOld, updated)),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER marks_delete AFTER DELETE ON marks BEGIN"
                           " UPDATE feed_reads SET read_count = read_count - old.read"
                           " WHERE feed_id = old.feed_id AND person = old.person AND old.read <> 0;"
                           " UPDATE articles SET stars = stars - %1 WHERE id = old.article_id AND %1 <> 0;"
                           " END")
                .arg(keptOld)),
    };
}

// The same counters in PostgreSQL, a statement's rows at once: marking a feed read updates each
// counter once. Run as the schema's owner, so that one person's keep counts for everyone.
QString postgresMarksFunction(bool labels)
{
    const QString keptRow = kept(QString(), labels, true);
    const QString keptNew = kept(QStringLiteral("w."), labels, true);
    const QString keptOld = kept(QStringLiteral("o."), labels, true);
    return QStringLiteral(
        "CREATE OR REPLACE FUNCTION marks_count_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER"
        " SET search_path FROM CURRENT AS $$ BEGIN"
        " IF TG_OP = 'INSERT' THEN"
        "  INSERT INTO feed_reads AS r (feed_id, person, read_count)"
        "  SELECT feed_id, person, SUM(read) FROM new_marks GROUP BY feed_id, person"
        "  ON CONFLICT (feed_id, person) DO UPDATE SET read_count = r.read_count + excluded.read_count;"
        "  UPDATE articles a SET stars = a.stars + n.stars FROM (SELECT article_id, SUM(%1) AS stars"
        "  FROM new_marks GROUP BY article_id) n WHERE a.id = n.article_id AND n.stars <> 0;"
        " ELSIF TG_OP = 'DELETE' THEN"
        "  UPDATE feed_reads r SET read_count = r.read_count - n.reads FROM (SELECT feed_id, person,"
        "  SUM(read) AS reads FROM old_marks GROUP BY feed_id, person) n"
        "  WHERE r.feed_id = n.feed_id AND r.person = n.person AND n.reads <> 0;"
        "  UPDATE articles a SET stars = a.stars - n.stars FROM (SELECT article_id, SUM(%1) AS stars"
        "  FROM old_marks GROUP BY article_id) n WHERE a.id = n.article_id AND n.stars <> 0;"
        " ELSE"
        "  UPDATE feed_reads r SET read_count = r.read_count + n.reads FROM (SELECT w.feed_id, w.person,"
        "  SUM(w.read - o.read) AS reads FROM new_marks w JOIN old_marks o USING (article_id, person)"
        "  GROUP BY w.feed_id, w.person) n"
        "  WHERE r.feed_id = n.feed_id AND r.person = n.person AND n.reads <> 0;"
        "  UPDATE articles a SET stars = a.stars + n.stars FROM (SELECT w.article_id,"
        "  SUM(%2 - %3) AS stars FROM new_marks w JOIN old_marks o USING (article_id, person)"
        "  GROUP BY w.article_id) n WHERE a.id = n.article_id AND n.stars <> 0;"
        " END IF; RETURN NULL; END $$")
        .arg(keptRow, keptNew, keptOld);
}

} // namespace

// Version 10: marks are each person's own. Read and starred marks move from the articles to
// `marks`, a seen event to `events_seen`, each row under the name of the person it belongs to
// (PostgreSQL: the role connected, current_user; SQLite: '', its one person), and a feed's read
// count per person to `feed_reads` (the feed list at start-up counts no rows). On PostgreSQL the
// server enforces it: row-level security shows and lets change only one's own rows, whatever
// SQL a client sends. Counters are kept by triggers; PostgreSQL's run as the schema's owner
// (SECURITY DEFINER), so that a person's star still counts for `articles.stars` (an article
// someone starred is never pruned) and an article deleted by anyone updates every person's
// count. Articles, groups, stories and events stay shared.
Step version10()
{
    const QString marks
        = QStringLiteral("CREATE TABLE marks ("
                         " article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,"
                         " person TEXT NOT NULL DEFAULT %1,"
                         " feed_id INTEGER NOT NULL,"
                         " read INTEGER NOT NULL DEFAULT 0,"
                         " starred INTEGER NOT NULL DEFAULT 0,"
                         " PRIMARY KEY (article_id, person))");
    const QString feedReads
        = QStringLiteral("CREATE TABLE feed_reads ("
                         " feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,"
                         " person TEXT NOT NULL DEFAULT %1,"
                         " read_count INTEGER NOT NULL DEFAULT 0,"
                         " PRIMARY KEY (feed_id, person))");
    const QString eventsSeen
        = QStringLiteral("CREATE TABLE events_seen ("
                         " event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                         " person TEXT NOT NULL DEFAULT %1,"
                         " PRIMARY KEY (event_id, person))");
    Step step {
        // The old counters and partial indexes read the columns that go.
        sqliteOnly(QStringLiteral("DROP TRIGGER feeds_count_insert")),
        sqliteOnly(QStringLiteral("DROP TRIGGER feeds_count_delete")),
        sqliteOnly(QStringLiteral("DROP TRIGGER feeds_count_update")),
        postgresOnly(QStringLiteral("DROP TRIGGER feeds_count_update ON articles")),
        QStringLiteral("DROP INDEX articles_unread"),
        QStringLiteral("DROP INDEX articles_unread_groups"),
        QStringLiteral("DROP INDEX articles_starred"),

        sqliteTable(marks),
        postgresTable(marks),
        QStringLiteral("CREATE INDEX marks_starred ON marks(person, article_id) WHERE starred = 1"),
        sqliteTable(feedReads),
        postgresTable(feedReads),
        sqliteTable(eventsSeen),
        postgresTable(eventsSeen),
        // The marks so far are those of the one person who had the store.
        QStringLiteral("INSERT INTO marks (article_id, feed_id, read, starred)"
                       " SELECT id, feed_id, read, starred FROM articles WHERE read <> 0 OR starred <> 0"),
        QStringLiteral("INSERT INTO feed_reads (feed_id, read_count)"
                       " SELECT feed_id, SUM(read) FROM marks GROUP BY feed_id"),
        QStringLiteral("INSERT INTO events_seen (event_id) SELECT id FROM events WHERE seen <> 0"),
        QStringLiteral("ALTER TABLE articles DROP COLUMN read"),
        QStringLiteral("ALTER TABLE articles RENAME COLUMN starred TO stars"),
        QStringLiteral("ALTER TABLE feeds DROP COLUMN unread_count"),
        QStringLiteral("ALTER TABLE events DROP COLUMN seen"),

        // A feed's article count, without the unread count that moved to feed_reads.
        sqliteOnly(QStringLiteral(
            "CREATE TRIGGER feeds_count_insert AFTER INSERT ON articles BEGIN"
            " UPDATE feeds SET article_count = article_count + 1 WHERE id = new.feed_id; END")),
        sqliteOnly(QStringLiteral(
            "CREATE TRIGGER feeds_count_delete AFTER DELETE ON articles BEGIN"
            " UPDATE feeds SET article_count = article_count - 1 WHERE id = old.feed_id; END")),
        postgresOnly(QStringLiteral(
            "CREATE OR REPLACE FUNCTION feeds_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$"
            " DECLARE direction int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END; BEGIN"
            " UPDATE feeds f SET article_count = f.article_count + direction * n.articles"
            " FROM (SELECT feed_id, COUNT(*) AS articles FROM changed_rows GROUP BY feed_id) n"
            " WHERE f.id = n.feed_id; RETURN NULL; END $$")),
        postgresOnly(QStringLiteral("DROP FUNCTION feeds_count_update()")),

        // Each person's read count per feed and everyone's stars per article.
        postgresOnly(postgresMarksFunction(false)),
        postgresOnly(QStringLiteral("CREATE TRIGGER marks_count_insert AFTER INSERT ON marks"
                                    " REFERENCING NEW TABLE AS new_marks"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION marks_count_rows()")),
        postgresOnly(QStringLiteral("CREATE TRIGGER marks_count_update AFTER UPDATE ON marks"
                                    " REFERENCING OLD TABLE AS old_marks NEW TABLE AS new_marks"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION marks_count_rows()")),
        postgresOnly(QStringLiteral("CREATE TRIGGER marks_count_delete AFTER DELETE ON marks"
                                    " REFERENCING OLD TABLE AS old_marks"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION marks_count_rows()")),
    };
    step.append(sqliteMarksTriggers(false));
    for (const QString &table :
        {QStringLiteral("marks"), QStringLiteral("feed_reads"), QStringLiteral("events_seen")}) {
        for (const QString &sql : perPerson(table))
            step.append(postgresOnly(sql));
    }
    return step;
}

// Version 11: a group's articles by feed, with their ids: the collapsed unread counts read the
// unread copies from the index alone (bench open --n 1000000 on PostgreSQL: the window's feed list
// counted them from the table's rows). It replaces the index of group ids, whose lookups it serves.
Step version11()
{
    return {
        QStringLiteral("DROP INDEX articles_by_group"),
        QStringLiteral("CREATE INDEX articles_by_group ON articles(group_id, feed_id, id)"),
    };
}

// Version 12: the document frequencies a store's fingerprints weigh words by, beside the counts
// (LearnedWeights): they change in steps of the store's document count, so where a run or a kill
// cut the stream does not change a fingerprint.
Step version12()
{
    return {
        QStringLiteral("ALTER TABLE document_frequencies ADD COLUMN weights BLOB"),
    };
}

// Version 13: the claims of crawler workers on feeds (kindred-cli serve, FeedClaims): who fetches
// a feed now, until when the claim holds without being renewed, and whether the fetch is still
// under way (it counts towards its host's limit) or its result is being stored.
Step version13()
{
    return {
        QStringLiteral("CREATE TABLE feed_claims ("
                       " feed_id INTEGER PRIMARY KEY REFERENCES feeds(id) ON DELETE CASCADE,"
                       " worker TEXT NOT NULL,"
                       " host TEXT NOT NULL,"
                       " fetching INTEGER NOT NULL DEFAULT 1,"
                       " lease_until INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX feed_claims_worker ON feed_claims(worker)"),
    };
}

// Version 14: the archive's near-duplicate lookup in PostgreSQL (FingerprintArchive): one index
// per 16-bit block of the fingerprint, Manku's four permuted tables kept by the server. SQLite
// (one person's store) reads the fingerprints instead.
Step version14()
{
    Step step;
    for (const QString &statement : FingerprintArchive::blockIndexes(QStringLiteral("articles")))
        step.append(postgresOnly(statement));
    return step;
}

// Version 15: the feeds that waited longest first, as crawler workers look for due feeds
// (FeedClaims::claimDue): without it every claim sorted all feeds (1.25 ms a claim at 2,000 feeds,
// inside the claimers' lock).
Step version15()
{
    return {
        QStringLiteral("CREATE INDEX feeds_by_wait ON feeds((COALESCE(last_fetch, 0)), id)"),
    };
}

// Version 16: each person's rules (news/Rule.h), how far they were applied, and a mark that hides
// an article a rule muted. A rule's conditions and actions are one JSON text (its definition).
Step version16()
{
    const QString rules = QStringLiteral("CREATE TABLE rules ("
                                         " person TEXT NOT NULL DEFAULT %1,"
                                         " name TEXT NOT NULL,"
                                         " position INTEGER NOT NULL DEFAULT 0,"
                                         " enabled INTEGER NOT NULL DEFAULT 1,"
                                         " definition TEXT NOT NULL,"
                                         " PRIMARY KEY (person, name))");
    const QString progress = QStringLiteral("CREATE TABLE rule_progress ("
                                            " person TEXT NOT NULL DEFAULT %1 PRIMARY KEY,"
                                            " applied_up_to INTEGER NOT NULL DEFAULT 0)");
    Step step {
        sqliteTable(rules),
        postgresTable(rules),
        sqliteTable(progress),
        postgresTable(progress),
        QStringLiteral("ALTER TABLE marks ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0"),
    };
    for (const QString &table : {QStringLiteral("rules"), QStringLiteral("rule_progress")}) {
        for (const QString &sql : perPerson(table))
            step.append(postgresOnly(sql));
    }
    return step;
}

// Version 17: the files an item carries (a podcast's episode; feed/Feed.h FeedEnclosure), as the
// JSON array kindred-cli parse prints; '' when none.
Step version17()
{
    return {QStringLiteral("ALTER TABLE articles ADD COLUMN enclosures TEXT NOT NULL DEFAULT ''")};
}

// Version 18: a person's labels on an article (ReadStateStore::setLabels), newline-separated in
// their marks row; a labelled article is kept from pruning as a starred one is.
Step version18()
{
    Step step {
        QStringLiteral("ALTER TABLE marks ADD COLUMN labels TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX marks_labelled ON marks(person, article_id) WHERE labels <> ''"),
        sqliteOnly(QStringLiteral("DROP TRIGGER marks_insert")),
        sqliteOnly(QStringLiteral("DROP TRIGGER marks_update")),
        sqliteOnly(QStringLiteral("DROP TRIGGER marks_delete")),
        postgresOnly(postgresMarksFunction(true)),
    };
    step.append(sqliteMarksTriggers(true));
    return step;
}

// Version 19: a feed's item that comes back changed (a new headline or text under its guid or link)
// is the same article in a new version: `version` counts them, `content_hash` is what the feed
// last sent (its title and text, news/ArticleUpdates.h; 0 when stored before this version),
// `updated` when it last changed. The versions it replaced stay in `article_versions` (a few, with
// the time each was replaced); `marks.seen_version` is the version a person last opened, so the
// page can show what changed since. And `feeds.attribute`, the kind of outlet a reader says a feed is, and
// `feeds.show_images`, whether its articles' pages show their images.
Step version19()
{
    return {
        QStringLiteral("ALTER TABLE articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1"),
        QStringLiteral("ALTER TABLE articles ADD COLUMN content_hash BIGINT NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE articles ADD COLUMN updated BIGINT"),
        QStringLiteral("CREATE TABLE article_versions ("
                       " article_id BIGINT NOT NULL REFERENCES articles(id) ON DELETE CASCADE,"
                       " version INTEGER NOT NULL,"
                       " title TEXT NOT NULL,"
                       " summary TEXT NOT NULL,"
                       " body TEXT NOT NULL,"
                       " replaced BIGINT NOT NULL,"
                       " PRIMARY KEY (article_id, version))"),
        QStringLiteral("ALTER TABLE marks ADD COLUMN seen_version INTEGER NOT NULL DEFAULT 0"),
        // What kind of outlet a feed is, in the reader's words ("wire", a region): groups the
        // coverage of an event (news/EventCoverage.h) before its folder does.
        QStringLiteral("ALTER TABLE feeds ADD COLUMN attribute TEXT NOT NULL DEFAULT ''"),
        // Whether its articles' pages show their images: -1 as the settings say, 0 never, 1 always.
        QStringLiteral("ALTER TABLE feeds ADD COLUMN show_images INTEGER NOT NULL DEFAULT -1"),
    };
}

// Version 20: a generation of the duplicate index, counted up by the changes an ingest does not
// make itself (news/LiveIndex.h): an article deleted, its fingerprint changed, its group changed (a
// reader's "not a copy", a regroup), a group's primary changed or the group gone. An ingest keeps
// the live window's index between runs while the generation stays; new articles it reads by id.
// The change that every ingest makes, a group given to its primary when its first copy comes, does
// not count. PostgreSQL counts once per transaction (a regroup changes 10^5 rows; one row updated
// that often in one transaction would grow a long chain of versions) and as the schema's owner, so
// that a reader's correction counts too.
Step version20()
{
    const QString bump = QStringLiteral("UPDATE index_changes SET generation = generation + 1;");
    Step step {
        QStringLiteral("CREATE TABLE index_changes (generation INTEGER NOT NULL)"),
        QStringLiteral("INSERT INTO index_changes (generation) VALUES (0)"),
        sqliteOnly(QStringLiteral("CREATE TRIGGER index_changes_article_delete AFTER DELETE ON articles"
                                  " BEGIN %1 END")
                       .arg(bump)),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER index_changes_fingerprint AFTER UPDATE OF simhash ON articles"
                           " WHEN OLD.simhash IS NOT NEW.simhash BEGIN %1 END")
                .arg(bump)),
        sqliteOnly(QStringLiteral("CREATE TRIGGER index_changes_group AFTER UPDATE OF group_id ON articles"
                                  " WHEN OLD.group_id IS NOT NEW.group_id AND NOT (OLD.group_id IS NULL"
                                  " AND EXISTS (SELECT 1 FROM duplicate_groups g"
                                  " WHERE g.id = NEW.group_id AND g.primary_id = NEW.id)) BEGIN %1 END")
                       .arg(bump)),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER index_changes_primary AFTER UPDATE OF primary_id"
                           " ON duplicate_groups WHEN OLD.primary_id IS NOT NEW.primary_id BEGIN %1 END")
                .arg(bump)),
        sqliteOnly(QStringLiteral("CREATE TRIGGER index_changes_group_delete AFTER DELETE ON duplicate_groups"
                                  " BEGIN %1 END")
                       .arg(bump)),
        postgresOnly(QStringLiteral(
            "CREATE FUNCTION index_bump() RETURNS void LANGUAGE plpgsql SECURITY DEFINER"
            " SET search_path FROM CURRENT AS $$ BEGIN"
            " IF current_setting('kindred.index_changed', true) IS DISTINCT FROM txid_current()::text THEN"
            "  %1"
            "  PERFORM set_config('kindred.index_changed', txid_current()::text, true);"
            " END IF; END $$")
                         .arg(bump)),
        postgresOnly(QStringLiteral("CREATE FUNCTION index_changed() RETURNS trigger LANGUAGE plpgsql"
                                    " SET search_path FROM CURRENT AS $$ BEGIN"
                                    " PERFORM index_bump(); RETURN NULL; END $$")),
        // A primary given its own group (an ingest, when its first copy comes) is no change.
        postgresOnly(
            QStringLiteral("CREATE FUNCTION index_group_changed() RETURNS trigger LANGUAGE plpgsql"
                           " SET search_path FROM CURRENT AS $$ BEGIN"
                           " IF OLD.group_id IS NULL AND EXISTS (SELECT 1 FROM duplicate_groups g"
                           "  WHERE g.id = NEW.group_id AND g.primary_id = NEW.id) THEN RETURN NULL; END IF;"
                           " PERFORM index_bump(); RETURN NULL; END $$")),
        postgresOnly(QStringLiteral("CREATE TRIGGER index_changes_article_delete AFTER DELETE ON articles"
                                    " FOR EACH ROW EXECUTE FUNCTION index_changed()")),
        postgresOnly(
            QStringLiteral("CREATE TRIGGER index_changes_fingerprint AFTER UPDATE OF simhash ON articles"
                           " FOR EACH ROW WHEN (OLD.simhash IS DISTINCT FROM NEW.simhash)"
                           " EXECUTE FUNCTION index_changed()")),
        postgresOnly(QStringLiteral("CREATE TRIGGER index_changes_group AFTER UPDATE OF group_id ON articles"
                                    " FOR EACH ROW WHEN (OLD.group_id IS DISTINCT FROM NEW.group_id)"
                                    " EXECUTE FUNCTION index_group_changed()")),
        postgresOnly(QStringLiteral("CREATE TRIGGER index_changes_primary AFTER UPDATE OF primary_id"
                                    " ON duplicate_groups FOR EACH ROW"
                                    " WHEN (OLD.primary_id IS DISTINCT FROM NEW.primary_id)"
                                    " EXECUTE FUNCTION index_changed()")),
        postgresOnly(
            QStringLiteral("CREATE TRIGGER index_changes_group_delete AFTER DELETE ON duplicate_groups"
                           " FOR EACH ROW EXECUTE FUNCTION index_changed()")),
    };
    return step;
}

// Version 21: the article pages crawler workers fetch (kindred-cli serve, FeedClaims::takeHostSlots):
// one row for each page fetch under way, so that a host's limit holds over the feed and page
// fetches of the whole fleet; a dead worker's rows stop counting when their lease runs out.
Step version21()
{
    return {
        QStringLiteral("CREATE TABLE host_slots ("
                       " id INTEGER PRIMARY KEY,"
                       " worker TEXT NOT NULL,"
                       " host TEXT NOT NULL,"
                       " lease_until INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX host_slots_by_host ON host_slots(host, lease_until)"),
        QStringLiteral("CREATE INDEX host_slots_by_worker ON host_slots(worker)"),
    };
}

// Version 22: SQLite's search index reads the words outside markup (SearchTokenizer.h): a summary is
// an item's HTML, and its tags, attributes and character references were indexed as words, so "p",
// "https" or "class" found nearly every article, and an ingest of whole articles spent its time
// indexing srcset URLs. The index is made again with the tokenizer and rebuilt from the articles,
// once: 0.5 s for 6,400 whole articles (44 MB of text), 27 s for the 10^6 articles of `kindred-cli
// bench open` (a 1.6 GB store). PostgreSQL's parser already leaves tags and entities out.
Step version22()
{
    return {
        sqliteOnly(QStringLiteral("DROP TABLE articles_fts")),
        sqliteOnly(QStringLiteral("CREATE VIRTUAL TABLE articles_fts USING fts5("
                                  " title, summary, body, content='articles', content_rowid='id',"
                                  " tokenize='%1')")
                       .arg(QLatin1String(kSearchTokenizer))),
        sqliteOnly(QStringLiteral("INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')")),
        sqliteOnly(QStringLiteral("INSERT INTO articles_fts(articles_fts, rank) VALUES ('automerge', 16)")),
    };
}

} // namespace kindred::schema
