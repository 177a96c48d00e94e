"""The breaking event: fire and explosions at the Brightwater Energy fuel depot on Kessing Quay,
Port of Halvard, on the evening of Wednesday 4 November 2026 (first blast about 18:50 GMT).

22 items from all seven outlets between 19:05 and 22:05 GMT - wire copies and original
reports with different angles (casualties, evacuation of Eastgate, transport, officials,
shipping and markets) - then a few follow-ups the next morning.

Facts kept consistent across the stories:
  - two blasts, about 18:50 and 19:00; tanks and a warehouse on Kessing Quay burning
  - Halvard Fire and Rescue Service, chief fire officer Dorota Vance; crews from Northfield
  - residents within 2 km told to shut windows (19:20); Eastgate evacuated from 20:15
  - dead: two by 20:40, three by 21:40; injured 17, then 26 (Halvard General Hospital)
  - tanker Larkspur moored at the quay, 19 crew taken off by pilot boats
  - rail line to Aldmere closed, Isle of Marrow ferries suspended, Harbour Road shut
  - mayor Piet Vandersloot; Halvard Port Authority chief executive Annika Roos
"""

from content_wire import copy, wire

ITEMS = []

ITEMS.append({
    "feed": "harbour", "when": "04T19:05", "category": "Halvard", "author": "Saoirse Mallin",
    "title": "Loud blasts heard across Halvard as fire breaks out at port",
    "teaser": "Two explosions shook windows across Halvard this evening and a large fire is burning "
              "on Kessing Quay at the Port of Halvard.",
    "body": """
Two loud explosions shook windows across Halvard shortly before seven o'clock this evening, and
a large fire is now burning on Kessing Quay at the Port of Halvard, where the Brightwater Energy
fuel depot stores petrol and diesel for much of the west coast.

Residents in Eastgate, Saltings and the Old Town reported a deep bang at around ten to seven,
followed about ten minutes later by a second, louder blast that set off car alarms as far away
as Strand Road. Within minutes a column of black smoke was rising above the port cranes and
could be seen from the coast road and the hills behind the city.

Halvard Fire and Rescue Service said it had sent "a large number of appliances" to Kessing Quay
and asked people to stay away from the port area so that fire engines and ambulances could get
through. Police have closed Harbour Road at the Eastgate roundabout.

A worker at a neighbouring warehouse, who did not want to be named, told the Gazette he had been
locking up when the first explosion happened. "The ground moved under my feet. Then there was
fire coming out of the top of one of the big tanks and everyone just ran," he said.

The Port of Halvard handles most of the fuel shipped to the west coast, and the Brightwater
depot has eleven storage tanks on the quay. It was not yet clear how many of them were
involved in the fire or whether anyone had been hurt.

The Gazette has reporters at the scene and will update this story as we learn more.
"""})

FLASH = wire("04T19:12", "Explosions rock Halvard port as fire engulfs Kessing Quay fuel depot", """
HALVARD, Nov 4 (Meridian Wire) - Two explosions ripped through a fuel depot at the Port of
Halvard on Wednesday evening, setting storage tanks and a warehouse on Kessing Quay ablaze and
sending a plume of black smoke over the city, witnesses and emergency services said.

Halvard Fire and Rescue Service said 30 fire engines had been sent to the quay and that several
people had been hurt. The depot is operated by Brightwater Energy, which supplies petrol and
diesel to much of the west coast.

Police closed roads around the port and told residents to stay away from the area. There was no
immediate information on what caused the explosions, which happened about ten minutes apart.
""", category="National")
ITEMS += [
    FLASH,
    copy(FLASH, "signal", "04T19:35", category="News", author="Meridian Wire",
         drop=[", which happened about ten minutes apart"],
         tail="Reporting by Kai Ostrowski; Editing by Mira Castell"),
    # Only a changed figure: figures carry no weight, the fingerprint is the same.
    copy(FLASH, "ledger", "04T19:50", subs=[("30 fire", "40 fire")], section="economy", category="Breaking"),
    copy(FLASH, "lakeside", "04T20:05", subs=[("30 fire", "40 fire")], drop=[" and a warehouse"],
         category="National"),
]

ITEMS.append({
    "feed": "harbour", "when": "04T19:25", "category": "Halvard", "author": "Harbour Gazette newsdesk",
    "title": "Halvard port fire: people near Kessing Quay told to keep windows and doors shut",
    "body": """
Halvard Fire and Rescue Service has told everyone living within two kilometres of Kessing Quay
to go indoors, close windows and doors and switch off ventilation as thick smoke from the port
fire drifts over Eastgate and the Saltings. The warning covers homes between the port and the
railway line. Anyone caught outside in the smoke should rinse their eyes with clean water and
call the non-emergency health line if they feel unwell, the fire service said.
"""})

ITEMS.append({
    "feed": "tidings", "when": "04T19:40", "category": "Science", "author": "Ilse Marr",
    "title": "Halvard port fire: city air sensors track smoke plume drifting east",
    "body": """
Halvard's network of 140 low-cost air quality sensors, installed on lamp posts two years ago,
is showing the smoke from the fire at the Brightwater Energy fuel depot on Kessing Quay moving
east from the port over the Eastgate district at roughly walking pace. Readings of fine particles near the port are more than thirty times the usual
evening level, while sensors west of the river remain almost unchanged. The live map is public,
and developers on the city's open data forum are already building alerts for residents who want
to know when the smoke reaches their street.
"""})

ITEMS.append({
    "feed": "harbour", "when": "04T20:00", "category": "Travel", "author": "Tom Quarrie",
    "title": "Halvard port fire: Aldmere trains halted and Isle of Marrow ferries cancelled",
    "body": """
The explosions and fire at the Brightwater Energy fuel depot on Kessing Quay are causing
widespread travel disruption around the Port of Halvard this evening. Aster Rail
has stopped all trains between Halvard Central and Aldmere because the line runs alongside the
port, and replacement buses will leave from the Central station forecourt. All sailings to the
Isle of Marrow are suspended until the port reopens, and police have closed Harbour Road and
the Eastgate roundabout. Halvard Fire and Rescue Service asks drivers to avoid the port entirely.
"""})

ITEMS.append({
    "feed": "northfield", "when": "04T20:15", "category": "News", "author": "Nadia Brook",
    "title": "Northfield fire crews sent to help battle Halvard port blaze",
    "teaser": "Six engines and a high-volume pump left Northfield this evening to support Halvard "
              "firefighters at the burning Kessing Quay fuel depot.",
    "body": """
Six fire engines and a high-volume pump from Northfield left for Halvard this evening to help
firefighters tackling the fire at the Port of Halvard, where explosions tore through a fuel depot
on Kessing Quay shortly before seven o'clock.

The request came from Halvard Fire and Rescue Service under the mutual aid arrangements between
the country's fire services, said Northfield's chief fire officer, Graham Oyelaran. The crews,
about forty firefighters in all, are expected to reach the port by half past nine and will work
through the night alongside their Halvard colleagues.

"A fuel fire on this scale needs a great deal of water and foam, and a great many people to
keep it flowing," Oyelaran said. "Our crews train for exactly this kind of incident, and Halvard
would do the same for us." Northfield's own stations remain fully covered by on-call crews, he
added.

The high-volume pump can draw up to seven thousand litres a minute directly from the harbour,
allowing firefighters to keep cooling tanks that have not yet caught fire. It was last used in
the Wrenby floods two winters ago.

Families of crew members gathered at Mill Street station to see the convoy off. Among them was
Kerry Haddon, whose husband has been a firefighter for eighteen years. "You're proud, and you're
worried, in about equal measure," she said.

Halvard Fire and Rescue Service said more than thirty engines were already at the quay and that
several people had been injured. Police in Halvard have closed the roads around the port.
"""})

UPDATE2 = wire("04T20:40", "UPDATE 2-Halvard port fire kills two as Eastgate district is evacuated", """
HALVARD, Nov 4 (Meridian Wire) - Two workers were killed and 17 people injured when explosions
and fire tore through the Brightwater Energy fuel depot on Kessing Quay at the Port of Halvard
on Wednesday evening, and police began evacuating the neighbouring Eastgate district.

Chief fire officer Dorota Vance said about 200 firefighters, including crews sent from
Northfield, were pouring foam on two burning storage tanks and trying to keep the fire from
spreading to nine others. "We expect to be here all night," she said.

Halvard General Hospital declared a major incident. Rest centres for Eastgate residents were
opened in two schools and the Halvard Arena.

Brightwater Energy said the two men who died worked for a maintenance contractor at the depot
and that all of its own staff had been accounted for. The company said it would help any
investigation in every way it could.

The depot can hold about 90 million litres of petrol and diesel and supplies filling stations
across the west coast. Trains to Aldmere and ferries to the Isle of Marrow were suspended.

The cause of the first blast, shortly before 1900 GMT, was not known.
""", category="National")
ITEMS += [
    UPDATE2,
    copy(UPDATE2, "northfield", "04T21:10", trim=2, category="News", author="Courier Newsdesk"),
]

ITEMS.append({
    "feed": "signal", "when": "04T20:50", "category": "News", "author": "Dana Firth",
    "title": "Halvard port fire: 'The whole sky turned orange', say shaken witnesses",
    "teaser": "Diners, dog walkers and a ferry passenger describe the moment the Kessing Quay fuel "
              "depot exploded.",
    "body": """
Diners at a waterfront restaurant in Halvard dived under their tables when the first explosion
hit the Kessing Quay fuel depot this evening, witnesses told the Signal.

"There was a thump you felt in your chest, then every window on the front rattled," said Marta
Ellery, 34, who was celebrating her mother's birthday at a fish restaurant on the Strand. "Ten
minutes later the second one went off and the whole sky turned orange. People were screaming,
the waiters were shouting at everyone to get away from the glass."

Dog walker Colin Prys was on the sea wall at Saltings, less than a mile from the port. "I saw a
ball of flame go up higher than the cranes. The heat hit my face even from where I was standing.
My dog wouldn't stop shaking," he said.

On the last ferry in from the Isle of Marrow, passengers watched the Halvard port fire grow as
the boat was held outside the harbour mouth. "The captain told us we'd be going round to the old
fish dock instead," said student Ravi Anand, 20. "Everyone was filming. You could see fire
engines streaming along Harbour Road with their blue lights going."

By nightfall hundreds of people had gathered on the hill above Eastgate to watch the flames
until police moved them on, telling them they were in the path of the smoke.

Halvard Fire and Rescue Service has asked people not to fly drones near the port, saying they
could interfere with its own aircraft surveying the fire.
"""})

ITEMS.append({
    "feed": "harbour", "when": "04T20:55", "category": "Halvard", "author": "Saoirse Mallin",
    "title": "Halvard port fire: thousands leave Eastgate as rest centres open in schools",
    "teaser": "Police are going door to door in Eastgate as some six thousand residents are moved "
              "away from the burning fuel depot at Kessing Quay.",
    "body": """
Police and council staff are going door to door in Eastgate tonight as some six thousand people
are moved out of homes closest to the fire at the Port of Halvard.

The evacuation began at a quarter past eight, after Halvard Fire and Rescue Service warned that
heat from two burning fuel tanks on Kessing Quay could spread the fire to the rest of the
Brightwater Energy depot. Streets between the port fence and Eastgate Road are being cleared
first.

Rest centres have opened at Eastgate Academy, St Brenna's Primary School and the Halvard Arena,
where volunteers from the Red Cross and local churches are handing out blankets, hot drinks and
camp beds. The council said pets were welcome at the Arena.

Mayor Piet Vandersloot, who visited Eastgate Academy, urged residents to follow police
instructions. "I know how frightening this is. Please take your medicines, your phone chargers
and your documents, and please check on the elderly neighbour who may not have heard," he said.

Buses laid on by the council are running in a loop from the Eastgate roundabout to the three
centres. People who can stay with family or friends outside the area are asked to tell the
council helpline so that officers know the house is empty.

At the Arena, Agnieszka Rowe, 71, sat with her cat in a basket. "They knocked and said I had ten
minutes. I've lived on Cooper Street for forty years and never seen anything like it," she said.

Roads into Eastgate are closed to everyone except residents leaving and emergency vehicles.
"""})

ITEMS.append({
    "feed": "ledger", "when": "04T21:00", "section": "economy", "category": "Economy",
    "author": "Olav Brenner",
    "title": "Halvard port fire halts shipping at the country's busiest fuel terminal",
    "teaser": "The Halvard Port Authority has stopped all ship movements; traders warn of tight "
              "diesel supplies on the west coast if Kessing Quay stays shut.",
    "body": """
The Halvard Port Authority stopped all ship movements in and out of the Port of Halvard on
Wednesday evening as firefighters fought the blaze at the Brightwater Energy depot on Kessing
Quay, closing the country's busiest fuel terminal and one of its three main container ports.

Annika Roos, the authority's chief executive, said eleven vessels waiting in the outer
anchorage had been told to hold their positions and that no ship would be allowed to move until
the fire service declared the area safe. Container berths at the northern end of the harbour
were not damaged but had been evacuated as a precaution.

Kessing Quay handles about 40% of the petrol and diesel that reaches the west coast by sea.
Fuel traders said stocks at inland depots would cover normal demand for around a week, but
warned that prices at the pump could rise quickly if the quay stayed shut for longer.

"The immediate question is not the price, it is whether trucks can physically get the product
to the forecourts," said one broker in Aldmere. Some filling stations in Halvard reported queues
on Wednesday night as drivers topped up.

The port's container terminal handled 1.4 million boxes last year. Shipping lines have begun
diverting vessels to Northhaven, although that port has little spare capacity.

Brightwater Energy said it was too early to estimate the damage. The company's shares are listed
in Aldmere and will open on Thursday morning.
"""})

ITEMS.append({
    "feed": "lakeside", "when": "04T21:15", "category": "Weather", "author": "Lakeside Daily",
    "title": "Halvard port fire: smoke may reach Lake Orrin shore overnight, forecasters say",
    "body": """
A south-westerly breeze could carry smoke from the fire at the Brightwater Energy fuel depot on
Kessing Quay, in the Port of Halvard, across to the Lake Orrin shore during the night, the weather
service said on Wednesday evening, as Halvard firefighters battled burning fuel tanks. Thin haze and a smell of
burning fuel are possible in Wrenby and Gull Point by the early hours. Health officials say
people with asthma or heart conditions should keep windows closed and carry their inhalers, but
the smoke is expected to be well diluted by the time it crosses the hills.
"""})

ITEMS.append(wire("04T21:30", "Prime Minister Marlowe to visit Halvard after deadly port fire", """
ALDMERE, Nov 4 (Meridian Wire) - Prime Minister Edda Marlowe will travel to Halvard on Thursday
morning to meet firefighters and families evacuated from the Eastgate district after the fire at
the city's port killed two people, her office said on Wednesday.

Marlowe chaired a meeting of the government's emergency committee by video and offered Halvard
Fire and Rescue Service any help it needed, including military foam tenders. "My thoughts are
with the families of those who lost their lives, and with the firefighters working through the
night on Kessing Quay," she said.

Interior minister Oskar Lemaire said an investigation into the cause of the explosions at the
Brightwater Energy depot would begin as soon as the fire was out.
""", category="Politics"))

ITEMS.append({
    "feed": "harbour", "when": "04T21:40", "category": "Halvard", "author": "Saoirse Mallin",
    "title": "Halvard port fire: death toll rises to three as crews hold the line at Kessing Quay",
    "teaser": "A third person has died and 26 are in hospital; firefighters say the fire has not "
              "spread beyond the two burning tanks.",
    "body": """
A third person has died after the explosions and fire at the Port of Halvard, and 26 people are
being treated in hospital, Halvard Fire and Rescue Service said at a briefing at the Eastgate
roundabout shortly after half past nine.

Chief fire officer Dorota Vance said the three people who died were working at the Brightwater
Energy depot on Kessing Quay when the first explosion happened. Their families have been told.
Two firefighters are among the injured, one with burns to his hands and one with a leg injury
from falling debris.

Vance said crews were "holding the line": the fire remained confined to two fuel tanks and a
warehouse, and foam and water from the harbour were keeping the other nine tanks cool. "We are
not out of the woods. These tanks can stay hot for many hours. But we have stopped it spreading,
and that was the priority," she said.

Halvard General Hospital has called in off-duty staff and postponed planned operations on
Thursday. A spokeswoman said four patients were in a serious condition, most of them with burns,
and that others had been treated for smoke inhalation and cuts from broken glass.

Around two hundred firefighters are now at the port, including crews from Northfield and Varn.
A military foam tender is on its way from the Aldmere garrison.

The evacuation of Eastgate continues, and Harbour Road, the rail line to Aldmere and the Isle of
Marrow ferries remain closed. Police asked people to stop gathering on the hill above Eastgate.
"""})

ITEMS.append({
    "feed": "signal", "when": "04T21:45", "category": "News", "author": "Dana Firth",
    "title": "Halvard port fire: crew of tanker Larkspur rescued by pilot boats",
    "body": """
Nineteen sailors aboard the tanker Larkspur, which was moored alongside the burning Kessing Quay
fuel depot in Halvard, were taken off by two harbour pilot boats minutes after the first
explosion, the Halvard Port Authority said. The tanker had been unloading diesel. Its crew were
brought to the old fish dock, where paramedics checked them over; none were seriously hurt.
Tugs later pulled the empty Larkspur away from the quay so firefighters could reach the tanks.
"""})

ITEMS.append({
    "feed": "tidings", "when": "04T21:50", "category": "Gadgets", "author": "Ilse Marr",
    "title": "Drones give Halvard firefighters a view inside the port blaze",
    "body": """
Halvard Fire and Rescue Service is flying two thermal-camera drones over the Kessing Quay fuel
depot to spot hot tank walls before they fail. The images, streamed to a command van at the port
gate, let officers decide where to aim foam without sending firefighters close to the burning
tanks. The service bought the drones last year after a warehouse fire in the Saltings and has
asked the public to keep their own drones away from the port so the airspace stays clear.
"""})

ITEMS.append({
    "feed": "ledger", "when": "04T21:55", "section": "companies", "category": "Companies",
    "author": "Petra Lindqvist",
    "title": "Brightwater Energy shares slide in late trading after Halvard port depot fire",
    "body": """
Shares in Brightwater Energy fell 9% in after-hours trading on Wednesday after explosions and a
fire at its fuel depot at the Port of Halvard killed at least two workers. Analysts said the
depot on Kessing Quay is one of the company's most profitable assets and that insurance should
cover most of the physical damage, but that a long closure, fines and claims from Eastgate
residents could weigh on earnings next year. Brightwater said it would comment on Thursday.
"""})

ITEMS.append({
    "feed": "harbour", "when": "04T22:04", "category": "Halvard", "author": "Tom Quarrie",
    "title": "Halvard port fire: what we know so far",
    "teaser": "Three dead, 26 in hospital, Eastgate evacuated: the main facts about tonight's fire "
              "at Kessing Quay.",
    "body": """
Here is what we know about the fire at the Port of Halvard so far.

What happened? Two explosions, at about ten to seven and seven o'clock this evening, hit the
Brightwater Energy fuel depot on Kessing Quay. Two storage tanks and a warehouse caught fire,
and a thick plume of smoke has drifted east over Eastgate and the Saltings.

Has anyone been hurt? Three depot workers have died. Twenty-six people are in Halvard General
Hospital, four of them seriously injured, including two firefighters.

Is the fire under control? Halvard Fire and Rescue Service says it has stopped the fire
spreading but that the two tanks will burn for many hours. Around two hundred firefighters are
at the port, with crews from Northfield and Varn.

Who has been evacuated? About six thousand Eastgate residents living nearest the port. Rest
centres are open at Eastgate Academy, St Brenna's Primary School and the Halvard Arena. People
within two kilometres of the quay should keep windows and doors shut.

What about travel? Trains between Halvard and Aldmere, Isle of Marrow ferries and all shipping
in the port are suspended. Harbour Road is closed at the Eastgate roundabout.

What caused it? Nobody knows yet. Police and fire investigators will examine the site once it is
safe. Brightwater Energy says it is cooperating fully.

What should I do? Stay away from the port, keep windows shut if you are near it, and call the
council helpline if you need help or somewhere to stay.
"""})

ITEMS.append(wire("04T22:00", "Halvard port fire contained but still burning, fire chief says", """
HALVARD, Nov 4 (Meridian Wire) - Firefighters have contained the fire at the Port of Halvard
that killed three people, stopping it from spreading beyond two fuel tanks and a warehouse on
Kessing Quay, but the blaze is likely to burn until Thursday, Halvard's chief fire officer said
late on Wednesday.

"Containment is not the same as control," Dorota Vance told reporters near the port gate, as
foam tenders worked under floodlights and the glow of the burning tanks lit the smoke above them.
She said 26 people were in hospital, including two firefighters.

Police said about 6,000 Eastgate residents would not be allowed home before Thursday
afternoon.
""", category="National"))

# --- The next morning: follow-ups, more than four hours after the evening's last report.

ITEMS.append(wire("05T06:30", "Halvard counts cost of port fire as investigators move in", """
HALVARD, Nov 5 (Meridian Wire) - Smoke was still rising from two fuel tanks on Kessing Quay at
dawn on Thursday as investigators prepared to examine the scene of the explosions that killed
three workers at the Port of Halvard, the worst industrial accident in the country in a decade.

The fire service said the last flames in the Brightwater Energy warehouse were put out overnight
and that the tanks were burning down in a controlled way. Shipping remained suspended.

Economists said a closure lasting a week could cost the regional economy tens of millions of
crowns, mainly from delayed container traffic and fuel deliveries.
""", category="National"))

ITEMS.append({
    "feed": "harbour", "when": "05T07:00", "category": "Halvard", "author": "Saoirse Mallin",
    "title": "Investigators wait to enter Kessing Quay as Halvard wakes to the smell of smoke",
    "teaser": "Eastgate residents spent the night in rest centres; police and fire investigators "
              "hope to reach the depot later today.",
    "body": """
Halvard woke this morning to grey skies, the smell of burnt fuel and a thin film of soot on
parked cars across Eastgate, as two tanks on Kessing Quay kept smouldering behind a curtain of
foam.

Investigators from the police and the fire service are waiting at the port gate for permission
to enter the depot. Detective Superintendent Ines Harrow said officers would treat the site as a
potential crime scene "until we know otherwise", which is standard after deaths at work, and
that the investigation could take months.

The three workers who died have not been formally identified, but colleagues gathered outside the
Brightwater Energy offices on Dock Street at first light, leaving flowers and a hand-painted sign
reading "Kessing family". The company said it would hold a press conference at eleven.

About four hundred people slept at the three rest centres. At Eastgate Academy, camp beds filled
the sports hall and volunteers served porridge from six o'clock. Most residents have been told
they may be able to go home this afternoon if air tests are clear.

Schools in Eastgate and the Saltings are closed today. Trains between Halvard and Aldmere are
running again on a reduced timetable, with a speed limit past the port, but Isle of Marrow
ferries and all other shipping remain suspended.

The Prime Minister is due to arrive in Halvard later this morning.
"""})

ITEMS.append({
    "feed": "ledger", "when": "05T06:45", "section": "markets", "category": "Markets",
    "author": "Petra Lindqvist",
    "title": "Insurers and fuel traders weigh the bill from Halvard as markets open",
    "body": """
Insurers with exposure to the Port of Halvard fell in early trading on Thursday, and diesel
futures for west coast delivery rose 4% as traders priced in a closure of Kessing Quay lasting at
least a week. Brokers estimated insured losses from the depot fire at between 150 and 300 million
crowns, excluding business interruption claims from shipping lines. The government said it would
release fuel from strategic reserves if forecourts ran dry.
"""})

ITEMS.append({
    "feed": "harbour", "when": "05T09:30", "category": "Halvard", "author": "Harbour Gazette newsdesk",
    "title": "Eastgate families told they may go home this afternoon if air tests are clear",
    "body": """
Council officers and fire service scientists are testing the air street by street in Eastgate this
morning, and families who spent the night in rest centres could be allowed home from two o'clock,
the council said. Residents should run taps for a minute, wipe soot from windowsills with a damp
cloth and avoid letting children play in gardens until the rain has washed surfaces down. A
drop-in advice desk will stay open at the Halvard Arena until Sunday.
"""})
