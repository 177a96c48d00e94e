"""The stories of headlines-holdout2.tsv (see make_headlines.py): written after the detector's
design and settings were final. Scored then, it found 4 of its 6 big stories: both misses came
from a young stream (the first hours hold a few dozen headlines, so the IDF called the story's
own names common), which the IDF prior of StoryClusterer now smooths; so it is no longer
untouched. Invented for Kindred's tests.
Traps on purpose: a hurricane and a prime minister's resignation in the same country on the same
day, a volcano whose reports are mostly about flights, an upset told with nicknames, and many
single headlines around them."""

from headline_stories import SOURCES

START_DATE = (2026, 11, 2)
SEED = 20261102

SUFFIX_SOURCES = {"Coastline News", "Metro Dispatch"}
TITLE_CASE_SOURCES = set(SOURCES[1::5])

BIG = [
    {
        "id": "hurricane-mara", "hour": 5, "burst": 21,
        "headlines": [
            "Hurricane Mara makes landfall near Port Selby",
            "Mara slams into Aurelia's coast as a category 4 storm",
            "Port Selby flooded as Hurricane Mara roars ashore",
            "Hurricane Mara: hundreds of thousands without power in Aurelia",
            "Storm surge from Mara swamps Port Selby seafront",
            "Aurelia orders evacuations as Mara nears",
            "Mara weakens after landfall but floods spread inland",
            "Hurricane Mara live: winds of 140 mph hit the coast",
            "Port Selby residents ride out Mara in shelters",
            "Satellite images show Hurricane Mara's giant eye",
            "Mara: at least six dead as hurricane batters Aurelia",
            "Airports shut as Hurricane Mara approaches Port Selby",
            "Hurricane Mara tears roofs off homes along the coast",
            "Coast guard rescues fishermen caught in Mara",
            "Mara's rainfall could break records, forecasters warn",
            "Hurricane Mara: what we know",
            "Insurers brace for billions in Mara damage",
            "Port Selby mayor: 'we have never seen a storm like Mara'",
            "Mara downgraded to tropical storm as it moves inland",
            "Aid arrives in Port Selby after Hurricane Mara",
            "Hurricane Mara cleanup begins along the Aurelian coast",
            "Mara death toll rises to eleven",
        ],
    },
    {
        "id": "ekberg-resigns", "hour": 9, "burst": 19,
        "headlines": [
            "Aurelian prime minister Jonas Ekberg resigns",
            "Ekberg quits after losing confidence vote",
            "Jonas Ekberg steps down, ending six years in power",
            "Aurelia's Ekberg resigns amid coalition revolt",
            "Who will succeed Jonas Ekberg?",
            "Ekberg resignation: markets shrug as Aurelia seeks new leader",
            "Ekberg announces resignation in televised address",
            "Aurelia's ruling party to pick new leader after Ekberg exit",
            "Ekberg out: the scandals that ended his premiership",
            "Opposition calls for early election after Ekberg quits",
            "Ekberg: 'It has been the honour of my life'",
            "Jonas Ekberg resigns as Aurelian PM",
            "Ekberg's deputy Sofia Laine to act as caretaker",
            "World leaders react to Ekberg resignation",
            "What Ekberg's resignation means for Aurelia",
            "Ekberg leaves office with approval at record low",
            "Aurelian parliament to vote on Ekberg successor next week",
            "Laine favourite to replace Ekberg",
            "Analysis: Ekberg's fall was years in the making",
        ],
    },
    {
        "id": "keral-eruption", "hour": 30, "burst": 20,
        "headlines": [
            "Mount Keral erupts, sending ash 10km into the sky",
            "Flights cancelled across the region as Keral ash cloud spreads",
            "Volcano eruption grounds hundreds of flights",
            "Villages evacuated near erupting Mount Keral",
            "Keral volcano: airlines suspend routes",
            "Ash cloud from Keral closes three airports",
            "Passengers stranded after volcanic eruption",
            "Mount Keral eruption seen from space",
            "Lava flows threaten farms below Keral",
            "Keral eruption: what travellers need to know",
            "Airports reopen as Keral ash cloud drifts north",
            "Scientists warn Keral could erupt again",
            "Holidaymakers stuck as volcano disrupts air travel",
            "Keral volcano erupts for first time in forty years",
            "Airline shares fall after Keral eruption",
            "Ash falls on towns near Mount Keral",
            "Keral: evacuees describe night of explosions",
            "Flight chaos continues as Keral keeps erupting",
            "Keral ash: aviation authority lifts some restrictions",
            "Volcanologists fly over Keral crater",
        ],
    },
    {
        "id": "haas-upset", "hour": 43, "burst": 18,
        "headlines": [
            "Teenager Lina Haas stuns world No 1 Ostrova",
            "Haas, 17, knocks out top seed Ostrova in three sets",
            "Ostrova crashes out to qualifier Haas",
            "Shock of the tournament: Haas beats Ostrova",
            "Lina Haas: the qualifier who toppled the world No 1",
            "Ostrova: 'She played better than me today'",
            "Haas upset sends Ostrova home early",
            "Top seed Ostrova beaten by 17-year-old",
            "Haas reaches quarter-finals after stunning Ostrova",
            "How Lina Haas beat Ostrova",
            "Qualifier Haas ends Ostrova's title defence",
            "Ostrova out, Haas through: the biggest upset in years",
            "Teen sensation Haas ousts Ostrova",
            "Haas v Ostrova: the match in numbers",
            "Ostrova loss opens up the draw",
            "Haas's coach: 'she believed she could win'",
            "Ostrova stunned by Haas on centre court",
            "Lina Haas becomes youngest quarter-finalist in a decade",
        ],
    },
    {
        "id": "medisafe-leak", "hour": 50, "burst": 18,
        "headlines": [
            "Medisafe data leak exposes health records of 3 million",
            "Hackers steal patient files from Medisafe",
            "Medisafe breach: what patients should do",
            "Health records of millions leaked in Medisafe hack",
            "Medisafe apologises for massive data breach",
            "Regulator opens inquiry into Medisafe leak",
            "Medisafe hack: stolen records offered for sale online",
            "Patients angry after Medisafe fails to protect data",
            "Medisafe shares plunge after breach disclosed",
            "How hackers got into Medisafe's systems",
            "Medisafe leak includes test results and prescriptions",
            "Medisafe chief executive faces calls to resign over breach",
            "Hospitals check exposure after Medisafe hack",
            "Medisafe data breach: timeline",
            "Medisafe says it fixed the flaw behind the leak",
            "Privacy groups demand tougher rules after Medisafe leak",
            "Medisafe offers free credit monitoring after breach",
            "Medisafe breach could bring record fine",
        ],
    },
    {
        "id": "brightline-ipo", "hour": 62, "burst": 17,
        "headlines": [
            "Brightline shares soar 60% in market debut",
            "Brightline IPO: shares jump on first day of trading",
            "Battery maker Brightline valued at $20bn after listing",
            "Brightline founder becomes billionaire as shares surge",
            "Brightline debut is year's biggest listing",
            "Investors pile into Brightline on first day",
            "Brightline prices IPO above range",
            "Brightline's stellar debut lifts hopes for more listings",
            "What Brightline's IPO means for battery makers",
            "Brightline stock closes up 58% after trading debut",
            "Brightline raises $2.4bn in share sale",
            "Brightline listing: analysts warn of high valuation",
            "Brightline IPO: the winners",
            "Employees cash in as Brightline lists",
            "Brightline shares extend gains on second day",
            "Brightline chief: listing is 'just the start'",
            "Brightline's market debut in charts",
        ],
    },
]

BACKGROUND = [
    {"id": "aurelia-budget", "hour": 2, "headlines": [
        "Aurelia unveils spending plans for next year",
        "Aurelian budget raises defence spending",
    ]},
    {"id": "mara-forecast", "hour": 0, "headlines": [
        "Forecasters track tropical storm Mara",
        "Mara strengthens into a hurricane over warm seas",
    ]},
    {"id": "selby-port-expansion", "hour": 40, "headlines": [
        "Port Selby container terminal to double in size",
    ]},
    {"id": "laine-profile", "hour": 60, "headlines": [
        "Sofia Laine: from trade minister to likely premier",
    ]},
    {"id": "keral-tourism", "hour": 12, "headlines": [
        "Keral hiking trails draw record visitors",
    ]},
    {"id": "airline-strike", "hour": 34, "headlines": [
        "Pilots at Nordair vote to strike",
        "Nordair pilots back walkout over pay",
    ]},
    {"id": "ostrova-sponsor", "hour": 20, "headlines": [
        "Ostrova signs record sponsorship deal",
    ]},
    {"id": "tennis-other-match", "hour": 44, "headlines": [
        "Moreau cruises into quarter-finals",
        "Moreau beats Park in straight sets",
    ]},
    {"id": "hospital-it", "hour": 48, "headlines": [
        "Hospital IT outage delays operations",
        "Computer failure hits hospital appointments",
    ]},
    {"id": "battery-recycling", "hour": 58, "headlines": [
        "New plant to recycle electric car batteries",
    ]},
    {"id": "markets-a", "hour": 15, "spread": 5, "headlines": [
        "Stocks edge higher in quiet trade",
        "Shares gain as bond yields fall",
        "Markets close slightly up",
    ]},
    {"id": "markets-b", "hour": 63, "spread": 5, "headlines": [
        "Tech shares lead market rally",
        "Stocks rise on listing frenzy",
        "Markets climb for third day",
    ]},
    {"id": "football-a", "hour": 20, "headlines": [
        "Westgate beat Dunmore to go top",
        "Dunmore fall to Westgate",
    ]},
    {"id": "football-b", "hour": 46, "headlines": [
        "Harbour City held to draw by Millbrook",
    ]},
    {"id": "cycling", "hour": 26, "headlines": [
        "Berg wins time trial",
    ]},
    {"id": "film-a", "hour": 22, "headlines": [
        "Director Anton Vey announces new film",
        "Vey to shoot next film in Aurelia",
    ]},
    {"id": "music-a", "hour": 36, "headlines": [
        "Nova Reyne adds stadium dates",
    ]},
    {"id": "science-a", "hour": 10, "headlines": [
        "Astronomers find water vapour on distant planet",
        "Water detected in exoplanet atmosphere",
    ]},
    {"id": "science-b", "hour": 52, "headlines": [
        "Ancient footprints found on beach",
    ]},
    {"id": "health-a", "hour": 28, "headlines": [
        "Study finds walking cuts heart risk",
        "Daily walk lowers heart disease risk, researchers say",
    ]},
    {"id": "health-b", "hour": 55, "headlines": [
        "Hospital waiting times fall for first time in a year",
    ]},
    {"id": "crime-a", "hour": 14, "headlines": [
        "Jewellery shop raided in Velen",
        "Police hunt jewellery thieves",
    ]},
    {"id": "crime-b", "hour": 38, "headlines": [
        "Fraudster jailed for pension scam",
    ]},
    {"id": "local-a", "hour": 18, "headlines": [
        "New cycle lanes open in Brask",
    ]},
    {"id": "local-b", "hour": 32, "headlines": [
        "Brask library reopens after refit",
    ]},
    {"id": "local-c", "hour": 47, "headlines": [
        "Water main burst floods Velen street",
    ]},
    {"id": "tech-a", "hour": 24, "headlines": [
        "Lumio cuts price of Arc foldable",
        "Lumio Arc gets $200 price cut",
    ]},
    {"id": "tech-b", "hour": 41, "headlines": [
        "Nimbus Cloud launches AI service",
    ]},
    {"id": "tech-c", "hour": 65, "headlines": [
        "Corvid Labs opens Talon to everyone",
    ]},
    {"id": "business-a", "hour": 8, "headlines": [
        "Supermarket chain to close 30 stores",
        "Grocery chain announces store closures",
    ]},
    {"id": "business-b", "hour": 44, "headlines": [
        "Carmaker recalls 80,000 vehicles",
    ]},
    {"id": "business-c", "hour": 57, "headlines": [
        "Inflation eases to 2.9%",
        "Prices rise more slowly in October",
    ]},
    {"id": "weather-a", "hour": 36, "headlines": [
        "First frost of winter expected tonight",
    ]},
    {"id": "world-a", "hour": 16, "headlines": [
        "Border talks resume between Kaldera and Estmark",
    ]},
    {"id": "world-b", "hour": 54, "headlines": [
        "Estmark election campaign enters final week",
        "Varga and Brandt in final televised debate",
    ]},
    {"id": "world-c", "hour": 66, "headlines": [
        "Ferrol islands vote on independence",
    ]},
    {"id": "single-a", "hour": 3, "headlines": ["Dog walks 200 miles home"]},
    {"id": "single-b", "hour": 7, "headlines": ["Pub wins award for best Sunday roast"]},
    {"id": "single-c", "hour": 11, "headlines": ["Record crowd at women's league match"]},
    {"id": "single-d", "hour": 13, "headlines": ["Theatre revives forgotten comedy"]},
    {"id": "single-e", "hour": 17, "headlines": ["Beavers return to river after 400 years"]},
    {"id": "single-f", "hour": 19, "headlines": ["Council fines landlords over damp homes"]},
    {"id": "single-g", "hour": 21, "headlines": ["Lighthouse keeper's diary goes on display"]},
    {"id": "single-h", "hour": 23, "headlines": ["Student invents cheaper water filter"]},
    {"id": "single-i", "hour": 25, "headlines": ["Zoo names new penguin chicks"]},
    {"id": "single-j", "hour": 27, "headlines": ["Chef opens restaurant in old fire station"]},
    {"id": "single-k", "hour": 29, "headlines": ["Orchestra plays concert in underground cave"]},
    {"id": "single-l", "hour": 31, "headlines": ["Town votes to ban cars from centre on Sundays"]},
    {"id": "single-m", "hour": 33, "headlines": ["Rare stamp sells for record price"]},
    {"id": "single-n", "hour": 35, "headlines": ["Marathon runner, 84, finishes 100th race"]},
    {"id": "single-o", "hour": 37, "headlines": ["Hospital choir tops music chart"]},
    {"id": "single-p", "hour": 39, "headlines": ["Ferry named after local hero"]},
    {"id": "single-q", "hour": 42, "headlines": ["Museum returns artefacts to island"]},
    {"id": "single-r", "hour": 45, "headlines": ["Village shop run by volunteers turns 10"]},
    {"id": "single-s", "hour": 49, "headlines": ["School wins robotics championship"]},
    {"id": "single-t", "hour": 51, "headlines": ["Allotment waiting list reaches 2,000"]},
    {"id": "single-u", "hour": 53, "headlines": ["Power cut hits Brask suburbs"]},
    {"id": "single-v", "hour": 56, "headlines": ["Seal spotted in city river"]},
    {"id": "single-w", "hour": 59, "headlines": ["New bridge named after engineer"]},
    {"id": "single-x", "hour": 61, "headlines": ["Farmers protest over milk prices"]},
    {"id": "single-y", "hour": 64, "headlines": ["Cinema shows silent film with live band"]},
    {"id": "single-z", "hour": 67, "headlines": ["Baker makes record-long loaf"]},
]
