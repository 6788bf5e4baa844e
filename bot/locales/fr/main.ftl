# blocbot — messages en français (complet : un test vérifie que chaque id de en-US/ existe ici
# avec les mêmes variables). Vocabulaire du livret français de la 3e édition (seed 003) :
# bloc, quartier, occupation, barricade, carte Butin, CRS, fourgon, lever du soleil, agenda.
# Typographie : une espace simple avant « : ; ! ? », comme les noms français des données.
# Contenu du jeu dérivé de Bloc by Bloc (CC BY-NC-SA 4.0, Out of Order Games).

test-plural = { $count } { $count ->
    [one] bloc
   *[other] blocs
}
someone = quelqu'un

## Erreurs (réponses éphémères)

err-no-game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/partie créer`.
err-game-exists = Ce salon a déjà une partie. Utilisez un autre salon, ou demandez à un admin d'y mettre fin avec `/admin terminer`.
err-not-started = La partie n'a pas encore commencé. Rejoignez-la avec `/partie rejoindre`, puis `/partie commencer`.
err-already-started = La partie a déjà commencé.
err-game-over = Cette partie est terminée. Lancez-en une nouvelle avec `/partie créer`.
err-not-a-player = Vous ne jouez pas dans cette partie.
err-already-seated = Vous avez déjà une place.
err-full = Toutes les places sont prises.
err-not-enough-players = En attente de joueurs : { $have } sur { $need } ont rejoint la partie.
err-not-your-faction = Les { $faction } ne sont pas à vous.
err-not-allowed = Seule la personne qui a créé la partie, ou un admin du serveur (Gérer le serveur), peut faire cela.
err-managers-only = Seul un admin du serveur (Gérer le serveur) peut faire cela.
err-skip-too-early = La personne qui a créé la partie peut sauter une attente au bout de { $hours } heures ; un admin du serveur (Gérer le serveur) peut la sauter à tout moment.
err-not-seated = Cette personne n'a pas de place dans la partie.
err-seat-to-player = Une place ne peut revenir ni à quelqu'un qui joue déjà dans cette partie, ni à l'admin qui la déplace : ils verraient ses cartes. Demandez à un autre admin, ou choisissez quelqu'un de nouveau.
err-stale = Ce bouton ou ce choix est périmé : la partie a avancé. Utilisez « Que puis-je faire ? » (`/actions`) pour les coups possibles maintenant.
err-duplicate = C'est déjà fait.
err-nothing-to-undo = Il n'y a rien à annuler.
err-undo-revealed = Impossible d'annuler : un dé, une carte ou un jet a été révélé depuis.
err-undo-not-yours = Impossible d'annuler : le dernier coup n'était pas le vôtre.
err-undo-other-turn = Vous ne pouvez annuler que les coups de votre propre tour en cours.
err-unreadable = { $reason }. Choisissez un coup dans `/actions`, ou parmi les suggestions pendant la saisie.
err-unknown-ruleset = Il n'y a pas de règles `{ $key }`. Règles jouables : { $keys }.
err-unknown-card = Aucune carte Butin ne s'appelle « { $name } ».
err-setup = Ces réglages ne permettent pas de partie : { $reason }
err-rules = Interdit : { $reason }
err-internal = Quelque chose s'est mal passé de mon côté ; rien n'a changé. Veuillez réessayer.

## Salle d'attente

settings = { $players } joueurs · { $mode } · { $difficulty } · scénario : { $scenario } · nuits : { $nights } · partie d'initiation : { $beginner }
mode-semi = semi-coopératif
mode-full = entièrement coopératif
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-hard = Difficile
scenario-none = aucun
nights-default = standard
lobby-created = **{ $creator }** a ouvert une partie de *{ $ruleset }* : { $settings }.
    Prenez place avec `/partie rejoindre` (en choisissant une faction si vous voulez) ; quand { $players } joueurs auront rejoint, `/partie commencer`.
lobby-joined = **{ $name }** a rejoint la partie ({ $seated }/{ $players }) :
    { $list }
lobby-left = **{ $name }** a quitté la partie ({ $seated }/{ $players }) :
    { $list }
lobby-closed = **{ $name }** a quitté la partie et la salle d'attente est maintenant fermée.
lobby-seat = • { $name }
lobby-seat-wish = • { $name } (veut jouer les { $faction })
lobby-status = Salle d'attente (*{ $ruleset }*) : { $settings }
    { $seated }/{ $players } places prises :
    { $list }
seat-line = • <@{ $user }> ({ $name }) : { $factions }
seat-line-local = • { $name } : { $factions }

## Partie

game-started = **L'insurrection commence !** (*{ $ruleset }*)
    { $seating }

    { $status }

    Chaque faction choisit maintenant son quartier de départ (`/départ`). Vos cartes Butin et votre agenda arrivent par message privé.
game-over = **La partie est terminée.** { $reason } { $winners }
end-implosion = Les { $faction } n'ont plus aucun bloc dans la ville : le mouvement implose.
end-won-alone = Les { $faction } ont rempli leur agenda seuls.
end-success = L'insurrection a réussi !
end-time = Le compte à rebours est écoulé : l'armée arrive.
end-no-winner = Personne ne gagne.
end-winners = Victoire : { $winners }.
end-agendas = Agendas : { $list }
heading = **{ $name }** ({ $faction }) : { $action }
act-done = Fait : { $action }
undo-done = **{ $name }** a annulé : { $action }
undo-reply = Annulé.
waiting-decision = En attente de { $who } : { $decision }.
waiting-starts = En attente des quartiers de départ de { $who }.
waiting-turn = C'est le tour de { $who }.
waiting-police = La police se déplace.
reminder = ⏰ Rien ne s'est passé depuis { $hours ->
    [one] une heure
   *[other] { $hours } heures
}. { $waiting }
choices-none = Rien à faire pour vous pour l'instant. { $waiting }
choices-decision = Votre décision : { $decision }.
choices-turn = À vous : choisissez une action.

## Admin

admin-replaced = **{ $actor }** a donné la place de **{ $old }** à **{ $name }**, qui joue désormais les { $factions }.
admin-skipped = **{ $name }** a sauté l'attente des { $faction }.
admin-ended = **{ $name }** a mis fin à la partie. Lancez-en une nouvelle avec `/partie créer`.
admin-done = Fait ; le salon a été prévenu.
admin-skip-done = Attente sautée pour les { $faction } : { $action }.

## État et plateau

status-head = **Nuit { $night }** · { $left ->
    [one] { $left } nuit restante
   *[other] { $left } nuits restantes
} · Moral : { $morale } · Libérés : { $liberated } · Fourgons détruits : { $vans }
status-scenario = Scénario : { $name }
status-police = Police cette nuit : { $cards }
status-metro-locked = Le métro est bouclé.
status-faction = **{ $faction }** : { $blocs } dans la ville · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · { $occupations }
status-dice = Dés des { $faction } : { $dice }
board-cops = { $count } CRS
board-van = fourgon ({ $hits } coups)
board-liberated = libéré
board-looted = pillés { $graffiti }, brûlés { $burned }
board-barricades = Barricades : { $list }
board-staging = Zone de rassemblement : { $cops } CRS, { $vans } fourgons

## Types d'actions (menus)

kind-start = Quartier de départ
kind-move = Déplacer
kind-barricade = Barricader
kind-loot = Piller
kind-build = Construire
kind-swap = Remplacer
kind-attack = Attaquer
kind-ability = Pouvoir d'occupation
kind-card = Jouer une carte Butin
kind-exchange = Donner ou échanger
kind-end = Finir les actions
kind-decision = Décision

## Libellés des actions

label-die = dé { $die }
label-free = gratuit
label-start = Partir de { $district }
label-move = Déplacer { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} { $from } → { $to } ({ $pay })
label-barricade = Barricader { $district } vers { $toward } ({ $die })
label-loot = Piller { $district } ({ $die })
label-burn = Piller et brûler { $district } ({ $die })
label-build = Construire { $occupation } dans { $district } ({ $die })
label-swap = Remplacer par { $occupation } dans { $district } ({ $die })
label-target-cop = un CRS
label-target-van = le fourgon
label-target-kick = repousser les CRS vers { $to }
label-molotovs = , avec { $count ->
    [one] { $count } Molotov
   *[other] { $count } Molotovs
}
label-attack = Attaquer { $target } dans { $district } ({ $die }{ $molotovs })
label-assembly = Salle d'assemblée ({ $die })
label-hacker = Hackerspace ({ $die })
label-propaganda = Atelier de propagande
label-card = Jouer { $card }
label-card-at = Jouer { $card } : { $detail }
label-bicycles = { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} { $from } → { $to }
label-give = Donner { $cards } aux { $to }
label-give-hidden = Offrir { $count ->
    [one] une carte
   *[other] { $count } cartes
} aux { $to }
label-trade = Proposer aux { $to } { $give } contre { $take }
label-trade-hidden = Proposer un échange aux { $to }
label-end = Finir les actions
label-stop = Arrêter l'action
label-allow = Laisser faire
label-accept = Accepter
label-refuse = Refuser
label-pass = Passer
label-keep = Garder { $cards }
label-keep-hidden = Garder { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
label-casualties = Pertes : { $losses }
label-pick = Choisir { $district }
label-pick-barricade = Barricader { $district } vers { $toward }
label-hand-card = Remettre { $card } aux { $to }
label-hand-card-hidden = Remettre une carte aux { $to }
label-arrange = Ranger les cartes Police : défausser { $discard }, ordre { $order }
label-arrange-hidden = Ranger les cartes Police

## Récit des événements

ev-start-chosen = Les { $faction } partent de { $district }.
ev-first-faction = Les { $faction } jouent en premier.
ev-night-started = 🌙 **Nuit { $night }** ({ $left ->
    [one] { $left } nuit restante
   *[other] { $left } nuits restantes
}) ; les { $faction } jouent en premier.
ev-turn-started = ▶ Au tour des { $faction }.
ev-blocs-formed = Les { $faction } forment { $count ->
    [one] un bloc
   *[other] { $count } blocs
} dans { $district }.
ev-dice = Les { $faction } lancent { $dice }.
ev-extra-dice = Les { $faction } gagnent des dés : { $dice }.
ev-reroll = Les { $faction } relancent un { $from } et obtiennent un { $to }.
ev-moved = Les { $faction } déplacent { $count ->
    [one] un bloc
   *[other] { $count } blocs
} de { $from } vers { $to }.
ev-barricade = Les { $faction } barricadent la frontière { $border }.
ev-dismantled = { $count ->
    [one] Une barricade est démantelée
   *[other] { $count } barricades sont démantelées
}.
ev-looted = Les { $faction } pillent { $district }.
ev-burned = Les { $faction } pillent et brûlent { $district }.
ev-drew-cards = Les { $faction } piochent { $cards }.
ev-drew = Les { $faction } piochent { $count ->
    [one] une carte Butin
   *[other] { $count } cartes Butin
}.
ev-discarded = Les { $faction } défaussent { $count ->
    [one] une carte
   *[other] { $count } cartes
}.
ev-built = Les { $faction } construisent une occupation dans { $district } : { $occupation }.
ev-swapped = Les { $faction } remplacent l'occupation { $removed } par { $placed } dans { $district }.
ev-evicted = L'occupation { $occupation } des { $faction } dans { $district } est expulsée.
ev-declared = Les { $faction } annoncent une action avancée dans { $district } ; les { $veto } peuvent l'arrêter.
ev-stopped = Les { $by } arrêtent l'action des { $faction } dans { $district }.
ev-cancelled = L'action des { $faction } est annulée : { $reason }
ev-other = { $what }
ev-cop-defeated = Les { $faction } battent un CRS dans { $district }.
ev-kicked-out = Les { $faction } repoussent { $count ->
    [one] un CRS
   *[other] { $count } CRS
} de { $from } vers { $to }.
ev-van-hit = Les { $faction } frappent le fourgon dans { $district } ({ $hits }).
ev-van-destroyed = 🔥 Le fourgon de { $district } est détruit !
ev-reaction = Réaction de la police dans { $district } : jet de { $roll }.
ev-cop-from-staging = Un CRS arrive de la zone de rassemblement dans { $district }.
ev-police-card = 🚨 Police : **{ $card }**.
ev-morale-up = Le moral de la police monte : { $label }.
ev-morale-down = Le moral de la police baisse : { $label }.
ev-cops-advanced = { $moved ->
    [one] { $moved } CRS avance
   *[other] { $moved } CRS avancent
} de { $from } vers { $to }{ $stopped ->
    [0] {""}
   *[other] {" "}({ $stopped } arrêtés par des barricades)
}.
ev-reinforced = { $count ->
    [one] Un CRS renforce
   *[other] { $count } CRS renforcent
} { $district }.
ev-van-placed = Un fourgon arrive dans { $district }.
ev-van-moved = Le fourgon se déplace de { $from } vers { $to }.
ev-cops-staging = { $count ->
    [one] Un CRS quitte
   *[other] { $count } CRS quittent
} { $district } pour la zone de rassemblement.
ev-van-staging = Le fourgon de { $district } retourne dans la zone de rassemblement.
ev-metro-lockdown = Le métro est bouclé ! Les { $faction } gardent la carte.
ev-metro-lifted = Le bouclage du métro est levé.
ev-reshuffled-loot = La pioche Butin est mélangée.
ev-reshuffled-police = La pioche Police est mélangée.
ev-card-played = Les { $faction } jouent **{ $card }**.
ev-cards-given = Les { $from } donnent { $cards } aux { $to }.
ev-cards-given-hidden = Les { $from } donnent { $count ->
    [one] une carte
   *[other] { $count } cartes
} aux { $to }.
ev-offer = Les { $from } font une offre aux { $to }.
ev-offer-refused = Les { $to } refusent l'offre des { $from }.
ev-police-seen = Les { $faction } regardent la pioche Police : { $cards }.
ev-police-revealed = Cartes Police révélées : { $cards }.
ev-police-arranged = Cartes Police rangées : défaussées { $discarded }, { $count ->
    [one] { $count } remise
   *[other] { $count } remises
} sur le dessus.
ev-sunrise = ☀ **Lever du soleil.** La police contre-attaque.
ev-blocs-defeated = Blocs battus dans { $district } : { $losses }.
ev-liberated = ✊ { $district } est **libéré** !
ev-manifestation = Manifestation dans { $district } : **{ $name }** — { $text }
ev-agenda-dealt = Les { $faction } reçoivent l'agenda { $agenda }.
ev-agenda-revealed = L'agenda des { $faction } était { $agenda }.
ev-first-passed = Les { $faction } joueront en premier la nuit prochaine.

## Messages privés

private-head = 🔒 Vos cartes secrètes dans { $place } (personne d'autre ne les voit) :
hand = **{ $faction }** — { $count ->
    [one] { $count } carte Butin
   *[other] { $count } cartes Butin
} :
    { $cards }
hand-empty = (aucune carte)
agenda = **Agenda des { $faction } : { $name }**
    { $options }
agenda-win-coop = Gagner avec d'autres
agenda-win-alone = Gagner seuls

bxb2016-obj-success = l'insurrection réussit
bxb2016-obj-adjacent-pair = deux quartiers voisins sont libérés
bxb2016-obj-districts-liberated = au moins { $min } quartiers sont libérés
bxb2016-obj-own-districts-liberated = au moins { $min } quartiers de votre faction sont libérés
bxb2016-obj-own-occupations = vous avez au moins { $min } occupations dans la ville
bxb2016-obj-public-liberated = au moins { $min } quartiers Publics sont libérés
bxb2016-obj-assembly-state-public = votre Salle d'assemblée est dans un quartier État ou Public
bxb2016-obj-vans-destroyed = au moins { $min } fourgons sont détruits
bxb2016-obj-cops-at-most = au plus { $max } CRS sont dans la ville
bxb2016-obj-state-liberated = au moins { $min } quartiers État sont libérés
bxb2016-obj-kitchen-liberated = votre Cuisine populaire est dans un quartier libéré
bxb2016-obj-every-faction-blocs = chaque faction a au moins { $min } blocs dans la ville
bxb2016-obj-own-blocs = vous avez au moins { $min } blocs dans la ville
bxb2016-obj-own-state-occupations = vous avez au moins { $min } occupations dans des quartiers État
bxb2016-obj-most-blocs = vous avez strictement le plus de blocs dans la ville
bxb2016-obj-occupy-own = vous occupez chaque quartier de votre faction
bxb2016-obj-no-other-state = aucune autre faction n'a d'occupation dans un quartier État
bxb2016-obj-burned-shops = au moins { $min } centres commerciaux sont brûlés

## Journal

log-command = #{ $seq } { $name } ({ $faction }) : { $action }
log-undo = #{ $seq } { $name } a annulé son dernier coup.
log-admin = #{ $seq } admin : { $note }
log-empty = Rien ne s'est encore passé.

## Discord

button-menu = Que puis-je faire ?
button-hand = Voir ma main
dm-closed-public = Je n'ai pas pu vous envoyer vos cartes en message privé (vos MP sont fermés). La partie continue : appuyez sur « Voir ma main » pour les voir.
dm-closed-ephemeral = Je n'ai pas pu vous envoyer vos cartes en message privé (vos MP sont fermés). La partie continue ; appuyez sur le bouton pour voir votre main.
choices-more = Trop de choix pour les montrer d'un coup : choisissez un groupe.
choices-group-placeholder = Choisissez un groupe…
choices-action-placeholder = Choisissez une action…
menu-old-game = Ce bouton appartient à une partie précédente de ce salon.
no-token = blocbot a besoin d'un jeton de bot Discord pour se connecter.
reply-ok = ✓

## Mode local (terminal)

local-welcome = blocbot local — Bloc by Bloc dans le terminal. Tapez `help` à n'importe quelle invite.
local-resuming = Reprise de la partie enregistrée dans la base de données.
local-over = La partie est terminée. Les plateaux sont dans { $boards }.
local-bye = Au revoir. (Utilisez --db FICHIER pour garder une partie entre deux sessions.)
local-player = Joueur { $number }
local-no-option = Pas d'option { $number }.
local-cancelled = Annulé.
local-private = privé pour { $name } ──
local-board-saved = [plateau enregistré dans { $path }]
local-help = Tapez un numéro pour ouvrir un groupe d'actions, puis un numéro pour en jouer une.
    Ou tapez un coup en notation, par ex. `move B2 C3 1 die 4`, `end`, `pass`.
    Autres commandes : hand, board, status, log, undo, auto [N] (coups au hasard), quit.

## Bloc by Bloc 2016 : les messages du moteur (ids `bxb2016-*`, arguments typés par le
## moteur). Un refus s'affiche via `err-rules` avec l'id de sa règle.

bxb2016-rule = { $message } ({ $rule })
bxb2016-end-implosion = Les { $faction } n'ont plus aucun bloc dans la ville : le mouvement implose.
bxb2016-end-won-alone = Les { $faction } ont rempli leur agenda seuls.
bxb2016-end-success = L'insurrection a réussi !
bxb2016-end-time = Le compte à rebours est écoulé : l'armée arrive.

## L'interface entre règles (toute édition).
seam-err-other-ruleset = cette commande est pour un autre jeu que cette partie de { $ruleset }
seam-err-not-playable = les règles de { $ruleset } ne sont pas encore jouables
seam-err-unknown-ruleset = aucune règle ne s'appelle { $ruleset }
token-bxb2016 = Bloc by Bloc (2016)
token-uprising = Bloc by Bloc : Uprising

bxb2016-err-player-count = Bloc by Bloc se joue de 2 à 4 joueurs, pas { $players }
bxb2016-err-unknown-scenario = aucun scénario ne s'appelle `{ $key }`
bxb2016-err-scenario-players = { $scenario } se joue à { $allowed } joueurs, pas { $players }
bxb2016-err-scenario-mode = { $scenario } ne se joue pas dans ce mode : voir sa ligne coopérative ou semi-coopérative
bxb2016-err-beginner-options = la partie d'initiation est entièrement coopérative, en Facile, sans scénario
bxb2016-err-nights = le compte à rebours doit être entre 1 et 20 nuits
bxb2016-err-factions = choisissez exactement { $expected } factions différentes pour { $players } joueurs
bxb2016-err-disconnected = aucune ville connexe trouvée après 100 dispositions

bxb2016-err-game-over = la partie est terminée
bxb2016-err-police-acting = ce n'est pas votre tour : la police doit agir maintenant
bxb2016-err-not-your-turn = ce n'est pas votre tour : les { $expected } doivent agir maintenant
bxb2016-err-not-in-game = les { $faction } ne sont pas dans cette partie
bxb2016-err-choose-start-first = choisissez d'abord votre quartier de départ
bxb2016-err-nothing-now = rien ne peut être joué maintenant
bxb2016-err-start-already-chosen = votre quartier de départ est déjà choisi
bxb2016-err-no-decision = il n'y a aucune décision à prendre pour l'instant
bxb2016-err-not-advanced = ce n'est pas une action avancée
bxb2016-err-not-an-attack = ce n'est pas une attaque
bxb2016-err-no-offer = il n'y a aucune offre à laquelle répondre
bxb2016-err-no-such-die = vous n'avez aucun dé inutilisé montrant { $value }
bxb2016-err-die-too-low = { $district } a une difficulté de { $difficulty } : il faut un dé de { $difficulty } ou plus
bxb2016-err-no-bloc = il vous faut un bloc dans { $district } pour y agir
bxb2016-err-in-clash = { $district } est en affrontement : les actions de base et avancées demandent un quartier sans police
bxb2016-err-no-clash = il n'y a pas de police à attaquer dans { $district }
bxb2016-err-highway = { $district } est une autoroute : rien ne s'y arrête jamais
bxb2016-err-no-such-district = ce quartier n'existe pas : { $cell }
bxb2016-err-move-count = vous avez { $have ->
    [one] { $have } bloc
   *[other] { $have } blocs
} dans { $district } : déplacez-en entre 1 et { $have }
bxb2016-err-move-same-district = la destination doit différer du départ
bxb2016-err-move-leaving-clash = vos blocs dans { $district } sont en affrontement et ne peuvent pas en partir
bxb2016-err-move-no-path = aucun chemin de { $from } à { $to } par des quartiers sans police
bxb2016-err-move-no-path-metro-locked = aucun chemin de { $from } à { $to } par des quartiers sans police, le métro est bouclé : R-POL-ML-1
bxb2016-err-barricade-one = une action Barricade place exactement 1 barricade
bxb2016-err-barricade-garden = avec le Jardin de guérilla, placez de 1 à { $max } barricades
bxb2016-err-barricade-no-connection = il n'y a pas de liaison n° { $connection }
bxb2016-err-barricade-not-joined = une barricade se place sur une rue ou une autoroute de { $district } ; aucune ne la relie à { $to } ainsi
bxb2016-err-barricade-not-touching = cette liaison ne touche pas { $district }
bxb2016-err-barricade-supply = la réserve de barricades est vide
bxb2016-err-barricade-full = la liaison entre { $a } et { $b } a déjà { $max } barricades
bxb2016-err-loot-no-shop = { $district } n'a pas de centre commercial à piller
bxb2016-err-loot-nothing-to-burn = { $district } n'a pas de centre commercial tagué à brûler
bxb2016-err-loot-all-looted = tous les centres commerciaux de { $district } sont déjà pillés
bxb2016-err-loot-all-looted-burn = tous les centres commerciaux de { $district } sont déjà pillés : brûlez plutôt un centre tagué
bxb2016-err-start-not-own = { $district } n'est pas un quartier { $faction } : votre départ se place dans un de vos propres quartiers
bxb2016-err-start-occupied = { $district } a déjà une occupation
bxb2016-err-build-wrong-kind = vous ne construisez que dans les quartiers { $faction }, État ou Publics, pas dans { $district }
bxb2016-err-swap-wrong-kind = vous ne remplacez que dans les quartiers { $faction }, État ou Publics, pas dans { $district }
bxb2016-err-build-not-on-mat = { $occupation } n'est pas sur votre plateau de faction
bxb2016-err-build-no-circle = { $district } n'a pas d'emplacement d'occupation
bxb2016-err-build-occupied = { $district } a déjà une occupation : remplacez-la plutôt
bxb2016-err-swap-nothing = { $district } n'a aucune occupation à remplacer : construisez plutôt
bxb2016-err-attack-used = chacun de vos blocs dans { $district } ({ $blocs }) a déjà attaqué dans cet affrontement cette nuit
bxb2016-err-attack-no-cop = il n'y a pas de CRS dans { $district }
bxb2016-err-attack-no-van = il n'y a pas de fourgon dans { $district }
bxb2016-err-attack-no-cop-to-kick = il n'y a pas de CRS à repousser dans { $district }
bxb2016-err-attack-not-joined = les CRS sont repoussés par une rue ou une autoroute vers un quartier voisin ; { $to } n'est pas relié à { $from } ainsi
bxb2016-err-no-such-card = vous n'avez pas { $card } en main
bxb2016-err-card-not-molotovs = { $card } n'est pas une carte Molotovs
bxb2016-err-card-timing = { $card } se joue { $timing }
bxb2016-err-fireworks-no-cop = Feux d'artifice demande un CRS dans { $district }
bxb2016-err-medic-no-occupation = Trousse de secours demande une de vos occupations dans la ville
bxb2016-err-medic-not-there = Trousse de secours forme des blocs là où se trouve une de vos occupations, pas dans { $district }
bxb2016-err-medic-no-losses = Trousse de secours ramène les blocs perdus à ce lever du soleil : vous n'en avez perdu aucun
bxb2016-err-dumpster-count = Barricade de poubelles place de 1 à { $max } barricades
bxb2016-err-exchange-partner = choisissez une autre faction de la partie
bxb2016-err-exchange-empty = un échange demande au moins une carte
bxb2016-err-exchange-turn = les échanges ont lieu pendant votre propre tour
bxb2016-err-exchange-apart = vous ne pouvez échanger du butin qu'avec une faction qui a un bloc dans un quartier où vous en avez un ; ce n'est pas le cas des { $faction }
bxb2016-err-exchange-give-back = vous n'avez pas { $card } à donner en retour : refusez plutôt l'échange
bxb2016-err-social-center-used = le Centre social donne { $uses ->
    [one] { $uses } déplacement gratuit
   *[other] { $uses } déplacements gratuits
} par tour, déjà utilisés
bxb2016-err-assembly-hall-used = la Salle d'assemblée fonctionne { $uses } fois par tour
bxb2016-err-no-bloc-on-mat = tous vos blocs sont déjà dans la ville
bxb2016-err-hacker-space-used = le Hackerspace fonctionne { $uses } fois par tour
bxb2016-err-propaganda-used = l'Atelier de propagande fait piocher { $uses ->
    [one] { $uses } carte gratuite
   *[other] { $uses } cartes gratuites
} par tour, et vous les avez piochées
bxb2016-err-no-occupation = vous n'avez pas { $occupation } dans la ville
bxb2016-err-casualty-count = exactement { $count } blocs sont battus dans { $district }
bxb2016-err-casualty-too-many = une faction ne peut pas perdre plus de blocs qu'elle n'en a sur place
bxb2016-err-not-a-pick = { $district } ne peut pas être choisi pour cet effet
bxb2016-err-pick-barricade = cette barricade ne peut pas aller là (ni hors des quartiers de cet effet)
bxb2016-err-not-recipient = les { $faction } ne sont pas une faction libératrice ici
bxb2016-err-not-drawn = cette carte ne fait pas partie de celles piochées
bxb2016-err-keep-count = gardez exactement { $keep } des cartes piochées
bxb2016-err-not-among-drawn = { $card } ne fait pas partie des cartes piochées
bxb2016-err-arrange-each = citez chacune des { $count } cartes révélées une seule fois, à défausser ou à remettre
bxb2016-err-discard-at-most = vous pouvez en défausser au plus { $max }
bxb2016-err-expected = une autre réponse est attendue : { $decision }

bxb2016-pending-veto = les { $by } doivent d'abord décider s'ils arrêtent l'action des { $actor }
bxb2016-pending-offer = les { $faction } doivent d'abord accepter ou refuser l'offre
bxb2016-pending-keep = les { $faction } doivent d'abord choisir { $keep ->
    [one] { $keep } carte
   *[other] { $keep } cartes
} à garder
bxb2016-pending-casualties = les { $faction } doivent d'abord choisir quels { $count } blocs sont battus
bxb2016-pending-window = les { $faction } peuvent jouer une carte Butin maintenant, ou passer
bxb2016-pending-optional-draw = les { $faction } peuvent piocher { $count ->
    [one] { $count } carte Butin
   *[other] { $count } cartes Butin
} : accepter ou passer
bxb2016-pending-pick-districts = les { $faction } doivent d'abord choisir un quartier pour la manifestation, ou passer
bxb2016-pending-pick-barricades = les { $faction } peuvent placer les barricades de la manifestation, ou passer
bxb2016-pending-hand-out = les { $faction } peuvent distribuer les cartes piochées, ou passer pour les garder
bxb2016-pending-arrange-police = les { $faction } doivent d'abord ranger les cartes Police révélées
bxb2016-pending-free-moves = les { $faction } peuvent faire des déplacements gratuits maintenant, ou passer

bxb2016-notation-at-line = ligne { $line } : { $error }
bxb2016-notation-empty = commande vide
bxb2016-notation-not-a-faction = `{ $text }` n'est pas une faction (W, N, S, P)
bxb2016-notation-not-a-district = `{ $text }` n'est pas un quartier (A1-E5)
bxb2016-notation-not-a-number = `{ $text }` n'est pas un nombre
bxb2016-notation-not-a-loot-card = `{ $text }` n'est pas une carte Butin
bxb2016-notation-not-an-occupation = `{ $text }` n'est pas une occupation
bxb2016-notation-usage = attendu : `{ $usage }`
bxb2016-notation-unreadable = impossible de lire `{ $text }` (voir docs/notation.md)
bxb2016-notation-unreadable-card = impossible de lire la carte jouée `{ $text }`
bxb2016-notation-unknown-line = ligne inconnue `{ $text }`
bxb2016-notation-unknown-setup-line = ligne de mise en place inconnue `{ $text }`
bxb2016-notation-unknown-option = option de configuration inconnue `{ $text }`
bxb2016-notation-unknown-ability = pouvoir inconnu `{ $text }`
bxb2016-notation-unexpected = `{ $text }` inattendu
bxb2016-notation-name-value = `{ $text }` : attendu nom=N
bxb2016-notation-no-start = un scénario commence par `setup ...` ou `position v1`

bxb2016-position-city-size = la ville demande 25 tuiles, pas { $count }
bxb2016-position-unknown = { $what } introuvable : `{ $key }`
bxb2016-position-rotation = rotation { $rotation } de { $key } : utilisez 0-3
bxb2016-position-manifestation-count = listez 25 manifestations (ou - pour aucune)
bxb2016-position-district-twice = le quartier { $cell } est listé deux fois ou hors de la grille
bxb2016-position-highway = { $district } est une autoroute : rien ne s'y arrête
bxb2016-position-not-in-game = les { $faction } ne sont pas dans cette partie
bxb2016-position-too-many-blocs = les { $faction } n'ont que { $max } blocs
bxb2016-position-too-many-cops = il n'y a que { $max } CRS
bxb2016-position-van = un fourgon a de 0 à 2 coups, et il y a { $max } fourgons en tout
bxb2016-position-no-circle = { $district } n'a pas d'emplacement d'occupation
bxb2016-position-no-liberated-side = { $district } n'a pas de face libérée
bxb2016-position-shops = { $district } a { $shops ->
    [one] { $shops } centre commercial
   *[other] { $shops } centres commerciaux
}
bxb2016-position-not-neighbours = { $a } et { $b } ne sont pas voisins
bxb2016-position-too-many-barricades = il n'y a que { $max } barricades
bxb2016-position-too-many-copies = trop d'exemplaires de { $key }
bxb2016-position-morale = les crans de moral vont de 0 à { $max }
bxb2016-position-dice = les dés montrent de 1 à 6
bxb2016-position-attack-sequence = une suite d'attaques demande de la police dans { $district }
bxb2016-position-attacks = les { $faction } ne peuvent pas avoir attaqué { $count } fois dans { $district }
bxb2016-position-connection-full = plus de { $max } barricades entre { $a } et { $b }
bxb2016-position-seating = l'ordre des places cite une fois chaque faction en jeu
bxb2016-position-mat = le plateau des { $faction } doit contenir les blocs et occupations absents de la ville
bxb2016-position-inconsistent = les pièces ne tombent pas juste : { $why }
bxb2016-scenario-unknown-police-card = carte Police inconnue `{ $key }`
bxb2016-scenario-not-in-deck = plus de { $card } dans la pioche Police

## Mots que les messages du moteur désignent par jeton (occupations, moments, décisions, pioches)

token-start = Départ
token-assembly = Salle d'assemblée
token-kitchen = Cuisine populaire
token-strike = Maison de la grève
token-propaganda = Atelier de propagande
token-garden = Jardin de guérilla
token-cafe = Café des camarades
token-social = Centre social
token-hacker = Hackerspace
token-molotov = Fabrique de molotovs
token-scavenger = Planque des récupérateurs
token-turn = pendant votre tour
token-repression-before = avant l'attaque des CRS au lever du soleil
token-repression-after = après l'attaque des CRS au lever du soleil
token-liberation = pendant la libération des quartiers
token-veto = arrêter ou laisser faire l'action
token-offer = accepter ou refuser l'offre
token-keep = les cartes à garder
token-casualties = les pertes
token-window = jouer une carte Butin ou passer
token-optional-draw = accepter la pioche ou passer
token-pick-districts = un quartier, ou passer
token-pick-barricades = une barricade, ou passer
token-hand-out = remettre une carte, ou passer
token-arrange-police = l'ordre des cartes Police
token-free-moves = un déplacement gratuit, ou passer
token-tile = tuile
token-loot = carte Butin
token-police = carte Police
token-agenda = agenda
token-manifestation = manifestation

## Image du plateau et GIF du récit (le moteur de rendu n'imprime que ces mots : restez bref)

img-night = Nuit { $night }
img-nights-left = { $left ->
    [0] plus aucune nuit
    [1] dernière nuit
   *[other] { $left } nuits restantes
}
img-status-turn = Tour des { $faction } · dés { $dice }
img-status-turn-no-dice = Tour des { $faction } · plus de dé
img-status-starts = Mise en place : choix des quartiers de départ
img-status-sunrise = Lever du soleil : répression et libération
img-status-waiting = En attente : { $what }
img-status-over = Partie terminée : { $reason }
img-highway = AUTOROUTE
img-police-id = ID { $id }
img-new = NOUV.
img-hit = COUP
img-left = restant
img-panel-police = POLICE
img-panel-turn = ORDRE DU TOUR
img-panel-goal = OBJECTIF
img-morale = Moral : { $morale } · pioche { $draws }
img-police-this-night = Cartes Police cette nuit
img-none-yet = aucune pour l'instant
img-and-more = … et { $count } de plus
img-metro-open = Métro ouvert
img-metro-locked = Métro bouclé ({ $faction })
img-dice = Dés
img-no-dice = aucun
img-in-city = en ville
img-on-mat = sur le plateau
img-cards = cartes
img-liberated = Quartiers libérés
img-staging-cops = CRS en rassemblement
img-staging-vans = Fourgons en rassemblement
img-vans-destroyed = Fourgons détruits
img-barricade-supply = Barricades restantes
img-out-of = { $have } sur { $need }
img-no-scenario = Insurrection
img-objective-all-state = Chaque quartier État a une occupation (toutes factions confondues) au lever du soleil.
img-objective-highway-entrances = Chaque entrée d'autoroute a au moins 1 barricade.
img-objective-vans-and-cops = Les 6 fourgons détruits et plus aucun CRS dans la ville.
img-objective-shops-burned = Chaque centre commercial de chaque quartier Commercial est brûlé.
img-objective-own-districts = Chaque faction a une occupation dans chacun de ses propres quartiers.
img-objective-state-or-own = Chaque faction occupe un quartier État, ou tous ses propres quartiers.
img-objective-ten-liberated = Au moins 10 quartiers libérés.
img-objective-state-liberated = Chaque quartier État a une occupation et est libéré.
img-objective-autonomous-zone = Chaque quartier voisin d'une Zone autonome libéré, et aucune police dans l'une ou l'autre Zone.
img-legend-liberated = libéré
img-legend-changed = changé depuis le dernier plateau
img-legend-difficulty = difficulté
img-legend-police-id = ID police (les cartes visent le plus bas ou le plus haut)
img-legend-shops = commerces : intacts, tagués, brûlés
img-legend-barricades = barricades
img-legend-dead-end = impasse
img-legend-metro = métro
img-legend-police = CRS, fourgon (points : coups)
img-legend-occupation = occupation
img-legend-circle = emplacement d'occupation libre (lettre : qui peut construire)
img-occupation-start = Départ
img-occupation-assembly = Assemblée
img-occupation-kitchen = Cuisine
img-occupation-strike = Grève
img-occupation-propaganda = Propagande
img-occupation-garden = Jardin
img-occupation-cafe = Café
img-occupation-social = Social
img-occupation-hacker = Hacker
img-occupation-molotov = Molotov
img-occupation-scavengers = Récup
img-caption-turn = Nuit { $night } · les { $faction }
img-caption-turn-sunrise = Nuit { $night } · les { $faction }, puis lever du soleil
img-caption-sunrise = Nuit { $night } · lever du soleil
img-caption-end = Nuit { $night } · la fin
local-story-saved = [le récit de la partie est enregistré dans { $path }]

## Délais, rappels, limites (issue 9)

err-too-many-games = Vous avez déjà { $limit } parties ouvertes sur ce serveur. Terminez, quittez ou arrêtez-en une d'abord.
err-rate-limited = Vous demandez cela trop souvent dans ce salon. Réessayez dans { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}.
err-busy = La partie est occupée pour l'instant (beaucoup de coups à la fois). Veuillez réessayer.
lobby-deadline = Chaque attente dure au plus { $time } ; ensuite le bot joue le coup par défaut (finir les actions, laisser faire, refuser, passer...) pour qui n'a pas agi.
lobby-no-deadline = Pas de délai par tour : la partie attend le temps qu'il faut.
lobby-expired = ⌛ Cette salle d'attente est fermée : personne n'a lancé la partie en { $days ->
    [one] un jour
   *[other] { $days } jours
}. Ouvrez-en une nouvelle avec `/partie créer`.
reminder-deadline = ⏰ Il reste { $time } pour agir. { $waiting }
deadline-passed = ⌛ Le temps des { $faction } est écoulé ; le bot a joué pour eux : { $action }.
status-deadline = ⏳ Temps restant pour cette attente : { $time }.
time-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
time-hours = { $n ->
    [one] 1 heure
   *[other] { $n } heures
}
time-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}

## Graines choisies (issue 9)

seed-replay-notice = ⚠️ Rejeu de la graine { $seed } : qui connaît la graine peut prédire chaque main, agenda et pioche. Ne choisissez pas de graine pour une partie équitable.

## Bloc by Bloc : Uprising (3e édition) : les messages du moteur (ids `uprising-*`).
uprising-err-players = Uprising se joue de 1 à 4 joueurs, pas { $players }
uprising-err-semi-coop-players = la partie semi-coopérative demande 3 ou 4 joueurs, pas { $players }
uprising-err-difficulty = il n'y a pas de niveau de difficulté { $level }
uprising-err-faction-twice = les { $faction } sont distribués deux fois
uprising-err-faction-count = cette partie demande { $expected } factions, pas { $got }
uprising-err-disconnected = impossible de construire une ville d'un seul tenant
uprising-err-game-over = la partie est terminée
uprising-err-not-your-turn = les { $faction } ne peuvent pas agir maintenant
uprising-err-wrong-decision = cela ne répond pas à ce que la partie attend
uprising-err-not-in-play = les { $faction } ne sont pas dans cette partie
uprising-err-no-such-district = il n'y a pas de quartier à cet endroit
uprising-err-no-such-die = vous n'avez aucun dé montrant { $value }
uprising-err-one-die = cela demande exactement un dé
uprising-err-die-too-low = { $district } a une difficulté de { $difficulty } : votre { $value } ne suffit pas
uprising-err-no-blocs = vous n'avez pas ces blocs dans { $district }
uprising-err-in-clash = vos blocs dans { $district } sont en affrontement : ils peuvent seulement attaquer
uprising-err-no-clash = il n'y a pas d'affrontement dans { $district }
uprising-err-unreachable = vos blocs ne peuvent pas aller de { $from } à { $to }
uprising-err-barricades-do-not-fit = ces barricades ne tiennent pas (3 par liaison, et dans la limite de la réserve)
uprising-err-barricade-count = cette action place { $expected ->
    [one] { $expected } barricade
   *[other] { $expected } barricades
}
uprising-err-no-shopping-center = il ne reste aucun centre commercial à piller dans { $district }
uprising-err-no-loot-token = il ne reste aucun jeton Butin
uprising-err-cannot-build-here = vous ne pouvez pas construire dans { $district }
uprising-err-no-occupation = vous n'avez pas cette occupation à placer
uprising-err-cannot-swap = vous ne pouvez pas remplacer cette occupation dans { $district }
uprising-err-ability-unavailable = aucune de vos occupations dans { $district } ne peut faire cela ce tour-ci
uprising-err-attacks-spent = chacun de vos blocs dans { $district } a déjà attaqué cette nuit
uprising-err-no-squad = il n'y a pas d'escouade dans { $district }
uprising-err-no-van = il n'y a pas de fourgon dans { $district }
uprising-err-not-adjacent = { $from } et { $to } ne sont pas voisins
uprising-err-no-such-card = vous ne pouvez pas jouer cette carte maintenant
uprising-err-cannot-place-token = votre jeton Conditions ne peut pas aller sur cette carte
uprising-err-bad-choice = ce n'est pas un des choix possibles
uprising-err-vetoed = la faction qui contrôle { $district } l'interdit
uprising-err-no-supply = il ne vous reste aucun bloc dans votre réserve
uprising-err-notation = impossible de lire `{ $text }`
uprising-err-position = impossible de lire cette position
uprising-err-scenario-line = ligne { $line } : impossible de lire `{ $text }`
uprising-err-expect = ligne { $line } : `{ $text }` n'est pas vérifié
uprising-end-city-liberated = Chaque faction a placé son jeton sur une carte Conditions complétée : la ville est libérée !
uprising-end-won-alone = Les { $faction } ont rempli leur agenda et gagnent seuls.
uprising-end-social = Les factions à agenda Social révélées terminent la partie ensemble et gagnent.
uprising-end-game-over = Le compte à rebours a atteint « Game Over » : tout le monde perd.
uprising-end-crushed = Les { $faction } n'ont plus aucun bloc dans la ville : tout le monde perd.
uprising-pending-keep-loot = les { $faction } choisissent les cartes Butin à garder
uprising-pending-free-move = les { $faction } peuvent déplacer des blocs gratuitement
uprising-pending-liberation-choice = les { $faction } choisissent une option de la carte Libération
uprising-pending-meeting-return = les { $faction } ramènent leurs blocs de la réunion
uprising-pending-social-vote = les { $faction } votent pour finir la partie maintenant ou non
uprising-pending-sunrise-loot = les { $faction } peuvent jouer des cartes Butin avant l'étape suivante du lever du soleil
uprising-pending-control-veto = les { $faction } contrôlent ce quartier : ils autorisent ou interdisent l'action

## Messages natifs de Discord, le récit, le mode local (ticket 12, branche ux)

local-pass-keyboard = Passez le clavier à { $name }, puis appuyez sur Entrée.
local-hide-private = Appuyez sur Entrée pour masquer ceci avant de passer le clavier.
local-private-hidden = [un message privé pour { $name } : masqué pendant les coups aléatoires]
local-quit-confirm = Cette partie n'existe qu'en mémoire (lancez avec --db FICHIER pour la garder) : quitter et la perdre ? (o/N)
local-yes = oui
local-ignored-flags = Reprise de la partie enregistrée : { $flags } ne servent qu'à créer une nouvelle partie, ils sont donc ignorés ici.
local-difficulty-needs-full = --difficulty s'applique à la partie complète : ajoutez --full (la partie d'initiation se joue toujours en Facile).
local-unknown-scenario = Il n'y a pas de scénario « { $key } ». Scénarios : { $keys }.
local-unreadable = { $reason }. Tapez le numéro d'un groupe, puis celui d'un coup, ou un coup comme : move B2 C3 1 die 4 (help liste les commandes).
export-public-note = Export public de la partie { $game } en cours : la graine et les coups privés (cartes données, échangées, gardées ou transmises, l'ordre de la police) restent cachés jusqu'à la fin de la partie, ce fichier ne se rejoue donc pas encore.
export-private-move = un coup privé des { $role } (montré à la fin de la partie)
export-public = La partie jusqu'ici, coups publics seulement : exportez-la de nouveau une fois terminée pour avoir toute la partie, que `blocbot scenario FICHIER` rejoue.
export-complete = Toute la partie : `blocbot scenario FICHIER` la rejoue jusqu'à la position finale.
numbers-title = **La partie en chiffres**
numbers-city = { $nights ->
    [one] 1 nuit
   *[other] { $nights } nuits
} · quartiers libérés : { $liberated } · fourgons détruits : { $vans }
numbers-faction = **{ $faction }** : { $cops } flics vaincus · { $hits } coups sur des fourgons · { $barricades } barricades · { $built } occupations construites · { $loots } pillages · { $cards } cartes jouées · { $lost } blocs perdus
