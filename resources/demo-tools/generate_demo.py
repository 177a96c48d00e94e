#!/usr/bin/env python3
"""Generates Kindred's offline demo corpus (resources/demo/) from the story data next to it.

    python3 resources/demo-tools/generate_demo.py [--out resources/demo] [--check]

Everything is written by hand in the content_*.py modules: seven fictional outlets
(".example" domains), about 150 items published between 2026-11-03 12:00Z and
2026-11-05 11:00Z. This script only lays the stories out as feed files (RSS 2.0 and Atom
1.0), article pages (several outlet templates with real-world clutter) and pages.tsv.
It downloads nothing and is deterministic: running it twice gives the same bytes.

--check prints counts and word statistics and fails on a broken rule (teaser too long,
date outside the window, duplicate link...) without writing anything.
"""

import argparse
import datetime as dt
import email.utils
import hashlib
import html
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import content_event  # noqa: E402
import content_news  # noqa: E402
import content_wire  # noqa: E402
import templates  # noqa: E402
from outlets import OUTLETS  # noqa: E402

WINDOW_START = dt.datetime(2026, 11, 3, 12, 0, tzinfo=dt.timezone.utc)
WINDOW_END = dt.datetime(2026, 11, 5, 11, 0, tzinfo=dt.timezone.utc)
TEASER_MAX_WORDS = 79  # the ingestor fetches the page when the description has < 80 words


def words(text):
    return len(text.split())


def slugify(title):
    title = re.sub(r"^(UPDATE \d+|WRAPUP|EXCLUSIVE|UPDATE)-", "", title)
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    parts = slug.split("-")
    out = []
    for part in parts:
        if len("-".join(out + [part])) > 60:
            break
        out.append(part)
    return "-".join(out)


def parse_when(when):
    """'04T19:05' -> 2026-11-04 19:05 UTC."""
    day, clock = when.split("T")
    hour, minute = clock.split(":")
    return dt.datetime(2026, 11, int(day), int(hour), int(minute), tzinfo=dt.timezone.utc)


def paragraphs(text):
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


def collect():
    items = []
    for module in (content_wire, content_event, content_news):
        items.extend(module.ITEMS)
    seen_links = set()
    for index, item in enumerate(items):
        item.setdefault("teaser", None)
        item.setdefault("author", None)
        item.setdefault("category", None)
        item["published"] = parse_when(item["when"])
        item["paragraphs"] = paragraphs(item["body"])
        item["slug"] = item.get("slug") or slugify(item.get("slug_title") or item["title"])
        outlet = OUTLETS[item["feed"]]
        item["link"] = outlet["link_for"](item)
        item["guid"] = outlet["guid_for"](item)
        item["index"] = index
        if item["link"] in seen_links:
            raise SystemExit(f"duplicate link {item['link']}")
        seen_links.add(item["link"])
    return items


def check(items):
    problems = []
    for item in items:
        label = f"{item['feed']} {item['when']} {item['title'][:50]!r}"
        if not (WINDOW_START <= item["published"] <= WINDOW_END):
            problems.append(f"{label}: published outside the window")
        body_words = sum(words(p) for p in item["paragraphs"])
        if item["teaser"] is not None:
            if words(item["teaser"]) > TEASER_MAX_WORDS:
                problems.append(f"{label}: teaser has {words(item['teaser'])} words")
            if not 150 <= body_words <= 600:
                problems.append(f"{label}: page body has {body_words} words")
        elif body_words < 30 and not item.get("short_ok"):
            problems.append(f"{label}: summary has only {body_words} words")
        elif body_words < 80 and item.get("wire"):
            problems.append(f"{label}: wire text has {body_words} words (< 80: a page would be looked up)")
    return problems


def xml_text(text):
    return html.escape(text, quote=False)


def description_html(item):
    if item["teaser"] is not None:
        return "<p>" + html.escape(item["teaser"], quote=False) + "</p>"
    return "".join("<p>" + html.escape(p, quote=False) + "</p>" for p in item["paragraphs"])


def rss_date(when):
    return email.utils.format_datetime(when.astimezone(dt.timezone.utc), usegmt=True)


def render_rss(outlet, items):
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    out.append('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" '
               'xmlns:dc="http://purl.org/dc/elements/1.1/">')
    out.append("<channel>")
    out.append(f"  <title>{xml_text(outlet['title'])}</title>")
    out.append(f"  <link>{outlet['site']}</link>")
    out.append(f"  <description>{xml_text(outlet['description'])}</description>")
    out.append("  <language>en-gb</language>")
    out.append(f'  <atom:link href="{outlet["feed_url"]}" rel="self" type="application/rss+xml"/>')
    newest = max(item["published"] for item in items)
    out.append(f"  <lastBuildDate>{rss_date(newest)}</lastBuildDate>")
    out.append("  <ttl>15</ttl>")
    for item in items:
        out.append("  <item>")
        out.append(f"    <title>{xml_text(item['title'])}</title>")
        out.append(f"    <link>{xml_text(item['link'])}</link>")
        permalink = "true" if item["guid"] == item["link"] else "false"
        out.append(f'    <guid isPermaLink="{permalink}">{xml_text(item["guid"])}</guid>')
        out.append(f"    <pubDate>{rss_date(item['published'])}</pubDate>")
        if item["author"]:
            out.append(f"    <dc:creator>{xml_text(item['author'])}</dc:creator>")
        if item["category"]:
            out.append(f"    <category>{xml_text(item['category'])}</category>")
        out.append(f"    <description>{xml_text(description_html(item))}</description>")
        out.append("  </item>")
    out.append("</channel>")
    out.append("</rss>")
    return "\n".join(out) + "\n"


def atom_date(when):
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")


def render_atom(outlet, items):
    out = ['<?xml version="1.0" encoding="utf-8"?>']
    out.append('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')
    out.append(f"  <title>{xml_text(outlet['title'])}</title>")
    out.append(f"  <subtitle>{xml_text(outlet['description'])}</subtitle>")
    out.append(f'  <link rel="alternate" type="text/html" href="{outlet["site"]}"/>')
    out.append(f'  <link rel="self" type="application/atom+xml" href="{outlet["feed_url"]}"/>')
    out.append(f"  <id>{outlet['feed_url']}</id>")
    newest = max(item["published"] for item in items)
    out.append(f"  <updated>{atom_date(newest)}</updated>")
    out.append(f"  <author><name>{xml_text(outlet['name'])}</name></author>")
    for item in items:
        out.append("  <entry>")
        out.append(f'    <title type="text">{xml_text(item["title"])}</title>')
        out.append(f'    <link rel="alternate" type="text/html" href="{html.escape(item["link"])}"/>')
        out.append(f"    <id>{xml_text(item['guid'])}</id>")
        out.append(f"    <published>{atom_date(item['published'])}</published>")
        updated = item["published"] + dt.timedelta(minutes=item.get("updated_after", 0))
        out.append(f"    <updated>{atom_date(updated)}</updated>")
        if item["author"]:
            out.append(f"    <author><name>{xml_text(item['author'])}</name></author>")
        if item["category"]:
            out.append(f'    <category term="{html.escape(item["category"])}"/>')
        out.append(f'    <summary type="html">{xml_text(description_html(item))}</summary>')
        out.append("  </entry>")
    out.append("</feed>")
    return "\n".join(out) + "\n"


def page_path(item):
    return f"pages/{OUTLETS[item['feed']]['page_prefix']}-{item['slug']}.html"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--out", default=os.path.join(here, os.pardir, "demo"))
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()

    items = collect()
    problems = check(items)
    by_feed = {}
    for item in items:
        by_feed.setdefault(item["feed"], []).append(item)
    pages = [item for item in items if item["teaser"] is not None]
    print(f"{len(by_feed)} feeds, {len(items)} items, {len(pages)} pages")
    for key, feed_items in sorted(by_feed.items()):
        print(f"  {OUTLETS[key]['file']:28} {len(feed_items):3} items, "
              f"{sum(1 for i in feed_items if i['teaser'] is not None):2} pages")
    for problem in problems:
        print("problem:", problem, file=sys.stderr)
    if problems:
        return 1
    if args.check:
        return 0

    out = os.path.normpath(args.out)
    os.makedirs(os.path.join(out, "feeds"), exist_ok=True)
    os.makedirs(os.path.join(out, "pages"), exist_ok=True)
    for name in os.listdir(os.path.join(out, "pages")):
        if name.endswith(".html"):
            os.remove(os.path.join(out, "pages", name))
    for name in os.listdir(os.path.join(out, "feeds")):
        if name.endswith(".xml"):
            os.remove(os.path.join(out, "feeds", name))

    for key, feed_items in by_feed.items():
        outlet = OUTLETS[key]
        feed_items = sorted(feed_items, key=lambda i: i["published"], reverse=True)  # newest first
        render = render_atom if outlet["format"] == "atom" else render_rss
        with open(os.path.join(out, "feeds", outlet["file"]), "w", encoding="utf-8", newline="\n") as f:
            f.write(render(outlet, feed_items))

    tsv = []
    for item in sorted(pages, key=lambda i: (i["feed"], i["published"])):
        path = page_path(item)
        outlet = OUTLETS[item["feed"]]
        same_outlet = [i for i in by_feed[item["feed"]] if i is not item]
        earlier = [i for i in same_outlet if i["published"] < item["published"]]
        if len(earlier) >= 6:
            same_outlet = earlier  # a page links to what its site had already published
        # Related stories: the outlet's other headlines, picked deterministically.
        seed = int(hashlib.sha1(item["link"].encode()).hexdigest(), 16)
        related = [same_outlet[(seed >> (8 * k)) % len(same_outlet)] for k in range(6)]
        related = list({i["link"]: i for i in related}.values())[:4]
        page = templates.render(outlet, item, related, seed)
        with open(os.path.join(out, path), "w", encoding="utf-8", newline="\n") as f:
            f.write(page)
        tsv.append(f"{item['link']}\t{path}")
    with open(os.path.join(out, "pages.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(tsv) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
