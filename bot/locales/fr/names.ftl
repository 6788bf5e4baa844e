# Bloc by Bloc (2016) : noms du contenu du jeu, par clé de données (voir en-US/names.ftl).
# Traductions du projet, fidèles aux noms anglais du livret 2016 ; les noms qu'Uprising
# reprend suivent le livret français de la 3e édition (seed 003). Contenu dérivé de Bloc by
# Bloc (CC BY-NC-SA 4.0, Out of Order Games).
# Les textes des cartes (Butin, Manifestation) sont la proposition du projet : le livret 2016
# ne les imprime pas. Ils reprennent le vocabulaire de la 3e édition (CRS, fourgon, zone de
# rassemblement, cartes Butin, faction libératrice). Typographie : une espace simple avant
# « : ; ! ? », comme dans tout le catalogue (un test le vérifie).


## agenda
bxb2016-name-agenda-communard = Communard
bxb2016-name-agenda-autonomist = Autonome
bxb2016-name-agenda-popular_assembly = Assemblée populaire
bxb2016-name-agenda-abolitionist = Abolitionniste
bxb2016-name-agenda-mutual_aid = Entraide
bxb2016-name-agenda-solidarity = Solidarité
bxb2016-name-agenda-vanguardist = Avant-gardiste
bxb2016-name-agenda-sectarian_purist = Sectaire : la faction d'abord
bxb2016-name-agenda-sectarian_splinter = Sectaire : groupuscule dissident
bxb2016-name-agenda-nihilist = Nihiliste

## loot
bxb2016-name-loot-molotovs_1 = Molotovs +1
bxb2016-name-loot-molotovs_2 = Molotovs +2
bxb2016-name-loot-molotovs_3 = Molotovs +3
bxb2016-name-loot-medic_kit = Trousse de secours
bxb2016-name-loot-fireworks = Feux d'artifice
bxb2016-name-loot-smoke_bombs = Fumigènes
bxb2016-name-loot-police_scanner = Scanner de police
bxb2016-name-loot-riot_shields = Boucliers anti-émeute
bxb2016-name-loot-megaphone = Mégaphone
bxb2016-name-loot-dumpster_barricade = Barricade de poubelles
bxb2016-name-loot-bicycles = Vélos
bxb2016-name-loot-energy_drinks = Boissons énergisantes

## police
bxb2016-name-police-move_state_high = Avancée : État (ID le plus haut)
bxb2016-name-police-move_state_low = Avancée : État (ID le plus bas)
bxb2016-name-police-move_public_high = Avancée : Public (ID le plus haut)
bxb2016-name-police-move_public_low = Avancée : Public (ID le plus bas)
bxb2016-name-police-move_commercial_high = Avancée : Commercial (ID le plus haut)
bxb2016-name-police-move_commercial_low = Avancée : Commercial (ID le plus bas)
bxb2016-name-police-move_workers_high = Avancée : Travailleurs (ID le plus haut)
bxb2016-name-police-move_workers_low = Avancée : Travailleurs (ID le plus bas)
bxb2016-name-police-move_students_high = Avancée : Étudiants (ID le plus haut)
bxb2016-name-police-move_students_low = Avancée : Étudiants (ID le plus bas)
bxb2016-name-police-move_neighbors_high = Avancée : Voisins (ID le plus haut)
bxb2016-name-police-move_neighbors_low = Avancée : Voisins (ID le plus bas)
bxb2016-name-police-move_prisoners_high = Avancée : Prisonniers (ID le plus haut)
bxb2016-name-police-move_prisoners_low = Avancée : Prisonniers (ID le plus bas)
bxb2016-name-police-heavy_high = Renforts lourds (ID le plus haut)
bxb2016-name-police-heavy_low = Renforts lourds (ID le plus bas)
bxb2016-name-police-light_high = Renforts légers (ID le plus haut)
bxb2016-name-police-light_low = Renforts légers (ID le plus bas)
bxb2016-name-police-emergency_reinforcements = Renforts d'urgence
bxb2016-name-police-strategic_rotation = Rotation stratégique
bxb2016-name-police-tactical_retreat = Repli tactique
bxb2016-name-police-maneuvers = Manœuvres
bxb2016-name-police-metro_lockdown = Bouclage du métro
bxb2016-name-police-chief_of_police_fired = Le chef de la police limogé
bxb2016-name-police-paramilitary_operations = Opérations paramilitaires

## manifestation
bxb2016-name-manifestation-mass_looting = Pillage de masse
bxb2016-name-manifestation-free_store = Magasin gratuit
bxb2016-name-manifestation-expropriation = Expropriation
bxb2016-name-manifestation-supply_caravan = Convoi de ravitaillement
bxb2016-name-manifestation-neighborhood_assembly = Assemblée de quartier
bxb2016-name-manifestation-solidarity_march = Marche de solidarité
bxb2016-name-manifestation-general_strike = Grève générale
bxb2016-name-manifestation-mutual_aid_network = Réseau d'entraide
bxb2016-name-manifestation-word_spreads = La nouvelle se répand
bxb2016-name-manifestation-community_kitchens = Cantines populaires
bxb2016-name-manifestation-victory_party = Fête de la victoire
bxb2016-name-manifestation-police_defections = Défections dans la police
bxb2016-name-manifestation-desertions = Désertions
bxb2016-name-manifestation-crowd_pushback = La foule repousse la police
bxb2016-name-manifestation-police_strike = Grève de la police
bxb2016-name-manifestation-sabotaged_fleet = Flotte sabotée
bxb2016-name-manifestation-torched_vans = Fourgons incendiés
bxb2016-name-manifestation-barricade_festival = Fête des barricades
bxb2016-name-manifestation-street_blockades = Blocages de rues
bxb2016-name-manifestation-occupy_the_roads = Occupons les routes
bxb2016-name-manifestation-leaked_police_plans = Fuite des plans de la police
bxb2016-name-manifestation-hacked_police_radio = Radio de la police piratée
bxb2016-name-manifestation-whistleblower = Lanceur d'alerte
bxb2016-name-manifestation-collapse_of_authority = Effondrement de l'autorité
bxb2016-name-manifestation-mass_resignations = Démissions en masse
bxb2016-name-manifestation-popular_assembly_march = Marche de l'assemblée populaire
bxb2016-name-manifestation-rent_strike = Grève des loyers
bxb2016-name-manifestation-pirate_broadcast = Émission pirate

## scenario
bxb2016-name-scenario-routine_traffic_stop = Simple contrôle routier
bxb2016-name-scenario-abolish_the_police = Abolir la police
bxb2016-name-scenario-burn_down_the_company_town = Brûler la ville-usine
bxb2016-name-scenario-occupy_everything = Tout occuper
bxb2016-name-scenario-asymmetrical_struggle = Lutte asymétrique
bxb2016-name-scenario-let_the_infighting_begin = Que les luttes intestines commencent !
bxb2016-name-scenario-collective_liberation = Libération collective
bxb2016-name-scenario-autonomous_zone_1 = Zone autonome, phase I
bxb2016-name-scenario-smash_the_state = Écraser l'État
bxb2016-name-scenario-autonomous_zone_2 = Zone autonome, phase II

## tile
bxb2016-name-tile-commercial_1 = Quartier commercial 1
bxb2016-name-tile-commercial_2 = Quartier commercial 2
bxb2016-name-tile-commercial_3 = Quartier commercial 3
bxb2016-name-tile-overcrowded_jail = Prison surpeuplée
bxb2016-name-tile-garment_sweatshop = Atelier textile clandestin
bxb2016-name-tile-underfunded_high_school = Lycée sous-financé
bxb2016-name-tile-polluted_slum = Bidonville pollué
bxb2016-name-tile-the_projects = La cité
bxb2016-name-tile-the_old_polytechnic = La vieille école polytechnique
bxb2016-name-tile-smartphone_factory = Usine de smartphones
bxb2016-name-tile-immigrant_detention_center = Centre de rétention administrative
bxb2016-name-tile-financial_district = Quartier financier
bxb2016-name-tile-telecom_network_hub = Nœud de télécommunications
bxb2016-name-tile-international_airport = Aéroport international
bxb2016-name-tile-interior_ministry = Ministère de l'Intérieur
bxb2016-name-tile-privatized_university = Université privatisée
bxb2016-name-tile-gentrifying_residential_zone = Quartier résidentiel en gentrification
bxb2016-name-tile-supermax_prison = Prison de haute sécurité
bxb2016-name-tile-global_shipping_receiving_center = Centre logistique international
bxb2016-name-tile-street_market = Marché de rue
bxb2016-name-tile-the_park = Le parc
bxb2016-name-tile-the_plaza = La place
bxb2016-name-tile-highway_1 = Autoroute
bxb2016-name-tile-highway_2 = Autoroute
bxb2016-name-tile-highway_3 = Autoroute
bxb2016-name-tile-the_stadium = Le stade
bxb2016-name-tile-mega_mall = Méga centre commercial
bxb2016-name-tile-community_defense_hq = Zone autonome : QG d'autodéfense
bxb2016-name-tile-communal_gardens = Zone autonome : jardins communaux
bxb2016-name-tile-highway_overpass = Échangeur autoroutier

## factions and district kinds
bxb2016-faction-workers = Travailleurs
bxb2016-faction-neighbors = Voisins
bxb2016-faction-students = Étudiants
bxb2016-faction-prisoners = Prisonniers
bxb2016-kind-workers = Travailleurs
bxb2016-kind-students = Étudiants
bxb2016-kind-neighbors = Voisins
bxb2016-kind-prisoners = Prisonniers
bxb2016-kind-state = État
bxb2016-kind-public = Public
bxb2016-kind-commercial = Commercial
bxb2016-kind-highway = Autoroute

## textes des cartes Butin
bxb2016-text-loot-molotovs_1 = À jouer sur une attaque : +1 au dé d'attaque. Se cumule avec les autres Molotovs.
bxb2016-text-loot-molotovs_2 = À jouer sur une attaque : +2 au dé d'attaque. Se cumule avec les autres Molotovs.
bxb2016-text-loot-molotovs_3 = À jouer sur une attaque : +3 au dé d'attaque. Se cumule avec les autres Molotovs.
bxb2016-text-loot-medic_kit = Après l'attaque des CRS : dans un quartier où se trouve votre occupation, formez jusqu'à 2 blocs (pas plus que vous n'en avez perdu à ce lever du soleil).
bxb2016-text-loot-fireworks = Repoussez jusqu'à 2 CRS d'un de vos affrontements vers un quartier adjacent, sans dé. Jet de réaction.
bxb2016-text-loot-smoke_bombs = Votre prochain déplacement de ce tour peut partir d'un quartier occupé par la police.
bxb2016-text-loot-police_scanner = Regardez les 3 premières cartes Police et remettez-les dans l'ordre de votre choix.
bxb2016-text-loot-riot_shields = Choisissez un quartier où se trouve votre bloc : à ce lever du soleil, ses CRS attaquent avec 2 de moins.
bxb2016-text-loot-megaphone = Choisissez un quartier où se trouve votre bloc : +2 à son total de blocs pour la vérification de libération de ce lever du soleil.
bxb2016-text-loot-dumpster_barricade = Dans un quartier sans police où se trouve votre bloc, placez jusqu'à 2 barricades sur ses connexions, sans dé.
bxb2016-text-loot-bicycles = Faites une action de déplacement sans dé.
bxb2016-text-loot-energy_drinks = Relancez un de vos dés d'action non utilisés.

## textes des cartes Manifestation (proposition du projet : le livret 2016 ne les imprime pas)
bxb2016-text-manifestation-mass_looting = Chaque faction libératrice peut piocher des cartes Butin.
bxb2016-text-manifestation-free_store = Chaque faction libératrice pioche des cartes Butin et en garde une partie.
bxb2016-text-manifestation-expropriation = La faction libératrice qui a le plus de blocs ici pioche des cartes Butin et peut en donner aux autres factions libératrices.
bxb2016-text-manifestation-supply_caravan = Chaque faction libératrice pioche du butin et forme des blocs dans le quartier libéré.
bxb2016-text-manifestation-neighborhood_assembly = Chaque faction libératrice forme des blocs dans le quartier libéré.
bxb2016-text-manifestation-solidarity_march = Chaque faction libératrice forme des blocs dans le quartier libéré.
bxb2016-text-manifestation-general_strike = Chaque faction libératrice forme des blocs dans son occupation de Départ.
bxb2016-text-manifestation-mutual_aid_network = Chaque faction libératrice forme des blocs dans un quartier où se trouve une de ses occupations.
bxb2016-text-manifestation-word_spreads = Chaque faction forme des blocs dans un quartier où se trouve une de ses occupations.
bxb2016-text-manifestation-community_kitchens = Chaque faction libératrice forme des blocs dans un quartier libéré où se trouve une de ses occupations.
bxb2016-text-manifestation-victory_party = Chaque faction libératrice forme un bloc ici et pioche du butin.
bxb2016-text-manifestation-police_defections = La faction libératrice qui a le plus de blocs ici renvoie des CRS de n'importe quels quartiers dans la zone de rassemblement.
bxb2016-text-manifestation-desertions = Tous les CRS d'ici retournent dans la zone de rassemblement, et la faction libératrice qui a le plus de blocs ici y renvoie aussi des CRS des quartiers adjacents.
bxb2016-text-manifestation-crowd_pushback = La faction libératrice qui a le plus de blocs ici renvoie des CRS des quartiers adjacents dans la zone de rassemblement.
bxb2016-text-manifestation-police_strike = Chaque CRS isolé retourne dans la zone de rassemblement.
bxb2016-text-manifestation-sabotaged_fleet = La faction libératrice qui a le plus de blocs ici renvoie un fourgon dans la zone de rassemblement (il est détruit si la difficulté du quartier est de 5).
bxb2016-text-manifestation-torched_vans = Le fourgon le plus proche retourne dans la zone de rassemblement (il est détruit si la difficulté du quartier est de 5).
bxb2016-text-manifestation-barricade_festival = La faction libératrice qui a le plus de blocs ici place des barricades sur les connexions du quartier libéré.
bxb2016-text-manifestation-street_blockades = Chaque faction libératrice place des barricades autour des quartiers sans police où se trouvent ses blocs.
bxb2016-text-manifestation-occupy_the_roads = La faction libératrice qui a le plus de blocs ici place des barricades sur des entrées d'autoroute, n'importe où dans la ville.
bxb2016-text-manifestation-leaked_police_plans = Révélez les premières cartes Police ; la faction libératrice qui a le plus de blocs ici en défausse certaines et remet les autres dans l'ordre de son choix.
bxb2016-text-manifestation-hacked_police_radio = Révélez les premières cartes Police ; la faction libératrice qui a le plus de blocs ici en défausse certaines et remet les autres dans l'ordre de son choix.
bxb2016-text-manifestation-whistleblower = Révélez les premières cartes Police ; la faction libératrice qui a le plus de blocs ici en défausse certaines et remet les autres dans l'ordre de son choix.
bxb2016-text-manifestation-collapse_of_authority = Le moral de la police baisse encore.
bxb2016-text-manifestation-mass_resignations = Le moral de la police baisse encore, et la faction libératrice qui a le plus de blocs ici renvoie des CRS dans la zone de rassemblement.
bxb2016-text-manifestation-popular_assembly_march = Chaque faction libératrice fait tout de suite des actions de déplacement gratuites.
bxb2016-text-manifestation-rent_strike = Chaque faction libératrice pioche une carte Butin par occupation qu'elle a dans la ville.
bxb2016-text-manifestation-pirate_broadcast = Chaque faction pioche du butin ; les factions libératrices piochent une carte de plus.

## moral de la police
bxb2016-morale-timid = Timide
bxb2016-morale-confident = Confiante
bxb2016-morale-ruthless = Impitoyable
