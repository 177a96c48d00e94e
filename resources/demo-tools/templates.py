"""Article page templates of the demo outlets: the story wrapped in the clutter of real news
sites (navigation, cookie banners, ads - one inside the body -, share buttons, related
stories, comments, inline scripts and styles, footers). Six outlets, six different layouts."""

import hashlib
import html
import json

E = html.escape

COMMENTS = [
    ("harbourlight", "Was anyone else surprised by this? I thought it had been settled last year."),
    ("P. Andersen", "Good reporting, thank you. More of this and less celebrity nonsense please."),
    ("northern_soul", "Typical. Nobody asks the people who actually live here what they think."),
    ("Grizelda M", "My brother works near there and says the real story is a lot more complicated."),
    ("quietreader", "The headline is doing a lot of work. Read the whole thing before you comment."),
    ("Tomasz W.", "I remember when this was all fields. Progress, they call it."),
    ("oldsalt1952", "Someone should be asking where the money went. Every single time."),
    ("Linnea", "Finally some sensible news. Sharing with my neighbours."),
    ("rainonthelake", "Does the paper have a source for the second paragraph?"),
    ("Marek_K", "We have been saying this for years at the residents' meetings."),
    ("B. Oduya", "Condolences to everyone affected. Stay safe out there."),
    ("cyclist_em", "Can we have a follow-up in six months to see if any of this happened?"),
]

COMMENT_AGES = ["2 hours ago", "3 hours ago", "47 minutes ago", "5 hours ago", "1 hour ago", "12 minutes ago"]


def pick_comments(seed, count):
    chosen = []
    for k in range(count):
        c = COMMENTS[(seed >> (5 * k + 3)) % len(COMMENTS)]
        if c not in chosen:
            chosen.append(c)
    return chosen


def iso(item):
    return item["published"].strftime("%Y-%m-%dT%H:%M:%SZ")


def human_date(item):
    p = item["published"]
    return p.strftime("%A %-d %B %Y, %H:%M") + " GMT"


def body_with_ad(item, ad_html, para_tag="p", para_attrs=""):
    paras = item["paragraphs"]
    at = 2 if len(paras) > 3 else 1
    out = []
    for k, para in enumerate(paras):
        if k == at:
            out.append(ad_html)
        out.append(f"<{para_tag}{para_attrs}>{E(para, quote=False)}</{para_tag}>")
    return "\n".join(out)


def related_links(related):
    return "\n".join(f'<li><a href="{E(r["link"])}">{E(r["title"], quote=False)}</a></li>' for r in related)


def head(outlet, item, style, extra=""):
    title = E(item["title"])
    teaser = E(item["teaser"] or "")
    return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} | {E(outlet["name"])}</title>
<meta name="description" content="{teaser}">
<link rel="canonical" href="{E(item["link"])}">
<meta property="og:title" content="{title}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="{E(outlet["name"])}">
<meta property="og:url" content="{E(item["link"])}">
<meta property="og:description" content="{teaser}">
<meta property="article:published_time" content="{iso(item)}">
<meta property="article:section" content="{E(item.get("category") or "News")}">
{extra}<style>
{style}
</style>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() {{ dataLayer.push(arguments); }}
  gtag('js', new Date());
  gtag('config', 'UA-{int(hashlib.sha1(outlet["name"].encode()).hexdigest()[:8], 16) % 90000 + 10000}-1', {{ anonymize_ip: true }});
</script>
</head>"""


# --- Harbour Gazette: a traditional regional paper, itemprop=articleBody, sidebar, comments.

GAZETTE_STYLE = """body { font-family: Georgia, serif; margin: 0; background: #f4f1ea; color: #222; }
.masthead { background: #0b3954; color: #fff; padding: 12px 24px; }
.masthead h2 { margin: 0; font-size: 34px; letter-spacing: 1px; }
.site-nav ul { list-style: none; display: flex; gap: 18px; padding: 0; margin: 8px 0 0; }
.site-nav a { color: #cfe3ef; text-decoration: none; }
.cookie-banner { position: fixed; bottom: 0; left: 0; right: 0; background: #222; color: #eee; padding: 14px; }
.wrap { display: grid; grid-template-columns: 1fr 300px; gap: 32px; max-width: 1100px; margin: 24px auto; }
.ad-slot { background: #e6e2d8; text-align: center; padding: 12px; font: 12px sans-serif; }
.article-body p { font-size: 19px; line-height: 1.6; }
.comments { border-top: 3px solid #0b3954; margin-top: 32px; }"""


def gazette(outlet, item, related, seed):
    comments = "\n".join(
        f'<li class="comment"><span class="comment-author">{E(n)}</span> '
        f'<span class="comment-age">{COMMENT_AGES[k % len(COMMENT_AGES)]}</span><p>{E(t)}</p></li>'
        for k, (n, t) in enumerate(pick_comments(seed, 3)))
    mid_ad = """<div class="ad-slot ad-inline" data-slot="article-mid">
<span class="ad-label">Advertisement</span>
<p>Winter breaks on the west coast from 89 crowns a night. Book direct with Saltmarsh Hotels and save 15%.</p>
</div>"""
    return f"""{head(outlet, item, GAZETTE_STYLE)}
<body class="article-page">
<a class="skip-link" href="#main">Skip to content</a>
<div class="cookie-banner" id="cookie-notice">
<p>We use cookies to personalise content and ads and to analyse our traffic. By continuing to browse you agree to our use of cookies.</p>
<button type="button">Accept all</button> <button type="button">Manage settings</button>
</div>
<header class="masthead">
<h2>Harbour Gazette</h2>
<nav class="site-nav"><ul>
<li><a href="/news/">News</a></li><li><a href="/halvard/">Halvard</a></li><li><a href="/coast/">Coast</a></li>
<li><a href="/sport/">Sport</a></li><li><a href="/business/">Business</a></li><li><a href="/whats-on/">What's On</a></li>
<li><a href="/opinion/">Opinion</a></li><li><a href="/obituaries/">Notices</a></li>
</ul></nav>
</header>
<div class="ad-slot ad-leaderboard" id="ad-top">Advertisement</div>
<div class="wrap">
<main id="main">
<div class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; {E(item.get("category") or "Halvard")}</div>
<article itemscope itemtype="https://schema.org/NewsArticle">
<h1 itemprop="headline">{E(item["title"], quote=False)}</h1>
<p class="byline">By <span itemprop="author">{E(item["author"] or "Gazette Reporter")}</span></p>
<p class="dateline"><time datetime="{iso(item)}">{human_date(item)}</time></p>
<figure class="lead-image"><img src="/images/2026/11/{item["slug"]}-960.jpg" alt="">
<figcaption class="caption">Photograph: Harbour Gazette</figcaption></figure>
<div class="article-body" itemprop="articleBody">
{body_with_ad(item, mid_ad)}
</div>
<div class="share-tools">
<span>Share this story</span>
<a class="share-facebook" href="#">Facebook</a> <a class="share-x" href="#">X</a>
<a class="share-email" href="#">Email</a> <a class="share-whatsapp" href="#">WhatsApp</a>
</div>
<ul class="tags"><li><a href="/tag/halvard">Halvard</a></li><li><a href="/tag/local-news">Local news</a></li></ul>
</article>
<section class="related-stories">
<h3>Related stories</h3>
<ul>
{related_links(related)}
</ul>
</section>
<section class="comments" id="comments">
<h3>Comments (3)</h3>
<p class="comment-rules">Comments are moderated. Please keep it civil.</p>
<ol class="comment-list">
{comments}
</ol>
<form class="comment-form"><textarea placeholder="Join the discussion"></textarea><button>Post</button></form>
</section>
</main>
<aside class="sidebar">
<div class="ad-slot ad-mpu">Advertisement</div>
<div class="most-read"><h3>Most read</h3><ol>
{related_links(list(reversed(related)))}
</ol></div>
<div class="newsletter-signup"><h3>The Gazette in your inbox</h3>
<p>Get the day's Halvard headlines every morning at seven.</p>
<input type="email" placeholder="Your email"><button>Sign up</button></div>
</aside>
</div>
<footer class="site-footer">
<ul><li><a href="/about/">About us</a></li><li><a href="/contact/">Contact</a></li><li><a href="/advertise/">Advertise</a></li>
<li><a href="/privacy/">Privacy</a></li><li><a href="/terms/">Terms</a></li></ul>
<p>&copy; 2026 Harbour Gazette Ltd, 14 Quayside Row, Halvard. All rights reserved.</p>
</footer>
<script>
document.querySelectorAll('.cookie-banner button').forEach(function (b) {{
  b.addEventListener('click', function () {{ document.getElementById('cookie-notice').remove(); }});
}});
</script>
<script src="/static/js/ads.js" async></script>
</body>
</html>
"""


# --- The Northfield Courier: a CMS theme with <article class="entry-content">, a live ticker,
# newsletter box inside the story and a comments block marked only by <a name="comments">.

COURIER_STYLE = """:root { --brand: #8c1c13; }
body { font: 17px/1.55 "Helvetica Neue", Arial, sans-serif; margin: 0; }
#topbar { background: var(--brand); color: #fff; font-size: 13px; padding: 4px 16px; }
.primary-menu { border-bottom: 1px solid #ddd; padding: 8px 16px; }
.primary-menu a { margin-right: 14px; color: #333; }
.container { max-width: 980px; margin: 0 auto; padding: 0 16px; }
.entry-content p { margin: 0 0 1em; }
.advert-box { min-height: 250px; background: #fafafa; border: 1px dashed #ccc; }
#gdpr-consent { position: fixed; top: 30%; left: 10%; right: 10%; background: #fff; box-shadow: 0 0 20px #0005; }"""


def courier(outlet, item, related, seed):
    comments = "\n".join(
        f'<div class="reader-note"><b>{E(n)}</b> wrote:<br>{E(t)}</div>' for n, t in pick_comments(seed, 4))
    mid_ad = """<div class="advert-box" id="dfp-ad-inarticle-1">
<p>ADVERTISEMENT</p>
<p>Brookmoor Motors: 0% finance on all nearly-new family cars this month. Terms apply.</p>
</div>"""
    json_ld = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle",'
        f'"headline":{json.dumps(item["title"])},'
        f'"datePublished":"{iso(item)}","publisher":{{"@type":"Organization","name":"The Northfield Courier"}}}}'
        "</script>\n")
    return f"""{head(outlet, item, COURIER_STYLE, json_ld)}
<body>
<div id="gdpr-consent" role="dialog">
<h4>Your privacy choices</h4>
<p>We and our 214 partners store and access information on your device for personalised ads and content, ad and content measurement, audience insights and product development.</p>
<button>I agree</button> <button>More options</button>
</div>
<div id="topbar">Wednesday's weather: frost early, bright later &middot; <a href="/epaper/">Today's e-paper</a> &middot; <a href="/login/">Sign in</a></div>
<div class="container">
<div class="logo"><a href="/"><img src="/assets/courier-logo.svg" alt="The Northfield Courier"></a></div>
<div class="primary-menu" role="navigation">
<a href="/news/">News</a><a href="/sport/">Sport</a><a href="/rovers/">Rovers</a><a href="/steelers/">Steelers</a>
<a href="/business/">Business</a><a href="/lifestyle/">Lifestyle</a><a href="/jobs/">Jobs</a><a href="/announcements/">Announcements</a>
</div>
<div class="ticker"><strong>Latest:</strong>
<a href="{E(related[0]["link"])}">{E(related[0]["title"], quote=False)}</a></div>
<article class="post">
<header class="entry-header">
<h1 class="entry-title">{E(item["title"], quote=False)}</h1>
<div class="entry-meta"><span class="author vcard">{E(item["author"] or "Courier Reporter")}</span>
<span class="posted-on"><time class="published" datetime="{iso(item)}">{human_date(item)}</time></span></div>
</header>
<div class="entry-content">
{body_with_ad(item, mid_ad)}
<div class="newsletter-inline"><p>Sign up to the Courier's free morning newsletter for the day's Northfield news.</p></div>
</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/news/">News</a></span></footer>
</article>
<div class="social-share"><a href="#">Share on Facebook</a> <a href="#">Share on X</a> <a href="#">Copy link</a></div>
<div class="more-stories">
<h3>More from the Courier</h3>
<ul>
{related_links(related)}
</ul>
</div>
<a name="comments"></a>
<h3>What readers say</h3>
{comments}
</div>
<div class="site-info"><p>The Northfield Courier is part of Pennine Press Group. Registered office: Courier House, Mill Street, Northfield.</p>
<p><a href="/privacy/">Privacy notice</a> | <a href="/cookies/">Cookie policy</a> | <a href="/contact/">Contact us</a></p></div>
<script>(function(){{var s=document.createElement('script');s.src='https://ads.example/loader.js';document.body.appendChild(s);}})();</script>
</body>
</html>
"""


# --- Capital Ledger: a business paper with a paywall teaser, a market data strip, a table-free
# story column, a "key points" box, and an ad inside the story text.

LEDGER_STYLE = """body { font-family: "Source Serif", serif; background: #fff7ec; margin: 0; }
.market-strip { font: 12px monospace; background: #262a33; color: #9fd; padding: 4px 12px; white-space: nowrap; }
.ledger-header { text-align: center; border-bottom: 4px double #333; }
.ledger-header nav a { font: 13px sans-serif; text-transform: uppercase; margin: 0 8px; }
.story { max-width: 700px; margin: 0 auto; }
.story-text p { font-size: 18px; line-height: 1.7; }
.paywall-note { background: #fde9c9; padding: 8px; }
.advert { border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; margin: 24px 0; }"""


def ledger(outlet, item, related, seed):
    mid_ad = """<aside class="advert advert-inline">
<small>Advertisement</small>
<p>Aldmere Private Bank. Wealth management for the ones who think in decades. Capital at risk.</p>
</aside>"""
    comments = "\n".join(
        f'<article class="comment"><h5>{E(n)}</h5><p>{E(t)}</p><a class="reply" href="#">Reply</a></article>'
        for n, t in pick_comments(seed, 2))
    return f"""{head(outlet, item, LEDGER_STYLE)}
<body>
<div class="cookie-consent">
<p>Capital Ledger uses cookies for essential site functions and, with your consent, for analytics. <a href="/cookies">Learn more</a></p>
<button>Accept</button><button>Reject non-essential</button>
</div>
<div class="market-strip" aria-label="Markets">ALD 40 7,412.6 -0.4% &nbsp; HALVARD SHIPPING 1,108.2 +0.2% &nbsp; CROWN/EURO 0.8841 &nbsp; 10Y 3.71%</div>
<header class="ledger-header">
<div class="brand"><a href="/">CAPITAL LEDGER</a></div>
<nav><a href="/politics/">Politics</a><a href="/markets/">Markets</a><a href="/companies/">Companies</a>
<a href="/economy/">Economy</a><a href="/opinion/">Opinion</a><a href="/data/">Data</a><a href="/subscribe/">Subscribe</a></nav>
</header>
<div class="story">
<p class="kicker">{E(item.get("category") or "Politics")}</p>
<h1>{E(item["title"], quote=False)}</h1>
<p class="standfirst">{E(item["teaser"], quote=False)}</p>
<div class="byline">{E(item["author"] or "Ledger staff")} &middot; <time datetime="{iso(item)}">{human_date(item)}</time></div>
<div class="story-text">
{body_with_ad(item, mid_ad)}
</div>
<div class="paywall-note">You have read 3 of your 5 free articles this month. <a href="/subscribe/">Subscribe for full access</a>.</div>
<div class="sharing"><button>Share</button><button>Save</button><button>Gift this article</button></div>
<div class="related-coverage">
<h4>Related coverage</h4>
<ul>
{related_links(related)}
</ul>
</div>
<section class="comments-section">
<h4>Reader comments</h4>
{comments}
</section>
</div>
<footer>
<p>Capital Ledger &copy; 2026. Prices delayed by at least 15 minutes. Not investment advice.</p>
<p><a href="/about">About</a> &middot; <a href="/careers">Careers</a> &middot; <a href="/help">Help</a> &middot; <a href="/privacy">Privacy</a></p>
</footer>
<script>window.__LEDGER_STATE__ = {{"section":"{E(item.get("category") or "politics")}","metered":true,"articleCount":3}};</script>
</body>
</html>
"""


# --- Lakeside Daily: a small-town site on a generic theme with no article markup at all:
# divs named by layout (col-main, col-side), a weather widget and a photo gallery strip.

LAKESIDE_STYLE = """body { font-family: Verdana, sans-serif; font-size: 15px; background: #eef5f7; }
#page { width: 960px; margin: 0 auto; background: #fff; }
.col-main { float: left; width: 640px; padding: 20px; }
.col-side { float: right; width: 260px; }
.weather-widget { background: #2b6777; color: #fff; padding: 10px; }
.ads-box { margin: 18px 0; padding: 10px; background: #f7f7f7; font-size: 13px; }
.clear { clear: both; }"""


def lakeside(outlet, item, related, seed):
    mid_ad = """<div class="ads-box">
<p>Sponsored: Orrin Lake Cruises - Christmas lunch sailings now on sale. Call 0190 555 0142.</p>
</div>"""
    comments = "\n".join(
        f'<div class="comment-item"><strong>{E(n)}</strong><p>{E(t)}</p></div>' for n, t in pick_comments(seed, 3))
    return f"""{head(outlet, item, LAKESIDE_STYLE)}
<body>
<div id="page">
<div class="cookie-bar">This website uses cookies. <a href="/cookies.html">Find out more</a> <a href="#" class="close">OK</a></div>
<div id="header-area"><a href="/"><img src="/img/lakeside-daily.png" alt="Lakeside Daily"></a>
<div class="weather-widget">Wrenby today: 7&deg;C, light rain, wind SW 18 km/h</div></div>
<div id="menu"><ul>
<li><a href="/">Home</a></li><li><a href="/wrenby/">Wrenby</a></li><li><a href="/lake/">Around the lake</a></li>
<li><a href="/sport/">Sport</a></li><li><a href="/food/">Food</a></li><li><a href="/events/">Events</a></li>
<li><a href="/photos/">Photos</a></li><li><a href="/contact/">Send us your news</a></li></ul></div>
<div class="col-main">
<div class="info">{E(item["author"] or "Lakeside Daily")} | {item["published"].strftime("%d/%m/%Y %H:%M")}</div>
<h1>{E(item["title"], quote=False)}</h1>
<img src="/photos/{item["slug"]}.jpg" width="600" alt="">
{body_with_ad(item, mid_ad)}
<div class="share-this"><a href="#">Like</a> <a href="#">Tweet</a> <a href="#">Email a friend</a> <a href="#">Print</a></div>
<div class="you-may-like"><h3>You may also like</h3><ul>
{related_links(related)}
</ul></div>
<div id="comment-area"><h3>Have your say</h3>
{comments}
</div>
</div>
<div class="col-side">
<div class="ads-box">Your advert here - call our sales team</div>
<div class="gallery-strip"><h4>Reader photos</h4><a href="/photos/1">Misty morning on the pier</a> <a href="/photos/2">Swans at Gull Point</a></div>
</div>
<div class="clear"></div>
<div id="footer-area">Lakeside Daily, 3 Ferry Lane, Wrenby. Editor: Rosalind Achebe. &copy; 2026 | <a href="/privacy.html">Privacy</a></div>
</div>
<script type="text/javascript">
var _ldq = _ldq || []; _ldq.push(['trackPageView']);
(function () {{ var d = document, g = d.createElement('script'); g.async = true; g.src = '/stats/ld.js'; d.body.appendChild(g); }})();
</script>
</body>
</html>
"""


# --- Evening Signal: a tabloid with autoplay video, "trending" bar, many ad units and
# outbrain-style sponsored links below the story.

SIGNAL_STYLE = """body { font-family: Arial, sans-serif; margin: 0; }
.sig-head { background: #d00; color: #fff; padding: 10px; }
.sig-head a { color: #fff; font-weight: bold; margin-right: 10px; }
.trending-bar { background: #111; color: #ff0; padding: 6px 10px; }
.story-body p:first-child { font-weight: bold; font-size: 20px; }
[id^=div-gpt-ad] { margin: 20px auto; text-align: center; }"""


def signal(outlet, item, related, seed):
    mid_ad = """<div id="div-gpt-ad-1688-mpu2" class="gpt-unit">
<p>ADVERTISEMENT - story continues below</p>
</div>"""
    comments = "\n".join(
        f'<li><span class="user">{E(n)}</span> <span class="likes">{(seed >> k) % 90 + 3} likes</span><p>{E(t)}</p></li>'
        for k, (n, t) in enumerate(pick_comments(seed, 4)))
    return f"""{head(outlet, item, SIGNAL_STYLE)}
<body>
<div class="consent-overlay"><p>Evening Signal and our partners use cookies. Accept to continue reading for free, or subscribe to go ad-free.</p><button>Accept and continue</button></div>
<div class="sig-head">
<a href="/">EVENING SIGNAL</a>
<a href="/news/">News</a><a href="/sport/">Sport</a><a href="/showbiz/">Showbiz</a><a href="/money/">Money</a><a href="/puzzles/">Puzzles</a>
</div>
<div class="trending-bar">TRENDING: <a href="{E(related[-1]["link"])}">{E(related[-1]["title"], quote=False)}</a></div>
<div id="div-gpt-ad-1688-top"></div>
<div class="video-player" data-autoplay="true"><p>Watch: the day's top stories in 60 seconds</p></div>
<h1 class="headline">{E(item["title"], quote=False)}</h1>
<div class="author-box">By {E(item["author"] or "Signal Reporter")} <time datetime="{iso(item)}">{human_date(item)}</time></div>
<div class="story-body">
{body_with_ad(item, mid_ad)}
</div>
<p class="got-a-story">Got a story? Email news@eveningsignal.example or call the newsdesk.</p>
<div class="social-buttons"><a href="#">f</a> <a href="#">x</a> <a href="#">WhatsApp</a> <a href="#">Comments</a></div>
<div class="read-more-block"><h3>Read more</h3><ul>
{related_links(related)}
</ul></div>
<div class="taboola-feed"><h3>Promoted stories</h3>
<a href="#">Doctors stunned by this simple trick for knee pain</a>
<a href="#">Homeowners in Northfield are switching to this boiler</a>
<a href="#">The 25 most beautiful coastal villages, ranked</a></div>
<div class="comments-wrap"><h3>Comments</h3><ul>
{comments}
</ul></div>
<footer id="sig-footer"><p>&copy; Evening Signal Media 2026. Registered in Aldmere. Independent Press Standards member.</p></footer>
<script>var SIG = {{ page: 'article', id: {seed % 1000000} }}; document.addEventListener('scroll', function () {{ }});</script>
</body>
</html>
"""


# --- Tech Tidings: a modern blog theme with <main><article>, a table of contents sidebar,
# a "read next" card row, an inline newsletter promo and a comments widget.

TIDINGS_STYLE = """html { font-family: Inter, system-ui, sans-serif; }
body { margin: 0; color: #111; background: #fff; }
.top-nav { display: flex; justify-content: space-between; padding: 14px 28px; border-bottom: 1px solid #eee; }
.post-wrap { max-width: 720px; margin: 40px auto; }
.post-body p { font-size: 18px; line-height: 1.75; }
.promo-card { background: #f0f4ff; border-radius: 12px; padding: 16px; }
.read-next { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }"""


def tidings(outlet, item, related, seed):
    mid_ad = """<div class="promo-card sponsor-unit">
<p>Sponsored by Fennick Audio - noise cancelling that actually cancels noise. Try it for 30 days.</p>
</div>"""
    comments = "\n".join(
        f'<div class="cmt"><div class="cmt-user">{E(n.lower().replace(" ", "_"))}</div><div class="cmt-text">{E(t)}</div></div>'
        for n, t in pick_comments(seed, 3))
    return f"""{head(outlet, item, TIDINGS_STYLE)}
<body>
<div class="cookie-popup" aria-live="polite"><p>We use cookies to understand how you use Tech Tidings. Fine by you?</p><button>Sure</button><button>No thanks</button></div>
<nav class="top-nav"><a href="/" class="logo">Tech Tidings</a>
<ul><li><a href="/gadgets/">Gadgets</a></li><li><a href="/science/">Science</a></li><li><a href="/business/">Business</a></li>
<li><a href="/reviews/">Reviews</a></li><li><a href="/newsletter/">Newsletter</a></li></ul></nav>
<main>
<article class="post-wrap">
<div class="post-meta"><a href="/{E((item.get("category") or "news").lower())}/">{E(item.get("category") or "News")}</a> &middot; {human_date(item)}</div>
<h1>{E(item["title"], quote=False)}</h1>
<div class="author-card"><img src="/avatars/{(item["author"] or "staff").split()[0].lower()}.png" alt=""> {E(item["author"] or "Tidings staff")}</div>
<div class="post-body">
{body_with_ad(item, mid_ad)}
</div>
<div class="share-row"><button>Copy link</button><button>Share</button></div>
</article>
<section class="read-next"><h2>Read next</h2>
<ul>
{related_links(related)}
</ul></section>
<section id="comments" class="comment-widget"><h2>Discussion</h2>
{comments}
</section>
</main>
<footer class="site-footer"><p>Tech Tidings is an independent publication. We may earn a commission from links on this page.</p>
<p>&copy; 2026 Tidings Media</p></footer>
<script async src="/js/app.8f3c21.js"></script>
</body>
</html>
"""


TEMPLATES = {
    "gazette": gazette,
    "courier": courier,
    "ledger": ledger,
    "lakeside": lakeside,
    "signal": signal,
    "tidings": tidings,
}


def render(outlet, item, related, seed):
    if not outlet["template"]:
        raise ValueError(f"{outlet['name']} has no page template")
    return TEMPLATES[outlet["template"]](outlet, item, related, seed)
