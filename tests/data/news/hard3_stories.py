"""The stories of headlines-hard3.tsv (see make_headlines.py): a third hard stream, kept aside
as a check set and written without reading the clusterer (nothing under core/, ui/ or app/ was
read while writing it). Seven days (Monday 16 to Sunday 22 August 2027, UTC); 186 outlets are
listed and about 175 of them publish, most a few headlines each and three wires dozens
(SOURCE_WEIGHTS), as in a real stream. Invented for Kindred's tests: every outlet, place,
person, company and headline is fictional and was written for this file, with no name or
headline shared with the other streams.

The world: the Republic of Sarvenia (capital Dravnik, prime minister Dagmar Varankova, also
written Varanková; currency the talar; stock index the SVX 40; central bank the National Bank
of Sarvenia, governor Paulina Rezek), its second city Khoriv (also Horiv, Chorow), the north
coast port Saltmere, the river city Merovka on the Volna, the southern region of Arvaska
(villages Orlica, Vrana, Kostel) and the town of Tamsk; the neighbour Ostrelia (capital
Vennspor, prime minister Jörgen Mähler, also Maehler and Mahler, challenger Sanna Öberth, also
Oberth and Oeberth; currency the mark).

What makes it hard, on purpose:

1. Famous names with several stories on the same or neighbouring days:
   - Quorix, the tech giant: a record competition fine (big, Monday morning; its appeal on
     Saturday keeps the label), a worldwide outage (big, Monday evening: "Hours after record
     fine, Quorix suffers worldwide outage" is the outage), 4,000 job cuts (background,
     Tuesday) and quarterly results (background, Thursday night). The market reports of Monday
     and Friday name Quorix too (quorix-fine, quorix-outage, quorix-layoffs, quorix-earnings).
   - Dagmar Varankova: the cabinet reshuffle (big, Tuesday), the Volna river treaty she signs in
     Vennspor the same afternoon (background), a tax inquiry into her husband Milos Varanek's
     firm (background, Wednesday) and the no-confidence vote she survives (big, Friday); she also
     appears in the blast, wildfire, flood and Ambrosy stories (varankova-reshuffle,
     river-treaty, varankova-husband, varankova-confidence).
   - Sporting Dravnik: a striker signed from Racing Castrejo (background, Tuesday), the 0-4
     Champions Cup defeat by Castrejo (big, Thursday night), manager Bojan Rastovac sacked (big,
     Friday morning), a fine for flares at the Castrejo match (background, Friday) and the
     derby with Metalurg Khoriv (background, Saturday) (sporting-transfer, sporting-cup,
     sporting-sacking, sporting-fan-fine, sporting-derby).
   - The singer Zora Belanova (Belanová, "Zora"): a plagiarism lawsuit (background, Wednesday
     morning), the stage collapse at her Khoriv concert (big, Wednesday night) and her
     engagement to Adrian Strada (big, Saturday) (belanova-plagiarism, belanova-concert,
     belanova-engagement).
   - Also: Khoriv (the concert, a tram line, the bank siege, a hospital cyberattack, the film
     festival, the derby, a tennis final), Sarvabank (a money-laundering fine on Tuesday, the
     branch of the Khoriv siege on Friday), Halcyra Airways (an emergency landing, big, and new
     routes), Saltmere (port strike, storm landfall, a former mayor's trial on the storm's day),
     Vrana (wildfire; a Bronze Age hoard found by firefighters), Casimir Ambrosy (his death,
     big, and the Khoriv Film Festival that opens with a tribute to him: labelled the festival).
2. Daily market reports, published round the clock: overnight talar and oil lines after midnight
   UTC, pre-market lines, midday and closing reports and evening wraps. Each trading day's
   reports are one story (markets-day1 ... markets-day5) with a different cause each day (Monday
   a tech sell-off and oil, Tuesday the talar's slide after the finance minister's sacking,
   Wednesday hot inflation, Thursday the rate rise, Friday Quorix's results and flood claims).
   Tuesday and Thursday are big. A report naming another story as its cause ("Talar slides after
   Soumar's sacking", "Insurers slide as Storm Oriana approaches") is the market report of its
   day; the inflation and jobs figures, the rate rise and Quorix's results are their own
   stories. A company's own shares moving on its own news ("Quorix shares slide after
   competition office ruling", "Halcyra shares dip after engine scare") belongs to that
   company's story.
3. Recurring features, each edition its own story: the morning briefing (briefing-day1..7),
   "5 things to know" (five-things-day1..5), the evening briefing (evening-day1..5), the daily
   weather forecast and warnings (weather-day1..7), the evening sports round-up
   (sports-roundup-day1..7), "What's on TV tonight" (tv-tonight-day1..7) and the week in
   review (week-review). They name the day's big stories.
4. Stories that develop over days under one label while their words change:
   - storm-oriana: warnings (Wednesday), landfall at Saltmere (big, Thursday), the River Volna
     flooding Merovka (big, Friday, often without the storm's name), the insurance bill
     (Saturday), the clean-up (Sunday).
   - markash-trial: phone recordings (Monday), the aide Silvia Orsag's testimony (big,
     Wednesday: "Former aide tells court ..."), the guilty verdict (big, Friday), prison and
     party resignation (Sunday); linked sometimes by the name only.
   - khoriv-siege: a gunman holds hostages in a bank (big, Friday night), the siege ends at dawn
     and the gunman is named (big, Saturday), the negotiator's account (Saturday evening).
   - arvaska-wildfire (Tuesday, second burst Wednesday), rail-strike (talks fail Tuesday, the
     strike Wednesday, more dates Friday), saltmere-port-strike (Monday, settled Tuesday),
     ostrelia-election (a poll Monday, the final debate Friday, voting Sunday, results Sunday
     night), ambrosy-death (death Tuesday, funeral Saturday).
5. Same kind, different stories: two wildfires and a grass fire (Arvaska, big; Ostrelia's Lanz
   Hills, whose planes help Sarvenia; beside the Dravnik ring road), three plane incidents
   (Halcyra's emergency landing, big; a cargo crash at Vennspor; a drone closing Khoriv airport),
   strikes (rail, big; Saltmere dockers; a doctors' strike vote), two elections on one Sunday
   (Ostrelia's general election, big; Arvaska's regional election), two trials (Markash; the
   former Saltmere mayor), two central banks (Sarvenia raises, big; Ostrelia holds), two deaths
   (the actor Ambrosy, big; the poet Hana Liskova), two explosions (Koval Street, big; a
   fireworks store near Tamsk), two bribery cases (Markash; Dravnik traffic police).
6. A breaking story whose first and last headlines share almost no words: dravnik-blast starts
   as "Loud bang heard across central Dravnik" and "Smoke rises over Stare Mesto ...", becomes
   "Gas leak blamed for Dravnik blast that killed 12" and "Koval Street death toll rises ..."
   by mid-morning, and ends on Wednesday with "Property firm boss detained ..." and "Pavol
   Zelenak, head of Dombud Properties, held ...".
7. Form: copies of wire headlines, identical or with the wire's name as a prefix
   ("SARVAPRESS: ...", "PALLAS - ...", "UPDATE 3-..." reprinted a few minutes after the wire's
   own, given as (outlet, headline, minutes) triples), local papers' local angles given as
   (outlet, headline) pairs, "BREAKING:", "EXCLUSIVE:", "FACT CHECK:", "WATCH:",
   "JUST IN:", "LIVE:", "UPDATE 1-", "OPINION:", "what we know", explainers, questions, quotes,
   numbers, local angles ("Local family among those evacuated as Volna floods homes"), some
   outlets in Title Case and some that end every headline with their name. Not every big story
   is dense: some barely pass 15 headlines in four hours and trickle on for a day.

Labels are what a careful news editor would call one story: a follow-up keeps its story's
label; a feature, a market report or a festival that names a story is not that story.
"""

START_DATE = (2027, 8, 16)
SEED = 20270816

# Outlets, biggest first: three wires and a dozen national outlets publish most headlines; most
# of the others are local papers, radio stations, niche sites and foreign outlets with a few.
SOURCES = [
    # Wires and national outlets.
    "Sarvapress", "Trident Wire", "Pallas News Agency", "Dravnik Times", "SVT News",
    "The Sarvenian Herald", "Ostrelian Press Bureau", "Radio Sarva One", "Khoriv Daily News",
    "Sarva24", "BizSarva", "The Morning Courant", "Kurier Dravnicki", "Channel 6 Sarvenia",
    "Vennspor Dagblad", "Headline Hub", "Saltmere Evening Post", "Merovka Gazette",
    "Touchline Sarva", "Talar Times",
    # Regional papers, radio and television.
    "Arvaska Voice", "Tamsk Courier", "TV Khoriv", "Kanal Sever", "The Pomorin Advertiser",
    "Strelna Mercury", "Karsk Sentinel", "Radio Khoriv 98.1", "Saltmere FM", "Bramovo Herald",
    "Kestrin Journal", "Velko Express", "Sorbin Standard", "Czernik Record", "Zelenka Tribune",
    "Granitsa Post", "Belczyn Bugle", "Dunvel Observer", "Rosk Evening News", "Vesk Chronicle",
    "Gellin Highland News", "Lessing Bay Gazette", "Old Dunmir Times", "Marrin Bay Echo",
    "Marvich Courier", "Kostel Weekly", "Vrana Local", "Orlica Notes", "Merovka Radio",
    "Tamsk Community Radio", "Arvaska FM", "Volna Valley Radio", "Radio Pomorin",
    "Dravnik City Paper", "Khoriv Evening", "Ostrelia Today", "Lanz Bote", "Grauwald Rundschau",
    "The Eastern Courier", "Continental Review", "World Desk Weekly", "Baltrin Post",
    # Niche sites: business and markets.
    "Bourse Watch", "Dravnik Exchange Review", "Capital Flows", "The Ticker Room",
    "Moneyline Sarvenia", "Coinage Weekly", "Fintech Dravnik", "Freight & Port Review",
    "Property Desk Sarvenia", "The Energy Brief",
    # Technology.
    "Bytecast", "Circuitry", "The Kernel Report", "Pixel & Port", "Gadget Lane", "Cloudbase News",
    "Startup Sarva",
    # Sport.
    "Goalmouth", "The Terrace Report", "Sarva Sport Live", "Kickoff Daily", "Ravens Nest Blog",
    "Metalurg Fan Zone", "Peloton Notes", "Courtside Sarvenia", "Race & Field", "The Away End",
    "Sarvenian Football Weekly", "Bench Talk Podcast",
    # Entertainment and culture.
    "Stagedoor", "Popwire Sarva", "Celebrity Lounge", "Red Carpet Daily", "Encore Magazine",
    "Chart Beat", "Silver Screen Sarvenia", "The Culture Column", "Gossip Parlour",
    "Lettera", "The Sarvenian Review", "Prospekt",
    # Weather, health, science.
    "Skyline Weather", "Isobar", "StormTrack Sarvenia", "Clinic Notes", "Vital Signs Sarva",
    "Field & Fossil", "Skyward Sarvenia",
    # Politics and opinion.
    "The Chamber", "Dravnik Insider", "Policy Desk", "Ballot Box Blog",
    "The Lobby Correspondent", "The Commonplace", "Civic Forum Sarvenia", "The Contrarian",
    # Aggregators, digests, blogs and communities.
    "Quickread", "Sarva Digest", "The Morning Scroll", "Brief Sarva", "NewsBite Sarvenia",
    "The Daily Skim", "Sarvenian Voice Abroad", "Expat Dravnik", "Student Press Khoriv",
    "Neighbourhood Dravnik", "The Khoriv Blog", "Saltmere Harbour Watch",
    # Small local papers and stations.
    "Pomorin Gazette", "Strelna Weekly", "Karsk Advertiser", "Bramovo Radio", "Kestrin FM",
    "Velko Community News", "Sorbin Radio", "Czernik Evening", "Zelenka Herald",
    "Granitsa Weekly", "Belczyn Radio", "Dunvel Gazette", "Rosk FM", "Vesk Advertiser",
    "Gellin Valley Radio", "Lessing Bay FM", "Old Dunmir Courier", "Marrin Bay Radio",
    "Marvich Weekly", "Tamsk Evening", "Saltmere Mercury", "Merovka Today", "Khoriv West News",
    "Dravnik North Bulletin", "Stare Mesto Gazette", "Arvaska Farmers Journal",
    "Volna Riverside News", "Southern Plains Radio",
    # Foreign and diaspora outlets.
    "Vennspor Morgen", "Ostrelia Business Daily", "Lanz Valley Radio", "Kjeld Tidende",
    "Baltrin Evening", "The Lusaran", "Castrejo Deportes", "The Atlantic Desk",
    "Eastern Region Monitor", "Global Markets Tonight", "The Wider World",
    "Sarvenians in Baltrin", "Harbour Cities Review",
    # Trade and specialist press.
    "Flightdeck Weekly", "Rail Gazette Sarvenia", "Insurance Week Sarvenia",
    "Farm & Harvest", "Builders Journal", "Law Report Sarvenia", "Teachers' Weekly",
    "The Nurse Station", "Police Review Sarvenia", "Fire & Rescue Digest", "Motor Sarva",
    "The Wine Cellar", "Travel Sarvenia", "Museum Notes", "Science Sarvenia",
]

# A few big wires, a long tail of outlets with one to a few headlines each.
SOURCE_WEIGHTS = [1.0 / (3 + i) ** 0.75 for i in range(len(SOURCES))]

# Outlets that end every headline with their own name, after this separator.
SUFFIX_SOURCES = {
    "Sarva24": " - ", "Khoriv Daily News": " | ", "Headline Hub": " - ",
    "Saltmere Evening Post": " - ", "Ostrelia Today": " | ", "Kanal Sever": " | ",
    "Rosk Evening News": " - ", "Bramovo Herald": " | ",
    "Vrana Local": " - ", "Dunvel Observer": " - ", "Kestrin FM": " | ", "The Wider World": " - ",
}
TITLE_CASE_SOURCES = {
    "The Morning Courant", "Touchline Sarva", "Celebrity Lounge", "Gadget Lane", "Ostrelia Today",
    "Red Carpet Daily", "The Daily Skim", "Kickoff Daily", "Lettera",
} | set(SOURCES[30::9])

BIG = [
    # ------------------------------------------------------------ Monday 16 August (hours 0-24)
    {
        "id": "quorix-fine", "hour": 7, "burst": 20, "tail_hours": 14,
        "headlines": [
            ("Sarvapress",
             "Competition office fines Quorix 2.3 billion talars over app store rules"),
            ("Quickread",
             "SARVAPRESS: Competition office fines Quorix 2.3 billion talars over app store rules",
             4),
            "BREAKING: Quorix hit with record 2.3bn talar fine in Sarvenia",
            "Quorix fined a record sum for squeezing app developers",
            "Record penalty for Quorix: regulator says tech giant abused its dominance",
            "Quorix to appeal 'unjustified' competition ruling",
            "Irena Matousek: 'No company is too big to follow our rules'",
            "What the Quorix fine means for your phone",
            "Quorix must open its app store to rivals within 90 days, watchdog orders",
            "How big is 2.3 billion talars? Putting the Quorix fine in context",
            "Developers cheer as Sarvenian watchdog takes on Quorix",
            "Analysis: the Quorix ruling is a warning to every platform in Sarvenia",
            "Quorix shares slide after competition office ruling",
            "UPDATE 1-Sarvenia's competition office fines Quorix, orders app store changes",
            "Quorix boss Daniel Ferrant says company 'strongly disagrees' with fine",
            "Small app makers tell of years of Quorix fees",
            "Watchdog v Quorix: a three-year investigation explained",
            "The Quorix fine in numbers",
            "Largest fine in Sarvenian history lands on Quorix",
            "Ostrelia's regulator says it is studying the Quorix decision",
            "OPINION: A fine is not enough - Quorix must be broken up",
            "Is Quorix's app store about to change? Five questions answered",
            "Ferrant's letter to staff: 'We will fight this in court'",
            "Quorix fine: opposition demands the money go to schools",
            "Quorix, the competition office and the 30 per cent fee: a timeline",
        ],
    },
    {
        "id": "halcyra-landing", "hour": 12.5, "burst": 18, "tail_hours": 12,
        "headlines": [
            ("Trident Wire",
             "Passengers evacuated down slides after Halcyra engine failure in Dravnik"),
            ("The Daily Skim",
             "Passengers evacuated down slides after Halcyra engine failure in Dravnik", 11),
            "Halcyra Airways jet makes emergency landing at Dravnik Sokolnik",
            "JUST IN: Flight HC412 declares emergency shortly after take-off",
            "Smoke seen trailing from plane over western Dravnik",
            "Halcyra flight turns back to Sokolnik with engine on fire",
            "'We thought we were going to die': passengers on flight HC412",
            "All 184 on board safe after Halcyra emergency landing",
            "Sokolnik airport closes runway after emergency landing",
            "Video shows flames from engine of Halcyra jet",
            "Halcyra grounds sister aircraft pending checks",
            "Nine treated in hospital after sliding from Halcyra jet",
            ("Karsk Sentinel", "Karsk couple were on board flight HC412: 'The pilot saved us'"),
            "Dravnik airport delays pile up after plane emergency",
            "What happened on flight HC412? What we know",
            "Halcyra Airways: engine 'failed without warning'",
            "Pilot of stricken Halcyra jet hailed a hero",
            "Air accident investigators arrive at Sokolnik",
            "Halcyra shares dip after engine scare",
            "Captain Renata Dobrev: the pilot who brought HC412 home",
            "Passengers praise crew as Halcyra investigation begins",
            "Engine maker sends team to Dravnik after Halcyra incident",
            "How safe is Halcyra? The airline's record",
        ],
    },
    {
        "id": "quorix-outage", "hour": 17, "burst": 17, "tail_hours": 8,
        "headlines": [
            "Quorix services down for thousands of users",
            "Card payments failing across Sarvenia, banks say",
            "Quorix status page shows red across all services",
            "Is Quorix down? Users report problems with Muse assistant and email",
            "BREAKING: Major Quorix outage hits cloud, email and payments",
            "Quorix outage: shops unable to take card payments",
            "Quorix Cloud failure knocks banks and airlines offline",
            "Hours after record fine, Quorix suffers worldwide outage",
            "Quorix says it is 'working urgently' to restore services",
            "LIVE: Quorix outage - what is down and when will it be back?",
            "Muse stops answering: Quorix assistant goes silent across the region",
            "Hospital booking systems hit by Quorix outage",
            "'Nothing works': small businesses count the cost of Quorix outage",
            "Dravnik metro ticket machines down as Quorix fails",
            "Why one bad update could take down half the internet",
            "Trains, tills and teachers: the day Quorix went dark",
            "Quorix outage: users demand compensation",
            "Quorix apologises after faulty update caused outage",
            "The Quorix outage shows how much we depend on one company - OPINION",
            "Ministers want answers from Quorix after outage",
            "Quorix blames faulty update for global disruption",
            "Quorix services slowly coming back online",
            "Quorix outage lasted six hours, company confirms",
        ],
    },
    # ----------------------------------------------------------- Tuesday 17 August (hours 24-48)
    # The Koval Street blast: the first reports know only of a bang, smoke and a fallen building;
    # by mid-morning it is a gas explosion with a toll; on Wednesday the landlord is arrested.
    {
        "id": "dravnik-blast", "hour": 25.5, "burst": 17, "tail_hours": 0,
        "headlines": [
            "Loud bang heard across central Dravnik",
            "BREAKING: Explosion reported in Dravnik's Stare Mesto district",
            ("Sarvapress", "Explosion wrecks apartment block in Dravnik old town"),
            ("Kanal Sever", "SARVAPRESS | Explosion wrecks apartment block in Dravnik old town", 2),
            ("Brief Sarva", "Explosion wrecks apartment block in Dravnik old town", 7),
            "Residents woken by huge blast near Tessarin Square",
            "Smoke rises over Stare Mesto after night-time explosion",
            "Emergency services rush to Koval Street",
            "Part of five-storey building collapses on Koval Street",
            "People feared trapped after building partly collapses in Dravnik",
            "Police cordon off streets around Tessarin Square",
            "Witnesses describe 'wall of glass' as windows shattered",
            "Stare Mesto explosion: what we know so far",
            "Night-time blast in Dravnik: several injured taken to hospital",
            "Dravnik mayor heading to scene of overnight explosion",
            "Rescuers use dogs to search Koval Street rubble",
            "Neighbours: 'The whole street shook'",
        ],
    },
    {
        "id": "dravnik-blast", "hour": 31, "burst": 15, "tail_hours": 16,
        "headlines": [
            "Gas leak blamed for Dravnik blast that killed 12",
            "Koval Street death toll rises to 12, two children among dead",
            "Investigators point to ruptured gas pipe in old town explosion",
            "UPDATE 2-Gas explosion kills 12 in Sarvenian capital",
            "Residents say they reported smell of gas for weeks",
            "'We told them about the gas': anger grows in Stare Mesto",
            "Gas company says Koval Street pipes were the landlord's responsibility",
            "Day of mourning declared in Dravnik",
            "Varankova visits site of deadly gas blast",
            "Survivor pulled from rubble 11 hours after explosion",
            "Families search hospital lists for the missing after Koval Street blast",
            "Dravnik orders gas checks on 400 old town buildings",
            "Who owned the Koval Street building?",
            "The victims of the Koval Street explosion",
            "Deadly gas blast raises questions over old town housing",
            "Koval Street: how a gas leak brought down a building",
            "Collection for blast families passes 3 million talars",
            "Gas explosion survivors housed in school gym",
        ],
    },
    {
        "id": "varankova-reshuffle", "hour": 33, "burst": 19, "tail_hours": 12,
        "headlines": [
            "Varankova sacks finance minister in sweeping reshuffle",
            "Radek Soumar out as Sarvenia's finance minister",
            "BREAKING: PM Varankova reshuffles cabinet, Soumar dropped",
            "Prime Minister Dagmar Varanková names Mila Kordic finance minister",
            "Who is Mila Kordic, Sarvenia's new finance minister?",
            "Five ministers out, four new faces in: the reshuffle in full",
            "Soumar: 'I was not told until this morning'",
            "Varankova's reshuffle: winners and losers",
            "Analysis: Varankova gambles on a reset after a bruising summer",
            "Opposition calls Varankova reshuffle 'chairs on a sinking ship'",
            "Reshuffle: Varankova moves interior minister to defence",
            "Kordic promises 'no surprises' for the talar",
            "Why did Varankova fire Soumar?",
            "Soumar's allies warn of a party split",
            "First woman to run Sarvenia's treasury: Kordic sworn in",
            "LIVE: Cabinet reshuffle - every change as it happens",
            "Ousted Soumar leaves finance ministry to applause from staff",
            "The Varankova cabinet: who does what now",
            "Dagmar Varankova: 'This government has two years of work to do'",
            "Reshuffle leaves Varankova's coalition partner with one more seat at the table",
            "OPINION: Soumar was the scapegoat for Varankova's mistakes",
            "Kordic meets bankers on first day as finance minister",
            "What the reshuffle means for the budget",
        ],
    },
    {
        "id": "markets-day2", "hour": 35, "burst": 16, "tail_hours": 4,
        "headlines": [
            "Talar slides after Soumar's sacking",
            "Sarvenian bonds sell off as finance minister ousted",
            "Talar falls to three-month low against the Ostrelian mark",
            "SVX 40 drops 1.8% as investors digest reshuffle",
            "Markets give thumbs down to Varankova reshuffle",
            "Bank shares lead SVX 40 lower",
            "Talar weakest in the region as political risk returns",
            "Bond yields jump most since March",
            "Why the markets did not like the reshuffle",
            "Stocks in Dravnik fall for second day",
            "Currency traders sell talars after finance ministry shake-up",
            "SVX 40 midday: banks and builders slide",
            "Sarvenian 10-year yield climbs to 5.1%",
            "Talar slump: what it means for holidaymakers",
            "Exporters quietly welcome a weaker talar",
            "Dravnik bourse: Halcyra falls again, Quorix steadies",
            "Talar steadies in late trade after Kordic comments",
            "Tuesday's market wrap: SVX 40 ends 2.1% lower",
            "SVX 40 closes at lowest since May",
            "Stocks and the talar: a bad day in five charts",
        ],
    },
    {
        "id": "arvaska-wildfire", "hour": 38, "burst": 18, "tail_hours": 10,
        "headlines": [
            "Wildfire breaks out in Arvaska hills",
            "Villagers flee as forest fire spreads near Orlica",
            "BREAKING: Evacuation ordered for Orlica and Vrana as wildfire grows",
            "Arvaska fire: 2,000 hectares burning, winds fanning flames",
            "Huge smoke cloud over southern Sarvenia",
            "Firefighting planes battle blaze in Arvaska",
            "'The sky turned orange': Arvaska residents describe fleeing fire",
            "Motorway closed as flames jump road near Kostel",
            "Arvaska wildfire: what we know",
            "Heat and drought feed Arvaska blaze",
            "Dozens of homes burnt in Orlica",
            "Army sent to help fight Arvaska forest fire",
            "Wildfire forces 4,500 from homes in the south",
            "Livestock farmers race to save animals from Arvaska fire",
            "Smoke from Arvaska fire reaches Tamsk",
            "State of emergency declared in Arvaska region",
            "Winds shift, pushing fire towards Vrana",
            "Photos: Arvaska wildfire lights up the night",
            "Orlica family returns to find home in ashes",
            "Firefighters work through the night in Arvaska",
            "Was Arvaska ready for a fire this big?",
        ],
    },
    {
        "id": "ambrosy-death", "hour": 42, "burst": 16, "tail_hours": 30,
        "headlines": [
            "Casimir Ambrosy, giant of Sarvenian cinema, dies at 84",
            "Actor Casimir Ambrosy has died, his family says",
            "BREAKING: Casimir Ambrosy dead at 84",
            "Ambrosy, star of 'The Glass Orchard', dies in Khoriv",
            "Tributes pour in for Casimir Ambrosy",
            "'A voice we grew up with': Sarvenia mourns Ambrosy",
            "Casimir Ambrosy: a life in pictures",
            "Varankova: 'Ambrosy gave this country its face on screen'",
            "Ambrosy's most memorable roles",
            "Obituary: Casimir Ambrosy, 1943-2027",
            "Fans leave flowers at Khoriv theatre where Ambrosy began",
            "Ambrosy's co-stars remember a generous, difficult genius",
            "SVT to show 'The Glass Orchard' tonight in tribute to Ambrosy",
            "Casimir Ambrosy died peacefully at home, son says",
            "The night Casimir Ambrosy walked out of the film awards",
            "How Ambrosy became Sarvenia's favourite villain",
            "Ambrosy to lie in state at National Theatre",
            "Directors pay tribute to the actor who 'never said a line the same way twice'",
            "Casimir Ambrosy's funeral to be held on Saturday",
            "Why Casimir Ambrosy never went abroad",
            "Watch: Ambrosy's famous monologue from 'Winter Harbour'",
        ],
    },
    # --------------------------------------------------------- Wednesday 18 August (hours 48-72)
    {
        "id": "arvaska-wildfire", "hour": 52, "burst": 13, "tail_hours": 14,
        "headlines": [
            "Two firefighters killed as Arvaska blaze rages for second day",
            "Arvaska wildfire now the largest in Sarvenia for 20 years",
            "Ostrelia sends water bombers to help Sarvenia fight wildfire",
            "Arvaska fire: 11,000 hectares burnt, 7,000 evacuated",
            "Firefighters mourned as wildfire edges towards Kostel",
            "Vrana saved as winds drop overnight",
            "Arson not ruled out in Arvaska fire, police say",
            "LIVE: Arvaska wildfire - second day of evacuations",
            "Wine growers fear for harvest as fire scorches Arvaska vineyards",
            "Arvaska evacuees sleep in sports halls",
            "Fire crews from four regions converge on Arvaska",
            ("Strelna Mercury", "Strelna firefighters among crews sent to Arvaska"),
            "How climate change is making fires like Arvaska's more likely",
            "Arvaska wildfire partly contained, officials say",
            "Varankova promises aid to wildfire-hit Arvaska",
            "Firefighter Jakub Halek, 29, named as one of the dead",
            "Power lines under scrutiny as investigators seek cause of Arvaska fire",
        ],
    },
    {
        "id": "rail-strike", "hour": 51, "burst": 19, "tail_hours": 12,
        "headlines": [
            "National rail strike begins, stations deserted",
            "No trains across Sarvenia as rail workers walk out",
            ("Sarvapress", "Rail workers strike over pay, SarvaRail cancels all services"),
            ("Quickread",
             "SARVAPRESS: Rail workers strike over pay, SarvaRail cancels all services", 3),
            "BREAKING: SarvaRail cancels every train as 24-hour strike starts",
            "Commuters queue for buses as trains stop",
            "Rail strike: what you need to know about Wednesday's walkout",
            "Traffic jams stretch 30km into Dravnik as rail strike bites",
            "Stepan Bilek: 'Our members have not had a real rise in six years'",
            "Union and SarvaRail trade blame as strike halts freight",
            "Khoriv central station empty on strike morning",
            "Striking rail workers march on transport ministry",
            "Rail strike: can I get a refund on my ticket?",
            "Schools tell pupils to stay home as rail strike halts buses too",
            "Bilek's rail union threatens three more days of action",
            "Transport minister calls rail strike 'irresponsible'",
            "Cyclists, car-sharers and one man on a horse: how Sarvenia got to work",
            "Rail strike costs economy 90 million talars a day, business group says",
            "LIVE: Rail strike - picket lines, queues and talks",
            "SarvaRail offers 4% as strike day ends",
            "Rail union rejects 'insulting' SarvaRail offer",
            "Who is Stepan Bilek, the man who stopped the trains?",
            "Trains to run again on Thursday but more strikes loom",
        ],
    },
    {
        "id": "markash-trial", "hour": 57, "burst": 17, "tail_hours": 8,
        "headlines": [
            "Former aide tells court Markash ordered cash payments",
            "Star witness turns on ex-health minister in vaccine fraud trial",
            "Silvia Orsag: 'I carried the envelopes myself'",
            "Markash trial: aide describes meetings in a car park",
            "Teodor Markash shakes his head as former aide testifies",
            "Vaccine contracts were 'sold to the highest bidder', court hears",
            "Orsag testimony: the key moments",
            "Ex-minister's aide says she was promised a job for silence",
            "Defence accuses Orsag of lying to save herself",
            "Judge Brandl warns public gallery after outburst at Markash trial",
            "BREAKING: Markash trial witness says minister kept ledger of bribes",
            "The ledger: what Silvia Orsag says Teodor Markash wrote down",
            "Markash's lawyer: 'This witness has changed her story three times'",
            "What is the Markash case about? A guide to Sarvenia's vaccine fraud trial",
            "Court shown photos of cash in ex-minister's safe",
            "Markash trial: day nine in court",
            "Health ministry staff 'were afraid of Markash', aide says",
            "Former health minister's trial hears of 40 million talars in kickbacks",
            "Orsag's evidence leaves Markash defence on the back foot - analysis",
            "Markash trial adjourned until Friday after dramatic testimony",
        ],
    },
    {
        "id": "belanova-concert", "hour": 68.5, "burst": 19, "tail_hours": 14,
        "headlines": [
            "Stage rigging collapses at Zora Belanova concert in Khoriv",
            "BREAKING: Several hurt as lighting rig falls at Belanova show",
            "Belanova stops concert after crew members injured",
            "Screams at Zlatna Arena as rig comes down during Belanova's set",
            "Khoriv concert: 14 injured, three seriously, after stage structure falls",
            "'I heard a crack and then everything fell': fans describe Belanova concert horror",
            "Zora Belanova 'heartbroken' after crew injured at Horiv show",
            "WATCH: the moment the lighting rig fell at Zlatna Arena",
            "Belanova concert: 15,000 fans led out of arena",
            "Police open inquiry into Khoriv stage collapse",
            "Zora cancels Thursday's second Khoriv show",
            "Who built the stage? Questions after Zlatna Arena collapse",
            "Belanova concert collapse: what we know",
            "Fans queue to give blood after Khoriv arena accident",
            ("Bramovo Herald", "Bramovo students among injured at Belanova concert"),
            "Rigging firm says its equipment was 'checked twice'",
            "Zora Belanová: 'I will not sing again until I know they are safe'",
            "Chorow arena accident: three crew members in intensive care",
            "Belanova tour suspended after Khoriv collapse",
            "Ticket holders for Belanova's tour: what happens now?",
            "Zlatna Arena shut while inspectors check roof",
            "Labour inspectors question concert promoter over Khoriv accident",
            "Crew member hurt at Belanova show speaks from hospital bed",
            "Belanova visits injured crew in hospital",
        ],
    },
    # --------------------------------------------------------- Thursday 19 August (hours 72-96)
    # Storm Oriana: landfall at Saltmere on Thursday, the River Volna floods Merovka on Friday,
    # the damage bill on Saturday, clean-up on Sunday; later headlines often drop the name.
    {
        "id": "storm-oriana", "hour": 75, "burst": 24, "tail_hours": 14,
        "headlines": [
            ("Pallas News Agency", "Storm Oriana makes landfall near Saltmere"),
            ("NewsBite Sarvenia", "Storm Oriana makes landfall near Saltmere", 5),
            ("Harbour Cities Review", "PALLAS - Storm Oriana makes landfall near Saltmere", 20),
            "Oriana batters north coast with 140km/h winds",
            "BREAKING: Storm Oriana hits Saltmere, power cut to 90,000",
            "Seafront flooded as Oriana sweeps ashore",
            "LIVE: Storm Oriana - latest as gales lash the north",
            "Trees down, roofs torn off as Oriana hits Sarvenia",
            "Saltmere harbour wall breached by storm surge",
            "Storm Oriana: one dead after tree falls on car near Marrin Bay",
            "Ferries cancelled, bridges closed as Oriana arrives",
            "Red warning: stay indoors, north coast told",
            "Video: waves crash over Saltmere promenade",
            "Storm Oriana: what we know",
            "Oriana heads inland towards Merovka with heavy rain",
            "Saltmere regatta called off as Oriana arrives",
            "Marrin Bay cut off as coast road washes away",
            "Army on standby as Storm Oriana moves south",
            "How Storm Oriana compares with the great storm of 1999",
            "Saltmere mayor: 'We have never seen water this high in the old port'",
            "Storm Oriana: 110,000 homes without power",
            "Rain warnings for the Volna valley as Oriana moves inland",
            "Local family among those rescued from Saltmere flats by boat",
            "Storm Oriana: why it is so strong for August",
            "Oriana's winds ease but rivers are rising, forecasters warn",
            "Night of rain ahead for Merovka as Oriana moves inland",
            "Oriana: second death confirmed in the north",
            "Insurers brace for claims after Oriana",
        ],
    },
    {
        "id": "nbs-rates", "hour": 84, "burst": 18, "tail_hours": 8,
        "headlines": [
            "National Bank of Sarvenia raises rates to 4.75%",
            "NBS hikes by half a point to defend the talar",
            "BREAKING: Sarvenian central bank in surprise 50bp rate rise",
            "Rezek: rate rise was 'necessary to anchor inflation'",
            "Mortgage holders face higher bills after NBS move",
            "Why the National Bank raised rates by more than expected",
            "Paulina Rezek says more rises 'cannot be ruled out'",
            "NBS rate decision: what it means for your savings",
            "Central bank vote split 5-2 on half-point hike",
            "Varankova government 'respects independence' of National Bank after hike",
            "Sarvenian rate rise: economists react",
            "Governor Rezek points to weak talar and hot inflation",
            ("Trident Wire", "UPDATE 1-Sarvenia's central bank surprises with bigger hike"),
            ("The Atlantic Desk",
             "UPDATE 1-Sarvenia's central bank surprises with bigger hike", 12),
            "Kordic welcomes rate rise as 'support for the talar'",
            "Explainer: how the NBS sets interest rates",
            "Homebuyers rush to fix mortgages before banks pass on hike",
            "Rate rise pushes Sarvenian borrowing costs to 15-year high",
            "Businesses warn rate rise will hit investment",
            "OPINION: The National Bank has done Kordic's job for her",
            "Banks begin passing on NBS rate rise to borrowers",
        ],
    },
    {
        "id": "markets-day4", "hour": 84.5, "burst": 16, "tail_hours": 5,
        "headlines": [
            "Talar jumps after surprise rate hike",
            "SVX 40 falls as rate rise hits builders and retailers",
            "Talar posts biggest one-day gain in two years",
            "Bank stocks rally on higher rates while housebuilders sink",
            "Sarvenian two-year yield leaps after NBS decision",
            "Stocks slip, talar soars: markets react to the National Bank",
            "Traders caught short as NBS goes big",
            "Talar recovers all of Tuesday's losses",
            "SVX 40 afternoon: housebuilders down 6%",
            "Currency markets: talar strongest since June",
            "Dravnik stocks lower, bonds sell off on rate shock",
            "Markets live: talar rallies after central bank",
            "Talar surge: good news for importers, bad for exporters",
            "Retail shares fall as rate rise threatens spending",
            "Why the talar loves a rate rise",
            "Investors bet on another NBS rise in October",
            "Thursday close: SVX 40 down 1.2%, talar up 1.9%",
            "SVX 40 ends lower as rate rise weighs on housebuilders",
            "Tech stocks held up on rate-rise day ahead of Quorix results",
        ],
    },
    {
        "id": "sporting-cup", "hour": 92.5, "burst": 18, "tail_hours": 10,
        "headlines": [
            "Sporting Dravnik 0-4 Racing Castrejo: Ravens humiliated at home",
            "Castrejo crush Sporting to end Champions Cup dream",
            "Four goals, no answer: Sporting Dravnik out of the Champions Cup",
            "Sporting Dravnik v Racing Castrejo: player ratings",
            "Rastovac: 'Tonight we were not good enough in any way'",
            "Fans chant for Rastovac to go as Sporting are thrashed",
            "Racing Castrejo's Ivo Mendaro scores twice in Dravnik rout",
            "Champions Cup: Castrejo through 6-1 on aggregate",
            "Sporting's worst home defeat in continental competition for 30 years",
            "Sporting Dravnik crash out: five things we learned",
            "Boos at Ravens Park as Sporting exit Champions Cup",
            "Sporting 0 Castrejo 4: match report",
            "Sporting captain Denis Voloh apologises to fans",
            "Champions Cup exit costs Sporting Dravnik 20 million talars",
            "How Racing Castrejo took Sporting apart",
            "Sporting Dravnik's cup exit: where it went wrong",
            "Rastovac refuses to discuss his future after Castrejo defeat",
            "Mendaro: 'We knew their defence was slow'",
            "Sporting board to meet after Champions Cup humiliation",
            "The night the Ravens stopped singing",
            "Sporting Dravnik: a season falling apart in August",
        ],
    },
    # ----------------------------------------------------------- Friday 20 August (hours 96-120)
    {
        "id": "storm-oriana", "hour": 98, "burst": 18, "tail_hours": 14,
        "headlines": [
            "River Volna bursts its banks in Merovka",
            "Merovka under water: old town flooded overnight",
            "BREAKING: Thousands evacuated as Volna floods Merovka",
            "Flood water reaches first floors in Merovka's river district",
            "Boats rescue residents from rooftops in Merovka",
            "Volna at highest level ever recorded",
            "Merovka floods: what we know",
            "Local family among those evacuated as Volna floods homes",
            "Merovka hospital moves patients as flood water rises",
            "LIVE: Merovka floods - river still rising",
            "Flood defences fail in Merovka after two days of rain",
            "Varankova in Merovka: 'The state will pay to rebuild'",
            "Drone footage shows scale of Merovka flooding",
            "Soldiers fill sandbags as Volna threatens downstream villages",
            "Oriana's aftermath: Merovka counts the damage",
            "'Everything we own is under the river': Merovka residents",
            "Flooded Merovka without drinking water",
            "Why Merovka's flood walls were not high enough",
            "Volna flood peak passes Merovka, moves towards Bramovo",
            "Bramovo braces for the Volna flood",
            "Merovka floods: four dead, hundreds homeless",
            "How you can help Merovka flood victims",
        ],
    },
    {
        "id": "sporting-sacking", "hour": 103, "burst": 17, "tail_hours": 10,
        "headlines": [
            "Sporting Dravnik sack Bojan Rastovac",
            "Rastovac out: Sporting act after Champions Cup rout",
            "BREAKING: Sporting Dravnik part company with manager Rastovac",
            "Bojan Rastovac sacked less than two years into Sporting contract",
            "Sporting Dravnik's next manager: the runners and riders",
            "Rastovac thanks Sporting fans in farewell message",
            "Assistant Igor Petrov to take Sporting training on Saturday",
            "Why Sporting Dravnik had to let Rastovac go",
            "Rastovac's Sporting reign in numbers",
            "Sporting owner: 'We need a new direction'",
            "Rastovac sacking: what the players are saying",
            "Sporting Dravnik approach former Metalurg boss for manager job",
            "Sporting's Rastovac becomes first manager sacked this season",
            "Ravens fans split over Rastovac exit",
            "Rastovac to receive 3 million talars in compensation",
            "Sporting Dravnik confirm Rastovac departure, search begins",
            "Bojan Rastovac: the title winner who could not win in the Champions Cup",
            "Petrov in caretaker charge for Sporting's derby with Metalurg",
            "OPINION: Sacking Rastovac will not fix Sporting's real problem",
            "Rastovac linked with vacant Baltrin national team job",
        ],
    },
    {
        "id": "markash-trial", "hour": 106, "burst": 18, "tail_hours": 10,
        "headlines": [
            "Markash guilty of taking bribes over vaccine contracts",
            "BREAKING: Former health minister Teodor Markash found guilty",
            "Ex-minister Markash convicted in vaccine fraud case",
            "Guilty: court rules Markash sold vaccine deals for cash",
            "Markash verdict: what happens next",
            "Teodor Markash led from court after guilty verdict",
            "Judge Brandl: 'The defendant betrayed the public in a health emergency'",
            "Markash convicted on five counts, cleared on two",
            "Markash to be sentenced next week",
            "Markash verdict: reaction from the opposition",
            "Orsag's evidence was 'credible and consistent', judge says",
            "Markash's lawyer says he will appeal",
            "UPDATE 1-Sarvenian ex-minister convicted of bribery",
            "Vaccine fraud: how Markash was caught",
            "Markash guilty: a timeline of the case",
            "Markash faces up to 12 years in prison",
            "Health workers outside court cheer Markash verdict",
            "Varankova's party distances itself from convicted Markash",
            "The fall of Teodor Markash",
            "Could more officials face charges after Markash verdict?",
        ],
    },
    {
        "id": "varankova-confidence", "hour": 111.5, "burst": 16, "tail_hours": 10,
        "headlines": [
            "Varankova survives no-confidence vote",
            "Sarvenian PM wins confidence vote by six votes",
            "BREAKING: Varankova government survives, 78-72",
            "Voskov's motion fails as coalition holds together",
            "Prime Minister Varanková sees off opposition challenge",
            "Confidence vote: how every party voted",
            "Varankova after winning vote: 'Now back to work'",
            "Andrej Voskov: 'This government is living on borrowed time'",
            "Soumar votes with government despite sacking",
            "Why the no-confidence vote failed",
            "Confidence vote: Varankova's closest call yet",
            "Two rebels abstain as Varankova survives",
            "FACT CHECK: Voskov's claims about the flood response",
            "Varankova's victory speech interrupted by hecklers",
            "OPINION: Varankova won the vote but lost the argument",
            "What next for Voskov after failed no-confidence bid?",
            "Sarvenian PM Dagmar Varankova survives vote called over floods and fraud",
            "Varankova survives: what it means for the budget",
        ],
    },
    {
        "id": "khoriv-siege", "hour": 115, "burst": 16, "tail_hours": 4,
        "headlines": [
            "Armed man holds hostages in Khoriv bank",
            "Customers flee as gunman enters bank on Khoriv's Lipova Street",
            "BREAKING: Hostage situation at Sarvabank branch in Khoriv",
            "Police surround bank on Lipova Street",
            "Gunman holding up to six people inside Khoriv bank",
            "Khoriv hostage siege: what we know",
            "Shots heard at Khoriv bank, police say",
            "Special forces arrive at scene of Khoriv siege",
            "Lipova Street evacuated as siege continues",
            "Negotiators in contact with Khoriv gunman",
            "Horiv bank siege: gunman 'has demands', police say",
            "One hostage released from Sarvabank branch",
            "LIVE: Khoriv bank siege",
            "Police chief Sladek: 'Our priority is to get everyone out alive'",
            "Khoriv gunman 'known to police', reports say",
            "Khoriv siege: woman released with a note from gunman",
            "Families wait behind cordon as Khoriv siege enters fourth hour",
            "Residents told to stay indoors as Khoriv siege goes on into the night",
            "Talks continue overnight at Khoriv bank",
            "Khoriv siege: police bring in gunman's brother to talk",
        ],
    },
    # --------------------------------------------------------- Saturday 21 August (hours 120-144)
    {
        "id": "khoriv-siege", "hour": 123.5, "burst": 18, "tail_hours": 14,
        "headlines": [
            ("Sarvapress", "Khoriv siege over: all hostages freed"),
            ("Sarva Digest", "Sarvapress: Khoriv siege over: all hostages freed", 9),
            "BREAKING: Police storm Khoriv bank, gunman detained",
            "Five hostages walk free after 8-hour Khoriv siege",
            "Special forces end Sarvabank siege at dawn",
            "Khoriv siege ends: gunman wounded, hostages unhurt",
            "'He kept saying he was sorry': freed hostage speaks",
            "How the Khoriv siege ended",
            "Khoriv gunman named as Ondrej Kral, 41",
            "Ondrej Kral: who is the Khoriv bank gunman?",
            "Freed hostages reunited with families",
            "Sladek praises negotiators after Khoriv ends peacefully",
            "Khoriv bank gunman was in debt dispute with Sarvabank, police say",
            "Video shows special forces entering Lipova Street branch",
            "Khoriv: hostage drama ends without loss of life",
            "Kral to face charges of hostage taking and weapons offences",
            "Lipova Street reopens after Khoriv siege",
            "The night Khoriv held its breath",
            "Kral appears in court over Khoriv bank siege",
            "Khoriv siege hostages: bank staff offered counselling",
            "Gunman's brother: 'Ondrej lost everything'",
        ],
    },
    {
        "id": "belanova-engagement", "hour": 133, "burst": 17, "tail_hours": 14,
        "headlines": [
            "Zora Belanova engaged to actor Adrian Strada",
            "Belanova and Strada announce engagement",
            "She said yes! Zora Belanova shows off ring",
            "Zora Belanova and Adrian Strada to marry",
            "Belanova engagement: the couple's romance in pictures",
            "Adrian Strada proposed in Vrana vineyard, Belanova reveals",
            "Fans go wild as Zora announces engagement",
            "Who is Adrian Strada? Zora Belanova's fiance",
            "Belanova: 'After this week, I needed some good news'",
            "Strada and Belanova: from film set to engagement",
            "Engaged! Sarvenia's biggest star to wed",
            "Belanova's engagement ring: an expert's verdict",
            "Zora Belanová and Adrian Strada: when is the wedding?",
            "Belanova engagement post breaks Sarvenian social media record",
            "Strada: 'I have loved her since the first day of filming'",
            "Belanova and Strada thank fans for 'flood of love'",
            "Belanova's mother: 'We are over the moon'",
            "Zora Belanova engagement: what the stars said",
            "Belanova's fiance Adrian Strada cancels festival appearance",
            "Belanova's engagement: the best fan reactions",
        ],
    },
    # ----------------------------------------------------------- Sunday 22 August (hours 144-168)
    {
        "id": "ostrelia-election", "hour": 162, "burst": 21, "tail_hours": 5,
        "headlines": [
            "Ostrelia exit poll: Öberth's Labour Alliance ahead",
            "Exit poll puts Sanna Oberth on course to be Ostrelia's prime minister",
            "BREAKING: Mähler concedes defeat in Ostrelian election",
            ("Ostrelian Press Bureau", "Ostrelian election: Labour Alliance wins most seats"),
            ("Vennspor Morgen", "OPB - Ostrelian election: Labour Alliance wins most seats", 6),
            "Jörgen Mähler's National Progress suffers worst result in 30 years",
            "Sanna Öberth claims victory: 'Ostrelia chose change'",
            "Ostrelia election results: live updates",
            "Oeberth set to form coalition with the Green Left",
            "What an Öberth government means for Sarvenia",
            "Maehler: 'I take full responsibility'",
            "Ostrelia votes for change as Mahler's 12 years end",
            "Ostrelia election: turnout highest since 1994",
            "Vennspor celebrates as Labour Alliance wins",
            "Who is Sanna Öberth, Ostrelia's next leader?",
            "Ostrelian election: the results in maps",
            "Varankova congratulates Öberth on Ostrelia win",
            "Far-right Ostrelia First gains but falls short of hopes",
            "Ostrelia result: Mähler to step down as party leader",
            "Öberth wins: five things that will change in Ostrelia",
            ("Trident Wire", "UPDATE 3-Ostrelia's opposition wins election, Mahler concedes"),
            ("Global Markets Tonight",
             "UPDATE 3-Ostrelia's opposition wins election, Mahler concedes", 15),
            "Oberth's victory speech: 'We will govern for everyone'",
            "Ostrelia election: why Mähler lost",
            "Coalition talks in Ostrelia to begin on Tuesday",
        ],
    },
]

BACKGROUND = [
    # ---------------------------------------------------------------- Recurring features: each
    # day's edition is its own story, whatever big stories it names.
    {"id": "briefing-day1", "hour": 4, "spread": 2.5, "headlines": [
        "Morning briefing: Quorix ruling due, heat peaks in the south",
        "Your Monday briefing: dockers strike in Saltmere, a Quorix decision and 41C in Tamsk",
        "Good morning, Sarvenia: what to watch this Monday",
    ]},
    {"id": "briefing-day2", "hour": 28, "spread": 2.5, "headlines": [
        "Morning briefing: Dravnik blast, Quorix outage fallout, a reshuffle expected",
        "Your Tuesday briefing: explosion in the old town and a day of politics",
        "Good morning, Sarvenia: Tuesday's stories",
        "The morning read: after the night of the blast",
    ]},
    {"id": "briefing-day3", "hour": 52, "spread": 2.5, "headlines": [
        "Morning briefing: no trains today, fire in Arvaska, a new finance minister",
        "Your Wednesday briefing: rail strike, wildfire and the Markash trial",
        "Good morning, Sarvenia: Wednesday's stories",
    ]},
    {"id": "briefing-day4", "hour": 76, "spread": 2.5, "headlines": [
        "Morning briefing: Storm Oriana arrives, National Bank decides",
        "Your Thursday briefing: a storm, a rate decision and Sporting's big night",
        "Good morning, Sarvenia: Thursday's stories",
        "The morning read: storm day",
    ]},
    {"id": "briefing-day5", "hour": 100, "spread": 2.5, "headlines": [
        "Morning briefing: Merovka floods, Markash verdict due, Varankova faces vote",
        "Your Friday briefing: the Volna rises and parliament votes",
        "Good morning, Sarvenia: Friday's stories",
    ]},
    {"id": "briefing-day6", "hour": 124, "spread": 3, "headlines": [
        "Weekend briefing: Khoriv siege ends, Merovka begins to dry out",
        "Your Saturday briefing: hostages freed, Ambrosy's funeral, the derby",
    ]},
    {"id": "briefing-day7", "hour": 149, "spread": 3, "headlines": [
        "Sunday briefing: Ostrelia votes, Arvaska votes, the clean-up goes on",
        "Your Sunday morning read",
        "Good morning, Sarvenia: a Sunday of elections",
    ]},
    {"id": "five-things-day1", "hour": 5, "spread": 3, "headlines": [
        "5 things to know before you start your Monday",
        "Five things you need to know today: Quorix, heat, dockers",
        "Monday: 5 things to know",
    ]},
    {"id": "five-things-day2", "hour": 29, "spread": 3, "headlines": [
        "5 things to know on Tuesday: the Koval Street blast and more",
        "Five things you need to know today, Tuesday",
        "Tuesday: 5 things to know",
    ]},
    {"id": "five-things-day3", "hour": 53, "spread": 3, "headlines": [
        "5 things to know on Wednesday: strike day",
        "Five things you need to know today: trains, fire, a trial",
    ]},
    {"id": "five-things-day4", "hour": 77, "spread": 3, "headlines": [
        "5 things to know on Thursday as Storm Oriana hits",
        "Five things you need to know today, Thursday",
        "Thursday: 5 things to know",
    ]},
    {"id": "five-things-day5", "hour": 101, "spread": 3, "headlines": [
        "5 things to know on Friday: floods, a verdict and a vote",
        "Five things you need to know today: Friday edition",
    ]},
    {"id": "evening-day1", "hour": 17, "spread": 3, "headlines": [
        "Evening briefing: a record fine, an emergency landing and a sleepless Tamsk",
        "Monday evening: the day in five minutes",
    ]},
    {"id": "evening-day2", "hour": 41, "spread": 3, "headlines": [
        "Evening briefing: twelve dead in Dravnik, a new cabinet, fire in the south",
        "Tuesday evening: the day in five minutes",
        "The day in brief: Tuesday",
    ]},
    {"id": "evening-day3", "hour": 65, "spread": 3, "headlines": [
        "Evening briefing: trains stop, a witness talks, a storm approaches",
        "Wednesday evening: the day in five minutes",
    ]},
    {"id": "evening-day4", "hour": 89, "spread": 3, "headlines": [
        "Evening briefing: Oriana's toll, a bigger rate rise and a trip to the cup",
        "Thursday evening: the day in five minutes",
        "The day in brief: Thursday",
    ]},
    {"id": "evening-day5", "hour": 113, "spread": 3, "headlines": [
        "Evening briefing: Markash guilty, Varankova survives, Merovka under water",
        "Friday evening: the day in five minutes",
    ]},
    {"id": "weather-day1", "hour": 3, "spread": 8, "headlines": [
        "Weather: heat peaks today, up to 41C in the south",
        "Monday's forecast: scorching south, thunder in the hills",
        "Amber heat warning for Arvaska and Tamsk",
    ]},
    {"id": "weather-day2", "hour": 27, "spread": 8, "headlines": [
        "Weather: still hot, high fire risk in the south",
        "Tuesday's forecast: dry, windy and 38C",
        "Fire danger warning 'extreme' for southern regions",
    ]},
    {"id": "weather-day3", "hour": 51, "spread": 8, "headlines": [
        "Weather: cooler north, windy from the afternoon",
        "Wednesday's forecast: a change on the way",
        "Weather: showers spreading from the west tonight",
        "Weather for the week: the heat breaks at last",
    ]},
    {"id": "weather-day4", "hour": 74, "spread": 8, "headlines": [
        "Thursday's forecast: gales north, showers south",
        "Weather: Thursday's outlook, region by region",
    ]},
    {"id": "weather-day5", "hour": 98, "spread": 8, "headlines": [
        "Friday's forecast: rain easing, rivers still high",
        "Weather: a brighter weekend ahead after a soggy Friday",
        "Weather: drier from the west on Friday afternoon",
    ]},
    {"id": "weather-day6", "hour": 122, "spread": 8, "headlines": [
        "Saturday's forecast: sunny spells, 24C",
        "Weather: a calm, mild weekend",
    ]},
    {"id": "weather-day7", "hour": 146, "spread": 8, "headlines": [
        "Sunday's forecast: fine for voters and marathon runners",
        "Weather: warming up again next week",
        "The week's weather: heat returns by Wednesday",
    ]},
    {"id": "sports-roundup-day1", "hour": 20, "spread": 3, "headlines": [
        "Sport tonight: Metalurg win, Sokol through in the 100m heats",
        "Monday's sport in brief",
        "Results roundup: First League, tennis and cycling",
    ]},
    {"id": "sports-roundup-day2", "hour": 44, "spread": 3, "headlines": [
        "Sport tonight: Ferro signs, Sarvenia's relay team named",
        "Tuesday's sport in brief",
    ]},
    {"id": "sports-roundup-day3", "hour": 68, "spread": 3, "headlines": [
        "Sport tonight: a Tour stage, a basketball squad and cup team news",
        "Wednesday's sport in brief",
        "Results roundup: cycling, tennis and the First League",
    ]},
    {"id": "sports-roundup-day4", "hour": 93, "spread": 3, "headlines": [
        "Sport tonight: a painful night in Dravnik, a win in Vennspor",
        "Thursday's sport in brief",
    ]},
    {"id": "sports-roundup-day5", "hour": 117, "spread": 3, "headlines": [
        "Sport tonight: Rastovac goes, Sokol wins her semi-final",
        "Friday's sport in brief",
        "Results roundup: Friday",
    ]},
    {"id": "sports-roundup-day6", "hour": 141, "spread": 3, "headlines": [
        "Sport tonight: derby draw, silver for Sokol",
        "Saturday's sport in brief",
        "Results roundup: the First League on Saturday",
    ]},
    {"id": "sports-roundup-day7", "hour": 161, "spread": 3, "headlines": [
        "Sport tonight: Tour of Sarvenia ends, a tennis title in Khoriv",
        "Sunday's sport in brief",
    ]},
    {"id": "tv-tonight-day1", "hour": 10, "spread": 6, "headlines": [
        "What's on TV tonight: a new crime drama and the athletics",
        "Monday's TV picks",
    ]},
    {"id": "tv-tonight-day2", "hour": 34, "spread": 6, "headlines": [
        "What's on TV tonight: cooking final and a nature special",
        "Tuesday's TV picks",
        "Tonight on TV: the best of Tuesday",
    ]},
    {"id": "tv-tonight-day3", "hour": 58, "spread": 6, "headlines": [
        "What's on TV tonight: a Casimir Ambrosy double bill",
        "Wednesday's TV picks",
    ]},
    {"id": "tv-tonight-day4", "hour": 82, "spread": 6, "headlines": [
        "What's on TV tonight: Sporting v Castrejo and a quiz show return",
        "Thursday's TV picks",
        "Tonight on TV: Champions Cup football, live",
    ]},
    {"id": "tv-tonight-day5", "hour": 106, "spread": 6, "headlines": [
        "What's on TV tonight: a documentary on the Volna",
        "Friday's TV picks",
    ]},
    {"id": "tv-tonight-day6", "hour": 130, "spread": 6, "headlines": [
        "What's on TV tonight: the derby and a Saturday film",
        "Saturday's TV picks",
        "Tonight on TV: the best of Saturday",
    ]},
    {"id": "tv-tonight-day7", "hour": 154, "spread": 6, "headlines": [
        "What's on TV tonight: election night in Ostrelia and a costume drama",
        "Sunday's TV picks",
    ]},
    {"id": "week-review", "hour": 140, "spread": 20, "headlines": [
        "The week in review: fire, flood, a fine and a blast",
        "Seven days that shook Sarvenia: our week in pictures",
        "The week in ten headlines",
        "Week in review: what you might have missed",
    ]},
    # ---------------------------------------------------------------- Market reports: each
    # trading day's reports are one story, whatever they name as the cause.
    {"id": "markets-day1", "hour": 1, "spread": 2, "headlines": [
        "Talar edges lower in thin overnight trade",
        "Oil climbs in overnight trade after Ostrelian pipeline halt",
    ]},
    {"id": "markets-day1", "hour": 5.5, "spread": 1.5, "headlines": [
        "SVX 40 seen opening flat ahead of Quorix ruling",
        "Markets before the bell: eyes on the competition office",
    ]},
    {"id": "markets-day1", "hour": 9, "spread": 4, "headlines": [
        "Tech stocks drag SVX 40 lower",
        "Stocks fall as investors weigh regulatory risk",
        "Energy shares climb with oil price",
    ]},
    {"id": "markets-day1", "hour": 15.5, "spread": 4, "headlines": [
        "SVX 40 closes down 0.9%, Quorix and Halcyra the biggest fallers",
        "Talar flat against the mark at close",
        "Monday's market wrap: tech down, oil up",
    ]},
    {"id": "markets-day2", "hour": 28.5, "spread": 2.5, "headlines": [
        "SVX 40 set for weaker open as reshuffle rumours swirl",
        "Vennspor bourse edges lower in early trade",
        "Talar softer in early trade ahead of expected reshuffle",
    ]},
    {"id": "markets-day3", "hour": 53, "spread": 2, "headlines": [
        "SVX 40 seen higher after Tuesday's sell-off",
        "Markets before the bell: inflation figures due",
    ]},
    {"id": "markets-day3", "hour": 56, "spread": 6, "headlines": [
        "Stocks recover despite hotter inflation",
        "Talar slips again as inflation beats forecasts",
        "Transport stocks fall as rail strike bites",
        "Insurers slide as Storm Oriana approaches",
        "Bond yields rise on bets of a bigger rate hike",
    ]},
    {"id": "markets-day3", "hour": 63.5, "spread": 3, "headlines": [
        "SVX 40 rebounds 0.7% led by miners",
        "Wednesday close: SVX 40 higher, talar lower",
    ]},
    {"id": "markets-day4", "hour": 77, "spread": 3, "headlines": [
        "SVX 40 seen lower ahead of National Bank decision",
        "Talar firm as traders bet on a rate rise",
        "Vennspor shares flat, Ostrelian mark steady",
    ]},
    {"id": "markets-day5", "hour": 100, "spread": 2, "headlines": [
        "SVX 40 set to open higher as Quorix results lift tech",
        "SVX 40 futures up on Quorix earnings",
    ]},
    {"id": "markets-day5", "hour": 103, "spread": 5, "headlines": [
        "Quorix shares surge 9% as SVX 40 climbs",
        "Stocks rise as tech rally offsets flood worries",
        "Insurers fall again as Merovka flood claims mount",
        "Talar steady after strong jobs figures",
        "Builders' merchants rise on hopes of flood rebuilding",
    ]},
    {"id": "markets-day5", "hour": 111.5, "spread": 4, "headlines": [
        "SVX 40 ends week 1.4% lower despite Friday gains",
        "Friday's market wrap: Quorix lifts the index",
        "The week on the markets: a reshuffle, a rate rise and a rebound",
    ]},
    # ------------------------------------------------------------------- Names with other
    # stories: Quorix, Varankova, Sporting Dravnik, Belanova, Halcyra, Sarvabank, Khoriv.
    {"id": "quorix-layoffs", "hour": 30, "spread": 6, "headlines": [
        "Quorix to cut 4,000 jobs worldwide",
        "Quorix layoffs: 600 jobs to go at Dravnik campus",
        "Quorix job cuts were planned for months, staff told",
        "Quorix confirms restructuring, says AI will 'do more of the work'",
        "Union condemns Quorix job cuts in Dravnik",
    ]},
    {"id": "quorix-earnings", "hour": 91.5, "spread": 4, "headlines": [
        "Quorix profit up 22% despite record fine",
        "Quorix beats forecasts as cloud sales soar",
        "Quorix results: revenue 31bn talars, fine set aside in provisions",
        "Ferrant: outage 'will not happen again', as Quorix posts record quarter",
        "Quorix earnings: five takeaways",
        "Quorix shares jump in after-hours trade on strong results",
    ]},
    {"id": "quorix-fine", "hour": 128, "spread": 10, "headlines": [
        "Quorix files appeal against 2.3bn talar fine",
        "Quorix to let rival app stores onto its phones in Sarvenia from October",
    ]},
    {"id": "river-treaty", "hour": 37, "spread": 6, "headlines": [
        "Varankova and Mähler sign Volna river treaty in Vennspor",
        "Sarvenia and Ostrelia agree to share Volna flood data and dredging costs",
        "Varankova flies to Vennspor hours after reshuffle to sign river deal",
        "Volna treaty: what Sarvenia and Ostrelia agreed",
        "Mahler and Varankova hail 'new chapter' on shared river",
    ]},
    {"id": "varankova-husband", "hour": 64, "spread": 6, "headlines": [
        "EXCLUSIVE: Tax office examines firm owned by PM Varankova's husband",
        "Milos Varanek's construction firm under tax investigation",
        "Varankova: 'My husband's business is his business'",
        "Opposition demands answers over Varanek tax inquiry",
    ]},
    {"id": "sporting-transfer", "hour": 40, "spread": 5, "headlines": [
        "Sporting Dravnik sign striker Joaquin Ferro",
        "Ferro joins Sporting from Racing Castrejo for 9m talars",
        "Ferro cup-tied for Sporting's clash with his old club",
        "Joaquin Ferro: 'Sporting is the biggest club in Sarvenia'",
    ]},
    {"id": "sporting-fan-fine", "hour": 109, "spread": 6, "headlines": [
        "Sporting Dravnik fined over flares at Castrejo match",
        "Champions Cup body fines Sporting 80,000 talars for crowd trouble",
        "Sporting face partial stadium closure after fans' flares",
    ]},
    {"id": "sporting-derby", "hour": 137.5, "spread": 4, "headlines": [
        "Sporting Dravnik 1-1 Metalurg Khoriv: Petrov's first game ends level",
        "Late Ferro equaliser rescues Sporting in derby",
        "Metalurg frustrated by Sporting in the capital",
        "Derby draw: Sporting caretaker Petrov 'proud' of response",
    ]},
    {"id": "belanova-plagiarism", "hour": 54, "spread": 6, "headlines": [
        "Zora Belanova sued over hit song 'Paper Moon'",
        "Songwriter Luka Perrin says Belanova copied his melody",
        "Belanova's label: plagiarism claim 'without merit'",
        "Listen: the two songs at the heart of the Belanova lawsuit",
        "Belanova plagiarism case to be heard in November",
    ]},
    {"id": "halcyra-routes", "hour": 60, "spread": 6, "headlines": [
        "Halcyra Airways to fly to three new Baltrin cities",
        "Halcyra adds winter routes despite engine scare",
    ]},
    {"id": "sarvabank-fine", "hour": 44, "spread": 5, "headlines": [
        "Sarvabank fined 60m talars over money laundering checks",
        "Regulator: Sarvabank missed 'obvious' warning signs",
        "Sarvabank apologises and promises new checks",
    ]},
    {"id": "khoriv-tram", "hour": 13, "spread": 6, "headlines": [
        "Khoriv opens tram line to the airport",
        "First passengers ride Khoriv's new Line 7",
        "Khoriv airport tram: 22 minutes from the centre",
    ]},
    {"id": "hospital-cyberattack", "hour": 126, "spread": 8, "headlines": [
        "Cyberattack hits Khoriv University Hospital",
        "Khoriv hospital postpones operations after hackers strike",
        "Ransom demand after attack on Khoriv hospital computers",
        "Khoriv University Hospital: patient records 'not stolen'",
    ]},
    {"id": "khoriv-film-festival", "hour": 104, "spread": 8, "headlines": [
        "Khoriv Film Festival opens with tribute to Casimir Ambrosy",
        "Red carpet in Khoriv as the film festival begins",
        "Khoriv Film Festival: ten films to watch",
        "Festival director: 'This year belongs to Ambrosy'",
    ]},
    # ------------------------------------------------- Developing stories, the quieter days
    {"id": "markash-trial", "hour": 7, "spread": 8, "headlines": [
        "Markash trial resumes: prosecutors play phone recordings",
        "Court hears ex-minister's calls with vaccine supplier",
        "Markash denies voice on recording is his",
    ]},
    {"id": "markash-trial", "hour": 152, "spread": 10, "headlines": [
        "Markash moved to Dravnik prison ahead of sentencing",
        "Convicted former minister Markash resigns from party",
    ]},
    {"id": "dravnik-blast", "hour": 57, "spread": 8, "headlines": [
        "Owner of Koval Street block arrested",
        "Property firm boss detained over Dravnik gas explosion",
        "Pavol Zelenak, head of Dombud Properties, held on manslaughter suspicion",
        "Dombud ignored gas warnings, leaked letters show",
        "Police search Dombud offices",
        "Zelenak's lawyer: 'My client is cooperating fully'",
    ]},
    {"id": "dravnik-blast", "hour": 130, "spread": 10, "headlines": [
        "Twelve candles on Koval Street as Dravnik remembers blast victims",
        "Dombud's Zelenak released on bail",
    ]},
    {"id": "rail-strike", "hour": 43, "spread": 5, "headlines": [
        "Rail strike to go ahead after talks collapse",
        "SarvaRail: no trains at all on Wednesday",
        "Rail union rejects last-minute pay offer",
    ]},
    {"id": "rail-strike", "hour": 105, "spread": 8, "headlines": [
        "Rail union announces three-day strike for September",
        "SarvaRail and union to return to talks next week",
    ]},
    {"id": "storm-oriana", "hour": 61, "spread": 8, "headlines": [
        "Storm Oriana to hit north coast on Thursday",
        "Red wind warning issued for Saltmere ahead of Oriana",
        "Saltmere prepares sandbags as Oriana nears",
        "Oriana: what to expect from the first big storm of the season",
        "Schools on the north coast to close for Storm Oriana",
        "Ferry operators cancel Thursday crossings ahead of Oriana",
    ]},
    {"id": "storm-oriana", "hour": 126, "spread": 10, "headlines": [
        "Oriana damage bill could reach 1.4bn talars, insurers say",
        "Flood insurance claims top 20,000 in Merovka",
        "Insurers' association: Oriana the costliest storm in a decade",
        "Who pays for Merovka? The uninsured flood victims",
        "Government to set up 300m talar flood fund",
        "Merovka shopkeepers begin to shovel out the mud",
        "Insurance loss adjusters arrive in Merovka",
        "Why so many Merovka homes had no flood cover",
    ]},
    {"id": "storm-oriana", "hour": 148, "spread": 10, "headlines": [
        "Volunteers join Merovka clean-up",
        "Merovka old town reopens to residents after floods",
        "Saltmere harbour wall repairs to take a year",
        "Bramovo escapes the worst as river falls",
    ]},
    {"id": "ambrosy-death", "hour": 130, "spread": 6, "headlines": [
        "Thousands line Khoriv streets for Casimir Ambrosy's funeral",
        "Ambrosy laid to rest beside his wife",
        "Funeral of Casimir Ambrosy: the tributes",
        "'Goodbye, Casimir': actors carry Ambrosy's coffin",
    ]},
    {"id": "ostrelia-election", "hour": 12, "spread": 8, "headlines": [
        "Ostrelian election: Mähler trails Öberth in new poll",
        "Ostrelia's election, six days out: what the polls say",
    ]},
    {"id": "ostrelia-election", "hour": 114, "spread": 5, "headlines": [
        "Mähler and Öberth clash in final debate",
        "Ostrelia debate: who won?",
        "Oberth promises rail link to Dravnik in final debate",
        "Ostrelian election debate: five key moments",
    ]},
    {"id": "ostrelia-election", "hour": 148, "spread": 10, "headlines": [
        "Ostrelians vote in tight election",
        "Polls open in Ostrelia as Mähler seeks fourth term",
        "Ostrelia election: queues at polling stations in Vennspor",
        "Ostrelian election day: what to watch",
    ]},
    {"id": "varankova-confidence", "hour": 107, "spread": 4, "headlines": [
        "Parliament debates no-confidence motion against Varankova",
        "Voskov opens debate: 'This government failed Merovka'",
        "LIVE: No-confidence vote in parliament",
    ]},
    {"id": "khoriv-siege", "hour": 140, "spread": 8, "headlines": [
        "Khoriv siege: hostage negotiator tells of eight-hour ordeal",
        "Sarvabank to review branch security after Khoriv siege",
    ]},
    {"id": "saltmere-port-strike", "hour": 5, "spread": 10, "headlines": [
        "Saltmere dockers walk out over automation plans",
        "Container ships queue off Saltmere as port strike starts",
        "Port strike: why Saltmere dockers fear the robots",
        "Saltmere strike could hit supermarket shelves, retailers warn",
        "Dockers' leader: 'We will stay out until the machines are shelved'",
    ]},
    {"id": "saltmere-port-strike", "hour": 30, "spread": 8, "headlines": [
        "Saltmere dockers end strike after automation deal",
        "Port of Saltmere reopens, backlog to take a week",
        "Dockers win job guarantee in Saltmere deal",
    ]},
    # --------------------------------------------------- Same kind, different stories
    {"id": "lanz-wildfire", "hour": 60, "spread": 4, "headlines": [
        "Forest fire in Ostrelia's Lanz Hills forces 800 from homes",
        "Ostrelia battles its own wildfire as planes help Sarvenia",
        "Lanz Hills fire: ski resort village evacuated",
    ]},
    {"id": "lanz-wildfire", "hour": 70, "spread": 6, "headlines": [
        "Ostrelian firefighters contain Lanz blaze",
        "Lanz fire started by campers, Ostrelian police say",
    ]},
    {"id": "ring-road-grassfire", "hour": 108, "spread": 1.5, "headlines": [
        "Grass fire beside Dravnik ring road closes two lanes",
        "Smoke over Dravnik from roadside grass fire",
    ]},
    {"id": "ring-road-grassfire", "hour": 110, "spread": 1, "headlines": [
        "Ring road grass fire put out, traffic moving again",
    ]},
    {"id": "ostrelia-cargo-crash", "hour": 80, "spread": 3, "headlines": [
        "Cargo plane crashes on approach to Vennspor airport",
        "Two crew killed as freight plane crashes in Ostrelia",
        "Vennspor cargo crash: plane came down in fields short of runway",
    ]},
    {"id": "ostrelia-cargo-crash", "hour": 86, "spread": 6, "headlines": [
        "Ostrelian investigators recover flight recorders from cargo plane",
        "Storm winds may have played role in Vennspor cargo crash",
    ]},
    {"id": "khoriv-drone-airport", "hour": 100, "spread": 1.5, "headlines": [
        "Drone sighting halts flights at Khoriv airport",
    ]},
    {"id": "khoriv-drone-airport", "hour": 102.5, "spread": 3, "headlines": [
        "Khoriv airport reopens after two-hour drone closure",
        "Police hunt drone operator after Khoriv airport shutdown",
    ]},
    {"id": "doctors-strike-threat", "hour": 79, "spread": 8, "headlines": [
        "Hospital doctors vote to strike in September",
        "Junior doctors: 'We cannot go on working 70-hour weeks'",
        "Health minister offers talks to avert doctors' strike",
        "Doctors' strike ballot: 84% in favour",
    ]},
    {"id": "saltmere-mayor-trial", "hour": 78, "spread": 8, "headlines": [
        "Former Saltmere mayor goes on trial over harbour contracts",
        "Gregor Lukas denies taking cash for harbour deals",
        "Ex-mayor's trial opens as storm lashes Saltmere",
        "Lukas trial: prosecutors say harbour firm paid for mayor's villa",
    ]},
    {"id": "tamsk-fireworks-blast", "hour": 130, "spread": 6, "headlines": [
        "Explosion at fireworks warehouse near Tamsk",
        "Three hurt as fireworks store blows up outside Tamsk",
        "Tamsk blast: fireworks firm had no storage licence, council says",
    ]},
    {"id": "poet-death", "hour": 27, "spread": 8, "headlines": [
        "Poet Hana Liskova dies at 91",
        "Hana Liskova, voice of Sarvenian poetry, has died",
        "Liskova's poems: five to read today",
    ]},
    {"id": "arvaska-election", "hour": 150, "spread": 8, "headlines": [
        "Arvaska votes in regional election overshadowed by wildfire",
        "Arvaska regional election: polls close at 8pm",
        "Fire and water: the issues in Arvaska's election",
    ]},
    {"id": "arvaska-election", "hour": 162.5, "spread": 4, "headlines": [
        "Civic Union holds Arvaska in regional vote",
        "Arvaska election: turnout up despite evacuations",
    ]},
    {"id": "ostrelia-rates", "hour": 86, "spread": 5, "headlines": [
        "Ostrelian central bank holds rates at 3%",
        "Ostrelia keeps rates on hold as Sarvenia hikes",
        "Vennspor rate decision: no change, as expected",
    ]},
    {"id": "police-bribery", "hour": 133, "spread": 8, "headlines": [
        "Eight Dravnik traffic police charged in bribery ring",
        "Dravnik officers took cash to cancel speeding fines, prosecutors say",
        "Police chief: 'A shameful day for this force'",
    ]},
    {"id": "lusara-bus-crash", "hour": 88, "spread": 6, "headlines": [
        "Bus crash in Lusara kills nine",
        "Sarvenian tourists among injured in Lusara bus crash",
        "Lusara coach plunged off mountain road, police say",
    ]},
    # ---------------------------------------------------------------- Everything else
    {"id": "ostrelia-pipeline", "hour": 0.5, "spread": 5, "headlines": [
        "Ostrelia shuts main oil pipeline after leak",
        "Leak on Grauwald pipeline halts oil flows to Sarvenia",
        "Pipeline shutdown: Sarvenian refineries have 'weeks of stock'",
        "Ostrelian pipeline to restart within days, operator says",
    ]},
    {"id": "tamsk-heat-record", "hour": 11, "spread": 6, "headlines": [
        "Tamsk records 41.2C, the hottest day in Sarvenian history",
        "New national temperature record set in Tamsk",
        "Hottest day ever: how Tamsk coped",
        "Tamsk hospitals see rise in heatstroke cases",
    ]},
    {"id": "arvaska-water", "hour": 8, "spread": 6, "headlines": [
        "Hosepipe ban for Arvaska as reservoirs fall",
        "Arvaska water restrictions: what you can and cannot do",
        "Reservoir at Kostel lowest since records began",
    ]},
    {"id": "wine-harvest", "hour": 15, "spread": 6, "headlines": [
        "Arvaska grape harvest starts three weeks early",
        "Heat brings earliest wine harvest on record",
        "Winemakers: 'The grapes are small but sweet'",
    ]},
    {"id": "merovka-bridge", "hour": 8, "spread": 6, "headlines": [
        "Merovka's Iron Bridge closed for repairs",
        "Cracks found in 120-year-old Merovka bridge",
        "Merovka drivers face long detours as bridge shuts",
    ]},
    {"id": "zoo-leopards", "hour": 10, "spread": 8, "headlines": [
        "Snow leopard twins born at Dravnik Zoo",
        "Dravnik Zoo's snow leopard cubs make first appearance",
        "Watch: leopard cubs explore their enclosure",
    ]},
    {"id": "lottery-jackpot", "hour": 20, "spread": 4, "headlines": [
        "Lotto jackpot of 48 million talars won by single ticket in Pomorin",
        "Pomorin lottery winner yet to come forward",
    ]},
    {"id": "dravnik-scooters", "hour": 14, "spread": 6, "headlines": [
        "Dravnik to ban rental e-scooters from old town",
        "E-scooter ban: operators threaten legal action",
        "Scooters out, bikes in: Dravnik's new transport plan",
    ]},
    {"id": "missing-climber", "hour": 18, "spread": 6, "headlines": [
        "Search for climber missing in Gellin Highlands",
        "Helicopter joins hunt for missing climber in Gellin",
    ]},
    {"id": "missing-climber", "hour": 60, "spread": 4, "headlines": [
        "Missing Gellin climber found alive after two nights on mountain",
    ]},
    {"id": "sarvenia-gdp", "hour": 29, "spread": 4, "headlines": [
        "Sarvenian economy grew 0.4% in second quarter",
        "GDP: Sarvenia avoids slowdown as exports hold up",
        "Second-quarter growth beats forecasts",
    ]},
    {"id": "house-prices", "hour": 36, "spread": 6, "headlines": [
        "House prices in Dravnik fall for fourth month",
        "Property market cools as mortgage rates bite",
    ]},
    {"id": "volteon-plant", "hour": 38, "spread": 6, "headlines": [
        "Volteon to build battery plant near Tamsk, creating 2,000 jobs",
        "Tamsk wins battery factory after two-year contest",
        "Volteon's Tamsk plant: what we know",
        "Government to give Volteon 400m talars in subsidies",
    ]},
    {"id": "goat-supermarket", "hour": 33, "spread": 5, "headlines": [
        "Goat wanders into Karsk supermarket, eats cabbages",
        "Watch: the goat that went shopping",
    ]},
    {"id": "dravnik-metro", "hour": 46, "spread": 4, "headlines": [
        "Dravnik metro Line 3 opening delayed to 2029",
    ]},
    {"id": "museum-icons", "hour": 50, "spread": 8, "headlines": [
        "National Museum returns looted icons to Ostrelia",
        "Seven icons taken in 1944 go home to Vennspor",
        "Ostrelia thanks Sarvenia for return of icons",
    ]},
    {"id": "sarvenia-inflation", "hour": 54, "spread": 4, "headlines": [
        "Sarvenian inflation jumps to 5.8% in July",
        "Inflation rises for third month, food and fuel to blame",
        "Sarvenia inflation: higher than all forecasts",
        "What 5.8% inflation means for your shopping",
        "Inflation surprise piles pressure on National Bank",
    ]},
    {"id": "paylo-funding", "hour": 56, "spread": 6, "headlines": [
        "Dravnik fintech Paylo raises 80m talars",
        "Paylo becomes Sarvenia's second start-up worth a billion",
    ]},
    {"id": "weather-satellite", "hour": 62, "spread": 6, "headlines": [
        "Sarvenia's first weather satellite launched",
        "Sarvenian satellite reaches orbit, space agency says",
        "What Sarvenia's new satellite will do",
    ]},
    {"id": "cycling-stage", "hour": 62, "spread": 4, "headlines": [
        "Tour of Sarvenia: Kowal wins stage three in Velko",
        "Kowal takes leader's jersey after hilltop finish",
        "Tour of Sarvenia stage 3: results",
    ]},
    {"id": "exam-results", "hour": 74, "spread": 8, "headlines": [
        "School-leaving exam results: pass rate falls to 81%",
        "Exam results day: tears and cheers in Khoriv",
        "Maths scores drop again, exam board says",
        "Exam results: how to appeal your grade",
    ]},
    {"id": "korvel-recall", "hour": 88, "spread": 6, "headlines": [
        "Korvel Motors recalls 40,000 cars over airbag fault",
        "Korvel recall: which models are affected?",
        "Korvel airbag fault linked to two injuries",
    ]},
    {"id": "basketball-qualifier", "hour": 91, "spread": 3, "headlines": [
        "Sarvenia beat Ostrelia 81-77 in basketball qualifier",
        "Basketball: late three sends Sarvenia past Ostrelia in Vennspor",
    ]},
    {"id": "teacher-shortage", "hour": 82, "spread": 8, "headlines": [
        "Schools short of 3,000 teachers two weeks before term",
        "Teacher shortage worst in Tamsk and Arvaska",
    ]},
    {"id": "sarvenia-jobs", "hour": 101, "spread": 4, "headlines": [
        "Unemployment falls to 5.1%, lowest since 2008",
        "Sarvenian jobless rate drops despite summer slowdown",
        "Jobs figures: 40,000 more people in work",
    ]},
    {"id": "measles-tamsk", "hour": 105, "spread": 8, "headlines": [
        "Measles outbreak in Tamsk: 23 cases",
        "Tamsk parents urged to check children's vaccinations",
    ]},
    {"id": "meteor-shower", "hour": 112, "spread": 6, "headlines": [
        "Meteor shower to peak tonight: where to watch",
        "Clear skies after the storm: best night for shooting stars",
    ]},
    {"id": "restaurant-star", "hour": 107, "spread": 4, "headlines": [
        "Dravnik's Kitchen 19 named best restaurant in the country",
    ]},
    {"id": "sprinter-medal", "hour": 136, "spread": 4, "headlines": [
        "Lidia Sokol wins 200m silver at world championships",
        "Silver for Sokol: Sarvenia's first sprint medal in 20 years",
        "Sokol: 'I ran for everyone in Merovka'",
        "Lidia Sokol's silver in pictures",
    ]},
    {"id": "vrana-hoard", "hour": 129, "spread": 8, "headlines": [
        "Bronze Age hoard found near fire-hit Vrana",
        "Firefighters uncover ancient bronze axes in burnt Vrana field",
        "Vrana hoard 'the find of the decade', archaeologists say",
    ]},
    {"id": "cycling-tour-final", "hour": 155, "spread": 4, "headlines": [
        "Kowal wins Tour of Sarvenia",
        "Tour of Sarvenia: Kowal holds on in final stage to Dravnik",
        "Final stage sprint won by Baltrin's Aro Veske",
    ]},
    {"id": "tennis-final", "hour": 156, "spread": 4, "headlines": [
        "Katya Drozd wins Khoriv Open, her first title",
        "Drozd beats top seed in Khoriv final",
    ]},
    {"id": "dravnik-marathon", "hour": 148, "spread": 5, "headlines": [
        "Dravnik marathon: record 24,000 runners",
        "Baltrin runner wins Dravnik marathon in course record",
        "Marathon runners raise money for Merovka flood victims",
    ]},
    {"id": "bear-sighting", "hour": 116, "spread": 6, "headlines": [
        "Bear spotted near Gellin campsite",
    ]},
    {"id": "bridge-jump", "hour": 150, "spread": 6, "headlines": [
        "Strelna festival sets record for charity bridge jump",
    ]},
    {"id": "zelenka-library", "hour": 84, "spread": 8, "headlines": [
        "Zelenka library to close after 110 years",
        "Campaigners fight to save Zelenka library",
    ]},
    {"id": "pomorin-ferry", "hour": 22, "spread": 6, "headlines": [
        "Pomorin island ferry breaks down, 200 stranded overnight",
    ]},
    {"id": "vesk-factory-fire", "hour": 142, "spread": 6, "headlines": [
        "Fire destroys furniture factory in Vesk",
        "Vesk factory fire: 150 jobs at risk",
    ]},
]
