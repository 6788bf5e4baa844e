# Le jeu-jouet de test (engine/src/toy.rs, ticket 33) : les mots d'un jeu qui n'est pas
# Bloc by Bloc, pour que les tests le jouent à travers le bot comme tout jeu.
token-toy = Carte haute (jouet de test)
toy-player = Joueur { $number }
toy-no-cards = aucune
toy-settings = Carte haute, { $players } joueurs
toy-status = Tour { $turn } · { $pile ->
    [one] { $pile } carte
   *[other] { $pile } cartes
} face cachée
toy-status-player = { $player } : { $total } ({ $cards })
toy-waiting = On attend que { $player } joue une carte ou passe.
toy-waiting-over = La partie est finie.
toy-ending = Meilleur total { $total } : { $winners } gagne.
toy-end = la partie s'arrête : tout le monde a passé à la suite, les mains sont vides, ou 30 tours ont été joués
toy-heading = { $name } ({ $player }) : { $action }
toy-label-play = Jouer le { $card }
toy-label-pass = Passer
toy-kind-play = Jouer une carte
toy-kind-pass = Passer
toy-event-played = { $player } joue le { $card }.
toy-event-drew = { $player } pioche une carte.
toy-event-drew-own = { $player } pioche le { $card }.
toy-event-passed = { $player } passe.
toy-numbers = Cartes jouées : { $plays } · passes : { $passes }
toy-private = { $place } · { $player }, votre main : { $cards }
toy-img-title = Carte haute · tour { $turn }
toy-rulebook = Ces résumés sont toutes les règles du jouet.
toy-err-players = Carte haute se joue à 2 ou 3
toy-err-turn = ce n'est pas votre tour
toy-err-hand = cette carte n'est pas dans votre main
toy-err-over = la partie est finie
toy-err-notation = écrivez `play 5` ou `pass`
rules-toy-turn = À votre tour, jouez une carte de votre main face visible et piochez la carte du dessus (vous seul la voyez), ou passez (TOY-2). Trois cartes sont données à chaque joueur parmi les cartes 1 à 9 (TOY-1).
rules-toy-winning = La partie s'arrête quand tout le monde a passé à la suite, quand personne n'a plus de carte, ou après 30 tours ; le plus haut total des cartes jouées gagne, les égalités partagent la victoire (TOY-3).

## Start post
toy-started-title = **La partie commence !**
toy-started-first = La main de chaque joueur arrive par message privé.
