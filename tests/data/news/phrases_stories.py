"""The stories of headlines-phrases.tsv (see make_headlines.py): written without reading the
detector, for a trap seen on real streams. Invented for Kindred's tests.
Trap on purpose: stock phrases. Business and sports desks tell unrelated stories with the same
few phrases on the same day ("files for bankruptcy", "files for IPO", "recalls N vehicles",
"names new CEO", "shares plunge after earnings miss", "sacks manager", "launches referral
program"), so each big story here has several small stories beside it, hours apart, that share
its phrase but name another company, carmaker, club or person. Outlets paraphrase the phrase
("seeks bankruptcy protection", "goes bust", "collapses into administration"), some headlines
name only a descriptor ("retailer with 300 stores") and some only the company. A detector that
links headlines on the phrase instead of on the names merges the small stories into the big
one, or the small ones with each other."""

from headline_stories import SOURCES

START_DATE = (2026, 11, 16)
SEED = 20261116

SUFFIX_SOURCES = {"Metro Dispatch": " - ", "Kestrel News": " | ", "Daily Compass": " - "}
TITLE_CASE_SOURCES = set(SOURCES[2::5])

BIG = [
    # Day 1: a bankruptcy and an IPO filing.
    {
        "id": "halvorsen-bankruptcy", "hour": 6, "burst": 18,
        "headlines": [
            ("Atlas Newswire", "Halvorsen Retail files for bankruptcy"),
            ("Riverbend Daily", "Halvorsen Retail files for bankruptcy", 6),
            "Halvorsen files for Chapter 11 protection",
            "Retailer with 300 stores files for bankruptcy",
            "Halvorsen Retail seeks bankruptcy protection as sales slump",
            "Department store chain Halvorsen goes bust, 9,000 jobs at risk",
            "Halvorsen collapses under $2.1bn of debt",
            "What Halvorsen's bankruptcy means for shoppers",
            "Halvorsen stores stay open during Chapter 11, company says",
            "Halvorsen Retail bankruptcy: gift cards still valid for 30 days",
            "Landlords brace for store closures after Halvorsen filing",
            "Halvorsen chief blames online rivals for collapse",
            "How Halvorsen went from high street favourite to bankruptcy court",
            "Halvorsen secures $300m loan to keep trading in bankruptcy",
            "Suppliers owed millions after Halvorsen Retail filing",
            "Halvorsen: staff learn of bankruptcy from the news",
            "The 120-year-old retailer that ran out of money",
            "Halvorsen bankruptcy: the stores most likely to close",
            "Halvorsen Retail to close 80 stores in first wave",
            "Bidders circle Halvorsen's best sites",
            "Halvorsen pension fund shortfall revealed in court papers",
        ],
    },
    {
        "id": "brightwave-ipo", "hour": 11, "burst": 16,
        "headlines": [
            ("Ledgerline Markets", "Brightwave files for IPO"),
            "Brightwave files to go public in New Carran",
            "Streaming start-up Brightwave files for initial public offering",
            "Brightwave IPO filing reveals $140m loss",
            "Brightwave seeks $18bn valuation in stock market listing",
            "Brightwave files for IPO: five things from the prospectus",
            "Music app Brightwave takes first step towards listing",
            "Brightwave to list on the Carran exchange under 'BWAV'",
            "Brightwave's founders keep control with dual-class shares",
            "Brightwave listing could be year's largest tech debut",
            "Brightwave IPO: subscribers up 70% but losses widen",
            "Investors weigh Brightwave's path to profit",
            "Brightwave picks three banks to lead share sale",
            "Brightwave chief Noor Halstead: 'the right time to go public'",
            "Why Brightwave is going public now",
            "Brightwave files publicly after confidential filing in spring",
            "Brightwave IPO expected before year end",
            "Brightwave prospectus flags reliance on record labels",
        ],
    },
    # Day 2: a recall, a new chief executive and an earnings miss.
    {
        "id": "vantor-recall", "hour": 29, "burst": 18,
        "headlines": [
            ("Atlas Newswire", "Vantor Motors recalls 410,000 vehicles over airbag fault"),
            ("Open Road News", "Vantor Motors recalls 410,000 vehicles over airbag fault", 9),
            "Vantor recalls 410,000 cars as airbags may fail to deploy",
            "Carmaker Vantor issues recall for 410,000 vehicles",
            "Vantor Motors recall: is your car affected?",
            "Vantor recalls Sorrel and Kite models over airbag sensors",
            "Airbag defect forces Vantor to recall 410,000 cars",
            "Vantor shares slip after huge airbag recall",
            "Vantor says no injuries linked to airbag fault",
            "Vantor recall: owners told not to let passengers sit in front",
            "Safety regulator presses Vantor over recall timing",
            "Vantor's airbag recall is its biggest in a decade",
            "Vantor Motors to fix recalled cars for free",
            "Carmaker recalls 410,000 vehicles, blames supplier",
            "Vantor recall to cost up to $600m, analysts say",
            "Vantor dealers swamped with calls after recall",
            "Vantor names airbag supplier Calloway Systems in recall notice",
            "Vantor extends airbag recall to 2024 models",
            "Vantor recall: how to check your vehicle number",
        ],
    },
    {
        "id": "castellane-ceo", "hour": 33, "burst": 17,
        "headlines": [
            ("Ledgerline Markets", "Castellane names Idris Maren as new CEO"),
            "Castellane Foods appoints Idris Maren chief executive",
            "Food giant Castellane names new CEO after profit slump",
            "Idris Maren to lead Castellane from January",
            "Castellane picks outsider Maren as chief executive",
            "Who is Idris Maren, Castellane's new boss?",
            "Castellane shares rise as Maren named CEO",
            "Castellane's new CEO faces tough task",
            "Maren leaves Orvel Drinks to run Castellane",
            "Castellane names new CEO, chairman to step back",
            "Castellane Foods: Maren's pay package revealed",
            "Idris Maren: 'Castellane needs to be simpler'",
            "Castellane ends long search for chief executive",
            "Outgoing Castellane boss Pieter Vance to stay as adviser",
            "Castellane CEO appointment: analysts welcome Maren",
            "Maren's first job at Castellane: fix the frozen foods arm",
            "Castellane Foods names Maren, first outsider in its history",
        ],
    },
    {
        "id": "zephra-earnings", "hour": 41, "burst": 16,
        "headlines": [
            ("Market Pulse", "Zephra shares plunge after earnings miss"),
            "Zephra stock tumbles 22% as profit falls short",
            "Chipmaker Zephra misses earnings forecasts, shares sink",
            "Zephra shares plunge after weak quarter",
            "Zephra cuts outlook as data centre orders slow",
            "Zephra sheds $30bn in market value after results",
            "Zephra earnings: revenue misses on weak demand",
            "Zephra's worst day on the market since 2020",
            "Zephra chief: 'a pause, not a slowdown'",
            "Analysts slash Zephra price targets after miss",
            "Zephra results drag chip stocks lower",
            "Zephra shares plunge: what went wrong",
            "Zephra misses, guides lower and loses a fifth of its value",
            "Zephra to cut 1,200 jobs after earnings shortfall",
            "Zephra sell-off hits retail investors",
            "Zephra shares extend losses on second day",
            "Zephra earnings miss: the numbers",
        ],
    },
    # Day 3: a manager sacked and a referral program that went wrong.
    {
        "id": "redcliffe-sack", "hour": 52, "burst": 18,
        "headlines": [
            ("Pitchside", "Redcliffe Rovers sack manager Anders Holm"),
            ("Scoreboard Live", "Redcliffe Rovers sack manager Anders Holm", 3),
            "Anders Holm sacked by Redcliffe after derby defeat",
            "Redcliffe part ways with Holm after nine games without a win",
            "Holm out at Redcliffe Rovers",
            "Redcliffe sack Holm: who could replace him?",
            "Rovers dismiss manager Holm with club in relegation zone",
            "Anders Holm: 'I gave everything to Redcliffe'",
            "Redcliffe Rovers sacking: Holm's reign in numbers",
            "Redcliffe fans welcome Holm's exit",
            "Redcliffe name coach Lasse Brun as interim manager",
            "Holm becomes third manager sacked this season",
            "Redcliffe owner explains decision to sack Holm",
            "Club sacks manager after 14 months in charge",
            "Redcliffe players 'shocked' by Holm departure",
            "Redcliffe Rovers sack Holm: the timeline",
            "Former Redcliffe captain Dale Orme favourite for job",
            "Redcliffe to pay Holm £3m compensation",
            "Holm sacking: Redcliffe's board under pressure",
        ],
    },
    {
        "id": "pennyloop-referral", "hour": 58, "burst": 16,
        "headlines": [
            ("Orbit Tech News", "Pennyloop launches referral program paying $50 per friend"),
            "Pennyloop app crashes as referral program goes viral",
            "Payments app Pennyloop launches $50 refer-a-friend scheme",
            "Pennyloop referral program: users sign up thousands of fake friends",
            "Pennyloop pauses referral program after fraud surge",
            "Pennyloop's $50 referral bonus draws a million sign-ups in a day",
            "Pennyloop referral scheme: what users need to know",
            "Pennyloop says it will honour genuine referral payouts",
            "Pennyloop chief apologises for referral program chaos",
            "Fintech Pennyloop overwhelmed by refer-a-friend rush",
            "Pennyloop referral bonus could cost it $40m",
            "Pennyloop freezes accounts linked to referral abuse",
            "Regulator asks Pennyloop about referral program",
            "Pennyloop relaunches referral program with new limits",
            "Pennyloop's viral referral program: lessons for start-ups",
            "Pennyloop users still waiting for referral money",
            "How Pennyloop's referral program spiralled",
        ],
    },
]

BACKGROUND = [
    # Day 1: other bankruptcies and IPO filings with the same phrases.
    {"id": "corvid-textiles-bankruptcy", "hour": 4, "headlines": [
        "Corvid Textiles files for bankruptcy",
        "Mill owner Corvid Textiles seeks bankruptcy protection",
        "Corvid Textiles collapses into administration, 400 jobs lost",
        "Corvid Textiles bankruptcy blamed on energy costs",
    ]},
    {"id": "pellham-bakeries-bankruptcy", "hour": 13, "headlines": [
        "Pellham Bakeries seeks bankruptcy protection",
        "Pellham Bakeries files for bankruptcy",
        "Bakery chain Pellham goes bust",
    ]},
    {"id": "dunmore-shipping-chapter11", "hour": 17, "headlines": [
        "Dunmore Shipping files for Chapter 11",
        "Dunmore Shipping files for bankruptcy amid freight slump",
    ]},
    {"id": "tessaly-bio-ipo", "hour": 8, "headlines": [
        "Tessaly Bio files for IPO",
        "Tessaly Bio files to go public on the Carran exchange",
        "Biotech Tessaly seeks $900m in initial public offering",
        "Tessaly Bio IPO filing shows no revenue yet",
    ]},
    {"id": "orrin-payments-ipo", "hour": 15, "headlines": [
        "Orrin Payments files for IPO",
        "Orrin Payments files to go public",
        "Orrin IPO: payments firm seeks $4bn valuation",
    ]},
    {"id": "halvorsen-rival-sales", "hour": 19, "headlines": [
        "Department store Marlowe & Finch reports strong autumn sales",
    ]},
    # Day 2: other recalls, chief executives and earnings misses.
    {"id": "kestrow-recall", "hour": 26, "headlines": [
        "Kestrow Autos recalls 12,000 vehicles over brake fault",
        "Kestrow recalls 12,000 cars",
        "Brake defect prompts Kestrow Autos recall",
        "Kestrow Autos recall: affected models listed",
    ]},
    {"id": "ilvane-trucks-recall", "hour": 37, "headlines": [
        "Ilvane Trucks recalls 3,200 vehicles",
        "Ilvane recalls 3,200 trucks over steering fault",
        "Truckmaker Ilvane issues recall",
    ]},
    {"id": "marrow-bank-ceo", "hour": 30, "headlines": [
        "Marrow Bank names new CEO",
        "Marrow Bank appoints Helena Strand chief executive",
        "Helena Strand to run Marrow Bank",
        "Marrow Bank names Strand as CEO after two-year search",
    ]},
    {"id": "sable-airlines-ceo", "hour": 39, "headlines": [
        "Sable Airlines names new chief executive",
        "Sable Airlines appoints Tomasz Orlik as CEO",
        "Orlik to lead Sable Airlines",
    ]},
    {"id": "ferrand-earnings", "hour": 36, "headlines": [
        "Ferrand Chemicals shares plunge after earnings miss",
        "Ferrand Chemicals misses profit forecasts",
        "Ferrand shares sink 15% on weak results",
        "Ferrand Chemicals earnings miss: fertiliser demand falls",
    ]},
    {"id": "orbis-media-earnings", "hour": 44, "headlines": [
        "Orbis Media shares tumble after earnings miss",
        "Orbis Media misses forecasts as advertising slows",
        "Orbis Media shares plunge on profit warning",
    ]},
    {"id": "vantor-new-model", "hour": 45, "headlines": [
        "Vantor unveils electric Kite for next year",
    ]},
    # Day 3: other sackings, referral programs and one more bankruptcy and recall.
    {"id": "eastmoor-sack", "hour": 50, "headlines": [
        "Eastmoor Athletic sack manager Gary Pell",
        "Gary Pell sacked by Eastmoor",
        "Eastmoor part ways with boss Pell after cup exit",
        "Eastmoor Athletic sack Pell: club statement in full",
    ]},
    {"id": "kingsbridge-sack", "hour": 61, "headlines": [
        "Kingsbridge Town sack manager Rhys Colley",
        "Kingsbridge part ways with Colley",
        "Colley sacked by Kingsbridge Town",
    ]},
    {"id": "lumen-grocer-referral", "hour": 55, "headlines": [
        "Lumen Grocer launches referral program",
        "Lumen Grocer launches referral program for delivery customers",
        "Grocery app Lumen offers £10 for every friend referred",
    ]},
    {"id": "tallis-broadband-referral", "hour": 63, "headlines": [
        "Tallis Broadband launches refer-a-friend scheme",
        "Tallis Broadband launches referral program with free month",
    ]},
    {"id": "quenby-furniture-bankruptcy", "hour": 54, "headlines": [
        "Quenby Furniture files for bankruptcy",
        "Quenby Furniture goes bust, 60 showrooms to close",
        "Furniture chain Quenby seeks bankruptcy protection",
    ]},
    {"id": "halvorsen-buyer", "hour": 60, "headlines": [
        "Investment firm Dorran Capital bids for Halvorsen stores",
        "Dorran Capital makes offer for bankrupt Halvorsen",
    ]},
    {"id": "arlen-cycles-recall", "hour": 66, "headlines": [
        "Arlen Cycles recalls 8,000 e-bikes over battery fires",
        "Arlen recalls 8,000 electric bikes",
    ]},
    {"id": "brightwave-feature", "hour": 64, "headlines": [
        "Brightwave adds live concerts to its app",
    ]},
    # Market reports.
    {"id": "markets-a", "hour": 15, "spread": 5, "headlines": [
        "Stocks slip as retail shares fall",
        "Shares edge lower in cautious trade",
        "Markets close down after retailer bankruptcy",
    ]},
    {"id": "markets-b", "hour": 40, "spread": 5, "headlines": [
        "Chip stocks drag markets lower",
        "Shares fall as tech earnings disappoint",
        "Markets end sharply down",
    ]},
    {"id": "markets-c", "hour": 63, "spread": 5, "headlines": [
        "Stocks recover as bond yields ease",
        "Shares bounce back after two-day slide",
    ]},
    {"id": "currency-a", "hour": 22, "headlines": [
        "Carran dollar hits three-month high",
    ]},
    {"id": "oil-a", "hour": 47, "headlines": [
        "Oil prices rise on supply worries",
        "Crude climbs as output cuts loom",
    ]},
    # Unrelated stories.
    {"id": "weather-a", "hour": 9, "headlines": [
        "Heavy snow closes mountain passes",
        "Snow brings travel disruption in the north",
    ]},
    {"id": "world-a", "hour": 20, "headlines": [
        "Talks on fishing rights resume in Velmar",
    ]},
    {"id": "world-b", "hour": 43, "headlines": [
        "Ostland votes in regional elections",
        "Ostland regional election turnout highest in decades",
    ]},
    {"id": "science-a", "hour": 25, "headlines": [
        "Fossil of giant sea turtle found in quarry",
    ]},
    {"id": "health-a", "hour": 34, "headlines": [
        "Flu cases rise early this winter",
        "Doctors urge flu jabs as cases climb",
    ]},
    {"id": "crime-a", "hour": 57, "headlines": [
        "Art thieves take paintings from country house",
        "Police appeal after country house art theft",
    ]},
    {"id": "tennis-a", "hour": 48, "headlines": [
        "Moreau wins season-ending final",
    ]},
    {"id": "single-a", "hour": 1, "headlines": ["Cat rescued from church spire"]},
    {"id": "single-b", "hour": 3, "headlines": ["Village hall wins heritage grant"]},
    {"id": "single-c", "hour": 7, "headlines": ["Choir of retired miners releases album"]},
    {"id": "single-d", "hour": 12, "headlines": ["Rare orchid blooms in city garden"]},
    {"id": "single-e", "hour": 16, "headlines": ["Town clock chimes again after 30 years"]},
    {"id": "single-f", "hour": 21, "headlines": ["Teenager swims across the bay for charity"]},
    {"id": "single-g", "hour": 23, "headlines": ["Bus driver retires after 45 years"]},
    {"id": "single-h", "hour": 27, "headlines": ["Giant pumpkin breaks county record"]},
    {"id": "single-i", "hour": 31, "headlines": ["School bans phones at lunchtime"]},
    {"id": "single-j", "hour": 35, "headlines": ["Old railway line to become cycle path"]},
    {"id": "single-k", "hour": 38, "headlines": ["Puffin numbers rise on island"]},
    {"id": "single-l", "hour": 42, "headlines": ["Poet laureate shortlist announced"]},
    {"id": "single-m", "hour": 46, "headlines": ["Market town names new mayor"]},
    {"id": "single-n", "hour": 49, "headlines": ["Library lends out telescopes"]},
    {"id": "single-o", "hour": 51, "headlines": ["Museum finds lost painting in storeroom"]},
    {"id": "single-p", "hour": 53, "headlines": ["Ferry service restored after storm"]},
    {"id": "single-q", "hour": 56, "headlines": ["Woman, 101, learns to paint"]},
    {"id": "single-r", "hour": 59, "headlines": ["New footbridge opens over river"]},
    {"id": "single-s", "hour": 62, "headlines": ["Brass band marks 150th year"]},
    {"id": "single-t", "hour": 65, "headlines": ["Otters spotted in city canal"]},
    {"id": "single-u", "hour": 67, "headlines": ["Chess club for pensioners doubles in size"]},
    {"id": "single-v", "hour": 69, "headlines": ["Farm shop opens honesty box for eggs"]},
]
