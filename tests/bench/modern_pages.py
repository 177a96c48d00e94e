#!/usr/bin/env python3
"""Writes a page set in today's news layouts around known article texts, for `kindred-cli bench
extract`.

The article texts are L3S-GN1's gold texts (../shared/corpora/extraction/l3s-gn1/gold-text: a
headline line, then paragraphs); each is laid out as a page of a modern news site would lay it
out, and the gold text is what the reader came for: headline, standfirst, paragraphs, subheads,
list items, table rows, quotes. Each page draws its own combination of forms, so the set
measures the forms, not a site:
- the body's container: <article>, a named <div> (BEM, CMS or itemprop names), a <section>, or
  generated class names (css-1x8yz3) that say nothing;
- its paragraphs: <p>, <p> each in its own generated wrapper, text straight in <div>s, or lines
  split by <br>; a tabloid's one sentence a paragraph;
- what interrupts them: ad slots, "Advertisement" labels, newsletter boxes, "Read more" links,
  related cards with a teaser, figures with credited captions, embedded posts, pull quotes, video
  players, "story continues below" lines;
- its structure: subheads, a list, a table of figures, a quotation;
- around it: navigation, a trending bar, a cookie notice, a byline, share buttons, tags, an
  author's biography, a grid of other stories with their teasers, readers' comments (other
  articles' sentences: text as dense as the story's), a legal footer; a short story (two to four
  paragraphs) now and then.

Further forms, drawn with a second random stream of the page's own (so a page that draws none of
them is the page the forms above alone make), are the ones on which extractors lose text on real
held-out news pages:
- listicle (10%): a list article; an intro, then five to twelve short sections under h2/h3 heads
  numbered "3. Words", "3) Words", a number in a <span>, counted down, or not numbered at all (or
  the sections as <li>s of an <ol>), flat or each in its own wrapper; a section is one or two short
  paragraphs, often a single one of 15-40 words; between and inside sections figures with captions,
  product boxes ("Buy now at ...", a price), related links and ads; now and then the heads are links
  or the text carries a shop's links. Heads and section paragraphs are gold; captions, boxes and
  prices are not (forms: listicle, listicle-heads:FORM, listicle-linked);
- table-body (10% of the articles) and dl (6%): a table of standings, a schedule, results or
  figures (6-20 rows under a header row; names from the corpus, numbers, times, dates), or a
  definition list of 4-10 terms (other articles' headlines or names) defined by a few words, a
  number or a date (dl:brief) or by other articles' sentences (dl:sentences); half the time the
  story is cut to two to five paragraphs, so the table is much of the body. Gold holds each row
  (its cells joined) and each term and definition (forms: table-body:KIND, table-rows:BUCKET, dl,
  dl:SHAPE);
- short-page (8%): only 60-120 words of text (a notice, a short post, or a product page's
  description with three to six spec lines), with the usual navigation, teasers and footer around
  it; price, ratings and buttons are not gold (forms: short-page, short-page:KIND);
- dense-interruptions (13% of the articles): an interruption after nearly every paragraph, drawn
  from the kinds above and embedded social posts with their own text (other articles' sentences),
  "Related:" link lines, bare "ADVERTISEMENT" labels, subscription promos and product boxes (forms:
  dense-interruptions, dense-int:KIND);
- dense-boilerplate (15%): a story of two to four paragraphs with one to three text-dense blocks
  before or after it, none of them gold: a long legal notice, a long cookie text, an author
  biography of 80-150 words, an "About us" blurb, a long list of other stories' headlines and
  summaries, long readers' comments (forms: dense-boilerplate:KIND, dense-boilerplate-at:before
  when one stands before the story).

Usage: modern_pages.py OUT [--part tune|check] [--seed N] [--corpus DIR]
Writes OUT/input/NAME.html, OUT/gold-text/NAME.txt and OUT/forms.tsv (the forms each page drew).
Articles are split in two by a hash of their file name (two thirds tune, one third check) so rules
tuned on one part are checked on the other; the seed changes the forms drawn.
"""

import argparse
import contextlib
import hashlib
import html
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.join(HERE, "..", "..", "..", "shared", "corpora", "extraction", "l3s-gn1", "gold-text")

BODY_NAMES = ["article-body", "article__body", "story-body__inner", "c-entry-content", "entry-content",
              "post-content", "td-post-content", "ArticleBody-articleBody", "RichTextArticleBody",
              "StandardArticleBody_body", "field-item even", "content__article-body", "body-copy",
              "article-text", "story-content"]
AD_NAMES = ["ad-slot", "advert", "ad-container", "dfp-ad", "adunit", "GoogleActiveViewElement",
            "ob-widget", "taboola-below"]


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


def read_articles(corpus):
    articles = []
    for name in sorted(os.listdir(corpus)):
        with open(os.path.join(corpus, name), encoding="utf-8", errors="replace") as f:
            lines = [line.strip() for line in f.read().split("\n") if line.strip()]
        if len(lines) < 4 or sum(len(l.split()) for l in lines[1:]) < 120:
            continue
        articles.append((os.path.splitext(name)[0], lines[0], lines[1:]))
    return articles


def in_part(name, part):
    third = int(hashlib.md5(name.encode()).hexdigest(), 16) % 3 == 0
    return part == "all" or (part == "check") == third


_NAMES = {}


def proper_names(others):
    """Capitalised words the corpus uses inside sentences (places, people, clubs, firms), for
    table cells, definition terms and biographies."""
    key = id(others)
    if key not in _NAMES:
        counts, lower = {}, set()
        for _, paragraphs in others:
            for paragraph in paragraphs:
                for sentence in sentences(paragraph):
                    for word in sentence.split()[1:]:
                        word = word.strip(",.;:!?()\"'")
                        if re.fullmatch(r"[A-Z][a-z]{3,}", word):
                            counts[word] = counts.get(word, 0) + 1
                        elif word.islower():
                            lower.add(word)
        # Words never written in lower case are names, not a sentence's or a quotation's first word.
        _NAMES[key] = sorted(w for w, n in counts.items() if n >= 2 and w.lower() not in lower)
    return _NAMES[key]


def words_of(text):
    return [w for w in (w.strip(",.;:!?()\"'") for w in text.split()) if w]


FUNCTION_WORDS = {"a", "an", "the", "of", "to", "in", "on", "for", "and", "or", "at", "by", "with", "from", "as",
                  "after", "over", "is", "be", "its", "his", "her", "their", "into", "says", "said", "but", "not"}


def trimmed(words):
    """Words without function words at either end, so a cut head reads as a head."""
    while words and words[-1].lower() in FUNCTION_WORDS:
        words = words[:-1]
    while words and words[0].lower() in FUNCTION_WORDS:
        words = words[1:]
    return words


FIRST_NAMES = ["Maria", "James", "Lena", "Tom", "Ana", "Priya", "Kwame", "Sofia", "Daniel", "Mei", "Oliver",
               "Fatima", "Lucas", "Hannah", "Tariq", "Elena", "Sam", "Grace", "Noah", "Ines"]
LAST_NAMES = ["Keller", "Okoro", "Fischer", "Hale", "Ruiz", "Patel", "Mensah", "Rossi", "Byrne", "Chen",
              "Novak", "Haddad", "Moreau", "Lindqvist", "Ahmed", "Kowalski", "Reyes", "Walsh", "Tanaka"]
LEGAL = [
    "The information on this site is provided for general information purposes only and does not constitute "
    "legal, financial or other professional advice.",
    "While we endeavour to keep the information up to date and correct, we make no representations or warranties "
    "of any kind, express or implied, about the completeness, accuracy, reliability or suitability of the "
    "information, products, services or related graphics contained on the site for any purpose.",
    "Any reliance you place on such information is therefore strictly at your own risk.",
    "In no event will we be liable for any loss or damage including without limitation indirect or consequential "
    "loss or damage arising from loss of data or profits arising out of, or in connection with, the use of this "
    "website.",
    "Through this website you are able to link to other websites which are not under our control, and we have no "
    "control over the nature, content and availability of those sites.",
    "The inclusion of any links does not necessarily imply a recommendation or endorse the views expressed within "
    "them.",
    "Some of the links on this page are affiliate links, which means we may earn a commission if you click through "
    "and make a purchase, at no extra cost to you.",
    "Prices and availability were correct at the time of publication but may change without notice.",
    "All content is copyright of its respective owners and may not be reproduced, distributed, transmitted, cached "
    "or otherwise used except with the prior written permission of the publisher.",
    "Market data is delayed by at least fifteen minutes and is provided by third parties for information only; "
    "it is not intended for trading purposes or advice.",
    "Past performance is not a reliable indicator of future results, and the value of investments and the income "
    "from them can go down as well as up.",
    "Use of this site constitutes acceptance of our User Agreement, Privacy Policy and Cookie Statement and your "
    "California Privacy Rights.",
    "The material on this site may not be reproduced, distributed, transmitted, cached or otherwise used, except "
    "with the prior written permission of the owner.",
    "Complaints about our editorial content should be made in writing to the standards editor within thirty days "
    "of publication, quoting the date and headline of the article concerned.",
]
COOKIE = [
    "We and our partners use cookies and similar technologies to store and access information on your device.",
    "Some of them are essential to make the site work, while others help us to improve your experience by "
    "providing insights into how the site is being used.",
    "With your permission we and our partners may use precise geolocation data and identification through "
    "device scanning.",
    "You may click to consent to our and our partners' processing as described above.",
    "Alternatively you may access more detailed information and change your preferences before consenting or "
    "to refuse consenting.",
    "Please note that some processing of your personal data may not require your consent, but you have a right "
    "to object to such processing.",
    "Your preferences will apply to this website only and you can change them at any time by returning to this "
    "site or visiting our privacy policy.",
    "Personalised ads and content, ad and content measurement, audience insights and product development are "
    "among the purposes for which your data may be processed.",
    "Storing and accessing information on a device, such as cookies and device identifiers, may be used to "
    "select basic ads and to create a personalised content profile.",
    "We share information about your use of our site with our social media, advertising and analytics partners "
    "who may combine it with other information that you have provided to them.",
    "Third-party vendors, including advertising networks, may also set cookies when you visit our pages.",
]
ABOUT = [
    "The Daily Ledger is an independent news organisation founded in {year} and owned by a charitable trust.",
    "Our newsroom of more than {n} journalists reports from {place}, {place2} and around the world.",
    "We are funded by our readers, and no shareholder or billionaire owner can influence our journalism.",
    "Our mission is to hold power to account, to explain the forces that shape our lives and to tell the "
    "stories that others overlook.",
    "Every month millions of people read our reporting, listen to our podcasts and receive our newsletters.",
    "We publish corrections promptly and follow the code of practice of the Independent Press Standards "
    "Organisation.",
    "If you have a story we should look into, our investigations team can be reached securely.",
    "The Ledger's journalism has won {n2} national press awards since {year2}.",
    "Our editorial independence is guaranteed by the trust's constitution and overseen by an independent board.",
]
TOPICS = ["politics", "the economy", "health", "education", "crime", "immigration", "climate", "energy",
          "technology", "housing", "transport", "foreign affairs", "local government", "the courts", "sport",
          "culture", "science", "labour relations", "defence", "agriculture"]
SPEC_LABELS = {  # a product's spec lines: label and a value drawn for it
    "Weight": lambda r, p: f"{r.randint(1, 90) / 10} kg",
    "Dimensions": lambda r, p: f"{r.randint(10, 90)} x {r.randint(10, 90)} x {r.randint(2, 40)} cm",
    "Colour": lambda r, p: r.choice(["Black", "White", "Graphite", "Sage green", "Navy", "Rose gold", "Silver"]),
    "Material": lambda r, p: r.choice(["Stainless steel", "Aluminium", "Recycled plastic", "Oak", "Cotton", "Glass"]),
    "Battery life": lambda r, p: f"Up to {r.randint(4, 40)} hours",
    "Capacity": lambda r, p: f"{r.randint(1, 30) / 2} litres",
    "Power": lambda r, p: f"{r.randint(100, 3000)} W",
    "Warranty": lambda r, p: f"{r.randint(1, 5)} years",
    "Model number": lambda r, p: f"{p.proper()[:3].upper()}-{r.randint(100, 9999)}",
    "Screen size": lambda r, p: f"{r.randint(50, 650) / 10} inches",
    "Storage": lambda r, p: f"{r.choice([32, 64, 128, 256, 512])} GB",
    "Connectivity": lambda r, p: r.choice(["Wi-Fi, Bluetooth 5.0", "USB-C", "Bluetooth, NFC", "Wi-Fi 6, Ethernet"]),
    "Dishwasher safe": lambda r, p: r.choice(["Yes", "No"]),
    "Age range": lambda r, p: f"{r.randint(1, 8)} to {r.randint(9, 16)} years",
}
RETAILERS = ["Amazon", "Argos", "John Lewis", "Currys", "Walmart", "Best Buy", "Target", "Boots", "Very"]


class Page:
    """One page: its html parts in order and its gold lines."""

    def __init__(self, rng, others, nrng=None):
        self.rng = rng
        self.nrng = nrng or rng  # the further forms' own stream (see new_draws)
        # Sites built with CSS-in-JS name every element by a hash (css-1x8yz3); the others name
        # their boxes for what they are, with now and then a generated name among them.
        self.generated_names = rng.random() < 0.3
        self.others = others  # other articles: (headline, paragraphs), for teasers and comments
        self.html = []
        self.gold = []
        self.forms = []  # what was drawn, for a breakdown of the figures by form

    def other(self):
        return self.rng.choice(self.others)

    def other_sentence(self):
        headline, paragraphs = self.other()
        return self.rng.choice(sentences(self.rng.choice(paragraphs)) or [headline])

    def klass(self, names):
        if self.generated_names or self.rng.random() < 0.1:
            return generated_class(self.rng)
        return self.rng.choice(names)

    def add(self, form, part):
        self.forms.append(form)
        part()

    @contextlib.contextmanager
    def new_draws(self):
        """The further forms draw from their own stream, so the first forms' draws stay as they were."""
        saved = self.rng
        self.rng = self.nrng
        try:
            yield
        finally:
            self.rng = saved

    def name(self):
        return self.rng.choice(FIRST_NAMES) + " " + self.rng.choice(LAST_NAMES)

    def proper(self):
        return self.rng.choice(proper_names(self.others) or ["Ledger"])

    def phrase(self, low=2, high=6):
        """Another article's headline, or its first few words if it is longer than high."""
        for _ in range(20):
            words = words_of(self.other()[0])
            if len(words) > high:
                words = words[:self.rng.randint(low, high)]
            words = trimmed(words)
            if len(words) >= low:
                return " ".join(words)
        return self.proper()

    def take_words(self, pool, low, high):
        """Sentences off the front of pool (then other articles') of low to high words in all, the
        last one cut if it would run over."""
        out, count = [], 0
        while count < low:
            if not pool:  # the article is spent: go on with another one's sentences, in order
                pool.extend(s for p in self.other()[1] for s in sentences(p))
            sentence = pool.pop(0)
            words = sentence.split()
            if count + len(words) > high:
                words = words[:max(high - count, 3)]
                sentence = " ".join(words).rstrip(",;:") + ("" if words[-1][-1:] in ".!?" else ".")
            out.append(sentence)
            count += len(words)
        return out

    def paragraph_html(self, form, text, pclass, link_share=0.0):
        shown = linked(self.rng, text, link_share)
        if form == "pclass":
            return f'<p class="{pclass}">{shown}</p>'
        if form == "wrapped":
            return f'<div class="{generated_class(self.rng)}"><p>{shown}</p></div>'
        if form == "divtext":
            return f'<div class="{pclass}">{shown}</div>'
        return f"<p>{shown}</p>"

    def container(self, rng, inner):
        container = rng.choice(["article", "div", "itemprop", "generated", "section"])
        self.forms.append("container:" + container)
        if container == "article":
            open_, close = "<article>", "</article>"
        elif container == "div":
            open_, close = f'<div class="{rng.choice(BODY_NAMES)}">', "</div>"
        elif container == "itemprop":
            open_, close = '<div itemprop="articleBody">', "</div>"
        elif container == "generated":
            open_, close = f'<div class="{generated_class(rng)}"><div class="{generated_class(rng)}">', "</div></div>"
        else:
            open_, close = '<section name="articleBody">', "</section>"
        self.html.append(open_ + "\n" + inner + "\n" + close)

    # The further forms' boxes: none of them gold.
    def product_box(self, index):
        rng = self.rng
        product = self.phrase(2, 4)
        currency = rng.choice(["£", "$", "€"])
        price = f"{currency}{rng.randint(5, 400)}.{rng.choice(['99', '00', '49', '95'])}"
        shop = rng.choice(RETAILERS)
        shape = rng.choice(["box", "box", "line", "button"])
        if shape == "line":  # a paragraph like the story's own
            return f'<p><a href="/buy/{index}" rel="sponsored">Buy now at {shop}</a> ({price})</p>'
        if shape == "button":
            return (f'<div class="{self.klass(["affiliate-button", "cta", "buy-button"])}"><a href="/buy/{index}">'
                    f'{price} at {shop}</a></div>')
        return (f'<div class="{self.klass(["product-box", "product-card", "commerce-unit", "affiliate"])}">'
                f'<img src="/p/{index}.jpg" alt=""><p class="product-name">{esc(product)}</p><p class="price">'
                f'{price}</p><a class="button" href="/buy/{index}">Buy now at {shop}</a></div>')

    def social_post(self, index):
        rng = self.rng
        name = self.name()
        handle = "@" + name.lower().replace(" ", "_")
        text = esc(" ".join(self.other_sentence() for _ in range(rng.randint(1, 3))))
        network = rng.choice(["twitter", "instagram", "facebook"])
        if network == "twitter":
            return (f'<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{text} <a href="https://t.co/'
                    f'{index}">pic.twitter.com/{generated_class(rng)[4:]}</a></p>&mdash; {name} ({handle}) '
                    f'<a href="https://twitter.com/x/{index}">May 2, 2019</a></blockquote>')
        if network == "instagram":
            return (f'<blockquote class="instagram-media" data-instgrm-permalink="https://instagram.com/p/{index}">'
                    f'<div><a href="https://instagram.com/p/{index}">View this post on Instagram</a></div>'
                    f'<p>{text}</p><p>A post shared by {name} ({handle}) on May 2, 2019</p></blockquote>')
        return (f'<div class="fb-post" data-href="https://facebook.com/{index}"><blockquote class="'
                f'fb-xfbml-parse-ignore"><p>{text}</p>Posted by <a href="https://facebook.com/x">{name}</a> on '
                "Thursday, 2 May 2019</blockquote></div>")

    def dense_interruption(self, kind, index):
        rng = self.rng
        if kind == "social":
            return self.social_post(index)
        if kind == "related":
            label = rng.choice(["Related:", "RELATED:", "Related", "See also:", "Also read:", "MORE:"])
            if rng.random() < 0.5:
                label = f"<strong>{label}</strong>"
            return f'<p>{label} <a href="/rel/{index}">{esc(self.other()[0])}</a></p>'
        if kind == "adlabel":
            return rng.choice([f'<p class="{self.klass(["ad-label", "advertisement"])}">ADVERTISEMENT</p>',
                               "<div><span>ADVERTISEMENT</span></div>",
                               f'<div class="{generated_class(rng)}">Advertisement</div>'])
        if kind == "promo":
            return (f'<div class="{self.klass(["subscribe-promo", "paywall-promo", "inline-cta"])}"><p><strong>'
                    "Support independent journalism.</strong> Subscribe to the Ledger from "
                    f'{rng.choice(["£1", "$1", "€2"])} a week and read without limits.</p><a href="/subscribe">'
                    "Subscribe now</a></div>")
        if kind == "product":
            return self.product_box(index)
        return self.interruption(kind, index)

    # A list article.
    def listicle_body(self, headline, paragraphs):
        rng = self.rng
        pool = [s for p in paragraphs for s in sentences(p)]
        n = rng.randint(5, 12)
        heads = rng.choice(["numbered", "numbered", "paren", "span", "countdown", "plain", "ol"])
        self.forms += ["listicle", "listicle-heads:" + heads]
        title = rng.choice([headline, headline, f"{n} things we learned: {headline}", f"{headline}: {n} key points"])
        self.html.append(f'<h1 class="{self.klass(["headline", "article-title"])}">{esc(title)}</h1>')
        self.gold.append(title)
        intro = self.take_words(pool, 25, 70)
        self.description = " ".join(intro)
        author = self.byline() if rng.random() < 0.8 else "Maria Keller"
        if rng.random() < 0.6:
            self.share()
        pform = rng.choice(["p", "p", "p", "pclass", "wrapped"])
        pclass = generated_class(rng)
        htag = rng.choice(["h2", "h2", "h3"])
        # Shopping lists link what they recommend: in the heads, in the text, or both.
        link_share = rng.choice([0.0, 0.0, 0.1, 0.3])
        linked_heads = rng.random() < 0.3
        if link_share or linked_heads:
            self.forms.append("listicle-linked")
        wrap = "li" if heads == "ol" else rng.choice(["flat", "flat", "wrapped", "section"])
        item_class = self.klass(["listicle-item", "list-item", "slide", "gallery-item", "listicle__item"])
        boxes = rng.sample(["figure", "figure", "product", "related", "ad", "readmore", "card"], rng.randint(1, 3))
        parts = [self.paragraph_html(pform, " ".join(intro), pclass)]
        self.gold.append(" ".join(intro))
        for i in range(1, n + 1):
            number = n + 1 - i if heads == "countdown" else i
            # The head: another story's headline (or its first words), or the item's own first words.
            own = trimmed(words_of(pool[0])[:rng.randint(3, 6)]) if pool else []
            words = " ".join(own) if len(own) >= 2 and rng.random() < 0.4 else self.phrase(2, 7)
            if heads in ("numbered", "countdown"):
                head_html, head_gold = esc(f"{number}. {words}"), f"{number}. {words}"
            elif heads == "paren":
                head_html, head_gold = esc(f"{number}) {words}"), f"{number}) {words}"
            elif heads == "span":
                head_html, head_gold = f'<span class="{self.klass(["num", "item-number"])}">{number}</span> {esc(words)}', f"{number} {words}"
            else:
                head_html, head_gold = esc(words), words
            if linked_heads:
                head_html = f'<a href="/go/{i}" rel="sponsored">{head_html}</a>'
            section = [f"<{htag}>{head_html}</{htag}>"]
            self.gold.append(head_gold)
            if rng.random() < 0.4:  # the item's picture under its head
                section.append(self.interruption("figure", i))
            if rng.random() < 0.5:
                texts = [" ".join(self.take_words(pool, 15, 40))]
            else:
                texts = [" ".join(self.take_words(pool, 20, 70)) for _ in range(rng.randint(1, 2))]
            for text in texts:
                section.append(self.paragraph_html(pform, text, pclass, link_share))
                self.gold.append(text)
            if rng.random() < 0.3:
                section.append(self.product_box(i))
            inner = "\n".join(section)
            if wrap == "li":
                parts.append(f"<li>{inner}</li>")
            elif wrap == "wrapped":
                parts.append(f'<div class="{item_class}">{inner}</div>')
            elif wrap == "section":
                parts.append(f'<section id="item-{i}">{inner}</section>')
            else:
                parts.append(inner)
            if i < n and rng.random() < 0.6:  # between the items
                box = rng.choice(boxes)
                box_html = self.product_box(i) if box == "product" else self.dense_interruption(box, i)
                parts.append(f"<li>{box_html}</li>" if wrap == "li" else box_html)
        if wrap == "li":
            parts = [parts[0], f'<ol class="{self.klass(["listicle", "list-items"])}">'] + parts[1:] + ["</ol>"]
        if rng.random() < 0.5:
            outro = " ".join(self.take_words(pool, 20, 60))
            parts.append(self.paragraph_html(pform, outro, pclass))
            self.gold.append(outro)
        self.container(rng, "\n".join(parts))
        return author

    # A page of little text.
    def short_page_body(self, headline, paragraphs):
        rng = self.rng
        pool = [s for p in paragraphs for s in sentences(p)]
        kind = rng.choice(["notice", "post", "product"])
        self.forms += ["short-page", "short-page:" + kind]
        target = rng.randint(60, 120)
        self.html.append(f'<h1 class="{self.klass(["product-title", "product-name"] if kind == "product" else ["headline", "article-title"])}">'
                         f"{esc(headline)}</h1>")
        self.gold.append(headline)
        author = "Maria Keller"
        parts = []
        pform = rng.choice(["p", "p", "pclass", "wrapped", "divtext"])
        pclass = generated_class(rng)
        if kind == "product":
            currency = rng.choice(["£", "$", "€"])
            parts.append(f'<div class="{self.klass(["price", "product-price"])}">{currency}{rng.randint(5, 900)}.99</div>'
                         f'<div class="{self.klass(["rating", "stars"])}">{rng.randint(30, 50) / 10} out of 5 stars '
                         f'({rng.randint(3, 900)} reviews)</div><button>Add to basket</button>'
                         f'<p class="{self.klass(["delivery", "shipping"])}">Free delivery on orders over {currency}40</p>')
            specs = []
            for label in rng.sample(sorted(SPEC_LABELS), rng.randint(3, 6)):
                specs.append((label, SPEC_LABELS[label](rng, self)))
            text_words = max(30, target - sum(len(f"{l} {v}".split()) for l, v in specs))
            description = self.take_words(pool, text_words, text_words + 15)
            cut = rng.randint(1, len(description)) if len(description) > 1 and rng.random() < 0.5 else len(description)
            for chunk in [description[:cut], description[cut:]]:
                if chunk:
                    parts.append(self.paragraph_html(pform, " ".join(chunk), pclass))
                    self.gold.append(" ".join(chunk))
            shape = rng.choice(["ul", "table", "dl", "lines"])
            if shape == "ul":
                parts.append("<ul>" + "".join(f"<li>{esc(l)}: {esc(v)}</li>" for l, v in specs) + "</ul>")
            elif shape == "table":
                parts.append("<table>" + "".join(f"<tr><th>{esc(l)}</th><td>{esc(v)}</td></tr>" for l, v in specs)
                             + "</table>")
            elif shape == "dl":
                parts.append("<dl>" + "".join(f"<dt>{esc(l)}</dt><dd>{esc(v)}</dd>" for l, v in specs) + "</dl>")
            else:
                parts.append("<p>" + "<br>".join(f"<b>{esc(l)}:</b> {esc(v)}" for l, v in specs) + "</p>")
            self.gold += [f"{l}: {v}" for l, v in specs]
            self.description = " ".join(description)
        else:
            if rng.random() < 0.6:
                author = self.byline()
            text = self.take_words(pool, target, target + 15)
            count = 1 if kind == "notice" and rng.random() < 0.5 else min(len(text), rng.randint(2, 3))
            cuts = sorted(rng.sample(range(1, len(text)), count - 1)) if count > 1 else []
            for a, b in zip([0] + cuts, cuts + [len(text)]):
                chunk = " ".join(text[a:b])
                parts.append(self.paragraph_html(pform, chunk, pclass))
                self.gold.append(chunk)
            self.description = " ".join(text)
            if kind == "notice" and rng.random() < 0.5:
                parts.append(f'<p class="{self.klass(["updated", "timestamp"])}">Last updated: 2 May 2019, '
                             f"{rng.randint(8, 18)}:{rng.randint(10, 59)}</p>")
        self.container(rng, "\n".join(parts))
        return author

    # Tables and definition lists that make up much of a story.
    def table_block(self):
        rng = self.rng
        kind = rng.choice(["standings", "schedule", "results", "figures"])
        rows_n = rng.randint(6, 20)
        names = lambda: self.proper() if rng.random() < 0.6 else f"{self.proper()} {self.proper()}"
        if kind == "standings":
            header = rng.choice([["Pos", "Team", "P", "W", "D", "L", "GD", "Pts"], ["", "Club", "Pld", "Pts"],
                                 ["Team", "Played", "Won", "Lost", "Points"]])
            rows = []
            for r in range(rows_n):
                played = rng.randint(10, 38)
                won = rng.randint(0, played)
                lost = rng.randint(0, played - won)
                full = [str(r + 1), names(), str(played), str(won), str(played - won - lost), str(lost),
                        f"{rng.randint(-30, 40):+d}", str(won * 3 + played - won - lost)]
                rows.append({8: full, 4: [full[0], full[1], full[2], full[7]],
                             5: [full[1], full[2], full[3], full[5], full[7]]}[len(header)])
        elif kind == "schedule":
            header = rng.choice([["Date", "Time", "Home", "Away", "Venue"], ["Day", "Kick-off", "Match", "TV"]])
            rows = []
            for r in range(rows_n):
                day = f"{rng.choice(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {rng.randint(1, 28)} " \
                      f"{rng.choice(['May', 'June', 'July', 'Aug', 'Sept'])}"
                time = rng.choice([f"{rng.randint(12, 21)}:{rng.choice(['00', '15', '30', '45'])}",
                                   f"{rng.randint(1, 9)}.{rng.choice(['00', '30'])}pm"])
                if len(header) == 5:
                    rows.append([day, time, names(), names(), self.proper()])
                else:
                    rows.append([day, time, f"{names()} v {names()}", rng.choice(["BBC One", "Sky Sports", "ITV", "BT Sport", "-"])])
        elif kind == "results":
            header = rng.choice([["Pos", "Name", "Country", "Time"], ["Rank", "Athlete", "Team", "Result", "Points"]])
            rows = []
            t = rng.randint(60, 8000)
            for r in range(rows_n):
                t += rng.randint(0, 40) if r else 0  # the field in order of time
                time = f"{t // 3600}:{t // 60 % 60:02d}:{t % 60:02d}" if t >= 3600 else f"{t // 60}:{t % 60:02d}.{rng.randint(0, 99):02d}"
                row = [str(r + 1), f"{rng.choice(FIRST_NAMES)} {self.proper()}", self.proper(), time]
                if len(header) == 5:
                    row.append(str(max(0, 100 - r * rng.randint(3, 9))))
                rows.append(row)
        else:
            header = rng.choice([["Region", "2018", "2019", "Change"], ["", "Q1", "Q2", "Q3", "Q4"]])
            rows = []
            for r in range(rows_n):
                a, b = rng.randint(100, 99999), rng.randint(100, 99999)
                if len(header) == 4:
                    rows.append([self.proper(), f"{a:,}", f"{b:,}", f"{(b - a) * 100 / a:+.1f}%"])
                else:
                    rows.append([self.proper()] + [f"{rng.randint(1, 999) / 10}" for _ in range(4)])
        self.forms += ["table-body:" + kind, "table-rows:" + ("6-9" if rows_n < 10 else "10-14" if rows_n < 15 else "15-20")]
        shape = rng.choice(["thead", "th", "td"])
        cell = lambda c, tag: f"<{tag}>{esc(c)}</{tag}>"
        head_tag = "td" if shape == "td" else "th"
        head = "<tr>" + "".join(cell(c, head_tag) for c in header) + "</tr>"
        body = "".join("<tr>" + "".join(cell(c, "td") for c in row) + "</tr>" for row in rows)
        if shape == "thead":
            table = f"<table><thead>{head}</thead><tbody>{body}</tbody></table>"
        else:
            table = f"<table>{head}{body}</table>"
        if rng.random() < 0.5:
            table = f'<div class="{self.klass(["table-wrapper", "table-container", "scroll-x", "data-table"])}">{table}</div>'
        lines = [" ".join(c for c in header if c)] + [" ".join(row) for row in rows]
        if rng.random() < 0.4:
            title = self.phrase(3, 6)
            table = f"<h3>{esc(title)}</h3>" + table
            lines.insert(0, title)
        return table, lines

    def dl_block(self):
        rng = self.rng
        self.forms.append("dl")
        shape = rng.choice(["plain", "strong", "multi"])
        brief = rng.random() < 0.5  # a fact box's few words a term, or a glossary's sentences
        self.forms.append("dl:" + ("brief" if brief else "sentences"))
        html_, lines = [], []
        for _ in range(rng.randint(4, 10)):
            term = self.phrase(1, 4) if rng.random() < 0.5 else " ".join(self.proper() for _ in range(rng.randint(1, 2)))
            if brief:
                defs = [rng.choice([self.phrase(2, 8), f"{self.proper()}, {self.proper()}", f"{rng.randint(2, 9999):,}",
                                    f"{rng.randint(1, 28)} {rng.choice(['May', 'June', 'March'])} {rng.randint(1950, 2019)}"])]
            else:
                defs = [" ".join(self.other_sentence() for _ in range(rng.randint(1, 2)))]
            if shape == "multi" and rng.random() < 0.4:
                defs.append(self.other_sentence())
            dt = f"<strong>{esc(term)}</strong>" if shape == "strong" else esc(term)
            html_.append(f"<dt>{dt}</dt>" + "".join(f"<dd>{esc(d)}</dd>" for d in defs))
            lines += [term] + defs
        return f'<dl class="{self.klass(["glossary", "key-facts", "definitions", "fact-box"])}">{"".join(html_)}</dl>', lines

    # Text-dense boilerplate around a short story: none of it gold.
    def dense_boilerplate(self, kind, author=None):
        rng = self.rng
        def fill(pool, low, high, **kw):
            picked = rng.sample(pool, len(pool))
            out, count = [], 0
            for sentence in picked:
                out.append(sentence.format(**kw))
                count += len(out[-1].split())
                if count >= low and (count >= high or rng.random() < 0.3):
                    break
            return " ".join(out)
        if kind == "legal":
            text = fill(LEGAL, 100, 200)
            heading = rng.choice(["", "<h4>Disclaimer</h4>", "<strong>Legal notice</strong>", "<h3>Terms of use</h3>"])
            return (f'<div class="{self.klass(["disclaimer", "legal-notice", "terms", "affiliate-disclosure"])}">'
                    f"{heading}<p>{esc(text)}</p></div>")
        if kind == "cookie":
            paragraphs = [fill(COOKIE, 40, 90), fill(COOKIE, 40, 90)][:rng.randint(1, 2)]
            return (f'<div class="{self.klass(["cookie-banner", "consent", "cmp-container", "gdpr"])}"><h3>We value '
                    "your privacy</h3>" + "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
                    + "<button>Accept all</button><button>Reject all</button><button>More options</button></div>")
        if kind == "bio":
            name = author or self.name()
            he, his = rng.choice([("she", "her"), ("he", "his"), ("they", "their")])
            topics = rng.sample(TOPICS, 4)
            templates = [
                f"{name} is a {rng.choice(['senior', 'chief', 'staff', 'contributing'])} {rng.choice(['reporter', 'correspondent', 'writer', 'editor'])} at the Ledger, covering {topics[0]}, {topics[1]} and {topics[2]}.",
                f"Before joining the Ledger in {rng.randint(2001, 2018)}, {he} spent {rng.randint(3, 15)} years at the {self.proper()} {rng.choice(['Herald', 'Gazette', 'Post', 'Courier', 'Times'])}, where {he} reported on {topics[3]}, courts and {rng.choice(TOPICS)}.",
                f"{he.capitalize()} has reported from {self.proper()}, {self.proper()} and {self.proper()}, and was part of the team that won the {self.proper()} Prize for its coverage of {rng.choice(TOPICS)}.",
                f"{he.capitalize()} studied {rng.choice(['history', 'law', 'economics', 'politics', 'physics', 'languages'])} at the University of {self.proper()} and holds a master's degree in journalism.",
                f"{his.capitalize()} book about {self.phrase(2, 4)} was shortlisted for the {self.proper()} award in {rng.randint(2010, 2019)}.",
                f"{he.capitalize()} lives in {self.proper()} with {his} {rng.choice(['family', 'partner and two children', 'dog', 'husband', 'wife'])}.",
                f"{name.split()[0]} is a regular guest on radio and television programmes and has written for several national and international titles.",
                f"You can follow {name.split()[0]} on Twitter at @{name.lower().replace(' ', '')} or send {his} story ideas by email.",
            ]
            out = [templates[0]]
            count = len(out[0].split())
            target = rng.randint(80, 150)
            for sentence in rng.sample(templates[1:], len(templates) - 1):
                if count >= target:
                    break
                out.append(sentence)
                count += len(sentence.split())
            heading = rng.choice(["", f"<h3>About {esc(name)}</h3>", "<h4>About the author</h4>"])
            return (f'<div class="{self.klass(["author-bio", "contributor", "author-box", "about-author"])}">{heading}'
                    f'<img src="/a/{generated_class(rng)}.jpg" alt=""><p>{esc(" ".join(out))}</p></div>')
        if kind == "about":
            text = fill(ABOUT, 60, 120, year=rng.randint(1821, 1990), n=rng.randint(80, 900), place=self.proper(),
                        place2=self.proper(), n2=rng.randint(3, 60), year2=rng.randint(1990, 2010))
            return (f'<div class="{self.klass(["about-us", "about", "site-info", "publisher-info"])}"><h3>About us</h3>'
                    f"<p>{esc(text)}</p></div>")
        if kind == "teasers":
            items = ""
            for i in range(rng.randint(10, 20)):
                headline, paragraphs = self.other()
                summary = " ".join((sentences(paragraphs[0]) or [paragraphs[0]])[:rng.randint(1, 2)])
                items += (f'<li class="{self.klass(["story", "teaser", "list-item"])}"><a href="/d/{i}"><h3>'
                          f'{esc(headline)}</h3></a><p>{esc(summary)}</p><span class="time">{rng.randint(1, 23)}h '
                          "ago</span></li>")
            heading = rng.choice(["Top stories", "Latest news", "Most popular", "More from the Ledger", "Editor's picks"])
            return (f'<section class="{self.klass(["story-list", "latest", "feed", "river"])}"><h2>{heading}</h2><ul>'
                    f"{items}</ul></section>")
        if kind == "comments":
            items = ""
            for i in range(rng.randint(6, 15)):
                text = " ".join(self.other_sentence() for _ in range(rng.randint(2, 5)))
                items += (f'<div class="{self.klass(["comment", "comment-body", "reply", "post"])}"><div class="meta">'
                          f"<b>{esc(self.name())}</b> {i + 1} hours ago</div><p>{esc(text)}</p><a href=\"#reply\">"
                          f"Reply</a> <span>{rng.randint(0, 90)} likes</span></div>")
            return (f'<section class="{self.klass(["comments", "discussion", "community", "talk"])}"><h2>'
                    f"{rng.randint(6, 400)} comments</h2>{items}</section>")
        raise ValueError(kind)

    # What stands around the story.
    def navigation(self):
        items = ["News", "World", "Politics", "Business", "Tech", "Science", "Health", "Sport",
                 "Culture", "Opinion", "Video", "Podcasts"]
        links = "".join(f'<li><a href="/{i.lower()}">{i}</a></li>' for i in self.rng.sample(items, 8))
        self.html.append(f'<header class="{self.klass(["site-header", "masthead"])}"><a href="/" '
                         f'class="logo">The Daily Ledger</a><nav><ul>{links}</ul></nav></header>')

    def trending(self):
        links = "".join(f'<li><a href="/t/{i}">{esc(self.other()[0])}</a></li>' for i in range(5))
        self.html.append(f'<div class="{self.klass(["trending", "trending-bar"])}"><span>Trending</span>'
                         f'<ul>{links}</ul></div>')

    def cookie_notice(self):
        self.html.append(
            f'<div class="{self.klass(["cookie-banner", "consent"])}"><p>We use cookies and similar '
            "technologies to give you a better experience, to measure how our site is used and to show "
            "you personalised advertising. By continuing to browse the site you agree to our use of "
            'cookies. You can change your settings at any time.</p><button>Accept all</button>'
            '<button>Manage settings</button></div>')

    def byline(self):
        author = self.rng.choice(["Maria Keller", "James Okoro", "Lena Fischer", "Tom Hale", "Ana Ruiz"])
        self.html.append(f'<div class="{self.klass(["byline", "article-meta"])}"><span class="author">By '
                         f'<a href="/authors/x">{author}</a></span> <time datetime="2019-05-02">May 2, 2019'
                         '</time> <span class="read-time">4 min read</span></div>')
        return author

    def share(self):
        self.html.append(f'<div class="{self.klass(["share-buttons", "social-share"])}"><a href="#">Facebook'
                         '</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Copy link</a></div>')

    def tags(self):
        words = sorted({w.strip(",.;:") for w in self.other()[0].split() if len(w) > 5})[:5]
        links = "".join(f'<a href="/tag/{esc(w)}">{esc(w)}</a> ' for w in words)
        self.html.append(f'<div class="{self.klass(["tags", "topics"])}">Topics: {links}</div>')

    def biography(self, author):
        self.html.append(
            f'<div class="{self.klass(["author-bio", "contributor"])}"><p>{author} is a senior reporter '
            "covering politics and the economy. Before joining the Ledger in 2014 she spent six years at "
            "regional newspapers in the north, where she reported on local government, courts and "
            "housing. She studied history and journalism and lives with her family by the coast.</p></div>")

    def more_stories(self):
        cards = ""
        for i in range(self.rng.randint(6, 10)):
            headline, paragraphs = self.other()
            teaser = (sentences(paragraphs[0]) or [paragraphs[0]])[0]
            cards += (f'<div class="{self.klass(["card", "teaser"])}"><h3><a href="/s/{i}">{esc(headline)}'
                      f'</a></h3><p>{esc(teaser)}</p></div>')
        heading = self.rng.choice(["More from the Ledger", "Related stories", "You may also like", "Read next",
                                   "More on this story", "Latest news"])
        self.html.append(f'<section class="{self.klass(["more-stories", "related", "recirculation", "read-next", "also-read"])}">'
                         f'<h2>{heading}</h2>{cards}</section>')

    def comments(self):
        items = ""
        for i in range(self.rng.randint(5, 14)):
            text = " ".join(self.other_sentence() for _ in range(self.rng.randint(1, 3)))
            items += (f'<li class="{self.klass(["comment", "comment-body", "c-item", "post"])}"><div '
                      f'class="meta"><b>reader{i}</b> {i + 1} hours ago</div><p>{esc(text)}</p><a '
                      'href="#reply">Reply</a></li>')
        heading = self.rng.choice(["Comments", f"{self.rng.randint(5, 90)} comments", "Join the conversation",
                                   "Reader comments", "What readers say", "Discussion"])
        names = ["comments", "comments-area", "article-comments", "comment-list", "discussion", "conversation",
                 "community"]
        self.html.append(f'<section class="{self.klass(names)}"><h2>{heading}</h2><ol>{items}</ol></section>')

    def footer(self):
        self.html.append(
            f'<footer class="{self.klass(["site-footer", "footer"])}"><ul><li><a href="/about">About us'
            '</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li></ul>'
            "<p>© 2019 The Daily Ledger Ltd. All rights reserved. Registered in England and Wales. No "
            "part of this site may be reproduced without our written permission. The Ledger is a member "
            "of the Independent Press Standards Organisation and abides by its code of practice.</p>"
            "</footer>")

    # What interrupts the story.
    def interruption(self, kind, index):
        rng = self.rng
        if kind == "ad":
            return f'<div class="{rng.choice(AD_NAMES)}" id="ad-{index}"><span>Advertisement</span></div>'
        if kind == "continues":
            return '<p class="ad-label">Story continues below advertisement</p>'
        if kind == "newsletter":
            return (f'<div class="{self.klass(["newsletter-signup", "inline-newsletter"])}"><h3>Get the '
                    "morning briefing</h3><p>The day's top stories in your inbox every weekday.</p><form>"
                    '<input type="email" placeholder="Email address"><button>Sign up</button></form></div>')
        if kind == "readmore":
            return f'<p><strong>Read more:</strong> <a href="/r/{index}">{esc(self.other()[0])}</a></p>'
        if kind == "card":
            headline, paragraphs = self.other()
            return (f'<aside class="{self.klass(["rich-link", "inline-promo"])}"><a href="/c/{index}">'
                    f'<h4>{esc(headline)}</h4></a><p>{esc(sentences(paragraphs[0])[0])}</p></aside>')
        if kind == "figure":
            return (f'<figure class="{self.klass(["image", "media"])}"><img src="/img/{index}.jpg" alt="">'
                    f'<figcaption>{esc(self.other_sentence()[:90])} Photograph: Reuters/J. Smith'
                    "</figcaption></figure>")
        if kind == "tweet":
            return ('<blockquote class="twitter-tweet"><p lang="en">Huge crowds here this morning, more '
                    'to follow <a href="https://t.co/x">pic.twitter.com/x</a></p>&mdash; A Reporter '
                    '(@areporter) <a href="https://twitter.com/x">May 2, 2019</a></blockquote>')
        if kind == "video":
            return (f'<div class="{self.klass(["video-player", "media-embed"])}"><div class="title">Watch: '
                    f'{esc(self.other()[0])}</div><button>Play</button><span>02:14</span></div>')
        raise ValueError(kind)

    # The story.
    def body(self, headline, paragraphs, short, new=None):
        rng = self.rng
        new = new or {}
        self.html.append(f'<h1 class="{self.klass(["headline", "article-title"])}">{esc(headline)}</h1>')
        self.gold.append(headline)
        self.description = paragraphs[0]  # what the page tells search engines: its standfirst or lede
        if rng.random() < 0.5 and len(paragraphs) > 3:
            dek = paragraphs[0]
            paragraphs = paragraphs[1:]
            self.html.append(f'<p class="{self.klass(["standfirst", "dek", "summary", "intro"])}">'
                             f"{esc(dek)}</p>")
            self.gold.append(dek)
        author = self.byline() if rng.random() < 0.8 else "Maria Keller"
        if rng.random() < 0.6:
            self.share()
        if new.get("cut"):  # a short story under dense boilerplate, or a story that is mostly its table
            paragraphs = paragraphs[:self.nrng.randint(*new["cut"])]
        if short:
            paragraphs = paragraphs[:rng.randint(2, 4)]
            self.forms.append("short")
        elif rng.random() < 0.2:  # a tabloid's one sentence a paragraph
            paragraphs = [s for p in paragraphs for s in sentences(p)]
            self.forms.append("sentence-paragraphs")

        blocks = []  # (html, gold lines)
        paragraph_form = rng.choice(["p", "p", "pclass", "wrapped", "divtext", "br"])
        self.forms.append("paragraphs:" + paragraph_form)
        wrapper = generated_class(rng)
        pclass = generated_class(rng)
        # Writers link what they mention: none, now and then, or a link in most sentences.
        link_share = rng.choice([0.0, 0.0, 0.1, 0.3])
        if link_share:
            self.forms.append(f"linked-prose:{link_share}")
        for text in paragraphs:
            shown = linked(rng, text, link_share)
            if paragraph_form == "p":
                blocks.append((f"<p>{shown}</p>", [text]))
            elif paragraph_form == "pclass":
                blocks.append((f'<p class="{pclass} evys1bk0">{shown}</p>', [text]))
            elif paragraph_form == "wrapped":
                blocks.append((f'<div class="{wrapper}"><p class="{pclass}">{shown}</p></div>', [text]))
            elif paragraph_form == "divtext":
                blocks.append((f'<div class="zn-body__paragraph">{shown}</div>', [text]))
            else:
                blocks.append((f"{shown}<br><br>\n", [text]))
        if not short:
            # Structure that belongs to the story.
            if rng.random() < 0.4 and len(blocks) > 6:
                for at in range(len(blocks) - 3, 2, -rng.randint(3, 5)):
                    words = paragraphs[at].split()[:rng.randint(3, 6)] if at < len(paragraphs) else []
                    if len(words) >= 3:
                        subhead = " ".join(words).strip(",.;:")
                        blocks.insert(at, (f"<h2>{esc(subhead)}</h2>", [subhead]))
                self.forms.append("subheads")
            if rng.random() < 0.25:
                items = [self.other_sentence() for _ in range(rng.randint(3, 5))]
                tag = rng.choice(["ul", "ol"])
                lis = "".join(f"<li>{esc(i)}</li>" for i in items)
                blocks.insert(rng.randint(1, len(blocks)), (f"<{tag}>{lis}</{tag}>", items))
                self.forms.append("list")
            if rng.random() < 0.15:
                rows = [["Team", "Played", "Points"]] + [[w, str(rng.randint(20, 38)), str(rng.randint(10, 90))]
                                                          for w in ["Arsenal", "Everton", "Fulham", "Burnley"]]
                table = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
                blocks.insert(rng.randint(1, len(blocks)), (f"<table>{table}</table>",
                                                            [" ".join(r) for r in rows]))
                self.forms.append("table")
            if rng.random() < 0.2:
                quote = self.other_sentence()
                blocks.insert(rng.randint(1, len(blocks)), (f"<blockquote><p>{esc(quote)}</p></blockquote>", [quote]))
                self.forms.append("quotation")
            # What interrupts it.
            kinds = rng.sample(["ad", "continues", "newsletter", "readmore", "card", "figure", "tweet", "video"],
                               rng.randint(0, 4))
            step = rng.randint(2, 5)
            self.forms += ["interruption:" + k for k in kinds]
            if not new.get("dense"):
                for n, at in enumerate(range(len(blocks) - 1, 0, -step)):
                    if kinds:
                        blocks.insert(at, (self.interruption(kinds[n % len(kinds)], n), []))
        else:
            kinds = []

        with self.new_draws():
            if new.get("table") == "table":
                blocks.insert(self.rng.randint(1, len(blocks)), self.table_block())
            elif new.get("table") == "dl":
                blocks.insert(self.rng.randint(1, len(blocks)), self.dl_block())
            if new.get("dense"):  # an interruption after nearly every paragraph
                extra = self.rng.sample(["related", "adlabel", "promo", "product", "newsletter"], self.rng.randint(1, 3))
                if self.rng.random() < 0.7:
                    extra.append("social")  # embedded posts with text of their own
                self.forms += ["dense-interruptions"] + ["dense-int:" + k for k in extra]
                kinds = kinds + extra
                for n, at in enumerate(range(len(blocks) - 1, 0, -1)):
                    if self.rng.random() < 0.85:
                        for _ in range(2 if self.rng.random() < 0.15 else 1):
                            blocks.insert(at, (self.dense_interruption(self.rng.choice(kinds), n), []))

        self.container(rng, "\n".join(b[0] for b in blocks))
        for _, lines in blocks:
            self.gold.extend(lines)
        return author


BOILERPLATE_BEFORE = {"cookie": 0.7, "teasers": 0.4, "about": 0.4, "bio": 0.25, "legal": 0.2, "comments": 0.1}


def draw_further_forms(nrng):
    """Which of the further forms a page draws (from their own stream)."""
    r = nrng.random()
    new = {"body": "listicle" if r < 0.10 else "short-page" if r < 0.18 else "article"}
    if new["body"] == "article":
        r = nrng.random()
        new["table"] = "table" if r < 0.10 else "dl" if r < 0.16 else None
        new["dense"] = nrng.random() < 0.13
        if new["table"] and nrng.random() < 0.5:
            new["cut"] = (2, 5)
    if nrng.random() < 0.15:
        kinds = nrng.sample(sorted(BOILERPLATE_BEFORE), nrng.randint(1, 3))
        new["boilerplate"] = [(k, nrng.random() < BOILERPLATE_BEFORE[k]) for k in kinds]
        if new["body"] == "article":
            new["cut"] = (2, 4)
    return new


def make_page(rng, headline, paragraphs, others, nrng=None):
    nrng = nrng or random.Random(f"further:{headline}")
    new = draw_further_forms(nrng)
    page = Page(rng, others, nrng)
    page.forms.append("names:" + ("generated" if page.generated_names else "semantic"))
    short = rng.random() < 0.12
    if rng.random() < 0.3:
        page.add("cookie-notice", page.cookie_notice)
    page.navigation()
    if rng.random() < 0.5:
        page.add("trending", page.trending)
    boilerplate = new.get("boilerplate", [])
    page.forms += ["dense-boilerplate:" + k for k, _ in boilerplate]
    before = [k for k, at_before in boilerplate if at_before]
    if before:
        page.forms.append("dense-boilerplate-at:before")
    inside = nrng.random() < 0.5
    with page.new_draws():
        outside = [page.dense_boilerplate(k) for k in before]  # before the main box or first in it
    wrapper = f'<main><div class="{page.klass(["article-wrapper", "layout"])}">'
    page.html += [wrapper] + outside if inside else outside + [wrapper]
    with page.new_draws():
        if new["body"] == "listicle":
            author = page.listicle_body(headline, paragraphs)
        elif new["body"] == "short-page":
            author = page.short_page_body(headline, paragraphs)
    if new["body"] == "article":
        author = page.body(headline, paragraphs, short, new)
    after = [("tags", page.tags), ("biography", lambda: page.biography(author)),
             ("more-stories", page.more_stories), ("share-after", page.share)]
    # Comments come with the page mostly on sites that render them on the server; where a script
    # builds the page they load later, if at all.
    if rng.random() < (0.15 if page.generated_names else 0.5):
        after.append(("comments", page.comments))
    chosen = rng.sample(after, rng.randint(1, len(after)))
    if new["body"] == "short-page" and "more-stories" not in [form for form, _ in chosen]:
        chosen.append(("more-stories", page.more_stories))  # a short page among teasers
    for kind, at_before in boilerplate:
        if not at_before:
            chosen.insert(nrng.randint(0, len(chosen)), (None, kind))
    for form, part in chosen:
        if form is None:
            with page.new_draws():
                page.html.append(page.dense_boilerplate(part, author))
        else:
            page.add("after:" + form, part)
    page.html.append("</div>")
    if rng.random() < 0.5:  # a sidebar of the most read, after the story in the markup
        links = "".join(f'<li><a href="/m/{i}">{esc(page.other()[0])}</a></li>' for i in range(5))
        page.html.append(f'<aside class="{page.klass(["sidebar", "most-read"])}"><h2>Most read</h2><ol>'
                         f"{links}</ol></aside>")
        page.forms.append("sidebar")
    page.html.append("</main>")
    page.footer()
    title = esc(headline) + " | The Daily Ledger"
    description = ""
    if rng.random() < 0.85:  # most news pages describe themselves, with the standfirst or the lede
        description = f'<meta name="description" content="{html.escape(page.description)}">'
    text = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>' + title + "</title>"
            + description
            + '<meta name="viewport" content="width=device-width"><script>window.dataLayer=[];</script>'
            "</head><body>\n" + "\n".join(page.html) + "\n</body></html>\n")
    return text, "\n".join(page.gold) + "\n", page.forms


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--part", default="all", choices=["all", "tune", "check"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        sys.exit(f"modern_pages.py: no article texts at {args.corpus} (L3S-GN1's gold-text)")
    articles = read_articles(args.corpus)
    others = [(h, p) for _, h, p in articles]
    os.makedirs(os.path.join(args.out, "input"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "gold-text"), exist_ok=True)
    written = 0
    forms = open(os.path.join(args.out, "forms.tsv"), "w", encoding="utf-8")
    for name, headline, paragraphs in articles:
        if not in_part(name, args.part):
            continue
        rng = random.Random(f"{args.seed}:{name}")
        nrng = random.Random(f"{args.seed}:{name}:further")  # the further forms' own stream
        page, gold, drawn = make_page(rng, headline, paragraphs, others, nrng)
        forms.write(name + ".html\t" + " ".join(drawn) + "\n")
        with open(os.path.join(args.out, "input", name + ".html"), "w", encoding="utf-8") as f:
            f.write(page)
        with open(os.path.join(args.out, "gold-text", name + ".txt"), "w", encoding="utf-8") as f:
            f.write(gold)
        written += 1
    print(f"{written} pages in {args.out}")


if __name__ == "__main__":
    main()
