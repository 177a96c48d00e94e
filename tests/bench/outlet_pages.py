#!/usr/bin/env python3
"""Writes a third, independent page set for `kindred-cli bench extract`: known article texts laid
out in the templates of kinds of news, magazine, blog and institutional sites (2018-2023) that
site_pages.py does not model, written without reading the extractor's rules.

Each page is one whole site template, modelled on how a kind of outlet marked up an article page:
- gannett: a USA Today network page (gnt_ar_b_p paragraphs, gnt_em embeds and ad asides, "More:"
  lines, "Contributing:" and "Follow X on Twitter" lines in the body); sometimes a sports story
  with a standings table, or a list article with numbered sections and product boxes;
- foxnews: article-body with speakable paragraphs, "CLICK HERE TO GET THE FOX NEWS APP" and
  upper-case headline promos between paragraphs, "The Associated Press contributed" line, an
  author bio; a short story (60-120 words) now and then;
- wapo_2019: the Washington Post of 2019: teaser-content then remainder-content, "Story continues
  below advertisement" labels, a "Read more:" run of one-link paragraphs after the story;
- forbes: article-body fs-article, "MORE FROM FORBES" link embeds, the contributor disclaimer, a
  first-person bio and "Follow me on Twitter" line; list articles with shopping boxes;
- bloomberg: lede-text-v2 headline, the abstract bullets (the standfirst's sentences, gold),
  body-copy-v2 with "Read more:" lines, inline charts, the paywall, "To contact the reporter";
- huffpost: entry__content-list with one cli-text div per paragraph, cli-related-articles, embeds,
  the "Support HuffPost" ask, "This article originally appeared on HuffPost UK";
- yahoo: a syndicated story (caas-body) with the partner's "Most Read from X" list and "(X) --"
  lead, a "Story continues" button, "©2023 X L.P.", and a long stream of teasers below; often a
  short story;
- apnews: the Article / RichTextStoryBody forms, "CITY (AP) —" datelines (not gold), "___"
  separators before "Associated Press writer X contributed" and "Follow AP's coverage" lines (not
  gold: they are credits and promos, as bylines are), ADVERTISEMENT slots, related cards;
- politico: the body cut into several story-text sections between ads, Playbook promo boxes with
  their legal lines, "Filed under" tags and bios;
- business_insider: content-lock-content, key-points bullets (the standfirst's sentences, gold),
  "Read more:" links, "Loading Something is loading." placeholders, the affiliate disclosure,
  shopping list articles with product cards;
- techcrunch: article-content with "Image Credits" captions, event and TechCrunch+ promos, a
  Crunchbase card (a definition list that is not the story's), "More TechCrunch";
- aljazeera: wysiwyg--all-content with a "Keep reading" list inside the body, the newsletter box
  with its reCAPTCHA line, "SOURCE: AL JAZEERA AND NEWS AGENCIES";
- independent: styled-components classes, "Read More" lists, the newsletter box with its
  privacy and template text, the commenting-forum pitch, the "Support free-thinking journalism"
  ask;
- times_of_india: the story as text in one div separated by <br> (the older "Normal" or the
  later "_s30J" form), "Also Read" boxes, the app line; often a brief followed by long lists
  of other stories with teasers;
- drupal: a Drupal 7 or 8 node (field-name-body / field--name-body, field-item even/odd), a
  schedule table or a definition list in the story, views blocks of related news with teasers,
  a university's non-discrimination statement;
- gov_release: a government press release, US (USWDS "An official website of the United States
  government" banner, "###", agency boilerplate) or UK (GOV.UK govspeak, "Is this page useful?",
  Crown copyright); mostly a short notice;
- ghost: a Ghost blog (post-full-content / gh-content, kg-image / kg-bookmark / kg-callout
  cards, member sign-up boxes, "Read more" post cards); sometimes a list article;
- static_blog: a Hugo (PaperMod: a table of contents repeating the subheads, "#" anchors) or
  Jekyll (Minima) post, with a table or a definition list, post navigation, Disqus;
- blogger: a Blogger post (post-body entry-content with <br> or <div> lines, separator images,
  "Posted by", "Labels:", comments, Popular Posts with snippets, the Blog Archive tree);
- press_wire: a PR Newswire or Business Wire release (dateline "/PRNewswire/ --" not gold, a
  financial table in the story, "About X", forward-looking statements, contacts, "SOURCE X");
- forum: a forum thread whose first post is the story (XenForo or phpBB), replies quoting it,
  signatures, user panels (dl pairs), "Re:" titles.

Per page the template draws which of its parts it shows; P.mark records them in forms.tsv. Page
kinds on which extractors lose text are drawn across templates: list articles (short headed
sections with an image or a product/link box between), a body partly made of a table or a
definition list, short pages (only the first paragraph or two, 60-120 words, as the story),
bodies split by many inline promos, dense boilerplate near the story, and a short story followed
by long lists of other stories' teasers or readers' comments (other articles' sentences).

The article texts are L3S-GN1's gold texts, filtered as site_pages.py filters them (prose: four
body lines and 150 words or more). Gold rules are site_pages.py's: the headline, the standfirst
when shown (as its sentences when shown as bullets), then each body paragraph, subhead, list item
and quotation on its own line; a table of the story's gives one line per row (cells joined by a
space), a definition list one line per term and one per definition. Captions, credits, bylines,
dates, datelines, ad labels, newsletter boxes, promos, related cards, embedded posts, share bars,
tags, bios, comments, recirculation and footers are not gold. Every page is checked as it is
written: its visible text (head, scripts, styles and comments removed, tags made spaces,
entities unescaped, whitespace normalised) must hold every gold line, in order.

Usage: outlet_pages.py OUT [--seed N] [--part all|tune|check] [--corpus DIR]
Writes OUT/input/NAME.html, OUT/gold-text/NAME.txt and OUT/forms.tsv (NAME.html, then
template:NAME and the parts the page drew), which forms_breakdown.py reads. Articles are split
as page_set.py splits them; each page's draws come from random.Random(f"{seed}:{name}"), so a
seed reproduces the set.
"""

import html
import random
import re
import sys

import page_set
import site_pages
from site_pages import (AGENCIES, BEATS, CITIES, FIRST, LAST, PAYWALL_EN, PITCH_EN, SUBSECTIONS, Page, alnum,
                        attr, comments_items, consent, document, draw_inserts, esc, figure_parts, fill, head, img,
                        instagram, letters, link_list, mega_menu, recirculation, share_bar, slug, split_sentences,
                        styled, svg, ticker, tweet, video_player, weave)


# ---------------------------------------------------------------------------------------------
# Pools for what these outlets add

LIST_TITLES = ["Start with the basics", "Know what you are paying for", "Check the fine print", "Ask the right questions",
               "Watch the calendar", "Think about the long run", "Look local first", "Compare before you commit",
               "Timing is everything", "Mind the hidden costs", "Talk to an expert", "Set a firm limit",
               "Get a second opinion", "Start small", "Plan for the worst", "Keep it simple", "Trust your instincts",
               "Learn from the pros", "Make a checklist", "Give it time", "Stay flexible", "Follow the money",
               "Read between the lines", "Use what you have", "Know when to walk away", "The part nobody mentions",
               "Where it gets complicated", "What I got wrong", "The surprise", "What it means for you"]
SHOP_TITLES = ["Best overall", "The budget pick", "The upgrade pick", "Best for beginners", "Best for families",
               "Best for travel", "Best for small spaces", "Most versatile", "Best value", "Best splurge",
               "Best for gifting", "Editor's choice", "Most durable", "Best for pros", "Easiest to use",
               "Best lightweight option", "Best for the outdoors", "Quietest", "Best smart option", "Also great",
               "Best compact pick", "Best for kids", "Longest lasting", "Best design", "Honorable mention"]
DL_LABELS = ["The issue", "What changed", "Who is affected", "The cost", "What's next", "Background", "The timeline",
             "Where things stand", "The key number", "The catch", "Why now", "The response"]
NICKNAMES = ["Hawks", "Rivers", "Comets", "Pioneers", "Miners", "Foxes", "Mariners", "Rangers", "Stallions", "Owls",
             "Thunder", "Pilots", "Badgers", "Knights", "Red Sox", "Wolves", "United", "City", "Rovers", "Athletic"]
BRANDS = ["Anker", "Lodge", "Breville", "Sony", "Oxo", "Patagonia", "Osprey", "Cuisinart", "Bose", "Logitech",
          "Dyson", "Shark", "Yeti", "Instant Pot", "Ninja", "KitchenAid", "Garmin", "JBL", "Brooks", "Levoit"]
PRODUCTS = ["Portable Charger", "Cast Iron Skillet", "Espresso Machine", "Wireless Earbuds", "Travel Backpack",
            "Air Purifier", "Robot Vacuum", "Insulated Tumbler", "Blender", "Smartwatch", "Running Shoe",
            "Bluetooth Speaker", "Stand Mixer", "Rain Jacket", "Desk Lamp", "Electric Kettle"]
RETAILERS = ["Amazon", "Walmart", "Target", "Best Buy", "Home Depot", "REI", "Wayfair", "Macy's"]
COMPANY_A = ["Nexora", "Veridian", "Altamira", "Bluecrest", "Corvalis", "Helix", "Lumen", "Quantia", "Stratos",
             "Trident", "Everline", "Northwind", "Orbis", "Pinnacle", "Solace", "Keystone"]
COMPANY_B = ["Systems", "Therapeutics", "Holdings", "Technologies", "Energy", "Labs", "Networks", "Financial",
             "Brands", "Analytics", "Biosciences", "Logistics"]
FIELDS = ["cloud security", "precision medicine", "renewable power", "supply-chain software", "digital payments",
          "industrial automation", "consumer electronics", "data analytics", "specialty foods", "medical devices"]
US_AGENCIES = [
    ("Department of Transportation", "transportation.gov", "works to ensure a fast, safe, efficient, accessible and convenient transportation system that meets vital national interests and enhances the quality of life of the American people, today and into the future.", "1200 New Jersey Avenue SE, Washington, DC 20590"),
    ("Environmental Protection Agency", "epa.gov", "protects human health and the environment by enforcing regulations based on laws passed by Congress and by funding research, grants and education programs across the country.", "1200 Pennsylvania Avenue NW, Washington, DC 20460"),
    ("Department of Agriculture", "usda.gov", "provides leadership on food, agriculture, natural resources, rural development, nutrition and related issues based on public policy, the best available science and effective management.", "1400 Independence Avenue SW, Washington, DC 20250"),
    ("Department of Labor", "dol.gov", "fosters, promotes and develops the welfare of the wage earners, job seekers and retirees of the United States, improving working conditions and assuring work-related benefits and rights.", "200 Constitution Avenue NW, Washington, DC 20210"),
    ("Department of Energy", "energy.gov", "ensures America’s security and prosperity by addressing its energy, environmental and nuclear challenges through transformative science and technology solutions.", "1000 Independence Avenue SW, Washington, DC 20585"),
    ("Small Business Administration", "sba.gov", "helps Americans start, build and grow businesses through loans, counseling, contracting programs and disaster assistance delivered by a nationwide network of partners.", "409 3rd Street SW, Washington, DC 20416"),
    ("Department of the Interior", "doi.gov", "protects and manages the nation’s natural resources and cultural heritage, provides scientific information about those resources and honors its trust responsibilities to Tribes.", "1849 C Street NW, Washington, DC 20240"),
]
US_SUBMENU = ["Leadership", "Organization Chart", "Budget and Performance", "Strategic Plan", "Grants", "Contracting",
              "Regulations", "Laws and Policies", "Data and Statistics", "Research", "Press Releases", "Speeches",
              "Testimony", "Media Contacts", "Careers", "Regional Offices", "Open Government", "Contact Us"]
DATELINE_CITIES = ["WASHINGTON", "NEW YORK", "LOS ANGELES", "CHICAGO", "LONDON", "PARIS", "BERLIN", "TOKYO",
                   "ATLANTA", "SAN FRANCISCO", "HOUSTON", "MIAMI", "BOSTON", "SEATTLE", "DENVER", "PHOENIX"]


# ---------------------------------------------------------------------------------------------
# Body forms these templates add to site_pages' plan: short stories, tables, definition lists,
# list articles, the standfirst as bullets.

def good_line(text):
    return len(text.split()) >= 8 and text.endswith(site_pages.SENTENCE_END)


def shorten(P, lo=60, hi=120):
    """A brief: the story's first prose paragraph or two, 60-120 words, is the whole story (before
    P.plan). A first paragraph longer than that is cut after a sentence."""
    start = next((i for i, t in enumerate(P.paragraphs) if good_line(t)), 0)
    out, n = [], 0
    for para in P.paragraphs[start:]:
        words = len(para.split())
        if n + words <= hi and good_line(para):
            out.append(para)
            n += words
            if n >= lo:
                break
            continue
        if n < lo:
            take = []
            for s in split_sentences(para):
                if take and n + len(s.split()) > hi:
                    break
                take.append(s)
                n += len(s.split())
                if n >= lo:
                    break
            if take:
                out.append(" ".join(take))
        break
    P.paragraphs = out or P.paragraphs[start:start + 1]
    P.mark("short")


def regold(P, dek_lines=None):
    """The gold lines from P.blocks again, with the kinds added here (table rows, dl pairs)."""
    P.gold = [P.headline] + (dek_lines if dek_lines is not None else ([P.dek] if P.dek else []))
    for kind, value in P.blocks:
        if kind in ("ul", "ol"):
            P.gold.extend(value)
        elif kind == "table":
            P.gold.extend(" ".join(c for c in row if c) for row in value)
        elif kind == "dl":
            for dt, dd in value:
                P.gold.extend([dt, dd])
        else:
            P.gold.append(value)


def dek_bullets(P):
    """The standfirst shown as a list of its sentences (key points, an abstract): gold per item."""
    items = split_sentences(P.dek) if P.dek else []
    regold(P, items)
    if items:
        P.mark("dek-bullets")
    return items


def body_spot(P, lo=1):
    """A place between two body blocks, after the first paragraph or two."""
    n = len(P.blocks)
    return P.rng.randint(min(lo + 1, n), max(min(lo + 1, n), n - 1))


def add_table(P, rows, title=None, at=None):
    """The story's own table (its rows gold), with a subhead before it now and then."""
    i = at if at is not None else body_spot(P)
    P.blocks.insert(i, ("table", rows))
    if title and P.rng.random() < 0.6:
        P.blocks.insert(i, ("h", title))
    regold(P)
    P.mark("table")


def add_dl(P):
    """One paragraph of three to six sentences laid out as a definition list: label, sentence."""
    r = P.rng
    cands = [i for i, (k, t) in enumerate(P.blocks) if k == "p" and i > 0
             and 3 <= len(split_sentences(t)) <= 6 and all(len(s.split()) <= 50 for s in split_sentences(t))]
    if not cands:
        return False
    i = r.choice(cands)
    ss = split_sentences(P.blocks[i][1])
    P.blocks[i] = ("dl", list(zip(r.sample(DL_LABELS, len(ss)), ss)))
    regold(P)
    P.mark("dl")
    return True


def listicle(P, numbered=True, per=(1, 1, 2), pool=None):
    """The body as a list article: an intro of a paragraph or two, then short headed sections.
    Returns the index of each section's last block (where an image or a box goes between)."""
    r = P.rng
    blocks = [b for b in P.blocks]
    n_intro = max(1, min(len(blocks) - 3, r.randint(1, 2)))
    out, ends = blocks[:n_intro], []
    rest = blocks[n_intro:]
    pool = pool or LIST_TITLES
    titles = r.sample(pool, len(pool))
    k = 0
    while rest:
        take = r.choice(per)
        section, rest = rest[:take], rest[take:]
        title = titles[k % len(titles)]
        k += 1
        out.append(("h", f"{k}. {title}" if numbered else title))
        out.extend(section)
        ends.append(len(out) - 1)
    P.blocks = out
    regold(P)
    P.mark("listicle" + (":numbered" if numbered else ":headed"))
    return ends


# tables

def standings(P):
    r = P.rng
    n = r.randint(5, 10)
    teams = []
    while len(teams) < n:
        t = f"{r.choice(CITIES)} {r.choice(NICKNAMES)}"
        if t not in teams:
            teams.append(t)
    if r.random() < 0.5:
        played = r.randint(10, 30)
        rows = []
        for t in teams:
            w = r.randint(0, played)
            d = r.randint(0, played - w)
            l = played - w - d
            rows.append([t, str(played), str(w), str(d), str(l), f"{r.randint(-25, 30):+d}", str(3 * w + d)])
        rows.sort(key=lambda x: -int(x[-1]))
        return [["Pos", "Team", "P", "W", "D", "L", "GD", "Pts"]] + [[str(i + 1)] + row for i, row in enumerate(rows)]
    games = r.randint(20, 80)
    recs = sorted(((t, r.randint(games // 4, games - games // 5)) for t in teams), key=lambda x: -x[1])
    w1 = recs[0][1]
    rows = [["Team", "W", "L", "Pct", "GB"]]
    for t, w in recs:
        gb = w1 - w
        rows.append([t, str(w), str(games - w), f".{int(1000 * w / games):03d}", "—" if gb == 0 else str(gb)])
    return rows


def schedule(P):
    r = P.rng
    months = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]
    days = ["Mon.", "Tue.", "Wed.", "Thu.", "Fri.", "Sat.", "Sun."]
    events = ["Public hearing", "Open house", "Road closure", "Council workshop", "Community meeting", "Budget session",
              "Listening session", "Site visit", "Information night", "Final vote"]
    places = ["City Hall, Room 201", "Central Library", "Lincoln Elementary gym", "Fire Station 3", "Civic Center",
              "Riverside Park pavilion", "Online via Zoom", "County Annex, Suite 100"]
    m = r.randrange(12)
    rows = [["Date", "Event", "Location", "Time"]]
    for d in sorted(r.sample(range(1, 29), r.randint(3, 7))):
        rows.append([f"{r.choice(days)} {months[m]} {d}", r.choice(events), r.choice(places),
                     f"{r.randint(1, 11)}{r.choice([':00', ':30', ''])} {r.choice(['a.m.', 'p.m.'])}"])
    return rows


def financials(P):
    r = P.rng
    y = P.year
    q = r.choice(["Q1", "Q2", "Q3", "Q4"])
    rows = [["(in millions, except per share)", f"{q} {y}", f"{q} {y - 1}", "Change"]]
    for metric in r.sample(["Revenue", "Gross profit", "Operating income", "Net income", "Adjusted EBITDA",
                            "Free cash flow", "Diluted EPS", "Operating expenses"], r.randint(3, 6)):
        a, b = r.uniform(5, 900), r.uniform(5, 900)
        money = (lambda v: f"${v:.2f}") if metric == "Diluted EPS" else (lambda v: f"${v:,.1f}")
        if metric == "Diluted EPS":
            a, b = a / 300, b / 300
        rows.append([metric, money(a), money(b), f"{100 * (a - b) / b:+.0f}%"])
    return rows


def yearly(P):
    r = P.rng
    label = r.choice(["Visitors", "Enrollment", "Permits issued", "Cases", "Sales (units)", "Complaints"])
    start = P.year - r.randint(4, 7)
    v = r.randint(800, 90000)
    rows = [["Year", label, "Change"]]
    for y in range(start, P.year + 1):
        nv = max(10, int(v * r.uniform(0.82, 1.25)))
        rows.append([str(y), f"{nv:,}", f"{100 * (nv - v) / v:+.1f}%"])
        v = nv
    return rows


def table_html(rows, cls=None, head_row=True, tr=None):
    klass = f' class="{cls}"' if cls else ""
    trc = f' class="{tr}"' if tr else ""
    out = [f"<table{klass}>"]
    body = rows
    if head_row:
        out.append(f"<thead><tr{trc}>" + "".join(f"<th>{esc(c)}</th>" for c in rows[0]) + "</tr></thead>")
        body = rows[1:]
    out.append("<tbody>" + "".join(f"<tr{trc}>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>" for row in body) + "</tbody>")
    out.append("</table>")
    return "".join(out)


def render(P, tpl, links=0.25):
    """Each body block in the template's markup, with the kinds added here. tpl: p, h, ul, ol, li,
    quote, table (a class), dl, dt, dd (each with {} but table)."""
    out = []
    for kind, value in P.blocks:
        if kind == "p":
            out.append(fill(tpl["p"], P.inline(value, links)))
        elif kind == "h":
            out.append(fill(tpl["h"], esc(value)))
        elif kind in ("ul", "ol"):
            items = "".join(fill(tpl.get("li", "<li>{}</li>"), P.inline(v, links / 2)) for v in value)
            out.append(fill(tpl.get(kind, f"<{kind}>{{}}</{kind}>"), items))
        elif kind == "table":
            out.append(fill(tpl.get("table_wrap", "{}"), table_html(value, tpl.get("table"))))
        elif kind == "dl":
            pairs = "".join(fill(tpl.get("dt", "<dt>{}</dt>"), esc(dt)) + fill(tpl.get("dd", "<dd>{}</dd>"), P.inline(dd, 0))
                            for dt, dd in value)
            out.append(fill(tpl.get("dl", "<dl>{}</dl>"), pairs))
        else:
            out.append(fill(tpl.get("quote", "<blockquote><p>{}</p></blockquote>"), P.inline(value, 0)))
    return out


def prefix_first(P, body, prefix_html):
    """A dateline or a source put before the first paragraph's text, inside its element."""
    for i, (kind, _) in enumerate(P.blocks):
        if kind == "p":
            m = re.match(r"(\s*<[^>]+>)", body[i])
            body[i] = m.group(1) + prefix_html + body[i][m.end():] if m else prefix_html + body[i]
            return


# ---------------------------------------------------------------------------------------------
# Chrome these outlets mark up their own way

def product(P):
    r = P.rng
    name = f"{r.choice(BRANDS)} {r.choice(PRODUCTS)}"
    if r.random() < 0.5:
        name += f" {letters(r, 1).upper()}{r.randint(2, 900)}"
    price = f"${r.randint(9, 499)}.{r.choice(['99', '95', '00', '49'])}"
    return name, price, r.choice(RETAILERS)


def person_handle(name):
    return re.sub(r"[^A-Za-z]", "", name)[:15]


def company(P):
    r = P.rng
    return f"{r.choice(COMPANY_A)} {r.choice(COMPANY_B)}"


# ---------------------------------------------------------------------------------------------
# The self-check: every gold line is in the page's visible text, in order.

def visible_text(page):
    t = re.sub(r"(?is)<head\b.*?</head>", " ", page)
    t = re.sub(r"(?is)<(script|style|noscript|template)\b.*?</\1\s*>", " ", t)
    t = re.sub(r"(?s)<!--.*?-->", " ", t)
    t = re.sub(r"<[^>]*>", " ", t)
    return " ".join(html.unescape(t).split())


def check_page(page, gold_lines):
    """The gold lines the page's text lacks, and those it holds only out of order."""
    text = visible_text(page)
    pos, missing, disorder = 0, [], []
    for line in gold_lines:
        want = " ".join(line.split())
        j = text.find(want, pos)
        if j >= 0:
            pos = j + len(want)
        elif want in text:
            disorder.append(line)
        else:
            missing.append(line)
    return missing, disorder


# ---------------------------------------------------------------------------------------------
# 1. A USA Today network page (Gannett, 2020-2022): gnt_ classes, the body's paragraphs as
#    p.gnt_ar_b_p, gnt_em asides for ads, images and videos, "More:" lines, "Contributing:" and
#    "Follow X on Twitter" lines closing the body; a sports story with a standings table, or a
#    "Reviewed" list article with product boxes.

def t_gannett(P):
    r = P.rng
    paper = r.choice(["USA TODAY", "The Courier-Journal", "Detroit Free Press", "The Tennessean", "The Arizona Republic",
                      "Indianapolis Star", "The Cincinnati Enquirer", "Milwaukee Journal Sentinel"])
    kind = r.choices(["news", "sports", "reviewed"], [5, 2, 1.5])[0]
    P.mark("gannett:" + kind)
    P.plan(dek=0, lists=0.1, subheads=0 if kind == "reviewed" else 0.3, quotes=0.2)
    ends = []
    if kind == "sports":
        add_table(P, standings(P), r.choice(["Standings", "The standings", "Where things stand"]))
    elif kind == "reviewed":
        ends = listicle(P, pool=SHOP_TITLES, numbered=r.random() < 0.6)
    out = ['<div class="gnt_pw">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="gnt_n"><a class="gnt_n_logo" href="/" aria-label="{attr(paper)}">{esc(paper)}</a><nav class="gnt_n_mn">'
               + "".join(f'<a class="gnt_n_mn_l" href="/{slug(s)}/">{esc(s)}</a>' for s in ["News", "Sports", "Entertainment", "Life", "Money", "Tech", "Travel", "Opinion", "Weather"])
               + f'</nav><a class="gnt_n_us_a" href="https://login.{slug(paper, 2).replace("-", "")}.com">Sign In</a><a class="gnt_n_sub" href="/subscribe/">Subscribe</a></header>')
    if r.random() < 0.4:
        P.mark("subscribe-bar")
        out.append(f'<div class="gnt_sb"><span class="gnt_sb_t">Limited time offer: {r.choice(["$1 for 6 months", "Subscribe for just $1", "Get unlimited access for $4.99/month"])}.</span> '
                   'Unlimited digital access to local news, sports and more, plus the e-Newspaper. <a class="gnt_sb_a" href="/subscribe/">Subscribe Now</a></div>')
    art = ['<main class="gnt_cw"><article class="gnt_pr" aria-label="Article">']
    sec = "Sports" if kind == "sports" else ("Reviewed" if kind == "reviewed" else r.choice(["News", "Politics", "Money", "Nation", "Health", "Tech"]))
    art.append(f'<a class="gnt_ar_lbl" href="/{slug(sec)}/">{esc(sec)}</a>')
    art.append(f'<h1 class="gnt_ar_hl" elementtiming="ar-headline">{esc(P.headline)}</h1>')
    if kind == "reviewed":
        P.mark("disclosure")
        art.append('<div class="gnt_ar_afd">Recommendations are independently chosen by Reviewed’s editors. Purchases you make through our links may earn us a commission.</div>')
    P.mark("byline")
    art.append(f'<div class="gnt_ar_by"><a class="gnt_ar_by_a gnt_ar_by_a__fi" href="/staff/{r.randint(10**6, 10**7)}/{slug(P.author)}/">{esc(P.author)}</a>'
               f'<div class="gnt_ar_by_pm">{esc(paper)}</div></div>'
               f'<div class="gnt_ar_dt" aria-label="Published: {P.date_en(1)}">Published {P.hour % 12 or 12}:{P.minute:02d} {"a.m." if P.hour < 12 else "p.m."} ET {P.date_en(0)[:3]}. {P.day}, {P.year}</div>')
    if r.random() < 0.7:
        art.append(share_bar(P, "gnt_ss", labels=False))
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="gnt_em gnt_em__fp gnt_em_img">{img(P, cap, "gnt_em_img_i", False)}'
                   f'<figcaption class="gnt_em_img_ccw" aria-label="{attr(cap)}"><span class="gnt_em_img_ccw_sp">{esc(cap)}</span> <span class="gnt_em_img_ccw_cr">{esc(credit)}</span></figcaption></figure>')
    body = render(P, {"p": '<p class="gnt_ar_b_p">{}</p>', "h": '<h2 class="gnt_ar_b_h2">{}</h2>',
                      "ul": '<ul class="gnt_ar_b_ul">{}</ul>', "ol": '<ol class="gnt_ar_b_ol">{}</ol>', "li": '<li class="gnt_ar_b_li">{}</li>',
                      "table": "gnt_ar_b_tbl", "table_wrap": '<div class="gnt_ar_b_tbl_w">{}</div>',
                      "quote": '<blockquote class="gnt_ar_b_bq"><p class="gnt_ar_b_p">{}</p></blockquote>'})
    if kind == "news" and r.random() < 0.4:
        P.mark("dateline")
        prefix_first(P, body, esc(r.choice(DATELINE_CITIES)) + " – ")

    def ad():
        P.mark("ads")
        return f'<aside class="gnt_em gnt_em_pl" aria-label="advertisement"><div class="gnt_em_pl_lbl">Advertisement</div><div id="gnt_pl_{alnum(r, 6)}" class="gnt_x"></div></aside>'

    def more():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p class="gnt_ar_b_p"><strong class="gnt_ar_b_al">{r.choice(["More:", "MORE:", "Related:", "Opinion:"])}</strong> <a class="gnt_ar_b_a" href="/story/news/{P.year}/{slug(h)}/{r.randint(10**8, 10**9)}/">{esc(h)}</a></p>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<figure class="gnt_em gnt_em_img">{img(P, cap, "gnt_em_img_i")}<figcaption class="gnt_em_img_ccw">'
                f'<span class="gnt_em_img_ccw_sp">{esc(cap)}</span> <span class="gnt_em_img_ccw_cr">{esc(credit)}</span></figcaption></figure>')

    def video():
        return f'<aside class="gnt_em gnt_em_vp">{video_player(P, "gnt_em_vp_w")}</aside>'

    def box():
        P.mark("product-box")
        name, price, shop = product(P)
        return (f'<aside class="gnt_em gnt_em_prd"><div class="gnt_em_prd_img">{img(P, name)}</div><div class="gnt_em_prd_t">{esc(name)}</div>'
                f'<a class="gnt_em_prd_btn" href="https://www.{slug(shop).replace("-", "")}.com/dp/{alnum(r, 10).upper()}" rel="sponsored">{price} at {esc(shop)}</a></aside>')

    if kind == "reviewed":
        inserts = {}
        for i in ends[:-1]:
            inserts.setdefault(i, []).append(box() if r.random() < 0.65 else figure())
    else:
        inserts = draw_inserts(P, len(body), [(2.5, ad), (1.5, more), (1, figure), (0.6, video), (0.3, lambda: tweet(P))], (2, 4))
    tail = []
    if r.random() < 0.45:
        P.mark("contributing")
        tail.append(f'<p class="gnt_ar_b_p"><em>Contributing: {esc(P.person())}, {esc(r.choice(["The Associated Press", "USA TODAY", "Reuters", paper]))}</em></p>')
    if r.random() < 0.4:
        P.mark("follow-line")
        tail.append(f'<p class="gnt_ar_b_p">Follow {esc(P.author)} on Twitter <a class="gnt_ar_b_a" href="https://twitter.com/{person_handle(P.author)}">@{person_handle(P.author)}</a>.</p>')
    art.append('<div class="gnt_ar_b" aria-label="Article body">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<section class="gnt_sr"><h2 class="gnt_sr_h">Latest Stories</h2>' + "".join(
            f'<a class="gnt_m_flm_a" href="/story/{slug(h)}/"><div class="gnt_m_flm_hl">{esc(h)}</div>'
            + (f'<div class="gnt_m_flm_sbt">{esc(t)}</div>' if t else "") + "</a>" for h, t in recirculation(P, r.randint(4, 8), 0.5)) + "</section>")
    art.append("</article></main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="gnt_f">{link_list(P, ["About Us", "Newsroom Staff", "Ethical Principles", "Support", "Privacy Policy", "Your Privacy Choices", "Terms of Service", "Site Map", "Accessibility", "Our Ethical Principles", "Corrections"], "gnt_f_l")}'
               f'<p class="gnt_f_c">© {P.year} {esc(paper)}, a division of Gannett Satellite Information Network, LLC.</p></footer></div>')
    return document("en", head(P, paper), "\n".join(out), ' class="gnt_pb"')


# ---------------------------------------------------------------------------------------------
# 2. A Fox News page (2019-2023): article-body with p.speakable, upper-case promo lines between
#    paragraphs ("CLICK HERE TO GET THE FOX NEWS APP", other stories' headlines in capitals),
#    featured video, "The Associated Press contributed to this report.", the author's bio.

def t_foxnews(P):
    r = P.rng
    site = "Fox News"
    if r.random() < 0.25:
        shorten(P)
    P.plan(dek=0.6, lists=0.05, subheads=0.15, quotes=0.15, dek_words=40)
    out = ['<div id="wrapper" class="wrapper">']
    if r.random() < 0.3:
        out.append(consent(P))
    out.append(f'<header class="site-header"><div class="branding"><a class="logo" href="/">{esc(site)}</a></div><nav class="main-nav">'
               + link_list(P, ["U.S.", "Politics", "World", "Opinion", "Media", "Entertainment", "Sports", "Lifestyle", "Video", "TV", "Fox Nation", "Listen"], "menu", "menu-item")
               + '</nav><div class="meta"><a class="watch-tv" href="/video">Watch TV</a><a href="/account">Login</a></div></header>')
    if r.random() < 0.4:
        out.append(ticker(P, "BREAKING"))
    sec = r.choice(["Politics", "U.S.", "World", "Media", "Health", "Science", "Crime", "Entertainment", "Sports"])
    art = ['<div class="page-content"><main class="main-content"><article class="article-wrap">',
           f'<header class="article-header"><div class="eyebrow"><a href="/{slug(sec)}">{esc(sec)}</a></div>',
           f'<h1 class="headline">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<h2 class="sub-headline speakable">{esc(P.dek)}</h2>')
    P.mark("byline")
    art.append(f'<div class="article-meta article-meta-upper"><div class="author-byline"><span><span>By</span> <span><a href="/person/{P.author[0].lower()}/{slug(P.author)}">{esc(P.author)}</a></span> '
               f'<span class="article-source">| {esc(r.choice(["Fox News", "Associated Press", "FOXBusiness", "Fox News Digital"]))}</span></span></div>'
               f'<div class="article-date"><time>Published {P.date_en(0)} {P.hour % 12 or 12}:{P.minute:02d}{"am" if P.hour < 12 else "pm"} EDT</time></div></div>')
    if r.random() < 0.7:
        art.append(share_bar(P, "social-icons", labels=False))
    art.append("</header>")
    if r.random() < 0.6:
        P.mark("video")
        art.append(f'<div class="featured featured-video video-ct"><div class="video-player">{video_player(P, "fox-video")}</div>'
                   f'<div class="caption"><p>{esc(P.other_sentence(6, 30))}</p></div></div>')
    elif r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<div class="featured featured-image"><div class="image-ct">{img(P, cap, None, False)}</div><div class="caption"><p>{esc(cap)} <span class="credit">({esc(credit)})</span></p></div></div>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>",
                      "quote": '<blockquote class="quote"><p>{}</p></blockquote>'}, links=0.3)
    for i, (kind, _) in enumerate(P.blocks[:2]):
        if kind == "p":
            body[i] = body[i].replace("<p>", '<p class="speakable">', 1)

    def app():
        P.mark("click-here")
        return r.choice(['<p><a href="https://www.foxnews.com/apps-products" target="_blank"><strong>CLICK HERE TO GET THE FOX NEWS APP</strong></a></p>',
                         f'<p><strong><a href="/newsletters">CLICK HERE TO SIGN UP FOR OUR {esc(r.choice(["LIFESTYLE", "HEALTH", "POLITICS", "SPORTS", "ENTERTAINMENT"]))} NEWSLETTER</a></strong></p>',
                         f'<p><strong><a href="/{slug(sec)}">CLICK HERE FOR MORE {esc(sec.upper())} COVERAGE ON FOXNEWS.COM</a></strong></p>',
                         '<p><strong><a href="https://radio.foxnews.com/podcast">CLICK HERE TO LISTEN TO THE FOX NEWS PODCAST</a></strong></p>'])

    def caps():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p><strong><a href="/{slug(sec)}/{slug(h)}" target="_blank">{esc(h.upper())}</a></strong></p>'

    def ad():
        P.mark("ads")
        return f'<div class="ad-container mobile ad-h-250 ad-w-300"><div class="ad rr" id="ad-{alnum(r, 6)}"></div></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<div class="embed-media"><div class="image-ct inline">{img(P, cap)}</div><div class="caption"><p>{esc(cap)} '
                f'<span class="copyright">({esc(credit)})</span></p></div></div>')

    inserts = draw_inserts(P, len(body), [(2, caps), (1.5, app), (1.5, ad), (1, figure), (0.4, lambda: tweet(P))], (1, 3))
    if len(body) <= 2 and r.random() < 0.8:
        inserts.setdefault(len(body) - 1, []).append(app())
    tail = []
    if r.random() < 0.45:
        P.mark("contributed")
        tail.append(f'<p><i>{esc(r.choice(["The Associated Press contributed to this report.", "Fox News’ " + P.person() + " contributed to this report.", "Reuters contributed to this report."]))}</i></p>')
    art.append('<div class="article-content"><div class="article-body">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div></div>")
    if r.random() < 0.6:
        P.mark("bio")
        art.append(f'<div class="author-bio"><p><i>{esc(P.author)} is a {r.choice(["reporter", "writer", "producer", "digital reporter"])} for Fox News Digital. '
                   f'{esc(r.choice(["Story tips can be sent to", "You can reach"]))} {slug(P.author, 2).replace("-", ".")}@fox.com {esc(r.choice(["and on Twitter at", "or on X at"]))} @{person_handle(P.author)}.</i></p></div>')
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<div class="article-tags"><ul>' + "".join(f'<li><a href="/category/{slug(t)}">{esc(t)}</a></li>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</ul></div>")
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append('<section class="collection collection-trending"><h3 class="title">Trending</h3><ol>'
                   + "".join(f'<li class="article"><a href="/{slug(h)}"><span class="title">{esc(h)}</span></a></li>' for h in (P.other_headline() for _ in range(5))) + "</ol></section>")
    if r.random() < 0.4:
        P.mark("comments")
        cs = "".join(f'<li class="spcv_message"><span class="spcv_username">{esc(w)}</span> <time>{a}</time><div class="spcv_text">{esc(t)}</div><span class="spcv_likes">{l}</span></li>'
                     for w, a, t, l in comments_items(P, r.randint(3, 8)))
        art.append(f'<div id="commenting" class="article-comments"><div class="spcv_conversation"><h3>Conversation</h3><ul>{cs}</ul></div></div>')
    art.append("</main></div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer">{link_list(P, ["New Terms of Use", "New Privacy Policy", "Your Privacy Choices", "Closed Captioning Policy", "Help", "Contact Us", "Accessibility Statement"], "footer-menu")}'
               f'<p class="copyright">This material may not be published, broadcast, rewritten, or redistributed. ©{P.year} FOX News Network, LLC. All rights reserved. '
               'Quotes displayed in real-time or delayed by at least 15 minutes. Market data provided by Factset. Powered and implemented by FactSet Digital Solutions. Legal Statement. Mutual Fund and ETF data provided by Refinitiv Lipper.</p></footer></div>')
    return document("en", head(P, site), "\n".join(out), ' class="fn article-ct"')


# ---------------------------------------------------------------------------------------------
# 3. The Washington Post of 2019: article-body holding teaser-content (the first paragraphs),
#    then remainder-content; ad slots labelled "Story continues below advertisement"; inline
#    "[Headline]" links; after the story a "Read more:" run of one-link paragraphs.

def t_wapo_2019(P):
    r = P.rng
    site = "The Washington Post"
    P.plan(dek=0.3, lists=0.06, subheads=0.2, quotes=0.2)
    out = ['<div id="__next"><div class="layout_main">']
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<header class="site-header"><nav id="sections-menu-wide">{link_list(P, ["Politics", "Opinions", "Tech", "World", "D.C., Md. & Va.", "Sports", "Arts & Entertainment", "Business", "Climate", "Lifestyle", "Health", "Investigations"], "sections-menu")}</nav>'
               f'<a class="wp-logo" href="/">{esc(site)}</a><p class="wp-tagline">Democracy Dies in Darkness</p><a class="sign-in-btn" href="/subscribe/">Try 1 month for $1</a></header>')
    if r.random() < 0.4:
        out.append(mega_menu(P, cls="sections-menu-flyout"))
    kicker = r.choice(["Politics", "National", "World", "Local", "Business", "Health", "Sports", "Technology"])
    art = ['<main><article class="main">', f'<div class="headline-kicker"><a href="/{slug(kicker)}/">{esc(kicker)}</a></div>',
           f'<div class="topper-headline"><h1 data-qa="headline" class="font--headline">{esc(P.headline)}</h1></div>']
    if P.dek:
        art.append(f'<h2 data-qa="subheadline" class="font--subhead">{esc(P.dek)}</h2>')
    P.mark("byline")
    art.append(f'<div class="author-names"><span class="author-name">By <a href="/people/{slug(P.author)}/" data-qa="author-name">{esc(P.author)}</a></span></div>'
               f'<div class="display-date" data-qa="timestamp">{P.date_en(0)} at {P.hour % 12 or 12}:{P.minute:02d} {"a.m." if P.hour < 12 else "p.m."} EDT</div>')
    if r.random() < 0.6:
        art.append(f'<div class="social-tools--top">{share_bar(P, "social-tools", labels=False)}<a class="comments-btn" href="#comments">{svg("comment")}<span>{r.randint(20, 4000)} Comments</span></a>'
                   '<button class="gift-btn">Gift Article</button></div>')
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="lead-art">{img(P, cap, None, False)}<figcaption class="pb-caption">{esc(cap)} ({esc(credit)})</figcaption></figure>')
    body = render(P, {"p": '<p data-elm-loc="x">{}</p>', "h": "<h3>{}</h3>",
                      "quote": '<blockquote class="pb-blockquote"><p>{}</p></blockquote>'})
    k = 0
    for i, b in enumerate(body):
        if b.startswith('<p data-elm-loc="x">'):
            k += 1
            body[i] = b.replace('data-elm-loc="x"', f'data-elm-loc="{k}"', 1)

    def ad():
        P.mark("ads")
        P.mark("story-continues")
        return (f'<div class="ad-container"><div class="ad-label">Story continues below advertisement</div><div id="slug_inline_{r.randint(1, 9)}" class="pb-ad-container"></div>'
                '<div class="ad-label ad-label--bottom">Advertisement</div></div>')

    def interstitial():
        P.mark("interstitial")
        h = P.other_headline()
        return f'<p class="interstitial"><b>[<a href="/{slug(kicker)}/{P.year}/{slug(h)}/">{esc(h)}</a>]</b></p>'

    def inline_video():
        return f'<div class="inline-content inline-video">{video_player(P, "powa")}</div>'

    def graphic():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<div class="inline-content inline-graphic-linked"><figure>{img(P, cap)}<figcaption>{esc(cap)} ({esc(credit)})</figcaption></figure></div>'

    inserts = draw_inserts(P, len(body), [(3, ad), (1.5, interstitial), (0.7, inline_video), (0.8, graphic)], (2, 4))
    cut = min(len(body), r.randint(2, 4))
    teaser = weave(P, body[:cut], {i: v for i, v in inserts.items() if i < cut})
    remainder = weave(P, body[cut:], {i - cut: v for i, v in inserts.items() if i >= cut})
    tail = []
    if r.random() < 0.4:
        P.mark("contributed")
        tail.append(f'<p data-elm-loc="{k + 1}"><i>{esc(P.person())} in {esc(r.choice(CITIES))} contributed to this report.</i></p>')
    if r.random() < 0.6:
        P.mark("readmore-run")
        tail.append('<p><b>Read more:</b></p>')
        tail.extend(f'<p><a href="/{slug(kicker)}/{P.year}/{slug(h)}/">{esc(h)}</a></p>' for h in (P.other_headline() for _ in range(r.randint(2, 5))))
    art.append(f'<div class="article-body" data-qa="article-body"><div class="teaser-content" data-qa="teaser-content">\n{teaser}\n</div>'
               f'<div class="remainder-content" data-qa="remainder-content">\n{remainder}\n' + "\n".join(tail) + "\n</div></div>")
    if r.random() < 0.45:
        P.mark("paywall")
        art.append(f'<div class="paywall-overlay" data-qa="paywall"><h2>{esc(r.choice(["Get one year for $29", "Subscribe to keep reading"]))}</h2><p>{esc(r.choice(PAYWALL_EN))}</p><a href="/subscribe/">Subscribe</a></div>')
    if r.random() < 0.45:
        P.mark("bio")
        art.append(f'<div class="author-bio"><p>{esc(P.bio(site=site))}</p><a href="https://twitter.com/{person_handle(P.author)}">Follow</a></div>')
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<div class="the-post-most"><h2>The Post Most</h2><ul>' + "".join(
            f'<li><a href="/{slug(h)}/"><span class="headline">{esc(h)}</span></a>' + (f'<p class="blurb">{esc(t)}</p>' if t else "") + "</li>"
            for h, t in recirculation(P, r.randint(4, 7), 0.5)) + "</ul></div>")
    if r.random() < 0.4:
        P.mark("newsletter")
        art.append(f'<div class="newsletter-module"><h3>{esc(r.choice(["The Five-Minute Fix", "Today’s Headlines", "The Health 202", "Morning Mix"]))}</h3><p>{esc(r.choice(PITCH_EN))}</p><button>Sign up</button></div>')
    if r.random() < 0.35:
        P.mark("comments")
        art.append('<div id="comments" class="comments"><h2>Comments</h2>' + "".join(f'<div class="comment"><b>{esc(w)}</b> <span>{a}</span><p>{esc(t)}</p></div>' for w, a, t, l in comments_items(P, r.randint(2, 6))) + "</div>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="footer">{link_list(P, ["About The Post", "Newsroom Policies & Standards", "Diversity & Inclusion", "Careers", "Media & Community Relations", "WP Creative Group", "Accessibility Statement", "Terms of Use", "Privacy Policy", "Print Products Terms of Sale", "Digital Products Terms of Sale", "Submissions & Discussion Policy", "RSS Terms of Service", "Ad Choices"], "footer-links")}'
               f'<p>© 1996-{P.year} The Washington Post</p></footer></div></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 4. A Forbes page (2019-2022): article-body fs-article, "MORE FROM FORBES" link embeds and
#    vestpocket/fbs-ad slots between paragraphs, the contributor disclaimer by the byline, a
#    first-person bio and "Follow me on Twitter. Check out my website." closing the body; a list
#    article with shopping boxes ("Forbes Vetted").

def t_forbes(P):
    r = P.rng
    site = "Forbes"
    vetted = r.random() < 0.3
    P.plan(dek=0.35, lists=0.1, subheads=0 if vetted else 0.35, quotes=0.15)
    ends = listicle(P, pool=SHOP_TITLES, numbered=r.random() < 0.5) if vetted else []
    contributor = not vetted and r.random() < 0.6
    P.mark("forbes:" + ("vetted" if vetted else "contributor" if contributor else "staff"))
    out = ['<div class="main-wrapper">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="header"><a class="header__logo" href="/" aria-label="Forbes">{svg("bookmark", 90)}</a><nav class="header__channels">'
               + link_list(P, ["Billionaires", "Innovation", "Leadership", "Money", "Business", "Small Business", "Lifestyle", "Lists", "Advisor", "Vetted"], "header__list")
               + '</nav><a class="header__subscribe" href="/subscribe">Subscribe: Less than $1.50/wk</a></header>')
    art = ['<main><article class="article">', '<div class="article-headline-container">']
    if contributor:
        art.append(f'<div class="top-contrib-block"><div class="contrib-byline-type">{esc(r.choice(["Senior Contributor", "Contributor", "Forbes Councils Member"]))}</div>'
                   '<div class="disclaimer">Opinions expressed by Forbes Contributors are their own.</div></div>')
    art.append(f'<h1 class="fs-headline speakable-headline font-base font-size">{esc(P.headline)}</h1>')
    if P.dek:
        art.append(f'<h2 class="article-sub-heading">{esc(P.dek)}</h2>')
    P.mark("byline")
    art.append(f'<div class="fs-author-group-wrapper"><div class="contrib-byline-author"><a class="contrib-link--name" href="/sites/{slug(P.author, 2).replace("-", "")}/">{esc(P.author)}</a>'
               f'<div class="contrib-byline-type">{esc(r.choice(["Forbes Staff", "Contributor", "Senior Contributor"]))}</div>'
               f'<div class="contrib-byline-topics">{esc(r.choice(BEATS).capitalize())}</div></div>'
               f'<time class="content-data metrics-text">{P.date_en(0)[:3]} {P.day}, {P.year}, {P.hour % 12 or 12}:{P.minute:02d}{"am" if P.hour < 12 else "pm"} EDT</time></div></div>')
    if vetted:
        P.mark("disclosure")
        art.append('<p class="affiliate-disclosure">Forbes Vetted has affiliate partnerships, so we may get a share of the revenue from your purchase.</p>')
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<div class="article-featured-image"><figure>{img(P, cap, None, False)}<figcaption><small>{esc(cap)}</small> <small class="credit">{esc(credit)}</small></figcaption></figure></div>')
    body = render(P, {"p": "<p>{}</p>", "h": '<h2 class="subhead-embed">{}</h2>',
                      "quote": '<blockquote class="embed-base quote-embed"><p>{}</p></blockquote>'}, links=0.35)

    def more():
        P.mark("more-from-forbes")
        items = "".join(f'<a class="link-embed__link" href="/sites/{slug(P.person(), 2).replace("-", "")}/{P.year}/{slug(h)}/"><span class="link-embed__headline">{esc(h)}</span>'
                        f'<span class="link-embed__author">By {esc(P.person())}</span></a>' for h in (P.other_headline() for _ in range(r.randint(1, 3))))
        return f'<div class="link-embed"><div class="link-embed__content"><span class="link-embed__title">MORE FROM FORBES</span>{items}</div></div>'

    def ad():
        P.mark("ads")
        return r.choice([f'<div class="vestpocket" vest-pocket=""></div>', f'<fbs-ad position="{r.choice(["top", "mobile", "inread"])}" ad-id="article-{r.randint(0, 9)}" class="article-ad"></fbs-ad>'])

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<div class="embed-base image-embed embed-{r.randint(1, 9)}"><figure>{img(P, cap)}<figcaption><small>{esc(cap)}</small> <small>{esc(credit)}</small></figcaption></figure></div>'

    def shop():
        P.mark("product-box")
        name, price, where = product(P)
        return (f'<div class="embed-base product-embed"><div class="product-embed__image">{img(P, name)}</div><div class="product-embed__details"><h3 class="product-embed__name">{esc(name)}</h3>'
                f'<a class="product-embed__button" href="https://www.{slug(where).replace("-", "")}.com/{alnum(r, 8)}" rel="nofollow sponsored">{price} at {esc(where)}</a></div></div>')

    if vetted:
        inserts = {}
        for i in ends[:-1]:
            inserts.setdefault(i, []).append(shop() if r.random() < 0.75 else figure())
        for i in draw_inserts(P, len(body), [(1, ad)], (4, 6)):
            inserts.setdefault(i, []).append(ad())
    else:
        inserts = draw_inserts(P, len(body), [(2.5, ad), (1.5, more), (0.8, figure), (0.3, lambda: tweet(P))], (2, 4))
    tail = []
    if contributor and r.random() < 0.7:
        P.mark("follow-line")
        tail.append(f'<p class="article-sharing">Follow me on <a href="https://twitter.com/{person_handle(P.author)}">Twitter</a> or <a href="https://www.linkedin.com/in/{slug(P.author)}">LinkedIn</a>. '
                    f'Check out my <a href="https://www.{slug(P.author, 2).replace("-", "")}.com">website</a>{" or some of my other work here" if r.random() < 0.5 else ""}. </p>')
    art.append('<div class="article-body-container"><div class="article-body fs-article fs-responsive-text current-article">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div></div>")
    if r.random() < 0.65:
        P.mark("bio")
        art.append(f'<div class="fs-author-bio"><div class="contrib-bio"><h3>{esc(P.author)}</h3><p>I {r.choice(["cover", "write about", "report on"])} {esc(r.choice(BEATS))} for Forbes. '
                   f'Before that I spent {r.randint(3, 15)} years at {esc(r.choice(["a consulting firm", "a trade publication", "the " + r.choice(CITIES) + " Business Journal", "a venture-backed startup"]))}, '
                   f'and my work has appeared in {esc(r.choice(["The Atlantic and Wired", "The Economist", "Fortune and Fast Company"]))}. I hold degrees from {esc(r.choice(["Columbia", "the University of Michigan", "Northwestern", "the London School of Economics"]))}. '
                   f'Send tips to {slug(P.author, 2).replace("-", "")}@forbes.com.</p><a href="/sites/{slug(P.author, 2).replace("-", "")}/">Read More</a></div></div>')
    art.append(f'<div class="article-footer"><a href="/sites/forbes-editorial-standards">Editorial Standards</a> <a href="https://www.parsintl.com/publication/forbes/">Reprints &amp; Permissions</a></div>')
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<section class="more-from-advisor"><h2>MORE FROM FORBES ADVISOR</h2><ul>' + "".join(
            f'<li><a href="/advisor/{slug(h)}/">{esc(h)}</a>' + (f"<p>{esc(t)}</p>" if t else "") + "</li>" for h, t in recirculation(P, r.randint(3, 6), 0.6)) + "</ul></section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="footer">{link_list(P, ["Privacy Statement", "Do Not Sell My Personal Information", "Terms and Conditions", "Contact Us", "Send Us Feedback", "Report a Security Issue", "Jobs At Forbes", "Reprints & Permissions", "Forbes Press Room", "Advertise"], "footer__links")}'
               f'<p>© {P.year} Forbes Media LLC. All Rights Reserved.</p></footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 5. A Bloomberg page (2019-2022): lede-text-v2 headline, the abstract as bullets (the
#    standfirst's sentences, gold), body-copy-v2 fence-body with "Read more:" lines, inline
#    charts and the inline newsletter, the paywall tout, "— With assistance from" and "To contact
#    the reporter on this story" lines closing the body, the Terminal promo.

def t_bloomberg(P):
    r = P.rng
    site = "Bloomberg"
    P.plan(dek=0.75, lists=0.05, subheads=0.3, quotes=0.15, dek_words=55)
    dek_bullets(P)
    out = ['<div id="root" class="root">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<nav class="navi-bar"><a class="navi-bar__logo" href="/">{esc(site)}</a>'
               + link_list(P, ["Markets", "Economics", "Industries", "Technology", "Politics", "Wealth", "Pursuits", "Opinion", "Businessweek", "Equality", "Green", "CityLab", "Crypto"], "navi-bar__list")
               + '<a class="navi-bar__subscribe" href="/subscriptions">Subscribe</a><a class="navi-bar__signin" href="/account/signin">Sign In</a></nav>')
    if r.random() < 0.4:
        P.mark("markets-strip")
        out.append('<div class="markets-strip">' + "".join(f'<span class="ticker"><span class="ticker__name">{n}</span> <span class="ticker__value">{r.uniform(900, 36000):,.2f}</span> '
                                                            f'<span class="ticker__change">{r.uniform(-2, 2):+.2f}%</span></span>' for n in r.sample(["S&amp;P 500", "Dow", "Nasdaq", "Stoxx 600", "Nikkei", "FTSE 100", "Brent", "Gold", "10-Yr Yield"], 5)) + "</div>")
    kicker = r.choice(["Markets", "Economics", "Technology", "Politics", "Deals", "Energy", "Wealth", "Businessweek"])
    art = ['<main class="transporter-container"><article class="article-v2">', f'<div class="lede-text-v2__eyebrow"><a href="/{slug(kicker)}">{esc(kicker)}</a></div>',
           f'<h1 class="lede-text-v2__hed">{esc(P.headline)}</h1>']
    if P.dek:
        art.append('<section class="abstract-v2"><ul class="abstract-v2__list">'
                   + "".join(f'<li class="abstract-v2__item"><span class="abstract-v2__item-text">{esc(s)}</span></li>' for s in split_sentences(P.dek)) + "</ul></section>")
    P.mark("byline")
    names = [P.author] + ([P.person()] if r.random() < 0.4 else [])
    art.append(f'<div class="lede-text-v2__byline author-v2">' + " and ".join(f'<a class="author-v2__byline" href="/authors/{alnum(r, 10).upper()}/{slug(n)}">{esc(n)}</a>' for n in names)
               + f'</div><time class="article-timestamp" datetime="{P.iso()}">{P.date_en(0)}, {P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} EDT</time>')
    if r.random() < 0.5:
        art.append(f'<div class="article-actions"><button class="gift-button">{svg("bookmark", 16)}Gift this article</button>{share_bar(P, "share-article-button", labels=False)}</div>')
    if r.random() < 0.65:
        P.mark("lead-image")
        cap, _ = figure_parts(P)
        art.append(f'<figure class="lede-large-image-v2">{img(P, cap, "lede-large-image-v2__image", False)}<figcaption class="caption-v2">{esc(cap)}'
                   f'<span class="credit-v2">Photographer: {esc(P.person())}/Bloomberg</span></figcaption></figure>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.3)

    def readmore():
        P.mark("readmore")
        hs = [P.other_headline() for _ in range(r.choice([1, 1, 2, 3]))]
        if len(hs) == 1:
            return f'<p><strong>Read more: </strong><a href="/news/articles/{P.year}-{P.month:02d}-{P.day:02d}/{slug(hs[0])}">{esc(hs[0])}</a></p>'
        return '<div class="inline-read-more"><p><strong>Read more:</strong></p><ul>' + "".join(f'<li><a href="/news/articles/{slug(h)}">{esc(h)}</a></li>' for h in hs) + "</ul></div>"

    def chart():
        P.mark("chart")
        return (f'<div class="chart-js" data-responsive="true"><figure class="chart"><div class="chart__title">{esc(P.other_headline())}</div>'
                f'<div class="chart__subtitle">{esc(r.choice(["Year-over-year change, percent", "Monthly, seasonally adjusted", "Share of total, by region", "Index, January = 100"]))}</div>'
                f'{img(P, "")}<figcaption class="chart__source">Source: {esc(r.choice(["Bloomberg", "Bureau of Labor Statistics", "company filings", "Eurostat", "Federal Reserve"]))}</figcaption></figure></div>')

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="inline-newsletter-top"><p>{esc(r.choice(["Sign up for the Five Things newsletter to start your day with what’s moving markets.", "Get the Markets Daily newsletter to find out what’s moving stocks, debt, currencies and commodities.", "Sign up for our Hyperdrive newsletter, your weekly guide to the future of cars."]))}</p>'
                '<form><input type="email" placeholder="Enter your email"><button>Sign Up</button></form><p class="inline-newsletter__legal">By submitting my information, I agree to the Privacy Policy and Terms of Service and to receive offers and promotions from Bloomberg.</p></div>')

    def ad():
        P.mark("ads")
        return f'<div class="middle-column-ad-wrapper"><div class="ad-label">Advertisement</div><div id="ad-in-story-{r.randint(1, 9)}" class="dvz-v0-ad"></div></div>'

    inserts = draw_inserts(P, len(body), [(2, ad), (1.5, readmore), (1, chart), (0.6, newsletter)], (2, 4))
    if r.random() < 0.5 and len(body) > 3:
        P.mark("paywall")
        inserts.setdefault(2, []).append('<div class="paywall-inline-tout" data-paywall-tout><h3>Subscribe now to stay ahead with the most trusted business news source.</h3>'
                                         f'<p>{esc(r.choice(PAYWALL_EN))}</p><a href="/subscriptions">Get started</a><a href="/account/signin">Already a subscriber? Sign in</a></div>')
    tail = []
    if r.random() < 0.4:
        P.mark("assistance")
        tail.append(f'<p>— With assistance from {esc(P.person())}{" and " + esc(P.person()) if r.random() < 0.4 else ""}</p>')
    if r.random() < 0.45:
        P.mark("contact-lines")
        tail.append(f'<p class="news-rsf-contact-reporter">To contact the reporter on this story: {esc(P.author)} in {esc(r.choice(CITIES))} at {slug(P.author, 2).replace("-", "")}@bloomberg.net</p>'
                    f'<p class="news-rsf-contact-editor">To contact the editors responsible for this story: {esc(P.person())} at {alnum(r, 7)}@bloomberg.net, {esc(P.person())}</p>')
    art.append('<div class="body-copy-v2 fence-body">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div>")
    if r.random() < 0.6:
        P.mark("terminal-promo")
        art.append('<div class="terminal-tout"><p>Before it’s here, it’s on the Bloomberg Terminal.</p><a href="/professional/solution/bloomberg-terminal-learn-more/">LEARN MORE</a></div>')
    if r.random() < 0.4:
        P.mark("tip-box")
        art.append('<div class="tips-box"><h3>Have a confidential tip for our reporters?</h3><a href="/tips/">Get in touch</a></div>')
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<section class="story-list-v2"><h2>Most Read</h2><ol>' + "".join(f'<li><a href="/news/articles/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(4, 6)))) + "</ol></section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="footer-v2">{link_list(P, ["Terms of Service", "Do Not Sell or Share My Personal Information", "Trademarks", "Privacy Policy", "Careers", "Made in NYC", "Advertise", "Ad Choices", "Help"], "footer-v2__links")}'
               f'<p>©{P.year} Bloomberg L.P. All Rights Reserved.</p></footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 6. A HuffPost page (2019-2023): entry__header with the dek, entry__content-list where every
#    paragraph sits in its own div.cli.cli-text, cli-related-articles, cli-embed, cli-image and ad
#    holders between them every paragraph or two, the "Support HuffPost" ask, "This article
#    originally appeared on HuffPost UK" inside the content list.

def t_huffpost(P):
    r = P.rng
    site = "HuffPost"
    P.plan(dek=0.75, lists=0.1, subheads=0.3, quotes=0.25, dek_words=45)
    out = ['<div class="body-wrap">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="masthead"><a class="masthead__logo" href="/">{esc(site)}</a><nav class="masthead__nav">'
               + link_list(P, ["News", "Politics", "Entertainment", "Life", "Voices", "Shopping", "Video", "HuffPost Personal", "Opinion"], "masthead__links")
               + f'</nav><div class="edition-picker">{esc(r.choice(["U.S. Edition", "UK Edition", "Canada Edition"]))}</div></header>')
    sec = r.choice(["Politics", "Entertainment", "World News", "Health", "Environment", "Business", "U.S. News", "Wellness"])
    art = ['<main id="main" class="main"><article class="entry">', '<header class="entry__header">',
           f'<div class="entry-eyebrow"><a href="/news/{slug(sec)}">{esc(sec)}</a></div>', f'<h1 class="headline">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<div class="dek">{esc(P.dek)}</div>')
    P.mark("byline")
    art.append(f'<div class="entry__byline"><div class="entry__byline__author">By <a href="/author/{slug(P.author)}">{esc(P.author)}</a></div>'
               f'<div class="entry__byline__timestamp"><span class="timestamp">{P.date_en(0)[:3]} {P.day}, {P.year}, {P.hour % 12 or 12:02d}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} EST</span></div></div>')
    if r.random() < 0.7:
        art.append(share_bar(P, "social-buttons", labels=False))
    art.append("</header>")
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<div class="entry__image"><figure class="figure">{img(P, cap, None, False)}<figcaption class="figure__caption">{esc(cap)}<span class="figure__credit">{esc(credit)}</span></figcaption></figure></div>')
    body = render(P, {"p": '<div class="primary-cli cli cli-text"><p>{}</p></div>', "h": '<div class="cli cli-text"><h3>{}</h3></div>',
                      "ul": '<div class="cli cli-text"><ul>{}</ul></div>', "ol": '<div class="cli cli-text"><ol>{}</ol></div>',
                      "quote": '<div class="cli cli-text"><blockquote><p>{}</p></blockquote></div>'}, links=0.35)
    for i in range(1, len(body)):
        body[i] = body[i].replace('class="primary-cli cli cli-text"', 'class="cli cli-text"', 1)

    def related():
        P.mark("related")
        return ('<div class="cli cli-related-articles"><div class="cli-related-articles__title">Related...</div><ul class="cli-related-articles__list">'
                + "".join(f'<li><a class="cli-related-articles__link" href="/entry/{slug(h)}_n_{alnum(r, 24, "0123456789abcdef")}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(1, 3)))) + "</ul></div>")

    def image():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<div class="cli cli-image"><figure>{img(P, cap)}<figcaption><span class="cli-image__caption">{esc(cap)}</span> <span class="cli-image__credit">{esc(credit)}</span></figcaption></figure></div>'

    def embed():
        return f'<div class="cli cli-embed">{tweet(P) if r.random() < 0.7 else instagram(P)}</div>'

    def ad():
        P.mark("ads")
        return f'<div class="advertisement-holder"><div class="ad-inline" id="ad-entry-body-{r.randint(1, 9)}" data-ad-label="Advertisement"></div></div>'

    support_text = ("At HuffPost, we believe that everyone needs high-quality journalism, but we understand that not everyone can afford to pay for expensive news subscriptions. "
                    "That is why we are committed to providing deeply reported, carefully fact-checked news that is freely accessible to everyone. "
                    "Whether you come to HuffPost for updates on the 2024 presidential race, hard-hitting investigations into critical issues facing our country today, or trending stories that make you laugh, we appreciate you.")

    def support():
        P.mark("donate")
        return (f'<div class="cli cli-support-huffpost"><div class="support-huffpost__headline">Support HuffPost</div><p>{esc(support_text)}</p>'
                '<div class="support-huffpost__buttons"><a href="/support/contribute?amount=5">Contribute $5</a><a href="/support/contribute?amount=20">$20</a></div></div>')

    inserts = draw_inserts(P, len(body), [(1.5, ad), (1.4, related), (1, image), (0.7, embed), (0.4, support)], (1, 3))
    tail = []
    if r.random() < 0.3:
        P.mark("originally-appeared")
        tail.append(f'<div class="cli cli-text"><p><em>This article originally appeared on {esc(r.choice(["HuffPost UK", "HuffPost Canada", "HuffPost Australia"]))} and has been updated.</em></p></div>')
    art.append('<div class="entry__content-list-container js-cet-unit-buzz_body"><section class="entry__content-list js-entry-content">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</section></div>")
    if r.random() < 0.5:
        P.mark("donate")
        art.append(f'<div class="contributions-end-of-entry"><h2>Our {P.year} Coverage Needs You</h2><p>{esc(support_text)}</p><p>Can’t afford to donate? Support HuffPost by creating a free account and log in while you read.</p>'
                   '<a class="cta" href="/support/contribute">Support HuffPost</a><a href="/account">Already contributed? Log in to hide these messages.</a></div>')
    if r.random() < 0.5:
        P.mark("tags")
        art.append('<div class="entry__tags">' + "".join(f'<a class="entry__tag" href="/topic/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 6))) + '<a class="go-home" href="/">Go To Homepage</a></div>')
    art.append("</article>")
    if r.random() < 0.65:
        P.mark("recirc")
        art.append('<section class="zone zone--more-in"><h2 class="zone__title">' + esc(r.choice(["Popular in the Community", "Trending", "More In " + sec])) + "</h2>" + "".join(
            f'<div class="card"><a class="card__headline" href="/entry/{slug(h)}"><h3>{esc(h)}</h3></a>' + (f'<div class="card__description">{esc(t)}</div>' if t else "") + "</div>"
            for h, t in recirculation(P, r.randint(4, 8), 0.5)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="footer">{link_list(P, ["About Us", "Advertise", "About Our Ads", "Contact Us", "RSS", "FAQ", "Careers", "User Agreement", "Comment Policy", "Privacy Policy", "Privacy Settings", "Archive"], "footer__links")}'
               f'<p class="footer__copyright">©{P.year} BuzzFeed, Inc. All rights reserved. The Huffington Post</p><p>HuffPost is part of BuzzFeed, Inc.</p></footer></div>')
    return document("en", head(P, site), "\n".join(out), ' class="entry-page"')


# ---------------------------------------------------------------------------------------------
# 7. A Yahoo News page with a partner's story (2020-2023): caas-body, the partner's "Most Read
#    from Bloomberg" list and "(Bloomberg) --" / "(Reuters) -" lead, a "Story continues" button
#    between the paragraphs, the partner's copyright line, a long stream of teasers with Atomic
#    CSS classes below; often a short story.

def t_yahoo(P):
    r = P.rng
    site = "Yahoo News"
    short = r.random() < 0.35
    if short:
        shorten(P)
    P.plan(dek=0, lists=0.06, subheads=0.2, quotes=0.15)
    partner = r.choice(["Bloomberg", "Reuters", "The Independent", "USA TODAY", "Associated Press", "Business Insider", "Yahoo Finance"])
    P.mark("partner:" + slug(partner))
    out = ['<div id="app"><div class="render-target-active">']
    if r.random() < 0.4:
        out.append(consent(P))
    out.append('<header id="header-wrapper"><div id="ybar"><a id="ybar-logo" href="https://www.yahoo.com/">Yahoo News</a>'
               '<form id="ybar-sf"><input id="ybar-sbq" type="text" placeholder="Search the web"></form><a class="ybar-mail" href="https://mail.yahoo.com">Mail</a><a href="https://login.yahoo.com">Sign in</a></div>'
               f'<nav class="C(#fff) Bgc(#6001d2)">{link_list(P, ["Home", "US", "Politics", "World", "Health", "Science", "Originals", "Contact Us"], "D(f) M(0) P(0)", "Mstart(10px)")}</nav></header>')
    art = ['<div id="Col1-0-ContentCanvas"><article class="caas-container caas-container-uuid" role="article">',
           f'<header class="caas-header"><div class="caas-title-wrapper"><h1 data-test-locator="headline">{esc(P.headline)}</h1></div></header>']
    P.mark("byline")
    art.append(f'<div class="caas-attr"><div class="caas-attr-provider"><a class="link caas-attr-provider-logo" href="#"><img alt="{attr(partner)}" src="https://s.yimg.com/cv/apiv2/{alnum(r, 10)}.png"></a></div>'
               f'<div class="caas-attr-meta"><div class="caas-attr-item-author"><span class="caas-author-byline-collapse">{esc(P.author)}</span></div>'
               f'<div class="caas-attr-time-style"><time datetime="{P.iso()}">{P.date_en(0)[:3]} {P.day}, {P.year}, {P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"}</time>'
               f'<span class="caas-attr-mins-read"> · {max(1, len(" ".join(P.paragraphs).split()) // 230)} min read</span></div></div>'
               + (f'<div class="caas-share-buttons">{share_bar(P, "caas-share", labels=False)}</div>' if r.random() < 0.6 else "") + "</div>")
    if r.random() < 0.6:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="caas-figure"><div class="caas-img-container">{img(P, cap, "caas-img", False)}</div><figcaption class="caption-collapse">{esc(cap)} {esc(credit)}</figcaption></figure>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.15)
    lead = {"Bloomberg": "(Bloomberg) -- ", "Reuters": f"{r.choice(DATELINE_CITIES).title()} (Reuters) - ", "Associated Press": f"{r.choice(DATELINE_CITIES)} (AP) — "}.get(partner)
    if lead:
        P.mark("source-lead")
        prefix_first(P, body, esc(lead))

    def ad():
        P.mark("ads")
        return f'<div class="caas-da"><div class="caas-da-label">Advertisement</div><div id="defaultLREC{r.randint(1, 4)}-sizer" class="D(ib)"></div></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<figure class="caas-figure">{img(P, cap, "caas-img")}<figcaption class="caption-collapse">{esc(cap)} {esc(credit)}</figcaption></figure>'

    def readmore():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p><strong>Read more: </strong><a href="https://www.yahoo.com/news/{slug(h)}-{r.randint(10**8, 10**9)}.html">{esc(h)}</a></p>'

    inserts = draw_inserts(P, len(body), [(2, ad), (1, figure), (1, readmore), (0.3, lambda: tweet(P))], (2, 4))
    if partner == "Bloomberg" and r.random() < 0.85:
        P.mark("most-read-from")
        inserts.setdefault(0, []).insert(0, f'<p>Most Read from {r.choice(["Bloomberg", "Bloomberg Businessweek"])}</p><ul>'
                                            + "".join(f'<li><p><a href="https://www.bloomberg.com/news/articles/{slug(h)}">{esc(h)}</a></p></li>' for h in (P.other_headline() for _ in range(5))) + "</ul>")
    if len(body) > 3 and r.random() < 0.75:
        P.mark("story-continues")
        inserts.setdefault(r.randint(2, min(4, len(body) - 2)), []).append('<div class="caas-readmore caas-readmore-collapse"><button class="link caas-button collapse-button" aria-label="Story continues" title="Story continues">Story continues</button></div>')
    tail = []
    if partner == "Bloomberg" and r.random() < 0.7:
        P.mark("partner-copyright")
        tail.append(f'<p>©{P.year} Bloomberg L.P.</p>')
    elif partner == "Associated Press" and r.random() < 0.6:
        P.mark("partner-copyright")
        tail.append(f"<p>Copyright {P.year} The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed without permission.</p>")
    art.append('<div class="caas-body-content"><div class="caas-content-wrapper"><div class="caas-body">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div></div></div>")
    art.append("</article></div>")
    if r.random() < 0.9:
        P.mark("stream")
        n = r.randint(12, 25) if short else r.randint(5, 12)
        items = []
        for h, t in recirculation(P, n, 0.9):
            items.append(f'<li class="js-stream-content Pos(r)"><div class="Cf"><div class="Fl(start) Pos(r) Mend(10px)"><img class="W(100%)" src="https://s.yimg.com/uu/api/res/1.2/{alnum(r, 16)}.jpg" alt=""></div>'
                         f'<div class="Ov(h) Pend(44px) Pstart(25px)"><div class="C(#959595) Fz(13px) Fw(b)">{esc(r.choice(["Reuters", "The Hill", "Associated Press", "USA TODAY", "Yahoo News", "Bloomberg", "Fox News", "CBS News"]))}</div>'
                         f'<h3 class="Mb(5px)"><a class="js-content-viewer Fw(b) Fz(18px) Lh(23px)" href="/news/{slug(h)}.html">{esc(h)}</a></h3>'
                         + (f'<p class="Fz(14px) Lh(19px) C(#5b636a) M(0)">{esc(t)}</p>' if t else "") + "</div></div></li>")
        art.append(f'<div id="Col1-2-Stream" class="Mt(30px)"><ul class="My(0) P(0) Wow(bw) Ov(h)">{"".join(items)}</ul></div>')
    if r.random() < 0.35:
        P.mark("comments")
        art.append('<div class="caas-comments"><h3>Comments</h3><ul>' + "".join(f'<li class="spcv_message"><b>{esc(w)}</b> <span>{a}</span><p>{esc(t)}</p><span>{l} replies</span></li>' for w, a, t, l in comments_items(P, r.randint(3, 9))) + "</ul></div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer id="footer">{link_list(P, ["Terms and Privacy Policy", "Your Privacy Choices", "CA Privacy Notice", "About Our Ads", "Help", "Feedback"], "D(ib)")}'
               f'<p>© {P.year} Yahoo. All rights reserved.</p></footer></div></div>')
    return document("en-US", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 8. An AP News page, 2019-2021 ("Article" data-key, Component- classes) or 2023
#    (RichTextStoryBody, Enhancement blocks): the "CITY (AP) —" dateline, ADVERTISEMENT slots,
#    related cards with a teaser; after "___" the contributor line, "Follow AP's coverage" and the
#    funding note (credits and promos, not gold, though AP prints them in the story).

def t_apnews(P):
    r = P.rng
    site = "AP News"
    if r.random() < 0.2:
        shorten(P)
    P.plan(dek=0, lists=0.05, subheads=0.15, quotes=0.2)
    new = r.random() < 0.5
    P.mark("ap:" + ("2023" if new else "2020"))
    c = lambda name: P.memo(name, lambda: f"Component-{name}-0-2-{r.randint(20, 180)}")
    out = ['<div id="root">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="{"Page-header" if new else c("header")}"><a href="/" class="logo">AP</a><nav>'
               + link_list(P, ["World", "U.S.", "Politics", "Sports", "Entertainment", "Business", "Science", "Fact Check", "Oddities", "Be Well", "Newsletters", "Photography", "Climate"], "Navigation-items" if new else c("nav"))
               + '</nav><a class="donate" href="/donate">Donate</a></header>')
    dateline = f"{r.choice(DATELINE_CITIES)} (AP) — "
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>" if new else "<p><strong>{}</strong></p>",
                      "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.2)
    P.mark("dateline")
    prefix_first(P, body, esc(dateline))

    def ad():
        P.mark("ads")
        if new:
            return f'<div class="Enhancement" data-align-center=""><div class="Enhancement-item"><div class="Advertisement"><span class="Advertisement-label">ADVERTISEMENT</span><bsp-ad data-slot="article-{r.randint(1, 9)}"></bsp-ad></div></div></div>'
        return f'<div class="{c("adContainer")}"><div class="ad-placeholder"><span>ADVERTISEMENT</span></div><div data-key="ad-{r.randint(1, 9)}" class="Ad"></div></div>'

    def related():
        P.mark("related")
        h, t = P.teaser()
        if new:
            return (f'<div class="Enhancement"><div class="Enhancement-item"><div class="PagePromo"><div class="PagePromo-media">{img(P, "")}</div><div class="PagePromo-content">'
                    f'<div class="PagePromo-title"><a class="Link" href="/article/{slug(h)}-{alnum(r, 32, "0123456789abcdef")}"><span class="PagePromoContentIcons-text">{esc(h)}</span></a></div>'
                    f'<div class="PagePromo-description"><span class="PagePromoContentIcons-text">{esc(t)}</span></div></div></div></div></div>')
        return f'<div class="{c("relatedStory")}" data-key="related-story"><a href="/article/{alnum(r, 32, "0123456789abcdef")}"><h3>{esc(h)}</h3><p>{esc(t)}</p></a></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        cap += f" ({r.choice(['AP Photo', 'AP Photo/' + P.person()])})"
        return f'<div class="{"Enhancement" if new else c("embed")}"><figure class="Figure">{img(P, cap)}<figcaption class="Figure-caption"><p>{esc(cap)}</p></figcaption></figure></div>'

    inserts = draw_inserts(P, len(body), [(2.5, ad), (1.2, related), (1, figure), (0.3, lambda: tweet(P))], (2, 4))
    tail = []
    if r.random() < 0.7:
        P.mark("ap-tail")
        tail.append("<p>___</p>")
        if r.random() < 0.7:
            names = [P.person() for _ in range(r.randint(1, 3))]
            who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            where = r.choice(CITIES)
            tail.append(f"<p>Associated Press writer{'s' if len(names) > 1 else ''} {esc(who)} in {esc(where)} contributed to this report.</p>")
        if r.random() < 0.6:
            hub = r.choice(["climate", "elections", "russia-ukraine", "immigration", "artificial-intelligence", "supreme-court", "us-news"])
            tail.append(f'<p>Follow AP’s coverage at <a href="https://apnews.com/hub/{hub}">https://apnews.com/hub/{hub}</a></p>')
        if r.random() < 0.35:
            tail.append("<p>___</p>")
            tail.append(f"<p>The Associated Press receives support from {esc(r.choice(['several private foundations', 'the Walton Family Foundation', 'the Howard Hughes Medical Institute’s Science and Educational Media Group']))} "
                        f"for its coverage of {esc(r.choice(BEATS))}. The AP is solely responsible for all content. Find AP’s standards for working with philanthropies, a list of supporters and funded coverage areas at AP.org.</p>")
    main = ['<main class="Page-content">' if new else f'<main class="{c("main")}"><div class="CardHeadline">']
    if new:
        main.append(f'<div class="Page-lead"><h1 class="Page-headline">{esc(P.headline)}</h1>')
    else:
        main.append(f'<h1 class="{c("heading")}">{esc(P.headline)}</h1>')
    P.mark("byline")
    names = [P.author] + ([P.person()] if r.random() < 0.35 else [])
    byline = "By " + " and ".join(f'<a class="Link" href="/author/{slug(n)}">{esc(n.upper() if not new else n)}</a>' for n in names)
    main.append(f'<div class="{"Page-byline" if new else c("signature")}"><span class="{"Page-authors" if new else c("bylines")}">{byline}</span>'
                f'<span class="Timestamp" data-source="{P.iso()}">{P.date_en(0)}</span></div>' + ("</div>" if not new else ""))
    if r.random() < 0.6:
        main.append(share_bar(P, "Page-actions" if new else c("share"), labels=False))
    if r.random() < 0.75:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        cap += f" (AP Photo/{P.person()})"
        main.append(f'<div class="{"Page-lead-media" if new else c("leadMedia")}"><figure class="Figure">{img(P, cap, None, False)}<figcaption class="Figure-caption">{esc(cap)}</figcaption></figure></div>'
                    + ("</div>" if new else ""))
    elif new:
        main.append("</div>")
    if new:
        main.append('<div class="Page-storyBody"><div class="RichTextStoryBody RichTextBody">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div></div>")
    else:
        main.append('<div class="Article" data-key="article">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div>")
    if r.random() < 0.5:
        P.mark("tags")
        main.append(f'<div class="{"Page-tags" if new else c("tagList")}"><ul>' + "".join(f'<li><a href="/hub/{slug(t)}">{esc(t)}</a></li>' for t in ["AP Top News"] + r.sample(SUBSECTIONS, r.randint(2, 5))) + "</ul></div>")
    if r.random() < 0.6:
        P.mark("recirc")
        main.append('<div class="PageListRightRailA"><h2>Most Read</h2><ul>' + "".join(
            f'<li><a href="/article/{slug(h)}">{esc(h)}</a>' + (f"<p>{esc(t)}</p>" if t else "") + "</li>" for h, t in recirculation(P, r.randint(4, 8), 0.4)) + "</ul></div>")
    main.append("</main>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer class="Page-footer"><div class="Page-footer-about"><p>The Associated Press is an independent global news organization dedicated to factual reporting. Founded in 1846, AP today remains the most trusted source of fast, accurate, unbiased news in all formats and the essential provider of the technology and services vital to the news business. More than half the world’s population sees AP journalism every day.</p></div>'
               f'{link_list(P, ["AP.org", "Careers", "Advertise with us", "Contact Us", "Accessibility Statement", "Terms of Use", "Privacy Policy", "Cookie Settings", "Do Not Sell or Share My Personal Information", "Limit Use and Disclosure of Sensitive Personal Information", "Notice at Collection"], "Page-footer-links")}'
               f'<p>Copyright {P.year} The Associated Press. All Rights Reserved.</p></footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 9. A Politico page (2020-2023): the headline as often an h2 as an h1, the body cut into several
#    page-content__row sections of div.story-text, with ad rows, Playbook sign-up boxes (and
#    their legal line), POLITICO Pro promos and related lists between them; "Filed under" tags.

def t_politico(P):
    r = P.rng
    site = "POLITICO"
    P.plan(dek=0.6, lists=0.08, subheads=0.25, quotes=0.2, dek_words=40)
    out = ['<div class="page-wrapper">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="global-header"><a class="logo" href="/">{esc(site)}</a><nav class="global-nav">'
               + link_list(P, ["Congress", "White House", "Elections", "Legal", "Playbook", "Newsletters", "Podcasts", "Magazine", "Video", "POLITICO Pro", "E&E News"], "global-nav__list")
               + '</nav><a class="log-in" href="/login">Log In</a></header>')
    if r.random() < 0.3:
        out.append(ticker(P, "Breaking News"))
    hd = "h2" if r.random() < 0.5 else "h1"
    P.mark("headline:" + hd)
    kicker = r.choice(["Congress", "White House", "Elections", "Politics", "Energy & Environment", "Defense", "Health Care", "Legal"])
    art = ['<main class="main"><article class="story-main-content">', '<section class="page-content__row"><div class="container container--story"><div class="summary"><header>',
           f'<p class="story-meta__kicker"><a href="/news/{slug(kicker)}">{esc(kicker.upper())}</a></p>', f'<{hd} class="headline">{esc(P.headline)}</{hd}>']
    if P.dek:
        art.append(f'<p class="dek">{esc(P.dek)}</p>')
    art.append("</header>")
    P.mark("byline")
    names = [P.author]
    if r.random() < 0.4:
        names.append(P.person())
    art.append('<div class="story-meta"><p class="story-meta__authors"><span class="vcard">By ' + " and ".join(f'<a class="fn" href="/staff/{slug(n)}">{esc(n)}</a>' for n in names) + "</span></p>"
               f'<p class="story-meta__timestamp"><time datetime="{P.iso()}">{P.month:02d}/{P.day:02d}/{P.year} {P.hour % 12 or 12:02d}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} EDT</time></p>'
               + (f'<p class="story-meta__updated">Updated: {P.month:02d}/{P.day:02d}/{P.year} {(P.hour + 1) % 12 or 12:02d}:{P.minute:02d} PM EDT</p>' if r.random() < 0.4 else "")
               + (share_bar(P, "story-share", labels=False) + '<span class="link-copied">Link Copied</span>' if r.random() < 0.6 else "") + "</div></div></div></section>")
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<section class="page-content__row"><figure class="art"><div class="fig-graphic">{img(P, cap, None, False)}</div><figcaption><p class="fig-caption">{esc(cap)}</p>'
                   f'<p class="credit">{esc(credit)}</p></figcaption></figure></section>')
    body = render(P, {"p": '<p class="story-text__paragraph">{}</p>', "h": '<h3 class="story-text__heading">{}</h3>',
                      "quote": '<blockquote class="story-text__quote"><p>{}</p></blockquote>'}, links=0.3)

    def ad():
        P.mark("ads")
        return (f'<section class="page-content__row page-content__row--ad"><div class="ad ad--inline"><p class="ad__label">Advertisement</p>'
                f'<div id="pol-{r.randint(1, 9):02d}" class="ad-slot"></div></div></section>')

    def playbook():
        P.mark("newsletter")
        name = r.choice(["POLITICO Playbook", "Huddle", "West Wing Playbook", "Inside Congress", "California Playbook", "Morning Score"])
        return (f'<section class="page-content__row"><aside class="story-enhancement newsletter-promo"><div class="newsletter-promo__header"><h3>Sign up for {esc(name)} and get the latest news, every morning — in your inbox.</h3></div>'
                '<form class="newsletter-promo__form"><input type="email" placeholder="Your Email"><select><option>Employer</option></select><select><option>Job Title</option></select><button>Sign Up</button></form>'
                '<p class="legal">By signing up, you acknowledge and agree to our Privacy Policy and Terms of Service. You may unsubscribe at any time by following the directions at the bottom of the email or by contacting us here. '
                'This sign-up form is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p></aside></section>')

    def pro():
        P.mark("pro-promo")
        topic = r.choice(["energy", "health care", "technology", "trade", "financial services", "agriculture", "transportation"])
        return (f'<section class="page-content__row"><aside class="story-enhancement pro-promo"><p class="pro-promo__label">POLITICO Pro</p><p>Get the latest on {topic} policy with POLITICO Pro: '
                'real-time coverage, policy intelligence tools and the insider access professionals rely on.</p><a href="/pro/free-trial">Request a free trial</a></aside></section>')

    def related():
        P.mark("related")
        return ('<section class="page-content__row"><aside class="story-related"><h3 class="story-related__title">Related</h3><ul>'
                + "".join(f'<li><a href="/news/{P.year}/{P.month:02d}/{P.day:02d}/{slug(h)}-{r.randint(10**5, 10**6)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(1, 3)))) + "</ul></aside></section>")

    def photo():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<section class="page-content__row"><figure class="story-photo">{img(P, cap)}<figcaption><p class="fig-caption">{esc(cap)}</p><p class="credit">{esc(credit)}</p></figcaption></figure></section>'

    cuts = draw_inserts(P, len(body), [(2.5, ad), (1.2, playbook), (0.7, pro), (1, related), (0.6, photo)], (1, 3))
    P.mark("split-body")
    rows, chunk = [], []
    for i, b in enumerate(body):
        chunk.append(b)
        if i in cuts or i == len(body) - 1:
            rows.append('<section class="page-content__row page-content__row--story main-article-body"><div class="container"><div class="story-text">\n' + "\n".join(chunk) + "\n</div></div></section>")
            chunk = []
            rows.extend(cuts.get(i, []))
    art.append("\n".join(rows))
    if r.random() < 0.35:
        P.mark("contributed")
        art.append(f'<section class="page-content__row"><div class="story-text"><p class="story-text__paragraph"><em>{esc(P.person())} contributed to this report.</em></p></div></section>')
    if r.random() < 0.55:
        P.mark("tags")
        art.append('<section class="page-content__row"><div class="story-tags"><p>Filed under: ' + ", ".join(f'<a href="/news/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 6))) + "</p></div></section>")
    if r.random() < 0.4:
        P.mark("bio")
        art.append(f'<section class="page-content__row"><div class="author-bio"><p>{esc(P.bio(site=site))}</p></div></section>')
    art.append("</article>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<section class="media-item-list"><h2>Most Read</h2><ol>' + "".join(f'<li><a href="/news/{slug(h)}">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(5))) + "</ol></section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="global-footer">{link_list(P, ["About Us", "Advertising", "Breaking News Alerts", "Careers", "Credit Card Payments", "Digital Edition", "FAQ", "Feedback", "Headlines", "Photos", "Press", "Print Subscriptions", "Request A Correction", "Write For Us", "RSS", "Site Map", "Terms of Service", "Privacy Policy", "Do not sell my info"], "footer-links")}'
               f'<p>© {P.year} POLITICO LLC</p></footer></div>')
    return document("en", head(P, site), "\n".join(out), ' class="story"')


# ---------------------------------------------------------------------------------------------
# 10. A Business Insider page (2019-2023): post-headline, the key points as a summary-list (the
#     standfirst's sentences, gold), content-lock-content, "Read more:" lines, figures with a
#     source caption, "Loading Something is loading." placeholders, the app and newsletter
#     pitches; an Insider Reviews list article with product cards and the affiliate disclosure.

def t_business_insider(P):
    r = P.rng
    site = r.choice(["Business Insider", "Insider"])
    reviews = r.random() < 0.35
    P.plan(dek=0.7, lists=0.06, subheads=0 if reviews else 0.35, quotes=0.15, dek_words=55)
    ends = listicle(P, pool=SHOP_TITLES, numbered=r.random() < 0.4) if reviews else []
    bullets = dek_bullets(P)
    out = ['<div id="site-wrapper">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="site-header"><a class="logo" href="/" aria-label="{attr(site)}">{svg("bookmark", 120)}</a><nav class="vertical-nav">'
               + link_list(P, ["Tech", "Finance", "Markets", "Politics", "Strategy", "Retail", "Transportation", "Reviews", "Video", "Big Business", "Innovation"], "vertical-nav__list")
               + '</nav><a class="subscribe-btn" href="/subscription">Subscribe</a><a href="/login">Log in</a></header>')
    art = ['<main id="l-content"><article class="post-content" data-post-type="post">']
    if r.random() < 0.6:
        art.append(f'<div class="post-breadcrumbs"><a href="/{slug(r.choice(["Tech", "Finance", "Politics", "Reviews", "Science"]))}">{esc(r.choice(["Tech", "Finance", "Politics", "Reviews", "Science", "Economy"]))}</a></div>')
    art.append(f'<section class="post-headline"><h1 class="post-headline">{esc(P.headline)}</h1></section>')
    P.mark("byline")
    art.append(f'<div class="byline-wrapper"><div class="byline-author headline-regular"><a class="byline-author-name" href="/author/{slug(P.author)}">{esc(P.author)}</a></div>'
               f'<div class="byline-timestamp headline-regular" data-timestamp="{P.iso()}">{P.date_en(0)[:3]} {P.day}, {P.year}, {P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} EDT</div>'
               '<a class="read-in-app" href="/app">Read in app</a></div>')
    if r.random() < 0.6:
        P.mark("share")
        art.append('<div class="share-bar">' + "".join(f'<a class="share-button" href="#share-{n}"><svg role="img" width="16" height="16"><title>{t}</title></svg><span class="share-label">{t}</span></a>'
                                                      for n, t in [("facebook", "Facebook"), ("email", "Email"), ("twitter", "Twitter"), ("link", "Copy Link")]) + '<button class="save-button">Save Article Icon A bookmark</button></div>')
    if reviews:
        P.mark("disclosure")
        art.append(f'<p class="affiliate-disclaimer">When you buy through our links, {esc(site)} may earn an affiliate commission. <a href="/insider-reviews-commerce-policy">Learn more</a></p>')
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="figure image-figure-image" data-type="img"><div class="lazy-holder">{img(P, cap, "lazy-image", False)}</div>'
                   f'<figcaption class="image-caption-container"><span class="image-caption">{esc(cap)}</span> <span class="image-source-caption">{esc(credit)}</span></figcaption></figure>')
    if bullets:
        art.append('<ul class="summary-list">' + "".join(f"<li>{esc(b)}</li>" for b in bullets) + "</ul>")
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.35)

    def readmore():
        P.mark("readmore")
        h = P.other_headline()
        return f'<p><strong>Read more: </strong><a href="/{slug(h)}-{P.year}-{P.month}" data-analytics-module="body_link">{esc(h)}</a></p>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return (f'<figure class="figure image-figure-image" data-type="img"><div class="lazy-holder">{img(P, cap, "lazy-image")}</div>'
                f'<figcaption class="image-caption-container"><span class="image-caption">{esc(cap)}</span> <span class="image-source-caption">{esc(credit)}</span></figcaption></figure>')

    def loading():
        P.mark("loading-placeholder")
        return f'<div class="inline-video-player" data-e2e-name="video-player"><div class="loading-spinner" aria-hidden="true"><span class="sr-only">Loading</span><span>Something is loading.</span></div>{video_player(P, "bi-video")}</div>'

    def ad():
        P.mark("ads")
        return f'<div class="in-post-ad"><div class="ad-label">Advertisement</div><div class="ad-callout-wrapper" data-ad-slot="in_post_{r.randint(1, 9)}"></div></div>'

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="post-newsletter-signup"><p class="newsletter-title">{esc(r.choice(["Insider Today", "Tech Memo", "Morning Brief"]))}</p><p>{esc(r.choice(PITCH_EN))}</p>'
                '<form><input type="email" placeholder="Email address"><button>Sign up</button></form><p class="newsletter-legal">By clicking ‘Sign up’, you agree to receive marketing emails from Insider as well as other partner offers and accept our Terms of Service and Privacy Policy.</p>'
                '<p class="newsletter-thanks" hidden>Thanks for signing up!</p><p class="newsletter-app">Access your favorite topics in a personalized feed while you’re on the go.</p></div>')

    def card():
        P.mark("product-box")
        name, price, shop = product(P)
        return (f'<div class="product-card"><div class="product-card-image">{img(P, name)}</div><div class="product-card-content"><p class="product-card-title">{esc(name)}</p>'
                f'<p class="product-card-price"><span>{price} from {esc(shop)}</span></p><p class="product-card-rating">{r.randint(38, 49) / 10} out of 5 stars</p>'
                f'<a class="product-cta" href="https://www.{slug(shop).replace("-", "")}.com/{alnum(r, 10)}" rel="sponsored nofollow">Check price</a></div></div>')

    if reviews:
        inserts = {}
        for i in ends[:-1]:
            inserts.setdefault(i, []).append(card() if r.random() < 0.75 else figure())
        for i, v in draw_inserts(P, len(body), [(1, ad), (0.4, newsletter)], (3, 5)).items():
            inserts.setdefault(i, []).extend(v)
    else:
        inserts = draw_inserts(P, len(body), [(2, ad), (1.5, readmore), (1, figure), (0.5, loading), (0.5, newsletter), (0.3, lambda: tweet(P))], (2, 4))
    art.append('<div id="piano-inline-content-wrapper" data-piano-inline-content-wrapper><div class="content-lock-content">\n' + weave(P, body, inserts) + "\n</div></div>")
    if r.random() < 0.4:
        P.mark("paywall")
        art.append(f'<div class="piano-inline-paywall"><h3>Read the full story with a subscription</h3><p>{esc(r.choice(PAYWALL_EN))}</p><a href="/subscription">Subscribe</a></div>')
    if r.random() < 0.45:
        P.mark("tags")
        art.append('<div class="post-tags">' + "".join(f'<a class="post-tag" href="/category/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</div>")
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append('<section class="more-stories"><h2>Keep reading</h2>' + "".join(
            f'<div class="tout"><a class="tout-title-link" href="/{slug(h)}">{esc(h)}</a>' + (f'<div class="tout-copy">{esc(t)}</div>' if t else "") + "</div>"
            for h, t in recirculation(P, r.randint(3, 8), 0.5)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer"><p>* Copyright © {P.year} Insider Inc. All rights reserved. Registration on or use of this site constitutes acceptance of our Terms of Service and Privacy Policy.</p>'
               f'{link_list(P, ["Contact Us", "Masthead", "Sitemap", "Disclaimer", "Accessibility", "Commerce Policy", "CA Privacy Rights", "Coupons", "Made in NYC", "Jobs @ Insider", "Stock quotes by finanzen.net", "Reprints & Permissions"], "footer-links")}</footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 11. A TechCrunch page (2019-2022): article__title, article__byline with the Twitter handle,
#     article-content with p#speakable-summary, wp-block images whose captions are only "Image
#     Credits", event and TechCrunch+ promos between paragraphs, a Crunchbase card (a definition
#     list that is not the story's), the Daily Crunch box, "More TechCrunch".

def t_techcrunch(P):
    r = P.rng
    site = "TechCrunch"
    P.plan(dek=0.1, lists=0.12, subheads=0.3, quotes=0.2)
    out = ['<div class="site-container">']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="site-navigation"><a class="logo-link" href="/">{svg("bookmark", 60)}<span class="screen-reader-text">{esc(site)}</span></a><nav>'
               + link_list(P, ["Login", "Search", "Startups", "Venture", "Security", "AI", "Crypto", "Apps", "Events", "Podcasts", "Newsletters", "TechCrunch+"], "menu")
               + "</nav></header>")
    art = ['<main class="content-wrap"><article class="article-container article--post">', '<header class="article__header"><div class="article__title-wrapper">',
           f'<div class="article__primary-category"><a href="/category/{slug(r.choice(["Startups", "Venture", "Apps", "Enterprise"]))}/">{esc(r.choice(["Startups", "Venture", "Apps", "Enterprise", "Hardware", "Fintech"]))}</a></div>',
           f'<h1 class="article__title">{esc(P.headline)}</h1>']
    P.mark("byline")
    art.append(f'<div class="article__byline-wrapper"><div class="article__byline"><a href="/author/{slug(P.author)}/">{esc(P.author)}</a>'
               f'<span class="article__byline__meta"><a href="https://twitter.com/{person_handle(P.author)}">@{person_handle(P.author)}</a> / </span>'
               f'<time class="full-date-time" datetime="{P.iso()}">{P.hour % 12 or 12}:{P.minute:02d} {"am" if P.hour < 12 else "pm"} {"PDT"} • {P.date_en(0)}</time></div>'
               '<a class="article__comments" href="#comments">Comment</a></div></div>')
    if P.dek:
        art.append(f'<p class="article__dek">{esc(P.dek)}</p>')
    art.append("</header>")
    if r.random() < 0.8:
        P.mark("lead-image")
        art.append(f'<div class="article__featured-image-wrapper">{img(P, "", "article__featured-image", False)}'
                   f'<div class="article__featured-image-caption"><strong>Image Credits:</strong> {esc(r.choice([P.person(), r.choice(AGENCIES), "TechCrunch", P.person() + " / Getty Images"]))}</div></div>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": '<blockquote class="wp-block-quote"><p>{}</p></blockquote>'}, links=0.4)
    if body and P.blocks[0][0] == "p":
        body[0] = body[0].replace("<p>", '<p id="speakable-summary">', 1)

    def figure():
        P.mark("figures")
        return (f'<figure class="wp-block-image size-large">{img(P, "")}<figcaption class="wp-element-caption"><strong>Image Credits:</strong> '
                f'{esc(r.choice([company(P), P.person(), "TechCrunch", "Screenshot / TechCrunch"]))}</figcaption></figure>')

    def event():
        P.mark("event-promo")
        return (f'<div class="article__event-cta"><p><a href="/events/disrupt-{P.year}/">Join us at TechCrunch Disrupt {P.year}</a> in San Francisco this {r.choice(["October", "September"])}. '
                f'Hear from {r.randint(100, 250)} speakers, meet {r.randint(500, 1500)} startups and network with {r.randint(8, 12)},000 founders, investors and tech leaders. '
                f'Prices go up {r.choice(["Friday", "at midnight", "soon"])}: register now and save up to ${r.randint(3, 9)}00.</p></div>')

    def plus():
        P.mark("plus-promo")
        h, t = P.teaser()
        return (f'<div class="piano-inline-promo"><span class="tc-plus-badge">TechCrunch+</span><a href="/{P.year}/{P.month:02d}/{P.day:02d}/{slug(h)}/"><h3>{esc(h)}</h3></a>'
                f'<p>{esc(t)}</p><a class="cta" href="/subscribe/">Join TechCrunch+</a></div>')

    def embed():
        return f'<div class="embed breakout">{tweet(P)}</div>'

    def ad():
        P.mark("ads")
        return f'<div class="ad-unit" id="tc-ad-{r.randint(1, 9)}" data-slot="article-body"><span class="ad-unit__label">Advertisement</span></div>'

    inserts = draw_inserts(P, len(body), [(1.5, figure), (1, event), (0.8, plus), (0.6, embed), (1.5, ad)], (2, 5))
    art.append('<div class="article-content">\n' + weave(P, body, inserts) + "\n</div>")
    if r.random() < 0.55:
        P.mark("crunchbase")
        name = company(P)
        investors = ", ".join(f"{r.choice(LAST)} {r.choice(['Ventures', 'Capital', 'Partners'])}" for _ in range(r.randint(1, 3)))
        art.append(f'<div class="article__crunchbase"><div class="crunchbase-card"><h4 class="crunchbase-card__header">Crunchbase</h4><div class="crunchbase-card__name"><a href="https://www.crunchbase.com/organization/{slug(name)}">{esc(name)}</a></div>'
                   f'<dl class="crunchbase-card__details"><dt>Founded</dt><dd>{r.randint(2005, 2021)}</dd><dt>Location</dt><dd>{esc(r.choice(CITIES))}</dd>'
                   f'<dt>Total Funding</dt><dd>${r.randint(2, 480)}M</dd><dt>Investors</dt><dd>{esc(investors)}</dd><dt>Description</dt><dd>{esc(name)} develops {esc(r.choice(FIELDS))} tools for businesses.</dd></dl></div></div>')
    if r.random() < 0.6:
        P.mark("tags")
        art.append('<div class="article__tags"><ul>' + "".join(f'<li><a class="tag" href="/tag/{slug(t)}/">{esc(t)}</a></li>' for t in r.sample(["Startups", "Fundraising", "Exclusive", "TC", "Apps", "AI", "Venture Capital", "Enterprise", "Europe", "Fintech", "Security"], r.randint(2, 5))) + "</ul></div>")
    if r.random() < 0.45:
        P.mark("newsletter")
        art.append('<div class="newsletter-signup"><h3>Get the industry’s biggest tech news</h3><p><strong>TechCrunch Daily News</strong> Every weekday and Sunday, you can get the best of TechCrunch’s coverage.</p>'
                   '<p><strong>Startups Weekly</strong> Startups are the core of TechCrunch, so get our best coverage delivered weekly.</p><form><input type="email" placeholder="Email"><button>Subscribe</button></form>'
                   '<p class="legal">By submitting your email, you agree to our Terms and Privacy Notice.</p></div>')
    if r.random() < 0.35:
        P.mark("bio")
        art.append(f'<div class="article__author-bio"><h3>{esc(P.author)}</h3><p>{esc(P.bio(site=site))}</p></div>')
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append('<section class="more-from-tc"><h2>More TechCrunch</h2>' + "".join(
            f'<div class="post-block post-block--unread"><h3 class="post-block__title"><a class="post-block__title__link" href="/{slug(h)}/">{esc(h)}</a></h3>'
            + (f'<div class="post-block__content">{esc(t)}</div>' if t else "") + f'<div class="river-byline"><span class="river-byline__authors">{esc(P.person())}</span></div></div>'
            for h, t in recirculation(P, r.randint(3, 7), 0.75)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer">{link_list(P, ["About TechCrunch", "Staff", "Contact Us", "Advertise", "Crunchboard Jobs", "Site Map", "Terms of Service", "Privacy Policy", "RSS Terms of Use", "Code of Conduct"], "footer-nav")}'
               f'<p>© {P.year} Yahoo. All rights reserved. Powered by WordPress VIP.</p></footer></div>')
    return document("en-US", head(P, site), "\n".join(out), ' class="post-template-default single single-post"')


# ---------------------------------------------------------------------------------------------
# 12. An Al Jazeera English page (2021-2023): article-header with the subhead in <em>, the
#     article-info-block, captions with bracketed credits, wysiwyg wysiwyg--all-content holding
#     a "Keep reading" list ("list 1 of 4") and a newsletter box, "SOURCE: AL JAZEERA AND NEWS
#     AGENCIES", the "Follow Al Jazeera English" block.

def t_aljazeera(P):
    r = P.rng
    site = "Al Jazeera"
    P.plan(dek=0.8, lists=0.06, subheads=0.3, quotes=0.2, dek_words=45)
    out = ['<div class="container--header"><a class="skip-link" href="#main-content-area">Skip to Content</a>']
    if r.random() < 0.5:
        out.append(consent(P))
    out.append(f'<header class="site-header"><a class="site-logo" href="/">{esc(site)}</a><nav class="site-header__navigation">'
               + link_list(P, ["News", "Middle East", "Explained", "Opinion", "Sport", "Video", "Features", "Economy", "Human Rights", "Climate Crisis", "Investigations", "Interactives"], "menu header-menu", "menu__item")
               + '</nav><a class="site-header__live-menu" href="/live">Live</a></header></div>')
    topics = r.sample(["News", "Israel-Palestine conflict", "Politics", "Climate", "Health", "Russia-Ukraine war", "Elections", "Human Rights", "Economy"], 2)
    art = ['<main id="main-content-area" class="container"><div class="article-header">',
           '<div class="topics">' + "<span>|</span>".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in topics) + "</div>",
           f'<header class="article-header"><h1>{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<p class="article__subhead css-1wt8oh6"><em>{esc(P.dek)}</em></p>')
    art.append("</header></div>")
    P.mark("byline")
    art.append(f'<div class="article-info-block"><div class="article-author"><div class="article-author-name"><span>By </span><a class="author-link" href="/author/{slug(P.author)}">{esc(P.author)}</a></div></div>'
               f'<div class="article-dates"><div class="date-simple css-1yjq2zp"><span class="screen-reader-text">Published On {P.day} {P.date_en(2).split()[1][:3]} {P.year}</span><span aria-hidden="true">{P.day} {P.date_en(2).split()[1][:3]} {P.year}</span></div></div>'
               + (share_bar(P, "article-social-share", labels=False) if r.random() < 0.7 else "") + "</div>")
    if r.random() < 0.85:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="article-featured-image"><div class="responsive-image">{img(P, cap, None, False)}</div><figcaption>{esc(cap)} [{esc(credit.split(":")[-1].strip(" ()"))}]</figcaption></figure>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.25)

    def keep_reading():
        P.mark("keep-reading")
        hs = [P.other_headline() for _ in range(4)]
        return ('<div class="more-on"><h2 class="more-on__heading">Keep reading</h2><ul class="more-on__list">'
                + "".join(f'<li class="more-on__item"><span class="screen-reader-text">list {i + 1} of 4</span><article class="gc gc--type-post gc--with-image"><div class="gc__content"><div class="gc__header-wrap">'
                          f'<h3 class="gc__title"><a class="u-clickable-card__link" href="/news/{P.year}/{P.month}/{P.day}/{slug(h)}"><span>{esc(h)}</span></a></h3></div></div></article></li>' for i, h in enumerate(hs))
                + '<li class="screen-reader-text">end of list</li></ul></div>')

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="newsletter-signup"><div class="newsletter-signup__title">Sign up for Al Jazeera</div><h3>{esc(r.choice(["Americas Coverage Newsletter", "Weekly Newsletter", "Breaking News Alerts"]))}</h3>'
                '<p>US politics, Canada’s multiculturalism, South America’s geopolitical rise—we bring you the stories that matter.</p><form><input type="email" placeholder="E-mail address"><button>Subscribe</button></form>'
                '<p class="newsletter-signup__legal">By signing up, you agree to our Privacy Policy</p><p class="newsletter-signup__recaptcha">protected by reCAPTCHA</p></div>')

    def ad():
        P.mark("ads")
        return f'<div class="container--ads container--ads-mpu-mid"><div class="ads-label">Advertisement</div><div id="mpu{r.randint(1, 5)}" class="advertisement"></div></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<figure class="wp-caption aligncenter">{img(P, cap)}<figcaption class="wp-caption-text">{esc(cap)} [{esc(credit.split(":")[-1].strip(" ()"))}]</figcaption></figure>'

    inserts = draw_inserts(P, len(body), [(2, ad), (1.2, figure), (0.5, lambda: tweet(P))], (2, 4))
    if len(body) > 3 and r.random() < 0.75:
        inserts.setdefault(r.randint(1, 3), []).insert(0, keep_reading())
    if len(body) > 5 and r.random() < 0.5:
        inserts.setdefault(r.randint(4, len(body) - 2), []).append(newsletter())
    tail = []
    source_in_body = r.random() < 0.5
    if source_in_body:
        P.mark("source-line")
        tail.append(f'<p><strong>SOURCE:</strong> {esc(r.choice(["AL JAZEERA AND NEWS AGENCIES", "AL JAZEERA", "NEWS AGENCIES", "REUTERS"]))}</p>')
    art.append('<div class="wysiwyg wysiwyg--all-content css-1ck9wyi" aria-live="polite">\n' + weave(P, body, inserts) + "\n" + "\n".join(tail) + "\n</div>")
    if not source_in_body and r.random() < 0.7:
        P.mark("source-line")
        art.append(f'<div class="article-source">Source: {esc(r.choice(["Al Jazeera and news agencies", "Al Jazeera", "Reuters", "AFP"]))}</div>')
    if r.random() < 0.6:
        P.mark("follow-block")
        art.append('<div class="follow-aje"><h3>Follow Al Jazeera English:</h3><ul>' + "".join(f'<li><a href="https://{n}.com/aljazeera">{svg(n)}<span class="screen-reader-text">{n}</span></a></li>' for n in ["facebook", "twitter"]) + "</ul></div>")
    if r.random() < 0.7:
        P.mark("recirc")
        hs = [P.other_headline() for _ in range(r.randint(4, 6))]
        art.append('<section class="most-read-container"><h2>Most Read</h2><ul>' + "".join(
            f'<li><span class="screen-reader-text">list {i + 1} of {len(hs)}</span><a href="/news/{slug(h)}"><span>{esc(h)}</span></a></li>' for i, h in enumerate(hs)) + "</ul></section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer"><div class="footer-menu">{link_list(P, ["About", "Our Channels", "Code of Ethics", "Terms and Conditions", "EU/EEA Regulatory Notice", "Privacy Policy", "Cookie Policy", "Cookie Preferences", "Accessibility Statement", "Sitemap", "Work for us", "HR Quality", "Contact Us", "Tip Off"], "menu footer-menu")}</div>'
               f'<p class="site-footer__copyright">© {P.year} Al Jazeera Media Network</p></footer>')
    return document("en", head(P, site), "\n".join(out), ' class="single-post"')


# ---------------------------------------------------------------------------------------------
# 13. An Independent page (2020-2023): styled-components class names, a standfirst h2, "Read
#     More" lists between paragraphs, the newsletter box with its privacy and template text, the
#     "Support free-thinking journalism" ask, the commenting-forum pitch.

def t_independent(P):
    r = P.rng
    site = "The Independent"
    P.plan(dek=0.85, lists=0.06, subheads=0.3, quotes=0.25, dek_words=50)
    k = lambda comp: P.memo(comp, lambda: styled(r))
    out = [f'<div id="__next"><div class="{k("Page")}">']
    if r.random() < 0.6:
        out.append(consent(P))
    out.append(f'<header class="{k("Header")}"><a class="{k("Logo")}" href="/" aria-label="{attr(site)}">{svg("bookmark", 140)}</a><nav class="{k("Nav")}">'
               + link_list(P, ["News", "Sport", "Voices", "Culture", "Lifestyle", "Travel", "Premium", "Climate", "Independent TV", "Money", "Tech", "Indy100", "Puzzles"], k("NavList"), k("NavItem"))
               + f'</nav><a class="{k("Subscribe")}" href="/subscribe">Subscribe now</a><a class="{k("Login")}" href="/login">Log in</a></header>')
    if r.random() < 0.4:
        out.append(ticker(P, "LIVE"))
    sec = r.choice(["News", "UK", "World", "Americas", "Politics", "Science", "Climate", "Tech", "Football", "Culture"])
    art = [f'<main class="{k("Main")}"><article class="{k("Article")}">', f'<div class="{k("Breadcrumbs")}"><a href="/{slug(sec)}">{esc(sec)}</a></div>',
           f'<header class="{k("ArticleHeader")}" id="articleHeader"><h1 class="{k("Headline")}">{esc(P.headline)}</h1>']
    if P.dek:
        art.append(f'<h2 class="{k("Standfirst")}">{esc(P.dek)}</h2>')
    P.mark("byline")
    art.append(f'<div class="{k("Byline")}"><span class="{k("AuthorName")}"><a class="author-name" href="/author/{slug(P.author)}">{esc(P.author)}</a></span>'
               f'<span class="{k("Date")}"><time datetime="{P.iso()}">{P.date_en(2)} {P.hour:02d}:{P.minute:02d}</time></span>'
               + (f'<a class="{k("CommentCount")}" href="#comments">{svg("comment", 16)}<span>{r.randint(1, 900)}</span></a>' if r.random() < 0.6 else "") + "</div></header>")
    if r.random() < 0.6:
        art.append(share_bar(P, k("Share"), labels=False))
    if r.random() < 0.55:
        P.mark("donate")
        art.append(f'<div class="{k("SupportAsk")}"><h3>{esc(r.choice(["Support free-thinking journalism and attend Independent events", "Independent journalism needs you", "Help us keep journalism free"]))}</h3>'
                   "<p>Our mission is to deliver unbiased, fact-based reporting that holds power to account and exposes the truth. Whether $5 or $50, every contribution counts. "
                   "Support us to deliver journalism without an agenda.</p><a href=\"/donate\">Donate</a></div>")
    if r.random() < 0.8:
        P.mark("lead-image")
        cap, credit = figure_parts(P)
        art.append(f'<figure class="{k("Figure")}"><div class="{k("ImageWrap")}">{img(P, cap, None, False)}</div><figcaption class="{k("Caption")}"><span>{esc(cap)}</span> <span class="{k("Credit")}">({esc(credit)})</span></figcaption></figure>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": f'<blockquote class="{k("Quote")}"><p>{{}}</p></blockquote>'}, links=0.3)

    def readmore():
        P.mark("readmore")
        hs = [P.other_headline() for _ in range(r.randint(1, 4))]
        return (f'<div class="{k("InlineReadMore")} inline-readmore"><p><strong>Read More</strong></p><ul>'
                + "".join(f'<li><a href="/{slug(sec)}/{slug(h)}-b{r.randint(10**6, 10**7)}.html">{esc(h)}</a></li>' for h in hs) + "</ul></div>")

    def newsletter():
        P.mark("newsletter")
        return (f'<div class="{k("Newsletter")}" data-newsletter-key="{r.choice(["morning-headlines", "evening-headlines", "inside-washington", "climate"])}">'
                f'<h3>Sign up to our free {esc(r.choice(["Morning Headlines", "Evening Headlines", "Inside Washington", "Climate", "Living Well"]))} email for the latest news</h3>'
                '<form><input type="email" placeholder="Email"><button>SIGN UP</button></form>'
                '<p>I would like to be emailed about offers, events and updates from The Independent. Read our privacy notice</p>'
                '<p class="thanks">Thanks for signing up to the email</p>'
                '<p class="error">{{ #verifyErrors }}{{ message }}{{ /verifyErrors }}{{ ^verifyErrors }}Something went wrong. Please try again later{{ /verifyErrors }}</p></div>')

    def ad():
        P.mark("ads")
        return f'<div class="{k("Ad")}"><div class="ad-label">Advertisement</div><div id="mpu_{r.randint(1, 9)}" class="dfp-ad"></div></div>'

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<figure class="{k("Figure")}">{img(P, cap)}<figcaption class="{k("Caption")}"><span>{esc(cap)}</span> <span class="{k("Credit")}">({esc(credit)})</span></figcaption></figure>'

    def video():
        return f'<div class="{k("Video")}">{video_player(P, "jw-player")}</div>'

    inserts = draw_inserts(P, len(body), [(2, ad), (1.8, readmore), (0.8, figure), (0.7, newsletter), (0.5, video), (0.4, lambda: tweet(P))], (2, 4))
    art.append(f'<div id="main" class="{k("Body")}">\n' + weave(P, body, inserts) + "\n</div>")
    if r.random() < 0.5:
        P.mark("tags")
        art.append(f'<div class="{k("Topics")}"><h3>More about</h3>' + "".join(f'<a href="/topic/{slug(t)}">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(3, 7))) + "</div>")
    if r.random() < 0.6:
        P.mark("comments")
        art.append(f'<div id="comments" class="{k("Comments")}"><h3>Join our commenting forum</h3><p>Join thought-provoking conversations, follow other Independent readers and see their replies</p>'
                   f'<button>{r.randint(0, 800)} Comments</button>'
                   + ("".join(f'<div class="comment"><b>{esc(w)}</b> <span>{a}</span><p>{esc(t)}</p></div>' for w, a, t, l in comments_items(P, r.randint(2, 5))) if r.random() < 0.5 else "") + "</div>")
    art.append("</article>")
    if r.random() < 0.7:
        P.mark("recirc")
        art.append(f'<section class="{k("MostPopular")}"><h2>{esc(r.choice(["Most popular", "Popular videos", "Sponsored Features", "Bulletin"]))}</h2>' + "".join(
            f'<div class="{k("Card")}"><a href="/{slug(h)}"><h3>{esc(h)}</h3></a>' + (f"<p>{esc(t)}</p>" if t else "") + "</div>" for h, t in recirculation(P, r.randint(4, 8), 0.4)) + "</section>")
    art.append("</main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="{k("Footer")}">{link_list(P, ["Contact us", "Jobs", "Subscribe", "Advertising guide", "Syndication", "Evening Standard", "Privacy notice", "Cookie policy", "Donations Terms & Conditions", "User policies", "Modern Slavery Act", "Code of conduct and complaints", "Contributors", "All topics", "Archive", "Install our apps"], k("FooterList"))}'
               f'<p>Independent Digital News &amp; Media Ltd. Registered in England No. 03341424. © {P.year} Independent Digital News &amp; Media Ltd.</p></footer></div></div>')
    return document("en-GB", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 14. A Times of India page: the story as text in one div, paragraphs separated by <br><br> (the
#     older div.Normal in arttextxml, or the later _s30J-like hashed classes), "Also Read"
#     boxes and ads inside that div, the app line; often a brief (60-120 words) followed by long
#     lists of other stories with teasers, and readers' comments.

def t_times_of_india(P):
    r = P.rng
    site = "The Times of India"
    short = r.random() < 0.45
    if short:
        shorten(P)
    P.plan(dek=0.25, lists=0.03, subheads=0.15, quotes=0.05, dek_words=40)
    old = r.random() < 0.4
    P.mark("toi:" + ("normal" if old else "hashed"))
    h = lambda name: P.memo(name, lambda: "_" + alnum(r, r.choice([4, 5]), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"))
    city = r.choice(["Mumbai", "Delhi", "Bengaluru", "Kolkata", "Chennai", "Hyderabad", "Pune", "Ahmedabad", "Lucknow", "Jaipur"])
    out = ['<div id="app">']
    if r.random() < 0.35:
        out.append(consent(P))
    out.append(f'<header class="{h("hdr")}"><a class="{h("logo")}" href="/">{esc(site)}</a><nav class="{h("nav")}">'
               + link_list(P, ["Home", "City", "India", "World", "Business", "Tech", "Cricket", "Sports", "Entertainment", "TV", "Web Series", "Life & Style", "Astrology", "Photos", "Videos", "ePaper"], h("navlist"))
               + f'</nav><div class="{h("weather")}">{esc(city)} {r.randint(18, 41)}°C</div></header>')
    section = r.choice(["City", "India", "World", "Business", "Sports", "Entertainment"])
    art = [f'<div class="{h("wrap")}"><div class="{h("bc")}"><a href="/">News</a> / <a href="/{slug(section)}">{esc(section)} News</a>'
           + (f' / <a href="/city/{slug(city)}">{esc(city)} News</a>' if section == "City" else "") + f" / <span>{esc(P.headline)}</span></div>"]
    if old:
        art.append(f'<div class="article_content clearfix"><arttitle><h1 class="heading1">{esc(P.headline)}</h1></arttitle>')
    else:
        art.append(f'<div class="{h("article")} clearfix"><h1 class="{h("title")}"><span>{esc(P.headline)}</span></h1>')
    if P.dek:
        art.append(f'<div class="{"artsyn" if old else h("synopsis")}"><h2>{esc(P.dek)}</h2></div>' if r.random() < 0.5 else f'<div class="{"artsyn" if old else h("synopsis")}">{esc(P.dek)}</div>')
    P.mark("byline")
    by = r.choice([f"{P.author} / TNN", "TIMESOFINDIA.COM", "TOI.in", "PTI", f"{P.author} / TOI-Online"])
    art.append(f'<div class="{"byline_cont" if old else h("byline") + " byline"}">{esc(by)} | Updated: {P.date_en(0)[:3]} {P.day}, {P.year}, {P.hour:02d}:{P.minute:02d} IST</div>')
    if r.random() < 0.7:
        art.append(share_bar(P, h("share"), labels=False))
    if r.random() < 0.6:
        P.mark("lead-image")
        cap, _ = figure_parts(P)
        art.append(f'<div class="{h("leadimg")}">{img(P, cap, None, False)}<div class="{h("imgcap")}">{esc(cap)} (Representative image)</div></div>')
    P.mark("br-paragraphs")
    parts = []
    for kind, value in P.blocks:
        if kind == "p":
            parts.append(P.inline(value, 0.15))
        elif kind == "h":
            parts.append(f"<b>{esc(value)}</b>" if r.random() < 0.6 else f'<div class="{h("subhead")}"><h2>{esc(value)}</h2></div>')
        elif kind in ("ul", "ol"):
            parts.append(f"<{kind}>" + "".join(f"<li>{P.inline(v, 0.05)}</li>" for v in value) + f"</{kind}>")
        else:
            parts.append(f"<i>{esc(value)}</i>")

    def also():
        P.mark("readmore")
        hs = [P.other_headline() for _ in range(r.randint(1, 3))]
        if old:
            return '<div class="tpl"><b>Also read: </b>' + " | ".join(f'<a href="/articleshow/{r.randint(10**7, 10**8)}.cms">{esc(x)}</a>' for x in hs) + "</div>"
        return f'<div class="{h("also")} clearfix"><span class="{h("alsohd")}">Also Read</span><ul>' + "".join(f'<li><a href="/articleshow/{r.randint(10**7, 10**8)}.cms">{esc(x)}</a></li>' for x in hs) + "</ul></div>"

    def ad():
        P.mark("ads")
        return f'<div class="{h("ad")} ad1 mrec1"><div id="div-gpt-ad-{r.randint(10**12, 10**13)}-{r.randint(0, 9)}"></div><span class="{h("adlbl")}">Advertisement</span></div>'

    def photo():
        P.mark("figures")
        cap, _ = figure_parts(P)
        return f'<div class="{h("inlineimg")}">{img(P, cap)}<div class="{h("imgcap")}">{esc(cap)}</div></div>'

    inserts = draw_inserts(P, len(parts), [(2, ad), (1.5, also), (0.6, photo), (0.3, lambda: tweet(P))], (2, 3))
    if len(parts) <= 2 and r.random() < 0.6:
        inserts.setdefault(0, []).append(also())
    text = []
    for i, p in enumerate(parts):
        text.append(p)
        for extra in inserts.get(i, []):
            text.append(extra)
        if i < len(parts) - 1 and not inserts.get(i):
            text.append("<br><br>" if r.random() < 0.8 else "<br/><br/>")
    cls = "Normal" if old else f'{h("body")} clearfix'
    body = "".join(text)
    if old:
        art.append(f'<div class="section1"><div class="Normal">{body}</div></div>')
    else:
        art.append(f'<div class="{h("ga")}" data-articlebody="1"><div class="{cls}">{body}</div></div>')
    if r.random() < 0.65:
        P.mark("app-line")
        art.append(f'<div class="{h("appline")}">Download <a href="/mobileapps">The Times of India News App</a> for Latest {esc(section if section != "City" else city)} News.</div>')
    if r.random() < 0.5:
        P.mark("follow-block")
        art.append(f'<div class="{h("follow")}"><span>FOLLOW US ON SOCIAL MEDIA</span>' + "".join(f'<a href="#{n}">{n}</a>' for n in ["Facebook", "Twitter", "Instagram", "KOO APP", "YOUTUBE"]) + "</div>")
    art.append("</div>")
    if r.random() < 0.55:
        P.mark("comments")
        art.append(f'<div class="{h("comments")}"><h3>{r.choice(["Top Comment", "Readers’ Opinions", "Comments"])} ({r.randint(3, 90)})</h3><ul>' + "".join(
            f'<li><div class="{h("cname")}">{esc(w)}</div><div class="{h("ctext")}">{esc(t)}</div><div class="{h("cact")}">Reply · Up Vote ({l}) · Down Vote · Report</div></li>'
            for w, a, t, l in comments_items(P, r.randint(3, 10) if short else r.randint(1, 5))) + "</ul><a>Read all comments</a><a>Post comment</a></div>")
    lists = r.randint(2, 4) if short else r.randint(0, 2)
    for _ in range(lists):
        P.mark("recirc")
        title = r.choice(["Top Stories Right Now", "Trending Stories", "Latest News", "Visual Stories", "From around the web", f"More from {city}", "Popular From " + section])
        art.append(f'<div class="{h("list")}"><h2>{esc(title)}</h2><ul>' + "".join(
            f'<li><a href="/articleshow/{r.randint(10**7, 10**8)}.cms"><span class="{h("lh")}">{esc(x)}</span></a>' + (f'<p class="{h("lt")}">{esc(t)}</p>' if t else "") + "</li>"
            for x, t in recirculation(P, r.randint(6, 12), 0.7)) + "</ul></div>")
    art.append("</div>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="{h("footer")}"><div>{link_list(P, ["About us", "Create Your Own Ad", "Terms of Use and Grievance Redressal Policy", "Privacy policy", "Advertise with us", "Newsletter", "RSS", "Feedback", "ePaper", "Sitemap", "Archives"], h("flinks"))}</div>'
               f'<p>Copyright © {P.year} Bennett, Coleman &amp; Co. Ltd. All rights reserved. For reprint rights: Times Syndication Service</p></footer></div>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 15. A Drupal site's news node (a city, a university or a nonprofit): Drupal 7 (field
#     field-name-body > field-items > field-item even, "Submitted by ... on", field-label-above
#     tags with field-item even/odd) or Drupal 8+ (field--name-body ... field__item); a
#     schedule or figures table, or a definition list, in the story; a views block of related
#     news with teasers; a non-discrimination or ADA statement in the footer.

def t_drupal(P):
    r = P.rng
    kind = r.choice(["city", "university", "nonprofit"])
    place = r.choice(["Riverton", "Fairview", "Cedar Falls", "Northfield", "Lakeland", "Oak Harbor", "Mount Vernon"])
    site = {"city": f"City of {place}", "university": f"{place} State University", "nonprofit": f"{place} Community Foundation"}[kind]
    d8 = r.random() < 0.5
    P.mark("drupal:" + ("8" if d8 else "7"))
    P.plan(dek=0.3, lists=0.15, subheads=0.3, quotes=0.15)
    roll = r.random()
    if roll < 0.35:
        add_table(P, schedule(P) if kind == "city" or r.random() < 0.4 else yearly(P), r.choice(["Schedule", "Upcoming dates", "By the numbers", "Key dates"]))
    elif roll < 0.6:
        add_dl(P)
    nid = r.randint(100, 9999)
    out = ['<div class="skip-link"><a href="#main-content" class="element-invisible element-focusable visually-hidden focusable">Skip to main content</a></div>',
           '<div id="page-wrapper"><div id="page">']
    if r.random() < 0.4:
        out.append(consent(P))
    out.append(f'<header id="header" role="banner"><div class="section clearfix"><a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/logo.png" alt="Home"></a>'
               f'<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>{esc(site)}</span></a></strong></div>'
               f'<div id="site-slogan">{esc(r.choice(["Building a stronger community together", "Excellence in teaching, research and service", "Investing in our region since 1952"]))}</div></div>'
               f'<div class="region region-header"><form class="search-block-form" action="/search/node"><input type="search" name="keys" title="Enter the terms you wish to search for."><input type="submit" value="Search"></form></div></div></header>')
    menu = {"city": ["Residents", "Business", "Government", "Departments", "Services", "Pay a Bill", "Jobs", "News", "Calendar", "Contact Us"],
            "university": ["Admissions", "Academics", "Research", "Student Life", "Athletics", "About", "News", "Events", "Give", "Apply"],
            "nonprofit": ["About Us", "Our Work", "Grants", "Donate", "Get Involved", "News", "Events", "Contact"]}[kind]
    out.append(f'<div id="navigation"><div class="region region-navigation"><nav role="navigation" id="block-system-main-menu">{link_list(P, menu, "menu nav", "leaf")}</nav></div></div>')
    out.append(f'<div class="breadcrumb"><a href="/">Home</a> » <a href="/news">News</a> » {esc(" ".join(P.headline.split()[:6]))}…</div>' if not d8 else
               f'<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ol></nav>')
    body = render(P, {"p": "<p>{}</p>", "h": "<h3>{}</h3>", "quote": "<blockquote><p>{}</p></blockquote>", "table": r.choice(["table", "views-table cols-4", "table table-striped"])}, links=0.2)

    def figure():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<div class="media media-element-container media-default"><div class="file file-image">{img(P, cap)}</div><p class="caption"><em>{esc(cap)}</em> Photo: {esc(credit.split(":")[-1].strip())}</p></div>'

    inserts = draw_inserts(P, len(body), [(1, figure)], (3, 6))
    body_html = weave(P, body, inserts)
    submitted = f'{["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][P.day % 7]}, {P.month:02d}/{P.day:02d}/{P.year} - {P.hour:02d}:{P.minute:02d}'
    poster = r.choice(["webmaster", "communications", P.author.split()[0].lower(), "newsroom"])
    tags = r.sample(SUBSECTIONS, r.randint(2, 5))
    node = []
    if d8:
        node.append(f'<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">{esc(P.headline)}</span></h1>')
        node.append(f'<article role="article" about="/news/{P.slug}" class="node node--type-news node--promoted node--view-mode-full">')
        P.mark("byline")
        node.append(f'<div class="node__meta"><span>Submitted by <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>{esc(poster)}</span></span></span> on '
                    f'<span class="field field--name-created field--type-created field--label-hidden">{submitted}</span></div><div class="node__content">')
        if P.dek:
            node.append(f'<div class="field field--name-field-subtitle field--type-string field--label-hidden field__item">{esc(P.dek)}</div>')
        if r.random() < 0.6:
            P.mark("lead-image")
            node.append(f'<div class="field field--name-field-image field--type-image field--label-hidden field__item">{img(P, "", "image-style-large", False)}</div>')
        node.append(f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">\n{body_html}\n</div>')
        if r.random() < 0.5:
            P.mark("contact-field")
            node.append(f'<div class="field field--name-field-media-contact field--type-text-long field--label-above"><div class="field__label">Media contact</div><div class="field__item"><p>{esc(P.person())}<br>{esc(r.choice(["Communications Office", "Office of Public Affairs", "Marketing and Communications"]))}<br>({r.randint(200, 999)}) 555-{r.randint(1000, 9999)}</p></div></div>')
        if r.random() < 0.7:
            P.mark("tags")
            node.append('<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">Tags</div><div class="field__items">'
                        + "".join(f'<div class="field__item"><a href="/taxonomy/term/{r.randint(1, 300)}" hreflang="en">{esc(t)}</a></div>' for t in tags) + "</div></div>")
        node.append("</div></article>")
    else:
        node.append(f'<h1 class="title" id="page-title">{esc(P.headline)}</h1><div class="tabs"></div>')
        node.append(f'<div id="node-{nid}" class="node node-news node-promoted view-mode-full clearfix" about="/news/{P.slug}" typeof="sioc:Item foaf:Document">'
                    f'<span property="dc:title" content="{attr(P.headline)}" class="rdf-meta element-hidden"></span>')
        P.mark("byline")
        node.append(f'<div class="submitted"><span property="dc:date dc:created" content="{P.iso()}" datatype="xsd:dateTime" rel="sioc:has_creator">Submitted by <span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name">{esc(poster)}</span> on {submitted}</span></div>')
        node.append('<div class="content clearfix">')
        if P.dek:
            node.append(f'<div class="field field-name-field-subtitle field-type-text field-label-hidden"><div class="field-items"><div class="field-item even">{esc(P.dek)}</div></div></div>')
        if r.random() < 0.6:
            P.mark("lead-image")
            node.append(f'<div class="field field-name-field-image field-type-image field-label-hidden"><div class="field-items"><div class="field-item even" rel="og:image rdfs:seeAlso">{img(P, "", None, False)}</div></div></div>')
        node.append(f'<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">\n{body_html}\n</div></div></div>')
        if r.random() < 0.7:
            P.mark("tags")
            node.append('<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items">'
                        + "".join(f'<div class="field-item {"even" if i % 2 == 0 else "odd"}" rel="dc:subject"><a href="/taxonomy/term/{r.randint(1, 300)}" typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype="">{esc(t)}</a></div>' for i, t in enumerate(tags)) + "</div></div>")
        node.append('</div><ul class="links inline"><li class="print_html first last"><a href="/print/' + str(nid) + '" title="Display a printer-friendly version of this page." class="print-page" rel="nofollow">Printer-friendly version</a></li></ul></div>')
    main = ['<div id="main-wrapper"><div id="main" class="clearfix"><div id="content" class="column" role="main"><div class="section"><a id="main-content"></a>',
            '<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">', "\n".join(node), "</div></div></div></div></div>"]
    if r.random() < 0.8:
        P.mark("recirc")
        rows = "".join(f'<div class="views-row views-row-{i + 1} views-row-{"odd" if i % 2 == 0 else "even"}{" views-row-first" if i == 0 else ""}">'
                       f'<div class="views-field views-field-title"><span class="field-content"><a href="/news/{slug(x)}">{esc(x)}</a></span></div>'
                       + (f'<div class="views-field views-field-body"><div class="field-content">{esc(t)}</div></div>' if t else "")
                       + f'<div class="views-field views-field-created"><span class="field-content">{P.date_en(0)}</span></div></div>'
                       for i, (x, t) in enumerate(recirculation(P, r.randint(3, 6), 0.8)))
        main.append(f'<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second"><div id="block-views-related-news-block" class="block block-views">'
                    f'<h2>{esc(r.choice(["Related News", "Recent News", "More News"]))}</h2><div class="content"><div class="view view-related-news view-id-related_news view-display-id-block"><div class="view-content">{rows}</div>'
                    '<div class="more-link"><a href="/news">More news</a></div></div></div></div></div></div></div>')
    main.append("</div></div>")
    out.append("\n".join(main))
    P.mark("footer")
    statement = {"city": f"The {site} does not discriminate on the basis of disability in the admission or access to, or treatment or employment in, its programs or activities. "
                         f"Persons who need an accommodation to participate in a public meeting should contact the ADA coordinator at least 48 hours before the meeting. "
                         "Council meetings are broadcast live on the city’s government access channel and streamed online.",
                 "university": f"{site} does not discriminate on the basis of race, color, national origin, sex, disability, age, religion, sexual orientation, gender identity, genetic information or veteran status "
                               "in its programs and activities. Inquiries regarding non-discrimination policies may be directed to the Office of Equity and Title IX Coordinator.",
                 "nonprofit": f"The {site} is a 501(c)(3) tax-exempt organization. Contributions are tax-deductible to the fullest extent allowed by law. "
                              "Our financial statements and annual reports are available on request, and we are rated four stars by Charity Navigator."}[kind]
    out.append(f'<footer id="footer" role="contentinfo"><div class="section"><div class="region region-footer"><div class="block block-block"><div class="content">'
               f'<p>{esc(site)}<br>{r.randint(100, 999)} {r.choice(["Main Street", "College Avenue", "Civic Center Drive"])}, {esc(place)}<br>Phone: ({r.randint(200, 999)}) 555-{r.randint(1000, 9999)}</p>'
               f'<p>{esc(statement)}</p></div></div>{link_list(P, ["Accessibility", "Privacy", "Site Map", "Employment", "Contact", "Public Records"], "menu")}'
               f'<p>© {P.year} {esc(site)}. All rights reserved.</p></div></div></footer></div></div>')
    return document("en", head(P, site, jsonld=0.2), "\n".join(out), f' class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node-{nid} node-type-news"')


# ---------------------------------------------------------------------------------------------
# 16. A government press release, US (USWDS: the "official website" banner and its "Here's how
#     you know" text, side navigation, release meta, "###", the agency's mission paragraph, "Was
#     this page helpful?", the identifier) or UK (GOV.UK: the cookie banner, gem-c-title,
#     metadata dl, govspeak, "Is this page useful?", Crown copyright); mostly a short notice.

def t_gov_release(P):
    r = P.rng
    if r.random() < 0.7:
        shorten(P)
    uk = r.random() < 0.4
    P.mark("gov:" + ("uk" if uk else "us"))
    P.plan(dek=0.5 if uk else 0.1, lists=0.1, subheads=0.15, quotes=0.2, dek_words=40)
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>" if uk else "<h3>{}</h3>", "quote": "<blockquote><p>{}</p></blockquote>"}, links=0.1)
    return gov_uk(P, body) if uk else gov_us(P, body)


def gov_uk(P, body):
    """GOV.UK's press release: the cookie banner, gem-c-title, the metadata dl, govspeak, feedback."""
    r = P.rng
    dept = r.choice(["Department for Transport", "Department for Education", "HM Treasury", "Department of Health and Social Care", "Home Office", "Ministry of Justice", "Department for Environment, Food & Rural Affairs"])
    site = "GOV.UK"
    out = ['<a href="#main-content" class="govuk-skip-link" data-module="govuk-skip-link">Skip to main content</a>']
    if r.random() < 0.8:
        P.mark("consent")
        out.append('<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" role="region" aria-label="Cookies on GOV.UK"><div class="govuk-cookie-banner__message govuk-width-container">'
                   '<h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on GOV.UK</h2><div class="govuk-cookie-banner__content"><p class="govuk-body">We use some essential cookies to make this website work.</p>'
                   '<p class="govuk-body">We’d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p>'
                   '<p class="govuk-body">We also use cookies set by other sites to help us deliver content from their services.</p></div>'
                   '<div class="govuk-button-group"><button class="govuk-button" type="submit">Accept additional cookies</button><button class="govuk-button" type="submit">Reject additional cookies</button><a class="govuk-link" href="/help/cookies">View cookies</a></div></div></div>')
    out.append('<header class="gem-c-layout-super-navigation-header" role="banner"><div class="govuk-width-container"><a class="govuk-header__link govuk-header__link--homepage" href="/">GOV.UK</a>'
               '<button class="gem-c-layout-super-navigation-header__navigation-top-toggle-button">Menu</button><button class="gem-c-layout-super-navigation-header__search-toggle-button">Search GOV.UK</button>'
               + link_list(P, ["Benefits", "Births, death, marriages and care", "Business and self-employed", "Childcare and parenting", "Citizenship and living in the UK", "Crime, justice and the law", "Disabled people", "Driving and transport", "Education and learning", "Employing people", "Environment and countryside", "Housing and local services", "Money and tax", "Passports, travel and living abroad", "Visas and immigration", "Working, jobs and pensions"], "gem-c-layout-super-navigation-header__navigation-second-items")
               + "</div></header>")
    main = ['<div class="govuk-width-container"><div class="gem-c-breadcrumbs govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/">Home</a></li>'
            f'<li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/government">Government</a></li><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/transport">{esc(r.choice(["Transport", "Education", "Health and social care", "Crime, justice and law"]))}</a></li></ol></div>',
            '<main role="main" id="main-content" class="govuk-main-wrapper" lang="en">',
            f'<div class="gem-c-title govuk-!-margin-top-8"><span class="govuk-caption-xl gem-c-title__context">Press release</span><h1 class="gem-c-title__text govuk-heading-l">{esc(P.headline)}</h1></div>']
    if P.dek:
        main.append(f'<p class="gem-c-lead-paragraph">{esc(P.dek)}</p>')
    minister = f"The Rt Hon {P.person()} MP"
    P.mark("byline")
    main.append(f'<div class="gem-c-metadata" data-module="gem-toggle"><dl><dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition"><a href="/government/organisations/{slug(dept)}" class="govuk-link">{esc(dept)}</a> and <a class="govuk-link" href="/government/people/{slug(minister)}">{esc(minister)}</a></dd>'
                f'<dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">{P.date_en(2)}</dd></dl></div>')
    if r.random() < 0.5:
        P.mark("lead-image")
        main.append(f'<figure class="gem-c-figure">{img(P, "", "gem-c-figure__image", False)}</figure>')
    main.append('<div class="govspeak-wrapper"><div class="gem-c-govspeak govuk-govspeak" data-module="govspeak"><div class="govspeak">\n' + "\n".join(body) + "\n</div></div></div>")
    main.append(f'<div class="gem-c-published-dates"><p>Published {P.date_en(2)}</p></div>')
    if r.random() < 0.7:
        P.mark("share")
        main.append('<div class="gem-c-share-links"><h2 class="govuk-heading-s">Share this page</h2><ul class="gem-c-share-links__list">' + "".join(f'<li><a href="#{n}" class="govuk-link">{svg(n.lower())}<span class="govuk-visually-hidden">Share on </span>{n}</a></li>' for n in ["Facebook", "Twitter"]) + "</ul></div>")
    if r.random() < 0.7:
        P.mark("related")
        main.append('<div class="gem-c-related-navigation"><h2 class="gem-c-related-navigation__main-heading">Related content</h2><ul>' + "".join(f'<li><a class="govuk-link" href="/government/news/{slug(x)}">{esc(x)}</a></li>' for x in (P.other_headline() for _ in range(r.randint(2, 5)))) + "</ul>"
                    f'<h3>Explore the topic</h3><ul><li><a href="/transport">{esc(r.choice(["Transport", "Schools", "Public health", "Policing"]))}</a></li></ul></div>')
    P.mark("feedback")
    main.append('<div class="gem-c-feedback govuk-!-display-none-print"><div class="gem-c-feedback__prompt"><h2 class="gem-c-feedback__prompt-question">Is this page useful?</h2><ul><li><button>Maybe<span class="govuk-visually-hidden"> Yes this page is useful</span></button></li>'
                '<li><button>No<span class="govuk-visually-hidden"> this page is not useful</span></button></li></ul><p hidden>Thank you for your feedback</p><button class="gem-c-feedback__prompt-link">Report a problem with this page</button></div></div>')
    main.append("</main></div>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append('<footer class="gem-c-layout-footer govuk-footer" role="contentinfo"><div class="govuk-width-container"><h2 class="govuk-heading-m">Topics</h2>'
               + link_list(P, ["Benefits", "Business and self-employed", "Childcare and parenting", "Driving and transport", "Education and learning", "Money and tax", "Working, jobs and pensions"], "govuk-footer__list")
               + '<h2 class="govuk-heading-m">Government activity</h2>' + link_list(P, ["Departments", "News", "Guidance and regulation", "Research and statistics", "Policy papers and consultations", "Transparency", "How government works", "Get involved"], "govuk-footer__list")
               + link_list(P, ["Help", "Privacy", "Cookies", "Accessibility statement", "Contact", "Terms and conditions", "Rhestr o Wasanaethau Cymraeg", "Government Digital Service"], "govuk-footer__inline-list")
               + '<p class="govuk-footer__licence-description">All content is available under the <a class="govuk-footer__link" href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">Open Government Licence v3.0</a>, except where otherwise stated</p>'
               '<a class="govuk-footer__link govuk-footer__copyright-logo" href="https://www.nationalarchives.gov.uk/information-management/re-using-public-sector-information/uk-government-licensing-framework/crown-copyright/">© Crown copyright</a></div></footer>')
    return document("en", head(P, site, jsonld=0.3), "\n".join(out), ' class="govuk-template__body"')


def gov_us(P, body):
    """A US agency's press release on USWDS: the banner, side navigation, release meta, "###"."""
    r = P.rng
    agency, domain, mission, address = r.choice(US_AGENCIES)
    site = f"U.S. {agency}" if agency.startswith("Department") else agency
    out = []
    P.mark("gov-banner")
    out.append('<section class="usa-banner" aria-label="Official website of the United States government"><div class="usa-accordion"><header class="usa-banner__header"><div class="usa-banner__inner">'
               '<div class="grid-col-auto"><img class="usa-banner__header-flag" src="/assets/img/us_flag_small.png" alt=""></div><div class="grid-col-fill tablet:grid-col-auto" aria-hidden="true">'
               '<p class="usa-banner__header-text">An official website of the United States government</p><p class="usa-banner__header-action">Here’s how you know</p></div>'
               '<button type="button" class="usa-accordion__button usa-banner__button" aria-expanded="false" aria-controls="gov-banner-default"><span class="usa-banner__button-text">Here’s how you know</span></button></div></header>'
               '<div class="usa-banner__content usa-accordion__content" id="gov-banner-default" hidden><div class="grid-row grid-gap-lg"><div class="usa-banner__guidance tablet:grid-col-6"><div class="usa-media-block__body">'
               '<p><strong>Official websites use .gov</strong><br>A <strong>.gov</strong> website belongs to an official government organization in the United States.</p></div></div>'
               '<div class="usa-banner__guidance tablet:grid-col-6"><div class="usa-media-block__body"><p><strong>Secure .gov websites use HTTPS</strong><br>A <strong>lock</strong> or <strong>https://</strong> means you’ve safely connected to the .gov website. Share sensitive information only on official, secure websites.</p></div></div></div></div></div></section>')
    nav = "".join(f'<li class="usa-nav__primary-item"><button type="button" class="usa-accordion__button usa-nav__link" aria-expanded="false"><span>{esc(s)}</span></button>'
                  + link_list(P, r.sample(US_SUBMENU, 4), "usa-nav__submenu", "usa-nav__submenu-item") + "</li>"
                  for s in ["About Us", "Priorities", "Programs", "Newsroom", "Resources", "Contact"])
    out.append(f'<header class="usa-header usa-header--extended"><div class="usa-navbar"><div class="usa-logo"><em class="usa-logo__text"><a href="/" title="{attr(site)}">{esc(site)}</a></em></div><button type="button" class="usa-menu-btn">Menu</button></div>'
               f'<nav aria-label="Primary navigation" class="usa-nav"><div class="usa-nav__inner"><ul class="usa-nav__primary usa-accordion">{nav}</ul>'
               '<section aria-label="Search component"><form class="usa-search usa-search--small" role="search"><input class="usa-input" type="search" name="query"><button class="usa-button" type="submit"><span class="usa-sr-only">Search</span></button></form></section></div></nav></header>')
    main = ['<main id="main-content"><div class="grid-container">',
            '<nav class="usa-breadcrumb" aria-label="Breadcrumbs"><ol class="usa-breadcrumb__list"><li class="usa-breadcrumb__list-item"><a href="/" class="usa-breadcrumb__link"><span>Home</span></a></li>'
            '<li class="usa-breadcrumb__list-item"><a href="/newsroom" class="usa-breadcrumb__link"><span>Newsroom</span></a></li><li class="usa-breadcrumb__list-item usa-current" aria-current="page"><span>Press Releases</span></li></ol></nav>',
            '<div class="grid-row grid-gap">']
    if r.random() < 0.7:
        P.mark("sidenav")
        main.append('<div class="usa-layout-docs__sidenav desktop:grid-col-3"><nav aria-label="Secondary navigation"><ul class="usa-sidenav">'
                    + "".join(f'<li class="usa-sidenav__item"><a href="/newsroom/{slug(x)}">{esc(x)}</a></li>' for x in ["Press Releases", "Speeches", "Testimony", "Media Contacts", "Photo Gallery", "Videos", "Fact Sheets", "Blog", "Events", "Social Media"]) + "</ul></nav></div>")
    release = [f'<div class="usa-layout-docs__main desktop:grid-col-9 usa-prose usa-layout-docs"><p class="release-type">Press Release</p><h1>{esc(P.headline)}</h1>']
    if P.dek:
        release.append(f'<h2 class="release-subtitle"><em>{esc(P.dek)}</em></h2>')
    P.mark("release-meta")
    release.append(f'<div class="release-meta"><p><strong>For Immediate Release</strong><br>{P.date_en(0)}</p><p><strong>Contact:</strong> {esc(r.choice(["Office of Public Affairs", "Press Office", P.person()]))}, '
                   f'({r.choice(["202", "301", "703"])}) 555-{r.randint(1000, 9999)}, <a href="mailto:press@{domain}">press@{domain}</a></p><p>Release No. {P.year % 100}-{r.randint(10, 300):03d}</p></div>')
    if r.random() < 0.4:
        P.mark("dateline")
        prefix_first(P, body, f"<strong>{esc(r.choice(DATELINE_CITIES))}</strong> – ")
    release.append("\n".join(body))
    P.mark("end-mark")
    release.append('<p class="text-center">###</p>')
    if r.random() < 0.8:
        P.mark("boilerplate")
        release.append(f'<div class="agency-boilerplate"><p><em>The {esc(site)} {esc(mission)} '
                       f'Learn more at <a href="https://www.{domain}">www.{domain}</a> and follow us on social media.</em></p></div>')
    release.append(f'<p class="last-updated">Last Reviewed: {P.date_en(0)}</p></div>')
    main.append("\n".join(release))
    main.append("</div>")
    if r.random() < 0.6:
        P.mark("recirc")
        main.append('<section class="related-releases"><h2>Related Press Releases</h2><ul class="usa-collection">' + "".join(
            f'<li class="usa-collection__item"><div class="usa-collection__body"><h3 class="usa-collection__heading"><a class="usa-link" href="/newsroom/{slug(x)}">{esc(x)}</a></h3>'
            + (f'<p class="usa-collection__description">{esc(t)}</p>' if t else "") + f'<ul class="usa-collection__meta"><li class="usa-collection__meta-item">{P.date_en(0)}</li></ul></div></li>'
            for x, t in recirculation(P, r.randint(3, 6), 0.7)) + "</ul></section>")
    P.mark("feedback")
    main.append('<div class="page-feedback"><form class="usa-form"><fieldset class="usa-fieldset"><legend class="usa-legend">Was this page helpful?</legend>'
                '<div class="usa-radio"><input class="usa-radio__input" id="helpful-yes" type="radio" name="helpful"><label class="usa-radio__label" for="helpful-yes">Yes</label></div>'
                '<div class="usa-radio"><input class="usa-radio__input" id="helpful-no" type="radio" name="helpful"><label class="usa-radio__label" for="helpful-no">No</label></div></fieldset>'
                '<p class="usa-hint">This form is used for feedback only. Do not include personal information. If you need a response, please contact us directly.</p></form></div></div></main>')
    out.append("\n".join(main))
    P.mark("footer")
    out.append(f'<footer class="usa-footer"><div class="usa-footer__primary-section">{link_list(P, ["About", "Careers", "Contact Us", "Newsroom", "Open Government", "Regulations", "Grants", "Data"], "usa-footer__primary-content")}</div>'
               f'<div class="usa-footer__secondary-section"><p class="usa-footer__logo-heading">{esc(site)}</p><address class="usa-footer__address">{esc(address)} · ({r.choice(["202", "855"])}) 555-{r.randint(1000, 9999)}</address></div></footer>'
               f'<div class="usa-identifier"><section class="usa-identifier__section usa-identifier__section--masthead"><p class="usa-identifier__identity-domain">{domain}</p>'
               f'<p class="usa-identifier__identity-disclaimer">An official website of the <a href="/">{esc(site)}</a></p></section>'
               f'<nav class="usa-identifier__section usa-identifier__section--required-links">{link_list(P, ["About " + site, "Accessibility support", "FOIA requests", "No FEAR Act data", "Office of the Inspector General", "Performance reports", "Privacy policy"], "usa-identifier__required-links-list")}</nav>'
               '<section class="usa-identifier__section usa-identifier__section--usagov"><div class="usa-identifier__usagov-description">Looking for U.S. government information and services?</div> <a href="https://www.usa.gov/" class="usa-link">Visit USA.gov</a></section></div>')
    return document("en", head(P, site, jsonld=0.3), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 17. A Ghost blog or newsletter (Casper, 2019-2023): post-full-header / article-header,
#     post-full-content or gh-content, Koenig cards between paragraphs (kg-image-card with a
#     caption, kg-bookmark-card with another post's title and description, kg-callout-card and
#     kg-button-card pitches, kg-embed-card), the member sign-up and upgrade boxes, the author
#     card, "Read more" post cards; sometimes a list article with headed sections.

def t_ghost(P):
    r = P.rng
    site = r.choice(["The Signal", "Field Notes", "Slow Productivity", "Margins", "The Understory", "Dispatches", "Second Draft"])
    casper5 = r.random() < 0.5
    P.mark("ghost:" + ("gh-content" if casper5 else "post-full"))
    P.plan(dek=0.7, lists=0.15, subheads=0.35, quotes=0.3, dek_words=45)
    ends = listicle(P, numbered=r.random() < 0.3) if r.random() < 0.2 else []
    out = ['<div class="viewport"><div class="site-content">']
    out.append(f'<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="/">{esc(site)}</a></div>'
               f'<nav class="gh-head-menu">{link_list(P, ["Home", "About", "Archive", "Tags", "Podcast"], "nav", "nav-item")}</nav>'
               '<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></header>')
    tag = r.choice(["Essays", "Notes", "Technology", "Culture", "Work", "Policy", "Reviews"])
    art = ['<main id="site-main" class="site-main">', f'<article class="article post tag-{slug(tag)} {"" if casper5 else "post-full"}">']
    if casper5:
        art.append(f'<header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="/tag/{slug(tag)}/">{esc(tag)}</a></span></div>'
                   f'<h1 class="article-title">{esc(P.headline)}</h1>' + (f'<p class="article-excerpt">{esc(P.dek)}</p>' if P.dek else ""))
    else:
        art.append(f'<header class="post-full-header"><section class="post-full-tags"><a href="/tag/{slug(tag)}/">{esc(tag)}</a></section><h1 class="post-full-title">{esc(P.headline)}</h1>'
                   + (f'<p class="post-full-custom-excerpt">{esc(P.dek)}</p>' if P.dek else ""))
    P.mark("byline")
    words = len(" ".join(P.paragraphs).split())
    art.append(f'<div class="article-byline"><section class="article-byline-content"><ul class="author-list"><li class="author-list-item"><a href="/author/{slug(P.author)}/" class="author-avatar"><img class="author-profile-image" src="/content/images/{alnum(r, 8)}.jpg" alt="{attr(P.author)}"></a></li></ul>'
               f'<div class="article-byline-meta"><h4 class="author-name"><a href="/author/{slug(P.author)}/">{esc(P.author)}</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="{P.iso()[:10]}">{P.date_en(2)}</time>'
               f'<span class="byline-reading-time"><span class="bull">&bull;</span> {max(1, words // 250)} min read</span></div></div></section></div></header>')
    if r.random() < 0.7:
        P.mark("lead-image")
        cap, _ = figure_parts(P)
        art.append(f'<figure class="article-image">{img(P, cap, None, False)}' + (f"<figcaption>{esc(cap)}</figcaption>" if r.random() < 0.4 else "") + "</figure>")
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote>{}</blockquote>"}, links=0.35)
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "h":
            body[i] = f'<h2 id="{slug(value, 10)}">{esc(value)}</h2>'

    def image():
        P.mark("figures")
        cap, credit = figure_parts(P)
        return f'<figure class="kg-card kg-image-card kg-card-hascaption">{img(P, cap, "kg-image")}<figcaption>{esc(cap)} <span style="white-space: pre-wrap;">({esc(credit)})</span></figcaption></figure>'

    def bookmark():
        P.mark("bookmark-card")
        h, t = P.teaser()
        return (f'<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://{slug(P.person(), 2).replace("-", "")}.substack.com/p/{slug(h)}"><div class="kg-bookmark-content">'
                f'<div class="kg-bookmark-title">{esc(h)}</div><div class="kg-bookmark-description">{esc(t)}</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="/favicon.png" alt="">'
                f'<span class="kg-bookmark-author">{esc(r.choice(["The Atlantic", "Wired", "Stratechery", "Platformer", site]))}</span><span class="kg-bookmark-publisher">{esc(P.person())}</span></div></div>'
                f'<div class="kg-bookmark-thumbnail"><img src="https://images.example-media.com/{alnum(r, 12)}.jpg" alt=""></div></a></figure>')

    def callout():
        P.mark("callout-pitch")
        return (f'<div class="kg-card kg-callout-card kg-callout-card-{r.choice(["grey", "blue", "accent"])}"><div class="kg-callout-emoji">{r.choice(["💡", "📬", "👋"])}</div>'
                f'<div class="kg-callout-text">{esc(r.choice([f"New here? {site} is a free weekly newsletter. Subscribe to get the next issue in your inbox.", "If someone forwarded this to you, you can sign up for free and get every issue by email.", "This post is free for everyone. If it was useful, consider a paid membership: it keeps the archive open."]))}</div></div>')

    def button():
        P.mark("button-card")
        return f'<div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup" class="kg-btn kg-btn-accent">{esc(r.choice(["Subscribe now", "Become a member", "Get the newsletter"]))}</a></div>'

    def embed():
        return f'<figure class="kg-card kg-embed-card">{tweet(P)}</figure>'

    if ends:
        inserts = {}
        for i in ends[:-1]:
            inserts.setdefault(i, []).append(image() if r.random() < 0.6 else bookmark())
    else:
        inserts = draw_inserts(P, len(body), [(1.5, image), (1.2, bookmark), (0.6, callout), (0.4, button), (0.5, embed), (0.4, lambda: "<hr>")], (2, 5))
    if casper5:
        art.append('<section class="gh-content gh-canvas">\n' + weave(P, body, inserts) + "\n</section>")
    else:
        art.append('<section class="post-full-content"><div class="post-content">\n' + weave(P, body, inserts) + "\n</div></section>")
    if r.random() < 0.45:
        P.mark("upgrade-cta")
        art.append(f'<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content"><h2>{esc(r.choice(["Enjoying these posts?", "Thanks for reading " + site]))}</h2>'
                   '<p>Become a paid member to support the work and get access to the full archive, the members-only podcast and the monthly Q&amp;A.</p><a class="gh-btn" href="#/portal/signup">Upgrade</a></div></aside>')
    if r.random() < 0.6:
        P.mark("newsletter")
        art.append(f'<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for more like this.</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section>')
    if r.random() < 0.4:
        P.mark("bio")
        art.append(f'<section class="author-card"><img class="author-profile-image" src="/content/images/{alnum(r, 8)}.jpg" alt=""><section class="author-card-content"><h4 class="author-card-name"><a href="/author/{slug(P.author)}/">{esc(P.author)}</a></h4><p>{esc(P.bio(site=site))}</p></section></section>')
    if r.random() < 0.35:
        P.mark("comments")
        art.append('<section class="article-comments gh-canvas"><div class="gh-comments"><h3>Discussion</h3>' + "".join(f'<div class="gh-comment"><b>{esc(w)}</b> <span>{a}</span><p>{esc(t)}</p><button>Reply</button></div>' for w, a, t, l in comments_items(P, r.randint(1, 4))) + "</div></section>")
    art.append("</article></main>")
    if r.random() < 0.75:
        P.mark("recirc")
        art.append('<aside class="read-more-wrap outer"><div class="read-more inner"><h3 class="read-more-title">Read more</h3>' + "".join(
            f'<article class="post-card post"><a class="post-card-image-link" href="/{slug(h)}/"><img class="post-card-image" src="/content/images/{alnum(r, 10)}.jpg" alt=""></a><div class="post-card-content"><a class="post-card-content-link" href="/{slug(h)}/">'
            f'<header class="post-card-header"><div class="post-card-primary-tag">{esc(r.choice(["Essays", "Notes", "Culture", "Work"]))}</div><h2 class="post-card-title">{esc(h)}</h2></header>'
            + (f'<div class="post-card-excerpt"><p>{esc(t)}</p></div>' if t else "") + f'</a><footer class="post-card-meta"><time class="post-card-meta-date">{P.date_en(2)}</time></footer></div></article>'
            for h, t in recirculation(P, 3, 0.85)) + "</div></aside>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">{esc(site)}</a> &copy; {P.year}</section>'
               f'<nav class="site-footer-nav">{link_list(P, ["Sign up", "Privacy", "Contact", "RSS"], "nav")}</nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div></div>')
    out.append(f'<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.30/umd/portal.min.js" data-ghost="https://{slug(site, 2).replace("-", "")}.ghost.io/" crossorigin="anonymous"></script>')
    return document("en", head(P, site, jsonld=0.7), "\n".join(out), f' class="post-template tag-{slug(tag)} is-head-left-logo"')


# ---------------------------------------------------------------------------------------------
# 18. A static-site blog post: Hugo with PaperMod (breadcrumbs, post-meta "· N min · N words",
#     a table of contents repeating the subheads, subheads with "#" anchors, post-tags, paginav)
#     or Jekyll with Minima (post-header, e-content, the h-card footer, Disqus); a table or a
#     definition list in the story.

def t_static_blog(P):
    r = P.rng
    owner = P.author
    site = r.choice([f"{owner.split()[0]}’s Notes", f"{owner}", "Notebook", "Ordinary Data", "Low Tide", "Working Notes"])
    hugo = r.random() < 0.55
    P.mark("static:" + ("hugo" if hugo else "jekyll"))
    P.plan(dek=0.45, lists=0.2, subheads=0.5, quotes=0.25, dek_words=45)
    roll = r.random()
    if roll < 0.3:
        add_table(P, r.choice([yearly, financials, schedule])(P), r.choice(["The numbers", "A closer look", "Data", "By year"]))
    elif roll < 0.55:
        add_dl(P)
    heads = [v for k, v in P.blocks if k == "h"]
    ids = {}
    for hd in heads:
        ids.setdefault(hd, slug(hd, 10) or "section")
    body = render(P, {"p": "<p>{}</p>", "h": "<h2>{}</h2>", "quote": "<blockquote>\n<p>{}</p>\n</blockquote>", "table": None}, links=0.3)
    for i, (kind, value) in enumerate(P.blocks):
        if kind == "h":
            anchor = f'<a hidden class="anchor" aria-hidden="true" href="#{ids[value]}">#</a>' if hugo else ""
            body[i] = f'<h2 id="{ids[value]}">{esc(value)}{anchor}</h2>'
    words = len(" ".join(P.paragraphs).split())
    out = []
    if hugo:
        out.append(f'<header class="header"><nav class="nav"><div class="logo"><a href="/" accesskey="h" title="{attr(site)} (Alt + H)">{esc(site)}</a><div class="logo-switches"><button id="theme-toggle" accesskey="t" title="(Alt + T)">{svg("menu", 18)}</button></div></div>'
                   f'{link_list(P, ["Posts", "Archive", "Tags", "Search", "About"], "menu", None)}</nav></header>')
        art = ['<main class="main"><article class="post-single"><header class="post-header">',
               f'<div class="breadcrumbs"><a href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a></div>', f'<h1 class="post-title entry-hint-parent">{esc(P.headline)}</h1>']
        if P.dek:
            art.append(f'<div class="post-description">{esc(P.dek)}</div>')
        P.mark("byline")
        art.append(f'<div class="post-meta"><span title="{P.iso()}">{P.date_en(0)}</span>&nbsp;·&nbsp;{max(1, words // 220)} min&nbsp;·&nbsp;{words} words&nbsp;·&nbsp;{esc(owner)}</div></header>')
        if heads and r.random() < 0.8:
            P.mark("toc")
            art.append('<div class="toc"><details open><summary accesskey="c" title="(Alt + C)"><span class="details">Table of Contents</span></summary><div class="inner"><ul>'
                       + "".join(f'<li><a href="#{ids[hd]}" aria-label="{attr(hd)}">{esc(hd)}</a></li>' for hd in dict.fromkeys(heads)) + "</ul></div></details></div>")
        art.append('<div class="post-content">' + "\n".join(body) + "</div>")
        art.append('<footer class="post-footer">')
        if r.random() < 0.7:
            P.mark("tags")
            art.append('<ul class="post-tags">' + "".join(f'<li><a href="/tags/{slug(t)}/">{esc(t)}</a></li>' for t in r.sample(SUBSECTIONS, r.randint(2, 5))) + "</ul>")
        if r.random() < 0.7:
            P.mark("post-nav")
            prev, nxt = P.other_headline(), P.other_headline()
            art.append(f'<nav class="paginav"><a class="prev" href="/posts/{slug(prev)}/"><span class="title">« Prev</span><br><span>{esc(prev)}</span></a>'
                       f'<a class="next" href="/posts/{slug(nxt)}/"><span class="title">Next »</span><br><span>{esc(nxt)}</span></a></nav>')
        if r.random() < 0.5:
            art.append(share_bar(P, "share-buttons", labels=False))
        art.append("</footer></article></main>")
        out.append("\n".join(art))
        P.mark("footer")
        out.append(f'<footer class="footer"><span>&copy; {P.year} <a href="/">{esc(site)}</a></span> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span></footer>'
                   f'<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">{svg("menu", 12)}</a>')
        return document("en", head(P, site, jsonld=0.5, css=""), "\n".join(out), ' class="list" id="top"')
    out.append(f'<header class="site-header" role="banner"><div class="wrapper"><a class="site-title" rel="author" href="/">{esc(site)}</a><nav class="site-nav"><input type="checkbox" id="nav-trigger" class="nav-trigger"><label for="nav-trigger"><span class="menu-icon">{svg("menu", 18)}</span></label>'
               f'<div class="trigger">' + "".join(f'<a class="page-link" href="/{slug(x)}/">{esc(x)}</a>' for x in ["About", "Archive", "Projects"]) + "</div></nav></div></header>")
    art = ['<main class="page-content" aria-label="Content"><div class="wrapper"><article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting">',
           f'<header class="post-header"><h1 class="post-title p-name" itemprop="name headline">{esc(P.headline)}</h1>']
    P.mark("byline")
    art.append(f'<p class="post-meta"><time class="dt-published" datetime="{P.iso()}" itemprop="datePublished">{P.date_en(0)[:3]} {P.day}, {P.year}</time> • <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">{esc(owner)}</span></span></p></header>')
    if P.dek:
        art.append(f'<p class="post-excerpt"><em>{esc(P.dek)}</em></p>')
    art.append('<div class="post-content e-content" itemprop="articleBody">\n' + "\n".join(body) + "\n</div>")
    if r.random() < 0.55:
        P.mark("comments")
        art.append('<div id="disqus_thread"></div><script>var disqus_config = function () { this.page.url = location.href; };</script>'
                   '<noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_noscript">comments powered by Disqus.</a></noscript>')
    art.append(f'<a class="u-url" href="/{P.year}/{P.month:02d}/{P.day:02d}/{P.slug}.html" hidden></a></article>')
    if r.random() < 0.6:
        P.mark("recirc")
        art.append('<div class="related"><h2>Related posts</h2><ul class="related-posts">' + "".join(f'<li><h3><a href="/{slug(h)}.html">{esc(h)} <small>{P.date_en(0)}</small></a></h3></li>' for h in (P.other_headline() for _ in range(3))) + "</ul></div>")
    art.append("</div></main>")
    out.append("\n".join(art))
    P.mark("footer")
    handle = person_handle(owner).lower()
    out.append(f'<footer class="site-footer h-card"><data class="u-url" href="/"></data><div class="wrapper"><h2 class="footer-heading">{esc(site)}</h2><div class="footer-col-wrapper">'
               f'<div class="footer-col footer-col-1"><ul class="contact-list"><li class="p-name">{esc(owner)}</li><li><a class="u-email" href="mailto:{handle}@example.com">{handle}@example.com</a></li></ul></div>'
               f'<div class="footer-col footer-col-2"><ul class="social-media-list"><li><a href="https://github.com/{handle}">{svg("link", 16, "svg-icon")} <span class="username">{handle}</span></a></li></ul></div>'
               f'<div class="footer-col footer-col-3"><p>{esc(r.choice(["Notes on software, cities and whatever else I am reading about. Opinions are my own and not those of my employer.", "A personal blog about data, public policy and the occasional bike ride. Posts are licensed CC BY 4.0 unless stated otherwise.", "Writing about work, tools and learning in public, roughly once a month."]))}</p></div></div></div></footer>')
    return document("en", head(P, site, jsonld=0.5, css=""), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 19. A Blogger post (classic Simple / Awesome Inc. themes): the date header, h3.post-title,
#     post-body entry-content with the paragraphs as text between <br /> pairs, as <div> lines
#     with <div><br /></div> between them, or as <p>; separator images and tr-caption tables;
#     "Posted by ... at", share links, "Labels:", comments with Reply/Delete, the blog pager,
#     Popular Posts with snippets, the Blog Archive tree, the profile widget.

def t_blogger(P):
    r = P.rng
    site = r.choice(["Notes from the Valley", "The Weekend Gardener", "Rail & Road", "Small Town Politics", "A Reader’s Diary", "Kitchen Table Economics"])
    if r.random() < 0.2:
        shorten(P)
    P.plan(dek=0, lists=0.12, subheads=0.3, quotes=0.25)
    form = r.choice(["br", "div", "p"])
    P.mark("blogger:" + form)
    pid = r.randint(10**17, 10**18)
    parts = []
    for kind, value in P.blocks:
        if kind == "p":
            parts.append(P.inline(value, 0.2))
        elif kind == "h":
            parts.append(r.choice([f"<b>{esc(value)}</b>", f'<span style="font-size: large;"><b>{esc(value)}</b></span>', f"<h3>{esc(value)}</h3>"]))
        elif kind in ("ul", "ol"):
            parts.append(f"<{kind}>" + "".join(f"<li>{P.inline(v, 0.1)}</li>" for v in value) + f"</{kind}>")
        else:
            parts.append(f'<blockquote class="tr_bq">{esc(value)}</blockquote>')

    def separator():
        P.mark("figures")
        src = f"https://blogger.googleusercontent.com/img/b/R29vZ2xl/{alnum(r, 40)}/s{r.choice([320, 400, 640])}/{alnum(r, 8)}.jpg"
        if r.random() < 0.45:
            P.mark("caption-table")
            cap, _ = figure_parts(P)
            return (f'<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody><tr><td style="text-align: center;">'
                    f'<a href="{src}" style="margin-left: auto; margin-right: auto;"><img border="0" data-original-height="{r.randint(400, 1200)}" data-original-width="{r.randint(600, 1600)}" height="240" src="{src}" width="320" /></a></td></tr>'
                    f'<tr><td class="tr-caption" style="text-align: center;">{esc(cap)}</td></tr></tbody></table>')
        return (f'<div class="separator" style="clear: both; text-align: center;"><a href="{src}" imageanchor="1" style="margin-left: 1em; margin-right: 1em;">'
                f'<img border="0" data-original-height="{r.randint(400, 1200)}" data-original-width="{r.randint(600, 1600)}" height="240" src="{src}" width="320" /></a></div>')

    def adsense():
        P.mark("ads")
        return f'<ins class="adsbygoogle" style="display:block; text-align:center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="ca-pub-{r.randint(10**15, 10**16)}" data-ad-slot="{r.randint(10**9, 10**10)}"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({{}});</script>'

    inserts = draw_inserts(P, len(parts), [(2, separator), (0.6, adsense)], (2, 5))
    if r.random() < 0.5:
        inserts.setdefault(-1, []).append(separator())
    seq = list(inserts.get(-1, []))
    for i, p in enumerate(parts):
        seq.append(p)
        seq.extend(inserts.get(i, []))
    if form == "br":
        body = "<br /><br />".join(seq)
    elif form == "div":
        body = '<div><br /></div>'.join(x if x.startswith(("<div", "<table", "<ul", "<ol", "<h3", "<blockquote", "<ins")) else f"<div>{x}</div>" for x in seq)
    else:
        body = "\n".join(x if x.startswith(("<div", "<table", "<ul", "<ol", "<h3", "<blockquote", "<ins")) else f"<p>{x}</p>" for x in seq)
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    out = ['<div class="content"><div class="content-outer"><div class="content-inner">']
    if r.random() < 0.3:
        out.append(consent(P))
    out.append(f'<header><div class="header-outer"><div class="header section" id="header"><div class="widget Header" data-version="1" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">{esc(site)}</a></h1></div>'
               f'<div class="descriptionwrapper"><p class="description"><span>{esc(r.choice(["Thoughts, photos and the odd rant from a retired teacher.", "Writing about the things that interest me, since 2008.", "A small blog about a big subject."]))}</span></p></div></div></div></div></div></header>')
    cm = comments_items(P, r.randint(0, 6)) if r.random() < 0.6 else []
    post = [f'<div class="main-outer"><div class="main section" id="main"><div class="widget Blog" data-version="1" id="Blog1"><div class="blog-posts hfeed"><div class="date-outer">',
            f'<h2 class="date-header"><span>{days[P.day % 7]}, {P.date_en(0)}</span></h2><div class="date-posts"><div class="post-outer">',
            f'<div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting"><a name="{pid}"></a>',
            f'<h3 class="post-title entry-title" itemprop="name">{esc(P.headline)}</h3><div class="post-header"><div class="post-header-line-1"></div></div>',
            f'<div class="post-body entry-content float-container" id="post-body-{pid}" itemprop="description articleBody">\n{body}\n<div style="clear: both;"></div></div>']
    P.mark("byline")
    post.append(f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn" itemprop="author" itemscope itemtype="http://schema.org/Person">'
                f'<a class="g-profile" href="https://www.blogger.com/profile/{r.randint(10**19, 10**20)}" rel="author" title="author profile"><span itemprop="name">{esc(P.author)}</span></a></span></span> '
                f'<span class="post-timestamp">at <a class="timestamp-link" href="/{P.year}/{P.month:02d}/{P.slug}.html" rel="bookmark" title="permanent link"><abbr class="published" itemprop="datePublished" title="{P.iso()}">{P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"}</abbr></a></span> '
                f'<span class="post-comment-link"><a class="comment-link" href="#comment-form">{len(cm) or "No"} comment{"" if len(cm) == 1 else "s"}:</a></span>'
                '<div class="post-share-buttons goog-inline-block">' + "".join(f'<a class="goog-inline-block share-button sb-{n}" href="#" title="{t}"><span class="share-button-link-text">{t}</span></a>'
                                                                            for n, t in [("email", "Email This"), ("blog", "BlogThis!"), ("twitter", "Share to Twitter"), ("facebook", "Share to Facebook"), ("pinterest", "Share to Pinterest")]) + "</div></div>")
    if r.random() < 0.7:
        P.mark("tags")
        post.append('<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: ' + ", ".join(f'<a href="/search/label/{slug(t)}" rel="tag">{esc(t)}</a>' for t in r.sample(SUBSECTIONS, r.randint(1, 4))) + "</span></div>")
    post.append("</div></div>")
    P.mark("comments")
    post.append(f'<div class="comments" id="comments"><a name="comments"></a><h4>{len(cm) or "No"} comment{"" if len(cm) == 1 else "s"}:</h4><div id="comment-holder"><ol>' + "".join(
        f'<li class="comment" id="c{r.randint(10**17, 10**18)}"><div class="comment-block"><div class="comment-header"><cite class="user"><a href="#">{esc(w)}</a></cite><span class="datetime secondary-text"><a rel="nofollow" href="#">{P.date_en(0)} at {r.randint(1, 12)}:{r.randint(10, 59)} PM</a></span></div>'
        f'<p class="comment-content">{esc(t)}</p><span class="comment-actions secondary-text"><a class="comment-reply" href="#">Reply</a><span class="item-control blog-admin"><a href="#">Delete</a></span></span></div></li>'
        for w, a, t, l in cm) + '</ol></div><p class="comment-footer"><a href="https://www.blogger.com/comment/fullpage/post/' + str(pid) + '">Post a Comment</a></p></div>')
    post.append('</div></div></div><div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="#" title="Newer Post">Newer Post</a></span>'
                '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="#" title="Older Post">Older Post</a></span><a class="home-link" href="/">Home</a></div>'
                '<div class="clear"></div><div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/posts/default" target="_blank" type="application/atom+xml">Post Comments (Atom)</a></div></div></div></div></div></div>')
    out.append("\n".join(post))
    side = ['<div class="column-right-outer"><div class="sidebar section" id="sidebar-right-1">']
    if r.random() < 0.7:
        P.mark("bio")
        side.append(f'<div class="widget Profile" data-version="1" id="Profile1"><h2>About Me</h2><div class="widget-content"><a href="#"><img class="profile-img" height="80" src="/img/{alnum(r, 10)}.jpg" width="60" alt="My photo"></a>'
                    f'<dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link g-profile" href="#">{esc(P.author)}</a></dt><dd class="profile-textblock">{esc(P.bio(site=site))}</dd></dl><a class="profile-link" href="#" rel="author">View my complete profile</a></div></div>')
    if r.random() < 0.75:
        P.mark("recirc")
        side.append('<div class="widget PopularPosts" data-version="1" id="PopularPosts1"><h2>Popular Posts</h2><div class="widget-content popular-posts"><ul>' + "".join(
            f'<li><div class="item-content"><div class="item-thumbnail"><a href="/{slug(h)}.html"><img alt="" height="72" src="/img/{alnum(r, 8)}.jpg" width="72"></a></div><div class="item-title"><a href="/{slug(h)}.html">{esc(h)}</a></div>'
            + (f'<div class="item-snippet">{esc(t)}</div>' if t else "") + '</div><div style="clear: both;"></div></li>' for h, t in recirculation(P, r.randint(3, 7), 0.85)) + "</ul></div></div>")
    if r.random() < 0.7:
        P.mark("archive")
        months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        inner = "".join(f'<li class="archivedate collapsed"><a class="toggle" href="javascript:void(0)"><span class="zippy">►&nbsp;</span></a><a class="post-count-link" href="/{P.year}/{m + 1:02d}/">{months[m]}</a> <span class="post-count" dir="ltr">({r.randint(1, 9)})</span></li>'
                        for m in sorted(r.sample(range(12), 4), reverse=True))
        posts = "".join(f'<li><a href="/{slug(h)}.html">{esc(h)}</a></li>' for h in (P.other_headline() for _ in range(r.randint(2, 5))))
        side.append(f'<div class="widget BlogArchive" data-version="1" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><div id="ArchiveList"><ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">▼&nbsp;</span></a>'
                    f'<a class="post-count-link" href="/{P.year}/">{P.year}</a> <span class="post-count" dir="ltr">({r.randint(10, 60)})</span><ul class="hierarchy">{inner}<li class="archivedate expanded"><a class="post-count-link" href="#">{months[P.month - 1]}</a> <span class="post-count">({r.randint(2, 9)})</span><ul class="posts">{posts}</ul></li></ul></li></ul></div></div></div>')
    if r.random() < 0.5:
        side.append('<div class="widget FollowByEmail" id="FollowByEmail1"><h2 class="title">Follow by Email</h2><div class="widget-content"><form><input class="follow-by-email-address" name="email" placeholder="Email address..." type="text"><input class="follow-by-email-submit" type="submit" value="Submit"></form></div></div>')
    side.append("</div></div>")
    out.append("\n".join(side))
    P.mark("footer")
    out.append(f'<footer><div class="footer-outer"><div class="widget Attribution" id="Attribution1"><div class="widget-content" style="text-align: center;">{r.choice(["Simple theme. Theme images by luoman. ", "Awesome Inc. theme. ", "Watermark theme. "])}Powered by <a href="https://www.blogger.com" target="_blank">Blogger</a>.</div></div></div></footer></div></div></div>')
    return document("en", head(P, site, jsonld=0.2), "\n".join(out), ' class="loading variant-simplysimple"')


# ---------------------------------------------------------------------------------------------
# 20. A wire press release, PR Newswire ("News provided by", the xn-location / xn-chron
#     dateline "/PRNewswire/ --", prntbl tables, "SOURCE X", "View original content") or
#     Business Wire (bw-release-story, "CITY--(BUSINESS WIRE)--", the Contacts block): a
#     financial table in the story now and then, then "About X", the forward-looking statements
#     and the media contacts (dense boilerplate, not gold).

def t_press_wire(P):
    r = P.rng
    prn = r.random() < 0.6
    P.mark("wire:" + ("prnewswire" if prn else "businesswire"))
    site = "PR Newswire" if prn else "Business Wire"
    firm = company(P)
    ticker_sym = "".join(w[0] for w in firm.split()).upper() + letters(r, 2).upper()
    exch = r.choice(["NASDAQ", "NYSE", "TSX", "LSE"])
    P.plan(dek=0.5, lists=0.2, subheads=0.25, quotes=0.35, dek_words=45)
    if r.random() < 0.35:
        add_table(P, financials(P), r.choice(["Financial Highlights", "Third Quarter Highlights", "Results at a glance"]))
    city = r.choice(DATELINE_CITIES)
    body = render(P, {"p": '<p class="prnews_p">{}</p>' if prn else "<p>{}</p>", "h": "<p><b>{}</b></p>" if r.random() < 0.6 else "<h2>{}</h2>",
                      "ul": '<ul type="disc">{}</ul>', "quote": "<p><i>{}</i></p>", "table": "prntbl" if prn else "bw-table",
                      "table_wrap": '<div class="table-responsive">{}</div>'}, links=0.1)
    P.mark("dateline")
    if prn:
        prefix_first(P, body, f'<span class="legendSpanClass"><span class="xn-location">{esc(city)}</span></span>, <span class="legendSpanClass"><span class="xn-chron">{P.date_en(0)}</span></span> /PRNewswire/ -- ')
    else:
        prefix_first(P, body, f'{esc(city.title())}--(<a href="https://www.businesswire.com/">BUSINESS WIRE</a>)--')
    field = r.choice(FIELDS)
    tail = []
    if r.random() < 0.85:
        P.mark("about-company")
        tail.append(f"<p><b>About {esc(firm)}</b></p>")
        tail.append(f"<p>{esc(firm)} ({exch}: {ticker_sym}) is a leading provider of {esc(field)} solutions for enterprises, governments and consumers. Founded in {r.randint(1975, 2015)} and headquartered in {esc(r.choice(CITIES))}, "
                    f"the company serves more than {r.randint(2, 90)},000 customers in {r.randint(12, 140)} countries and employs approximately {r.randint(2, 40)},{r.randint(100, 999)} people. "
                    f'For more information, visit <a href="https://www.{slug(firm).replace("-", "")}.com">www.{slug(firm).replace("-", "")}.com</a>.</p>')
    if r.random() < 0.7:
        P.mark("forward-looking")
        tail.append("<p><b>Forward-Looking Statements</b></p>")
        tail.append(f"<p>This press release contains forward-looking statements within the meaning of Section 27A of the Securities Act of 1933, as amended, and Section 21E of the Securities Exchange Act of 1934, as amended. "
                    "Words such as “anticipate,” “believe,” “estimate,” “expect,” “intend,” “may,” “plan,” “project,” “should,” “will” and similar expressions identify forward-looking statements. "
                    f"These statements are based on management’s current expectations and are subject to risks and uncertainties that could cause actual results to differ materially, including market conditions, competition, regulatory developments and the other factors described in {esc(firm)}’s most recent Annual Report on Form 10-K. "
                    f"{esc(firm)} undertakes no obligation to update any forward-looking statement, except as required by law.</p>")
    contact = P.person()
    contact_html = (f"{esc(contact)}<br>{esc(r.choice(['Corporate Communications', 'Investor Relations', 'Media Relations']))}<br>"
                    f'<a href="mailto:{slug(contact, 2).replace("-", ".")}@{slug(firm).replace("-", "")}.com">{slug(contact, 2).replace("-", ".")}@{slug(firm).replace("-", "")}.com</a><br>+1 ({r.randint(200, 999)}) 555-{r.randint(1000, 9999)}')
    if prn:
        P.mark("contacts")
        tail.append(f"<p><b>Media Contact:</b><br>{contact_html}</p>")
        if r.random() < 0.5:
            tail.append(f'<div class="image"><figure>{img(P, firm + " logo")}<figcaption>{esc(firm)} logo (PRNewsfoto/{esc(firm)})</figcaption></figure></div>')
        tail.append(f'<p>SOURCE {esc(firm)}</p>')
        if r.random() < 0.7:
            tail.append(f'<p class="prn-original">View original content to download multimedia:<a href="https://www.prnewswire.com/news-releases/{P.slug}-{r.randint(10**8, 10**9)}.html">https://www.prnewswire.com/news-releases/{P.slug}-{r.randint(10**8, 10**9)}.html</a></p>')
    out = []
    if r.random() < 0.5:
        out.append(consent(P))
    if prn:
        out.append(f'<header class="header"><a class="logo" href="/">{svg("bookmark", 110)}<span>PR Newswire: news distribution, targeting and monitoring</span></a><nav class="main-nav">'
                   + link_list(P, ["News", "Products", "Contact", "Business & Money", "Science & Tech", "Lifestyle & Health", "Policy & Public Interest", "People & Culture", "Multimedia Gallery"], "nav navbar-nav")
                   + '</nav><a class="btn" href="/account/">Sign Up</a><a href="/login">Log In</a></header>')
        art = ['<main><article class="news-release inline-gallery-template">', '<header class="container release-header"><div class="row"><div class="col-sm-8 col-sm-offset-2">',
               f'<h1>{esc(P.headline)}</h1>']
        if P.dek:
            art.append(f'<h2 class="subtitle">{esc(P.dek)}</h2>')
        P.mark("byline")
        art.append(f'<div class="meta-info"><p class="mb-no">News provided by</p><a class="news-release-source" href="/news/{slug(firm)}/">{esc(firm)}</a>'
                   f'<p class="mb-no">{P.date_en(0)[:3]} {P.day:02d}, {P.year}, {P.hour:02d}:{P.minute:02d} ET</p></div>'
                   f'<div class="share-this"><p>Share this article</p>{share_bar(P, "social-share", labels=False)}</div></div></div></header>')
        art.append('<section class="release-body container"><div class="row"><div class="col-lg-10 col-lg-offset-1">\n' + "\n".join(body) + "\n" + "\n".join(tail) + "\n</div></div></section>")
        if r.random() < 0.7:
            P.mark("recirc")
            art.append(f'<section class="also-from"><h3>Also from this source</h3>' + "".join(
                f'<div class="card"><a href="/news-releases/{slug(h)}.html"><h3>{esc(h)}</h3></a><small>{P.date_en(0)}</small>' + (f"<p>{esc(t)}</p>" if t else "") + "</div>"
                for h, t in recirculation(P, r.randint(2, 4), 0.7)) + "</section>")
        if r.random() < 0.5:
            art.append('<section class="similar-topics"><h3>Explore</h3><p>More news releases in similar topics</p>' + link_list(P, r.sample(["Computer & Electronics", "Earnings", "Banking & Financial Services", "Health Care & Hospitals", "New Products & Services", "Mergers & Acquisitions", "Environmental Products & Services"], 4), "topics") + "</section>")
        art.append("</article></main>")
        out.append("\n".join(art))
        P.mark("footer")
        out.append(f'<footer class="footer">{link_list(P, ["Contact", "About", "My Services", "All News Releases", "Online Member Center", "Global Sites", "Terms of Use", "Privacy Policy", "Information Security Policy", "Site Map", "RSS", "Cookie Settings"], "footer-links")}'
                   f'<p>Copyright © {P.year} Cision US Inc.</p></footer>')
        return document("en-US", head(P, site), "\n".join(out))
    out.append(f'<header class="bw-header"><a class="bw-logo" href="/">Business Wire</a><nav>{link_list(P, ["Services", "Newsroom", "Resources", "About Us", "Contact"], "bw-nav")}</nav><a class="bw-login" href="/portal/site/home/login/">Log In</a><a href="/portal/site/home/sign-up/">Sign Up</a></header>')
    art = ['<main class="bw-main"><article class="bw-release">', f'<div class="bw-release-timestamp"><time datetime="{P.iso()}">{P.date_en(0)} {P.hour % 12 or 12}:{P.minute:02d} {"AM" if P.hour < 12 else "PM"} Eastern Daylight Time</time></div>',
           f'<h1 class="epi-fontLg bwalignc"><b>{esc(P.headline)}</b></h1>']
    if P.dek:
        art.append(f'<h2 class="bw-release-subhead"><i>{esc(P.dek)}</i></h2>')
    P.mark("byline")
    art.append(f'<div class="bw-release-share">{share_bar(P, "bw-share", labels=False)}</div>')
    if r.random() < 0.5:
        P.mark("lead-image")
        art.append(f'<div class="bw-release-main-image">{img(P, firm, None, False)}<div class="bw-release-caption">{esc(P.other_sentence(6, 25))} (Photo: Business Wire)</div></div>')
    art.append('<div class="bw-release-story">\n' + "\n".join(body) + "\n" + "\n".join(tail) + "\n</div>")
    P.mark("contacts")
    art.append(f'<div class="bw-release-contact"><h2>Contacts</h2><p>{contact_html}</p></div>')
    if r.random() < 0.6:
        P.mark("tags")
        art.append(f'<div class="bw-release-tags"><h3>Social Media Profiles</h3><ul><li><a href="https://twitter.com/{ticker_sym}">{esc(firm)} on Twitter</a></li><li><a href="https://www.linkedin.com/company/{slug(firm)}">{esc(firm)} on LinkedIn</a></li></ul>'
                   '<h3>Industry</h3>' + link_list(P, r.sample(["Technology", "Finance", "Health", "Energy", "Software", "Data Management", "Professional Services"], 3), "bw-tags") + "</div>")
    if r.random() < 0.6:
        P.mark("recirc")
        art.append(f'<section class="bw-more-news"><h3>More News From {esc(firm)}</h3>' + "".join(
            f'<div class="bw-news-item"><a href="/news/home/{r.randint(10**13, 10**14)}/en/">{esc(h)}</a><time>{P.date_en(0)}</time>' + (f"<p>{esc(t)}</p>" if t else "") + "</div>"
            for h, t in recirculation(P, r.randint(2, 4), 0.6)) + "</section>")
    art.append("</article></main>")
    out.append("\n".join(art))
    P.mark("footer")
    out.append(f'<footer class="bw-footer">{link_list(P, ["Privacy Statement", "Terms of Use", "Manage Cookies", "Accessibility Statement", "Sitemap"], "bw-footer-links")}'
               f'<p>© {P.year} Business Wire, Inc. A Berkshire Hathaway Company.</p></footer>')
    return document("en", head(P, site), "\n".join(out))


# ---------------------------------------------------------------------------------------------
# 21. A forum thread whose first post is the story: XenForo 2 (message--post, bbWrapper with
#     <br /> lines, user panels with dl pairs, bbCodeBlock quotes, signatures, reactions) or
#     phpBB 3 prosilver (postprofile dl, postbody with an h3 per post, "Re:" titles, <br><br>
#     lines, cite quotes, signatures, "Who is online"); replies quote the first post now and then.

def t_forum(P):
    r = P.rng
    site = r.choice(["Riverside Community Forum", "The Commuter Board", "HomeOwners Talk", "Regional Politics Forum", "Tech Support Lounge", "Anglers’ Exchange"])
    xf = r.random() < 0.55
    P.mark("forum:" + ("xenforo" if xf else "phpbb"))
    P.plan(dek=0, lists=0.12, subheads=0.2, quotes=0.2)
    op = P.author.replace(" ", "_") if r.random() < 0.5 else P.author.split()[0] + str(r.randint(1, 99))
    years = lambda: r.randint(2005, P.year)
    story_sentences = [s for k, t in P.blocks if k == "p" for s in split_sentences(t) if 6 <= len(s.split()) <= 40]

    def text_of(blocks_html):
        return "<br />\n<br />\n".join(blocks_html)

    parts = []
    for kind, value in P.blocks:
        if kind == "p":
            parts.append(P.inline(value, 0.1))
        elif kind == "h":
            parts.append(f"<b>{esc(value)}</b>")
        elif kind in ("ul", "ol"):
            parts.append(("<ol>" if kind == "ol" else "<ul>") + "".join(f"<li>{P.inline(v, 0.05)}</li>" for v in value) + ("</ol>" if kind == "ol" else "</ul>"))
        else:
            parts.append(f'<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">{esc(value)}</div></div></blockquote>'
                         if xf else f"<blockquote class=\"uncited\"><div>{esc(value)}</div></blockquote>")
    replies = []
    for k in range(r.randint(3, 12)):
        who = r.choice(FIRST) + r.choice(["", "_", "."]) + r.choice(LAST) + str(r.randint(0, 99)) if r.random() < 0.6 else letters(r, 7).lower()
        txt = esc(P.comment_text())
        if story_sentences and r.random() < 0.35:
            P.mark("quoted-story")
            q = esc(r.choice(story_sentences))
            txt = (f'<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote"><div class="bbCodeBlock-title">{esc(op)} said:</div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">{q}</div></div></blockquote>'
                   if xf else f'<blockquote><div><cite>{esc(op)} wrote: <a href="#p1">↑</a></cite>{q}</div></blockquote>') + txt
        replies.append((who, txt))
    sig = lambda: esc(r.choice(["Retired, but not from opinions.", "If it ain't broke, don't fix it.", f"{r.choice(CITIES)} since {years()}.", "Opinions are my own. Mostly.", "Measure twice, cut once."]))
    out = []
    if xf:
        P.mark("consent")
        out.append('<div class="p-pageWrapper" id="top"><div class="u-bottomFixer js-noticeWatcher"><ul class="notices notices--bottom_fixer js-notices"><li class="notice js-notice notice--primary notice--cookie" data-notice-id="-1"><div class="notice-content">'
                   'This site uses cookies to help personalise content, tailor your experience and to keep you logged in if you register.<br>By continuing to use this site, you are consenting to our use of cookies.'
                   '<div class="u-inputSpacer"><a href="/account/dismiss-notice" class="button--notice button">Accept</a><a href="/help/cookies" class="button--notice button">Learn more…</a></div></div></li></ul></div>')
        out.append(f'<header class="p-header" id="header"><div class="p-header-inner"><div class="p-header-logo"><a href="/">{esc(site)}</a></div></div></header>'
                   f'<div class="p-navSticky"><nav class="p-nav">{link_list(P, ["Forums", "What’s new", "Members", "Search"], "p-nav-list")}<div class="p-navgroup p-account"><a href="/login/" class="p-navgroup-link">Log in</a><a href="/register/" class="p-navgroup-link">Register</a></div></nav></div>')
        forum = r.choice(["General Discussion", "Local News", "Off Topic", "Politics & Current Events", "Help & Advice"])
        main = [f'<div class="p-body"><div class="p-body-inner"><ul class="p-breadcrumbs"><li><a href="/"><span>Forums</span></a></li><li><a href="/forums/{slug(forum)}/"><span>{esc(forum)}</span></a></li></ul>',
                f'<div class="p-body-header"><div class="p-title"><h1 class="p-title-value">{esc(P.headline)}</h1></div><div class="p-description"><ul class="listInline listInline--bullet"><li>Thread starter <a class="username u-concealed">{esc(op)}</a></li>'
                f'<li><a class="u-concealed"><time class="u-dt">{P.date_en(0)[:3]} {P.day}, {P.year}</time></a></li></ul></div></div>',
                '<div class="block block--messages"><div class="block-container lbContainer"><div class="block-body js-replyNewMessageContainer">']
        posts = [(op, text_of(parts), True)] + [(w, t, False) for w, t in replies]
        P.mark("byline")
        for n, (who, txt, first) in enumerate(posts):
            extras = "".join(f"<dl class=\"pairs pairs--justified\"><dt>{a}</dt><dd>{b}</dd></dl>" for a, b in [("Joined", f"{P.date_en(0)[:3]} {r.randint(1, 28)}, {years()}"), ("Messages", f"{r.randint(1, 30000):,}"), ("Reaction score", f"{r.randint(0, 9000):,}")])
            main.append(f'<article class="message message--post js-post js-inlineModContainer" data-author="{attr(who)}" data-content="post-{1000 + n}" id="js-post-{1000 + n}"><div class="message-inner">'
                        f'<div class="message-cell message-cell--user"><section class="message-user"><div class="message-userDetails"><h4 class="message-name"><a class="username">{esc(who)}</a></h4>'
                        f'<h5 class="userTitle message-userTitle">{r.choice(["Well-known member", "Member", "New member", "Active member"])}</h5></div><div class="message-userExtras">{extras}</div></section></div>'
                        f'<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header class="message-attribution message-attribution--split"><ul class="message-attribution-main listInline"><li class="u-concealed"><a><time class="u-dt">{P.date_en(0)[:3]} {P.day}, {P.year}</time></a></li></ul>'
                        f'<ul class="message-attribution-opposite listInline"><li><a href="#post-{1000 + n}">#{n + 1}</a></li></ul></header>'
                        f'<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer"><article class="message-body js-selectToQuote"><div class="bbWrapper">{txt}</div><div class="js-selectToQuoteEnd">&nbsp;</div></article></div>'
                        + (f'<aside class="message-signature"><div class="bbWrapper">{sig()}</div></aside>' if r.random() < 0.4 else "")
                        + f'</div><footer class="message-footer"><div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external"><a class="actionBar-action actionBar-action--reply">Reply</a></div></div>'
                        + (f'<div class="reactionsBar"><a class="reactionsBar-link">{esc(r.choice(FIRST))}, {esc(r.choice(FIRST))} and {r.randint(1, 30)} others</a></div>' if r.random() < 0.5 else "") + "</footer></div></div></div></article>")
        main.append('</div></div></div><div class="block-outer block-outer--after"><div class="block-outerOpposite"><a class="button--link button" href="/login/">You must log in or register to reply here.</a></div></div>')
        if r.random() < 0.7:
            P.mark("recirc")
            main.append('<div class="block"><h3 class="block-header">Similar threads</h3><div class="block-body"><div class="structItemContainer">' + "".join(
                f'<div class="structItem structItem--thread"><div class="structItem-cell structItem-cell--main"><div class="structItem-title"><a href="/threads/{slug(h)}.{r.randint(1000, 99999)}/">{esc(h)}</a></div>'
                f'<div class="structItem-minor"><ul class="structItem-parts"><li>{esc(r.choice(FIRST))}</li><li>{P.date_en(0)}</li><li>{esc(r.choice(["General Discussion", "Local News", "Off Topic"]))}</li></ul></div></div>'
                f'<div class="structItem-cell structItem-cell--meta"><dl class="pairs pairs--justified"><dt>Replies</dt><dd>{r.randint(0, 300)}</dd></dl><dl class="pairs pairs--justified"><dt>Views</dt><dd>{r.randint(50, 90000):,}</dd></dl></div></div>'
                for h in (P.other_headline() for _ in range(r.randint(3, 6)))) + "</div></div></div>")
        main.append(f'<div class="block"><h3>Forum statistics</h3><dl class="pairs pairs--justified"><dt>Threads</dt><dd>{r.randint(10**4, 10**6):,}</dd></dl><dl class="pairs pairs--justified"><dt>Messages</dt><dd>{r.randint(10**5, 10**7):,}</dd></dl>'
                    f'<dl class="pairs pairs--justified"><dt>Members</dt><dd>{r.randint(10**3, 10**5):,}</dd></dl><dl class="pairs pairs--justified"><dt>Latest member</dt><dd>{esc(letters(r, 8).lower())}</dd></dl></div></div></div>')
        out.append("\n".join(main))
        P.mark("footer")
        out.append(f'<footer class="p-footer"><div class="p-footer-inner">{link_list(P, ["Contact us", "Terms and rules", "Privacy policy", "Help", "Home", "RSS"], "p-footer-linkList")}'
                   '<div class="p-footer-copyright">Community platform by XenForo® © 2010-2023 XenForo Ltd.</div></div></footer></div>')
        return document("en-US", head(P, site, jsonld=0.4), "\n".join(out), ' data-template="thread_view"')
    forum = r.choice(["General Discussion", "Local News", "Off Topic", "Politics", "Help & Advice"])
    out.append(f'<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a><div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description">'
               f'<a id="logo" class="logo" href="./index.php" title="Board index"><span class="site_logo"></span></a><h1>{esc(site)}</h1><p>{esc(r.choice(["Discussion for residents and friends of the valley", "Talk about anything and everything", "Friendly help since 2004"]))}</p>'
               '<p class="skiplink"><a href="#start_here">Skip to content</a></p></div></div></div>'
               '<div class="navbar" role="navigation"><div class="inner"><ul id="nav-main" class="nav-main linklist" role="menubar"><li id="quick-links" class="quick-links dropdown-container"><a href="#" class="dropdown-trigger"><span>Quick links</span></a></li>'
               '<li><a href="/app.php/help/faq" rel="help" title="Frequently Asked Questions"><span>FAQ</span></a></li><li class="rightside"><a href="./ucp.php?mode=login" title="Login" accesskey="x"><span>Login</span></a></li>'
               '<li class="rightside"><a href="./ucp.php?mode=register"><span>Register</span></a></li></ul>'
               f'<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.php" accesskey="h"><span>Board index</span></a></span><span class="crumb"><a href="./viewforum.php?f={r.randint(1, 40)}"><span>{esc(forum)}</span></a></span></li></ul></div></div></div>')
    main = ['<div id="page-body" class="page-body" role="main">', f'<h2 class="topic-title"><a href="./viewtopic.php?t={r.randint(1000, 99999)}">{esc(P.headline)}</a></h2>',
            f'<div class="action-bar bar-top"><a href="./posting.php?mode=reply" class="button" title="Post a reply"><span>Post Reply</span></a><div class="search-box"><input class="inputbox search tiny" type="search" placeholder="Search this topic…"></div>'
            f'<div class="pagination">{len(replies) + 1} posts • Page <strong>1</strong> of <strong>1</strong></div></div>']
    posts = [(op, text_of(parts).replace("<br />\n", "<br>"), True)] + [(w, t, False) for w, t in replies]
    P.mark("byline")
    for n, (who, txt, first) in enumerate(posts):
        pid = 10000 + n
        title = esc(P.headline) if first else "Re: " + esc(P.headline)
        first_cls = ' class="first"' if first else ""
        main.append(f'<div id="p{pid}" class="post has-profile {"bg2" if n % 2 == 0 else "bg1"}"><div class="inner"><dl class="postprofile" id="profile{pid}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u={r.randint(2, 9999)}" class="username">{esc(who)}</a></dt>'
                    f'<dd class="profile-rank">{r.choice(["Posts: " + str(r.randint(1, 9000)), "Regular", "Newbie", "Site Admin"])}</dd><dd class="profile-posts"><strong>Posts:</strong> {r.randint(1, 9000)}</dd>'
                    f'<dd class="profile-joined"><strong>Joined:</strong> {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][r.randint(0, 6)]} {P.date_en(0)[:3]} {r.randint(1, 28):02d}, {years()} {r.randint(1, 12)}:{r.randint(10, 59)} pm</dd></dl>'
                    f'<div class="postbody"><div id="post_content{pid}"><h3{first_cls}><a href="#p{pid}">{title}</a></h3>'
                    f'<p class="author"><span class="responsive-hide">by <strong><a class="username">{esc(who)}</a></strong> » </span>{P.date_en(0)[:3]} {P.day:02d}, {P.year} {r.randint(1, 12)}:{r.randint(10, 59)} am</p>'
                    f'<div class="content">{txt}</div>' + (f'<div id="sig{pid}" class="signature">{sig()}</div>' if r.random() < 0.4 else "")
                    + '</div></div><div class="back2top"><a href="#top" class="top" title="Top"><span class="sr-only">Top</span></a></div></div></div><hr class="divider">')
    main.append('<div class="action-bar bar-bottom"><a href="./posting.php?mode=reply" class="button"><span>Post Reply</span></a></div>')
    main.append(f'<div class="stat-block online-list"><h3>Who is online</h3><p>Users browsing this forum: No registered users and {r.randint(1, 40)} guests</p></div>')
    main.append(f'<div class="jumpbox dropdown-container"><span class="dropdown-trigger">Jump to</span><ul class="dropdown-contents">' + "".join(f"<li><a>{esc(x)}</a></li>" for x in ["General Discussion", "Local News", "Off Topic", "Politics", "Help & Advice", "Announcements"]) + "</ul></div></div>")
    out.append("\n".join(main))
    P.mark("footer")
    out.append('<div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar" role="navigation"><ul id="nav-footer" class="nav-footer linklist"><li class="breadcrumbs"><span class="crumb"><a href="./index.php"><span>Board index</span></a></span></li>'
               '<li class="rightside">All times are <span title="UTC">UTC</span></li><li class="rightside"><a href="./ucp.php?mode=delete_cookies">Delete cookies</a></li><li class="rightside"><a href="./memberlist.php?mode=team">The team</a></li></ul></div>'
               '<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited<p class="footer-row"><span class="footer-copyright">Privacy | Terms</span></p></div></div></div>')
    return document("en-gb", head(P, site, jsonld=0.2), "\n".join(out), ' id="phpbb" class="nojs notouch section-viewtopic ltr"')


# ---------------------------------------------------------------------------------------------

TEMPLATES = {
    "gannett": t_gannett, "foxnews": t_foxnews, "wapo_2019": t_wapo_2019, "forbes": t_forbes, "bloomberg": t_bloomberg,
    "huffpost": t_huffpost, "yahoo": t_yahoo, "apnews": t_apnews, "politico": t_politico,
    "business_insider": t_business_insider, "techcrunch": t_techcrunch, "aljazeera": t_aljazeera,
    "independent": t_independent, "times_of_india": t_times_of_india, "drupal": t_drupal, "gov_release": t_gov_release,
    "ghost": t_ghost, "static_blog": t_static_blog, "blogger": t_blogger, "press_wire": t_press_wire, "forum": t_forum,
}


def make_page(rng, headline, paragraphs, others):
    template = rng.choice(sorted(TEMPLATES))
    P = Page(rng, headline, paragraphs, others, template)
    page = TEMPLATES[template](P)
    return page, P.gold, P.forms


def main():
    args = page_set.arguments(__doc__.split("\n")[0], "outlet_pages.py")
    articles = page_set.read_articles(args.corpus, lambda lines: len(lines) >= 5 and site_pages.is_prose(lines[1:]))
    others = [(h, p) for _, h, p in articles]
    failures, counts = [], {"lines": 0}

    def page_for(name, headline, paragraphs):
        page, gold, forms = make_page(random.Random(f"{args.seed}:{name}"), headline, paragraphs, others)
        missing, disorder = check_page(page, gold)
        counts["lines"] += len(gold)
        if missing or disorder:
            failures.append((name, forms[0], missing, disorder))
        return page, "\n".join(gold) + "\n", forms

    written = page_set.write_set(args.out, articles, args.part, page_for)
    print(f"{written} pages in {args.out} ({len(articles)} articles pass the prose filter)")
    if failures:
        for name, template, missing, disorder in failures:
            for line in missing:
                print(f"self-check: {name} ({template}): gold line not in the page: {line[:90]!r}", file=sys.stderr)
            for line in disorder:
                print(f"self-check: {name} ({template}): gold line out of order: {line[:90]!r}", file=sys.stderr)
        sys.exit(f"self-check failed on {len(failures)} of {written} pages")
    print(f"self-check passed: all {counts['lines']} gold lines of the {written} pages are in their page's text, in order")


if __name__ == "__main__":
    main()
