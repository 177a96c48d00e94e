"""Meridian Wire stories and the outlets that reprint them with small edits.

A copy keeps the wire headline (a wire marker like "UPDATE 1-" in front is fine), may change a
figure (digits only: "12" -> "14"), drop a couple of words, or add the agency's boilerplate
tail. These are the stories Kindred must group as duplicates."""


def wire(when, title, body, **extra):
    item = {"feed": "meridian", "when": when, "title": title, "body": body, "wire": True,
            "author": extra.pop("author", None)}
    item.update(extra)
    return item


def copy(base, feed, when, prefix="", subs=(), drop=(), tail=None, author=None, category=None, **extra):
    """A reprint of `base` by another outlet, with the small edits syndication makes."""
    title = base["title"]
    body = base["body"]
    for old, new in subs:
        title = title.replace(old, new)
        body = body.replace(old, new)
    for words in drop:
        if words not in body:
            raise ValueError(f"cannot drop {words!r}: not in {base['title']!r}")
        body = body.replace(words, "", 1)
    if tail:
        body = body.rstrip() + "\n\n" + tail
    item = {"feed": feed, "when": when, "title": prefix + title, "body": body, "wire": True,
            "author": author, "category": category or base.get("category")}
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
""", category="World")
ITEMS += [
    BUS,
    copy(BUS, "northfield", "03T16:25", author="Courier Newsdesk", category="News"),
    copy(BUS, "lakeside", "03T17:05", prefix="UPDATE 1-", subs=[("12", "14"), ("23", "21")]),
    copy(BUS, "signal", "03T17:20", subs=[("12", "14"), ("23", "21")],
         tail="Reporting by Jonas Vell; Editing by Mira Castell"),
    copy(BUS, "harbour", "03T18:00", subs=[("12", "14"), ("23", "21")],
         drop=[" afternoon", "regional "], category="National"),
]

# --- W2: the central bank decision, four outlets.

RATES = wire("04T09:02", "Reserve Bank holds key rate at 3.25%, signals cuts next year", """
ALDMERE, Nov 4 (Meridian Wire) - The Reserve Bank left its main lending rate at 3.25% on
Wednesday for a third straight meeting, but governor Ines Calloway said the board expected to
begin lowering borrowing costs in the first half of next year if wage growth keeps cooling.

Seven of the nine board members voted to hold, while two wanted an immediate quarter-point cut,
the minutes showed. Inflation eased to 2.6% in September from a peak of 6.1% two years ago.

"We are not declaring victory, but the direction is clear," Calloway told reporters, adding that
a weaker housing market and softer hiring by small firms had shifted the balance of risks.

The crown slipped 0.3% against the euro after the announcement.
""", category="Business")
ITEMS += [
    RATES,
    copy(RATES, "ledger", "04T09:30", prefix="UPDATE 1-", section="markets",
         tail="Reporting by Petra Lindqvist; Editing by Howard Amsel", author="Meridian Wire"),
    copy(RATES, "harbour", "04T10:15", category="Business"),
    copy(RATES, "signal", "04T11:00", drop=[" by small firms"], category="Money"),
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

Unions have asked the government to seek guarantees on jobs before approving any sale.
""", category="Business")
ITEMS += [
    KESTREL,
    copy(KESTREL, "ledger", "03T13:45", section="companies", author="Meridian Wire",
         tail="Reporting by Olav Brenner; Editing by Petra Lindqvist"),
    copy(KESTREL, "tidings", "03T14:30", drop=[" Kestrel and Vantor declined to comment."],
         category="Business"),
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

Supporters booed the team off the pitch at Millbrook Road.
""", category="Sport")
ITEMS += [
    ROVERS,
    copy(ROVERS, "northfield", "03T21:40", category="Rovers", author="Courier Sport"),
    copy(ROVERS, "signal", "03T22:05", category="Sport",
         tail="Reporting by Kai Ostrowski; Editing by Jonas Vell"),
    copy(ROVERS, "lakeside", "04T07:30", drop=[" on Tuesday\nnight"], category="Sport"),
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

""", category="Politics")
ITEMS += [
    BUDGET,
    copy(BUDGET, "ledger", "04T17:55", section="politics", author="Meridian Wire",
         tail="Additional reporting by Olav Brenner; Editing by Howard Amsel"),
    copy(BUDGET, "northfield", "04T18:20", prefix="", category="News"),
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

"Everything worked exactly as we rehearsed it, which almost never happens," flight director
Oona Bramley said.
""", category="Science")
ITEMS += [
    PROBE,
    copy(PROBE, "tidings", "03T19:40", category="Science", author="Meridian Wire"),
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

Shares in Corvane fell 2.1% in early trading.
""", category="Health")
ITEMS += [
    RECALL,
    copy(RECALL, "signal", "05T08:00", category="Health",
         tail="Reporting by Anya Rusk; Editing by Howard Amsel"),
    copy(RECALL, "harbour", "05T08:30", category="Health",
         teaser="Patients are told to keep taking their tablets while pharmacists swap the packs "
                "from four affected batches."),
    copy(RECALL, "ledger", "05T08:45", section="companies", author="Meridian Wire",
         drop=[" in early trading"]),
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

""", category="World")
ITEMS += [
    FLOODS,
    copy(FLOODS, "northfield", "04T06:30", category="World", author="Courier Newsdesk"),
    copy(FLOODS, "signal", "04T07:10", category="World", drop=[" before dawn"],
         tail="Reporting by Kai Ostrowski in Sal Marena; Editing by Jonas Vell"),
]
