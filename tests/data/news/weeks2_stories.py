"""The stories of headlines-weeks2.tsv (see make_headlines.py): a kept-aside twin of
weeks_stories.py, written separately and without reading the detector. Invented for Kindred's
tests; every outlet, person, company, club, town and country is fictional, and none of the names,
outlets or phrases of weeks_stories.py is reused on purpose.

Three weeks of news from Wednesday 20 October 2027 (21 days), in the fictional Republic of Severa
and its neighbours, so that a detector could learn from the stream itself which words are stock
phrases and which names are famous. It holds:
- Big stories (21): bursts of 20-36 headlines from many outlets within a few hours. Desks
  paraphrase, add wire and section prefixes ("UPDATE 2-", "FLASH: ", "Companies: ", "WATCH: "),
  some outlets print Title Case and some append " | Outlet" or " - Outlet". About a third of each
  big story's headlines name only a secondary name (a hospital's street, a spokesman, a union, a
  parent company, a misspelling) or a descriptor ("the insurer", "the 90-year-old airline").
- Stock phrases (traps): ten phrases told by many unrelated small stories over the weeks and by
  some big stories, each in several wordings: "suffers data breach / hit by cyber attack",
  "issues profit warning", "agrees takeover / to be bought by", "cancels flights", "to close N
  stores / branches", "declares critical incident", "issues boil-water notice", "names new head
  coach", "workers vote to strike", "raises prices". On the day of a big story that uses one,
  one to three small stories with the same phrase and other names fall within a few hours of it.
- Famous names (traps): a singer (Celeste Arkwright), a football club (Ashborough City), a tech
  billionaire (Viktor Hallam), a head of government (Premier Constance Abara) and a big tech
  company (Lumora) each appear in several unrelated stories, some big; on several days two
  unrelated stories about the same name fall within hours of each other (each its own story).
  Some small stories cross two famous names (Hallam meets Abara) or a famous name and a stock
  phrase (Hallam's truck maker issues a profit warning; Lumora raises prices).
- Daily market reports on every weekday, one story per day (markets-YYYY-MM-DD), 3-10 headlines
  with the day's cause; a few mention a big story's company.
- Background: several hundred small stories (1-5 headlines) on weather, courts, sport, councils,
  schools, farming, science, health, transport, culture and world news, more on weekdays.
Content comes from hand-written big stories and from templates filled from name pools with a
seeded generator, so the file is stable.
"""

import random

START_DATE = (2027, 10, 20)
SEED = 20271020
NDAYS = 21
FIRST_WEEKDAY = 2        # 20 October 2027 is a Wednesday (Monday = 0)

rng = random.Random(1020_2027)

# Sixty-four fictional outlets, smaller ones first this time; wires further down.
SOURCES = [
    "Velvik Evening Post", "Kesava Chronicle", "The Tormora Clarion", "Marello Daily", "Ostholm Courier",
    "The Pelridge Star", "Gillenza Gazette", "Ravara Recorder", "The Selmora Lantern", "Brannello Voice",
    "Lakeshore Intelligencer", "The Upland Crier", "Estuary News", "Valley & Vale", "The Town Crier Online",
    "Corvik Mercury", "Faltorp Herald", "Heldara Times", "Linmora Sentinel", "The Norvik Pilot",
    "Severa Press Association", "Agence Meridienne", "Transcontinental Newswire", "Global Desk Wire",
    "The Severan Times", "Republic Daily", "The Observer-Sentinel", "Daily Telegraphist",
    "The Morning Gazette", "Severa Today", "Evening Chronicle", "National Post-Herald",
    "Coinwise", "The Exchange Floor", "Balance Sheet", "Bits & Bytes", "The Kickoff", "Full Time Report",
    "Touchline Times", "Ward Round", "Encore", "The Hemicycle", "On the Rails", "Isobar",
    "Snapnews", "Quicktake", "The Rundown", "News in 60", "Scroll Daily", "The Gist", "Alertline",
    "Topline Feed", "Newsbeat Severa", "Briefly", "Aggregate", "The Digest Room",
    "Greenbelt Journal", "Harvest Weekly", "Classroom Times", "Courtroom Reporter", "Bluewater Monitor",
    "The Civic Lens", "Night Desk", "Radio Severa News",
]
WIRES = ["Severa Press Association", "Agence Meridienne", "Transcontinental Newswire", "Global Desk Wire"]
MONEY_DESKS = ["Coinwise", "The Exchange Floor", "Balance Sheet"]
TECH = ["Bits & Bytes"]
SPORT = ["The Kickoff", "Full Time Report", "Touchline Times"]

SOURCE_WEIGHTS = ([0.55] * 20 + [2.8, 2.4, 2.2, 1.9] + [1.5] * 8 + [0.9] * 12 + [1.0] * 12 + [0.5] * 8)
assert len(SOURCE_WEIGHTS) == len(SOURCES)

SUFFIX_SOURCES = {"Snapnews": " | ", "Quicktake": " - ", "Scroll Daily": " | ", "Alertline": " - ",
                  "Topline Feed": " | ", "Aggregate": " - ", "Briefly": " | "}
TITLE_CASE_SOURCES = set(SOURCES[2::6]) | {"The Gist"}

WIRE_TAGS = ["UPDATE 2-", "UPDATE 1-", "FLASH: ", "Companies: ", "CORRECTED-", "UPDATE 4-", "Exclusive: "]
NEWS_TAGS = ["FLASH: ", "WATCH: ", "UPDATE 1-", "Developing: ", "Live updates: ", "UPDATE 2-"]
SPORT_TAGS = ["FLASH: ", "Soccer: ", "Sport - ", "UPDATE 1-"]


# --- time -------------------------------------------------------------------------------------

def is_weekend(d):
    return (FIRST_WEEKDAY + d) % 7 >= 5


def day_label(d):
    import datetime
    return (datetime.date(*START_DATE) + datetime.timedelta(days=d)).isoformat()


# Share of a day's stories starting in each UTC hour: overnight lull, peak late morning.
HOUR_SHAPE = [0.1, 0.08, 0.08, 0.1, 0.2, 0.35, 0.7, 0.95, 1.1, 1.2, 1.2, 1.1, 1.0, 1.0, 1.0, 0.95,
              0.9, 0.8, 0.7, 0.55, 0.45, 0.35, 0.25, 0.15]


def when(d, hh=None):
    if hh is None:
        hh = rng.choices(range(24), HOUR_SHAPE)[0] + rng.random()
    return 24 * d + hh


def some_day():
    return rng.choices(range(NDAYS), [0.8 if is_weekend(d) else 2.6 for d in range(NDAYS)])[0]


# --- text bookkeeping ---------------------------------------------------------------------------

_TAKEN = set()


def claim(texts):
    """Keeps only texts no earlier story has printed, and marks them as printed."""
    kept = []
    for t in texts:
        key = t[1].lower() if isinstance(t, tuple) else t.lower()
        if key in _TAKEN and not (isinstance(t, tuple) and len(t) == 3):
            continue
        _TAKEN.add(key)
        kept.append(t)
    return kept


def upfirst(s):
    return s[:1].upper() + s[1:]


# --- pools of invented names --------------------------------------------------------------------

_ONSETS = ["Kes", "Mar", "Tor", "Vel", "Bran", "Cor", "Fal", "Gil", "Hel", "Lin", "Nor", "Ost", "Pel",
           "Rav", "Sel", "Tav", "Ul", "Wes", "Dar", "Emb", "Quin", "Zor", "Alb", "Sten"]
_CODAS = ["ava", "ello", "mora", "vik", "stad", "holm", "ara", "enza", "ridge", "orp", "ana", "sund"]
# Places the big stories use stay out of every pool.
BIG_PLACES = {"Halvergate", "Lowbridge", "Brezza", "Kellaway", "Port Sever", "Isola Verra", "Quayhurst",
              "Dunstry", "Ashborough", "Selridge", "Tavridge", "Corvik", "Valmoor", "Harmsey", "Tarnwick",
              "Redmarsh", "Kingsgate", "Tormora", "Marello", "Kesava"}
# Towns that outlets are named after are towns, never company names.
OUTLET_TOWNS = {w for src in SOURCES for w in src.split() if w[:3] in _ONSETS}
_PLACE_NAMES = sorted({o + c for o in _ONSETS for c in _CODAS} - BIG_PLACES)
rng.shuffle(_PLACE_NAMES)
# The first hundred are towns (55 for phrase stories, 45 for background and clubs), the rest
# company stems.
TOWN_LIST = [t for t in _PLACE_NAMES if t not in OUTLET_TOWNS][:100]
FIRM_STEMS = [t for t in _PLACE_NAMES if t not in OUTLET_TOWNS and t not in TOWN_LIST] + [
    "Orlando Grey", "Bexley Mott", "Candlewick", "Dovetail", "Evenstar", "Fieldfare", "Goldthread",
    "Harebell", "Ironwood", "Jackdaw", "Kingfisher Row", "Lodestar", "Moorhen", "Nightjar", "Oakapple",
    "Pipistrelle", "Quicksilver", "Redwing", "Starling", "Tumbledown", "Upstream", "Vervain", "Woodlark",
    "Yellowhammer", "Amberjack", "Bluebell", "Coppice", "Driftwood", "Elderflower", "Foxglove",
]
rng.shuffle(FIRM_STEMS)
COUNTRY_LIST = ["Pardova", "Ulmeria", "Kastria", "Norvenia", "Itharra", "Belavia", "Sundmark",
                "Coralia", "Vesteria", "Drumlin Isles"]
GIVEN = ["Amara", "Bastien", "Corinne", "Dmitri", "Elodie", "Felix", "Giulia", "Hugo", "Isaura", "Joaquin",
         "Kasimir", "Leonie", "Matthias", "Noemi", "Orla", "Pavel", "Renata", "Stellan", "Thea", "Umberto",
         "Vera", "Wolfram", "Xenia", "Yusuf", "Zara", "Aurelio", "Brigitte", "Caspian", "Delphine", "Emil",
         "Fenna", "Gustav", "Helena", "Ilias", "Jolanda", "Kian", "Livia", "Malik", "Nadia", "Osric"]
FAMILY = ["Achterberg-Lowe", "Bellamy", "Carvalho", "Dunstable", "Etxeberria", "Falconer", "Gutteridge",
          "Hennessy-Roe", "Ibarra", "Jankowski", "Kowalczyk", "Lindgren", "Montanari", "Nakashima",
          "Ostrowski", "Pilkington", "Quintero", "Rasmussen", "Silvestri", "Thorvaldsen", "Uzoma",
          "Vandermeer", "Winterbottom", "Yilmaz", "Zamorano", "Abbasi", "Brennagh", "Castillo-Webb",
          "Delacourt", "Ekström", "Fitzalan", "Granville", "Holmqvist", "Iwu", "Jessop", "Kallio",
          "Lachance", "Merriweather", "Novak", "Oyelaran", "Prentiss", "Rautio", "Aldridge", "Beaumont-Tice",
          "Cavanagh", "Drummond", "Erlandsson", "Fairbairn", "Goncalves", "Hartigan", "Isaksen", "Kerrigan",
          "Lundqvist-Obi", "Mbeki-Stone", "Nordström", "Okoro", "Palmqvist", "Quillan", "Rossiter", "Sauvage",
          "Tennant", "Underwood", "Valdés", "Whitacre", "Yorke", "Zielinski"]
# Surnames held by the big stories' people; random people avoid them.
_RESERVED = {"Arkwright", "Hallam", "Abara", "Velez", "Ansah", "Marchetti", "Ferrante", "Okwuosa", "Lindgren",
             "Holmqvist", "Castillo-Webb", "Delacourt", "Rasmussen", "Pilkington", "Silvestri", "Brennagh",
             "Ibarra", "Uzoma", "Jankowski", "Lachance", "Abbasi", "Granville", "Jessop", "Prentiss", "Oyelaran",
             "Etxeberria", "Hennessy-Roe", "Montanari", "Zamorano", "Vandermeer", "Falconer", "Kallio", "Rautio",
             "Kowalczyk", "Novak", "Achterberg-Lowe", "Castillo"}
FAMILY = [f for f in FAMILY if f not in _RESERVED]


def somebody():
    return rng.choice(GIVEN) + " " + rng.choice(FAMILY)


class Draw:
    def __init__(self, items):
        self.left = list(items)
        rng.shuffle(self.left)

    def __call__(self):
        return self.left.pop()


next_firm = Draw(FIRM_STEMS)
next_town = Draw(TOWN_LIST[:55])        # towns a phrase story is about
BG_TOWNS = TOWN_LIST[55:] + sorted(OUTLET_TOWNS - BIG_PLACES)   # towns background stories use
TEAMS = [t + " " + s for t, s in zip(TOWN_LIST[55:91], ["FC", "United", "Athletic", "Sporting", "City", "Town"] * 6)]
next_team = Draw(TEAMS[:24])


# --- the ten stock phrases --------------------------------------------------------------------
# For each: how to invent a subject, the wordings of a small story, and extra wordings a big
# story of that phrase adds to its own headlines.

def subject_breach():
    stem = next_firm()
    kind, what = rng.choice([("Insurance", "insurer"), ("Telecom", "mobile operator"), ("Clinics", "clinic chain"),
                             ("Rail", "train operator"), ("Dating", "dating app"), ("Hotels", "hotel group"),
                             ("Utilities", "utility"), ("Lottery", "lottery operator"), ("School Services", "school software firm")])
    return dict(co=f"{stem} {kind}", stem=stem, what=what, What=upfirst(what),
                users=rng.choice(["80,000", "210,000", "1.2 million", "3 million", "450,000", "9,000"]))


def subject_warning():
    stem = next_firm()
    kind, what = rng.choice([("Homes", "housebuilder"), ("Fashion", "clothing retailer"), ("Chemicals", "chemicals maker"),
                             ("Logistics", "delivery group"), ("Leisure", "cinema chain"), ("Engineering", "engineer"),
                             ("Foods", "food group"), ("Media", "publisher"), ("Travel", "tour operator")])
    return dict(co=f"{stem} {kind}", stem=stem, what=what, What=upfirst(what),
                pct=rng.choice([11, 14, 18, 23, 27, 31, 35]))


def subject_takeover():
    a, b = next_firm(), next_firm()
    kind, what = rng.choice([("Foods", "food maker"), ("Software", "software group"), ("Brewing", "brewer"),
                             ("Pharma", "drugmaker"), ("Packaging", "packaging firm"), ("Ports", "port operator"),
                             ("Cinemas", "cinema group"), ("Telecom", "broadband firm")])
    return dict(co=f"{a} {kind}", stem=a, buyer=f"{b} {rng.choice(['Group', 'Holdings', 'Partners', 'Capital'])}",
                buyer_stem=b, what=what, What=upfirst(what),
                price=rng.choice(["£180m", "£420m", "£760m", "£1.3bn", "£2.4bn", "£95m"]))


def subject_flights():
    stem = next_firm()
    cause = rng.choice(["fog", "a cabin crew strike", "an IT failure", "engine checks", "a pilot shortage",
                        "high winds", "a fuel supply problem"])
    return dict(co=f"{stem} Air", stem=stem, what="airline", What="Airline", cause=cause,
                n=rng.choice([24, 40, 65, 90, 130, 210]), hub=next_town())


def subject_closures():
    stem = next_firm()
    kind, what, unit = rng.choice([("Bank", "bank", "branches"), ("Books", "bookseller", "shops"),
                                   ("Pharmacy", "pharmacy chain", "pharmacies"), ("Gyms", "gym chain", "gyms"),
                                   ("Bakery", "bakery chain", "bakeries"), ("Opticians", "opticians", "stores"),
                                   ("Home", "homewares chain", "stores"), ("Pubs", "pub group", "pubs")])
    return dict(co=f"{stem} {kind}", stem=stem, what=what, What=upfirst(what), unit=unit,
                n=rng.choice([12, 19, 28, 34, 47, 60, 85]))


def subject_critical():
    town = next_town()
    hosp = rng.choice([f"{town} General", f"{town} Royal Infirmary", f"St {rng.choice(['Agnes', 'Brendan', 'Cecily', 'Mungo', 'Ottilie'])}'s in {town}",
                       f"{town} University Hospital"])
    return dict(co=hosp, stem=town, cause=rng.choice(["a flood in its basement", "a surge in flu cases",
                                                      "an IT failure", "a shortage of beds", "a power cut",
                                                      "a norovirus outbreak"]),
                what="hospital", What="Hospital")


def subject_boil():
    town = next_town()
    return dict(co=town, stem=town, homes=rng.choice(["4,000", "11,000", "26,000", "38,000", "70,000"]),
                utility=f"{rng.choice(['Tarn', 'Beck', 'Spring', 'Well', 'Moor'])} Water", what="town", What="Town")


def subject_coach():
    team = next_team()
    return dict(co=team, stem=team.split()[0], coach=somebody(), was=rng.choice(
        ["former assistant", "ex-national team coach", "youth coach", "former captain", "one-time rival boss"]),
        what="club", What="Club")


def subject_strike():
    kind, staff, who = rng.choice([("bus drivers", "bus", "Metrovia Buses"), ("refuse collectors", "bin", "the council"),
                                   ("teachers", "school", "the education board"), ("port workers", "dock", "the port authority"),
                                   ("nurses", "hospital", "the health board"), ("airport baggage handlers", "airport", "Skygate Services"),
                                   ("postal workers", "post", "Severa Post"), ("museum staff", "museum", "the culture ministry")])
    town = next_town()
    return dict(co=town, stem=town, staff=kind, kind=staff, boss=who, pct=rng.choice([71, 78, 84, 88, 92, 96]),
                what="workers", What="Workers")


def subject_prices():
    stem = next_firm()
    kind, what, thing = rng.choice([("Energy", "energy supplier", "bills"), ("Broadband", "broadband firm", "monthly prices"),
                                    ("Rail", "train operator", "fares"), ("Streaming", "streaming service", "subscriptions"),
                                    ("Dairies", "dairy", "milk prices"), ("Coffee", "coffee chain", "prices"),
                                    ("Mobile", "mobile network", "tariffs"), ("Insurance", "car insurer", "premiums")])
    return dict(co=f"{stem} {kind}", stem=stem, what=what, What=upfirst(what), thing=thing,
                pct=rng.choice([4, 6, 7.5, 9, 12, 15]))


PHRASES = {
    "breach": (subject_breach, WIRE_TAGS, [
        "{co} suffers data breach", "{co} hit by cyber attack", "Hackers steal data of {users} {stem} customers",
        "{What} {stem} confirms data breach", "{stem} data breach: {users} customers affected",
        "Cyber attack on {co} exposes customer records", "{co} says hackers accessed personal data",
        "{stem} customers told to change passwords after breach", "{What} {stem} hit by ransomware",
    ]),
    "warning": (subject_warning, WIRE_TAGS, [
        "{co} issues profit warning", "{co} shares slump {pct}% on profit warning", "{What} {stem} warns on profits",
        "{stem} cuts profit forecast", "{co} issues second profit warning", "Profit warning from {co} as sales stall",
        "{stem} warns annual profit will miss forecasts",
    ]),
    "takeover": (subject_takeover, WIRE_TAGS, [
        "{co} agrees takeover by {buyer}", "{buyer} agrees to buy {co} for {price}", "{co} to be bought by {buyer}",
        "{What} {stem} accepts {price} offer", "{co} board backs {buyer_stem} bid", "{buyer_stem} wins {price} deal for {stem}",
        "{stem} shares jump on {price} takeover", "{co} agrees {price} sale to {buyer}",
    ]),
    "flights": (subject_flights, NEWS_TAGS, [
        "{co} cancels flights", "{co} cancels {n} flights over {cause}", "{stem} Air scraps flights as {cause} hits",
        "{n} {stem} Air flights cancelled", "{co} cancellations leave passengers stranded at {hub}",
        "{co} grounds flights after {cause}", "{hub} departures cancelled as {co} halts flights",
    ]),
    "closures": (subject_closures, WIRE_TAGS, [
        "{co} to close {n} {unit}", "{co} announces closure of {n} {unit}", "{What} {stem} to shut {n} {unit}",
        "{n} {stem} {unit} to close", "{stem} closures: full list of {unit} affected", "{co} shuts {n} {unit}, jobs at risk",
        "{What} {stem} closing {n} {unit} by spring",
    ]),
    "critical": (subject_critical, NEWS_TAGS, [
        "{co} declares critical incident", "Critical incident declared at {co}", "{co} declares critical incident after {cause}",
        "{co} in critical incident as {cause} hits wards", "Patients urged to stay away from {co} after critical incident",
        "{co} critical incident stood down",
    ]),
    "boil": (subject_boil, NEWS_TAGS, [
        "{co} residents told to boil water", "Boil-water notice issued for {co}", "{utility} issues boil-water notice to {homes} homes in {co}",
        "{homes} {co} homes told to boil tap water", "{co} boil-water notice lifted", "Boil water advice for {co} after bacteria found",
    ]),
    "coach": (subject_coach, SPORT_TAGS, [
        "{co} name {coach} head coach", "{co} appoint {coach} as new head coach", "{coach} named {co} head coach",
        "{co} turn to {was} {coach}", "{coach} takes charge at {co}", "{stem} name new head coach",
        "{co} hand {coach} the head coach job",
    ]),
    "strike": (subject_strike, NEWS_TAGS, [
        "{co} {staff} vote to strike", "{staff} in {co} back strike action", "{co} {kind} strike vote: {pct}% in favour",
        "{co} faces {kind} strike after ballot", "{What} vote to strike in {co} pay dispute with {boss}",
        "{pct}% of {co} {staff} vote for walkout",
    ]),
    "prices": (subject_prices, WIRE_TAGS, [
        "{co} raises prices", "{co} to raise {thing} by {pct}%", "{What} {stem} puts up {thing}",
        "{stem} customers face {pct}% price rise", "{co} price rise: what it means for you", "{co} hikes {thing} by {pct}%",
    ]),
}

# Extra wordings for the big stories that use a phrase, with the big story's own secondary names.
BIG_EXTRAS = {
    "breach": ["{co} data breach: what we know", "{What} says hackers were inside its systems for weeks",
               "{spokes}: 'we are contacting every affected customer'", "{boss} apologises for cyber attack",
               "Police investigate {stem} hack", "{stem} breach: should you change your passwords?",
               "Data regulator opens inquiry into {stem} breach", "{stem} hackers demand ransom, sources say",
               "Stolen {stem} records offered for sale online", "{stem} shares fall after cyber attack"],
    "warning": ["{co} shares crash {pct}% after profit warning", "{What} blames {cause} for profit warning",
                "{boss}: 'a very difficult quarter'", "{stem} profit warning wipes £{wipe} off its value",
                "Analysts slash {stem} forecasts", "{stem} warning drags down sector", "{co} warns on profits: what went wrong"],
    "takeover": ["{buyer_stem}-{stem} deal creates sector giant", "{stem} takeover: what it means for staff",
                 "{boss} backs {buyer_stem} offer", "Competition watchdog to examine {stem} deal",
                 "{stem} shares soar {pct}% on agreed deal", "{spokes}: '{place} site will stay open'",
                 "Bankers share fees from {stem} takeover", "{co} agrees to be bought: a history"],
    "flights": ["{co} flight cancellations: your rights", "{hub} departures board turns red",
                "{spokes}: 'we apologise to every passenger'", "Thousands stranded at {hub}",
                "{co} strike: which routes are running?", "Rival airlines add seats as {stem} grounds fleet",
                "{union} says members 'had no choice'", "{stem} cancellations to cost £{cost} a day"],
    "closures": ["{co} closures: is your branch on the list?", "{n} {unit} to go as {stem} moves online",
                 "{place} among towns losing their last {what} branch", "{spokes}: 'customers have moved to the app'",
                 "{union} condemns {stem} closures", "{stem} closures: what happens to staff",
                 "MPs demand {boss} appears before committee"],
    "critical": ["{co} critical incident: operations cancelled", "Ambulances diverted from {co}",
                 "{spokes}: 'patients are safe'", "{boss} orders review after {co} incident",
                 "{co}: patients moved to neighbouring hospitals", "{co} critical incident: what patients need to know"],
    "boil": ["{co} boil-water notice: what you need to know", "Bottled water handed out in {co}",
             "{utility} apologises to {co} residents", "{spokes}: 'tests show bacteria in the supply'",
             "{co} cafés and restaurants close as water unsafe", "How long will the {co} boil-water notice last?"],
    "strike": ["{co} strike: dates and services affected", "{union} announces first walkout",
               "{boss} urges unions back to talks", "{co} strike ballot: the pay gap explained",
               "{spokes}: 'strikes will only hurt passengers'"],
    "prices": ["{co} price rise: how much more will you pay?", "{stem} blames wholesale costs for price rise",
               "{spokes}: 'we have held prices as long as we can'", "Consumer groups attack {stem} increase",
               "{co} price rise: how to switch", "Regulator to review {stem} increase"],
}


def phrase_story(name, hour, subject=None, count=None, spread=None):
    make, tags, wordings = PHRASES[name]
    subj = subject or make()
    options = [w.format(**subj) for w in wordings]
    rng.shuffle(options)
    count = count or rng.choices([1, 2, 3, 4], [3, 4, 2.5, 1])[0]
    texts = claim([t for t in options if t.lower() not in _TAKEN][:count])
    if texts and rng.random() < 0.12:
        texts[0] = rng.choice(tags) + texts[0]
    slug = subj["stem"].lower().replace(" ", "-").replace("'", "")
    return {"id": f"{name}-{slug}", "hour": hour, "spread": spread or rng.choice([1.5, 2.5, 3.5, 5]),
            "headlines": texts}, subj


# --- big stories --------------------------------------------------------------------------------
# Each: id, day, UTC hour of the first report, the wire that breaks it (and an outlet reprinting
# it), the phrase it uses (if any) with its subject's fields, and its own hand-written headlines.

BIGS = [
    dict(id="lumora-data-breach", day=0, at=10.0, wire="Transcontinental Newswire", copy="Bits & Bytes",
         phrase="breach", fields=dict(co="Lumora", stem="Lumora", What="Tech giant", users="40 million",
                                      spokes="Lumora spokeswoman Thea Holmqvist", boss="Lumora chief Rafael Okwuosa"),
         own=["Lumora says hackers stole data of 40 million users",
              "FLASH: Lumora confirms massive breach of account data",
              "Hackers accessed names, emails and card details, Lumora says",
              "Lumora data breach one of the largest ever in Severa",
              "Rafael Okwuosa: 'we failed to protect you'",
              "Lumorra breach: how to check if your account was hit",
              "Tech giant admits attackers were inside for three weeks",
              "Severa's Data Commissioner Livia Rautio demands answers from Lumora",
              "Lumora breach traced to supplier in Quayhurst",
              "Lumora Cloud customers warned of phishing emails after hack",
              "Lumora to offer free credit monitoring after cyber attack",
              "Banks on alert after Lumora card data stolen",
              "The Lumora hack in numbers"]),
    dict(id="merrowfield-profit-warning", day=1, at=7.0, wire="Severa Press Association", copy="The Exchange Floor",
         phrase="warning", fields=dict(co="Merrowfield Stores", stem="Merrowfield", What="Department store group",
                                      pct=41, cause="a warm autumn", boss="Chief executive Noemi Castillo-Webb", wipe="900m"),
         own=["Merrowfield Stores shares crash 41% after shock profit warning",
              "Department store group Merrowfield warns profits will halve",
              "Merrowfield blames warm autumn as coat sales collapse",
              "Noemi Castillo-Webb: 'we got our ranges wrong'",
              "Merrowfield profit warning: is the 150-year-old chain in trouble?",
              "Merowfield shares suffer worst day since listing",
              "Merrowfield suspends dividend after profit warning",
              "Kingsgate Parade flagship sales down 20%, Merrowfield reveals",
              "Retail analysts: Merrowfield warning 'a canary for the high street'",
              "Merrowfield Stores profit warning hits rival retailers",
              "Merrowfield's lenders 'supportive', company says"]),
    dict(id="arkwright-quits-touring", day=2, at=13.0, wire="Agence Meridienne", copy="Encore",
         own=["Celeste Arkwright announces she will stop touring",
              "FLASH: Celeste Arkwright quits live shows after 'Northern Lights' tour",
              "Arkwright: 'my body can't do another world tour'",
              "Celeste Arkwright to retire from touring next year",
              "Fans in shock as Arkwright ends touring career",
              "Celeste Arkright says final tour will end in Port Sever",
              "Arkwright will keep recording, her label Halcyon Records says",
              "The singer who sold 60 million records steps off the road",
              "Celeste Arkwright's farewell: final dates announced",
              "Arkwright fans queue for last-chance tickets",
              "Arkwright cites hearing damage in touring decision",
              "Celeste Arkwright: a career in ten songs",
              "Halcyon Records boss: 'Celeste has earned her rest'",
              "Arkwright's last tour to include six Port Sever nights",
              "Celeste Arkwright retirement: what her fans are saying",
              "Ticket site braces for Arkwright farewell sale",
              "WATCH: Arkwright's emotional announcement video",
              "Arkwright's manager Dario Ferrante: 'she's at peace with it'",
              "Arkwright quits touring: the end of an era",
              "Music world pays tribute to Arkwright's live career",
              "Arkwright says she may return for 'one-off shows'",
              "Arkwright farewell tour: how to get tickets",
              "Why the biggest singer in Severa is stepping off the stage",
              "Celeste Arkwright: 'I want to hear my own songs again'"]),
    dict(id="brezza-hills-wildfire", day=4, at=13.0, wire="Global Desk Wire", copy="Isobar",
         own=["Wildfire in Brezza Hills forces 8,000 to flee",
              "FLASH: Brezza wildfire jumps motorway, villages evacuated",
              "Late-season wildfire burns 4,000 hectares near Brezza",
              "Firefighters battle Brezza Hills blaze through the night",
              "Brezza fire: water-bombing planes called in from Pardova",
              "Three villages evacuated as flames reach Brezza outskirts",
              "Brezza Hills fire: what we know",
              "Residents describe fleeing as Brezza blaze spread",
              "Interior ministry declares emergency in Brezza district",
              "Brezza wildfire: smoke reaches Port Sever",
              "Brezze Hills fire: roads closed, schools shut on Monday",
              "Fire chief Ilias Marchetti: 'winds are our enemy tonight'",
              "Rare October wildfire blamed on drought and strong winds",
              "Brezza Hills: farmers lose olive groves to fire",
              "Brezza fire 30% contained, officials say",
              "Photos: Brezza Hills ablaze",
              "Evacuees shelter in Brezza sports hall",
              "Wildfire near Brezza: air quality warning for the coast",
              "Brezza blaze: firefighter injured as wind changes",
              "Brezza Hills fire started by power line, investigators suspect",
              "Wildfire: Brezza evacuees allowed home",
              "Brezza wildfire damages 40 homes",
              "Developing: Brezza blaze spreading north"]),
    dict(id="ashborough-velez-coach", day=5, at=9.0, wire="The Kickoff", copy="Full Time Report",
         phrase="coach", fields=dict(co="Ashborough City", stem="Ashborough", coach="Dario Velez",
                                     was="former national coach"),
         own=["Ashborough City appoint Dario Velez as head coach",
              "FLASH: Velez named Ashborough boss on three-year deal",
              "Dario Velez returns to club football with Ashborough",
              "Velez: 'Ashborough City is the biggest club in Severa'",
              "Ashborough City's new coach: who is Dario Velez?",
              "Former Severa national coach takes over at Ashborough",
              "Ashborough City fans react to Velez appointment",
              "Velez brings assistant Emil Delacourt to Redmarsh Lane",
              "Dario Vélez unveiled at Redmarsh Lane",
              "Velez's first game: Ashborough host Linmora on Saturday",
              "Ashborough end coaching search with Velez",
              "What Velez must fix at Ashborough City",
              "Ashborough chairman Gustav Lindgren: 'our first choice'",
              "Velez promises 'attacking football' at Ashborough",
              "Redmarsh Lane welcomes its new coach",
              "Ashborough City hire Velez: tactics explained"]),
    dict(id="aeroluce-strike-cancellations", day=6, at=6.5, wire="Severa Press Association", copy="On the Rails",
         phrase="flights", fields=dict(co="Aeroluce", stem="Aeroluce", hub="Port Sever Airport", n="900",
                                       cause="a cabin crew strike", spokes="Aeroluce spokesman Kian Prentiss",
                                       union="The Cabin Crew Union", cost="12m"),
         own=["Aeroluce cancels 900 flights as cabin crew strike",
              "FLASH: Severa's flag carrier grounds most of its fleet",
              "Port Sever Airport chaos as Aeroluce crew walk out",
              "Aeroluce strike: 110,000 passengers hit",
              "The 90-year-old airline faces its biggest strike in decades",
              "Aeroluse strike: what to do if your flight is cancelled",
              "Transport Minister Joaquin Ibarra urges both sides to talk",
              "Aeroluce crew strike over pay and rosters",
              "Aeroluce parent AeroSevera Group warns of losses",
              "Holidaymakers sleep at Port Sever Airport",
              "Aeroluce to run 'skeleton' long-haul service",
              "Cabin Crew Union leader Renata Oyelaran: 'we were left no choice'",
              "Aeroluce and crew union agree to mediation"]),
    dict(id="fenwright-cyber-attack", day=6, at=14.0, wire="Transcontinental Newswire", copy="Balance Sheet",
         phrase="breach", fields=dict(co="Fenwright Insurance", stem="Fenwright", What="Insurer", users="2.6 million",
                                      spokes="Fenwright's Caspian Jessop", boss="Fenwright chief Helena Granville"),
         own=["Fenwright Insurance hit by cyber attack, 2.6 million customers affected",
              "FLASH: Insurer Fenwright shuts systems after ransomware attack",
              "Fenwright customers unable to make claims after hack",
              "Helena Granville: 'we will not pay the ransom'",
              "Fenwright cyber attack: what policyholders should do",
              "Fenright hack: medical details of claimants feared stolen",
              "Fenwright call centres in Dunstry closed as systems go dark",
              "Police cyber unit called in at Fenwright"]),
    dict(id="kessing-orvane-takeover", day=7, at=11.0, wire="Agence Meridienne", copy="Coinwise",
         phrase="takeover", fields=dict(co="Kessing Pharma", stem="Kessing", buyer="Orvane Healthcare",
                                        buyer_stem="Orvane", What="Drugmaker", price="£9.2bn", pct=38,
                                        boss="Kessing chair Brigitte Silvestri", spokes="Orvane's Stellan Abbasi",
                                        place="Dunstry"),
         own=["Kessing Pharma agrees £9.2bn takeover by Orvane",
              "Orvane to buy Kessing in year's biggest healthcare deal",
              "Kessing board backs sweetened £9.2bn Orvane offer",
              "Drugmaker Kessing sold after three rejected bids",
              "Kesing takeover: what happens to the Dunstry labs?",
              "Orvane promises to keep Kessing's research centre in Dunstry",
              "Kessing shares jump 38% on agreed deal",
              "Orvane-Kessing: the drugs behind the deal",
              "Unions seek job guarantees in Kessing takeover",
              "Kessing takeover ends 120 years of independence"]),
    dict(id="hallam-orrery-switch-on", day=8, at=15.0, wire="Global Desk Wire", copy="Bits & Bytes",
         own=["Viktor Hallam's Orrery satellite internet goes live across Severa",
              "FLASH: Hallam switches on Orrery network",
              "Orrery: 1,400 satellites now beaming broadband to rural Severa",
              "Viktor Hallam: 'no village will be offline again'",
              "Hallam's Orrery launches with £35-a-month price",
              "Orrery switch-on: first users report fast speeds",
              "Astronomers complain of Orrery satellite streaks",
              "Viktor Halam's satellite network: what you need to know",
              "Orrery goes live: rival broadband firms' shares fall",
              "Billionaire's satellite network switched on at Tavridge ground station",
              "Orrery signs up 200,000 customers on first day",
              "Hallam says Orrery will reach Pardova next year",
              "Orrery outage? Early users report dropouts",
              "Why Viktor Hallam built his own internet",
              "Orrery launch: Premier Abara sends video message",
              "Hallam's Orrery: the cost of the satellites",
              "Tavridge ground station: the heart of Hallam's network",
              "Orrery dishes sell out in hours",
              "WATCH: Hallam switches on Orrery",
              "Orrery: satellite broadband comes to Severa's islands",
              "Rural MPs welcome Hallam's satellite network",
              "Orrery's boss Zara Kallio: 'we are just getting started'"]),
    dict(id="st-wilfrida-critical-incident", day=9, at=8.0, wire="Severa Press Association", copy="Ward Round",
         phrase="critical", fields=dict(co="St Wilfrida's Hospital", stem="St Wilfrida's",
                                        spokes="Medical director Dr Amara Brennagh", boss="Health Minister Matthias Novak"),
         own=["St Wilfrida's Hospital declares critical incident after fire",
              "FLASH: Fire at Halvergate's main hospital, wards evacuated",
              "Critical incident at St Wilfrida's as fire hits theatres",
              "Halvergate hospital fire: 200 patients moved",
              "St Wilfreda's fire: ambulances sent to Corvik",
              "Fire in plant room knocks out St Wilfrida's power",
              "Dr Amara Brennagh: 'staff acted heroically'",
              "Halvergate hospital: all routine operations cancelled",
              "St Wilfrida's critical incident: what patients should do",
              "Firefighters praise hospital staff in Halvergate evacuation",
              "Novak orders inquiry into Halvergate hospital fire",
              "Neighbouring hospitals take St Wilfrida's patients"]),
    dict(id="arkwright-stage-collapse", day=10, at=20.0, wire="Agence Meridienne", copy="Encore",
         own=["Celeste Arkwright collapses on stage in Halvergate",
              "FLASH: Arkwright concert stopped after singer collapses",
              "Celeste Arkwright taken to hospital after collapsing mid-song",
              "Arkwright 'conscious and talking', her team says",
              "Fans in tears as Halvergate Arena show abandoned",
              "Arkwright collapse: what we know",
              "Celeste Arkwright rushed to hospital from farewell tour show",
              "Arkwright's manager Dario Ferrante: 'exhaustion and dehydration'",
              "Celeste Arkwrite collapses on stage",
              "Halvergate Arena: 14,000 fans sent home",
              "Arkwright cancels next two farewell shows",
              "Singer discharged from hospital, will 'rest for a week'",
              "WATCH: moment Arkwright collapsed during 'Harbour Song'",
              "Arkwright thanks fans: 'I'm OK, I promise'",
              "Celeste Arkwright: doctors order rest",
              "Arkwright's collapse raises questions over tour schedule",
              "Arkwright farewell tour: refunds for cancelled Halvergate dates",
              "Halvergate fans hold vigil outside hospital",
              "Celeste Arkwright collapse: tour promoter Lantern Live statement",
              "Arkwright to resume farewell tour next month"]),
    dict(id="kellaway-ferry-aground", day=11, at=8.5, wire="Global Desk Wire", copy="Bluewater Monitor",
         own=["Ferry runs aground off Kellaway with 400 on board",
              "FLASH: Passengers rescued as ferry grounds in storm",
              "Kellaway ferry: all 412 passengers and crew safe",
              "Coastguard helicopters winch passengers from stranded ferry",
              "The 'Saint Odran' ferry hit rocks in 80mph gusts",
              "Kellaway ferry grounding: what we know",
              "Passengers describe night on tilting ferry",
              "Ferry operator Tidelink apologises after grounding",
              "Kellaway lifeboat crews praised after ferry rescue",
              "Oil boom deployed around grounded ferry",
              "Investigators board Saint Odran off Kellaway",
              "Kellaway islanders open homes to rescued passengers",
              "Tidelink suspends Kellaway crossings",
              "Ferry aground: captain questioned",
              "Saint Odran: the 30-year-old ferry with a history of faults",
              "Kellaway ferry refloated on high tide",
              "Maritime Minister Osric Uzoma visits Kellaway",
              "Ferry grounding off Kellaway: photos",
              "Kellaway rescue: how the night unfolded",
              "Tidelink ferry aground: salvage crews arrive"]),
    dict(id="pennant-bank-branch-closures", day=12, at=10.0, wire="Severa Press Association", copy="Coinwise",
         phrase="closures", fields=dict(co="Pennant Bank", stem="Pennant", What="Lender", what="Pennant",
                                        n=140, unit="branches", place="Valmoor", spokes="Pennant's Xenia Jankowski",
                                        union="The Bank Staff Union", boss="Pennant chief Pavel Lachance"),
         own=["Pennant Bank to close 140 branches, 1,100 jobs at risk",
              "FLASH: Pennant to shut a third of its branches",
              "Pennant Bank closures: the full list",
              "Severa's oldest bank says customers have moved online",
              "Pennant branch closures: 60 towns to lose last bank",
              "Penant Bank closures: what to do if yours is shutting",
              "Pennant closures to be complete by June",
              "Pavel Lachance: 'the way people bank has changed'",
              "Pennant Bank's 210-year-old Valmoor branch on closure list",
              "Rural campaigners condemn Pennant closures"]),
    dict(id="abara-confidence-vote", day=13, at=9.0, wire="Transcontinental Newswire", copy="The Hemicycle",
         own=["Premier Constance Abara survives confidence vote",
              "FLASH: Abara wins confidence vote by 11 votes",
              "Severa's premier clings on after knife-edge vote",
              "Abara: 'now let's get back to work'",
              "Confidence vote: how Severa's MPs voted",
              "Rebel deputies fail to topple Constance Abara",
              "Opposition leader Wolfram Falconer: 'a wounded premier'",
              "Abara survives but coalition cracks show",
              "Premier Abarra wins vote: what happens next",
              "Three ministers abstained in Abara vote",
              "Abara's confidence vote in five charts",
              "Severa's bond markets rally after Abara survives",
              "WATCH: the moment the vote was announced",
              "Abara promises reshuffle within days",
              "Constance Abara: the premier who keeps surviving",
              "Falconer vows to keep pressure on Abara",
              "Premier wins vote of confidence in the Assembly",
              "Rebels' ringleader Noemi Pilkington: 'this is not over'",
              "Abara vote: relief in the premier's office",
              "What Abara's narrow win means for the budget",
              "Assembly backs Abara 163-152",
              "Abara to meet coalition partners after vote"]),
    dict(id="lowbridge-boil-water", day=14, at=12.0, wire="Global Desk Wire", copy="Greenbelt Journal",
         phrase="boil", fields=dict(co="Lowbridge", stem="Lowbridge", homes="310,000", utility="Vestry Water",
                                    spokes="Vestry Water's Malik Etxeberria"),
         own=["Vestry Water issues boil-water notice to 310,000 homes in Lowbridge",
              "FLASH: Lowbridge residents told to boil all tap water",
              "Lowbridge boil-water notice after parasite found at treatment works",
              "Cryptosporidium found in Lowbridge water supply",
              "Lowbrige boil notice: schools stay open but fountains shut",
              "Harmsey treatment works shut as parasite detected",
              "Lowbridge boil-water notice could last two weeks",
              "Shops run out of bottled water in Lowbridge",
              "Vestry Water chief Orla Hennessy-Roe apologises"]),
    dict(id="severan-rail-strike-vote", day=15, at=8.0, wire="Severa Press Association", copy="On the Rails",
         phrase="strike", fields=dict(co="Severan Rail", stem="Severan Rail", staff="train drivers", kind="rail",
                                      boss="Severan Rail", pct=89, union="The Footplate Union",
                                      spokes="Severan Rail's Umberto Castillo"),
         own=["Severan Rail drivers vote to strike",
              "FLASH: 89% of train drivers back national strike",
              "Train drivers vote for first national strike in 20 years",
              "Footplate Union leader Delphine Rasmussen: 'we are ready'",
              "Severan Rail strike: when could it start?",
              "Commuters brace for rail strike after drivers' ballot",
              "Transport Minister Ibarra: 'a strike helps no one'",
              "Severan Rail strike vote: the pay offer explained",
              "Severan Rayl strike: what it means for your journey",
              "Freight trains also hit as drivers back walkout"]),
    dict(id="lumora-lens-launch", day=16, at=17.0, wire="Transcontinental Newswire", copy="Bits & Bytes",
         own=["Lumora unveils Lens smart glasses",
              "FLASH: Lumora launches £799 Lens glasses",
              "Lumora Lens: first hands-on with the smart glasses",
              "Lumora bets on glasses to replace the phone",
              "Rafael Okwuosa: 'Lens is the biggest thing we have made'",
              "Lumora Lens: price, release date and features",
              "Privacy groups alarmed by Lumora Lens camera",
              "Lumora Lens launch: shares rise 3%",
              "Lumora's glasses can translate speech in real time",
              "Can Lumora make smart glasses cool?",
              "Lumora Lens review: impressive but heavy",
              "Lumora Lens goes on sale in Severa on 1 December",
              "Lumora launch event: everything announced",
              "Lumora unveils Lens weeks after data breach",
              "WATCH: Lumora's Lens launch in 3 minutes",
              "Lumora's Quayhurst campus hosts launch",
              "Lumora Lens: app makers line up",
              "Lumoras smart glasses: what the critics say",
              "Lumora also shows new Halo speaker",
              "Lumora Lens: battery lasts a day, company says"]),
    dict(id="ashborough-bomb-scare", day=17, at=15.5, wire="Global Desk Wire", copy="Touchline Times",
         own=["Ashborough City match abandoned after bomb scare",
              "FLASH: Redmarsh Lane evacuated during Ashborough game",
              "42,000 fans leave Redmarsh Lane after suspicious package found",
              "Ashborough v Selridge called off at half-time",
              "Police: suspicious item at Redmarsh Lane was a hoax device",
              "Ashborough bomb scare: fans praised for calm exit",
              "Man arrested after Redmarsh Lane evacuation",
              "Ashborough City: 'safety of fans comes first'",
              "Bomb squad called to Ashborough stadium",
              "Ashborough-Selridge match to be replayed, league says",
              "Velez: 'the right decision to stop the game'",
              "Redmarsh Lane evacuation: what we know",
              "Ashborugh City game abandoned: ticket refunds",
              "Stadium evacuated: how the afternoon unfolded",
              "Redmarsh Lane bomb scare: suspect, 31, charged",
              "Football: Ashborough match abandoned",
              "Fans stranded as trains packed after Redmarsh Lane evacuation",
              "Police thank Ashborough and Selridge supporters",
              "Hoax device at Ashborough 'designed to cause panic'",
              "Ashborough City bomb scare: police statement"]),
    dict(id="hallam-yacht-aground", day=18, at=10.0, wire="Agence Meridienne", copy="Bluewater Monitor",
         own=["Viktor Hallam's superyacht runs aground off Isola Verra",
              "FLASH: Billionaire Hallam's yacht hits reef",
              "Hallam's 110-metre yacht 'Meridian Star' stuck on reef",
              "Viktor Hallam and guests taken ashore safely",
              "Isola Verra divers fear coral damage from Hallam yacht",
              "Hallam yacht aground: what we know",
              "Coastguard: Meridian Star grounded in calm weather",
              "Fuel leak fears as Hallam's yacht lists",
              "Victor Hallam's yacht on the rocks",
              "Isola Verra mayor: 'Hallam must pay for the reef'",
              "Tugs fail to free Meridian Star",
              "Hallam: 'I'm sorry to the people of Isola Verra'",
              "WATCH: drone footage of stranded superyacht",
              "Meridian Star captain questioned by island police",
              "Hallam yacht grounding: environmental groups demand fine",
              "The Meridian Star: Hallam's £300m floating home",
              "Meridian Star refloated after 20 hours",
              "Isola Verra reef damage 'significant', marine scientists say",
              "Hallam offers to fund reef restoration"]),
    dict(id="northlight-energy-price-rise", day=19, at=7.5, wire="Severa Press Association", copy="Coinwise",
         phrase="prices", fields=dict(co="Northlight Energy", stem="Northlight", What="Energy supplier",
                                      thing="bills", pct=18, spokes="Northlight's Yusuf Montanari"),
         own=["Northlight Energy raises prices by 18%",
              "FLASH: Severa's biggest energy supplier puts up bills",
              "Northlight price rise to add £340 a year to bills",
              "Northlight blames Pardovan gas prices for increase",
              "Northlight Energy price rise: 4 million households hit",
              "Nortlight bills: how to cut your costs this winter",
              "Energy Minister Leonie Zamorano 'disappointed' by Northlight rise",
              "Northlight's profits soared last year, campaigners say",
              "Fuel poverty charities warn of hard winter after Northlight rise"]),
    dict(id="abara-pardova-treaty", day=20, at=9.0, wire="Transcontinental Newswire", copy="The Hemicycle",
         own=["Premier Abara signs border treaty with Pardova",
              "FLASH: Severa and Pardova end 40-year border dispute",
              "Abara and Pardovan president Ilse Vandermeer sign Tarnwick accord",
              "Severa-Pardova treaty: what changes on the border",
              "Constance Abara: 'a day for the history books'",
              "Border towns celebrate Severa-Pardova deal",
              "Tarnwick accord opens border crossings",
              "Opposition questions Abara's concessions to Pardova",
              "Severa-Pardova treaty: fishing rights settled",
              "Abara's treaty: the negotiations behind the deal",
              "Ilse Vandermeer: 'neighbours again, at last'",
              "Pardova treaty gives Abara a boost weeks after vote",
              "Severa and Pardova treaty in maps",
              "Abara Pardova deal: Assembly to ratify next month",
              "Tarnwick: the town where the treaty was signed",
              "WATCH: Abara and Vandermeer sign treaty",
              "Treaty signing: Abara embraces Pardovan leader",
              "Falconer: 'we will study the fine print'",
              "Severa-Pardova accord: markets welcome deal",
              "Abarra and Vandermeer sign historic treaty"]),
]


def big_from(spec):
    fields = spec.get("fields", {})
    phrase = spec.get("phrase")
    tags = PHRASES[phrase][1] if phrase else (SPORT_TAGS if spec["wire"] in SPORT else NEWS_TAGS)
    own = list(spec["own"])
    lead = own.pop(0)
    extra = []
    if phrase:
        for w in PHRASES[phrase][2] + BIG_EXTRAS.get(phrase, []):
            try:
                extra.append(w.format(**fields))
            except KeyError:
                pass         # a wording needing a field this story does not have
    rng.shuffle(extra)
    extra = [e for e in extra if e not in own][: max(0, 34 - len(own))]
    body = own + extra
    rng.shuffle(body)
    out = [(spec["wire"], lead), (spec["copy"], lead, rng.randint(2, 14))]
    # Most outlets report a big story once: give most of its headlines an outlet of their own,
    # drawn by weight without repeats, and leave the rest to make_headlines' random draw.
    outlets = [o for o in SOURCES if o not in (spec["wire"], spec["copy"])]
    weights = [SOURCE_WEIGHTS[SOURCES.index(o)] for o in outlets]
    for h in body:
        if rng.random() < 0.14 and not h.startswith(("FLASH", "WATCH", "UPDATE", "Football:")):
            h = rng.choice(tags) + h
        if outlets and rng.random() < 0.85:
            i = rng.choices(range(len(outlets)), weights)[0]
            out.append((outlets.pop(i), h))
            weights.pop(i)
        else:
            out.append(h)
    for h in out:
        _TAKEN.add((h[1] if isinstance(h, tuple) else h).lower())
    n = len(out)
    burst = min(n, max(18, int(n * 0.8)))
    return {"id": spec["id"], "hour": 24 * spec["day"] + spec["at"], "burst": burst,
            "tail_hours": 8 if spec["day"] == NDAYS - 1 else rng.choice([14, 18, 22]), "headlines": out}


# --- famous names in unrelated small stories ----------------------------------------------------

def famous(sid, day, hh, spread, *texts):
    return {"id": sid, "hour": 24 * day + hh, "spread": spread, "headlines": list(texts)}


FAMOUS = [
    # Celeste Arkwright, singer.
    famous("arkwright-manager-lawsuit", 2, 17.5, 3,
           "Celeste Arkwright sued by former manager over unpaid commission",
           "Arkwright's ex-manager seeks £8m in royalties claim",
           "Arkwright lawyers: former manager's claim 'without merit'"),
    famous("arkwright-golden-lyre", 7, 21.0, 2,
           "Celeste Arkwright wins Golden Lyre for best female artist",
           "Golden Lyre awards: Arkwright and Nightjar Sound among winners",
           "Arkwright's sixth Golden Lyre sets new record"),
    famous("arkwright-stalker-arrest", 10, 11.0, 3,
           "Man arrested for stalking Celeste Arkwright",
           "Arkwright stalking suspect held outside singer's home",
           "Court bans man from going near Arkwright"),
    famous("arkwright-perfume", 14, 15.0, 4,
           "Celeste Arkwright launches first perfume",
           "Arkwright's 'Harbour' fragrance sells out online"),
    famous("arkwright-biopic", 19, 16.0, 4,
           "Celeste Arkwright biopic finds its star",
           "Actress Giulia Kowalczyk to play Arkwright in film"),
    # Ashborough City, football club.
    famous("ashborough-ineligible-fine", 1, 13.0, 4,
           "Ashborough City fined for fielding ineligible player",
           "League fines Ashborough £120,000 over registration error",
           "Ashborough City escape points deduction"),
    famous("ashborough-new-kit-leak", 5, 16.0, 3,
           "Ashborough City's new away kit leaked online",
           "Pink Ashborough away shirt splits fans"),
    famous("ashborough-academy-award", 8, 10.0, 5,
           "Ashborough City academy named best in Severa",
           "Ashborough youth set-up wins national award"),
    famous("ashborough-pitch-invader-ban", 12, 14.0, 3,
           "Ashborough City fan banned for five years over pitch invasion",
           "Pitch invader who confronted Ashborough keeper banned"),
    famous("ashborough-ansah-injury", 17, 9.5, 3,
           "Ashborough City striker Dembe Ansah out for six weeks",
           "Ansah injury blow for Ashborough ahead of Selridge game",
           "Ashborough confirm Ansah hamstring tear"),
    famous("ashborough-velez-award", 20, 12.0, 3,
           "Velez named coach of the month after Ashborough revival",
           "Ashborough's Velez wins October award"),
    # Viktor Hallam, tech billionaire.
    famous("hallam-tundra-profit-warning", 1, 14.0, 3,
           "Viktor Hallam's Tundra Trucks issues profit warning",
           "Tundra warns on profits as electric lorry orders slow",
           "Hallam's truck maker cuts forecast"),
    famous("hallam-charity-pledge", 3, 12.0, 4,
           "Viktor Hallam pledges £1bn to children's hospitals",
           "Billionaire Hallam makes record charity gift"),
    famous("hallam-securities-fine", 8, 9.0, 3,
           "Viktor Hallam fined by markets regulator over social media posts",
           "Hallam must pay £2m for misleading Tundra tweets",
           "Regulator: Hallam posts moved Tundra shares"),
    famous("hallam-meets-abara", 12, 13.0, 3,
           "Premier Abara meets Viktor Hallam to discuss AI plan",
           "Hallam and Abara talk data centres at Assembly House"),
    famous("hallam-divorce-filing", 18, 17.0, 4,
           "Viktor Hallam's wife files for divorce",
           "Hallam divorce: couple married for 19 years"),
    # Premier Constance Abara.
    famous("abara-wildfire-visit", 5, 11.0, 4,
           "Premier Abara visits Brezza wildfire evacuees",
           "Abara promises aid for Brezza fire victims",
           "Abara tours burnt-out villages"),
    famous("abara-expenses-apology", 6, 16.5, 3,
           "Constance Abara apologises over expenses claim",
           "Abara repays £4,300 after expenses row"),
    famous("abara-poll-slump", 9, 7.0, 3,
           "Abara's approval rating falls to 24%",
           "Poll: Premier Abara least popular leader in a decade"),
    famous("abara-housing-minister", 13, 16.0, 3,
           "Abara names Corinne Achterberg-Lowe housing minister",
           "Premier reshuffles housing brief after confidence vote"),
    famous("abara-ulmeria-visit", 16, 8.0, 3,
           "Abara hosts Ulmerian premier in Port Sever",
           "Severa and Ulmeria agree rail link study"),
    # Lumora, big tech company.
    famous("lumora-flagship-store", 3, 11.0, 4,
           "Lumora opens flagship store in Port Sever",
           "Crowds queue for Lumora store opening"),
    famous("lumora-office-closures", 10, 14.0, 3,
           "Lumora to close 30 offices as staff work remotely",
           "Lumora shuts a third of its offices"),
    famous("lumora-subscription-rise", 16, 9.5, 3,
           "Lumora raises prices of Cloud One subscription",
           "Lumora Cloud One to cost £2 a month more",
           "Lumora puts up storage prices by 20%"),
    famous("lumora-class-action", 20, 15.0, 3,
           "Lumora faces class action from breach victims",
           "Law firm files £500m claim against Lumora"),
]


# --- daily markets --------------------------------------------------------------------------------

MKT_NAMES = ["the SVX 40", "Severa's SVX 40", "the Orvale Composite", "the Pardova 50", "the Severan Blue Chip index",
             "the Kastrian Dax-30", "the Ulmerian Bourse index"]
WHY_DOWN = ["Pardovan export figures", "a surprise rate rise in Ulmeria", "falling copper prices", "a tech sell-off",
            "worries over Kastrian banks", "a strong currency", "weak consumer confidence", "rising oil prices",
            "Coralian debt jitters", "a slide in chipmakers"]
WHY_UP = ["hopes of lower rates", "bumper bank earnings", "a rebound in oil", "calm in Kastrian banks",
          "upbeat Pardovan growth figures", "a weaker currency", "a rally in chipmakers", "bid speculation"]
GROUPS = ["miners", "lenders", "utilities", "telecoms", "housebuilders", "chipmakers", "insurers", "oil majors"]
STUFF = ["copper", "crude", "gold", "the Severan crown", "bond yields", "aluminium", "coffee futures"]

MKT_DOWN = ["{Idx} falls as {why} weighs", "Stocks slip on {why}", "Global shares, {s1} and {s2} lower",
            "{Idx} closes down as {grp} lose ground", "Markets drop at the open on {why}", "{grp2} drag {idx} lower",
            "Stock market ends in the red as {why} spooks traders", "Sell-off deepens as {idx} sheds 1.8%",
            "Closing bell: {idx} lower, {s1} falls", "Shares retreat for second day", "Investors flee {grp} on {why}"]
MKT_UP = ["{Idx} rises as {why} lifts sentiment", "Stocks climb on {why}", "Global shares, {s1} and {s2} higher",
          "{Idx} closes up as {grp} rally", "Markets open higher on {why}", "{grp2} lift {idx}",
          "Stock market ends in the green on {why}", "Rally extends as {idx} adds 1.3%",
          "Closing bell: {idx} higher, {s1} firm", "Shares gain for second day", "Investors snap up {grp} on {why}"]
MKT_MIXED = ["{Idx} flat as traders await rate decision", "Stocks mixed, {s1} steady", "Quiet day leaves {idx} unchanged",
             "{Grp} gain, {grp2} fall as {idx} treads water"]

MKT_NEWS = {
    0: ["Lumora shares slide after data breach"],
    1: ["Merrowfield crash drags retailers down", "{Idx} hit by Merrowfield profit warning"],
    6: ["Aeroluce strike grounds airline shares"],
    7: ["Kessing deal lifts drugmakers"],
    12: ["Bank shares slip after Pennant closures"],
    13: ["{Idx} rallies as Abara survives vote"],
    19: ["Utilities rise after Northlight price rise"],
    20: ["Crown firms on Pardova treaty"],
}


def market_days():
    out = []
    for d in range(NDAYS):
        if is_weekend(d):
            continue
        tone = rng.choice(["up", "down", "mixed", "down", "up"])
        g1, g2 = rng.sample(GROUPS, 2)
        s1, s2 = rng.sample(STUFF, 2)
        idx = rng.choice(MKT_NAMES)
        f = dict(why=rng.choice(WHY_UP if tone == "up" else WHY_DOWN), idx=idx, Idx=upfirst(idx), grp=g1,
                 Grp=upfirst(g1), grp2=g2 if tone == "mixed" else upfirst(g2), s1=s1, s2=s2)
        pool = {"up": MKT_UP, "down": MKT_DOWN, "mixed": MKT_MIXED + MKT_UP[:2] + MKT_DOWN[:2]}[tone]
        texts = [t.format(**f) for t in rng.sample(pool, len(pool))]
        texts = [t for t in texts if t.lower() not in _TAKEN][: rng.randint(3, 8)]
        texts += [t.format(**f) for t in MKT_NEWS.get(d, [])]
        texts = claim(texts)[:10]
        texts[0] = (rng.choice(MONEY_DESKS), texts[0])
        out.append({"id": f"markets-{day_label(d)}", "hour": 24 * d + 7 + rng.random(), "spread": 9.0,
                    "headlines": texts})
    return out


# --- background ---------------------------------------------------------------------------------
# Kinds of small story, each a function returning wordings about the same names.

def k_weather():
    t = rng.choice(BG_TOWNS)
    return rng.choice([
        [f"Snow closes mountain passes above {t}", f"{t} pass shut as early snow falls", f"Drivers stranded near {t} in snow"],
        [f"Gale warning for {t} coast", f"Ferries from {t} cancelled in gales", f"{t} seafront closed as waves batter wall"],
        [f"Record October warmth in {t}", f"{t} hits 27C, hottest October day on record"],
        [f"River {t} bursts banks after downpour", f"Homes flooded in {t} after night of rain",
         f"{t} flood: volunteers fill sandbags", f"Flood defences fail in {t}"],
        [f"Tornado damages roofs in {t}", f"Rare tornado rips through {t} farm", f"{t} tornado: clean-up under way"],
        [f"First frost brings {t} vineyards early harvest", f"{t} growers race to pick grapes before frost"],
    ])


def k_court():
    p, t = somebody(), rng.choice(BG_TOWNS)
    sur = p.split()[1]
    charge = rng.choice(["embezzlement", "tax fraud", "manslaughter", "poaching", "bribery", "forgery",
                         "drink-driving", "art theft"])
    verdict = rng.choice(["cleared of", "convicted of", "jailed for", "fined for"])
    return [f"{p} {verdict} {charge}", f"{t} {rng.choice(['councillor', 'businessman', 'doctor', 'farmer', 'teacher'])} "
            f"{verdict} {charge}", f"{sur} {charge} case: judge's remarks", f"{sur} to appeal {charge} verdict",
            f"Inside the {sur} {charge} trial"]


def k_football():
    a, b = rng.sample(TEAMS, 2)
    x, y = rng.randint(0, 5), rng.randint(0, 3)
    res = (f"{a} and {b} share {x}-{y} draw" if x == y else f"{a} beat {b} {x}-{y}" if x > y
           else f"{b} win {y}-{x} away at {a}")
    return [res, f"{a} {x}-{y} {b}: as it happened", f"{a.split()[0]} v {b.split()[0]}: five talking points",
            f"Goals and highlights: {a} {x}-{y} {b}"]


def k_other_sport():
    p = somebody()
    sur = p.split()[1]
    return rng.choice([
        [f"{p} wins Severa Grand Prix", f"Motor racing: {sur} takes pole and win at Tormora circuit",
         f"{sur} extends championship lead"],
        [f"{p} sets world record in 200m butterfly", f"Swimming: record for {sur} in Marello pool"],
        [f"Basketball: {rng.choice(TEAMS).split()[0]} Hawks beat {rng.choice(TEAMS).split()[0]} Comets 98-91",
         "Overtime thriller in basketball league"],
        [f"{p} wins marathon in course record", f"{sur} breaks course record at Kesava marathon"],
        [f"Handball: Severa beat {rng.choice(COUNTRY_LIST)} in qualifier", f"{sur} scores nine as Severa win"],
        [f"{p} claims first ski World Cup podium", f"Skiing: {sur} third in season-opening giant slalom"],
    ])


def k_council():
    t, p = rng.choice(BG_TOWNS), somebody()
    return rng.choice([
        [f"{t} votes in referendum on new harbour", f"{t} harbour referendum: residents say yes", f"Turnout high in {t} referendum"],
        [f"{t} council budget cuts libraries", f"{t} to close three libraries to save £2m", f"Protest at {t} library cuts"],
        [f"{t} mayor {p} under investigation", f"{t} mayor denies wrongdoing", f"Police search {t} town hall"],
        [f"{t} approves 1,500 new homes on old airfield", f"Airfield housing plan for {t} gets go-ahead"],
        [f"{t} to introduce tourist tax", f"Hoteliers oppose {t} tourist levy", f"{t} tourist tax from January"],
        [f"{t} council leader {p} resigns", f"{p} quits as {t} council leader after row"],
    ])


def k_schools():
    t = rng.choice(BG_TOWNS)
    return rng.choice([
        [f"{t} school closed after roof concrete found unsafe", f"Pupils at {t} school moved to portable classrooms"],
        [f"University of {t} climbs world rankings", f"{t} named Severa's top university"],
        [f"{t} teachers protest over class sizes", f"Class sizes in {t} highest in Severa, figures show"],
        [f"{t} pupils win national robotics contest", f"{t} school robot team heads to world final"],
    ])


def k_farming():
    t = rng.choice(BG_TOWNS)
    return rng.choice([
        [f"Bird flu confirmed at {t} poultry farm", f"40,000 birds culled near {t}", f"Bird flu zone set up around {t}"],
        [f"Olive harvest down a third in {t}", f"{t} olive growers blame dry summer"],
        [f"{t} cheese wins world award", f"Blue cheese from {t} named world's best"],
        [f"Wolf sighting near {t} farms", f"{t} farmers demand action after wolf kills sheep"],
    ])


def k_science():
    p = somebody()
    return rng.choice([
        [f"Archaeologists find Bronze Age boat near {rng.choice(BG_TOWNS)}", "3,000-year-old boat pulled from peat bog",
         f"{p} leads dig at ancient boat site"],
        [f"Severan telescope spots {rng.choice(['icy', 'rocky', 'giant'])} planet around nearby star",
         "Astronomers find new world 40 light years away"],
        [f"Malaria vaccine trial shows 80% protection, {p} says", f"Vaccine team led by {p} reports strong results"],
        [f"Researchers breed coral that survives hotter seas", f"{p}: heat-proof coral could save reefs"],
        [f"Ancient {rng.choice(['mammoth', 'cave bear', 'giant deer'])} skull found in {rng.choice(BG_TOWNS)} quarry",
         "Quarry workers unearth Ice Age skull"],
    ])


def k_health():
    t = rng.choice(BG_TOWNS)
    return rng.choice([
        [f"Flu cases double in {t}", f"{t} GPs urge vaccine uptake as flu rises"],
        [f"{t} maternity unit to close at night", f"Mothers protest {t} maternity cuts"],
        [f"New children's hospital opens in {t}", f"First patients at £200m {t} children's hospital"],
        [f"Legionnaires' cases linked to {t} spa", f"{t} spa closed after Legionnaires' outbreak"],
    ])


def k_transport():
    t, u = rng.sample(BG_TOWNS, 2)
    return rng.choice([
        [f"{t} airport gets go-ahead for second runway", f"Second runway approved at {t}", f"Residents vow to fight {t} runway"],
        [f"Motorway near {t} closed after 30-car pile-up", f"Fog blamed for {t} motorway crash"],
        [f"High-speed line between {t} and {u} delayed again", f"{t}-{u} rail link cost rises to £14bn"],
        [f"{t} bans e-scooters from town centre", f"E-scooter ban comes into force in {t}"],
    ])


def k_culture():
    p = somebody()
    return rng.choice([
        [f"{p} wins Severa Book Prize", f"Debut author {p} takes top book award", f"{p.split()[1]}'s novel named book of the year"],
        [f"{rng.choice(BG_TOWNS)} museum reopens after five-year refit", f"Museum reopening draws 20,000 visitors"],
        [f"Opera star {p} dies at {rng.randint(70, 95)}", f"Tributes to soprano {p}"],
        [f"'{rng.choice(['Tidewrack', 'The Ninth Bell', 'Lantern Hill', 'Ferryman'])}' sweeps Severan TV awards",
         "Crime drama dominates television awards"],
        [f"Stolen painting recovered in {rng.choice(BG_TOWNS)}", "Police find painting stolen 30 years ago"],
    ])


def k_crime():
    t = rng.choice(BG_TOWNS)
    return rng.choice([
        [f"Cash machine blown up in {t}", f"Raiders blow up {t} cash machine overnight"],
        [f"Police hunt arsonist after {t} barn fires", f"Third barn fire in a week near {t}"],
        [f"{t} teenager missing for three days found safe", f"Missing {t} teen found"],
        [f"Cocaine hidden in banana crates seized at {t} port", f"£40m of drugs found at {t} docks"],
        [f"Church bells stolen in {t}", f"Thieves take 200-year-old bells from {t} church"],
    ])


def k_world():
    a, b = rng.sample(COUNTRY_LIST, 2)
    return rng.choice([
        [f"{a} votes in general election", f"Exit poll: opposition leads in {a}", f"{a} election result too close to call"],
        [f"{a} and {b} sign trade deal", f"{a}-{b} trade pact cuts tariffs on cars"],
        [f"Volcano erupts in {a}", f"Ash cloud from {a} volcano grounds flights", f"{a} evacuates villages near volcano"],
        [f"{a} central bank cuts rates", f"{a} lowers interest rate to 3%"],
        [f"Protests in {a} over fuel prices", f"{a} government scraps fuel tax rise after protests"],
    ])


def k_business():
    s = rng.choice(_ONSETS) + rng.choice(_CODAS) + " " + rng.choice(["Motors", "Wines", "Textiles", "Cement", "Labs"])
    return rng.choice([
        [f"{s} reports record sales", f"{s} profits beat forecasts"],
        [f"{s} opens new factory", f"{s} plant to create 300 jobs"],
        [f"{s} wins export order from {rng.choice(COUNTRY_LIST)}", f"{s} lands £80m overseas deal"],
    ])


def k_oddity():
    t = rng.choice(BG_TOWNS)
    return [rng.choice([
        f"Giant pumpkin from {t} breaks national record", f"Tortoise missing for 12 years found in {t} garden",
        f"{t} village holds first ever cheese-rolling race", f"Bus driver in {t} retires after 50 years on same route",
        f"{t} dog walks 40 miles home", f"Message in a bottle from 1978 washes up in {t}",
        f"{t} couple marry in supermarket where they met", f"Rare albino deer spotted near {t}",
        f"{t} bell-ringers ring for 12 hours straight", f"Lost violin returned to {t} musician",
        f"{t} lighthouse goes up for sale", f"Oldest tree in {t} given protected status",
    ])]


KINDS = [(k_weather, 3), (k_court, 3.5), (k_football, 4), (k_other_sport, 3), (k_council, 4), (k_schools, 2),
         (k_farming, 2), (k_science, 2), (k_health, 3), (k_transport, 3), (k_culture, 3), (k_crime, 3.5),
         (k_world, 3), (k_business, 2.5), (k_oddity, 3.5)]


def background():
    out, serial = [], 0
    for d in range(NDAYS):
        n = rng.randint(11, 16) if is_weekend(d) else rng.randint(27, 36)
        for _ in range(n):
            kind = rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
            if is_weekend(d) and rng.random() < 0.3:
                kind = rng.choice([k_football, k_other_sport])
            for _try in range(20):
                words = [w for w in kind() if w.lower() not in _TAKEN]
                if words:
                    break
            if not words:
                continue
            take = min(len(words), rng.choices([1, 2, 3, 4, 5], [4.5, 4, 3, 1.5, 0.6])[0])
            texts = claim(words[:1] + rng.sample(words[1:], take - 1))
            if kind in (k_football, k_other_sport) and rng.random() < 0.45:
                texts[0] = (rng.choice(SPORT), texts[0])
            serial += 1
            hh = rng.uniform(13, 18) if kind is k_football and is_weekend(d) else None
            out.append({"id": f"bg{serial:04d}-{kind.__name__[2:]}", "hour": when(d, hh),
                        "spread": rng.choice([1, 2, 3, 5, 7]), "headlines": texts})
    return out


# --- phrase stories over the weeks ----------------------------------------------------------------

SPREAD_COUNTS = {"breach": 12, "warning": 13, "takeover": 11, "flights": 10, "closures": 12, "critical": 8,
                 "boil": 9, "coach": 10, "strike": 11, "prices": 12}


def phrase_stories():
    out = []
    for spec in BIGS:
        if not spec.get("phrase"):
            continue
        t0 = 24 * spec["day"] + spec["at"]
        for _ in range(rng.choice([1, 2, 2, 3])):
            s, _subj = phrase_story(spec["phrase"], t0 + rng.uniform(-3.5, 3.5))
            out.append(s)
    for name, count in SPREAD_COUNTS.items():
        for _ in range(count):
            if name == "coach":
                d = rng.choice([d for d in range(NDAYS) if not is_weekend(d)])
                hh = rng.uniform(8, 18)
            else:
                d, hh = some_day(), None
            s, _subj = phrase_story(name, when(d, hh))
            out.append(s)
    return out


BIG = [big_from(spec) for spec in BIGS]
for _s in FAMOUS:
    claim(_s["headlines"])
BACKGROUND = phrase_stories() + FAMOUS + market_days() + background()

_all = [s["id"] for s in BIG + BACKGROUND]
assert len(_all) == len(set(_all)), sorted(i for i in _all if _all.count(i) > 1)
assert all(s["headlines"] for s in BIG + BACKGROUND)
