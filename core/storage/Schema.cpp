#include "storage/Schema.h"

#include "storage/FingerprintArchive.h"
#include "storage/SchemaSteps.h"

namespace kindred {

namespace schema {

// Version 1: the walking skeleton's tables, already shaped for the news engine
// (folders, per-feed fetch state, duplicate groups, FTS5 search). Dates are UTC milliseconds.
Step version1()
{
    return {
        QStringLiteral("CREATE TABLE folders ("
                       " id INTEGER PRIMARY KEY,"
                       " parent_id INTEGER REFERENCES folders(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE feeds ("
                       " id INTEGER PRIMARY KEY,"
                       " url TEXT NOT NULL UNIQUE,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " site_link TEXT NOT NULL DEFAULT '',"
                       " folder_id INTEGER REFERENCES folders(id) ON DELETE SET NULL,"
                       " title_prefix TEXT NOT NULL DEFAULT '',"
                       " fetch_full_text INTEGER NOT NULL DEFAULT -1,"
                       " refresh_minutes INTEGER NOT NULL DEFAULT 0,"
                       " etag TEXT NOT NULL DEFAULT '',"
                       " last_modified TEXT NOT NULL DEFAULT '',"
                       " last_fetch INTEGER,"
                       " last_success INTEGER,"
                       " last_error TEXT NOT NULL DEFAULT '',"
                       " failures INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE duplicate_groups ("
                       " id INTEGER PRIMARY KEY,"
                       " primary_id INTEGER NOT NULL,"
                       " size INTEGER NOT NULL DEFAULT 1,"
                       " distance_sum INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE articles ("
                       " id INTEGER PRIMARY KEY,"
                       " feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,"
                       " guid TEXT NOT NULL,"
                       " url TEXT NOT NULL DEFAULT '',"
                       " title TEXT NOT NULL DEFAULT '',"
                       " summary TEXT NOT NULL DEFAULT '',"
                       " body TEXT NOT NULL DEFAULT '',"
                       " author TEXT NOT NULL DEFAULT '',"
                       " published INTEGER NOT NULL,"
                       " fetched INTEGER NOT NULL,"
                       " read INTEGER NOT NULL DEFAULT 0,"
                       " starred INTEGER NOT NULL DEFAULT 0,"
                       " simhash INTEGER NOT NULL,"
                       " digest BLOB NOT NULL,"
                       " fp_version INTEGER NOT NULL,"
                       " group_id INTEGER REFERENCES duplicate_groups(id) ON DELETE SET NULL,"
                       " distance INTEGER NOT NULL DEFAULT 0,"
                       " UNIQUE (feed_id, guid))"),
        QStringLiteral("CREATE INDEX articles_by_url ON articles(url)"),
        QStringLiteral("CREATE INDEX articles_by_published ON articles(published DESC, id DESC)"),
        QStringLiteral("CREATE INDEX articles_by_feed ON articles(feed_id, published DESC, id DESC)"),
        QStringLiteral("CREATE INDEX articles_by_group ON articles(group_id)"),
        sqliteOnly(QStringLiteral("CREATE VIRTUAL TABLE articles_fts USING fts5("
                                  " title, summary, body, content='articles', content_rowid='id')")),
        sqliteOnly(QStringLiteral("CREATE TRIGGER articles_fts_insert AFTER INSERT ON articles BEGIN"
                                  " INSERT INTO articles_fts(rowid, title, summary, body)"
                                  " VALUES (new.id, new.title, new.summary, new.body); END")),
        sqliteOnly(QStringLiteral("CREATE TRIGGER articles_fts_delete AFTER DELETE ON articles BEGIN"
                                  " INSERT INTO articles_fts(articles_fts, rowid, title, summary, body)"
                                  " VALUES ('delete', old.id, old.title, old.summary, old.body); END")),
        sqliteOnly(QStringLiteral(
            "CREATE TRIGGER articles_fts_update AFTER UPDATE OF title, summary, body ON articles BEGIN"
            " INSERT INTO articles_fts(articles_fts, rowid, title, summary, body)"
            " VALUES ('delete', old.id, old.title, old.summary, old.body);"
            " INSERT INTO articles_fts(rowid, title, summary, body)"
            " VALUES (new.id, new.title, new.summary, new.body); END")),
        // PostgreSQL's search index: the words of each article, weighted by where they stand, in a
        // table beside the articles (as SQLite's FTS5 table), kept by triggers: a change of an
        // article's marks, group or story does not index its text again. A tsvector holds at most
        // 1 MB, so a huge body is indexed by its beginning.
        postgresOnly(
            QStringLiteral("CREATE TABLE article_search ("
                           " article_id BIGINT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,"
                           " search tsvector NOT NULL)")),
        postgresOnly(
            QStringLiteral("CREATE INDEX article_search_words ON article_search USING gin (search)")),
        postgresOnly(QStringLiteral(
            "CREATE FUNCTION article_words(title text, summary text, body text) RETURNS tsvector"
            " LANGUAGE sql IMMUTABLE AS $$ SELECT setweight(to_tsvector('simple', left(title, 2000)), 'A')"
            " || setweight(to_tsvector('simple', left(summary, 20000)), 'B')"
            " || setweight(to_tsvector('simple', left(body, 100000)), 'C') $$")),
        postgresOnly(QStringLiteral(
            "CREATE FUNCTION article_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
            " INSERT INTO article_search (article_id, search)"
            " SELECT id, article_words(title, summary, body) FROM new_articles; RETURN NULL; END $$")),
        postgresOnly(QStringLiteral("CREATE TRIGGER article_search_insert AFTER INSERT ON articles"
                                    " REFERENCING NEW TABLE AS new_articles"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION article_search_insert()")),
        postgresOnly(QStringLiteral(
            "CREATE FUNCTION article_search_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
            " UPDATE article_search SET search = article_words(NEW.title, NEW.summary, NEW.body)"
            " WHERE article_id = NEW.id; RETURN NULL; END $$")),
        postgresOnly(
            QStringLiteral("CREATE TRIGGER article_search_update AFTER UPDATE OF title, summary, body"
                           " ON articles FOR EACH ROW EXECUTE FUNCTION article_search_update()")),
    };
}

// Version 2: the news engine. Per-feed retention, story clusters (the similarity graph's dense
// groups), breaking events with each member's distance to the event's centre, and the learned
// document frequencies (one serialised DocumentFrequencies value per fingerprint version).
Step version2()
{
    return {
        QStringLiteral("ALTER TABLE feeds ADD COLUMN retention_days INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("CREATE TABLE stories ("
                       " id INTEGER PRIMARY KEY,"
                       " centre_id INTEGER REFERENCES articles(id) ON DELETE SET NULL,"
                       " label TEXT NOT NULL DEFAULT '',"
                       " size INTEGER NOT NULL DEFAULT 0,"
                       " sources INTEGER NOT NULL DEFAULT 0,"
                       " first_published INTEGER,"
                       " last_published INTEGER)"),
        QStringLiteral(
            "ALTER TABLE articles ADD COLUMN story_id INTEGER REFERENCES stories(id) ON DELETE SET NULL"),
        QStringLiteral("CREATE INDEX articles_by_story ON articles(story_id)"),
        QStringLiteral("CREATE TABLE events ("
                       " id INTEGER PRIMARY KEY,"
                       " story_id INTEGER REFERENCES stories(id) ON DELETE SET NULL,"
                       " centre_id INTEGER REFERENCES articles(id) ON DELETE SET NULL,"
                       " label TEXT NOT NULL DEFAULT '',"
                       " start INTEGER NOT NULL,"
                       " peak INTEGER NOT NULL,"
                       " \"end\" INTEGER NOT NULL,"
                       " sources INTEGER NOT NULL DEFAULT 0,"
                       " size INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE event_members ("
                       " event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                       " article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,"
                       " distance INTEGER NOT NULL,"
                       " similarity REAL NOT NULL DEFAULT 0,"
                       " PRIMARY KEY (event_id, article_id))"),
        QStringLiteral("CREATE INDEX event_members_by_article ON event_members(article_id)"),
        QStringLiteral("CREATE TABLE document_frequencies ("
                       " fp_version INTEGER PRIMARY KEY,"
                       " documents INTEGER NOT NULL,"
                       " data BLOB NOT NULL)"),
    };
}

// Version 3: the rest of a feed's fetch state, so the refresh scheduler's backoff survives a
// restart: the kind of the last error, the server's Retry-After and the end of the backoff (UTC ms).
Step version3()
{
    return {
        QStringLiteral("ALTER TABLE feeds ADD COLUMN last_error_kind TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN retry_after_until INTEGER"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN next_allowed_fetch INTEGER"),
    };
}

// Version 4: per-feed article and unread counters kept by triggers (the feed list at start-up
// must not count a million rows), a title the user gave a feed that refreshes do not overwrite,
// and a covering index for loading the live window's fingerprints into the index.
Step version4()
{
    return {
        QStringLiteral("ALTER TABLE feeds ADD COLUMN user_title INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN unread_count INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral(
            "UPDATE feeds SET"
            " article_count = (SELECT COUNT(*) FROM articles a WHERE a.feed_id = feeds.id),"
            " unread_count = (SELECT COUNT(*) FROM articles a WHERE a.feed_id = feeds.id AND a.read = 0)"),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER feeds_count_insert AFTER INSERT ON articles BEGIN"
                           " UPDATE feeds SET article_count = article_count + 1,"
                           " unread_count = unread_count + (new.read = 0) WHERE id = new.feed_id; END")),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER feeds_count_delete AFTER DELETE ON articles BEGIN"
                           " UPDATE feeds SET article_count = article_count - 1,"
                           " unread_count = unread_count - (old.read = 0) WHERE id = old.feed_id; END")),
        sqliteOnly(
            QStringLiteral("CREATE TRIGGER feeds_count_update AFTER UPDATE OF read, feed_id ON articles BEGIN"
                           " UPDATE feeds SET article_count = article_count - 1,"
                           " unread_count = unread_count - (old.read = 0) WHERE id = old.feed_id;"
                           " UPDATE feeds SET article_count = article_count + 1,"
                           " unread_count = unread_count + (new.read = 0) WHERE id = new.feed_id; END")),
        // PostgreSQL counts a statement's rows at once (an insert of many articles updates each
        // feed once); a change of the read mark, one row at a time, per row.
        postgresOnly(QStringLiteral(
            "CREATE FUNCTION feeds_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$"
            " DECLARE direction int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END; BEGIN"
            " UPDATE feeds f SET article_count = f.article_count + direction * n.articles,"
            " unread_count = f.unread_count + direction * n.unread FROM (SELECT feed_id,"
            " COUNT(*) AS articles, COUNT(*) FILTER (WHERE read = 0) AS unread FROM changed_rows"
            " GROUP BY feed_id) n WHERE f.id = n.feed_id; RETURN NULL; END $$")),
        postgresOnly(QStringLiteral("CREATE TRIGGER feeds_count_insert AFTER INSERT ON articles"
                                    " REFERENCING NEW TABLE AS changed_rows"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION feeds_count_rows()")),
        postgresOnly(QStringLiteral("CREATE TRIGGER feeds_count_delete AFTER DELETE ON articles"
                                    " REFERENCING OLD TABLE AS changed_rows"
                                    " FOR EACH STATEMENT EXECUTE FUNCTION feeds_count_rows()")),
        postgresOnly(
            QStringLiteral("CREATE FUNCTION feeds_count_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
                           " UPDATE feeds SET article_count = article_count - 1,"
                           " unread_count = unread_count - (OLD.read = 0)::int WHERE id = OLD.feed_id;"
                           " UPDATE feeds SET article_count = article_count + 1,"
                           " unread_count = unread_count + (NEW.read = 0)::int WHERE id = NEW.feed_id;"
                           " RETURN NULL; END $$")),
        postgresOnly(
            QStringLiteral("CREATE TRIGGER feeds_count_update AFTER UPDATE OF read, feed_id ON articles"
                           " FOR EACH ROW EXECUTE FUNCTION feeds_count_update()")),
        QStringLiteral("CREATE INDEX articles_live ON articles(published, simhash, group_id)"),
    };
}

// Version 5: the search index merges its segments sixteen at a time instead of four. Every
// INSERT of articles writes one FTS5 segment, and with the default most of the ingest time went
// into merging them again and again (kindred-cli bench ingest on full-length texts: about 3,700
// articles per processor second with 4, 4,850 with 16; 8 was no better than 4). A query reads
// at most fifteen segments per level instead of three, which more-like-this does not feel.
Step version5()
{
    return {
        sqliteOnly(QStringLiteral("INSERT INTO articles_fts(articles_fts, rank) VALUES ('automerge', 16)")),
    };
}

// Version 6: what the reader's list and the cluster inspector need. A user's "not a copy"
// decisions (kept when the article leaves its group, so regrouping cannot put it back), a feed the
// user prefers (its copy leads a collapsed group), partial indexes so the unread and starred
// filters and the collapsed unread counts read only the rows they count, and indexes for the
// list's other orders (by source: feeds by title; by copies: groups by size); events remember
// whether the reader has seen them (a new one stands out until then).
Step version6()
{
    return {
        QStringLiteral("CREATE TABLE copy_decisions ("
                       " article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,"
                       " primary_id INTEGER NOT NULL,"
                       " distance INTEGER NOT NULL,"
                       " decided INTEGER NOT NULL)"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN preferred INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("CREATE INDEX articles_unread ON articles(feed_id, group_id) WHERE read = 0"),
        QStringLiteral("CREATE INDEX articles_unread_groups ON articles(group_id) WHERE read = 0"),
        QStringLiteral(
            "CREATE INDEX articles_starred ON articles(published DESC, id DESC) WHERE starred = 1"),
        QStringLiteral("CREATE INDEX duplicate_groups_by_primary ON duplicate_groups(primary_id)"),
        QStringLiteral("CREATE INDEX duplicate_groups_by_size ON duplicate_groups(size DESC, id DESC)"),
        sqliteOnly(QStringLiteral("CREATE INDEX feeds_by_title ON feeds(title COLLATE NOCASE, id)")),
        QStringLiteral("ALTER TABLE events ADD COLUMN seen INTEGER NOT NULL DEFAULT 0"),
    };
}

// Version 7: what a feed puts around its items, learned from them (FeedDecorations): a headline
// suffix and boilerplate lines beside the prefix, and whether to keep learning them. A prefix a
// reader typed is kept as typed: learning stays off for such feeds.
Step version7()
{
    return {
        QStringLiteral("ALTER TABLE feeds ADD COLUMN title_suffix TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN boilerplate TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE feeds ADD COLUMN learn_decorations INTEGER NOT NULL DEFAULT 1"),
        QStringLiteral("UPDATE feeds SET learn_decorations = 0 WHERE title_prefix <> ''"),
    };
}

// Version 8: the same schema on PostgreSQL. The events' column "end", a reserved word there,
// is called finish; feeds sort by lower(title) (SQLite's NOCASE folds the same ASCII letters).
Step version8()
{
    return {
        QStringLiteral("ALTER TABLE events RENAME COLUMN \"end\" TO finish"),
        sqliteOnly(QStringLiteral("DROP INDEX feeds_by_title")),
        QStringLiteral("CREATE INDEX feeds_by_title ON feeds(lower(title), id)"),
    };
}

// Version 9: articles by arrival, for the duplicate index's load (what was published or fetched
// within the live window).
Step version9()
{
    return {
        QStringLiteral("CREATE INDEX articles_by_fetched ON articles(fetched)"),
    };
}
} // namespace schema

const QList<QStringList> &schemaSteps(SqlEngine engine)
{
    static const auto stepsFor = [](SqlEngine forEngine) {
        QList<QStringList> steps;
        using namespace schema;
        for (const Step &step :
            {version1(), version2(), version3(), version4(), version5(), version6(), version7(), version8(),
                version9(), version10(), version11(), version12(), version13(), version14(), version15(),
                version16(), version17(), version18(), version19(), version20(), version21(), version22()}) {
            QStringList statements;
            for (const Ddl &ddl : step) {
                if (forEngine == SqlEngine::Sqlite && ddl.sqlite)
                    statements.append(ddl.sql);
                else if (forEngine == SqlEngine::Postgres && ddl.postgres)
                    statements.append(ddl.sqlite ? postgresTypes(ddl.sql) : ddl.sql);
            }
            steps.append(statements);
        }
        return steps;
    };
    static const QList<QStringList> sqlite = stepsFor(SqlEngine::Sqlite);
    static const QList<QStringList> postgres = stepsFor(SqlEngine::Postgres);
    return engine == SqlEngine::Postgres ? postgres : sqlite;
}

} // namespace kindred
