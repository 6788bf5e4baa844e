# The test-only toy ruleset (engine/src/toy.rs, issue 33): the words of a game that is not
# Bloc by Bloc, present so that the tests play it through the bot like any ruleset.
token-toy = High card (test toy)
toy-player = Player { $number }
toy-no-cards = none
toy-settings = High card, { $players } players
toy-status = Turn { $turn } · { $pile ->
    [one] { $pile } card
   *[other] { $pile } cards
} face down
toy-status-player = { $player }: { $total } ({ $cards })
toy-waiting = Waiting for { $player } to play a card or pass.
toy-waiting-over = The game is over.
toy-ending = Highest total { $total }: { $winners } win.
toy-end = the game ends: everyone passed in a row, the hands are empty, or 30 turns were played
toy-heading = { $name } ({ $player }): { $action }
toy-label-play = Play the { $card }
toy-label-pass = Pass
toy-kind-play = Play a card
toy-kind-pass = Pass
toy-event-played = { $player } plays the { $card }.
toy-event-drew = { $player } draws a card.
toy-event-drew-own = { $player } draws the { $card }.
toy-event-passed = { $player } passes.
toy-numbers = Cards played: { $plays } · passes: { $passes }
toy-private = { $place } · { $player }, your hand: { $cards }
toy-img-title = High card · turn { $turn }
toy-rulebook = These summaries are the toy's whole rules.
toy-err-players = High card is for 2 or 3 players
toy-err-turn = it is not your turn
toy-err-hand = that card is not in your hand
toy-err-over = the game is over
toy-err-notation = write `play 5` or `pass`
rules-toy-turn = In turn, play a card from your hand face up and draw the top card of the pile (only you see it), or pass (TOY-2). Three cards are dealt to each player from cards 1 to 9 (TOY-1).
rules-toy-winning = The game ends when everyone has passed in a row, when no one holds a card, or after 30 turns; the highest total of played cards wins, ties share the win (TOY-3).

## Start post
toy-started-title = **The game begins!**
toy-started-first = Each player's hand arrives by direct message.
