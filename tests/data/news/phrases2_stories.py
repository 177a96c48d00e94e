"""The stories of headlines-phrases2.tsv (see make_headlines.py): written without reading the
detector, as a kept-aside check of the trap phrases_stories.py sets, with fresh industries,
phrases and names. Invented for Kindred's tests.
Trap on purpose, both ways. First, stock phrases: desks tell unrelated stories with the same few
phrases on the same day ("cuts N jobs", "declares drought emergency", "cancels flights", "fined
by regulator", "suffers outage", "agrees takeover", "signs striker", "declares critical
incident"), so each big story has one to three small stories beside it, some hours before its
burst and some during it, that share its phrase (paraphrased as real desks do: "axes", "lays
off", "sheds") but name another firm, region, airline, bank, app, club or hospital. Two pairs of
small stories share a phrase with each other only ("issues profit warning", "announces tuition
rise"). Second, names: a fair share of each big story's own headlines do not carry its main
name but the plant, airport, street or reservoir, a spokesperson, minister or union leader, the
parent company, a misspelling or another transliteration ("Zhuravin", "Juravin", "Zhuravyn"),
or only a descriptor ("the flag carrier", "the 200-year-old brewer"). A detector that links
headlines on the phrase merges the small stories into the big one; one that links only on the
main name splits the big story."""

from headline_stories import SOURCES

START_DATE = (2027, 3, 8)
SEED = 20270308

SUFFIX_SOURCES = {"Newsroom 24": " - ", "The Signal": " | ", "Wirestone": " - ",
                  "Tidewater Daily": " | "}
TITLE_CASE_SOURCES = set(SOURCES[3::6])

BIG = [
    # Day 1: job cuts at an engineering group and a regional drought emergency.
    {
        "id": "tellmark-job-cuts", "hour": 7, "burst": 18,
        "headlines": [
            ("Atlas Newswire", "Tellmark to cut 4,800 jobs in restructuring"),
            ("Riverbend Daily", "Tellmark to cut 4,800 jobs in restructuring", 7),
            "Engineering group Tellmark cuts 4,800 jobs",
            "BREAKING: Tellmark axes 4,800 posts as orders dry up",
            "Pellingford works to close with loss of 1,900 jobs",
            "Oberholt's engineering arm to shed 4,800 staff",
            "Union vows to fight 4,800 job losses at Tellmark",
            "'A hammer blow': Pellingford reacts to plant closure",
            "Business Secretary Helen Achterberg calls Tellmark bosses to talks",
            "Telmark job cuts: which sites are affected?",
            "Forge & Foundry Union's Dana Morcombe: 'we were lied to'",
            "Tellmark chief Rolf Sandqvist says cuts are 'painful but necessary'",
            "Ashwater valley braces for second factory closure in a year",
            "Turbine maker to lay off a fifth of its workforce",
            "Tellmark shares jump as investors welcome cost cuts",
            "Sandqvist: no further redundancies planned for now",
            "Pellingford council leader demands rescue plan",
            "What the Tellmark job cuts mean for the supply chain",
            "Achterberg: government 'will not walk away' from Pellingford",
            "Tellmark redundancies: staff told in 20-minute video call",
            "The 140-year-old firm that built the Ashwater valley",
            "Oberholt Industries defends decision to shrink Tellmark",
            "Tellmark job losses: suppliers fear knock-on cuts",
            "Pellingford workers gather at the factory gates",
        ],
    },
    {
        "id": "varenza-drought", "hour": 11, "burst": 17,
        "headlines": [
            ("Meridian Wire", "Varenza declares drought emergency as reservoirs run low"),
            "Varenza region declares state of drought emergency",
            "Drought emergency declared in Varenza after driest winter on record",
            "Hosepipe ban and rationing as Varenza declares drought",
            "LIVE: Varenza drought emergency latest",
            "Lake Ombrine falls to 18% of capacity",
            "Governor Matteo Rinaldesi: 'every litre counts now'",
            "Sarrole to cut night-time water pressure",
            "Varentza drought: farmers warn of failed harvests",
            "Calvera's northern region faces worst drought in 70 years",
            "Environment Minister Elena Scorza promises emergency funds",
            "River Teva at lowest level since records began",
            "Varenza drought emergency: what the restrictions mean",
            "Water tankers sent to hill villages above Sarrole",
            "Farmers in Varenza told to stop irrigating from the Teva",
            "Drought-hit region asks its neighbours for water transfers",
            "Varenza Water Board to fine households that fill pools",
            "Photos: the cracked bed of Lake Ombrine",
            "Rinaldesi asks Calvera's government for army help",
            "Olive growers fear losing a season as drought bites",
            "Scorza visits Lake Ombrine, rules out water imports",
            "Varenza drought: ski resorts shut early for lack of snow",
        ],
    },
    # Day 2: a pilots' strike, a bank fine and a messaging app outage.
    {
        "id": "skyvale-cancellations", "hour": 29, "burst": 18,
        "headlines": [
            ("Atlas Newswire", "Skyvale Airways cancels 1,100 flights as pilots strike"),
            ("Open Road News", "Skyvale Airways cancels 1,100 flights as pilots strike", 11),
            "BREAKING: Skyvale cancels all flights from Merrow Field",
            "Pilots walk out at Skyvale, grounding most of its fleet",
            "Merrow Field departures board turns red as strike bites",
            "Skyvale strike: your rights if your flight is cancelled",
            "Aviators' Guild says pilots 'had no choice' but to strike",
            "Flag carrier grounds 1,100 flights in pay row",
            "Corrigan Air Group warns strike will cost €40m a day",
            "Thousands stranded at Merrow Field",
            "SkyVale Airways strike: which routes are running?",
            "Transport Minister Colm Redfern urges return to talks",
            "Skyvail passengers queue for hours to rebook",
            "Skyvale spokeswoman Ines Barrow: 'we are deeply sorry'",
            "Rival airlines add seats as Skyvale grounds fleet",
            "Skyvale flight cancellations: strike to last 48 hours",
            "Corrigan shares fall 6% on pilots' walkout",
            "Holidaymakers sleep on terminal floors at Merrow Field",
            "Guild leader Petra Lindau: pilots ready to talk 'tonight'",
            "The airline cancelled my honeymoon flight - now what?",
            "Skyvale and pilots agree to mediation",
            "Skyvale to resume some flights on Wednesday",
            "Redfern: no government money for Skyvale",
        ],
    },
    {
        "id": "wexley-bank-fine", "hour": 34, "burst": 16,
        "headlines": [
            ("Ledgerline Markets", "Wexley Bank fined £310m by regulator over money laundering checks"),
            "Regulator fines Wexley £310m for anti-money laundering failures",
            "Wexley Bank hit with record £310m penalty",
            "Markets Conduct Authority: Wexley ignored red flags for six years",
            "High street lender fined £310m over dirty money",
            "Wexley Bank fine: how £2bn of suspect cash went unchecked",
            "Wexley Holdings says it has 'learned lessons'",
            "Anneliese Corr apologises as bank is fined",
            "MCA's Gideon Whitcombe: 'a culture that looked the other way'",
            "Wexley shares slip after regulator penalty",
            "Wexly Bank fined: what it means for customers",
            "Wexley fine is the biggest ever for a high street bank",
            "UPDATE 1-Wexley Bank fined £310m, chief executive apologises",
            "Watchdog says staff flagged concerns in 2021",
            "Wexley to hire 400 compliance staff after penalty",
            "Shareholders question Corr's bonus after record fine",
            "Wexley Bank fined: timeline of failures",
            "Regulator weighs action against former Wexley executives",
            "Opposition calls for criminal inquiry into Wexley",
            "Corr says board will not resign over MCA penalty",
        ],
    },
    {
        "id": "chatterly-outage", "hour": 42, "burst": 18,
        "headlines": [
            ("Orbit Tech News", "Chatterly suffers global outage"),
            "Chatterly down: messaging app fails for millions worldwide",
            "BREAKING: Chatterly outage hits users across three continents",
            "Is Chatterly down? Users report messages not sending",
            "LIVE: Chatterly outage updates",
            "Nimbrel says it is working to fix the problem",
            "Messaging app with 900 million users goes dark",
            "DownSignal logs 2 million outage reports in an hour",
            "Chaterly not working: what we know",
            "Chatterly outage: users flock to rival apps",
            "Nimbrel blames faulty configuration change",
            "Chatterly restored after six-hour outage",
            "Chatterly's Tomas Reyel: 'we let our users down'",
            "Businesses count the cost of Chatterly blackout",
            "Nimbrel shares fall in after-hours trading",
            "Chatterly outage was its longest ever",
            "Why Chatterly went down for six hours",
            "Regulators ask Nimbrel for answers",
            "Chatterly outage: small firms that rely on the app lose orders",
            "Chatterly to compensate business customers",
            "Engineers trace fault to a single data centre in Oskaby",
        ],
    },
    # Day 3: a brewery takeover, a record signing and a hospital critical incident.
    {
        "id": "aldwyn-takeover", "hour": 55, "burst": 17,
        "headlines": [
            ("Market Pulse", "Aldwyn Brewing agrees £6.2bn takeover by Kastell"),
            ("Ledgerline Markets", "Aldwyn Brewing agrees £6.2bn takeover by Kastell", 4),
            "Kastell to buy Aldwyn Brewing for £6.2bn",
            "Brewer Aldwyn accepts Kastell's sweetened offer",
            "Kastell wins Aldwyn at the third attempt",
            "Aldwyn shares soar 31% on takeover agreement",
            "The 200-year-old brewer sold to an overseas rival",
            "Tollbury fears for brewery jobs after sale",
            "Aldwyn chairman Hugh Pendry: 'the right home for our beers'",
            "Sigrun Overgaard: Aldwyn Gold will still be brewed in Tollbury",
            "Kastel-Aldwyn deal creates world's fourth-largest brewer",
            "Aldwyn takeover: what happens to your shares",
            "Competition Board expected to examine brewing deal",
            "Pub landlords worry about prices after brewery sale",
            "Aldwyn deal: bankers share £90m in fees",
            "Aldwyn Brewing agrees deal: a history of the family firm",
            "Overgaard promises no brewery closures for five years",
            "Unions seek guarantees over Tollbury brewery",
            "Aldwyn sale ends 200 years of independence",
            "Kastell shares dip on the price it paid",
            "Founding family's heirs back the takeover",
        ],
    },
    {
        "id": "stanmere-signs-zhuravin", "hour": 60, "burst": 16,
        "headlines": [
            ("Pitchside", "Stanmere United sign striker Oleksiy Zhuravin for £38m"),
            ("Scoreboard Live", "Stanmere United sign striker Oleksiy Zhuravin for £38m", 5),
            "Zhuravin completes record move to Stanmere",
            "Stanmere smash transfer record for Orzhiv forward",
            "Oleksiy Juravin joins Stanmere on five-year deal",
            "Stanmere boss Callum Feery: 'Zhuravin can score 25 a season'",
            "Who is Oleksiy Zhuravyn? Stanmere's new striker",
            "22-year-old striker unveiled at Larkfield Road",
            "Orzhiv sell top scorer for club-record fee",
            "Stanmere United complete signing of Zhuravin",
            "Zhuravin: 'I dreamed of playing in this league'",
            "Feery gets his striker as Stanmere land £38m target",
            "Stanmere fans queue for Zhuravin shirts",
            "Zhuravin could make debut against Fenwick Albion on Saturday",
            "Orzhiv coach: 'we did not want to sell him'",
            "Stanmere's record signing in numbers",
            "Zhuravin deal includes £6m in add-ons",
            "Larkfield Road crowd greets new signing",
            "Stanmere sign Zhuravin: how he fits Feery's system",
            "Feery hails 'a statement signing'",
            "Record fee for Orzhiv's 22-year-old forward",
        ],
    },
    {
        "id": "st-elsbeths-critical-incident", "hour": 64, "burst": 16, "tail_hours": 14,
        "headlines": [
            ("Health Desk", "St Elsbeth's Hospital declares critical incident after power failure"),
            "Critical incident declared at St Elsbeth's as fire cuts power",
            "BREAKING: Wenmouth hospital declares critical incident",
            "St Elsbeth's: patients moved as generators fail",
            "Ambulances diverted away from Carrow Lane",
            "Wenmouth Health Trust urges public to avoid A&E",
            "St Elspeth's critical incident: operations cancelled",
            "Fire in plant room knocks out power at city's main hospital",
            "Medical director Dr Ruth Amberley: 'patients are safe'",
            "Health Minister Ambrose Frane to visit Wenmouth",
            "Intensive care patients transferred by helicopter",
            "St Elsbeth's critical incident: what patients need to know",
            "Wenmouth hospital fire: staff praised for evacuating wards",
            "Critical incident at St Elsbeth's stood down after 20 hours",
            "Frane orders review of hospital backup power",
            "St Elsbeth's outpatient appointments cancelled for the week",
            "Neighbouring hospitals take Wenmouth patients",
            "Carrow Lane residents describe smoke over hospital",
            "Union says St Elsbeth's warned about ageing generators",
        ],
    },
]

BACKGROUND = [
    # Day 1: other job cuts and drought emergencies with the same phrases.
    {"id": "harwick-mutual-jobs", "hour": 4, "spread": 3, "headlines": [
        "Harwick Mutual to cut 600 jobs",
        "Insurer Harwick Mutual axes 600 roles",
        "Harwick Mutual job cuts to hit call centres",
        "Harwick to shed 600 staff as claims move online",
    ]},
    {"id": "brisco-logistics-jobs", "hour": 8, "spread": 4, "headlines": [
        "Brisco Logistics cuts 350 jobs",
        "Courier firm Brisco to lay off 350 drivers",
        "Brisco Logistics redundancies blamed on lost contract",
    ]},
    {"id": "moonwick-games-layoffs", "hour": 14, "spread": 4, "headlines": [
        "Video game studio Moonwick lays off 120 staff",
        "Moonwick Games cuts 120 jobs after cancelled title",
        "Moonwick layoffs hit its Corrie Bay studio",
    ]},
    {"id": "quarrow-drought", "hour": 9, "spread": 2, "headlines": [
        "Quarrow declares drought emergency",
        "City of Quarrow declares water emergency, limits showers",
        "Quarrow drought: reservoirs down to a quarter",
        "Quarrow mayor urges residents to save water",
    ]},
    {"id": "dalmory-drought", "hour": 12, "spread": 4, "headlines": [
        "Dalmory province declares drought",
        "Drought emergency declared in Dalmory",
        "Dalmory farmers get aid as drought emergency declared",
    ]},
    # Day 1: two profit warnings, sharing only the phrase.
    {"id": "brackley-homes-warning", "hour": 15, "spread": 4, "headlines": [
        "Brackley Homes issues profit warning",
        "Housebuilder Brackley warns on profits as sales slow",
        "Brackley Homes shares fall 12% after profit warning",
    ]},
    {"id": "ostler-retail-warning", "hour": 18, "spread": 3, "headlines": [
        "Ostler Retail warns profits will miss forecasts",
        "Ostler issues second profit warning this year",
    ]},
    # Day 2: other cancelled flights, fines and outages.
    {"id": "corvina-air-cancels", "hour": 26, "spread": 3, "headlines": [
        "Corvina Air cancels flights as fog blankets Tessen",
        "Fog forces Corvina Air to scrap 60 flights",
        "Corvina Air cancellations: Tessen airport closed until noon",
        "Corvina passengers face long delays after fog",
    ]},
    {"id": "tern-air-cancels", "hour": 31, "spread": 4, "headlines": [
        "Tern Air cancels 40 flights over aircraft shortage",
        "Budget airline Tern Air axes flights as jets sit idle for repairs",
        "Tern Air cancellations: 6,000 passengers affected",
    ]},
    {"id": "quillfield-fine", "hour": 31, "spread": 2.5, "headlines": [
        "Quillfield Building Society fined £4m by regulator",
        "Regulator fines Quillfield over mortgage arrears handling",
        "Quillfield Building Society penalised for treating borrowers unfairly",
    ]},
    {"id": "bexmoor-bank-fine", "hour": 35, "spread": 3, "headlines": [
        "Bexmoor Bank fined £12m over IT failings",
        "Watchdog fines Bexmoor Bank for leaving customers locked out",
        "Bexmoor Bank penalty: regulator cites 2025 systems crash",
        "Bexmoor fined by regulator",
    ]},
    {"id": "fennig-outage", "hour": 39.5, "spread": 2, "headlines": [
        "Payments app Fennig suffers outage",
        "Fennig down: card payments fail for two hours",
        "Fennig outage leaves shoppers stuck at tills",
    ]},
    {"id": "rookpoint-outage", "hour": 42.5, "spread": 2.5, "headlines": [
        "Gaming service Rookpoint suffers outage",
        "Rookpoint down for hours as players locked out",
        "Rookpoint outage: servers back online",
    ]},
    # Day 2: two universities raise fees, sharing only the phrase.
    {"id": "dunharrow-tuition", "hour": 28, "spread": 5, "headlines": [
        "University of Dunharrow announces tuition rise",
        "Dunharrow to raise tuition fees by 9%",
        "Students protest Dunharrow fee increase",
    ]},
    {"id": "kelsing-tuition", "hour": 37, "spread": 4, "headlines": [
        "Kelsing University announces tuition fee rise",
        "Kelsing raises fees for overseas students",
    ]},
    {"id": "chatterly-feature", "hour": 26, "headlines": [
        "Chatterly adds disappearing voice notes",
    ]},
    {"id": "tellmark-order", "hour": 33, "headlines": [
        "Tellmark wins turbine order for offshore wind farm",
    ]},
    # Day 3: other takeovers, signings and critical incidents.
    {"id": "vireo-pharma-takeover", "hour": 51.5, "spread": 3, "headlines": [
        "Vireo Pharma agrees takeover by Ormsby Health",
        "Ormsby agrees to buy Vireo Pharma for £900m",
        "Vireo Pharma accepts £900m offer",
        "Vireo shares jump on takeover",
    ]},
    {"id": "pennock-crumbwell-deal", "hour": 56.5, "spread": 3, "headlines": [
        "Pennock Foods agrees to buy snack maker Crumbwell",
        "Crumbwell sold to Pennock Foods for £240m",
        "Pennock Foods agrees takeover of Crumbwell",
    ]},
    {"id": "ravelin-telecom-takeover", "hour": 62, "spread": 5, "headlines": [
        "Ravelin Telecom agrees takeover by Greywater Partners",
        "Private equity firm Greywater to buy Ravelin for £1.1bn",
        "Ravelin board backs Greywater bid",
    ]},
    {"id": "calderbrook-signs-ekwe", "hour": 57, "spread": 2.5, "headlines": [
        "Calderbrook sign defender Femi Ekwe",
        "Calderbrook complete signing of Ekwe from Marsh Athletic",
        "Femi Ekwe joins Calderbrook on loan",
    ]},
    {"id": "harrowby-signs-brenner", "hour": 61, "spread": 4, "headlines": [
        "Harrowby Town sign winger Aurel Brenner",
        "Winger Brenner signs for Harrowby",
        "Harrowby complete Brenner signing",
        "Brenner joins Harrowby Town for undisclosed fee",
    ]},
    {"id": "queens-mead-incident", "hour": 61.5, "spread": 2, "headlines": [
        "Queen's Mead Hospital declares critical incident over bed shortage",
        "Critical incident at Queen's Mead as A&E overflows",
        "Queen's Mead critical incident: patients wait 30 hours",
    ]},
    {"id": "carlow-vale-incident", "hour": 65, "spread": 3, "headlines": [
        "Carlow Vale General declares critical incident",
        "Carlow Vale hospital in critical incident after IT failure",
        "Carlow Vale General: critical incident stood down",
    ]},
    {"id": "skyvale-new-route", "hour": 66, "headlines": [
        "Skyvale to fly to Saltana from June",
    ]},
    # Market reports.
    {"id": "markets-a", "hour": 15, "spread": 5, "headlines": [
        "Stocks edge higher as industrials rally",
        "Shares close up on cost-cutting hopes",
        "Markets end the day slightly firmer",
    ]},
    {"id": "markets-b", "hour": 38, "spread": 5, "headlines": [
        "Airline and bank shares weigh on markets",
        "Stocks slip in thin trade",
    ]},
    {"id": "markets-c", "hour": 62, "spread": 5, "headlines": [
        "Deal hopes lift stocks to two-week high",
        "Shares rise as takeover activity picks up",
        "Markets close higher for third day",
    ]},
    {"id": "currency-a", "hour": 20, "headlines": [
        "Calveran lira slides against the dollar",
    ]},
    {"id": "oil-a", "hour": 45, "headlines": [
        "Oil steadies after week of losses",
        "Crude prices flat as stockpiles grow",
    ]},
    # Unrelated stories.
    {"id": "weather-a", "hour": 16, "headlines": [
        "Gales bring down trees across the west coast",
        "Ferries cancelled as gales batter coast",
    ]},
    {"id": "world-a", "hour": 22, "headlines": [
        "Border talks between Narvi and Sollund end without deal",
        "Narvi and Sollund agree to meet again in April",
    ]},
    {"id": "world-b", "hour": 46, "headlines": [
        "Voters in Lisander choose new president",
        "Lisander presidential vote heads for run-off",
        "Lisander run-off set for next month",
    ]},
    {"id": "science-a", "hour": 25, "headlines": [
        "Astronomers spot comet heading for inner solar system",
        "New comet could be visible to the naked eye in May",
    ]},
    {"id": "health-a", "hour": 35, "headlines": [
        "Measles cases rise in schools",
        "Parents urged to check children's jabs as measles spreads",
    ]},
    {"id": "crime-a", "hour": 53, "headlines": [
        "Thieves steal vintage tractors from farm museum",
        "Police recover two stolen tractors in woodland",
    ]},
    {"id": "culture-a", "hour": 44, "headlines": [
        "Novelist Ada Penhale wins fiction prize with debut",
        "Debut novel takes top fiction award",
    ]},
    {"id": "tennis-a", "hour": 50, "headlines": [
        "Tavrin wins indoor title in three sets",
    ]},
    {"id": "rugby-a", "hour": 68, "headlines": [
        "Late try gives Northbay victory in cup quarter-final",
        "Northbay edge into cup semi-finals",
    ]},
    {"id": "single-a", "hour": 1, "headlines": ["Swans return early to the estuary"]},
    {"id": "single-b", "hour": 3, "headlines": ["Lighthouse keeper's cottage to become museum"]},
    {"id": "single-c", "hour": 6, "headlines": ["Primary school pupils plant 1,000 trees"]},
    {"id": "single-d", "hour": 10, "headlines": ["Bakery wins national sourdough award"]},
    {"id": "single-e", "hour": 13, "headlines": ["Lost wedding ring found in allotment after 20 years"]},
    {"id": "single-f", "hour": 17, "headlines": ["Seal pup rescued from harbour steps"]},
    {"id": "single-g", "hour": 21, "headlines": ["Retired postman completes 100th marathon"]},
    {"id": "single-h", "hour": 24, "headlines": ["Village pub reopens as community co-operative"]},
    {"id": "single-i", "hour": 27, "headlines": ["Rare white hedgehog spotted in garden"]},
    {"id": "single-j", "hour": 30, "headlines": ["Town's Victorian bandstand restored"]},
    {"id": "single-k", "hour": 33, "headlines": ["Record crowd for winter swimming gala"]},
    {"id": "single-l", "hour": 40, "headlines": ["Street artist paints mural on old gasworks"]},
    {"id": "single-m", "hour": 47, "headlines": ["Children's author visits every school in county"]},
    {"id": "single-n", "hour": 49, "headlines": ["Canal boat festival returns after ten years"]},
    {"id": "single-o", "hour": 52, "headlines": ["Beekeepers report strong start to season"]},
    {"id": "single-p", "hour": 54, "headlines": ["Historic windmill turns again after repairs"]},
    {"id": "single-q", "hour": 58, "headlines": ["Grandmother, 94, passes driving test"]},
    {"id": "single-r", "hour": 63, "headlines": ["Orchestra plays concert in disused mine"]},
    {"id": "single-s", "hour": 65, "headlines": ["New ferry named after local fisherman"]},
    {"id": "single-t", "hour": 67, "headlines": ["Cricket club rebuilds pavilion after flood"]},
    {"id": "single-u", "hour": 69, "headlines": ["Owls nest in cathedral tower"]},
    {"id": "single-v", "hour": 70, "headlines": ["Allotment society celebrates centenary"]},
]
