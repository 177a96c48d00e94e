"""Meridian Wire stories and the outlets that reprint them with the edits syndication makes.

A copy keeps the wire story and mostly its headline, and differs from it as real reprints do:
a desk tag or a wire marker in front of the headline ("UPDATE 1-", "National: "), a changed
figure, a few words dropped or reworded, the last paragraph cut, the outlet's own opening line
or standfirst, the agency's sign-off ("Reporting by ...; Editing by ...") or a correction note
at the end. Kindred must group these as duplicates (Hamming distance 3 or less from the first
report); one copy is rewritten at the top and cut at the end so heavily that it lands just
outside, among the similar stories (see resources/demo/README)."""


def wire(when, title, body, **extra):
    item = {"feed": "meridian", "when": when, "title": title, "body": body, "wire": True,
            "author": extra.pop("author", None)}
    item.update(extra)
    return item


def _paragraphs(text):
    return [p.strip() for p in text.strip().split("\n\n") if p.strip()]


def copy(base, feed, when, prefix="", subs=(), drop=(), trim=0, lede=None, tail=None, author=None,
         category=None, **extra):
    """A reprint of `base` by another outlet, with the edits syndication makes.

    prefix  a desk tag or wire marker put before the headline
    subs    (old, new) replacements in headline and text: a changed figure, a reworded phrase
    drop    phrases taken out of the text (each must be there)
    trim    how many paragraphs are cut from the end
    lede    the outlet's own opening paragraph, put before the wire text
    tail    a line (or a tuple of lines) put after it: a sign-off, a correction note"""
    title = base["title"]
    body = base["body"]
    for old, new in subs:
        if old not in title and old not in body:
            raise ValueError(f"cannot replace {old!r}: not in {base['title']!r}")
        title = title.replace(old, new)
        body = body.replace(old, new)
    for words in drop:
        if words not in body:
            raise ValueError(f"cannot drop {words!r}: not in {base['title']!r}")
        body = body.replace(words, "", 1)
    paragraphs = _paragraphs(body)
    if trim:
        if trim >= len(paragraphs):
            raise ValueError(f"cannot cut {trim} paragraphs of {base['title']!r}")
        paragraphs = paragraphs[:-trim]
    if lede:
        paragraphs.insert(0, lede.strip())
    if tail:
        paragraphs.extend([tail] if isinstance(tail, str) else list(tail))
    item = {"feed": feed, "when": when, "title": prefix + title, "body": "\n\n".join(paragraphs),
            "wire": True, "author": author, "category": category or base.get("category"),
            "copy_of": base["title"], "slug_title": title}  # a desk tag stays out of the link
    item.update(extra)
    return item


ITEMS = []

# --- W1, the showcase: a coach crash, reprinted by five outlets as the toll rises.

BUS = wire("03T15:40", "Bus plunges off Pellam Pass mountain road, killing 12", """
PELLAM PASS, Nov 3 (Meridian Wire) - A coach carrying holidaymakers home from the Varn valley
left the road on the Pellam Pass on Tuesday afternoon and fell about 60 metres into a ravine,
killing 12 people and injuring 23, mountain rescue officials said.

The vehicle, operated by the regional firm Greylag Coaches, was descending the hairpin bends
below the Kessler tunnel when the driver appeared to lose control on a wet stretch of road,
according to a police spokeswoman.

Rescue teams used ropes and a helicopter to lift survivors from the wreckage. Two of the injured
were in critical condition.

Transport minister Sanne Holloway ordered an immediate review of safety barriers on the pass,
where local councils have long complained of crumbling verges.

Most of the passengers were pensioners from Aldmere and its suburbs returning from a four-day
walking holiday, the company said. The driver, a 51-year-old man with more than twenty years of
experience, was among the injured and had been questioned briefly in hospital, police said.

The road over the pass, the shortest route between the Varn valley and the capital, was closed in
both directions and was expected to stay shut until Thursday while investigators examined the
scene and engineers checked the damaged barrier.

It was the country's deadliest road accident since 2011, when a lorry carrying timber overturned
near the same tunnel and killed seven people in two cars.
""", category="World")
ITEMS += [
    BUS,
    # Desk tag, last paragraph cut.
    copy(BUS, "northfield", "03T16:25", prefix="National: ", trim=1, author="Courier Newsdesk",
         category="News"),
    # The wire's update: the toll rises, a third critical case, a detail dropped.
    copy(BUS, "lakeside", "03T17:05", prefix="UPDATE 1-",
         subs=[("12", "14"), ("23", "21"), ("Two of the injured", "Three of the injured")],
         drop=[" on a wet stretch of road"]),
    # The tabloid: "tourists", the last two paragraphs cut, the agency's sign-off.
    copy(BUS, "signal", "03T17:20", subs=[("12", "14"), ("23", "21"), ("holidaymakers", "tourists")],
         trim=2, tail="Reporting by Jonas Vell; Editing by Mira Castell"),
    copy(BUS, "harbour", "03T18:00", subs=[("12", "14"), ("23", "21")],
         drop=[" afternoon", "regional "], category="National"),
]

# --- W2: the central bank decision, four outlets.

RATES = wire("04T09:02", "Reserve Bank holds key rate at 3.25%, signals cuts next year", """
ALDMERE, Nov 4 (Meridian Wire) - The Reserve Bank left its main lending rate at 3.25% on
Wednesday for a third straight meeting, but governor Ines Calloway said the board expected to
begin lowering borrowing costs in the first half of next year if wage growth keeps cooling.

Seven of the nine board members voted to hold, while two wanted an immediate quarter-point cut,
the minutes showed. Inflation eased to 2.6% in September from a peak of 6.4% two years ago.

"We are not declaring victory, but the direction is clear," Calloway told reporters, adding that
a weaker housing market and softer hiring by small firms had shifted the balance of risks.

The decision was widely expected. Of 24 economists polled by Meridian Wire last week, 21 had
forecast a hold, and most now see the first cut coming in March.

Calloway said the board would watch the January pay round closely. Public sector unions are
seeking rises of about 5% next year, which she said would be "hard to square" with inflation
settling at the bank's 2% target. The bank also trimmed its forecast for economic growth next
year to 1.1% from 1.4%, citing weaker exports and a slowdown in house building.

The crown slipped 0.3% against the euro after the announcement.
""", category="Business")
ITEMS += [
    RATES,
    # The wire's corrected version (the first had the wrong peak), with its sign-off.
    copy(RATES, "ledger", "04T09:30", prefix="UPDATE 1-", section="markets", author="Meridian Wire",
         subs=[("6.4%", "6.1%")],
         tail=("This story has been corrected to show that inflation peaked at 6.1%, not 6.4%.",
               "Reporting by Petra Lindqvist; Editing by Howard Amsel")),
    # A desk tag, a few words dropped, the markets line cut.
    copy(RATES, "harbour", "04T10:15", prefix="Business: ", drop=[" by small firms"], trim=1,
         category="Business"),
    copy(RATES, "signal", "04T11:00", drop=[" for a third straight meeting"], trim=1, category="Money"),
]

# --- W3: an exclusive about a carmaker, three outlets.

KESTREL = wire("03T13:10", "EXCLUSIVE-Kestrel Motors in talks to sell battery unit to Vantor Capital", """
ALDMERE, Nov 3 (Meridian Wire) - Kestrel Motors is in advanced talks to sell its loss-making
battery division to the private equity firm Vantor Capital for about 1.2 billion crowns, three
people familiar with the matter told Meridian Wire.

A deal could be announced before the end of the month, the people said, speaking on condition of
anonymity because the negotiations are confidential. Kestrel and Vantor declined to comment.

The carmaker opened its cell plant outside Northfield in 2023 with state support, but output
has lagged far behind plans as demand for its electric vans slowed. The unit employs about
1,900 people.

Vantor, founded in 2009 by former investment banker Greta Sandvik, owns stakes in a ferry
operator, two regional airports and a maker of heat pumps, and has been looking for a foothold
in energy storage, one of the people said.

The battery business lost 310 million crowns last year on sales of 450 million, according to
Kestrel's annual report. Chief executive Bram Tillman said in August that the group would "look
at all options" for a unit he described as too small to compete with Asian suppliers alone.

Unions have asked the government to seek guarantees on jobs before approving any sale.
""", category="Business")
ITEMS += [
    KESTREL,
    copy(KESTREL, "ledger", "03T13:45", section="companies", author="Meridian Wire",
         subs=[("before the end of the month", "within weeks")],
         tail="Reporting by Olav Brenner; Editing by Petra Lindqvist"),
    # The tech site's desk tag for the wire's marker, a word added, a few dropped.
    copy(KESTREL, "tidings", "03T14:30", prefix="Electric vehicles: ",
         subs=[("EXCLUSIVE-", ""), ("electric vans", "electric delivery vans")],
         drop=[" to compete with Asian suppliers alone"], category="Business"),
]

# --- W4: football, four outlets.

ROVERS = wire("03T21:15", "Northfield Rovers sack manager Luca Brandt after cup exit", """
NORTHFIELD, Nov 3 (Meridian Wire) - Northfield Rovers dismissed manager Luca Brandt on Tuesday
night, hours after a 3-0 home defeat by second-tier Saltmarsh Athletic knocked the club out of the
national cup in the third round.

Brandt, 46, was appointed in June on a three-year contract after leading Varnhall to promotion,
but Rovers have won only four of their 15 league matches and sit one place above the relegation
zone.

"The board has concluded that a change is needed to give the team the best chance of achieving
its objectives this season," the club said in a statement. Assistant coach Dario Feld will take
charge of training until a successor is found.

Rovers had lost five of their last six games in all competitions, and Tuesday's defeat, in front
of a crowd of 21,000, was their heaviest at home to lower-division opposition for more than a
decade. Brandt spent heavily in the summer, bringing in striker Milan Sorel from Carrick Town
for a club record fee, but Sorel has scored only once since.

Feld, a former Rovers defender, also stepped in for two matches when Brandt's predecessor Sven
Carow left in the spring. The club's next game is away at Ostby United on Saturday.

Supporters booed the team off the pitch at Millbrook Road.
""", category="Sport")
ITEMS += [
    ROVERS,
    # The home-town paper spares its striker and the club's blushes.
    copy(ROVERS, "northfield", "03T21:40",
         drop=[", but Sorel has scored only once since", " for more than a\ndecade"],
         category="Rovers", author="Courier Sport"),
    # The near miss: the tabloid opens with a line of its own and cuts the last two paragraphs,
    # too much for a duplicate (distance 5): Kindred lists it among the similar stories.
    copy(ROVERS, "signal", "03T22:05", category="Sport",
         lede="Luca Brandt's five months at Millbrook Road ended in humiliation on Tuesday night.",
         drop=["second-tier "], trim=2, tail="Reporting by Kai Ostrowski; Editing by Jonas Vell"),
    # The next morning's paper: no "on Tuesday night", the last paragraph cut.
    copy(ROVERS, "lakeside", "04T07:30", drop=[" on Tuesday\nnight"], trim=1, category="Sport"),
]

# --- W5: the budget vote, a wrap-up story, four outlets.

BUDGET = wire("04T17:30", "WRAPUP-Assembly passes Marlowe budget by 4 votes after all-night session", """
ALDMERE, Nov 4 (Meridian Wire) - Prime Minister Edda Marlowe's budget cleared the Assembly by
four votes on Wednesday after an all-night sitting, ending weeks of wrangling with rebels in her
own party over cuts to regional rail subsidies.

The final tally was 151 to 147. Marlowe secured the support of two independents by promising a
review of rural bus funding next spring.

Finance Minister Tomas Reyer told the chamber the plan would bring the deficit below 3% of
output by 2028 without raising income tax. Opposition leader Gideon Achterberg called it "a
budget that balances the books on the backs of commuters" and said his party would fight the
rail cuts in committee.

The vote came shortly before seven in the morning, after more than 19 hours of debate in which
rebels tabled 43 amendments to the transport chapter. Three of them, among them a bid to save
the night train between Aldmere and Halvard, failed by fewer than ten votes.

The budget finds 2.4 billion crowns of savings over three years, about a third of them from rail
subsidies, and gives public sector workers a 1.5% pay rise from April.

The ratings agency Norland said the deal removed a source of uncertainty, but that the deficit
target rested on optimistic growth forecasts.
""", category="Politics")
ITEMS += [
    BUDGET,
    copy(BUDGET, "ledger", "04T17:55", section="politics", author="Meridian Wire", drop=[" next spring"],
         tail="Additional reporting by Olav Brenner; Editing by Howard Amsel"),
    copy(BUDGET, "northfield", "04T18:20", prefix="Politics: ", subs=[("WRAPUP-", "")], trim=2,
         category="News"),
    copy(BUDGET, "signal", "04T18:40", drop=[" after an all-night sitting"], category="News"),
]

# --- W6: science, three outlets.

PROBE = wire("03T19:00", "Corvid probe slips into orbit around asteroid Tamsin", """
ALDMERE, Nov 3 (Meridian Wire) - The Corvid spacecraft fired its engine for 22 minutes on
Tuesday and settled into orbit around the asteroid Tamsin, making it the first probe built by the
National Space Office to circle another body in the solar system, mission controllers said.

Confirmation came from the ground station at Hollin Moor shortly after 1800 GMT, prompting
cheers in the control room. The probe, launched three years ago, will spend 14 months mapping
the 40-kilometre rock with a camera and a radar that can see several metres below its dusty
surface.

Scientists hope its metal-rich crust will show how planetary cores formed.

The mission, which cost about 640 million crowns, is the most ambitious the agency has flown.
Corvid will lower its orbit in stages over the next two months, coming within 15 kilometres of
the surface by January.

"Everything worked exactly as we rehearsed it, which almost never happens," flight director
Oona Bramley said.

Tamsin was discovered in 1998 by astronomers at the Hollin Moor observatory and named after the
daughter of one of them. It circles the sun every four years between the orbits of Mars and
Jupiter.
""", category="Science")
ITEMS += [
    PROBE,
    copy(PROBE, "tidings", "03T19:40", drop=[", which cost about 640 million crowns,"],
         category="Science", author="Meridian Wire"),
    copy(PROBE, "lakeside", "03T20:10", drop=[" with a camera and a radar"],
         tail="Reporting by Anya Rusk; Editing by Mira Castell"),
]

# --- W7: a drug recall, four outlets (the Harbour Gazette runs it as a page with a teaser).

RECALL = wire("05T07:15", "Corvane Pharmaceuticals recalls 40,000 packs of blood pressure drug", """
ALDMERE, Nov 5 (Meridian Wire) - Corvane Pharmaceuticals is recalling about 40,000 packs of its
blood pressure medicine Veltrazan after tests found some tablets contained less of the active
ingredient than stated on the label, the medicines regulator said on Thursday.

The recall covers four batches made at the company's plant in Ostby between May and July.
Patients should keep taking their tablets and speak to a pharmacist, who can swap affected packs,
because stopping suddenly could be more dangerous than a slightly weaker dose, the regulator said.

Corvane said the fault had been traced to a mixing machine that was repaired in August and that
no reports of harm had been received. About 220,000 people in the country take Veltrazan.

The problem was found during routine testing of samples bought from pharmacies, and the
regulator said Corvane had acted quickly once it was told. Doctors' groups said patients who had
noticed higher readings on home blood pressure monitors since the summer should book a check.

It is the second recall of a Corvane product this year. In March the company withdrew a batch
of a children's cough syrup after parents complained that its measuring caps were cracked.

Shares in Corvane fell 2.1% in early trading.
""", category="Health")
ITEMS += [
    RECALL,
    # No share price in the tabloid.
    copy(RECALL, "signal", "05T08:00", category="Health", drop=[" between May and July"], trim=1,
         tail="Reporting by Anya Rusk; Editing by Howard Amsel"),
    copy(RECALL, "harbour", "05T08:30", prefix="Health: ", drop=[" that was repaired in August"],
         category="Health",
         teaser="Patients are told to keep taking their tablets while pharmacists swap the packs "
                "from four affected batches."),
    copy(RECALL, "ledger", "05T08:45", section="companies", author="Meridian Wire",
         drop=[" between May and July", " in early trading"]),
]

# --- W8: floods abroad, three outlets.

FLOODS = wire("04T05:40", "Floods in Sarrenian delta force 20,000 from their homes", """
SAL MARENA, Nov 4 (Meridian Wire) - Floodwater spread across the low-lying Corra delta in
southern Sarrenia on Wednesday after a week of torrential rain, forcing about 20,000 people to
leave their homes and cutting the coastal highway in three places, the country's civil
protection agency said.

Army boats ferried families from rooftops in the town of Vessa, where the river broke through an
embankment before dawn. At least five people have died, including two children swept away while
crossing a bridge, local officials said.

Forecasters expect more rain over the weekend. Sarrenia's president declared a state of
emergency in four provinces and asked neighbouring countries for pumps and water purification
equipment.

The Corra, which drains much of Sarrenia's southern uplands, rose more than four metres above its
normal level in 48 hours, the national weather service said. The mountain town of Bellac had 410
millimetres of rain in six days, close to three months' worth.

Aid agencies said thousands of people were sheltering in schools and churches in Sal Marena,
the provincial capital, where drinking water was being brought in by lorry after a treatment
plant was flooded.

The delta is home to about 1.2 million people and grows much of the country's rice.
""", category="World")
ITEMS += [
    FLOODS,
    copy(FLOODS, "northfield", "04T06:30", trim=1, category="World", author="Courier Newsdesk"),
    # A death toll one higher than the wire's first report.
    copy(FLOODS, "signal", "04T07:10", category="World", drop=[" before dawn"],
         subs=[("At least five people", "At least six people")],
         tail="Reporting by Kai Ostrowski in Sal Marena; Editing by Jonas Vell"),
]
