# Bloc by Bloc (2016): names of the game content, by data key (`bxb2016-name-<deck>-<key>`,
# decks as in the engine's `Arg::Card`; factions and district kinds as `bxb2016-faction-*`,
# `bxb2016-kind-*`). The English names are the 2016 rulebook's, as in engine/data/bxb2016/;
# a test keeps this file in step with that data. Game content derives from Bloc by Bloc
# (CC BY-NC-SA 4.0, Out of Order Games).
# Card rule texts (`bxb2016-text-<deck>-<key>`) live only here: the engine's data holds rules
# and names, never prose, so the English cannot drift between two copies. A police card's
# text is its effect message (`bxb2016-police-fx-*` in main.ftl), built from the card's data.

## agenda
bxb2016-name-agenda-communard = Communard
bxb2016-name-agenda-autonomist = Autonomist
bxb2016-name-agenda-popular_assembly = Popular Assembly
bxb2016-name-agenda-abolitionist = Abolitionist
bxb2016-name-agenda-mutual_aid = Mutual Aid
bxb2016-name-agenda-solidarity = Solidarity
bxb2016-name-agenda-vanguardist = Vanguardist
bxb2016-name-agenda-sectarian_purist = Sectarian: Faction First
bxb2016-name-agenda-sectarian_splinter = Sectarian: Splinter Group
bxb2016-name-agenda-nihilist = Nihilist

## loot
bxb2016-name-loot-molotovs_1 = Molotovs +1
bxb2016-name-loot-molotovs_2 = Molotovs +2
bxb2016-name-loot-molotovs_3 = Molotovs +3
bxb2016-name-loot-medic_kit = Medic Kit
bxb2016-name-loot-fireworks = Fireworks
bxb2016-name-loot-smoke_bombs = Smoke Bombs
bxb2016-name-loot-police_scanner = Police Scanner
bxb2016-name-loot-riot_shields = Riot Shields
bxb2016-name-loot-megaphone = Megaphone
bxb2016-name-loot-dumpster_barricade = Dumpster Barricade
bxb2016-name-loot-bicycles = Bicycles
bxb2016-name-loot-energy_drinks = Energy Drinks

## police
bxb2016-name-police-move_state_high = Advance: State (ID Highest)
bxb2016-name-police-move_state_low = Advance: State (ID Lowest)
bxb2016-name-police-move_public_high = Advance: Public (ID Highest)
bxb2016-name-police-move_public_low = Advance: Public (ID Lowest)
bxb2016-name-police-move_commercial_high = Advance: Commercial (ID Highest)
bxb2016-name-police-move_commercial_low = Advance: Commercial (ID Lowest)
bxb2016-name-police-move_workers_high = Advance: Workers (ID Highest)
bxb2016-name-police-move_workers_low = Advance: Workers (ID Lowest)
bxb2016-name-police-move_students_high = Advance: Students (ID Highest)
bxb2016-name-police-move_students_low = Advance: Students (ID Lowest)
bxb2016-name-police-move_neighbors_high = Advance: Neighbors (ID Highest)
bxb2016-name-police-move_neighbors_low = Advance: Neighbors (ID Lowest)
bxb2016-name-police-move_prisoners_high = Advance: Prisoners (ID Highest)
bxb2016-name-police-move_prisoners_low = Advance: Prisoners (ID Lowest)
bxb2016-name-police-heavy_high = Heavy Reinforcements (ID Highest)
bxb2016-name-police-heavy_low = Heavy Reinforcements (ID Lowest)
bxb2016-name-police-light_high = Light Reinforcements (ID Highest)
bxb2016-name-police-light_low = Light Reinforcements (ID Lowest)
bxb2016-name-police-emergency_reinforcements = Emergency Reinforcements
bxb2016-name-police-strategic_rotation = Strategic Rotation
bxb2016-name-police-tactical_retreat = Tactical Retreat
bxb2016-name-police-maneuvers = Maneuvers
bxb2016-name-police-metro_lockdown = Metro Lockdown
bxb2016-name-police-chief_of_police_fired = Chief of Police Fired
bxb2016-name-police-paramilitary_operations = Paramilitary Operations

## manifestation
bxb2016-name-manifestation-mass_looting = Mass Looting
bxb2016-name-manifestation-free_store = Free Store
bxb2016-name-manifestation-expropriation = Expropriation
bxb2016-name-manifestation-supply_caravan = Supply Caravan
bxb2016-name-manifestation-neighborhood_assembly = Neighborhood Assembly
bxb2016-name-manifestation-solidarity_march = Solidarity March
bxb2016-name-manifestation-general_strike = General Strike
bxb2016-name-manifestation-mutual_aid_network = Mutual Aid Network
bxb2016-name-manifestation-word_spreads = Word Spreads
bxb2016-name-manifestation-community_kitchens = Community Kitchens
bxb2016-name-manifestation-victory_party = Victory Party
bxb2016-name-manifestation-police_defections = Police Defections
bxb2016-name-manifestation-desertions = Desertions
bxb2016-name-manifestation-crowd_pushback = Crowd Pushback
bxb2016-name-manifestation-police_strike = Police Strike
bxb2016-name-manifestation-sabotaged_fleet = Sabotaged Fleet
bxb2016-name-manifestation-torched_vans = Torched Vans
bxb2016-name-manifestation-barricade_festival = Barricade Festival
bxb2016-name-manifestation-street_blockades = Street Blockades
bxb2016-name-manifestation-occupy_the_roads = Occupy the Roads
bxb2016-name-manifestation-leaked_police_plans = Leaked Police Plans
bxb2016-name-manifestation-hacked_police_radio = Hacked Police Radio
bxb2016-name-manifestation-whistleblower = Whistleblower
bxb2016-name-manifestation-collapse_of_authority = Collapse of Authority
bxb2016-name-manifestation-mass_resignations = Mass Resignations
bxb2016-name-manifestation-popular_assembly_march = Popular Assembly March
bxb2016-name-manifestation-rent_strike = Rent Strike
bxb2016-name-manifestation-pirate_broadcast = Pirate Broadcast

## scenario
bxb2016-name-scenario-routine_traffic_stop = Routine Traffic Stop
bxb2016-name-scenario-abolish_the_police = Abolish the Police
bxb2016-name-scenario-burn_down_the_company_town = Burn Down the Company Town
bxb2016-name-scenario-occupy_everything = Occupy Everything
bxb2016-name-scenario-asymmetrical_struggle = Asymmetrical Struggle
bxb2016-name-scenario-let_the_infighting_begin = Let the Infighting Begin!
bxb2016-name-scenario-collective_liberation = Collective Liberation
bxb2016-name-scenario-autonomous_zone_1 = Autonomous Zone Phase I
bxb2016-name-scenario-smash_the_state = Smash the State
bxb2016-name-scenario-autonomous_zone_2 = Autonomous Zone Phase II

## tile
bxb2016-name-tile-commercial_1 = Commercial District 1
bxb2016-name-tile-commercial_2 = Commercial District 2
bxb2016-name-tile-commercial_3 = Commercial District 3
bxb2016-name-tile-overcrowded_jail = Overcrowded Jail
bxb2016-name-tile-garment_sweatshop = Garment Sweatshop
bxb2016-name-tile-underfunded_high_school = Underfunded High School
bxb2016-name-tile-polluted_slum = Polluted Slum
bxb2016-name-tile-the_projects = The Projects
bxb2016-name-tile-the_old_polytechnic = The Old Polytechnic
bxb2016-name-tile-smartphone_factory = Smartphone Factory
bxb2016-name-tile-immigrant_detention_center = Immigrant Detention Center
bxb2016-name-tile-financial_district = Financial District
bxb2016-name-tile-telecom_network_hub = Telecom Network Hub
bxb2016-name-tile-international_airport = International Airport
bxb2016-name-tile-interior_ministry = Interior Ministry
bxb2016-name-tile-privatized_university = Privatized University
bxb2016-name-tile-gentrifying_residential_zone = Gentrifying Residential Zone
bxb2016-name-tile-supermax_prison = Supermax Prison
bxb2016-name-tile-global_shipping_receiving_center = Global Shipping & Receiving Center
bxb2016-name-tile-street_market = Street Market
bxb2016-name-tile-the_park = The Park
bxb2016-name-tile-the_plaza = The Plaza
bxb2016-name-tile-highway_1 = Highway
bxb2016-name-tile-highway_2 = Highway
bxb2016-name-tile-highway_3 = Highway
bxb2016-name-tile-the_stadium = The Stadium
bxb2016-name-tile-mega_mall = Mega Mall
bxb2016-name-tile-community_defense_hq = Autonomous Zone: Community Defense HQ
bxb2016-name-tile-communal_gardens = Autonomous Zone: Communal Gardens
bxb2016-name-tile-highway_overpass = Highway Overpass

## factions and district kinds
bxb2016-faction-workers = Workers
bxb2016-faction-neighbors = Neighbors
bxb2016-faction-students = Students
bxb2016-faction-prisoners = Prisoners
bxb2016-kind-workers = Workers
bxb2016-kind-students = Students
bxb2016-kind-neighbors = Neighbors
bxb2016-kind-prisoners = Prisoners
bxb2016-kind-state = State
bxb2016-kind-public = Public
bxb2016-kind-commercial = Commercial
bxb2016-kind-highway = Highway

## loot card texts (the only English copy: engine/data/bxb2016 holds the rules, not the prose)
bxb2016-text-loot-molotovs_1 = Play on an attack: +1 to the attack die. Stacks with other Molotovs.
bxb2016-text-loot-molotovs_2 = Play on an attack: +2 to the attack die. Stacks with other Molotovs.
bxb2016-text-loot-molotovs_3 = Play on an attack: +3 to the attack die. Stacks with other Molotovs.
bxb2016-text-loot-medic_kit = After the cops attack: in a district holding your occupation, form up to 2 blocs (no more than you lost this Sunrise).
bxb2016-text-loot-fireworks = Kick out up to 2 riot cops from a clash of yours to an adjacent district, without a die. Reaction roll.
bxb2016-text-loot-smoke_bombs = Your next movement this turn may start in a district with police.
bxb2016-text-loot-police_scanner = Look at the top 3 police ops cards and put them back in any order.
bxb2016-text-loot-riot_shields = Choose a district with your bloc: this Sunrise its cops attack with 2 fewer.
bxb2016-text-loot-megaphone = Choose a district with your bloc: +2 to its bloc total for this Sunrise's liberation check.
bxb2016-text-loot-dumpster_barricade = In a police-free district with your bloc, place up to 2 barricades on its connections, without a die.
bxb2016-text-loot-bicycles = Take one movement action without a die.
bxb2016-text-loot-energy_drinks = Reroll one of your unspent action dice.

## manifestation card texts (the only English copy: the data files hold no card text)
bxb2016-text-manifestation-mass_looting = Each liberating faction may draw loot cards.
bxb2016-text-manifestation-free_store = Each liberating faction draws loot cards and keeps some of them.
bxb2016-text-manifestation-expropriation = The liberating faction with the most blocs here draws loot cards and may hand any of them to the other liberating factions.
bxb2016-text-manifestation-supply_caravan = Each liberating faction draws loot and forms blocs in the liberated district.
bxb2016-text-manifestation-neighborhood_assembly = Each liberating faction forms blocs in the liberated district.
bxb2016-text-manifestation-solidarity_march = Each liberating faction forms blocs in the liberated district.
bxb2016-text-manifestation-general_strike = Each liberating faction forms blocs at its Start occupation.
bxb2016-text-manifestation-mutual_aid_network = Each liberating faction forms blocs in a district holding one of its occupations.
bxb2016-text-manifestation-word_spreads = Every faction forms blocs in a district holding one of its occupations.
bxb2016-text-manifestation-community_kitchens = Each liberating faction forms blocs in a liberated district holding one of its occupations.
bxb2016-text-manifestation-victory_party = Each liberating faction forms a bloc here and draws loot.
bxb2016-text-manifestation-police_defections = The liberating faction with the most blocs here sends riot cops from any districts back to staging.
bxb2016-text-manifestation-desertions = Every riot cop here goes back to staging, and the liberating faction with the most blocs here sends riot cops from adjacent districts too.
bxb2016-text-manifestation-crowd_pushback = The liberating faction with the most blocs here sends riot cops from adjacent districts back to staging.
bxb2016-text-manifestation-police_strike = Every riot cop standing alone goes back to staging.
bxb2016-text-manifestation-sabotaged_fleet = The liberating faction with the most blocs here sends a riot van back to staging (destroys it if the district's difficulty is 5).
bxb2016-text-manifestation-torched_vans = The nearest riot van goes back to staging (destroyed if the district's difficulty is 5).
bxb2016-text-manifestation-barricade_festival = The liberating faction with the most blocs here barricades the liberated district's connections.
bxb2016-text-manifestation-street_blockades = Each liberating faction barricades around police-free districts holding its blocs.
bxb2016-text-manifestation-occupy_the_roads = The liberating faction with the most blocs here barricades highway entrances anywhere in the city.
bxb2016-text-manifestation-leaked_police_plans = Reveal the top police ops cards; the liberating faction with the most blocs here discards some and puts the rest back in any order.
bxb2016-text-manifestation-hacked_police_radio = Reveal the top police ops cards; the liberating faction with the most blocs here discards some and puts the rest back in any order.
bxb2016-text-manifestation-whistleblower = Reveal the top police ops cards; the liberating faction with the most blocs here discards some and puts the rest back in any order.
bxb2016-text-manifestation-collapse_of_authority = Police morale drops further.
bxb2016-text-manifestation-mass_resignations = Police morale drops further, and the liberating faction with the most blocs here sends riot cops back to staging.
bxb2016-text-manifestation-popular_assembly_march = Each liberating faction takes free movement actions now.
bxb2016-text-manifestation-rent_strike = Each liberating faction draws a loot card per occupation it has in the city.
bxb2016-text-manifestation-pirate_broadcast = Every faction draws loot; the liberating factions draw one more card.

## police morale
bxb2016-morale-timid = Timid
bxb2016-morale-confident = Confident
bxb2016-morale-ruthless = Ruthless
