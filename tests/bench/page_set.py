"""What modern_pages.py and site_pages.py share: a set's articles (L3S-GN1's gold texts, a
headline line then paragraphs), its split in two parts, its command line and how it is written
(OUT/input/NAME.html, OUT/gold-text/NAME.txt, OUT/forms.tsv), the form `kindred-cli bench extract`
and forms_breakdown.py read. How a page is laid out stays each generator's own."""

import argparse
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.join(HERE, "..", "..", "..", "shared", "corpora", "extraction", "l3s-gn1", "gold-text")


def read_articles(corpus, keep):
    """(name, headline, paragraphs) of each text of `corpus` whose lines `keep(lines)` takes."""
    articles = []
    for name in sorted(os.listdir(corpus)):
        with open(os.path.join(corpus, name), encoding="utf-8", errors="replace") as f:
            lines = [line.strip() for line in f.read().split("\n") if line.strip()]
        if keep(lines):
            articles.append((os.path.splitext(name)[0], lines[0], lines[1:]))
    return articles


def in_part(name, part):
    """Articles are split by a hash of their name: two thirds tune, one third check."""
    third = int(hashlib.md5(name.encode()).hexdigest(), 16) % 3 == 0
    return part == "all" or (part == "check") == third


def arguments(description, script):
    """The generators' command line: OUT [--part all|tune|check] [--seed N] [--corpus DIR]."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("out")
    parser.add_argument("--part", default="all", choices=["all", "tune", "check"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        sys.exit(f"{script}: no article texts at {args.corpus} (L3S-GN1's gold-text)")
    return args


def write_set(out, articles, part, page_for):
    """Writes the page of each article of `part`: `page_for(name, headline, paragraphs)` gives its
    html, its gold text and the forms it drew. Returns how many pages were written."""
    os.makedirs(os.path.join(out, "input"), exist_ok=True)
    os.makedirs(os.path.join(out, "gold-text"), exist_ok=True)
    written = 0
    with open(os.path.join(out, "forms.tsv"), "w", encoding="utf-8") as forms:
        for name, headline, paragraphs in articles:
            if not in_part(name, part):
                continue
            page, gold, drawn = page_for(name, headline, paragraphs)
            forms.write(name + ".html\t" + " ".join(drawn) + "\n")
            with open(os.path.join(out, "input", name + ".html"), "w", encoding="utf-8") as f:
                f.write(page)
            with open(os.path.join(out, "gold-text", name + ".txt"), "w", encoding="utf-8") as f:
                f.write(gold)
            written += 1
    return written
