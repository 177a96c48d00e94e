#!/usr/bin/env python3
"""Writes a second, independent page set for `kindred-cli bench extract`: known article texts laid
out in the templates of real kinds of news and magazine sites (2019-2023), to check whether the
extractor's rules generalise beyond the page forms they were written alongside.

modern_pages.py draws its page forms one by one, next to the extractor; this set was written
without reading the extractor's rules, each page in one whole site template modelled on how a kind
of site marked up an article page: a classic WordPress theme (entry-content, Ad Inserter slots,
Jetpack related posts, a comment list), a block-editor site (wp-block-* figures, embeds, lists),
an Arc XP newspaper (article-body__paragraph per paragraph, interstitial links), a Guardian-like
page (article-body-commercial-selector, rich links, the reader-funding ask), a BBC-like page
(data-component="text-block" per paragraph), a CNN-like page (zn-body__paragraph divs, the first
one outside zn-body__read-all), a Reuters-like page (Paragraph-paragraph-2Bgue or text__text__
classes), an NYT-like page (section[name=articleBody], css-53u6y8 companion columns, "Continue
reading the main story" ad slots), Medium, Substack, a Next.js site (__NEXT_DATA__, CSS-module
and styled-components class names), an AMP page, a German site (Spiegel and Zeit forms, German
chrome), a French site (Le Monde forms, "Lire aussi"), a local newspaper on a BLOX-like CMS (ad
regions every two or three paragraphs), a magazine long read (drop cap, pull quotes, section
breaks), a live blog (timestamped posts), a photo-led story (a credited figure between paragraphs),
a Vox-Media-like page (c-entry-content) and a tabloid (mol-para-with-font, a sidebar of stories).

Each template draws, per page, which of its parts it shows: navigation (a mega menu, a breaking
ticker), a consent banner, breadcrumbs, a standfirst, a byline, a lead image, share bars, ads with
their labels, newsletter boxes with a pitch, "Read more" / "Lire aussi" / "Mehr zum Thema" links,
related cards with a teaser, embedded posts, video players, subheads, a list or a quotation in the
body, then tags, an author's biography, recirculation lists with teasers and readers' comments
(other articles' sentences: as dense as the story), a legal footer, JSON-LD, scripts and styles,
inline SVG icons.

The article texts are L3S-GN1's gold texts (../shared/corpora/extraction/l3s-gn1/gold-text: a
headline line, then one paragraph a line), those whose body is prose: at least four body lines
and 150 words, and at least 75% of body lines of eight or more words ending a sentence. The gold
text is the headline, the standfirst when the page shows one, then each body paragraph, subhead,
list item and quotation on its own line; captions, credits, bylines, dates, ad labels, newsletter
boxes, "Read more" links, related cards, embedded posts, share bars, tags, bios, comments,
recirculation and footers are not in it. Every gold line appears in the page as text (escaped),
so a perfect extractor reaches F1 1.0.

Usage: site_pages.py OUT [--seed N] [--part all|tune|check] [--corpus DIR]
Writes OUT/input/NAME.html, OUT/gold-text/NAME.txt and OUT/forms.tsv (NAME.html, then
template:NAME and the parts the page drew), which forms_breakdown.py reads:
  python3 tests/bench/site_pages.py /tmp/sp --seed 1
  build/app/cli/kindred-cli bench extract /tmp/sp --pages > /tmp/sp.pages.txt
  python3 tests/bench/forms_breakdown.py /tmp/sp /tmp/sp.pages.txt
Articles are split as modern_pages.py splits them (md5 of the file name: one third check, two
thirds tune); each page's draws come from random.Random(f"{seed}:{name}"), so a seed reproduces
the set.
"""

import html
import json
import random
import re

import page_set


SENTENCE_END = tuple('.!?"”\'’»')


# ---------------------------------------------------------------------------------------------
# Article texts

def is_prose(body):
    if len(body) < 4 or sum(len(line.split()) for line in body) < 150:
        return False
    good = sum(1 for line in body if len(line.split()) >= 8 and line.endswith(SENTENCE_END))
    return good >= 0.75 * len(body)


def split_sentences(text):
    parts = re.split(r'(?:(?<=[.!?])|(?<=[.!?]["”’\']))\s+(?=["“‘\']?[A-Z0-9])', text.strip())
    return [p for p in parts if p]


# ---------------------------------------------------------------------------------------------
# Small markup helpers

def esc(text):
    return html.escape(text, quote=False)


def attr(text):
    return html.escape(text, quote=True)


def slug(text, n=8):
    words = re.findall(r"[a-z0-9]+", text.lower())[:n]
    return "-".join(words) or "story"


def alnum(rng, n, chars="abcdefghijklmnopqrstuvwxyz0123456789"):
    return "".join(rng.choice(chars) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n))


def emotion(rng):
    return "css-" + alnum(rng, rng.choice([5, 6, 7]))


def styled(rng, comp=None):
    return f"sc-{alnum(rng, 6)}-{rng.randint(0, 9)} {letters(rng, 6)}"


def module(rng, comp, elem):
    return f"{comp}_{elem}__{letters(rng, 5)}"


def json_script(obj, attrs='type="application/ld+json"'):
    text = json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")
    return f"<script {attrs}>{text}</script>"


ICONS = {
    "facebook": "M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z",
    "twitter": "M23 3a10.9 10.9 0 0 1-3.1 1.5 4.5 4.5 0 0 0-7.9 3v1A10.7 10.7 0 0 1 3 4s-4 9 5 13a11.6 11.6 0 0 1-7 2c9 5 20 0 20-11.5 0-.3 0-.6-.1-.8A7.7 7.7 0 0 0 23 3z",
    "email": "M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2zm16 2-8 5-8-5",
    "whatsapp": "M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1-.2.3-.8 1-.9 1.2-.2.2-.3.2-.6.1a8 8 0 0 1-4-3.5c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6a1.1 1.1 0 0 0-.8.4 3.4 3.4 0 0 0-1 2.5 5.9 5.9 0 0 0 1.2 3.1 13.5 13.5 0 0 0 5.2 4.6c1.9.8 2.7.9 3.6.7a3.1 3.1 0 0 0 2-1.4 2.5 2.5 0 0 0 .2-1.4c-.1-.1-.3-.2-.6-.3z",
    "link": "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7",
    "search": "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.4-4.4",
    "menu": "M3 12h18M3 6h18M3 18h18",
    "close": "M18 6 6 18M6 6l12 12",
    "play": "M8 5v14l11-7z",
    "comment": "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z",
    "bookmark": "M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z",
}


def svg(kind, size=24, cls=None):
    klass = f' class="{cls}"' if cls else ""
    return (f'<svg{klass} width="{size}" height="{size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
            f'<path d="{ICONS[kind]}"></path></svg>')


# ---------------------------------------------------------------------------------------------
# Text pools for the chrome. Dense boilerplate (consent, pitches, legal lines, bios) is written
# as sentences on purpose: it is what tests an extractor's precision.

FIRST = ["Sarah", "James", "Maria", "David", "Aisha", "Tom", "Priya", "Michael", "Emma", "Daniel", "Sofia",
         "Chris", "Hannah", "Kwame", "Laura", "Ben", "Nadia", "Peter", "Rachel", "Omar", "Julia", "Mark",
         "Chloe", "Luis", "Katie", "Jonathan", "Mei", "Andrew", "Fatima", "Robert", "Elena", "Sam"]
LAST = ["Thompson", "Okafor", "Fischer", "Alvarez", "Nguyen", "Bennett", "Kowalski", "Harris", "Patel",
        "O'Brien", "Lindqvist", "Moreau", "Schneider", "Rossi", "Campbell", "Yamamoto", "Walsh", "Mendes",
        "Clarke", "Hoffmann", "Dubois", "Reyes", "Sullivan", "Brooks", "Weber", "Lambert", "Foster", "Ito"]
CITIES = ["Chicago", "London", "Berlin", "Toronto", "Sydney", "Denver", "Manchester", "Brooklyn", "Lyon",
          "Hamburg", "Atlanta", "Dublin", "Seattle", "Melbourne", "Glasgow", "Austin"]
AGENCIES = ["Getty Images", "Reuters", "AP", "AFP", "EPA", "Shutterstock", "Alamy", "PA Images", "Bloomberg"]
BEATS = ["politics and the courts", "climate and energy", "technology and the platforms", "city hall",
         "public health", "education", "business and the economy", "sport", "culture and the arts",
         "crime and justice", "national security", "transport and housing", "science", "the media industry"]

SECTIONS = ["World", "US", "UK", "Politics", "Business", "Markets", "Tech", "Science", "Health", "Climate",
            "Sport", "Football", "Culture", "Books", "Music", "Film", "TV", "Food", "Travel", "Opinion",
            "Lifestyle", "Real Estate", "Education", "Local", "Obituaries", "Weather", "Crime", "Video",
            "Podcasts", "Games", "Crosswords", "Newsletters", "Investigations", "Photography", "Style"]
SUBSECTIONS = ["Europe", "Asia", "Africa", "Americas", "Middle East", "Australia", "Economy", "Companies",
               "Personal finance", "Gadgets", "Startups", "AI", "Space", "Environment", "Energy",
               "Wellness", "Fitness", "Recipes", "Restaurants", "Theater", "Art & Design", "Premier League",
               "NFL", "NBA", "Tennis", "Cricket", "Golf", "Formula 1", "Editorials", "Letters", "Columnists",
               "Elections", "Supreme Court", "Congress", "Education", "Transport", "Housing", "Immigration"]
SECTIONS_DE = ["Politik", "Ausland", "Panorama", "Sport", "Wirtschaft", "Netzwelt", "Wissenschaft", "Kultur",
               "Leben", "Gesundheit", "Reise", "Auto", "Geschichte", "Psychologie", "Bildung", "Podcasts",
               "Video", "Meinung", "Familie", "Job & Karriere", "Mobilität", "Deutschland", "Europa"]
SECTIONS_FR = ["International", "Politique", "Société", "Économie", "Planète", "Sciences", "Sport",
               "Culture", "Idées", "M le mag", "Pixels", "Campus", "Les Décodeurs", "Éditoriaux", "Vidéos",
               "Podcasts", "Livres", "Cinéma", "Santé", "Argent", "Afrique", "Europe", "Gastronomie"]

CONSENT_EN = [
    "We and our partners use cookies and similar technologies to store and access information on your device, to personalise content and ads, to provide social media features and to analyse our traffic. You can change your choices at any time by clicking the Privacy settings link at the bottom of the page.",
    "This website uses cookies to improve your experience while you navigate through the website. Out of these, the cookies that are categorized as necessary are stored on your browser as they are essential for the working of basic functionalities of the website.",
    "By clicking “Accept All Cookies”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts. Some partners process personal data on the basis of legitimate interest, which you can object to in the settings.",
    "We care about your privacy. We and our 842 partners store and access personal data, like browsing data or unique identifiers, on your device. Selecting “I Accept” enables tracking technologies to support the purposes shown under “we and our partners process data to provide”.",
]
CONSENT_DE = [
    "Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Informationen auf Ihrem Gerät zu speichern und abzurufen. Mit einem Klick auf „Zustimmen“ willigen Sie in die Verarbeitung Ihrer Daten für personalisierte Anzeigen und Inhalte, die Messung von Anzeigen und Inhalten sowie Erkenntnisse über Zielgruppen ein.",
    "Um unser Angebot kostenlos zu finanzieren, nutzen wir Werbung und Tracking. Ihre Einwilligung können Sie jederzeit über den Link „Privacy Center“ am Ende jeder Seite widerrufen oder anpassen.",
]
CONSENT_FR = [
    "Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site. Vous pouvez retirer votre consentement ou vous opposer aux traitements basés sur l'intérêt légitime à tout moment en cliquant sur « En savoir plus » ou dans notre politique de confidentialité.",
    "Le Monde et ses partenaires utilisent des cookies pour mesurer l'audience, vous proposer des publicités personnalisées et des contenus adaptés à vos centres d'intérêt. Vous pouvez modifier vos choix à tout moment depuis la page de gestion des cookies.",
]
PITCH_EN = [
    "Get the day's top stories, explained in five minutes, delivered to your inbox every weekday morning.",
    "Sign up for our free morning newsletter and start every day with the news that matters to you, straight to your inbox.",
    "The best of our journalism, handpicked by our editors and sent to you every Saturday: long reads, smart analysis and the stories you might have missed.",
    "Stay informed about the issues shaping our region. Our reporters bring you the essential local news each afternoon, free of charge.",
    "Be the first to know when news breaks. Sign up for alerts and get the most important stories sent to you as they happen.",
    "Our weekly briefing on politics and policy brings you sharp analysis from our Washington bureau, plus the week's must-read stories.",
    "Join more than 200,000 readers who get our newsletter on science, health and the environment every Thursday.",
]
PITCH_DE = [
    "Jeden Morgen die wichtigsten Nachrichten des Tages: Melden Sie sich jetzt für unseren kostenlosen Newsletter an und verpassen Sie nichts mehr.",
    "Die Lage am Abend: Das Wichtigste des Tages kompakt zusammengefasst, von unseren Redakteurinnen und Redakteuren ausgewählt und kommentiert.",
]
PITCH_FR = [
    "Chaque matin, recevez une sélection de nos meilleurs articles et les informations essentielles de la journée directement dans votre boîte mail.",
    "La lettre des idées : chaque semaine, les débats qui animent la société, décryptés par nos journalistes et nos chroniqueurs.",
]
LEGAL_EN = [
    "© {year} {site}. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed without prior written permission.",
    "Use of this site constitutes acceptance of our User Agreement and Privacy Policy and Cookie Statement and Your California Privacy Rights. {site} may earn a portion of sales from products that are purchased through our site as part of our Affiliate Partnerships with retailers.",
    "{site} is not responsible for the content of external sites. Read about our approach to external linking.",
    "Registered in England and Wales. Registered office: 1 Kings Place, London N1 9GU. {site} Media Group is a trading name of a company authorised and regulated by the Financial Conduct Authority.",
    "Market data provided by third parties and delayed by at least 15 minutes. All content is subject to our terms of use and is provided for informational purposes only.",
]
LEGAL_DE = [
    "© {site} GmbH, Hamburg. Alle Rechte vorbehalten. Vervielfältigung nur mit Genehmigung der {site} GmbH.",
    "Für die Inhalte externer Internetseiten übernehmen wir keine Haftung. Die Nutzung unserer Angebote unterliegt den Allgemeinen Geschäftsbedingungen und den Datenschutzhinweisen.",
]
LEGAL_FR = [
    "Le Monde.fr est édité par la Société éditrice du Monde. Toute reproduction interdite sans l'autorisation de l'éditeur. Les articles de ce site sont protégés par le droit d'auteur.",
    "Vous pouvez à tout moment modifier vos préférences en matière de cookies et de publicité en cliquant sur le lien Paramétrer les cookies en bas de chaque page.",
]
PAYWALL_EN = [
    "You have reached your limit of free articles this month. Subscribe now for unlimited access to award-winning journalism, for just $1 a week for your first year.",
    "Already a subscriber? Log in. Support independent reporting and get unlimited digital access, the print replica and our newsletters.",
]
SUBHEADS = ["What happens next", "A long road back", "Why it matters", "What we know so far", "The bigger picture",
            "Reaction", "Background", "A question of money", "Looking ahead", "Mixed signals", "The numbers",
            "How we got here", "Early warnings", "Inside the room", "Who is affected", "A familiar pattern",
            "The case against", "What the critics say", "Not everyone agrees", "Next steps"]
BIO_ROLES = ["senior reporter", "staff writer", "correspondent", "political editor", "contributing writer",
             "deputy editor", "data reporter", "sports writer", "business reporter", "columnist"]


class Page:
    """One page being laid out: its random stream, its gold lines and the parts it drew."""

    def __init__(self, rng, headline, paragraphs, others, template):
        self.rng = rng
        self.headline = headline
        self.paragraphs = paragraphs
        self.others = [o for o in others if o[0] != headline]
        self.forms = ["template:" + template]
        self.gold = []
        self.dek = None
        self.blocks = []
        self.author = self.person()
        self.year = rng.randint(2019, 2023)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.hour = rng.randint(5, 22)
        self.minute = rng.randint(0, 59)
        self.id = rng.randint(10_000_000, 99_999_999)
        self.slug = slug(headline)
        self._memo = {}

    def memo(self, key, make):
        """One generated class name per component and page, as CSS-in-JS and CSS modules give."""
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    # draws
    def chance(self, p, form=None):
        hit = self.rng.random() < p
        if hit and form:
            self.mark(form)
        return hit

    def mark(self, form):
        if form not in self.forms:
            self.forms.append(form)

    def person(self):
        return self.rng.choice(FIRST) + " " + self.rng.choice(LAST)

    def other(self):
        return self.rng.choice(self.others)

    def other_sentence(self, min_words=6, max_words=45):
        for _ in range(20):
            headline, paragraphs = self.other()
            ss = [s for s in split_sentences(self.rng.choice(paragraphs))
                  if min_words <= len(s.split()) <= max_words]
            if ss:
                return self.rng.choice(ss)
        return self.other()[0]

    def other_headline(self):
        return self.other()[0]

    def teaser(self):
        headline, paragraphs = self.other()
        first = split_sentences(paragraphs[0])
        return headline, (first[0] if first else paragraphs[0])

    def comment_text(self):
        return " ".join(self.other_sentence() for _ in range(self.rng.choice([1, 1, 2, 2, 3])))

    def bio(self, name=None, site="the paper"):
        name = name or self.author
        r = self.rng
        she = r.choice(["She", "He", "They"])
        has = "have" if she == "They" else "has"
        lines = [f"{name} is a {r.choice(BIO_ROLES)} at {site}, covering {r.choice(BEATS)}.",
                 f"{she} previously worked at the {r.choice(CITIES)} {r.choice(['Herald', 'Tribune', 'Post', 'Courier', 'Star'])} and {has} reported from more than {r.randint(3, 40)} countries.",
                 f"{she} {'live' if she == 'They' else 'lives'} in {r.choice(CITIES)}."]
        if r.random() < 0.5:
            lines.insert(2, f"{she} {has} won awards for {r.choice(['investigative', 'explanatory', 'feature', 'data'])} reporting and {'are' if she == 'They' else 'is'} the author of a book about {r.choice(BEATS)}.")
        return " ".join(lines)

    def date_en(self, style=0):
        months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                  "October", "November", "December"]
        m = months[self.month - 1]
        h12 = (self.hour - 1) % 12 + 1
        ampm = "a.m." if self.hour < 12 else "p.m."
        if style == 0:
            return f"{m} {self.day}, {self.year}"
        if style == 1:
            return f"{m[:3]} {self.day}, {self.year} {h12}:{self.minute:02d} {ampm} ET"
        if style == 2:
            return f"{self.day} {m} {self.year}"
        return f"Updated {h12}:{self.minute:02d} {'AM' if self.hour < 12 else 'PM'} ET, {m} {self.day}, {self.year}"

    def iso(self):
        return f"{self.year}-{self.month:02d}-{self.day:02d}T{self.hour:02d}:{self.minute:02d}:00Z"

    # the story's plan: the standfirst, the body's blocks, the gold lines
    def plan(self, dek=0.4, lists=0.12, subheads=0.3, quotes=0.3, dek_words=45):
        r = self.rng
        paras = list(self.paragraphs)
        if len(paras) >= 5 and len(paras[0].split()) <= dek_words and r.random() < dek:
            self.dek = paras.pop(0)
            self.mark("dek")
        blocks = []
        for text in paras:
            # A short line that ends no sentence reads as a subhead, unless it is a dateline or a
            # broken-off fragment (all capitals, ending in a dash, colon or comma).
            if (not text.endswith(SENTENCE_END) and 2 <= len(text.split()) <= 12 and text[:1].isupper()
                    and not text.isupper() and not text.endswith(tuple("-–—:,;"))):
                blocks.append(("h", text))
            else:
                blocks.append(("p", text))
        if r.random() < lists:
            candidates = [i for i, (k, t) in enumerate(blocks) if k == "p" and i > 0
                          and 3 <= len(split_sentences(t)) <= 7
                          and all(len(s.split()) <= 45 for s in split_sentences(t))]
            if candidates:
                i = r.choice(candidates)
                blocks[i] = (r.choice(["ul", "ul", "ol"]), split_sentences(blocks[i][1]))
                self.mark("list")
        if r.random() < quotes:
            candidates = [i for i, (k, t) in enumerate(blocks) if k == "p" and i > 1
                          and t[:1] in "\"“" and t[-1:] in "\"”" and len(t.split()) < 70]
            if candidates:
                i = r.choice(candidates)
                blocks[i] = ("quote", blocks[i][1])
                self.mark("quote")
        if r.random() < subheads and len(blocks) >= 6:
            heads = r.sample(SUBHEADS, r.randint(1, min(3, len(blocks) // 4)))
            spots = sorted(r.sample(range(3, len(blocks)), len(heads)), reverse=True)
            for spot, head in zip(spots, heads):
                if blocks[spot - 1][0] != "h" and blocks[spot][0] != "h":
                    blocks.insert(spot, ("h", head))
        if any(k == "h" for k, _ in blocks):
            self.mark("subheads")
        self.blocks = blocks
        self.gold = [self.headline] + ([self.dek] if self.dek else [])
        for kind, value in blocks:
            if kind in ("ul", "ol"):
                self.gold.extend(value)
            else:
                self.gold.append(value)
        return blocks

    def inline(self, text, links=0.25, emph=0.008):
        """The paragraph's markup: escaped text with now and then a link or an emphasis."""
        r = self.rng
        words = text.split(" ")
        out = []
        i = 0
        while i < len(words):
            roll = r.random()
            if roll < links / 10 and i + 2 < len(words):
                n = min(len(words) - i, r.randint(1, 5))
                href = r.choice([f"/{r.choice(SECTIONS).lower()}/{r.randint(2019, 2023)}/{slug(self.other_headline())}",
                                 f"https://www.{r.choice(['nytimes', 'reuters', 'bbc', 'apnews', 'nature', 'gov'])}.com/{alnum(r, 8)}",
                                 f"/topic/{slug(' '.join(words[i:i + n]), 4)}"])
                extra = r.choice(['', ' target="_blank" rel="noopener"', ' data-link-name="in body link"', ''])
                out.append(f'<a href="{attr(href)}"{extra}>' + esc(" ".join(words[i:i + n])) + "</a>")
                i += n
            elif roll > 1 - emph and i + 2 < len(words):
                n = min(len(words) - i, r.randint(1, 3))
                tag = r.choice(["em", "strong", "i", "b"])
                out.append(f"<{tag}>" + esc(" ".join(words[i:i + n])) + f"</{tag}>")
                i += n
            else:
                out.append(esc(words[i]))
                i += 1
        return " ".join(out)


# ---------------------------------------------------------------------------------------------
# Shared chrome pieces (each template wraps them in its own markup)

def head(P, site, lang="en", extra="", css=None, jsonld=0.8, amp=False):
    r = P.rng
    desc = P.dek or split_sentences(P.paragraphs[0])[0]
    url = f"https://www.{slug(site, 3).replace('-', '')}.com/{r.choice(SECTIONS).lower()}/{P.year}/{P.month:02d}/{P.slug}"
    parts = ['<meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">',
             f"<title>{esc(P.headline)} | {esc(site)}</title>",
             f'<meta name="description" content="{attr(desc)}">',
             f'<link rel="canonical" href="{url}">',
             f'<meta property="og:title" content="{attr(P.headline)}">',
             f'<meta property="og:description" content="{attr(desc)}">',
             f'<meta property="og:image" content="https://cdn.{slug(site, 2)}.com/images/{alnum(r, 12)}.jpg">',
             '<meta property="og:type" content="article">',
             f'<meta name="twitter:card" content="summary_large_image">',
             f'<meta property="article:published_time" content="{P.iso()}">']
    if not amp:
        parts.append(f'<link rel="stylesheet" href="/static/css/main.{alnum(r, 8)}.css">')
        parts.append(f'<link rel="preload" as="font" href="/fonts/{r.choice(["Georgia", "Lora", "Inter", "Merriweather"])}-Regular.woff2" crossorigin>')
    if css is None:
        css = "body{margin:0;font-family:Georgia,serif}.skip-link{position:absolute;left:-9999px}.ad-label{font:11px/1 sans-serif;text-transform:uppercase;color:#767676}"
    if css:
        parts.append(f"<style{' amp-custom' if amp else ''}>{css}</style>")
    if r.random() < jsonld:
        P.mark("jsonld")
        obj = {"@context": "https://schema.org", "@type": r.choice(["NewsArticle", "Article", "ReportageNewsArticle"]),
               "headline": P.headline, "description": desc, "datePublished": P.iso(),
               "author": [{"@type": "Person", "name": P.author}],
               "publisher": {"@type": "Organization", "name": site,
                             "logo": {"@type": "ImageObject", "url": f"https://{slug(site, 2)}.com/logo.png"}},
               "mainEntityOfPage": url, "inLanguage": lang}
        if r.random() < 0.35:
            obj["articleBody"] = " ".join(P.paragraphs)
        parts.append(json_script(obj))
    if not amp and r.random() < 0.7:
        parts.append("<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});"
                     "var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;"
                     f"f.parentNode.insertBefore(j,f);}})(window,document,'script','dataLayer','GTM-{alnum(r, 7).upper()}');</script>")
    if not amp and r.random() < 0.5:
        parts.append('<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>')
    parts.append(extra)
    return "\n".join(p for p in parts if p)


def document(lang, head_html, body, body_attrs="", html_attrs=""):
    return (f'<!DOCTYPE html>\n<html lang="{lang}"{html_attrs}>\n<head>\n{head_html}\n</head>\n'
            f"<body{body_attrs}>\n{body}\n</body>\n</html>\n")


def link_list(P, items, cls=None, li_cls=None, base="/"):
    ul = f' class="{cls}"' if cls else ""
    lic = f' class="{li_cls}"' if li_cls else ""
    return f"<ul{ul}>" + "".join(f'<li{lic}><a href="{base}{slug(i, 3)}">{esc(i)}</a></li>' for i in items) + "</ul>"


def nav_items(P, lang="en", n=None):
    pool = {"en": SECTIONS, "de": SECTIONS_DE, "fr": SECTIONS_FR}[lang]
    n = n or P.rng.randint(7, min(16, len(pool)))
    return P.rng.sample(pool, n)


def mega_menu(P, lang="en", cls="mega-menu"):
    """A navigation with a panel of sublinks under each section: dozens of links."""
    P.mark("nav:mega")
    r = P.rng
    out = [f'<div class="{cls}" role="menu" hidden>']
    for section in nav_items(P, lang, r.randint(6, 11)):
        subs = r.sample(SUBSECTIONS, r.randint(4, 9)) if lang == "en" else r.sample(nav_items(P, lang, 8), 5)
        out.append(f'<div class="{cls}__column"><h3 class="{cls}__heading"><a href="/{slug(section, 2)}">{esc(section)}</a></h3>'
                   + link_list(P, subs, f"{cls}__list", base=f"/{slug(section, 2)}/") + "</div>")
    out.append("</div>")
    return "".join(out)


def ticker(P, label="Breaking"):
    P.mark("ticker")
    items = "".join(f'<li><a href="/news/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(P.rng.randint(2, 5))))
    return f'<div class="breaking-news-ticker" data-module="ticker"><span class="ticker__label">{label}</span><ul class="ticker__items">{items}</ul></div>'


def consent(P, lang="en"):
    P.mark("consent")
    r = P.rng
    text = r.choice({"en": CONSENT_EN, "de": CONSENT_DE, "fr": CONSENT_FR}[lang])
    accept, settings, title = {"en": ("Accept all", "Manage preferences", "We value your privacy"),
                               "de": ("Zustimmen", "Einstellungen", "Wir respektieren Ihre Privatsphäre"),
                               "fr": ("Accepter et fermer", "Paramétrer les cookies", "Votre vie privée")}[lang]
    form = r.choice(["onetrust", "sp", "cmp"])
    if form == "onetrust":
        return (f'<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner">'
                f'<div class="ot-sdk-container"><div class="ot-sdk-row"><div id="onetrust-group-container"><div id="onetrust-policy">'
                f'<h2 id="onetrust-policy-title">{esc(title)}</h2><p id="onetrust-policy-text">{esc(text)} '
                f'<a class="ot-cookie-policy-link" href="/privacy">Cookie Policy</a></p></div></div>'
                f'<div id="onetrust-button-group-parent"><button id="onetrust-pc-btn-handler">{esc(settings)}</button>'
                f'<button id="onetrust-accept-btn-handler">{esc(accept)}</button></div></div></div></div></div>')
    if form == "sp":
        return (f'<div class="message-container" id="sp_message_container_{r.randint(100000, 999999)}"><div class="message type-modal">'
                f'<div class="message-component message-row"><p class="message-component">{esc(title)}</p></div>'
                f'<div class="message-component message-row"><p>{esc(text)}</p></div>'
                f'<div class="message-component message-row"><button class="message-component message-button no-children">{esc(accept)}</button>'
                f'<button class="message-component message-button no-children">{esc(settings)}</button></div></div></div>')
    return (f'<div class="cookie-notice" id="cookie-notice" role="dialog" aria-live="polite"><div class="cookie-notice-container">'
            f'<span id="cn-notice-text" class="cn-text-container">{esc(text)}</span>'
            f'<span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" class="cn-set-cookie cn-button">{esc(accept)}</a>'
            f'<a href="/privacy-policy" class="cn-more-info cn-button">{esc(settings)}</a></span></div></div>')


def share_bar(P, cls="share-tools", labels=True, lang="en"):
    P.mark("share")
    r = P.rng
    names = r.sample(["facebook", "twitter", "email", "whatsapp", "link"], r.randint(3, 5))
    text = {"facebook": "Share on Facebook", "twitter": "Share on Twitter", "email": "Share via Email",
            "whatsapp": "Share on WhatsApp", "link": "Copy link"}
    if lang == "de":
        text = {k: {"facebook": "Facebook", "twitter": "Twitter", "email": "E-Mail", "whatsapp": "WhatsApp", "link": "Link kopieren"}[k] for k in text}
    if lang == "fr":
        text = {k: {"facebook": "Partager sur Facebook", "twitter": "Partager sur Twitter", "email": "Envoyer par e-mail", "whatsapp": "Partager sur WhatsApp", "link": "Copier le lien"}[k] for k in text}
    items = []
    for n in names:
        label = f'<span class="{cls}__label">{esc(text[n])}</span>' if labels else f'<span class="visually-hidden">{esc(text[n])}</span>'
        items.append(f'<li class="{cls}__item"><a class="{cls}__link {cls}__link--{n}" href="#share-{n}" data-network="{n}" aria-label="{attr(text[n])}">{svg(n)}{label}</a></li>')
    return f'<div class="{cls}"><ul class="{cls}__list">{"".join(items)}</ul></div>'


def figure_parts(P, lang="en", related=True):
    """A caption and a credit for an image: a sentence (of another article) and a photographer."""
    r = P.rng
    caption = P.other_sentence(6, 35) if related and r.random() < 0.75 else P.other_headline()
    who = P.person()
    credit = r.choice([f"Photograph: {who}/{r.choice(AGENCIES)}", f"({r.choice(['AP', 'AFP'])} Photo/{who})",
                       f"Credit: {who} for The Times", f"{who}/{r.choice(AGENCIES)}", f"Image: {r.choice(AGENCIES)}"])
    if lang == "de":
        credit = r.choice([f"Foto: {who} / dpa", f"Foto: {who} / {r.choice(AGENCIES)}", f"Bild: {r.choice(AGENCIES)}"])
    if lang == "fr":
        credit = r.choice([f"{who} / AFP", f"Photo : {who} / Reuters", f"{who} pour « Le Monde »"])
    return caption, credit


def img(P, alt, cls=None, lazy=True, w=1200, h=800):
    r = P.rng
    src = f"https://cdn.example-media.com/{alnum(r, 4)}/{alnum(r, 20)}.jpg"
    srcset = ", ".join(f"{src}?width={x} {x}w" for x in (320, 640, 960, 1280))
    klass = f' class="{cls}"' if cls else ""
    loading = ' loading="lazy"' if lazy else ""
    return (f'<img{klass} src="{src}?width={w}" srcset="{srcset}" sizes="(min-width: 1024px) 720px, 100vw" '
            f'alt="{attr(alt)}" width="{w}" height="{h}"{loading}>')


def tweet(P):
    P.mark("embed")
    r = P.rng
    who = P.person()
    handle = re.sub(r"[^A-Za-z]", "", who)[:12]
    text = P.other_sentence(5, 35)
    return (f'<blockquote class="twitter-tweet" data-dnt="true"><p lang="en" dir="ltr">{esc(text)} '
            f'<a href="https://t.co/{alnum(r, 10)}">pic.twitter.com/{alnum(r, 10)}</a></p>&mdash; {esc(who)} (@{handle}) '
            f'<a href="https://twitter.com/{handle}/status/{r.randint(10**17, 10**18)}">{P.date_en(0)}</a></blockquote>'
            '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>')


def instagram(P):
    P.mark("embed")
    r = P.rng
    who = P.person()
    handle = re.sub(r"[^a-z]", "", who.lower())
    code = alnum(r, 11)
    return (f'<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/{code}/" '
            f'data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px; max-width:540px; min-width:326px; padding:0;">'
            f'<div style="padding:16px;"><a href="https://www.instagram.com/p/{code}/" target="_blank">'
            f'<div style="display:flex;flex-direction:row;align-items:center;"><div style="background-color:#F4F4F4;border-radius:50%;height:40px;width:40px;"></div></div>'
            f'<div style="padding:19% 0;"></div><div style="padding-top:8px;"><div style="color:#3897f0;font-family:Arial,sans-serif;font-size:14px;font-weight:550;line-height:18px;">View this post on Instagram</div></div></a>'
            f'<p style="margin:8px 0 0 0;padding:0 4px;"><a href="https://www.instagram.com/p/{code}/" target="_blank">{esc(P.other_sentence(5, 25))}</a></p>'
            f'<p style="color:#c9c8cd;font-family:Arial,sans-serif;font-size:14px;line-height:17px;margin-bottom:0;margin-top:8px;overflow:hidden;padding:8px 0 7px;text-align:center;">'
            f'A post shared by {esc(who)} (@{handle})</p></div></blockquote>'
            '<script async src="//www.instagram.com/embed.js"></script>')


def video_player(P, cls="video-player"):
    P.mark("video")
    r = P.rng
    title = P.other_headline()
    vid = alnum(r, 10)
    return (f'<div class="{cls}" data-video-id="{vid}" data-autoplay="false"><div class="{cls}__media">'
            f'<video class="vjs-tech" preload="none" poster="https://cdn.example-media.com/posters/{vid}.jpg" playsinline></video>'
            f'<button class="vjs-big-play-button" type="button" title="Play Video">{svg("play")}<span class="vjs-control-text">Play Video</span></button></div>'
            f'<div class="{cls}__meta"><span class="{cls}__label">{r.choice(["Now playing", "Watch", "Video"])}</span>'
            f'<h3 class="{cls}__title">{esc(title)}</h3><span class="{cls}__duration">0{r.randint(0, 4)}:{r.randint(10, 59)}</span></div></div>')


def comments_items(P, n, lang="en"):
    r = P.rng
    out = []
    for _ in range(n):
        who = r.choice([P.person(), r.choice(FIRST) + str(r.randint(1, 99)), letters(r, 7).lower(),
                        r.choice(LAST) + "_" + r.choice(CITIES)])
        ago = {"en": f"{r.randint(1, 23)} hours ago", "de": f"vor {r.randint(1, 23)} Stunden",
               "fr": f"il y a {r.randint(1, 23)} heures"}[lang]
        out.append((who, ago, P.comment_text(), r.randint(0, 240)))
    return out


def recirculation(P, n, with_teaser=0.6):
    return [(h, t if P.rng.random() < with_teaser else None) for h, t in (P.teaser() for _ in range(n))]


def weave(P, blocks_html, inserts):
    """The body's blocks with interruptions after some of them: inserts maps block index -> html."""
    out = []
    for i, b in enumerate(blocks_html):
        out.append(b)
        for extra in inserts.get(i, []):
            out.append(extra)
    return "\n".join(out)


def spots(P, n_blocks, every=(2, 4), start=1, end_gap=1):
    """Indices after which interruptions fall: every two to four blocks, say."""
    out = []
    i = start + P.rng.randint(every[0], every[1]) - 1
    while i < n_blocks - end_gap:
        out.append(i)
        i += P.rng.randint(every[0], every[1])
    return out


def add(inserts, index, piece):
    inserts.setdefault(index, []).append(piece)


def fill(tpl, content):
    pre, post = tpl.split("{}", 1)
    return pre + content + post


def render_blocks(P, tpl, links=0.25, first=None):
    """Each body block in the template's markup. tpl: p, h, ul, ol, li, quote (each with {})."""
    out = []
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "p":
            body = P.inline(value, links)
            out.append(fill(first if (first and i == 0) else tpl["p"], body))
        elif kind == "h":
            out.append(fill(tpl["h"], esc(value)))
        elif kind in ("ul", "ol"):
            items = "".join(fill(tpl.get("li", "<li>{}</li>"), P.inline(v, links / 2)) for v in value)
            out.append(fill(tpl.get(kind, f"<{kind}>{{}}</{kind}>"), items))
        else:
            out.append(fill(tpl.get("quote", "<blockquote><p>{}</p></blockquote>"), P.inline(value, 0)))
    return out


def draw_inserts(P, n_blocks, makers, every=(2, 4), start=1):
    """Interruptions after every few blocks, each from a maker drawn by weight: (weight, fn)."""
    inserts = {}
    total = sum(w for w, _ in makers)
    if not total:
        return inserts
    for i in spots(P, n_blocks, every, start):
        roll = P.rng.random() * total
        for w, fn in makers:
            roll -= w
            if roll <= 0:
                piece = fn()
                if piece:
                    add(inserts, i, piece)
                break
    return inserts


# ---------------------------------------------------------------------------------------------
# 1. A classic WordPress theme (GeneratePress / Newspaper style): entry-content, Ad Inserter
#    code blocks, "Related:" lines, Jetpack sharing and related posts, a comment list, widgets.

def t_wp_classic(P):
    r = P.rng
    site = r.choice(["The Valley Ledger", "Northside Dispatch", "Harbor Point News", "The Civic Wire", "Coastal Courier"])
    P.plan(dek=0.15, lists=0.15, subheads=0.35, quotes=0.3)
    pid = r.randint(1000, 99999)
    out = ['<a class="skip-link screen-reader-text" href="#content">Skip to content</a>', '<div id="page" class="site">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append('<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope>'
               f'<div class="site-branding"><p class="site-title"><a href="/" rel="home">{esc(site)}</a></p>'
               f'<p class="site-description">{r.choice(["Independent news for the valley", "Your community, your news", "News that matters since 1998"])}</p></div>'
               f'<nav id="site-navigation" class="main-navigation" aria-label="Primary"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">{svg("menu")}Menu</button>'
               + link_list(P, nav_items(P), "menu nav-menu", "menu-item menu-item-type-taxonomy menu-item-object-category", "/category/")
               + "</nav></header>")
    if r.random() < 0.3:
        out.append(ticker(P, "Breaking News"))
    out.append('<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">')
    cats = r.sample(SECTIONS, 2)
    art = [f'<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail hentry category-{slug(cats[0])}" itemtype="https://schema.org/CreativeWork" itemscope>',
           '<div class="inside-article">', '<header class="entry-header">']
    if r.random() < 0.5:
        P.mark("breadcrumbs")
        art.append(f'<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="/">Home</a></span> <i class="td-icon-right td-bread-sep"></i> <span><a class="entry-crumb" href="/category/{slug(cats[0])}/">{esc(cats[0])}</a></span></div></div>')
    art.append(f'<h1 class="entry-title" itemprop="headline">{esc(P.headline)}</h1>')
    if P.dek:
        art.append(f'<div class="td-post-sub-title">{esc(P.dek)}</div>')
    P.mark("byline")
    art.append(f'<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{P.iso()}" itemprop="datePublished">{P.date_en(0)}</time></span> '
               f'<span class="byline">by <span class="author vcard" itemprop="author"><a class="url fn n" href="/author/{slug(P.author)}/" rel="author"><span class="author-name" itemprop="name">{esc(P.author)}</span></a></span></span>'
               f' <span class="comments-link"><a href="#comments">{r.randint(0, 40)} Comments</a></span></div></header>')
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<div class="post-image"><img width="1024" height="683" src="/wp-content/uploads/{P.year}/{P.month:02d}/{alnum(r, 8)}-1024x683.jpg" class="attachment-full size-full wp-post-image" alt="" itemprop="image"></div>')
        if r.random() < 0.5:
            art.append(f'<p class="wp-caption-text">{esc(cap)} ({esc(credit)})</p>')
    body = render_blocks(P, {"p": "<p>{}</p>", "h": r.choice(["<h2>{}</h2>", "<h3>{}</h3>", "<h3><strong>{}</strong></h3>", "<p><strong>{}</strong></p>"]),
                             "quote": '<blockquote class="wp-block-quote"><p>{}</p></blockquote>'})

    def ad():
        P.mark("ads")
        n = r.randint(1, 9)
        label = '<div class="ad-label">Advertisement</div>' if r.random() < 0.5 else ""
        return (f'<div class="code-block code-block-{n}" style="margin: 8px auto; text-align: center; display: block; clear: both;">{label}'
                '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>'
                f'<ins class="adsbygoogle" style="display:block; text-align:center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="ca-pub-{r.randint(10**15, 10**16)}" data-ad-slot="{r.randint(10**9, 10**10)}"></ins>'
                "<script>(adsbygoogle = window.adsbygoogle || []).push({});</script></div>")

    def related():
        P.mark("readmore")
        h = P.other_headline()
        return r.choice([f'<p><strong>Related:</strong> <a href="/{P.year}/{slug(h)}/">{esc(h)}</a></p>',
                         f'<p><strong>READ MORE: <a href="/{P.year}/{slug(h)}/">{esc(h)}</a></strong></p>',
                         f'<div class="td-a-rec td-a-rec-id-content_inline"><p>See also: <a href="/{slug(h)}/">{esc(h)}</a></p></div>'])

    def photo():
        P.mark("figures")
        cap, credit = figure_parts(P)
        aid = r.randint(1000, 99999)
        return (f'<div id="attachment_{aid}" style="width: 710px" class="wp-caption aligncenter"><img aria-describedby="caption-attachment-{aid}" loading="lazy" class="size-large wp-image-{aid}" '
                f'src="/wp-content/uploads/{P.year}/{alnum(r, 8)}.jpg" alt="" width="700" height="467"><p id="caption-attachment-{aid}" class="wp-caption-text">{esc(cap)} {esc(credit)}</p></div>')

    inserts = draw_inserts(P, len(body), [(3, ad), (1.5, related), (1, photo), (0.5, lambda: tweet(P))], (2, 4))
    art.append(f'<div class="entry-content" itemprop="text">\n{weave(P, body, inserts)}\n</div>')
    if r.random() < 0.6:
        P.mark("share")
        names = r.sample(["twitter", "facebook", "email", "whatsapp"], 3)
        art.append('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>'
                   + "".join(f'<li class="share-{n}"><a rel="nofollow noopener noreferrer" class="share-{n} sd-button share-icon" href="?share={n}" target="_blank"><span>{n.title()}</span></a></li>' for n in names)
                   + "</ul></div></div></div>")
    if r.random() < 0.6:
        P.mark("related")
        items = "".join(f'<div class="jp-relatedposts-post jp-relatedposts-post{i}" data-post-format="false"><h4 class="jp-relatedposts-post-title"><a class="jp-relatedposts-post-a" href="/{slug(h)}/">{esc(h)}</a></h4>'
                        f'<p class="jp-relatedposts-post-excerpt">{esc(t or "")}</p><p class="jp-relatedposts-post-date">{P.date_en(0)}</p><p class="jp-relatedposts-post-context">In &quot;{esc(r.choice(SECTIONS))}&quot;</p></div>'
                        for i, (h, t) in enumerate(recirculation(P, 3, 0.8)))
        art.append(f'<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3><div class="jp-relatedposts-items jp-relatedposts-items-visual">{items}</div></div>')
    if r.random() < 0.6:
        P.mark("tags")
        tags = r.sample(SUBSECTIONS, r.randint(2, 5))
        art.append('<footer class="entry-meta"><span class="cat-links"><span class="screen-reader-text">Categories </span>'
                   + ", ".join(f'<a href="/category/{slug(c)}/" rel="category tag">{esc(c)}</a>' for c in cats)
                   + '</span> <span class="tags-links"><span class="screen-reader-text">Tags </span>'
                   + ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in tags) + "</span></footer>")
    if r.random() < 0.45:
        P.mark("bio")
        art.append(f'<div class="saboxplugin-wrap" itemtype="http://schema.org/Person" itemscope itemprop="author"><div class="saboxplugin-tab"><div class="saboxplugin-gravatar"><img src="/avatar/{alnum(r, 10)}.jpg" width="100" height="100" alt="{attr(P.author)}" itemprop="image"></div>'
                   f'<div class="saboxplugin-authorname"><a href="/author/{slug(P.author)}/" class="vcard author" rel="author"><span class="fn">{esc(P.author)}</span></a></div>'
                   f'<div class="saboxplugin-desc"><div itemprop="description"><p>{esc(P.bio(site=site))}</p></div></div></div></div>')
    art.append("</div></article>")
    out.append("\n".join(art))
    if r.random() < 0.5:
        prev, nxt = P.other_headline(), P.other_headline()
        out.append(f'<nav id="nav-below" class="post-navigation" aria-label="Posts"><div class="nav-previous"><span class="prev" title="Previous"><a href="/{slug(prev)}/" rel="prev">{esc(prev)}</a></span></div>'
                   f'<div class="nav-next"><span class="next" title="Next"><a href="/{slug(nxt)}/" rel="next">{esc(nxt)}</a></span></div></nav>')
    if r.random() < 0.55:
        P.mark("comments")
        items = comments_items(P, r.randint(2, 7))
        lis = []
        for k, (who, ago, text, likes) in enumerate(items):
            cid = r.randint(1000, 99999)
            lis.append(f'<li id="comment-{cid}" class="comment {"even" if k % 2 == 0 else "odd"} thread-{"even" if k % 2 == 0 else "odd"} depth-1"><article id="div-comment-{cid}" class="comment-body">'
                       f'<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/avatar/{alnum(r, 8)}?s=32" class="avatar avatar-32 photo" height="32" width="32" loading="lazy"><b class="fn">{esc(who)}</b> <span class="says">says:</span></div>'
                       f'<div class="comment-metadata"><a href="#comment-{cid}"><time datetime="{P.iso()}">{P.date_en(0)} at {r.randint(1, 12)}:{r.randint(10, 59)} pm</time></a></div></footer>'
                       f'<div class="comment-content"><p>{esc(text)}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#respond" aria-label="Reply to {attr(who)}">Reply</a></div></article></li>')
        out.append(f'<div id="comments" class="comments-area"><h2 class="comments-title">{len(items)} thoughts on &ldquo;{esc(P.headline)}&rdquo;</h2><ol class="comment-list">{"".join(lis)}</ol>'
                   '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
                   '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>'
                   '<p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required="required"></textarea></p>'
                   '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>'
                   '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div></div>')
    out.append("</main></div>")
    if r.random() < 0.7:
        P.mark("sidebar")
        recent = link_list(P, [P.other_headline() for _ in range(5)])
        about = f"{site} is an independent, reader-supported newsroom covering {r.choice(BEATS)} and the people and places of our region. We publish every weekday and our journalism is free to read and free to republish."
        out.append(f'<aside id="secondary" class="widget-area" role="complementary"><section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" name="s"></label><input type="submit" class="search-submit" value="Search"></form></section>'
                   f'<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2>{recent}</section>'
                   f'<section id="text-3" class="widget widget_text"><h2 class="widget-title">About Us</h2><div class="textwidget"><p>{esc(about)}</p></div></section></aside>')
    out.append("</div>")
    P.mark("footer")
    legal = r.choice(LEGAL_EN).format(year=P.year, site=site)
    out.append(f'<footer id="colophon" class="site-footer" role="contentinfo"><div class="footer-widgets">{link_list(P, ["About", "Contact", "Advertise", "Privacy Policy", "Terms of Service", "Corrections", "Ethics Policy"], "footer-menu")}</div>'
               f'<div class="site-info"><p>{esc(legal)}</p><span class="copyright">&copy; {P.year} {esc(site)}</span> &bull; Built with <a href="https://generatepress.com">GeneratePress</a></div></footer></div>')
    out.append(f"<script src='/wp-includes/js/jquery/jquery.min.js?ver=3.6.0' id='jquery-core-js'></script><script id='wp-emoji-settings' type='application/json'>{{\"baseUrl\":\"https://s.w.org/images/core/emoji/14.0.0/72x72/\",\"ext\":\".png\"}}</script>")
    return document("en-US", head(P, site), "\n".join(out), f' class="post-template-default single single-post postid-{pid} single-format-standard wp-embed-responsive"')


# ---------------------------------------------------------------------------------------------
# 2. A block-editor (Gutenberg) site on a Newspack-like theme: wp-block-* blocks, subtitle,
#    donation and newsletter blocks, "homepage articles" blocks inside the story, republish box.

def t_gutenberg(P):
    r = P.rng
    site = r.choice(["The Mountain Reporter", "Bay City Beacon", "Prairie Public Press", "The River Current"])
    P.plan(dek=0.55, lists=0.25, subheads=0.45, quotes=0.4)
    out = []
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<div class="wp-site-blocks"><header class="wp-block-template-part site-header"><div class="wp-block-group alignfull is-layout-flex">'
               f'<p class="wp-block-site-title"><a href="/" rel="home">{esc(site)}</a></p>'
               f'<nav class="wp-block-navigation is-responsive" aria-label="Main">'
               + link_list(P, nav_items(P), "wp-block-navigation__container", "wp-block-navigation-item wp-block-navigation-link", "/category/")
               + f'</nav><div class="wp-block-buttons"><div class="wp-block-button is-style-fill"><a class="wp-block-button__link wp-element-button" href="/donate/">Donate</a></div></div></div></header>')
    if r.random() < 0.4:
        out.append(mega_menu(P, cls="wp-block-navigation__submenu"))
    art = ['<main class="wp-block-group is-layout-constrained"><article class="wp-block-group post type-post">']
    cat = r.choice(SECTIONS)
    art.append(f'<div class="taxonomy-category wp-block-post-terms"><a href="/category/{slug(cat)}/" rel="tag">{esc(cat)}</a></div>')
    art.append(f'<h1 class="has-text-align-left wp-block-post-title">{esc(P.headline)}</h1>')
    if P.dek:
        art.append(f'<div class="newspack-post-subtitle">{esc(P.dek)}</div>')
    P.mark("byline")
    art.append(f'<div class="wp-block-group entry-meta is-layout-flex"><div class="wp-block-post-author"><div class="wp-block-post-author__avatar"><img alt="" src="/avatar/{alnum(r, 8)}.jpg" class="avatar avatar-48" height="48" width="48"></div>'
               f'<div class="wp-block-post-author__content"><p class="wp-block-post-author__name">by <a href="/author/{slug(P.author)}/">{esc(P.author)}</a></p></div></div>'
               f'<div class="wp-block-post-date"><time datetime="{P.iso()}">{P.date_en(0)}</time></div></div>')
    if r.random() < 0.6:
        art.append(share_bar(P, "wp-block-social-links", labels=False))
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="wp-block-post-featured-image">{img(P, "", "attachment-post-thumbnail size-post-thumbnail wp-post-image", False)}'
                   f'<figcaption class="wp-element-caption">{esc(cap)} <span class="image-credit">{esc(credit)}</span></figcaption></figure>')
    body = render_blocks(P, {"p": "<p>{}</p>", "h": '<h2 class="wp-block-heading">{}</h2>',
                             "ul": '<ul class="wp-block-list">{}</ul>', "ol": '<ol class="wp-block-list">{}</ol>',
                             "quote": '<blockquote class="wp-block-quote is-layout-flow"><p>{}</p></blockquote>'})

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<figure class="wp-block-image size-large">{img(P, cap)}<figcaption class="wp-element-caption">{esc(cap)} '
                f'<span class="image-credit"><em>{esc(credit)}</em></span></figcaption></figure>')

    def embed():
        return ('<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">'
                + tweet(P) + "</div></figure>")

    def homepage_articles():
        P.mark("related")
        arts = "".join(f'<article class="post-has-image"><figure class="post-thumbnail"><a href="/{slug(h)}/">{img(P, "")}</a></figure><div class="entry-wrapper">'
                       f'<h3 class="entry-title"><a href="/{slug(h)}/" rel="bookmark">{esc(h)}</a></h3>'
                       + (f'<div class="excerpt-contain"><p>{esc(t)}</p></div>' if t else "") + "</div></article>"
                       for h, t in recirculation(P, r.randint(1, 3), 0.7))
        return f'<div class="wp-block-newspack-blocks-homepage-articles alignright is-style-borders show-image image-aligntop"><div data-posts>{arts}</div></div>'

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="wp-block-group newsletter-signup has-background is-layout-constrained"><h3 class="wp-block-heading">Sign up for our free newsletters</h3>'
                f'<p>{esc(r.choice(PITCH_EN))}</p><div class="wp-block-jetpack-mailchimp"><form><input type="email" placeholder="Enter your email" required>'
                '<button type="submit" class="wp-block-button__link">Subscribe</button></form></div></div>')

    def donate():
        P.mark("donate")
        return (f'<div class="wp-block-newspack-blocks-donate wpbnbd"><p class="wp-block-newspack-blocks-donate__heading"><strong>Support local journalism.</strong></p>'
                f'<p>{esc(site)} is a nonprofit newsroom. Our stories are free for everyone because readers like you chip in. If you value reporting that holds the powerful to account, please consider a gift today; every dollar goes to our reporters.</p>'
                '<button type="submit">Donate now</button></div>')

    def ad():
        P.mark("ads")
        return f'<div class="wp-block-newspack-ads-blocks-ad-unit newspack-ads-blocks-ad-unit"><span class="newspack_ad_label">Advertisement</span><div id="div-gpt-ad-{alnum(r, 10)}-0"></div></div>'

    inserts = draw_inserts(P, len(body), [(1.5, figure), (0.7, embed), (1.2, homepage_articles), (1, newsletter), (0.6, donate), (1, ad)], (2, 5))
    art.append(f'<div class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained">\n{weave(P, body, inserts)}\n</div>')
    if r.random() < 0.5:
        P.mark("republish")
        art.append(f'<div class="wp-block-republication-tracker-tool-button"><button class="republication-tracker-tool-button">Republish this article</button>'
                   f'<div id="republication-tracker-tool-modal" style="display:none;"><h2>Republish this article</h2><p>This work is licensed under a Creative Commons Attribution-NoDerivatives 4.0 International License. '
                   f'You must credit {esc(site)} and the author, and you cannot edit our material except to reflect relative changes in time, location and editorial style.</p></div></div>')
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<div class="taxonomy-post_tag wp-block-post-terms">' + '<span class="wp-block-post-terms__separator">, </span>'.join(
            f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</div>")
    if r.random() < 0.5:
        P.mark("bio")
        art.append(f'<div class="author-bio"><div class="author-bio-text"><div class="author-bio-header"><h2 class="accent-header">{esc(P.author)}</h2></div><p>{esc(P.bio(site=site))}</p>'
                   f'<a class="author-link" href="/author/{slug(P.author)}/">More by {esc(P.author)}</a></div></div>')
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        cols = "".join(f'<div class="wp-block-column"><h3 class="wp-block-heading"><a href="/{slug(h)}/">{esc(h)}</a></h3>' + (f"<p>{esc(t)}</p>" if t else "") + "</div>"
                       for h, t in recirculation(P, 3, 0.7))
        art.append(f'<div class="wp-block-group more-stories"><h2 class="wp-block-heading">More from {esc(site)}</h2><div class="wp-block-columns is-layout-flex">{cols}</div></div>')
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="wp-block-template-part site-footer"><div class="wp-block-group"><p>{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p>'
               + link_list(P, ["About us", "Our team", "Ethics", "Donate", "Privacy", "Contact"], "wp-block-navigation__container")
               + f'<p class="has-small-font-size">&copy; {P.year} {esc(site)}. Proudly powered by Newspack by Automattic</p></div></footer></div>')
    out.append("<script type='speculationrules'>{\"prefetch\":[{\"source\":\"document\",\"where\":{\"href_matches\":\"/*\"}}]}</script>")
    return document("en-US", head(P, site), "\n".join(out), ' class="post-template-default single single-post wp-embed-responsive newspack-theme"')


# ---------------------------------------------------------------------------------------------
# 3. An Arc XP newspaper: fusion-app, article-body__paragraph classes (or WaPo's data-el="text"),
#    interstitial links, labelled ad slots, Fusion.globalContent with the story's elements.

def t_arc_xp(P):
    r = P.rng
    site = r.choice(["The Metro Herald", "The Capital Post", "Lakeshore Tribune", "The Evening Standard-Times"])
    P.plan(dek=0.35, lists=0.1, subheads=0.3, quotes=0.2)
    wapo = r.random() < 0.4
    P.mark("arc:" + ("wapo" if wapo else "generic"))
    if wapo:
        tpl = {"p": '<p data-el="text" dir="null" class="font--body font-copy gray-darkest ma-0 pb-md">{}</p>',
               "h": '<h3 class="font--subhead font-bold gray-darkest ma-0 pb-md" data-el="text">{}</h3>',
               "quote": '<blockquote class="ma-0 pb-md"><p data-el="text" class="font--body font-copy">{}</p></blockquote>'}
    else:
        tpl = {"p": '<p class="c-paragraph article-body__paragraph">{}</p>',
               "h": '<h2 class="c-heading article-body__heading">{}</h2>', "ul": '<ul class="c-list article-body__list">{}</ul>',
               "quote": '<blockquote class="c-blockquote"><p class="c-paragraph">{}</p></blockquote>'}
    out = ['<div id="fusion-app" class="fusion-app | layout-section">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="b-header-nav-chain"><div class="nav-sections"><button class="nav-btn" aria-label="Sections">{svg("menu")}<span>Sections</span></button></div>'
               f'<a class="nav-logo" href="/"><img src="/pf/resources/images/logo.svg" alt="{attr(site)}"></a>'
               '<div class="nav-components--desktop"><a class="xpmedia-button" href="/subscribe/">Subscribe</a><a href="/account/login/">Sign In</a></div>'
               f'<nav class="links-bar">{link_list(P, nav_items(P), "links-bar__list")}</nav></header>')
    if r.random() < 0.5:
        out.append(mega_menu(P, cls="section-nav"))
    if r.random() < 0.3:
        out.append(ticker(P, "Live updates"))
    body = render_blocks(P, tpl, first=tpl["p"])
    main = ['<main class="b-single-chain"><article class="article-body-wrapper">']
    sec = r.choice(SECTIONS)
    main.append(f'<div class="c-overline"><a href="/{slug(sec)}/" class="overline">{esc(sec)}</a></div>')
    main.append(f'<h1 class="c-heading headline" data-qa="headline">{esc(P.headline)}</h1>')
    if P.dek:
        main.append(f'<h2 class="c-heading sub-headline" data-qa="subheadline">{esc(P.dek)}</h2>')
    P.mark("byline")
    main.append(f'<div class="c-attribution"><span class="ts-byline__names">By <a class="ts-byline__name" href="/people/{slug(P.author)}/">{esc(P.author)}</a></span>'
                f'<time class="c-date" datetime="{P.iso()}">Updated {P.date_en(1)}</time></div>')
    if r.random() < 0.6:
        main.append(f'<div class="share-bar"><button class="gift-button">{svg("bookmark")}Gift Article</button>{share_bar(P, "social-share", labels=False)}'
                    f'<a class="comment-count" href="#comments">{svg("comment")}<span>{r.randint(0, 900)}</span></a></div>')
    if r.random() < 0.8:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        main.append(f'<figure class="c-media-item lead-art">{img(P, cap, "c-image", False)}<figcaption class="c-media-item__caption"><span class="caption-text">{esc(cap)}</span> '
                    f'<span class="c-credits">({esc(credit)})</span></figcaption></figure>')

    def ad():
        P.mark("ads")
        return (f'<div class="arcad-feature" data-slot="article-inline-{r.randint(1, 6)}"><div class="arc-ad-label">Advertisement</div>'
                f'<div id="arcad_{alnum(r, 8)}" class="arcad ad-300x250"></div></div>')

    def interstitial():
        P.mark("readmore")
        h = P.other_headline()
        return r.choice([f'<p class="interstitial-link"><i>[<a href="/{slug(h)}/">{esc(h)}</a>]</i></p>',
                         f'<p class="c-paragraph interstitial"><strong>Read more:</strong> <a href="/{slug(h)}/">{esc(h)}</a></p>'])

    def related():
        P.mark("related")
        h, t = P.teaser()
        return (f'<aside class="c-related-story"><span class="c-related-story__label">Related</span><a href="/{slug(h)}/">{img(P, "")}'
                f'<h4 class="c-related-story__headline">{esc(h)}</h4></a><p class="c-related-story__blurb">{esc(t)}</p></aside>')

    def video():
        return video_player(P, "powa-video")

    inserts = draw_inserts(P, len(body), [(3, ad), (1.5, interstitial), (1, related), (0.6, video)], (2, 4))
    main.append(f'<div class="article-body" data-qa="article-body" itemprop="articleBody">\n{weave(P, body, inserts)}\n</div>')
    if r.random() < 0.4:
        P.mark("bio")
        main.append(f'<div class="author-bio"><a href="/people/{slug(P.author)}/"><img alt="" class="author-bio__img"></a><div><p class="author-bio__name">{esc(P.author)}</p>'
                    f'<p class="author-bio__desc">{esc(P.bio(site="The " + site.split()[-1]))}</p><a href="https://twitter.com/{slug(P.author, 2).replace("-", "")}">Twitter</a></div></div>')
    main.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        items = "".join(f'<li class="most-read__item"><span class="most-read__rank">{i + 1}</span><a href="/{slug(h)}/">{esc(h)}</a>'
                        + (f'<p class="most-read__blurb">{esc(t)}</p>' if t else "") + "</li>"
                        for i, (h, t) in enumerate(recirculation(P, 5, 0.4)))
        main.append(f'<section class="most-read"><h2 class="most-read__title">Most Read</h2><ol>{items}</ol></section>')
    if r.random() < 0.4:
        P.mark("comments")
        cs = "".join(f'<div class="comment"><div class="comment__author">{esc(w)}</div><div class="comment__time">{a}</div><div class="comment__body">{esc(t)}</div>'
                     f'<div class="comment__actions"><button>Reply</button> <button>{l} Likes</button></div></div>' for w, a, t, l in comments_items(P, r.randint(2, 6)))
        main.append(f'<section id="comments" class="comments"><h2>Comments</h2><p class="comments__rules">Comments are now closed. All comments are subject to our community guidelines and may be removed by moderators.</p>{cs}</section>')
    main.append("</main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer class="b-footer"><div class="footer-links">{link_list(P, ["About Us", "Contact Us", "Careers", "Advertise", "Newsroom Policies", "Terms of Service", "Privacy Policy", "Cookie Settings", "Reprints & Permissions", "e-Replica"])}</div>'
               f'<p class="copyright">{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p></footer></div>')
    fusion = {"_id": alnum(r, 26).upper(), "type": "story", "headlines": {"basic": P.headline},
              "subheadlines": {"basic": P.dek or ""}, "credits": {"by": [{"name": P.author, "type": "author"}]},
              "content_elements": [{"type": "text", "content": p, "_id": alnum(r, 26).upper()} for p in P.paragraphs]}
    out.append('<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="' + slug(site, 2)
               + '";Fusion.globalContent=' + json.dumps(fusion, ensure_ascii=False).replace("</", "<\\/") + ";</script>")
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 4. A Guardian-like page (dotcom rendering): data-gu-name regions, dcr- classes,
#    article-body-commercial-selector, rich links, inline ad slots, the reader-funding epic.

def t_guardian(P):
    r = P.rng
    site = "The Sentinel"
    P.plan(dek=0.85, lists=0.08, subheads=0.25, quotes=0.3, dek_words=60)
    d = lambda: "dcr-" + alnum(r, 6)
    out = []
    if r.random() < 0.6:
        out.append(consent(P))
    out.append(f'<div id="bannerandheader"><div class="{d()}"><a href="#maincontent" class="{d()}">Skip to main content</a>'
               f'<header data-component="header" class="{d()}"><div class="{d()}"><h2 class="{d()}">Support us</h2><p class="{d()}">Available for everyone, funded by readers</p>'
               f'<a class="{d()}" href="/contribute">Contribute</a><a class="{d()}" href="/subscribe">Subscribe</a></div>'
               f'<a href="/" class="{d()}"><span class="{d()}">{site} - Back to home</span>{svg("bookmark", 300)}</a></header>'
               f'<nav data-component="nav2" class="{d()}" aria-label="Sentinel sections">'
               + link_list(P, ["News", "Opinion", "Sport", "Culture", "Lifestyle"], d(), d())
               + "</nav>" + (mega_menu(P, cls="pillar-menu") if r.random() < 0.6 else "")
               + f'<div class="{d()}">{link_list(P, nav_items(P), d())}</div></div></div>')
    body = render_blocks(P, {"p": f'<p class="{d()}">{{}}</p>', "h": f'<h2 id="{alnum(r, 8)}" class="{d()}">{{}}</h2>',
                             "ul": f'<ul class="{d()}">{{}}</ul>', "quote": f'<blockquote class="{d()}"><p>{{}}</p></blockquote>'}, links=0.35)
    main = [f'<main data-layout="StandardLayout" class="{d()}"><article class="{d()}"><div class="{d()}">']
    sec = r.choice(["World news", "UK news", "Environment", "Business", "Football", "Politics", "Technology", "Science"])
    main.append(f'<div data-gu-name="title" class="{d()}"><div class="{d()}"><a class="{d()}" data-link-name="article section" href="/{slug(sec)}"><span>{esc(sec)}</span></a></div></div>')
    main.append(f'<div data-gu-name="headline" class="{d()}"><div class="{d()}"><h1 class="{d()}">{esc(P.headline)}</h1></div></div>')
    if P.dek:
        main.append(f'<div data-gu-name="standfirst" class="{d()}"><div data-print-layout="hide" class="{d()}"><p>{esc(P.dek)}</p></div></div>')
    if r.random() < 0.85:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        main.append(f'<div data-gu-name="media" class="{d()}"><figure id="{alnum(r, 8)}" data-spacefinder-role="inline" class="{d()}"><div class="{d()}"><picture class="{d()}">{img(P, cap, d(), False)}</picture></div>'
                    f'<figcaption class="{d()}"><span class="{d()}">{svg("play", 11)}</span>{esc(cap)} {esc(credit)}</figcaption></figure></div>')
    P.mark("byline")
    main.append(f'<div data-gu-name="meta" class="{d()}"><address aria-label="Contributor info" data-component="meta-byline"><div class="{d()}"><a rel="author" class="{d()}" data-link-name="auth" href="/profile/{slug(P.author)}">{esc(P.author)}</a></div></address>'
                f'<div class="{d()}"><details class="{d()}" data-component="dateline"><summary class="{d()}"><span class="{d()}">{["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][P.day % 7]} {P.day} {P.date_en(2).split()[1][:3]} {P.year} {P.hour:02d}.{P.minute:02d} GMT</span></summary></details></div>'
                + (share_bar(P, d(), labels=False) if r.random() < 0.8 else "") + f'<div class="{d()}" data-component="comment-count">{r.randint(5, 2000)}</div></div>')

    def richlink():
        P.mark("related")
        h = P.other_headline()
        return (f'<aside data-spacefinder-role="richLink" class="{d()}"><div data-print-layout="hide" data-link-name="rich-link-{r.randint(1, 4)} | 1" data-component="rich-link" class="{d()}">'
                f'<div class="{d()}"><a class="{d()}" data-link-name="article" href="/{slug(h)}"><div class="{d()}"><div class="{d()}"><div class="{d()}">'
                f'<span class="{d()}">Related: </span>{esc(h)}</div></div></div></a></div></div></aside>')

    def related_line():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p class="{d()}"><strong>Related: </strong><a href="/{slug(h)}" data-link-name="in body link" class="{d()}">{esc(h)}</a></p>'

    def ad():
        P.mark("ads")
        n = r.randint(1, 8)
        return (f'<aside class="ad-slot-container {d()}"><div id="dfp-ad--inline{n}" class="js-ad-slot ad-slot ad-slot--inline ad-slot--rendered" data-link-name="ad slot inline{n}" data-name="inline{n}" aria-hidden="true">'
                + ('<div class="ad-slot__label">Advertisement</div>' if r.random() < 0.7 else "") + "</div></aside>")

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<figure id="{alnum(r, 8)}" data-spacefinder-role="inline" class="{d()}"><div class="{d()}"><picture>{img(P, cap, d())}</picture></div>'
                f'<figcaption class="{d()}">{esc(cap)} {esc(credit)}</figcaption></figure>')

    def newsletter():
        P.mark("newsletter")
        name = r.choice(["First Edition", "Down to Earth", "TechScape", "The Week in Patriarchy", "Business Today"])
        return (f'<figure data-spacefinder-role="inline" class="{d()}"><div data-component="newsletter-signup" class="{d()}"><p class="{d()}">Sign up to <span>{name}</span></p>'
                f'<p class="{d()}">{esc(r.choice(PITCH_EN))}</p><p class="{d()}"><strong>Privacy Notice:</strong> Newsletters may contain info about charities, online ads, and content funded by outside parties. For more information see our Privacy Policy. We use Google reCaptcha to protect our website and the Google Privacy Policy and Terms of Service apply.</p>'
                f'<button class="{d()}">Sign up</button></div></figure>')

    inserts = draw_inserts(P, len(body), [(2, ad), (1.2, richlink), (0.8, related_line), (1, figure), (0.7, newsletter), (0.4, lambda: tweet(P))], (2, 5))
    main.append(f'<div data-gu-name="body" class="{d()}"><div id="maincontent" class="{d()}"><div class="article-body-commercial-selector article-body-viewer-selector {d()}">\n'
                f'{weave(P, body, inserts)}\n</div></div></div>')
    if r.random() < 0.75:
        P.mark("epic")
        main.append(f'<div id="slot-body-end"><div class="{d()}" data-component="contributions-epic"><h2 class="{d()}">… we have a small favour to ask.</h2>'
                    f'<p class="{d()}">Millions are turning to {site} for open, independent, quality news every day, and readers in 180 countries around the world now support us financially.</p>'
                    f'<p class="{d()}">We believe everyone deserves access to information that’s grounded in science and truth, and analysis rooted in authority and integrity. That’s why we made a different choice: to keep our reporting open for all readers, regardless of where they live or what they can afford to pay.</p>'
                    f'<p class="{d()}">Our journalism is free from commercial and political bias and never influenced by billionaire owners or shareholders. If you can, support us from as little as $1 – it only takes a minute. Thank you.</p>'
                    f'<div class="{d()}"><a class="{d()}" href="/contribute">Support {site}</a></div></div></div>')
    if r.random() < 0.6:
        P.mark("tags")
        main.append(f'<div data-component="keywords" class="{d()}"><h2 class="{d()}">Explore more on these topics</h2><ul class="{d()}">'
                    + "".join(f'<li class="{d()}"><a href="/{slug(t)}" class="{d()}">{esc(t)}</a></li>' for t in r.sample(SUBSECTIONS, r.randint(3, 7))) + "</ul></div>")
        main.append(f'<div class="{d()}"><a href="/help/reuse" class="{d()}">Reuse this content</a></div>')
    main.append("</div></article>")
    if r.random() < 0.7:
        P.mark("recirc")
        cards = "".join(f'<li class="{d()}"><div class="{d()}"><a href="/{slug(h)}" class="{d()}"><h3 class="{d()}"><span class="{d()}">{esc(h)}</span></h3></a>'
                        + (f'<div class="{d()}">{esc(t)}</div>' if t else "") + "</div></li>" for h, t in recirculation(P, r.randint(4, 8), 0.5))
        main.append(f'<section data-component="more-on-this-story" data-link-name="More on this story" class="{d()}"><h2 class="{d()}">More on this story</h2><ul class="{d()}">{cards}</ul></section>')
    if r.random() < 0.7:
        P.mark("recirc")
        most = "".join(f'<li class="{d()}"><a class="{d()}" href="/{slug(h)}"><span class="{d()}">{i + 1}</span><h4 class="{d()}">{esc(h)}</h4></a></li>'
                       for i, h in enumerate(P.other_headline() for _ in range(10)))
        main.append(f'<section data-component="most-popular" class="{d()}"><h2 class="{d()}">Most viewed</h2><ol class="{d()}">{most}</ol></section>')
    if r.random() < 0.5:
        P.mark("comments")
        cs = "".join(f'<li class="{d()}"><div class="{d()}"><a class="{d()}" href="/profile/{slug(w)}">{esc(w)}</a><time class="{d()}">{a}</time></div>'
                     f'<div class="{d()}"><p>{esc(t)}</p></div><div class="{d()}"><button class="{d()}">Reply</button><span class="{d()}">{l}</span></div></li>'
                     for w, a, t, l in comments_items(P, r.randint(3, 8)))
        main.append(f'<section data-component="discussion" id="comments" class="{d()}"><h2 class="{d()}">comments ({r.randint(10, 3000)})</h2>'
                    f'<p class="{d()}">Sign in or create your {site} account to join the discussion.</p><ul class="{d()}">{cs}</ul></section>')
    main.append("</main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer data-component="footer" class="{d()}"><div class="{d()}">{link_list(P, ["About us", "Contact us", "Complaints & corrections", "SecureDrop", "Work for us", "Privacy settings", "Privacy policy", "Cookie policy", "Terms & conditions", "Help"], d())}</div>'
                f'<div class="{d()}">{link_list(P, ["All topics", "All writers", "Digital newspaper archive", "Facebook", "YouTube", "Instagram", "LinkedIn", "Twitter", "Newsletters"], d())}</div>'
                f'<div class="{d()}">© {P.year} {site} News &amp; Media Limited or its affiliated companies. All rights reserved.</div></footer>')
    out.append("<script>window.guardian={config:{page:{pageId:'" + slug(P.headline) + "',isPaidContent:false,shouldHideAdverts:false}},polyfilled:false};</script>")
    return document("en", head(P, site, css=".dcr-1uf4r8a{font-family:GuardianTextEgyptian,Georgia,serif;font-size:1.0625rem;line-height:1.5}"), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 5. A BBC-like page: data-component blocks (text-block around each <p>), ssrcss- classes, a
#    bold first paragraph, "Image source," / "Image caption," hidden prefixes, third-party
#    embed consent text, "More on this story", Top stories / Features lists.

def t_bbc(P):
    r = P.rng
    site = "BBC News"
    P.plan(dek=0, lists=0.15, subheads=0.45, quotes=0.15)
    s = lambda name, role="": P.memo(name + role, lambda: f"ssrcss-{alnum(r, 6)}-{name} e{alnum(r, 6)}0")
    out = [f'<div id="orb-banner" class="orb-banner"><a href="#main-content" id="skip-to-content-link">Skip to content</a></div>']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header role="banner" data-bbc-container="navigation" class="{s("Header")}"><nav class="orbit-header-links" aria-label="BBC">'
               + link_list(P, ["Home", "News", "Sport", "Weather", "iPlayer", "Sounds", "Bitesize", "CBeebies", "CBBC", "Food", "Home", "Arts", "Travel"], "orb-nav-links")
               + f'</nav><nav aria-label="News" class="{s("NavigationWrapper")}">'
               + link_list(P, ["Home", "War in Ukraine", "Coronavirus", "Climate", "Video", "World", "UK", "Business", "Tech", "Science", "Stories", "Entertainment & Arts", "Health"], s("StyledList"), s("StyledListItem"), "/news/")
               + "</nav></header>")
    main = [f'<div id="main-content" data-testid="main-content" class="{s("Main")}"><article class="{s("ArticleWrapper")}">',
            f'<header class="{s("HeadingWrapper")}"><h1 id="main-heading" tabindex="-1" class="{s("StyledHeading", "h1")}">{esc(P.headline)}</h1></header>']
    if r.random() < 0.5:
        P.mark("byline")
        main.append(f'<div data-component="byline-block" class="{s("BylineComponentWrapper")}"><div class="{s("BylineWrapper")}"><div class="{s("TextContributorName")}">By {esc(P.author)}</div>'
                    f'<div class="{s("TextContributorDescription")}">{r.choice(["BBC News", "BBC News, " + r.choice(CITIES), "Business reporter", "Technology reporter", "Political correspondent"])}</div></div></div>')
    main.append(f'<div data-component="timestamp-block" class="{s("MetadataStrip")}"><time data-testid="timestamp" datetime="{P.iso()}">{P.date_en(2)}</time></div>')
    if r.random() < 0.5:
        main.append(share_bar(P, s("ShareButton").split()[0], labels=False))

    def image_block():
        cap, credit = figure_parts(P)
        src = r.choice(AGENCIES)
        return (f'<div data-component="image-block" class="{s("ComponentWrapper")}"><figure class="{s("StyledFigure")}"><div class="{s("StyledFigureContainer")}"><span class="{s("ImageWrapper")}">{img(P, cap, s("Image"))}</span>'
                f'<span role="text" class="{s("ImageCopyright")}"><span class="{s("VisuallyHidden")}">Image source, </span>{src}</span></div>'
                f'<figcaption class="{s("Caption")}"><span class="{s("VisuallyHidden")}">Image caption, </span>{esc(cap)}</figcaption></figure></div>')

    if r.random() < 0.8:
        P.mark("lead-image")
        main.append(image_block())
    tb = lambda inner: (f'<div data-component="text-block" class="{s("RichTextComponentWrapper")}"><div class="{s("RichTextContainer")}">{inner}</div></div>')
    body = []
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "p":
            inner = P.inline(value, 0.2)
            if i == 0:
                inner = f'<b class="{s("BoldText")}">{inner}</b>'
            body.append(tb(f'<p class="{s("Paragraph")}">{inner}</p>'))
        elif kind == "h":
            body.append(f'<div data-component="subheadline-block" class="{s("ComponentWrapper")}"><h2 id="{slug(value, 3)}" tabindex="-1" class="{s("StyledHeading", "sub")}">{esc(value)}</h2></div>')
        elif kind in ("ul", "ol"):
            items = "".join(f'<li class="{s("ListItem")}"><p class="{s("Paragraph")}">{P.inline(v, 0.1)}</p></li>' for v in value)
            body.append(f'<div data-component="unordered-list-block" class="{s("ComponentWrapper")}"><{kind} role="list" class="{s("StyledList")}">{items}</{kind}></div>')
        else:
            body.append(f'<div data-component="text-block" class="{s("RichTextComponentWrapper")}"><blockquote class="{s("Blockquote")}"><p class="{s("Paragraph")}">{esc(value)}</p></blockquote></div>')

    def figure():
        P.mark("figures")
        return image_block()

    def embed():
        P.mark("embed")
        who = P.person()
        handle = re.sub(r"[^A-Za-z]", "", who)
        return (f'<div data-component="embed-block" class="{s("ComponentWrapper")}"><div class="{s("SocialEmbedWrapper")}"><a href="#end-of-twitter-content-{r.randint(1, 3)}" class="{s("SkipLink")}">Skip twitter post by {esc(who)}</a>'
                f'<div class="{s("ConsentBanner")}"><p class="{s("ConsentBannerParagraph")}">Allow Twitter content?</p><p>This article contains content provided by Twitter. We ask for your permission before anything is loaded, as they may be using cookies and other technologies. '
                f'You may want to read Twitter’s cookie policy and privacy policy before accepting. To view this content choose ‘accept and continue’.</p><button>Accept and continue</button></div>'
                f'<p class="{s("Disclaimer")}">The BBC is not responsible for the content of external sites.</p><span id="end-of-twitter-content-1" class="{s("VisuallyHidden")}">End of twitter post by {esc(who)} (@{handle})</span></div></div>')

    def video():
        P.mark("video")
        cap = P.other_sentence(5, 20)
        return (f'<div data-component="video-block" class="{s("ComponentWrapper")}"><figure class="{s("MediaFigure")}"><div class="{s("MediaPlayerWrapper")}"><div class="{s("Placeholder")}"><button>{svg("play")}<span>Media caption, {esc(cap)}</span></button></div></div>'
                f'<figcaption class="{s("Caption")}"><span class="{s("VisuallyHidden")}">Media caption, </span>{esc(cap)}</figcaption></figure></div>')

    def read_more():
        P.mark("readmore")
        h = P.other_headline()
        return tb(f'<p class="{s("Paragraph")}"><b>Read more:</b> <a href="/news/{slug(h)}" class="{s("InlineLink")}">{esc(h)}</a></p>')

    inserts = draw_inserts(P, len(body), [(2, figure), (0.6, embed), (0.7, video), (0.6, read_more)], (3, 5))
    main.append(weave(P, body, inserts))
    if r.random() < 0.6:
        P.mark("related")
        links = "".join(f'<li class="{s("StyledListItem")}"><a href="/news/{slug(h)}" class="{s("StyledLink")}">{esc(h)}</a><span class="{s("Date")}">{P.date_en(2)}</span></li>'
                        for h in (P.other_headline() for _ in range(r.randint(2, 5))))
        main.append(f'<section data-component="links-block" class="{s("ComponentWrapper")}"><h2 class="{s("StyledHeading")}">More on this story</h2><ul role="list" class="{s("StyledList")}">{links}</ul></section>')
    if r.random() < 0.6:
        P.mark("tags")
        main.append(f'<section data-component="tag-list" class="{s("ComponentWrapper")}"><h2 class="{s("VisuallyHidden")}">Related Topics</h2><ul class="{s("TopicList")}">'
                    + "".join(f'<li><a href="/news/topics/{alnum(r, 10)}" class="{s("StyledLink")}">{esc(t)}</a></li>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</ul></section>")
    main.append("</article>")
    if r.random() < 0.8:
        P.mark("recirc")
        for title in r.sample(["Top Stories", "Features", "Most Read", "Elsewhere on the BBC"], r.randint(1, 3)):
            items = "".join(f'<li class="{s("Promo")}"><div class="{s("PromoContent")}"><a href="/news/{slug(h)}" class="{s("PromoLink")}"><span>{esc(h)}</span></a>'
                            + (f'<p class="{s("PromoSummary")}">{esc(t)}</p>' if t else "") + f'<span class="{s("MetadataText")}">{r.randint(1, 23)} hours ago</span></div></li>'
                            for h, t in recirculation(P, r.randint(3, 6), 0.5 if title == "Features" else 0.2))
            main.append(f'<section data-component="{slug(title)}" class="{s("AlaCarte")}"><h2 class="{s("SectionHeading")}">{title}</h2><ul class="{s("PromoList")}">{items}</ul></section>')
    main.append("</div>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer role="contentinfo" class="{s("Footer")}">{link_list(P, ["Terms of Use", "About the BBC", "Privacy Policy", "Cookies", "Accessibility Help", "Parental Guidance", "Contact the BBC", "Get Personalised Newsletters", "Why you can trust the BBC", "Advertise with us", "AdChoices / Do Not Sell My Info"], s("FooterList"))}'
               f'<p class="{s("FooterCopyright")}">Copyright © {P.year} BBC. The BBC is not responsible for the content of external sites. <a href="/editorialguidelines/guidance/feeds-and-links">Read about our approach to external linking.</a></p></footer>')
    out.append('<script>window.__INITIAL_DATA__="' + json.dumps({"article": {"headline": P.headline, "id": str(P.id)}}).replace('"', '\\"') + '";</script>')
    return document("en-GB", head(P, site, css=""), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 6. A CNN-like page (2019-2021): zn-body__paragraph divs, the first paragraph (with its "(CNN)"
#    source) outside zn-body__read-all, "Read More", el__embedded related stories, ad divs.

def t_cnn(P):
    r = P.rng
    site = "CNN"
    P.plan(dek=0, lists=0.08, subheads=0.4, quotes=0.1)
    out = ['<div class="pg-no-rail pg-wrapper">']
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<div class="nav" id="nav"><div class="nav__container"><a class="nav-menu-links__link" href="/">{svg("menu")}</a>'
               f'<div class="nav-menu-links">{link_list(P, ["US", "World", "Politics", "Business", "Opinion", "Health", "Entertainment", "Style", "Travel", "Sports", "Videos", "Audio", "Coupons", "Weather"], "nav-menu-links__list")}</div>'
               f'<div class="nav-flyout"><div class="nav-flyout__menu">{mega_menu(P, cls="nav-flyout__section") if r.random() < 0.7 else ""}</div></div></div></div>')
    if r.random() < 0.4:
        out.append(ticker(P, "BREAKING"))
    art = ['<article class="pg-rail-tall pg-rail--align-right" itemscope itemtype="http://schema.org/NewsArticle"><div class="l-container">',
           f'<h1 class="pg-headline">{esc(P.headline)}</h1>']
    P.mark("byline")
    art.append(f'<div class="metadata"><div class="metadata__info js-byline-images"><p class="metadata__byline"><span class="metadata__byline__author">By <a href="/profiles/{slug(P.author)}">{esc(P.author)}</a>, CNN</span></p>'
               f'<p class="update-time">{P.date_en(3)}</p></div>' + (share_bar(P, "gigya-sharebar", labels=False) if r.random() < 0.7 else "") + "</div>")
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<div class="el__leafmedia el__leafmedia--sourced-image"><div class="media__image media__image--responsive">{img(P, cap, "media__image", False)}</div>'
                   f'<div class="media__caption el__storyelement__title"><div class="element-raw-text">{esc(cap)}</div></div></div>')
    art.append('</div><div class="l-container"><div class="pg-rail-tall__wrapper"><div class="pg-side-of-rail pg-rail-tall__side"><div class="pg-rail-tall__body" itemprop="articleBody">'
               f'<section id="body-text" class="zn zn-body-text zn-body zn--idx-0 zn--ordinary zn-has-multiple-containers zn-has-{len(P.blocks) + 3}-containers" data-vr-zone="zone-0-0" data-zone-label="bodyText"><div class="l-container">')
    blocks = []
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "p":
            inner = P.inline(value, 0.2)
            if i == 0:
                cite = '<cite class="el-editorial-source"> (CNN)</cite>' if r.random() < 0.6 else ""
                if cite:
                    P.mark("source-cite")
                blocks.append(f'<div class="el__leafmedia el__leafmedia--sourced-paragraph"><p class="zn-body__paragraph speakable">{cite}{inner}</p></div>')
            else:
                blocks.append(f'<div class="zn-body__paragraph{" speakable" if i < 3 else ""}">{inner}</div>')
        elif kind == "h":
            blocks.append(f'<h3 class="zn-body__paragraph">{esc(value)}</h3>' if r.random() < 0.5 else f'<div class="zn-body__paragraph"><h3>{esc(value)}</h3></div>')
        elif kind in ("ul", "ol"):
            blocks.append(f'<div class="zn-body__paragraph"><{kind}>' + "".join(f"<li>{P.inline(v, 0.1)}</li>" for v in value) + f"</{kind}></div>")
        else:
            blocks.append(f'<div class="zn-body__paragraph"><blockquote>{esc(value)}</blockquote></div>')

    def related():
        P.mark("related")
        h = P.other_headline()
        return (f'<div class="el__embedded el__embedded--standard"><div class="el__article--embed"><a href="/{P.year}/{P.month:02d}/{P.day:02d}/{slug(h)}/index.html">'
                f'<div class="media__image">{img(P, "")}</div><h3 class="cd__headline"><span class="cd__headline-text">{esc(h)}</span></h3></a></div></div>')

    def ad():
        P.mark("ads")
        n = r.randint(1, 6)
        return f'<div class="ad-ad_bnr_btf_0{n} ad-refresh-adbody" data-ad-id="ad_bnr_btf_0{n}" id="ad-ad_bnr_btf_0{n}"></div>'

    def video():
        return f'<div class="el__video--standard">{video_player(P, "media__video")}</div>'

    def gallery():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<div class="el__embedded el__embedded--fullwidth"><div class="el__gallery"><div class="el__gallery-showcase">{img(P, cap)}</div>'
                f'<div class="el__gallery_image-title"><div class="element-raw-text"><p>{esc(cap)}</p></div><div class="el__gallery_photocredit">{esc(credit)}</div></div>'
                f'<div class="el__gallery-count">Photos: {esc(P.other_headline())}</div></div></div>')

    inserts = draw_inserts(P, len(blocks), [(2, ad), (1.2, related), (0.8, video), (0.8, gallery), (0.4, lambda: tweet(P))], (2, 4))
    first, rest = blocks[0], blocks[1:]
    rest_inserts = {k - 1: v for k, v in inserts.items() if k >= 1}
    art.append(first)
    if r.random() < 0.7:
        P.mark("readmore")
        art.append('<div class="zn-body__read-more"><a href="#body-text">Read More</a></div>')
    art.append('<div class="zn-body__read-all">\n' + weave(P, rest, rest_inserts) + "\n</div>")
    art.append("</div></section></div></div></div></div>")
    if r.random() < 0.6:
        P.mark("recirc")
        items = "".join(f'<li><article class="cd cd--card cd--article"><div class="cd__content"><h3 class="cd__headline"><a href="/{slug(h)}"><span class="cd__headline-text">{esc(h)}</span></a></h3></div></article></li>'
                        for h in (P.other_headline() for _ in range(6)))
        art.append(f'<section class="zn zn-world-more"><h2 class="zn-header__text">More from CNN</h2><ul class="cn cn-list-hierarchical-xs">{items}</ul></section>')
    if r.random() < 0.5:
        P.mark("recirc")
        items = "".join(f'<li class="ob-dynamic-rec-container"><a class="ob-dynamic-rec-link" href="https://paid.example/{alnum(r, 8)}"><span class="ob-rec-text">{esc(h)}</span><span class="ob-rec-source">{esc(r.choice(["Bankrate", "LendingTree", "Healthy Living", "The Motley Fool"]))}</span></a></li>'
                        for h in (P.other_headline() for _ in range(4)))
        art.append(f'<div class="OUTBRAIN" data-widget-id="AR_12"><div class="ob-widget-header">Paid Content</div><ul>{items}</ul></div>')
    art.append("</article>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="l-footer"><div class="m-footer__links">{link_list(P, ["Terms of Use", "Privacy Policy", "Do Not Sell My Personal Information", "Accessibility & CC", "AdChoices", "About Us", "CNN Store", "Newsletters", "Transcripts", "License Footage", "CNN Newsource"], "m-footer__list")}</div>'
               f'<p class="m-footer__copyright">&copy; {P.year} Cable News Network. A Warner Media Company. All Rights Reserved. CNN Sans &trade; &amp; &copy; 2016 Cable News Network.</p></footer></div>')
    out.append("<script>window.CNN = window.CNN || {}; CNN.contentModel = {\"analytics\":{\"pageTop\":{\"headline\":" + json.dumps(P.headline).replace("</", "<\\/") + "}}};</script>")
    return document("en", head(P, site), "\n".join(out), ' class="pg pg-hidden pg-article pg-section-us pg-leaf"')


# ---------------------------------------------------------------------------------------------
# 7. A Reuters-like page: 2020's Paragraph-paragraph-2Bgue ArticleBody-para-TD_9x, or 2022's
#    text__text__1FZLe ... article-body__element__2p5pI with data-testid="paragraph-N",
#    "Advertisement · Scroll to continue", Related coverage, attribution, trust badge.

def t_reuters(P):
    r = P.rng
    site = "Reuters"
    gen = "2022" if r.random() < 0.5 else "2020"
    P.mark("reuters:" + gen)
    P.plan(dek=0, lists=0.05, subheads=0.12, quotes=0.05)
    out = []
    if r.random() < 0.5:
        out.append(consent(P))
    if gen == "2020":
        out.append(f'<div class="SiteHeader-container-3X5Qk"><header class="SiteHeader-header-1Z0Rj"><a href="/" class="SiteHeader-logo-2rEFB">Reuters</a>'
                   f'<nav class="SiteHeader-nav-2xk3o">{link_list(P, ["Business", "Markets", "World", "Politics", "Tech", "Breakingviews", "Wealth", "Graphics", "Video", "Pictures"], "SiteHeader-nav-list-3JFfM", "SiteHeader-nav-item-2X7xZ")}</nav></header></div>')
        pcls = "Paragraph-paragraph-2Bgue ArticleBody-para-TD_9x"
        art = ['<div class="StandardArticle_inner-container"><div class="ArticlePage-article-header-23J2O">',
               f'<div class="ArticleHeader-info-container-3-6YG"><a class="ArticleHeader-channel-3NAWJ" href="/news/world">{esc(r.choice(["World News", "Business News", "Technology News", "Sports News"]))}</a>'
               f'<time class="ArticleHeader-date-line-3oc3Y"><span>{P.date_en(0)} / {r.randint(1, 11)}:{r.randint(10, 59)} {r.choice(["AM", "PM"])} / Updated {r.randint(1, 9)} hours ago</span></time></div>',
               f'<h1 class="Headline-headline-2FXIq Headline-black-OogpV ArticleHeader-headline-NlAqj">{esc(P.headline)}</h1>']
        P.mark("byline")
        art.append(f'<div class="BylineBar-container-1ZZz0"><p class="Byline-byline-1sVmo ArticleBody-byline-10B7D">By <a href="/journalists/{slug(P.author)}">{esc(P.author)}</a></p>'
                   f'<span class="BylineBar-reading-time-2iQrS">{r.randint(2, 8)} Min Read</span></div></div>')
        body_open = '<div class="ArticlePage-article-body-1xN5M"><div class="ArticleBodyWrapper">'
        body_close = "</div></div>"
        tpl = {"p": f'<p class="{pcls}">{{}}</p>', "h": '<h3 class="Heading-heading-2Ddnq ArticleBody-heading-3h695">{}</h3>'}
        ad_html = lambda: ('<div class="Slot-container-1CS70"><div class="Slot-slot-2c8Zv" data-slot="inarticle"></div></div>')
    else:
        tc = "text__text__1FZLe text__dark-grey__3Ml43 text__regular__2N1Xr"
        out.append(f'<header class="site-header__header__3Ssuo"><div class="site-header__logo__2Rv8n"><a href="/" aria-label="Reuters home">{svg("link")}</a></div>'
                   f'<nav class="site-header__nav__1lJUR">{link_list(P, ["World", "Business", "Legal", "Markets", "Breakingviews", "Technology", "Investigations", "More"], "nav-bar__list__3DHkz", "nav-bar__item__1lmnO")}</nav>'
                   '<a class="button__link__uTGln" href="/account/register/">Register</a></header>')
        art = ['<article class="article__container__2-Ogh"><header class="article-header__header__3Sn1c">',
               f'<nav aria-label="Tags" class="article-header__tags__3w8tq"><a class="{tc}" href="/world/">{esc(r.choice(["World", "Business", "Technology", "Sports", "Legal"]))}</a></nav>',
               f'<h1 data-testid="Heading" class="text__text__1FZLe text__dark-grey__3Ml43 text__medium__1kbOh text__heading_2__1K_hh heading__base__2T28j heading__heading_2__3Fcw5">{esc(P.headline)}</h1>']
        P.mark("byline")
        art.append(f'<div class="article-header__byline-container__2ib8n"><div class="info-content__author-date__1Epi_"><address class="author-name__author__1gx5k">By <a href="/authors/{slug(P.author)}/">{esc(P.author)}</a></address>'
                   f'<time datetime="{P.iso()}" class="{tc}"><span class="date-line__date__23Ge-">{P.date_en(0)}</span><span>{P.hour}:{P.minute:02d} PM UTC</span>'
                   f'<span>Updated {r.randint(1, 9)} hours ago</span></time></div></div></header>')
        body_open = '<div class="article-body__content__17Yit paywall-article">'
        body_close = "</div>"
        tpl = {"p": f'<p data-testid="paragraph-{{N}}" class="{tc} text__large__nEccO body__full_width__ekUdw body__large_body__FV5_X article-body__element__2p5pI">{{}}</p>',
               "h": f'<h2 data-testid="Heading" class="{tc} text__heading_6__1qUJ5 heading__base__2T28j heading__heading_6__RtD9P article-body__heading__33pyk">{{}}</h2>'}
        ad_html = lambda: ('<div data-testid="ResponsiveAdSlot" class="article-body__row__dFOPA"><div class="ad-slot__container__Kbgwc"><span class="ad-slot__label__2mlv3">Advertisement · Scroll to continue</span>'
                           f'<div id="ad-{alnum(r, 6)}" class="ad-slot__inner__3_Qw-"></div></div></div>')
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        credit = f"{r.choice(['REUTERS', 'Reuters'])}/{P.person()}"
        art.append(f'<figure class="primary-image__container"><div class="image__container">{img(P, cap, None, False)}</div><figcaption><span class="image-caption">{esc(cap)} {esc(credit)}</span>'
                   '<a href="/licensing">Acquire Licensing Rights</a><span class="image__expanded">Read More</span></figcaption></figure>')
    if r.random() < 0.4:
        P.mark("related")
        art.append('<div class="article-body__related-coverage__3fnCR"><span>Related coverage</span><ul>'
                   + "".join(f'<li><a href="/world/{slug(h)}-{P.year}-{P.month:02d}-{P.day:02d}/">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(2, 3)))) + "</ul></div>")
    body = []
    n = 0
    for kind, value in P.blocks:
        if kind == "p":
            body.append(fill(tpl["p"].replace("{N}", str(n)), P.inline(value, 0.12)))
            n += 1
        elif kind == "h":
            body.append(fill(tpl["h"], esc(value)))
        elif kind in ("ul", "ol"):
            body.append(f"<{kind}>" + "".join(f"<li>{P.inline(v, 0.05)}</li>" for v in value) + f"</{kind}>")
        else:
            body.append(fill(tpl["p"].replace("{N}", str(n)), esc(value)))
            n += 1

    def ad():
        P.mark("ads")
        return ad_html()

    def readmore():
        P.mark("readmore")
        h = P.other_headline()
        return fill(tpl["p"].replace("{N}", "rm"), f'Read more: <a href="/{slug(h)}/">{esc(h)}</a>')

    def register():
        P.mark("newsletter")
        return ('<div class="register-gate__container"><p>Register now for FREE unlimited access to Reuters.com</p>'
                '<a class="button__link" href="/account/register/sign-up/">Register</a></div>')

    inserts = draw_inserts(P, len(body), [(3, ad), (0.6, readmore), (0.6, register)], (2, 4))
    art.append(body_open + "\n" + weave(P, body, inserts) + "\n" + body_close)
    if r.random() < 0.85:
        P.mark("attribution")
        who = [P.person() for _ in range(3)]
        art.append(f'<div class="Attribution-attribution-Y5JpY"><p class="Attribution-content-27_rp">Reporting by {esc(who[0])} in {r.choice(CITIES)}; Additional reporting by {esc(who[1])}; Editing by {esc(who[2])}</p></div>')
        art.append('<p class="TrustBadge-trust-badge-20GM8"><span class="TrustBadge-text">Our Standards: </span><a href="/trust-principles/">The Thomson Reuters Trust Principles.</a></p>')
    if r.random() < 0.6:
        P.mark("recirc")
        items = "".join(f'<li class="story-collection__story__LeZ29"><div class="media-story-card__body__3tRWy"><span class="text__text__1FZLe kicker">{esc(r.choice(SECTIONS))}</span>'
                        f'<a data-testid="Heading" href="/{slug(h)}/">{esc(h)}</a>' + (f'<p class="media-story-card__description">{esc(t)}</p>' if t else "")
                        + f'<time>{r.randint(1, 59)} min ago</time></div></li>' for h, t in recirculation(P, r.randint(4, 8), 0.45))
        art.append(f'<section class="more-from__container"><h2>{r.choice(["More from Reuters", "Read Next", "Sponsored Content"])}</h2><ul>{items}</ul></section>')
    art.append("</article>" if gen == "2022" else "</div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer__footer"><div>{link_list(P, ["Apps", "Newsletters", "Advertise with Us", "Advertising Guidelines", "Cookies", "Terms of Use", "Privacy", "Do Not Sell My Personal Information", "Reuters Products", "Thomson Reuters", "Accessibility"])}</div>'
               f'<p>All quotes delayed a minimum of 15 minutes. See here for a complete list of exchanges and delays.</p><p>© {P.year} Reuters. All rights reserved</p></footer>')
    out.append(json_script({"props": {"initialState": {"article": {"headline": P.headline, "id": alnum(r, 26).upper()}}}}, 'id="fusion-metadata" type="application/json"'))
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 8. An NYT-like page: section[name=articleBody], StoryBodyCompanionColumn > div.css-53u6y8 >
#    p.css-at9mc1.evys1bk0, "Advertisement / Continue reading the main story" slots between the
#    columns, article-summary, "Credit..." captions, print-edition line, Most Popular.

def t_nyt(P):
    r = P.rng
    site = "The New York Ledger"
    P.plan(dek=0.75, lists=0.06, subheads=0.3, quotes=0.1, dek_words=50)
    c = lambda: emotion(r)
    e = lambda: "e" + alnum(r, 7)
    out = [f'<div id="app"><div><div class="{c()}"><a class="{c()}" href="#site-content">Skip to content</a><a class="{c()}" href="#site-index">Skip to site index</a>']
    if r.random() < 0.5:
        out.append(consent(P))
    sec = r.choice(["World", "U.S.", "Politics", "Business", "Technology", "Science", "Health", "Sports", "Arts", "Opinion"])
    out.append(f'<header class="{c()} {e()}" data-testid="masthead-mini-nav"><div class="{c()}"><button aria-label="Sections Navigation" class="{c()}">{svg("menu")}</button>'
               f'<a class="{c()}" href="/section/{slug(sec)}">{esc(sec)}</a><a href="/" class="{c()}" aria-label="{site} Logo. Click to visit the homepage">{svg("bookmark", 184)}</a>'
               f'<div class="{c()}"><a class="{c()}" data-testid="share-tools-subscribe" href="/subscription">Subscribe for $1/week</a><a class="{c()}" href="/login">Log in</a></div></div>'
               + (f'<nav class="{c()}">{mega_menu(P, cls=c())}</nav>' if r.random() < 0.5 else "") + "</header>")
    main = [f'<main id="site-content"><div><div class="{c()}"><article id="story" class="{c()} {e()}"><header class="{c()} {e()}">']
    main.append(f'<div class="{c()}"><p class="{c()} {e()}"><a class="{c()}" href="/section/{slug(sec)}">{esc(sec)}</a></p></div>')
    main.append(f'<div class="{c()}"><h1 id="link-{alnum(r, 6)}" class="{c()} {e()}" data-testid="headline">{esc(P.headline)}</h1></div>')
    if P.dek:
        main.append(f'<p id="article-summary" class="{c()} {e()}">{esc(P.dek)}</p>')
    if r.random() < 0.7:
        main.append(f'<div class="{c()}"><div class="{c()}"><ul class="{c()}" data-testid="share-tools">'
                    f'<li class="{c()}"><button class="{c()}" aria-label="Give this article">{svg("bookmark")}<span class="{c()}">Give this article</span></button></li>'
                    f'<li class="{c()}"><button class="{c()}">{svg("link")}</button></li><li class="{c()}"><button class="{c()}">{svg("comment")}<span class="{c()}">{r.randint(50, 2400)}</span></button></li></ul></div></div>')
        P.mark("share")
    if r.random() < 0.8:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        who = P.person()
        main.append(f'<div data-testid="imageblock-wrapper" class="{c()}"><figure class="{c()} {e()}" aria-label="media" role="group"><div data-testid="photoviewer-wrapper" class="{c()}"><div data-testid="photoviewer-children" class="{c()}">'
                    f'<picture>{img(P, cap, c(), False)}</picture></div></div><figcaption class="{c()} {e()}"><span class="{c()} {e()}">{esc(cap)}</span>'
                    f'<span class="{c()} {e()}"><span class="{c()}">Credit...</span><span>{esc(who)} for {site}</span></span></figcaption></figure></div>')
    P.mark("byline")
    main.append(f'<div class="{c()} {e()}"><div class="{c()}"><div class="{c()}"><p class="{c()} {e()}" itemprop="author"><span class="byline-prefix">By </span>'
                f'<span class="{c()}" itemprop="name"><a href="/by/{slug(P.author)}" class="{c()} {e()}">{esc(P.author)}</a></span></p></div></div>'
                f'<ul class="{c()}"><li class="{c()}"><time class="{c()} {e()}" datetime="{P.iso()}"><span>{P.date_en(0)}</span></time></li></ul></div>')
    main.append("</header>")
    pc, dc = "css-at9mc1 evys1bk0", "css-53u6y8"
    if r.random() < 0.4:
        pc, dc = f"{c()} {e()}", c()
        P.mark("nyt:other-hashes")
    groups = []
    cur = []
    for kind, value in P.blocks:
        if kind == "p":
            cur.append(f'<p class="{pc}">{P.inline(value, 0.22)}</p>')
        elif kind == "h":
            if cur:
                groups.append(cur)
                cur = []
            groups.append([f'<h2 id="{slug(value, 4)}" class="{c()} {e()}">{esc(value)}</h2>'])
            continue
        elif kind in ("ul", "ol"):
            cur.append(f'<{kind} class="{c()}">' + "".join(f'<li class="{c()}">{P.inline(v, 0.1)}</li>' for v in value) + f"</{kind}>")
        else:
            cur.append(f'<blockquote class="{c()}"><p class="{pc}">{esc(value)}</p></blockquote>')
        if len(cur) >= r.randint(3, 6):
            groups.append(cur)
            cur = []
    if cur:
        groups.append(cur)
    cols = []
    ad_n = 0
    for gi, g in enumerate(groups):
        cols.append(f'<div class="css-s99gbd StoryBodyCompanionColumn"><div class="{dc}">' + "".join(g) + f'</div><aside class="{c()}" aria-label="companion column"></aside></div>')
        if gi < len(groups) - 1 and g[0].startswith("<p") and r.random() < 0.75:
            ad_n += 1
            P.mark("ads")
            cols.append(f'<div class="{c()}" id="story-ad-{ad_n}-wrapper"><div class="{c()}"><div class="ad story-ad-{ad_n}-wrapper {c()}" data-testid="StandardAd"><div class="{c()}">'
                        f'<p class="{c()}">Advertisement</p><a class="{c()} {e()}" href="#after-story-ad-{ad_n}">Continue reading the main story</a></div>'
                        f'<div id="story-ad-{ad_n}" class="place-ad" data-position="story-ad" data-size-key="story"></div><div id="after-story-ad-{ad_n}" class="{c()}" aria-hidden="true"></div></div></div></div>')
        elif gi < len(groups) - 1 and r.random() < 0.15:
            P.mark("figures")
            cap, credit = figure_parts(P)
            cols.append(f'<div data-testid="imageblock-wrapper" class="{c()}"><figure class="{c()}" aria-label="media" role="group"><picture>{img(P, cap, c())}</picture>'
                        f'<figcaption class="{c()}"><span class="{c()}">{esc(cap)}</span><span class="{c()}"><span class="{c()}">Credit...</span><span>{esc(credit)}</span></span></figcaption></figure></div>')
        elif gi < len(groups) - 1 and r.random() < 0.12:
            P.mark("related")
            h, t = P.teaser()
            cols.append(f'<div class="{c()}"><a class="{c()}" href="/{P.year}/{slug(h)}.html"><p class="{c()}">Related Coverage</p><h3 class="{c()}">{esc(h)}</h3><p class="{c()}">{esc(t)}</p></a></div>')
    main.append(f'<section name="articleBody" itemprop="articleBody" class="meteredContent {c()}">\n' + "\n".join(cols) + "\n</section>")
    main.append(f'<div class="bottom-of-article"><div class="{c()}">')
    if r.random() < 0.6:
        P.mark("print-line")
        main.append(f'<div class="{c()}"><p class="{c()}">A version of this article appears in print on {P.date_en(0)}, Section A, Page {r.randint(1, 24)} of the New York edition with the headline: {esc(P.headline)}. '
                    f'<a href="/reprints">Order Reprints</a> | <a href="/todayspaper">Today’s Paper</a> | <a href="/subscribe">Subscribe</a></p></div>')
    if r.random() < 0.3:
        P.mark("newsletter")
        main.append(f'<div class="{c()}"><p class="{c()}">{esc(r.choice(PITCH_EN))}</p><a class="{c()}" href="/newsletters">Sign Up</a></div>')
    main.append("</div></div></article>")
    if r.random() < 0.6:
        P.mark("comments")
        cs = "".join(f'<div class="{c()}"><div class="{c()}"><span class="{c()}">{esc(w)}</span><span class="{c()}">{r.choice(CITIES)}</span><span class="{c()}">{a}</span></div>'
                     f'<p class="{c()}">{esc(t)}</p><div class="{c()}"><button class="{c()}">Reply</button><button class="{c()}">{l} Recommend</button></div></div>' for w, a, t, l in comments_items(P, r.randint(2, 6)))
        main.append(f'<div id="comments-speech-container" class="{c()}"><h2 class="{c()}">{r.randint(100, 2500)} Comments</h2><p class="{c()}">Times Picks</p>{cs}</div>')
    if r.random() < 0.75:
        P.mark("recirc")
        items = "".join(f'<li class="{c()}"><a class="{c()}" href="/{P.year}/{slug(h)}.html"><h3 class="{c()}">{esc(h)}</h3>' + (f'<p class="{c()}">{esc(t)}</p>' if t else "") + "</a></li>"
                        for h, t in recirculation(P, r.randint(4, 8), 0.55))
        main.append(f'<div class="{c()}"><section class="{c()}" data-testid="{r.choice(["more-in-section", "most-popular", "editors-picks"])}"><h2 class="{c()}">{r.choice(["Most Popular", "Editors’ Picks", "More in " + sec])}</h2><ol class="{c()}">{items}</ol></section></div>')
    main.append("</div></div></main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<div id="site-index" class="{c()}"><nav class="{c()}">{link_list(P, SECTIONS, c())}</nav></div>'
               f'<footer role="contentinfo" class="{c()}"><p class="{c()}">© <span>{P.year}</span> <span>The New York Ledger Company</span></p>'
               f'<nav>{link_list(P, ["NYLCo", "Contact Us", "Accessibility", "Work with us", "Advertise", "T Brand Studio", "Your Ad Choices", "Privacy Policy", "Terms of Service", "Terms of Sale", "Site Map", "Help", "Subscriptions"], c())}</nav></footer></div></div></div>')
    out.append('<script>window.__preloadedData = ' + json.dumps({"initialState": {"Article": {"headline": {"default": P.headline}, "summary": P.dek or ""}}}, ensure_ascii=False).replace("</", "<\\/") + ";</script>")
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 9. Medium: pw-post-title, pw-post-body-paragraph with two-letter atomic classes,
#    data-selectable-paragraph, claps and responses, "Written by" with a bio, "More from",
#    "Recommended from Medium".

def t_medium(P):
    r = P.rng
    pub = r.choice(["The Startup", "Better Humans", "Towards Data Science", "The Bold Italic", "Age of Awareness", "Marker", "OneZero"])
    P.plan(dek=0.6, lists=0.15, subheads=0.5, quotes=0.3, dek_words=40)
    atoms = lambda n: " ".join(r.choice("abcdefghijklmnopqrstuvwxyz") + r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))
    pid = lambda: alnum(r, 4, "0123456789abcdef")
    out = [f'<div id="root"><div class="a b c"><div class="d e f g h i j k"></div>']
    out.append(f'<div class="{atoms(4)}"><nav class="{atoms(6)}"><a aria-label="Homepage" href="/">{svg("menu")}</a><div class="{atoms(3)}"><a href="/new-story" class="{atoms(4)}">{svg("comment")}<span>Write</span></a>'
               f'<a href="/m/signin" class="{atoms(3)}">Sign up</a><a href="/m/signin" class="{atoms(3)}">Sign In</a></div></nav></div>')
    if r.random() < 0.4:
        out.append(f'<div class="{atoms(5)}"><p class="{atoms(4)}">To make Medium work, we log user data. By using Medium, you agree to our Privacy Policy, including cookie policy.</p></div>')
        P.mark("consent")
    art = [f'<article><div class="l"><div class="l"><section><div><div class="{atoms(5)}"><div class="ab ca"><div class="ch bg dw dx dy dz">']
    if r.random() < 0.35:
        art.append(f'<div class="{atoms(4)}"><span class="{atoms(5)}">{svg("bookmark", 16)}</span><p class="{atoms(6)}">Member-only story</p></div>')
    art.append(f'<div><h1 id="{pid()}" class="pw-post-title {atoms(14)}" data-testid="storyTitle" data-selectable-paragraph="">{esc(P.headline)}</h1></div>')
    if P.dek:
        art.append(f'<div><h2 id="{pid()}" class="pw-subtitle-paragraph {atoms(16)}" data-selectable-paragraph="">{esc(P.dek)}</h2></div>')
    P.mark("byline")
    art.append(f'<div class="{atoms(4)}"><div class="{atoms(3)}"><a rel="noopener follow" href="/@{slug(P.author, 2).replace("-", "")}"><img alt="{attr(P.author)}" class="{atoms(4)}" src="https://miro.medium.com/v2/resize:fill:88:88/{alnum(r, 20)}.jpeg" width="44" height="44" loading="lazy"></a></div>'
               f'<div class="{atoms(3)}"><span class="{atoms(4)}"><a class="{atoms(5)}" rel="noopener follow" href="/@{slug(P.author, 2).replace("-", "")}">{esc(P.author)}</a></span><span> · </span><button class="{atoms(4)}">Follow</button>'
               f'<div class="{atoms(3)}"><span>Published in</span> <a class="{atoms(3)}" href="/{slug(pub)}">{esc(pub)}</a></div>'
               f'<div class="{atoms(4)}"><span data-testid="storyReadTime">{r.randint(3, 14)} min read</span><span> · </span><span data-testid="storyPublishDate">{P.date_en(0)[:3]} {P.day}, {P.year}</span></div></div></div>')
    clap = (f'<div class="{atoms(5)}"><div class="{atoms(3)}"><button data-testid="headerClapButton" aria-label="clap" class="{atoms(3)}">{svg("bookmark")}</button><p class="{atoms(5)}"><button class="{atoms(3)}">{r.randint(12, 4000)}</button></p></div>'
            f'<div class="{atoms(3)}"><button aria-label="responses" class="{atoms(3)}">{svg("comment")}</button><p class="{atoms(4)}"><span class="{atoms(3)}">{r.randint(1, 80)}</span></p></div>'
            f'<div class="{atoms(3)}"><button aria-label="Listen" class="{atoms(3)}">{svg("play")}<p class="{atoms(4)}">Listen</p></button><button class="{atoms(3)}">{svg("link")}<p class="{atoms(4)}">Share</p></button></div></div>')
    art.append(clap)
    P.mark("share")
    pcls = "pw-post-body-paragraph " + atoms(24) + " bi"
    hcls = atoms(26) + " bi"
    for i, (kind, value) in enumerate(P.blocks):
        if i and i % r.randint(3, 6) == 0 and r.random() < 0.35:
            P.mark("figures")
            cap, credit = figure_parts(P)
            art.append(f'<figure class="{atoms(8)}"><div role="button" tabindex="0" class="{atoms(6)}"><div class="{atoms(3)}"><picture><source srcset="https://miro.medium.com/v2/resize:fit:640/format:webp/{alnum(r, 22)}.jpeg 640w" type="image/webp">'
                       f'<img alt="" class="bf {atoms(3)}" width="700" height="467" loading="lazy"></picture></div></div>'
                       f'<figcaption class="{atoms(10)}" data-selectable-paragraph="">{esc(cap)} {"Photo by " + esc(P.person()) + " on Unsplash" if r.random() < 0.6 else esc(credit)}</figcaption></figure>')
        if kind == "p":
            art.append(f'<p id="{pid()}" class="{pcls}" data-selectable-paragraph="">{P.inline(value, 0.15, 0.02)}</p>')
        elif kind == "h":
            art.append(f'<h2 id="{pid()}" class="{hcls}" data-selectable-paragraph="">{esc(value)}</h2>')
        elif kind in ("ul", "ol"):
            lc = atoms(20)
            art.append(f'<{kind} class="">' + "".join(f'<li id="{pid()}" class="{lc} bi" data-selectable-paragraph="">{P.inline(v, 0.1)}</li>' for v in value) + f"</{kind}>")
        else:
            art.append(f'<blockquote class="{atoms(4)}"><p id="{pid()}" class="{atoms(18)} bi" data-selectable-paragraph="">{esc(value)}</p></blockquote>')
        if i == len(P.blocks) // 2 and r.random() < 0.3:
            P.mark("embed")
            art.append(f'<figure class="{atoms(6)}"><div class="{atoms(4)}"><iframe src="https://cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Ftwitter.com%2F{alnum(r, 8)}" width="500" height="281" frameborder="0" scrolling="no"></iframe></div></figure>')
    art.append("</div></div></div></div></section></div></div></article>")
    if r.random() < 0.6:
        P.mark("tags")
        art.append(f'<div class="{atoms(4)}"><ul class="{atoms(3)}">' + "".join(f'<li class="{atoms(2)}"><a href="/tag/{slug(t)}" class="{atoms(3)}"><div class="{atoms(6)}">{esc(t)}</div></a></li>' for t in r.sample(SUBSECTIONS, r.randint(3, 5))) + "</ul></div>")
    art.append(clap)
    if r.random() < 0.8:
        P.mark("bio")
        art.append(f'<div class="{atoms(5)}"><div class="{atoms(3)}"><a href="/@{slug(P.author)}"><img alt="{attr(P.author)}" width="72" height="72"></a></div><h2 class="{atoms(6)}"><a href="/@{slug(P.author)}">Written by {esc(P.author)}</a></h2>'
                   f'<div class="{atoms(3)}"><span class="{atoms(4)}"><a href="/@{slug(P.author)}/followers">{r.randint(1, 90)}K Followers</a></span> · <span>Writer for <a href="/{slug(pub)}">{esc(pub)}</a></span></div>'
                   f'<p class="{atoms(6)}"><span class="{atoms(3)}">{esc(P.bio(site=pub))}</span></p><button class="{atoms(4)}">Follow</button></div>')
    if r.random() < 0.7:
        P.mark("recirc")
        for title in r.sample([f"More from {P.author} and {pub}", "Recommended from Medium"], r.randint(1, 2)):
            cards = "".join(f'<div class="{atoms(4)}"><div class="{atoms(3)}"><p class="{atoms(5)}">{esc(P.person())}</p></div><a href="/{slug(h)}-{alnum(r, 12)}"><h2 class="{atoms(8)}">{esc(h)}</h2>'
                            + (f'<div class="{atoms(4)}"><h3 class="{atoms(8)}">{esc(t)}</h3></div>' if t else "") + f'</a><div class="{atoms(3)}"><span>{r.randint(3, 14)} min read</span><span>·</span><span>{r.randint(1, 28)} {P.date_en(0)[:3]}</span></div></div>'
                            for h, t in recirculation(P, 4, 0.8))
            art.append(f'<div class="{atoms(4)}"><h2 class="{atoms(5)}">{esc(title)}</h2><div class="{atoms(4)}">{cards}</div></div>')
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<div class="{atoms(4)}">{link_list(P, ["Help", "Status", "Writers", "Blog", "Careers", "Privacy", "Terms", "About", "Text to speech", "Teams"], atoms(3))}</div></div></div>')
    out.append("<script>window.__APOLLO_STATE__ = " + json.dumps({f"Post:{alnum(r, 12)}": {"title": P.headline, "creator": {"name": P.author}}}, ensure_ascii=False).replace("</", "<\\/") + "</script>")
    return document("en", head(P, pub, css=".bi{font-family:source-serif-pro,Georgia,Cambria,serif}"), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 10. Substack: available-content > div.body.markup, subscription widgets with the "Thanks for
#     reading" line, captioned-image-container, "Subscribe now" buttons, a discussion, and the
#     post's HTML again in window._preloads.

def t_substack(P):
    r = P.rng
    pub = r.choice(["The Overlook", "Slow Boring Notes", "Field Notes", "The Margins", "Signal & Noise", "Dispatches from the Middle"])
    P.plan(dek=0.7, lists=0.2, subheads=0.4, quotes=0.4, dek_words=40)
    out = ['<div id="entry"><div id="main" class="main typography use-theme-bg">']
    out.append(f'<div class="main-menu"><div class="topbar-content"><a class="navbar-title-link" href="/">{esc(pub)}</a><div class="navbar-buttons"><button class="button primary">Subscribe</button><a href="/sign-in">Sign in</a></div></div></div>')
    art = ['<div class="single-post-container"><div class="container"><div class="single-post"><article class="typography newsletter-post post">', '<div class="post-header">',
           f'<h1 class="post-title published">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<h3 class="subtitle">{esc(P.dek)}</h3>')
    P.mark("byline")
    art.append(f'<div class="post-meta post-meta-header"><div class="post-meta-item"><div class="profile-hover-card-target"><a href="/profile/{slug(P.author)}" class="pencraft frontend-pencraft-Text-module__decoration-hover-underline--BEYAn">{esc(P.author)}</a></div></div>'
               f'<div class="post-meta-item post-date"><time datetime="{P.iso()}">{P.date_en(0)[:3]} {P.day}, {P.year}</time></div>'
               f'<div class="post-meta-item"><a class="post-ufi-button like-button">{svg("bookmark", 20)}<div class="label">{r.randint(3, 900)}</div></a><a class="post-ufi-button comment-button" href="#comments">{svg("comment", 20)}<div class="label">{r.randint(0, 200)}</div></a>'
               f'<a class="post-ufi-button share-button">{svg("link", 20)}<div class="label">Share</div></a></div></div></div>')
    body = render_blocks(P, {"p": "<p>{}</p>", "h": '<h2 class="header-anchor-post">{}<div class="pencraft pc-display-flex header-anchor-parent"><div class="header-anchor-widget offset-top"><button aria-label="Link" class="pencraft"></button></div></div></h2>',
                             "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.3)

    def widget():
        P.mark("newsletter")
        return (f'<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Thanks for reading {esc(pub)}! Subscribe for free to receive new posts and support my work.</p></div>'
                '<form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" placeholder="Type your email…" tabindex="-1"><input type="submit" class="button primary" value="Subscribe"></form></div></div>')

    def button():
        P.mark("newsletter")
        return f'<p class="button-wrapper" data-attrs="{attr(json.dumps({"url": "/subscribe", "text": "Subscribe now"}))}"><a class="button primary" href="/subscribe"><span>{r.choice(["Subscribe now", "Share", "Leave a comment", "Give a gift subscription"])}</span></a></p>'

    def image():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.com/image/fetch/{alnum(r, 24)}.jpeg">'
                f'<div class="image2-inset"><picture><source type="image/webp" srcset="https://substackcdn.com/image/fetch/w_424/{alnum(r, 24)}.webp 424w"><img src="https://substackcdn.com/image/fetch/{alnum(r, 24)}.jpeg" width="1456" height="971" alt="" loading="lazy"></picture>'
                f'<div class="image-link-expand">{svg("search", 20)}</div></div></a><figcaption class="image-caption">{esc(cap)}</figcaption></figure></div>')

    def footnote_like():
        P.mark("embed")
        return (f'<div class="embedded-post-wrap"><div class="embedded-post"><div class="embedded-post-header"><span class="embedded-post-publication-name">{esc(r.choice(["The Overlook", "Noahpinion", "The Honest Broker"]))}</span></div>'
                f'<div class="embedded-post-title">{esc(P.other_headline())}</div><div class="embedded-post-body">{esc(P.other_sentence())}</div><div class="embedded-post-cta-wrapper"><span class="embedded-post-cta">Read more</span></div></div></div>')

    inserts = draw_inserts(P, len(body), [(1.2, widget), (0.8, button), (1.2, image), (0.5, footnote_like)], (3, 6))
    art.append('<div class="available-content"><div dir="auto" class="body markup">\n' + weave(P, body, inserts) + "\n</div></div>")
    if r.random() < 0.7:
        art.append(widget())
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("comments")
        cs = "".join(f'<div class="comment"><div class="comment-content"><div class="comment-meta"><span class="commenter-name"><a href="/profile/{slug(w)}">{esc(w)}</a></span> <span class="comment-date"><time>{P.date_en(0)[:3]} {r.randint(1, 28)}</time></span></div>'
                     f'<div class="comment-body"><p>{esc(t)}</p></div><div class="comment-actions"><a class="like-button">{svg("bookmark", 16)}<span>{l % 40}</span></a><a>Reply</a><a>Share</a></div></div></div>'
                     for w, a, t, l in comments_items(P, r.randint(2, 8)))
        art.append(f'<div id="comments" class="comments-page"><h4 class="comments-header">Discussion about this post</h4><div class="comments-list">{cs}</div></div>')
    if r.random() < 0.5:
        P.mark("recirc")
        art.append('<div class="post-footer-recommendations"><h3>Ready for more?</h3>' + "".join(
            f'<div class="post-preview"><a class="post-preview-title" href="/p/{slug(h)}">{esc(h)}</a>' + (f'<div class="post-preview-description">{esc(t)}</div>' if t else "") + "</div>"
            for h, t in recirculation(P, 3, 0.9)) + "</div>")
    art.append("</div></div></div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<div class="footer-wrap"><div class="footer"><div class="copyright">© {P.year} {esc(P.author)}</div>{link_list(P, ["Privacy", "Terms", "Collection notice"], "footer-terms")}'
               '<a class="footer-substack-cta" href="/publish">Start Writing</a><a href="/app">Get the app</a><p class="footer-slogan">Substack is the home for great culture</p></div></div></div></div>')
    preload = {"post": {"title": P.headline, "subtitle": P.dek or "", "body_html": "".join(f"<p>{esc(p)}</p>" for p in P.paragraphs)}}
    out.append('<script>window._preloads = JSON.parse(' + json.dumps(json.dumps(preload, ensure_ascii=False)).replace("</", "<\\/") + ")</script>")
    return document("en", head(P, pub, css=""), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 11. A Next.js / React SSR site: div#__next, CSS-module (ArticleBody_body__x1Y2z) or
#     styled-components (sc-abc123-0 kXyZab) class names, each paragraph two or three wrappers
#     deep, inline "Recommended" cards, ad slots, and the story again in __NEXT_DATA__.

def t_nextjs(P):
    r = P.rng
    site = r.choice(["Insider Daily", "The Verge Point", "Axon News", "Momentum", "Brightline"])
    modules = r.random() < 0.55
    P.mark("next:" + ("modules" if modules else "styled"))
    P.plan(dek=0.6, lists=0.15, subheads=0.4, quotes=0.2)
    k = lambda comp, elem: P.memo((comp, elem), (lambda: module(r, comp, elem)) if modules else (lambda: styled(r)))
    out = [f'<div id="__next" data-reactroot=""><div class="{k("Layout", "wrapper")}">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="{k("Header", "header")}"><div class="{k("Header", "inner")}"><button class="{k("Header", "menuButton")}" aria-label="Open menu">{svg("menu")}</button>'
               f'<a class="{k("Header", "logo")}" href="/">{svg("bookmark", 120)}<span class="{k("Header", "srOnly")}">{esc(site)}</span></a>'
               f'<nav class="{k("Nav", "nav")}">{link_list(P, nav_items(P), k("Nav", "list"), k("Nav", "item"))}</nav>'
               f'<div class="{k("Header", "actions")}"><a class="{k("Button", "primary")}" href="/subscribe">Subscribe</a><a class="{k("Button", "ghost")}" href="/login">Log in</a></div></div></header>')
    if r.random() < 0.35:
        out.append(ticker(P, "Trending"))
    main = [f'<main class="{k("Layout", "main")}"><article class="{k("ArticlePage", "article")}">',
            f'<div class="{k("ArticleHeader", "root")}"><div class="{k("ArticleHeader", "inner")}">']
    sec = r.choice(SECTIONS)
    if r.random() < 0.6:
        P.mark("breadcrumbs")
        main.append(f'<nav aria-label="breadcrumb" class="{k("Breadcrumbs", "root")}"><ol class="{k("Breadcrumbs", "list")}"><li><a href="/">Home</a></li><li><a href="/{slug(sec)}">{esc(sec)}</a></li></ol></nav>')
    main.append(f'<h1 class="{k("ArticleHeader", "headline")}">{esc(P.headline)}</h1>')
    if P.dek:
        main.append(f'<p class="{k("ArticleHeader", "dek")}">{esc(P.dek)}</p>')
    P.mark("byline")
    main.append(f'<div class="{k("Byline", "root")}"><div class="{k("Byline", "avatar")}"><img alt="" src="/_next/image?url=%2Fauthors%2F{slug(P.author)}.jpg&amp;w=64&amp;q=75" width="40" height="40"></div>'
                f'<div class="{k("Byline", "text")}"><span class="{k("Byline", "by")}">By</span> <a class="{k("Byline", "author")}" href="/author/{slug(P.author)}">{esc(P.author)}</a>'
                f'<time class="{k("Byline", "time")}" dateTime="{P.iso()}">{P.date_en(1)}</time></div></div>')
    if r.random() < 0.6:
        main.append(share_bar(P, k("ShareBar", "root").split()[0], labels=False))
    main.append("</div></div>")
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        main.append(f'<figure class="{k("LeadImage", "figure")}"><span style="box-sizing:border-box;display:block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative">'
                    f'{img(P, cap, k("LeadImage", "img"), False)}</span><figcaption class="{k("LeadImage", "caption")}"><span class="{k("Caption", "text")}">{esc(cap)}</span><span class="{k("Caption", "credit")}">{esc(credit)}</span></figcaption></figure>')
    wrap_p = r.choice([2, 3])
    body = []
    for kind, value in P.blocks:
        if kind == "p":
            inner = f'<p class="{k("Paragraph", "root")}">{P.inline(value, 0.2)}</p>'
        elif kind == "h":
            inner = f'<h2 class="{k("Heading", "h2")}">{esc(value)}</h2>'
        elif kind in ("ul", "ol"):
            inner = f'<{kind} class="{k("List", "root")}">' + "".join(f'<li class="{k("List", "item")}">{P.inline(v, 0.1)}</li>' for v in value) + f"</{kind}>"
        else:
            inner = f'<blockquote class="{k("Blockquote", "root")}"><p>{esc(value)}</p></blockquote>'
        for level in range(wrap_p):
            inner = f'<div class="{k("RichText", ["block", "element", "node"][level])}">{inner}</div>'
        body.append(inner)

    def ad():
        P.mark("ads")
        return (f'<div class="{k("AdSlot", "wrapper")}" data-ad-unit="inline-{r.randint(1, 8)}"><span class="{k("AdSlot", "label")}">{r.choice(["Advertisement", "ADVERTISEMENT", "Ad"])}</span>'
                f'<div id="div-gpt-ad-{r.randint(10**12, 10**13)}-0" class="{k("AdSlot", "slot")}" style="min-height:250px"></div></div>')

    def recommended():
        P.mark("related")
        h, t = P.teaser()
        return (f'<aside class="{k("InlineRecirc", "root")}"><span class="{k("InlineRecirc", "label")}">{r.choice(["Recommended", "Read next", "Related"])}</span><a class="{k("InlineRecirc", "link")}" href="/{slug(sec)}/{slug(h)}">'
                f'<div class="{k("InlineRecirc", "text")}"><h4 class="{k("InlineRecirc", "title")}">{esc(h)}</h4>' + (f'<p class="{k("InlineRecirc", "dek")}">{esc(t)}</p>' if r.random() < 0.6 else "") + "</div></a></aside>")

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="{k("NewsletterInline", "root")}"><h3 class="{k("NewsletterInline", "title")}">{esc(r.choice(["The Morning", "Tech Brief", "Markets Daily", "The Download"]))}</h3>'
                f'<p class="{k("NewsletterInline", "pitch")}">{esc(r.choice(PITCH_EN))}</p><form class="{k("NewsletterInline", "form")}"><input type="email" placeholder="Email address"><button type="submit">Sign up</button></form>'
                f'<p class="{k("NewsletterInline", "legal")}">By clicking Sign Up, you accept our Terms of Service and Privacy Policy. You can opt out at any time.</p></div>')

    inserts = draw_inserts(P, len(body), [(2.5, ad), (1.3, recommended), (0.8, newsletter), (0.5, lambda: video_player(P, k("Video", "player").split()[0]))], (2, 4))
    main.append(f'<div class="{k("ArticleBody", "body")}"><div class="{k("ArticleBody", "content")}" data-testid="article-body">\n{weave(P, body, inserts)}\n</div></div>')
    if r.random() < 0.5:
        P.mark("tags")
        main.append(f'<div class="{k("Tags", "root")}">' + "".join(f'<a class="{k("Tags", "tag")}" href="/tag/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 6))) + "</div>")
    if r.random() < 0.5:
        P.mark("bio")
        main.append(f'<div class="{k("AuthorCard", "root")}"><h3 class="{k("AuthorCard", "name")}">{esc(P.author)}</h3><p class="{k("AuthorCard", "bio")}">{esc(P.bio(site=site))}</p></div>')
    main.append("</article>")
    if r.random() < 0.8:
        P.mark("recirc")
        items = "".join(f'<li class="{k("StoryCard", "item")}"><a class="{k("StoryCard", "link")}" href="/{slug(h)}"><div class="{k("StoryCard", "media")}">{img(P, "")}</div><div class="{k("StoryCard", "body")}">'
                        f'<span class="{k("StoryCard", "kicker")}">{esc(r.choice(SECTIONS))}</span><h3 class="{k("StoryCard", "title")}">{esc(h)}</h3>' + (f'<p class="{k("StoryCard", "dek")}">{esc(t)}</p>' if t else "") + "</div></a></li>"
                        for h, t in recirculation(P, r.randint(4, 9), 0.6))
        main.append(f'<section class="{k("Recirculation", "root")}"><h2 class="{k("Recirculation", "title")}">{r.choice(["Trending", "Most popular", "Read next", "More stories"])}</h2><ul class="{k("Recirculation", "grid")}">{items}</ul></section>')
    main.append("</main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer class="{k("Footer", "root")}"><div class="{k("Footer", "columns")}">' + "".join(
        f'<div class="{k("Footer", "column")}"><h4>{esc(h)}</h4>{link_list(P, r.sample(SUBSECTIONS, 5))}</div>' for h in ["Sections", "Company", "Follow us"])
        + f'</div><p class="{k("Footer", "legal")}">{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p><p class="{k("Footer", "copyright")}">Copyright © {P.year} {esc(site)}, Inc. All rights reserved.</p></footer></div></div>')
    data = {"props": {"pageProps": {"article": {"id": P.id, "headline": P.headline, "dek": P.dek, "section": sec,
                                                "body": [{"type": "paragraph", "content": p} for p in P.paragraphs],
                                                "authors": [{"name": P.author, "slug": slug(P.author)}]},
                                    "related": [{"headline": P.other_headline()} for _ in range(3)]}, "__N_SSP": True},
            "page": "/[section]/[slug]", "query": {"section": slug(sec), "slug": P.slug}, "buildId": alnum(r, 21), "isFallback": False,
            "gssp": True, "scriptLoader": []}
    out.append(json_script(data, 'id="__NEXT_DATA__" type="application/json"'))
    out.append("".join(f'<script src="/_next/static/chunks/{n}-{alnum(r, 16, "0123456789abcdef")}.js" defer=""></script>' for n in ["webpack", "framework", "main", "pages/_app", "pages/[section]/[slug]"]))
    return document("en", head(P, site, css=""), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 12. An AMP page: html amp, the AMP boilerplate, amp-img, amp-ad with labels, amp-twitter with a
#     placeholder, amp-social-share, amp-sidebar navigation, amp-consent, amp-analytics.

def t_amp(P):
    r = P.rng
    site = r.choice(["Sunbelt Daily", "The Northern Echo-Gazette", "Metro Wire", "Tri-County Times"])
    P.plan(dek=0.45, lists=0.1, subheads=0.3, quotes=0.2)
    extra = ('<script async src="https://cdn.ampproject.org/v0.js"></script>'
             + "".join(f'<script async custom-element="{c}" src="https://cdn.ampproject.org/v0/{c}-0.1.js"></script>' for c in ["amp-ad", "amp-analytics", "amp-social-share", "amp-sidebar", "amp-twitter", "amp-consent", "amp-iframe"])
             + '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style>'
             '<noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>')
    css = ".amp-wp-article{color:#353535;font-weight:400;margin:1.5em auto;max-width:840px}.amp-wp-article-content p{margin:0 0 1em}.amp-ad-label{font-size:10px;text-align:center;color:#999}"
    out = [f'<amp-sidebar id="sidebar" class="amp-sidebar" layout="nodisplay" side="left"><button on="tap:sidebar.close" class="amp-close">{svg("close")}</button><nav>{link_list(P, nav_items(P, n=14), "amp-menu")}</nav></amp-sidebar>']
    if r.random() < 0.6:
        P.mark("consent")
        out.append(f'<amp-consent id="consent" layout="nodisplay"><script type="application/json">{{"consentInstanceId":"consent","consentRequired":"remote","promptUI":"consent-ui"}}</script>'
                   f'<div id="consent-ui" class="amp-consent-ui"><p>{esc(r.choice(CONSENT_EN))}</p><button on="tap:consent.accept">Accept</button><button on="tap:consent.reject">Reject</button></div></amp-consent>')
    out.append(f'<header id="top" class="amp-wp-header"><div><button on="tap:sidebar.toggle" class="amp-menu-button" aria-label="Menu">{svg("menu")}</button>'
               f'<a href="/"><amp-img src="/logo.png" width="190" height="36" layout="fixed" alt="{attr(site)}" class="amp-wp-site-icon"></amp-img><span class="amp-site-title">{esc(site)}</span></a></div></header>')
    art = ['<article class="amp-wp-article"><header class="amp-wp-article-header">', f'<h1 class="amp-wp-title">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<p class="amp-wp-excerpt">{esc(P.dek)}</p>')
    P.mark("byline")
    art.append(f'<div class="amp-wp-meta amp-wp-byline"><amp-img src="/avatar.jpg" width="24" height="24" layout="fixed"></amp-img><span class="amp-wp-author author vcard">{esc(P.author)}</span></div>'
               f'<div class="amp-wp-meta amp-wp-posted-on"><time datetime="{P.iso()}">{P.date_en(0)}</time></div></header>')
    if r.random() < 0.8:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="amp-wp-article-featured-image wp-caption"><amp-img width="1200" height="800" src="https://cdn.example-media.com/{alnum(r, 16)}.jpg" class="attachment-large size-large wp-post-image amp-wp-enforced-sizes" layout="intrinsic" alt="{attr(cap)}"></amp-img>'
                   f'<p class="wp-caption-text">{esc(cap)} {esc(credit)}</p></figure>')
    if r.random() < 0.7:
        P.mark("share")
        art.append('<div class="amp-social-share-bar">' + "".join(f'<amp-social-share type="{n}" width="40" height="40" aria-label="Share on {n}"></amp-social-share>' for n in ["twitter", "facebook", "email", "whatsapp"]) + "</div>")
    body = render_blocks(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>"})

    def ad():
        P.mark("ads")
        return (f'<div class="amp-ad-wrapper"><div class="amp-ad-label">Advertisement</div><amp-ad width="300" height="250" type="doubleclick" data-slot="/{r.randint(1000, 9999)}/amp_{slug(site, 2)}/inline" '
                f'data-multi-size="320x50,300x100" data-enable-refresh="30" json=\'{{"targeting":{{"pos":["{r.randint(1, 5)}"]}}}}\'><div placeholder></div><div fallback></div></amp-ad></div>')

    def amp_tweet():
        P.mark("embed")
        who = P.person()
        return (f'<amp-twitter width="375" height="472" layout="responsive" data-tweetid="{r.randint(10**17, 10**18)}"><blockquote placeholder class="twitter-tweet" data-lang="en">'
                f'<p lang="en" dir="ltr">{esc(P.other_sentence(5, 30))}</p>&mdash; {esc(who)} (@{re.sub("[^A-Za-z]", "", who)}) <a href="https://twitter.com/">{P.date_en(0)}</a></blockquote></amp-twitter>')

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<figure class="wp-caption aligncenter"><amp-img src="https://cdn.example-media.com/{alnum(r, 16)}.jpg" width="700" height="467" layout="intrinsic" alt=""></amp-img>'
                f'<figcaption class="wp-caption-text">{esc(cap)} ({esc(credit)})</figcaption></figure>')

    def related():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p class="amp-related-inline"><strong>{r.choice(["READ MORE:", "RELATED:", "MORE:"])}</strong> <a href="/{slug(h)}/amp/">{esc(h)}</a></p>'

    inserts = draw_inserts(P, len(body), [(3, ad), (0.6, amp_tweet), (1, figure), (1, related),
                                          (0.4, lambda: (P.mark("video") or "") + f'<amp-youtube data-videoid="{alnum(r, 11)}" layout="responsive" width="480" height="270"></amp-youtube>')], (2, 3))
    art.append('<div class="amp-wp-article-content">\n' + weave(P, body, inserts) + "\n</div>")
    art.append('<footer class="amp-wp-article-footer">')
    if r.random() < 0.6:
        P.mark("tags")
        art.append('<div class="amp-wp-meta amp-wp-tax-tag">Tags: ' + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</div>")
    if r.random() < 0.4:
        art.append(f'<div class="amp-wp-comments-link"><a href="/{P.slug}/#comments">Leave a Comment</a></div>')
    art.append("</footer></article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append('<div class="amp-related-posts"><h3>Related Stories</h3><ul>' + "".join(
            f'<li><a href="/{slug(h)}/amp/"><amp-img src="/thumb/{alnum(r, 8)}.jpg" width="120" height="80" layout="fixed"></amp-img><span class="amp-related-title">{esc(h)}</span></a>'
            + (f'<p class="amp-related-excerpt">{esc(t)}</p>' if t else "") + "</li>" for h, t in recirculation(P, r.randint(3, 6), 0.6)) + "</ul></div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="amp-wp-footer"><div><p>{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p><p>&copy; {P.year} {esc(site)}</p>'
               f'<a href="#top" class="back-to-top">Back to top</a> <a href="/{P.slug}/">View Full Site</a></div></footer>')
    out.append('<amp-analytics type="googleanalytics" id="analytics1"><script type="application/json">{"vars":{"account":"UA-' + str(r.randint(10**6, 10**7)) + '-1"},"triggers":{"trackPageview":{"on":"visible","request":"pageview"}}}</script></amp-analytics>')
    return document("en", head(P, site, css=css, amp=True, extra=extra), "\n".join(out), ' class="amp-wp"', " amp")


# ---------------------------------------------------------------------------------------------
# 13. A German news site, in Spiegel's or Zeit's forms: a kicker in the headline, intro,
#     "Anzeige" slots, "Mehr zum Thema", "Artikel teilen", forum, German chrome throughout.

KICKERS_DE = ["Analyse", "Hintergrund", "Nach dem Streit", "Reaktionen", "Kommentar", "Debatte", "Exklusiv", "Krise", "Entscheidung", "Bilanz"]


def t_german(P):
    r = P.rng
    zeit = r.random() < 0.45
    site = "Die Woche Online" if zeit else "Der Anzeiger"
    P.mark("de:" + ("zeit" if zeit else "spiegel"))
    P.plan(dek=0.85, lists=0.08, subheads=0.35, quotes=0.15, dek_words=60)
    kicker = r.choice(KICKERS_DE)
    when = f"{P.day:02d}.{P.month:02d}.{P.year}, {P.hour:02d}.{P.minute:02d} Uhr"
    out = []
    if r.random() < 0.7:
        out.append(consent(P, "de"))
    out.append(f'<header data-area="masthead" class="masthead"><a class="skiplink" href="#Inhalt">Zum Inhalt springen</a><a href="/" title="{attr(site)}">{svg("bookmark", 180)}</a>'
               f'<nav data-area="navigation" aria-label="Hauptnavigation">{link_list(P, nav_items(P, "de"), "nav__list", "nav__item")}</nav>'
               f'<div class="masthead__actions"><a href="/abo">{"Z+ Abo" if zeit else "Abonnement"}</a><a href="/anmelden">Anmelden</a></div></header>')
    if r.random() < 0.4:
        out.append(mega_menu(P, "de", "nav-flyout"))
    if r.random() < 0.5:
        P.mark("breadcrumbs")
        out.append('<nav class="breadcrumbs" aria-label="Sie befinden sich hier"><ol><li><a href="/">Startseite</a></li>'
                   + "".join(f'<li><a href="/{slug(s)}">{esc(s)}</a></li>' for s in r.sample(SECTIONS_DE, 2)) + "</ol></nav>")
    share_de = lambda: (P.mark("share") or "") + (f'<div class="article-share" data-area="share"><span class="article-share__title">Artikel teilen</span>'
                                                  + share_bar(P, "share", labels=True, lang="de") + f'<button class="bookmark">{svg("bookmark")}Zur Merkliste hinzufügen</button></div>')
    if zeit:
        art = ['<main id="Inhalt"><article class="article article--padded" itemscope itemtype="http://schema.org/Article"><header class="article-header">',
               f'<h1 class="article-heading" itemprop="headline"><span class="article-heading__kicker">{esc(kicker)}</span><span class="visually-hidden">: </span><span class="article-heading__title">{esc(P.headline)}</span></h1>']
        if P.dek:
            art.append(f'<div class="summary" itemprop="description">{esc(P.dek)}</div>')
        P.mark("byline")
        art.append(f'<div class="byline">{r.choice(["Von ", "Eine Analyse von ", "Ein Kommentar von "])}<span itemprop="author" itemscope><a href="/autoren/{slug(P.author)}" itemprop="url"><span itemprop="name">{esc(P.author)}</span></a></span></div>'
                   f'<div class="metadata"><time class="metadata__date" datetime="{P.iso()}">{P.day}. {["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"][P.month - 1]} {P.year}, {P.hour}:{P.minute:02d} Uhr</time>'
                   f' <a class="metadata__commentcount" href="#comments">{r.randint(2, 900)} Kommentare</a></div></header>')
        tpl = {"p": '<p class="paragraph article__item">{}</p>', "h": '<h2 class="article__subheading article__item">{}</h2>',
               "ul": '<ul class="article__item list">{}</ul>', "quote": '<blockquote class="article__item quote"><p>{}</p></blockquote>'}
        body_open, body_close = '<div class="article-body" itemprop="articleBody"><div class="article-page" data-page-number="1">', "</div></div>"
    else:
        art = ['<main id="Inhalt"><article aria-label="' + attr(P.headline) + '" data-area="article"><header data-area="intro" class="intro">',
               f'<h1 class="headline"><span class="headline__kicker text-primary-base">{esc(kicker)}</span><span class="headline__title align-middle">{esc(P.headline)}</span></h1>']
        if P.dek:
            art.append(f'<div class="RichText intro__lead leading-loose">{esc(P.dek)}</div>')
        P.mark("byline")
        art.append(f'<div class="intro__meta"><div class="author">Von <a href="/impressum/autor-{alnum(r, 6)}">{esc(P.author)}</a></div><time datetime="{P.iso()}" class="timeformat">{when}</time></div></header>')
        tpl = {"p": "<p>{}</p>", "h": '<h3 class="RichText__subheading">{}</h3>', "quote": "<blockquote><p>{}</p></blockquote>"}
        cls = "lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto lg:px-24 md:px-24 sm:px-16 break-words word-wrap"
        body_open = f'<section class="relative" data-area="body"><div data-sara-click-el="body_element" class="{cls}"><div class="RichText RichText--iconLinks {cls}">'
        body_close = "</div></div></section>"
    if r.random() < 0.5:
        art.append(share_de())
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P, "de")
        art.append(f'<figure class="article__media">{img(P, cap, None, False)}<figcaption class="figure__caption"><p class="figure__text">{esc(cap)}</p><span class="figure__copyright">{esc(credit)}</span></figcaption></figure>')
    body = render_blocks(P, tpl, links=0.2)

    def ad():
        P.mark("ads")
        return r.choice([f'<div data-area="ad" class="ad-container"><span class="ad-label text-shade-dark">Anzeige</span><div id="spac_{alnum(r, 8)}" class="ob-ad"></div></div>',
                         f'<aside class="article__item ad-container"><div class="ad-container__label">Anzeige</div><div id="iqadtile{r.randint(3, 9)}" class="iqdcontainer"></div></aside>'])

    def mehr():
        P.mark("readmore")
        hs = [P.other_headline() for _ in range(r.randint(1, 3))]
        return (f'<div data-area="related_articles" class="related"><span class="related__title">{r.choice(["Mehr zum Thema", "Lesen Sie auch", "Zum Thema"])}</span><ul>'
                + "".join(f'<li><a href="/{slug(h)}-a-{alnum(r, 8)}"><span class="related__kicker">{esc(r.choice(KICKERS_DE))}:</span> <span class="related__headline">{esc(h)}</span></a></li>' for h in hs) + "</ul></div>")

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P, "de")
        return f'<figure class="article__media article__item">{img(P, cap)}<figcaption><p>{esc(cap)}</p><span class="figure__copyright">{esc(credit)}</span></figcaption></figure>'

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="newsletter-box"><p class="newsletter-box__title">{r.choice(["Die Lage am Morgen", "Newsletter Was jetzt?", "Der Tag"])}</p><p>{esc(r.choice(PITCH_DE))}</p>'
                '<form><input type="email" placeholder="E-Mail-Adresse"><button>Jetzt anmelden</button></form><p class="newsletter-box__legal">Mit Ihrer Anmeldung erklären Sie sich mit der Datenschutzerklärung einverstanden.</p></div>')

    inserts = draw_inserts(P, len(body), [(3, ad), (1.5, mehr), (0.8, figure), (0.6, newsletter), (0.4, lambda: tweet(P))], (2, 4))
    art.append(body_open + "\n" + weave(P, body, inserts) + "\n" + body_close)
    if r.random() < 0.3 and zeit:
        art.append('<nav class="article-pagination"><a class="article-pagination__link" href="?page=2">Seite 2</a><a href="?page=all">Auf einer Seite lesen</a></nav>')
    if r.random() < 0.6:
        art.append(share_de())
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<div class="article-tags"><span>Themen</span><ul>' + "".join(f'<li><a href="/thema/{slug(t)}">{esc(t)}</a></li>' for t in r.sample(SECTIONS_DE, r.randint(2, 5))) + "</ul></div>")
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("comments")
        cs = "".join(f'<article class="comment"><div class="comment-meta"><a class="comment-meta__name">{esc(w)}</a> <span class="comment-meta__date">{a}</span></div><div class="comment__body"><p>{esc(t)}</p></div>'
                     f'<div class="comment__reactions"><button>Antworten</button><button>Melden</button><span>{l} Empfehlungen</span></div></article>' for w, a, t, l in comments_items(P, r.randint(2, 6), "de"))
        art.append(f'<section id="comments" class="comment-section"><h2>{r.choice(["Diskutieren Sie mit", "Kommentare"])}</h2><p class="comment-section__note">Die Kommentare geben nicht die Meinung der Redaktion wieder. Bitte beachten Sie unsere Netiquette.</p>{cs}</section>')
    if r.random() < 0.7:
        P.mark("recirc")
        art.append(f'<section data-area="block_topic" class="teaser-list"><h2>{r.choice(["Meistgelesen", "Mehr aus " + r.choice(SECTIONS_DE), "Das könnte Sie auch interessieren"])}</h2>' + "".join(
            f'<article class="teaser"><a href="/{slug(h)}"><span class="teaser__kicker">{esc(r.choice(KICKERS_DE))}</span><h3 class="teaser__title">{esc(h)}</h3>' + (f'<p class="teaser__text">{esc(t)}</p>' if t else "") + "</a></article>"
            for h, t in recirculation(P, r.randint(3, 6), 0.6)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="footer" data-area="footer">{link_list(P, ["Impressum", "Datenschutz", "Nutzungsbedingungen", "Kontakt", "Hilfe", "Abo kündigen", "Mediadaten", "Barrierefreiheit", "Datenschutz-Einstellungen"], "footer__links")}'
               f'<p class="footer__legal">{esc(r.choice(LEGAL_DE).format(site=site))}</p></footer>')
    out.append("<script>window.dataLayer=window.dataLayer||[];dataLayer.push({\"contentType\":\"article\",\"ressort\":\"" + slug(r.choice(SECTIONS_DE)) + "\",\"paid\":false});</script>")
    return document("de", head(P, site, "de"), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 14. A French news site in Le Monde's forms: article__title, article__desc, article__paragraph,
#     "Lire aussi" catchers, "Publicité" slots, subscriber notice and, on some pages, the story cut
#     by the paywall ("Il vous reste 62% de cet article à lire").

def t_french(P):
    r = P.rng
    site = "Le Quotidien"
    P.plan(dek=0.85, lists=0.05, subheads=0.4, quotes=0.15, dek_words=60)
    paywall = len(P.blocks) >= 6 and r.random() < 0.25
    if paywall:
        P.mark("paywall-cut")
        keep = max(3, int(len(P.blocks) * r.uniform(0.35, 0.6)))
        cut = len(P.blocks) - keep
        P.blocks = P.blocks[:keep]
        P.gold = [P.headline] + ([P.dek] if P.dek else [])
        for kind, value in P.blocks:
            P.gold.extend(value if kind in ("ul", "ol") else [value])
    months = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
    out = []
    if r.random() < 0.7:
        out.append(consent(P, "fr"))
    out.append(f'<header class="Header"><div class="Header__content"><button class="Burger" aria-label="Menu">{svg("menu")}<span>Menu</span></button><a class="Header__logo" href="/">{esc(site)}</a>'
               f'<nav class="Nav">{link_list(P, nav_items(P, "fr"), "Nav__list", "Nav__item")}</nav><div class="Header__actions"><a class="button--premium" href="/abonnement">S’abonner</a><a href="/connexion">Se connecter</a></div></div></header>')
    sec = r.sample(SECTIONS_FR, 2)
    art = ['<main id="main"><section class="zone zone--article"><header class="article__header">']
    if r.random() < 0.7:
        P.mark("breadcrumbs")
        art.append(f'<ul class="breadcrumb"><li><a href="/{slug(sec[0])}/">{esc(sec[0])}</a></li><li><a href="/{slug(sec[1])}/">{esc(sec[1])}</a></li></ul>')
    art.append(f'<h1 class="article__title">{esc(P.headline)}</h1>')
    if P.dek:
        art.append(f'<p class="article__desc">{esc(P.dek)}</p>')
    P.mark("byline")
    art.append(f'<section class="meta meta__publisher"><span class="meta__author meta__author--page"><a class="article__author-link" href="/signataires/{slug(P.author)}/">{esc(P.author)}</a></span>'
               f'<span class="meta__date meta__date--header">Publié le {P.day:02d} {months[P.month - 1]} {P.year} à {P.hour:02d}h{P.minute:02d} - Mis à jour le {min(28, P.day + 1):02d} {months[P.month - 1]} {P.year} à 09h{r.randint(10, 59)}</span>'
               f'<span class="meta__reading-time"><span class="sr-only">Temps de</span> Lecture {r.randint(2, 9)} min.</span></section>')
    if paywall or r.random() < 0.3:
        art.append('<p class="article__status"><span class="icon__premium"></span>Article réservé aux abonnés</p>')
    if r.random() < 0.6:
        art.append(share_bar(P, "article__share", labels=False, lang="fr"))
    art.append("</header>")
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P, "fr")
        art.append(f'<figure class="article__media">{img(P, cap, "article__media-img", False)}<figcaption class="article__legend" aria-hidden="true">{esc(cap)}<span class="article__credit">{esc(credit)}</span></figcaption></figure>')
    body = render_blocks(P, {"p": '<p class="article__paragraph ">{}</p>', "h": '<h2 class="article__sub-title">{}</h2>',
                             "ul": '<ul class="article__list">{}</ul>', "quote": '<blockquote class="article__quote"><p class="article__paragraph">{}</p></blockquote>'}, links=0.15)

    def lire():
        P.mark("readmore")
        h = P.other_headline()
        return r.choice([f'<section class="catcher catcher--inline"><span class="catcher__title">Lire aussi</span><a class="js-article-read-also" href="/{slug(h)}_{r.randint(10**6, 10**7)}_3210.html"><span class="catcher__desc">{esc(h)}</span></a></section>',
                         f'<section class="catcher catcher--inline"><span class="catcher__title">Lire aussi | </span><span class="catcher__desc"><a href="/{slug(h)}.html">{esc(h)}</a></span></section>',
                         f'<p class="article__paragraph"><strong>Lire aussi :</strong> <a href="/{slug(h)}.html">{esc(h)}</a></p>'])

    def ad():
        P.mark("ads")
        return f'<div class="dfp__inread dfp-slot dfp__inread--desktop" id="inread_{r.choice(["top", "middle", "bottom"])}"><span class="dfp__label">Publicité</span></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P, "fr")
        return f'<figure class="article__media">{img(P, cap)}<figcaption class="article__legend">{esc(cap)}<span class="article__credit">{esc(credit)}</span></figcaption></figure>'

    inserts = draw_inserts(P, len(body), [(2, lire), (2, ad), (0.8, figure)], (2, 4))
    art.append('<article class="article__content old__article-content-single">\n' + weave(P, body, inserts) + "\n</article>")
    if paywall:
        pct = round(100 * cut / (cut + len(P.blocks)) + r.uniform(-3, 3), 2)
        art.append(f'<section class="paywall paywall--article"><p class="paywall__text">Il vous reste {pct}% de cet article à lire. La suite est réservée aux abonnés.</p>'
                   '<p class="paywall__offer">Déjà abonné ? Se connecter. Profitez d’un accès illimité à tous nos articles, nos newsletters et nos applications, dès 1 € le premier mois, sans engagement.</p>'
                   '<a class="button--premium" href="/abonnement">S’abonner</a></section>')
    if r.random() < 0.5:
        P.mark("newsletter")
        art.append(f'<section class="newsletter-inline"><p class="newsletter-inline__title">La lettre du {esc(site)}</p><p>{esc(r.choice(PITCH_FR))}</p><a href="/newsletters/">S’inscrire</a></section>')
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<section class="article__tags"><ul>' + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in r.sample(SECTIONS_FR, r.randint(2, 4))) + "</ul></section>")
    if r.random() < 0.5:
        P.mark("comments")
        cs = "".join(f'<div class="comment"><p class="comment__author">{esc(w)}</p><p class="comment__date">{a}</p><p class="comment__content">{esc(t)}</p></div>' for w, a, t, l in comments_items(P, r.randint(2, 5), "fr"))
        art.append(f'<section class="article__reactions"><h3>Contributions</h3><p>Bienvenue sur l’espace de contributions. Pour contribuer, merci de vous abonner.</p>{cs}<a class="button" href="#">Voir les contributions</a></section>')
    art.append("</section>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append(f'<section class="area area--river"><h2 class="area__title">{r.choice(["Les plus lus", "Sur le même sujet", "Les articles les plus partagés"])}</h2>' + "".join(
            f'<div class="teaser"><a class="teaser__link" href="/{slug(h)}.html"><h3 class="teaser__title">{esc(h)}</h3>' + (f'<p class="teaser__desc">{esc(t)}</p>' if t else "") + "</a></div>"
            for h, t in recirculation(P, r.randint(3, 6), 0.5)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="Footer">{link_list(P, ["Mentions légales", "Politique de confidentialité", "Gestion des cookies", "Conditions générales", "Charte du groupe", "Aide (FAQ)", "Journal du Monde", "Publicité", "Nous contacter"], "Footer__links")}'
               f'<p class="Footer__legal">{esc(r.choice(LEGAL_FR))}</p></footer>')
    out.append("<script>var lmd = lmd || {}; lmd.context = " + json.dumps({"page": {"type": "article", "premium": paywall, "title": P.headline}}, ensure_ascii=False).replace("</", "<\\/") + ";</script>")
    return document("fr", head(P, site, "fr"), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 15. A local newspaper on a BLOX-like CMS: asset-content with subscriber-preview /
#     subscriber-only, tncms-region ad slots every two or three paragraphs, a newsletter region,
#     the long "Welcome to the discussion" rules, obituaries and Most Popular rails.

def t_local_blox(P):
    r = P.rng
    town = r.choice(["Springfield", "Cedar Falls", "Riverton", "Oak Harbor", "Mount Vernon", "Fairview", "Lakeland"])
    site = f"The {town} {r.choice(['Daily News', 'Courier', 'Register', 'Gazette', 'Times-Herald'])}"
    P.plan(dek=0.3, lists=0.08, subheads=0.15, quotes=0.15)
    out = ['<div id="site-container">']
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<header id="site-header"><div id="site-top-nav"><ul class="nav navbar-nav"><li><a href="/subscribe">Subscribe</a></li><li><a href="/users/login">Log In</a></li><li><a href="/eedition">E-Edition</a></li></ul>'
               f'<div class="weather-widget"><span class="tnt-weather-temp">{r.randint(20, 98)}&deg;</span><span class="tnt-weather-desc">{r.choice(["Partly Cloudy", "Clear", "Rain", "Sunny", "Overcast"])}</span></div></div>'
               f'<div id="site-logo"><a href="/" aria-label="{attr(site)}"><img src="/content/tncms/custom/image/logo.png" alt="{attr(site)}"></a></div>'
               f'<nav id="main-navigation">{link_list(P, ["News", "Local", "Sports", "Obituaries", "Opinion", "Business", "Lifestyles", "Entertainment", "Classifieds", "Jobs", "Homes", "Cars", "Contests", "Calendar"], "nav navbar-nav", "dropdown")}</nav></header>')
    if r.random() < 0.4:
        out.append(ticker(P, "Breaking News"))
    main = ['<div id="main-page-container"><div class="row"><div class="col-md-8"><article class="asset clearfix story" itemscope itemtype="http://schema.org/NewsArticle">',
            f'<div class="asset-header"><div class="meta"><span class="asset-kicker">{r.choice(["Local News", "Top Story", "Crime", "Education", "Government"])}</span></div>',
            f'<h1 class="headline"><span class="tnt-headline" itemprop="headline">{esc(P.headline)}</span></h1>']
    if P.dek:
        main.append(f'<h2 class="subhead"><span class="tnt-subheadline" itemprop="description">{esc(P.dek)}</span></h2>')
    P.mark("byline")
    main.append(f'<ul class="list-inline"><li><span class="tnt-byline">By <a href="/users/profile/{slug(P.author)}">{esc(P.author)}</a> {r.choice(["Staff Writer", "Staff reporter", "Special to the " + site.split()[-1]])}</span></li>'
                f'<li><time datetime="{P.iso()}" class="tnt-date asset-date text-muted">{P.date_en(0)[:3]} {P.day}, {P.year}</time></li></ul></div>')
    if r.random() < 0.7:
        main.append(share_bar(P, "share-container", labels=False))
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        main.append(f'<div class="asset-photo"><figure class="photo layout-horizontal">{img(P, cap, "img-responsive", False)}<figcaption class="caption-container"><div class="caption-text"><p>{esc(cap)}</p></div>'
                    f'<span class="tnt-byline">{esc(credit)}</span></figcaption></figure></div>')
    body = render_blocks(P, {"p": "<p>{}</p>", "h": "<h3><strong>{}</strong></h3>"}, links=0.1)
    regions = iter(["article_instory_top", "article_instory_middle", "article_instory_bottom", "article_instory_4", "article_instory_5", "article_instory_6", "article_instory_7"])

    def ad():
        P.mark("ads")
        name = next(regions, "article_instory_x")
        return (f'<div id="tncms-region-{name}" class="tncms-region hidden-print"><div id="tncms-block-{r.randint(10**5, 10**6)}" class="tncms-block"><div class="tnt-ads-container">'
                + ('<div class="tnt-ads-label">Advertisement</div>' if r.random() < 0.6 else "") + f'<div id="tncms-ad-{alnum(r, 8)}" class="tnt-ads hidden-print" data-ad-size="300x250"></div></div></div></div>')

    def newsletter():
        P.mark("newsletter")
        return (f'<div id="tncms-region-article_instory_newsletter" class="tncms-region"><div class="tnt-newsletter-signup card"><h4>{r.choice(["Breaking News", "Daily Headlines", "Sports Update"])}</h4>'
                f'<p>{esc(r.choice(["Get the latest breaking news sent to your inbox as it happens.", "Sign up to get our top headlines delivered to your inbox every morning, Monday through Saturday."] + PITCH_EN))}</p>'
                '<form><input type="email" placeholder="Email"><button class="btn btn-primary">Sign up!</button></form></div></div>')

    def support():
        P.mark("donate")
        return ('<div class="tncms-block support-local"><p><strong>Support local journalism</strong></p><p>Reporting on the stories that matter takes time and resources. '
                f'Your subscription to the {esc(site)} helps us keep reporters in our community, at council meetings and school board sessions, every week of the year.</p><a class="btn" href="/subscribe">Subscribe today</a></div>')

    inserts = draw_inserts(P, len(body), [(4, ad), (1, newsletter), (0.6, support), (0.5, lambda: video_player(P, "tnt-video"))], (2, 3))
    preview = r.randint(1, 2)
    pre = "\n".join(body[:preview]) + "".join(inserts.get(i, [""])[0] for i in range(preview) if i in inserts)
    rest = weave(P, body[preview:], {k - preview: v for k, v in inserts.items() if k >= preview})
    main.append('<div class="asset-content  subscriber-premium" id="article-body" itemprop="articleBody">'
                f'<div class="subscriber-preview">\n{pre}\n</div><div class="subscriber-only encrypted-content">\n{rest}\n</div></div>')
    if r.random() < 0.5:
        P.mark("tags")
        main.append('<div class="asset-tags"><ul class="list-inline">' + "".join(f'<li><a href="/search/?t=article&amp;k=%22{attr(t)}%22" class="btn btn-sm">{esc(t)}</a></li>' for t in r.sample(SUBSECTIONS, r.randint(2, 6))) + "</ul></div>")
    if r.random() < 0.4:
        P.mark("bio")
        main.append(f'<div class="author-card"><h5>{esc(P.author)}</h5><p class="author-bio">{esc(P.bio(site=site))}</p><a href="mailto:{slug(P.author)}@example.com">Email</a></div>')
    if r.random() < 0.6:
        P.mark("comments")
        main.append('<div id="comment-rules" class="tnt-comment-rules"><h4>Welcome to the discussion.</h4><p><strong>Keep it Clean.</strong> Please avoid obscene, vulgar, lewd, racist or sexually-oriented language. <strong>PLEASE TURN OFF YOUR CAPS LOCK.</strong> '
                    '<strong>Don\'t Threaten.</strong> Threats of harming another person will not be tolerated. <strong>Be Truthful.</strong> Don\'t knowingly lie about anyone or anything. '
                    '<strong>Be Nice.</strong> No racism, sexism or any sort of -ism that is degrading to another person. <strong>Be Proactive.</strong> Use the \'Report\' link on each comment to let us know of abusive posts. '
                    '<strong>Share with Us.</strong> We\'d love to hear eyewitness accounts, the history behind an article.</p></div>')
        if r.random() < 0.6:
            main.append('<div class="tnt-comments">' + "".join(f'<div class="comment"><span class="comment-author">{esc(w)}</span> <span class="comment-time">{a}</span><p>{esc(t)}</p><a>Report</a> <a>Add Reply</a></div>'
                                                                 for w, a, t, l in comments_items(P, r.randint(1, 5))) + "</div>")
    main.append("</article></div>")
    rails = []
    if r.random() < 0.8:
        P.mark("recirc")
        rails.append('<div class="card-panel"><h3>Most Popular</h3><ol>' + "".join(f'<li><a href="/news/{slug(h)}/article_{alnum(r, 8)}.html">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(5))) + "</ol></div>")
    if r.random() < 0.5:
        P.mark("obituaries")
        rails.append('<div class="card-panel obituaries"><h3>Obituaries</h3><ul>' + "".join(
            f'<li><a href="/obituaries/{slug(n)}"><strong>{esc(n)}</strong></a><p>{esc(n.split()[0])} {esc(r.choice(["passed away peacefully at home surrounded by family.", "was born in " + town + " and spent her life serving the community.", "loved fishing, his grandchildren and Sunday dinners with friends."]))}</p></li>'
            for n in (P.person() for _ in range(3))) + "</ul></div>")
    main.append('<aside class="col-md-4" id="sidebar">' + "".join(rails) + "</aside></div></div>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer id="site-footer"><div class="footer-contact"><p>{esc(site)}<br>{r.randint(100, 999)} Main Street, {town}, {r.choice(["IL", "IA", "OR", "OH", "TX", "MI"])} {r.randint(10000, 99999)}<br>Phone: ({r.randint(200, 999)}) 555-{r.randint(1000, 9999)}</p></div>'
               f'{link_list(P, ["Contact Us", "Submit News", "Place an Ad", "Terms of Use", "Privacy Policy", "Subscription Services", "Obituaries", "E-Edition"], "footer-links")}'
               f'<p>&copy; Copyright {P.year}, {esc(site)}. Powered by BLOX Content Management System from TownNews.com.</p></footer></div>')
    out.append("<script>var __tnt = __tnt || {}; __tnt.asset = {\"type\":\"article\",\"uuid\":\"" + alnum(r, 32, "0123456789abcdef") + "\"};</script>")
    return document("en-US", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 16. A magazine long read, in Condé Nast's or the Atlantic's forms: rubric, dek, a drop cap
#     (<span class="dropcap">), pull quotes (the story's own sentences again, not in the gold),
#     section breaks, an end mark, the print-issue line and a contributor note.

def t_longread(P):
    r = P.rng
    conde = r.random() < 0.55
    site = "The Metropolitan" if conde else "The Continental Monthly"
    P.mark("longread:" + ("conde" if conde else "atlantic"))
    P.plan(dek=0.9, lists=0.03, subheads=0.25, quotes=0.3, dek_words=60)
    b = lambda name: P.memo(name, lambda: f"{name}-{letters(r, 6)}" if not conde else f"BaseWrap-sc-{alnum(r, 6)} {name}-{letters(r, 6)}")
    out = []
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="{b("NavigationWrapper")}"><a class="{b("Logo")}" href="/">{esc(site)}</a><nav class="{b("NavigationList")}">{link_list(P, ["Latest", "Politics", "Ideas", "Culture", "Books", "Fiction", "Science", "Photo", "Podcasts", "Magazine", "Crossword"], b("NavList"))}</nav>'
               f'<a class="{b("SubscribeButton")}" href="/subscribe">Subscribe</a><a href="/account/sign-in">Sign In</a></header>')
    if r.random() < 0.4:
        P.mark("paywall-banner")
        out.append(f'<div class="{b("PaywallBar")}"><p>{esc(r.choice(PAYWALL_EN))}</p></div>')
    rubric = r.choice(["A Reporter at Large", "Annals of Justice", "Letter from " + r.choice(CITIES), "Dept. of Ideas", "The Political Scene", "Profiles", "Ideas", "Features"])
    art = [f'<article class="article main-content" lang="en-US"><header class="{b("SplitScreenContentHeaderWrapper")}">',
           f'<div class="{b("ContentHeaderRubric")}"><a href="/{slug(rubric)}">{esc(rubric)}</a></div>',
           f'<h1 data-testid="ContentHeaderHed" class="{b("ContentHeaderHed")}">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<div class="{b("ContentHeaderDek")}">{esc(P.dek)}</div>')
    P.mark("byline")
    art.append(f'<div class="{b("BylinesWrapper")}"><span class="{b("BylineName")}"><span class="{b("BylinePreamble")}">By </span><a class="{b("BylineLink")}" href="/contributors/{slug(P.author)}">{esc(P.author)}</a></span></div>'
               f'<time class="{b("ContentHeaderPublishDate")}">{P.date_en(0)}</time></header>')
    if r.random() < 0.85:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="{b("ResponsiveAsset")}">{img(P, cap, None, False)}<figcaption class="{b("CaptionWrapper")}"><span class="{b("CaptionText")}">{esc(cap)}</span>'
                   f'<span class="{b("CaptionCredit")}">{r.choice(["Illustration by ", "Photograph by "])}{esc(P.person())}</span></figcaption></figure>')
    body = []
    prose = [t for k, t in P.blocks if k == "p"]
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "p":
            if i == 0 and len(value) > 1 and value[0].isalpha() and r.random() < 0.8:
                P.mark("dropcap")
                inner = f'<span class="dropcap">{esc(value[0])}</span>' + P.inline(value[1:], 0.08)
                body.append(f'<p class="has-dropcap has-dropcap__lead-standard-heading">{inner}</p>')
            else:
                body.append(f"<p>{P.inline(value, 0.08)}</p>")
        elif kind == "h":
            if r.random() < 0.5:
                body.append(f'<hr class="{b("Divider")}">')
                P.mark("section-break")
            body.append(f'<h2 class="{b("SectionHeading")}">{esc(value)}</h2>')
        elif kind in ("ul", "ol"):
            body.append(f"<{kind}>" + "".join(f"<li>{P.inline(v, 0.05)}</li>" for v in value) + f"</{kind}>")
        else:
            body.append(f'<blockquote class="{b("BlockquoteEmbed")}"><p>{esc(value)}</p></blockquote>')
    if body and body[-1].startswith("<p>") and r.random() < 0.7:
        body[-1] = body[-1][:-4] + f'<span class="end-mark">{svg("bookmark", 12)}</span></p>'

    def pull():
        P.mark("pullquote")
        s = [x for x in split_sentences(r.choice(prose)) if 8 <= len(x.split()) <= 35] or [P.other_sentence()]
        return f'<aside class="{b("PullQuoteEmbedWrapper")}"><blockquote class="{b("PullQuoteEmbedQuote")}"><p>“{esc(r.choice(s).strip(chr(34) + "“”"))}”</p></blockquote></aside>'

    def brk():
        P.mark("section-break")
        return r.choice([f'<hr class="{b("Divider")}">', '<p class="section-break" aria-hidden="true">* * *</p>', f'<div class="{b("SectionBreak")}" role="separator">◆</div>'])

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<figure class="{b("AssetEmbedWrapper")}">{img(P, cap)}<figcaption><span class="{b("CaptionText")}">{esc(cap)}</span><span class="{b("CaptionCredit")}">{esc(credit)}</span></figcaption></figure>'

    def ad():
        P.mark("ads")
        return f'<div class="{b("AdWrapper")} ad ad--in-content" data-node-id="{alnum(r, 6)}"><div class="ad__slot ad__slot--mid-content"></div><span class="ad-label">Advertisement</span></div>'

    def newsletter():
        P.mark("newsletter")
        return f'<div class="{b("NewsletterSubscribeForm")}"><p class="{b("NewsletterTitle")}">Sign up for our daily newsletter</p><p>{esc(r.choice(PITCH_EN))}</p><button>Sign up</button></div>'

    inserts = draw_inserts(P, len(body), [(2.2, pull), (0.9, brk), (1, figure), (1.5, ad), (0.5, newsletter)], (3, 5))
    cont = f'<div class="body body__container article__body grid--item body__inline-barrier"><div class="container container--body-inner"><div class="body__inner-container">' if conde \
        else f'<div class="ArticleBody_root__{letters(r, 5)}"><section data-event-module="article body" class="ArticleBody_section__{letters(r, 5)}">'
    close = "</div></div></div>" if conde else "</section></div>"
    art.append(cont + "\n" + weave(P, body, inserts) + "\n" + close)
    if r.random() < 0.6:
        P.mark("print-line")
        art.append(f'<p class="{b("ContentFooterPublishedIn")}">Published in the print edition of the {P.date_en(0)}, issue, with the headline “{esc(" ".join(P.headline.split()[:4]))}.”</p>')
    if r.random() < 0.7:
        P.mark("bio")
        art.append(f'<div class="{b("ContributorBio")}"><p><a href="/contributors/{slug(P.author)}">{esc(P.author)}</a>, a {r.choice(BIO_ROLES)}, has contributed to {site} since {r.randint(1995, 2018)}. '
                   f'{esc(r.choice(["Her", "His", "Their"]))} new book, about {esc(r.choice(BEATS))}, comes out in {r.choice(["the spring", "the fall", "January", "June"])}.</p></div>')
    art.append("</article>")
    if r.random() < 0.75:
        P.mark("recirc")
        art.append(f'<div class="{b("SummaryCollectionGrid")}"><h2>{r.choice(["Read More", "Most Popular", "The Latest", "Recommended Stories"])}</h2>' + "".join(
            f'<div class="{b("SummaryItemWrapper")}"><span class="{b("RubricName")}">{esc(r.choice(["Books", "Culture Desk", "Ideas", "Letter from " + r.choice(CITIES)]))}</span><a href="/{slug(h)}"><h3 class="{b("SummaryItemHed")}">{esc(h)}</h3></a>'
            + (f'<div class="{b("SummaryItemDek")}">{esc(t)}</div>' if t else "") + f'<span class="{b("BylineName")}">By {esc(P.person())}</span></div>'
            for h, t in recirculation(P, r.randint(3, 6), 0.85)) + "</div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="{b("StackedNavigation")}">{link_list(P, ["About", "Careers", "Contact", "F.A.Q.", "Media Kit", "Press", "Accessibility Help", "User Agreement", "Privacy Policy", "Your California Privacy Rights"], b("FooterList"))}'
               f'<p>{esc(LEGAL_EN[1].format(site=site, year=P.year))}</p><p>© {P.year} Condé Street. All rights reserved.</p></footer>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 17. A live blog: timestamped posts (newest time first), some with a title, "Key events",
#     bylines and share links per post, ads and embeds between posts, "Load more".

def t_live_blog(P):
    r = P.rng
    site = r.choice(["The Sentinel", "Live Desk", "Channel 9 News", "The Herald"])
    P.plan(dek=0.7, lists=0.05, subheads=0, quotes=0.1, dek_words=60)
    posts = []
    blocks = list(P.blocks)
    while blocks:
        n = min(len(blocks), r.choice([1, 1, 2, 2, 3]))
        posts.append(blocks[:n])
        blocks = blocks[n:]
    titles = r.sample(SUBHEADS, len(SUBHEADS))
    P.section = r.choice(SECTIONS)
    gold = [P.headline] + ([P.dek] if P.dek else [])
    t = P.hour * 60 + P.minute + 15 * len(posts)
    clock24, zone = r.random() < 0.5, r.choice(['GMT', 'BST', 'EDT', 'CET'])
    rendered = []
    keys = []
    for i, post in enumerate(posts):
        t -= r.randint(4, 35)
        stamp = f"{(t // 60) % 24:02d}.{t % 60:02d} {zone}" if clock24 else f"{((t // 60) % 12) or 12}:{t % 60:02d} {'am' if (t // 60) % 24 < 12 else 'pm'}"
        bid = f"block-{alnum(r, 24, '0123456789abcdef')}"
        title = titles[i % len(titles)] if r.random() < 0.35 else None
        parts = [f'<article id="{bid}" class="block{" is-key-event" if title else ""}" data-block-contributor="{attr(P.author)}">',
                 f'<header class="block__header"><a class="block-time published-time" href="#{bid}"><time datetime="{P.iso()}">{stamp}</time></a>'
                 + (f'<span class="block-time updated-time">Updated at {stamp}</span>' if r.random() < 0.2 else "") + "</header>"]
        if title:
            gold.append(title)
            keys.append((bid, stamp, title))
            parts.append(f'<h2 class="block-title">{esc(title)}</h2>')
        parts.append('<div class="block-elements">')
        for kind, value in post:
            if kind in ("ul", "ol"):
                gold.extend(value)
                parts.append(f"<{kind}>" + "".join(f"<li>{P.inline(v, 0.1)}</li>" for v in value) + f"</{kind}>")
            elif kind == "quote":
                gold.append(value)
                parts.append(f"<blockquote><p>{esc(value)}</p></blockquote>")
            elif kind == "h":
                gold.append(value)
                parts.append(f"<h3>{esc(value)}</h3>")
            else:
                gold.append(value)
                parts.append(f"<p>{P.inline(value, 0.2)}</p>")
        if r.random() < 0.12:
            parts.append(tweet(P))
        if r.random() < 0.1:
            P.mark("figures")
            cap, credit = figure_parts(P)
            parts.append(f'<figure class="element element-image">{img(P, cap)}<figcaption><span class="element-image__caption">{esc(cap)}</span> <span class="element-image__credit">{esc(credit)}</span></figcaption></figure>')
        parts.append("</div>")
        foot = '<footer class="block-footer">'
        if r.random() < 0.4:
            foot += f'<span class="block-byline">{esc(r.choice([P.author, P.person()]))}</span>'
        if r.random() < 0.5:
            P.mark("share")
            foot += f'<div class="block-share"><span>Share</span><a href="#" class="block-share__item block-share__item--facebook">{svg("facebook", 16)}</a><a href="#" class="block-share__item block-share__item--twitter">{svg("twitter", 16)}</a></div>'
        parts.append(foot + "</footer></article>")
        rendered.append("".join(parts))
        if i < len(posts) - 1 and r.random() < 0.3:
            P.mark("ads")
            rendered.append(f'<div class="ad-slot ad-slot--liveblog-inline" data-name="liveblog-inline-{i}"><div class="ad-slot__label">Advertisement</div></div>')
    P.gold = gold
    P.mark("live")
    out = []
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="site-header"><a href="/" class="logo">{esc(site)}</a><nav>{link_list(P, nav_items(P), "nav")}</nav></header>')
    if r.random() < 0.4:
        out.append(mega_menu(P))
    main = ['<main class="live-blog-page"><article class="content content--liveblog">',
            f'<div class="content__labels"><span class="live-badge"><span class="live-pulse"></span>LIVE</span> <a href="/{slug(P.section)}">{esc(P.section)}</a></div>',
            f'<h1 class="content__headline">{esc(P.headline)}</h1>']
    if P.dek:
        main.append(f'<div class="content__standfirst"><p>{esc(P.dek)}</p></div>')
    P.mark("byline")
    main.append(f'<div class="content__meta"><p class="byline">{esc(P.author)} and {esc(P.person())}</p><p class="content__dateline">{P.date_en(2)}</p><p class="last-updated">Last updated {P.hour:02d}:{P.minute:02d}</p></div>')
    if keys and r.random() < 0.8:
        P.mark("key-events")
        main.append('<div class="key-events"><h2 class="key-events__title">Key events</h2><ul>' + "".join(f'<li><a href="#{b}"><time>{s}</time> {esc(ti)}</a></li>' for b, s, ti in keys) + "</ul></div>")
    if r.random() < 0.5:
        main.append('<div class="live-blog__filter"><button>Show key events only</button><span>Please turn on JavaScript to use this feature</span></div>')
    main.append('<div class="live-blog__body js-liveblog-body" id="liveblog-body">\n' + "\n".join(rendered) + "\n</div>")
    main.append('<div class="liveblog-navigation"><a href="?page=with:block-older">Load more updates</a> <a href="#top">Back to top</a></div></article>')
    if r.random() < 0.6:
        P.mark("recirc")
        main.append('<section class="onward"><h2>Most viewed</h2><ol>' + "".join(f'<li><a href="/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(8))) + "</ol></section>")
    if r.random() < 0.4:
        P.mark("comments")
        main.append('<section id="comments"><h2>Comments</h2>' + "".join(f'<div class="comment"><b>{esc(w)}</b> <span>{a}</span><p>{esc(tx)}</p></div>' for w, a, tx, l in comments_items(P, r.randint(2, 6))) + "</section>")
    main.append("</main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer class="site-footer">{link_list(P, ["About us", "Contact", "Privacy", "Cookies", "Terms"], "footer")}<p>{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p></footer>')
    out.append(json_script({"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": P.headline, "coverageStartTime": P.iso(),
                            "liveBlogUpdate": [{"@type": "BlogPosting", "headline": k[2]} for k in keys]}))
    return document("en", head(P, site, jsonld=0), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 18. A photo-led story (NPR's storytext forms): a credited, captioned figure between most
#     paragraphs, "Enlarge this image", "hide caption" / "toggle caption" controls.

def t_photo_story(P):
    r = P.rng
    site = r.choice(["Public Radio News", "NPR-style Network", "Community Radio News"])
    P.plan(dek=0.3, lists=0.05, subheads=0.25, quotes=0.2)
    out = []
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<header id="globalheader"><nav class="global-navigation">{link_list(P, ["News", "Culture", "Music", "Podcasts & Shows", "Search", "Newsletters", "Donate", "Shop"], "navigation__top-level")}</nav>'
               f'<div class="header-station"><a href="/donate" class="donate-button">{svg("bookmark", 16)}Donate</a></div></header>')
    sec = r.choice(["The Picture Show", "National", "World", "Environment", "Photography"])
    art = [f'<main><article class="story"><div class="storytitle"><div class="slug-wrap"><h3 class="slug"><a href="/sections/{slug(sec)}/">{esc(sec)}</a></h3></div><h1>{esc(P.headline)}</h1></div>']
    if P.dek:
        art.append(f'<div class="story-summary"><p>{esc(P.dek)}</p></div>')
    P.mark("byline")
    art.append(f'<div id="story-meta" class="story-meta"><div class="story-meta__one"><div class="byline-container--block"><div class="byline byline--block"><p class="byline__name byline__name--block"><a href="/people/{r.randint(10**6, 10**7)}/{slug(P.author)}" rel="author">{esc(P.author)}</a></p></div></div></div>'
               f'<div class="story-meta__two"><div class="dateblock"><time datetime="{P.iso()}"><span class="date">{P.date_en(0)}</span><span class="time">{P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} ET</span></time></div></div></div>')
    if r.random() < 0.5:
        art.append(share_bar(P, "share-tools", labels=True))

    def figure():
        cap, credit = figure_parts(P)
        if r.random() < 0.5:
            cap = cap + " " + P.other_sentence(6, 30)
        rid = r.randint(10**8, 10**9)
        return (f'<div id="res{rid}" class="bucketwrap image large" aria-label="Image"><div class="imagewrap has-source-dimensions" data-crop-type="">'
                f'<picture><source srcset="https://media.example-radio.org/assets/img/{P.year}/{alnum(r, 12)}-s800-c85.webp" type="image/webp">{img(P, cap)}</picture>'
                '<div class="enlarge_measure"><div class="enlarge_html"></div></div><div class="enlarge-options"><button class="enlarge_html"><b class="toggle-caption">Enlarge this image</b></button></div></div>'
                f'<div class="credit-caption"><div class="caption-wrap"><div class="caption" aria-label="Image caption"><p>{esc(cap)}<b class="hide-caption"><b>hide caption</b></b></p></div>'
                f'<span class="toggle-caption"><b>toggle caption</b></span></div><span class="credit" aria-label="Image credit">{esc(credit)}</span></div></div>')

    P.mark("figures")
    if r.random() < 0.9:
        P.mark("lead-image")
        art.append(figure())
    body = render_blocks(P, {"p": "<p>{}</p>", "h": "<h3 class=\"edTag\">{}</h3>", "quote": '<blockquote class="storytext-quote"><p>{}</p></blockquote>'}, links=0.15)
    inserts = {}
    for i in range(len(body) - 1):
        if r.random() < 0.65:
            add(inserts, i, figure())
        elif r.random() < 0.1:
            P.mark("ads")
            add(inserts, i, '<aside class="ad-wrap" aria-label="advertisement"><div class="ad-config" data-ad-config="{}"></div><p class="left">Sponsor Message</p></aside>')
        elif r.random() < 0.1:
            P.mark("newsletter")
            add(inserts, i, f'<aside class="newsletter-acquisition-callout"><p class="newsletter-acquisition-callout__title">{esc(r.choice(["Up First newsletter", "The Picture Show newsletter"]))}</p>'
                            f'<p>{esc(r.choice(PITCH_EN))}</p><form><input type="email"><button>Subscribe</button></form><p class="legal">See more subscription options. By subscribing, you acknowledge and agree to our Terms of Use and Privacy Policy.</p></aside>')
    art.append('<div id="storytext" class="storytext storylocation linkLocation">\n' + weave(P, body, inserts) + "\n</div>")
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<div class="tags"><h3 class="tags__title">More Stories From</h3>' + "".join(f'<a href="/tags/{r.randint(10**5, 10**6)}/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</div>")
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append('<aside id="recommendations" class="recommended-stories"><h3>More Stories From ' + esc(site) + "</h3>" + "".join(
            f'<article class="item"><div class="item-image">{img(P, "")}</div><div class="item-info"><h2 class="title"><a href="/{slug(h)}">{esc(h)}</a></h2>' + (f'<p class="teaser">{esc(t)}</p>' if t else "") + "</div></article>"
            for h, t in recirculation(P, r.randint(3, 6), 0.8)) + "</aside>")
    if r.random() < 0.6:
        P.mark("donate")
        art.append(f'<aside class="callout-end-of-story"><p>{esc(site)} is funded by listeners and readers like you. Your donation keeps our reporting free for everyone, independent of corporate interests, and reaching the communities that need it most.</p><a href="/donate">Donate</a></aside>')
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer id="npr-footer">{link_list(P, ["Newsletters", "Facebook", "Instagram", "Contact", "Help", "Overview", "Diversity", "Ethics", "Finances", "Public Editor", "Corrections", "Terms of Use", "Privacy", "Your Privacy Choices"], "footer-links")}'
               f'<p>© {P.year} {esc(site)}</p></footer>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 19. A Vox-Media (Chorus) page: c-entry-hero, c-entry-summary, c-entry-content with <p id>,
#     c-related-list, newsletter box, the contribution ask, "Filed under", Next Up.

def t_vox_chorus(P):
    r = P.rng
    site = r.choice(["Vex", "The Outline Daily", "Polyglot", "SB Nation-style Blog", "Eater-style Guide"])
    P.plan(dek=0.8, lists=0.15, subheads=0.4, quotes=0.25, dek_words=50)
    out = ['<div class="l-root l-reskin">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="c-global-header"><div class="c-global-header__logo"><a href="/">{svg("bookmark", 120)}<span class="u-hidden-text">{esc(site)}</span></a></div>'
               f'<nav class="c-global-header__links">{link_list(P, nav_items(P), "c-global-header__list")}</nav><div class="c-global-header__search">{svg("search")}</div></header>')
    if r.random() < 0.5:
        out.append(mega_menu(P, cls="c-nav-list"))
    art = ['<main id="content" class="l-main-content"><article class="l-segment l-main-content"><div class="c-entry-hero c-entry-hero--default"><div class="c-entry-hero__content">']
    if r.random() < 0.7:
        P.mark("breadcrumbs")
        art.append(f'<ul class="c-entry-hero__breadcrumbs"><li><a href="/{slug(r.choice(SECTIONS))}">{esc(r.choice(SECTIONS))}</a></li></ul>')
    art.append(f'<h1 class="c-page-title">{esc(P.headline)}</h1>')
    if P.dek:
        art.append(f'<p class="c-entry-summary p-dek">{esc(P.dek)}</p>')
    P.mark("byline")
    art.append(f'<div class="c-byline"><span class="c-byline__item"><span class="c-byline__author-name">By <a href="/authors/{slug(P.author)}">{esc(P.author)}</a></span></span>'
               f'<span class="c-byline__item"><time class="c-byline__item" datetime="{P.iso()}">{P.date_en(1).replace(" ET", " EST")}</time></span></div></div></div>')
    if r.random() < 0.7:
        art.append(share_bar(P, "c-social-buttons", labels=False))
    if r.random() < 0.8:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="e-image e-image--hero"><span class="e-image__inner"><span class="e-image__image">{img(P, cap, None, False)}</span></span>'
                   f'<figcaption>{esc(cap)} <cite>{esc(credit)}</cite></figcaption></figure>')
    body = []
    for kind, value in P.blocks:
        if kind == "p":
            body.append(f'<p id="{alnum(r, 6)}">{P.inline(value, 0.3)}</p>')
        elif kind == "h":
            body.append(f'<h2 id="{alnum(r, 6)}">{esc(value)}</h2>')
        elif kind in ("ul", "ol"):
            body.append(f"<{kind}>" + "".join(f'<li id="{alnum(r, 6)}">{P.inline(v, 0.15)}</li>' for v in value) + f"</{kind}>")
        else:
            body.append(f'<blockquote><p id="{alnum(r, 6)}">{esc(value)}</p></blockquote>')

    def related():
        P.mark("related")
        return ('<aside id="' + alnum(r, 6) + '" class="c-related-list"><h2 class="c-related-list__head">Related</h2><ul>'
                + "".join(f'<li><a href="/{P.year}/{P.month}/{P.day}/{r.randint(10**7, 10**8)}/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(1, 3)))) + "</ul></aside>")

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="c-float-right"><div class="c-newsletter_signup_box--form"><h3 class="c-newsletter_signup_box--title">Sign up for the newsletter <span>{esc(r.choice(["Today, Explained", "Vex Sentences", "The Weeds"]))}</span></h3>'
                f'<p class="c-newsletter_signup_box--subtitle">{esc(r.choice(PITCH_EN))}</p><form><input type="email" placeholder="Email (required)"><button>Sign Up</button></form>'
                '<p class="c-newsletter_signup_box--legal">By submitting your email, you agree to our Terms and Privacy Notice. You can opt out at any time. This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p></div></div>')

    def ad():
        P.mark("ads")
        return f'<div id="ad-{alnum(r, 8)}" class="m-ad m-ad__dfp dfp_ad--inline" data-cid="site/dfp-inline-{r.randint(1, 5)}"><div class="m-ad__label">Advertisement</div></div>'

    def embed():
        return r.choice([tweet, instagram])(P)

    inserts = draw_inserts(P, len(body), [(1.2, related), (0.8, newsletter), (2, ad), (0.8, embed), (0.4, lambda: video_player(P, "c-video-embed"))], (2, 4))
    art.append('<div class="c-entry-content ">\n' + weave(P, body, inserts) + "\n</div>")
    if r.random() < 0.6:
        P.mark("donate")
        art.append(f'<div class="c-article-footer__contribution"><h3>Will you support {esc(site)}’s explanatory journalism?</h3><p>Most news outlets make their money through advertising or subscriptions. But when it comes to what we’re trying to do at {esc(site)}, there are a couple reasons that we can’t rely only on ads and subscriptions to keep the lights on.</p>'
                   '<p>First, advertising dollars go up and down with the economy. Second, we’re not in the subscriptions business: information is power, and we want everyone to be able to understand the forces shaping their world. If you can, please consider making a contribution today.</p><a href="/contribute">Yes, I\'ll give</a></div>')
    if r.random() < 0.6:
        P.mark("tags")
        art.append('<div class="c-entry-group-labels"><span class="c-entry-group-labels__label">Filed under:</span><ul>' + "".join(f'<li class="c-entry-group-labels__item"><a href="/{slug(t)}"><span>{esc(t)}</span></a></li>' for t in r.sample(SUBSECTIONS, r.randint(2, 4))) + "</ul></div>")
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append(f'<section class="c-nextclick"><h2 class="c-nextclick__title">Next Up In {esc(r.choice(SECTIONS))}</h2><ul>' + "".join(f'<li><a href="/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(4, 7)))) + "</ul></section>")
    if r.random() < 0.5:
        P.mark("recirc")
        art.append('<section class="c-compact-river"><h2>The Latest</h2>' + "".join(
            f'<div class="c-compact-river__entry"><div class="c-entry-box--compact"><h2 class="c-entry-box--compact__title"><a href="/{slug(h)}">{esc(h)}</a></h2>' + (f'<p class="p-dek">{esc(t)}</p>' if t else "") + f'<div class="c-byline">By {esc(P.person())}</div></div></div>'
            for h, t in recirculation(P, r.randint(3, 5), 0.7)) + "</section>")
    if r.random() < 0.25:
        P.mark("comments")
        art.append('<div id="comments" class="c-comments"><h3>Comments</h3>' + "".join(f'<div class="c-comment"><span class="c-comment__author">{esc(w)}</span><span class="c-comment__date">{a}</span><div class="c-comment__body"><p>{esc(t)}</p></div><a>Reply</a> <a>Rec</a></div>'
                                                                         for w, a, t, l in comments_items(P, r.randint(2, 6))) + "</div>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="c-footer"><div class="c-footer__section">{link_list(P, ["Terms of Use", "Privacy Notice", "Cookie Policy", "Do Not Sell Or Share My Personal Info", "Licensing FAQ", "Accessibility", "Platform Status", "How we rate and review products", "Contact", "Send Us a Tip", "Masthead", "About us", "Editorial ethics and guidelines"], "c-footer__links")}</div>'
               f'<div class="c-footer__copyright">© {P.year} Vox Media, LLC. All Rights Reserved</div></footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 20. A tabloid in the Daily Mail's forms: the headline in an h2 as often as an h1, bold summary
#     bullets, mol-para-with-font paragraphs, long image captions, "RELATED ARTICLES", "READ MORE:"
#     lines, a rail of puffs with teasers, comments with the disclaimer.

def t_tabloid(P):
    r = P.rng
    site = r.choice(["MailOnline-style Daily", "The Daily Clarion", "The Sun-Express"])
    P.plan(dek=0.7, lists=0.03, subheads=0.35, quotes=0.1, dek_words=50)
    out = ['<div id="page-container" class="page-container">']
    if r.random() < 0.6:
        out.append(consent(P))
    out.append(f'<div class="page-header"><a class="logo" href="/home/index.html">{esc(site)}</a><ul class="nav-primary cleared bdrgr3 cnr5">'
               + "".join(f'<li class="{slug(s)}"><a href="/{slug(s)}/index.html">{esc(s)}</a></li>' for s in ["Home", "News", "Royals", "U.S.", "Sport", "TV", "Showbiz", "Femail", "Health", "Science", "Money", "Travel", "Podcasts", "Shopping", "Sitemap", "Video"])
               + "</ul>" + f'<ul class="nav-secondary">{"".join(f"<li><a>{esc(x)}</a></li>" for x in r.sample(SUBSECTIONS, 10))}</ul></div>')
    if r.random() < 0.4:
        out.append(ticker(P, "BREAKING NEWS"))
    hd = "h2" if r.random() < 0.4 else "h1"
    P.mark("headline:" + hd)
    art = [f'<div class="alpha"><div id="js-article-text" class="article-text wide  heading-tag-switch"><{hd}>{esc(P.headline)}</{hd}>']
    if P.dek:
        art.append(f'<ul class="mol-bullets-with-font"><li class="class-{alnum(r, 6)}"><font style="font-size:1.2em;"><strong>{esc(P.dek)}</strong></font></li></ul>')
    P.mark("byline")
    art.append(f'<p class="author-section byline-plain">By <a href="/home/search.html?s=&amp;authornamef={attr(P.author)}" class="author" rel="nofollow">{esc(P.author.upper())} FOR DAILYMAIL.COM</a></p>'
               f'<p class="byline-section"><span class="article-timestamp article-timestamp-published"><span class="article-timestamp-label">Published:</span> <time datetime="{P.iso()}">{P.hour:02d}:{P.minute:02d} EDT, {P.date_en(2)}</time></span> | '
               f'<span class="article-timestamp article-timestamp-updated"><span class="article-timestamp-label">Updated:</span> <time>{(P.hour + 2) % 24:02d}:{P.minute:02d} EDT, {P.date_en(2)}</time></span></p>')
    if r.random() < 0.8:
        P.mark("share")
        art.append(f'<div class="social-share-top"><ul class="social-links"><li class="share-facebook"><a>{svg("facebook", 18)}</a></li><li class="share-twitter"><a>{svg("twitter", 18)}</a></li><li class="share-email"><a>{svg("email", 18)}</a></li></ul>'
                   f'<div class="share-count"><span class="count-number">{r.randint(10, 9000)}</span> shares</div><a class="comments-count" href="#comments"><span class="readerCommentNo">{r.randint(1, 900)}</span><span> View<br>comments</span></a></div>')

    def image():
        P.mark("figures")
        cap = P.other_sentence(10, 45)
        if r.random() < 0.5:
            cap += " " + P.other_sentence(6, 30)
        return (f'<div class="artSplitter mol-img-group"><div class="mol-img"><div class="image-wrap">{img(P, cap, "blkBorder img-share")}</div></div>'
                f'<p class="imageCaption">{esc(cap)}</p></div>')

    if r.random() < 0.9:
        P.mark("lead-image")
        art.append(image())
    body = render_blocks(P, {"p": '<p class="mol-para-with-font">{}</p>', "h": '<h2 class="mol-style-heading">{}</h2>' if r.random() < 0.5 else '<p class="mol-para-with-font"><strong>{}</strong></p>',
                             "quote": '<blockquote class="mol-para-with-font"><p>{}</p></blockquote>'}, links=0.1)

    def related():
        P.mark("related")
        return ('<div class="related-carousel"><h3>RELATED ARTICLES</h3><ul class="linkro-darkred">'
                + "".join(f'<li><a href="/news/article-{r.randint(10**6, 10**7)}/{slug(h)}.html">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(3, 6))))
                + '</ul><div class="share-or-comment"><span>Share this article</span><a>Share</a></div></div>')

    def read_more():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p class="mol-para-with-font"><font style="font-size: 1.2em;"><span style="color: #c00000;"><strong>READ MORE: </strong></span></font><a href="/news/article-{r.randint(10**6, 10**7)}/{slug(h)}.html"><font style="font-size: 1.2em;">{esc(h)}</font></a></p>'

    def ad():
        P.mark("ads")
        return f'<div class="mol-ads-cmp"><div class="mol-ads-label-container"><span class="mol-ads-label">Advertisement</span></div><div id="ad-{alnum(r, 6)}" class="mol-ads-slot"></div></div>'

    inserts = draw_inserts(P, len(body), [(2.5, image), (0.8, related), (1, read_more), (1.5, ad), (0.6, lambda: video_player(P, "vjs-video-container"))], (1, 3))
    art.append('<div itemprop="articleBody">\n' + weave(P, body, inserts) + "\n</div>")
    if r.random() < 0.7:
        P.mark("comments")
        cs = "".join(f'<div class="comment"><p class="comment-body">{esc(t)}</p><p class="user-info"><a>{esc(w)}</a>, {esc(r.choice(CITIES))}, {r.choice(["United Kingdom", "United States", "Australia"])}, {a}</p>'
                     f'<div class="rating"><a class="vote-up">{l}</a><a class="vote-down">{l // 3}</a></div></div>' for w, a, t, l in comments_items(P, r.randint(3, 8)))
        art.append(f'<div id="comments" class="reader-comments"><h3>Share what you think</h3><p class="comments-disclaimer">The comments below have not been moderated.</p>'
                   f'<p class="comments-disclaimer">The views expressed in the contents above are those of our users and do not necessarily reflect the views of {esc(site)}.</p>{cs}</div>')
    art.append("</div></div>")
    if r.random() < 0.85:
        P.mark("puffs")
        art.append(f'<div class="beta"><div class="puff cleared"><h3 class="puff-title">{r.choice(["FEMAIL TODAY", "DON&#x27;T MISS", "MOST READ NEWS"])}</h3><ul>' + "".join(
            f'<li><a href="/{slug(h)}"><img src="/i/pix/{alnum(r, 10)}.jpg" alt=""><span class="pufftext"><strong>{esc(h)}</strong>' + (f": {esc(t)}" if t else "") + "</span></a></li>"
            for h, t in recirculation(P, r.randint(5, 12), 0.7)) + "</ul></div></div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<div class="footer"><ul class="footer-links">{"".join(f"<li><a>{esc(x)}</a></li>" for x in ["Back to top", "Home", "News", "U.S.", "Sport", "TV&Showbiz", "Femail", "Health", "Science", "Money", "Video", "Travel", "Sitemap", "Archive", "Video Archive", "Authors", "Topics Index", "Mobile Apps", "Screensaver", "RSS", "Text-based site", "Reader Prints", "Our Papers", "Top of page"])}</ul>'
               f'<p>Published by Associated Newspapers Ltd</p><p>Part of the {esc(site)}, The Mail on Sunday &amp; Metro Media Group</p><p>{esc(r.choice(LEGAL_EN).format(year=P.year, site=site))}</p></div></div>')
    return document("en", head(P, site), "\n".join(out), ' class="mol-desktop"')


# ---------------------------------------------------------------------------------------------

TEMPLATES = {
    "wp_classic": t_wp_classic, "gutenberg": t_gutenberg, "arc_xp": t_arc_xp, "guardian": t_guardian,
    "bbc": t_bbc, "cnn": t_cnn, "reuters": t_reuters, "nyt": t_nyt, "medium": t_medium, "substack": t_substack,
    "nextjs": t_nextjs, "amp": t_amp, "german": t_german, "french": t_french, "local_blox": t_local_blox,
    "longread": t_longread, "live_blog": t_live_blog, "photo_story": t_photo_story, "vox_chorus": t_vox_chorus,
    "tabloid": t_tabloid,
}


def make_page(rng, headline, paragraphs, others):
    template = rng.choice(sorted(TEMPLATES))
    P = Page(rng, headline, paragraphs, others, template)
    page = TEMPLATES[template](P)
    return page, "\n".join(P.gold) + "\n", P.forms


def main():
    args = page_set.arguments(__doc__.split("\n")[0], "site_pages.py")
    articles = page_set.read_articles(args.corpus, lambda lines: len(lines) >= 5 and is_prose(lines[1:]))
    others = [(h, p) for _, h, p in articles]

    def page_for(name, headline, paragraphs):
        return make_page(random.Random(f"{args.seed}:{name}"), headline, paragraphs, others)

    written = page_set.write_set(args.out, articles, args.part, page_for)
    print(f"{written} pages in {args.out} ({len(articles)} articles pass the prose filter)")


if __name__ == "__main__":
    main()
