"""The further forms of modern_pages.py's pages: the ones on which extractors lose text on real
held-out news pages, added after its first set of forms.

They draw from a second random stream of the page's own (`nrng`; Page.new_draws points the page's
`rng` at it while they draw), so the first forms' draws stay as they were: a page that draws none
of the further forms is byte-identical, page and gold text, to the page the set made before them.
draw_further_forms says which of them a page draws; FurtherForms, a mixin of modern_pages.Page,
lays them out:
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
"""

import random
import re

from page_parts import esc, generated_class, linked, sentences

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


class FurtherForms:
    """The further forms' parts of a modern_pages.Page. They draw from self.rng (the further forms'
    stream while under Page.new_draws), take Page's other articles (other, other_sentence), class
    names (klass), byline, share buttons, container and interruptions, and add to its html, gold
    and forms."""

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
            # Mostly the full name first, as bylines give it; from a stream of its own, so that the
            # page's other draws stay as they were.
            opening = random.Random(f"biography:{name}").choice([
                f"{name} is a", f"{name} is a", f"{name} has been a", f"{name.split()[0]} is a",
                f"Our {name}, a", f"Since 2015 {name} has been a"])
            topics = rng.sample(TOPICS, 4)
            templates = [
                f"{opening} {rng.choice(['senior', 'chief', 'staff', 'contributing'])} {rng.choice(['reporter', 'correspondent', 'writer', 'editor'])} at the Ledger, covering {topics[0]}, {topics[1]} and {topics[2]}.",
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
