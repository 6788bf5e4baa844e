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
