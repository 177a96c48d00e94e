"""The stories of headlines-weeks.tsv (see make_headlines.py): three weeks of invented news, written
without reading the detector, so that a detector could learn from the stream itself which words
are stock phrases and which names are famous. Invented for Kindred's tests; every outlet, person,
company, club, town and country is fictional.

The stream starts on Monday 3 May 2027 and runs for 21 days. It holds:
- Big stories (20): bursts of 20-36 headlines from many outlets within a few hours, paraphrased
  the way desks do (wire prefixes "UPDATE 1-", "BREAKING:", section prefixes "Business: ", Title
  Case outlets, " - Outlet" suffixes). A share of each big story's headlines name only a secondary
  name (a spokesperson, a head office, a town) or a descriptor ("the furniture chain").
- Stock phrases (traps): ten phrases ("files for bankruptcy / collapses into administration",
  "files for IPO / plans stock market listing", "recalls N products", "names new chief
  executive", "sacks manager", "cuts N jobs", "declares water emergency", "fined by regulator",
  "suffers outage", "launches referral programme") each told, in several wordings, by many small
  unrelated stories (other companies, clubs, cities) spread over the three weeks, and by some of
  the big stories. On the day of a big story that uses a phrase, one to three small stories with
  the same phrase but other names are published within a few hours of its burst.
- Famous names (traps): a pop star (Marisol Vane), a football club (Corvington Rovers), a tech
  billionaire (Dashiell Krane), a head of government (Prime Minister Agathe Lindqvist of Estmark)
  and a big tech company (Quorvex) each appear in several unrelated stories, some of them big,
  and on several days two unrelated stories about the same famous name fall within hours of each
  other. Each is labelled as its own story.
- Daily market reports: every weekday, 3-10 headlines on the day's markets, one story per day
  (markets-dayNN), with varied causes; some mention a big story's company.
- Background: several hundred small stories (1-5 headlines) on weather, courts, sport, local
  politics, science, health, transport and culture, with more on weekdays and in daytime.
A detector that links headlines on a stock phrase merges the small stories into the big ones (or
with each other); one that links on a famous name merges unrelated stories about that name; one
that links only on the main name splits the big stories.

The content is built from templates and name pools with a seeded generator, so it is stable.
"""

import random

START_DATE = (2027, 5, 3)
SEED = 20270503
DAYS = 21

_R = random.Random(5032027)

# Sixty fictional outlets: a few wires and national desks first, then regional papers, trade
# sites and aggregators.
SOURCES = [
    "Continental Wire", "Harbourline Press", "The National Courant", "Sextant News Agency",
    "Daily Forum", "The Morning Ensign", "Capstone Herald", "Broadsheet Today", "Westmarch Times",
    "Estmark Tribune", "Ledger & Ticker", "Bourse Daily", "Tech Current", "Fixture List",
    "Terrace Talk", "Clinic Brief", "Footlights", "Chamber Report", "Roadworthy", "Skyline Weather",
    "The Lanternbearer", "Kettleford Gazette", "Marrowdale Echo", "Portwick Mercury",
    "Saltmarsh Standard", "Hollin Valley News", "The Ridgeback", "Copperbeck Journal",
    "Thistlewood Post", "Greyhaven Chronicle", "Brindle Bay Times", "Owlsgate Observer",
    "The Cobbled Street", "Fernhallow Bulletin", "North Quay Dispatch", "The Plainsman",
    "Windrush Courier", "Dunmere Record", "Oldcastle Sentinel", "The Wayfarer",
    "Newsflash 365", "Pulse Wire", "The Brief", "Headline Hub", "Feedstream", "Morning Digest",
    "The Insider Desk", "Civic Pages", "Local Voice Network", "Paperboy",
    "Market Watchtower", "Gadget Ledger", "The Dugout", "Wellness Wire", "Stage Door",
    "Policy Desk", "The Commuter", "Front Page Now", "Evening Lamp", "Riverside Ripple",
]
WIRES = SOURCES[:4]
BUSINESS_DESKS = ["Ledger & Ticker", "Bourse Daily", "Market Watchtower"]
TECH_DESKS = ["Tech Current", "Gadget Ledger"]
SPORT_DESKS = ["Fixture List", "Terrace Talk", "The Dugout"]

# A few big wires and national desks carry much more than the small outlets.
SOURCE_WEIGHTS = [3.0, 2.5, 2.0, 2.0, 1.6, 1.5, 1.4, 1.3, 1.2, 1.2] + [1.0] * 10 + \
                 [0.6] * 20 + [0.9] * 10 + [0.7] * 10

SUFFIX_SOURCES = {"Newsflash 365": " - ", "Pulse Wire": " | ", "Headline Hub": " - ",
                  "Feedstream": " - ", "Paperboy": " | ", "Front Page Now": " - "}
TITLE_CASE_SOURCES = set(SOURCES[5::7]) | {"Morning Digest"}


# ---------------------------------------------------------------------------------------------
# Helpers.

def cap(s):
    return s[:1].upper() + s[1:]


def weekend(day):
    return day % 7 in (5, 6)          # day 0 is a Monday


# Hour-of-day weights (UTC): quiet nights, a morning rise, busy working hours, a long evening tail.
_HOD_WEIGHTS = [0.15, 0.1, 0.1, 0.1, 0.15, 0.3, 0.6, 0.9, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0,
                0.95, 0.9, 0.85, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]


def at(day, hour_of_day):
    return day * 24 + hour_of_day


def random_hour(day, rng=_R):
    h = rng.choices(range(24), _HOD_WEIGHTS)[0]
    return at(day, h + rng.random())


def random_day(rng=_R, weekday_bias=3.0):
    weights = [1.0 if weekend(d) else weekday_bias for d in range(DAYS)]
    return rng.choices(range(DAYS), weights)[0]


PREFIXES_BUSINESS = ["UPDATE 1-", "UPDATE 2-", "BREAKING: ", "Business: ", "Business: ", "EXCLUSIVE-",
                     "Markets: ", "UPDATE 3-"]
PREFIXES_GENERAL = ["BREAKING: ", "UPDATE 1-", "LIVE: ", "Latest: ", "UPDATE 2-", "News: "]
PREFIXES_SPORT = ["BREAKING: ", "Football: ", "Sport: ", "UPDATE 1-"]


# Every headline text is used once in the whole stream: two stories never carry the very same words.
_USED = set()


def fresh(headlines):
    out = [h for h in dict.fromkeys(headlines) if h.lower() not in _USED]
    _USED.update(h.lower() for h in out)
    return out


def fill(templates, fields, k, rng=_R):
    """Draws k different templates and fills them with the story's fields, skipping any text another
    story already used."""
    filled = [t.format(**fields) for t in rng.sample(templates, len(templates))]
    return fresh([h for h in filled if h.lower() not in _USED][:k])


def big_story(sid, hour, lead, wire, generic, custom, fields, burst, total, prefixes,
              tail_hours=18, reprint=None, rng=_R):
    """A big story: the lead from a wire (and its reprint a few minutes later), then a mix of the
    family's generic wordings and the story's own headlines, some with desk prefixes."""
    headlines = [(wire, lead.format(**fields))]
    if reprint:
        headlines.append((reprint, lead.format(**fields), rng.randint(3, 12)))
    pool = [t.format(**fields) for t in generic] + list(custom)
    rng.shuffle(pool)
    # Keep at least two thirds of the story's own headlines, which carry the secondary names.
    need = total - len(headlines)
    own = [h for h in pool if h in custom][: max(1, (2 * len(custom)) // 3)]
    rest = [h for h in pool if h not in own]
    body = own + rest[: max(0, need - len(own))]
    rng.shuffle(body)
    for h in body[:need]:
        if rng.random() < 0.16 and not h.startswith(("BREAKING", "UPDATE", "LIVE", "Business:", "Football:")):
            h = rng.choice(prefixes) + h
        headlines.append(h)
    _USED.update((h[1] if isinstance(h, tuple) else h).lower() for h in headlines)
    return {"id": sid, "hour": hour, "burst": min(burst, len(headlines)), "tail_hours": tail_hours,
            "headlines": headlines}


def small_story(sid, hour, headlines, spread=None, rng=_R):
    s = {"id": sid, "hour": hour, "headlines": headlines}
    _USED.update((h[1] if isinstance(h, tuple) else h).lower() for h in headlines)
    s["spread"] = spread if spread is not None else rng.choice([1.5, 2, 3, 4, 5, 6])
    return s


# ---------------------------------------------------------------------------------------------
# Name pools (invented).

STEMS = [
    "Abbotrell", "Brannock", "Cresswin", "Dallowmere", "Elverdine", "Farrowgate", "Glenmarrow",
    "Hadleigh Brook", "Iverson Lane", "Jessamine", "Kelbrook", "Lorrimer", "Maddox Pryce", "Norrington",
    "Oddbury", "Pennistock", "Quillon", "Rathbone Hale", "Sallowfield", "Tamberlin", "Ulverby",
    "Vashmere", "Wrenfold", "Yarrowby", "Zennor Bright", "Ashgrove", "Bellcourt", "Carrowmore",
    "Dunholt", "Emberlane", "Foxbridge", "Gallantry", "Hollowell", "Inchcape", "Juniper Row",
    "Kingsmarsh", "Lattimer", "Meriden Rowe", "Nettlecombe", "Orchardine", "Pellow", "Quenby",
    "Rushmere", "Stavely Cross", "Thornbury Vale", "Umberleigh", "Vellacott", "Whitlow", "Yeldham",
    "Arkwright Fenn", "Bramwell", "Corrick", "Dewhurst", "Eskdane", "Fallowfield", "Gorrick",
    "Hethering", "Ilbury", "Jarrold", "Kilverstone", "Lymington Pike", "Mossel", "Nyland", "Ockley",
    "Prestwold", "Ravelston", "Silvermere", "Tollard", "Upwell", "Varley", "Wickham Dale",
    "Zabriskie", "Aldous", "Brisley", "Cowdray", "Draycott", "Elmstead", "Frisby", "Grantley",
    "Hoxley", "Ingleby", "Kittering", "Lanyon", "Mabley", "Nantwell", "Orrin", "Pargeter",
    "Quarrendon", "Ruddock", "Sedgebrook", "Tarrant Moor", "Ullswick", "Vyner", "Wetherden",
]
# More invented company stems, built from syllables, so that every small story gets its own firm.
_HEADS = ["Brack", "Calder", "Dunn", "Fenwyn", "Garrow", "Halder", "Kelver", "Lorrin", "Morwen", "Norvel", "Penrick",
          "Quarl", "Rossel", "Selwyn", "Tamsey", "Velling", "Wendle", "Yarl", "Astley", "Bellam"]
_TAILS = ["well", "more", "stone", "wick", "ridge", "holt", "den", "gate", "combe", "field"]
STEMS += [h + t for h in _HEADS for t in _TAILS if not (h.endswith("e") and t[0] in "aeiou")]
_R.shuffle(STEMS)

FIRST = ["Alina", "Bertram", "Cosima", "Desmond", "Eloise", "Fintan", "Greta", "Hamish", "Ilona",
         "Jasper", "Katja", "Leopold", "Marit", "Nils", "Odile", "Piers", "Rosalind", "Sebastian",
         "Tamsin", "Ulric", "Vivienne", "Wendell", "Yvette", "Anouk", "Benedikt", "Clio", "Dorian",
         "Esme", "Florian", "Gideon", "Hester", "Ivo", "Juno", "Konrad", "Lise", "Magnus", "Nell",
         "Oskar", "Petra", "Quentin", "Rafe", "Saskia", "Torvald", "Una", "Valentin", "Wilhelmina"]
LAST = ["Abernathy", "Birkett", "Castellan", "Devereux", "Ellingham", "Fairweather", "Gossage",
        "Halloran", "Ingram-Shaw", "Jollife", "Kemble", "Lanchester", "Mortlake", "Northcott",
        "Ogilvie", "Pemberton", "Quaile", "Redgrave", "Strachan", "Trevelyan", "Underhill",
        "Vosper", "Whitbread-Lyle", "Yardley", "Ashdown", "Blackmore", "Corliss", "Danvers",
        "Eckhart", "Fennimore", "Grayling", "Hollis", "Iredale", "Janssen", "Kirkby", "Lovell",
        "Maitland", "Nyquist", "Okonedo", "Prowse", "Rundle", "Sandoval", "Tolliver", "Urquell",
        "Varga", "Wollaston", "Zeller", "Amundsen-Hart", "Brackett", "Cuthbertson", "Dorrance"]


# Surnames the big stories use; random people never take them.
BIG_SURNAMES = {"Strachan", "Redgrave", "Okonedo", "Tolliver", "Sandoval", "Maitland", "Pemberton", "Kirkby",
                "Devereux", "Rundle", "Iredale", "Varga", "Blackmore", "Ellingham", "Mortlake", "Lanchester",
                "Ogilvie", "Wollaston", "Hollis", "Brackett", "Fairweather", "Abernathy", "Ashdown"}
LAST = [n for n in LAST if n not in BIG_SURNAMES]


def person(rng=_R):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


TOWNS = [
    "Kettleford", "Marrowdale", "Portwick", "Saltmarsh", "Hollin", "Copperbeck", "Thistlewood",
    "Greyhaven", "Brindle Bay", "Owlsgate", "Fernhallow", "North Quay", "Windrush", "Dunmere",
    "Oldcastle", "Ashbourne Wells", "Blackwater Reach", "Caldermouth", "Dewsford", "Elmhurst Cross",
    "Fallowmere", "Gorsedale", "Harkwood", "Ivybridge Moor", "Juniper Bay", "Kilnsey Ford",
    "Lowmarsh", "Millbeck", "Nethercott", "Orrisby", "Pellingham", "Quarry Hill", "Ravensfold",
    "Sedgemoor End", "Tarnside", "Upper Wyvern", "Vinecombe", "Wexmouth", "Yarrow Green",
    "Amberfield", "Broxholme", "Corrie Sands", "Drumlee", "Eastwold", "Farthing Cross", "Glaswick",
    "Heatherby", "Inverlochy Marsh", "Kestrelford", "Longbarrow", "Merrivale", "Newhithe",
    "Ottermouth", "Penhallow", "Redcastle Down", "Stonegate", "Tollbridge", "Wimbury", "Larkhill Vale",
    "Bramblecote", "Cinderford Edge", "Drakesmoor", "Edgeworth Hythe", "Foxholme", "Goldcliffe",
]
COUNTRIES = ["Tessara", "Halvia", "Morrowland", "Calvenia", "Ostrelia", "Pardavia", "Skarn",
             "Veridia", "Lusmark", "Oranje Coast", "Belmarra", "Kestovia"]
HOME = "Estmark"
CLUBS = ["Harkwood Athletic", "Kettleford Town", "Portwick United", "Dunmere City", "Saltmarsh Rovers",
         "Greyhaven Albion", "Copperbeck Wanderers", "Oldcastle FC", "Wexmouth Town", "Brindle Bay United",
         "Millbeck Athletic", "Tarnside Rangers", "Ravensfold City", "Stonegate Harriers",
         "Ottermouth Argyle", "Merrivale United", "Fallowmere Town", "Amberfield Athletic",
         "Glaswick Thistle", "Newhithe Borough", "Penhallow City", "Foxholme Dynamo", "Lowmarsh Town",
         "Nethercott Rangers", "Orrisby United", "Quarry Hill Athletic", "Redcastle Down FC", "Tollbridge City",
         "Vinecombe Wanderers", "Yarrow Green Rovers", "Heatherby Town", "Eastwold United", "Drumlee Celtic",
         "Broxholme Athletic", "Gorsedale Town", "Wimbury Albion"]


class Pool:
    """Draws names without repeats, so two small stories never share a company by accident."""

    def __init__(self, items, rng=_R):
        self.items = list(items)
        rng.shuffle(self.items)

    def take(self):
        return self.items.pop()


# Places and clubs the big stories use stay out of the small and background stories.
BIG_TOWNS = {"Greyhaven", "Copperbeck", "Wexmouth", "Penhallow", "Ottermouth", "Dunmere", "Kettleford",
             "Caldermouth", "Longbarrow", "Stonegate", "Portwick", "Hollin", "Goldcliffe", "Corrie Sands",
             "Larkhill Vale", "Ashbourne Wells", "Tarnside", "Merrivale", "North Quay"}
TOWNS = [t for t in TOWNS if t not in BIG_TOWNS]
CLUBS = [c for c in CLUBS if c.split()[0] not in BIG_TOWNS]
STEM_POOL = Pool(STEMS)
TOWN_POOL = Pool(TOWNS)
CLUB_POOL = Pool(CLUBS)


def n_jobs(rng=_R):
    return f"{rng.choice([90, 120, 150, 200, 240, 300, 350, 420, 500, 640, 800, 1100, 1400, 2200]):,}"


def money(rng=_R, lo=True):
    return rng.choice(["£4m", "£7.5m", "£12m", "£18m", "£26m", "£31m", "£44m", "£62m", "£3.2m", "£9m"])


# ---------------------------------------------------------------------------------------------
# Stock phrases: each family has small wordings (for small stories), generic big wordings (for
# the big stories that use the phrase) and an entity maker for small stories.

def _bankrupt_entity(rng):
    kind, desc = rng.choice([("Home", "furniture retailer"), ("Fashion", "fashion chain"),
                             ("Outdoor", "camping retailer"), ("Toys", "toy shop chain"),
                             ("Cafés", "coffee shop chain"), ("Cycles", "bike maker"),
                             ("Builders", "housebuilder"), ("Electricals", "electricals chain"),
                             ("Books", "bookseller"), ("Pharmacy", "pharmacy chain"),
                             ("Logistics", "haulier"), ("Shoes", "shoe retailer")])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc), "n": n_jobs(rng),
            "stores": rng.choice([14, 22, 37, 45, 60, 83, 110, 140])}


def _ipo_entity(rng):
    kind, desc = rng.choice([("Pay", "payments start-up"), ("Health", "digital clinic"),
                             ("Energy", "battery maker"), ("Foods", "plant-based food maker"),
                             ("Robotics", "warehouse robot maker"), ("Games", "games studio"),
                             ("Travel", "booking app"), ("Bio", "biotech"), ("Cloud", "software firm"),
                             ("Wind", "wind farm developer")])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc),
            "val": rng.choice(["£400m", "£850m", "£1.2bn", "£2bn", "£3.5bn", "£6bn"]),
            "exchange": rng.choice(["the Estmark exchange", "the Carran bourse", "the Halvic market"])}


def _recall_entity(rng):
    kind, desc, product, fault = rng.choice([
        ("Motors", "carmaker", "vehicles", "a brake fault"), ("Appliances", "appliance maker", "tumble dryers", "fire risk"),
        ("Baby", "nursery brand", "pushchairs", "a folding hinge fault"), ("Cycles", "e-bike maker", "e-bikes", "battery fires"),
        ("Foods", "snack maker", "bags of crisps", "undeclared peanuts"), ("Toys", "toymaker", "toy kits", "choking hazard"),
        ("Trucks", "lorry maker", "trucks", "steering faults"), ("Kitchen", "cookware brand", "pressure cookers", "lid faults"),
        ("Power", "charger maker", "phone chargers", "overheating"), ("Dairy", "dairy", "yoghurt pots", "plastic fragments"),
    ])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc), "product": product,
            "fault": fault, "n": rng.choice(["4,200", "12,000", "18,500", "36,000", "80,000", "140,000", "9,600"])}


def _ceo_entity(rng):
    kind, desc = rng.choice([("Insurance", "insurer"), ("Group", "conglomerate"), ("Telecom", "telecoms group"),
                             ("Water", "water company"), ("Mining", "miner"), ("Airways", "airline"),
                             ("Pharma", "drugmaker"), ("Media", "broadcaster"), ("Retail", "supermarket group"),
                             ("Rail", "train operator")])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc), "person": person(rng),
            "old": person(rng)}


def _sack_entity(rng):
    club = CLUB_POOL.take()
    return {"name": club, "short": club.split()[0], "person": person(rng),
            "run": rng.choice(["five straight defeats", "a 4-0 home loss", "a winless month",
                               "cup exit", "seven games without a win", "a derby defeat"]),
            "desc": "the club", "Desc": "The club"}


def _jobs_entity(rng):
    kind, desc = rng.choice([("Bank", "lender"), ("Steel", "steelmaker"), ("Post", "parcel firm"),
                             ("Media", "publisher"), ("Chemicals", "chemicals group"), ("Motors", "car parts maker"),
                             ("Software", "software firm"), ("Foods", "food processor"), ("Energy", "energy supplier"),
                             ("Glass", "glassmaker"), ("Print", "printer")])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc), "n": n_jobs(rng),
            "place": TOWN_POOL.take()}


def _water_entity(rng):
    town = TOWN_POOL.take()
    return {"name": town, "short": town, "desc": "the town", "Desc": "The town",
            "res": rng.choice(["Lake", "Reservoir"]) + " " + rng.choice(["Ashe", "Corran", "Wendle", "Brisk", "Hallow", "Tarrow", "Mirre"]),
            "pct": rng.choice([9, 12, 15, 18, 21, 24])}


def _fine_entity(rng):
    kind, desc = rng.choice([("Bank", "bank"), ("Building Society", "building society"), ("Capital", "investment firm"),
                             ("Insurance", "insurer"), ("Energy", "energy supplier"), ("Savings", "savings bank"),
                             ("Broking", "broker")])
    stem = STEM_POOL.take()
    reg, reason = rng.choice([("the Conduct Authority", "mis-sold loans"), ("the Markets Board", "weak anti-fraud checks"),
                              ("the Conduct Authority", "overcharging customers"), ("the Energy Regulator", "billing errors"),
                              ("the Prudential Board", "false reporting"), ("the Markets Board", "IT failures")])
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc), "amt": money(rng),
            "reg": reg, "Reg": cap(reg), "reason": reason}


def _outage_entity(rng):
    kind, desc, verb = rng.choice([("Pay", "payments app", "pay in shops"), ("Chat", "messaging app", "send messages"),
                                   ("Play", "gaming network", "log in"), ("Bank", "online bank", "see balances"),
                                   ("Cast", "streaming service", "watch shows"), ("Maps", "maps app", "get directions"),
                                   ("Ride", "ride-hailing app", "book rides"), ("Mail", "email service", "send emails")])
    stem = STEM_POOL.take().split()[0]
    return {"name": f"{stem}{kind}", "short": f"{stem}{kind}", "desc": desc, "Desc": cap(desc), "verb": verb,
            "h": rng.choice([2, 3, 4, 5, 7])}


def _referral_entity(rng):
    kind, desc = rng.choice([("Energy", "energy supplier"), ("Broadband", "broadband provider"), ("Bank", "challenger bank"),
                             ("Mobile", "mobile network"), ("Box", "meal kit firm"), ("Gym", "gym chain"),
                             ("Pet", "pet insurer"), ("Cars", "car subscription firm")])
    stem = STEM_POOL.take()
    return {"name": f"{stem} {kind}", "short": stem, "desc": desc, "Desc": cap(desc),
            "x": rng.choice(["£25", "£40", "£50", "£75", "£100"])}


FAMILIES = {
    "bankruptcy": {
        "entity": _bankrupt_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} files for bankruptcy", "{name} files for Chapter 11 protection",
            "{Desc} {short} collapses into administration", "{name} seeks bankruptcy protection",
            "{name} goes bust with {n} jobs at risk", "Administrators appointed at {name}",
            "{name} collapses into administration, {stores} stores affected",
            "{Desc} {short} files for insolvency", "{short} bankruptcy: shops stay open while buyer sought",
            "{name} enters administration after rescue talks fail", "{short} goes under, putting {n} jobs at risk",
            "{Desc} {short} calls in administrators",
        ],
        "big": [
            "{name} files for bankruptcy", "{name} seeks Chapter 11 protection",
            "{name} collapses into administration", "{Desc} with {stores} stores goes bust",
            "What the {short} collapse means for shoppers", "{short} staff learn of collapse by email",
            "Landlords brace for closures after {short} filing", "{boss} blames rents and rates for collapse",
            "{short} gift cards: what customers need to know", "Suppliers owed millions after {short} goes under",
            "{spokes}: 'every store stays open for now'", "Bidders circle {short}'s best stores",
            "{short} pension deficit revealed in court papers", "The {age}-year-old {desc} that ran out of money",
            "{n} jobs at risk as {desc} fails", "{place} head office falls silent as administrators arrive",
            "{short} bankruptcy: the stores most likely to close", "How {short} went from favourite to failure",
        ],
    },
    "ipo": {
        "entity": _ipo_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} files for IPO", "{name} plans stock market listing", "{Desc} {short} files to go public",
            "{name} confirms intention to float on {exchange}", "{name} eyes {val} valuation in listing",
            "{name} files for initial public offering", "{short} picks banks for flotation",
            "{Desc} {short} to list shares on {exchange}", "{name} sets out plans for {val} IPO",
        ],
        "big": [
            "{name} files for IPO", "{name} plans stock market listing at up to {val}",
            "{Desc} {short} files to go public", "{short} IPO filing reveals {loss} loss",
            "{short} to list on {exchange} under '{ticker}'", "Five things from the {short} prospectus",
            "{boss}: 'the right moment to go public'", "{short} founders keep control with dual-class shares",
            "{short} listing could be the year's biggest debut", "Investors weigh {short}'s path to profit",
            "{short} flotation: can small investors buy in?", "{Desc} picks four banks to run its share sale",
            "Why {short} is going public now", "{short} IPO could make hundreds of staff millionaires",
        ],
    },
    "recall": {
        "entity": _recall_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} recalls {n} {product}", "{name} recalls {product} over {fault}",
            "{Desc} {short} issues recall of {n} {product}", "{n} {product} recalled over {fault}",
            "{short} {product} recall: check your model number", "{name} pulls {product} from shelves",
            "{Desc} {short} recalls {n} {product}", "Recall: {name} {product} linked to {fault}",
        ],
        "big": [
            "{name} recalls {n} {product} over {fault}", "{Desc} {short} issues recall of {n} {product}",
            "{short} recall: is yours affected?", "{n} {product} recalled after reports of {fault}",
            "{short} {product} recall: what owners should do now", "{boss} apologises over recall",
            "{Reg} opens inquiry into {short} {product}", "{short} shares fall after recall",
            "Owners of {short} {product} told to stop using them", "{spokes}: 'safety is our first priority'",
            "{short} recall to cost up to {cost}", "{Desc} recalls {product} made at {place} plant",
            "{short} recall: how the fault was found", "Dealers swamped with calls over {short} recall",
        ],
    },
    "ceo": {
        "entity": _ceo_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} names new CEO", "{name} appoints {person} as chief executive",
            "{person} to take over as {short} boss", "{name} picks {person} as new chief executive",
            "{Desc} {short} names {person} CEO", "{old} to step down as {short} chief, {person} to succeed",
            "New boss for {desc} {short}", "{short} hires {person} to run the {desc}",
        ],
        "big": [],
    },
    "sacks": {
        "entity": _sack_entity, "prefixes": PREFIXES_SPORT,
        "small": [
            "{name} sack manager {person}", "{person} sacked by {name}", "{name} part company with {person}",
            "{name} dismiss {person} after {run}", "{person} leaves {name} after {run}",
            "{short} sack boss {person}", "{name} sack manager after {run}", "{person} out at {name}",
        ],
        "big": [],
    },
    "jobs": {
        "entity": _jobs_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} to cut {n} jobs", "{name} axes {n} roles", "{Desc} {short} to shed {n} staff",
            "{n} jobs to go at {name}", "{name} lays off {n} workers", "{short} cuts {n} jobs at {place} site",
            "{Desc} {short} announces {n} redundancies", "{place} hit as {short} cuts {n} jobs",
        ],
        "big": [],
    },
    "water": {
        "entity": _water_entity, "prefixes": PREFIXES_GENERAL,
        "small": [
            "{name} declares water emergency", "Water emergency declared in {name}",
            "{name} imposes water rationing as {res} runs low", "Hosepipe ban in {name} as water emergency declared",
            "{name} water emergency: {res} down to {pct}%", "{name} declares drought emergency, limits showers",
            "Taps may run dry in {name}, council warns",
        ],
        "big": [],
    },
    "fine": {
        "entity": _fine_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} fined by regulator", "{name} fined {amt} over {reason}", "Regulator fines {name} {amt}",
            "{Reg} fines {name} for {reason}", "{Desc} {short} hit with {amt} penalty",
            "{short} penalised {amt} for {reason}", "Watchdog fines {short} over {reason}",
        ],
        "big": [
            "{name} fined {amt} by regulator", "{Reg} fines {short} {amt} over {reason}",
            "{short} hit with record {amt} penalty", "{Reg}: {short} 'ignored warnings for years'",
            "{spokes}: '{short} has learned lessons'", "{boss} apologises as {short} is fined",
            "{short} fine: how the failings went unchecked", "{short} shares slip after penalty",
            "{short} fine is the biggest of its kind", "Opposition calls for inquiry into {short}",
            "{short} fined: what it means for customers", "{regboss}: 'a culture that looked the other way'",
            "Shareholders question bonuses after {short} penalty",
        ],
    },
    "outage": {
        "entity": _outage_entity, "prefixes": PREFIXES_GENERAL,
        "small": [
            "{name} suffers outage", "{name} down for thousands of users",
            "{name} outage leaves users unable to {verb}", "Is {name} down? Users report problems",
            "{name} restored after {h}-hour outage", "{Desc} {short} hit by outage",
            "{name} not working: users unable to {verb}",
        ],
        "big": [
            "{name} suffers global outage", "{name} down: millions unable to {verb}",
            "Is {name} down? Users report problems worldwide", "{name} outage: what we know",
            "{name} restored after {h}-hour outage", "Businesses count the cost of {name} blackout",
            "{spokes}: 'we are working to fix the problem'", "{name} outage: users flock to rivals",
            "Why {name} went down for {h} hours", "Regulators ask questions after {name} failure",
            "{boss}: 'we let our users down'", "Engineers trace {name} fault to {place} data centre",
        ],
    },
    "referral": {
        "entity": _referral_entity, "prefixes": PREFIXES_BUSINESS,
        "small": [
            "{name} launches referral programme", "{name} to pay customers {x} for referring friends",
            "{Desc} {short} unveils refer-a-friend scheme", "{name} launches referral program",
            "{short} offers {x} reward in new referral scheme", "{Desc} {short} rolls out referral bonus",
        ],
        "big": [],
    },
}


def phrase_small(family, sid, hour, k=None, rng=_R, entity=None):
    fam = FAMILIES[family]
    e = entity or fam["entity"](rng)
    k = k or rng.choices([1, 2, 3, 4], [3, 4, 3, 1])[0]
    headlines = fill(fam["small"], e, k, rng)
    if rng.random() < 0.1:
        headlines[0] = rng.choice(fam["prefixes"]) + headlines[0]
    return small_story(sid, hour, headlines, rng.choice([1.5, 2, 3, 4, 5]), rng), e


# ---------------------------------------------------------------------------------------------
# Big stories. Each gives its own headlines (with the secondary names) and, where it uses a
# stock phrase, the family whose generic wordings fill it out.

BIG_SPECS = [
    # Week 1.
    dict(id="pellmore-finch-bankruptcy", day=0, hod=9.0, family="bankruptcy", burst=24, total=32,
         lead="{name} files for bankruptcy", wire="Continental Wire", reprint="Kettleford Gazette",
         fields=dict(name="Pellmore & Finch", short="Pellmore", desc="department store chain", Desc="Department store chain",
                     n="11,400", stores=186, boss="Chief executive Lionel Harte", spokes="Administrator Ruth Quayle",
                     place="Hollin Street", age=164),
         custom=["Pellmore & Finch seeks bankruptcy protection with £1.9bn of debts",
                 "BREAKING: Pellmore & Finch collapses, 11,400 jobs at risk",
                 "Harte: 'we ran out of road'", "Quayle & Co appointed to run Pellmore & Finch",
                 "The 164-year-old department store that ran out of money",
                 "Kettleford flagship to stay open through Christmas, administrators say",
                 "Department store chain with 186 shops goes bust",
                 "Pelmore and Finch collapse: shoppers rush to use vouchers",
                 "Pellmore staff told of collapse in morning huddles",
                 "Business: Pellmore & Finch bankruptcy leaves 186 high streets asking what next",
                 "Lionel Harte's last memo to Pellmore staff",
                 "Hollin Street head office staff sent home",
                 "Rival Dawlish & Crane eyes best Pellmore sites"]),
    dict(id="quorvex-cloud-outage", day=1, hod=13.0, family="outage", burst=26, total=34,
         lead="{name} suffers global outage", wire="Tech Current", reprint="Pulse Wire",
         fields=dict(name="Quorvex", short="Quorvex", desc="tech giant", Desc="Tech giant", verb="open their email or files",
                     h=6, spokes="Quorvex spokesman Aldo Reyes", boss="Quorvex chief Mira Castellane", place="Nordhaven"),
         custom=["Quorvex Mail and Drive down across three continents", "BREAKING: Quorvex services go dark worldwide",
                 "Schools and hospitals hit as Quorvex cloud fails", "Quorvex outage: airlines fall back to paper boarding passes",
                 "Quorvex Drive not working: what we know", "Mira Castellane apologises for six-hour blackout",
                 "Quorvx outage: why so much of the internet went with it",
                 "Tech giant blames faulty software update for worldwide failure",
                 "Nordhaven data centre fault brought down Quorvex, engineers say",
                 "Quorvex shares fall 4% in late trade after outage",
                 "Millions of office workers sent home as Quorvex cloud crashes",
                 "Quorvex restores email after six hours", "Aldo Reyes: 'no data was lost'"]),
    dict(id="vane-stage-collapse", day=2, hod=20.5, family=None, burst=22, total=30,
         lead="Stage collapses at Marisol Vane concert in Greyhaven", wire="Harbourline Press", reprint="Footlights",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["Marisol Vane concert halted after part of stage collapses",
                 "BREAKING: Injuries as stage gives way at Vane show",
                 "Eleven hurt as lighting rig falls at Greyhaven Arena",
                 "Marisol Vane: 'my heart breaks for everyone hurt tonight'",
                 "Vane fans describe panic as stage roof buckled",
                 "Greyhaven Arena show abandoned midway through 'Glasshouse'",
                 "Pop star unhurt after stage collapse, her team says",
                 "Promoter Bellhaven Live says rig passed safety checks",
                 "Marisol Vain concert collapse: what we know", "Eleven taken to hospital after arena accident",
                 "Vane's manager Teo Ashdown: 'Marisol is shaken but safe'",
                 "Police and safety inspectors at Greyhaven Arena overnight",
                 "Vane postpones second Greyhaven night after accident",
                 "Singer visits injured fans in Greyhaven General",
                 "Safety investigators seize parts of collapsed rig",
                 "'It just folded': fans film moment stage fell",
                 "Greyhaven Arena stage collapse: crew member seriously hurt",
                 "Vane tour: remaining shows 'under review'",
                 "Ticket holders for cancelled Vane show to get refunds",
                 "Who is responsible when a stage falls? Experts explain",
                 "Glasshouse tour rig maker named as Trussworks",
                 "The pop star whose tour has been shadowed by bad luck",
                 "Vane stage collapse: council orders review of arena licence",
                 "Eleven hurt, one critically, in Greyhaven concert collapse"]),
    dict(id="veltrane-recall", day=3, hod=10.0, family="recall", burst=22, total=30,
         lead="{name} recalls {n} {product} over {fault}", wire="Continental Wire", reprint="Roadworthy",
         fields=dict(name="Veltrane Motors", short="Veltrane", desc="carmaker", Desc="Carmaker", n="620,000",
                     product="vehicles", fault="a fuel leak", boss="Veltrane chief Otto Brennan",
                     spokes="Veltrane spokeswoman Ines Calder", Reg="The Vehicle Safety Agency", cost="£900m",
                     place="Caldermouth"),
         custom=["Veltrane recalls 620,000 cars as fuel lines may crack",
                 "BREAKING: Veltrane issues biggest recall in its history",
                 "Veltrane Aster and Corsa Nova models included in recall",
                 "Carmaker recalls 620,000 vehicles over fire risk",
                 "Veltrane fuel leak linked to 14 fires, safety agency says",
                 "Caldermouth plant to build replacement fuel lines around the clock",
                 "Veltrain recall: owners urged not to park in garages",
                 "Otto Brennan: 'we should have acted sooner'",
                 "Veltrane Motors recall: check your registration number here",
                 "Roadworthy: the history of Veltrane's fuel line problems",
                 "Veltrane shares slide 7% after recall"]),
    dict(id="estmark-finance-minister-quits", day=4, hod=7.5, family=None, burst=24, total=32,
         lead="Estmark finance minister Ferdinand Ollerenshaw resigns", wire="Sextant News Agency",
         reprint="Policy Desk", prefixes=PREFIXES_GENERAL, fields={},
         custom=["Ollerenshaw quits in row with Prime Minister Lindqvist over budget",
                 "BREAKING: Estmark's finance minister resigns",
                 "Agathe Lindqvist loses finance minister on eve of budget",
                 "Ollerenshaw resignation letter: 'I cannot support these plans'",
                 "Lindqvist names Yvette Strachan as new finance minister",
                 "Estmark krona falls after minister's resignation",
                 "What Ollerenshaw's exit means for Lindqvist's government",
                 "Prime minister 'disappointed' by Ollerenshaw departure",
                 "Opposition demands vote of confidence in Lindqvist",
                 "Who is Yvette Strachan? Estmark's new finance chief",
                 "Ollerenshaw resigns: the budget row explained",
                 "Estmark budget delayed after minister quits",
                 "Lindqvist: 'the government is united and the budget will pass'",
                 "Olerenshaw quits: the five-week feud behind the resignation",
                 "Government bond yields jump as finance minister resigns",
                 "Estmark's treasury in turmoil as minister walks out",
                 "Ollerenshaw to stay on as MP, backs government 'on most things'",
                 "Cabinet reshuffle after Ollerenshaw exit: who moves where",
                 "Lindqvist's coalition partners call emergency meeting",
                 "Ferdinand Ollerenshaw: a profile of the minister who walked",
                 "Prime minister's office denies it forced Ollerenshaw out",
                 "Strachan promises budget 'within days'",
                 "Krona steadies after Strachan appointment"]),
    dict(id="corvington-sack-moreau", day=5, hod=17.5, family=None, burst=20, total=28,
         lead="Corvington Rovers sack manager Luc Moreau", wire="Fixture List", reprint="Terrace Talk",
         prefixes=PREFIXES_SPORT, fields={},
         custom=["Moreau sacked by Corvington Rovers after 5-1 derby defeat",
                 "BREAKING: Rovers part company with Luc Moreau",
                 "Corvington Rovers dismiss Moreau after Portwick humiliation",
                 "Luc Moreau out at Rovers after 14 months",
                 "Rovers sack boss Moreau hours after derby thrashing",
                 "Ellery Park chants sealed Moreau's fate",
                 "Rovers chairman Gerald Finchley: 'a change was needed'",
                 "Moreau: 'I gave everything to this club'",
                 "Who will replace Luc Moreau at Corvington?",
                 "Assistant Kai Lundgren takes charge of Rovers for now",
                 "Moreau sacking: the defeats that cost him his job",
                 "Corvington Rovers manager sacked with club eighth",
                 "Rovers' next manager: the contenders",
                 "Moreau's Rovers reign in numbers",
                 "Corvington players 'shocked' by Moreau exit",
                 "Luc Moreau leaves Rovers with £4m pay-off",
                 "Sacked Moreau thanks Ellery Park fans",
                 "Football: Rovers sack Moreau after derby defeat",
                 "Finchley under pressure as Rovers sack third manager in two years",
                 "Corvington Rovers confirm manager's departure"]),
    dict(id="estmark-storm-odile", day=6, hod=9.0, family=None, burst=20, total=27,
         lead="Storm Odile brings 90mph winds to Estmark's west coast", wire="Skyline Weather", reprint="Continental Wire",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["Storm Odile: red weather warning for Wexmouth and Penhallow",
                 "Thousands without power as Odile batters coast",
                 "BREAKING: Man killed by falling tree as Storm Odile hits",
                 "Ferries cancelled and bridges closed as Odile arrives",
                 "Storm Odile: trains suspended across the west",
                 "Wexmouth seafront flooded as storm surge hits",
                 "Odile: 120,000 homes without electricity",
                 "Storm Odile live: latest on warnings and closures",
                 "Penhallow lifeboat rescues crew of stricken fishing boat",
                 "Odile strongest May storm in 40 years, forecasters say",
                 "Storm Odile: roofs torn off in Ottermouth",
                 "Power firms warn some homes could wait days for repairs",
                 "Storm Odyle: what to do if a tree falls on your property",
                 "Winds of 90mph recorded at Goldcliffe lighthouse",
                 "Clean-up begins as Storm Odile moves north",
                 "Emergency services stretched as Odile topples trees",
                 "Seafront cafés in Wexmouth count cost of storm",
                 "Odile: schools to stay shut on Monday in Penhallow",
                 "Storm Odile named after 'unusually deep' low forms",
                 "Weather: Odile's winds ease overnight",
                 "Crews work through night to reconnect 120,000 homes",
                 "Storm Odile: photos of a wild day on the coast",
                 "Coastal road at Corrie Sands washed away by storm",
                 "Insurers brace for claims after Storm Odile"]),
    # Week 2.
    dict(id="tallyhop-ipo", day=7, hod=12.0, family="ipo", burst=20, total=27,
         lead="{name} files for IPO", wire="Ledger & Ticker", reprint="Bourse Daily",
         fields=dict(name="Tallyhop", short="Tallyhop", desc="budgeting app", Desc="Budgeting app",
                     val="£5.4bn", exchange="the Estmark exchange", loss="£210m", ticker="TLLY",
                     boss="Tallyhop founder Priya Vantongeren"),
         custom=["Budgeting app Tallyhop files to go public at up to £5.4bn",
                 "BREAKING: Tallyhop files for stock market listing",
                 "Tallyhop prospectus shows 9 million users but no profit",
                 "Priya Vantongeren set to become Estmark's youngest billionaire",
                 "Talyhop IPO: what the filing says about its bank licence",
                 "Estmark exchange hails Tallyhop listing as vote of confidence",
                 "Tallyhop's early backers stand to make 40 times their money",
                 "Vantongeren: 'we will never sell our users' data'",
                 "UPDATE 1-Tallyhop files for IPO, seeks up to £5.4bn valuation"]),
    dict(id="port-easterly-water-emergency", day=8, hod=8.0, family=None, burst=20, total=28,
         lead="Port Easterly declares water emergency", wire="Harbourline Press", reprint="North Quay Dispatch",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["Water emergency declared in Port Easterly as reservoir falls to 11%",
                 "BREAKING: Port Easterly imposes water rationing",
                 "Port Easterly water emergency: taps to be turned off at night",
                 "Lake Merrow lower than at any time since 1976",
                 "Mayor Benedikt Iredale: 'every household must halve its use'",
                 "Hosepipe ban and car wash closures as Port Easterly runs dry",
                 "Bottled water stations open in harbour city",
                 "Port Easterly water emergency: what the restrictions mean",
                 "Estmark's second city declares emergency after driest spring on record",
                 "Easterly Water admits leaks lose a quarter of supply",
                 "Port Easterly hospitals exempt from water cuts",
                 "Port Easterley water emergency: farmers told to stop irrigation",
                 "Harbour city asks army for water tankers",
                 "Iredale blames Easterly Water for years of neglect",
                 "Environment Minister Clio Rundle to visit Lake Merrow",
                 "Port Easterly: restaurants fear closures as water rationed",
                 "Photos: the cracked bed of Lake Merrow",
                 "Rundle promises emergency pipeline to Port Easterly",
                 "Easterly Water shares slump after emergency declared",
                 "Port Easterly residents queue for water",
                 "Water emergency: how long will Lake Merrow last?",
                 "City of 600,000 rations water as drought bites",
                 "Port Easterly water emergency enters second day"]),
    dict(id="harcastle-bank-fine", day=9, hod=10.5, family="fine", burst=20, total=28,
         lead="{name} fined {amt} by regulator", wire="Ledger & Ticker", reprint="Market Watchtower",
         fields=dict(name="Harcastle Bank", short="Harcastle", desc="bank", Desc="Bank", amt="£280m",
                     reg="the Conduct Authority", Reg="The Conduct Authority", reason="money laundering checks",
                     spokes="Harcastle spokeswoman Nell Kirkby", boss="Harcastle chief Anouk Devereux",
                     regboss="Authority head Wendell Okonedo"),
         custom=["Harcastle Bank hit with £280m fine over dirty money",
                 "High street lender fined £280m for money laundering failures",
                 "Conduct Authority: Harcastle waved through £3bn of suspect cash",
                 "Anouk Devereux: 'we are deeply sorry'",
                 "Harcastle Holdings sets aside £300m for penalty",
                 "Harcastel fine: what it means for savers",
                 "UPDATE 1-Harcastle Bank fined £280m, chief apologises",
                 "Okonedo: banks 'must know who they are dealing with'",
                 "Harcastle to hire 500 compliance staff after record penalty"]),
    dict(id="grenmoor-steel-job-cuts", day=10, hod=8.0, family=None, burst=22, total=29,
         lead="Grenmoor Steel to cut 5,200 jobs", wire="Continental Wire", reprint="Copperbeck Journal",
         prefixes=PREFIXES_BUSINESS, fields={},
         custom=["Grenmoor Steel axes 5,200 jobs and shuts Copperbeck furnaces",
                 "BREAKING: Steelmaker Grenmoor to shed 5,200 staff",
                 "Copperbeck works to close with loss of 3,100 jobs",
                 "5,200 jobs to go at Grenmoor as steel prices slump",
                 "'The heart of the town': Copperbeck reacts to closure",
                 "Industry Minister Magnus Varga calls Grenmoor bosses to talks",
                 "Steelworkers' union vows to fight Grenmoor cuts",
                 "Grenmoor chief Hester Blackmore: 'a painful but necessary decision'",
                 "Steelmaker lays off a third of its workforce",
                 "Grenmore Steel cuts: which sites are affected?",
                 "Copperbeck's last blast furnace to go cold in autumn",
                 "Grenmoor job cuts: suppliers fear knock-on losses",
                 "Varga: government 'will not walk away' from Copperbeck",
                 "Grenmoor shares rise as investors welcome cuts",
                 "Union leader Rafe Tolliver: 'we were lied to'",
                 "What Grenmoor's cuts mean for Estmark's steel industry",
                 "The 150-year-old steelworks that built Copperbeck",
                 "Copperbeck council leader demands rescue plan",
                 "Grenmoor Steel: staff told of redundancies in video call",
                 "Grenmoor cuts 5,200 jobs: opposition demands steel strategy",
                 "Parent group Ardent Metals defends Grenmoor closures",
                 "Copperbeck workers gather at the works gates"]),
    dict(id="krane-helion-rocket-explodes", day=11, hod=16.0, family=None, burst=26, total=34,
         lead="Dashiell Krane's Helion rocket explodes on launch", wire="Continental Wire", reprint="Tech Current",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["BREAKING: Helion Heavy rocket explodes seconds after lift-off",
                 "Krane's biggest rocket blows up over Cape Sorrel",
                 "No one hurt as Helion Heavy explodes on first flight, company says",
                 "Dashiell Krane: 'we learned a tremendous amount today'",
                 "Helion Heavy explosion: debris falls into sea off Cape Sorrel",
                 "Watch: the moment Helion's rocket exploded",
                 "Billionaire's rocket explodes 40 seconds into maiden flight",
                 "Aviation authority grounds Helion pending investigation",
                 "Helion Heavy failure: what went wrong?",
                 "Krane vows to fly again 'within months'",
                 "Cape Sorrel residents report windows shaking",
                 "Helion spokeswoman Esme Wollaston: 'a successful test of the launch pad'",
                 "Helion Heavy: the world's tallest rocket, explained",
                 "Dashiell Kraine's rocket explodes on launch",
                 "Rocket debris closes Cape Sorrel beaches",
                 "Helion's failed launch: setback for Krane's moon plans",
                 "Estmark space agency 'monitoring' Helion debris",
                 "Fishing boats warned away from Helion wreckage",
                 "Helion Heavy explosion: engineers examine engine data",
                 "The tech billionaire's rocket dream goes up in smoke",
                 "Krane posts video of Helion explosion with 'onwards'",
                 "Environmental groups demand Cape Sorrel launch review",
                 "Helion Heavy: seven years, $4bn and 40 seconds",
                 "Helion rocket blast rattles homes 20 miles away",
                 "Investors in Helion unfazed by explosion, Krane says",
                 "Cape Sorrel launch pad badly damaged by blast",
                 "Helion's next flight 'not before autumn'"]),
    dict(id="brackwater-new-ceo", day=12, hod=9.5, family=None, burst=18, total=24,
         lead="Brackwater Group names Saskia Lanchester as new CEO", wire="Ledger & Ticker", reprint="Bourse Daily",
         prefixes=PREFIXES_BUSINESS, fields={},
         custom=["Brackwater names new chief executive after accounting scandal",
                 "Saskia Lanchester to lead Brackwater from June",
                 "BREAKING: Brackwater appoints Lanchester as CEO",
                 "Brackwater Group picks outsider to clean up after scandal",
                 "Who is Saskia Lanchester, Brackwater's new boss?",
                 "Brackwater shares rise 9% on CEO appointment",
                 "Lanchester: 'my first job is to win back trust'",
                 "Brackwater new CEO: former Velmont Insurance chief takes the helm",
                 "Conglomerate names its third boss in a year",
                 "Brackwater chairman Piers Mortlake: 'the right leader for a hard job'",
                 "Brackwater CEO pay package revealed: £2.1m base salary",
                 "Brackwatter names Lanchester as chief executive",
                 "Brackwater Group appoints new chief executive",
                 "Lanchester to review Brackwater's Halvia operations",
                 "Investors welcome Brackwater leadership change",
                 "Brackwater's new chief inherits £800m hole",
                 "Mortlake to stand down as chairman once Lanchester settles in",
                 "Brackwater names new CEO: what the City says",
                 "UPDATE 1-Brackwater names Lanchester CEO, shares jump",
                 "Lanchester leaves Velmont after six years"]),
    dict(id="dunmere-train-derailment", day=12, hod=18.0, family=None, burst=20, total=26,
         lead="Passenger train derails near Dunmere", wire="Sextant News Agency", reprint="Dunmere Record",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["BREAKING: Train derails outside Dunmere, dozens hurt",
                 "Dunmere derailment: 34 injured as carriages overturn",
                 "Evening express from Kettleford leaves the tracks",
                 "Landslip blamed for Dunmere train derailment",
                 "Dunmere train crash: what we know so far",
                 "Passengers describe 'terrifying' moments as train overturned",
                 "Transport Minister Jasper Ogilvie heads to derailment site",
                 "Main line closed between Dunmere and Kettleford",
                 "Rail investigators arrive at Dunmere crash site",
                 "Two seriously hurt in Dunmere rail accident",
                 "Heavy rain had loosened embankment, rail operator says",
                 "Dunmere derailment: helpline for families opened",
                 "Dunmere General on major incident footing",
                 "Train derails near Dunmere: photos from the scene",
                 "Dunmere rail crash: line to stay shut for a week",
                 "Estline apologises to passengers after derailment",
                 "Dunmere: villagers open homes to stranded passengers",
                 "Ogilvie orders checks on all embankments after crash",
                 "Derailed train was travelling at 70mph",
                 "Dunmere derailment: driver praised for braking",
                 "Rail union demands inquiry after Dunmere crash",
                 "Train crash near Dunmere leaves 34 injured"]),
    # Week 3.
    dict(id="quorvex-competition-fine", day=14, hod=7.0, family="fine", burst=24, total=32,
         lead="{name} fined {amt} by competition regulator", wire="Continental Wire", reprint="Gadget Ledger",
         fields=dict(name="Quorvex", short="Quorvex", desc="tech giant", Desc="Tech giant", amt="€4.1bn",
                     reg="the Competition Authority", Reg="The Competition Authority",
                     reason="rigging its app store", spokes="Quorvex spokesman Aldo Reyes",
                     boss="Quorvex chief Mira Castellane", regboss="Authority chair Ilona Fairweather"),
         custom=["Quorvex hit with record €4.1bn fine over app store",
                 "BREAKING: Regulator fines Quorvex €4.1bn",
                 "Tech giant fined for favouring its own apps",
                 "Quorvex to appeal 'unjustified' €4.1bn penalty",
                 "Fairweather: Quorvex 'locked out rivals for a decade'",
                 "Quorvex fine: what changes for app developers",
                 "Quorvex fine is the biggest ever imposed in Estmark",
                 "App makers celebrate Quorvex ruling",
                 "Quorvex must open app store within 90 days, regulator rules",
                 "Quorvix fined: the case explained",
                 "Mira Castellane: 'we will fight this in court'",
                 "Quorvex shares dip 2% on record fine",
                 "The tech giant's long fight with the Competition Authority"]),
    dict(id="saffron-home-administration", day=15, hod=9.0, family="bankruptcy", burst=20, total=27,
         lead="{name} collapses into administration", wire="Harbourline Press", reprint="Ledger & Ticker",
         fields=dict(name="Saffron Home", short="Saffron", desc="homewares chain", Desc="Homewares chain",
                     n="4,700", stores=212, boss="Saffron founder Tamsin Rowe", spokes="Administrator Desmond Pryce",
                     place="Stonegate", age=38),
         custom=["Saffron Home calls in administrators, 4,700 jobs at risk",
                 "Homewares chain Saffron goes bust after rescue fails",
                 "BREAKING: Saffron Home enters administration",
                 "Saffron Home collapse: all 212 stores open for now",
                 "Tamsin Rowe: 'I am heartbroken'",
                 "Saffrom Home administration: can I still get my sofa?",
                 "Stonegate warehouse staff sent home as Saffron fails",
                 "Saffron Home files for insolvency after landlord talks collapse",
                 "Saffron's failure second big retail collapse this month"]),
    dict(id="vane-tour-ticket-crash", day=16, hod=9.0, family="outage", burst=26, total=35,
         lead="Ticket site {name} crashes as Marisol Vane tour sale opens", wire="Footlights", reprint="Stage Door",
         fields=dict(name="TicketHive", short="TicketHive", desc="ticket site", Desc="Ticket site",
                     verb="buy tickets", h=5, spokes="TicketHive's Florian Maitland",
                     boss="TicketHive chief Katja Hollis", place="Ashbourne Wells"),
         custom=["Marisol Vane fans locked out as TicketHive goes down",
                 "BREAKING: TicketHive suffers outage as 3 million queue for Vane tickets",
                 "Vane 'Glasshouse' stadium tour sells out despite site crash",
                 "TicketHive outage: fans furious after hours in virtual queue",
                 "Vane tickets appear on resale sites for £2,000",
                 "Marisol Vane: 'I'm so sorry, we're adding dates'",
                 "Pop star adds six stadium dates after ticket chaos",
                 "TicketHive blames 'unprecedented demand' for outage",
                 "Consumer minister to question TicketHive over Vane sale",
                 "Marisol Vain tickets: how the sale went wrong",
                 "Vane tour tickets: what to do if you were charged twice",
                 "Stadium tour returns to Greyhaven despite stage collapse",
                 "Fans queue overnight outside box offices for Vane seats",
                 "Resale site pulls listings of Vane tickets",
                 "Vane tour: 1.2 million tickets sold in a morning",
                 "TicketHive's Katja Hollis: 'we failed the fans'"]),
    dict(id="lindqvist-snap-election", day=17, hod=11.0, family=None, burst=26, total=34,
         lead="Prime Minister Agathe Lindqvist calls snap election", wire="Sextant News Agency", reprint="Estmark Tribune",
         prefixes=PREFIXES_GENERAL, fields={},
         custom=["Lindqvist calls Estmark election for 28 June",
                 "BREAKING: Estmark heads to the polls as prime minister calls early vote",
                 "Agathe Lindqvist gambles on snap election after budget turmoil",
                 "Estmark election: what you need to know",
                 "Lindqvist: 'the people must decide who runs the economy'",
                 "Opposition leader Konrad Ellingham welcomes early election",
                 "Snap election: Lindqvist's party trails by four points",
                 "Estmark parliament to be dissolved on Friday",
                 "Krona slips as Estmark calls early election",
                 "Estmark's election in six charts",
                 "Strachan's budget shelved as election called",
                 "Ellingham: 'a government that has run out of ideas'",
                 "Lindquist calls snap poll: how we got here",
                 "Coalition partners split over early election",
                 "Estmark snap election: key dates",
                 "Prime minister's gamble: can Lindqvist win a third term?",
                 "Election campaign begins in Estmark",
                 "Lindqvist calls early election six weeks after minister quit",
                 "Estmark PM sets 28 June poll",
                 "Markets weigh Estmark's early election",
                 "Konrad Ellingham: the man who wants Lindqvist's job",
                 "What the snap election means for Port Easterly's water plans",
                 "Polling firms scramble as Estmark calls early vote",
                 "Lindqvist tells party: 'we can win this'",
                 "Young voters urged to register before 4 June deadline",
                 "Election called: Lindqvist's record in office"]),
    dict(id="corran-formula-recall", day=18, hod=8.5, family="recall", burst=20, total=27,
         lead="{name} recalls {n} {product} over {fault}", wire="Continental Wire", reprint="Clinic Brief",
         fields=dict(name="Corran Nutrition", short="Corran", desc="baby food maker", Desc="Baby food maker",
                     n="1.4 million", product="tins of baby formula", fault="salmonella",
                     boss="Corran chief Lise Pemberton", spokes="Corran's medical adviser Dr Ivo Brackett",
                     Reg="The Food Standards Board", cost="£60m", place="Longbarrow"),
         custom=["Corran Nutrition pulls baby formula after bacteria found at Longbarrow plant",
                 "BREAKING: Baby formula recalled from every supermarket",
                 "Parents urged to check Corran formula batch numbers",
                 "Corran formula recall: which products are affected?",
                 "Baby formula shortages feared after Corran recall",
                 "Supermarkets clear shelves of Corran tins",
                 "Corran Nutricion recall: what parents should do",
                 "Longbarrow factory shut as inspectors move in",
                 "Health Minister: 'no babies have fallen ill'",
                 "Corran recall: doctors' advice for worried parents"]),
    dict(id="corvington-cup-final", day=19, hod=15.0, family=None, burst=24, total=32,
         lead="Corvington Rovers win Estmark Cup final", wire="Fixture List", reprint="The Dugout",
         prefixes=PREFIXES_SPORT, fields={},
         custom=["Rovers beat Tarnside Rangers 2-1 to lift Estmark Cup",
                 "BREAKING: Late Okafor goal wins cup for Corvington",
                 "Lundgren's Rovers complete remarkable turnaround with cup win",
                 "Corvington Rovers 2-1 Tarnside Rangers: match report",
                 "Rovers end 19-year wait for a trophy",
                 "Kai Lundgren: 'these players never gave up'",
                 "Tarnside heartbreak as Rovers snatch cup in stoppage time",
                 "Corvington Rovers cup final: player ratings",
                 "Estmark Cup final: Okafor the hero for Rovers",
                 "Thousands celebrate in Corvington after cup win",
                 "Ellery Park to host open-top bus parade on Monday",
                 "Rovers win Estmark Cup weeks after sacking Moreau",
                 "Cup final: Tarnside boss Otto Sandoval 'proud' despite defeat",
                 "Corvington win the cup: how the final unfolded",
                 "Football: Rovers are Estmark Cup winners",
                 "Caretaker Lundgren makes case for permanent job",
                 "Rovers qualify for continental competition with cup win",
                 "Tarnside Rangers' cup dream ends in late heartbreak",
                 "Corvington Rovers: from crisis to cup winners in a fortnight",
                 "Finchley: 'Lundgren has earned the right to be considered'",
                 "Estmark Cup final in pictures",
                 "Stoppage-time winner breaks Tarnside hearts",
                 "Okafor: 'the best day of my life'",
                 "Corvington fans celebrate into the night"]),
    dict(id="krane-buys-harbinger", day=20, hod=12.0, family=None, burst=18, total=24,
         lead="Dashiell Krane agrees to buy the Estmark Harbinger newspaper", wire="Harbourline Press",
         reprint="Broadsheet Today", prefixes=PREFIXES_BUSINESS, fields={}, tail_hours=9,
         custom=["Krane buys 190-year-old Harbinger for £140m",
                 "BREAKING: Tech billionaire Krane to own the Harbinger",
                 "Harbinger journalists fear for independence under Krane",
                 "Krane promises 'no interference' in Harbinger's journalism",
                 "Harbinger editor Rosalind Redgrave to stay on, Krane says",
                 "Why does Dashiell Krane want a newspaper?",
                 "Harbinger owners the Abernathy family sell after four generations",
                 "Krane Harbinger deal: media regulator to review",
                 "Billionaire's newspaper purchase sparks ownership debate",
                 "Dashiel Krane buys the Harbinger: what changes for readers",
                 "Harbinger staff told of sale at Sunday meeting",
                 "Opposition calls for media ownership limits after Krane deal",
                 "Krane's Harbinger purchase follows rocket setback",
                 "Harbinger union seeks editorial guarantees from Krane",
                 "The Harbinger: a history of Estmark's oldest daily",
                 "Krane says Harbinger will stay in print",
                 "Krane-owned Harbinger to launch digital subscriptions push",
                 "Redgrave: 'I have been promised a free hand'",
                 "Krane pays £140m for Estmark's oldest paper",
                 "Harbinger sale: what the Abernathys said"]),
]


def build_big():
    big = []
    for spec in BIG_SPECS:
        fam = FAMILIES[spec["family"]] if spec["family"] else None
        generic = fam["big"] if fam else []
        prefixes = spec.get("prefixes") or (fam["prefixes"] if fam else PREFIXES_GENERAL)
        hour = at(spec["day"], spec["hod"])
        big.append(big_story(spec["id"], hour, spec["lead"], spec["wire"], generic, spec["custom"],
                             spec["fields"], spec["burst"], spec["total"], prefixes,
                             tail_hours=spec.get("tail_hours", 18), reprint=spec.get("reprint")))
    return big


# Which stock phrase each big story uses, to seed small look-alikes within hours of its burst.
BIG_PHRASE = {
    "pellmore-finch-bankruptcy": "bankruptcy", "quorvex-cloud-outage": "outage", "veltrane-recall": "recall",
    "corvington-sack-moreau": "sacks", "tallyhop-ipo": "ipo", "port-easterly-water-emergency": "water",
    "harcastle-bank-fine": "fine", "grenmoor-steel-job-cuts": "jobs", "brackwater-new-ceo": "ceo",
    "quorvex-competition-fine": "fine", "saffron-home-administration": "bankruptcy",
    "vane-tour-ticket-crash": "outage", "corran-formula-recall": "recall",
}

# How many small stories each phrase gets spread over the three weeks (besides those beside bigs).
PHRASE_COUNTS = {"bankruptcy": 14, "ipo": 10, "recall": 13, "ceo": 12, "sacks": 9, "jobs": 15,
                 "water": 8, "fine": 12, "outage": 12, "referral": 11}


def build_phrase_smalls(rng=_R):
    stories = []
    counter = {}

    def sid(family, e):
        counter[family] = counter.get(family, 0) + 1
        slug = e["short"].lower().replace(" ", "-").replace("&", "and")
        return f"{family}-{slug}"

    # Beside each big story that uses a phrase: one to three look-alikes within a few hours.
    for spec in BIG_SPECS:
        family = BIG_PHRASE.get(spec["id"])
        if not family:
            continue
        base = at(spec["day"], spec["hod"])
        for _ in range(rng.choice([1, 2, 2, 3])):
            hour = base + rng.uniform(-4.0, 3.0)
            s, e = phrase_small(family, None, hour, rng=rng)
            s["id"] = sid(family, e)
            stories.append(s)
    # Spread over the three weeks, on other days too. Football sackings cluster at weekends.
    for family, count in PHRASE_COUNTS.items():
        for _ in range(count):
            if family == "sacks":
                day = rng.choice([d for d in range(DAYS) if weekend(d)] + [1, 8, 15])
                hour = at(day, rng.uniform(9, 21))
            else:
                day = random_day(rng)
                hour = random_hour(day, rng)
            s, e = phrase_small(family, None, hour, rng=rng)
            s["id"] = sid(family, e)
            stories.append(s)
    return stories


# ---------------------------------------------------------------------------------------------
# Famous names in unrelated small stories (the big ones are above).

FAMOUS_SMALL = [
    # Marisol Vane, pop star.
    small_story("vane-starlight-nominations", at(2, 14.0), [
        "Marisol Vane leads Starlight Awards nominations with six",
        "Vane up for six Starlight Awards including album of the year",
        "Starlight Awards 2027: Marisol Vane tops the list of nominees",
    ], 3),
    small_story("vane-hotel-fan-arrested", at(8, 22.0), [
        "Fan arrested after climbing into Marisol Vane's hotel in Portwick",
        "Man held for trespass at pop star's hotel",
        "Vane hotel intruder charged, police say",
    ], 3),
    small_story("vane-copyright-lawsuit", at(10, 15.0), [
        "Marisol Vane sued over 'Paper Moons' chorus",
        "Songwriter claims Vane hit copied his 2019 track",
        "Vane's label calls copyright claim 'baseless'",
        "Marisol Vane faces £12m copyright lawsuit",
    ], 4),
    small_story("vane-starlight-wins", at(12, 21.5), [
        "Marisol Vane wins album of the year at Starlight Awards",
        "Vane sweeps four Starlight Awards",
        "Starlight Awards: Vane dedicates win to fans hurt in Greyhaven",
    ], 2.5),
    small_story("vane-documentary", at(16, 15.0), [
        "Marisol Vane documentary to stream in autumn",
        "Vane film 'Glasshouse Diaries' gets release date",
    ], 3),
    # Corvington Rovers, football club.
    small_story("corvington-stadium-expansion", at(9, 13.0), [
        "Corvington Rovers get go-ahead to expand Ellery Park to 52,000",
        "Council approves Rovers stadium expansion",
        "Ellery Park expansion: work to start next summer",
    ], 4),
    small_story("corvington-fined-disorder", at(15, 14.0), [
        "Corvington Rovers fined £80,000 over derby disorder",
        "Rovers fined by league after fans threw flares at Portwick",
        "League fines Corvington for crowd trouble",
    ], 3),
    small_story("corvington-okafor-injury", at(17, 9.0), [
        "Rovers striker Tomi Okafor a doubt for cup final",
        "Okafor hamstring scare for Corvington",
    ], 3),
    small_story("corvington-fan-arrested", at(19, 21.0), [
        "Rovers fan arrested after climbing on to city hall roof",
        "Corvington supporter held after cup celebrations on town hall roof",
        "Police arrest 12 as Rovers fans celebrate cup win",
    ], 2),
    small_story("corvington-women-promotion", at(13, 16.0), [
        "Corvington Rovers Women win promotion to top flight",
        "Rovers Women clinch title with 3-0 win at Merrivale",
    ], 2),
    # Dashiell Krane, tech billionaire.
    small_story("krane-helion-ipo-talk", at(3, 15.5), [
        "Dashiell Krane says Helion could list shares 'within two years'",
        "Krane floats stock market listing for rocket firm",
    ], 3),
    small_story("krane-veridia-lawsuit", at(11, 11.0), [
        "Dashiell Krane ordered to testify in Veridia shareholder lawsuit",
        "Judge rules Krane must give evidence in Veridia case",
        "Krane to face questions over Veridia Motors pay deal",
    ], 3),
    small_story("krane-corvington-stake", at(15, 17.0), [
        "Dashiell Krane buys 10% stake in Corvington Rovers",
        "Tech billionaire Krane becomes Rovers shareholder",
        "Rovers fans split over Krane investment",
    ], 3),
    small_story("krane-post-row", at(18, 19.5), [
        "Krane post about Estmark election sparks row",
        "Dashiell Krane deletes post mocking election rival",
    ], 3),
    # Agathe Lindqvist, prime minister of Estmark.
    small_story("lindqvist-storm-visit", at(7, 10.0), [
        "Lindqvist visits storm-hit Wexmouth",
        "Prime minister promises £40m for Storm Odile repairs",
        "Lindqvist meets Wexmouth residents clearing storm damage",
    ], 4),
    small_story("lindqvist-approval-poll", at(9, 7.0), [
        "Lindqvist approval rating falls to record low",
        "Poll: two in three voters disapprove of prime minister",
    ], 3),
    small_story("lindqvist-knee-surgery", at(13, 11.0), [
        "Prime Minister Lindqvist to have knee surgery",
        "Lindqvist in hospital for 'routine' knee operation",
    ], 3),
    small_story("lindqvist-tessara-visit", at(17, 6.5), [
        "Lindqvist meets Tessara's president in Kettleford",
        "Estmark and Tessara sign energy pact",
        "Tessaran president praises Lindqvist at joint news conference",
    ], 2.5),
    small_story("lindqvist-bridge-opening", at(1, 9.0), [
        "Agathe Lindqvist opens new Caldermouth bridge",
        "PM opens £600m Caldermouth crossing",
    ], 3),
    # Quorvex, big tech company.
    small_story("quorvex-job-cuts", at(8, 15.0), [
        "Quorvex to cut 1,200 jobs in Estmark",
        "Quorvex axes 1,200 roles as it shifts to AI",
        "Tech giant lays off 1,200 at Nordhaven campus",
    ], 3),
    small_story("quorvex-halo-phone", at(14, 17.0), [
        "Quorvex unveils Halo 9 phone with week-long battery",
        "Quorvex Halo 9: first look",
        "Quorvex launches foldable Halo 9",
        "Halo 9 review: Quorvex's best phone yet?",
    ], 3),
    small_story("quorvex-referral", at(4, 14.0), [
        "Quorvex launches referral programme for Halo cloud storage",
        "Quorvex offers free storage to users who refer friends",
    ], 3),
    small_story("quorvex-data-centre", at(19, 10.0), [
        "Quorvex to build £2bn data centre near Larkhill Vale",
        "Larkhill Vale residents object to Quorvex data centre plan",
    ], 5),
]


# ---------------------------------------------------------------------------------------------
# Daily market reports, one story per weekday.

INDICES = ["the EX-50", "Estmark's EX-50", "the Carran 100", "the Halvic All-Share", "the Tessaran TX-30",
           "the Meridex"]
SECTORS_UP = ["miners", "banks", "carmakers", "energy stocks", "tech shares", "retailers", "drugmakers", "airlines"]
CAUSES_DOWN = ["weak Tessaran factory data", "rate hike fears", "a slump in oil prices", "Halvian trade tariffs",
               "disappointing bank earnings", "rising bond yields", "an inflation surprise", "fears of a slowdown",
               "a profit warning from Ardent Metals", "worries over Calvenia's debt"]
CAUSES_UP = ["hopes of a rate cut", "strong jobs figures", "a rebound in copper", "upbeat Tessaran data",
             "easing inflation", "a truce in the Halvian trade row", "takeover hopes", "strong retail sales"]
COMMODITIES = ["copper", "oil", "gold", "the krona", "bond yields", "iron ore", "wheat"]

MARKET_DOWN = ["Stocks fall on {cause}", "World stocks, {c1}, {c2} decline", "{Index} closes lower as {sector} slide",
               "{Index} opens down after {cause}", "Shares slide as {cause} rattles investors",
               "Markets end in the red on {cause}", "Stocks post worst day in a month",
               "{Index} drops 1.4%, dragged by {sector}", "Investors dump {sector} on {cause}",
               "MARKETS: Stocks retreat, {c1} weakens", "Markets wrap: {Index} down for a third day",
               "Selling hits {sector} as {Index} slips"]
MARKET_UP = ["Stocks rise on {cause}", "World stocks, {c1}, {c2} climb", "{Index} closes higher as {sector} rally",
             "{Index} opens up on {cause}", "Shares gain as {cause} lifts mood",
             "Markets end higher on {cause}", "Stocks post best day in a month",
             "{Index} rises 1.1%, led by {sector}", "Investors pile into {sector} on {cause}",
             "MARKETS: Stocks advance, {c1} firms", "Markets wrap: {Index} up for a third day",
             "{Sector} lead {Index} to record high"]
MARKET_FLAT = ["{Index} ends flat ahead of rate decision", "Stocks mixed as investors await {cause}",
               "Markets edge sideways in thin trade", "{Index} little changed as {sector} offset {sector2}"]

# Big stories that the day's market report mentions.
MARKET_MENTIONS = {
    0: ["Retailers slide after Pellmore & Finch collapse", "Pellmore collapse weighs on {Index}"],
    1: ["Quorvex outage drags tech shares lower"],
    3: ["Veltrane leads carmakers lower after recall"],
    4: ["Krona and {Index} fall as finance minister quits"],
    10: ["Grenmoor jump lifts miners and metals"],
    14: ["Quorvex fine weighs on tech stocks", "Tech shares slip after Quorvex penalty"],
    17: ["{Index} falls as snap election called", "Krona slides on snap election news"],
}


def build_markets(rng=_R):
    stories = []
    for day in range(DAYS):
        if weekend(day):
            continue
        mood = rng.choice(["up", "down", "down", "up", "flat"])
        cause = rng.choice(CAUSES_UP if mood == "up" else CAUSES_DOWN)
        c1, c2 = rng.sample(COMMODITIES, 2)
        sector, sector2 = rng.sample(SECTORS_UP, 2)
        idx = rng.choice(INDICES)
        fields = dict(cause=cause, c1=c1, c2=c2, sector=sector, Sector=cap(sector), sector2=sector2,
                      Index=cap(idx), index=idx)
        templates = {"up": MARKET_UP, "down": MARKET_DOWN, "flat": MARKET_FLAT + MARKET_UP[:3] + MARKET_DOWN[:3]}[mood]
        k = rng.randint(3, 8)
        headlines = fill(templates, fields, k, rng)
        for extra in MARKET_MENTIONS.get(day, []):
            headlines.append(extra.format(**fields))
        # The morning open report from a markets desk, the rest through the day.
        headlines[0] = (rng.choice(BUSINESS_DESKS), headlines[0])
        stories.append(small_story(f"markets-day{day + 1:02d}", at(day, 7.5 + rng.random()), headlines[:10], 9.5))
    return stories


# ---------------------------------------------------------------------------------------------
# Background: many small stories on other topics, generated from kinds of story with their own
# wordings. Each generator returns the headlines of one story (all about the same names).

def bg_weather(rng):
    town = rng.choice(TOWNS)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"Flash floods hit {town} after heavy rain", f"{town} homes flooded as river bursts banks",
              f"Residents evacuated as water rises in {town}", f"Clean-up begins after {town} floods",
              f"{town} flooding: council opens rest centre"]
    elif kind == 1:
        ws = [f"Fog grounds flights at {town} airport", f"Dense fog disrupts {town} flights",
              f"{town} airport reopens after fog delays"]
    elif kind == 2:
        ws = [f"Heatwave warning issued for {town}", f"Temperatures to hit 31C in {town}",
              f"{town} hottest place in Estmark today", f"Beaches packed as {town} basks in sunshine"]
    elif kind == 3:
        ws = [f"Hailstorm damages cars and greenhouses in {town}", f"Golf-ball hail batters {town}",
              f"{town} gardeners count cost of freak hailstorm"]
    else:
        ws = [f"Lightning strike sets {town} church roof alight", f"Firefighters tackle blaze after lightning hits {town} church",
              f"{town} church spire damaged in thunderstorm"]
    return ws


def bg_court(rng):
    who, age, town = person(rng), rng.randint(19, 71), rng.choice(TOWNS)
    surname = who.split()[-1]
    crime = rng.choice([("fraud", "stealing £{m} from a charity"), ("burglary", "a string of burglaries"),
                        ("dangerous driving", "a crash that killed a cyclist"), ("arson", "setting fire to a warehouse"),
                        ("smuggling", "smuggling rare tortoises"), ("theft", "stealing lead from church roofs"),
                        ("fraud", "a fake holiday lettings scam"), ("assault", "attacking a bus driver")])
    what = crime[1].replace("{m}", rng.choice(["80,000", "240,000", "1.1m", "36,000"]))
    years = rng.choice(["two", "three", "four", "six", "eight", "11"])
    ws = [f"{who}, {age}, jailed for {what}", f"{town} {rng.choice(['man', 'woman'])} jailed for {years} years over {crime[0]}",
          f"{surname} sentenced to {years} years for {crime[0]}", f"Trial of {surname} ends in {crime[0]} conviction",
          f"{who} guilty of {crime[0]}"]
    return ws


def bg_sport_result(rng):
    a, b = rng.sample(CLUBS, 2)
    ga, gb = rng.randint(0, 4), rng.randint(0, 3)
    ws = [f"{a} {ga}-{gb} {b}", f"{a} and {b} draw {ga}-{gb}" if ga == gb else
          (f"{a} beat {b} {ga}-{gb}" if ga > gb else f"{b} win {gb}-{ga} at {a}"),
          f"{a} v {b}: match report", f"Late drama as {a} meet {b}" if ga + gb > 2 else f"Tight game at {a.split()[0]}"]
    return ws


def bg_sport_other(rng):
    who = person(rng)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"{who} wins Harkwood Open tennis title", f"{who.split()[-1]} takes Harkwood title in three sets",
              f"Tennis: {who} beats top seed in final"]
    elif kind == 1:
        ws = [f"{who} wins stage {rng.randint(2, 19)} of Tour of Estmark", f"Cycling: {who.split()[-1]} solos to stage win",
              f"{who} takes leader's jersey in Tour of Estmark"]
    elif kind == 2:
        t = rng.sample(["Estmark", "Tessara", "Halvia", "Calvenia", "Lusmark", "Skarn"], 2)
        ws = [f"Cricket: {t[0]} beat {t[1]} by {rng.randint(3, 9)} wickets", f"{t[0]} cruise to victory over {t[1]}",
              f"Century from {who} sets up {t[0]} win"]
    elif kind == 3:
        ws = [f"{who} breaks national 400m record", f"Athletics: record run for {who.split()[-1]} in {rng.choice(TOWNS)}"]
    else:
        t = rng.sample(["Wexmouth Sharks", "Harkwood Knights", "Portwick Pirates", "Dunmere Bears", "Copperbeck Miners", "Tarnside Titans"], 2)
        ws = [f"Rugby: {t[0]} beat {t[1]} {rng.randint(18, 40)}-{rng.randint(5, 17)}", f"{t[0]} ease past {t[1]}",
              f"Bonus-point win for {t[0]}"]
    return ws


def bg_local_politics(rng):
    town = rng.choice(TOWNS)
    who = person(rng)
    kind = rng.randrange(5)
    if kind == 0:
        thing = rng.choice(["new bus station", "cycle lanes", "a 2,000-home estate", "a waste incinerator", "a skate park",
                            "a new library", "park-and-ride"])
        ws = [f"{town} council approves {thing}", f"Go-ahead for {thing} in {town}",
              f"{town} councillors back {thing} despite protests", f"Objectors lose fight against {town} {thing}"]
    elif kind == 1:
        ws = [f"{town} mayor {who} resigns", f"{who} quits as mayor of {town}", f"{town} to elect new mayor after resignation"]
    elif kind == 2:
        ws = [f"By-election called in {town} North", f"{town} North by-election set for June",
              f"Candidates named for {town} by-election"]
    elif kind == 3:
        ws = [f"{town} council tax to rise 4.9%", f"Council tax rise approved in {town}",
              f"{town} residents face higher bills from July"]
    else:
        ws = [f"{town} to ban cars from old town centre", f"Car-free centre plan for {town} approved",
              f"Traders split over {town} car ban"]
    return ws


def bg_science(rng):
    kind = rng.randrange(6)
    who = person(rng)
    if kind == 0:
        sp = rng.choice(["frog", "beetle", "orchid", "gecko", "deep-sea fish", "moth"])
        ws = [f"New species of {sp} found in Calvenia's cloud forest", f"Scientists name {sp} after {who}",
              f"Tiny {sp} discovered by {rng.choice(TOWNS)} University team"]
    elif kind == 1:
        ws = [f"Estmark probe {rng.choice(['Sorrel-2', 'Lark', 'Wayfinder', 'Kestrel IV'])} sends first images from asteroid",
              "Asteroid probe returns 'stunning' pictures", "Mission scientists celebrate asteroid photos"]
    elif kind == 2:
        ws = [f"Fossil of giant marine reptile found on {rng.choice(TOWNS)} beach", "Dog walker finds 180m-year-old fossil",
              "Ichthyosaur skeleton to go on display"]
    elif kind == 3:
        ws = [f"Study links {rng.choice(['poor sleep', 'loud traffic', 'ultra-processed food', 'screen time'])} to "
              f"{rng.choice(['heart disease', 'memory loss', 'diabetes', 'anxiety'])}",
              f"Researchers at {rng.choice(TOWNS)} University publish large health study"]
    elif kind == 4:
        ws = [f"Astronomers spot comet {rng.choice(['Harrow', 'Velde', 'Ostrin'])}-{rng.randint(2, 9)} heading for inner solar system",
              "New comet may be visible to the naked eye in autumn"]
    else:
        ws = [f"Glacier in {rng.choice(['Skarn', 'Kestovia', 'Lusmark'])} retreating faster than thought",
              "Study: mountain ice loss has doubled in a decade", f"{who} warns of 'tipping point' for glaciers"]
    return ws


def bg_health(rng):
    town = rng.choice(TOWNS)
    kind = rng.randrange(4)
    if kind == 0:
        ws = [f"Measles cases rise in {town} schools", f"Parents in {town} urged to check children's jabs",
              f"{town} measles outbreak reaches 40 cases"]
    elif kind == 1:
        ws = [f"{town} General A&E waits hit 14 hours", f"Patients wait on trolleys at {town} General",
              f"{town} hospital apologises for long waits"]
    elif kind == 2:
        ws = [f"New cancer centre opens in {town}", f"£90m {town} cancer unit welcomes first patients"]
    else:
        ws = [f"GP surgery in {town} to close", f"{town} patients told to register elsewhere as surgery shuts",
              f"Petition to save {town} GP practice"]
    return ws


def bg_transport(rng):
    town, town2 = rng.sample(TOWNS, 2)
    kind = rng.randrange(4)
    if kind == 0:
        ws = [f"Lorry fire closes A{rng.randint(10, 99)} near {town}", f"Long delays after lorry blaze near {town}",
              f"Road near {town} reopens after fire"]
    elif kind == 1:
        ws = [f"Rail workers to strike on {town}-{town2} line", f"Strike to hit {town} trains next week",
              f"{town} commuters face week of disruption"]
    elif kind == 2:
        ws = [f"New tram line opens in {town}", f"First passengers ride {town} trams", f"{town} tram opens two years late"]
    else:
        ws = [f"Bridge at {town} closed after cracks found", f"{town} bridge shut for safety checks",
              f"Diversions in place as {town} bridge closes"]
    return ws


def bg_culture(rng):
    who = person(rng)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"Novelist {who} wins Harbour Prize with debut", f"Debut novel by {who} takes top fiction award",
              f"{who.split()[-1]}'s first book wins Harbour Prize"]
    elif kind == 1:
        film = rng.choice(["The Glass Orchard", "Nightwater", "Salt and Iron", "The Long Quiet", "Kingfisher"])
        ws = [f"'{film}' tops box office in opening weekend", f"{film} takes £14m on debut", f"Review: {film}"]
    elif kind == 2:
        town = rng.choice(TOWNS)
        ws = [f"{town} folk festival returns after five years", f"Thousands at {town} folk festival",
              f"{town} festival line-up announced"]
    elif kind == 3:
        ws = [f"Actor {who} dies aged {rng.randint(68, 94)}", f"Tributes paid to stage and screen star {who}",
              f"{who}: a life in pictures"]
    else:
        ws = [f"Lost painting by {who} found in attic", f"Attic find could be worth £2m, auctioneers say",
              f"{who.split()[-1]} portrait to be sold at auction"]
    return ws


def bg_crime(rng):
    town = rng.choice(TOWNS)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"Jewellery shop raided in {town}", f"Armed robbers target {town} jeweller", f"Police appeal after {town} raid"]
    elif kind == 1:
        ws = [f"Thieves steal vintage tractors from {town} farm museum", f"Stolen tractors found in woods near {town}"]
    elif kind == 2:
        ws = [f"Man stabbed in {town} town centre", f"Arrest after {town} stabbing", f"{town} stabbing: man, 24, charged"]
    elif kind == 3:
        ws = [f"Police seize £3m of cannabis in {town} warehouse", f"Cannabis farm found in former {town} bank"]
    else:
        ws = [f"Missing {town} hiker found safe", f"Mountain rescue finds hiker missing for two days near {town}"]
    return ws


def bg_world(rng):
    a, b = rng.sample(COUNTRIES, 2)
    who = person(rng)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"Voters in {a} choose new president", f"{a} presidential vote heads for run-off",
              f"{who} leads in {a} presidential count", f"{a} election: turnout hits record"]
    elif kind == 1:
        ws = [f"Border talks between {a} and {b} end without deal", f"{a} and {b} agree to meet again",
              f"{a}-{b} border row: what is at stake"]
    elif kind == 2:
        ws = [f"Earthquake of magnitude {rng.choice(['5.1', '5.4', '4.9', '5.8'])} shakes {a}",
              f"Minor damage after quake in {a}", f"No casualties reported after {a} tremor"]
    elif kind == 3:
        ws = [f"{a} raises interest rates to {rng.choice(['4.25', '5.5', '6', '3.75'])}%", f"{a}'s central bank lifts rates",
              f"{a} rate rise surprises markets"]
    else:
        ws = [f"Floods displace thousands in {a}", f"Aid arrives in flood-hit {a}", f"{a} floods: death toll rises to 23"]
    return ws


def bg_business(rng):
    stem = rng.choice(_HEADS) + rng.choice(_TAILS)
    kind = rng.randrange(5)
    if kind == 0:
        ws = [f"{stem} Foods profits rise 12%", f"{stem} Foods beats forecasts", f"Strong sales lift {stem} Foods"]
    elif kind == 1:
        ws = [f"{stem} Energy wins offshore wind contract", f"{stem} Energy lands £300m turbine order"]
    elif kind == 2:
        ws = [f"{stem} Homes opens 20 new show homes", f"Housebuilder {stem} upbeat on spring sales"]
    elif kind == 3:
        ws = [f"{stem} Airways adds routes to {rng.choice(COUNTRIES)}", f"{stem} Airways to fly to {rng.choice(COUNTRIES)} from July"]
    else:
        ws = [f"{stem} Brewery opens visitor centre", f"{stem} brewery expands with £5m investment"]
    return ws


def bg_single(rng):
    town = rng.choice(TOWNS)
    return [rng.choice([
        f"Swans return early to the {town} estuary", f"Lighthouse keeper's cottage in {town} to become museum",
        f"{town} pupils plant 1,000 trees", f"{town} bakery wins national sourdough award",
        f"Lost wedding ring found in {town} allotment after 20 years", f"Seal pup rescued from {town} harbour steps",
        f"Retired postman from {town} completes 100th marathon", f"{town} village pub reopens as co-operative",
        f"Rare white hedgehog spotted in {town} garden", f"{town}'s Victorian bandstand restored",
        f"Street artist paints mural on old {town} gasworks", f"Canal boat festival returns to {town}",
        f"{town} beekeepers report strong start to season", f"Historic {town} windmill turns again",
        f"Grandmother, 94, from {town} passes driving test", f"Orchestra plays concert in disused {town} mine",
        f"New {town} ferry named after local fisherman", f"{town} cricket club rebuilds pavilion after flood",
        f"Owls nest in {town} cathedral tower", f"{town} allotment society celebrates centenary",
        f"Escaped parrot returns to {town} owner after three weeks", f"{town} library finds book overdue since 1962",
    ])]


BG_KINDS = [(bg_weather, 3), (bg_court, 4), (bg_sport_result, 4), (bg_sport_other, 3), (bg_local_politics, 4),
            (bg_science, 2), (bg_health, 3), (bg_transport, 3), (bg_culture, 3), (bg_crime, 3), (bg_world, 3),
            (bg_business, 2), (bg_single, 4)]


def build_background(rng=_R):
    stories = []
    seen = {}
    for day in range(DAYS):
        count = rng.randint(10, 14) if weekend(day) else rng.randint(25, 34)
        for _ in range(count):
            gen = rng.choices([g for g, _ in BG_KINDS], [w for _, w in BG_KINDS])[0]
            if weekend(day) and rng.random() < 0.35:
                gen = rng.choice([bg_sport_result, bg_sport_other])
            ws = [h for h in gen(rng) if h.lower() not in _USED]
            while not ws:
                ws = [h for h in gen(rng) if h.lower() not in _USED]
            k = min(len(ws), rng.choices([1, 2, 3, 4, 5], [5, 4, 3, 1.5, 0.5])[0])
            headlines = fresh([ws[0]] + rng.sample(ws[1:], k - 1) if k > 1 else [ws[0]])
            if gen in (bg_sport_result, bg_sport_other) and rng.random() < 0.5:
                headlines[0] = (rng.choice(SPORT_DESKS), headlines[0])
            name = gen.__name__[3:].replace("_", "-")
            seen[name] = seen.get(name, 0) + 1
            hour = at(day, rng.uniform(12, 17)) if gen is bg_sport_result and weekend(day) else random_hour(day, rng)
            stories.append(small_story(f"{name}-{day + 1:02d}-{seen[name]:03d}", hour, headlines,
                                       rng.choice([1, 2, 3, 4, 6]), rng))
    return stories


BIG = build_big()
BACKGROUND = build_phrase_smalls() + FAMOUS_SMALL + build_markets() + build_background()

_ids = [s["id"] for s in BIG + BACKGROUND]
assert len(_ids) == len(set(_ids)), [i for i in _ids if _ids.count(i) > 1]
