#!/usr/bin/env python3
"""Dresses a stream written by `kindred-cli bench ingest --write DIR` in the markup real feeds
carry, for `kindred-cli ingest OUT/*.xml`.

Real items are an outlet's HTML: paragraphs with classes, links with tracking parameters, and
figures whose <img> lists a srcset of five sizes, often more bytes than the text itself. The
bench's items have bare <p> paragraphs. This adds, to each item's escaped HTML description: a
class on every paragraph, a link on one word of every paragraph of more than eight words, and a
WordPress figure after every third paragraph. The text stays the same; only the markup around it
grows (the real-text stream of 6,400 items, 20 MB, becomes 55 MB).

Usage: markup_stream.py IN_DIR OUT_DIR [--seed N]
"""

import argparse
import os
import random
import re
import sys

PARAGRAPH = "&lt;p class=&quot;wp-block-paragraph has-text-align-left&quot;&gt;"
LINK = ("&lt;a href=&quot;https://www.outlet-example.com/2026/11/27/{slug}-story-{n}/"
        "?utm_source=rss&amp;amp;utm_medium=rss&quot; rel=&quot;noopener&quot; "
        "target=&quot;_blank&quot;&gt;{word}&lt;/a&gt;")
FIGURE = ("&lt;figure class=&quot;wp-block-image size-large&quot;&gt;&lt;img loading=&quot;lazy&quot; "
          "decoding=&quot;async&quot; width=&quot;1024&quot; height=&quot;683&quot; "
          "src=&quot;{img}-1024x683.jpg&quot; alt=&quot;&quot; class=&quot;wp-image-{n}&quot; "
          "srcset=&quot;{img}-1024x683.jpg 1024w, {img}-300x200.jpg 300w, {img}-768x512.jpg 768w, "
          "{img}-1536x1024.jpg 1536w, {img}.jpg 1800w&quot; sizes=&quot;(max-width: 1024px) 100vw, "
          "1024px&quot; /&gt;&lt;/figure&gt;")


def dress(description, rng):
    paragraphs = description.split("&lt;/p&gt;")
    out = []
    for i, paragraph in enumerate(paragraphs):
        if not paragraph.strip():
            out.append(paragraph)
            continue
        paragraph = paragraph.replace("&lt;p&gt;", PARAGRAPH, 1)
        words = paragraph.split(" ")
        if len(words) > 8:
            k = rng.randrange(3, len(words) - 2)
            slug = re.sub(r"\W", "", words[k]).lower() or "story"
            words[k] = LINK.format(slug=slug, n=rng.randrange(99999), word=words[k])
            paragraph = " ".join(words)
        out.append(paragraph)
        if i % 3 == 1:
            n = rng.randrange(10000, 99999)
            img = "https://www.outlet-example.com/wp-content/uploads/2026/11/photo-%d" % n
            out.append(FIGURE.format(img=img, n=n))
    return "&lt;/p&gt;".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.output, exist_ok=True)
    names = sorted(n for n in os.listdir(args.input) if n.endswith(".xml"))
    if not names:
        sys.exit("no .xml feeds in " + args.input)
    for name in names:
        with open(os.path.join(args.input, name), encoding="utf-8") as f:
            text = f.read()
        text = re.sub(r"<description>(.*?)</description>",
                      lambda m: "<description>" + dress(m.group(1), rng) + "</description>", text, flags=re.S)
        with open(os.path.join(args.output, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("%d feeds dressed in markup in %s" % (len(names), args.output))


if __name__ == "__main__":
    main()
