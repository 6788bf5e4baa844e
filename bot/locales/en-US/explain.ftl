## What each occupation does (issue 37): shown where a Build or Swap is offered and in
## `/rules occupations`. The project's own wording of R-OCC-* (2016) and U-OCC-7..9 (Uprising).

bxb2016-ability-start = At the start of your turn, before the dice, form 1 bloc in its district.
bxb2016-ability-assembly = Spend any die: form 1 bloc in its district, even in a clash (once a turn; twice when liberated).
bxb2016-ability-kitchen = Each 6 on your reaction rolls gives you 1 more action die this turn (2 when liberated).
bxb2016-ability-strike = Build and Swap are basic actions for you in its district and those next to it (when liberated: in every district of its type).
bxb2016-ability-propaganda = Once a turn, draw 1 loot card for free (2 when liberated).
bxb2016-ability-garden = A barricade action around its district places up to 3 barricades for one die; when liberated, around any district of its type.
bxb2016-ability-cafe = Graffiti loot actions anywhere are basic actions for you; when liberated, burning too.
bxb2016-ability-social = One free movement action a turn, without a die (two when liberated).
bxb2016-ability-hacker = Spend any die: draw 2 loot cards and keep 1 (once a turn; twice when liberated).
bxb2016-ability-molotov = A Molotovs card you play gets +2 (once a turn; twice when liberated).
bxb2016-ability-scavenger = Your loot actions draw 3 cards: keep 2 (all 3 when liberated).

uprising-ability-start = At the start of your turn, before the dice, form 1 bloc in its district.
uprising-ability-hall = Spend 1 die of any value: form 1 bloc in its district (once a turn, even with police there).
uprising-ability-aid = Spend 1 die of any value: draw 1 loot card per graffiti in its district and the districts next to it, and keep 2 (once a turn).

rules-abilities-heading = What each occupation does:
rules-ability-line = **{ $name }**: { $ability }

## Uprising's cards in words (issue 37), from the engine's data.
up-place-here = here
up-place-adjacent = in a neighbouring district
up-place-anywhere = anywhere in the city
up-place-start = at your Start
up-place-occupation = in a district holding one of your occupations
up-effect-form-blocs = form { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} { $place }
up-effect-move-blocs = move up to { $count } of your blocs from here, without a die
up-effect-place-barricades = place { $count ->
    [one] { $count } barricade
   *[other] { $count } barricades
} around here
up-effect-graffiti = put { $count ->
    [one] { $count } graffiti token
   *[other] { $count } graffiti tokens
} on unlooted shopping centres { $place }
up-effect-draw-loot = draw { $draw ->
    [one] { $draw } loot card
   *[other] { $draw } loot cards
} and keep { $keep }
up-effect-lose-blocs = lose { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} here
up-effect-attend-meeting = send up to { $count ->
    [one] { $count } bloc
   *[other] { $count } blocs
} from here to the meeting
up-effect-squads-to-staging = send up to { $count ->
    [one] { $count } squad
   *[other] { $count } squads
} { $place } back to Staging
up-effect-squads-from-staging = the police deploy { $count ->
    [one] { $count } squad
   *[other] { $count } squads
} { $place }
up-effect-morale-up = police morale rises { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
up-effect-morale-down = police morale falls { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
up-effect-countdown-on = the countdown moves { $count ->
    [one] { $count } step
   *[other] { $count } steps
} toward Game Over
up-effect-countdown-back = the countdown moves back { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
up-effect-reveal-conditions = turn { $count ->
    [one] { $count } Conditions card
   *[other] { $count } Conditions cards
} face up
up-effect-attack-bonus = +{ $count } to an attack roll
up-effect-push-squads = push up to { $count ->
    [one] { $count } squad
   *[other] { $count } squads
} from here into a neighbouring district
up-effect-save-blocs = up to { $count } of your blocs the squads defeat here go to one of your occupations instead of your supply
up-effect-cancel-squad-attacks = { $count ->
    [one] { $count } squad here does
   *[other] { $count } squads here do
} not attack this Sunrise
up-effect-liberation-bonus = { $count ->
    [one] { $count } more bloc counts
   *[other] { $count } more blocs count
} here for liberation
up-timing-turn = in your turn
up-timing-before-reaction = at Sunrise, before the Reaction card
up-timing-before-liberation = at Sunrise, before liberation
up-loot-text = { $when }: { $effect }
up-outcome-unanimous = if every liberating faction chooses it: { $effects }
up-outcome-divided = if not all choose it: { $effects }
up-outcome-nothing = nothing more
up-cond-needs-district = an occupation of yours in { $district }, liberated
up-cond-needs-kind = occupations of yours in { $count ->
    [one] { $count } liberated { $kind } district
   *[other] { $count } liberated { $kind } districts
}
up-cond-needs-own = occupations of yours in { $count ->
    [one] { $count } liberated district
   *[other] { $count } liberated districts
} of your own type
up-conditions-with-needs = { $card } ({ $needs })
up-label-token-needs = Put your Conditions token on { $card } ({ $needs })
up-label-choose-does = { $option }: { $does }

## Ending a turn with dice left (issue 37).
label-end-unused = End actions ({ $count ->
    [one] { $count } die unused
   *[other] { $count } dice unused
}: { $dice })
up-label-pass-unused = End the turn ({ $count ->
    [one] { $count } die unused
   *[other] { $count } dice unused
}: { $dice })
