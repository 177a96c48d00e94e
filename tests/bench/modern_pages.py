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

Page builders' rows (Elementor, WPBakery, Divi, the block editor's groups; 20% of the articles) are
laid out by builder_forms.py from a third stream of the page's own.

Further forms (list articles, tables and definition lists in the body, short pages, dense
interruptions, text-dense boilerplate around a short story), the ones on which extractors lose
text on real held-out news pages, are drawn and laid out by modern_forms.py (see its docstring for
each form and its names in forms.tsv), with a second random stream of the page's own, so a page
that draws none of them is the page the forms above alone make.

Usage: modern_pages.py OUT [--part tune|check] [--seed N] [--corpus DIR]
Writes OUT/input/NAME.html, OUT/gold-text/NAME.txt and OUT/forms.tsv (the forms each page drew).
Articles are split in two by a hash of their file name (two thirds tune, one third check) so rules
tuned on one part are checked on the other; the seed changes the forms drawn.
"""

import contextlib
import html
import random

import builder_forms
import page_set
from modern_forms import FurtherForms, draw_further_forms
from page_parts import esc, generated_class, linked, sentences


BODY_NAMES = ["article-body", "article__body", "story-body__inner", "c-entry-content", "entry-content",
              "post-content", "td-post-content", "ArticleBody-articleBody", "RichTextArticleBody",
              "StandardArticleBody_body", "field-item even", "content__article-body", "body-copy",
              "article-text", "story-content"]
AD_NAMES = ["ad-slot", "advert", "ad-container", "dfp-ad", "adunit", "GoogleActiveViewElement",
            "ob-widget", "taboola-below"]


def long_enough(lines):
    """A headline and three paragraphs or more, of 120 words or more."""
    return len(lines) >= 4 and sum(len(l.split()) for l in lines[1:]) >= 120


class Page(FurtherForms):
    """One page: its html parts in order and its gold lines. The further forms' parts come from
    FurtherForms (modern_forms.py)."""

    def __init__(self, rng, others, nrng=None, srng=None):
        self.rng = rng
        self.nrng = nrng or rng  # the further forms' own stream (see new_draws)
        # How the story's subheads and "Read more" lines are set, from a stream of its own too.
        self.srng = srng or random.Random(0)
        self.subhead_form = self.srng.choice(["h2", "h3", "bold", "b"])
        self.readmore_form = self.srng.choice(["strong", "em-colon", "plain"])
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
            f'<div class="{self.klass(["author-bio", "contributor"])}"><p>{biography_opening(author)} '
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
            label = {"strong": "<strong>Read more:</strong>", "em-colon": "<em>Read more</em>:",
                     "plain": self.srng.choice(["Also read:", "Related:", "READ MORE:"])}[self.readmore_form]
            return f'<p>{label} <a href="/r/{index}">{esc(self.other()[0])}</a></p>'
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

    # A subhead as the site sets it: a heading, or a paragraph in bold (many editors' cross-heads).
    def subhead(self, text):
        if self.subhead_form == "bold":
            return f"<p><strong>{text}</strong></p>"
        if self.subhead_form == "b":
            return f"<p><b>{text}</b></p>"
        return f"<{self.subhead_form}>{text}</{self.subhead_form}>"

    # A paywall in the story's own box, from the subheads' stream: the story cut after its first
    # paragraphs, then the notice and the offer (its perks, a price); or a metered page's notice
    # that a script shows over the whole story, which goes on after it.
    def paywall(self, blocks):
        draw = self.srng.random()
        if draw >= 0.12 or len(blocks) < 4:
            return
        at = self.srng.randint(2, min(4, len(blocks) - 1))
        notice = self.srng.choice(["To view the full story, please subscribe to The Daily Ledger.",
                                   "Subscribe to continue reading. Already a subscriber? Log in.",
                                   "To read the full article, choose a plan below."])
        if draw < 0.08:
            perks = "".join(f"<li>{esc(p)}</li>" for p in self.srng.sample(
                ["Unlimited digital access on any device", "The morning briefing in your inbox",
                 "Our archive back to 1901", "Puzzles, recipes and games", "Events for members only"], 3))
            offer = (f'<div class="{self.klass(["paywall", "piano-offer", "subscription-wall"])}">'
                     f"<p>{notice}</p><p>When you join the Ledger you get independent journalism about "
                     "your region that you will not find anywhere else, from reporters who live where "
                     "they report, and you help keep it free of the noise.</p><p>Join now to get:</p>"
                     f"<ul>{perks}</ul><p>First-time members also get a tote bag. Plans from $1 a week, "
                     "cancel any time.</p></div>")
            del blocks[at:]
            blocks.append((offer, []))
            self.forms.append("paywall:cut")
        else:
            blocks.insert(at, (f"<p>{notice}</p>", []))
            self.forms.append("paywall:metered")

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
                        blocks.insert(at, (self.subhead(esc(subhead)), [subhead]))
                self.forms += ["subheads", "subheads:" + self.subhead_form]
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

        self.paywall(blocks)
        if new.get("builder"):
            self.container(rng, builder_forms.layout(new["builder"], blocks, self.forms))
        else:
            self.container(rng, "\n".join(b[0] for b in blocks))
        for _, lines in blocks:
            self.gold.extend(lines)
        return author


def biography_opening(author):
    """How a biography names its author: mostly by the full name first, as bylines give it, but also
    by the first name alone or after a description. From a stream of its own, so that the pages'
    other draws stay as they were."""
    first = author.split()[0]
    return random.Random(f"biography:{author}").choice([
        f"{author} is a senior reporter", f"{author} is a senior reporter", f"{author} has been a reporter",
        f"{author}, the Ledger's senior reporter, is", f"{first} is a senior reporter",
        f"Our senior reporter {author} is", f"A former teacher, {author} is a reporter"])


def make_page(rng, headline, paragraphs, others, nrng=None, brng=None, srng=None):
    nrng = nrng or random.Random(f"further:{headline}")
    new = draw_further_forms(nrng)
    # A page builder's rows (builder_forms.py), from a stream of their own as well.
    brng = brng or random.Random(f"builder:{headline}")
    if new["body"] == "article" and brng.random() < 0.2:
        new["builder"] = brng
    page = Page(rng, others, nrng, srng or random.Random(f"subheads:{headline}"))
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
    args = page_set.arguments(__doc__.split("\n")[0], "modern_pages.py")
    articles = page_set.read_articles(args.corpus, long_enough)
    others = [(h, p) for _, h, p in articles]

    def page_for(name, headline, paragraphs):
        rng = random.Random(f"{args.seed}:{name}")
        nrng = random.Random(f"{args.seed}:{name}:further")  # the further forms' own stream
        brng = random.Random(f"{args.seed}:{name}:builder")  # the page builder's own stream
        srng = random.Random(f"{args.seed}:{name}:subheads")  # how subheads and "Read more" are set
        return make_page(rng, headline, paragraphs, others, nrng, brng, srng)

    written = page_set.write_set(args.out, articles, args.part, page_for)
    print(f"{written} pages in {args.out}")


if __name__ == "__main__":
    main()
