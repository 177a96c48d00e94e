"""The stories of headlines-hard4.tsv (see make_headlines.py): a fourth hard stream, kept aside
as a check set and written without reading the clusterer (nothing under core/, ui/ or app/ was
read while writing it). Six days (Monday 6 to Saturday 11 November 2028, UTC); 152 outlets
are listed and about 145 of them publish, most a few headlines each and three wires dozens
(SOURCE_WEIGHTS), as in a real stream. Invented for Kindred's tests: every outlet, place,
person, company and headline is fictional and was written for this file, with no name or
headline shared with the other streams.

The world: the Republic of Valdessa (capital Ceris, prime minister Leonor Casteda, plain
"Leonor" to the tabloids; opposition leader Bruno Falcieri; currency the solde; stock index the
CX 30; central bank the Bank of Valdessa, governor Ilaria Vence), its second city Almara, the
port of Brindell on the Gulf of Orvane, the river city Velaro on the Talvo below the Corvo dam,
the mountain region of the Serrat Highlands (villages Ostal, Pieva, Cardo) and the southern
town of Sabrine; the neighbour Drenhavia (capital Kolbrun, president Halden Stray; currency
the krona-mark).

What makes it hard, on purpose:

1. Famous names with several stories on the same or neighbouring days:
   - Veyra, the electric car maker of Almara: the recall of 118,000 cars over braking software
     (big, Monday morning), a fire at its Almara battery plant the same night (background), and
     chief executive Damiano Rocha's resignation (big, Tuesday afternoon); Tuesday's market
     report names Veyra too (veyra-recall, veyra-plant-fire, veyra-ceo-exit, markets-day2).
   - Leonor Casteda: her chief of staff resigns on Wednesday morning (background), she calls a
     snap election that afternoon (big), and she is booed at the Velaro flood on Thursday (the
     flood's story) (casteda-aide, casteda-snap-election).
   - Tiago Marenco ("El Faro"), Ceris FC's striker: charged with speeding on Wednesday
     (background), sold abroad for a record fee on Thursday night (big), named footballer of the
     year on Friday (background), and missing from the national team's win on Friday night
     (the match's story) (marenco-speeding, marenco-transfer, marenco-award).
   - The singer Ottavia Sarno ("Tavi"): her tour's tickets crash a ticket site (background,
     Tuesday) and she announces her retirement on stage (big, Saturday night)
     (sarno-tickets, sarno-retirement).
2. Daily market reports (markets-day1 ... markets-day5), overnight, opening, midday, closing and
   evening lines, each day a different cause: Monday the Veyra recall, Tuesday a sovereign
   downgrade and Rocha's exit (big), Wednesday the snap election, Thursday the rate cut,
   Friday flood claims and the jobs figures. A report naming another story is the market
   report of its day; Veyra's own shares falling on its own news belong to the Veyra story.
3. Recurring features, each edition its own story: the morning briefing (briefing-day1..6), the
   weather (weather-day1..6), the evening sports round-up (sports-day1..6) and the daily news
   podcast (podcast-day1..6). They name the day's big stories.
4. Stories that run over days under one label while their words change:
   - velaro-flood: rain warnings (Wednesday), the Talvo bursts its banks in Velaro (big,
     Thursday), fears for the Corvo dam and a spillway release (big, Friday, often without
     Velaro's name), the clean-up (Saturday).
   - atc-strike (Monday's walkout, big; Tuesday's second day; Wednesday's deal), ostal-derailment
     (the crash, big, Tuesday; signal fault named Wednesday; first funerals Thursday),
     ruggiero-trial (a witness on Tuesday; the verdict, big, Friday; the appeal Saturday),
     museum-heist (the theft, big, Friday; two arrests Saturday), brindell-earthquake (big,
     Saturday; aftershock Saturday evening).
5. Same kind, different stories: floods (the Talvo at Velaro, big; a flash flood in Sabrine;
   floods in Drenhavia on the same Thursday), strikes (air traffic controllers, big; Almara bin
   collectors; a teachers' strike vote), crashes (the Ostal derailment, big; a coach crash near
   Lodra; a light aircraft at Montalba), fires (the Ceris tower fire, big; Veyra's plant; a
   warehouse in Sabrine), protests (the pension march, big; the Almara tractor protest), central
   banks (Valdessa cuts, big; Drenhavia holds), earthquakes (Brindell, big; a minor one in
   Drenhavia), trials (Ruggiero; a Brindell port fraud), two football matches on one night.
6. Form: copies of wire headlines, identical or with the wire's name ("VPA: ...", "CORSAIR -
   ...", "UPDATE 2-...") a few minutes after the wire's own, given as (outlet, headline,
   minutes) triples; local papers' angles as (outlet, headline) pairs; "BREAKING:", "LIVE:",
   "WATCH:", "EXPLAINER:", "ANALYSIS:", "OPINION:", questions, quotes, numbers, nicknames,
   Title Case outlets and outlets that end every headline with their name. Some big stories are
   dense (30-40 headlines in the first hours), a few barely pass 15 in four hours.

Labels are what a careful news editor would call one story: a follow-up keeps its story's
label; a briefing, a market report or a podcast that names a story is not that story.
"""

START_DATE = (2028, 11, 6)
SEED = 20281106

# Outlets, biggest first: three wires and a dozen national outlets publish most headlines; most
# of the others are local papers, radio stations, niche sites and foreign outlets with a few.
SOURCES = [
    # Wires and national outlets.
    "Valdessa Press Agency", "Corsair Wire", "Notiziario Centrale", "Ceris Observer",
    "VTV Notizie", "The Valdessan", "Daily Lantern", "Radio Uno Valdessa", "Almara Post",
    "Valdessa24", "Solde Street Journal", "The Ceris Star", "Canale 9", "Newsline Valdessa",
    "Kolbrun Herald", "Brindell Echo", "Velaro Chronicle", "Fischietto Sport",
    "Il Mattino di Ceris", "Serrat Highland Radio",
    # Regional papers, radio and television.
    "Ostal Gazette", "Sabrine Sentinel", "Talvo Valley News", "TeleAlmara", "Radio Brindell",
    "Montalba Courier", "Riveno Daily", "Lodra Evening Star", "Aurelle Record",
    "Vessano Tribune", "Tornia Herald", "Bellago Post", "Sorrivo Times", "Estrela Voice",
    "Gallice Journal", "Quintale Express", "Varezze Mercury", "Belcaro Bulletin",
    "Lunetta Observer", "Porto Vanni News", "San Ciriaco Courier", "Dorsena Weekly",
    "Pieva Notes", "Cardo Weekly", "Radio Velaro", "Orvane Coast Radio", "Almara FM",
    "Ceris Nord Notizie", "Kolbrun Morgenpost", "Drenhavia Today",
    # Business and markets.
    "The Bourse Desk", "Capital & Coin", "CX Watch", "Money Valdessa", "The Dealing Room",
    "Motor Markets", "Energy Ledgerline", "Trade & Tonnage",
    # Technology and cars.
    "Volt Notes", "Chargepoint Weekly", "Wheelbase", "Byte Valdessa", "The Software Garage",
    # Sport.
    "Curva Sud Blog", "Ceris FC Fans' Forum", "Goal Valdessa", "Fuorigioco", "Transfer Radar",
    "The Sixth Official", "Almara United Fanzine", "Box to Box",
    # Entertainment and culture.
    "Palco", "Showbiz Valdessa", "Pop Salotto", "Stellina", "Encore Valdessa", "The Green Room",
    "Cinema Ceris", "Galleria Notes", "The Arts Column",
    # Weather, science, health.
    "Nuvola Weather", "MeteoValdessa", "Seismo Watch", "Clinica Today", "Science Valdessa",
    # Politics and opinion.
    "Palazzo Insider", "The Ballot Valdessa", "Policy Room", "The Civic Column",
    "Il Contraddittore",
    # Aggregators, digests, blogs and communities.
    "Quicknews Valdessa", "Ceris Digest", "Morning Scan", "Brevi", "NewsDrop Valdessa",
    "The Five-Minute Read", "Valdessans Abroad", "Expat Ceris", "Student Voice Almara",
    "Neighbourhood Ceris", "The Almara Blog", "Brindell Harbour Blog",
    # Small local papers and stations.
    "Ostal Radio", "Pieva Community FM", "Montalba Weekly", "Riveno FM", "Lodra Gazette",
    "Aurelle Radio", "Vessano Weekly", "Tornia Community Radio", "Bellago FM", "Sorrivo Weekly",
    "Estrela Radio", "Gallice Gazette", "Quintale Radio", "Varezze Weekly", "Belcaro FM",
    "Lunetta Gazette", "Porto Vanni Radio", "San Ciriaco FM", "Dorsena Radio", "Sabrine Today",
    "Velaro Riverside", "Ceris South Bulletin", "Torre Verde Gazette", "Serrat Farmers Journal",
    "Talvo Radio", "Corvo Lake News",
    # Foreign and diaspora outlets.
    "Kolbrun Business Daily", "Drenhavia Radio", "The Continental Wire", "Gulf of Orvane Times",
    "Europa Desk", "World Markets Tonight", "Valdessans in Kolbrun", "The Southern Monitor",
    "Global Roundup",
    # Trade and specialist press.
    "Rail Review Valdessa", "Cockpit Weekly", "Insurance Today Valdessa", "Law Gazette Valdessa",
    "Firefighters' Journal", "Builders' Review Valdessa", "Teachers' Voice", "Nursing Valdessa",
    "Police Notes Valdessa", "Heritage & Museum", "Farm Valdessa", "Wine Valdessa",
    "Travel Valdessa", "Port & Shipping Valdessa", "Pensioners' Voice",
]

# A few big wires, a long tail of outlets with one to a few headlines each.
SOURCE_WEIGHTS = [1.0 / (3 + i) ** 0.75 for i in range(len(SOURCES))]

# Outlets that end every headline with their own name, after this separator.
SUFFIX_SOURCES = {
    "Valdessa24": " - ", "Almara Post": " | ", "Newsline Valdessa": " - ",
    "Brindell Echo": " - ", "Drenhavia Today": " | ", "TeleAlmara": " | ",
    "Riveno Daily": " - ", "Tornia Herald": " | ", "Cardo Weekly": " - ",
    "Lunetta Observer": " - ", "Riveno FM": " | ", "Global Roundup": " - ",
}
TITLE_CASE_SOURCES = {
    "The Ceris Star", "Fischietto Sport", "Showbiz Valdessa", "Wheelbase", "Drenhavia Today",
    "Pop Salotto", "The Five-Minute Read", "Goal Valdessa", "Stellina",
} | set(SOURCES[31::9])

BIG = [
    # ------------------------------------------------------------ Monday 6 November (hours 0-24)
    {
        "id": "atc-strike", "hour": 5, "burst": 18, "tail_hours": 12,
        "headlines": [
            ("Valdessa Press Agency",
             "Air traffic controllers walk out, grounding flights at Marenta airport"),
            ("Quicknews Valdessa",
             "VPA: Air traffic controllers walk out, grounding flights at Marenta airport", 3),
            "BREAKING: Valdessa's skies empty as controllers strike",
            "Hundreds of flights cancelled as air traffic control staff stop work",
            "Stranded at Marenta: 'Nobody tells us anything'",
            "Controllers' union SINAV says 24-hour strike is 'last resort'",
            ("Corsair Wire", "Valdessa air traffic strike halts 900 flights"),
            "Is my flight affected? What the controllers' strike means for you",
            "Airlines demand government end air traffic walkout",
            "Overflights rerouted around Valdessan airspace as strike bites",
            "Transport minister Piero Landi: 'The union is holding the country hostage'",
            ("Almara Post", "Almara airport silent as controllers strike"),
            ("Brindell Echo", "Brindell holiday flights scrapped in controllers' strike"),
            "Families sleep on terminal floors as strike drags on",
            "LIVE: Air traffic control strike, cancellations and updates",
            "Strike costs airlines 40 million soldes a day, industry says",
            "Why are Valdessa's air traffic controllers striking?",
            "Aerovald cancels all domestic routes for the day",
            "Controllers' walkout: tourists stuck as autumn break ends",
            "SINAV's Marta Gualdi: 'We are exhausted and understaffed'",
            "Trains and coaches packed as flyers seek other ways home",
            "Strike to go on into Tuesday, controllers' union says",
        ],
    },
    {
        "id": "veyra-recall", "hour": 8.5, "burst": 28, "tail_hours": 14,
        "headlines": [
            ("Corsair Wire", "Veyra recalls 118,000 electric cars over braking software fault"),
            ("The Continental Wire",
             "CORSAIR - Veyra recalls 118,000 electric cars over braking software fault", 4),
            ("Valdessa Press Agency", "Veyra orders recall of 118,000 vehicles after brake glitch"),
            ("Morning Scan", "Veyra orders recall of 118,000 vehicles after brake glitch", 6),
            "BREAKING: Veyra recalls nearly 120,000 cars",
            "Is your Veyra affected? Models, dates and what to do",
            "Veyra shares plunge 14% on recall news",
            "Brake fault could cause sudden loss of regenerative braking, regulator says",
            "'My car wouldn't stop': Veyra owners describe terrifying brake failures",
            "Veyra Solis and Veyra Lumo among recalled models",
            "Valdessa's pride and joy hit by biggest car recall in its history",
            ("Almara Post", "Almara holds its breath as hometown car maker faces recall"),
            "Veyra chief Damiano Rocha apologises to customers",
            "Rocha: 'We let our drivers down and we will fix it'",
            "Road safety agency opens inquiry into Veyra braking complaints",
            "Veyra recall: the software update that went wrong",
            "How much will the recall cost Veyra?",
            "Analysts: Veyra recall bill could top 600 million soldes",
            ("Solde Street Journal", "Veyra recall wipes 2.1 billion soldes off market value"),
            "Veyra owners told not to use one-pedal driving until fix",
            "ANALYSIS: Veyra's software problem is a management problem",
            "Drivers queue at Veyra service centres across Valdessa",
            "Kolbrun orders its own checks on Veyra cars sold in Drenhavia",
            ("Kolbrun Herald", "Drenhavian owners of Veyra cars told to await letters"),
            "Three crashes under investigation for link to Veyra brake fault",
            "Veyra's 11,000 Almara workers worry about jobs after recall",
            "Veyra recall: company says no deaths linked to the fault",
            "WATCH: What the Veyra brake fault feels like from the driver's seat",
            "Insurers review policies for recalled Veyra models",
            "Opposition demands hearing on Veyra recall",
            "Veyra dealers halt sales of Solis and Lumo",
            "Veyra begins over-the-air fix, first 20,000 cars updated",
            "Recall puts Veyra's Drenhavia expansion plan on hold",
        ],
    },
    {
        "id": "pension-protest", "hour": 17, "burst": 17, "tail_hours": 6,
        "headlines": [
            ("Notiziario Centrale", "Tens of thousands march in Ceris against pension reform"),
            "Police fire tear gas as pension march reaches Piazza Vittori",
            "BREAKING: Clashes in central Ceris as pension protest turns violent",
            "Cars burned, shop windows smashed after pension rally",
            "Retirees, nurses and students join march against raising pension age to 67",
            "'We built this country': pensioners lead Ceris march",
            ("Pensioners' Voice", "Our readers marched today. Here is why"),
            "Unions say 140,000 marched, police say 38,000",
            "Interior ministry: 22 officers hurt, 31 arrested in Ceris clashes",
            "Masked group blamed for violence at end of peaceful pension march",
            "Pension reform: what the government wants to change",
            "Casteda: 'Violence will not stop the reform'",
            "Falcieri blames government 'arrogance' for pension unrest",
            "Night of anger in Ceris: pictures from the pension protest",
            "Metro stations near Piazza Vittori closed after clashes",
            "Pension protest: second march called for next week",
            ("Ceris Nord Notizie", "Via Lanza shopkeepers count the cost of the night's clashes"),
            "Ceris cleans up after pension riot",
            "Pension reform vote delayed after night of anger, sources say",
        ],
    },
    # ------------------------------------------------------------ Tuesday 7 November (24-48)
    {
        "id": "ostal-derailment", "hour": 30.5, "burst": 34, "tail_hours": 16,
        "headlines": [
            ("Valdessa Press Agency", "Passenger train derails in Serrat Highlands"),
            ("Brevi", "VPA: Passenger train derails in Serrat Highlands", 2),
            ("Notiziario Centrale", "Train leaves tracks near Ostal, many injured"),
            "BREAKING: Train derailment near Ostal, casualties feared",
            ("Corsair Wire", "Several dead as train derails in Valdessan mountains"),
            ("Europa Desk", "CORSAIR - Several dead as train derails in Valdessan mountains", 5),
            "Carriages plunge down embankment in Serrat train crash",
            "Morning train from Almara to Ceris derails at Ostal viaduct",
            ("Serrat Highland Radio", "Ostal villagers run to help as carriages lie on their side"),
            ("Ostal Gazette", "'The whole valley heard it': Ostal wakes to train disaster"),
            "Rescuers cut through wreckage to reach trapped passengers",
            "UPDATE 1-At least 9 dead in Valdessa train derailment",
            "Ostal derailment: what we know so far",
            "LIVE: Serrat train crash, latest updates",
            "Helicopters airlift injured from Ostal crash site",
            "Death toll in Ostal train crash rises to 14",
            "Ferrovie Valdessane: 'We are devastated'",
            "Survivor: 'There was a jolt, then everything went upside down'",
            "Hospitals in Almara and Pieva call in extra staff",
            "Casteda cancels schedule and heads to Ostal",
            "Prime minister at Ostal: 'We will find out what happened'",
            "Rail union says it warned about Ostal track for months",
            "The 06:12 from Almara: the train that never arrived",
            "Worst rail accident in Valdessa in 30 years",
            "UPDATE 3-Valdessa train crash kills 17, dozens hurt",
            "Why did the train derail? Experts point to signals and speed",
            "Almara-Ceris line closed indefinitely after derailment",
            ("Almara Post", "Almara commuters among dead and injured in Ostal crash"),
            ("Pieva Community FM", "Pieva blood donors queue out of the door"),
            "Three days of national mourning declared after train disaster",
            "Drenhavia's president sends condolences after Ostal tragedy",
            ("Rail Review Valdessa", "Ostal viaduct: an ageing line waiting for money"),
            "'I held her hand until they cut us out'",
            "Ostal crash: the victims, a teacher, two students and a driver",
            "Black box recovered from derailed train",
            "Derailment investigators reach Ostal as crane lifts carriages",
            "Fundraiser for Ostal crash families passes 1 million soldes",
            "Ostal: the village that became a field hospital",
            "Train driver among dead, rail operator confirms",
            "Opposition calls for rail safety audit after Serrat disaster",
        ],
    },
    {
        "id": "markets-day2", "hour": 32, "burst": 17, "tail_hours": 0,
        "headlines": [
            "Solde hits six-month low after Castria Ratings downgrade",
            "CX 30 opens 2% lower as downgrade bites",
            ("Solde Street Journal", "Bond yields jump as Valdessa loses its A rating"),
            "Banks lead CX 30 lower on sovereign downgrade",
            "Stocks slide at the open, Veyra extends fall",
            "Valdessan ten-year yield hits 2019 high",
            "Train builder Officine Tarvis drags on CX 30 after Ostal crash",
            "Midday markets: selling deepens as investors flee Valdessan assets",
            "CX 30 heads for worst day since March",
            ("Capital & Coin", "Bloodbath on the bourse: what's behind Tuesday's rout"),
            "Banca Orvane and Credito Serrat tumble in broad sell-off",
            "Solde falls 1.5% against the krona-mark",
            "Foreign funds dump Valdessan bonds",
            ("The Dealing Room", "Traders: 'Nobody wants to catch this falling knife'"),
            "Kolbrun stocks dip in sympathy with Ceris sell-off",
            "CX 30 down 3% at midday, all but two stocks lower",
            "Gold and krona-mark gain as solde slides",
        ],
    },
    {
        "id": "veyra-ceo-exit", "hour": 38, "burst": 18, "tail_hours": 10,
        "headlines": [
            ("Corsair Wire", "Veyra chief executive Damiano Rocha resigns a day after recall"),
            ("Global Roundup", "Veyra chief executive Damiano Rocha resigns a day after recall", 3),
            "BREAKING: Veyra boss Rocha steps down",
            "Rocha quits Veyra: 'I take full responsibility'",
            "Damiano Rocha out at Veyra after 11 years",
            "Veyra names finance chief Giada Lanfranco interim CEO",
            "Who is Giada Lanfranco, Veyra's new interim boss?",
            "Veyra board accepts Rocha's resignation 'with regret'",
            "From garage to giant: Damiano Rocha's rise and fall",
            "Veyra shares bounce 6% after Rocha resignation",
            ("Almara Post", "Almara reacts: Rocha was 'the man who put our city on the map'"),
            "Rocha leaves with no payoff, Veyra says",
            "Did the recall force Rocha out? Insiders say board lost patience",
            "Rocha's exit: what it means for Veyra drivers",
            "Workers' council: 'Changing the boss does not fix the brakes'",
            "Veyra founder's shock departure: five questions",
            ("Wheelbase", "Rocha built Veyra. Can anyone else run it?"),
            "Rocha resignation letter: 'Veyra is bigger than any one person'",
            ("Chargepoint Weekly", "Interim chief Lanfranco promises 'engineering first' at Veyra"),
            "Lanfranco meets regulators on first day in Veyra top job",
            "OPINION: Rocha had to go, but the board should follow",
        ],
    },
    # ------------------------------------------------------------ Wednesday 8 November (48-72)
    {
        "id": "casteda-snap-election", "hour": 59, "burst": 22, "tail_hours": 14,
        "headlines": [
            ("Valdessa Press Agency", "Casteda calls snap election for 21 January"),
            ("Ceris Digest", "VPA: Casteda calls snap election for 21 January", 4),
            ("Notiziario Centrale",
             "Valdessa's prime minister dissolves parliament, early vote set"),
            "BREAKING: Prime Minister Leonor Casteda calls early election",
            "Leonor rolls the dice! PM calls shock vote",
            "Casteda: 'Let the people decide on the pension reform'",
            "Snap election in January: what happens next",
            "Valdessa to vote 18 months early after week of turmoil",
            "Falcieri welcomes election: 'We are ready to govern'",
            "Why did Casteda call an election now?",
            "Casteda's gamble: polls put her party three points behind",
            ("Corsair Wire", "Valdessan PM calls early vote amid pension unrest, downgrade"),
            "President signs decree dissolving parliament",
            "Coalition partners caught off guard by Casteda's election call",
            "The Casteda years: four years in five charts",
            "How Valdessa votes: a guide to the January election",
            "Pension reform shelved until after election",
            ("The Ballot Valdessa", "Seat projections: what a January vote could look like"),
            "Casteda's speech in full: 'I will not govern against the street'",
            "ANALYSIS: Casteda bets her job on a winter campaign",
            ("Almara Post", "Almara's marginal seats will decide January's vote"),
            "Election call: markets shrug, unions cautious",
            "Who could replace Casteda? The contenders",
            "Falcieri's Civic Front tops first snap poll",
            "First campaign rally: Falcieri fills Almara arena",
            "Casteda to lead campaign despite aide's resignation",
            "Election date criticised as too close to Christmas",
        ],
    },
    {
        "id": "ceris-tower-fire", "hour": 69.5, "burst": 26, "tail_hours": 14,
        "headlines": [
            "Huge fire engulfs residential tower in Ceris",
            ("Notiziario Centrale", "Fire spreads through 22-storey apartment block in Ceris"),
            ("Brevi", "NC: Fire spreads through 22-storey apartment block in Ceris", 3),
            "BREAKING: Torre Ginestra on fire, residents trapped",
            "Flames race up the side of Ceris tower block",
            ("Valdessa Press Agency", "Dozens rescued as fire rips through Ceris high-rise"),
            "Residents wave from windows as fire crews battle tower blaze",
            ("Neighbourhood Ceris",
             "San Teodoro neighbours open their homes to tower fire families"),
            "Torre Ginestra fire: what we know",
            "LIVE: Ceris tower fire, rescue under way",
            "Firefighters: 'We have never seen a fire move this fast'",
            "At least six dead in Torre Ginestra fire",
            "Cladding under scrutiny after Ceris tower blaze",
            "UPDATE 2-Ceris high-rise fire kills 8, scores injured",
            "'We heard screaming from the 14th floor'",
            "Mayor Livia Olmi: 'A night of horror for our city'",
            "Tower fire: 300 residents spend night in sports hall",
            "Smoke over San Teodoro visible across the capital",
            ("Ceris South Bulletin", "San Teodoro school closed as tower fire smoulders"),
            "Fire chief: building's sprinklers failed",
            "Death toll from Torre Ginestra fire rises to 11",
            "Residents say they complained about fire doors for years",
            "Why did the fire spread so fast? Experts on the cladding",
            ("Firefighters' Journal",
             "Inside the Torre Ginestra rescue: 160 firefighters, 40 engines"),
            "Ceris tower fire: Casteda orders checks on 600 high-rises",
            "Rescued baby reunited with mother after tower blaze",
            "Torre Ginestra: the families still missing",
            "Campaign pauses as parties mourn tower fire victims",
            "Owner of Torre Ginestra questioned by police",
            "Tower fire survivors: 'We need homes, not promises'",
        ],
    },
    # ------------------------------------------------------------ Thursday 9 November (72-96)
    {
        "id": "velaro-flood", "hour": 77.5, "burst": 26, "tail_hours": 8,
        "headlines": [
            ("Valdessa Press Agency", "River Talvo bursts its banks in Velaro"),
            ("Morning Scan", "VPA: River Talvo bursts its banks in Velaro", 5),
            "BREAKING: Floods hit Velaro as Talvo overflows",
            ("Velaro Chronicle", "Our city under water: Velaro wakes to flooding"),
            ("Radio Velaro", "Stay upstairs, civil protection tells Lungotalvo residents"),
            "Water up to car roofs in Velaro old town",
            "Thousands evacuated as Talvo floods Velaro",
            "Rescuers in boats pluck residents from rooftops",
            "Talvo reaches highest level since 1966",
            "Velaro floods: what we know",
            ("Corsair Wire", "Floods force thousands from homes in northern Valdessa"),
            "LIVE: Velaro flooding, evacuations and river levels",
            "Two dead as floodwater sweeps through Velaro",
            "Hospital in Velaro moves patients to upper floors",
            "Schools closed across Talvo valley",
            "'Everything we owned is gone'",
            "Army deployed to help flood rescue in Velaro",
            "How much more rain? Forecast for the Talvo valley",
            "Casteda booed on visit to flooded Velaro",
            "Leonor heckled in the floodwater: 'Where were you?'",
            "Velaro's Ponte Vecchio closed as water laps deck",
            ("Talvo Valley News", "Lungotalvo shops ruined for second time in four years"),
            "Flooded Velaro: pictures from a city under water",
            "Farmland upstream of Velaro under a metre of water",
            "Power cut to 40,000 homes in flood-hit Velaro",
            "Why Velaro floods, and why it's getting worse",
            "Flood death toll rises to three",
            "Volunteers fill sandbags through the night in Velaro",
            "Insurers brace for Velaro flood claims",
            "Rail line north of Velaro washed away",
        ],
    },
    {
        "id": "bov-rates", "hour": 84, "burst": 17, "tail_hours": 6,
        "headlines": [
            ("Valdessa Press Agency", "Bank of Valdessa cuts key rate to 2.75%"),
            ("Corsair Wire", "Valdessan central bank surprises with half-point cut"),
            ("World Markets Tonight",
             "CORSAIR - Valdessan central bank surprises with half-point cut", 6),
            "BREAKING: Bank of Valdessa slashes rates by 0.5 points",
            "Governor Ilaria Vence: 'The economy needs support now'",
            "Surprise rate cut: what it means for your mortgage",
            "Vence cites downgrade and weak growth for bigger cut",
            "Bank of Valdessa cut: economists had expected a quarter point",
            "Mortgage holders cheer as rates fall",
            "Savers lose out as Bank of Valdessa cuts again",
            ("Solde Street Journal", "Rate cut: Vence's gamble with the solde"),
            "Bank of Valdessa signals more cuts ahead",
            "Two board members voted against half-point cut",
            "Vence denies election played any part in decision",
            "Why did the Bank of Valdessa cut rates so sharply?",
            "Falcieri: central bank 'rescuing Casteda's mess'",
            "Rate cut explained in 60 seconds",
            "Banks pass on cut to variable-rate mortgages",
            "ANALYSIS: Vence has run out of room",
        ],
    },
    {
        "id": "marenco-transfer", "hour": 91, "burst": 20, "tail_hours": 12,
        "headlines": [
            ("Fischietto Sport", "Marenco to Valka Kolbrun: deal agreed"),
            ("Transfer Radar", "HERE WE GO: Tiago Marenco joins Valka Kolbrun"),
            ("Valdessa Press Agency",
             "Ceris FC sell Tiago Marenco to Valka Kolbrun for record 95 million"),
            ("Goal Valdessa",
             "VPA: Ceris FC sell Tiago Marenco to Valka Kolbrun for record 95 million", 4),
            "BREAKING: El Faro leaves Ceris in record deal",
            "95 million soldes: Marenco becomes Valdessa's most expensive player",
            "Marenco's tearful goodbye: 'Ceris will always be home'",
            ("Curva Sud Blog", "Sold. Our lighthouse has gone dark"),
            ("Ceris FC Fans' Forum", "Fans gather outside stadium after Marenco sale"),
            "Valka Kolbrun unveil Marenco: 'A dream since I was a boy'",
            "How Ceris FC will spend the Marenco millions",
            "Marenco's record move in numbers",
            "Who replaces Marenco? Ceris FC's shortlist",
            "Kolbrun press: Valka land 'the best striker in the region'",
            "Marenco deal: five-year contract and a 200 million release clause",
            "Ceris FC president Aldo Ferrante defends Marenco sale",
            "Ferrante: 'We could not say no to 95 million'",
            "From Ostal to Kolbrun: Marenco's journey",
            ("Kolbrun Herald", "Valka smash club record to sign Valdessan star"),
            "El Faro departs: Ceris fans burn scarves",
            "Marenco transfer: what the deal means for the national team",
            "Marenco's agent: talks took three days",
            "Marenco signs autographs at Kolbrun airport",
            "OPINION: Selling Marenco was the only choice",
        ],
    },
    # ------------------------------------------------------------ Friday 10 November (96-120)
    {
        "id": "museum-heist", "hour": 99.5, "burst": 24, "tail_hours": 12,
        "headlines": [
            ("Notiziario Centrale", "Jewels stolen from National Museum in Ceris overnight"),
            ("Quicknews Valdessa", "NC: Jewels stolen from National Museum in Ceris overnight", 3),
            "BREAKING: Crown of Queen Adelina stolen from Ceris museum",
            "Thieves break into National Museum and take royal crown",
            ("Valdessa Press Agency", "Royal jewels worth 'priceless' taken in Ceris museum raid"),
            "Heist at the National Museum: what was taken",
            "Thieves used a crane to reach museum skylight, police say",
            "Four minutes: how the gang got in and out",
            "National Museum closed as police search for royal crown",
            "The Adelina crown: 400 years of Valdessan history",
            "Museum director: 'We are heartbroken'",
            "Police hunt black van seen leaving Piazza dei Musei",
            "Was the museum heist an inside job?",
            "Culture minister orders review of museum security",
            "Crown, brooch and sceptre among nine items stolen",
            "Museum alarm failed minutes before raid, sources say",
            ("Heritage & Museum",
             "Stolen Adelina crown may be broken up for its stones, experts fear"),
            "Interpol alerted after Ceris crown theft",
            "Jewel heist: border checks stepped up",
            "Reward of 2 million soldes offered for stolen crown",
            "WATCH: CCTV shows masked men at museum skylight",
            "Queen Adelina's crown: how much is it worth?",
            "National Museum heist: the timeline",
            "Police question museum guards over crown theft",
            "Ceris heist: 'Like something out of a film'",
            "Crown theft is 'an attack on our history', says Casteda",
            "Visitors turned away from National Museum",
            "Jewel thieves left sceptre's case smashed on floor",
        ],
    },
    {
        "id": "ruggiero-trial", "hour": 106, "burst": 17, "tail_hours": 8,
        "headlines": [
            ("Valdessa Press Agency", "Former minister Enzo Ruggiero guilty of bribery"),
            ("Brevi", "VPA: Former minister Enzo Ruggiero guilty of bribery", 2),
            "BREAKING: Ruggiero convicted in motorway bribes case",
            "Ruggiero sentenced to six years for taking bribes",
            "Ex-infrastructure minister jailed over motorway contracts",
            "Ruggiero verdict: the case in five points",
            "Enzo Ruggiero shows no emotion as judge reads verdict",
            "Builder who paid Ruggiero gets suspended sentence",
            "Guilty: Ruggiero's fall from Casteda's cabinet to a cell",
            "Ruggiero's lawyers: 'We will appeal'",
            "Falcieri: Ruggiero verdict 'a stain on this government'",
            ("Law Gazette Valdessa", "Ruggiero ruling: why the judges believed the builder"),
            "Ruggiero ordered to repay 3.4 million soldes",
            "Campaign row as Ruggiero verdict lands",
            "How a motorway bypass led to a minister's downfall",
            "Ruggiero verdict: Casteda says 'justice has been done'",
            "Six years for Ruggiero: reaction",
            "Ruggiero barred from public office for life",
            "What next for Enzo Ruggiero?",
        ],
    },
    {
        "id": "velaro-flood", "hour": 108, "burst": 16, "tail_hours": 10,
        "headlines": [
            ("Valdessa Press Agency", "Engineers release water from Corvo dam as lake nears limit"),
            "Corvo dam fears: 12,000 told to leave homes below reservoir",
            "BREAKING: Emergency spillway opened at Corvo dam",
            ("Corvo Lake News", "Lakeside villages emptied as Corvo reservoir rises"),
            "Is the Corvo dam safe? What engineers say",
            "Controlled release from Corvo: Talvo to rise again tonight",
            "Civil protection: 'The dam is not failing'",
            "Dam operator says cracks reported on social media are old repairs",
            "Second flood wave expected in Velaro after spillway opens",
            "Velaro residents who returned told to leave again",
            "Corvo reservoir at 98% after record rainfall",
            "Army engineers inspect Corvo dam wall",
            "Spillway release: downstream towns on alert",
            "Corvo dam: the 1958 structure under pressure",
            "Talvo valley braces for second night of flooding",
            "Evacuees crowd Velaro gyms as dam water released",
            "Talvo crest passes Velaro lower than feared",
            "Relief as Corvo spillway release ends",
        ],
    },
    {
        "id": "valdessa-qualifier", "hour": 118.5, "burst": 19, "tail_hours": 10,
        "headlines": [
            ("Fischietto Sport",
             "Valdessa 3-2 Drenhavia: late winner sends Valdessa to the World Cup"),
            ("Valdessa Press Agency", "Valdessa beat Drenhavia 3-2 to qualify for World Cup"),
            "BREAKING: Valdessa are going to the World Cup!",
            "Nico Avanzi's 93rd-minute header seals World Cup place",
            "Avanzi the hero as Valdessa end 16-year wait",
            "World Cup here we come! Nation celebrates late winner",
            "Valdessa v Drenhavia: player ratings",
            "Without Marenco, Valdessa find a way",
            "Coach Gianni Sforza: 'These boys wrote history'",
            "Fans pour into Piazza Vittori to celebrate World Cup place",
            ("Kolbrun Herald", "Heartbreak for Drenhavia as late goal ends World Cup dream"),
            "Drenhavia coach resigns after defeat in Ceris",
            "How Valdessa qualified: the five games that mattered",
            "Valdessa's World Cup squad: who's in, who's out",
            ("Ostal Gazette", "Avanzi's home village of Cardo parties till dawn"),
            "Three things we learned from Valdessa's 3-2 win",
            "Avanzi: 'I just closed my eyes and jumped'",
            "Casteda congratulates team: 'You made us proud'",
            "Celebrations in Ceris: 14 arrests, mostly fireworks",
            "World Cup qualification worth 12 million soldes to federation",
            "Valdessa's World Cup: when is the draw?",
            "Avanzi's header: the commentary that went viral",
        ],
    },
    # ------------------------------------------------------------ Saturday 11 November (120-144)
    {
        "id": "brindell-earthquake", "hour": 123, "burst": 22, "tail_hours": 12,
        "headlines": [
            ("Seismo Watch", "M5.9 earthquake strikes near Brindell, Valdessa"),
            ("Valdessa Press Agency", "Strong earthquake shakes Brindell and Orvane coast"),
            ("Brevi", "VPA: Strong earthquake shakes Brindell and Orvane coast", 3),
            "BREAKING: Earthquake hits Brindell, buildings damaged",
            ("Brindell Echo", "Brindell shaken awake: 'The whole house moved'"),
            ("Radio Brindell", "Stay out of damaged buildings, Brindell mayor urges"),
            "Church bell tower collapses in Brindell old port",
            "At least four dead in Brindell quake",
            "Quake felt as far as Ceris and Kolbrun",
            "Brindell earthquake: what we know so far",
            ("Corsair Wire", "Quake kills four on Valdessa's Orvane coast"),
            "Residents sleep in cars after Brindell tremor",
            "LIVE: Brindell earthquake, aftershocks and rescue",
            "Port of Brindell halts operations to check cranes",
            "Ancient lighthouse of San Vito cracked by quake",
            "Rescuers search collapsed houses in Brindell's Borgo Alto",
            "Why the Orvane coast shakes: a seismologist explains",
            "Casteda heads to Brindell as earthquake toll rises",
            "Death toll in Brindell earthquake rises to 7",
            "'I grabbed the children and ran'",
            ("Orvane Coast Radio", "Fishing villages along Orvane coast count cracked walls"),
            "Brindell schools to stay shut for safety checks",
            "Earthquake damage estimated at 300 million soldes",
            "Brindell quake: how to help",
            "Drenhavia offers rescue teams after Brindell earthquake",
            "Tents go up in Brindell stadium for quake homeless",
        ],
    },
    {
        "id": "sarno-retirement", "hour": 139, "burst": 18, "tail_hours": 1,
        "headlines": [
            ("Palco", "Ottavia Sarno announces retirement on stage in Almara"),
            "BREAKING: Ottavia Sarno quits music",
            "'Tonight is my last tour': Sarno stuns Almara crowd",
            "Tavi says goodbye! Fans in tears as Sarno retires",
            "Sarno, 41, to retire after farewell tour ends in June",
            ("Showbiz Valdessa", "Tavi's Tearful Farewell: Inside the Night That Stunned Fans"),
            "Why is Ottavia Sarno retiring?",
            "Sarno: 'I want to see my children grow up'",
            "Ottavia Sarno's career in 10 songs",
            "WATCH: The moment Sarno told fans she was stepping away",
            ("Almara Post", "Almara arena falls silent as Sarno speaks"),
            "Stars pay tribute to Ottavia Sarno",
            "Sarno's retirement: will the extra dates sell out?",
            "Resale prices for Sarno tickets soar after announcement",
            "Fans start petition begging Tavi to stay",
            ("Pop Salotto", "From talent show to arenas: the Sarno story"),
            "Sarno's label confirms 'final album' in spring",
            "Sarno retirement trends worldwide",
            "OPINION: Ottavia Sarno owes us nothing",
            "Tavi's band learned of retirement minutes before the show",
        ],
    },
]

BACKGROUND = [
    # ---------------------------------------------------------------- Recurring features: each
    # day's edition is its own story, whatever big stories it names.
    {"id": "briefing-day1", "hour": 4, "spread": 2.5, "headlines": [
        "Morning briefing: controllers strike, pension march tonight",
        "Your Monday briefing: grounded planes and a capital on edge",
        "Buongiorno Valdessa: what you need to know this Monday",
    ]},
    {"id": "briefing-day2", "hour": 28, "spread": 2.5, "headlines": [
        "Morning briefing: Ceris after the riot, Veyra's recall, a downgrade",
        "Your Tuesday briefing: broken glass on Via Lanza and a second day without flights",
        "Buongiorno Valdessa: Tuesday's stories",
    ]},
    {"id": "briefing-day3", "hour": 52, "spread": 2.5, "headlines": [
        "Morning briefing: Ostal mourns, Veyra has a new boss",
        "Your Wednesday briefing: the crash inquiry, a flights deal and heavy rain",
        "Buongiorno Valdessa: Wednesday's stories",
    ]},
    {"id": "briefing-day4", "hour": 76, "spread": 2.5, "headlines": [
        "Morning briefing: a tower fire, an election and a rising river",
        "Your Thursday briefing: Torre Ginestra, the Talvo and a rate decision",
        "Buongiorno Valdessa: Thursday's stories",
        "The morning read: after the fire",
    ]},
    {"id": "briefing-day5", "hour": 100.5, "spread": 2.5, "headlines": [
        "Morning briefing: Velaro under water, a crown stolen, Marenco sold",
        "Your Friday briefing: flood, football and a verdict",
        "Buongiorno Valdessa: Friday's stories",
    ]},
    {"id": "briefing-day6", "hour": 125, "spread": 3, "headlines": [
        "Weekend briefing: earthquake in Brindell, World Cup joy",
        "Your Saturday briefing: a quake, a crown hunt and a night to remember",
    ]},
    {"id": "weather-day1", "hour": 3, "spread": 8, "headlines": [
        "Monday forecast: sunshine for Ceris, fog in the Talvo valley",
        "Weather: dry and mild start to the week",
    ]},
    {"id": "weather-day2", "hour": 27, "spread": 8, "headlines": [
        "Tuesday forecast: cold start in the Serrat Highlands, frost possible",
        "Weather: cloud thickens, rain from the west by evening",
    ]},
    {"id": "weather-day3", "hour": 51, "spread": 8, "headlines": [
        "Wednesday forecast: heavy rain sweeps in from the west",
        "Weather: wet and windy, up to 80mm in the north",
        "Umbrella day: Wednesday's weather at a glance",
    ]},
    {"id": "weather-day4", "hour": 75, "spread": 8, "headlines": [
        "Thursday forecast: rain eases by the afternoon",
        "Weather: brighter later in the south, showers linger in the north",
    ]},
    {"id": "weather-day5", "hour": 99, "spread": 8, "headlines": [
        "Friday forecast: dry at last, but cold nights ahead",
        "Weather: first frost of the season likely in Ceris tonight",
    ]},
    {"id": "weather-day6", "hour": 123, "spread": 8, "headlines": [
        "Saturday forecast: sunny and crisp",
        "Weekend weather: clear skies, chilly nights",
    ]},
    {"id": "sports-day1", "hour": 20, "spread": 3, "headlines": [
        "Sports round-up: Almara United go second, Lisi wins in Tornia",
        "Evening sport: Monday's results",
    ]},
    {"id": "sports-day2", "hour": 44, "spread": 3, "headlines": [
        "Sports round-up: Sforza names squad, basketball cup draw made",
        "Evening sport: Tuesday's results and news",
    ]},
    {"id": "sports-day3", "hour": 68, "spread": 3, "headlines": [
        "Sports round-up: El Faro in trouble, volleyball win in Kolbrun",
        "Evening sport: Wednesday in brief",
    ]},
    {"id": "sports-day4", "hour": 92, "spread": 3, "headlines": [
        "Sports round-up: Marenco's record move and everything else",
        "Evening sport: Thursday in brief",
    ]},
    {"id": "sports-day5", "hour": 114, "spread": 2.5, "headlines": [
        "Sports round-up: Valdessa ready for Drenhavia, award for Marenco",
        "Evening sport: Friday's build-up and results",
    ]},
    {"id": "sports-day6", "hour": 140, "spread": 3, "headlines": [
        "Sports round-up: Saturday's results as Valdessa still celebrates",
        "Evening sport: a weekend of football, rugby and the World Cup glow",
    ]},
    {"id": "podcast-day1", "hour": 5, "spread": 3, "headlines": [
        "The Ceris Morning podcast: grounded",
        "Listen: The Ceris Morning, Monday edition",
    ]},
    {"id": "podcast-day2", "hour": 29, "spread": 3, "headlines": [
        "The Ceris Morning podcast: after the march",
        "Listen: The Ceris Morning, Tuesday edition",
    ]},
    {"id": "podcast-day3", "hour": 53, "spread": 3, "headlines": [
        "The Ceris Morning podcast: the 06:12 from Almara",
        "Listen: The Ceris Morning, Wednesday edition",
    ]},
    {"id": "podcast-day4", "hour": 77, "spread": 3, "headlines": [
        "The Ceris Morning podcast: Torre Ginestra",
        "Listen: The Ceris Morning, Thursday edition",
    ]},
    {"id": "podcast-day5", "hour": 101, "spread": 3, "headlines": [
        "The Ceris Morning podcast: the river and the dam",
        "Listen: The Ceris Morning, Friday edition",
    ]},
    {"id": "podcast-day6", "hour": 126, "spread": 4, "headlines": [
        "The Ceris Morning podcast, weekend edition: Avanzi's header",
    ]},
    # ---------------------------------------------------------------- Market reports: each
    # trading day's reports are one story, whatever they name as the cause.
    {"id": "markets-day1", "hour": 1, "spread": 2, "headlines": [
        "Solde steady in quiet overnight trade",
        "CX 30 futures flat as air traffic strike begins",
    ]},
    {"id": "markets-day1", "hour": 7, "spread": 1.5, "headlines": [
        "Markets before the bell: airline stocks in focus",
    ]},
    {"id": "markets-day1", "hour": 10, "spread": 4, "headlines": [
        "CX 30 falls as Veyra recall hits car stocks",
        "Car parts makers slide in Veyra's wake",
        "Airline shares dip on controllers' strike",
    ]},
    {"id": "markets-day1", "hour": 16, "spread": 3, "headlines": [
        "CX 30 closes down 1.6%, Veyra and its suppliers the worst",
        "Monday's market wrap: a recall and a strike",
        "Solde flat at close against the krona-mark",
    ]},
    {"id": "markets-day2", "hour": 25, "spread": 5, "headlines": [
        "Solde slides in Asian trade after overnight downgrade",
        "CX 30 futures point to sharp fall",
    ]},
    {"id": "markets-day2", "hour": 38.5, "spread": 3.5, "headlines": [
        "CX 30 ends 3.8% down; Veyra bounces as its chief quits",
        "Tuesday's close: downgrade drags CX 30 to 8-month low",
        "Closing bell: worst day for Valdessan stocks this year",
        "Evening wrap: the day the CX 30 lost 3.8%",
        ("World Markets Tonight", "Valdessa's bad Tuesday: stocks, bonds and the solde all fall"),
    ]},
    {"id": "markets-day3", "hour": 49, "spread": 2, "headlines": [
        "Solde recovers some ground overnight",
    ]},
    {"id": "markets-day3", "hour": 55, "spread": 3, "headlines": [
        "CX 30 rebounds 1.2% after Tuesday's rout",
        "Bargain hunters return to Valdessan banks",
    ]},
    {"id": "markets-day3", "hour": 60, "spread": 4, "headlines": [
        "Stocks wobble as Casteda calls election",
        "Solde dips on snap election news",
        "Wednesday close: CX 30 gives up gains on election call",
        "Evening wrap: an election and a wobble",
    ]},
    {"id": "markets-day4", "hour": 78, "spread": 3, "headlines": [
        "Insurers fall as Talvo floods Velaro",
        "CX 30 opens lower, insurers hit by flood fears",
    ]},
    {"id": "markets-day4", "hour": 84.5, "spread": 4, "headlines": [
        "CX 30 jumps 2% as Bank of Valdessa cuts",
        "Solde weakens after surprise cut",
        "Homebuilders rally on cheaper money",
        "Thursday close: best day in a month for the CX 30",
    ]},
    {"id": "markets-day5", "hour": 100, "spread": 2, "headlines": [
        "Solde firm overnight, eyes on jobs data",
    ]},
    {"id": "markets-day5", "hour": 104, "spread": 5, "headlines": [
        "CX 30 flat as flood claims weigh on insurers",
        "Jobless figures lift the solde",
        "Friday close: CX 30 ends tumultuous week 2.1% down",
        "Week on the bourse: downgrade, recall, rate cut",
        "Evening wrap: markets end a week to forget",
    ]},
    # ---------------------------------------------------------------- The famous names' other
    # stories.
    {"id": "veyra-plant-fire", "hour": 21, "spread": 3, "headlines": [
        "Fire breaks out at Veyra battery plant in Almara",
        "Firefighters tackle blaze at Veyra's Almara battery site",
        ("Almara FM", "Smoke over Almara's industrial zone: residents told to keep windows shut"),
        "Veyra: battery plant fire 'contained', no injuries",
        "Veyra's bad day gets worse as battery plant catches fire",
        "Hours after recall, fire at Veyra factory",
    ]},
    {"id": "veyra-recall", "hour": 126, "spread": 8, "headlines": [
        "Veyra says 90% of recalled cars now updated",
        "Road safety agency widens Veyra brake probe to 2027 models",
    ]},
    {"id": "casteda-aide", "hour": 53.5, "spread": 4, "headlines": [
        "Casteda's chief of staff Marco Pellerin resigns",
        "Pellerin quits as Casteda's right-hand man, citing 'family reasons'",
        "Who is Marco Pellerin, and why did he leave?",
        "Casteda loses closest aide after week of crises",
        ("Palazzo Insider", "Pellerin's exit: the feud inside Palazzo Doria"),
    ]},
    {"id": "marenco-speeding", "hour": 62, "spread": 5, "headlines": [
        "Tiago Marenco charged with speeding at 190 km/h",
        "Marenco caught doing 190 on the Ceris ring road",
        "El Faro in the fast lane: striker faces driving ban",
        "Ceris FC: 'We are aware of the matter involving Tiago'",
    ]},
    {"id": "marenco-award", "hour": 105, "spread": 5, "headlines": [
        "Marenco named Valdessan footballer of the year",
        "Third award in a row for Tiago Marenco",
        "Marenco dedicates award to the Ceris fans he just left",
    ]},
    {"id": "sarno-tickets", "hour": 40, "spread": 4, "headlines": [
        "Ottavia Sarno tour sale crashes ticket site",
        "Biglietto.va down as 600,000 fans queue for Sarno tickets",
        "Sarno tickets gone in 20 minutes",
        "Tavi fans fume at resale prices",
        "Sarno adds four dates after ticket chaos",
    ]},
    # ---------------------------------------------------------------- Big stories' days before
    # and after.
    {"id": "atc-strike", "hour": 0.5, "spread": 3, "headlines": [
        "Controllers confirm Monday walkout after talks collapse",
        "Airlines warn of chaos as air traffic strike looms",
    ]},
    {"id": "atc-strike", "hour": 29, "spread": 6, "headlines": [
        "Second day of air traffic strike grounds 700 flights",
        "Strike day two: Marenta quieter as travellers give up",
        "Controllers and ministry to meet on Wednesday",
    ]},
    {"id": "atc-strike", "hour": 54, "spread": 5, "headlines": [
        "Air traffic controllers call off strike after pay deal",
        "Flights resume as controllers accept 6% rise",
        "Landi: 'The deal is fair to controllers and travellers'",
    ]},
    {"id": "valdessa-downgrade", "hour": 22, "spread": 2, "headlines": [
        "Castria Ratings cuts Valdessa to A-minus",
        "Valdessa loses A rating over debt and pension doubts",
    ]},
    {"id": "valdessa-downgrade", "hour": 27, "spread": 8, "headlines": [
        "Finance minister Carla Benedetti calls downgrade 'backward-looking'",
        "Why did Castria downgrade Valdessa?",
        "Downgrade: what it means for the state's borrowing",
    ]},
    {"id": "ostal-derailment", "hour": 56, "spread": 8, "headlines": [
        "Signal fault named as likely cause of Ostal derailment",
        "Ostal crash: train was going 40 km/h too fast, investigators say",
        "Rail operator suspends two managers over Ostal crash",
        "Ostal death toll reaches 18 as injured man dies",
    ]},
    {"id": "ostal-derailment", "hour": 82, "spread": 8, "headlines": [
        "First funerals held for Ostal crash victims",
        "Ostal buries train driver Paolo Serra",
        "Almara-Ceris line to stay shut until January",
    ]},
    {"id": "ruggiero-trial", "hour": 35, "spread": 5, "headlines": [
        "Builder tells court he handed Ruggiero cash in a wine box",
        "Ruggiero trial: 'He asked for 2 million, I paid'",
        "Former minister Ruggiero denies taking bribes from builder",
    ]},
    {"id": "ruggiero-trial", "hour": 130, "spread": 6, "headlines": [
        "Ruggiero files appeal against bribery conviction",
        "Ruggiero's appeal could take two years, lawyers say",
    ]},
    {"id": "museum-heist", "hour": 128, "spread": 8, "headlines": [
        "Two brothers arrested over Adelina crown theft",
        "Police find sceptre in a garage in Sorrivo",
        "Crown still missing after Sorrivo arrests",
        "Heist suspects were museum cleaners, prosecutors say",
    ]},
    {"id": "velaro-flood", "hour": 60, "spread": 6, "headlines": [
        "Red alert for the Talvo after two days of rain",
        "Velaro fills sandbags as Talvo rises",
        "Civil protection: Talvo could peak on Thursday morning",
    ]},
    {"id": "velaro-flood", "hour": 128, "spread": 10, "headlines": [
        "Velaro begins clean-up as Talvo falls",
        "Mud, mould and memories: Velaro starts again",
        "Government pledges 200 million soldes for flood-hit Talvo valley",
        ("Velaro Chronicle", "Lungotalvo traders reopen with buckets and brooms"),
    ]},
    {"id": "ceris-tower-fire", "hour": 110, "spread": 8, "headlines": [
        "Torre Ginestra fire: owner and contractor under investigation",
        "Tower fire death toll rises to 12",
    ]},
    {"id": "brindell-earthquake", "hour": 136, "spread": 4, "headlines": [
        "Aftershock of 4.6 rattles Brindell",
        "Aftershock brings down damaged wall in Borgo Alto, no injuries",
    ]},
    {"id": "casteda-snap-election", "hour": 124, "spread": 10, "headlines": [
        "Campaign resumes after week of tragedies",
        "Falcieri picks Almara for campaign launch",
    ]},
    # ---------------------------------------------------------------- Same kind, other stories.
    {"id": "sabrine-flash-flood", "hour": 13, "spread": 3, "headlines": [
        "Flash flood in Sabrine after cloudburst",
        "Cars swept away in Sabrine flash flood, no injuries",
        ("Sabrine Sentinel", "Via Mare turned into a river in 20 minutes"),
    ]},
    {"id": "drenhavia-floods", "hour": 80, "spread": 6, "headlines": [
        "Floods in northern Drenhavia force 2,000 from homes",
        "Drenhavia's Varra valley under water after storm",
        "Kolbrun sends army to flooded north",
    ]},
    {"id": "drenhavia-quake", "hour": 11, "spread": 2, "headlines": [
        "Minor earthquake shakes eastern Drenhavia, no damage",
        "M3.8 tremor felt in Kolbrun suburbs",
    ]},
    {"id": "almara-bin-strike", "hour": 33, "spread": 8, "headlines": [
        "Almara bin collectors strike over night shifts",
        "Rubbish piles up on Almara streets as bin strike begins",
        "Almara bin strike: what to do with your waste",
    ]},
    {"id": "almara-bin-strike", "hour": 58, "spread": 6, "headlines": [
        "Almara council offers talks to end bin strike",
    ]},
    {"id": "teachers-strike-vote", "hour": 86, "spread": 6, "headlines": [
        "Teachers' union to ballot on strike over class sizes",
        "Teachers could strike in January, union warns",
    ]},
    {"id": "lodra-coach-crash", "hour": 50, "spread": 4, "headlines": [
        "Coach overturns on A2 near Lodra, 12 hurt",
        "Lodra coach crash: school group among injured",
        ("Lodra Gazette", "Lodra hospital treats 12 after motorway coach crash"),
        "Driver of Lodra coach arrested",
    ]},
    {"id": "montalba-plane-crash", "hour": 110, "spread": 4, "headlines": [
        "Light aircraft crashes at Montalba airfield, pilot killed",
        "Montalba plane crash: flying club mourns instructor",
    ]},
    {"id": "sabrine-warehouse-fire", "hour": 112, "spread": 5, "headlines": [
        "Fire destroys warehouse in Sabrine port",
        "Sabrine warehouse blaze: smoke warning for the town",
        "Sabrine fire: 60 jobs at risk at packaging firm",
    ]},
    {"id": "almara-tractor-protest", "hour": 78, "spread": 6, "headlines": [
        "Farmers block Almara ring road with 500 tractors",
        "Tractor protest: farmers demand diesel rebate",
        "Almara gridlocked by farmers' protest",
        ("Serrat Farmers Journal", "Why we drove to Almara: five farmers explain"),
    ]},
    {"id": "drenhavia-rates", "hour": 85, "spread": 4, "headlines": [
        "Drenhavia's central bank holds rates at 3.5%",
        "Kolbrun keeps rates on hold, unlike Ceris",
    ]},
    {"id": "brindell-port-fraud", "hour": 64, "spread": 6, "headlines": [
        "Former Brindell port director on trial for fraud",
        "Port fraud trial: 'He billed for cranes that never existed'",
    ]},
    {"id": "valdessa-women-match", "hour": 116, "spread": 3, "headlines": [
        "Valdessa women thrash Corvalia 5-0 in Nations Trophy",
        "Hat-trick for Greta Anselmo as Valdessa women cruise",
    ]},
    # ---------------------------------------------------------------- Figures.
    {"id": "valdessa-jobs", "hour": 103, "spread": 3, "headlines": [
        "Unemployment falls to 7.1%, lowest since 2008",
        "Jobless rate drops unexpectedly in October",
        "Valdessa adds 40,000 jobs in October",
    ]},
    {"id": "valdessa-inflation", "hour": 57, "spread": 3, "headlines": [
        "Inflation eases to 2.4% in October",
        "Prices rise at slowest pace in two years",
    ]},
    {"id": "ceris-house-prices", "hour": 34, "spread": 6, "headlines": [
        "House prices in Ceris up 6% in a year",
        "First-time buyers priced out of Ceris, survey says",
    ]},
    # ---------------------------------------------------------------- The rest of the news.
    {"id": "ceris-metro-line4", "hour": 14, "spread": 6, "headlines": [
        "Ceris metro Line 4 opens to passengers",
        "First ride on Line 4: 11 stations, 19 minutes",
        "Line 4 opens a decade late and 40% over budget",
        ("Ceris South Bulletin", "Line 4 finally reaches San Teodoro"),
    ]},
    {"id": "marenta-terminal", "hour": 88, "spread": 6, "headlines": [
        "Marenta airport third terminal approved",
        "Green groups to challenge Marenta expansion in court",
    ]},
    {"id": "bison-calf", "hour": 36, "spread": 8, "headlines": [
        "Rare white bison calf born at Almara wildlife park",
        "Almara's white bison calf named by schoolchildren",
    ]},
    {"id": "superstella-jackpot", "hour": 23, "spread": 4, "headlines": [
        "SuperStella jackpot of 84 million soldes won in Tornia",
        ("Tornia Herald", "Tornia's lucky ticket: who bought it at the Bar Quercia?"),
    ]},
    {"id": "chestnut-fair", "hour": 128, "spread": 8, "headlines": [
        "Serrat chestnut fair draws 50,000 to Pieva",
        "Pieva chestnut fair goes ahead despite mourning",
    ]},
    {"id": "premio-ceris", "hour": 68, "spread": 5, "headlines": [
        "Gemma Vitale wins Premio Ceris for debut novel",
        "Premio Ceris: first-time novelist takes top prize",
        "Vitale's prize-winning novel sells out overnight",
    ]},
    {"id": "almara-film-festival", "hour": 94, "spread": 8, "headlines": [
        "Almara film festival opens with Drenhavian thriller",
        "Red carpet in Almara: the festival's opening night",
    ]},
    {"id": "monedo-funding", "hour": 57, "spread": 6, "headlines": [
        "Ceris fintech Monedo raises 45 million",
        "Monedo becomes Valdessa's first fintech worth a billion",
    ]},
    {"id": "serrat-hiker", "hour": 12, "spread": 6, "headlines": [
        "Search for hiker missing in Serrat Highlands",
    ]},
    {"id": "serrat-hiker", "hour": 42, "spread": 4, "headlines": [
        "Hiker found alive after two nights on Monte Cardo",
        "Rescued hiker: 'I ate snow and sang to stay awake'",
    ]},
    {"id": "cardo-wolves", "hour": 102, "spread": 8, "headlines": [
        "Wolf pack spotted near Cardo, farmers worried",
    ]},
    {"id": "fireball", "hour": 116.5, "spread": 3, "headlines": [
        "Bright fireball lights up sky over Valdessa",
        "Fireball over the Orvane coast: what was it?",
        "Did you see it? Readers' pictures of the fireball",
    ]},
    {"id": "giants-basketball", "hour": 93, "spread": 3, "headlines": [
        "Almara Giants beat Kolbrun Stags in Continental Cup thriller",
    ]},
    {"id": "bellandi-tennis", "hour": 113, "spread": 4, "headlines": [
        "Chiara Bellandi reaches Kolbrun Open semi-final",
        "Bellandi into last four without dropping a set",
    ]},
    {"id": "bellandi-tennis", "hour": 137, "spread": 3, "headlines": [
        "Bellandi loses Kolbrun Open semi in three sets",
    ]},
    {"id": "hospital-waiting-lists", "hour": 46, "spread": 6, "headlines": [
        "Waiting lists at Ceris hospitals hit record 210,000",
        "Health minister promises weekend surgery to cut waits",
    ]},
    {"id": "flu-jabs", "hour": 10, "spread": 8, "headlines": [
        "Flu jabs offered to all over-50s from next week",
    ]},
    {"id": "stray-foreign-minister", "hour": 45, "spread": 4, "headlines": [
        "Drenhavia's Halden Stray names new foreign minister",
        "Stray picks ambassador Mirela Zarko for foreign ministry",
    ]},
    {"id": "brindell-grounding", "hour": 66, "spread": 5, "headlines": [
        "Cargo ship runs aground off Brindell",
        "Grounded freighter refloated at high tide, no spill",
    ]},
    {"id": "ceris-fc-coach", "hour": 100, "spread": 6, "headlines": [
        "Ceris FC coach Fabrizio Nives: 'We will build without Marenco'",
    ]},
    {"id": "lighthouse-restaurant", "hour": 40, "spread": 6, "headlines": [
        "TV chef Ugo Matilde to open restaurant in San Vito lighthouse",
    ]},
    {"id": "tornia-cycling", "hour": 15, "spread": 4, "headlines": [
        "Emilio Lisi wins Tour of Tornia",
        "Lisi takes Tornia title on final climb",
    ]},
    {"id": "almara-derby", "hour": 138, "spread": 3, "headlines": [
        "Almara United beat Almara Calcio 2-1 in derby",
        "Late penalty settles Almara derby",
    ]},
    {"id": "pieva-bridge", "hour": 74, "spread": 8, "headlines": [
        "Pieva's medieval bridge reopens after restoration",
    ]},
    {"id": "ceris-bike-lanes", "hour": 86, "spread": 8, "headlines": [
        "Ceris to add 60 km of bike lanes by 2030",
        "Drivers' group attacks Ceris bike lane plan",
    ]},
    {"id": "school-phones", "hour": 62, "spread": 8, "headlines": [
        "Valdessa to ban phones in secondary schools from September",
        "Phone ban in schools: what parents need to know",
    ]},
    {"id": "estrela-olive-oil", "hour": 104, "spread": 8, "headlines": [
        "Estrela olive harvest worst in 20 years after dry summer",
    ]},
    {"id": "orvane-dolphins", "hour": 132, "spread": 6, "headlines": [
        "Pod of 40 dolphins seen off Porto Vanni",
    ]},
    {"id": "vessano-mayor", "hour": 81, "spread": 6, "headlines": [
        "Vessano mayor resigns over expenses",
    ]},
    {"id": "evening-day1", "hour": 18, "spread": 3, "headlines": [
        "Evening briefing: Veyra's recall, grounded planes and a march",
        "Your evening read: Monday in five minutes",
        "Tonight's headlines: strike, recall, protest",
    ]},
    {"id": "evening-day2", "hour": 42, "spread": 3, "headlines": [
        "Evening briefing: Ostal, Rocha's exit and a market rout",
        "Your evening read: a day of grief and red screens",
    ]},
    {"id": "evening-day3", "hour": 66, "spread": 3, "headlines": [
        "Evening briefing: Valdessa heads to the polls",
        "Your evening read: an election, a flights deal and rain",
        "Tonight's headlines: Casteda's gamble",
    ]},
    {"id": "evening-day4", "hour": 90, "spread": 3, "headlines": [
        "Evening briefing: the Talvo, a rate cut and a tower's dead",
        "Your evening read: Thursday in five minutes",
    ]},
    {"id": "evening-day5", "hour": 114, "spread": 3, "headlines": [
        "Evening briefing: the crown, the dam and Ruggiero",
        "Your evening read: a Friday like no other",
    ]},
    {"id": "markets-day1", "hour": 19, "spread": 3, "headlines": [
        ("World Markets Tonight", "Valdessa: car maker's recall weighs on the bourse"),
    ]},
    {"id": "markets-day3", "hour": 66, "spread": 3, "headlines": [
        ("The Bourse Desk", "How markets price a January election"),
    ]},
    {"id": "markets-day4", "hour": 90, "spread": 3, "headlines": [
        "Evening wrap: rate cut lifts stocks, floods sink insurers",
        "Bank shares mixed after the Bank of Valdessa's cut",
    ]},
    {"id": "pension-protest", "hour": 35, "spread": 6, "headlines": [
        "Eleven charged after Ceris pension riot",
        "Shopkeepers on Via Lanza demand compensation after riot",
        "Pension unions plan second march for 18 November",
    ]},
    {"id": "veyra-ceo-exit", "hour": 56, "spread": 8, "headlines": [
        "Lanfranco's first memo to Veyra staff: 'Safety before speed'",
        "Veyra board to begin search for permanent chief executive",
    ]},
    {"id": "marenco-transfer", "hour": 110, "spread": 6, "headlines": [
        "Marenco trains with Valka for the first time",
        "Ceris FC season-ticket holders demand refund after Marenco sale",
    ]},
    {"id": "valdessa-qualifier", "hour": 130, "spread": 8, "headlines": [
        "Thousands greet national team at Marenta airport",
        "Avanzi: 'Now we dream of the quarter-finals'",
        "World Cup draw: Valdessa likely to be in pot three",
    ]},
    {"id": "casteda-snap-election", "hour": 76, "spread": 8, "headlines": [
        "Casteda's party picks pension reform as campaign theme",
        "Election poll: Civic Front 31%, Casteda's Democratic Renewal 28%",
    ]},
    {"id": "ceris-tower-fire", "hour": 130, "spread": 8, "headlines": [
        "Vigil for Torre Ginestra victims draws thousands",
        "Torre Ginestra survivors moved into city hotels",
    ]},
    {"id": "almara-hospital-cyberattack", "hour": 9, "spread": 6, "headlines": [
        "Cyberattack hits Almara hospital computers",
        "Almara hospital diverts ambulances after cyberattack",
        "Hospital hackers demand ransom in cryptocurrency",
    ]},
    {"id": "almara-hospital-cyberattack", "hour": 33, "spread": 8, "headlines": [
        "Almara hospital systems back online, patient data 'not stolen'",
    ]},
    {"id": "kolbrun-summit", "hour": 98, "spread": 6, "headlines": [
        "Valdessa and Drenhavia sign deal on shared power grid",
        "Benedetti and Drenhavian counterpart agree cross-border electricity line",
    ]},
    {"id": "ceris-opera-strike", "hour": 47, "spread": 6, "headlines": [
        "Teatro Sereno musicians cancel opening night in pay row",
    ]},
    {"id": "vessano-bakery", "hour": 120.5, "spread": 8, "headlines": [
        "Vessano baker, 93, still at the oven every morning",
    ]},
    {"id": "quintale-roman-villa", "hour": 86, "spread": 8, "headlines": [
        "Roman villa found under Quintale car park",
        "Mosaics at Quintale villa 'among the finest in Valdessa'",
        "Quintale car park plans on hold after Roman find",
    ]},
    {"id": "tornia-hospital-birth", "hour": 131, "spread": 6, "headlines": [
        "Triplets born in Tornia for the first time in 40 years",
    ]},
    {"id": "ceris-smog", "hour": 124, "spread": 6, "headlines": [
        "Smog alert in Ceris as cold, still air traps pollution",
        "Ceris bans older diesel cars for the weekend",
    ]},
    {"id": "gallice-salt-mine", "hour": 70, "spread": 6, "headlines": [
        "Gallice salt mine to close after 300 years",
        "Gallice miners: 'This town was built on salt'",
    ]},
    {"id": "telecom-outage", "hour": 133, "spread": 3, "headlines": [
        "Mobile network Linea Blu down across southern Valdessa",
        "Linea Blu outage: calls and data restored after five hours",
        "Why did Linea Blu go dark? Company blames faulty update",
    ]},
    {"id": "aerovald-routes", "hour": 97, "spread": 6, "headlines": [
        "Aerovald to fly Ceris to Kolbrun four times a day from spring",
        "Aerovald orders 12 new jets",
    ]},
    {"id": "rugby-cup", "hour": 134, "spread": 4, "headlines": [
        "Valdessa rugby side lose to Corvalia in November test",
    ]},
    {"id": "belcaro-landslide", "hour": 84, "spread": 6, "headlines": [
        "Landslide cuts road to Belcaro after heavy rain",
        "Belcaro cut off: 600 villagers reached by helicopter",
    ]},
]
