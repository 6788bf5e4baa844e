# Block Riot (engine/src/blockriot, issue 35): every word of its games. Card, tile and cause
# names and texts are the blocbot project's own design (engine/data/blockriot/cards.toml).
token-blockriot = Block Riot

## Players, pieces, places
blockriot-player-0 = Purple (Anarchists)
blockriot-player-1 = Red (Bikies)
blockriot-player-2 = Green (Bogans)
blockriot-player-3 = Yellow (Activists)
blockriot-player-other = Player { $number }
blockriot-colour-0 = Purple
blockriot-colour-1 = Red
blockriot-colour-2 = Green
blockriot-colour-3 = Yellow
blockriot-police = a police officer
blockriot-riot-police = a riot police officer
blockriot-piece-rioter = a { $player } rioter
blockriot-piece-leader = a { $player } leader
blockriot-station = { $block }'s police station
blockriot-target-station = { $station }
blockriot-target-house = the house at { $at }
blockriot-target-hall = the town hall
blockriot-city-side-0 = the north city
blockriot-city-side-1 = the east city
blockriot-city-side-2 = the south city
blockriot-city-side-3 = the west city

## Tiles and cards
blockriot-tile-house = a house tile (wealth { $wealth })
blockriot-tile-city = a { $name } city tile (wealth { $wealth })
blockriot-tile-hall = a town hall tile (wealth { $wealth })
blockriot-city-cache = Cache
blockriot-city-masks = Masks
blockriot-city-supplies = Supplies
blockriot-city-bomb = Bomb
blockriot-city-ambush = Ambush
blockriot-card-second-wind = Second Wind
blockriot-card-second-wind-text = Take 2 more moves this turn.
blockriot-card-rush = Rush
blockriot-card-rush-text = Take 3 more moves this turn.
blockriot-card-bandana = Bandana
blockriot-card-bandana-text = One of your standing rioters puts on a mask.
blockriot-card-loose-lips = Loose Lips
blockriot-card-loose-lips-text = Every concealed leader of one rival is revealed.
blockriot-card-bail = Bail
blockriot-card-bail-text = One of your rioters held in a police station walks out beside it.
blockriot-card-pipe-bomb = Pipe Bomb
blockriot-card-pipe-bomb-text = Take a bomb.
blockriot-card-general-strike = General Strike
blockriot-card-general-strike-text = Take 5 more moves this turn.
blockriot-card-gas-masks = Gas Masks
blockriot-card-gas-masks-text = Three of your standing rioters put on masks.
blockriot-card-legal-team = Legal Team
blockriot-card-legal-team-text = Two of your rioters held in police stations walk out.
blockriot-card-leak = The Leak
blockriot-card-leak-text = Every concealed leader of one rival is revealed; take 2 more moves.
blockriot-card-at = {" "}at { $at }
blockriot-card-on = {" "}on { $player }
blockriot-blue-patrol = Patrol
blockriot-blue-double-patrol = Double Patrol
blockriot-blue-raid = Raid
blockriot-blue-reinforce = Police Reinforcements
blockriot-blue-curfew = Curfew
blockriot-blue-search = Search
blockriot-red-advance = Advance
blockriot-red-tear-gas = Tear Gas
blockriot-red-kettle = Kettle
blockriot-cause-seize-leaders = Seize Leaders
blockriot-cause-seize-leaders-text = Hold rival leaders in your block's police station: 2 with 2 players, 3 with 3, 4 with 4 (BR-11.1).
blockriot-cause-ruinous = Ruinous
blockriot-cause-ruinous-text = Capture a rival rioter and loot 4 house tiles from rival blocks, at least 1 from each rival (BR-11.2).
blockriot-cause-insurrection = Insurrection
blockriot-cause-insurrection-text = Capture a rival rioter, loot a rival police station, loot a town hall tile and capture a riot police officer (BR-11.3).
blockriot-cause-city-regulator = City Regulator
blockriot-cause-city-regulator-text = Capture a rival rioter and occupy 3 cities at once (BR-11.4).
blockriot-cause-loot-and-pillage = Loot & Pillage
blockriot-cause-loot-and-pillage-text = Capture a rival rioter and hold loot worth 900 (BR-11.5).

## Lobby, status, posts
blockriot-settings = { $players } players, competitive (each has a secret cause)
blockriot-settings-coop = { $players } players, co-operative (take the town hall together)
blockriot-settings-variants = { $settings }; variants: { $variants }
blockriot-variant-steered-police = the previous player steers the police
blockriot-variant-spawn-inside-city = reinforcements may arrive inside occupied cities
blockriot-status = Round { $round } of { $limit } · { $player } to play · police in reserve: { $police }, riot police: { $riot }
blockriot-status-curfew = Curfew: round { $rounds } of orders
blockriot-status-gas = Tear gas clouds: { $clouds }
blockriot-status-player = { $player }: { $standing } standing, { $stunned } stunned, { $reserve } in reserve, { $held } held by rivals, { $prison } in prison · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · loot { $loot } (wealth { $wealth }) · bombs { $bombs } · hostages { $hostages }
blockriot-status-dominated = { $line } · dominated, out of the game
blockriot-status-row = Yellow cards for trade: { $cards }
blockriot-status-stack = Campaign stack: { $count } items, fee { $fee }
blockriot-field-round = Round
blockriot-field-round-value = { $round } of { $limit }
blockriot-field-curfew = Curfew
blockriot-field-curfew-value = round { $rounds } of orders
blockriot-heading = { $name } ({ $player }): { $action }
blockriot-waiting-over = The game is over.
blockriot-waiting-keep = Waiting for { $player } to keep 2 of their 4 green cards.
blockriot-waiting-choose = Waiting for { $player } to choose an action turn or a dice turn.
blockriot-waiting-moves = Waiting for { $player }: { $left ->
    [one] { $left } move
   *[other] { $left } moves
} left.
blockriot-waiting-settle = Waiting for { $player } to pay or collect the campaign stack.
blockriot-waiting-trade = Waiting for { $player } to pay for a yellow card.
blockriot-waiting-curfew = Curfew: waiting for the sealed orders of { $players } (default: stay).
blockriot-waiting-steer = Waiting for { $player } to steer the police.
blockriot-guide = First time? Choose an **action turn** (3 moves and your cards) or a **dice turn** (roll two dice for moves, but a police card goes on the campaign stack). Move your rioters toward the town hall in the middle; to loot a house, surround it with 5 of your rioters. Spaces are named by the letters and numbers round the board: type `step c3 e` to move the rioter on c3 east, or use the menus.
blockriot-numbers = Rounds: { $rounds } · captures: { $captures } · loots: { $loots } · arrests: { $arrests } · curfews: { $curfews }

## Endings
blockriot-ending-hall-coop = The town hall has fallen: everyone wins together (BR-12.1).
blockriot-ending-hall = { $winners } took the town hall and win (BR-12.1).
blockriot-ending-domination = { $winners } dominated every rival and win (BR-12.2).
blockriot-ending-cause = { $winners } completed their cause, { $cause }, and win (BR-12.3).
blockriot-ending-round-limit = The round limit is reached: the police hold the city, nobody wins (BR-12.4).
blockriot-ending-all-dominated = Every player is dominated: the police win (BR-12.4).
blockriot-end-town-hall = the town hall was taken
blockriot-end-town-hall-coop = the town hall fell to the players together
blockriot-end-cause = a cause was completed: { $cause }
blockriot-end-round-limit = the round limit was reached
blockriot-end-all-dominated = every player was dominated
blockriot-end-domination = one player dominated the others

## Commands
blockriot-act-keep = Keep { $a } and { $b }
blockriot-act-keep-hidden = Keep 2 green cards
blockriot-act-action = Action turn (3 moves, cards)
blockriot-act-roll = Dice turn (roll 2 dice for moves; a police card goes on the stack)
blockriot-act-step = Move { $origin } → { $dest }
blockriot-act-leap = Leap { $origin } → { $dest }
blockriot-act-leap-toward = Leap { $origin } { $dir }, over your group
blockriot-step-toward = { $dir }, over your group
blockriot-dir-n = north
blockriot-dir-e = east
blockriot-dir-s = south
blockriot-dir-w = west
blockriot-act-stun = Stun the piece at { $at }
blockriot-act-capture = Capture the piece at { $at }
blockriot-act-revive = Revive your piece at { $at }
blockriot-act-conceal = Conceal your leader at { $at }
blockriot-act-reveal = Reveal your leader at { $at }
blockriot-act-loot = Loot { $target }
blockriot-act-extract = Take a police officer out of { $station }
blockriot-act-extract-piece = Extract the piece at { $at }
blockriot-act-play = Play { $card }{ $target }
blockriot-act-bomb = Throw a bomb at { $at }
blockriot-act-ride = Ride the car at { $origin } to { $dest }
blockriot-act-end = End your turn
blockriot-act-pay = Pay the stack with { $item }
blockriot-act-collect = Collect the campaign stack
blockriot-act-order = Curfew order: { $order }
blockriot-act-order-hidden = Give a sealed curfew order
blockriot-order-stay = stay
blockriot-order-cease = stay, and agree to end the curfew
blockriot-act-reinforce = Call up { $n ->
    [one] { $n } piece
   *[other] { $n } pieces
} for { $tile }
blockriot-act-reinforce-city = Call up { $n ->
    [one] { $n } piece
   *[other] { $n } pieces
} for { $tile } round { $city }
blockriot-act-trade = Take { $card } from the trade row
blockriot-act-give = Give { $item }
blockriot-act-overpower = Overpower the piece at { $at }
blockriot-act-mask = Pass the mask from { $origin } to { $dest }
blockriot-act-steer = Send the police after the rioter at { $at }

## Menus
blockriot-kind-keep = Keep cards
blockriot-kind-turn = Choose the turn
blockriot-kind-move = Move a piece
blockriot-kind-fight = Fight
blockriot-kind-leader = Leaders and revival
blockriot-kind-loot = Loot
blockriot-kind-card = Cards and trades
blockriot-kind-reinforce = Reinforcements
blockriot-kind-pay = Campaign stack
blockriot-kind-end = End the turn
blockriot-kind-order-stay = Stay put
blockriot-kind-order-move = One move (curfew)
blockriot-kind-steer = Steer the police
blockriot-step-rioter = Your rioter at { $at }
blockriot-step-leader = Your leader at { $at }
blockriot-step-to = to { $at }
blockriot-step-at = at { $at }
blockriot-prompt-curfew = Curfew: give your sealed order, one move or stay. Nobody sees it until every order is in.
blockriot-prompt-keep = Keep 2 of your 4 green cards (only you see them).
blockriot-prompt-steer = You steer the police: choose the rioter they go after.
blockriot-prompt-choose = Your turn: an action turn or a dice turn?
blockriot-prompt-settle = Pay the campaign stack's fee ({ $fee }) item by item, or collect it.
blockriot-prompt-moves = Your turn: { $left ->
    [one] { $left } move
   *[other] { $left } moves
} left.

## Narration
blockriot-ev-kept = { $player } keeps 2 green cards and discards { $count }.
blockriot-ev-action-turn = { $player } takes an action turn.
blockriot-ev-dice-turn = { $player } takes a dice turn.
blockriot-ev-rolled = { $player } rolls { $a } and { $b }: { $total } moves.
blockriot-ev-charged = { $card } goes on the campaign stack.
blockriot-ev-moved = A piece moves from { $origin } to { $dest }.
blockriot-ev-leapt = A piece leaps from { $origin } to { $dest }.
blockriot-ev-stunned = { $piece } is stunned at { $at }.
blockriot-ev-captured = { $player } captures { $piece } at { $at }.
blockriot-ev-revived = The piece at { $at } gets up.
blockriot-ev-concealed = The leader at { $at } melts into the crowd.
blockriot-ev-revealed = A leader shows themselves at { $at }.
blockriot-ev-looted = { $player } loots { $target }: { $tile }.
blockriot-ev-looted-nothing = { $player } loots { $target }.
blockriot-ev-extracted = { $player } takes a police officer out of { $station }.
blockriot-ev-card-played = { $player } plays { $card }.
blockriot-ev-drew = { $player } draws a green card.
blockriot-ev-drew-own = { $player } draws { $card }.
blockriot-ev-bomb-gained = { $player } gains a bomb.
blockriot-ev-bombed = { $player } throws a bomb at { $at }.
blockriot-ev-masked = The rioter at { $at } puts on a mask.
blockriot-ev-city-shown = In { $city }: { $tile }.
blockriot-ev-blue = Police action: { $card }.
blockriot-ev-police-left = A police officer leaves { $station } for { $dest }.
blockriot-ev-police-moved = Police move from { $origin } to { $dest }.
blockriot-ev-arrested = { $piece } is arrested at { $at } and taken to { $station }.
blockriot-ev-arrested-gone = { $piece } is arrested at { $at } and never seen again.
blockriot-ev-perished = { $count } prisoners perish in { $station }.
blockriot-ev-police-added = { $count ->
    [one] { $count } police officer arrives
   *[other] { $count } police officers arrive
} at { $station }.
blockriot-ev-exposed = { $count ->
    [one] { $count } concealed leader is
   *[other] { $count } concealed leaders are
} of { $player } exposed.
blockriot-ev-freed = A prisoner walks out at { $at }.
blockriot-ev-paid = { $player } pays { $item } into the stack.
blockriot-ev-collected = { $player } collects the stack: { $greens ->
    [one] { $greens } green card
   *[other] { $greens } green cards
}, { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}.
blockriot-ev-rode = { $player } drives a car to { $dest }; it burns there.
blockriot-ev-dominated = { $player } is dominated and out of the game.
blockriot-ev-dominated-heir = { $player } is dominated and out of the game; { $heir } takes their loot.
blockriot-ev-turn-ended = { $player } ends their turn.
blockriot-ev-round = Round { $round } begins.
blockriot-ev-cause-shown = { $player } reveals their cause: { $cause }.
blockriot-ev-red = Riot police: { $card }.
blockriot-ev-gassed = Tear gas lands on { $at } (radius { $radius }).
blockriot-ev-police-flipped = The police at { $at } turn riot police.
blockriot-ev-curfew-started = Curfew! { $player } rolls the dice each round; a 7 ends it.
blockriot-ev-curfew-rolled = { $player } rolls { $a } and { $b } ({ $total }).
blockriot-ev-order-own = { $player } seals the order: { $order }.
blockriot-ev-order-sealed = { $player } has sealed an order.
blockriot-ev-order-item = { $player }: { $order }
blockriot-ev-orders-shown = The orders are opened: { $orders }.
blockriot-ev-order-void = { $player }'s order can no longer be carried out.
blockriot-ev-curfew-agreed = Everyone agrees: the curfew ends.
blockriot-ev-curfew-ended = A 7: the curfew ends.
blockriot-ev-reinforced = { $player } calls up { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} at { $at }.
blockriot-ev-trade-started = { $player } takes { $card } from the trade row.
blockriot-ev-given = { $player } gives { $item }.
blockriot-ev-traded = { $player } has paid for { $card }.
blockriot-ev-yellow-dealt = { $card } is dealt to the trade row.
blockriot-ev-piece-extracted = { $player } extracts { $piece } at { $at }.
blockriot-ev-mask-passed = A mask passes from { $origin } to { $dest }.
blockriot-ev-steered = { $player } sends the police after the rioter at { $at }.
blockriot-ev-game-ended = The game is over.

## Private messages
blockriot-private-head = **{ $player }**
blockriot-private-cause = Your secret cause: **{ $cause }**: { $text }
blockriot-private-coop = Co-operative game: take the town hall together with 8 rioters, a revealed leader and a looted town hall tile.
blockriot-private-no-cards = No green cards in hand.
blockriot-private-hand = Your green cards:
blockriot-private-card = • **{ $card }**: { $text }
blockriot-private-concealed = Your concealed leaders (the others see ordinary rioters): { $at }
blockriot-private-order = Your sealed curfew order: { $order }

## The picture
blockriot-img-title = Block Riot · round { $round }
blockriot-img-title-curfew = Block Riot · round { $round } · curfew, round { $rounds } of orders
blockriot-legend-leader = leader
blockriot-legend-police = police
blockriot-legend-riot = riot police
blockriot-legend-stunned = stunned
blockriot-legend-masked = masked
blockriot-legend-hall = town hall
blockriot-legend-city = city
blockriot-legend-house = house
blockriot-legend-rubble = looted
blockriot-legend-station = police station
blockriot-legend-car = car
blockriot-legend-gas = tear gas
blockriot-legend-changed = changed

## Refusals (the engine's message ids)
blockriot-err-over = the game is over
blockriot-err-turn = it is not your turn
blockriot-err-phase = that cannot be done now
blockriot-err-moves = that costs { $need ->
    [one] { $need } move
   *[other] { $need } moves
} and you have { $left } left
blockriot-err-no-piece = you have no standing piece at { $at }
blockriot-err-blocked = { $at } is taken or closed
blockriot-err-leap = there is no run of your pieces to leap over there
blockriot-err-no-target = there is nothing to attack at { $at }
blockriot-err-not-adjacent = none of your standing pieces is next to { $at }
blockriot-err-not-stunned = the piece at { $at } is not stunned
blockriot-err-not-yet = the piece at { $at } was stunned this turn: it revives from the next one
blockriot-err-not-leader = there is no leader of yours at { $at }
blockriot-err-surround = you need { $need } of your standing rioters round it
blockriot-err-police-inside = police are still inside: take them out first
blockriot-err-nothing = there is nothing left to loot there
blockriot-err-not-held = you do not hold that
blockriot-err-action-turn = only on an action turn
blockriot-err-target = that card cannot aim there
blockriot-err-bomb = you have no bomb, or that space is out of reach
blockriot-err-car = no car can take you there
blockriot-err-coop = in a co-operative game players do not attack each other
blockriot-err-keep = keep 2 of the cards you were dealt
blockriot-err-gassed = the piece at { $at } stays down until the gas clears
blockriot-err-curfew-move = in a curfew each player has one move
blockriot-err-not-idle = the curfew may end by agreement only after { $rounds } idle rounds
blockriot-err-reinforce = no reinforcements can be called up with that
blockriot-err-afford = you cannot pay { $need }
blockriot-err-not-in-row = that yellow card is not in the trade row
blockriot-err-overpower = the piece at { $at } is not surrounded
blockriot-err-not-inside = there is no rival or police piece there
blockriot-err-mask = there is no mask to pass that way
blockriot-err-quarry = the police cannot go after that piece
blockriot-err-players = Block Riot is for 2 to 4 players, not { $players }
blockriot-err-notation = cannot read “{ $text }”: write for example `step c3 e`, `leap c3 e`, `stun d4`, `loot house 7`, `play 12`, `end` or `order stay`
blockriot-pending-curfew-orders = { $waiting } curfew orders are still sealed away (first: { $first })
blockriot-pending-steer = { $player } steers the police

## Rules (/rules)
blockriot-rulebook = Full rules: the Block Riot rule book (v0.7.5); blocbot's board, cards and readings of open points are its own design (docs/blockriot-design.md).
blockriot-rules-curfew-extra = A curfew round waits for every player's sealed order; whoever has not ordered by the deadline stays put.
rules-blockriot-setup = 2 to 4 players, each with a block in a corner of a 21 × 21 grid (BR-1.1). Everyone starts with 7 rioters and a revealed leader in their start corner and keeps 2 of 4 green cards dealt (BR-4.5, BR-4.6). In a competitive game each player also draws a secret cause (BR-4.8); in a co-operative game everyone plays together against the police (BR-1.2).
rules-blockriot-turn = On your turn choose an action turn (3 moves, play cards, trade) or a dice turn (roll 2 dice: that many moves, but a police card goes on the campaign stack) (BR-5.1). A move is one step, one leap, one stun...; some actions cost more (BR-5.2).
rules-blockriot-movement = Pieces move one space at a time, never diagonally, onto free spaces (BR-3.1, BR-7.1). A rioter at the end of a line of your pieces may leap over the whole line for 1 move (BR-7.2). Leaders may be concealed or revealed for 1 move (BR-7.3). Reinforcements: pay a looted building tile to call up that many pieces; your turn ends (BR-7.4). Any car carries up to 3 of your pieces anywhere on the street, then burns (BR-7.5).
rules-blockriot-conflict = Stun an adjacent rival for 1 move; capture a stunned rival for 1 more (+1 for a leader, +1 if masked) (BR-8.1, BR-8.2). Police cost 2 to capture and riot police 3 (BR-8.3). Three of your pieces round a target overpower it for 2 moves (BR-8.4). Stunned pieces get up on a later turn for 1 move (BR-8.5). Masks stop gas and bombs (BR-8.7).
rules-blockriot-looting = Surround a house with 5 of your rioters and pay 3 moves to loot its tile (BR-9.1). Entering a city turns its tile up; a revealed leader and 2 more of your pieces in a city occupy it (BR-9.3). Five rioters round a station, city or the hall may take pieces out of it (BR-9.4). On an action turn you may trade items for a yellow card (BR-9.2).
rules-blockriot-stack = A dice turn puts a blue police card on the campaign stack; before your turn ends pay its total fee with cards and tiles, or collect the stack: every police card in it acts, and you keep what was paid (BR-6.1 to BR-6.3).
rules-blockriot-police = Police leave their stations when a police card sends them; they chase the nearest rioter of the player on turn and arrest on contact (BR-10.1, BR-10.2). Prisoners perish when a station holds 4 police (BR-10.3). Capturing riot police or looting the town hall brings the riot police and a curfew (BR-10.5, BR-10.6). Tear gas stuns unmasked rioters and shrinks each turn (BR-10.7).
rules-blockriot-curfew = In a curfew every player gives one sealed order each round: one move, or stay. The orders open together and resolve in seat order. The player who started it rolls two dice each round: a 7 ends it (BR-10.6). After 2 idle rounds, everyone may agree to end it (BR-14.3).
rules-blockriot-causes = Each competitive player has a secret cause: Seize Leaders, Ruinous, Insurrection, City Regulator or Loot & Pillage (BR-11.1 to BR-11.5). Completing it wins the game (BR-12.3).
rules-blockriot-winning = Win by taking the town hall: fill its 9 spaces with your standing pieces, one a revealed leader, and loot a town hall tile (BR-12.1; in co-op, all together). Or be the last player not dominated (BR-12.2), or complete your cause (BR-12.3). After 20 rounds the police hold the city (BR-12.4).
rules-title-conflict = Stuns and captures
rules-title-looting = Looting, cities and trades
rules-title-stack = The campaign stack
rules-title-curfew = Curfew
rules-title-causes = Causes

## Start post
blockriot-started-title = **The riot begins!**
blockriot-started-first = Each player's green cards (and, in a competitive game, secret cause) arrive by direct message: each keeps 2 of their 4 cards, then the first player takes an action turn or a dice turn.
