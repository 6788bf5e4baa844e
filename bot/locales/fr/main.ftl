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
computer-fell-back-level = ⚠ **{ $name }** n'a pas pu décider à son propre niveau cette fois : le niveau { $level } a choisi ce coup.
computer-fell-back-default = ⚠ **{ $name }** n'a pas pu décider ce coup : il a joué le coup par défaut du jeu.
computer-fell-back-random = ⚠ **{ $name }** n'a pas pu décider ce coup : il a joué un coup légal au hasard.
err-seat-of-a-person = Une personne joue cette place. Seul un admin du serveur donne les places d'un joueur à quelqu'un de nouveau, avec /admin remplacer.
err-seat-kept-for-its-holder = Un ordinateur tient cette place pour la personne qui l'avait : ses cartes ne reviennent qu'à elle.
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
err-no-role-wishes = Dans cette partie, les places suivent l'ordre d'arrivée : il n'y a pas de rôle à demander.
err-no-exchanges = Cette partie ne connaît ni dons ni échanges de cartes.
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
lobby-seat-wish = • { $name } (demande à jouer : { $role })
lobby-status = Salle d'attente (*{ $ruleset }*) : { $settings }
    { $seated }/{ $players } places prises :
    { $list }
seat-line = • <@{ $user }> ({ $name }) : { $factions }
seat-line-local = • { $name } : { $factions }

## Partie

game-started = { $title } (*{ $ruleset }*)
    { $seating }

    { $status }

    { $first }
bxb2016-started-title = **L'insurrection commence !**
bxb2016-started-first = Chaque faction choisit maintenant son quartier de départ (`/départ`). Vos cartes Butin et votre agenda arrivent par message privé.
uprising-started-title = **L'insurrection commence !**
uprising-started-first = Chaque faction choisit maintenant son quartier de départ (`/départ`). Vos cartes Butin (et votre agenda, dans la partie semi-coopérative) arrivent par message privé.
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
undo-reply = Annulé : { $action }
waiting-decision = En attente des { $who } : { $decision }.
waiting-starts = En attente des quartiers de départ des { $who }.
waiting-turn = C'est le tour des { $who }.
waiting-police = La police se déplace.
reminder = ⏰ Rien ne s'est passé depuis { $hours ->
    [1] une heure
    [one] { $hours } heure
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
# Où se trouve une partie, dans un message privé, quand elle n'a pas de salon de serveur.
place-game = partie { $id }
# Un libellé ou un nom précédé de la faction qu'il concerne (un joueur en mène plusieurs).
faction-label = { $faction } : { $label }
board-cops = { $count } CRS
board-van = fourgon ({ $hits } { $hits ->
    [one] coup
   *[other] coups
})
board-liberated = libéré
board-looted = pillés { $graffiti }, brûlés { $burned }
board-barricades = Barricades : { $list }
board-staging = Zone de rassemblement : { $cops } CRS, { $vans ->
    [one] { $vans } fourgon
   *[other] { $vans } fourgons
}

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
label-start = Partir { DE($district) }
label-move = Déplacer { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} { $from } → { $to } ({ $pay })
label-barricade = Barricader { LE($district) } vers { $toward } ({ $die })
label-loot = Piller { LE($district) } ({ $die })
label-burn = Piller et brûler { LE($district) } ({ $die })
label-build = Construire { $occupation } dans { LE($district) } ({ $die })
label-swap = Remplacer par { $occupation } dans { LE($district) } ({ $die })
label-target-cop = un CRS
label-target-van = le fourgon
label-target-kick = en repoussant les CRS vers { LE($to) }
label-molotovs = , avec { $count ->
    [one] { $count } Molotov
   *[other] { $count } Molotovs
}
label-attack = Attaquer { $target } dans { LE($district) } ({ $die }{ $molotovs })
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
    [1] une carte
    [one] { $count } carte
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
label-pick = Choisir { LE($district) }
label-pick-barricade = Barricader { LE($district) } vers { $toward }
label-hand-card = Remettre { $card } aux { $to }
label-hand-card-hidden = Remettre une carte aux { $to }
label-arrange = Ranger les cartes Police : défausser { $discard }, ordre { $order }
label-arrange-hidden = Ranger les cartes Police

## Récit des événements

ev-start-chosen = Les { $faction } partent { DE($district) }.
ev-first-faction = Les { $faction } jouent en premier.
ev-night-started = 🌙 **Nuit { $night }** ({ $left ->
    [one] { $left } nuit restante
   *[other] { $left } nuits restantes
}) ; les { $faction } jouent en premier.
ev-turn-started = ▶ Au tour des { $faction }.
ev-blocs-formed = Les { $faction } forment { $count ->
    [1] un bloc
    [one] { $count } bloc
   *[other] { $count } blocs
} dans { LE($district) }.
ev-dice = Les { $faction } lancent { $dice }.
ev-extra-dice = Les { $faction } gagnent des dés : { $dice }.
ev-reroll = Les { $faction } relancent un { $from } et obtiennent un { $to }.
ev-moved = Les { $faction } déplacent { $count ->
    [1] un bloc
    [one] { $count } bloc
   *[other] { $count } blocs
} { DE($from) } vers { LE($to) }.
ev-barricade = Les { $faction } barricadent la frontière { $border }.
ev-dismantled = { $count ->
    [1] Une barricade est démantelée
    [one] { $count } barricade est démantelée
   *[other] { $count } barricades sont démantelées
}.
ev-looted = Les { $faction } pillent { LE($district) }.
ev-burned = Les { $faction } pillent et brûlent { LE($district) }.
ev-drew-cards = Les { $faction } piochent { $cards }.
ev-drew = Les { $faction } piochent { $count ->
    [1] une carte Butin
    [one] { $count } carte Butin
   *[other] { $count } cartes Butin
}.
ev-discarded = Les { $faction } défaussent { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
}.
ev-loot-offered = Les { $faction } piochent { $count ->
    [one] { $count } carte Butin
   *[other] { $count } cartes Butin
} et en choisissent { $keep ->
    [1] une
   *[other] { $keep }
} à garder.
ev-built = Les { $faction } construisent une occupation dans { LE($district) } : { $occupation }.
ev-swapped = Les { $faction } remplacent l'occupation { $removed } par { $placed } dans { LE($district) }.
ev-evicted = L'occupation { $occupation } des { $faction } dans { LE($district) } est expulsée.
ev-declared = Les { $faction } annoncent une action avancée dans { LE($district) } ; les { $veto } peuvent l'arrêter.
ev-stopped = Les { $by } arrêtent l'action des { $faction } dans { LE($district) }.
ev-cancelled = L'action des { $faction } est annulée : { $reason }
ev-other = { $what }
ev-cop-defeated = Les { $faction } battent un CRS dans { LE($district) }.
ev-kicked-out = Les { $faction } repoussent { $count ->
    [1] un CRS
    [one] { $count } CRS
   *[other] { $count } CRS
} { DE($from) } vers { LE($to) }.
ev-van-hit = Les { $faction } frappent le fourgon dans { LE($district) } ({ $hits }).
ev-van-destroyed = 🔥 Le fourgon { DE($district) } est détruit !
ev-reaction = Réaction de la police dans { LE($district) } : jet de { $roll }.
ev-cop-from-staging = Un CRS arrive de la zone de rassemblement dans { LE($district) }.
ev-police-card = 🚨 Police : **{ $card }**.
ev-morale-up = Le moral de la police monte : { $label }.
ev-morale-down = Le moral de la police baisse : { $label }.
ev-cops-advanced = { $moved ->
    [one] { $moved } CRS avance
   *[other] { $moved } CRS avancent
} { DE($from) } vers { LE($to) }{ $stopped ->
    [0] {""}
    [one] {" "}({ $stopped } arrêté par des barricades)
   *[other] {" "}({ $stopped } arrêtés par des barricades)
}.
ev-reinforced = { $count ->
    [1] Un CRS renforce
    [one] { $count } CRS renforce
   *[other] { $count } CRS renforcent
} { LE($district) }.
ev-van-placed = Un fourgon arrive dans { LE($district) }.
ev-van-moved = Le fourgon se déplace { DE($from) } vers { LE($to) }.
ev-cops-staging = { $count ->
    [1] Un CRS quitte
    [one] { $count } CRS quitte
   *[other] { $count } CRS quittent
} { LE($district) } pour la zone de rassemblement.
ev-van-staging = Le fourgon { DE($district) } retourne dans la zone de rassemblement.
ev-metro-lockdown = Le métro est bouclé ! Les { $faction } gardent la carte.
ev-metro-lifted = Le bouclage du métro est levé.
ev-reshuffled-loot = La pioche Butin est mélangée.
ev-reshuffled-police = La pioche Police est mélangée.
ev-card-played = Les { $faction } jouent **{ $card }**.
ev-cards-given = Les { $from } donnent { $cards } aux { $to }.
ev-cards-given-hidden = Les { $from } donnent { $count ->
    [1] une carte
    [one] { $count } carte
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
ev-blocs-defeated = Blocs battus dans { LE($district) } : { $losses }.
ev-liberated = ✊ { LE_MAJ($district) } { GENRE($district) ->
    [f] est **libérée**
    [mp] sont **libérés**
    [fp] sont **libérées**
   *[m] est **libéré**
} !
ev-manifestation = Manifestation dans { LE($district) } : **{ $name }** — { $text }
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
bxb2016-obj-districts-liberated = au moins { $min ->
    [one] { $min } quartier est libéré
   *[other] { $min } quartiers sont libérés
}
bxb2016-obj-own-districts-liberated = au moins { $min } quartiers de votre faction sont libérés
bxb2016-obj-own-occupations = vous avez au moins { $min ->
    [one] { $min } occupation
   *[other] { $min } occupations
} dans la ville
bxb2016-obj-public-liberated = au moins { $min ->
    [one] { $min } quartier Public est libéré
   *[other] { $min } quartiers Publics sont libérés
}
bxb2016-obj-assembly-state-public = votre Salle d'assemblée est dans un quartier État ou Public
bxb2016-obj-vans-destroyed = au moins { $min ->
    [one] { $min } fourgon est détruit
   *[other] { $min } fourgons sont détruits
}
bxb2016-obj-cops-at-most = au plus { $max ->
    [one] { $max } CRS est dans la ville
   *[other] { $max } CRS sont dans la ville
}
bxb2016-obj-state-liberated = au moins { $min ->
    [one] { $min } quartier État est libéré
   *[other] { $min } quartiers État sont libérés
}
bxb2016-obj-kitchen-liberated = votre Cuisine populaire est dans un quartier libéré
bxb2016-obj-every-faction-blocs = chaque faction a au moins { $min ->
    [one] { $min } bloc
   *[other] { $min } blocs
} dans la ville
bxb2016-obj-own-blocs = vous avez au moins { $min ->
    [one] { $min } bloc
   *[other] { $min } blocs
} dans la ville
bxb2016-obj-own-state-occupations = vous avez au moins { $min ->
    [one] { $min } occupation
   *[other] { $min } occupations
} dans des quartiers État
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

local-welcome = blocbot local — { $game } dans le terminal. Tapez `help` à n'importe quelle invite.
local-resuming = Reprise de la partie enregistrée dans la base de données.
local-over = La partie est terminée. Les plateaux sont dans { $boards }.
local-bye-kept = Au revoir. La partie reste dans { $file } : relancez la même commande pour la continuer.
local-previous-over = La partie enregistrée dans cette base est terminée ; une nouvelle partie commence (la précédente reste enregistrée).
render-no-close-up = Aucun gros plan écrit dans { $file } : il n'est dessiné que si quelques quartiers ont changé (un fichier de scénario avec des actions ou une ligne `previous`, ou --play N), et seulement pour un plateau de ville.
local-bye = Au revoir. (Utilisez --db FICHIER pour garder une partie entre deux sessions.)
local-player = Joueur { $number }
local-no-option = Pas d'option { $number }.
local-cancelled = Annulé.
local-private = privé pour { $name } ──
local-board-saved = [plateau enregistré dans { $path }]
local-help = Tapez le numéro d'une option : chaque choix précise le coup (action, départ, arrivée, combien) jusqu'à ce qu'il soit joué ; 0 revient d'une étape.
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
seam-err-unknown-scenario = le jeu { $ruleset } n'a pas de scénario appelé `{ $scenario }` ; ses scénarios : { $known }
seam-err-no-scenarios = le jeu { $ruleset } n'a pas de scénarios (`{ $scenario }` demandé) : laissez l'option vide
seam-err-unknown-variant = le jeu { $ruleset } n'a pas de variante appelée `{ $variant }` ; ses variantes : { $known }
seam-err-no-variants = le jeu { $ruleset } n'a pas de variantes de règles (`{ $variant }` demandée) : laissez l'option vide
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
bxb2016-err-die-too-low = { LE_MAJ($district) } a une difficulté de { $difficulty } : il faut un dé de { $difficulty } ou plus
bxb2016-err-no-bloc = il vous faut un bloc dans { LE($district) } pour y agir
bxb2016-err-in-clash = { LE_MAJ($district) } est en affrontement : les actions de base et avancées demandent un quartier sans police
bxb2016-err-no-clash = il n'y a pas de police à attaquer dans { LE($district) }
bxb2016-err-highway = { LE_MAJ($district) } est une autoroute : rien ne s'y arrête jamais
bxb2016-err-no-such-district = ce quartier n'existe pas : { $cell }
bxb2016-err-move-count = vous avez { $have ->
    [one] { $have } bloc
   *[other] { $have } blocs
} dans { LE($district) } : déplacez-en entre 1 et { $have }
bxb2016-err-move-same-district = la destination doit différer du départ
bxb2016-err-move-leaving-clash = vos blocs dans { LE($district) } sont en affrontement et ne peuvent pas en partir
bxb2016-err-move-no-path = aucun chemin { DE($from) } { A($to) } par des quartiers sans police
bxb2016-err-move-no-path-metro-locked = aucun chemin { DE($from) } { A($to) } par des quartiers sans police, le métro est bouclé : R-POL-ML-1
bxb2016-err-barricade-one = une action Barricade place exactement 1 barricade
bxb2016-err-barricade-garden = avec le Jardin de guérilla, placez de 1 à { $max } barricades
bxb2016-err-barricade-no-connection = il n'y a pas de liaison n° { $connection }
bxb2016-err-barricade-not-joined = une barricade se place sur une rue ou une autoroute { DE($district) } ; aucune ne la relie { A($to) } ainsi
bxb2016-err-barricade-not-touching = cette liaison ne touche pas { LE($district) }
bxb2016-err-barricade-supply = la réserve de barricades est vide
bxb2016-err-barricade-full = la liaison entre { $a } et { $b } a déjà { $max } barricades
bxb2016-err-loot-no-shop = { LE_MAJ($district) } n'a pas de centre commercial à piller
bxb2016-err-loot-nothing-to-burn = { LE_MAJ($district) } n'a pas de centre commercial tagué à brûler
bxb2016-err-loot-all-looted = tous les centres commerciaux { DE($district) } sont déjà pillés
bxb2016-err-loot-all-looted-burn = tous les centres commerciaux { DE($district) } sont déjà pillés : brûlez plutôt un centre tagué
bxb2016-err-start-not-own = { LE_MAJ($district) } n'est pas un quartier { $faction } : votre départ se place dans un de vos propres quartiers
bxb2016-err-start-occupied = { LE_MAJ($district) } a déjà une occupation
bxb2016-err-build-wrong-kind = vous ne construisez que dans les quartiers { $faction }, État ou Publics, pas dans { LE($district) }
bxb2016-err-swap-wrong-kind = vous ne remplacez que dans les quartiers { $faction }, État ou Publics, pas dans { LE($district) }
bxb2016-err-build-not-on-mat = { $occupation } n'est pas sur votre plateau de faction
bxb2016-err-build-no-circle = { LE_MAJ($district) } n'a pas d'emplacement d'occupation
bxb2016-err-build-occupied = { LE_MAJ($district) } a déjà une occupation : remplacez-la plutôt
bxb2016-err-swap-nothing = { LE_MAJ($district) } n'a aucune occupation à remplacer : construisez plutôt
bxb2016-err-attack-used = chacun de vos blocs dans { LE($district) } ({ $blocs }) a déjà attaqué dans cet affrontement cette nuit
bxb2016-err-attack-no-cop = il n'y a pas de CRS dans { LE($district) }
bxb2016-err-attack-no-van = il n'y a pas de fourgon dans { LE($district) }
bxb2016-err-attack-no-cop-to-kick = il n'y a pas de CRS à repousser dans { LE($district) }
bxb2016-err-attack-not-joined = les CRS sont repoussés par une rue ou une autoroute vers un quartier voisin ; aucune ne relie { LE($to) } { A($from) } ainsi
bxb2016-err-no-such-card = vous n'avez pas { $card } en main
bxb2016-err-card-not-molotovs = { $card } n'est pas une carte Molotovs
bxb2016-err-card-timing = { $card } se joue { $timing }
bxb2016-err-fireworks-no-cop = Feux d'artifice demande un CRS dans { LE($district) }
bxb2016-err-medic-no-occupation = Trousse de secours demande une de vos occupations dans la ville
bxb2016-err-medic-not-there = Trousse de secours forme des blocs là où se trouve une de vos occupations, pas dans { LE($district) }
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
bxb2016-err-casualty-count = exactement { $count ->
    [one] { $count } bloc est battu
   *[other] { $count } blocs sont battus
} dans { LE($district) }
bxb2016-err-casualty-too-many = une faction ne peut pas perdre plus de blocs qu'elle n'en a sur place
bxb2016-err-not-a-pick = impossible de choisir { LE($district) } pour cet effet
bxb2016-err-pick-barricade = cette barricade ne peut pas aller là (ni hors des quartiers de cet effet)
bxb2016-err-not-recipient = les { $faction } ne sont pas une faction libératrice ici
bxb2016-err-not-drawn = cette carte ne fait pas partie de celles piochées
bxb2016-err-keep-count = gardez exactement { $keep } des cartes piochées
bxb2016-err-not-among-drawn = { $card } ne fait pas partie des cartes piochées
bxb2016-err-arrange-each = citez { $count ->
    [one] la carte révélée ({ $count })
   *[other] chacune des { $count } cartes révélées
} une seule fois, à défausser ou à remettre
bxb2016-err-discard-at-most = vous pouvez en défausser au plus { $max }
bxb2016-err-expected = une autre réponse est attendue : { $decision }

bxb2016-pending-veto = les { $by } doivent d'abord décider s'ils arrêtent l'action des { $actor }
bxb2016-pending-offer = les { $faction } doivent d'abord accepter ou refuser l'offre
bxb2016-pending-keep = les { $faction } doivent d'abord choisir { $keep ->
    [one] { $keep } carte
   *[other] { $keep } cartes
} à garder
bxb2016-pending-casualties = les { $faction } doivent d'abord choisir { $count ->
    [one] quel bloc est battu ({ $count })
   *[other] quels { $count } blocs sont battus
}
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
bxb2016-position-highway = { LE_MAJ($district) } est une autoroute : rien ne s'y arrête
bxb2016-position-not-in-game = les { $faction } ne sont pas dans cette partie
bxb2016-position-too-many-blocs = les { $faction } n'ont que { $max } blocs
bxb2016-position-too-many-cops = il n'y a que { $max } CRS
bxb2016-position-van = un fourgon a de 0 à 2 coups, et il y a { $max } fourgons en tout
bxb2016-position-no-circle = { LE_MAJ($district) } n'a pas d'emplacement d'occupation
bxb2016-position-no-liberated-side = { LE_MAJ($district) } n'a pas de face libérée
bxb2016-position-shops = { LE_MAJ($district) } a { $shops ->
    [one] { $shops } centre commercial
   *[other] { $shops } centres commerciaux
}
bxb2016-position-not-neighbours = { $a } et { $b } ne sont pas voisins
bxb2016-position-too-many-barricades = il n'y a que { $max } barricades
bxb2016-position-too-many-copies = trop d'exemplaires de { $key }
bxb2016-position-morale = les crans de moral vont de 0 à { $max }
bxb2016-position-dice = les dés montrent de 1 à 6
bxb2016-position-attack-sequence = une suite d'attaques demande de la police dans { LE($district) }
bxb2016-position-attacks = les { $faction } ne peuvent pas avoir attaqué { $count } fois dans { LE($district) }
bxb2016-position-connection-full = plus de { $max } barricades entre { $a } et { $b }
bxb2016-position-seating = l'ordre des places cite une fois chaque faction en jeu
bxb2016-position-mat = le plateau des { $faction } doit contenir les blocs et occupations absents de la ville
bxb2016-breach-blocs = les { $faction } ont { $count } blocs en ville et sur leur plateau de faction, pas leur jeu complet
bxb2016-breach-occupations = les { $faction } ont { $count } occupations en ville et sur leur plateau de faction, pas leur jeu complet
bxb2016-breach-cops = { $count } CRS en ville et en zone de rassemblement au lieu de { $expected }
bxb2016-breach-vans = { $count } fourgons en ville, en zone de rassemblement et détruits au lieu de { $expected }
bxb2016-breach-barricades = { $count } barricades au lieu de { $expected }
bxb2016-breach-connection = { $count } barricades entre { $a } et { $b }
bxb2016-breach-highway = des pièces sur l'autoroute { $district }
bxb2016-breach-loot-tokens = plus de centres commerciaux tagués ou brûlés dans { LE($district) } qu'il n'en compte
bxb2016-breach-card-copies = { $count } exemplaires de la carte `{ $key }` au lieu de { $expected }
bxb2016-breach-manifestations = les cartes Manifestation ne sont pas toutes là
bxb2016-breach-agendas = les cartes Agenda ne sont pas toutes là
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
img-on-mat = réserve
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
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}.
err-busy = La partie est occupée pour l'instant (beaucoup de coups à la fois). Veuillez réessayer.
lobby-deadline = Chaque attente dure au plus { $time } ; ensuite le bot joue le coup par défaut (finir les actions, laisser faire, refuser, passer...) pour qui n'a pas agi.
lobby-no-deadline = Pas de délai par tour : la partie attend le temps qu'il faut.
lobby-expired = ⌛ Cette salle d'attente est fermée : personne n'a lancé la partie en { $days ->
    [1] un jour
    [one] { $days } jour
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
    [one] { $n } heure
   *[other] { $n } heures
}
time-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}

## Graines choisies (issue 9)

seed-replay-notice = ⚠️ Rejeu de la graine { $seed } : qui connaît la graine peut prédire chaque carte cachée et chaque pioche. Ne choisissez pas de graine pour une partie équitable.

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
uprising-err-die-too-low = { LE_MAJ($district) } a une difficulté de { $difficulty } : votre { $value } ne suffit pas
uprising-err-no-blocs = vous n'avez pas ces blocs dans { LE($district) }
uprising-err-in-clash = vos blocs dans { LE($district) } sont en affrontement : ils peuvent seulement attaquer
uprising-err-no-clash = il n'y a pas d'affrontement dans { LE($district) }
uprising-err-unreachable = vos blocs ne peuvent pas aller { DE($from) } { A($to) }
uprising-err-barricades-do-not-fit = ces barricades ne tiennent pas (3 par liaison, et dans la limite de la réserve)
uprising-err-barricade-count = cette action place { $expected ->
    [one] { $expected } barricade
   *[other] { $expected } barricades
}
uprising-err-no-shopping-center = il ne reste aucun centre commercial à piller dans { LE($district) }
uprising-err-no-loot-token = il ne reste aucun jeton Butin
uprising-err-cannot-build-here = vous ne pouvez pas construire dans { LE($district) }
uprising-err-no-occupation = vous n'avez pas cette occupation à placer
uprising-err-cannot-swap = vous ne pouvez pas remplacer cette occupation dans { LE($district) }
uprising-err-ability-unavailable = aucune de vos occupations dans { LE($district) } ne peut faire cela ce tour-ci
uprising-err-attacks-spent = chacun de vos blocs dans { LE($district) } a déjà attaqué cette nuit
uprising-err-no-squad = il n'y a pas d'escouade dans { LE($district) }
uprising-err-no-van = il n'y a pas de fourgon dans { LE($district) }
uprising-err-not-adjacent = { LE_MAJ($from) } et { LE($to) } ne sont pas voisins
uprising-err-no-such-card = vous ne pouvez pas jouer cette carte maintenant
uprising-err-cannot-place-token = votre jeton Conditions ne peut pas aller sur cette carte
uprising-err-bad-choice = ce n'est pas un des choix possibles
uprising-err-vetoed = la faction qui contrôle { LE($district) } l'interdit
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
uprising-pending-meeting-return = les { $faction } ramènent leurs blocs de l'AG
uprising-pending-social-vote = les { $faction } votent pour finir la partie maintenant ou non
uprising-pending-sunrise-loot = les { $faction } peuvent jouer des cartes Butin avant l'étape suivante du lever du soleil
uprising-pending-control-veto = les { $faction } contrôlent ce quartier : ils autorisent ou interdisent l'action
uprising-pending-casualties = les { $faction } ont le plus de blocs là où les escouades attaquent : ils choisissent les blocs vaincus

## Messages natifs de Discord, le récit, le mode local (ticket 12, branche ux)

local-pass-keyboard = Passez le clavier à { $name }, puis appuyez sur Entrée.
local-hide-private = Appuyez sur Entrée pour masquer ceci avant de passer le clavier.
local-private-hidden = [un message privé pour { $name } : masqué pendant les coups aléatoires]
local-quit-confirm = Cette partie n'existe qu'en mémoire (lancez avec --db FICHIER pour la garder) : quitter et la perdre ? (o/N)
local-yes = oui
local-ignored-flags = Reprise de la partie enregistrée : { $flags } ne servent qu'à créer une nouvelle partie, ils sont donc ignorés ici.
local-difficulty-needs-full = --difficulty s'applique à la partie complète : ajoutez --full (la partie d'initiation se joue toujours en Facile).
local-unknown-difficulty = Ce jeu n'a pas de difficulté « { $typed } » : utilisez { $keys }.
local-no-scenarios = --scenario ne s'applique qu'à Bloc by Bloc (2016) : Uprising n'a pas de scénarios.
local-full-needs-players = --full joue la partie semi-coopérative d'Uprising, qui demande 3 ou 4 joueurs (--players 3 ou 4).
local-unknown-scenario = Il n'y a pas de scénario « { $key } ». Scénarios : { $keys }.
local-unreadable = { $reason }. Tapez le numéro d'une option, ou un coup comme : move B2 C3 1 die 4 (help liste les commandes).
export-public-note = Export public de la partie { $game } en cours : la graine et les coups privés (cartes données, échangées, gardées ou transmises, l'ordre de la police) restent cachés jusqu'à la fin de la partie, ce fichier ne se rejoue donc pas encore.
export-private-move = un coup privé des { $role } (montré à la fin de la partie)
export-public = La partie jusqu'ici, coups publics seulement : exportez-la de nouveau une fois terminée pour avoir toute la partie, que `blocbot scenario FICHIER` rejoue.
export-complete = Toute la partie : `blocbot scenario FICHIER` la rejoue jusqu'à la position finale.
numbers-title = **La partie en chiffres**
numbers-city = { $nights ->
    [one] { $nights } nuit
   *[other] { $nights } nuits
} · quartiers libérés : { $liberated } · fourgons détruits : { $vans }
numbers-faction = **{ $faction }** : { $cops ->
    [one] { $cops } CRS vaincu
   *[other] { $cops } CRS vaincus
} · { $hits ->
    [one] { $hits } coup sur un fourgon
   *[other] { $hits } coups sur des fourgons
} · { $barricades ->
    [one] { $barricades } barricade
   *[other] { $barricades } barricades
} · { $built ->
    [one] { $built } occupation construite
   *[other] { $built } occupations construites
} · { $loots ->
    [one] { $loots } pillage
   *[other] { $loots } pillages
} · { $cards ->
    [one] { $cards } carte jouée
   *[other] { $cards } cartes jouées
} · { $lost ->
    [one] { $lost } bloc perdu
   *[other] { $lost } blocs perdus
}

## Places tenues par l'ordinateur (issue 11)

computer-level-easy = facile
computer-level-normal = normal
computer-level-strong = fort
computer-seat-name = Ordinateur { $number }, { $level }
seat-handed = 🔁 **{ $actor }** a confié la place de **{ $old }** ({ $factions }) à **{ $name }**.
err-no-such-role = Il n'y a pas de { $name } dans cette partie. Choisissez parmi : { $names }.
## Bloc by Bloc: Uprising dans le bot (text/uprising.rs). Les noms des cartes, quartiers,
## factions et agendas viennent de engine/data/uprising/ (colonnes anglaise et française,
## le vocabulaire du livret de règles) ; `up-names` dit quelle colonne cette langue lit.
up-names = fr
up-mode-coop = coopératif
up-mode-semi = semi-coopératif (agendas secrets)
up-mode-conflict = conflit
up-settings = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · { $mode } · difficulté : { $difficulty }
up-status-head = **Nuit { $night }** · compte à rebours : { $countdown } · moral de la police : { $morale } · { $liberated ->
    [one] { $liberated } quartier libéré
   *[other] { $liberated } quartiers libérés
}
up-status-faction = • **{ $faction }** : { $city } dans la ville, { $supply } en réserve, { $meeting } à l'AG, { $cards ->
    [one] { $cards } carte Butin
   *[other] { $cards } cartes Butin
}
up-status-token = , jeton sur { $card }
up-status-agenda = , agenda : { $agenda }
up-status-conditions = Cartes Conditions face visible : { $cards } ({ $left } dans la pioche)
up-status-reaction = Pile Réaction : { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
} ; dos de la carte du dessus : { $priority }, métro { $metro }
up-priority-highest = ID de police le plus haut d'abord
up-priority-lowest = ID de police le plus bas d'abord
up-metro-open = ouvert
up-metro-locked = fermé
up-status-turn = Les { $faction } jouent ; dés : { $dice }
up-status-sunrise = Lever du soleil : la police se déplace.
up-status-setup = Les factions choisissent leur quartier de départ.
up-board-line = `{ $difficulty }` { $district } : { $pieces }
up-board-line-empty = `{ $difficulty }` { $district }
up-board-squads = { $count ->
    [one] { $count } escouade de CRS
   *[other] { $count } escouades de CRS
}
up-board-van = fourgon ({ $damage } { $damage ->
    [one] dégât
   *[other] dégâts
})
up-board-looted = graffitis { $graffiti }, brûlés { $burnt }
up-board-barricades = Barricades : { $count } dans les rues, { $supply } en réserve
up-board-staging = Zone de rassemblement : { $squads ->
    [one] { $squads } escouade
   *[other] { $squads } escouades
}, { $vans ->
    [one] { $vans } fourgon
   *[other] { $vans } fourgons
}
up-label-move = Déplacer { $blocs } { $blocs ->
    [one] bloc
   *[other] blocs
} { DE($from) } vers { LE($to) } (dé { $die })
up-label-barricade = Barricader depuis { LE($from) } vers { LE($toward) } (dé { $die })
up-label-meeting = Envoyer { $blocs } { $blocs ->
    [one] bloc
   *[other] blocs
} { DE($from) } à l'AG (dé { $die })
up-label-burn = Piller (brûler) dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-graffiti = Graffiti dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-build = Construire { $occupation } dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-swap = Échanger pour { $occupation } dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-relocate = repris { DE($from) }
up-label-hall = Assemblée dans { LE($district) } : former un bloc (dé { $die })
up-label-aid = Centre d'entraide dans { LE($district) } : piller (dé { $die })
up-label-defeat = Vaincre une escouade dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-push = Repousser les CRS { DE($district) } vers { LE($to) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-hit-van = Attaquer le fourgon dans { LE($district) } ({ $count ->
    [1] dé
   *[other] dés
} { $dice })
up-label-molotovs = avec { $count ->
    [one] { $count } cocktail Molotov
   *[other] { $count } cocktails Molotov
}
up-label-play = Jouer { $card } dans { LE($district) }
up-label-token = Jeton Conditions sur { $card }
up-label-pass = Finir le tour
up-label-keep = Garder { $cards }
up-label-keep-hidden = Garder { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
up-label-free-move = Déplacement gratuit : { $blocs } { $blocs ->
    [one] bloc
   *[other] blocs
} vers { LE($to) }
up-label-free-move-none = Pas de déplacement gratuit vers { LE($to) }
up-label-choose = Choisir : { $option }
up-label-return = Ramener les blocs de l'AG dans { LE($to) }
up-label-return-some = En ramener { $count } dans { LE($to) }
up-label-vote-yes = Voter pour finir la partie maintenant
up-label-vote-no = Voter pour continuer
up-label-allow = L'autoriser
up-label-forbid = L'interdire
up-label-give = Donner { $card } aux { $to }
up-label-give-hidden = Donner une carte Butin aux { $to }
up-label-casualties = Vaincus : { $losses }
up-casualty-part = { $count } { $faction }
up-ev-start = Les { $faction } commencent dans { LE($district) } avec { $blocs } { $blocs ->
    [one] bloc
   *[other] blocs
}.
up-ev-night = 🌙 **La nuit { $night } commence.**
up-ev-turn = Au tour des { $faction }.
up-ev-ops = 🚨 Répression : { $card }.
up-ev-squads-moved = Les CRS vont { DE($from) } vers { LE($to) } : { $advanced } avancent, { $stopped } sont retenus, { $barricades ->
    [one] { $barricades } barricade tombe
   *[other] { $barricades } barricades tombent
}.
up-ev-squads-deployed = { $count ->
    [one] { $count } escouade de CRS est déployée
   *[other] { $count } escouades de CRS sont déployées
} dans { LE($district) }.
up-ev-van-deployed = Un fourgon est déployé dans { LE($district) }.
up-ev-morale = Moral de la police : { $morale }.
up-ev-blocs-formed = Les { $faction } forment { $count } { $count ->
    [one] bloc
   *[other] blocs
} dans { LE($district) }.
up-ev-dice = 🎲 Les { $faction } lancent { $dice }.
up-ev-moved = Les { $faction } déplacent { $count } { $count ->
    [one] bloc
   *[other] blocs
} { DE($from) } vers { LE($to) }.
up-ev-barricade = Une barricade se dresse entre { LE($from) } et { LE($to) }.
up-ev-to-meeting = Les { $faction } envoient { $count } { $count ->
    [one] bloc
   *[other] blocs
} à l'AG.
up-ev-graffiti = Les { $faction } couvrent { LE($district) } de graffitis.
up-ev-burnt = Les { $faction } pillent et brûlent un centre commercial dans { LE($district) }.
up-ev-loot-drawn = Les { $faction } piochent { $count ->
    [one] { $count } carte Butin
   *[other] { $count } cartes Butin
}.
up-ev-loot-drawn-own = Les { $faction } piochent : { $cards }.
up-ev-loot-kept = Les { $faction } gardent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
up-ev-loot-kept-own = Les { $faction } gardent : { $cards }.
up-ev-loot-played = Les { $faction } jouent { $card } dans { LE($district) }.
up-ev-built = Les { $faction } construisent une occupation dans { LE($district) } : { $occupation }.
up-ev-evicted = L'occupation { $occupation } des { $faction } dans { LE($district) } est expulsée.
up-ev-squad-defeated = Une escouade de CRS est vaincue dans { LE($district) }.
up-ev-squads-pushed = { $count ->
    [one] { $count } escouade de CRS est repoussée
   *[other] { $count } escouades de CRS sont repoussées
} { DE($from) } vers { LE($to) }.
up-ev-van-hit = Le fourgon dans { LE($district) } est touché ({ $damage } { $damage ->
    [one] dégât
   *[other] dégâts
}).
up-ev-van-destroyed = 🔥 Le fourgon dans { LE($district) } est détruit !
up-ev-sunrise = 🌅 **Lever du soleil.**
up-ev-reaction = Carte Réaction : { $card }.
up-ev-vans-repaired = Les fourgons sont réparés.
up-ev-blocs-lost = Les { $faction } perdent { $count } { $count ->
    [one] bloc
   *[other] blocs
} dans { LE($district) }.
up-ev-blocs-saved = Un Medic Kit : les { $faction } emmènent { $count ->
    [one] { $count } bloc vaincu
   *[other] { $count } blocs vaincus
} { DE($from) } jusqu'à leur occupation { A($to) } plutôt que dans leur réserve.
up-ev-van-moved = Le fourgon roule { DE($from) } vers { LE($to) }.
up-ev-liberated = 🎉 { LE_MAJ($district) } { GENRE($district) ->
    [f] est libérée
    [mp] sont libérés
    [fp] sont libérées
   *[m] est libéré
} !
up-ev-liberated-card = 🎉 { LE_MAJ($district) } { GENRE($district) ->
    [f] est libérée
    [mp] sont libérés
    [fp] sont libérées
   *[m] est libéré
} ! Carte Libération **{ $card }** : { $text }
up-ev-option = Les { $faction } choisissent l'option { $option }.
up-ev-meeting = L'AG rassemble { $count } { $count ->
    [one] bloc
   *[other] blocs
} ; cartes Conditions révélées : { $cards }.
up-ev-meeting-returned = Les { $faction } ramènent { $count } { $count ->
    [one] bloc
   *[other] blocs
} de l'AG dans { LE($district) }.
up-ev-casualties-chosen = Les { $faction } choisissent les blocs que les escouades vainquent dans { LE($district) } : { $losses }.
up-ev-token-placed = Les { $faction } posent leur jeton Conditions sur { $card }.
up-ev-token-removed = Les { $faction } retirent leur jeton Conditions de { $card }.
up-ev-agenda-revealed = Les { $faction } révèlent leur agenda : { $agenda }.
up-ev-agenda-hidden = Les { $faction } gardent leur agenda secret.
up-ev-voted-yes = Les { $faction } votent pour finir la partie maintenant.
up-ev-voted-no = Les { $faction } votent pour continuer.
up-ev-vetoed = Les { $faction } interdisent cette action dans { LE($district) }.
up-ev-loot-given = Les { $from } donnent une carte Butin aux { $to }.
up-ev-countdown = ⏳ Le compte à rebours passe à { $countdown }.
up-ev-flame = Les { $faction } prennent la flamme (premier joueur).

## L'image du plateau d'Uprising (issue 10, rendu)

# Les noms des données d'Uprising que lit ce catalogue : `en` (name) ou `fr` (name_fr).
img-up-data-language = fr
img-up-status-sunrise = Lever du soleil : réaction, libération, AG
img-up-status-over = Partie terminée
img-up-occupation-start = Départ
img-up-occupation-hall = Salle
img-up-occupation-aid = Entraide
img-up-morale = Moral : { $morale }
img-up-morale-effect = { $draws } Répression par tour · tank −{ $steps }
img-up-reaction-top = Pile Réaction : sa carte du dessus
img-up-priority-highest = ID le plus haut d'abord
img-up-priority-lowest = ID le plus bas d'abord
img-up-metro-locked = Métro fermé
img-up-staging-squads = Escouades en rassemblement
img-up-staging-vans = Fourgons en rassemblement
img-up-loot-tokens = Jetons Butin restants
img-up-supply = réserve
img-up-panel-conditions = TANK · CONDITIONS
img-up-conditions-left = { $count ->
    [0] Plus aucune carte dans la pioche
    [one] Encore { $count } carte dans la pioche
   *[other] Encore { $count } cartes dans la pioche
}
img-up-meeting = { $count ->
    [0] Personne à l'AG
    [one] À l'AG : { $count } bloc
   *[other] À l'AG : { $count } blocs
}
img-up-legend-police = escouade, fourgon (points : dégâts)
img-up-legend-occupation = occupation : départ de faction, salle d'assemblée, centre d'entraide
img-up-legend-shops = centres commerciaux : libre, graffiti, brûlé
## Narration avec conséquences, avertissements avant l'aube (issue 12, « Dire ce que les choses veulent dire »)

narr-reaction-nothing = Réaction de la police dans { LE($district) } : jet de { $roll } — rien ne se passe.
narr-reaction-cop = Réaction de la police dans { LE($district) } : jet de 1 — un CRS arrive de la zone de rassemblement.
narr-reaction-no-cop = Réaction de la police dans { LE($district) } : jet de 1 — plus aucun CRS dans la zone de rassemblement, rien ne se passe.
narr-reaction-card = Réaction de la police dans { LE($district) } : jet de 2 — la police tire **{ $card }** : { $effect }
narr-reaction-no-card = Réaction de la police dans { LE($district) } : jet de 2 — la pioche de la police est vide, rien ne se passe.
narr-reaction-dice = Réaction de la police dans { LE($district) } : jet de { $roll } — les { $faction } gagnent { $count ->
    [1] un dé de plus, qui montre { $dice }
    [one] { $count } dé de plus, qui montre { $dice }
   *[other] { $count } dés de plus, qui montrent { $dice }
} (Cuisine populaire).
narr-police-card = 🚨 Carte Police **{ $card }** : { $effect }
narr-police-idle = Cela ne change rien : { $why }
narr-morale-up = Le moral de la police monte à **{ $label }** (cran { $step } sur { $steps }) : la police tire désormais { $draw ->
    [1] une carte
    [one] { $draw } carte
   *[other] { $draw } cartes
} au début de chaque tour.
narr-morale-up-same = Le moral de la police monte d'un cran mais reste { $label } (cran { $step } sur { $steps }) : toujours { $draw ->
    [1] une carte Police
    [one] { $draw } carte Police
   *[other] { $draw } cartes Police
} par tour.
narr-morale-down = Le moral de la police tombe à **{ $label }** (cran { $step } sur { $steps }) : la police tire désormais { $draw ->
    [1] une carte
    [one] { $draw } carte
   *[other] { $draw } cartes
} au début de chaque tour.
narr-morale-down-same = Le moral de la police baisse d'un cran mais reste { $label } (cran { $step } sur { $steps }) : toujours { $draw ->
    [1] une carte Police
    [one] { $draw } carte Police
   *[other] { $draw } cartes Police
} par tour.
narr-van-repaired = 🔧 Le fourgon { DE($district) } est réparé : { $hits ->
    [0] il n'a aucun dégât à effacer
    [one] son dégât est effacé
   *[other] ses { $hits } dégâts sont effacés
} (R-REP-2).
narr-defeat-van = 🚐 { LE_MAJ($district) } : le fourgon bat tous les blocs présents — pertes : { $losses } (R-REP-3).
narr-defeat-outnumbered = 🛡 { LE_MAJ($district) } : { $cops ->
    [one] { $cops } CRS
   *[other] { $cops } CRS
} contre { $blocs ->
    [one] { $blocs } bloc
   *[other] { $blocs } blocs
} — tous les blocs sont battus (pertes : { $losses }) (R-REP-4).
narr-defeat-held = 🛡 { LE_MAJ($district) } : { $cops ->
    [one] { $cops } CRS
   *[other] { $cops } CRS
} contre { $blocs ->
    [one] { $blocs } bloc
   *[other] { $blocs } blocs
} — { $cops ->
    [one] { $cops } bloc tombe
   *[other] { $cops } blocs tombent
} (pertes : { $losses }) ; les CRS attaquent les blocs avant les occupations, donc l'occupation tient (R-REP-4, R-REP-5).
narr-evicted-van = 🏚 { LE_MAJ($district) } : le fourgon expulse l'occupation { $occupation } des { $faction } (R-REP-3).
narr-evicted-cops = 🏚 { LE_MAJ($district) } : les CRS expulsent l'occupation { $occupation } des { $faction } — plus aucun bloc ne la défendait (R-REP-4).
narr-liberated = ✊ { LE_MAJ($district) } { GENRE($district) ->
    [f] est **libérée**
    [mp] sont **libérés**
    [fp] sont **libérées**
   *[m] est **libéré**
} : le quartier a une occupation et au moins deux fois sa difficulté en blocs (R-LIB-2). Le pouvoir libéré de son occupation est actif désormais, et sa manifestation récompense les factions présentes.
warn-heading = ⚠ Les { $faction } terminent leurs actions. Si rien ne change avant le lever du soleil (cartes mises à part) :
warn-van = le fourgon { DE($district) } battra { $count ->
    [1] votre bloc
    [one] { $count } de vos blocs
   *[other] vos { $count } blocs
} là-bas (R-REP-3).
warn-cops-all = les CRS { DE($district) } ({ $cops }) battront tous les blocs présents, { $count ->
    [1] le vôtre compris
    [one] dont { $count } des vôtres
   *[other] vos { $count } compris
} (R-REP-4).
warn-cops-some = les CRS { DE($district) } battront { $cops } des { $blocs } blocs présents (R-REP-4).
warn-evicted = votre occupation dans { LE($district) } sera expulsée (R-REP-3, R-REP-4).
warn-implosion = les { $faction } n'auront **plus aucun bloc dans la ville** : la partie s'arrête alors et toutes les factions perdent (R-WIN-1).
warn-liberation = { LE_MAJ($district) } sera { GENRE($district) ->
    [f] libérée
    [mp] libérés
    [fp] libérées
   *[m] libéré
} (R-LIB-2).
warn-one-more = il manque un bloc { A($district) } pour être { GENRE($district) ->
    [f] libérée
    [mp] libérés
    [fp] libérées
   *[m] libéré
} au lever du soleil (R-LIB-2).
token-police-id-highest = le plus haut
token-police-id-lowest = le plus bas
token-district-workers = Travailleurs
token-district-students = Étudiants
token-district-neighbors = Voisins
token-district-prisoners = Prisonniers
token-district-state = État
token-district-public = Public
token-district-commercial = Commercial
token-district-highway = Autoroute
bxb2016-police-fx-advance = chaque groupe d'au moins 2 CRS hors d'un affrontement envoie tous ses CRS sauf un dans le quartier { $target } voisin dont l'ID de police est { $priority } (R-POL-MOVE).
bxb2016-police-fx-reinforce = chaque fourgon intact reçoit { $count ->
    [1] un CRS
    [one] { $count } CRS
   *[other] { $count } CRS
} de la zone de rassemblement, en commençant par l'ID de police { $priority } (R-POL-HR).
bxb2016-police-fx-emergency = s'il y a moins de { $max } fourgons dans la ville, un fourgon de la zone de rassemblement va dans le quartier avec des CRS et sans fourgon dont l'ID de police est le plus haut (R-POL-ER).
bxb2016-police-fx-rotation = chaque quartier avec au moins { $threshold } CRS renvoie tous ses CRS sauf { $keep } dans la zone de rassemblement.
bxb2016-police-fx-retreat = un CRS seul, sans fourgon ni bloc à ses côtés, retourne dans la zone de rassemblement.
bxb2016-police-fx-maneuvers = les fourgons intacts vont dans les quartiers tenus par la police dont les ID de police sont les plus hauts (R-POL-MAN).
bxb2016-police-fx-lockdown = le métro est fermé tant que la carte est devant la faction de gauche (R-POL-ML).
bxb2016-police-fx-fired = toutes les autres cartes Police retournent dans la pioche, qui est mélangée (R-POL-CPF).
bxb2016-police-fx-paramilitary = un CRS de la zone de rassemblement attaque chaque occupation sans bloc ni police, en commençant par l'ID de police le plus haut.
bxb2016-police-idle-advance = aucun groupe d'au moins 2 CRS hors d'un affrontement n'est voisin d'un quartier { $target }.
bxb2016-police-idle-reinforce = aucun fourgon intact dans la ville, ou plus aucun CRS dans la zone de rassemblement.
bxb2016-police-idle-emergency = { $max } fourgons sont déjà dans la ville, il n'en reste plus en réserve, ou aucun quartier n'a de CRS sans fourgon.
bxb2016-police-idle-rotation = aucun quartier n'a { $threshold } CRS ou plus.
bxb2016-police-idle-retreat = aucun CRS n'est seul sans fourgon ni bloc.
bxb2016-police-idle-maneuvers = aucun fourgon intact dans la ville, ou les fourgons sont déjà là où la carte les envoie.
bxb2016-police-idle-lockdown = le métro est déjà fermé.
bxb2016-police-idle-fired = la défausse était vide.
bxb2016-police-idle-paramilitary = chaque occupation a des blocs ou de la police à ses côtés, ou la zone de rassemblement est vide.
warn-implosion-risk = les { $faction } risquent de n'avoir **plus aucun bloc dans la ville** si les pertes tombent sur eux : la partie s'arrête alors et toutes les factions perdent (R-REP-6, R-WIN-1).

## /rules : les résumés du projet, dans ses propres mots (issue 12), d'après les livrets de
## Bloc by Bloc (2016) et de Bloc by Bloc: Uprising, Out of Order Games, CC BY-NC-SA 4.0.

rules-index = 📖 **Règles de { $ruleset }**, en bref. Demandez un sujet : `/règles thème` (en mode local : `help sujet`).
rules-rulebook = Les règles complètes : le livret de l'éditeur, { $url } (ces résumés sont écrits par le projet).
rules-why = ❓ **Pourquoi ?** La règle { $rule } en fait partie :
    { $summary }
rules-unknown-topic = Il n'y a pas de sujet « { $topic } » pour ce jeu. { $index }
rules-title-setup = Mise en place et modes
rules-bxb2016-setup = Le bot met la partie en place (R-SETUP) : une ville aléatoire de 25 quartiers, ou la ville des débutants (R-GEN, R-SETUP-20) ; un fourgon et 3 CRS dans chaque quartier d'État ; le paquet de la police selon la difficulté, avec 1, 2 ou 3 cartes Opérations paramilitaires en Facile, Moyen ou Difficile (R-MODE-3) ; les factions tirées au hasard, chacune avec 2 cartes Butin et, dans la partie semi-coopérative, un agenda secret (R-SETUP-8, R-SETUP-9). Puis chaque faction choisit son **quartier de départ**, de son propre type, où vont son Départ et son premier bloc (R-SETUP-10), et la première faction est tirée au sort (R-SETUP-11). De 2 à 4 joueurs ; à 2, chacun joue deux factions, en pleine coopération (R-MODE-5, R-SETUP-13).
rules-uprising-setup = Le bot met la partie en place (U-SETUP) : une ville aléatoire de 25 quartiers posés sur des cartes Libération cachées (U-CITY) ; un fourgon et 3 escouades dans chaque quartier d'État ; le moral sur Timide ; le paquet Répression avec 1 à 4 cartes Renforts selon la difficulté (U-DIFF-1) ; le compte à rebours sur 10 ; les factions tirées au hasard. Puis chaque faction choisit son **quartier de départ**, de son propre type : son Départ et ses premiers blocs y vont (1 bloc à 4 joueurs, 2 à 3, 3 à 2), et 3 barricades entre lui et chaque quartier voisin qui a un fourgon (U-SETUP-10, U-SETUP-14). La première carte Conditions est retournée ; les agendas secrets sont distribués en dernier dans la partie semi-coopérative (U-SETUP-11, U-SETUP-13).
rules-title-turn = Une nuit, un tour
rules-title-movement = Déplacement
rules-title-clashes = Contacts et attaques
rules-title-barricades = Barricades
rules-title-loot = Pillage
rules-title-occupations = Occupations
rules-title-police = La police
rules-title-sunrise = Le lever du soleil
rules-title-liberation = Libération
rules-title-meeting = L'AG et les Conditions
rules-title-winning = Gagner et perdre
rules-bxb2016-turn = Chaque nuit, chaque faction joue un tour, dans l'ordre (R-NIGHT). Votre occupation de départ forme des blocs, puis vous lancez des dés : plus vous avez de blocs dans la ville, plus vous avez de dés (R-TURN-3). Chaque dé paie une action. Les actions **simples** (déplacer, barricader) acceptent n'importe quel dé ; les actions **avancées** (piller, construire, remplacer) et les **attaques** demandent un dé au moins égal à la difficulté du quartier (R-ACT-4). Les actions simples et avancées demandent un bloc hors de tout affrontement ; les attaques, un bloc dans un affrontement (R-ACT-3). Après une action avancée ou une série d'attaques, la police lance un dé de réaction (R-ACT-5). Quand vous terminez vos actions, la police tire des cartes (R-TURN-6).
rules-bxb2016-movement = Un dé de n'importe quelle valeur déplace autant de vos blocs que vous voulez d'un quartier sans police vers un autre quartier, ensemble (R-MOVE-1, R-MOVE-2). Le chemin ne peut pas traverser un quartier tenu par la police, mais peut s'y arrêter : un affrontement commence (R-MOVE-3). Les blocs ignorent les barricades (R-MOVE-4), ne vont jamais en diagonale sauf par une autoroute (R-MOVE-5) et peuvent prendre le métro entre deux stations s'il n'est pas fermé (R-MOVE-6). Des blocs dans un quartier tenu par la police ne peuvent pas en sortir en se déplaçant (R-MOVE-7).
rules-bxb2016-clashes = Des blocs et la police dans le même quartier s'affrontent. Avec un dé au moins égal à la difficulté, vous pouvez **battre un CRS** (renvoyé dans la zone de rassemblement), **repousser deux CRS** dans un quartier voisin (les barricades du passage sont retirées) ou **frapper le fourgon** : trois coups dans la même nuit le détruisent (R-ATK-5, R-ATK-6, R-ATK-10). Chacun de vos blocs présents attaque une fois par affrontement et par nuit (R-ATK-3). Quand vos attaques y cessent, un jet de réaction : 1, un CRS arrive de la zone de rassemblement ; 2, la police tire une carte ; 6, des dés en plus avec une Cuisine populaire ; sinon rien (R-REACT).
rules-bxb2016-barricades = Un dé de n'importe quelle valeur pose une barricade entre un quartier où vous avez un bloc (sans police) et un voisin, 3 au plus par rue (R-BARR-2, R-BARR-3). Les barricades arrêtent des CRS qui avancent et sont démontées quand elles le font (R-POL-MOVE-8, R-BARR-5) ; repousser des CRS à travers une rue en retire les barricades (R-ATK-9). Les blocs les ignorent.
rules-bxb2016-loot = Action avancée dans un quartier sans police qui a un centre commercial intact : marquez-le (tag, ou incendie) et tirez une carte Butin (R-LOOT-1..3). Les cartes sont secrètes, sans limite de main (R-LOOT-5) ; chacune dit quand la jouer, pendant votre tour ou au lever du soleil (R-LCARD-1). Vous pouvez donner ou échanger des cartes avec une faction qui partage un quartier avec vous (R-XCHG).
rules-bxb2016-occupations = **Construire** (avancée) : dans un quartier de votre type, d'État ou public, avec un cercle vide, sans police et avec votre bloc, posez une occupation de votre plateau (R-BUILD). **Remplacer** change une occupation, celle de n'importe qui dans les quartiers d'État et publics (R-SWAP). Une autre faction peut arrêter votre action avancée dans son propre quartier (R-STOP). Chaque occupation a un pouvoir, plus fort une fois son quartier libéré (R-OCC). Au lever du soleil, les occupations ont besoin de blocs pour les défendre.
rules-bxb2016-police = Après chaque tour, la police tire des cartes selon son moral (Timide 1, Confiante 2, Impitoyable 3) (R-TURN-6, R-MORALE). Les cartes font avancer les groupes d'au moins 2 CRS vers un type de quartier (tous sauf un ; les barricades en arrêtent, R-POL-MOVE), renforcent les fourgons en CRS, amènent de nouveaux fourgons, font tourner ou reculer des CRS, ou ferment le métro (R-POL). Le moral monte avec les cartes marquées +1 et ne baisse qu'avec les libérations (R-MANI-2).
rules-bxb2016-sunrise = Après le dernier tour, le lever du soleil : d'abord chaque fourgon est réparé (R-REP-2) ; puis chaque **fourgon** bat tous les blocs de son quartier et expulse son occupation (R-REP-3) ; puis dans chaque quartier **n CRS** battent n blocs ; l'occupation n'est expulsée que s'ils sont plus nombreux que les blocs : les CRS attaquent les blocs avant les occupations (R-REP-4, R-REP-5). Avec plusieurs factions, celle qui a le plus de blocs choisit les pertes (R-REP-6). Les blocs battus retournent sur leur plateau.
rules-bxb2016-liberation = Au lever du soleil, après l'attaque de la police, un quartier est libéré s'il a une occupation et au moins **deux fois sa difficulté** en blocs, toutes factions confondues ; la police présente ne l'empêche pas (R-LIB-2). L'ID de police le plus haut d'abord, encore et encore tant qu'un quartier remplit les conditions (R-LIB-3). Sa carte de manifestation est révélée et aide les factions présentes, le moral de la police baisse d'un cran et son occupation prend son pouvoir libéré (R-LIB-5..7, R-MANI).
rules-bxb2016-winning = À la fin de chaque lever du soleil (R-END, R-WIN-1) : si une faction n'a **plus aucun bloc dans la ville**, le mouvement implose et tout le monde perd ; en semi-coopératif, une faction qui remplit son agenda « gagner seule » gagne seule ; si chaque quartier d'État porte une occupation, l'insurrection réussit (avec les agendas, celles qui remplissent un objectif coopératif gagnent) ; s'il ne reste aucune nuit, tout le monde perd. Les scénarios changent l'objectif (R-SCN).
rules-uprising-turn = Chaque nuit, chaque faction à son tour : la police tire des cartes Répression selon son moral, votre Départ de faction forme un bloc, vous lancez 3 à 5 dés selon vos blocs dans la ville, puis vous agissez (U-NIGHT). Chaque dé paie une action ou un pouvoir d'occupation ; les dés peuvent s'additionner (U-DICE). Les actions **simples** (déplacer, barricader, assister à l'AG) acceptent n'importe quel dé ; les actions **avancées** (piller, construire, remplacer) et les **attaques** demandent au moins la difficulté du quartier (U-ACT-3). Chaque faction a son propre pouvoir (U-FAC).
rules-uprising-movement = Un dé de n'importe quelle valeur déplace autant de vos blocs que vous voulez d'un quartier hors contact vers un autre quartier, à n'importe quelle distance, par les rues, les autoroutes et le métro ouvert (U-MOVE-1). Ils ne peuvent ni traverser ni quitter un quartier où se trouvent des escouades ou un fourgon, mais peuvent s'y arrêter : c'est aller au contact (U-MOVE-3, U-MOVE-4). Un bloc étudiant seul peut aller là où est la police (U-FAC-4).
rules-uprising-clashes = Des blocs dans un quartier avec des escouades ou un fourgon sont au contact et ne peuvent qu'attaquer (U-ACT-4). Avec un dé au moins égal à la difficulté : **battre une escouade** (vers la zone de rassemblement), **repousser deux escouades** dans un quartier voisin (ses barricades sont retirées) ou **attaquer le fourgon** : trois attaques dans la même nuit le détruisent et font baisser le moral (U-ATK). Chacun de vos blocs présents attaque une fois par nuit ; les Prisonniers ajoutent 1 à une attaque (U-FAC-1). La police n'attaque qu'au lever du soleil.
rules-uprising-barricades = Un dé de n'importe quelle valeur pose une barricade sur un passage voisin d'un quartier où vous avez un bloc hors contact, 3 au plus par passage ; les Voisins en posent 2 (U-BAR). Les barricades arrêtent les escouades qui avancent (U-OPS-4) et les fourgons en route (U-VAN-4) ; repousser des escouades à travers un passage en retire les barricades. Les blocs les ignorent.
rules-uprising-loot = Action avancée là où vous avez un bloc hors contact et un centre commercial sans jeton : **incendiez**-le pour tirer une carte Butin, ou **taguez**-le pour nourrir les centres d'entraide (U-LOOT). Les cartes disent quand les jouer ; pas de limite de main ; vous pouvez donner ou échanger des cartes avec une faction qui partage un quartier avec vous (U-LOOT-8).
rules-uprising-occupations = **Construire** (avancée) dans un quartier de votre type, public ou d'État avec un cercle vide : le moral de la police baisse d'un cran (U-OCC-1). **Remplacer** change une occupation, celle d'une autre faction seulement dans les quartiers d'État et publics (U-OCC-3). Les pouvoirs marchent tout de suite, une fois par tour chacun, même avec la police sur place (U-OCC-6) : le Départ forme un bloc à chaque tour, la Salle d'assemblée en forme un pour un dé, le centre d'entraide tire des cartes selon les tags (U-OCC-7..9).
rules-uprising-police = Avant chaque tour, la police tire 1 à 3 cartes Répression selon son moral (U-NIGHT-2, U-MOR). **Mouvement d'escouades** : chaque groupe d'au moins 2 escouades, hors d'un quartier occupé, envoie toutes ses escouades sauf une dans le quartier voisin du type indiqué, par priorité d'ID ; les barricades en arrêtent (U-OPS-3, U-OPS-4). Les **renforts légers** et **lourds** ajoutent des escouades auprès des fourgons intacts et amènent un nouveau fourgon (U-OPS-5, U-OPS-6). Le moral baisse quand un fourgon est détruit, une occupation construite ou un quartier libéré (U-MOR-3).
rules-uprising-sunrise = Au lever du soleil, une **carte Réaction** (U-REACT) : les fourgons endommagés sont réparés ; chaque **fourgon** bat tous les blocs et expulse l'occupation de son quartier ; chaque **escouade** attaque une fois, les blocs d'abord, et n'expulse une occupation que s'il ne reste aucun bloc ; avec plusieurs factions, celle qui a le plus de blocs choisit les pertes (U-REACT-2). Puis le fourgon du quartier à l'ID le plus bas roule vers la destination de la carte en brisant les barricades, et une escouade le rejoint (U-VAN). Ensuite la libération, l'AG, la victoire et le compte à rebours (U-DAY-1).
rules-uprising-liberation = Au lever du soleil, un quartier est libéré s'il touche un quartier libéré (les quartiers publics en sont dispensés), si ses blocs de toutes factions atteignent au moins **deux fois sa difficulté** et s'il n'y a ni escouade ni fourgon (U-LIB-1, U-LIB-2). Chaque libération fait baisser le moral, donne une carte Libération dont chaque faction présente fait ses choix, change les centres commerciaux en tags, et un quartier public fait reculer le compte à rebours (U-LIB-4, U-LCARD).
rules-uprising-meeting = Un dé envoie des blocs d'un quartier hors contact à l'AG, sur la pioche Conditions ; ils comptent toujours comme dans la ville (U-MEET). Au lever du soleil, si l'AG compte au moins autant de blocs que de cartes Conditions face visible, une carte de plus est révélée (encore, tant qu'il en reste assez), puis les blocs retournent vers vos occupations (U-AG). Une faction pose son jeton sur une carte Conditions qu'elle remplit : ses occupations dans les quartiers libérés que la carte nomme (U-COND).
rules-uprising-winning = En coopératif : quand le jeton de chaque faction est sur une carte Conditions remplie, la ville est libérée et tout le monde gagne (U-WIN-1). Tout le monde perd aussitôt si une faction n'a **plus aucun bloc dans la ville** (AG comprise) (U-LOSE-2), ou quand le compte à rebours atteint la fin : il avance à chaque lever du soleil selon le moral de la police (U-CD, U-LOSE-1). Le semi-coopératif ajoute des agendas secrets (U-SEMI).
rules-first-turn = 🧭 **Votre premier tour** (partie d'initiation) : choisissez votre quartier de départ quand on vous le demande ; au début de chacun de vos tours, il forme un bloc, puis vous lancez les dés. Un bon début : avec un petit dé, déplacez des blocs près d'un quartier que vous pourriez **libérer** (une occupation et deux fois sa difficulté en blocs au lever du soleil), **construisez** une occupation dans un quartier de votre type avec un dé au moins égal à la difficulté, et tenez vos blocs loin des fourgons : au lever du soleil, un fourgon bat tous les blocs de son quartier. `/règles` explique chaque partie ; `/règles sunrise` ce que le lever du soleil apportera.
rules-why-button = Pourquoi ?

## leakscan (issue 13, item 5) : noms et mots encore anglais dans le texte français
# Occupations de 2016 (noms français proposés par le projet, avec le vocabulaire de la
# 3e édition, seed 003, quand l'occupation y existe).
bxb2016-occupation-start = Départ
bxb2016-occupation-assembly = Salle d'assemblée
bxb2016-occupation-kitchen = Cuisine populaire
bxb2016-occupation-strike = Maison de la grève
bxb2016-occupation-propaganda = Atelier de propagande
bxb2016-occupation-garden = Jardin de guérilla
bxb2016-occupation-cafe = Café des camarades
bxb2016-occupation-social = Centre social
bxb2016-occupation-hacker = Hackerspace
bxb2016-occupation-molotov = Fabrique de molotovs
bxb2016-occupation-scavenger = Planque des récupérateurs
setting-yes = oui
setting-no = non
# La cible d'un déplacement par une autoroute, nommée par sa frontière comme dans le récit.
label-highway-target = { $to } (autoroute, frontière { $border })
# Une ligne d'admin dans le journal de la partie (`/game log`), dans la langue de la partie.
log-note-ended = partie terminée par un admin
log-note-seat-given = { $actor } a confié la place de { $old } à { $name }
# Une façon de gagner d'un agenda, avec ses objectifs.
agenda-option = • { $how } : { $goals }

## Le GIF du récit posté à la fin d'une partie (issue 12, branche story)

story-gif-too-large = 🎞️ Le récit animé de cette partie est trop lourd pour une pièce jointe Discord ; `/game export` la donne en entier, et `blocbot scenario` la rejoue.
mute-done = 🔕 Vous ne serez plus mentionné pour cette partie : quand ce sera votre tour, le message vous nommera sans vous notifier. `/partie mentionner` annule ce choix.
unmute-done = 🔔 Vous serez de nouveau mentionné pour cette partie quand ce sera votre tour.

## Les messages en embeds Discord (issue 12, branche embeds) : les champs à côté du récit

post-field-night = Nuit
post-field-night-value = { $night } · { $left ->
    [one] { $left } nuit restante
   *[other] { $left } nuits restantes
}
post-field-round-value = { $night }
post-field-morale = Moral de la police
post-field-countdown = Compte à rebours
post-title-turn = Tour : { $who } · { $ruleset }
post-title-over = Partie terminée · { $ruleset }
post-field-turn = Tour
# Personne n'a à jouer (la police et le lever du soleil se résolvent seuls).
post-field-turn-none = la police
post-field-turn-over = la partie est terminée
# Le texte du message au-dessus de l'embed : il mentionne les personnes que la partie attend.
post-ping = { $mentions } : la partie vous attend.

## Narration d'Uprising avec ses conséquences, avertissements et chiffres (issue 12, branche upnarr).
## Les identifiants U-* renvoient au résumé des règles de la 3e édition tenu par le projet.

up-narr-turn = Au tour des { $faction } : d'abord { $count ->
    [0] aucune carte Répression
    [one] { $count } carte Répression
   *[other] { $count } cartes Répression
}, selon le moral de la police (U-NIGHT-2).
up-narr-ops = 🚨 Répression : **{ $card }** — { $effect }
up-narr-ops-movement = chaque groupe de 2 escouades ou plus hors d'un quartier occupé avance dans un quartier adjacent de type { $kind }, une escouade restant en arrière (U-OPS-3).
up-narr-ops-light = chaque fourgon intact fait venir { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} de la zone de rassemblement dans son quartier (U-OPS-5).
up-narr-ops-heavy = chaque fourgon intact fait venir { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} de la zone de rassemblement, puis un fourgon sort dans le quartier d'ID le plus haut qui a une escouade et pas de fourgon (U-OPS-6).
up-narr-idle = Cela ne change rien : { $why }
up-narr-ops-idle-movement = aucun groupe de 2 escouades ou plus hors d'un quartier occupé n'est voisin d'un quartier de type { $kind }, ou les barricades les ont tous retenus (U-OPS-3, U-OPS-4).
up-narr-ops-idle-light = aucun fourgon intact n'est dans la ville, ou la zone de rassemblement n'a plus d'escouade (U-OPS-5).
up-narr-ops-idle-heavy = aucun fourgon intact n'a pu faire venir d'escouade et aucun fourgon n'a pu sortir : plus rien dans la zone de rassemblement, quatre déjà dehors, ou aucun quartier avec une escouade et sans fourgon (U-OPS-6).
up-narr-morale-top = Sa marque « +1 moral de la police » ne fait rien : le moral est déjà au plus haut, { $morale } (U-MOR-4).
up-narr-squads-moved = { $count ->
    [0] Aucune escouade n'avance
    [one] { $count } escouade avance
   *[other] { $count } escouades avancent
} { DE($from) } dans { LE($to) } (U-OPS-3).
up-narr-squads-stopped = Les barricades retiennent { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} et { $barricades ->
    [one] { $barricades } barricade tombe
   *[other] { $barricades } barricades tombent
} (U-OPS-4).
up-narr-reinforcements = Renforts : { $count ->
    [one] { $count } escouade rejoint
   *[other] { $count } escouades rejoignent
} le fourgon dans { LE($district) } (U-OPS-5).
up-narr-reaction-deploy = La carte se termine par { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} de la zone de rassemblement dans { LE($district) }, où se trouve le fourgon (U-REACT-3).
up-narr-van-deployed = Un fourgon sort de la zone de rassemblement dans { LE($district) } : le quartier d'ID le plus haut qui a une escouade et pas de fourgon (U-OPS-6).
up-narr-morale = Le moral de la police est maintenant **{ $morale }** : { $draw ->
    [one] { $draw } carte Répression
   *[other] { $draw } cartes Répression
} par tour, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} à chaque lever du soleil (U-MOR-1).
up-narr-morale-ops = La marque de la carte fait monter le moral de la police à **{ $morale }** (U-NIGHT-3) : { $draw ->
    [one] { $draw } carte Répression
   *[other] { $draw } cartes Répression
} par tour à partir du tour suivant, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} à chaque lever du soleil (U-MOR-1).
up-narr-morale-liberated = La libération fait baisser le moral de la police à **{ $morale }** (U-LIB-4) : { $draw ->
    [one] { $draw } carte Répression
   *[other] { $draw } cartes Répression
} par tour, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} à chaque lever du soleil (U-MOR-1).
up-narr-morale-van = Le fourgon détruit fait baisser le moral de la police à **{ $morale }** (U-MOR-3) : { $draw ->
    [one] { $draw } carte Répression
   *[other] { $draw } cartes Répression
} par tour, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} à chaque lever du soleil (U-MOR-1).
up-narr-morale-built = La nouvelle occupation fait baisser le moral de la police à **{ $morale }** (U-MOR-3) : { $draw ->
    [one] { $draw } carte Répression
   *[other] { $draw } cartes Répression
} par tour, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} à chaque lever du soleil (U-MOR-1).
up-narr-start-forms = Le Départ de faction des { $faction } forme { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} dans { LE($district) } (U-NIGHT-4).
up-narr-dice = 🎲 Les { $faction } lancent { $count ->
    [one] { $count } dé
   *[other] { $count } dés
}, pour { $min } à { $max } blocs dans la ville (U-DICE-1) : { $dice }.
up-narr-dice-most = 🎲 Les { $faction } lancent { $count ->
    [one] { $count } dé
   *[other] { $count } dés
}, pour { $min } blocs ou plus dans la ville (U-DICE-1) : { $dice }.
up-narr-highest = le plus haut
up-narr-lowest = le plus bas
up-narr-toward-kind = le quartier de type { $kind } d'ID { $end }
up-narr-toward-any = le quartier d'ID { $end } de la ville
up-narr-reaction = 🚔 Carte Réaction **{ $card }** : la police attaque (U-REACT-2), puis le fourgon du quartier à fourgon d'ID le plus bas roule vers { LE($toward) } et { $count ->
    [one] { $count } escouade le rejoint
   *[other] { $count } escouades le rejoignent
} (U-VAN-1, U-REACT-3).
up-narr-vans-repaired = Les fourgons endommagés sont remis sur leurs roues (U-REACT-2).
up-narr-no-clash = Personne n'est touché : aucun bloc ni aucune occupation ne se trouve avec un fourgon ou une escouade qui attaque (U-REACT-2).
up-narr-no-loss = aucun bloc perdu
up-narr-clash-van = { $district } : le fourgon bat tous les blocs présents (U-REACT-2) : { $losses }.
up-narr-clash-squads = { $district } : { $squads ->
    [one] { $squads } escouade attaque
   *[other] { $squads } escouades attaquent
} { $blocs ->
    [one] { $blocs } bloc
   *[other] { $blocs } blocs
}, chaque escouade en battant un (U-REACT-2) : { $losses }.
up-narr-evicted-squads = Les escouades sont plus nombreuses que les blocs : l'occupation { $occupation } des { $faction } est expulsée.
up-narr-evicted-van = Le fourgon expulse l'occupation { $occupation } des { $faction }.
up-narr-van-moved = Le fourgon roule { DE($from) } { A($to) } par le plus court chemin, en dégageant les barricades sur sa route (U-VAN-3, U-VAN-4).
up-narr-squads-wait = Les escouades attaquent quand la faction qui a le plus de blocs là où elles se trouvent a choisi les blocs vaincus (U-REACT-2c) ; puis le fourgon roule.
up-narr-squads-attack = 🚔 Les escouades attaquent (U-REACT-2c) :
up-narr-van-stays = Le fourgon ne bouge pas : il y est déjà, trois barricades ou un autre fourgon l'arrêtent, ou aucun fourgon n'est dans la ville (U-VAN-4, U-VAN-5).
up-narr-liberated = 🎉 **{ LE_MAJ($district) } { GENRE($district) ->
    [f] est libérée
    [mp] sont libérés
    [fp] sont libérées
   *[m] est libéré
}** : assez de blocs, pas de police, et un quartier Public ou voisin d'un quartier libéré (U-LIB-1).
up-narr-liberation-card = Carte Libération **{ $card }** : { $text }
up-narr-countdown-back = ⏳ Un quartier Public libéré fait reculer le compte à rebours d'une case : { $countdown } (U-LIB-4).
up-narr-countdown-card = ⏳ Le compte à rebours passe à { $countdown }.
up-narr-countdown = ⏳ Avec un moral { $morale }, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} : il reste { $countdown } (U-CD-1).
up-narr-countdown-over = ⏳ Avec un moral { $morale }, le compte à rebours avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
} et atteint **Game Over** (U-CD-1, U-LOSE-1).
up-narr-meeting = L'AG rassemble { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} et révèle des cartes Conditions : { $cards } (U-AG-2). Une faction peut poser son jeton sur une carte qu'elle remplit (U-COND-3).
up-narr-meeting-none = L'AG rassemble { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} : pas assez pour révéler une autre carte Conditions (U-AG-2).
up-narr-conditions-revealed = Cartes Conditions révélées : { $cards } (U-COND-6).
up-narr-token-placed = Les { $faction } remplissent **{ $card }** et y posent leur jeton Conditions (U-COND-3).
up-narr-token-removed = Les { $faction } ne remplissent plus **{ $card }** : leur jeton est retiré (U-COND-4).
up-narr-van-hit = Le fourgon dans { LE($district) } est touché : { $damage ->
    [1] couché sur le flanc
    [2] retourné sur le toit
    [one] { $damage } coup
   *[other] { $damage } coups
} ; le troisième coup d'une même nuit le détruit, et il est réparé au lever du soleil (U-ATK-3).
up-narr-van-destroyed = 🔥 Le fourgon dans { LE($district) } est détruit et retourne dans la zone de rassemblement (U-ATK-3).

up-warn-heading = ⚠ Les { $faction } terminent leur tour. Si rien ne change avant le lever du soleil (hors cartes en main et cartes Répression encore à piocher) :
up-warn-van = le fourgon { DE($district) } battra { $count ->
    [1] votre bloc
    [one] { $count } de vos blocs
   *[other] vos { $count } blocs
} là-bas (U-REACT-2).
up-warn-squads-all = { $squads ->
    [1] l'escouade { DE($district) } battra
    [one] { $squads } escouade { DE($district) } battra
   *[other] les { $squads } escouades { DE($district) } battront
} { $count ->
    [1] votre bloc
    [one] { $count } de vos blocs
   *[other] vos { $count } blocs
} là-bas (U-REACT-2).
up-warn-squads-some = { $squads ->
    [1] l'escouade { DE($district) } battra
    [one] { $squads } escouade { DE($district) } battra
   *[other] les { $squads } escouades { DE($district) } battront
} { $count ->
    [one] { $count } de vos blocs
   *[other] { $count } de vos blocs
} là-bas (U-REACT-2).
up-warn-squads-shared = { $squads ->
    [1] l'escouade { DE($district) } battra
    [one] { $squads } escouade { DE($district) } battra
   *[other] les { $squads } escouades { DE($district) } battront
} { $squads } des { $blocs } blocs présents ; la faction qui en a le plus choisit lesquels (U-REACT-2).
up-warn-evicted = votre occupation dans { LE($district) } sera expulsée (U-REACT-2).
up-warn-crushed = les { $faction } n'auront **plus aucun bloc dans la ville** : la partie s'arrête alors et toutes les factions perdent (U-LOSE-2).
up-warn-crushed-risk = les { $faction } risquent de n'avoir **plus aucun bloc dans la ville** si les pertes tombent sur eux : la partie s'arrête alors et toutes les factions perdent (U-REACT-2, U-LOSE-2).
up-warn-liberation = { LE_MAJ($district) } { GENRE($district) ->
    [f] sera libérée
    [mp] seront libérés
    [fp] seront libérées
   *[m] sera libéré
} si le fourgon n'y vient pas (U-LIB-1).
up-warn-one-more = il manque un bloc { A($district) } pour être { GENRE($district) ->
    [f] libérée
    [mp] libérés
    [fp] libérées
   *[m] libéré
} au lever du soleil (U-LIB-1).
up-warn-game-over = le compte à rebours atteindra **Game Over** à la fin de ce lever du soleil, et toutes les factions perdront, à moins qu'une libération ne ralentisse la police (U-CD-1, U-LOSE-1).

up-numbers-faction = **{ $faction }** : { $liberations ->
    [one] { $liberations } libération
   *[other] { $liberations } libérations
} · { $lost ->
    [one] { $lost } bloc perdu
   *[other] { $lost } blocs perdus
} · { $defeated ->
    [one] { $defeated } escouade vaincue
   *[other] { $defeated } escouades vaincues
} · { $pushed ->
    [one] { $pushed } escouade repoussée
   *[other] { $pushed } escouades repoussées
} · { $hits ->
    [one] { $hits } coup sur un fourgon
   *[other] { $hits } coups sur des fourgons
} · { $built ->
    [one] { $built } occupation construite
   *[other] { $built } occupations construites
} · { $loots ->
    [one] { $loots } pillage
   *[other] { $loots } pillages
} · { $cards ->
    [one] { $cards } carte jouée
   *[other] { $cards } cartes jouées
}
up-numbers-agenda = agenda : { $agenda }

## Textes des cartes et typographie françaises (issue 13, branche fr3)
# La ligne d'un quartier dans le plateau en texte : `B3` Nom [Type difficulté] Ⓜ : ce qui s'y trouve.
board-district-line = `{ $cell }` { $name } [{ $kind } { $difficulty }]{ $metro }
board-district-line-details = `{ $cell }` { $name } [{ $kind } { $difficulty }]{ $metro } : { $details }

## Choix pas à pas (issue 12, branche steps)

step-faction = Quelle faction ?
step-action = Quelle action ?
step-from = D'où ?
step-actor = Qui agit ?
step-to = Vers où ?
step-at = Où ?
step-count = Combien ?
step-detail = Lequel ?
step-die = Quel dé ?
step-count-die = Combien de blocs, avec quel dé ?
step-note-van = ⚠ un fourgon : chaque bloc ici est battu au lever du soleil (R-REP-3)
step-note-cops = ⚠ { $cops } CRS : un affrontement ; au lever du soleil, ils battent autant de blocs (R-REP-4)
up-step-note-van = ⚠ le fourgon : chaque bloc ici est battu au lever du soleil (U-REACT-2)
up-step-note-squads = ⚠ { $squads ->
    [one] { $squads } escouade
   *[other] { $squads } escouades
} : chacune bat un bloc au lever du soleil (U-REACT-2)
step-confirm = Finir le tour ?
step-end-anyway = Finir le tour quand même
warn-unspent-dice = il vous reste { $count ->
    [one] { $count } dé non utilisé
   *[other] { $count } dés non utilisés
} ({ $dice }) : finir le tour maintenant y renonce.
step-page = { $ask } ({ $page }/{ $pages })
step-so-far = Choix faits : { $path }
step-blocs = { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
}
step-dice = dés { $dice }
step-meeting = l'AG
step-no-molotov = sans Molotov
step-back = Retour
step-cancel = Annuler
step-cancelled = Annulé : rien n'a été joué.
step-moved-on = La partie a avancé depuis l'affichage de ce menu : voici vos choix maintenant.
step-unreadable = Ce choix est illisible. Utilisez « Que puis-je faire ? » (`/actions`) pour un nouveau menu.
step-not-yours = Ce menu appartient à un autre joueur. Utilisez « Que puis-je faire ? » (`/actions`) pour le vôtre.

# polish (session 5): the lobby's computer levels (issue 11), barricade sides, French articles
button-add-computer-level = Ajouter un joueur ordinateur ({ $level })
# Une connexion qui reçoit plusieurs barricades d'une même action ou carte (R-OCC-N1).
label-barricades-toward = { $toward } ({ $count ->
    [one] { $count } barricade
   *[other] { $count } barricades
})

# Uprising place names with their article and gender (the project's proposal: the
# data's French names carry none). The functions `LE`, `LE_MAJ`, `DE`, `A` and `GENRE`
# (bot/src/i18n.rs) read these terms, so messages say « de l'Aéroport international »,
# « du Parc », « la Cité polluée est libérée ». Terms: English needs none.
-lieu-atelier-de-confection-clandestin = l'Atelier de confection clandestin
    .nom = Atelier de confection clandestin
    .genre = m
-lieu-autoroute-urbaine = l'Autoroute urbaine
    .nom = Autoroute urbaine
    .genre = f
-lieu-autoroute = l'Autoroute
    .nom = Autoroute
    .genre = f
-lieu-aeroport-cloue-au-sol = l'Aéroport cloué au sol
    .nom = Aéroport cloué au sol
    .genre = m
-lieu-aeroport-international = l'Aéroport international
    .nom = Aéroport international
    .genre = m
-lieu-banques-expropriees = les Banques expropriées
    .nom = Banques expropriées
    .genre = fp
-lieu-centre-de-retention-administrative = le Centre de rétention administrative
    .nom = Centre de rétention administrative
    .genre = m
-lieu-centre-des-telecommunications = le Centre des télécommunications
    .nom = Centre des télécommunications
    .genre = m
-lieu-cite-polluee = la Cité polluée
    .nom = Cité polluée
    .genre = f
-lieu-commune-des-locataires = la Commune des locataires
    .nom = Commune des locataires
    .genre = f
-lieu-cooperative-textile = la Coopérative textile
    .nom = Coopérative textile
    .genre = f
-lieu-gare-centrale = la Gare centrale
    .nom = Gare centrale
    .genre = f
-lieu-gare-du-peuple = la Gare du peuple
    .nom = Gare du peuple
    .genre = f
-lieu-halle-populaire = la Halle populaire
    .nom = Halle populaire
    .genre = f
-lieu-jardins-partages = les Jardins partagés
    .nom = Jardins partagés
    .genre = mp
-lieu-la-place = la Place
    .nom = La Place
    .genre = f
-lieu-la-vieille-polytechnique = la Vieille Polytechnique
    .nom = La Vieille Polytechnique
    .genre = f
-lieu-le-parc = le Parc
    .nom = Le Parc
    .genre = m
-lieu-les-projets = les Projets
    .nom = Les Projets
    .genre = mp
-lieu-lycee-a-l-abandon = le Lycée à l'abandon
    .nom = Lycée à l'abandon
    .genre = m
-lieu-maison-d-arret-surpeuplee = la Maison d'arrêt surpeuplée
    .nom = Maison d'arrêt surpeuplée
    .genre = f
-lieu-maison-refuge = la Maison refuge
    .nom = Maison refuge
    .genre = f
-lieu-marche-de-rue = le Marché de rue
    .nom = Marché de rue
    .genre = m
-lieu-marche-gratuit = le Marché gratuit
    .nom = Marché gratuit
    .genre = m
-lieu-ministere-de-l-interieur = le Ministère de l'Intérieur
    .nom = Ministère de l'Intérieur
    .genre = m
-lieu-ministere-dechu = le Ministère déchu
    .nom = Ministère déchu
    .genre = m
-lieu-mega-centre-commercial = le Méga centre commercial
    .nom = Méga centre commercial
    .genre = m
-lieu-ondes-libres = les Ondes libres
    .nom = Ondes libres
    .genre = fp
-lieu-parc-du-peuple = le Parc du peuple
    .nom = Parc du peuple
    .genre = m
-lieu-place-de-l-assemblee = la Place de l'Assemblée
    .nom = Place de l'Assemblée
    .genre = f
-lieu-polytechnique-populaire = la Polytechnique populaire
    .nom = Polytechnique populaire
    .genre = f
-lieu-port-sous-controle-ouvrier = le Port sous contrôle ouvrier
    .nom = Port sous contrôle ouvrier
    .genre = m
-lieu-port-a-conteneurs = le Port à conteneurs
    .nom = Port à conteneurs
    .genre = m
-lieu-prison-supermax = la Prison Supermax
    .nom = Prison Supermax
    .genre = f
-lieu-prison-abolie = la Prison abolie
    .nom = Prison abolie
    .genre = f
-lieu-prison-videe = la Prison vidée
    .nom = Prison vidée
    .genre = f
-lieu-peripherique = le Périphérique
    .nom = Périphérique
    .genre = m
-lieu-quartier-en-gentrification = le Quartier en gentrification
    .nom = Quartier en gentrification
    .genre = m
-lieu-quartier-financier = le Quartier financier
    .nom = Quartier financier
    .genre = m
-lieu-quartier-sans-loyers = le Quartier sans loyers
    .nom = Quartier sans loyers
    .genre = m
-lieu-rue-commercante = la Rue commerçante
    .nom = Rue commerçante
    .genre = f
-lieu-rue-des-magasins-gratuits = la Rue des magasins gratuits
    .nom = Rue des magasins gratuits
    .genre = f
-lieu-universite-privatisee = l'Université Privatisée
    .nom = Université Privatisée
    .genre = f
-lieu-universite-libre = l'Université libre
    .nom = Université libre
    .genre = f
-lieu-usine-de-smartphones = l'Usine de smartphones
    .nom = Usine de smartphones
    .genre = f
-lieu-usine-occupee = l'Usine occupée
    .nom = Usine occupée
    .genre = f
-lieu-voie-express = la Voie express
    .nom = Voie express
    .genre = f
-lieu-ecole-libre = l'École libre
    .nom = École libre
    .genre = f

# 2016 tile names (names.ftl) with their article and gender, read by the same functions
# (the project's proposal; names both editions share have one term above).
-lieu-2016-atelier-textile-clandestin = l'Atelier textile clandestin
    .nom = Atelier textile clandestin
    .genre = m
-lieu-2016-bidonville-pollue = le Bidonville pollué
    .nom = Bidonville pollué
    .genre = m
-lieu-2016-centre-logistique-international = le Centre logistique international
    .nom = Centre logistique international
    .genre = m
-lieu-2016-la-cite = la cité
    .nom = La cité
    .genre = f
-lieu-2016-la-place = la place
    .nom = La place
    .genre = f
-lieu-2016-la-vieille-ecole-polytechnique = la vieille école polytechnique
    .nom = La vieille école polytechnique
    .genre = f
-lieu-2016-le-parc = le parc
    .nom = Le parc
    .genre = m
-lieu-2016-le-stade = le stade
    .nom = Le stade
    .genre = m
-lieu-2016-lycee-sous-finance = le Lycée sous-financé
    .nom = Lycée sous-financé
    .genre = m
-lieu-2016-noeud-de-telecommunications = le Nœud de télécommunications
    .nom = Nœud de télécommunications
    .genre = m
-lieu-2016-prison-de-haute-securite = la Prison de haute sécurité
    .nom = Prison de haute sécurité
    .genre = f
-lieu-2016-prison-surpeuplee = la Prison surpeuplée
    .nom = Prison surpeuplée
    .genre = f
-lieu-2016-quartier-commercial-1 = le Quartier commercial 1
    .nom = Quartier commercial 1
    .genre = m
-lieu-2016-quartier-commercial-2 = le Quartier commercial 2
    .nom = Quartier commercial 2
    .genre = m
-lieu-2016-quartier-commercial-3 = le Quartier commercial 3
    .nom = Quartier commercial 3
    .genre = m
-lieu-2016-quartier-residentiel-en-gentrification = le Quartier résidentiel en gentrification
    .nom = Quartier résidentiel en gentrification
    .genre = m
-lieu-2016-universite-privatisee = l'Université privatisée
    .nom = Université privatisée
    .genre = f
-lieu-2016-zone-autonome-qg = la Zone autonome : QG d'autodéfense
    .nom = Zone autonome : QG d'autodéfense
    .genre = f
-lieu-2016-zone-autonome-jardins = la Zone autonome : jardins communaux
    .nom = Zone autonome : jardins communaux
    .genre = f
-lieu-2016-echangeur-autoroutier = l'Échangeur autoroutier
    .nom = Échangeur autoroutier
    .genre = m
