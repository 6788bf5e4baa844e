# blocbot — English messages (complete). Other languages copy this file's ids.
# Game content names (districts, cards, agendas) come from the game data, in English.

test-plural = { $count } { $count ->
    [one] bloc
   *[other] blocs
}
someone = someone

## Errors (ephemeral replies)

err-no-game = There is no game in this channel. Start one with `/game create`.
err-game-exists = This channel already has a game. Use another channel, or ask an admin to `/admin end` it.
err-not-started = The game has not started yet. Join with `/game join`, then `/game start`.
err-already-started = The game has already started.
err-game-over = This game is over. Start a new one with `/game create`.
err-not-a-player = You are not playing in this game.
err-already-seated = You already have a seat.
err-full = Every seat is taken.
err-not-enough-players = Waiting for players: { $have } of { $need } have joined.
err-not-your-faction = The { $faction } are not yours to play.
err-not-allowed = Only the game's creator or a server admin (Manage Server) may do that.
err-managers-only = Only a server admin (Manage Server) may do that.
err-skip-too-early = The game's creator may skip a wait once it has lasted { $hours } hours; a server admin (Manage Server) may skip at any time.
err-not-seated = That user has no seat in this game.
err-seat-to-player = A seat cannot go to someone who already plays in this game, nor to the admin who moves it: they would see its cards. Ask another admin, or choose someone new.
err-stale = That button or choice is out of date: the game has moved on. Use “What can I do?” (`/actions`) for the moves open now.
err-duplicate = That was already done.
err-nothing-to-undo = There is nothing to undo.
err-undo-revealed = You cannot take that back: a die, card or roll has been revealed since.
err-undo-not-yours = You cannot take that back: the last move was not yours.
err-undo-other-turn = You can only take back moves of your own current turn.
err-unreadable = { $reason }. Pick a move from `/actions`, or from the suggestions as you type.
err-unknown-ruleset = There is no ruleset `{ $key }`. Rulesets you can play: { $keys }.
err-unknown-card = There is no loot card called “{ $name }”.
err-setup = These settings do not make a game: { $reason }
err-rules = Not allowed: { $reason }
err-internal = Something went wrong on my side; nothing was changed. Please try again.

## Lobby

settings = { $players } players · { $mode } · { $difficulty } · scenario: { $scenario } · nights: { $nights } · beginner game: { $beginner }
mode-semi = semi-cooperative
mode-full = fully cooperative
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
scenario-none = none
nights-default = standard
lobby-created = **{ $creator }** opened a game of *{ $ruleset }*: { $settings }.
    Take a seat with `/game join` (optionally choosing a faction); when { $players } players have joined, `/game start`.
lobby-joined = **{ $name }** joined ({ $seated }/{ $players }):
    { $list }
lobby-left = **{ $name }** left ({ $seated }/{ $players }):
    { $list }
lobby-closed = **{ $name }** left and the lobby is now closed.
lobby-seat = • { $name }
lobby-seat-wish = • { $name } (wants the { $faction })
lobby-status = Lobby (*{ $ruleset }*): { $settings }
    { $seated }/{ $players } seated:
    { $list }
seat-line = • <@{ $user }> ({ $name }): { $factions }
seat-line-local = • { $name }: { $factions }

## Game

game-started = **The insurrection begins!** (*{ $ruleset }*)
    { $seating }

    { $status }

    Each faction now chooses its Start district (`/start`). Your loot cards and agenda arrive by direct message.
game-over = **The game is over.** { $reason } { $winners }
end-implosion = The { $faction } have no bloc left in the city: the movement implodes.
end-won-alone = The { $faction } completed their agenda alone.
end-success = The insurrection succeeded!
end-time = The countdown ran out: the military arrives.
end-no-winner = Nobody wins.
end-winners = Winners: { $winners }.
end-agendas = Agendas: { $list }
heading = **{ $name }** ({ $faction }): { $action }
act-done = Done: { $action }
undo-done = **{ $name }** took back: { $action }
undo-reply = Taken back.
waiting-decision = Waiting for { $who }: { $decision }.
waiting-starts = Waiting for the Start districts of { $who }.
waiting-turn = It is the turn of { $who }.
waiting-police = The police are moving.
reminder = ⏰ Nothing has happened for { $hours ->
    [one] an hour
   *[other] { $hours } hours
}. { $waiting }
choices-none = Nothing for you to do right now. { $waiting }
choices-decision = Your decision: { $decision }.
choices-turn = Your turn: pick an action.

## Admin

admin-replaced = **{ $actor }** gave the seat of **{ $old }** to **{ $name }**, who now plays the { $factions }.
admin-skipped = **{ $name }** skipped the wait for the { $faction }.
admin-ended = **{ $name }** ended the game. Start a new one with `/game create`.
admin-done = Done; the channel has been told.
admin-skip-done = Skipped for the { $faction }: { $action }.

## Status and board

status-head = **Night { $night }** · { $left ->
    [one] 1 night left
   *[other] { $left } nights left
} · Morale: { $morale } · Liberated: { $liberated } · Vans destroyed: { $vans }
status-scenario = Scenario: { $name }
status-police = Police this night: { $cards }
status-metro-locked = The metro is locked down.
status-faction = **{ $faction }**: { $blocs } in the city · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $occupations }
status-dice = Dice of the { $faction }: { $dice }
board-cops = { $count ->
    [one] 1 cop
   *[other] { $count } cops
}
board-van = van ({ $hits } hits)
board-liberated = liberated
board-looted = looted { $graffiti }, burned { $burned }
board-barricades = Barricades: { $list }
board-staging = Staging area: { $cops } cops, { $vans } vans

## Kinds of actions (menus)

kind-start = Start district
kind-move = Move
kind-barricade = Barricade
kind-loot = Loot
kind-build = Build
kind-swap = Swap
kind-attack = Attack
kind-ability = Occupation ability
kind-card = Play a loot card
kind-exchange = Give or trade
kind-end = End actions
kind-decision = Decision

## Action labels

label-die = die { $die }
label-free = free
label-start = Start in { $district }
label-move = Move { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
} { $from } → { $to } ({ $pay })
label-barricade = Barricade { $district } toward { $toward } ({ $die })
label-loot = Loot { $district } ({ $die })
label-burn = Loot and burn { $district } ({ $die })
label-build = Build { $occupation } in { $district } ({ $die })
label-swap = Swap in { $occupation } at { $district } ({ $die })
label-target-cop = a riot cop
label-target-van = the riot van
label-target-kick = kick cops out to { $to }
label-molotovs = , with { $count ->
    [one] a Molotov
   *[other] { $count } Molotovs
}
label-attack = Attack { $target } in { $district } ({ $die }{ $molotovs })
label-assembly = Assembly Hall ({ $die })
label-hacker = Hacker Space ({ $die })
label-propaganda = Propaganda Workshop
label-card = Play { $card }
label-card-at = Play { $card }: { $detail }
label-bicycles = { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
} { $from } → { $to }
label-give = Give { $cards } to the { $to }
label-give-hidden = Offer { $count ->
    [one] a card
   *[other] { $count } cards
} to the { $to }
label-trade = Offer the { $to } { $give } for { $take }
label-trade-hidden = Offer a trade to the { $to }
label-end = End actions
label-stop = Stop the action
label-allow = Let it happen
label-accept = Accept
label-refuse = Refuse
label-pass = Pass
label-keep = Keep { $cards }
label-keep-hidden = Keep { $count ->
    [one] 1 card
   *[other] { $count } cards
}
label-casualties = Casualties: { $losses }
label-pick = Choose { $district }
label-pick-barricade = Barricade { $district } toward { $toward }
label-hand-card = Hand { $card } to the { $to }
label-hand-card-hidden = Hand a card to the { $to }
label-arrange = Arrange police cards: discard { $discard }, order { $order }
label-arrange-hidden = Arrange the police cards

## Narration of events

ev-start-chosen = The { $faction } start in { $district }.
ev-first-faction = The { $faction } go first.
ev-night-started = 🌙 **Night { $night }** begins ({ $left ->
    [one] 1 night left
   *[other] { $left } nights left
}); the { $faction } go first.
ev-turn-started = ▶ The { $faction }' turn.
ev-blocs-formed = The { $faction } form { $count ->
    [one] a bloc
   *[other] { $count } blocs
} in { $district }.
ev-dice = The { $faction } roll { $dice }.
ev-extra-dice = The { $faction } gain dice: { $dice }.
ev-reroll = The { $faction } reroll a { $from } into a { $to }.
ev-moved = The { $faction } move { $count ->
    [one] a bloc
   *[other] { $count } blocs
} from { $from } to { $to }.
ev-barricade = The { $faction } barricade the border { $border }.
ev-dismantled = { $count ->
    [one] A barricade is
   *[other] { $count } barricades are
} dismantled.
ev-looted = The { $faction } loot { $district }.
ev-burned = The { $faction } loot and burn { $district }.
ev-drew-cards = The { $faction } draw { $cards }.
ev-drew = The { $faction } draw { $count ->
    [one] a loot card
   *[other] { $count } loot cards
}.
ev-discarded = The { $faction } discard { $count ->
    [one] a card
   *[other] { $count } cards
}.
ev-built = The { $faction } build a { $occupation } in { $district }.
ev-swapped = The { $faction } replace the { $removed } with a { $placed } in { $district }.
ev-evicted = The { $faction }' { $occupation } in { $district } is evicted.
ev-declared = The { $faction } declare an advanced action in { $district }; the { $veto } may stop it.
ev-stopped = The { $by } stop the { $faction }' action in { $district }.
ev-cancelled = The { $faction }' action is cancelled: { $reason }
ev-other = { $what }
ev-cop-defeated = The { $faction } defeat a riot cop in { $district }.
ev-kicked-out = The { $faction } kick { $count ->
    [one] a riot cop
   *[other] { $count } riot cops
} out of { $from } into { $to }.
ev-van-hit = The { $faction } hit the riot van in { $district } ({ $hits }).
ev-van-destroyed = 🔥 The riot van in { $district } is destroyed!
ev-reaction = Police reaction in { $district }: rolled { $roll }.
ev-cop-from-staging = A riot cop arrives in { $district } from staging.
ev-police-card = 🚨 Police: **{ $card }**.
ev-morale-up = Police morale rises: { $label }.
ev-morale-down = Police morale falls: { $label }.
ev-cops-advanced = { $moved ->
    [one] A riot cop advances
   *[other] { $moved } riot cops advance
} from { $from } to { $to }{ $stopped ->
    [0] {""}
   *[other] {" "}({ $stopped } stopped by barricades)
}.
ev-reinforced = { $count ->
    [one] A riot cop reinforces
   *[other] { $count } riot cops reinforce
} { $district }.
ev-van-placed = A riot van arrives in { $district }.
ev-van-moved = The riot van moves from { $from } to { $to }.
ev-cops-staging = { $count ->
    [one] A riot cop leaves
   *[other] { $count } riot cops leave
} { $district } for staging.
ev-van-staging = The riot van in { $district } returns to staging.
ev-metro-lockdown = Metro lockdown! The { $faction } hold the card.
ev-metro-lifted = The metro lockdown is lifted.
ev-reshuffled-loot = The loot deck is reshuffled.
ev-reshuffled-police = The police deck is reshuffled.
ev-card-played = The { $faction } play **{ $card }**.
ev-cards-given = The { $from } give { $cards } to the { $to }.
ev-cards-given-hidden = The { $from } give { $count ->
    [one] a card
   *[other] { $count } cards
} to the { $to }.
ev-offer = The { $from } make an offer to the { $to }.
ev-offer-refused = The { $to } refuse the offer of the { $from }.
ev-police-seen = The { $faction } look at the police deck: { $cards }.
ev-police-revealed = Police cards revealed: { $cards }.
ev-police-arranged = Police cards arranged: discarded { $discarded }, { $count } put back on top.
ev-sunrise = ☀ **Sunrise.** The police strike back.
ev-blocs-defeated = Blocs defeated in { $district }: { $losses }.
ev-liberated = ✊ { $district } is **liberated**!
ev-manifestation = Manifestation in { $district }: **{ $name }** — { $text }
ev-agenda-dealt = The { $faction } receive the agenda { $agenda }.
ev-agenda-revealed = The { $faction }' agenda was { $agenda }.
ev-first-passed = The { $faction } will go first next night.

## Private messages

private-head = 🔒 Your secret cards in { $place } (only you see this):
hand = **{ $faction }** — { $count ->
    [one] 1 loot card
   *[other] { $count } loot cards
}:
    { $cards }
hand-empty = (no cards)
agenda = **Agenda of the { $faction }: { $name }**
    { $options }
agenda-win-coop = Win together with others
agenda-win-alone = Win alone

bxb2016-obj-success = the insurrection succeeds
bxb2016-obj-adjacent-pair = two adjacent districts are liberated
bxb2016-obj-districts-liberated = at least { $min } districts are liberated
bxb2016-obj-own-districts-liberated = at least { $min } of your faction's districts are liberated
bxb2016-obj-own-occupations = you have at least { $min } occupations in the city
bxb2016-obj-public-liberated = at least { $min } Public districts are liberated
bxb2016-obj-assembly-state-public = your Assembly Hall stands in a State or Public district
bxb2016-obj-vans-destroyed = at least { $min } riot vans are destroyed
bxb2016-obj-cops-at-most = at most { $max } riot cops are in the city
bxb2016-obj-state-liberated = at least { $min } State districts are liberated
bxb2016-obj-kitchen-liberated = your People's Kitchen stands in a liberated district
bxb2016-obj-every-faction-blocs = every faction has at least { $min } blocs in the city
bxb2016-obj-own-blocs = you have at least { $min } blocs in the city
bxb2016-obj-own-state-occupations = you have at least { $min } occupations in State districts
bxb2016-obj-most-blocs = you have strictly the most blocs in the city
bxb2016-obj-occupy-own = you occupy every district of your faction
bxb2016-obj-no-other-state = no other faction has an occupation in a State district
bxb2016-obj-burned-shops = at least { $min } shopping centers are burned

## Log

log-command = #{ $seq } { $name } ({ $faction }): { $action }
log-undo = #{ $seq } { $name } took back their last move.
log-admin = #{ $seq } admin: { $note }
log-empty = Nothing has happened yet.

## Discord

button-menu = What can I do?
button-hand = View my hand
dm-closed-public = I could not send you your cards by direct message (your DMs are closed). The game goes on: press “View my hand” to see them.
dm-closed-ephemeral = I could not send you your cards by direct message (your DMs are closed). The game goes on; press the button to see your hand.
choices-more = Too many choices to show at once: pick a group.
choices-group-placeholder = Choose a group…
choices-action-placeholder = Choose an action…
menu-old-game = That button belongs to an earlier game in this channel.
no-token = blocbot needs a Discord bot token to connect.
reply-ok = ✓

## Local (terminal) mode

local-welcome = blocbot local — Bloc by Bloc in the terminal. Type `help` at any prompt.
local-resuming = Resuming the game stored in the database.
local-over = The game is over. Boards are in { $boards }.
local-bye = Bye. (Use --db FILE to keep a game between sessions.)
local-player = Player { $number }
local-no-option = No option { $number }.
local-cancelled = Cancelled.
local-private = private for { $name } ──
local-board-saved = [board saved to { $path }]
local-help = Type a number to open a group of actions, then a number to play one.
    Or type a move in notation, e.g. `move B2 C3 1 die 4`, `end`, `pass`.
    Other commands: hand, board, status, log, undo, auto [N] (random moves), quit.

## Bloc by Bloc 2016: the engine's messages (ids `bxb2016-*`, arguments typed by the
## engine). A refusal is shown as `err-rules` with its rule id.

bxb2016-rule = { $message } ({ $rule })
bxb2016-end-implosion = The { $faction } have no bloc left in the city: the movement implodes.
bxb2016-end-won-alone = The { $faction } completed their agenda alone.
bxb2016-end-success = The insurrection succeeded!
bxb2016-end-time = The countdown ran out: the military arrives.

## The ruleset seam (any ruleset).
seam-err-other-ruleset = that command is for another game than this { $ruleset } game
seam-err-not-playable = the { $ruleset } rules cannot be played yet
seam-err-unknown-ruleset = no ruleset is called { $ruleset }
token-bxb2016 = Bloc by Bloc (2016)
token-uprising = Bloc by Bloc: Uprising

## Bloc by Bloc: Uprising (3rd edition): the engine's messages (ids `uprising-*`).
uprising-err-players = Uprising is for 1 to 4 players, not { $players }
uprising-err-semi-coop-players = the semi-co-operative game needs 3 or 4 players, not { $players }
uprising-err-difficulty = there is no difficulty level { $level }
uprising-err-faction-twice = the { $faction } are dealt twice
uprising-err-faction-count = this game needs { $expected } factions, not { $got }
uprising-err-disconnected = no connected city could be built
uprising-err-game-over = the game is over
uprising-err-not-your-turn = the { $faction } cannot act now
uprising-err-wrong-decision = that does not answer what the game waits for
uprising-err-not-in-play = the { $faction } are not in this game
uprising-err-no-such-district = there is no district there
uprising-err-no-such-die = you have no die showing { $value }
uprising-err-one-die = this takes exactly one die
uprising-err-die-too-low = { $district } has difficulty { $difficulty }: your { $value } is not enough
uprising-err-no-blocs = you do not have those blocs in { $district }
uprising-err-in-clash = your blocs in { $district } are in a clash: they can only attack
uprising-err-no-clash = there is no clash in { $district }
uprising-err-unreachable = your blocs cannot get from { $from } to { $to }
uprising-err-barricades-do-not-fit = those barricades do not fit (3 per link, and the supply)
uprising-err-barricade-count = this action places { $expected } barricades
uprising-err-no-shopping-center = no shopping center is left to loot in { $district }
uprising-err-no-loot-token = no loot token is left
uprising-err-cannot-build-here = you cannot build in { $district }
uprising-err-no-occupation = you have no such occupation to place
uprising-err-cannot-swap = you cannot swap that occupation in { $district }
uprising-err-ability-unavailable = no occupation of yours in { $district } can do that this turn
uprising-err-attacks-spent = every bloc of yours in { $district } has attacked this night
uprising-err-no-squad = there is no squad in { $district }
uprising-err-no-van = there is no van in { $district }
uprising-err-not-adjacent = { $from } and { $to } are not adjacent
uprising-err-no-such-card = you cannot play that card now
uprising-err-cannot-place-token = your Conditions token cannot go on that card
uprising-err-bad-choice = that is not one of the choices
uprising-err-vetoed = the faction controlling { $district } forbids it
uprising-err-no-supply = you have no bloc left in your supply
uprising-err-notation = cannot read `{ $text }`
uprising-err-position = cannot read that position
uprising-err-scenario-line = line { $line }: cannot read `{ $text }`
uprising-err-expect = line { $line }: `{ $text }` does not hold
uprising-end-city-liberated = Every faction holds a completed Conditions card: the city is liberated!
uprising-end-won-alone = The { $faction } completed their agenda and win alone.
uprising-end-social = The revealed Social factions end the game together and win.
uprising-end-game-over = The countdown reached Game Over: everyone loses.
uprising-end-crushed = The { $faction } have no bloc left in the city: everyone loses.
uprising-pending-keep-loot = the { $faction } choose which loot cards to keep
uprising-pending-free-move = the { $faction } may move blocs for free
uprising-pending-liberation-choice = the { $faction } choose an option of the Liberation card
uprising-pending-meeting-return = the { $faction } bring their blocs back from the meeting
uprising-pending-social-vote = the { $faction } vote on ending the game now
uprising-pending-sunrise-loot = the { $faction } may play loot cards before the next Sunrise step
uprising-pending-control-veto = the { $faction } control that district: they allow or forbid the action

bxb2016-err-player-count = Bloc by Bloc is for 2 to 4 players, not { $players }
bxb2016-err-unknown-scenario = there is no scenario called `{ $key }`
bxb2016-err-scenario-players = { $scenario } is played with { $allowed } players, not { $players }
bxb2016-err-scenario-mode = { $scenario } cannot be played in this mode: see its cooperative or semi-cooperative line
bxb2016-err-beginner-options = the beginner game is fully cooperative on Easy, without a scenario
bxb2016-err-nights = the countdown must be between 1 and 20 nights
bxb2016-err-factions = choose exactly { $expected } different factions for { $players } players
bxb2016-err-disconnected = no connected city was found after 100 layouts

bxb2016-err-game-over = the game is over
bxb2016-err-police-acting = it is not your turn: the police must act now
bxb2016-err-not-your-turn = it is not your turn: the { $expected } must act now
bxb2016-err-not-in-game = the { $faction } are not in this game
bxb2016-err-choose-start-first = first choose your Start district
bxb2016-err-nothing-now = nothing can be played now
bxb2016-err-start-already-chosen = your Start district is already chosen
bxb2016-err-no-decision = there is no decision to answer right now
bxb2016-err-not-advanced = not an advanced action
bxb2016-err-not-an-attack = not an attack
bxb2016-err-no-offer = there is no offer to answer
bxb2016-err-no-such-die = you have no unspent die showing { $value }
bxb2016-err-die-too-low = { $district } has difficulty { $difficulty }: this needs a die of { $difficulty } or more
bxb2016-err-no-bloc = you need a bloc in { $district } to act there
bxb2016-err-in-clash = { $district } is in a clash: basic and advanced actions need a district free of police
bxb2016-err-no-clash = there are no police in { $district } to attack
bxb2016-err-highway = { $district } is a highway: nothing ever stops there
bxb2016-err-no-such-district = there is no such district: { $cell }
bxb2016-err-move-count = you have { $have } bloc(s) in { $district }: move between 1 and { $have }
bxb2016-err-move-same-district = the destination must differ from the origin
bxb2016-err-move-leaving-clash = your blocs in { $district } are in a clash and cannot leave it
bxb2016-err-move-no-path = no path from { $from } to { $to } through police-free districts
bxb2016-err-move-no-path-metro-locked = no path from { $from } to { $to } through police-free districts, the metro is locked down: R-POL-ML-1
bxb2016-err-barricade-one = a barricade action places exactly 1 barricade
bxb2016-err-barricade-garden = with Guerrilla Garden, place 1 to { $max } barricades
bxb2016-err-barricade-no-connection = there is no connection #{ $connection }
bxb2016-err-barricade-not-joined = a barricade goes on a street or highway of { $district }; none joins it to { $to } that way
bxb2016-err-barricade-not-touching = that connection does not touch { $district }
bxb2016-err-barricade-supply = the barricade supply is empty
bxb2016-err-barricade-full = the connection between { $a } and { $b } already has { $max } barricades
bxb2016-err-loot-no-shop = { $district } has no shopping center to loot
bxb2016-err-loot-nothing-to-burn = { $district } has no graffitied shopping center to burn
bxb2016-err-loot-all-looted = every shopping center in { $district } is already looted
bxb2016-err-loot-all-looted-burn = every shopping center in { $district } is already looted: burn a graffitied one instead
bxb2016-err-start-not-own = { $district } is not a { $faction } district: your Start goes in one of your own districts
bxb2016-err-start-occupied = { $district } already has an occupation
bxb2016-err-build-wrong-kind = you build only in { $faction }, State or Public districts, not in { $district }
bxb2016-err-swap-wrong-kind = you swap only in { $faction }, State or Public districts, not in { $district }
bxb2016-err-build-not-on-mat = { $occupation } is not on your mat
bxb2016-err-build-no-circle = { $district } has no occupation circle
bxb2016-err-build-occupied = { $district } already has an occupation: swap it instead
bxb2016-err-swap-nothing = { $district } has no occupation to swap: build instead
bxb2016-err-attack-used = each of your { $blocs } bloc(s) in { $district } has already attacked in this clash tonight
bxb2016-err-attack-no-cop = there is no riot cop in { $district }
bxb2016-err-attack-no-van = there is no riot van in { $district }
bxb2016-err-attack-no-cop-to-kick = there is no riot cop in { $district } to kick out
bxb2016-err-attack-not-joined = cops are kicked out along a street or highway into an adjacent district; { $to } is not joined to { $from } that way
bxb2016-err-no-such-card = you have no { $card } in your hand
bxb2016-err-card-not-molotovs = { $card } is not a Molotovs card
bxb2016-err-card-timing = { $card } is played { $timing }
bxb2016-err-fireworks-no-cop = Fireworks needs a riot cop in { $district }
bxb2016-err-medic-no-occupation = Medic Kit needs one of your occupations in the city
bxb2016-err-medic-not-there = Medic Kit forms blocs where one of your occupations stands, not in { $district }
bxb2016-err-medic-no-losses = Medic Kit brings back blocs lost this Sunrise: you lost none
bxb2016-err-dumpster-count = Dumpster Barricade places 1 to { $max } barricades
bxb2016-err-exchange-partner = choose another faction in the game
bxb2016-err-exchange-empty = an exchange needs at least one card
bxb2016-err-exchange-turn = exchanges happen during your own turn
bxb2016-err-exchange-apart = you can exchange loot only with a faction that has a bloc in a district where you have one; the { $faction } do not
bxb2016-err-exchange-give-back = you have no { $card } to give in return: refuse the trade instead
bxb2016-err-social-center-used = Social Center gives { $uses } free movement(s) per turn, already used
bxb2016-err-assembly-hall-used = Assembly Hall works { $uses } time(s) per turn
bxb2016-err-no-bloc-on-mat = every one of your blocs is already in the city
bxb2016-err-hacker-space-used = Hacker Space works { $uses } time(s) per turn
bxb2016-err-propaganda-used = Propaganda Workshop draws { $uses } free card(s) per turn, and you drew them
bxb2016-err-no-occupation = you do not have { $occupation } in the city
bxb2016-err-casualty-count = exactly { $count } blocs are defeated in { $district }
bxb2016-err-casualty-too-many = a faction cannot lose more blocs than it has there
bxb2016-err-not-a-pick = { $district } cannot be chosen for this effect
bxb2016-err-pick-barricade = that barricade cannot go there (or outside this effect's districts)
bxb2016-err-not-recipient = the { $faction } are not a liberating faction here
bxb2016-err-not-drawn = that card is not among the ones drawn
bxb2016-err-keep-count = keep exactly { $keep } of the cards drawn
bxb2016-err-not-among-drawn = { $card } is not among the cards drawn
bxb2016-err-arrange-each = list each of the { $count } revealed cards exactly once, to discard or to put back
bxb2016-err-discard-at-most = you may discard at most { $max } of them
bxb2016-err-expected = another answer is expected: { $decision }

bxb2016-pending-veto = the { $by } must first decide whether to stop the { $actor }' action
bxb2016-pending-offer = the { $faction } must first accept or refuse the offer
bxb2016-pending-keep = the { $faction } must first choose { $keep } card(s) to keep
bxb2016-pending-casualties = the { $faction } must first choose which { $count } blocs are defeated
bxb2016-pending-window = the { $faction } may play a loot card now, or pass
bxb2016-pending-optional-draw = the { $faction } may draw { $count } loot card(s): accept or pass
bxb2016-pending-pick-districts = the { $faction } must first pick a district for the manifestation, or pass
bxb2016-pending-pick-barricades = the { $faction } may place manifestation barricades, or pass
bxb2016-pending-hand-out = the { $faction } may hand out the cards drawn, or pass to keep them
bxb2016-pending-arrange-police = the { $faction } must first arrange the revealed police cards
bxb2016-pending-free-moves = the { $faction } may take free movements now, or pass

bxb2016-notation-at-line = line { $line }: { $error }
bxb2016-notation-empty = empty command
bxb2016-notation-not-a-faction = `{ $text }` is not a faction (W, N, S, P)
bxb2016-notation-not-a-district = `{ $text }` is not a district (A1-E5)
bxb2016-notation-not-a-number = `{ $text }` is not a number
bxb2016-notation-not-a-loot-card = `{ $text }` is not a loot card
bxb2016-notation-not-an-occupation = `{ $text }` is not an occupation
bxb2016-notation-usage = expected `{ $usage }`
bxb2016-notation-unreadable = cannot read `{ $text }` (see docs/notation.md)
bxb2016-notation-unreadable-card = cannot read the card play `{ $text }`
bxb2016-notation-unknown-line = unknown line `{ $text }`
bxb2016-notation-unknown-setup-line = unknown setup line `{ $text }`
bxb2016-notation-unknown-option = unknown config option `{ $text }`
bxb2016-notation-unknown-ability = unknown ability `{ $text }`
bxb2016-notation-unexpected = unexpected `{ $text }`
bxb2016-notation-name-value = `{ $text }`: expected name=N
bxb2016-notation-no-start = a scenario starts with `setup ...` or `position v1`

bxb2016-position-city-size = the city needs 25 tiles, got { $count }
bxb2016-position-unknown = unknown { $what } `{ $key }`
bxb2016-position-rotation = rotation { $rotation } of { $key }: use 0-3
bxb2016-position-manifestation-count = list 25 manifestations (or - for none)
bxb2016-position-district-twice = district { $cell } is listed twice or off the grid
bxb2016-position-highway = { $district } is a highway: nothing stops there
bxb2016-position-not-in-game = the { $faction } are not in this game
bxb2016-position-too-many-blocs = the { $faction } have only { $max } blocs
bxb2016-position-too-many-cops = there are only { $max } riot cops
bxb2016-position-van = a van has 0-2 hits, and there are { $max } vans in all
bxb2016-position-no-circle = { $district } has no occupation circle
bxb2016-position-no-liberated-side = { $district } has no liberated side
bxb2016-position-shops = { $district } has { $shops } shopping center(s)
bxb2016-position-not-neighbours = { $a } and { $b } are not neighbours
bxb2016-position-too-many-barricades = there are only { $max } barricades
bxb2016-position-too-many-copies = too many copies of { $key }
bxb2016-position-morale = morale steps are 0-{ $max }
bxb2016-position-dice = dice show 1 to 6
bxb2016-position-attack-sequence = an attack sequence needs police in { $district }
bxb2016-position-attacks = the { $faction } cannot have attacked { $count } times in { $district }
bxb2016-position-connection-full = more than { $max } barricades between { $a } and { $b }
bxb2016-position-seating = the seating lists each faction in play once
bxb2016-position-mat = the { $faction } mat must hold the blocs and occupations not in the city
bxb2016-position-inconsistent = the pieces do not add up: { $why }
bxb2016-scenario-unknown-police-card = unknown police card `{ $key }`
bxb2016-scenario-not-in-deck = no { $card } left in the police deck

## Words the engine's messages name by token (occupations, card timings, decisions, decks)

token-start = Start
token-assembly = Assembly Hall
token-kitchen = People's Kitchen
token-strike = Strike Hall
token-propaganda = Propaganda Workshop
token-garden = Guerrilla Garden
token-cafe = Comrade Cafe
token-social = Social Center
token-hacker = Hacker Space
token-molotov = Molotov Factory
token-scavenger = Scavenger's Hideout
token-turn = during your turn
token-repression-before = before the cops attack at Sunrise
token-repression-after = after the cops attack at Sunrise
token-liberation = during District Liberation
token-veto = stop or allow the action
token-offer = accept or refuse the offer
token-keep = the cards to keep
token-casualties = the casualties
token-window = play a loot card or pass
token-optional-draw = accept the draw or pass
token-pick-districts = a district, or pass
token-pick-barricades = a barricade, or pass
token-hand-out = hand out a card, or pass
token-arrange-police = the order of the police cards
token-free-moves = a free movement, or pass
token-tile = tile
token-loot = loot card
token-police = police card
token-agenda = agenda
token-manifestation = manifestation

## Board image and story GIF (the renderer prints only these words; keep them short)

img-night = Night { $night }
img-nights-left = { $left ->
    [0] no night left
    [1] last night
   *[other] { $left } nights left
}
img-status-turn = The { $faction }' turn · dice { $dice }
img-status-turn-no-dice = The { $faction }' turn · no die left
img-status-starts = Setup: choose Start districts
img-status-sunrise = Sunrise: repression and liberation
img-status-waiting = Waiting: { $what }
img-status-over = Game over: { $reason }
img-highway = HIGHWAY
img-police-id = ID { $id }
img-new = NEW
img-hit = HIT
img-left = left
img-panel-police = POLICE
img-panel-turn = TURN ORDER
img-panel-goal = GOAL
img-morale = Morale: { $morale } · draws { $draws }
img-police-this-night = Police cards this night
img-none-yet = none yet
img-and-more = … and { $count } more
img-metro-open = Metro open
img-metro-locked = Metro locked ({ $faction })
img-dice = Dice
img-no-dice = none
img-in-city = in city
img-on-mat = on mat
img-cards = cards
img-liberated = Liberated districts
img-staging-cops = Cops in staging
img-staging-vans = Vans in staging
img-vans-destroyed = Vans destroyed
img-barricade-supply = Barricades left
img-out-of = { $have } of { $need }
img-no-scenario = Insurrection
img-objective-all-state = Every State district holds an occupation (any mix of factions) at Sunrise.
img-objective-highway-entrances = Every highway entrance holds at least 1 barricade.
img-objective-vans-and-cops = All 6 riot vans destroyed and no riot cop left in the city.
img-objective-shops-burned = Every shopping center in every Commercial district is burned.
img-objective-own-districts = Every faction has an occupation in each of its own districts.
img-objective-state-or-own = Every faction occupies a State district, or all of its own districts.
img-objective-ten-liberated = At least 10 districts liberated.
img-objective-state-liberated = Every State district holds an occupation and is liberated.
img-objective-autonomous-zone = Every district next to an Autonomous Zone liberated, and no police in either Zone.
img-legend-liberated = liberated
img-legend-changed = changed since the last board
img-legend-difficulty = difficulty
img-legend-police-id = police ID (cards pick the lowest or highest)
img-legend-shops = shops: unlooted, graffiti, burned
img-legend-barricades = barricades
img-legend-dead-end = dead end
img-legend-metro = metro
img-legend-police = riot cops, van (dots: hits)
img-legend-occupation = occupation
img-legend-circle = free occupation circle (letter: who may build)
img-occupation-start = Start
img-occupation-assembly = Assembly
img-occupation-kitchen = Kitchen
img-occupation-strike = Strike
img-occupation-propaganda = Propaganda
img-occupation-garden = Garden
img-occupation-cafe = Café
img-occupation-social = Social
img-occupation-hacker = Hacker
img-occupation-molotov = Molotov
img-occupation-scavengers = Scavengers
img-caption-turn = Night { $night } · the { $faction }
img-caption-turn-sunrise = Night { $night } · the { $faction }, then Sunrise
img-caption-sunrise = Night { $night } · Sunrise
img-caption-end = Night { $night } · the end
local-story-saved = [the story of the game saved to { $path }]

## Deadlines, reminders, limits (issue 9)

err-too-many-games = You already hold { $limit } open games in this server. Finish, leave or end one first.
err-rate-limited = You are asking for that too often in this channel. Try again in { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
}.
err-busy = The game is busy right now (many moves at once). Please try again.
lobby-deadline = Each wait lasts at most { $time }; then the bot plays the default move (end the actions, allow, refuse, pass...) for whoever has not acted.
lobby-no-deadline = No turn deadline: the game waits as long as it takes.
lobby-expired = ⌛ This lobby closed: nobody started it within { $days ->
    [one] a day
   *[other] { $days } days
}. Open a new one with `/game create`.
reminder-deadline = ⏰ { $time } left to act. { $waiting }
deadline-passed = ⌛ The { $faction } ran out of time; the bot played for them: { $action }.
status-deadline = ⏳ Time left for this wait: { $time }.
time-days = { $n } days
time-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
time-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}

## Chosen seeds (issue 9)

seed-replay-notice = ⚠️ Replay of seed { $seed }: whoever knows the seed can predict every hand, agenda and card draw. Choose no seed for a fair game.

## Discord-native posts, the story, local mode (issue 12, branch ux)

local-pass-keyboard = Pass the keyboard to { $name }, then press Enter.
local-hide-private = Press Enter to hide this before passing the keyboard on.
local-private-hidden = [a private message for { $name }: hidden during random moves]
local-quit-confirm = This game is kept in memory only (start with --db FILE to keep it): quit and lose it? (y/N)
local-yes = yes
local-ignored-flags = Resuming the stored game: { $flags } only set up a new game, so they are ignored here.
local-difficulty-needs-full = --difficulty applies to the full game: add --full (the beginner game is always played on Easy).
local-unknown-scenario = There is no scenario “{ $key }”. Scenarios: { $keys }.
local-unreadable = { $reason }. Type the number of a group, then of a move, or a move such as: move B2 C3 1 die 4 (help lists the commands).
export-public-note = Public export of game { $game } while it runs: the seed and the private moves (cards given, traded, kept or handed on, the police order) stay hidden until the game ends, so this file does not replay yet.
export-private-move = a private move by the { $role } (shown once the game ends)
export-public = The game so far, public moves only: export it again once it has ended for the whole game, which `blocbot scenario FILE` replays.
export-complete = The whole game: `blocbot scenario FILE` replays it to the final position.
numbers-title = **The game in numbers**
numbers-city = { $nights ->
    [one] 1 night
   *[other] { $nights } nights
} · districts liberated: { $liberated } · vans destroyed: { $vans }
numbers-faction = **{ $faction }**: { $cops } cops defeated · { $hits } van hits · { $barricades } barricades · { $built } occupations built · { $loots } loots · { $cards } cards played · { $lost } blocs lost
