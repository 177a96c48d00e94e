#!/usr/bin/env python3
"""Writes headlines.tsv: a stream of invented headlines with the story of each known.

Every outlet, place, person and company here is fictional and every headline was written for
this file. Big stories are told the way many outlets tell one story within hours: the same
names, different verbs, prefixes, angles and follow-ups. Background stories have a few
headlines each, and several share names or vocabulary with a big story on purpose (another
earthquake, another central bank, the same company's other news) so an event detector that
chains on one shared word loses purity.

Columns: published (UTC, ISO 8601) <TAB> source <TAB> story <TAB> headline.
Usage: make_headlines.py headline_stories headlines.tsv
       make_headlines.py heldout_stories headlines-heldout.tsv
       make_headlines.py hard_stories headlines-hard.tsv
       make_headlines.py hard2_stories headlines-hard2.tsv
       make_headlines.py hard3_stories headlines-hard3.tsv
The random generator is seeded, so the output is stable.

Optional in a story module: SOURCES (default: headline_stories.SOURCES), START_DATE, SEED,
TITLE_CASE_SOURCES, and SUFFIX_SOURCES as a dict {outlet: separator} (" - ", " | "...) instead
of a set (a set means " | "), and SOURCE_WEIGHTS: one weight per outlet of SOURCES, for a stream
of many small outlets and a few big wires (default: the weights below, which repeat every 20
outlets). A headline may be given as a pair (outlet, headline) to fix its outlet, e.g. for a
wire's headline, or as a triple (outlet, headline, minutes) to publish it that many minutes
after the headline before it in the list, e.g. for the copy another outlet reprints of it.
"""

import datetime
import importlib
import random
import sys

from headline_stories import SOURCES

SMALL_WORDS = {"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "v", "vs"}


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def title_case(headline):
    words = headline.split(" ")
    return " ".join(w if (i > 0 and w in SMALL_WORDS) or not w[:1].islower() else w[:1].upper() + w[1:]
                    for i, w in enumerate(words))


def main():
    stories = importlib.import_module(sys.argv[1])
    BIG, BACKGROUND = stories.BIG, stories.BACKGROUND
    SUFFIX_SOURCES = stories.SUFFIX_SOURCES
    TITLE_CASE_SOURCES = getattr(stories, "TITLE_CASE_SOURCES", set())
    START = datetime.datetime(*getattr(stories, "START_DATE", (2026, 10, 5)), tzinfo=datetime.timezone.utc)
    rng = random.Random(getattr(stories, "SEED", 20261005))
    sources = getattr(stories, "SOURCES", SOURCES)
    rows = []
    weights = getattr(stories, "SOURCE_WEIGHTS", None) or [1.0 / (1 + i % 20) ** 0.5 for i in range(len(sources))]
    assert len(weights) == len(sources)

    def source():
        return rng.choices(sources, weights)[0]

    def dress(headline, src):
        if src in TITLE_CASE_SOURCES:
            headline = title_case(headline)
        if src in SUFFIX_SOURCES:
            separator = SUFFIX_SOURCES[src] if isinstance(SUFFIX_SOURCES, dict) else " | "
            return f"{headline}{separator}{src}"
        return headline

    def add(story, item, draw_time):
        # A plain headline draws its time, then its outlet; a pair fixes the outlet; a triple
        # also follows the headline before it by its minutes instead of drawing a time.
        if isinstance(item, tuple) and len(item) == 3:
            t = rows[-1][0] + datetime.timedelta(minutes=item[2])
        else:
            t = draw_time()
        src, headline = item[:2] if isinstance(item, tuple) else (source(), item)
        rows.append((t, src, story["id"], dress(headline, src)))

    def burst_time(start, i, burst, tail_hours):
        if i < burst:
            # The burst: most reports within about three hours of the first.
            minutes = 0 if i == 0 else min(200, rng.expovariate(1 / 60.0))
        else:
            # Follow-ups trickle in over the next day.
            minutes = 200 + rng.uniform(0, tail_hours * 60)
        return start + datetime.timedelta(minutes=minutes)

    for story in BIG:
        start = START + datetime.timedelta(hours=story["hour"])
        burst = story["burst"]
        n = len(story["headlines"])
        for i, item in enumerate(story["headlines"]):
            add(story, item, lambda: burst_time(start, i, burst, story.get("tail_hours", 20)))
        assert n >= burst

    for story in BACKGROUND:
        start = START + datetime.timedelta(hours=story["hour"])
        for item in story["headlines"]:
            add(story, item, lambda: start + datetime.timedelta(minutes=rng.uniform(0, story.get("spread", 6) * 60)))

    rows.sort(key=lambda r: (r[0], r[2], r[3]))
    out = open(sys.argv[2], "w", encoding="utf-8")
    out.write("# published\tsource\tstory\theadline (invented; see make_headlines.py)\n")
    for t, src, story, headline in rows:
        assert "\t" not in headline and "\n" not in headline
        out.write(f"{iso(t)}\t{src}\t{story}\t{headline}\n")
    out.close()


if __name__ == "__main__":
    main()
