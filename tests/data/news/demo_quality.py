#!/usr/bin/env python3
"""Duplicate-group and story quality on a database of the demo corpus, against story labels
taken from the demo's own sources (resources/demo-tools: the fire event, the wire stories and
their copies, the "told twice" pairs; every other item is a story of its own).

    kindred-cli demo --db /tmp/demo.sqlite
    python3 tests/data/news/demo_quality.py /tmp/demo.sqlite

Duplicate groups: purity (mean share of a group's majority story) and chaining (a member further
than the radius from the primary, or two members further apart than twice the radius).
Stories: purity of the stories with two or more articles, and the share of each labelled
multi-article story that its best story holds.
"""

import collections
import datetime as dt
import itertools
import os
import re
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "resources", "demo-tools"))
import content_event  # noqa: E402
import content_more  # noqa: E402
import content_news  # noqa: E402
import content_wire  # noqa: E402

RADIUS = 3
TOLD_TWICE = {"Aster Rail": "aster", "Maren Holt": "holt", "Quillon breach": "quillon",
              "Quillon Systems says hackers": "quillon", "warmest November": "warm",
              "record November heat": "warm", "Linden Wing": "linden",
              "Northfield hospital unveils new centre": "linden"}


def when(text):
    day, clock = text.split("T")
    hour, minute = clock.split(":")
    return dt.datetime(2026, 11, int(day), int(hour), int(minute))


def labels():
    found = {}
    for item in content_event.ITEMS:
        found[(item["title"], when(item["when"]))] = "fire"
    for item in content_wire.ITEMS:  # copies keep the wire title, less a marker, with a figure changed
        base = re.sub(r"\d", "#", re.sub(r"^[A-Z]+(?: \d)?-", "", item["title"]))
        found[(item["title"], when(item["when"]))] = "wire:" + base
    for module in (content_news, content_more):
        for item in module.ITEMS:
            label = next((v for k, v in TOLD_TWICE.items() if k in item["title"]), None)
            found[(item["title"], when(item["when"]))] = "twice:" + label if label else "own:" + item["title"]
    return found


def purity(groups, label):
    shares = [collections.Counter(label[m] for m in g).most_common(1)[0][1] / len(g) for g in groups]
    return sum(shares) / len(shares) if shares else 1.0


def main():
    con = sqlite3.connect(sys.argv[1])
    known = labels()
    label, simhash, groups, stories = {}, {}, collections.defaultdict(list), collections.defaultdict(list)
    for i, title, published, h, group, story in con.execute(
            "SELECT id, title, published, simhash, group_id, story_id FROM articles"):
        label[i] = known.get((title, dt.datetime.utcfromtimestamp(published / 1000)), "unknown:" + title)
        simhash[i] = h & (2**64 - 1)
        if group:
            groups[group].append(i)
        stories[story].append(i)
    primary = dict(con.execute("SELECT id, primary_id FROM duplicate_groups"))
    dist = lambda a, b: bin(simhash[a] ^ simhash[b]).count("1")
    dup = [g for g in groups.values() if len(g) > 1]
    chained = sum(1 for gid, g in groups.items() if len(g) > 1 and (
        max(dist(m, primary[gid]) for m in g) > RADIUS or max(dist(a, b) for a, b in itertools.combinations(g, 2)) > 2 * RADIUS))
    print(f"duplicate groups: {len(dup)} of {sum(map(len, dup))} articles, purity {purity(dup, label):.3f}, chained {chained}")
    multi = [g for g in stories.values() if len(g) > 1]
    by_label = collections.Counter(label.values())
    kept = [max(collections.Counter(label[m] for m in g)[name] for g in stories.values()) / n
            for name, n in by_label.items() if n > 1]
    print(f"stories of 2+ articles: {len(multi)}, purity {purity(multi, label):.3f};"
          f" labelled stories of 2+ articles: {len(kept)}, share held by their best story {sum(kept) / len(kept):.3f}")
    for g in sorted(multi, key=len, reverse=True):
        counts = collections.Counter(label[m] for m in g)
        if len(counts) > 1:
            print("   mixed:", len(g), dict(counts))


if __name__ == "__main__":
    main()
