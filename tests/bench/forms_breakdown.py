#!/usr/bin/env python3
"""Breakdown of `kindred-cli bench extract --pages OUT` by the forms modern_pages.py drew.

Usage: forms_breakdown.py OUT PAGES.txt   (PAGES.txt: the bench's --pages output; '-' reads stdin)
Prints, for each form in OUT/forms.tsv: pages, mean F1, precision, recall, sorted by mean F1;
then groups (a form's name before ':' when it has several values, and whether a page drew any
of the further forms) and the overall means."""
import sys

NEW = ("listicle", "listicle-heads", "listicle-linked", "short-page", "table-body", "table-rows", "dl", "dense-interruptions", "dense-int",
       "dense-boilerplate", "dense-boilerplate-at")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    out, pages_file = sys.argv[1], sys.argv[2]
    forms = {}
    with open(f"{out}/forms.tsv", encoding="utf-8") as f:
        for line in f:
            name, _, drawn = line.rstrip("\n").partition("\t")
            forms[name] = drawn.split()
    scores = {}
    text = sys.stdin.read() if pages_file == "-" else open(pages_file, encoding="utf-8").read()
    summary = []
    for line in text.splitlines():
        cells = line.split("\t")
        if len(cells) == 5:
            scores[cells[4]] = tuple(float(c) for c in cells[:3])
        elif line.strip():
            summary.append(line)
    missing = set(forms) - set(scores)
    if missing:
        print(f"note: {len(missing)} pages of forms.tsv have no score", file=sys.stderr)

    groups = {}
    for name, drawn in forms.items():
        if name not in scores:
            continue
        for form in drawn:
            groups.setdefault(form, []).append(name)
    prefixes = {}
    for form in groups:
        if ":" in form:
            prefixes.setdefault(form.split(":")[0], set()).add(form)
    aggregates = {}
    for prefix, members in prefixes.items():
        if len(members) > 1:
            pages = sorted({p for m in members for p in groups[m]})
            if len(pages) < len(scores):  # "paragraphs:*" would be every page
                aggregates[prefix + ":*"] = pages
    new_pages = [n for n, d in forms.items() if n in scores and any(f.split(":")[0] in NEW for f in d)]
    aggregates["(any further form)"] = new_pages
    aggregates["(no further form)"] = [n for n in forms if n in scores and n not in set(new_pages)]

    def row(label, pages):
        k = len(pages)
        if not k:
            return None
        f1, p, r = (sum(scores[n][i] for n in pages) / k for i in range(3))
        return (f1, label, k, p, r)

    def table(title, rows):
        print(title)
        print(f"{'form':<34} {'pages':>5} {'F1':>6} {'P':>6} {'R':>6}")
        for f1, label, k, p, r in sorted(x for x in rows if x):
            mark = " *" if label.split(":")[0].strip("()") in NEW else ""
            print(f"{label + mark:<34} {k:>5} {f1:>6.3f} {p:>6.3f} {r:>6.3f}")
        print()

    table("By form (* further forms), sorted by mean F1:", [row(f, ps) for f, ps in groups.items()])
    table("Groups:", [row(f, ps) for f, ps in aggregates.items()])
    total = row("overall", list(scores))
    print(f"overall: {total[2]} pages  F1 {total[0]:.3f}  P {total[3]:.3f}  R {total[4]:.3f}")
    for line in summary:
        print("bench: " + line)


if __name__ == "__main__":
    main()
