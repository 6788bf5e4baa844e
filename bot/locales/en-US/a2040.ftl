# *2040: An American Insurgency* (key 2040, issue 34): every word the bot shows of it.
# The card titles and texts are in a2040-cards.ftl (the project's own wording).
token-2040 = 2040: An American Insurgency
a2040-side-rebel = Rebel
a2040-side-federal = Federal
a2040-scenario-patriot = #patriot
a2040-scenario-resistance = #resistance
a2040-scenario-choice = 2040 { $scenario }
a2040-settings = scenario { $scenario }{ $build ->
    [1] , build-your-own set-up
   *[other] {""}
}, Rebel against Federal
a2040-status-none = unmarked
a2040-status-order = Order
a2040-status-anger = Anger
a2040-status-defiance = Defiance
a2040-status-revolt = Revolt
a2040-kind-city = Cities
a2040-kind-suburb = Suburbs
a2040-kind-region = Regions
a2040-colour-blue = blue (Federal)
a2040-colour-red = red (Rebel)
a2040-colour-gray = gray (neutral)
a2040-piece-agent = { $count ->
    [one] { $count } agent
   *[other] { $count } agents
}
a2040-piece-sleeper = { $count ->
    [one] { $count } sleeper militia
   *[other] { $count } sleeper militia
}
a2040-piece-active = { $count ->
    [one] { $count } active militia
   *[other] { $count } active militia
}
a2040-piece-federal_base = { $count ->
    [one] { $count } Federal base
   *[other] { $count } Federal bases
}
a2040-piece-rebel_base = { $count ->
    [one] { $count } Rebel base
   *[other] { $count } Rebel bases
}
a2040-op-fundraise = Fundraise
a2040-op-recruit = Recruit
a2040-op-unrest = Unrest
a2040-op-move = Move
a2040-op-attack = Attack
a2040-op-surge = Surge
a2040-op-tax = Tax
a2040-op-deploy = Deploy
a2040-op-hunt = Hunt
a2040-op-pacify = Pacify
a2040-op-secure = Secure
a2040-op-reserves = Reserves
a2040-op-social = Social Media
a2040-op-hack = Hack
a2040-op-fundraise-help = Net Ops: $2 × population for each red (Defiance or Revolt) space selected. Free.
a2040-op-recruit-help = Net Ops, $1 a selection: 1 sleeper militia (+1 a Rebel base there) in each selected space not in Order, or 2 militia become a Rebel base.
a2040-op-unrest-help = Net Ops, $1 a selection: +1 Unrest in each selected space not in Order; a space whose Unrest exceeds its Control Factor shifts toward Revolt.
a2040-op-move-help = Up to Ops groups to a neighbouring space or along interstates (Rebel: an agent on the way arrests a militia; Federal: $1 a space with militia). +$1 into mountains.
a2040-op-attack-help = $1 a space with militia: they turn active and roll a die each; a roll minus Ops and terrain at most the Control Factor removes a Federal piece.
a2040-op-surge-help = 3 Ops and $3: an Order space with at least 4 more militia than agents shifts to Anger.
a2040-op-tax-help = Up to Ops spaces in Order: $2 × population each; +1 Unrest where no agent stands.
a2040-op-deploy-help = $1 a space in Order or with a base: up to Ops agents in each; 2 agents may become a Federal base.
a2040-op-hunt-help = Up to Ops spaces, $1 + Control Factor each: each agent turns a sleeper active or removes an active militia (2 agents an effect in cities and mountains).
a2040-op-pacify-help = $1 a space you control: remove up to Ops Unrest there.
a2040-op-secure-help = One space with no Unrest, Control Factor at most Ops and at least 3 more agents than militia: pay Control Factor + $2, it shifts toward Order.
a2040-op-reserves-help = Keep the card's Ops for later (2 at most, lost at the end of the round).
a2040-op-social-help = Move the Social Media marker one space, then spend the Ops on attacks (Feed, Censor, Persuade, Distract, Enrage, Convert). Your first Social Media card of a round ignores its enemy Event.
a2040-op-hack-help = Roll a die + Ops: 5 or more succeeds, then choose a hack (see the opponent's hand, steal $, a Hacked marker, a Shield...).
a2040-attack-feed = Feed
a2040-attack-persuade = Persuade
a2040-attack-distract = Distract
a2040-attack-feed-help = 1 Op: draw a Story, then pool it or discard it.
a2040-attack-persuade-help = 2 Ops: move the Social Media marker one more space.
a2040-attack-distract-help = 2 Ops: cycle the news, then you may put a pool story in Active slot 1.
a2040-censor-help = 1 Op: discard this pool story.
a2040-enrage-help = 3 Ops: this space swaps Defiance and Anger.
a2040-convert-help = 3 Ops: replace one enemy unit here with one of yours.
a2040-hack-intelligence = Intelligence
a2040-hack-theft = Theft
a2040-hack-dos = Denial of Service
a2040-hack-restore = Restore Service
a2040-hack-shield = Secure (Shield)
a2040-hack-invade = Invade
a2040-hack-intelligence-help = See the opponent's hand.
a2040-hack-theft-help = Roll 2 dice: take that many $ from the opponent.
a2040-hack-dos-help = A Hacked marker on the opponent's HQ (moves Rebellion Power).
a2040-hack-restore-help = Remove a Hacked marker from your own HQ.
a2040-hack-shield-help = A Shield on your own HQ.
a2040-hack-invade-help = Remove a Shield from the opponent's HQ.
a2040-ops-help = Use its Ops for one operation; an enemy card's Event goes to the opponent.
a2040-event-help = Resolve its Event; an enemy card cannot be used this way.

## Labels (menus, headings, the log)
a2040-label-play = { $title } (#{ $card }, { $ops } Ops, { $colour })
a2040-label-ops = Use for Ops
a2040-label-event = Use for the Event
a2040-label-op = { $op }
a2040-label-op-reserve = { $op } (+{ $reserve } from Reserve)
a2040-label-kind = Net Ops in { $kind }
a2040-label-at = { $space } ({ $status })
a2040-label-unit = A { $side } unit in { $space }
a2040-label-militia = Militia in { $space }
a2040-label-base = A base in { $space }
a2040-label-agents = { $count ->
    [one] { $count } agent
   *[other] { $count } agents
} in { $space }
a2040-label-group = { $count } from { $origin } to { $dest }
a2040-label-group-via = { $count } from { $origin } to { $dest } via { $via }
a2040-label-track = Social Media marker to { $track }
a2040-label-attack = { $attack }
a2040-label-censor = Censor “{ $story }”
a2040-label-enrage = Enrage in { $space }
a2040-label-convert = Convert in { $space }
a2040-label-pool = Put the story in the pool
a2040-label-discard = Discard the story
a2040-label-story = “{ $story }”
a2040-label-hack = Hack: { $hack }
a2040-label-done = Done
a2040-label-withdraw = Withdraw { $piece } from { $space }
a2040-heading = { $name } ({ $side }): { $action }
a2040-step-play = Play a card
a2040-step-use = Ops or Event
a2040-step-op = Operation
a2040-step-kind = Net Ops space type
a2040-step-space = Choose a space
a2040-step-unit = Remove a unit
a2040-step-recruit = Recruit
a2040-step-deploy-fewer = Deploy fewer agents than the Ops
a2040-step-group = Move a group
a2040-step-track = Social Media marker
a2040-step-attack = Social Media attack
a2040-step-story = Story
a2040-step-hack = Hack
a2040-step-done = Done
a2040-step-withdraw = Withdraw a piece
a2040-step-foreign = Canada and Mexico

## Status, waiting, ending
a2040-status-round = Round { $round } · scenario { $scenario } · { $turn } plays (card { $plays } of 2)
a2040-status-vp = VP: Rebel { $rebel } · Federal { $federal } (35 wins at the end of a round)
a2040-status-money = Resources: Rebel ${ $rebel } · Federal ${ $federal } · Reserves: Rebel { $rrebel } · Federal { $rfederal }
a2040-status-hands = Hands: Rebel { $rebel ->
    [one] { $rebel } card
   *[other] { $rebel } cards
} · Federal { $federal ->
    [one] { $federal } card
   *[other] { $federal } cards
} · Event deck { $deck } · discarded { $discard }
a2040-status-social = Social Media marker on { $track }: the { $edge } holds the edge (breaks every tie)
a2040-status-power = Rebellion Power { $power } (factor +{ $factor } to Net Ops)
a2040-status-news = News: active { $active } · pool { $pool }
a2040-status-hacks = Hacked markers: Rebel HQ { $hrebel } · Federal HQ { $hfederal } · Shields: Rebel { $srebel } · Federal { $sfederal }
a2040-status-momentum = MOMENTUM in effect: { $cards }
a2040-status-plague = Plague marker on { $space }
a2040-none = none
a2040-space-line = { $space }: { $status }{ $pieces }
a2040-unrest = { $count } Unrest
a2040-waiting = Waiting for { $name } ({ $side }): { $what }
a2040-waiting-over = The game is over.
a2040-ending = **The game is over.** { $winner } wins: { $reason } VP: Rebel { $rebel }, Federal { $federal }.
a2040-end-decisive = a decisive domination victory (35 VP or more, 10 ahead).
a2040-end-domination = a domination victory (35 VP or more at the end of a round).
a2040-end-endurance = an endurance victory (the Event deck ran out; more VP wins, the Social Media edge breaks a tie).
a2040-end-military = a military victory (the other side has no piece left on the map).
a2040-field-round = Round
a2040-field-vp = VP (Rebel / Federal)
a2040-field-vp-value = { $rebel } / { $federal }
a2040-numbers = Rounds: { $rounds } · cards played: { $cards } · Events resolved: { $events } · attack dice: { $dice } · hacks: { $hacks }
a2040-choices = { $what }
a2040-private-head = 🔒 { $place } · { $side }, your hand (only you see this):
a2040-private-card = • #{ $card } { $title } ({ $ops } Ops, { $colour }): { $text }
a2040-private-empty = (no card)
a2040-private-intel = You saw in the opponent's hand: { $cards }
a2040-private-feed = Your Feed drew “{ $story }”: put it in the pool or discard it.
a2040-first-turn = You play the Rebel's cards two at a time: for each, choose the card, then Ops (an operation) or its Event. Red cards are yours, blue the Federal's: using a blue card for Ops gives the Federal its Event. Type /rules 2040 for the rules.
a2040-rulebook = These are the project's summaries: the full rules are in the publisher's rulebook of *2040: An American Insurgency* (Compass Games).
a2040-no-build = scenario { $typed } is unknown: use patriot, resistance or build

## Pending decisions (the engine's messages)
a2040-pending-build = build the board (place spaces, bases, then units)
a2040-pending-card = play a card
a2040-pending-use = use the card for its Ops or its Event
a2040-pending-operation = choose the operation
a2040-pending-event = choose for the Event
a2040-pending-net-kind = choose the Net Ops space type
a2040-pending-net-choose = choose a Net Ops space
a2040-pending-recruit = militia or a base in the selected space
a2040-pending-groups = move a group, or finish
a2040-pending-spaces = choose a space, or finish
a2040-pending-deploy-base = a Federal base, or finish
a2040-pending-track = move the Social Media marker
a2040-pending-attacks = buy a Social Media attack, or finish
a2040-pending-feed = pool or discard the fed story
a2040-pending-censor = choose the story to censor
a2040-pending-distract = choose the story for Active slot 1, or finish
a2040-pending-hack = choose the hack
a2040-pending-news-tie = break the news tie (Social Media edge)
a2040-pending-news-trim = choose the pool story to discard (Social Media edge)
a2040-pending-none = nothing

## Narration
a2040-ev-played = { $side } plays #{ $card } { $title } ({ $ops } Ops, { $colour }).
a2040-ev-used-ops = { $side } uses it for its Ops.
a2040-ev-used-ops-enemy = { $side } uses it for its Ops; the { $other } resolves its Event after.
a2040-ev-used-event = { $side } resolves its Event.
a2040-ev-used-event-enemy = { $side } uses its Ops after the { $other } resolves its Event.
a2040-ev-operation = { $side }: { $op } with { $ops } Ops.
a2040-ev-operation-reserve = { $side }: { $op } with { $ops } Ops ({ $reserve } from Reserve).
a2040-ev-ignored = The Event of #{ $card } is ignored (first Social Media card of the round).
a2040-ev-resolved = The { $side } resolves the Event of #{ $card } { $title }.
a2040-ev-tested = { $space } is tested: roll { $roll }, now { $status }.
a2040-ev-selected-roll = Net Ops: d20 { $roll } selects { $space }.
a2040-ev-selected = Net Ops: { $space } chosen.
a2040-ev-placed = { $piece } placed in { $space }.
a2040-ev-removed = { $piece } removed from { $space }.
a2040-ev-flipped-active = { $count } militia turn active in { $space }.
a2040-ev-flipped-sleeper = { $count } militia go back to sleep in { $space }.
a2040-ev-shifted = { $space } shifts from { $before } to { $after }.
a2040-ev-unrest = Unrest in { $space }: { $from } → { $to }.
a2040-ev-resources = { $side } resources: ${ $from } → ${ $to }.
a2040-ev-reserve = { $side } Reserve: { $from } → { $to }.
a2040-ev-moved = { $side } moves { $count ->
    [one] { $count } unit
   *[other] { $count } units
} from { $origin } to { $dest }.
a2040-ev-moved-route = { $side } moves { $count ->
    [one] { $count } unit
   *[other] { $count } units
} from { $origin } to { $dest } by interstate through { $route }.
a2040-ev-arrested = { $count } militia arrested on the way.
a2040-ev-attack = Attack in { $space }: dice { $rolls }, { $hits } hit(s).
a2040-ev-social = Social Media marker: { $from } → { $to }.
a2040-ev-story-drawn = Story drawn: “{ $story }”.
a2040-ev-story-fed = The { $side } draws a story face down.
a2040-ev-story-fed-own = Your Feed draws “{ $story }”.
a2040-ev-story-pooled = “{ $story }” goes to the pool.
a2040-ev-story-discarded = “{ $story }” is discarded.
a2040-ev-story-active = “{ $story }” enters Active slot 1.
a2040-ev-stories-shuffled = The Story discard is shuffled into a new Story deck.
a2040-ev-hack-rolled = { $side } hacks: roll { $roll }, { $success ->
    [1] success.
   *[other] failure.
}
a2040-ev-hacked = { $side } hack: { $hack }.
a2040-ev-theft = Theft: dice { $a } and { $b }.
a2040-ev-hand-shown = The { $side } sees the opponent's hand.
a2040-ev-hand-shown-own = You see the opponent's hand: { $cards }.
a2040-ev-momentum = MOMENTUM: #{ $card } { $title } is in effect.
a2040-ev-momentum-end = MOMENTUM of #{ $card } { $title } ends.
a2040-ev-plague = Plague marker on { $space }: every unit there is wiped out.
a2040-ev-turn = The { $side } plays next.
a2040-ev-round = Round { $round } ends: victory check, funding, desertion, the news cycles, new hands.
a2040-ev-dealt = The { $side } is dealt { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
a2040-ev-dealt-own = You are dealt: { $cards }.
a2040-ev-ended = The game ends: the { $side } wins.
a2040-img-title = 2040 · { $scenario } · round { $round }
a2040-img-vp = VP
a2040-img-social = Social Media
a2040-img-power = Rebellion Power

## Refusals (each names its rule after it)
a2040-err-base = no base may go there (bases: 2 a space, 9 a side)
a2040-err-borders = nothing may be placed in Canada or Mexico now
a2040-err-budget = that costs more Ops than are left
a2040-err-build = the build-your-own set-up does not allow it
a2040-err-convert = there is no enemy unit to convert there
a2040-err-deploy-space = agents deploy only in Order spaces or spaces with a base
a2040-err-deploy-count = Deploy places at most the Ops in agents in a space, and only Deploy places fewer
a2040-err-effect-space = the Event cannot act in that space
a2040-err-enrage = Enrage needs a space in Defiance or Anger
a2040-err-game-over = the game is over
a2040-err-group = that group cannot move so
a2040-err-kind = that space is not of the chosen type
a2040-err-no-militia = there is no militia there
a2040-err-no-shield = there is no Shield to remove
a2040-err-not-in-hand = that card is not in your hand
a2040-err-not-now = that is not what the game waits for now
a2040-err-not-order = that space is not in Order
a2040-err-not-this-space = not in this space
a2040-err-not-your-turn = it is not your decision
a2040-err-notation = cannot read “{ $text }” (line { $line }): write e.g. `R play 36`, `R ops`, `R op unrest`, `R kind suburb`, `R at texas`, `F move 3 texas dallas_city`, `R done`
a2040-err-nothing-to-hunt = there is nothing to hunt there
a2040-err-nothing-to-restore = your HQ holds no Hacked marker
a2040-err-ops-limit = a card's Ops and Reserve together may not exceed 3
a2040-err-other-sides-operation = that is the other side's operation
a2040-err-pacify-space = you do not control that space
a2040-err-plague = nothing may enter the space under the Plague marker
a2040-err-reserve = you do not hold that much Reserve
a2040-err-resources = not enough resources
a2040-err-route = that is not an interstate route between those spaces
a2040-err-secure-space = that space cannot be secured now
a2040-err-shielded = the target HQ has a Shield: only Restore, Secure or Invade
a2040-err-space = not a space this step can use
a2040-err-space-twice = that space was already chosen
a2040-err-stock = no such piece left in stock
a2040-err-story = that story is not where it must be
a2040-err-surge-ops = Surge needs 3 Ops
a2040-err-surge-space = Surge needs an Order space with at least 4 more militia than agents
a2040-err-track = the Social Media marker cannot move there
a2040-err-withdraw = you have no such piece there
a2040-err-setup = that game cannot be set up

## /rules 2040
rules-title-basics = The board and the sides
rules-title-cards = Playing a card
rules-title-news = News, Social Media and Rebellion Power
rules-title-netops = Net Ops
rules-title-rebel = Rebel operations
rules-title-federal = Federal operations
rules-title-shared = Reserves, Social Media and hacks
rules-title-admin = The Administration Phase
rules-title-scenarios = Scenarios
rules-2040-basics = Two sides fight over 11 metros (a city and its suburb), 9 regions, Canada and Mexico (A2040-3). Each space is Order, Anger (blue), Defiance or Revolt (red), Control Factor 0 to 3; an unmarked space is tested when first targeted: 1-3 Anger, 4-6 Defiance (A2040-3.6). The Federal has agents and bases, the Rebel sleeper and active militia and bases (A2040-2). VP: Order population + Federal bases; Revolt population + Rebel bases (A2040-12.1).
rules-2040-cards = The Rebel plays 2 cards, then the Federal 2, until every card is played (A2040-5.2). Each card gives its Ops to one operation or resolves its Event (A2040-6.1). Red cards are the Rebel's, blue the Federal's, gray anyone's: using an enemy card for Ops gives its Event to the opponent, in the order you choose (A2040-6.3). MOMENTUM Events stay in effect (A2040-6.5); a card with Reserve spent may not exceed 3 Ops (A2040-6.6).
rules-2040-winning = At the end of a round, 35 VP or more wins, 10 ahead decisively (A2040-12.2). When the deck cannot deal the new hands, more VP wins (A2040-12.3). A side with no piece on the map loses at once (A2040-12.4). The Social Media edge breaks every tie.
rules-2040-news = Cycling the news discards Active slot 3, moves the others down and promotes the pool story with the highest Virality to slot 1; the pool is refilled to 3 (A2040-7.2). The Social Media marker (A-C red, D-F blue) gives the edge; D→C and A→F are forbidden (A2040-7.3). Rebellion Power = the Active stories' Rebellion Factors + hacks on the Federal HQ − hacks on the Rebel HQ (A2040-7.4).
rules-2040-netops = Fundraise, Recruit and Unrest select spaces: the card's Ops + the Rebellion Power Factor selections, all of one type (cities, suburbs or regions), each rolled on a d20 table; with the Social Media edge one (two with Analytics) is chosen (A2040-8).
rules-2040-rebel = Fundraise: $2 × population in red spaces. Recruit: $1 a selection, militia or a base. Unrest: $1 a selection, Unrest above the Control Factor shifts toward Revolt. Move: groups, adjacent or by interstate (agents on the way arrest). Attack: dice per militia. Surge: 3 Ops, an Order space to Anger (A2040-9).
rules-2040-federal = Tax: Order spaces pay $2 × population. Deploy: agents where you have Order or a base. Move: groups, $1 a space with militia on an interstate. Hunt: agents activate sleepers and remove active militia. Pacify: remove Unrest where you control. Secure: a quiet space shifts toward Order (A2040-10.1 to 10.6).
rules-2040-shared = Reserves: keep the Ops (2 at most, A2040-10.7). Social Media: move the marker, then buy Feed, Censor, Persuade, Distract, Enrage or Convert with the Ops (A2040-10.8). Hack: die + Ops ≥ 5, then Intelligence, Theft, Denial of Service, Restore Service, Secure or Invade; a Shield allows only the last three (A2040-10.10).
rules-2040-admin = After the cards: victory check, funding (Federal $2 a base, Rebel $1 a base), desertion (a third of the militia in each space), militia back to sleep, Reserves to 0, the news cycles, new hands of 7 to 9 cards by resources (A2040-5.3).
rules-2040-scenarios = #patriot and #resistance each use their own cards and set-up; build-your-own lets the Federal, then the Rebel, choose spaces, bases and 12 units each (A2040-13).
a2040-scenario-build = build-your-own
a2040-space-new_york_city = New York (city)
a2040-space-new_york_suburb = New York (suburbs)
a2040-metro-new_york = New York
a2040-space-washington_city = Washington (city)
a2040-space-washington_suburb = Washington (suburbs)
a2040-metro-washington = Washington
a2040-space-san_francisco_city = San Francisco (city)
a2040-space-san_francisco_suburb = San Francisco (suburbs)
a2040-metro-san_francisco = San Francisco
a2040-space-seattle_city = Seattle (city)
a2040-space-seattle_suburb = Seattle (suburbs)
a2040-metro-seattle = Seattle
a2040-space-los_angeles_city = Los Angeles (city)
a2040-space-los_angeles_suburb = Los Angeles (suburbs)
a2040-metro-los_angeles = Los Angeles
a2040-space-chicago_city = Chicago (city)
a2040-space-chicago_suburb = Chicago (suburbs)
a2040-metro-chicago = Chicago
a2040-space-dallas_city = Dallas (city)
a2040-space-dallas_suburb = Dallas (suburbs)
a2040-metro-dallas = Dallas
a2040-space-denver_city = Denver (city)
a2040-space-denver_suburb = Denver (suburbs)
a2040-metro-denver = Denver
a2040-space-atlanta_city = Atlanta (city)
a2040-space-atlanta_suburb = Atlanta (suburbs)
a2040-metro-atlanta = Atlanta
a2040-space-miami_city = Miami (city)
a2040-space-miami_suburb = Miami (suburbs)
a2040-metro-miami = Miami
a2040-space-phoenix_city = Phoenix (city)
a2040-space-phoenix_suburb = Phoenix (suburbs)
a2040-metro-phoenix = Phoenix
a2040-space-east_coast = East Coast
a2040-space-cascadia = Cascadia
a2040-space-texas = Texas
a2040-space-south = The South
a2040-space-appalachia = Appalachia
a2040-space-plains = The Plains
a2040-space-big_sky = Big Sky
a2040-space-midwest = The Midwest
a2040-space-mesa = The Mesa
a2040-space-canada = Canada
a2040-space-mexico = Mexico
a2040-legend-agent = agents
a2040-legend-sleeper = sleepers
a2040-legend-active = active militia
a2040-legend-base = bases
a2040-legend-unrest = Unrest
a2040-legend-metro = Each metro: its city above, its suburbs below; the number on a gold square is the population (VP).

## Start post
a2040-started-title = **The insurgency begins!**
a2040-started-first = Each side's hand of Event cards arrives by direct message. The Rebel plays two cards, then the Federal two, and so on until every card is played.
