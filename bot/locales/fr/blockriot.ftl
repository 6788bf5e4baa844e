# Block Riot (engine/src/blockriot, issue 35) : tous les mots de ses parties. Les noms et
# textes des cartes, tuiles et causes sont une création du projet blocbot.
token-blockriot = Block Riot

## Joueurs, pièces, lieux
blockriot-player-0 = Violet (Anarchistes)
blockriot-player-1 = Rouge (Bikers)
blockriot-player-2 = Vert (Beaufs)
blockriot-player-3 = Jaune (Militants)
blockriot-player-other = Joueur { $number }
blockriot-colour-0 = Violet
blockriot-colour-1 = Rouge
blockriot-colour-2 = Vert
blockriot-colour-3 = Jaune
blockriot-police = un policier
blockriot-riot-police = un CRS
blockriot-piece-rioter = un émeutier { $player }
blockriot-piece-leader = un meneur { $player }
blockriot-station = commissariat du bloc { $block }
blockriot-target-station = le { $station }
blockriot-target-house = la maison en { $at }
blockriot-target-hall = l’hôtel de ville
blockriot-city-side-0 = la cité nord
blockriot-city-side-1 = la cité est
blockriot-city-side-2 = la cité sud
blockriot-city-side-3 = la cité ouest

## Tuiles et cartes
blockriot-tile-house = une tuile maison (valeur { $wealth })
blockriot-tile-city = une tuile de cité { $name } (valeur { $wealth })
blockriot-tile-hall = une tuile d’hôtel de ville (valeur { $wealth })
blockriot-city-cache = Planque
blockriot-city-masks = Masques
blockriot-city-supplies = Ravitaillement
blockriot-city-bomb = Bombe
blockriot-city-ambush = Embuscade
blockriot-card-second-wind = Second souffle
blockriot-card-second-wind-text = Prenez 2 déplacements de plus ce tour-ci.
blockriot-card-rush = Ruée
blockriot-card-rush-text = Prenez 3 déplacements de plus ce tour-ci.
blockriot-card-bandana = Bandana
blockriot-card-bandana-text = Un de vos émeutiers debout met un masque.
blockriot-card-loose-lips = Langue déliée
blockriot-card-loose-lips-text = Tous les meneurs cachés d’un rival sont dévoilés.
blockriot-card-bail = Caution
blockriot-card-bail-text = Un de vos émeutiers détenu dans un commissariat en sort à côté.
blockriot-card-pipe-bomb = Bombe artisanale
blockriot-card-pipe-bomb-text = Prenez une bombe.
blockriot-card-general-strike = Grève générale
blockriot-card-general-strike-text = Prenez 5 déplacements de plus ce tour-ci.
blockriot-card-gas-masks = Masques à gaz
blockriot-card-gas-masks-text = Trois de vos émeutiers debout mettent un masque.
blockriot-card-legal-team = Équipe d’avocats
blockriot-card-legal-team-text = Deux de vos émeutiers détenus dans des commissariats en sortent.
blockriot-card-leak = La fuite
blockriot-card-leak-text = Tous les meneurs cachés d’un rival sont dévoilés ; prenez 2 déplacements de plus.
blockriot-card-at = {" "}en { $at }
blockriot-card-on = {" "}contre { $player }
blockriot-blue-patrol = Patrouille
blockriot-blue-double-patrol = Double patrouille
blockriot-blue-raid = Descente
blockriot-blue-reinforce = Renforts de police
blockriot-blue-curfew = Couvre-feu
blockriot-blue-search = Fouille
blockriot-red-advance = Charge
blockriot-red-tear-gas = Gaz lacrymogène
blockriot-red-kettle = Nasse
blockriot-cause-seize-leaders = Capturer les meneurs
blockriot-cause-seize-leaders-text = Détenez des meneurs rivaux dans le commissariat de votre bloc : 2 à 2 joueurs, 3 à 3, 4 à 4 (BR-11.1).
blockriot-cause-ruinous = Ruine
blockriot-cause-ruinous-text = Capturez un émeutier rival et pillez 4 tuiles maison dans les blocs rivaux, au moins 1 chez chaque rival (BR-11.2).
blockriot-cause-insurrection = Insurrection
blockriot-cause-insurrection-text = Capturez un émeutier rival, pillez un commissariat rival, pillez une tuile d’hôtel de ville et capturez un CRS (BR-11.3).
blockriot-cause-city-regulator = Maître des cités
blockriot-cause-city-regulator-text = Capturez un émeutier rival et occupez 3 cités à la fois (BR-11.4).
blockriot-cause-loot-and-pillage = Pillage
blockriot-cause-loot-and-pillage-text = Capturez un émeutier rival et détenez un butin d’une valeur de 900 (BR-11.5).

## Salon, état, messages
blockriot-settings = { $players } joueurs, compétitif (chacun a une cause secrète)
blockriot-settings-coop = { $players } joueurs, coopératif (prenez l’hôtel de ville ensemble)
blockriot-settings-variants = { $settings } ; variantes : { $variants }
blockriot-variant-steered-police = le joueur précédent dirige la police
blockriot-variant-spawn-inside-city = les renforts peuvent arriver dans les villes occupées
blockriot-status = Manche { $round } sur { $limit } · à { $player } de jouer · policiers en réserve : { $police }, CRS : { $riot }
blockriot-status-curfew = Couvre-feu : tour d’ordres { $rounds }
blockriot-status-gas = Nuages de gaz : { $clouds }
blockriot-status-player = { $player } : { $standing } debout, { $stunned } à terre, { $reserve } en réserve, { $held } otages des rivaux, { $prison } en prison · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · butin { $loot } (valeur { $wealth }) · bombes { $bombs } · otages { $hostages }
blockriot-status-dominated = { $line } · dominé, hors jeu
blockriot-status-row = Cartes jaunes à échanger : { $cards }
blockriot-status-stack = Pile de campagne : { $count } éléments, montant { $fee }
blockriot-field-round = Manche
blockriot-field-round-value = { $round } sur { $limit }
blockriot-field-curfew = Couvre-feu
blockriot-field-curfew-value = tour d’ordres { $rounds }
blockriot-heading = { $name } ({ $player }) : { $action }
blockriot-waiting-over = La partie est terminée.
blockriot-waiting-keep = En attente de { $player }, qui garde 2 de ses 4 cartes vertes.
blockriot-waiting-choose = En attente de { $player }, qui choisit un tour d’action ou un tour de dés.
blockriot-waiting-moves = En attente de { $player } : { $left ->
    [one] { $left } déplacement restant
   *[other] { $left } déplacements restants
}.
blockriot-waiting-settle = En attente de { $player }, qui paie ou ramasse la pile de campagne.
blockriot-waiting-trade = En attente de { $player }, qui paie une carte jaune.
blockriot-waiting-curfew = Couvre-feu : en attente des ordres scellés de { $players } (par défaut : rester).
blockriot-waiting-steer = En attente de { $player }, qui dirige la police.
blockriot-guide = Première partie ? Choisissez un **tour d’action** (3 déplacements et vos cartes) ou un **tour de dés** (lancez deux dés pour vos déplacements, mais une carte de police va sur la pile de campagne). Avancez vos émeutiers vers l’hôtel de ville au centre ; pour piller une maison, entourez-la de 5 de vos émeutiers. Les cases sont nommées par les lettres et les chiffres autour du plateau : tapez `step c3 e` pour déplacer l’émeutier de c3 vers l’est, ou utilisez les menus.
blockriot-numbers = Manches : { $rounds } · captures : { $captures } · pillages : { $loots } · arrestations : { $arrests } · couvre-feux : { $curfews }

## Fins de partie
blockriot-ending-hall-coop = L’hôtel de ville est tombé : tout le monde gagne ensemble (BR-12.1).
blockriot-ending-hall = { $winners } prend l’hôtel de ville et gagne (BR-12.1).
blockriot-ending-domination = { $winners } domine tous ses rivaux et gagne (BR-12.2).
blockriot-ending-cause = { $winners } accomplit sa cause, { $cause }, et gagne (BR-12.3).
blockriot-ending-round-limit = La dernière manche est jouée : la police tient la ville, personne ne gagne (BR-12.4).
blockriot-ending-all-dominated = Tous les joueurs sont dominés : la police gagne (BR-12.4).
blockriot-end-town-hall = l’hôtel de ville a été pris
blockriot-end-town-hall-coop = l’hôtel de ville est tombé aux mains des joueurs
blockriot-end-cause = une cause a été accomplie : { $cause }
blockriot-end-round-limit = la dernière manche a été jouée
blockriot-end-all-dominated = tous les joueurs ont été dominés
blockriot-end-domination = un joueur a dominé les autres

## Commandes
blockriot-act-keep = Garder { $a } et { $b }
blockriot-act-keep-hidden = Garder 2 cartes vertes
blockriot-act-action = Tour d’action (3 déplacements, cartes)
blockriot-act-roll = Tour de dés (2 dés de déplacements ; une carte de police va sur la pile)
blockriot-act-step = Aller de { $origin } à { $dest }
blockriot-act-leap = Sauter de { $origin } à { $dest }
blockriot-act-leap-toward = Sauter de { $origin } vers { $dir }, par-dessus votre groupe
blockriot-step-toward = vers { $dir }, par-dessus votre groupe
blockriot-dir-n = le nord
blockriot-dir-e = l’est
blockriot-dir-s = le sud
blockriot-dir-w = l’ouest
blockriot-act-stun = Assommer la pièce en { $at }
blockriot-act-capture = Capturer la pièce en { $at }
blockriot-act-revive = Relever votre pièce en { $at }
blockriot-act-conceal = Cacher votre meneur en { $at }
blockriot-act-reveal = Dévoiler votre meneur en { $at }
blockriot-act-loot = Piller { $target }
blockriot-act-extract = Sortir un policier du { $station }
blockriot-act-extract-piece = Extraire la pièce en { $at }
blockriot-act-play = Jouer { $card }{ $target }
blockriot-act-bomb = Lancer une bombe en { $at }
blockriot-act-ride = Prendre la voiture en { $origin } jusqu’en { $dest }
blockriot-act-end = Finir votre tour
blockriot-act-pay = Payer la pile avec { $item }
blockriot-act-collect = Ramasser la pile de campagne
blockriot-act-order = Ordre de couvre-feu : { $order }
blockriot-act-order-hidden = Donner un ordre de couvre-feu scellé
blockriot-order-stay = rester
blockriot-order-cease = rester, et accepter la fin du couvre-feu
blockriot-act-reinforce = Appeler { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} contre { $tile }
blockriot-act-reinforce-city = Appeler { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} contre { $tile } autour de { $city }
blockriot-act-trade = Prendre { $card } dans la rangée d’échange
blockriot-act-give = Donner { $item }
blockriot-act-overpower = Maîtriser la pièce en { $at }
blockriot-act-mask = Passer le masque de { $origin } à { $dest }
blockriot-act-steer = Lancer la police sur l’émeutier en { $at }

## Menus
blockriot-kind-keep = Garder des cartes
blockriot-kind-turn = Choisir le tour
blockriot-kind-move = Déplacer une pièce
blockriot-kind-fight = Combattre
blockriot-kind-leader = Meneurs et relève
blockriot-kind-loot = Piller
blockriot-kind-card = Cartes et échanges
blockriot-kind-reinforce = Renforts
blockriot-kind-pay = Pile de campagne
blockriot-kind-end = Finir le tour
blockriot-kind-order-stay = Rester sur place
blockriot-kind-order-move = Un déplacement (couvre-feu)
blockriot-kind-steer = Diriger la police
blockriot-step-rioter = Votre émeutier en { $at }
blockriot-step-leader = Votre meneur en { $at }
blockriot-step-to = vers { $at }
blockriot-step-at = en { $at }
blockriot-prompt-curfew = Couvre-feu : donnez votre ordre scellé, un déplacement ou rester. Personne ne le voit avant que tous les ordres soient donnés.
blockriot-prompt-keep = Gardez 2 de vos 4 cartes vertes (vous seul les voyez).
blockriot-prompt-steer = Vous dirigez la police : choisissez l’émeutier qu’elle poursuit.
blockriot-prompt-choose = À vous : tour d’action ou tour de dés ?
blockriot-prompt-settle = Payez le montant de la pile de campagne ({ $fee }) élément par élément, ou ramassez-la.
blockriot-prompt-moves = À vous : { $left ->
    [one] { $left } déplacement restant
   *[other] { $left } déplacements restants
}.

## Récit
blockriot-ev-kept = { $player } garde 2 cartes vertes et en défausse { $count }.
blockriot-ev-action-turn = { $player } joue un tour d’action.
blockriot-ev-dice-turn = { $player } joue un tour de dés.
blockriot-ev-rolled = { $player } fait { $a } et { $b } : { $total } déplacements.
blockriot-ev-charged = { $card } va sur la pile de campagne.
blockriot-ev-moved = Une pièce va de { $origin } à { $dest }.
blockriot-ev-leapt = Une pièce saute de { $origin } à { $dest }.
blockriot-ev-stunned = { $piece } est assommé en { $at }.
blockriot-ev-captured = { $player } capture { $piece } en { $at }.
blockriot-ev-revived = La pièce en { $at } se relève.
blockriot-ev-concealed = Le meneur en { $at } se fond dans la foule.
blockriot-ev-revealed = Un meneur se montre en { $at }.
blockriot-ev-looted = { $player } pille { $target } : { $tile }.
blockriot-ev-looted-nothing = { $player } pille { $target }.
blockriot-ev-extracted = { $player } sort un policier du { $station }.
blockriot-ev-card-played = { $player } joue { $card }.
blockriot-ev-drew = { $player } pioche une carte verte.
blockriot-ev-drew-own = { $player } pioche { $card }.
blockriot-ev-bomb-gained = { $player } gagne une bombe.
blockriot-ev-bombed = { $player } lance une bombe en { $at }.
blockriot-ev-masked = L’émeutier en { $at } met un masque.
blockriot-ev-city-shown = Dans { $city } : { $tile }.
blockriot-ev-blue = Action de police : { $card }.
blockriot-ev-police-left = Un policier quitte le { $station } pour { $dest }.
blockriot-ev-police-moved = La police va de { $origin } à { $dest }.
blockriot-ev-arrested = { $piece } est arrêté en { $at } et conduit au { $station }.
blockriot-ev-arrested-gone = { $piece } est arrêté en { $at } et disparaît.
blockriot-ev-perished = { $count } prisonniers périssent au { $station }.
blockriot-ev-police-added = { $count ->
    [one] { $count } policier arrive
   *[other] { $count } policiers arrivent
} au { $station }.
blockriot-ev-exposed = { $count ->
    [one] { $count } meneur caché est
   *[other] { $count } meneurs cachés sont
} de { $player } démasqués.
blockriot-ev-freed = Un prisonnier sort en { $at }.
blockriot-ev-paid = { $player } verse { $item } à la pile.
blockriot-ev-collected = { $player } ramasse la pile : { $greens ->
    [one] { $greens } carte verte
   *[other] { $greens } cartes vertes
}, { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}.
blockriot-ev-rode = { $player } conduit une voiture jusqu’en { $dest } ; elle y brûle.
blockriot-ev-dominated = { $player } est dominé et quitte la partie.
blockriot-ev-dominated-heir = { $player } est dominé et quitte la partie ; { $heir } prend son butin.
blockriot-ev-turn-ended = { $player } finit son tour.
blockriot-ev-round = La manche { $round } commence.
blockriot-ev-cause-shown = { $player } révèle sa cause : { $cause }.
blockriot-ev-red = CRS : { $card }.
blockriot-ev-gassed = Du gaz lacrymogène tombe en { $at } (rayon { $radius }).
blockriot-ev-police-flipped = Les policiers en { $at } deviennent des CRS.
blockriot-ev-curfew-started = Couvre-feu ! { $player } lance les dés à chaque tour ; un 7 y met fin.
blockriot-ev-curfew-rolled = { $player } fait { $a } et { $b } ({ $total }).
blockriot-ev-order-own = { $player } scelle l’ordre : { $order }.
blockriot-ev-order-sealed = { $player } a scellé un ordre.
blockriot-ev-order-item = { $player } : { $order }
blockriot-ev-orders-shown = Les ordres sont ouverts : { $orders }.
blockriot-ev-order-void = L’ordre de { $player } ne peut plus être exécuté.
blockriot-ev-curfew-agreed = Tout le monde est d’accord : le couvre-feu prend fin.
blockriot-ev-curfew-ended = Un 7 : le couvre-feu prend fin.
blockriot-ev-reinforced = { $player } appelle { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
} en { $at }.
blockriot-ev-trade-started = { $player } prend { $card } dans la rangée d’échange.
blockriot-ev-given = { $player } donne { $item }.
blockriot-ev-traded = { $player } a payé { $card }.
blockriot-ev-yellow-dealt = { $card } rejoint la rangée d’échange.
blockriot-ev-piece-extracted = { $player } extrait { $piece } en { $at }.
blockriot-ev-mask-passed = Un masque passe de { $origin } à { $dest }.
blockriot-ev-steered = { $player } lance la police sur l’émeutier en { $at }.
blockriot-ev-game-ended = La partie est terminée.

## Messages privés
blockriot-private-head = **{ $player }**
blockriot-private-cause = Votre cause secrète : **{ $cause }** : { $text }
blockriot-private-coop = Partie coopérative : prenez ensemble l’hôtel de ville avec 8 émeutiers, un meneur dévoilé et une tuile d’hôtel de ville pillée.
blockriot-private-no-cards = Aucune carte verte en main.
blockriot-private-hand = Vos cartes vertes :
blockriot-private-card = • **{ $card }** : { $text }
blockriot-private-concealed = Vos meneurs cachés (les autres voient de simples émeutiers) : { $at }
blockriot-private-order = Votre ordre de couvre-feu scellé : { $order }

## L’image
blockriot-img-title = Block Riot · manche { $round }
blockriot-img-title-curfew = Block Riot · manche { $round } · couvre-feu, tour d’ordres { $rounds }
blockriot-legend-leader = meneur
blockriot-legend-police = police
blockriot-legend-riot = CRS
blockriot-legend-stunned = à terre
blockriot-legend-masked = masqué
blockriot-legend-hall = hôtel de ville
blockriot-legend-city = cité
blockriot-legend-house = maison
blockriot-legend-rubble = pillée
blockriot-legend-station = commissariat
blockriot-legend-car = voiture
blockriot-legend-gas = gaz lacrymogène
blockriot-legend-changed = changé

## Refus (identifiants du moteur)
blockriot-err-over = la partie est terminée
blockriot-err-turn = ce n’est pas votre tour
blockriot-err-phase = ce n’est pas possible maintenant
blockriot-err-moves = cela coûte { $need ->
    [one] { $need } déplacement
   *[other] { $need } déplacements
} et il vous en reste { $left }
blockriot-err-no-piece = vous n’avez pas de pièce debout en { $at }
blockriot-err-blocked = { $at } est occupée ou fermée
blockriot-err-leap = il n’y a pas là de file de vos pièces à sauter
blockriot-err-no-target = il n’y a rien à attaquer en { $at }
blockriot-err-not-adjacent = aucune de vos pièces debout n’est à côté de { $at }
blockriot-err-not-stunned = la pièce en { $at } n’est pas assommée
blockriot-err-not-yet = la pièce en { $at } a été assommée ce tour-ci : elle se relève à partir du suivant
blockriot-err-not-leader = vous n’avez pas de meneur en { $at }
blockriot-err-surround = il faut { $need } de vos émeutiers debout autour
blockriot-err-police-inside = il reste des policiers à l’intérieur : sortez-les d’abord
blockriot-err-nothing = il n’y a plus rien à piller là
blockriot-err-not-held = vous ne l’avez pas
blockriot-err-action-turn = seulement pendant un tour d’action
blockriot-err-target = cette carte ne peut pas viser là
blockriot-err-bomb = vous n’avez pas de bombe, ou cette case est hors de portée
blockriot-err-car = aucune voiture ne peut vous y conduire
blockriot-err-coop = en partie coopérative, les joueurs ne s’attaquent pas entre eux
blockriot-err-keep = gardez 2 des cartes qui vous ont été distribuées
blockriot-err-gassed = la pièce en { $at } reste à terre tant que le gaz ne s’est pas dissipé
blockriot-err-curfew-move = pendant le couvre-feu, chaque joueur n’a qu’un déplacement
blockriot-err-not-idle = le couvre-feu ne peut finir d’un commun accord qu’après { $rounds } tours sans action
blockriot-err-reinforce = impossible d’appeler des renforts avec cela
blockriot-err-afford = vous ne pouvez pas payer { $need }
blockriot-err-not-in-row = cette carte jaune n’est pas dans la rangée d’échange
blockriot-err-overpower = la pièce en { $at } n’est pas encerclée
blockriot-err-not-inside = il n’y a là aucune pièce rivale ni policière
blockriot-err-mask = aucun masque ne peut passer ainsi
blockriot-err-quarry = la police ne peut pas poursuivre cette pièce
blockriot-err-players = Block Riot se joue de 2 à 4, pas à { $players }
blockriot-err-notation = impossible de lire « { $text } » : écrivez par exemple `step c3 e`, `leap c3 e`, `stun d4`, `loot house 7`, `play 12`, `end` ou `order stay`
blockriot-pending-curfew-orders = { $waiting } ordres de couvre-feu sont encore attendus (d’abord : { $first })
blockriot-pending-steer = { $player } dirige la police

## Règles (/rules)
blockriot-rulebook = Règles complètes : le livret de Block Riot (v0.7.5) ; le plateau, les cartes et les lectures des points ouverts sont une création de blocbot (docs/blockriot-design.md).
blockriot-rules-curfew-extra = Un tour de couvre-feu attend l’ordre scellé de chaque joueur ; qui n’a rien ordonné à l’échéance reste sur place.
rules-blockriot-setup = De 2 à 4 joueurs, chacun avec un bloc dans un coin d’une grille de 21 × 21 (BR-1.1). Chacun commence avec 7 émeutiers et un meneur dévoilé dans son coin de départ et garde 2 des 4 cartes vertes reçues (BR-4.5, BR-4.6). En partie compétitive, chacun tire aussi une cause secrète (BR-4.8) ; en partie coopérative, tout le monde joue ensemble contre la police (BR-1.2).
rules-blockriot-turn = À votre tour, choisissez un tour d’action (3 déplacements, jouer des cartes, échanger) ou un tour de dés (2 dés : autant de déplacements, mais une carte de police va sur la pile de campagne) (BR-5.1). Un déplacement vaut un pas, un saut, un coup… ; certaines actions coûtent plus (BR-5.2).
rules-blockriot-movement = Les pièces avancent d’une case à la fois, jamais en diagonale, sur des cases libres (BR-3.1, BR-7.1). Un émeutier au bout d’une file de vos pièces peut sauter toute la file pour 1 déplacement (BR-7.2). Un meneur se cache ou se dévoile pour 1 déplacement (BR-7.3). Renforts : payez une tuile de bâtiment pillée pour appeler autant de pièces ; votre tour s’arrête (BR-7.4). Toute voiture emmène jusqu’à 3 de vos pièces n’importe où dans la rue, puis brûle (BR-7.5).
rules-blockriot-conflict = Assommez un rival voisin pour 1 déplacement ; capturez un rival assommé pour 1 de plus (+1 pour un meneur, +1 s’il est masqué) (BR-8.1, BR-8.2). Capturer un policier coûte 2, un CRS 3 (BR-8.3). Trois de vos pièces autour d’une cible la maîtrisent pour 2 déplacements (BR-8.4). Une pièce assommée se relève à un tour suivant pour 1 déplacement (BR-8.5). Les masques protègent du gaz et des bombes (BR-8.7).
rules-blockriot-looting = Entourez une maison de 5 de vos émeutiers et payez 3 déplacements pour piller sa tuile (BR-9.1). Entrer dans une cité retourne sa tuile ; un meneur dévoilé et 2 autres de vos pièces dans une cité l’occupent (BR-9.3). Cinq émeutiers autour d’un commissariat, d’une cité ou de l’hôtel de ville peuvent en extraire des pièces (BR-9.4). Pendant un tour d’action, vous pouvez échanger des objets contre une carte jaune (BR-9.2).
rules-blockriot-stack = Un tour de dés met une carte de police bleue sur la pile de campagne ; avant la fin de votre tour, payez le montant total avec des cartes et des tuiles, ou ramassez la pile : chaque carte de police qu’elle contient agit, et vous gardez ce qui a été payé (BR-6.1 à BR-6.3).
rules-blockriot-police = Les policiers quittent leur commissariat quand une carte de police les envoie ; ils poursuivent l’émeutier le plus proche du joueur dont c’est le tour et l’arrêtent au contact (BR-10.1, BR-10.2). Les prisonniers périssent quand un commissariat compte 4 policiers (BR-10.3). Capturer un CRS ou piller l’hôtel de ville fait venir les CRS et un couvre-feu (BR-10.5, BR-10.6). Le gaz lacrymogène assomme les émeutiers sans masque et se resserre à chaque tour (BR-10.7).
rules-blockriot-curfew = Pendant un couvre-feu, chaque joueur donne un ordre scellé par tour : un déplacement, ou rester. Les ordres s’ouvrent ensemble et se résolvent dans l’ordre des places. Le joueur qui l’a déclenché lance deux dés à chaque tour : un 7 y met fin (BR-10.6). Après 2 tours sans action, tout le monde peut convenir d’y mettre fin (BR-14.3).
rules-blockriot-causes = En partie compétitive, chaque joueur a une cause secrète : Capturer les meneurs, Ruine, Insurrection, Maître des cités ou Pillage (BR-11.1 à BR-11.5). L’accomplir fait gagner la partie (BR-12.3).
rules-blockriot-winning = Gagnez en prenant l’hôtel de ville : occupez ses 9 cases avec vos pièces debout, dont un meneur dévoilé, et pillez une tuile d’hôtel de ville (BR-12.1 ; en coopératif, tous ensemble). Ou soyez le dernier joueur non dominé (BR-12.2), ou accomplissez votre cause (BR-12.3). Après 20 manches, la police tient la ville (BR-12.4).
rules-title-conflict = Coups et captures
rules-title-looting = Pillage, cités et échanges
rules-title-stack = La pile de campagne
rules-title-curfew = Couvre-feu
rules-title-causes = Causes

## Start post
blockriot-started-title = **L’émeute commence !**
blockriot-started-first = Les cartes vertes de chaque joueur (et, en partie compétitive, sa cause secrète) arrivent par message privé : chacun garde 2 de ses 4 cartes, puis le premier joueur choisit un tour d’action ou un tour de dés.
