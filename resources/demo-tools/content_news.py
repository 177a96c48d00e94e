"""Ordinary news of the two days, part 1: the Harbour Gazette, the Northfield Courier and the
Capital Ledger, including three of the "told twice" stories (the same facts written afresh by
two outlets: similar stories, never duplicates). An item with a teaser has an article page."""

import content_more


def item(feed, when, title, body, teaser=None, **extra):
    result = {"feed": feed, "when": when, "title": title, "body": body, "teaser": teaser}
    result.update(extra)
    return result


ITEMS = []

# ============================================================================ Harbour Gazette

ITEMS.append(item("harbour", "03T12:30", "Council backs protected cycle lanes on Strand Road", """
Halvard's planning committee voted six to three on Tuesday morning to build protected cycle lanes
along the full length of Strand Road, ending a two-year argument that has filled the letters page
of this newspaper more often than any other subject.

The scheme will narrow the seafront road to one lane of traffic in each direction between the
Lido and the swing bridge, with kerbed lanes on both sides and eleven new crossings. Loading bays
for the restaurants and shops will be kept, but sixty-two parking spaces will go, most of them
replaced by a new pay-and-display area behind the bus station.

Councillor Freya Lund, who chairs the transport committee, said the council had listened to
traders and changed the design three times. "Strand Road should be a place you want to spend an
afternoon, not a rat run. Families tell us they won't cycle there because it frightens them, and
they are right," she said.

Opponents were not persuaded. Malcolm Reddy of the Strand Traders' Association said several
businesses depended on customers who drove in from the villages. "Nobody cycles to buy a sofa,"
he told the committee. The association is considering asking for a judicial review.

Work is due to start in February and take about nine months, with the road kept open throughout.
The cost, 8.4 million crowns, will be met mostly from the national active travel fund.

The committee also approved a trial of a twenty mile an hour limit in the Old Town.
""", teaser="Six votes to three: the seafront gets kerbed cycle lanes and loses sixty-two parking "
            "spaces, to the fury of traders.", author="Tom Quarrie", category="Halvard"))

ITEMS.append(item("harbour", "03T13:00", "Halvard swelters through warmest November day on record", """
Halvard recorded 21.4C at the weather station on Lighthouse Hill at lunchtime on Tuesday, the
highest November temperature measured in the city since records began in 1881. The previous
record, 19.8C, had stood since 1946. Forecasters blamed a plume of warm air pulled up from the
south ahead of a line of Atlantic storms, and said it would not last: a sharp drop of more than
ten degrees is expected by Thursday, with frost inland. Ice cream kiosks on the Lido reopened for
the afternoon.
""", author="Harbour Gazette newsdesk", category="Weather"))

ITEMS.append(item("harbour", "03T15:10", "Fishing boats race home as forecasters warn of autumn gales", """
Most of Halvard's inshore fishing fleet returned to harbour a day early on Tuesday after the
weather service issued an amber warning for gales along the west coast from Thursday night.
Skippers said they had lost one of the best weeks of the autumn for crab and lobster. "You can't
argue with a sea like the one they're forecasting," said Davey Lorne of the trawler Curlew, as
crews stacked pots on the fish dock and checked their mooring lines.
""", author="Tom Quarrie", category="Coast"))

ITEMS.append(item("harbour", "03T17:10", "Crowdfunding appeal saves Halvard's oldest bookshop", """
Pellow's Books on Chandler Street, which has sold books in Halvard since 1902, will stay open
after more than 3,400 readers pledged money to help its owners buy the building from a landlord
who had planned to turn it into flats. The appeal passed its target on Tuesday morning, nine days
early. Co-owner Hetty Pellow said the shop would hold a thank-you reading evening in December and
name a shelf after every donor who asked.
""", author="Saoirse Mallin", category="Halvard"))

ITEMS.append(item("harbour", "03T20:30", "Mariners snatch overtime win over Northfield Steelers", """
The Halvard Mariners came from eleven points down in the final quarter to beat the Northfield
Steelers 94-91 in overtime at a packed Harbour Hall on Tuesday night, their fourth straight win in
the national basketball league.

For three quarters the visitors looked the sharper side. Steelers guard Ade Ransome scored
twenty-six points, most of them from long range, and Northfield's zone defence kept the Mariners'
big men away from the basket.

The comeback began with a run of nine unanswered points led by the Mariners' captain, Josh
Kettering, who finished with thirty points and eight assists. His three-pointer with four seconds
left of regulation time, after a steal by rookie Milo Ashe, sent the game into overtime and the
crowd into something close to hysteria.

In the extra period the Steelers went cold, missing their first five shots, and Kettering's
free throws settled it. "I've never heard this building that loud," he said afterwards. "We
didn't play well for thirty minutes, but we kept believing, and the crowd carried us."

Steelers coach Lorna McBride was blunt. "We got comfortable. You do that in this league and
you get punished," she said.

The Mariners travel to Aldmere on Saturday to face the league leaders, the Aldmere Royals.
""", teaser="Josh Kettering scores thirty as Halvard come from eleven points down to win 94-91 "
            "at Harbour Hall.", author="Rhys Vander", category="Sport"))

ITEMS.append(item("harbour", "03T23:00", "Former councillor jailed for claiming expenses for meetings that never took place", """
Former Halvard councillor Derek Amsel was jailed for eighteen months at Halvard Crown Court on
Tuesday for claiming more than 41,000 crowns in travel and subsistence for committee meetings
that did not exist. The court heard that Amsel, 63, invented meetings of a "coastal liaison
group" over four years and forged minutes to support his claims. Judge Alys Merriman said he had
betrayed the trust of voters. Amsel, who resigned last year, has repaid the money.
""", author="Court reporter", category="Crime"))

ITEMS.append(item("harbour", "04T08:00", "Free school meals to be extended to every secondary pupil in Halvard", """
Every secondary school pupil in Halvard will be offered a free hot lunch from January, the city
council announced on Wednesday, making it the first council in the country to extend universal
free meals beyond primary schools.

The scheme will cost about 5.6 million crowns a year and will be paid for partly by a new levy on
short-term holiday lets, which the council approved last month, and partly by savings from
bringing school catering back in-house when the current contract ends in December.

Council leader Imogen Castell said the decision had been driven by what head teachers were
seeing. "Teachers are buying breakfast bars out of their own pockets. We have teenagers who
don't eat between a packet of crisps at eight and tea at six, and then we wonder why they can't
concentrate in double maths," she said.

About 2,900 pupils at the city's seven secondary schools already qualify for free meals because
of low family income. Head teachers say many more families just above the threshold struggle,
and that some eligible pupils go without because they don't want to be seen using the free meal
card.

The National Association of Head Teachers welcomed the plan but warned that school kitchens would
need investment to cope. "Some of our kitchens were built to serve two hundred meals, and will
now be asked for nine hundred," said Dr Laila Farouk, head of Saltings High School.

Opposition councillors supported the principle but questioned whether the holiday let levy would
raise as much as forecast. A review will take place after one year.
""", teaser="Halvard becomes the first council to offer universal free lunches beyond primary school, "
            "paid for partly by a levy on holiday lets.", author="Saoirse Mallin", category="Education"))

ITEMS.append(item("harbour", "04T09:10", "Quayside Row roadworks to last until March, council admits", """
Drivers face four more months of temporary traffic lights on Quayside Row after the council
admitted that replacing the Victorian sewer beneath it has taken far longer than planned.
Contractors found the old brick tunnel had partly collapsed in two places and needed rebuilding
by hand. Businesses on the street say footfall has fallen by a third since work began in
August, and the council has promised a small hardship grant to the worst affected.
""", author="Tom Quarrie", category="Halvard"))

ITEMS.append(item("harbour", "04T11:40", "Lifeboat crew honoured for night rescue of kayakers off Marrow Head", """
The volunteer crew of the Halvard lifeboat received the national lifesaving institution's bronze
medal on Wednesday for rescuing two kayakers who were swept out past Marrow Head in darkness and
a heavy swell last February. Coxswain Ailsa Drummond steered the boat close under the cliffs to
reach the pair, who had clung to their upturned kayak for nearly an hour. One of the rescued men,
a teacher from Varn, travelled to the ceremony to thank the crew in person.
""", author="Rhys Vander", category="Coast"))

ITEMS.append(item("harbour", "04T13:15", "Restorers uncover hidden murals inside Halvard's Old Customs House", """
Restorers working on Halvard's Old Customs House have found a series of painted murals hidden
under layers of whitewash in the building's former long room, where merchants once queued to pay
duty on their cargoes.

The paintings, which cover about forty square metres of wall, show ships, warehouses and people
working on the waterfront, and are thought to date from the 1860s. One panel shows the swing
bridge being built; another shows women gutting herring on the fish dock in long aprons and
headscarves.

Conservator Beatrix Olan, who leads the team, said they first noticed traces of blue pigment
while testing the plaster in September. "Then we found a ship's rigging, then a face, and we
realised the whole room had been painted. Somebody decided at some point that it was
old-fashioned and covered it up. That decision has protected it beautifully," she said.

The Customs House, empty since 1998, is being converted into a maritime heritage centre with a
café and exhibition space, due to open in 2028. The city council, which owns the building, said
the murals would be cleaned and left on display, even though that means changing the design of
the long room.

Historians at the University of Halvard are trying to identify the artist. A signature on one
panel reads only "J.T.", and the council has appealed for anyone with old photographs of the
room to come forward.

The building will open to the public for two days of guided tours at the end of the month.
""", teaser="Forty square metres of Victorian waterfront paintings turned up under whitewash in "
            "the long room of the empty Customs House.", author="Saoirse Mallin", category="Culture"))

ITEMS.append(item("harbour", "04T16:00", "Halvard tram fares to rise by five per cent in January", """
Single tram fares in Halvard will rise from 2.80 to 2.95 crowns on 4 January, the transport
authority confirmed on Wednesday, blaming higher electricity prices and the cost of replacing
overhead wires on the Saltings line. Season tickets will rise by three per cent, and the
under-eighteens fare will stay frozen for another year. Passenger groups said the increase was
the third in two years and would push more people back into their cars.
""", author="Tom Quarrie", category="Transport"))

ITEMS.append(item("harbour", "05T10:40", "Review: The Salt Choir, Halvard Playhouse", """
There is a moment near the end of The Salt Choir when the whole cast, eleven women in oilskins,
stand on a tilted wooden deck and sing a herring-gutters' work song so quietly that the
Playhouse audience seemed to stop breathing. It is the best moment in a flawed but often
thrilling new play.

Written by Halvard-born playwright Nessa Corrigan, The Salt Choir follows the women who followed
the herring fleet around the coast a century ago, living in huts, working sixteen-hour days and
forming a union that briefly brought the curing yards to a standstill. Corrigan draws on her own
great-grandmother's letters, and the best scenes have the texture of real lives: chapped hands,
jokes about the foreman's moustache, a terrible telegram.

The first act is too long. Corrigan cannot resist explaining the economics of the herring trade,
and a subplot involving a visiting photographer goes nowhere. But after the interval the play
tightens into something raw and gripping, as the strike tests friendships and the women discover
how little the town is prepared to give them.

Director Ola Brandvik uses the Playhouse's small stage cleverly, with nets and lanterns lowered
from the fly tower to suggest a dozen places. The music, arranged from traditional songs by
Kirsty Fane, is superb.

Siobhan Leary is magnetic as Annie, the reluctant strike leader, and Grace Obi brings warmth and
sharp comic timing to her best friend Kit.

The Salt Choir runs until 28 November. Four stars.
""", teaser="Nessa Corrigan's play about the herring women who struck is flawed, too long, and "
            "often thrilling. Four stars.", author="Miriam Gale", category="Culture"))

# ========================================================================= Northfield Courier

ITEMS.append(item("northfield", "03T12:45", "Northfield steelworks to cut 300 jobs as orders dry up", """
The Ironbridge steelworks in Northfield will cut around 300 jobs, nearly a fifth of its
workforce, after a slump in orders from carmakers and builders, its owners said on Tuesday.

Staff at the plant on the Calder Road were told at a series of meetings in the canteen on Tuesday
morning. Management said the cuts would fall mainly in the rolling mill and in administration,
and that they hoped most would come through voluntary redundancy and early retirement.

Pennant Steel, which bought the works from the state in 2019, said demand for the flat steel the
plant makes had fallen by a quarter this year, while energy costs remained far higher than at
competitors abroad. "These are painful decisions, and we are not making them lightly," said
chief executive Harald Fenn. "Our aim is to make sure there is a steelworks in Northfield in ten
years' time."

Union officials reacted angrily. Bernie Cartwright of the Metalworkers' Union said members had
accepted a pay freeze last year in return for assurances about jobs. "They took our sacrifice
and now they are taking our jobs," she said outside the gates.

The steelworks has been part of Northfield's life for 140 years and once employed more than
9,000 people. The city council's leader, Amir Shaikh, said he would meet Pennant and ministers
to press for energy price support. Local shops and suppliers fear a knock-on effect.

A consultation period of forty-five days now begins.
""", teaser="Pennant Steel blames a slump in orders and high energy costs for cutting nearly a fifth "
            "of the Ironbridge workforce.", author="Nadia Brook", category="Business"))

ITEMS.append(item("northfield", "03T14:20", "Council tax rise capped at three per cent after ministers step in", """
Northfield households face a council tax rise of no more than three per cent next year after the
government refused the city council's request to go above the national cap. Council leader Amir
Shaikh said the decision left a gap of 4.1 million crowns in next year's budget and warned that
library hours, park maintenance and grants to voluntary groups would be reviewed. Opposition
councillors said the council should sell its stake in the Millbrook Road car park before
cutting services.
""", author="Peter Hale", category="Politics"))

ITEMS.append(item("northfield", "03T16:00", "Train drivers vote for walkout in row over Sunday shifts at Aster Rail", """
Drivers at Aster Rail have voted overwhelmingly to strike, threatening disruption to intercity
trains through Northfield in the run-up to Christmas. Nearly nine in ten of those who voted in
the Rail Drivers' Association ballot backed a walkout over new rosters that would make weekend
working routine. Union leader Bronwen Tully said drivers had "had enough of being told their
Sundays belong to the company". Aster Rail said the changes were needed to run more Sunday
trains and urged the union to return to talks. No dates have been set.
""", author="Peter Hale", category="Transport"))

ITEMS.append(item("northfield", "03T18:05", "Brookmoor swimmer, 92, completes charity mile for hospice", """
Ninety-two-year-old Edith Marrin swam a mile at Brookmoor leisure centre on Tuesday, raising more
than 7,000 crowns for the St Columba's hospice that cared for her late husband. The retired
midwife, who learned to swim at sixty, completed sixty-four lengths in just under an hour and a
half while pupils from her granddaughter's school cheered from the gallery. "The last ten were
hard work," she admitted, "but I'd promised Frank."
""", author="Courier Reporter", category="Community"))

ITEMS.append(item("northfield", "03T19:30", "Central library to open until midnight during exam season", """
Northfield Central Library will stay open until midnight on weekdays in January and May, when
university and school exams are at their peak, after a petition by students gathered more than
2,000 signatures. The extra hours will be staffed by volunteers and security guards rather than
librarians, and will cost the council about 60,000 crowns a year, paid for by the university.
Students said many of them have nowhere quiet to study at home.
""", author="Nadia Brook", category="Education"))

ITEMS.append(item("northfield", "04T09:45", "Police appeal after wave of catalytic converter thefts in Brookmoor", """
Police in Northfield are appealing for help after thirty-one catalytic converters were stolen
from cars in Brookmoor and Hatton Vale in the past three weeks, most of them in the early hours
and many from driveways directly outside the owners' homes.

The thieves appear to target hybrid cars, whose converters contain more of the precious metals
that make them valuable to scrap dealers. Residents have described hearing the whine of a
battery-powered cutter at around three in the morning, followed by a car driving off at speed.

"It takes them less than two minutes," said Sergeant Lena Voigt of the neighbourhood policing
team. "By the time someone has got out of bed and looked out of the window, they're gone." She
urged residents to park in garages where possible, fit a protective cage, and report any vehicles
seen cruising slowly through residential streets at night.

One victim, nurse Carla Osei, said she had been left without a car for three weeks while waiting
for a replacement part. "I do night shifts. I ended up paying for taxis I can't afford," she said.

Police have increased patrols and are working with scrap metal dealers in the region, who are
required by law to record the identity of anyone selling them metal. Officers believe the same
gang may be responsible for similar thefts in Varn last month.

Anyone with information or doorbell camera footage is asked to call the police non-emergency
line, quoting Operation Tinder.
""", teaser="Thirty-one converters have been sawn off cars in three weeks, most of them hybrids "
            "parked on driveways.", author="Courier Reporter", category="Crime"))

ITEMS.append(item("northfield", "04T11:00", "University spin-out raises funding for soil sensors that tell farmers when to water", """
Loamwise, a company founded by two soil scientists at Northfield University, has raised 3.5
million crowns to build cheap sensors that farmers push into the ground like a tent peg and that
report moisture and nitrogen levels to a phone app. Trials on forty farms around the Calder
valley cut water use by up to a fifth, the company says. It plans to hire twelve engineers in
Northfield next year and to start selling to vineyards and golf courses abroad.
""", author="Nadia Brook", category="Business"))

ITEMS.append(item("northfield", "04T12:30", "Bin collections to move to fortnightly from April", """
General rubbish will be collected from Northfield homes every other week from April, the city
council confirmed, while food waste will move to a weekly collection in small grey caddies
delivered to every household in March. The council says the change will save 1.2 million crowns
a year and raise recycling rates, which are among the lowest in the region. Families with babies
in nappies will be able to apply for an extra bin.
""", author="Peter Hale", category="Council"))

ITEMS.append(item("northfield", "04T14:00", "Public inquiry opens into Ashby Moor wind farm", """
A public inquiry into plans for a twenty-two-turbine wind farm on Ashby Moor, north of Northfield,
opened at the town hall on Wednesday, with more than two hundred people queueing for a place in
the public gallery.

The developer, Highmoor Renewables, says the scheme would generate enough electricity for about
90,000 homes and pay 600,000 crowns a year into a community fund for the villages around the
moor. It appealed after the city council rejected the plans last year on landscape grounds.

Opening the developer's case, its barrister said the country could not meet its climate targets
if every upland site was ruled out because the view would change. "The question is not whether
these turbines will be seen. They will. The question is whether the harm outweighs the benefit,
and it plainly does not," he said.

Opponents, led by the Ashby Moor Preservation Society, argue that the turbines, each 180 metres
tall, would dominate one of the last wild landscapes near the city and disturb breeding curlew
and golden plover. Society chair Wendy Harbottle said the group had raised 85,000 crowns to pay
for its own experts.

Not everyone in the villages is opposed. Farmer Gareth Pryce, whose land would host six of the
turbines, said the income would keep his family on the farm. "My father and grandfather walked
these hills. I'd like my children to have the chance," he said.

The inquiry is expected to last three weeks, and the inspector's recommendation will go to the
energy minister, who will make the final decision next year.
""", teaser="Two hundred people queue for seats as Highmoor Renewables appeals against refusal of "
            "twenty-two turbines north of the city.", author="Peter Hale", category="Environment"))

ITEMS.append(item("northfield", "04T16:30", "Obituary: Margit Solberg, who opened Northfield's first women's refuge", """
Margit Solberg, who has died aged 84, opened Northfield's first refuge for women escaping violent
partners in a rented terraced house on Tanner Street in 1976, with six beds, a second-hand cooker
and no money.

Born in the fishing town of Ostby, she came to Northfield as a young social worker and was
shocked by how often she found women with nowhere to go. "The police would take him away for a
night and then bring him back, and everyone called it a domestic," she said in a Courier interview
in 2006. "I decided that if nobody else would open a door, I would."

The first refuge was full within a week. Solberg raised money with jumble sales, sponsored walks
and relentless letters to councillors, and by 1990 the charity she founded, Open Door Northfield,
ran three houses and a telephone helpline staffed around the clock. She fought for, and won,
council funding, and gave evidence to the parliamentary committee that led to the 1994 protection
orders law.

Colleagues remember her as formidable in a meeting and gentle with the women she helped. She
knitted a blanket for every child born in the refuges, more than four hundred in all.

She retired in 2003 but continued to volunteer on the helpline until her late seventies, and was
made a freeman of the city in 2015.

She is survived by her partner of forty years, Ruth, by her nephew Anders and by his children. A
celebration of her life will be held at the Unitarian chapel on Mill Street.
""", teaser="She started with six beds, a second-hand cooker and no money, and helped change the "
            "law on domestic violence.", author="Courier Obituaries", category="Obituaries"))

ITEMS.append(item("northfield", "04T22:30", "Steelers sign veteran centre Marco Ibsen on a one-year deal", """
The Northfield Steelers have signed centre Marco Ibsen, 34, on a one-year contract, a day after
their overtime defeat in Halvard exposed their lack of height near the basket. Ibsen, who won two
league titles with the Aldmere Royals and played four seasons abroad, has been without a club
since the summer. Coach Lorna McBride said his experience would help a young squad, and that he
could make his debut at home to Varn on Friday if his registration is cleared in time.
""", author="Courier Sport", category="Sport"))

ITEMS.append(item("northfield", "05T07:45", "Review: Northfield Philharmonic's bold season opener pays off", """
Opening a season with a new piece nobody has heard is a gamble, and opening it with a
twenty-five-minute new piece for orchestra and brass band is a bigger one. But the Northfield
Philharmonic's concert at the Corn Exchange on Wednesday night showed that its young music
director, Sofia Kallas, knows exactly what she is doing.

Hugh Merrow's Furnace Songs brought the Ironbridge Works Band on stage alongside the orchestra,
and on the day the steelworks announced job cuts the piece felt uncomfortably timely. Merrow
builds his music from the rhythms of the rolling mill, clanking and hissing in the percussion,
but the heart of the work is a slow, hymn-like melody for solo cornet, played with great dignity by
the band's principal, Jessie Marsh. When the full orchestra finally joined it, there were tears
in the stalls.

After the interval Kallas conducted Sibelius's second symphony with energy and real attention to
detail. The strings sounded richer than they have for years, and the great brass chorale of the
finale was thrilling rather than merely loud. If the woodwind was occasionally untidy in the
scherzo, it hardly mattered.

The Corn Exchange was nearly full, and the audience looked younger than usual, perhaps because of
the orchestra's new pay-what-you-can tickets for under-thirties.

The programme is repeated in Halvard on Saturday. Go if you can.
""", teaser="Sofia Kallas opens with a new work for orchestra and brass band, and it feels "
            "uncomfortably timely.", author="Ellen Moss", category="Culture"))

ITEMS.append(item("northfield", "05T08:30", "Millbrook Road to host international friendly in March", """
Northfield Rovers' Millbrook Road ground will host the national team's friendly against Ostmark on
24 March, the football association announced on Thursday, the first international in the city for
eleven years. The association said the stadium's new stand and improved transport links had made
the bid possible. Tickets go on sale in January, with a discount for local schools and youth clubs.
""", author="Courier Sport", category="Sport"))

ITEMS.append(item("northfield", "05T09:00", "St Aldric's opens Linden Wing, ending long trips to Aldmere for cancer care", """
Cancer patients in Northfield will no longer have to travel to Aldmere for radiotherapy after St
Aldric's Hospital opened its new Linden Wing on Thursday morning.

The 40-million-crown centre has two radiotherapy machines, a chemotherapy day unit with
twenty-four treatment chairs and rooms for counselling and complementary therapies. Until now,
patients needing radiotherapy faced a round trip of about three hours to the Royal Infirmary in
Aldmere, often every weekday for several weeks.

The wing was formally opened by June Akers, a retired primary school teacher who made that journey
thirty times during her treatment for breast cancer in 2021. "I remember sitting on the bus,
exhausted and sick, thinking that nobody should have to do this," she said. "Today I cried for a
different reason."

About six million crowns of the cost was raised by the Light the Linden appeal, which the Courier
supported, through fun runs, bake sales and a memorable sponsored abseil down the Corn Exchange
clock tower. The rest came from the health ministry.

Dr Farida Nassar, the hospital's lead oncologist, said the centre would treat about 1,600 patients
a year and allow clinical trials to be run locally. "Cancer care is about time. Every hour a
patient isn't on a bus is an hour with their family," she said.

The first patients begin radiotherapy on Monday. The hospital is recruiting forty staff for the
wing, including radiographers and specialist nurses.
""", teaser="The 40-million-crown Linden Wing brings radiotherapy to the city, sparing patients a "
            "three-hour round trip.", author="Nadia Brook", category="Health"))

ITEMS.append(item("northfield", "05T10:30", "Frost and freezing fog for Northfield as cold snap arrives", """
Temperatures in Northfield are forecast to fall to minus four overnight into Friday, barely two
days after the city basked in unseasonable warmth, with freezing fog likely in the Calder valley
during the morning rush hour. The council's gritters will be out from this evening. Forecasters
expect the cold to last into next week, and the city's night shelter on Dyer Street will open
its extra winter beds from tonight.
""", author="Courier Reporter", category="Weather"))

# ============================================================================ Capital Ledger

ITEMS.append(item("ledger", "03T12:05", "Junior coalition partner demands rail concessions before budget vote", """
The Agrarian League, the smallest party in Prime Minister Edda Marlowe's coalition, said on
Tuesday that its four members of the Assembly would not back the budget unless ministers softened
cuts to regional rail subsidies. League leader Halvor Dunn said branch lines in farming districts
were "not a luxury but a lifeline". Government whips were confident of winning the vote without
the League, but the demand adds to pressure from rebels in Marlowe's own Civic Alliance.
""", section="politics", author="Ledger political staff", category="Politics"))

ITEMS.append(item("ledger", "03T14:00", "Aster Rail drivers back strikes over weekend rosters", """
Train drivers at Aster Rail have voted by a large majority to take industrial action over new
rosters, raising the prospect of strikes on the country's main intercity lines before Christmas.

The Rail Drivers' Association said on Tuesday that 87% of members who took part in the ballot
supported strikes, on a turnout of 79%, comfortably above the legal threshold. A separate
question on action short of a strike, such as refusing overtime, won 93% support.

The dispute centres on Aster Rail's plan to make Saturday and Sunday working part of drivers'
standard contracts. At present weekend shifts are voluntary and paid at a premium, and the
company says it cannot add the extra Sunday services that ministers have demanded without
rostering them normally.

Bronwen Tully, the association's general secretary, said the result showed how angry members
were. "Our drivers already work nights, early mornings and bank holidays. This is about whether
they ever see their children at a weekend," she said.

Aster Rail, which runs trains between Aldmere, Northfield and Halvard under a government
contract, said the new rosters came with a 4% pay rise and guaranteed rest periods. "We want to
reach an agreement, and our door is open," chief operating officer Kamal Reese said.

The union must give fourteen days' notice of any action, so the earliest a strike could begin is
late November. Passenger groups warned that walkouts in December would hit students and families
travelling home for the holidays. The transport ministry urged both sides to accept mediation.
""", teaser="87% of drivers who voted back industrial action over compulsory weekend working; "
            "strikes could begin in late November.", section="economy", author="Olav Brenner",
    category="Transport"))

ITEMS.append(item("ledger", "03T16:45", "Achterberg demands inquiry into hospital procurement contracts", """
Opposition leader Gideon Achterberg called on Tuesday for an independent inquiry into how the
health ministry awarded 210 million crowns of contracts for hospital cleaning and catering, after
documents showed that two of the winning bidders had been set up less than a year before the
tenders closed.

The papers, released under freedom of information rules to the campaign group Open Ledger, show
that a company called Clearwell Services won cleaning contracts for nine hospitals despite having
no previous hospital work. Its director, the documents show, previously worked as an adviser in
the health ministry.

Speaking in the Assembly, Achterberg said the public deserved to know whether the process had been
fair. "When a company with no track record beats firms that have cleaned our hospitals for
twenty years, people are entitled to ask why. I am not alleging wrongdoing. I am asking for the
sunlight that would disprove it," he said.

Health Minister Ruth Okafor said the contracts had been awarded by an independent panel on price
and quality, and that the former adviser had declared his interest and played no part in the
decision. She said she would publish the scoring of the bids "within days".

Clearwell said in a statement that it was proud of its work and that its staff, most of whom
transferred from the previous contractor, were doing an excellent job.

The public accounts committee is expected to discuss the contracts next week. Unions representing
cleaners have complained of cuts to hours since the new contracts began in April.
""", teaser="Documents show two winning bidders were set up months before the tenders closed; the "
            "health minister promises to publish the scoring.", section="politics",
    author="Ledger political staff", category="Politics"))

ITEMS.append(item("ledger", "03T17:30", "Tax office to hire 600 auditors to chase unpaid sales tax", """
The national tax office will recruit 600 auditors over the next two years to pursue businesses
that collect sales tax from customers but fail to pass it on, the finance ministry said on
Tuesday. Officials estimate the gap at 1.9 billion crowns a year, much of it from online sellers
based abroad and from small building firms paid in cash. Business groups welcomed the move but
asked for simpler rules for small traders who make honest mistakes.
""", section="economy", author="Olav Brenner", category="Economy"))

ITEMS.append(item("ledger", "03T20:00", "Analysis: Why Marlowe's budget gamble may yet pay off", """
For a prime minister supposedly facing the revolt of her own backbenches, Edda Marlowe has spent
the past fortnight looking remarkably relaxed. Her allies say that is because she has counted the
votes. Her critics say it is because she has no choice.

The budget she will put to the Assembly this week is, on paper, a risky document. It cuts
subsidies to regional rail, the issue on which her Civic Alliance has always been most divided,
and it does so a year before an election in which rural seats will decide who governs. The
junior coalition partner, the Agrarian League, is threatening to vote against it. A dozen Alliance
members have signed a letter of protest.

Yet the arithmetic favours her. Marlowe needs 150 votes, and even with every rebel against her she
can probably find enough independents willing to be bought with smaller concessions, such as a
review of rural buses. The rebels know that bringing down the budget means bringing down the
government, and few of them relish an early election on the current polling.

There is also a political logic. Marlowe's team believes voters care more about the deficit and
about keeping income tax where it is than about branch lines most of them never use. By fighting
this battle now, she hopes to arrive at the election with the public finances repaired and a
reputation for nerve.

The danger is that the rail cuts become a symbol, a story about a capital that does not
understand the provinces. Achterberg's opposition has already built its autumn campaign around
commuters. If the vote is close and bitter, that story will be hard to shake off.

Budgets rarely win elections. But lost budget votes have ended more than one government in this
country, and Marlowe does not intend to join that list.
""", teaser="The prime minister has counted the votes. The real risk is not losing the budget but "
            "winning it the wrong way.", section="politics", author="Henrike Salo", category="Analysis"))

ITEMS.append(item("ledger", "03T22:30", "Opinion: The Assembly needs a budget office that can say no", """
Every autumn, the same ritual. The finance minister publishes forecasts, the opposition says they
are fantasy, and the country is left to choose between two sets of politicians each insisting the
other cannot count. It does not have to be this way.

Most of our neighbours have an independent fiscal council: a small, permanent office, answerable
to parliament rather than to the government of the day, that checks the numbers behind every
budget and says publicly when they do not add up. Ostmark has had one for thirty years. It has
not ended political argument, nor should it. What it has done is move the argument on from
whether the sums are honest to whether the choices are right.

Our own Assembly relies on the finance ministry's forecasts, with a handful of committee
researchers doing their best to scrutinise a document of eight hundred pages in ten days. That is
not scrutiny. It is proofreading.

An independent office would cost perhaps twenty million crowns a year, a rounding error in a
budget of four hundred billion. It would need a fixed term for its head, guaranteed access to
ministry models, and a legal duty to publish. None of this is radical.

Both main parties have promised such an office when in opposition and forgotten about it in
government. This week's fight over rail subsidies, in which each side has produced its own
figures for the cost of the cuts, shows why the idea matters. Voters deserve one set of numbers
they can trust, even if they then disagree about what to do with them.
""", teaser="Most of our neighbours have an independent fiscal council. Ours relies on proofreading "
            "an eight-hundred-page document in ten days.", section="opinion", author="Marit Oyen",
    category="Opinion"))

ITEMS.append(item("ledger", "04T11:10", "Tamsin Retail profits slide as shoppers trade down", """
Tamsin Retail Group, the country's largest department store chain, reported a 31% fall in
half-year profit on Wednesday and cut its full-year forecast, saying that shoppers squeezed by
higher rents and energy bills were buying fewer clothes and more own-label groceries.

Pre-tax profit for the six months to September fell to 142 million crowns from 206 million a
year earlier, on sales that were broadly flat at 3.9 billion. Clothing sales fell 7%, while food
sales rose 5%, helped by the chain's cheaper Tamsin Basics range.

Chief executive Lorraine Vickers said the results reflected "a cautious customer who is shopping
around harder than at any time I can remember". The group will close four of its 61 stores next
year, including its branch in Brookmoor, and will put more space in the remaining shops over to
food and homeware.

Shares fell 11% by midday, their biggest one-day drop since the pandemic. Analysts at one
Aldmere broker said the forecast cut was larger than expected and that the Christmas season would
be decisive. "If Tamsin has a weak December, the dividend is in question," they wrote.

Vickers said the company had no plans to cut its dividend and was confident of a "solid"
Christmas. She also confirmed that Tamsin was in talks to open food halls in twelve railway
stations operated by Aster Rail, a move she described as "going where the customers are".

About 1,100 staff work in the stores that will close. The company said it would try to offer all
of them jobs elsewhere in the group.
""", teaser="Half-year profit falls 31% and four stores will close; the shares suffer their worst "
            "day since the pandemic.", section="companies", author="Petra Lindqvist", category="Companies"))

ITEMS.append(item("ledger", "04T12:40", "Quillon breach exposes small-business customers; shares fall 6%", """
Shares in Quillon Systems fell 6% on Wednesday after the accounting software company admitted
that hackers had copied personal details from about 310,000 customer accounts. The intruders got
in last month using the login of a support employee and copied names, email addresses and
scrambled passwords, but not bank details, Quillon said. Chief executive Marit Ekholm apologised
and said all customers would have to choose new passwords. Analysts warned that small firms,
Quillon's core market, may now think twice before renewing.
""", section="companies", author="Petra Lindqvist", category="Technology"))

ITEMS.append(item("ledger", "04T13:50", "Aldmere office vacancies climb to 14% as firms shrink their floors", """
Nearly one in seven office desks in central Aldmere now stands in an empty building, according to
figures from the property consultancy Marlin Hart, the highest vacancy rate in twenty years.
Companies renewing leases are taking about a third less space than before, as hybrid working
becomes permanent. Older blocks without modern heating and ventilation are hardest hit, and some
landlords are applying to convert them into flats or student housing.
""", section="economy", author="Olav Brenner", category="Property"))

ITEMS.append(item("ledger", "04T15:15", "Housing starts reach three-year high as mortgage rates ease", """
Builders started work on 9,840 homes in the third quarter, the most for three years, the
statistics office said on Wednesday, as cheaper mortgages drew buyers back to new developments.
Starts rose fastest in the suburbs of Aldmere and Northfield. Industry groups cautioned that
planning delays and a shortage of bricklayers would make it hard to sustain the pace, and that
the figures remain well below the government's target of 45,000 homes a year.
""", section="economy", author="Olav Brenner", category="Economy"))

ITEMS.append(item("ledger", "05T07:40", "Opinion: The Reserve Bank is right to make us wait", """
Ines Calloway disappointed the markets on Wednesday by holding rates, and she was right to. Wage
growth is slowing but not yet slow, services inflation is stubborn, and a central bank that cut
too early would spend next year explaining why prices were rising again. The governor's signal of
cuts in the first half of the year gives households something to plan around. Patience is a
policy, too, and it is one this bank has learned the hard way.
""", section="opinion", author="Marit Oyen", category="Opinion"))

ITEMS.append(item("ledger", "05T09:50", "Lumenfield to appeal after court blocks Arcway takeover", """
Lumenfield Telecom said on Thursday it would appeal against the competition court's decision to
block its 2.8-billion-crown purchase of Arcway Mobile, arguing that the judges had underestimated
the investment a combined company could make in rural coverage. Lawyers said an appeal could take
a year. Arcway, whose shares fell 18% after the ruling, said it would consider "all options",
including a sale of its network masts.
""", section="companies", author="Petra Lindqvist", category="Companies"))

ITEMS.append(item("ledger", "05T10:45", "Aldmere start-ups raised a record sum in the third quarter", """
Young technology companies in Aldmere raised 1.7 billion crowns from investors between July and
September, the most for any quarter, according to the venture capital association. Climate and
energy businesses took the largest share, followed by health software. Founders say money is
still hard to find for firms that are not yet earning revenue, and that most of the record came
from a handful of large rounds, including 400 million crowns for the heat pump maker Vendel.
""", section="economy", author="Olav Brenner", category="Technology"))

ITEMS += content_more.ITEMS
