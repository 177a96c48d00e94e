"""Helpers both modern_pages.py and its further forms (modern_forms.py) use: generated class
names, escaping, sentences and prose with links."""

import html
import re


def generated_class(rng):
    return "css-" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6))


def esc(text):
    return html.escape(text, quote=False)


def sentences(paragraph):
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z\"'])", paragraph.strip())
    return [p for p in parts if p]


def linked(rng, text, share):
    """The paragraph's markup, with about `share` of its words in links of two to five words."""
    words = text.split(" ")
    out = []
    i = 0
    while i < len(words):
        if share and rng.random() < share / 3.5:
            n = min(len(words) - i, rng.randint(2, 5))
            out.append(f'<a href="/topic/{i}">' + esc(" ".join(words[i:i + n])) + "</a>")
            i += n
        else:
            out.append(esc(words[i]))
            i += 1
    return " ".join(out)
