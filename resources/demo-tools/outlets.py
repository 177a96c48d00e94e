"""The seven fictional outlets of the demo corpus: feed metadata, link patterns, page templates."""


def _date(item, sep="/"):
    return item["published"].strftime(f"%Y{sep}%m{sep}%d")


def _number(item, base):
    """A stable article number, as news sites put in their URLs."""
    return base + item["published"].day * 10000 + item["published"].hour * 100 + item["published"].minute


OUTLETS = {
    "meridian": {
        "name": "Meridian Wire",
        "title": "Meridian Wire",
        "description": "Breaking news, business and sport from the Meridian Wire news agency.",
        "site": "https://meridianwire.example/",
        "feed_url": "https://meridianwire.example/feeds/topnews.rss",
        "file": "meridian-wire.xml",
        "format": "rss",
        "page_prefix": "meridian",
        "template": None,  # the wire carries its full text in the feed
        "link_for": lambda i: f"https://meridianwire.example/article/mw{_date(i, '')}-{i['slug']}",
        "guid_for": lambda i: f"urn:meridianwire:MW{_number(i, 7100000)}",
    },
    "harbour": {
        "name": "Harbour Gazette",
        "title": "Harbour Gazette",
        "description": "News from Halvard and the west coast since 1871.",
        "site": "https://harbourgazette.example/",
        "feed_url": "https://harbourgazette.example/rss/latest.xml",
        "file": "harbour-gazette.xml",
        "format": "rss",
        "page_prefix": "harbour",
        "template": "gazette",
        "link_for": lambda i: f"https://harbourgazette.example/{_date(i)}/{i['slug']}.html",
        "guid_for": lambda i: f"https://harbourgazette.example/{_date(i)}/{i['slug']}.html",
    },
    "northfield": {
        "name": "The Northfield Courier",
        "title": "The Northfield Courier",
        "description": "Northfield's daily paper: news, sport and what's on.",
        "site": "https://northfieldcourier.example/",
        "feed_url": "https://northfieldcourier.example/feeds/all.xml",
        "file": "northfield-courier.xml",
        "format": "atom",
        "page_prefix": "courier",
        "template": "courier",
        "link_for": lambda i: f"https://northfieldcourier.example/news/{i['slug']}-{_number(i, 4800000)}",
        "guid_for": lambda i: f"tag:northfieldcourier.example,2026-11-0{i['published'].day}:{_number(i, 4800000)}",
    },
    "ledger": {
        "name": "Capital Ledger",
        "title": "Capital Ledger",
        "description": "Politics, markets and the business of Aldmere.",
        "site": "https://capitalledger.example/",
        "feed_url": "https://capitalledger.example/feed/",
        "file": "capital-ledger.xml",
        "format": "rss",
        "page_prefix": "ledger",
        "template": "ledger",
        "link_for": lambda i: f"https://capitalledger.example/{i.get('section', 'politics')}/{_date(i, '-')}/{i['slug']}",
        "guid_for": lambda i: f"capitalledger-{_number(i, 90000000)}",
    },
    "lakeside": {
        "name": "Lakeside Daily",
        "title": "Lakeside Daily",
        "description": "Wrenby and the Lake Orrin shore, every day.",
        "site": "https://lakesidedaily.example/",
        "feed_url": "https://lakesidedaily.example/atom.xml",
        "file": "lakeside-daily.xml",
        "format": "atom",
        "page_prefix": "lakeside",
        "template": "lakeside",
        "link_for": lambda i: f"https://lakesidedaily.example/story/{i['slug']}",
        "guid_for": lambda i: f"https://lakesidedaily.example/story/{i['slug']}",
    },
    "signal": {
        "name": "Evening Signal",
        "title": "Evening Signal",
        "description": "The Evening Signal - the stories everyone is talking about.",
        "site": "https://eveningsignal.example/",
        "feed_url": "https://eveningsignal.example/news/rss",
        "file": "evening-signal.xml",
        "format": "rss",
        "page_prefix": "signal",
        "template": "signal",
        "link_for": lambda i: f"https://eveningsignal.example/news/{i['slug']}-{_number(i, 31000000)}",
        "guid_for": lambda i: f"https://eveningsignal.example/news/{i['slug']}-{_number(i, 31000000)}",
    },
    "tidings": {
        "name": "Tech Tidings",
        "title": "Tech Tidings",
        "description": "Gadgets, science and the business of technology.",
        "site": "https://techtidings.example/",
        "feed_url": "https://techtidings.example/feed.xml",
        "file": "tech-tidings.xml",
        "format": "atom",
        "page_prefix": "tidings",
        "template": "tidings",
        "link_for": lambda i: f"https://techtidings.example/{_date(i)[:7]}/{i['slug']}/",
        "guid_for": lambda i: f"https://techtidings.example/?p={_number(i, 52000)}",
    },
}
