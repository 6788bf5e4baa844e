# *2040: An American Insurgency* (clé 2040, issue 34) : tous les mots que le bot en montre.
# Les titres et textes des cartes sont dans a2040-cards.ftl (rédaction propre au projet).
token-2040 = 2040 : An American Insurgency
a2040-side-rebel = Rebelle
a2040-side-federal = Fédéral
a2040-scenario-patriot = #patriot
a2040-scenario-resistance = #resistance
a2040-scenario-build = mise en place libre
a2040-scenario-choice = 2040 { $scenario }
a2040-settings = scénario { $scenario }{ $build ->
    [1] , mise en place libre
   *[other] {""}
}, Rebelle contre Fédéral
a2040-status-none = non marquée
a2040-status-order = Ordre
a2040-status-anger = Colère
a2040-status-defiance = Défi
a2040-status-revolt = Révolte
a2040-kind-city = Villes
a2040-kind-suburb = Banlieues
a2040-kind-region = Régions
a2040-colour-blue = bleue (Fédéral)
a2040-colour-red = rouge (Rebelle)
a2040-colour-gray = grise (neutre)
a2040-piece-agent = { $count ->
    [one] { $count } agent
   *[other] { $count } agents
}
a2040-piece-sleeper = { $count ->
    [one] { $count } milicien dormant
   *[other] { $count } miliciens dormants
}
a2040-piece-active = { $count ->
    [one] { $count } milicien actif
   *[other] { $count } miliciens actifs
}
a2040-piece-federal_base = { $count ->
    [one] { $count } base fédérale
   *[other] { $count } bases fédérales
}
a2040-piece-rebel_base = { $count ->
    [one] { $count } base rebelle
   *[other] { $count } bases rebelles
}
a2040-op-fundraise = Collecte
a2040-op-recruit = Recrutement
a2040-op-unrest = Agitation
a2040-op-move = Déplacement
a2040-op-attack = Attaque
a2040-op-surge = Soulèvement
a2040-op-tax = Impôt
a2040-op-deploy = Déploiement
a2040-op-hunt = Traque
a2040-op-pacify = Pacification
a2040-op-secure = Sécurisation
a2040-op-reserves = Réserves
a2040-op-social = Réseaux sociaux
a2040-op-hack = Piratage
a2040-op-fundraise-help = Net Ops : 2 $ × population pour chaque case rouge (Défi ou Révolte) sélectionnée. Gratuit.
a2040-op-recruit-help = Net Ops, 1 $ la sélection : 1 milicien dormant (+1 par base rebelle) dans chaque case sélectionnée hors Ordre, ou 2 miliciens deviennent une base rebelle.
a2040-op-unrest-help = Net Ops, 1 $ la sélection : +1 Agitation dans chaque case sélectionnée hors Ordre ; une case dont l’Agitation dépasse son Facteur de contrôle bascule vers la Révolte.
a2040-op-move-help = Jusqu’à Ops groupes vers une case voisine ou par les autoroutes (Rebelle : un agent sur le trajet arrête un milicien ; Fédéral : 1 $ par case avec des miliciens). +1 $ vers une montagne.
a2040-op-attack-help = 1 $ par case avec des miliciens : ils deviennent actifs et lancent un dé chacun ; un résultat moins les Ops et le terrain au plus égal au Facteur de contrôle retire une pièce fédérale.
a2040-op-surge-help = 3 Ops et 3 $ : une case en Ordre avec au moins 4 miliciens de plus que d’agents bascule en Colère.
a2040-op-tax-help = Jusqu’à Ops cases en Ordre : 2 $ × population chacune ; +1 Agitation là où il n’y a pas d’agent.
a2040-op-deploy-help = 1 $ par case en Ordre ou avec une base : jusqu’à Ops agents dans chacune ; 2 agents peuvent devenir une base fédérale.
a2040-op-hunt-help = Jusqu’à Ops cases, 1 $ + Facteur de contrôle chacune : chaque agent active un dormant ou retire un milicien actif (2 agents par effet en ville et en montagne).
a2040-op-pacify-help = 1 $ par case que vous contrôlez : retirez-y jusqu’à Ops Agitation.
a2040-op-secure-help = Une case sans Agitation, au Facteur de contrôle au plus égal aux Ops, avec au moins 3 agents de plus que de miliciens : payez Facteur de contrôle + 2 $, elle bascule vers l’Ordre.
a2040-op-reserves-help = Gardez les Ops de la carte pour plus tard (2 au plus, perdues en fin de manche).
a2040-op-social-help = Déplacez le marqueur Réseaux sociaux d’une case, puis dépensez les Ops en attaques (Alimenter, Censurer, Persuader, Distraire, Enrager, Convertir). Votre première carte Réseaux sociaux de la manche ignore son Événement ennemi.
a2040-op-hack-help = Lancez un dé + Ops : 5 ou plus réussit, puis choisissez un piratage (voir la main adverse, voler des $, un marqueur Piraté, un Bouclier…).
a2040-attack-feed = Alimenter
a2040-attack-persuade = Persuader
a2040-attack-distract = Distraire
a2040-attack-feed-help = 1 Op : piochez une Actualité, puis mettez-la dans la réserve d’actualités ou défaussez-la.
a2040-attack-persuade-help = 2 Ops : déplacez le marqueur Réseaux sociaux d’une case de plus.
a2040-attack-distract-help = 2 Ops : faites tourner l’actualité, puis vous pouvez placer une actualité de la réserve en case Active 1.
a2040-censor-help = 1 Op : défaussez cette actualité de la réserve.
a2040-enrage-help = 3 Ops : cette case échange Défi et Colère.
a2040-convert-help = 3 Ops : remplacez ici une unité ennemie par une des vôtres.
a2040-hack-intelligence = Renseignement
a2040-hack-theft = Vol
a2040-hack-dos = Déni de service
a2040-hack-restore = Rétablissement
a2040-hack-shield = Protection (Bouclier)
a2040-hack-invade = Intrusion
a2040-hack-intelligence-help = Voyez la main adverse.
a2040-hack-theft-help = Lancez 2 dés : prenez autant de $ à l’adversaire.
a2040-hack-dos-help = Un marqueur Piraté sur le QG adverse (déplace la Puissance rebelle).
a2040-hack-restore-help = Retirez un marqueur Piraté de votre propre QG.
a2040-hack-shield-help = Un Bouclier sur votre propre QG.
a2040-hack-invade-help = Retirez un Bouclier du QG adverse.
a2040-ops-help = Utilisez ses Ops pour une opération ; l’Événement d’une carte ennemie revient à l’adversaire.
a2040-event-help = Résolvez son Événement ; impossible avec une carte ennemie.

## Libellés (menus, titres, journal)
a2040-label-play = { $title } (n° { $card }, { $ops } Ops, { $colour })
a2040-label-ops = Utiliser les Ops
a2040-label-event = Utiliser l’Événement
a2040-label-op = { $op }
a2040-label-op-reserve = { $op } (+{ $reserve } de la Réserve)
a2040-label-kind = Net Ops dans les { $kind }
a2040-label-at = { $space } ({ $status })
a2040-label-unit = Une unité { $side } en { $space }
a2040-label-militia = Miliciens en { $space }
a2040-label-base = Une base en { $space }
a2040-label-agents = { $count ->
    [one] { $count } agent
   *[other] { $count } agents
} en { $space }
a2040-label-group = { $count } : { $origin } → { $dest }
a2040-label-group-via = { $count } : { $origin } → { $dest } par { $via }
a2040-label-track = Marqueur Réseaux sociaux en { $track }
a2040-label-attack = { $attack }
a2040-label-censor = Censurer « { $story } »
a2040-label-enrage = Enrager en { $space }
a2040-label-convert = Convertir en { $space }
a2040-label-pool = Mettre l’actualité dans la réserve
a2040-label-discard = Défausser l’actualité
a2040-label-story = « { $story } »
a2040-label-hack = Piratage : { $hack }
a2040-label-done = Terminé
a2040-label-withdraw = Retirer { $piece } de { $space }
a2040-heading = { $name } ({ $side }) : { $action }
a2040-step-play = Jouer une carte
a2040-step-use = Ops ou Événement
a2040-step-op = Opération
a2040-step-kind = Type de case des Net Ops
a2040-step-space = Choisir une case
a2040-step-unit = Retirer une unité
a2040-step-recruit = Recrutement
a2040-step-deploy-fewer = Déployer moins d’agents que la valeur d’Ops
a2040-step-group = Déplacer un groupe
a2040-step-track = Marqueur Réseaux sociaux
a2040-step-attack = Attaque sur les réseaux sociaux
a2040-step-story = Actualité
a2040-step-hack = Piratage
a2040-step-done = Terminé
a2040-step-withdraw = Retirer une pièce
a2040-step-foreign = Canada et Mexique

## État, attente, fin
a2040-status-round = Manche { $round } · scénario { $scenario } · le { $turn } joue (carte { $plays } sur 2)
a2040-status-vp = PV : Rebelle { $rebel } · Fédéral { $federal } (35 gagne en fin de manche)
a2040-status-money = Ressources : Rebelle { $rebel } $ · Fédéral { $federal } $ · Réserves : Rebelle { $rrebel } · Fédéral { $rfederal }
a2040-status-hands = Mains : Rebelle { $rebel ->
    [one] { $rebel } carte
   *[other] { $rebel } cartes
} · Fédéral { $federal ->
    [one] { $federal } carte
   *[other] { $federal } cartes
} · pioche { $deck } · défausse { $discard }
a2040-status-social = Marqueur Réseaux sociaux en { $track } : le { $edge } a l’avantage (il départage toute égalité)
a2040-status-power = Puissance rebelle { $power } (facteur +{ $factor } aux Net Ops)
a2040-status-news = Actualité : active { $active } · réserve { $pool }
a2040-status-hacks = Marqueurs Piraté : QG rebelle { $hrebel } · QG fédéral { $hfederal } · Boucliers : Rebelle { $srebel } · Fédéral { $sfederal }
a2040-status-momentum = MOMENTUM en vigueur : { $cards }
a2040-status-plague = Marqueur Fléau sur { $space }
a2040-none = aucune
a2040-space-line = { $space } : { $status }{ $pieces }
a2040-unrest = { $count } Agitation
a2040-waiting = En attente de { $name } ({ $side }) : { $what }
a2040-waiting-over = La partie est terminée.
a2040-ending = **La partie est terminée.** Le { $winner } gagne : { $reason } PV : Rebelle { $rebel }, Fédéral { $federal }.
a2040-end-decisive = une victoire décisive par domination (35 PV ou plus, 10 d’avance).
a2040-end-domination = une victoire par domination (35 PV ou plus en fin de manche).
a2040-end-endurance = une victoire à l’usure (la pioche est épuisée ; le plus de PV gagne, l’avantage Réseaux sociaux départage).
a2040-end-military = une victoire militaire (l’autre camp n’a plus aucune pièce sur la carte).
a2040-field-round = Manche
a2040-field-vp = PV (Rebelle / Fédéral)
a2040-field-vp-value = { $rebel } / { $federal }
a2040-numbers = Manches : { $rounds } · cartes jouées : { $cards } · Événements résolus : { $events } · dés d’attaque : { $dice } · piratages : { $hacks }
a2040-choices = { $what }
a2040-private-head = 🔒 { $place } · { $side }, votre main (personne d'autre ne la voit) :
a2040-private-card = • n° { $card } { $title } ({ $ops } Ops, { $colour }) : { $text }
a2040-private-empty = (aucune carte)
a2040-private-intel = Vous avez vu dans la main adverse : { $cards }
a2040-private-feed = Votre Alimentation a pioché « { $story } » : mettez-la dans la réserve ou défaussez-la.
a2040-first-turn = Vous jouez les cartes du Rebelle deux par deux : pour chacune, choisissez la carte, puis ses Ops (une opération) ou son Événement. Les cartes rouges sont à vous, les bleues au Fédéral : utiliser une carte bleue pour ses Ops donne son Événement au Fédéral. Tapez /rules 2040 pour les règles.
a2040-rulebook = Ce sont les résumés du projet : les règles complètes sont dans le livret de l’éditeur de *2040: An American Insurgency* (Compass Games).
a2040-no-build = le scénario { $typed } est inconnu : utilisez patriot, resistance ou build

## Décisions en attente (messages du moteur)
a2040-pending-build = préparer le plateau (cases, bases, puis unités)
a2040-pending-card = jouer une carte
a2040-pending-use = utiliser la carte pour ses Ops ou son Événement
a2040-pending-operation = choisir l’opération
a2040-pending-event = faire les choix de l’Événement
a2040-pending-net-kind = choisir le type de case des Net Ops
a2040-pending-net-choose = choisir une case des Net Ops
a2040-pending-recruit = des miliciens ou une base dans la case sélectionnée
a2040-pending-groups = déplacer un groupe, ou terminer
a2040-pending-spaces = choisir une case, ou terminer
a2040-pending-deploy-base = une base fédérale, ou terminer
a2040-pending-track = déplacer le marqueur Réseaux sociaux
a2040-pending-attacks = acheter une attaque sur les réseaux sociaux, ou terminer
a2040-pending-feed = mettre dans la réserve ou défausser l’actualité piochée
a2040-pending-censor = choisir l’actualité à censurer
a2040-pending-distract = choisir l’actualité de la case Active 1, ou terminer
a2040-pending-hack = choisir le piratage
a2040-pending-news-tie = départager l’actualité (avantage Réseaux sociaux)
a2040-pending-news-trim = choisir l’actualité de la réserve à défausser (avantage Réseaux sociaux)
a2040-pending-none = rien

## Récit
a2040-ev-played = Le { $side } joue n° { $card } { $title } ({ $ops } Ops, { $colour }).
a2040-ev-used-ops = Le { $side } l’utilise pour ses Ops.
a2040-ev-used-ops-enemy = Le { $side } l’utilise pour ses Ops ; le { $other } résout ensuite son Événement.
a2040-ev-used-event = Le { $side } résout son Événement.
a2040-ev-used-event-enemy = Le { $side } utilise ses Ops après que le { $other } a résolu son Événement.
a2040-ev-operation = { $side } : { $op } avec { $ops } Ops.
a2040-ev-operation-reserve = { $side } : { $op } avec { $ops } Ops ({ $reserve } de la Réserve).
a2040-ev-ignored = L’Événement du n° { $card } est ignoré (première carte Réseaux sociaux de la manche).
a2040-ev-resolved = Le { $side } résout l’Événement du n° { $card } { $title }.
a2040-ev-tested = { $space } est testée : dé { $roll }, désormais en { $status }.
a2040-ev-selected-roll = Net Ops : le d20 { $roll } sélectionne { $space }.
a2040-ev-selected = Net Ops : { $space } choisie.
a2040-ev-placed = { $piece } placé(s) en { $space }.
a2040-ev-removed = { $piece } retiré(s) de { $space }.
a2040-ev-flipped-active = { $count } miliciens deviennent actifs en { $space }.
a2040-ev-flipped-sleeper = { $count } miliciens redeviennent dormants en { $space }.
a2040-ev-shifted = { $space } bascule : { $before } → { $after }.
a2040-ev-unrest = Agitation en { $space } : { $from } → { $to }.
a2040-ev-resources = Ressources du { $side } : { $from } $ → { $to } $.
a2040-ev-reserve = Réserve du { $side } : { $from } → { $to }.
a2040-ev-moved = Le { $side } déplace { $count ->
    [one] { $count } unité
   *[other] { $count } unités
} (départ : { $origin }, arrivée : { $dest }).
a2040-ev-moved-route = Le { $side } déplace { $count ->
    [one] { $count } unité
   *[other] { $count } unités
} (départ : { $origin }, arrivée : { $dest }) par l’autoroute via { $route }.
a2040-ev-arrested = { $count } miliciens arrêtés en route.
a2040-ev-attack = Attaque en { $space } : dés { $rolls }, { $hits } touche(s).
a2040-ev-social = Marqueur Réseaux sociaux : { $from } → { $to }.
a2040-ev-story-drawn = Actualité piochée : « { $story } ».
a2040-ev-story-fed = Le { $side } pioche une actualité face cachée.
a2040-ev-story-fed-own = Votre Alimentation pioche « { $story } ».
a2040-ev-story-pooled = « { $story } » rejoint la réserve.
a2040-ev-story-discarded = « { $story } » est défaussée.
a2040-ev-story-active = « { $story } » entre en case Active 1.
a2040-ev-stories-shuffled = La défausse des actualités est mélangée en une nouvelle pioche.
a2040-ev-hack-rolled = Le { $side } pirate : dé { $roll }, { $success ->
    [1] réussite.
   *[other] échec.
}
a2040-ev-hacked = Piratage du { $side } : { $hack }.
a2040-ev-theft = Vol : dés { $a } et { $b }.
a2040-ev-hand-shown = Le { $side } voit la main adverse.
a2040-ev-hand-shown-own = Vous voyez la main adverse : { $cards }.
a2040-ev-momentum = MOMENTUM : n° { $card } { $title } est en vigueur.
a2040-ev-momentum-end = Le MOMENTUM du n° { $card } { $title } prend fin.
a2040-ev-plague = Marqueur Fléau sur { $space } : toutes les unités y sont anéanties.
a2040-ev-turn = Le { $side } joue ensuite.
a2040-ev-round = Fin de la manche { $round } : victoire, financement, désertion, l’actualité tourne, nouvelles mains.
a2040-ev-dealt = Le { $side } reçoit { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
a2040-ev-dealt-own = Vous recevez : { $cards }.
a2040-ev-ended = Fin de la partie : le { $side } gagne.
a2040-img-title = 2040 · { $scenario } · manche { $round }
a2040-img-vp = PV
a2040-img-social = Réseaux sociaux
a2040-img-power = Puissance rebelle

## Refus (chacun suivi de sa règle)
a2040-err-base = aucune base ne peut aller là (2 par case, 9 par camp)
a2040-err-borders = rien ne peut être placé au Canada ou au Mexique maintenant
a2040-err-budget = cela coûte plus d’Ops qu’il n’en reste
a2040-err-build = la mise en place libre ne le permet pas
a2040-err-convert = il n’y a là aucune unité ennemie à convertir
a2040-err-deploy-space = les agents se déploient seulement en Ordre ou là où il y a une base
a2040-err-deploy-count = le Déploiement place au plus la valeur d’Ops en agents par case, et lui seul en place moins
a2040-err-effect-space = l’Événement ne peut pas agir dans cette case
a2040-err-enrage = Enrager demande une case en Défi ou en Colère
a2040-err-game-over = la partie est terminée
a2040-err-group = ce groupe ne peut pas se déplacer ainsi
a2040-err-kind = cette case n’est pas du type choisi
a2040-err-no-militia = il n’y a pas de milicien là
a2040-err-no-shield = il n’y a aucun Bouclier à retirer
a2040-err-not-in-hand = cette carte n’est pas dans votre main
a2040-err-not-now = ce n’est pas ce que la partie attend maintenant
a2040-err-not-order = cette case n’est pas en Ordre
a2040-err-not-this-space = pas dans cette case
a2040-err-not-your-turn = ce n’est pas à vous de décider
a2040-err-notation = impossible de lire « { $text } » (ligne { $line }) : écrivez par exemple `R play 36`, `R ops`, `R op unrest`, `R kind suburb`, `R at texas`, `F move 3 texas dallas_city`, `R done`
a2040-err-nothing-to-hunt = il n’y a rien à traquer là
a2040-err-nothing-to-restore = votre QG ne porte aucun marqueur Piraté
a2040-err-ops-limit = les Ops d’une carte et la Réserve ensemble ne peuvent dépasser 3
a2040-err-other-sides-operation = c’est une opération de l’autre camp
a2040-err-pacify-space = vous ne contrôlez pas cette case
a2040-err-plague = rien ne peut entrer dans la case sous le marqueur Fléau
a2040-err-reserve = vous n’avez pas autant de Réserve
a2040-err-resources = ressources insuffisantes
a2040-err-route = ce n’est pas un trajet par autoroute entre ces cases
a2040-err-secure-space = cette case ne peut pas être sécurisée maintenant
a2040-err-shielded = le QG visé a un Bouclier : seulement Rétablissement, Protection ou Intrusion
a2040-err-space = cette étape ne peut pas utiliser cette case
a2040-err-space-twice = cette case a déjà été choisie
a2040-err-stock = plus de pièce de ce type en réserve
a2040-err-story = cette actualité n’est pas là où elle doit être
a2040-err-surge-ops = le Soulèvement demande 3 Ops
a2040-err-surge-space = le Soulèvement demande une case en Ordre avec au moins 4 miliciens de plus que d’agents
a2040-err-track = le marqueur Réseaux sociaux ne peut pas aller là
a2040-err-withdraw = vous n’avez pas cette pièce là
a2040-err-setup = cette partie ne peut pas être mise en place

## /rules 2040
rules-title-basics = Le plateau et les camps
rules-title-cards = Jouer une carte
rules-title-news = Actualité, réseaux sociaux et Puissance rebelle
rules-title-netops = Net Ops
rules-title-rebel = Opérations rebelles
rules-title-federal = Opérations fédérales
rules-title-shared = Réserves, réseaux sociaux et piratage
rules-title-admin = La phase d’administration
rules-title-scenarios = Scénarios
rules-2040-basics = Deux camps s’affrontent sur 11 métropoles (une ville et sa banlieue), 9 régions, le Canada et le Mexique (A2040-3). Chaque case est en Ordre, Colère (bleu), Défi ou Révolte (rouge), Facteur de contrôle 0 à 3 ; une case non marquée est testée la première fois qu’elle est visée : 1-3 Colère, 4-6 Défi (A2040-3.6). Le Fédéral a des agents et des bases, le Rebelle des miliciens dormants ou actifs et des bases (A2040-2). PV : population en Ordre + bases fédérales ; population en Révolte + bases rebelles (A2040-12.1).
rules-2040-cards = Le Rebelle joue 2 cartes, puis le Fédéral 2, jusqu’à ce que toutes soient jouées (A2040-5.2). Chaque carte donne ses Ops à une opération ou résout son Événement (A2040-6.1). Les cartes rouges sont au Rebelle, les bleues au Fédéral, les grises à tous : utiliser une carte ennemie pour ses Ops donne son Événement à l’adversaire, dans l’ordre que vous choisissez (A2040-6.3). Les Événements MOMENTUM restent en vigueur (A2040-6.5) ; une carte avec Réserve ne dépasse pas 3 Ops (A2040-6.6).
rules-2040-winning = En fin de manche, 35 PV ou plus gagne, avec 10 d’avance de façon décisive (A2040-12.2). Quand la pioche ne peut pas distribuer les nouvelles mains, le plus de PV gagne (A2040-12.3). Un camp sans pièce sur la carte perd aussitôt (A2040-12.4). L’avantage Réseaux sociaux départage toute égalité.
rules-2040-news = Faire tourner l’actualité défausse la case Active 3, décale les autres et promeut en case 1 l’actualité de la réserve à la plus forte Viralité ; la réserve revient à 3 (A2040-7.2). Le marqueur Réseaux sociaux (A-C rouge, D-F bleu) donne l’avantage ; D→C et A→F sont interdits (A2040-7.3). Puissance rebelle = Facteurs de rébellion des actualités actives + piratages du QG fédéral − piratages du QG rebelle (A2040-7.4).
rules-2040-netops = Collecte, Recrutement et Agitation sélectionnent des cases : Ops de la carte + Facteur de Puissance rebelle sélections, toutes d’un type (villes, banlieues ou régions), chacune tirée au d20 ; avec l’avantage Réseaux sociaux, une (deux avec Analytics) est choisie (A2040-8).
rules-2040-rebel = Collecte : 2 $ × population dans les cases rouges. Recrutement : 1 $ la sélection, miliciens ou une base. Agitation : 1 $ la sélection, une Agitation au-dessus du Facteur de contrôle bascule vers la Révolte. Déplacement : groupes, voisins ou par autoroute (les agents en route arrêtent). Attaque : un dé par milicien. Soulèvement : 3 Ops, une case en Ordre passe en Colère (A2040-9).
rules-2040-federal = Impôt : les cases en Ordre rapportent 2 $ × population. Déploiement : des agents là où vous avez l’Ordre ou une base. Déplacement : groupes, 1 $ par case avec des miliciens sur l’autoroute. Traque : les agents activent les dormants et retirent les actifs. Pacification : retirer de l’Agitation là où vous contrôlez. Sécurisation : une case calme bascule vers l’Ordre (A2040-10.1 à 10.6).
rules-2040-shared = Réserves : gardez les Ops (2 au plus, A2040-10.7). Réseaux sociaux : déplacez le marqueur, puis achetez Alimenter, Censurer, Persuader, Distraire, Enrager ou Convertir avec les Ops (A2040-10.8). Piratage : dé + Ops ≥ 5, puis Renseignement, Vol, Déni de service, Rétablissement, Protection ou Intrusion ; un Bouclier ne permet que les trois derniers (A2040-10.10).
rules-2040-admin = Après les cartes : victoire, financement (Fédéral 2 $ par base, Rebelle 1 $ par base), désertion (un tiers des miliciens de chaque case), les miliciens se rendorment, Réserves à 0, l’actualité tourne, nouvelles mains de 7 à 9 cartes selon les ressources (A2040-5.3).
rules-2040-scenarios = #patriot et #resistance ont chacun leurs cartes et leur mise en place ; la mise en place libre laisse le Fédéral, puis le Rebelle, choisir cases, bases et 12 unités chacun (A2040-13).
a2040-space-new_york_city = New York (ville)
a2040-space-new_york_suburb = New York (banlieue)
a2040-metro-new_york = New York
a2040-space-washington_city = Washington (ville)
a2040-space-washington_suburb = Washington (banlieue)
a2040-metro-washington = Washington
a2040-space-san_francisco_city = San Francisco (ville)
a2040-space-san_francisco_suburb = San Francisco (banlieue)
a2040-metro-san_francisco = San Francisco
a2040-space-seattle_city = Seattle (ville)
a2040-space-seattle_suburb = Seattle (banlieue)
a2040-metro-seattle = Seattle
a2040-space-los_angeles_city = Los Angeles (ville)
a2040-space-los_angeles_suburb = Los Angeles (banlieue)
a2040-metro-los_angeles = Los Angeles
a2040-space-chicago_city = Chicago (ville)
a2040-space-chicago_suburb = Chicago (banlieue)
a2040-metro-chicago = Chicago
a2040-space-dallas_city = Dallas (ville)
a2040-space-dallas_suburb = Dallas (banlieue)
a2040-metro-dallas = Dallas
a2040-space-denver_city = Denver (ville)
a2040-space-denver_suburb = Denver (banlieue)
a2040-metro-denver = Denver
a2040-space-atlanta_city = Atlanta (ville)
a2040-space-atlanta_suburb = Atlanta (banlieue)
a2040-metro-atlanta = Atlanta
a2040-space-miami_city = Miami (ville)
a2040-space-miami_suburb = Miami (banlieue)
a2040-metro-miami = Miami
a2040-space-phoenix_city = Phoenix (ville)
a2040-space-phoenix_suburb = Phoenix (banlieue)
a2040-metro-phoenix = Phoenix
a2040-space-east_coast = Côte Est
a2040-space-cascadia = Cascadie
a2040-space-texas = Texas
a2040-space-south = Sud
a2040-space-appalachia = Appalaches
a2040-space-plains = Grandes Plaines
a2040-space-big_sky = Big Sky
a2040-space-midwest = Midwest
a2040-space-mesa = Mesa
a2040-space-canada = Canada
a2040-space-mexico = Mexique
a2040-legend-agent = agents
a2040-legend-sleeper = dormants
a2040-legend-active = miliciens actifs
a2040-legend-base = bases
a2040-legend-unrest = Agitation
a2040-legend-metro = Chaque métropole : sa ville en haut, sa banlieue en bas ; le nombre sur un carré doré est la population (PV).

## Start post
a2040-started-title = **L'insurrection commence !**
a2040-started-first = La main de cartes Événement de chaque camp arrive par message privé. Le Rebelle joue deux cartes, puis le Fédéral deux, et ainsi de suite jusqu’à ce que toutes les cartes soient jouées.
