"""The stories of headlines-hard2.tsv (see make_headlines.py): a second hard stream, kept aside
as a check set, five days (Monday 7 to Friday 11 December 2026, UTC) from 75 outlets. Invented
for Kindred's tests: every outlet, place, person, company and headline is fictional and was
written for this file, independently of the other streams (new country, new names, no shared
headlines).

The world: the Republic of Maravel (capital Sennick, prime minister Remy Castagne, currency the
florin, stock index the MAR 50), its port city Port Kellan, its west coast town Corrowby, the
northern uplands of Kerrowdale, and the neighbouring Thessary (capital Korsa).

What makes it hard, on purpose:

1. One name, several stories on one day. A clusterer that joins headlines on a shared proper
   name merges stories that a reader keeps apart:
   - Port Kellan on Monday: its mayor Osric Vantore is arrested for bribery (big), its transit
     workers strike (big, the same morning), and it is shortlisted as a capital of culture
     (background). Headlines of the strike mention the acting mayor.
   - Tolvane Bank on Tuesday: its takeover of Sandquay Savings (big, morning) and a fraud probe
     into its trading desk (background, evening, with a follow-up on Wednesday). The fraud
     headlines name the Sandquay deal; the day's market reports name both.
   - The footballer Dario Quenell of Sennick Athletic on Wednesday: his record transfer to
     Atletico Carvena (big, midday) and, that evening, the knee injury that puts it on hold
     (big). Headlines of the injury say "transfer"; the transfer says "tonight's cup tie". The
     club's stadium plan (background) is a third story on the same day.
   - The deputy prime minister Mireille Askov on Wednesday: her housing bill passes (big) and a
     newspaper reveals her son's firm won a housing contract without tender (background that
     evening; big on Thursday when she resigns). Both are about "housing" and "Askov".
   - Lumora, a tech firm, on Thursday: a data breach of 9.4 million accounts (big, morning) and
     the launch of its Halo 3 phone (big, afternoon). The day's market reports name Lumora too.
   - The airline Aerovale: a runway accident on Tuesday (big) and a jet order on Thursday
     (background). The singer Soraya Lune on Friday: her wedding (big) and her award
     nominations (background). Thessary: an earthquake (big, Monday), its presidential runoff
     the same day (big, counted over two days), its central bank's rate cut (background,
     Thursday) and a former minister's arrest (background).
2. Daily market reports. Pre-market, midday and closing reports every day with a different
   cause (Monday oil, Tuesday bank merger, Wednesday an inflation shock and bond rout, Thursday
   a rate rise, Friday a credit downgrade and a falling florin). Each day's reports are one
   story (markets-day1 ... markets-day5). Wednesday and Friday are big enough to break. A
   report that names another story as its cause ("Florin plunges after Stanmore downgrades
   Maravel", "Aerovale shares drop after runway accident") is the market report of its day,
   not the cause: the inflation figures, the downgrade and the rate rise are their own stories.
3. Look-alike recurring features. "Morning briefing: ...", "5 things to know today",
   "Live updates: ..." roundups, the Kerrowdale snow and ice warning, and the evening sports
   results roundup appear every day from several outlets and name the day's big stories; each
   day's edition is its own small story (briefing-day3, five-things-day2, live-day4,
   weather-day1, results-day3, ...). "The week ahead" (Monday) and "The week in review"
   (Friday) are one story each. By contrast "LIVE: Storm Elva - ..." is one big story's live
   page and belongs to that story, and so do "what we know" headlines.
4. Follow-ups over days keep one label: Storm Elva (warnings Tuesday, landfall Wednesday,
   clean-up Thursday, damage bill Friday), the Thessary runoff (votes counted Monday night,
   winner declared Tuesday evening), the Port Kellan transit strike (starts Monday, settled
   Thursday), the Sorrell fraud trial (verdict Tuesday, sentence Friday), the grounded ship
   Marisol Grace (aground Tuesday, refloated Thursday), the Thessary earthquake (a second
   burst on Tuesday with an aftershock) and the Askov contract affair (revealed Wednesday,
   resignation Thursday, successor Friday).
5. Same kind, different stories: two earthquakes (Thessary, big, Monday; Oskvale in Maravel,
   small, Wednesday; the Thessary aftershock is not the second quake), three plane incidents
   (Aerovale runway accident, a Wyndair engine-fire diversion, a light aircraft in a field),
   three strikes (Port Kellan transit, Dunmarrow doctors, Brannock dockers: Brannock is also the
   channel the Marisol Grace blocks), two storms (Elva in Maravel, Tropical Storm Nadira in the
   Ilvaran Islands), two celebrity weddings (Lune, big; the chef Ansel Brodie, small), two
   central banks on one day (the Bank of Maravel raises, Thessary's cuts), two data breaches
   (Lumora; the retailer Brightcart), two arrests for bribery (Vantore; a former Thessary
   minister), two trials (Sorrell's verdict; another jury sworn in).
6. Form: headlines short and long, with numbers ("14 hurt", "95m"), quotes ("'We are
   devastated': ..."), questions, wire prefixes written into them ("UPDATE 1-", "LIVE:",
   "Explainer:", "Analysis:", "BREAKING:", "WATCH:"), some outlets in Title Case, and some that
   end every headline with " - Outlet" or " | Outlet" (SUFFIX_SOURCES).

A few headlines sit on a line between two stories on purpose and carry the label a reader would
give them: the event they report ("Quenell's record transfer on hold after injury" is the
injury; "Seven Marigold nods for Soraya Lune on her wedding day" is the nominations).
"""

from headline_stories import SOURCES as FIRST_SOURCES

START_DATE = (2026, 12, 7)
SEED = 20261207

SOURCES = FIRST_SOURCES + [
    "Sennick Daily", "Maravel Post", "Port Kellan Echo", "The Korsa Observer", "Westshore Tribune",
    "The Daily Anchor", "Lanternfish Media", "Farthing Business", "The Sparrow", "Nightjar News",
    "Matchday Maravel", "Pinewood Wire", "The Oriel", "Thimble Press", "Oakhaven Radio",
]

# Outlets that end every headline with their own name, after this separator.
SUFFIX_SOURCES = {
    "Newsroom 24": " - ", "Kestrel News": " - ", "Maravel Post": " - ", "Port Kellan Echo": " - ",
    "Wirestone": " | ", "Nightjar News": " | ", "The Oriel": " | ",
}
TITLE_CASE_SOURCES = set(SOURCES[2::8])

BIG = [
    # ---------------------------------------------------------------- Monday (hours 0-24)
    {
        "id": "thessary-quake", "hour": 2, "burst": 19, "tail_hours": 20,
        "headlines": [
            "Magnitude 6.7 earthquake strikes Vorn region of Thessary",
            "BREAKING: Strong quake hits northern Thessary, buildings collapse in Vornhal",
            "Earthquake in Thessary: dozens feared dead in Vornhal",
            "Vornhal quake: rescuers dig through rubble in the dark",
            "At least 34 killed as 6.7 quake rocks Thessary's Vorn province",
            "Thessary earthquake: what we know so far",
            "LIVE: Thessary quake - death toll climbs as aftershocks hit Vornhal",
            "'The whole street fell down': survivors describe the Vornhal quake",
            "Quake flattens old town of Istrel near Vornhal",
            "Maravel sends rescue teams to quake-hit Thessary",
            "UPDATE 1-Thessary quake toll rises to 58, hospitals overwhelmed",
            "Photos: Vornhal after the earthquake",
            "Why the Vorn fault is one of the most dangerous in the region",
            "Aftershock of magnitude 5.2 sends Vornhal residents into the streets",
            "Earthquake cuts power and water to 200,000 in northern Thessary",
            "Explainer: how strong was the Vorn earthquake?",
            "Vornhal hospital evacuated after quake damage",
            "Rescuers race against time in Istrel as quake toll rises",
            "Thessary quake survivors: 'We have nothing left'",
            "Schools become shelters as night falls on quake-hit Vorn",
            "Aid pours into Thessary as quake survivors sleep in cars",
            "Was Vornhal ready? Building codes under scrutiny after the quake",
            "Cold and aftershocks add to the misery in quake-hit Vorn",
            "Girl, 7, pulled alive from rubble 14 hours after Vornhal quake",
            "UPDATE 3-Death toll from Thessary earthquake passes 90",
            "Outgoing president Oblensky tours the ruins of Istrel",
            "Thessary earthquake: 112 dead, 1,400 injured, officials say",
            "Thessary declares three days of mourning after deadly earthquake",
        ],
    },
    {
        "id": "kellan-strike", "hour": 4, "burst": 17, "tail_hours": 14,
        "headlines": [
            "Port Kellan transit strike halts buses and trams",
            "Port Kellan commuters stranded as transit workers walk out",
            "No trams, no buses: Port Kellan strike begins",
            "Transit strike: Port Kellan roads gridlocked on first morning",
            "PKT workers strike over pay, shutting down the Port Kellan network",
            "LIVE: Port Kellan transit strike - how to get around",
            "Port Kellan strike: which services are running?",
            "Union says Port Kellan transit strike could last all week",
            "Bikes and car shares in demand as Port Kellan trams stand idle",
            "Port Kellan transit strike: schools tell pupils to stay home",
            "Tram drivers' union calls PKT's 3% offer 'an insult'",
            "'I walked 7km to work': Port Kellan strike, day one",
            "Strike leaves Port Kellan's Harbour Line silent",
            "Why are Port Kellan's transit workers on strike?",
            "Commuters walk miles as Port Kellan strike bites",
            "Port Kellan businesses count the cost of transit walkout",
            "Taxi fares triple during Port Kellan transit strike",
            "No talks planned as Port Kellan strike heads into day two",
            "Port Kellan strike: what commuters need to know for Tuesday",
        ],
    },
    {
        "id": "kellan-mayor", "hour": 6, "burst": 18, "tail_hours": 16,
        "headlines": [
            "Port Kellan mayor Osric Vantore arrested in bribery probe",
            "BREAKING: Police raid Port Kellan city hall, mayor detained",
            "Mayor of Port Kellan held over alleged kickbacks on harbour contract",
            "Vantore arrest: anti-corruption police search the mayor's home",
            "Port Kellan mayor arrested: what we know so far",
            "Osric Vantore, Port Kellan's two-term mayor, taken into custody",
            "Prosecutors say Port Kellan mayor took 2.3m florins in bribes",
            "UPDATE 2-Port Kellan mayor's arrest linked to harbour redevelopment",
            "Vantore's lawyer says the mayor 'will clear his name'",
            "Port Kellan in shock as mayor is arrested on strike day",
            "Who is Osric Vantore?",
            "Three developers also held in Port Kellan bribery raid",
            "PM Castagne: 'No one is above the law' after Vantore arrest",
            "Port Kellan's deputy mayor Hanne Ostberg takes charge",
            "Analysis: Vantore's fall shakes Maravel's ruling party",
            "The harbour deal at the centre of the case against Port Kellan's mayor",
            "Port Kellan mayor Vantore suspended by his party",
            "Port Kellan council meets in emergency session after mayor's arrest",
            "Opposition calls for new Port Kellan election after mayor's arrest",
            "Court remands Port Kellan mayor Vantore in custody",
            "Vantore to stay in custody for 30 days, judge rules",
            "Port Kellan residents on their mayor: 'We trusted him'",
            "Vantore questioned for nine hours by anti-corruption police",
        ],
    },
    {
        "id": "thessary-election", "hour": 18, "burst": 14, "tail_hours": 8,
        "headlines": [
            "Thessary runoff: polls close in vote overshadowed by earthquake",
            "Exit poll puts Velasz narrowly ahead in Thessary presidential runoff",
            "Thessary election: Velasz and Brun neck and neck as counting begins",
            "LIVE: Thessary presidential runoff results",
            "Thessary votes for a new president as quake rescue goes on",
            "Brun claims early lead in Thessary count",
            "Thessary election too close to call, says electoral commission",
            "Turnout in Thessary runoff falls to 58% after the quake",
            "Velasz tells supporters: 'Wait for every vote'",
            "Thessary count: Velasz 50.4%, Brun 49.6% with half of ballots counted",
            "Explainer: who are Katrin Velasz and Mattias Brun?",
            "Vorn ballots delayed as quake disrupts Thessary count",
            "Thessary runoff: Brun edges ahead as rural votes come in",
            "Thessary result may take two days, officials warn",
            "Thessary count resumes with 11% of ballots still to go",
            "Still no winner in Thessary as count enters second day",
        ],
    },
    # ---------------------------------------------------------------- Tuesday (hours 24-48)
    {
        "id": "marisol-aground", "hour": 27, "burst": 16, "tail_hours": 20,
        "headlines": [
            "Container ship Marisol Grace runs aground in Brannock Channel",
            "Giant ship blocks Brannock Channel after running aground",
            "Marisol Grace stuck: dozens of ships queue at the channel entrance",
            "Brannock Channel closed as 300-metre ship wedged across it",
            "Tugs fail to free Marisol Grace on first attempt",
            "Grounded Marisol Grace: what we know",
            "Shipping lines reroute as Brannock Channel stays shut",
            "How did the Marisol Grace run aground? Pilot error probed",
            "Brannock Channel blockage could cost 90m florins a day",
            "LIVE: Efforts to refloat the Marisol Grace",
            "Satellite images show Marisol Grace blocking Brannock Channel",
            "Marisol Grace crew of 24 safe, owners say",
            "'It could take days,' salvage chief warns as Marisol Grace stays stuck",
            "Dredgers called in to free Marisol Grace",
            "Fuel leak fears as Marisol Grace lists in the channel",
            "Analysis: one ship, one channel, and Maravel's fragile trade",
            "Marisol Grace: 60 vessels now waiting to pass Brannock",
            "Salvage teams to try again at high tide to move Marisol Grace",
        ],
    },
    {
        "id": "thessary-quake", "hour": 29, "burst": 6, "tail_hours": 24,
        "headlines": [
            "Thessary quake: death toll reaches 131 as search winds down",
            "Strong aftershock rattles Vornhal, toppling damaged buildings",
            "Man rescued alive from Istrel rubble more than a day after quake",
            "Vornhal buries its dead a day after the earthquake",
            "UN appeals for 80m dollars for Thessary quake survivors",
            "Quake-hit Vorn faces snow as tents run short",
            "Thessary quake: engineers say 40% of Istrel homes must be demolished",
            "Thessary earthquake: the victims remembered",
        ],
    },
    {
        "id": "kellan-strike", "hour": 29, "burst": 4, "tail_hours": 20,
        "headlines": [
            "Port Kellan transit strike enters second day",
            "Acting mayor Ostberg urges both sides in Port Kellan strike to talk",
            "Port Kellan strike: talks to resume on Wednesday",
            "Transit unions in Port Kellan vote to extend strike to Thursday",
            "Port Kellan strike: trams stay in the depot for a third day",
        ],
    },
    {
        "id": "tolvane-merger", "hour": 30, "burst": 20, "tail_hours": 16,
        "headlines": [
            "Tolvane Bank agrees 4.1bn florin takeover of Sandquay Savings",
            "Tolvane to buy Sandquay in Maravel's biggest bank deal in a decade",
            "Tolvane-Sandquay merger creates Maravel's second-largest lender",
            "UPDATE 1-Tolvane Bank shares jump 9% on Sandquay deal",
            "Sandquay Savings accepts Tolvane bid",
            "Tolvane and Sandquay: 1,200 jobs at risk in merger",
            "What the Tolvane-Sandquay deal means for your savings",
            "Tolvane chief Gerrit Haldane: 'A merger of equals in all but name'",
            "Analysis: can Tolvane swallow Sandquay without choking?",
            "Competition regulator to review Tolvane takeover of Sandquay",
            "Sandquay branches to close under Tolvane merger plan",
            "Tolvane's bid for Sandquay: the key numbers",
            "Unions fear branch closures after Tolvane buys Sandquay",
            "Sandquay members to get 850 florins each in Tolvane deal",
            "Bank merger: Tolvane swoops on Sandquay",
            "Explainer: why Maravel's banks are merging",
            "Sandquay savers: should you move your money?",
            "Tolvane deal ends 120 years of Sandquay as a mutual",
            "Haldane to lead the combined Tolvane-Sandquay group",
            "Tolvane-Sandquay merger wins backing of government",
            "Rival lender Orrimar Bank weighs counterbid for Sandquay",
            "Tolvane merger: what happens to Sandquay mortgages?",
            "Tolvane and Sandquay: a timeline of the deal",
        ],
    },
    {
        "id": "sorrell-trial", "hour": 35, "burst": 17, "tail_hours": 12,
        "headlines": [
            "Former Calvane Pharma chief Edvin Sorrell found guilty of fraud",
            "Sorrell convicted over hidden Ventrix safety data",
            "BREAKING: Jury finds Edvin Sorrell guilty on all five counts",
            "Calvane founder Sorrell guilty of misleading regulators",
            "Families of Ventrix patients weep in court as Sorrell is convicted",
            "'Justice at last': Ventrix families react to Sorrell verdict",
            "Edvin Sorrell guilty: what happens next?",
            "UPDATE 1-Ex-Calvane CEO Sorrell faces up to 15 years after fraud conviction",
            "Sorrell trial: how prosecutors built the case",
            "Jury took 11 hours to convict Sorrell",
            "Sorrell's lawyers say they will appeal guilty verdict",
            "Calvane Pharma shares slip after former boss convicted",
            "Analysis: Sorrell verdict is a warning to drug company bosses",
            "Sorrell remanded in custody ahead of sentencing on Friday",
            "Who is Edvin Sorrell? The rise and fall of Calvane's founder",
            "Sorrell found guilty of hiding heart risks of Ventrix",
            "Ventrix scandal: the timeline",
            "Judge tells Sorrell to expect 'a significant sentence'",
            "The Sorrell verdict in five quotes",
            "Calvane Pharma: 'We are a different company today'",
        ],
    },
    {
        "id": "aerovale-runway", "hour": 40, "burst": 19, "tail_hours": 18,
        "headlines": [
            "Aerovale jet skids off runway at Sennick airport",
            "BREAKING: Plane leaves runway on landing at Sennick, passengers evacuated",
            "Aerovale flight AV212 overshoots runway in freezing fog",
            "Passengers slide down chutes after Aerovale plane runs off runway",
            "14 hurt as Aerovale airliner skids off Sennick runway",
            "Sennick airport closed after Aerovale runway accident",
            "Aerovale AV212: what we know so far",
            "'We heard a bang and then there was mud everywhere': passengers on Aerovale flight",
            "WATCH: Aerovale plane comes to rest in a field at Sennick",
            "Flights diverted as Sennick airport shuts after runway excursion",
            "Aerovale says all 168 people on board AV212 are accounted for",
            "Air accident investigators arrive at Sennick runway",
            "UPDATE 2-Sennick airport reopens one runway after Aerovale accident",
            "Ice on the runway? Investigators look at Sennick conditions",
            "Aerovale chief apologises to passengers of flight AV212",
            "Aerovale plane's nose gear collapsed on landing, photos show",
            "Korsa to Sennick flight ends in the grass beside the runway",
            "Sennick runway accident: thousands stranded as flights cancelled",
            "Pilots of Aerovale jet praised for calm evacuation",
            "Sennick airport back to full operations after Aerovale accident",
            "Aerovale AV212 accident: first report due in 30 days",
            "Explainer: is it safe to land in freezing fog?",
            "Aerovale runway accident: flight recorders recovered",
        ],
    },
    {
        "id": "thessary-election", "hour": 40, "burst": 14, "tail_hours": 16,
        "headlines": [
            "Velasz wins Thessary presidency by 31,000 votes",
            "BREAKING: Katrin Velasz declared winner of Thessary runoff",
            "Thessary elects Velasz president after two-day count",
            "Brun refuses to concede, demands recount in Vorn",
            "UPDATE 1-Velasz wins Thessary's closest ever presidential race",
            "Thessary's president-elect Velasz promises quake rebuilding first",
            "Who is Katrin Velasz, Thessary's new president?",
            "Maravel PM Castagne congratulates Velasz",
            "Thessary election: final count gives Velasz 50.3%",
            "Analysis: Velasz inherits a divided Thessary and a disaster zone",
            "Brun supporters rally outside Korsa electoral commission",
            "Velasz: 'I will be president of all Thessarians'",
            "Thessary's new president: five things to know",
            "Thessary recount request to be heard on Thursday",
            "Thessary court rejects Brun's recount request",
        ],
    },
    # ---------------------------------------------------------------- Wednesday (hours 48-72)
    {
        "id": "storm-elva", "hour": 52, "burst": 25, "tail_hours": 18,
        "headlines": [
            "Storm Elva makes landfall near Corrowby with 150km/h winds",
            "Storm Elva batters Maravel's west coast",
            "Two dead as Storm Elva tears across Maravel",
            "LIVE: Storm Elva - power cuts, flooding and road closures",
            "Storm Elva: 300,000 homes without power",
            "Corrowby seafront wrecked as Storm Elva hits",
            "Trees down, roofs torn off: Storm Elva sweeps inland",
            "Storm Elva: trains cancelled across the west",
            "Waves crash over Corrowby harbour wall as Elva arrives",
            "UPDATE 1-Storm Elva death toll rises to four",
            "Storm Elva: Tarnholm bridge closed to all traffic",
            "Storm Elva in pictures",
            "Elva is the strongest storm to hit Maravel since 2009",
            "Driver killed by falling tree near Tarnholm as Storm Elva rages",
            "Flights cancelled at Sennick as Storm Elva moves east",
            "Army on standby as rivers rise in Storm Elva's wake",
            "'It sounded like a train hitting the house': Storm Elva survivors",
            "Storm Elva: how to stay safe",
            "Castagne chairs emergency meeting on Storm Elva",
            "Storm Elva: flood alerts issued for the River Sorn",
            "Fishing boats smashed in Corrowby harbour",
            "Storm Elva: 'stay at home' warning for the west extended",
            "Why was Storm Elva so strong? Explainer",
            "Storm Elva knocks out phone network in Corrowby",
            "Power company says some homes may be dark for days after Elva",
            "Storm Elva: what we know about the victims",
            "Elva: five dead and a trail of damage across Maravel",
            "Storm Elva moves out to sea after a day of destruction",
        ],
    },
    {
        "id": "askov-housing-bill", "hour": 57, "burst": 17, "tail_hours": 14,
        "headlines": [
            "Askov housing bill passes Assembly by 88 votes to 71",
            "Maravel Assembly approves rent cap in Askov housing law",
            "Deputy PM Askov wins vote on 200,000-home plan",
            "Housing bill: rents capped at inflation plus 1% for three years",
            "What Askov's housing bill means for renters",
            "Landlords warn Askov rent cap will shrink supply",
            "Askov: 'Today we give a generation a home'",
            "Housing bill clears Assembly after all-night debate",
            "Rent cap becomes law in Maravel: the key points",
            "Opposition vows to repeal Askov housing law",
            "Tenants' groups celebrate as rent cap passes",
            "UPDATE 1-Maravel passes rent cap despite landlord lobbying",
            "Maravel's housing law promises 200,000 homes in five years. Can it be done?",
            "Builders call Askov's 200,000 target 'a fantasy'",
            "Castagne hails Askov's housing bill as 'historic'",
            "Explainer: Maravel's new housing law in 300 words",
            "Analysis: Askov's housing gamble pays off, for now",
            "Housing bill: how your Assembly member voted",
            "Five things the housing bill does, and one it does not",
            "Rent cap vote: a win for Askov on a difficult day",
        ],
    },
    {
        "id": "quenell-transfer", "hour": 60, "burst": 18, "tail_hours": 8,
        "headlines": [
            "Dario Quenell agrees record move to Atletico Carvena",
            "Sennick Athletic accept 95m bid for Quenell",
            "Quenell to Carvena: record transfer deal agreed",
            "BREAKING: Quenell set for Carvena medical after clubs agree fee",
            "Dario Quenell to become most expensive Maravel player ever",
            "Sennick Athletic fans react to Quenell's exit",
            "Carvena land Quenell in 95 million deal",
            "Quenell's record move: the numbers",
            "Sennick Athletic striker Quenell to join Carvena in January",
            "Quenell: 'Leaving Sennick is the hardest decision of my life'",
            "Analysis: what Carvena get for 95 million",
            "How Sennick Athletic could spend the Quenell millions",
            "Quenell deal includes 10m in add-ons",
            "Carvena beat two rivals to Quenell",
            "Transfer news: Quenell, Carvena and the record fee",
            "Quenell agrees five-year Carvena contract",
            "Sennick coach Emil Hasse: 'We could not turn down the Quenell offer'",
            "Quenell to play in tonight's cup tie before Carvena move",
            "Quenell's journey from Dunmarrow youth team to record signing",
            "Is Quenell worth 95 million? Pundits divided",
            "Quenell will wear the No 9 shirt at Carvena",
        ],
    },
    {
        "id": "markets-day3", "hour": 62, "burst": 17, "tail_hours": 6,
        "headlines": [
            "Stocks tumble as Maravel inflation shock sends bond yields soaring",
            "MAR 50 drops 3.1%, worst day since March",
            "Bond rout: Maravel 10-year yield jumps to 5.2%",
            "Markets slump after hotter-than-expected inflation data",
            "Florin falls to two-year low against the dollar",
            "LIVE: Markets - Maravel shares, bonds and florin sell off",
            "Sell-off deepens as traders bet on a Bank of Maravel hike",
            "UPDATE 2-Maravel bonds slump as inflation surprise fuels rate-hike bets",
            "Banks and builders lead MAR 50 lower",
            "Housebuilders sink as mortgage rates expected to jump",
            "What the bond sell-off means for your mortgage",
            "Stock market today: a sea of red after inflation data",
            "Analysis: Maravel's bond market sends a warning",
            "MAR 50 closes down 3.1%; Tolvane leads banks lower",
            "Investors dump Maravel bonds as yields hit 15-year high",
            "Florin slides 1.8% as traders price in higher rates",
            "Market wrap: worst day of the year for Maravel assets",
            "Is the bond sell-off over? Strategists weigh in",
            "Maravel 2-year yield posts biggest one-day jump since 2022",
        ],
    },
    {
        "id": "quenell-injury", "hour": 68, "burst": 16, "tail_hours": 14,
        "headlines": [
            "Quenell stretchered off in Sennick Athletic cup win",
            "Dario Quenell suffers knee injury hours after record transfer",
            "Quenell injury: fears of ruptured knee ligament",
            "Quenell carried off in tears against Tarnholm Town",
            "BREAKING: Quenell faces months out with knee injury",
            "Sennick Athletic beat Tarnholm but lose their star",
            "'We are devastated': Sennick Athletic on Quenell injury",
            "Does Quenell's injury put his Carvena move in doubt?",
            "Quenell injury: the tackle that changed everything",
            "Tarnholm defender Pavel Sedlak apologises to Quenell",
            "Maravel's World Cup hopes hit by Quenell injury",
            "Hasse: 'The dressing room is in bits'",
            "Fans send Quenell messages of support",
            "Quenell injury: what a cruciate tear means",
            "Quenell's record transfer on hold after injury",
            "UPDATE 1-Carvena 'monitoring' Quenell after knee injury",
            "Quenell to have surgery on Friday",
            "Carvena still want Quenell despite injury, sources say",
            "Quenell posts message from hospital bed: 'I will be back'",
            "Scan confirms Quenell has torn cruciate ligament",
            "Quenell out for up to nine months",
        ],
    },
    # ---------------------------------------------------------------- Thursday (hours 72-96)
    {
        "id": "storm-elva", "hour": 76, "burst": 8, "tail_hours": 16,
        "headlines": [
            "Storm Elva aftermath: Corrowby begins the clean-up",
            "After Elva: 80,000 homes still without power",
            "River Sorn bursts its banks a day after Storm Elva",
            "Storm Elva: insurers brace for claims",
            "Corrowby residents return to wrecked homes after Elva",
            "Castagne visits Corrowby, promises Storm Elva aid",
            "Storm Elva aftermath in pictures",
            "Volunteers clear Corrowby beaches of Elva debris",
            "Storm Elva: was the red warning too late?",
            "Power restored to most homes after Storm Elva",
        ],
    },
    {
        "id": "lumora-breach", "hour": 77, "burst": 19, "tail_hours": 12,
        "headlines": [
            "Lumora says hackers stole data of 9.4 million customers",
            "Lumora data breach: names, emails and addresses exposed",
            "Lumora admits massive data breach on launch day",
            "BREAKING: Lumora hit by cyber attack, millions of accounts affected",
            "Lumora breach: what to do if you have a Lumora account",
            "UPDATE 1-Lumora shares fall 6% after data breach disclosure",
            "Lumora chief Nadia Fenwright apologises for data breach",
            "Data regulator opens inquiry into Lumora breach",
            "Lumora hack: were passwords stolen?",
            "Lumora breach went undetected for six weeks",
            "Lumora data breach: the key questions",
            "Lumora customers report scam emails after breach",
            "Lumora could face 200m fine over breach, lawyers say",
            "Lumora: 'Payment details were not accessed'",
            "Lumora breach: hackers used a stolen employee login",
            "9.4m Lumora users told to reset passwords",
            "Fenwright: 'We let our customers down'",
            "Hacker group Mothwing claims Lumora attack",
            "Analysis: Lumora's breach overshadows its big day",
            "Should you change your Lumora password? Yes, and here is how",
        ],
    },
    {
        "id": "askov-contract", "hour": 78, "burst": 17, "tail_hours": 14,
        "headlines": [
            "Mireille Askov resigns as deputy prime minister over son's contract",
            "BREAKING: Askov quits a day after housing bill triumph",
            "Askov: 'I will not let this distract from the housing law'",
            "Deputy PM Askov steps down amid Brackwater contract row",
            "How Askov's son won a 300m deal for Brackwater Construction",
            "UPDATE 1-Maravel's deputy PM Askov resigns, ethics probe launched",
            "Castagne accepts Askov's resignation",
            "Askov out: what we know about the Brackwater affair",
            "Ethics commissioner to investigate Askov contract",
            "Analysis: Askov's fall is a blow for Castagne",
            "Opposition demands full inquiry into Brackwater deal",
            "From triumph to resignation in 24 hours: Askov's week",
            "Brackwater Construction contract suspended pending review",
            "Julien Askov: 'I did nothing wrong'",
            "Askov resignation letter in full",
            "Who replaces Askov? The runners and riders",
            "Brackwater row: a timeline of the Askov affair",
            "Police asked to examine Brackwater contract",
            "Education minister Lise Harkan named deputy PM after Askov quits",
            "Harkan promises to 'restore trust' as deputy PM",
        ],
    },
    {
        "id": "kellan-strike", "hour": 80, "burst": 11, "tail_hours": 16,
        "headlines": [
            "Port Kellan transit strike ends after deal on pay",
            "Trams back in Port Kellan as four-day strike is called off",
            "PKT and unions agree 6% pay rise, ending Port Kellan strike",
            "Port Kellan strike over: services resume Friday morning",
            "UPDATE 1-Port Kellan transit workers accept deal, end walkout",
            "Port Kellan commuters relieved as transit strike ends",
            "Acting mayor Ostberg hails deal that ends Port Kellan strike",
            "How the Port Kellan transit strike was settled",
            "Port Kellan strike deal: who won?",
            "End of the line for Port Kellan strike",
            "Port Kellan transit strike cost the city 40m florins, says chamber",
            "Port Kellan trams to run again after four-day walkout",
            "Port Kellan trams to run from 5am on Friday",
        ],
    },
    {
        "id": "bom-rates", "hour": 84, "burst": 18, "tail_hours": 10,
        "headlines": [
            "Bank of Maravel raises interest rates to 4.5%",
            "Bank of Maravel hikes rates after inflation shock",
            "BREAKING: Bank of Maravel lifts rate by a quarter point",
            "Pryce: 'We will do what it takes to bring inflation down'",
            "Rate rise: what it means for your mortgage",
            "Bank of Maravel votes 6-3 to raise rates",
            "UPDATE 1-Bank of Maravel hikes, signals more to come",
            "Mortgage holders face higher bills as Bank of Maravel raises rates",
            "Bank of Maravel raises rates for first time in 18 months",
            "Governor Lucan Pryce defends rate rise before Christmas",
            "Interest rates up: savers win, borrowers lose",
            "Analysis: Bank of Maravel turns hawkish after inflation surprise",
            "The key quotes from Pryce's news conference",
            "Castagne calls rate rise 'painful but necessary'",
            "Bank of Maravel raises inflation forecast to 4.9%",
            "Explainer: why the Bank of Maravel raised rates",
            "Bank of Maravel raises rates as Thessary cuts",
            "Housebuilders say rate rise puts 200,000-home target at risk",
            "Rate rise: five ways it will affect you",
            "Pryce hints at another hike in February",
        ],
    },
    {
        "id": "marisol-aground", "hour": 84, "burst": 6, "tail_hours": 10,
        "headlines": [
            "Marisol Grace refloated, Brannock Channel reopens",
            "Stuck ship freed after two days in Brannock Channel",
            "Tugs pull Marisol Grace free at high tide",
            "UPDATE 1-Brannock Channel traffic resumes as Marisol Grace moved",
            "Brannock backlog of ships could take a week to clear",
            "Marisol Grace towed to Brannock port for inspection",
            "Marisol Grace finally free: how the salvage worked",
            "Marisol Grace owners face claims as channel reopens",
        ],
    },
    {
        "id": "lumora-launch", "hour": 88, "burst": 18, "tail_hours": 12,
        "headlines": [
            "Lumora unveils Halo 3 phone with satellite messaging",
            "Lumora Halo 3: price, release date and features",
            "Lumora launches Halo 3 at Sennick event",
            "Halo 3 hands-on: Lumora's best phone yet?",
            "Lumora's Halo 3 costs 1,099 florins, ships 18 December",
            "Fenwright shows off Halo 3 in keynote",
            "Lumora Halo 3 vs Halo 2: what's new",
            "Lumora bets on satellite texts with Halo 3",
            "Lumora also unveils Halo Ring health tracker",
            "LIVE: Lumora Halo 3 launch event",
            "Lumora Halo 3 first impressions: brighter, faster, pricier",
            "Halo 3 launch: Fenwright makes no mention of breach",
            "Lumora's new phone has a week-long battery, it claims",
            "Everything Lumora announced today",
            "Analysis: can Halo 3 win back Lumora's fans?",
            "Lumora Halo 3 pre-orders open",
            "Lumora Halo Ring: a smart ring that tracks sleep and stress",
            "Lumora Halo 3: the five best features",
            "Halo 3 review roundup: what critics say",
            "Lumora Halo 3 sells out first batch of pre-orders",
            "Should you buy the Lumora Halo 3?",
        ],
    },
    # ---------------------------------------------------------------- Friday (hours 96-120)
    {
        "id": "lune-wedding", "hour": 105, "burst": 19, "tail_hours": 12,
        "headlines": [
            "Soraya Lune marries Caspian Roe in lakeside ceremony",
            "Soraya Lune and Caspian Roe are married",
            "Pop star Soraya Lune weds actor Caspian Roe on Lake Mirel",
            "Inside Soraya Lune's wedding: 120 guests, no phones",
            "Lune and Roe wed in secret at Villa Serrano",
            "First photos: Soraya Lune's wedding dress",
            "Soraya Lune confirms marriage with Instagram post",
            "Lune-Roe wedding: the guest list",
            "Soraya Lune and Caspian Roe: a love story in pictures",
            "Who designed Soraya Lune's wedding dress?",
            "'Forever starts today': Soraya Lune on her wedding",
            "Caspian Roe sang at his own wedding, guests say",
            "Fans gather on the shore of Lake Mirel for Soraya Lune's wedding",
            "Celebrity wedding of the year: Lune marries Roe",
            "Lake Mirel village closed to traffic for Lune wedding",
            "Soraya Lune, Caspian Roe tie the knot after two-year romance",
            "Soraya Lune's wedding cake was nine tiers tall",
            "Everything we know about Soraya Lune's wedding",
            "Drones banned over Lake Mirel during Soraya Lune wedding",
            "Soraya Lune and Caspian Roe's honeymoon plans revealed",
            "Lune and Roe thank fans after wedding",
        ],
    },
    {
        "id": "greyholm-escape", "hour": 98, "burst": 15, "tail_hours": 14,
        "headlines": [
            "Six inmates escape from Greyholm prison",
            "Manhunt under way after six prisoners break out of Greyholm",
            "Greyholm escape: inmates tunnelled out through laundry drain",
            "BREAKING: Police hunt six escaped Greyholm prisoners near Dunmarrow",
            "Greyholm jailbreak: public told not to approach escapees",
            "Escaped Greyholm inmates include convicted killer Viktor Galen",
            "Greyholm prison escape: what we know so far",
            "Roadblocks around Dunmarrow as hunt for Greyholm six widens",
            "How did six men escape from Greyholm?",
            "Justice minister orders inquiry into Greyholm breakout",
            "Guards' union warns of staff shortages after Greyholm escape",
            "Greyholm escapees: police release photos",
            "Helicopters search Dunmarrow forest for escaped prisoners",
            "'We locked our doors': Dunmarrow residents on prison escape",
            "Tunnel took months to dig, police believe",
            "Viktor Galen still at large as Greyholm manhunt goes on",
            "Four of six Greyholm escapees now back in custody",
            "Greyholm jailbreak: the hours since the alarm",
            "Third escaped Greyholm inmate arrested at petrol station",
            "Greyholm governor suspended after breakout",
            "UPDATE 2-Two Greyholm escapees recaptured in Dunmarrow woods",
        ],
    },
    {
        "id": "sorrell-trial", "hour": 104, "burst": 8, "tail_hours": 8,
        "headlines": [
            "Edvin Sorrell jailed for 12 years over Ventrix fraud",
            "Former Calvane boss Sorrell sentenced to 12 years",
            "Judge says Sorrell 'put profit above patients'",
            "Ventrix families say Sorrell's 12-year sentence is 'not enough'",
            "UPDATE 1-Sorrell gets 12 years, fined 40m florins",
            "'You gambled with the hearts of thousands': judge sentences Sorrell",
            "Sorrell to serve at least eight years before parole",
            "Sorrell sentenced: what the judge said",
            "Edvin Sorrell led from court in handcuffs",
            "Calvane's Sorrell begins 12-year term",
        ],
    },
    {
        "id": "markets-day5", "hour": 103, "burst": 16, "tail_hours": 6,
        "headlines": [
            "Florin plunges after Stanmore downgrades Maravel",
            "MAR 50 falls 2.4% as ratings cut rattles investors",
            "Maravel stocks head for worst week since 2022",
            "Bond yields jump again as Maravel loses its A rating",
            "LIVE: Markets - florin slides, stocks fall after downgrade",
            "Florin hits record low against the euro",
            "UPDATE 1-Maravel assets sold off after credit downgrade",
            "Banks drag MAR 50 lower in downgrade sell-off",
            "Finance ministry calls for calm as florin tumbles",
            "Stock market today: downgrade sell-off deepens",
            "Florin falls 2.2% as investors flee Maravel bonds",
            "Analysis: what a weaker florin means for Maravel",
            "Why the florin is falling, and what comes next",
            "Holiday travellers hit as florin slumps",
            "MAR 50 closes down 2.4%, down 6.8% on the week",
            "Markets wrap: a brutal week for Maravel ends in the red",
            "Sell-off eases late as Bank of Maravel says it is watching markets",
            "Lumora, Tolvane among biggest fallers in Friday rout",
        ],
    },
]

BACKGROUND = [
    # ---------------------------------------------------------------- recurring features
    # Each day's edition is its own story; they name the day's big stories on purpose.
    {"id": "week-ahead-day1", "hour": 3, "spread": 5, "headlines": [
        "The week ahead: Thessary runoff, a rate decision and Lumora's launch",
        "Week ahead: what to watch in markets",
        "The week ahead in politics: a housing vote and a runoff next door",
    ]},
    {"id": "briefing-day1", "hour": 5, "spread": 2.5, "headlines": [
        "Morning briefing: deadly earthquake in Thessary, Port Kellan transit strike",
        "Morning briefing: Thessary quake, Port Kellan walkout and oil's jump",
        "Good morning: your Monday briefing",
        "Morning briefing: what to know as Thessary votes after a deadly night",
    ]},
    {"id": "five-things-day1", "hour": 6, "spread": 3, "headlines": [
        "5 things to know today, Monday 7 December",
        "Five things you need to know this Monday",
        "5 things to know: an earthquake, a strike and a runoff",
    ]},
    {"id": "live-day1", "hour": 8, "spread": 8, "headlines": [
        "Live updates: Thessary earthquake, Port Kellan strike and the mayor's arrest",
        "Live updates: Monday's news as it happens",
    ]},
    {"id": "weather-day1", "hour": 9, "spread": 8, "headlines": [
        "Yellow warning for snow and ice in Kerrowdale",
        "Kerrowdale braced for 10cm of snow overnight",
        "Weather: cold snap in the north, mild in the south",
    ]},
    {"id": "results-day1", "hour": 21, "spread": 3, "headlines": [
        "Monday's results: Dunmarrow Rovers win at Brannock",
        "Sports roundup: Ilse Varno reaches Sennick Indoor quarter-finals",
        "Football results and scores, Monday 7 December",
    ]},
    {"id": "briefing-day2", "hour": 29, "spread": 2.5, "headlines": [
        "Morning briefing: Port Kellan mayor in court, Thessary still counting",
        "Good morning: your Tuesday briefing",
        "Morning briefing: Thessary quake toll rises; Sorrell verdict expected",
        "Morning briefing: a ship aground, a close count and a storm on the way",
    ]},
    {"id": "five-things-day2", "hour": 30, "spread": 3, "headlines": [
        "5 things to know today, Tuesday 8 December",
        "Five things you need to know this Tuesday",
        "5 things to know: Vantore in court, Thessary count, Storm Elva",
    ]},
    {"id": "live-day2", "hour": 36, "spread": 6, "headlines": [
        "Live updates: Tuesday's news as it happens",
        "Live updates: Tolvane deal, Sorrell verdict and the Brannock Channel",
    ]},
    {"id": "weather-day2", "hour": 33, "spread": 8, "headlines": [
        "Kerrowdale ice warning extended into Wednesday",
        "Weather: frost in Kerrowdale, Storm Elva gathering in the west",
        "Gritters out again on Kerrowdale roads",
    ]},
    {"id": "results-day2", "hour": 45, "spread": 3, "headlines": [
        "Tuesday's results: Corrowby City held at home",
        "Sports roundup: handball, tennis and a late winner",
        "Football results, Tuesday 8 December",
    ]},
    {"id": "briefing-day3", "hour": 53, "spread": 2.5, "headlines": [
        "Morning briefing: Storm Elva hits, Aerovale investigators at Sennick",
        "Good morning: your Wednesday briefing",
        "Morning briefing: Elva makes landfall; inflation figures due",
        "Morning briefing: Velasz wins in Thessary, storm batters the west coast",
    ]},
    {"id": "five-things-day3", "hour": 54, "spread": 3, "headlines": [
        "5 things to know today, Wednesday 9 December",
        "Five things to know this Wednesday",
        "5 things to know: Elva, inflation and a housing vote",
    ]},
    {"id": "live-day3", "hour": 58, "spread": 6, "headlines": [
        "Live updates: Storm Elva, inflation and a bad day for markets",
        "Live updates: Wednesday's news as it happens",
    ]},
    {"id": "weather-day3", "hour": 57, "spread": 8, "headlines": [
        "Amber snow warning for Kerrowdale as blizzards hit the hills",
        "Kerrowdale villages cut off by snow",
        "Weather: snow in Kerrowdale, gales in the west",
    ]},
    {"id": "results-day3", "hour": 69, "spread": 3, "headlines": [
        "Wednesday's results: Sennick Athletic beat Tarnholm Town 2-1 in cup",
        "Cup roundup: Sennick through, but at what cost?",
        "Football results and scores, Wednesday 9 December",
    ]},
    {"id": "briefing-day4", "hour": 77, "spread": 2.5, "headlines": [
        "Morning briefing: Quenell's injury, the Elva clean-up and rate decision day",
        "Good morning: your Thursday briefing",
        "Morning briefing: Askov under pressure on Lumora launch day",
        "Morning briefing: after the bond rout, all eyes on the Bank of Maravel",
    ]},
    {"id": "five-things-day4", "hour": 78, "spread": 3, "headlines": [
        "5 things to know today, Thursday 10 December",
        "Five things you need to know this Thursday",
        "5 things to know: rates, Lumora and Askov",
    ]},
    {"id": "live-day4", "hour": 84, "spread": 6, "headlines": [
        "Live updates: Bank of Maravel, Lumora and the Askov resignation",
        "Live updates: Thursday's news as it happens",
    ]},
    {"id": "weather-day4", "hour": 81, "spread": 8, "headlines": [
        "Kerrowdale ice warning for a fourth day running",
        "Weather: a cold, bright day after the storm",
        "Black ice warning for Kerrowdale roads",
    ]},
    {"id": "results-day4", "hour": 93, "spread": 3, "headlines": [
        "Thursday's results: Varno wins Sennick Indoor semi-final",
        "Sports roundup: Thursday 10 December",
    ]},
    {"id": "briefing-day5", "hour": 101, "spread": 2.5, "headlines": [
        "Morning briefing: Askov gone, rates up, Maravel downgraded",
        "Good morning: your Friday briefing",
        "Morning briefing: Greyholm jailbreak, Sorrell sentencing today",
        "Morning briefing: manhunt near Dunmarrow as the florin falls",
    ]},
    {"id": "five-things-day5", "hour": 102, "spread": 3, "headlines": [
        "5 things to know today, Friday 11 December",
        "Five things you need to know this Friday",
        "5 things to know: Greyholm, Sorrell and the florin",
    ]},
    {"id": "live-day5", "hour": 104, "spread": 8, "headlines": [
        "Live updates: Greyholm manhunt, Sorrell sentenced, florin slides",
        "Live updates: Friday's news as it happens",
    ]},
    {"id": "weather-day5", "hour": 105, "spread": 8, "headlines": [
        "Kerrowdale warning lifted as the thaw begins",
        "Weekend weather: Kerrowdale snow to ease on Saturday",
        "Weather: a milder weekend ahead",
    ]},
    {"id": "week-review-day5", "hour": 108, "spread": 8, "headlines": [
        "The week in markets: an inflation shock, a rate rise and a downgrade",
        "The week in review: a storm, two strikes and a stolen dataset",
        "Week in pictures: Elva, Vornhal and a wedding on Lake Mirel",
        "Quiz: how closely did you follow this week's news?",
    ]},
    {"id": "results-day5", "hour": 117, "spread": 3, "headlines": [
        "Friday's results: Dunmarrow Rovers go top",
        "Sports roundup: Varno crowned Sennick Indoor champion",
        "Football results and scores, Friday 11 December",
    ]},
    # ---------------------------------------------------------------- daily market reports
    # One story a day, pre-market, midday and close; Wednesday's and Friday's closes are in BIG.
    {"id": "markets-day1", "hour": 6, "spread": 2, "headlines": [
        "Futures point lower as oil jumps on Arvel output cut",
        "Stocks set to open lower with oil above 88 dollars",
    ]},
    {"id": "markets-day1", "hour": 11, "spread": 2, "headlines": [
        "Midday markets: energy shares climb with oil, airlines slide",
        "MAR 50 flat at lunchtime as oil rally offsets airline losses",
    ]},
    {"id": "markets-day1", "hour": 15, "spread": 5, "headlines": [
        "MAR 50 ends flat as oil surge lifts energy stocks",
        "Stocks close little changed; airlines fall on fuel costs",
        "Korsa stock exchange falls 4% after Thessary earthquake",
        "Market wrap: oil up 5%, florin steady",
        "Oil posts biggest one-day gain in a year after Arvel cut",
        "Port Kellan firms dip as transit strike and mayor's arrest weigh",
    ]},
    {"id": "markets-day2", "hour": 30, "spread": 2, "headlines": [
        "Futures rise with Tolvane-Sandquay deal in focus",
        "Stocks poised for a higher open",
    ]},
    {"id": "markets-day2", "hour": 35, "spread": 2, "headlines": [
        "Banks lift MAR 50 to a record at midday",
        "Midday markets: Tolvane leads gains, shippers slip on channel blockage",
    ]},
    {"id": "markets-day2", "hour": 39, "spread": 5, "headlines": [
        "MAR 50 closes at record high as bank shares rally",
        "Stocks hit record on bank merger hopes",
        "Florin firm, bonds steady ahead of inflation data",
    ]},
    {"id": "markets-day2", "hour": 41, "spread": 1, "headlines": [
        "Market wrap: record for MAR 50, Tolvane slips late on fraud probe report",
        "Aerovale shares drop in late trade after Sennick runway accident",
    ]},
    {"id": "markets-day3", "hour": 53, "spread": 1.5, "headlines": [
        "Futures slip ahead of Maravel inflation figures",
        "Stocks set for cautious open with inflation data due",
    ]},
    {"id": "markets-day3", "hour": 59, "spread": 2, "headlines": [
        "Maravel shares drop at midday after inflation surprise",
        "Midday markets: bonds sell off, florin slips",
        "MAR 50 down 2% by lunchtime",
    ]},
    {"id": "markets-day4", "hour": 78, "spread": 2, "headlines": [
        "Futures steady as traders await Bank of Maravel",
        "Lumora set to open lower after data breach",
    ]},
    {"id": "markets-day4", "hour": 82, "spread": 2, "headlines": [
        "Midday markets: Lumora down 6%, banks steady before rate decision",
        "Stocks bounce at midday after Wednesday's rout",
    ]},
    {"id": "markets-day4", "hour": 86, "spread": 5, "headlines": [
        "MAR 50 recovers after Bank of Maravel hike",
        "Florin jumps as Bank of Maravel raises rates",
        "Stocks edge up; banks gain on rate rise, Lumora sinks",
        "Market wrap: rate hike lifts florin, breach hits Lumora",
        "Korsa shares rally after Thessary rate cut",
        "Bond yields steady after Bank of Maravel move",
    ]},
    {"id": "markets-day4", "hour": 89, "spread": 2, "headlines": [
        "Lumora shares recover some losses after Halo 3 launch",
    ]},
    {"id": "markets-day5", "hour": 99, "spread": 3, "headlines": [
        "Futures tumble after Maravel downgrade",
        "Florin slides in Asian trade after Stanmore rating cut",
    ]},
    # ---------------------------------------------------------------- the same names, other stories
    {"id": "kellan-culture", "hour": 12, "spread": 8, "headlines": [
        "Port Kellan shortlisted for Capital of Culture 2029",
        "Port Kellan and Tarnholm make culture capital shortlist",
        "Capital of Culture bid: Port Kellan's harbour arts plan",
    ]},
    {"id": "tolvane-fraud", "hour": 38, "spread": 5, "headlines": [
        "Regulator opens fraud probe into Tolvane Bank trading desk",
        "Police search Tolvane Bank offices in Sennick over suspected fraud",
        "Tolvane Bank confirms investigation into 'irregular trades'",
        "Hours after Sandquay deal, Tolvane faces fraud inquiry",
        "Tolvane fraud probe: two traders suspended",
    ]},
    {"id": "tolvane-fraud", "hour": 52, "spread": 8, "headlines": [
        "Tolvane fraud probe widens to foreign exchange desk",
        "Tolvane Bank puts losses from suspect trades at up to 60m florins",
        "Tolvane trader arrested in Sennick fraud investigation",
    ]},
    {"id": "askov-contract", "hour": 63, "spread": 5, "headlines": [
        "Askov's son's firm won 300m housing contract without tender, papers show",
        "Brackwater Construction, run by Askov's son, got state deal, report says",
        "Questions for Askov over son's company on day of housing vote",
        "Askov denies any role in Brackwater contract award",
    ]},
    {"id": "sennick-stadium", "hour": 58, "spread": 8, "headlines": [
        "Sennick Athletic's 48,000-seat stadium plan approved",
        "Green light for new Sennick Athletic ground at Riverside",
        "Sennick Athletic stadium: building to start in spring",
    ]},
    {"id": "aerovale-order", "hour": 85, "spread": 6, "headlines": [
        "Aerovale orders 40 new jets in 3bn dollar deal",
        "Aerovale expands fleet with order for 40 narrowbody jets",
        "Aerovale jet order: two days after runway accident, airline bets on growth",
    ]},
    {"id": "lune-nominations", "hour": 108, "spread": 5, "headlines": [
        "Soraya Lune leads Marigold Award nominations with seven",
        "Marigold Awards 2027: the full list of nominees",
        "Lune, Brisk Harbour and Nell Orsay top Marigold nominations",
        "Seven Marigold nods for Soraya Lune on her wedding day",
    ]},
    {"id": "thessary-nb-cut", "hour": 81, "spread": 4, "headlines": [
        "Thessary National Bank cuts rates to 3% to aid quake recovery",
        "Thessary central bank lowers key rate by half a point",
        "Thessary cuts rates as economy reels from earthquake",
        "Governor Ilic cites quake damage as Thessary cuts rates",
    ]},
    {"id": "thessary-minister-arrest", "hour": 66, "spread": 6, "headlines": [
        "Former Thessary transport minister arrested in bribery probe",
        "Ex-minister held in Korsa over road contract kickbacks",
        "Thessary anti-graft police detain former minister Goran Pesh",
    ]},
    # ---------------------------------------------------------------- same kind, different story
    {"id": "storm-elva", "hour": 36, "spread": 8, "headlines": [
        "Storm Elva: red wind warning issued for Maravel's west coast",
        "Storm Elva to bring 140km/h gusts to Corrowby on Wednesday",
        "Schools on the west coast to close as Storm Elva approaches",
        "Storm Elva: what to expect and when",
    ]},
    {"id": "storm-elva", "hour": 100, "spread": 6, "headlines": [
        "Storm Elva damage bill estimated at 640m florins",
        "Insurers say Storm Elva will cost 640m florins",
        "Government releases 100m florin emergency fund after Storm Elva",
        "Storm Elva: the cost of Maravel's worst storm in 17 years",
    ]},
    {"id": "nadira-storm", "hour": 104, "spread": 8, "headlines": [
        "Tropical Storm Nadira lashes the Ilvaran Islands",
        "Nadira makes landfall in the Ilvarans with 110km/h winds",
        "Ilvaran Islands: thousands in shelters as Tropical Storm Nadira hits",
        "Storm Nadira: flights to the Ilvarans cancelled",
    ]},
    {"id": "oskvale-quake", "hour": 61, "spread": 5, "headlines": [
        "Magnitude 4.8 earthquake shakes Oskvale",
        "Small quake rattles windows in Oskvale, no injuries reported",
        "Oskvale earthquake: minor damage to old church tower",
        "Was that an earthquake? Oskvale residents feel 4.8 tremor",
    ]},
    {"id": "wyndair-diversion", "hour": 86, "spread": 5, "headlines": [
        "Wyndair flight diverts to Tarnholm after engine fire",
        "Engine fire forces Wyndair jet to make emergency landing",
        "Wyndair passengers describe flames from wing after take-off",
        "Wyndair grounds plane after engine fire on Korsa flight",
    ]},
    {"id": "oskvale-plane", "hour": 110, "spread": 5, "headlines": [
        "Light aircraft crash-lands in field near Oskvale, pilot unhurt",
        "Pilot walks away after small plane comes down near Oskvale",
    ]},
    {"id": "dunmarrow-doctors-strike", "hour": 31, "spread": 8, "headlines": [
        "Junior doctors in Dunmarrow begin 48-hour strike",
        "Dunmarrow hospitals cancel 1,100 appointments as doctors strike",
        "Dunmarrow doctors' strike: what patients need to know",
        "Doctors picket Dunmarrow General in row over rotas",
    ]},
    {"id": "brannock-dock-strike", "hour": 91, "spread": 6, "headlines": [
        "Brannock dockers vote to strike over automation",
        "Dock workers at Brannock to walk out next week",
        "Brannock port strike threatens Christmas deliveries",
    ]},
    {"id": "postal-strike-vote", "hour": 44, "spread": 6, "headlines": [
        "Maravel postal workers to vote on strike action",
        "Post Maravel union opens strike ballot over pay",
    ]},
    {"id": "brodie-wedding", "hour": 62, "spread": 6, "headlines": [
        "TV chef Ansel Brodie marries partner in Tarnholm town hall",
        "Ansel Brodie weds long-time partner Mara Quint",
        "Chef Ansel Brodie's wedding menu revealed",
    ]},
    {"id": "brightcart-breach", "hour": 34, "spread": 8, "headlines": [
        "Retailer Brightcart says card details of 200,000 shoppers stolen",
        "Brightcart data breach: customers urged to check statements",
        "Brightcart hack traced to payment page code",
    ]},
    {"id": "norrex-laptop", "hour": 90, "spread": 8, "headlines": [
        "Norrex unveils foldable laptop for 2,400 florins",
        "Norrex Fold review: clever hinge, short battery",
    ]},
    {"id": "second-trial", "hour": 34, "spread": 6, "headlines": [
        "Jury sworn in for trial of Corrowby care home owners",
        "Corrowby care home trial opens with neglect allegations",
        "Care home owners deny neglect as trial begins in Corrowby",
    ]},
    {"id": "carvena-goalkeeper", "hour": 66, "spread": 8, "headlines": [
        "Carvena also sign goalkeeper Timo Aske from Dunmarrow Rovers",
        "Dunmarrow Rovers lose goalkeeper Aske to Carvena",
    ]},
    {"id": "arvel-output-cut", "hour": 1, "spread": 4, "headlines": [
        "Arvel producers' group agrees surprise oil output cut",
        "Arvel alliance to cut crude output by 1.2m barrels a day",
        "Why the Arvel oil producers are cutting supply",
    ]},
    {"id": "maravel-inflation", "hour": 55, "spread": 3, "headlines": [
        "Maravel inflation jumps to 4.6% in November",
        "Inflation rises unexpectedly as energy and food costs climb",
        "Prices rising at fastest pace in 18 months, statistics office says",
        "Maravel inflation: what is getting more expensive?",
        "Inflation surprise puts pressure on Bank of Maravel",
    ]},
    {"id": "maravel-downgrade", "hour": 93, "spread": 4, "headlines": [
        "Stanmore cuts Maravel credit rating to A-minus",
        "Maravel loses A rating as Stanmore cites rising debt",
        "Ratings agency downgrades Maravel, warns on borrowing",
        "Finance minister Benedikt Lanner 'disappointed' by downgrade",
    ]},
    {"id": "maravel-jobs", "hour": 103, "spread": 4, "headlines": [
        "Maravel unemployment falls to 5.1%",
        "Jobless rate dips as hiring picks up before Christmas",
    ]},
    {"id": "house-prices", "hour": 49, "spread": 6, "headlines": [
        "House prices in Maravel fall for a third month",
        "Average home now costs 312,000 florins, down 0.6% in November",
    ]},
    # ---------------------------------------------------------------- noise
    {"id": "zoo-cubs", "hour": 10, "spread": 8, "headlines": [
        "Sennick zoo welcomes twin snow leopard cubs",
        "Snow leopard twins born at Sennick zoo",
        "Watch: Sennick's snow leopard cubs take their first steps",
    ]},
    {"id": "lottery", "hour": 8, "spread": 6, "headlines": [
        "Record 48m florin lottery jackpot won in Brannock",
        "Brannock ticket holder scoops record lottery prize",
    ]},
    {"id": "measles", "hour": 13, "spread": 6, "headlines": [
        "Measles outbreak in Dunmarrow schools: 23 cases confirmed",
        "Parents urged to check vaccinations after Dunmarrow measles cases",
        "Dunmarrow measles outbreak grows to 31 children",
    ]},
    {"id": "cloud-frog", "hour": 16, "spread": 6, "headlines": [
        "New species of glass frog found in Thessary cloud forest",
        "Scientists name see-through frog after the Korsa museum that funded them",
    ]},
    {"id": "film-festival", "hour": 17, "spread": 8, "headlines": [
        "Sennick Film Festival opens with Ilse Dorn's 'The Salt Road'",
        "Red carpet at Sennick Film Festival goes ahead despite the cold",
        "Sennick Film Festival: ten films to watch",
    ]},
    {"id": "chess-junior", "hour": 20, "spread": 5, "headlines": [
        "Maravel 15-year-old Anya Lisk wins world junior chess title",
        "Anya Lisk, 15, becomes world junior chess champion",
    ]},
    {"id": "cycling-doping", "hour": 26, "spread": 6, "headlines": [
        "Cyclist Marek Oden banned for four years for doping",
        "Oden stripped of national title after positive test",
        "Oden: 'I will fight this ban'",
    ]},
    {"id": "rugby-coach", "hour": 28, "spread": 6, "headlines": [
        "Maravel name Fergus Rennard as new rugby head coach",
        "Rennard takes Maravel rugby job on three-year deal",
    ]},
    {"id": "vape-ban", "hour": 33, "spread": 6, "headlines": [
        "Maravel to ban single-use vapes from June",
        "Disposable vape ban: shops have six months to clear stock",
        "Single-use vapes to be banned, health minister confirms",
    ]},
    {"id": "teachers-pay", "hour": 37, "spread": 6, "headlines": [
        "Teachers in Maravel offered 4% pay rise",
        "Teachers' union to consult members on 4% pay offer",
        "Teacher pay offer: what it means for schools",
    ]},
    {"id": "rail-delay", "hour": 43, "spread": 6, "headlines": [
        "Sennick-Tarnholm high-speed line delayed to 2031",
        "High-speed rail project two years late and 1.1bn over budget",
        "Why is the Sennick-Tarnholm line so late?",
    ]},
    {"id": "gold-heist", "hour": 47, "spread": 6, "headlines": [
        "Gold bars worth 3m florins stolen from Brannock depot",
        "Thieves cut through roof to steal gold in Brannock",
        "Brannock gold theft: police appeal for dashcam footage",
    ]},
    {"id": "book-prize", "hour": 50, "spread": 6, "headlines": [
        "Linnea Stroud wins Castell Prize for debut novel",
        "Castell Prize goes to 'A House of Small Winters'",
        "Linnea Stroud: 'I wrote it in a library in Oskvale'",
    ]},
    {"id": "broadcaster-dies", "hour": 55, "spread": 8, "headlines": [
        "Veteran broadcaster Hugo Marchetti dies at 88",
        "Hugo Marchetti, voice of Maravel radio for 40 years, dies",
        "Tributes paid to Hugo Marchetti",
    ]},
    {"id": "harvella-jobs", "hour": 60, "spread": 6, "headlines": [
        "Food group Harvella to cut 900 jobs",
        "Harvella to close two factories, 900 jobs at risk",
        "Harvella job cuts: 'A dark day for Oskvale', says mayor",
    ]},
    {"id": "wind-farm", "hour": 64, "spread": 6, "headlines": [
        "Maravel approves offshore wind farm off Corrowby",
        "Corrowby wind farm to power 600,000 homes by 2030",
    ]},
    {"id": "christmas-market", "hour": 70, "spread": 5, "headlines": [
        "Sennick Christmas market reopens after storm",
        "Christmas market stalls back on Sennick's Old Square",
    ]},
    {"id": "weather-satellite", "hour": 73, "spread": 6, "headlines": [
        "Maravel's first weather satellite launched",
        "MarSat-1 reaches orbit after launch from Ilvaran spaceport",
        "What Maravel's new weather satellite will do",
    ]},
    {"id": "corrowby-manager", "hour": 75, "spread": 6, "headlines": [
        "Corrowby City sack manager Tobias Petrie",
        "Petrie out at Corrowby City after eight games without a win",
        "Corrowby City: who could replace Petrie?",
    ]},
    {"id": "handball-final", "hour": 79, "spread": 6, "headlines": [
        "Maravel women reach handball European final",
        "Handball: Maravel beat Thessary 29-27 to reach final",
    ]},
    {"id": "winter-flu", "hour": 83, "spread": 6, "headlines": [
        "Winter flu cases double in a week",
        "Flu season arrives early: hospital admissions up 80%",
        "Should you get a flu jab now? Doctors say yes",
    ]},
    {"id": "bird-flu", "hour": 87, "spread": 6, "headlines": [
        "Bird flu found at Oskvale poultry farm",
        "30,000 hens to be culled after Oskvale bird flu case",
    ]},
    {"id": "conductor", "hour": 89, "spread": 6, "headlines": [
        "Sennick Philharmonic names Yara Benn as chief conductor",
        "Yara Benn, 34, to lead Sennick Philharmonic from 2028",
    ]},
    {"id": "mill-fire", "hour": 92, "spread": 6, "headlines": [
        "Fire destroys historic Corrowby flour mill",
        "Corrowby's 200-year-old mill gutted by overnight blaze",
        "Corrowby mill fire: arson not ruled out",
    ]},
    {"id": "missing-hiker", "hour": 95, "spread": 8, "headlines": [
        "Search for missing hiker in Kerrowdale hills",
        "Mountain rescue teams search for walker missing in Kerrowdale snow",
        "Missing Kerrowdale hiker found safe after night in bothy",
    ]},
    {"id": "gas-deal", "hour": 97, "spread": 6, "headlines": [
        "Maravel and Thessary sign ten-year gas supply deal",
        "Gas deal: Thessary to pipe 4bn cubic metres a year to Maravel",
    ]},
    {"id": "cancer-test", "hour": 106, "spread": 8, "headlines": [
        "New blood test spots pancreatic cancer early, Sennick study finds",
        "Pancreatic cancer test could save thousands, researchers say",
        "Sennick blood test: how it works and when patients could get it",
    ]},
    {"id": "comet", "hour": 112, "spread": 6, "headlines": [
        "Observatory on Mount Tarrow spots a new comet",
        "Comet Tarrow could be visible to the naked eye in March",
    ]},
    {"id": "tennis-final", "hour": 113, "spread": 4, "headlines": [
        "Ilse Varno wins Sennick Indoor title in three sets",
        "Varno beats top seed to claim home title",
    ]},
    {"id": "parking-fines", "hour": 18, "spread": 6, "headlines": [
        "Sennick to double parking fines in city centre",
        "Parking fines in Sennick to rise to 120 florins",
    ]},
    {"id": "library-closures", "hour": 42, "spread": 6, "headlines": [
        "Twelve libraries in Tarnholm face closure",
        "Tarnholm library cuts: campaigners plan protest",
    ]},
    {"id": "bus-crash", "hour": 71, "spread": 5, "headlines": [
        "School bus overturns on icy road in Kerrowdale, 9 children hurt",
        "Kerrowdale bus crash: all children out of hospital",
    ]},
    {"id": "recall-kettles", "hour": 114, "spread": 6, "headlines": [
        "Homewise recalls 80,000 kettles over fire risk",
        "Check your kettle: Homewise recall explained",
    ]},
]
