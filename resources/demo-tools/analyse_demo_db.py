#!/usr/bin/env python3
"""Checks a database made by `kindred-cli demo --db PATH`: prints every pair of articles whose
simhashes are within --near bits (with their titles and feeds), so you can see that wire copies
group, that the "told twice" rewrites stay apart and that unrelated stories never collide.

    python3 resources/demo-tools/analyse_demo_db.py /tmp/demo.sqlite [--near 8]
"""

import argparse
import sqlite3
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("db")
    parser.add_argument("--near", type=int, default=8)
    parser.add_argument("--title", help="also print distances from articles whose title contains this")
    args = parser.parse_args()
    con = sqlite3.connect(args.db)
    rows = con.execute(
        "SELECT a.id, f.title, a.title, a.simhash & 0xFFFFFFFFFFFFFFFF, a.group_id, a.distance,"
        " length(a.body) FROM articles a JOIN feeds f ON f.id = a.feed_id ORDER BY a.published").fetchall()
    mask = (1 << 64) - 1
    arts = [(i, f, t, h & mask, g, d, b) for i, f, t, h, g, d, b in rows]
    pairs = []
    for x in range(len(arts)):
        for y in range(x + 1, len(arts)):
            dist = bin(arts[x][3] ^ arts[y][3]).count("1")
            if dist <= args.near:
                pairs.append((dist, arts[x], arts[y]))
    pairs.sort(key=lambda p: p[0])
    for dist, a, b in pairs:
        same = a[4] is not None and a[4] == b[4]
        print(f"d={dist:2} {'G' if same else '-'}  [{a[1][:16]}] {a[2][:60]}\n"
              f"          [{b[1][:16]}] {b[2][:60]}")
    if args.title:
        picked = [a for a in arts if args.title.lower() in a[2].lower()]
        for a in picked:
            near = sorted((bin(a[3] ^ b[3]).count("1"), b[2][:50], b[1][:14]) for b in arts if b is not a)[:5]
            print(f"{a[2][:60]} [{a[1][:14]}] body={a[6]}")
            for n in near:
                print("    ", n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
