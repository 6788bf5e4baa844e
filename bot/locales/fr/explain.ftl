## Ce que fait chaque occupation (ticket 37) : montré là où une construction ou un
## remplacement est proposé, et dans `/regles occupations`. Formulation du projet de
## R-OCC-* (2016) et U-OCC-7..9 (Uprising).

bxb2016-ability-start = En début de tour, avant les dés : 1 bloc se forme dans son quartier.
bxb2016-ability-assembly = 1 dé, n'importe lequel : formez 1 bloc dans son quartier, même en affrontement (1 fois par tour ; 2 si libéré).
bxb2016-ability-kitchen = Chaque 6 à vos jets de réaction donne 1 dé d'action de plus ce tour-ci (2 si libéré).
bxb2016-ability-strike = Construire et Remplacer deviennent pour vous des actions de base dans son quartier et les voisins (si libéré : dans tout quartier de son type).
bxb2016-ability-propaganda = 1 fois par tour, piochez 1 carte Butin gratuite (2 si libéré).
bxb2016-ability-garden = Autour de son quartier, un dé pose jusqu'à 3 barricades (si libéré : autour de tout quartier de son type).
bxb2016-ability-cafe = Piller avec graffiti devient pour vous une action de base partout (brûler aussi si libéré).
bxb2016-ability-social = 1 déplacement gratuit par tour, sans dé (2 si libéré).
bxb2016-ability-hacker = 1 dé, n'importe lequel : piochez 2 cartes Butin, gardez-en 1 (1 fois par tour ; 2 si libéré).
bxb2016-ability-molotov = Une carte Molotov que vous jouez gagne +2 (1 fois par tour ; 2 si libéré).
bxb2016-ability-scavenger = Vos pillages piochent 3 cartes : gardez-en 2 (les 3 si libéré).

uprising-ability-start = Au début de votre tour, avant les dés, formez 1 bloc dans son quartier.
uprising-ability-hall = Dépensez 1 dé de n'importe quelle valeur : formez 1 bloc dans son quartier (une fois par tour, même avec la police sur place).
uprising-ability-aid = Dépensez 1 dé de n'importe quelle valeur : piochez 1 carte Butin par tag dans son quartier et les quartiers voisins, et gardez-en 2 (une fois par tour).

rules-abilities-heading = Ce que fait chaque occupation :
rules-ability-line = **{ $name }** : { $ability }

## Les cartes d'Uprising en mots (ticket 37), d'après les données du moteur.
up-place-here = ici
up-place-adjacent = dans un quartier voisin
up-place-anywhere = n'importe où dans la ville
up-place-start = à votre Départ
up-place-occupation = dans un quartier où se trouve une de vos occupations
up-effect-form-blocs = formez { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} { $place }
up-effect-move-blocs = déplacez jusqu'à { $count } de vos blocs depuis ici, sans dé
up-effect-place-barricades = posez { $count ->
    [one] { $count } barricade
   *[other] { $count } barricades
} autour d'ici
up-effect-graffiti = posez { $count ->
    [one] { $count } jeton tag
   *[other] { $count } jetons tag
} sur des centres commerciaux non pillés { $place }
up-effect-draw-loot = piochez { $draw ->
    [one] { $draw } carte Butin
   *[other] { $draw } cartes Butin
} et gardez-en { $keep }
up-effect-lose-blocs = perdez { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} ici
up-effect-attend-meeting = envoyez jusqu'à { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} d'ici à l'AG
up-effect-squads-to-staging = renvoyez jusqu'à { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} { $place } en zone de rassemblement
up-effect-squads-from-staging = la police déploie { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} { $place }
up-effect-morale-up = le moral de la police monte { $count ->
    [one] d'{ $count } cran
   *[other] de { $count } crans
}
up-effect-morale-down = le moral de la police baisse { $count ->
    [one] d'{ $count } cran
   *[other] de { $count } crans
}
up-effect-countdown-on = le compte à rebours avance { $count ->
    [one] d'{ $count } case
   *[other] de { $count } cases
} vers la fin de partie
up-effect-countdown-back = le compte à rebours recule { $count ->
    [one] d'{ $count } case
   *[other] de { $count } cases
}
up-effect-reveal-conditions = retournez { $count ->
    [one] { $count } carte Conditions
   *[other] { $count } cartes Conditions
} face visible
up-effect-attack-bonus = +{ $count } à un jet d'attaque
up-effect-push-squads = repoussez jusqu'à { $count ->
    [one] { $count } escouade
   *[other] { $count } escouades
} d'ici vers un quartier voisin
up-effect-save-blocs = jusqu'à { $count } de vos blocs vaincus ici par les escouades vont dans une de vos occupations au lieu de votre réserve
up-effect-cancel-squad-attacks = { $count ->
    [one] { $count } escouade d'ici n'attaque
   *[other] { $count } escouades d'ici n'attaquent
} pas à ce lever du soleil
up-effect-liberation-bonus = { $count ->
    [one] { $count } bloc de plus compte
   *[other] { $count } blocs de plus comptent
} ici pour la libération
up-timing-turn = pendant votre tour
up-timing-before-reaction = au lever du soleil, avant la carte Réaction
up-timing-before-liberation = au lever du soleil, avant la libération
up-loot-text = { $when } : { $effect }
up-outcome-unanimous = si toutes les factions libératrices le choisissent : { $effects }
up-outcome-divided = si elles ne le choisissent pas toutes : { $effects }
up-outcome-nothing = rien de plus
up-cond-needs-district = une de vos occupations dans { $district }, libéré
up-cond-needs-kind = vos occupations dans { $count ->
    [one] { $count } quartier { $kind } libéré
   *[other] { $count } quartiers { $kind } libérés
}
up-cond-needs-own = vos occupations dans { $count ->
    [one] { $count } quartier libéré
   *[other] { $count } quartiers libérés
} de votre propre type
up-conditions-with-needs = { $card } ({ $needs })
up-label-token-needs = Poser votre jeton Conditions sur { $card } ({ $needs })
up-label-choose-does = { $option } : { $does }

## Le mode local (ticket 37)
local-recap = Depuis votre dernier passage au clavier :

## Finir un tour avec des dés restants (ticket 37).
label-end-unused = Finir les actions ({ $count ->
    [one] { $count } dé inutilisé
   *[other] { $count } dés inutilisés
} : { $dice })
up-label-pass-unused = Finir le tour ({ $count ->
    [one] { $count } dé inutilisé
   *[other] { $count } dés inutilisés
} : { $dice })
