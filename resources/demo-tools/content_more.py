"""Ordinary news of the two days, part 2: Lakeside Daily, the Evening Signal, Tech Tidings and
the Meridian Wire's other stories, with the other halves of the "told twice" pairs."""


def item(feed, when, title, body, teaser=None, **extra):
    result = {"feed": feed, "when": when, "title": title, "body": body, "teaser": teaser}
    result.update(extra)
    return result


ITEMS = []

# ============================================================================= Lakeside Daily

ITEMS.append(item("lakeside", "03T12:10", "Wrenby ferry switches to winter timetable from Monday", """
The car ferry between Wrenby and Gull Point will run every ninety minutes instead of hourly from
Monday, when the winter timetable begins, and the last crossing will leave Wrenby at half past
eight in the evening. The operator says passenger numbers fall by half after October. Commuters
who work late shifts at the Gull Point care home have asked for one later sailing on weekdays, and
the company says it will look at the idea in the new year.
""", author="Lakeside Daily", category="Wrenby"))

ITEMS.append(item("lakeside", "03T15:45", "Wrenby's last independent pharmacy to close after eighty years", """
Holm's Pharmacy on Market Street will close on 19 December after eighty years, its owner Annelie
Holm said on Tuesday, blaming falling payments for dispensing prescriptions and the difficulty of
finding a second pharmacist willing to live in a small lakeside town. Patients will have to use
the supermarket pharmacy on the ring road, which has no parking for disabled drivers, or travel to
Varn. The town council has asked health officials to find a replacement.
""", author="Jonah Tallis", category="Wrenby"))

ITEMS.append(item("lakeside", "03T18:30", "T-shirts on the promenade as Lake Orrin basks in record November heat", """
Halvard set a record for the warmest November day on Tuesday, and Wrenby was not far behind: on
the promenade it felt more like late August than early November, as people strolled in T-shirts
and the ice cream van outside the pier did a trade its owner described as "frankly ridiculous for
the time of year".

The thermometer at Wrenby sailing club reached 20.1C in the early afternoon. Down the coast in
Halvard the temperature peaked at 21.4C, beating the November high for the west of the country
that had lasted since 1946, when 19.8C was measured in the same city.

Meteorologists said the unusual warmth came from air drawn north from the subtropics by a deep
area of low pressure out in the Atlantic. That same weather system is expected to bring gales and
heavy rain later in the week, and a plunge to near-freezing nights by the weekend.

For Wrenby's gardeners the warm spell has been confusing. At the allotments behind St Olave's
church, Pat Denholm showed the Lakeside Daily roses in bloom and a row of broad beans that had
flowered in the wrong season. "My plants don't know what month it is, and frankly neither do I,"
she said.

Lake Orrin itself is holding on to its summer heat. The water temperature at the lido buoy was
14C, about three degrees above normal for November, and a handful of hardy swimmers from the
Orrin Otters club were out before work.

Climate scientists at the University of Halvard noted that warm autumn records are being broken
far more often than cold ones. Enjoy it while it lasts, forecasters say: the coats will be back on
by Thursday.
""", teaser="Wrenby reaches 20.1C while Halvard sets a record for the west; roses bloom at the "
            "allotments and the coats come off.", author="Jonah Tallis", category="Weather"))

ITEMS.append(item("lakeside", "03T22:00", "Orrin Lights film festival unveils programme of lake and mountain films", """
The Orrin Lights film festival, now in its ninth year, will open on 20 November with a restored
print of the 1958 silent-era tribute The Ice Road, accompanied by a live score from the Wrenby
Brass Ensemble. Over four days the festival will show thirty-two films in the old Regal cinema
and the sailing club, including a documentary about the last eel fishermen on the lake. Festival
passes go on sale on Friday, and under-eighteens get in free.
""", author="Lakeside Daily", category="Culture"))

ITEMS.append(item("lakeside", "04T08:40", "Lake Orrin water level falls to its lowest point in two decades", """
The water level in Lake Orrin has fallen to its lowest point for more than twenty years, leaving
jetties standing on dry shingle, stranding boats in the marina and exposing the stone foundations
of a village that was flooded when the Varn dam was built.

Readings at the gauge on Wrenby pier show the lake 1.6 metres below its average for early
November. The environment agency says a dry spring and summer, followed by an autumn with only
half the usual rainfall, have been made worse by the extra water drawn from the lake for towns
further down the valley.

At the marina, harbourmaster Kit Rowley said fourteen boats were sitting on the mud. "We've had
to dredge the channel twice since August. Some owners will have to wait until spring to get their
boats out," he said.

For others the low water has been a source of fascination. Walkers have been crossing to the
ruins of Old Sallow, the hamlet drowned in 1961, where the outlines of cottages, a chapel and a
stone bridge have emerged from the silt for the first time in living memory. The agency has
warned people not to walk on the soft mud further out.

The water company has asked customers to save water, although it says no hosepipe ban is planned
this winter. Storms forecast for the end of the week will help, but hydrologists say it could
take several months of normal rainfall for the lake to recover.

Farmers who draw irrigation water from the lake say they are worried about next summer.
""", teaser="Jetties stand on dry shingle and the drowned village of Old Sallow has reappeared from "
            "the silt.", author="Freya Holt", category="Environment"))

ITEMS.append(item("lakeside", "04T10:00", "Lost Maren Holt painting comes home to Wrenby", """
A painting by Maren Holt that had not been seen in public for 150 years has been bought by the
Wrenby Museum and Art Gallery, which will put it on display in the town where it was painted.

The Ferryman's Daughter, completed in 1794, shows a young woman standing on the old ferry landing
at Wrenby at dusk, with the lake and the hills behind her in soft evening light. It was last
recorded at an auction in Aldmere in 1873 and was thought by many scholars to have been destroyed.

In fact it had been hanging, unrecognised, in a farmhouse in Ostmark. The owners found it wrapped
in a blanket in the attic while clearing the house after a relative's death and sent photographs
to an auction house, whose specialist recognised Holt's distinctive treatment of water.

The museum paid 380,000 crowns, with help from the national heritage fund and from more than
2,000 people who gave to a public appeal. "Some of them gave five crowns, some gave five
thousand. It belongs to all of them now," said curator Elias Vane.

Holt, who lived in Wrenby for most of her life, was one of the few women of her time to make a
living as a painter, and is best known for her studies of the lake in changing weather. The
museum already owns eleven of her works, but none as large or ambitious.

Tests on the canvas found it in remarkably good condition, needing only light cleaning. The
Ferryman's Daughter goes on show from 1 December, and entry will be free for the first month.
""", teaser="The Ferryman's Daughter, unseen for 150 years, was found in an attic in Ostmark and "
            "will hang in the town where it was painted.", author="Freya Holt", category="Culture"))

ITEMS.append(item("lakeside", "04T12:20", "Otters spotted on the River Wren for the first time in forty years", """
Otters are back on the River Wren. A family of three was filmed by a wildlife camera near the old
mill weir last week, the first confirmed sighting on the river since the early 1980s, when
pollution from the tannery upstream had driven them away. Volunteers from the Orrin Rivers Trust,
who have spent a decade planting bankside trees and removing rubbish, said they were overjoyed.
The trust asks walkers to keep dogs on leads near the weir.
""", author="Jonah Tallis", category="Nature"))

ITEMS.append(item("lakeside", "04T14:50", "Wrenby rowers win national coxless fours title", """
Wrenby Rowing Club's women's crew won the national coxless fours championship on the Varn reservoir
on Wednesday, beating the defending champions from Aldmere by just over a second in a final rowed
into a stiff headwind. Stroke Ingrid Falk, a physiotherapist, said the crew had trained on Lake
Orrin at six o'clock every morning since March. It is the club's first national title since it was
founded in 1887.
""", author="Lakeside Sport", category="Sport"))

ITEMS.append(item("lakeside", "04T16:40", "In the kitchen: roast squash and sage soup for the first cold evenings", """
This week's recipe comes from Birgit Lund at the Ferry Inn. Roast a halved butternut squash with
garlic and a little chilli until soft, then blend with softened onion, a handful of sage leaves
fried crisp in butter and enough stock to make it pourable. Finish with a swirl of cream and
toasted pumpkin seeds. Birgit's tip: roast the squash skin-on, then scoop, for a deeper flavour.
""", author="Lakeside Food", category="Food"))

ITEMS.append(item("lakeside", "04T18:00", "Orrin sailing club elects its first woman commodore", """
Dr Helen Saari has become the first woman to lead the Orrin Sailing Club in its 130-year history,
elected unopposed at the annual meeting on Wednesday. A retired vet who has raced dinghies on the
lake since childhood, she said her priorities were getting more young people into boats and
fixing the club's leaking slipway. "Both are equally urgent," she added.
""", author="Jonah Tallis", category="Sport"))

ITEMS.append(item("lakeside", "05T06:00", "Icy roads around the lake as temperatures drop below freezing", """
Drivers are being warned of ice on the lake road between Wrenby and Gull Point this morning after
temperatures fell below freezing for the first time this autumn. Gritters were out overnight, but
the shaded bends near the quarry are still treacherous, the council said, and a lorry slid into
the verge there at about five o'clock. Nobody was hurt. School buses are running as normal.
""", author="Lakeside Daily", category="Travel"))

ITEMS.append(item("lakeside", "05T08:15", "Row over holiday chalets at Gull Point heads to planning committee", """
A plan to build forty holiday chalets in the woods above Gull Point will go before the district
planning committee next week, after a year in which the scheme has divided the village.

Developer Norrvik Leisure says the timber chalets, each with a hot tub and a view of the lake,
would bring visitors and spending to Gull Point in the quiet months, creating about twenty-five
jobs in cleaning, maintenance and a small shop and café on the site. The company has promised to
plant two trees for every one it fells.

Opponents say the development is far too big for a village of three hundred people and would put
heavy traffic on a single-track lane used by children walking to the school bus. More than 400
objections have been lodged, including one from the Orrin Rivers Trust, which fears runoff from
the site will pollute a stream where trout spawn.

"We are not against tourism. We live off tourism," said Marta Lindgren, who runs the village
post office. "But forty chalets with hot tubs is not a holiday village, it's a small town for
people who don't live here."

Supporters point out that the village school has lost a third of its pupils in ten years because
young families cannot afford to stay. Pub landlord Sam Ekwueme said the chalets could keep the
Anchor open through the winter.

Council planning officers have recommended approval with conditions, including a reduction to
thirty-two chalets and a new passing place on the lane. The committee meets on 12 November.
""", teaser="Forty timber chalets with hot tubs: a lifeline for Gull Point or a small town for "
            "people who don't live there?", author="Freya Holt", category="Planning"))

ITEMS.append(item("lakeside", "05T10:05", "Christmas market returns to Wrenby harbour front", """
Wrenby's Christmas market will return to the harbour front for three weekends from 28 November,
with forty wooden stalls, a carousel and a floating stage for carol concerts moored beside the pier,
the town council said. Last year's market moved indoors because of storm damage to the quay. This
year organisers have reserved a third of the stalls for makers from around the lake, and the
lights will be switched on by the Wrenby rowers who won the national title this week.
""", author="Lakeside Daily", category="What's on"))

# ============================================================================== Evening Signal

ITEMS.append(item("signal", "03T12:40", "Price of a pint hits record as brewers pass on energy costs", """
Drinkers are paying more than ever for a pint, with the average price of draught lager in pubs
passing seven crowns for the first time, according to the hospitality trade body. Brewers blame
the cost of gas for brewing and of carbon dioxide for the fizz, while landlords say they are
absorbing as much as they can. In some Aldmere bars a pint now costs nearly ten crowns. "At this
rate I'll be drinking at home," said one regular at the Crooked Billet.
""", author="Signal Money", category="Money"))

ITEMS.append(item("signal", "03T14:50", "Firefighters free puppy wedged in a drainpipe for six hours", """
A three-month-old spaniel puppy called Biscuit was freed by firefighters after spending six hours
stuck head first in a drainpipe behind a house in Varn. The pup had chased a ball into the pipe
and wriggled in too far to back out. Crews cut away a section of plastic pipe and eased him out
with washing-up liquid. His owner, eight-year-old Mollie, said she would be buying a bigger ball.
Biscuit was checked by a vet and is said to be "very pleased with himself".
""", author="Signal Reporter", category="News"))

ITEMS.append(item("signal", "03T19:15", "Reality star's wedding called off hours before the ceremony", """
Former Island Hearts contestant Tayla Brooks has called off her wedding to footballer Reece Mandel
just hours before the pair were due to marry at a country house hotel outside Aldmere, leaving 180
guests and a five-tier cake waiting. In a short post on social media, Brooks said she had made
"the hardest decision of my life" and asked for privacy. Mandel's agent said the player was
"heartbroken but wishes her well". Staff at the hotel said the flowers had been given to a care
home.
""", author="Signal Showbiz", category="Showbiz"))

ITEMS.append(item("signal", "03T21:30", "Retired postman crowned Brainbox champion after eight-week run", """
Retired postman Len Whitlow, 71, from Brookmoor, was crowned champion of the television quiz
Brainbox on Tuesday night after an eight-week unbeaten run that made him a favourite with viewers.
Whitlow, who says he learned most of what he knows from reading everything that came through
other people's letterboxes, won 64,000 crowns. He plans to spend it on a camper van and a tour of
lighthouses with his wife, Pam.
""", author="Signal TV", category="TV"))

ITEMS.append(item("signal", "04T09:20", "Signal investigates: the landlords who let out mouldy flats and get away with it", """
Black mould across the bedroom ceiling. A toddler with a cough that will not go away. A landlord
who stopped answering the phone. For Shona Blake, 27, the flat she rents in Aldmere's Hollowell
district has become a trap she cannot afford to escape.

An Evening Signal investigation has found that councils in the country's five largest cities
received more than 11,000 complaints about damp and mould in private rented homes last year, but
took formal action in fewer than one in twenty cases. In two cities, not a single landlord was
fined.

Council officers told us they are overwhelmed. One environmental health officer, who asked not to
be named, said his team of four covered 30,000 rented homes. "We can inspect the worst cases.
Everything else is a letter, and landlords know a letter has no teeth," he said.

We found the same handful of names again and again. One company, registered at an accountant's
office, owns 140 flats in Aldmere and has had 212 complaints made against it in three years. It
has never been prosecuted. When the Signal called at its registered address, nobody would speak
to us.

Doctors say the problem is serious. "Mould spores in a child's bedroom are not a cosmetic issue.
They damage lungs," said paediatrician Dr Naomi Tessaro.

Tenants' groups want councils to be given the power to fine landlords on the spot, and a national
register of private landlords. The housing ministry said new rules requiring landlords to fix
damp within fourteen days would come into force next year.

Shona has been offered a council flat, but not until spring. Until then, she sleeps on the sofa
with her son.
""", teaser="Councils got 11,000 complaints about damp and mould last year and acted on fewer than "
            "one in twenty. We found the same names again and again.", author="Dana Firth",
    category="Investigations"))

ITEMS.append(item("signal", "04T13:30", "Attic find: Maren Holt masterpiece missing for 150 years snapped up by Wrenby museum", """
A Maren Holt painting that spent decades gathering dust in a farmhouse attic is heading for a
museum wall, after a small gallery in Wrenby, beside Lake Orrin, raised the money to buy it.

The picture, a portrait of a ferryman's daughter on a lakeside jetty, is one of the finest works
of the eighteenth-century artist, one of the first women in the country to earn her living with a
brush. Experts had believed it lost since it disappeared from view at an Aldmere sale in
1873.

It turned up when a family in Ostmark emptied a relative's house and found the canvas rolled in an
old blanket under the eaves. "We nearly put it in the skip," one of them told the Signal. "It was
dirty and the frame was broken. We had no idea."

An auction expert spotted the way Holt painted light on water and raised the alarm. The Wrenby
Museum and Art Gallery then launched an appeal and, with a grant from the heritage fund and
donations from over two thousand members of the public, paid 380,000 crowns.

Curator Elias Vane told the Signal the painting had survived its years in the dark remarkably
well. "A bit of grime, a few flakes. Considering it has been through two centuries and an attic,
it looks wonderful," he said.

The canvas, dated 1794, shows the old Wrenby ferry crossing at sunset. Holt spent most of her life
in the town and painted the lake hundreds of times.

Visitors can see it from 1 December, with free admission throughout the first month.
""", teaser="The family nearly threw it in a skip. Now Maren Holt's lost portrait is going on show "
            "in the town where she painted it.", author="Signal Reporter", category="News"))

ITEMS.append(item("signal", "04T15:40", "Northfield couple claim 9m lottery jackpot and promise to keep their jobs", """
A bus driver and a school cook from Northfield have won the 9-million-crown Saturday lottery
jackpot, and both say they will be back at work on Monday. Gary and Denise Holloway, married for
twenty-six years, matched all six numbers using their children's birthdays. They plan to pay off
their mortgage, help their three children buy homes and take a long-promised trip to see the
northern lights. "Somebody has to drive the number 12," Gary said.
""", author="Signal Reporter", category="News"))

ITEMS.append(item("signal", "04T23:30", "Singer Jolene Marr cancels tour dates after vocal cord injury", """
Pop star Jolene Marr has cancelled the remaining nine dates of her autumn arena tour after doctors
found a haemorrhage on her vocal cords, her record label said on Wednesday night. The 24-year-old,
whose album Paper Moons topped the charts this summer, has been told to rest her voice completely
for six weeks. Fans with tickets will get full refunds, and the label hopes to reschedule the shows
for next spring. Marr said she was "gutted" and thanked fans for their messages.
""", author="Signal Showbiz", category="Showbiz"))

ITEMS.append(item("signal", "05T06:20", "TV review: Harrow Lane bows out with a finale that will split viewers", """
After six series, Harrow Lane ended on Wednesday night with a finale that delivered every answer
fans wanted and one they definitely did not. Without spoilers: the identity of the arsonist was
satisfying, the wedding was lovely, and the last five minutes will have the nation arguing at work
this morning. Mina Okoro was superb as ever as the weary detective Jo Tresh. Ambitious, brave,
and just a little too clever for its own good.
""", author="Signal TV", category="TV"))

ITEMS.append(item("signal", "05T07:50", "Seal pup found sleeping in supermarket car park", """
Shoppers in Saltings did a double take on Thursday morning when they found a young grey seal fast
asleep between two parked cars outside a supermarket, nearly half a mile from the sea. Wildlife
rescuers believe the pup was driven inland by Wednesday night's high tide and followed a stream
under the road. It was lifted into a dog crate and released on a quiet beach, apparently none the
worse for its adventure.
""", author="Signal Reporter", category="News"))

ITEMS.append(item("signal", "05T10:00", "Cancer patients spared three-hour round trip as Northfield hospital unveils new centre", """
Patients with cancer in Northfield can now have radiotherapy on their doorstep after a new centre
opened at St Aldric's Hospital. The Linden Wing, which cost forty million crowns, will save people
a three-hour journey to Aldmere for each session. Local fundraisers chipped in six million crowns,
and it was opened by former patient June Akers, who made that trip thirty times. Doctors expect to
treat around 1,600 people a year there.
""", author="Signal Reporter", category="Health"))

# =============================================================================== Tech Tidings

ITEMS.append(item("tidings", "03T15:30", "Hands-on: the Quillon Slate 3 is a thin, quiet workhorse", """
Quillon has never made an exciting laptop, and the Slate 3 does not change that. What it does do
is fix almost everything that annoyed us about the Slate 2, and after a week of using it as our
main machine, we think it is the most sensible business laptop you can buy this winter.

The headline change is the chassis. At 1.1 kilograms and fourteen millimetres thick, the Slate 3
is noticeably lighter than its predecessor, and the aluminium lid no longer flexes when you open
it with one hand. The keyboard is excellent, with more travel than most thin laptops and a quiet,
damped feel that will not annoy whoever sits next to you on the train.

The fan is the other big improvement. The Slate 2 whined under the lightest load; the Slate 3 was
silent through a day of email, documents and video calls, and only became audible when we exported
a long video. Battery life was equally impressive: just over thirteen hours of mixed use at
moderate brightness.

The screen is the weak point. It is sharp but dim, and the matte coating makes colours look a
little washed out. Designers and photographers should look elsewhere. We also wish Quillon had
kept the full-size card reader, which has been replaced by a second USB-C port.

Prices start at 1,490 crowns for a model with 16GB of memory, which is fair for what you get.
Quillon says the Slate 3 will get security updates for seven years, longer than most rivals.

If you want a laptop that disappears and lets you work, this is it.
""", teaser="Lighter, silent and good for thirteen hours on a charge. Just don't buy it for the "
            "screen.", author="Ravi Lendl", category="Reviews"))

ITEMS.append(item("tidings", "03T17:00", "Streaming service Tellwave raises prices for the third time in two years", """
Tellwave will raise the price of its standard plan from 11.99 to 13.49 crowns a month from
January, and its ad-supported tier will go up by one crown, the streaming service told subscribers
by email on Tuesday. The company blamed the cost of sports rights and new original series. It is
the third increase since 2024, and Tellwave is also ending password sharing between households
next year. Analysts expect some cancellations but say most customers grumble and stay.
""", author="Ravi Lendl", category="Business"))

ITEMS.append(item("tidings", "03T21:00", "Quillon supply chief says the memory chip squeeze is easing", """
The shortage of memory chips that pushed up laptop prices this year is starting to ease, Quillon's
head of supply chain, Dirk Amundsen, said at an industry conference in Aldmere on Tuesday. New
factories in Asia are coming on line and inventories have recovered, he said, though prices for
the fastest chips used in artificial intelligence servers remain high. Quillon expects component
costs to fall by about a tenth next year, which could mean cheaper computers by the summer.
""", author="Ilse Marr", category="Business"))

ITEMS.append(item("tidings", "03T23:30", "Maintainers fork the Larkin build tool after licence change", """
Most of the volunteer maintainers of Larkin, the popular open-source build tool, have announced a
fork called Tern after the company that owns the project switched it to a licence that restricts
commercial use. The fork will keep the original permissive licence and is backed by several large
software firms. The company, Larkin Labs, said it needed to stop cloud providers from profiting
from its work without contributing. Developers say the split will cause months of confusion.
""", author="Ilse Marr", category="Software"))

ITEMS.append(item("tidings", "04T08:20", "Lumenfield to switch off its 3G network next spring", """
Lumenfield Telecom will shut down its 3G mobile network in April, the operator said on Wednesday,
freeing radio spectrum for faster 5G services. About 140,000 customers still use phones that only
support 3G, many of them older people, and Lumenfield is offering them a free basic 4G handset.
Card payment terminals and burglar alarms that rely on 3G will also need upgrading. Other
operators are expected to follow within two years.
""", author="Ravi Lendl", category="Mobile"))

ITEMS.append(item("tidings", "04T11:20", "Quillon Systems says hackers took data on 310,000 accounts through a support login", """
Quillon Systems, whose cloud accounting software is used by hundreds of thousands of small
businesses, has disclosed a data breach in which attackers copied personal information from about
310,000 customer accounts.

In an email to customers on Wednesday, the company said the intruders used the stolen credentials
of an employee in its customer support team to log in to an internal administration tool in the
middle of October. Over roughly nine days they exported account names, email addresses, phone
numbers and password hashes.

Quillon says the attackers did not reach customers' financial records, invoices or bank details,
which are stored in a separate system. The password hashes were created with a modern algorithm
that makes them slow to crack, but the company is forcing every user to set a new password and is
turning on two-step verification by default.

Chief executive Marit Ekholm said she was "deeply sorry" and that the employee account had not
been protected by a hardware security key, contrary to the company's own policy. "That is on us,
not on the person whose password was stolen," she wrote.

The breach was detected when a security researcher found a sample of the data offered for sale on
a criminal forum and alerted Quillon. The company has informed the data protection authority,
which can impose fines of up to four per cent of annual turnover.

Security experts warned that the stolen email addresses could be used in convincing phishing
messages that pretend to come from Quillon. The company says it will never ask customers for their
password by email or phone.
""", teaser="Attackers used a support employee's stolen login to copy names, emails and password "
            "hashes. Financial data was not touched, Quillon says.", author="Ilse Marr",
    category="Security"))

ITEMS.append(item("tidings", "04T15:00", "Researchers build a battery electrode that heals its own cracks", """
Every time a lithium-ion battery charges and discharges, its electrodes swell and shrink a little,
and over hundreds of cycles that movement cracks them. It is one of the main reasons your phone
holds less charge after two years. A team at the University of Halvard says it has found a way to
make the cracks close up on their own.

Writing in the journal Energy Materials, chemist Dr Annika Strand and colleagues describe a
silicon-based anode held together by a rubbery polymer binder that can reform broken chemical bonds
at room temperature. When the electrode cracks, the polymer flows slowly into the gap and knits it
together again within a few hours.

In laboratory tests, coin cells with the new anode kept 88% of their capacity after 1,000 cycles,
compared with 61% for cells made with a conventional binder. Silicon can store far more lithium
than the graphite used in most batteries today, but it swells so much that it has been hard to use
in large amounts.

"Silicon has always been the dream material for anodes, and cracking has always been the
nightmare," Strand said. "We have not solved every problem, but we have taken away one of the
biggest."

Other researchers were cautiously impressed. Coin cells are a long way from a car battery, and the
polymer is expensive to make. The team is working with a Northfield battery start-up to test
larger cells next year, and says the material could reach phones within five years if costs fall.
""", teaser="A rubbery binder lets silicon anodes knit themselves back together, keeping 88% of "
            "capacity after a thousand cycles.", author="Ravi Lendl", category="Science"))

ITEMS.append(item("tidings", "04T17:10", "Game studio Blue Heron lays off a third of its staff", """
Blue Heron Interactive, the Northfield studio behind the hit puzzle game Lanternfall, is laying off
about forty of its 120 employees after its publisher cancelled an unannounced adventure game that
had been in development for three years. Founder Chloe Varga said on a livestream that she was
"heartbroken" and that the studio would survive by making smaller games. The layoffs follow similar
cuts at studios across the industry this year.
""", author="Ravi Lendl", category="Games"))

ITEMS.append(item("tidings", "04T18:30", "Review: the Kestrel Kit turns an ordinary bike into an e-bike in an hour", """
Kestrel Motors' first product for cyclists is a conversion kit that replaces your front wheel with
a motorised one and clips a battery to the bottle cage. Fitting it took us fifty minutes with the
supplied tools. The motor is smooth and quiet, the range of about fifty kilometres is honest, and
the companion app is mercifully simple. At 890 crowns it is not cheap, and it makes a light bike
front-heavy, but it is far cheaper than a new e-bike.
""", author="Ilse Marr", category="Reviews"))

ITEMS.append(item("tidings", "05T07:30", "Aldmere extends its e-scooter trial as injuries fall", """
Aldmere's rental e-scooter trial will run for another two years after figures showed injuries per
journey fell by more than half since speed limits were cut to twenty kilometres an hour and
parking was restricted to marked bays. Riders made 4.2 million trips in the past year. Campaigners
for blind and partially sighted people welcomed the parking rules but say scooters are still left
blocking pavements in the suburbs.
""", author="Ilse Marr", category="Transport"))

ITEMS.append(item("tidings", "05T09:15", "Review: Fennick Air Pro earbuds get the basics right", """
Fennick's new Air Pro earbuds will not win awards for their looks, but they do the important
things well. Noise cancelling is strong enough to silence a train carriage, calls sound clear
even on a windy street, and the battery lasted just under eight hours in our tests. The sound is
warm and a little bass-heavy. At 179 crowns they undercut the big brands, although the charging
case feels cheap and scratches easily.
""", author="Ravi Lendl", category="Reviews"))

ITEMS.append(item("tidings", "05T10:50", "Skylark launches its first weather cubesats", """
Halvard start-up Skylark Orbital has launched its first four cubesats, shoebox-sized satellites
that measure water vapour in the atmosphere by watching how it bends radio signals from navigation
satellites. The data should improve short-range forecasts of heavy rain. The satellites rode to
orbit on a rideshare mission and sent their first signals on Thursday morning. Skylark plans a
constellation of forty and has signed a trial contract with the national weather service.
""", author="Ilse Marr", category="Space"))

# ============================================================================== Meridian Wire


def wire(when, title, body, category):
    return {"feed": "meridian", "when": when, "title": title, "body": body, "teaser": None,
            "category": category}


ITEMS.append(wire("03T12:20", "Oil prices edge higher as northern pipeline outage drags on", """
LONDON, Nov 3 (Meridian Wire) - Oil prices rose for a third day on Tuesday as repairs to a leaking
pipeline in the far north kept about 300,000 barrels a day off the market for a second week.
Traders said stocks held by refiners were lower than usual for the time of year, making the market
sensitive to any further supply problems, although forecasts of a mild winter capped gains. The
pipeline operator said repairs would be finished within ten days.
""", "Business"))

ITEMS.append(wire("03T17:45", "Sarrenian president names new cabinet as protests continue", """
SAL MARENA, Nov 3 (Meridian Wire) - Sarrenia's President Dario Veltes named a new cabinet on
Tuesday, replacing the finance and interior ministers after a month of street protests over fuel
prices and corruption. Thousands of demonstrators gathered again in the capital's central square,
calling the reshuffle cosmetic and demanding early elections. The new finance minister, economist
Lucia Brandao, promised an audit of state energy subsidies within a hundred days.
""", "World"))

ITEMS.append(wire("03T23:10", "Tennis: Sokol beats top seed to win Aldmere Indoor title", """
ALDMERE, Nov 3 (Meridian Wire) - Vera Sokol, ranked 38th in the world, upset top seed Amara Diallo
in three sets to win the Aldmere Indoor Open on Tuesday night, her first title at this level. The
21-year-old saved two match points in the second set before taking control of a tense decider with
her heavy forehand. "I was already thinking about my flight home," Sokol said with a laugh. The win
will lift her into the top 30 for the first time.
""", "Sport"))

ITEMS.append(wire("04T02:30", "Moderate earthquake shakes remote northern islands, no damage reported", """
TORVA, Nov 4 (Meridian Wire) - An earthquake of magnitude 5.1 struck beneath the sea north of the
Torva islands early on Wednesday, rattling windows and waking residents, but there were no reports
of damage or injuries, the geological survey said. The quake was centred about 40 kilometres
offshore at a depth of 12 kilometres. No tsunami warning was issued. Small earthquakes are common in
the area, which lies close to a spreading ridge in the sea floor.
""", "World"))

ITEMS.append(wire("04T12:10", "Unemployment falls to 4.8% in October as services hiring picks up", """
ALDMERE, Nov 4 (Meridian Wire) - The unemployment rate fell to 4.8% in October from 5.0% in
September, the statistics office said on Wednesday, as hotels, restaurants and care homes took on
more staff. Manufacturing employment fell for a fifth month. Economists said the figures supported
the Reserve Bank's cautious stance, as the labour market was cooling only gradually. Youth
unemployment dropped to its lowest level since 2019.
""", "Business"))

ITEMS.append(wire("04T13:40", "Cycling: Aldmere to host opening stage of 2028 Tour of the North", """
ALDMERE, Nov 4 (Meridian Wire) - The capital will host the opening stage of the 2028 Tour of the
North, organisers announced on Wednesday, with a short time trial past the Assembly building and
along the river embankment. The second stage will head north through the Varn valley to finish in
Northfield. It will be the first time the three-week race has started in the country since 1999.
""", "Sport"))

ITEMS.append(wire("04T14:30", "Court blocks Lumenfield's takeover of Arcway Mobile", """
ALDMERE, Nov 4 (Meridian Wire) - The competition court on Wednesday blocked Lumenfield Telecom's
planned purchase of Arcway Mobile, ruling that a merger of the second and fourth largest mobile
operators would lead to higher prices for consumers. The judges rejected Lumenfield's offer to sell
some radio spectrum to a new entrant as insufficient. Arcway shares fell sharply. Lumenfield said
it was studying the ruling and considering an appeal.
""", "Business"))

ITEMS.append(wire("04T15:50", "Storm Bettany to bring severe gales to west coast on Thursday night", """
ALDMERE, Nov 4 (Meridian Wire) - The weather service named Storm Bettany on Wednesday and warned of
gusts of up to 120 km/h on exposed western coasts on Thursday night, with heavy rain and a risk of
flooding in low-lying areas. Ferry operators said cancellations were likely and power companies put
repair crews on standby. Temperatures will fall sharply behind the storm, ending a spell of
unusually warm autumn weather.
""", "National"))

ITEMS.append(wire("05T05:10", "Foreign minister heads to Ostmark for fisheries talks", """
ALDMERE, Nov 5 (Meridian Wire) - Foreign Minister Leopold Ashdown travels to Ostmark on Thursday for
two days of talks on fishing quotas in the shared waters of the northern sea, which expire at the
end of the year. Negotiators on both sides say a deal is close but that mackerel quotas remain in
dispute. Fishing organisations have warned that failure would leave boats tied up in January.
""", "Politics"))

ITEMS.append(wire("05T08:05", "Aldmere shares open lower, insurers hit by Halvard losses", """
ALDMERE, Nov 5 (Meridian Wire) - Aldmere's main share index opened 0.6% lower on Thursday, dragged
down by insurers and shipping companies, while Brightwater Energy shares fell 12% at the open.
Retailers also weakened after Tamsin Retail's profit warning the day before. Bond yields were little
changed, with investors still digesting the Reserve Bank's signal that rate cuts could come in the
first half of next year.
""", "Business"))

ITEMS.append(wire("05T10:20", "Health ministry launches winter vaccination drive in pharmacies", """
ALDMERE, Nov 5 (Meridian Wire) - People aged over 65 and those with long-term illnesses will be able
to get flu and COVID-19 vaccines at any pharmacy without an appointment from Monday, the health
ministry said on Thursday, as it tries to raise uptake after a slow start to the season. Only 41% of
eligible people have been vaccinated so far, compared with 53% at the same point last year. Hospitals
are already reporting a rise in flu admissions.
""", "Health"))

# ============================================================== More of the two days' news

ITEMS.append(wire("03T14:05", "Ostmark central bank unexpectedly raises rates to defend currency", """
OSTBURG, Nov 3 (Meridian Wire) - Ostmark's central bank raised its main interest rate by half a
percentage point to 4.75% on Tuesday, surprising economists who had expected no change, after the
mark fell to a record low against the euro last week. Governor Aksel Brandt said the bank would
"not allow a weak currency to import inflation". The mark jumped 1.4% after the decision. Ostmark
is the country's second largest trading partner.
""", "Business"))

ITEMS.append(wire("04T10:30", "Archaeologists find Bronze Age boat preserved in peat near Varn", """
VARN, Nov 4 (Meridian Wire) - Archaeologists have uncovered a log boat about 3,500 years old in a
peat bog near Varn, the national heritage agency said on Wednesday, describing it as the best
preserved prehistoric vessel found in the country. The boat, carved from a single oak trunk and
more than seven metres long, still has a wooden paddle lying in its hull. It was spotted by a
drainage contractor. Conservation will take at least three years.
""", "Science"))

ITEMS.append(item("harbour", "05T08:00", "Kettering named national league player of the month", """
Halvard Mariners captain Josh Kettering has been named the national basketball league's player of
the month for October, after averaging twenty-four points and seven assists as the Mariners won
five of their six games. The award was announced on Thursday, two days after his thirty-point
performance against the Northfield Steelers. Kettering, 29, joined the Mariners from the Aldmere
Royals three years ago and is in the final year of his contract.
""", author="Rhys Vander", category="Sport"))

ITEMS.append(item("northfield", "04T19:40", "Rovers confirm Feld as caretaker and aim to name new boss before Christmas", """
Northfield Rovers have confirmed that assistant coach Dario Feld will take charge for at least the
next four matches, beginning with Saturday's trip to Ostby United, while the board looks for Luca
Brandt's permanent replacement. Chairman Viktor Lund told the Courier the club had already
received "a large number" of applications and hoped to appoint someone before Christmas. Feld, a
former Rovers defender, has been on the coaching staff for seven years and is popular with the
players.
""", author="Courier Sport", category="Rovers"))

ITEMS.append(item("ledger", "04T20:20", "Senate leader promises swift passage for Marlowe's budget", """
The leader of the Senate, Annelise Korver, said on Wednesday evening that senators would debate the
budget next week and were unlikely to send it back to the Assembly, easing fears of a long delay
after the Assembly's narrow vote. Senators from the Agrarian League plan to table amendments on
regional rail, but Korver said she expected them to fail. The Senate can delay legislation by up
to two months but cannot block it.
""", section="politics", author="Ledger political staff", category="Politics"))

ITEMS.append(item("signal", "04T12:00", "Mince pies pulled from shelves over undeclared almonds", """
Shoppers are being warned not to eat a batch of deluxe mince pies sold at Harlow & Finch stores
after it emerged that the pastry contains almonds not listed on the label. The food safety agency
said the pies, with a best-before date of 20 December, pose a risk to people with nut allergies.
Customers can return them for a full refund without a receipt. No illnesses have been reported.
""", author="Signal Money", category="Money"))

ITEMS.append(item("tidings", "05T08:40", "Aldmere council tests automatic transcripts of planning meetings", """
Aldmere city council has started publishing machine-made transcripts of its planning committee
meetings within an hour of them ending, in a six-month trial that it says will make local
decisions easier to follow. The software, run on the council's own servers, identifies speakers by
their microphones. Officers check each transcript for errors in names and addresses before it goes
online, and residents can flag mistakes with a button beside each paragraph.
""", author="Ravi Lendl", category="Government"))

ITEMS.append(item("lakeside", "04T20:40", "Pub quiz at the Ferry Inn raises 4,000 crowns for the lifeboat", """
Sixteen teams squeezed into the Ferry Inn on Wednesday night for the annual lifeboat quiz, raising
just over 4,000 crowns for the Wrenby inshore rescue boat. The winners, a team of retired teachers
calling themselves the Usual Suspects, took the trophy on a tie-break question about the depth of
Lake Orrin. Landlady Birgit Lund said it was the best turnout in the quiz's twenty-year history.
""", author="Jonah Tallis", category="Community"))
