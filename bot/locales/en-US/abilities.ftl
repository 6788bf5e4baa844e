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
