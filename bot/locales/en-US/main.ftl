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
computer-fell-back-level = ⚠ **{ $name }** could not decide at its own level this time: the { $level } level chose this move.
computer-fell-back-default = ⚠ **{ $name }** could not decide this move: it played the game's default move.
computer-fell-back-random = ⚠ **{ $name }** could not decide this move: it played a random legal move.
err-seat-of-a-person = A person plays that seat. Only a server admin's /admin replace gives a player's seats to someone new.
err-seat-kept-for-its-holder = A computer runs that seat for the person who held it: its cards go back to them only.
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
err-no-role-wishes = Seats in this game go in the order players join: there is no role to ask for.
err-no-exchanges = This game has no gifts or trades of cards.
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
lobby-seat-wish = • { $name } (asks to play { $role })
lobby-status = Lobby (*{ $ruleset }*): { $settings }
    { $seated }/{ $players } seated:
    { $list }
seat-line = • <@{ $user }> ({ $name }): { $factions }
seat-line-local = • { $name }: { $factions }

## Game

game-started = { $title } (*{ $ruleset }*)
    { $seating }

    { $status }

    { $first }
bxb2016-started-title = **The insurrection begins!**
bxb2016-started-first = Each faction now chooses its Start district (`/start`). Your loot cards and agenda arrive by direct message.
uprising-started-title = **The insurrection begins!**
uprising-started-first = Each faction now chooses its Start district (`/start`). Your loot cards (and your agenda, in the semi-co-operative game) arrive by direct message.
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
undo-reply = Taken back: { $action }
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
# Where a game is, in a private message, when it has no server channel.
place-game = game { $id }
# A label or a name prefixed by the faction it is for (one user running several).
faction-label = { $faction }: { $label }
board-cops = { $count ->
    [one] 1 cop
   *[other] { $count } cops
}
board-van = van ({ $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
})
board-liberated = liberated
board-looted = looted { $graffiti }, burned { $burned }
board-barricades = Barricades: { $list }
board-staging = Staging area: { $cops ->
    [one] { $cops } cop
   *[other] { $cops } cops
}, { $vans ->
    [one] { $vans } van
   *[other] { $vans } vans
}

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
ev-loot-offered = The { $faction } draw { $count ->
    [one] { $count } loot card
   *[other] { $count } loot cards
} and choose { $keep ->
    [one] one
   *[other] { $keep }
} to keep.
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
bxb2016-obj-districts-liberated = at least { $min ->
    [one] { $min } district is
   *[other] { $min } districts are
} liberated
bxb2016-obj-own-districts-liberated = at least { $min } of your faction's districts are liberated
bxb2016-obj-own-occupations = you have at least { $min ->
    [one] { $min } occupation
   *[other] { $min } occupations
} in the city
bxb2016-obj-public-liberated = at least { $min ->
    [one] { $min } Public district is
   *[other] { $min } Public districts are
} liberated
bxb2016-obj-assembly-state-public = your Assembly Hall stands in a State or Public district
bxb2016-obj-vans-destroyed = at least { $min ->
    [one] { $min } riot van is
   *[other] { $min } riot vans are
} destroyed
bxb2016-obj-cops-at-most = at most { $max ->
    [one] { $max } riot cop is
   *[other] { $max } riot cops are
} in the city
bxb2016-obj-state-liberated = at least { $min ->
    [one] { $min } State district is
   *[other] { $min } State districts are
} liberated
bxb2016-obj-kitchen-liberated = your People's Kitchen stands in a liberated district
bxb2016-obj-every-faction-blocs = every faction has at least { $min ->
    [one] { $min } bloc
   *[other] { $min } blocs
} in the city
bxb2016-obj-own-blocs = you have at least { $min ->
    [one] { $min } bloc
   *[other] { $min } blocs
} in the city
bxb2016-obj-own-state-occupations = you have at least { $min ->
    [one] { $min } occupation
   *[other] { $min } occupations
} in State districts
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

local-welcome = blocbot local — { $game } in the terminal. Type `help` at any prompt.
local-resuming = Resuming the game stored in the database.
local-over = The game is over. Boards are in { $boards }.
local-bye-kept = Bye. The game stays in { $file }: run the same command to go on.
local-previous-over = The game stored in this database is over; a new game starts (the finished one stays stored).
render-no-close-up = No close-up written to { $file }: one is drawn only when a few districts changed (a scenario file with actions or a line `previous`, or --play N), and only for a city board.
local-bye = Bye. (Use --db FILE to keep a game between sessions.)
local-player = Player { $number }
local-no-option = No option { $number }.
local-cancelled = Cancelled.
local-private = private for { $name } ──
local-board-saved = [board saved to { $path }]
local-help = Type the number of an option: each pick narrows the move (action, from, to, how many) until one is played; 0 goes back a step.
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
seam-err-unknown-scenario = the { $ruleset } game has no scenario called `{ $scenario }`; its scenarios: { $known }
seam-err-no-scenarios = the { $ruleset } game has no scenarios (`{ $scenario }` was asked for): leave the option out
seam-err-unknown-variant = the { $ruleset } game has no variant called `{ $variant }`; its variants: { $known }
seam-err-no-variants = the { $ruleset } game has no rule variants (`{ $variant }` was asked for): leave the option out
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
uprising-pending-casualties = the { $faction } have the most blocs where the squads attack: they choose which blocs are defeated

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
bxb2016-err-casualty-count = exactly { $count ->
    [one] { $count } bloc is defeated
   *[other] { $count } blocs are defeated
} in { $district }
bxb2016-err-casualty-too-many = a faction cannot lose more blocs than it has there
bxb2016-err-not-a-pick = { $district } cannot be chosen for this effect
bxb2016-err-pick-barricade = that barricade cannot go there (or outside this effect's districts)
bxb2016-err-not-recipient = the { $faction } are not a liberating faction here
bxb2016-err-not-drawn = that card is not among the ones drawn
bxb2016-err-keep-count = keep exactly { $keep } of the cards drawn
bxb2016-err-not-among-drawn = { $card } is not among the cards drawn
bxb2016-err-arrange-each = list { $count ->
    [one] the revealed card ({ $count })
   *[other] each of the { $count } revealed cards
} exactly once, to discard or to put back
bxb2016-err-discard-at-most = you may discard at most { $max } of them
bxb2016-err-expected = another answer is expected: { $decision }

bxb2016-pending-veto = the { $by } must first decide whether to stop the { $actor }' action
bxb2016-pending-offer = the { $faction } must first accept or refuse the offer
bxb2016-pending-keep = the { $faction } must first choose { $keep } card(s) to keep
bxb2016-pending-casualties = the { $faction } must first choose { $count ->
    [one] which bloc is defeated ({ $count })
   *[other] which { $count } blocs are defeated
}
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
bxb2016-breach-blocs = the { $faction } have { $count } blocs in the city and on their mat, not their full set
bxb2016-breach-occupations = the { $faction } have { $count } occupations on the board and their mat, not their full set
bxb2016-breach-cops = { $count } riot cops in the city and in staging instead of { $expected }
bxb2016-breach-vans = { $count } riot vans in the city, in staging and destroyed instead of { $expected }
bxb2016-breach-barricades = { $count } barricades instead of { $expected }
bxb2016-breach-connection = { $count } barricades between { $a } and { $b }
bxb2016-breach-highway = pieces on the highway { $district }
bxb2016-breach-loot-tokens = more loot tokens in { $district } than it has shopping centres
bxb2016-breach-card-copies = { $count } copies of the card `{ $key }` instead of { $expected }
bxb2016-breach-manifestations = the manifestation cards are not all accounted for
bxb2016-breach-agendas = the agenda cards are not all accounted for
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

seed-replay-notice = ⚠️ Replay of seed { $seed }: whoever knows the seed can predict every hidden card and every draw. Choose no seed for a fair game.

## Discord-native posts, the story, local mode (issue 12, branch ux)

local-pass-keyboard = Pass the keyboard to { $name }, then press Enter.
local-recap = Since you last had the keyboard:
local-hide-private = Press Enter to hide this before passing the keyboard on.
local-private-hidden = [a private message for { $name }: hidden during random moves]
local-quit-confirm = This game is kept in memory only (start with --db FILE to keep it): quit and lose it? (y/N)
local-yes = yes
local-ignored-flags = Resuming the stored game: { $flags } only set up a new game, so they are ignored here.
local-difficulty-needs-full = --difficulty applies to the full game: add --full (the beginner game is always played on Easy).
local-unknown-difficulty = There is no difficulty “{ $typed }” in this game: use { $keys }.
local-no-scenarios = --scenario applies to Bloc by Bloc (2016) only: Uprising has no scenarios.
local-full-needs-players = --full plays Uprising's semi-co-operative game, which needs 3 or 4 players (--players 3 or 4).
local-unknown-scenario = There is no scenario “{ $key }”. Scenarios: { $keys }.
local-unreadable = { $reason }. Type the number of an option, or a move such as: move B2 C3 1 die 4 (help lists the commands).
export-public-note = Public export of game { $game } while it runs: the seed and the private moves (cards given, traded, kept or handed on, the police order) stay hidden until the game ends, so this file does not replay yet.
export-private-move = a private move by the { $role } (shown once the game ends)
export-public = The game so far, public moves only: export it again once it has ended for the whole game, which `blocbot scenario FILE` replays.
export-complete = The whole game: `blocbot scenario FILE` replays it to the final position.
numbers-title = **The game in numbers**
numbers-city = { $nights ->
    [one] 1 night
   *[other] { $nights } nights
} · districts liberated: { $liberated } · vans destroyed: { $vans }
numbers-faction = **{ $faction }**: { $cops ->
    [one] 1 cop defeated
   *[other] { $cops } cops defeated
} · { $hits ->
    [one] 1 van hit
   *[other] { $hits } van hits
} · { $barricades ->
    [one] 1 barricade
   *[other] { $barricades } barricades
} · { $built ->
    [one] 1 occupation built
   *[other] { $built } occupations built
} · { $loots ->
    [one] 1 loot
   *[other] { $loots } loots
} · { $cards ->
    [one] 1 card played
   *[other] { $cards } cards played
} · { $lost ->
    [one] 1 bloc lost
   *[other] { $lost } blocs lost
}

## Computer seats (issue 11)

computer-level-easy = easy
computer-level-normal = normal
computer-level-strong = strong
computer-seat-name = Computer { $number }, { $level }
seat-handed = 🔁 **{ $actor }** gave the seat of **{ $old }** ({ $factions }) to **{ $name }**.
err-no-such-role = There is no { $name } in this game. Choose one of: { $names }.
## Bloc by Bloc: Uprising in the bot (text/uprising.rs). Names of cards, districts,
## factions and agendas come from engine/data/uprising/ (English and French columns);
## `up-names` says which column this language reads.
up-names = en
up-mode-coop = co-operative
up-mode-semi = semi-co-operative (secret agendas)
up-mode-conflict = conflict
up-settings = { $players ->
    [one] 1 player
   *[other] { $players } players
} · { $mode } · difficulty: { $difficulty }
up-status-head = **Night { $night }** · countdown: { $countdown } · police morale: { $morale } · { $liberated ->
    [one] 1 district liberated
   *[other] { $liberated } districts liberated
}
up-status-faction = • **{ $faction }**: { $city } in the city, { $supply } in supply, { $meeting } at the meeting, { $cards ->
    [one] 1 loot card
   *[other] { $cards } loot cards
}
up-status-token = , token on { $card }
up-status-agenda = , agenda: { $agenda }
up-status-conditions = Conditions cards face up: { $cards } ({ $left } in the deck)
up-status-reaction = Reaction pile: { $left ->
    [one] { $left } card
   *[other] { $left } cards
}; the top card's back: { $priority }, metro { $metro }
up-priority-highest = highest police ID first
up-priority-lowest = lowest police ID first
up-metro-open = open
up-metro-locked = locked
up-status-turn = The { $faction } play; dice: { $dice }
up-status-sunrise = Sunrise: the police move.
up-status-setup = The factions choose their starting districts.
up-board-line = `{ $difficulty }` { $district }: { $pieces }
up-board-line-empty = `{ $difficulty }` { $district }
up-board-squads = { $count ->
    [one] 1 squad
   *[other] { $count } squads
}
up-board-van = van ({ $damage } damage)
up-board-looted = graffiti { $graffiti }, burnt { $burnt }
up-board-barricades = Barricades: { $count } on the streets, { $supply } in the supply
up-board-staging = Staging area: { $squads ->
    [one] { $squads } squad
   *[other] { $squads } squads
}, { $vans ->
    [one] { $vans } van
   *[other] { $vans } vans
}
up-label-move = Move { $blocs } from { $from } to { $to } (die { $die })
up-label-barricade = Barricade from { $from } toward { $toward } (die { $die })
up-label-meeting = Send { $blocs } from { $from } to the meeting (die { $die })
up-label-burn = Loot (burn) in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-graffiti = Graffiti in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-build = Build { $occupation } in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-swap = Swap for { $occupation } in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-relocate = taken from { $from }
up-label-hall = Assembly Hall in { $district }: form a bloc (die { $die })
up-label-aid = Mutual Aid Center in { $district }: loot (die { $die })
up-label-defeat = Defeat a squad in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-push = Push squads from { $district } to { $to } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-hit-van = Attack the van in { $district } ({ $count ->
    [1] die
   *[other] dice
} { $dice })
up-label-molotovs = with { $count ->
    [one] 1 Molotov
   *[other] { $count } Molotovs
}
up-label-play = Play { $card } in { $district }
up-label-token = Conditions token on { $card }
up-label-pass = End the turn
up-label-keep = Keep { $cards }
up-label-keep-hidden = Keep { $count ->
    [one] 1 card
   *[other] { $count } cards
}
up-label-free-move = Free move: { $blocs } to { $to }
up-label-free-move-none = No free move to { $to }
up-label-choose = Choose: { $option }
up-label-return = Bring the meeting's blocs back to { $to }
up-label-return-some = Bring { $count } of them back to { $to }
up-label-vote-yes = Vote to end the game now
up-label-vote-no = Vote to play on
up-label-allow = Allow it
up-label-forbid = Forbid it
up-label-give = Give { $card } to the { $to }
up-label-give-hidden = Give a loot card to the { $to }
up-label-casualties = Defeated: { $losses }
up-casualty-part = { $count } { $faction }
up-ev-start = The { $faction } start in { $district } with { $blocs ->
    [one] { $blocs } bloc
   *[other] { $blocs } blocs
}.
up-ev-night = 🌙 **Night { $night }** begins.
up-ev-turn = The { $faction } take their turn.
up-ev-ops = 🚨 Police Ops: { $card }.
up-ev-squads-moved = Squads move from { $from } to { $to }: { $advanced } advance, { $stopped } held back, { $barricades ->
    [one] { $barricades } barricade
   *[other] { $barricades } barricades
} removed.
up-ev-squads-deployed = { $count ->
    [one] 1 squad is
   *[other] { $count } squads are
} deployed in { $district }.
up-ev-van-deployed = A van is deployed in { $district }.
up-ev-morale = Police morale: { $morale }.
up-ev-blocs-formed = The { $faction } form { $count } in { $district }.
up-ev-dice = 🎲 The { $faction } roll { $dice }.
up-ev-moved = The { $faction } move { $count } from { $from } to { $to }.
up-ev-barricade = A barricade goes up between { $from } and { $to }.
up-ev-to-meeting = The { $faction } send { $count } to the meeting.
up-ev-graffiti = The { $faction } cover { $district } in graffiti.
up-ev-burnt = The { $faction } loot and burn a shopping center in { $district }.
up-ev-loot-drawn = The { $faction } draw { $count ->
    [one] 1 loot card
   *[other] { $count } loot cards
}.
up-ev-loot-drawn-own = The { $faction } draw: { $cards }.
up-ev-loot-kept = The { $faction } keep { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
up-ev-loot-kept-own = The { $faction } keep: { $cards }.
up-ev-loot-played = The { $faction } play { $card } in { $district }.
up-ev-built = The { $faction } build { $occupation } in { $district }.
up-ev-evicted = The { $occupation } of the { $faction } in { $district } is evicted.
up-ev-squad-defeated = A squad is defeated in { $district }.
up-ev-squads-pushed = { $count ->
    [one] 1 squad is
   *[other] { $count } squads are
} pushed from { $from } to { $to }.
up-ev-van-hit = The van in { $district } takes a hit ({ $damage } damage).
up-ev-van-destroyed = 🔥 The van in { $district } is destroyed!
up-ev-sunrise = 🌅 **Sunrise.**
up-ev-reaction = Reaction card: { $card }.
up-ev-vans-repaired = The vans are repaired.
up-ev-blocs-lost = The { $faction } lose { $count } in { $district }.
up-ev-blocs-saved = A Medic Kit: the { $faction } take { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
} defeated in { $from } to their occupation in { $to } rather than back to their supply.
up-ev-van-moved = The van drives from { $from } to { $to }.
up-ev-liberated = 🎉 { $district } is liberated!
up-ev-liberated-card = 🎉 { $district } is liberated! Liberation card **{ $card }**: { $text }
up-ev-option = The { $faction } choose option { $option }.
up-ev-meeting = The meeting gathers { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
}; Conditions cards revealed: { $cards }.
up-ev-meeting-returned = The { $faction } bring { $count } back from the meeting to { $district }.
up-ev-casualties-chosen = The { $faction } choose the blocs the squads defeat in { $district }: { $losses }.
up-ev-token-placed = The { $faction } put their Conditions token on { $card }.
up-ev-token-removed = The { $faction } take their Conditions token off { $card }.
up-ev-agenda-revealed = The { $faction } reveal their agenda: { $agenda }.
up-ev-agenda-hidden = The { $faction } keep their agenda hidden.
up-ev-voted-yes = The { $faction } vote to end the game now.
up-ev-voted-no = The { $faction } vote to play on.
up-ev-vetoed = The { $faction } forbid that action in { $district }.
up-ev-loot-given = The { $from } give a loot card to the { $to }.
up-ev-countdown = ⏳ The countdown moves to { $countdown }.
up-ev-flame = The { $faction } take the flame (first player).

## The Uprising board image (issue 10, renderer)

# Which names of the Uprising data this catalog reads: `en` (name) or `fr` (name_fr).
img-up-data-language = en
img-up-status-sunrise = Sunrise: reaction, liberation, meeting
img-up-status-over = Game over
img-up-occupation-start = Start
img-up-occupation-hall = Hall
img-up-occupation-aid = Aid
img-up-morale = Morale: { $morale }
img-up-morale-effect = { $draws ->
    [one] 1 Ops card
   *[other] { $draws } Ops cards
} a turn · tank −{ $steps }
img-up-reaction-top = Reaction pile: its top card
img-up-priority-highest = Highest ID first
img-up-priority-lowest = Lowest ID first
img-up-metro-locked = Metro locked
img-up-staging-squads = Squads in staging
img-up-staging-vans = Vans in staging
img-up-loot-tokens = Loot tokens left
img-up-supply = supply
img-up-panel-conditions = COUNTDOWN · CONDITIONS
img-up-conditions-left = { $count ->
    [0] No card left in the deck
    [one] 1 more card in the deck
   *[other] { $count } more cards in the deck
}
img-up-meeting = { $count ->
    [0] Nobody at the meeting
    [one] At the meeting: 1 bloc
   *[other] At the meeting: { $count } blocs
}
img-up-legend-police = squads, van (dots: damage)
img-up-legend-occupation = occupation: Start, Assembly Hall, Mutual Aid Center
img-up-legend-shops = shopping centers: free, graffiti, burnt
## Narration with consequences, Sunrise warnings (issue 12, "Say what things mean")

narr-reaction-nothing = Police reaction in { $district }: rolled { $roll } — nothing happens.
narr-reaction-cop = Police reaction in { $district }: rolled 1 — a riot cop arrives from staging.
narr-reaction-no-cop = Police reaction in { $district }: rolled 1 — no riot cop is left in staging, so nothing happens.
narr-reaction-card = Police reaction in { $district }: rolled 2 — the police draw **{ $card }**: { $effect }
narr-reaction-no-card = Police reaction in { $district }: rolled 2 — the police deck is empty, so nothing happens.
narr-reaction-dice = Police reaction in { $district }: rolled { $roll } — the { $faction } gain { $count ->
    [one] one extra die showing { $dice }
   *[other] { $count } extra dice showing { $dice }
} (People's Kitchen).
narr-police-card = 🚨 Police card **{ $card }**: { $effect }
narr-police-idle = It changes nothing: { $why }
narr-morale-up = Police morale rises to **{ $label }** (step { $step } of { $steps }): the police now draw { $draw ->
    [one] one card
   *[other] { $draw } cards
} at the start of each turn.
narr-morale-up-same = Police morale rises a step but stays { $label } (step { $step } of { $steps }): still { $draw ->
    [one] one police card
   *[other] { $draw } police cards
} per turn.
narr-morale-down = Police morale falls to **{ $label }** (step { $step } of { $steps }): the police now draw { $draw ->
    [one] one card
   *[other] { $draw } cards
} at the start of each turn.
narr-morale-down-same = Police morale falls a step but stays { $label } (step { $step } of { $steps }): still { $draw ->
    [one] one police card
   *[other] { $draw } police cards
} per turn.
narr-van-repaired = 🔧 The riot van in { $district } is repaired: its { $hits ->
    [one] hit is
   *[other] { $hits } hits are
} undone (R-REP-2).
narr-defeat-van = 🚐 { $district }: the riot van defeats every bloc there — lost: { $losses } (R-REP-3).
narr-defeat-outnumbered = 🛡 { $district }: { $cops ->
    [one] 1 riot cop
   *[other] { $cops } riot cops
} against { $blocs ->
    [one] 1 bloc
   *[other] { $blocs } blocs
} — every bloc is defeated (lost: { $losses }) (R-REP-4).
narr-defeat-held = 🛡 { $district }: { $cops ->
    [one] 1 riot cop
   *[other] { $cops } riot cops
} against { $blocs ->
    [one] 1 bloc
   *[other] { $blocs } blocs
} — { $cops ->
    [one] 1 bloc falls
   *[other] { $cops } blocs fall
} (lost: { $losses }); cops attack blocs before occupations, so any occupation holds (R-REP-4, R-REP-5).
narr-evicted-van = 🏚 { $district }: the riot van evicts the { $faction }' { $occupation } (R-REP-3).
narr-evicted-cops = 🏚 { $district }: the riot cops evict the { $faction }' { $occupation } — no bloc was left to defend it (R-REP-4).
narr-liberated = ✊ { $district } is **liberated**: it has an occupation and at least twice its difficulty in blocs (R-LIB-2). Its occupation's liberated ability is active from now on, and its manifestation rewards the factions there.
warn-heading = ⚠ The { $faction } end their actions. If nothing changes before Sunrise (cards aside):
warn-van = the riot van in { $district } will defeat your { $count ->
    [one] bloc
   *[other] { $count } blocs
} there (R-REP-3).
warn-cops-all = the riot cops in { $district } ({ $cops }) will defeat every bloc there, { $count ->
    [one] yours included
   *[other] your { $count } included
} (R-REP-4).
warn-cops-some = the riot cops in { $district } will defeat { $cops } of the { $blocs } blocs there (R-REP-4).
warn-evicted = your occupation in { $district } will be evicted (R-REP-3, R-REP-4).
warn-implosion = the { $faction } will have **no bloc left in the city**: the game then ends and every faction loses (R-WIN-1).
warn-liberation = { $district } will be liberated (R-LIB-2).
warn-one-more = { $district } needs one more bloc to be liberated at Sunrise (R-LIB-2).
token-police-id-highest = highest
token-police-id-lowest = lowest
token-district-workers = Workers
token-district-students = Students
token-district-neighbors = Neighbors
token-district-prisoners = Prisoners
token-district-state = State
token-district-public = Public
token-district-commercial = Commercial
token-district-highway = Highway
bxb2016-police-fx-advance = every group of 2 or more riot cops outside a clash sends all but one of them into the adjacent { $target } district with the { $priority } police ID (R-POL-MOVE).
bxb2016-police-fx-reinforce = every undamaged riot van gets { $count ->
    [one] one riot cop
   *[other] { $count } riot cops
} from staging, { $priority } police ID first (R-POL-HR).
bxb2016-police-fx-emergency = if fewer than { $max } vans are in the city, a van from staging goes to the district with riot cops and no van with the highest police ID (R-POL-ER).
bxb2016-police-fx-rotation = every district with { $threshold } or more riot cops sends all but { $keep } back to staging.
bxb2016-police-fx-retreat = a lone riot cop with no van and no bloc beside it goes back to staging.
bxb2016-police-fx-maneuvers = the undamaged vans move to the districts with police and the highest police IDs (R-POL-MAN).
bxb2016-police-fx-lockdown = the metro is locked down while the card lies in front of the faction on the left (R-POL-ML).
bxb2016-police-fx-fired = every other police card goes back into the deck, which is shuffled (R-POL-CPF).
bxb2016-police-fx-paramilitary = a riot cop from staging raids every occupation with no bloc and no police, highest police ID first.
bxb2016-police-idle-advance = no group of 2 or more riot cops outside a clash stands next to a { $target } district.
bxb2016-police-idle-reinforce = no undamaged riot van is in the city, or no riot cop is left in staging.
bxb2016-police-idle-emergency = { $max } vans are already in the city, none is left in staging, or no district has riot cops without a van.
bxb2016-police-idle-rotation = no district has { $threshold } or more riot cops.
bxb2016-police-idle-retreat = no riot cop stands alone without a van or a bloc.
bxb2016-police-idle-maneuvers = no undamaged van is in the city, or the vans already stand where the card sends them.
bxb2016-police-idle-lockdown = the metro is already locked down.
bxb2016-police-idle-fired = the discard pile was empty.
bxb2016-police-idle-paramilitary = every occupation has blocs or police beside it, or staging is empty.
warn-implosion-risk = the { $faction } may have **no bloc left in the city** if the casualties fall on them: the game then ends and every faction loses (R-REP-6, R-WIN-1).

## /rules: the project's own short summaries (issue 12). Our words, after the rulebooks of
## Bloc by Bloc (2016) and Bloc by Bloc: Uprising, Out of Order Games, CC BY-NC-SA 4.0.

rules-index = 📖 **Rules of { $ruleset }**, in short. Ask for a topic: `/rules topic` (in local mode: `help topic`).
rules-rulebook = The full rules: the publisher's rulebook, { $url } (these summaries are the project's own words).
rules-why = ❓ **Why?** The rule { $rule } is part of this:
    { $summary }
rules-unknown-topic = There is no topic “{ $topic }” for this game. { $index }
rules-title-setup = Setup and modes
rules-bxb2016-setup = The bot sets the game up (R-SETUP): a random city of 25 districts, or the beginner city (R-GEN, R-SETUP-20); a riot van and 3 riot cops in every State district; the police deck by difficulty, with 1, 2 or 3 Paramilitary Operations cards for Easy, Medium or Hard (R-MODE-3); factions dealt at random, each with 2 loot cards and, in the semi-cooperative game, a secret agenda (R-SETUP-8, R-SETUP-9). Then each faction chooses its **Start district**, one of its own type, where its Start occupation and first bloc go (R-SETUP-10), and the first faction is drawn (R-SETUP-11). 2 to 4 players; with 2, each runs two factions, fully cooperatively (R-MODE-5, R-SETUP-13).
rules-uprising-setup = The bot sets the game up (U-SETUP): a random city of 25 districts over hidden Liberation cards (U-CITY); a van and 3 squads in every State district; morale Timid; the Police Ops deck with 1 to 4 Reinforcements cards by difficulty (U-DIFF-1); the countdown at 10; factions dealt at random. Then each faction chooses its **Start district**, one of its own type: its Faction Start and its first blocs go there (1 bloc with 4 players, 2 with 3, 3 with 2), and 3 barricades between it and each neighbouring district with a van (U-SETUP-10, U-SETUP-14). The first Conditions card is turned face up; agendas are dealt last in the semi-cooperative game (U-SETUP-11, U-SETUP-13).
rules-title-turn = A night and a turn
rules-title-movement = Movement
rules-title-clashes = Clashes and attacks
rules-title-barricades = Barricades
rules-title-loot = Loot
rules-title-occupations = Occupations
rules-title-police = The police
rules-title-sunrise = Sunrise
rules-title-liberation = Liberation
rules-title-meeting = The meeting and the Conditions
rules-title-winning = Winning and losing
rules-bxb2016-turn = Each night every faction takes one turn in order (R-NIGHT). Your Start occupation forms blocs, then you roll dice: more blocs in the city, more dice (R-TURN-3). Each die pays for one action. **Basic** actions (move, barricade) take any die; **advanced** ones (loot, build, swap) and **attacks** need a die at least the district's difficulty (R-ACT-4). Basic and advanced actions need a bloc out of any clash; attacks need one in a clash (R-ACT-3). After an advanced action or an attack sequence the police roll a reaction die (R-ACT-5). When you end your actions, the police draw cards (R-TURN-6).
rules-bxb2016-movement = One die of any value moves any number of your blocs from one district without police to one other district, together (R-MOVE-1, R-MOVE-2). The path may not pass through a district with police, but may end in one: that starts a clash (R-MOVE-3). Blocs ignore barricades (R-MOVE-4), never move diagonally except along a highway (R-MOVE-5), and may take the metro between metro districts unless it is locked down (R-MOVE-6). Blocs in a district with police cannot leave it by moving (R-MOVE-7).
rules-bxb2016-clashes = Blocs and police in one district are in a clash. With a die at least the difficulty you may **defeat a riot cop** (to staging), **kick out two cops** into a neighbouring district (removing the barricades on the way), or **hit the riot van**: three hits in one night destroy it (R-ATK-5, R-ATK-6, R-ATK-10). Each of your blocs there attacks once per clash per night (R-ATK-3). When your attacks there end, one reaction roll: 1 a cop arrives from staging, 2 the police draw a card, 6 extra dice with a People's Kitchen, else nothing (R-REACT).
rules-bxb2016-barricades = One die of any value puts a barricade between a district where you have a bloc (no police) and a neighbour, at most 3 per street (R-BARR-2, R-BARR-3). Barricades stop advancing riot cops and are dismantled when they do (R-POL-MOVE-8, R-BARR-5); kicking cops across a street removes its barricades (R-ATK-9). Blocs ignore them.
rules-bxb2016-loot = An advanced action in a district without police that has an unlooted shopping centre: mark it (graffiti, or burn it) and draw a loot card (R-LOOT-1..3). Cards are secret, with no hand limit (R-LOOT-5); each says when it may be played, on your turn or at Sunrise (R-LCARD-1). You may give or trade cards with a faction sharing a district with you (R-XCHG).
rules-bxb2016-occupations = **Build** (advanced): in a district of your type, State or Public, with an empty circle, no police and your bloc, place an occupation from your mat (R-BUILD). **Swap** replaces an occupation, anyone's in State and Public districts (R-SWAP). Another faction may stop your advanced action in its own district (R-STOP). Each occupation has an ability, stronger once its district is liberated (R-OCC). Occupations need blocs to defend them at Sunrise.
rules-bxb2016-police = After each turn the police draw cards by their morale (Timid 1, Confident 2, Ruthless 3) (R-TURN-6, R-MORALE). Cards advance groups of 2 or more riot cops into a district type (all but one move; barricades stop some, R-POL-MOVE), reinforce vans with cops, bring new vans, rotate or retreat cops, or lock the metro down (R-POL). Morale rises with cards marked +1 and falls only with liberations (R-MANI-2).
rules-bxb2016-sunrise = After the last turn, Sunrise: first every van is repaired (R-REP-2); then every **van** defeats every bloc in its district and evicts its occupation (R-REP-3); then in each district **n riot cops** defeat n blocs; only when they outnumber the blocs is the occupation evicted too — cops attack blocs before occupations (R-REP-4, R-REP-5). With several factions, the one with most blocs chooses the losses (R-REP-6). Defeated blocs go back to their mats.
rules-bxb2016-liberation = At Sunrise, after the police attack, a district is liberated when it has an occupation and at least **twice its difficulty** in blocs, of any factions; police there do not prevent it (R-LIB-2). Highest police ID first, again and again while any qualifies (R-LIB-3). Its manifestation card is revealed and helps the factions there, police morale falls one step, and its occupation gets its liberated ability (R-LIB-5..7, R-MANI).
rules-bxb2016-winning = At the end of each Sunrise (R-END, R-WIN-1): if any faction has **no bloc in the city**, the movement implodes and everyone loses; in the semi-cooperative game a faction meeting its Win Alone agenda wins alone; if every State district holds an occupation, the insurrection succeeds (with agendas, those meeting a cooperative goal win); if no night is left, everyone loses. Scenarios change the goal (R-SCN).
rules-uprising-turn = Each night every faction in turn: the police draw Ops cards by their morale, your Faction Start forms a bloc, you roll 3 to 5 dice by your blocs in the city, then act (U-NIGHT). Each die pays for one action or one occupation ability; dice may be added together (U-DICE). **Basic** actions (move, barricade, attend the meeting) take any die; **advanced** ones (loot, build, swap) and **attacks** need at least the district's difficulty (U-ACT-3). Each faction has its own ability (U-FAC).
rules-uprising-movement = One die of any value moves any number of your blocs from a district out of any clash to one other district at any distance, by streets, highways and the open metro (U-MOVE-1). They may not pass through or leave a district with squads or a van, but may end in one: a clash starts (U-MOVE-3, U-MOVE-4). A lone Students bloc may go where police stand (U-FAC-4).
rules-uprising-clashes = Blocs in a district with squads or a van are in a clash and may only attack (U-ACT-4). With a die at least the difficulty: **defeat a squad** (to staging), **push back two squads** into a neighbouring district (its barricades are removed), or **attack the van**: three attacks in one night destroy it and lower morale (U-ATK). Each of your blocs there attacks once per night; the Prisoners add 1 to an attack (U-FAC-1). Police attack only at Sunrise.
rules-uprising-barricades = One die of any value puts a barricade on a link next to a district where you have a bloc out of any clash, at most 3 per link; the Neighbors place 2 (U-BAR). Barricades stop advancing squads (U-OPS-4) and vans on the move (U-VAN-4); pushing squads across a link removes its barricades. Blocs ignore them.
rules-uprising-loot = Advanced action where you have a bloc out of any clash and a shopping centre without a token: **burn** it to draw a loot card, or **graffiti** it to feed the Mutual Aid Centers (U-LOOT). Cards say when they may be played; no hand limit; you may give or trade cards with a faction sharing a district (U-LOOT-8).
rules-uprising-occupations = **Build** (advanced) in a district of your type, Public or State with an empty circle: police morale falls one step (U-OCC-1). **Swap** replaces an occupation, another faction's only in State and Public districts (U-OCC-3). Abilities work at once, once per turn each, even with police there (U-OCC-6): the Start forms a bloc each turn, the Assembly Hall forms one for a die, the Mutual Aid Center draws cards by graffiti (U-OCC-7..9).
rules-uprising-police = Before each turn the police draw 1 to 3 Ops cards by their morale (U-NIGHT-2, U-MOR). **Squad Movement**: every group of 2 or more squads, not in a district with an occupation, sends all but one into the adjacent district of the named type, by ID priority; barricades stop some (U-OPS-3, U-OPS-4). **Light** and **Heavy Reinforcements** add squads beside undamaged vans and bring a new van (U-OPS-5, U-OPS-6). Morale falls when a van is destroyed, an occupation built or a district liberated (U-MOR-3).
rules-uprising-sunrise = At Sunrise a **Reaction card** (U-REACT): damaged vans are repaired; each **van** defeats every bloc and evicts the occupation in its district; each **squad** attacks once, blocs first, and evicts an occupation only when no bloc is left; with several factions the one with most blocs chooses the losses (U-REACT-2). Then the van in the lowest-ID district drives toward the card's destination, breaking barricades, and a squad joins it (U-VAN). Then liberation, the meeting, the win check and the countdown (U-DAY-1).
rules-uprising-liberation = At Sunrise a district is liberated when it is next to a liberated district (Public districts need not be), its blocs of all factions total at least **twice its difficulty**, and no squad or van is there (U-LIB-1, U-LIB-2). Each liberation lowers morale, gives a Liberation card whose choices each faction there makes, turns shopping centres into graffiti, and a Public one winds the countdown back (U-LIB-4, U-LCARD).
rules-uprising-meeting = One die sends blocs from a district out of any clash to the meeting, on the Conditions deck; they still count as in the city (U-MEET). At Sunrise, if the meeting holds at least as many blocs as there are face-up Conditions cards, one more card is revealed (again while enough remain), then the blocs go back to your occupations (U-AG). A faction puts its token on a Conditions card it completes: its occupations in the liberated districts the card names (U-COND).
rules-uprising-winning = Cooperative game: when every faction's token lies on a completed Conditions card, the city is liberated and all win (U-WIN-1). Everyone loses at once if a faction has **no bloc in the city** (meeting included) (U-LOSE-2), or when the countdown reaches Game Over: it advances each Sunrise by the police morale (U-CD, U-LOSE-1). Semi-cooperative games add secret agendas (U-SEMI).
rules-first-turn = 🧭 **Your first turn** (the beginner game): choose your Start district when asked; at the start of each of your turns it forms a bloc, then you roll dice. A good start: move blocs with a low die next to a district you could **liberate** (an occupation and twice its difficulty in blocs at Sunrise), **build** an occupation with a die at least the difficulty in a district of your type, and keep blocs away from riot vans — at Sunrise a van defeats every bloc in its district. `/rules` explains each part; `/rules sunrise` what dawn will bring.
rules-why-button = Why?

## leakscan (issue 13, item 5): names and words that were still English in French text
# 2016 occupations (the rulebook's names; the French names are the project's proposal,
# with seed 003's vocabulary where the 3rd edition has the same occupation).
bxb2016-occupation-start = Start
bxb2016-occupation-assembly = Assembly Hall
bxb2016-occupation-kitchen = People's Kitchen
bxb2016-occupation-strike = Strike Hall
bxb2016-occupation-propaganda = Propaganda Workshop
bxb2016-occupation-garden = Guerrilla Garden
bxb2016-occupation-cafe = Comrade Cafe
bxb2016-occupation-social = Social Center
bxb2016-occupation-hacker = Hacker Space
bxb2016-occupation-molotov = Molotov Factory
bxb2016-occupation-scavenger = Scavenger's Hideout
setting-yes = yes
setting-no = no
# A move's target across a highway, as narration names the barricade's border.
label-highway-target = { $to } (highway, border { $border })
# An admin's line in the game's log (`/game log`), in the game's language.
log-note-ended = game ended by an admin
log-note-seat-given = { $actor } gave the seat of { $old } to { $name }
# One way an agenda wins, with its goals (French puts a space before the colon).
agenda-option = • { $how }: { $goals }

## The story GIF posted at the end of a game (issue 12, branch story)

story-gif-too-large = 🎞️ The story of this game is too large for a Discord attachment; `/game export` gives it in full, and `blocbot scenario` replays it.
mute-done = 🔕 You will no longer be mentioned for this game: when it is your turn, the post names you without a ping. `/game unmute` undoes it.
unmute-done = 🔔 You will be mentioned again for this game when it is your turn.

## Posts as Discord embeds (issue 12, branch embeds): the fields beside the narration

post-field-night = Night
post-field-night-value = { $night } · { $left ->
    [one] 1 night left
   *[other] { $left } nights left
}
post-field-round-value = { $night }
post-field-morale = Police morale
post-field-countdown = Countdown
post-title-turn = Turn: { $who } · { $ruleset }
post-title-over = Game over · { $ruleset }
post-field-turn = Turn
# Nobody is to act (the police and Sunrise resolve on their own).
post-field-turn-none = the police
post-field-turn-over = the game is over
# The message text above an embed: it pings the people the game waits for.
post-ping = { $mentions }: the game waits for you.

## Uprising narration with consequences, warnings and numbers (issue 12, branch upnarr).
## Rule ids U-* are the project's digest of the 3rd edition's rulebook.

up-narr-turn = The { $faction } take their turn: first { $count ->
    [0] no Police Ops card
    [one] 1 Police Ops card
   *[other] { $count } Police Ops cards
}, as police morale sets (U-NIGHT-2).
up-narr-ops = 🚨 Police Ops: **{ $card }** — { $effect }
up-narr-ops-movement = every group of 2 or more squads outside an occupied district advances into an adjacent { $kind } district, one squad staying behind (U-OPS-3).
up-narr-ops-light = every undamaged van brings { $count ->
    [one] 1 squad
   *[other] { $count } squads
} from the staging area into its district (U-OPS-5).
up-narr-ops-heavy = every undamaged van brings { $count ->
    [one] 1 squad
   *[other] { $count } squads
} from the staging area, then a van comes out into the highest-ID district with a squad and no van (U-OPS-6).
up-narr-idle = It changes nothing: { $why }
up-narr-ops-idle-movement = no group of 2 or more squads outside an occupied district is next to a { $kind } district, or barricades held them all (U-OPS-3, U-OPS-4).
up-narr-ops-idle-light = no undamaged van is in the city, or the staging area has no squad left (U-OPS-5).
up-narr-ops-idle-heavy = no undamaged van could bring a squad and no van could come out: none left in the staging area, four already out, or no district with a squad and no van (U-OPS-6).
up-narr-morale-top = Its +1 police morale mark does nothing: morale is already at the top, { $morale } (U-MOR-4).
up-narr-squads-moved = { $count ->
    [0] No squad advances
    [one] 1 squad advances
   *[other] { $count } squads advance
} from { $from } into { $to } (U-OPS-3).
up-narr-squads-stopped = Barricades hold back { $count ->
    [one] 1 squad
   *[other] { $count } squads
} and { $barricades ->
    [one] 1 barricade falls
   *[other] { $barricades } barricades fall
} (U-OPS-4).
up-narr-reinforcements = Reinforcements: { $count ->
    [one] 1 squad joins
   *[other] { $count } squads join
} the van in { $district } (U-OPS-5).
up-narr-reaction-deploy = The card ends with { $count ->
    [one] 1 squad
   *[other] { $count } squads
} from the staging area in { $district }, where the van stands (U-REACT-3).
up-narr-van-deployed = A van comes out of the staging area into { $district }: the highest-ID district with a squad and no van (U-OPS-6).
up-narr-morale = Police morale is now **{ $morale }**: { $draw ->
    [one] 1 Police Ops card
   *[other] { $draw } Police Ops cards
} a turn, the countdown { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} a Sunrise (U-MOR-1).
up-narr-morale-ops = The card's mark raises police morale to **{ $morale }** (U-NIGHT-3): { $draw ->
    [one] 1 Police Ops card
   *[other] { $draw } Police Ops cards
} a turn from the next turn on, the countdown { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} a Sunrise (U-MOR-1).
up-narr-morale-liberated = The liberation lowers police morale to **{ $morale }** (U-LIB-4): { $draw ->
    [one] 1 Police Ops card
   *[other] { $draw } Police Ops cards
} a turn, the countdown { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} a Sunrise (U-MOR-1).
up-narr-morale-van = The destroyed van lowers police morale to **{ $morale }** (U-MOR-3): { $draw ->
    [one] 1 Police Ops card
   *[other] { $draw } Police Ops cards
} a turn, the countdown { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} a Sunrise (U-MOR-1).
up-narr-morale-built = The new occupation lowers police morale to **{ $morale }** (U-MOR-3): { $draw ->
    [one] 1 Police Ops card
   *[other] { $draw } Police Ops cards
} a turn, the countdown { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} a Sunrise (U-MOR-1).
up-narr-start-forms = The Start of the { $faction } forms { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
} in { $district } (U-NIGHT-4).
up-narr-dice = 🎲 The { $faction } roll { $count ->
    [one] { $count } die
   *[other] { $count } dice
}, for { $min }–{ $max } blocs in the city (U-DICE-1): { $dice }.
up-narr-dice-most = 🎲 The { $faction } roll { $count ->
    [one] { $count } die
   *[other] { $count } dice
}, for { $min } or more blocs in the city (U-DICE-1): { $dice }.
up-narr-highest = highest
up-narr-lowest = lowest
up-narr-toward-kind = the { $end }-ID { $kind } district
up-narr-toward-any = the { $end }-ID district of the city
up-narr-reaction = 🚔 Reaction card **{ $card }**: the police attack (U-REACT-2), then the van in the lowest-ID van district drives toward { $toward } and { $count ->
    [one] 1 squad joins it
   *[other] { $count } squads join it
} (U-VAN-1, U-REACT-3).
up-narr-vans-repaired = Damaged vans are set upright (U-REACT-2).
up-narr-no-clash = Nobody is hit: no bloc or occupation stands with a van or an attacking squad (U-REACT-2).
up-narr-no-loss = no bloc lost
up-narr-clash-van = { $district }: the van defeats every bloc there (U-REACT-2): { $losses }.
up-narr-clash-squads = { $district }: { $squads ->
    [one] 1 squad attacks
   *[other] { $squads } squads attack
} { $blocs ->
    [one] 1 bloc
   *[other] { $blocs } blocs
}, each squad defeating one (U-REACT-2): { $losses }.
up-narr-evicted-squads = The squads outnumber the blocs: the { $occupation } of the { $faction } is evicted.
up-narr-evicted-van = The van evicts the { $occupation } of the { $faction }.
up-narr-van-moved = The van drives from { $from } to { $to } by the shortest way, clearing barricades on its way (U-VAN-3, U-VAN-4).
up-narr-squads-wait = The squads attack once the faction with the most blocs where they stand has chosen which blocs fall (U-REACT-2c); then the van drives on.
up-narr-squads-attack = 🚔 The squads attack (U-REACT-2c):
up-narr-van-stays = The van does not move: it is already there, three barricades or another van stop it, or no van is in the city (U-VAN-4, U-VAN-5).
up-narr-liberated = 🎉 **{ $district } is liberated**: enough blocs, no police, and a Public district or next to a liberated one (U-LIB-1).
up-narr-liberation-card = Liberation card **{ $card }**: { $text }
up-narr-countdown-back = ⏳ A Public district liberated turns the countdown back one step: { $countdown } (U-LIB-4).
up-narr-countdown-card = ⏳ The countdown moves to { $countdown }.
up-narr-countdown = ⏳ At morale { $morale } the countdown runs { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}: { $countdown } left (U-CD-1).
up-narr-countdown-over = ⏳ At morale { $morale } the countdown runs { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} and reaches **Game Over** (U-CD-1, U-LOSE-1).
up-narr-meeting = The meeting gathers { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
} and reveals Conditions cards: { $cards } (U-AG-2). A faction may put its token on a card it completes (U-COND-3).
up-narr-meeting-none = The meeting gathers { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
}: not enough to reveal another Conditions card (U-AG-2).
up-narr-conditions-revealed = Conditions cards revealed: { $cards } (U-COND-6).
up-narr-token-placed = The { $faction } complete **{ $card }** and put their Conditions token on it (U-COND-3).
up-narr-token-removed = The { $faction } no longer complete **{ $card }**: their token comes off (U-COND-4).
up-narr-van-hit = The van in { $district } takes a hit: { $damage ->
    [one] on its side
    [2] upside down
   *[other] { $damage } hits
}; the third hit of a night destroys it, and it is repaired at Sunrise (U-ATK-3).
up-narr-van-destroyed = 🔥 The van in { $district } is destroyed and goes back to the staging area (U-ATK-3).

up-warn-heading = ⚠ The { $faction } end their turn. If nothing changes before Sunrise (cards in hands and the police still to draw aside):
up-warn-van = the van in { $district } will defeat your { $count ->
    [one] bloc
   *[other] { $count } blocs
} there (U-REACT-2).
up-warn-squads-all = { $squads ->
    [one] the squad in { $district }
   *[other] the { $squads } squads in { $district }
} will defeat { $count ->
    [one] your bloc
    [2] both your blocs
   *[other] all { $count } of your blocs
} there (U-REACT-2).
up-warn-squads-some = { $squads ->
    [one] the squad in { $district }
   *[other] the { $squads } squads in { $district }
} will defeat { $count ->
    [one] 1 of your blocs
   *[other] { $count } of your blocs
} there (U-REACT-2).
up-warn-squads-shared = { $squads ->
    [one] the squad in { $district }
   *[other] the { $squads } squads in { $district }
} will defeat { $squads } of the { $blocs } blocs there; the faction with the most blocs chooses whose (U-REACT-2).
up-warn-evicted = your occupation in { $district } will be evicted (U-REACT-2).
up-warn-crushed = the { $faction } will have **no bloc left in the city**: the game then ends and every faction loses (U-LOSE-2).
up-warn-crushed-risk = the { $faction } may have **no bloc left in the city** if the casualties fall on them: the game then ends and every faction loses (U-REACT-2, U-LOSE-2).
up-warn-liberation = { $district } will be liberated unless the van comes (U-LIB-1).
up-warn-one-more = { $district } needs one more bloc to be liberated at Sunrise (U-LIB-1).
up-warn-game-over = the countdown will reach **Game Over** at the end of this Sunrise, and every faction loses, unless a liberation slows the police (U-CD-1, U-LOSE-1).

up-numbers-faction = **{ $faction }**: { $liberations ->
    [one] 1 liberation
   *[other] { $liberations } liberations
} · { $lost ->
    [one] 1 bloc lost
   *[other] { $lost } blocs lost
} · { $defeated ->
    [one] 1 squad defeated
   *[other] { $defeated } squads defeated
} · { $pushed ->
    [one] 1 squad pushed back
   *[other] { $pushed } squads pushed back
} · { $hits ->
    [one] 1 van hit
   *[other] { $hits } van hits
} · { $built ->
    [one] 1 occupation built
   *[other] { $built } occupations built
} · { $loots ->
    [one] 1 loot
   *[other] { $loots } loots
} · { $cards ->
    [one] 1 card played
   *[other] { $cards } cards played
}
up-numbers-agenda = agenda: { $agenda }

## French card texts and typography (issue 13, branch fr3)
# A district's line in the text board: `B3` Tile name [Kind difficulty] Ⓜ: what stands there.
board-district-line = `{ $cell }` { $name } [{ $kind } { $difficulty }]{ $metro }
board-district-line-details = `{ $cell }` { $name } [{ $kind } { $difficulty }]{ $metro }: { $details }

## Step-by-step choices (issue 12, branch steps)

step-faction = Which faction?
step-action = Which action?
step-from = From where?
step-actor = Who acts?
step-to = Toward where?
step-at = Where?
step-count = How many?
step-detail = Which one?
step-die = Which die?
step-count-die = How many blocs, with which die?
step-note-van = ⚠ a riot van: every bloc here is defeated at Sunrise (R-REP-3)
step-note-cops = ⚠ { $cops ->
    [one] { $cops } riot cop
   *[other] { $cops } riot cops
}: a clash; at Sunrise they defeat as many blocs (R-REP-4)
up-step-note-van = ⚠ the van: every bloc here is defeated at Sunrise (U-REACT-2)
up-step-note-squads = ⚠ { $squads ->
    [one] { $squads } squad
   *[other] { $squads } squads
}: each defeats a bloc at Sunrise (U-REACT-2)
step-confirm = End the turn?
step-end-anyway = End the turn anyway
warn-unspent-dice = you still have { $count ->
    [one] { $count } unspent die
   *[other] { $count } unspent dice
} ({ $dice }): ending the turn now gives { $count ->
    [one] it
   *[other] them
} up.
step-page = { $ask } ({ $page }/{ $pages })
step-so-far = So far: { $path }
step-blocs = { $count ->
    [one] 1 bloc
   *[other] { $count } blocs
}
step-dice = dice { $dice }
step-meeting = the meeting
step-no-molotov = no Molotov
step-back = Back
step-cancel = Cancel
step-cancelled = Cancelled: nothing was played.
step-moved-on = The game moved on since this menu was drawn: here are your choices now.
step-unreadable = That choice cannot be read. Use “What can I do?” (`/actions`) for a fresh menu.
step-not-yours = This menu belongs to another player. Use “What can I do?” (`/actions`) for your own.

# polish (session 5): the lobby's computer levels (issue 11), barricade sides, French articles
button-add-computer-level = Add a computer player ({ $level })
# A connection that gets several barricades from one action or card (R-OCC-N1).
label-barricades-toward = { $toward } ({ $count ->
    [one] { $count } barricade
   *[other] { $count } barricades
})
