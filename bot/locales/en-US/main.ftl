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
lobby-created = **{ $creator }** opened a game of *Bloc by Bloc*: { $settings }.
    Take a seat with `/game join` (optionally choosing a faction); when { $players } players have joined, `/game start`.
lobby-joined = **{ $name }** joined ({ $seated }/{ $players }):
    { $list }
lobby-left = **{ $name }** left ({ $seated }/{ $players }):
    { $list }
lobby-closed = **{ $name }** left and the lobby is now closed.
lobby-seat = • { $name }
lobby-seat-wish = • { $name } (wants the { $faction })
lobby-status = Lobby: { $settings }
    { $seated }/{ $players } seated:
    { $list }
seat-line = • <@{ $user }> ({ $name }): { $factions }
seat-line-local = • { $name }: { $factions }

## Game

game-started = **The insurrection begins!**
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

obj-success = the insurrection succeeds
obj-adjacent-pair = two adjacent districts are liberated
obj-districts-liberated = at least { $min } districts are liberated
obj-own-districts-liberated = at least { $min } of your faction's districts are liberated
obj-own-occupations = you have at least { $min } occupations in the city
obj-public-liberated = at least { $min } Public districts are liberated
obj-assembly-state-public = your Assembly Hall stands in a State or Public district
obj-vans-destroyed = at least { $min } riot vans are destroyed
obj-cops-at-most = at most { $max } riot cops are in the city
obj-state-liberated = at least { $min } State districts are liberated
obj-kitchen-liberated = your People's Kitchen stands in a liberated district
obj-every-faction-blocs = every faction has at least { $min } blocs in the city
obj-own-blocs = you have at least { $min } blocs in the city
obj-own-state-occupations = you have at least { $min } occupations in State districts
obj-most-blocs = you have strictly the most blocs in the city
obj-occupy-own = you occupy every district of your faction
obj-no-other-state = no other faction has an occupation in a State district
obj-burned-shops = at least { $min } shopping centers are burned

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
local-private = private for { $name } (others look away) ──
local-board-saved = [board saved to { $path }]
local-help = Type a number to open a group of actions, then a number to play one.
    Or type a move in notation, e.g. `move B2 C3 1 die 4`, `end`, `pass`.
    Other commands: hand, board, status, log, undo, auto [N] (random moves), quit.

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
