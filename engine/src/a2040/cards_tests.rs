//! The decks against the seed: counts (A2040-2.4, A2040-2.5, A2040-4.1) and the cards its
//! worked example plays (seed 12), which keep the Ops, colour and effect it shows.

use super::cards::{
    cards, Cards, Colour, Effect, HackAction, Momentum, Permission, Piece, Scenario, Spread, Who,
};
use super::map::{Side, SpaceKind};

fn card(n: u8) -> &'static super::cards::EventCard {
    cards().event(n).unwrap_or_else(|| panic!("no card {n}"))
}

fn named(key: &str) -> &'static super::cards::EventCard {
    cards()
        .event_by_key(key)
        .unwrap_or_else(|| panic!("no card {key}"))
}

#[test]
fn embedded_cards_load() {
    let c = Cards::load().expect("the embedded 2040 cards are valid");
    assert_eq!(&c, cards());
}

#[test]
fn a2040_2_4_ninety_two_event_cards_with_ops_1_to_3() {
    let c = cards();
    assert_eq!(c.events.len(), 92);
    for (i, e) in c.events.iter().enumerate() {
        assert_eq!(usize::from(e.number), i + 1);
        assert!((1..=3).contains(&e.ops), "card {}", e.number);
    }
    // All three colours and all three Ops values occur.
    for colour in [Colour::Blue, Colour::Red, Colour::Gray] {
        assert!(c.events.iter().any(|e| e.colour == colour));
    }
    for ops in 1..=3 {
        assert!(c.events.iter().any(|e| e.ops == ops));
    }
    assert!(c.events.iter().any(|e| e.momentum.is_some()));
}

#[test]
fn a2040_4_1_each_scenario_removes_the_other_scenarios_cards() {
    let c = cards();
    let common = c.events.iter().filter(|e| e.scenario.is_none()).count();
    assert_eq!(common, 76);
    for (s, other) in [
        (Scenario::Patriot, Scenario::Resistance),
        (Scenario::Resistance, Scenario::Patriot),
    ] {
        let deck = c.deck(s);
        assert_eq!(deck.len(), 84);
        assert!(deck.iter().all(|&n| card(n).scenario != Some(other)));
        // A2040-12.3: the deck deals 4 rounds of the largest hands (9 + 9) and 6 of the
        // smallest (7 + 7) before the endurance end.
        assert_eq!(deck.len() / 18, 4);
        assert_eq!(deck.len() / 14, 6);
    }
    // Balanced colours among the common cards: as many blue as red.
    let count = |col| {
        c.events
            .iter()
            .filter(|e| e.scenario.is_none() && e.colour == col)
            .count()
    };
    assert_eq!(count(Colour::Blue), count(Colour::Red));
}

#[test]
fn a2040_6_3_coloured_cards_are_resolved_by_their_friend() {
    for e in &cards().events {
        for effect in &e.effects {
            if let (Some(who), Some(friend)) = (effect.chooser(), e.colour.friend()) {
                assert_eq!(who.side(friend.other()), friend, "card {}", e.number);
            }
        }
    }
}

#[test]
fn a2040_6_5_momentum_cards_and_only_they_hold_lasting_effects() {
    for e in &cards().events {
        assert_eq!(
            e.momentum.is_some(),
            e.effects.iter().any(Effect::is_lasting),
            "card {}",
            e.number
        );
    }
}

#[test]
fn a2040_14_amnesty_36_places_4_militia_in_a_suburb_for_2_ops() {
    // Seed 12: «He plays card 36, Amnesty ... for the Amnesty event, or for two Operations
    // Points ... Four militia units are placed in suburban Washington.» The Rebel takes its
    // event: red (or gray).
    let c = card(36);
    assert_eq!(c.key, "amnesty");
    assert_eq!(c.ops, 2);
    assert_ne!(c.colour, Colour::Blue);
    assert_eq!(
        c.effects,
        [Effect::Place {
            who: Who::Rebel,
            piece: Piece::Militia,
            count: 4,
            spread: Spread::One,
            at: super::cards::Where {
                kind: Some(SpaceKind::Suburb),
                ..Default::default()
            },
        }]
    );
}

#[test]
fn a2040_14_patton_11_is_a_federal_card_placing_6_agents_anywhere_for_2_ops() {
    // «card 11, General George S. Patton VII. This is a Federal card ... the Federal may now
    // place 6 agents anywhere ... the Rebel uses the two Ops.»
    let c = card(11);
    assert_eq!(c.key, "general_patton_vii");
    assert_eq!((c.ops, c.colour), (2, Colour::Blue));
    assert!(matches!(
        c.effects.as_slice(),
        [Effect::Place { who: Who::Federal, piece: Piece::Agent, count: 6, spread: Spread::Any, at }]
            if *at == Default::default()
    ));
}

#[test]
fn a2040_14_the_federal_cards_played_for_ops_give_the_rebel_no_event() {
    // Card 20 (Secure with 2 Ops), card 15 (Hunt in two spaces), card 76 (3 Ops, Move): the
    // Federal plays each for Ops and the Rebel gets no event, so none is red.
    for (n, key, ops) in [
        (20, "internet_of_things", 2),
        (15, "uavs", 2),
        (76, "open_borders", 3),
    ] {
        let c = card(n);
        assert_eq!((c.key.as_str(), c.ops), (key, ops));
        assert_ne!(c.colour, Colour::Red, "card {n}");
    }
    assert_eq!(card(76).momentum, Some(Momentum::Round));
    assert!(card(76).effects.iter().any(|e| matches!(
        e,
        Effect::Permit {
            permission: Permission::Borders,
            ..
        }
    )));
}

#[test]
fn a2040_14_jolly_roger_is_a_rebel_card_with_2_ops() {
    // «the rebel card Jolly Roger ... spend his 2 Ops»; burned on Social Media.
    let c = named("jolly_roger");
    assert_eq!((c.ops, c.colour), (2, Colour::Red));
    assert!(c.effects.iter().any(|e| matches!(
        e,
        Effect::Hack {
            who: Who::Rebel,
            action: HackAction::DenialOfService
        }
    )));
}

#[test]
fn a2040_14_super_bug_66_is_neutral_and_wipes_a_space() {
    // «card 66, Super Bug ... a neutral card ... All units (of both sides) in suburban
    // Washington are eliminated and the Plague marker is placed there. Then the space is
    // tested as if it was unmarked.»
    let c = card(66);
    assert_eq!((c.key.as_str(), c.colour), ("super_bug", Colour::Gray));
    assert!(matches!(
        c.effects.as_slice(),
        [Effect::Plague {
            who: Who::Actor,
            ..
        }]
    ));
}

#[test]
fn a2040_14_dont_mess_with_texas_60_is_patriot_with_3_ops() {
    // «card 60, Don't Mess with Texas ... marked #patriot»; the Rebel attacks with its 3 Ops
    // and the Federal gets no event: not blue.
    let c = card(60);
    assert_eq!(c.key, "dont_mess_with_texas");
    assert_eq!((c.ops, c.scenario), (3, Some(Scenario::Patriot)));
    assert_ne!(c.colour, Colour::Blue);
}

#[test]
fn a2040_8_4_analytics_lets_the_rebel_choose_2_spaces() {
    let c = named("analytics");
    assert_eq!(c.colour, Colour::Red);
    assert!(c.momentum.is_some());
    assert!(c
        .effects
        .iter()
        .any(|e| matches!(e, Effect::NetOps { chosen: 2, .. })));
}

#[test]
fn a2040_7_4_a_leader_card_shifts_rebellion_power() {
    // Seed 9.3: «Hacking and the Leader card, can also shift the Rebellion Power Track.»
    let c = named("voice_of_the_movement");
    assert!(c
        .effects
        .iter()
        .any(|e| matches!(e, Effect::RebellionPower { shift } if *shift > 0)));
}

#[test]
fn a2040_2_5_twenty_stories_rebellion_factor_0_to_4() {
    let c = cards();
    assert_eq!(c.stories.len(), 20);
    for s in &c.stories {
        assert!(s.rebellion <= 4 && s.virality >= 1);
    }
    for rf in 0..=4 {
        assert!(c.stories.iter().any(|s| s.rebellion == rf), "RF {rf}");
    }
    let st = |n| c.story(n).expect("story");
    assert_eq!(st(14).colour(), Some(Side::Rebel));
    assert_eq!(st(3).colour(), Some(Side::Federal));
    // The mean Rebellion Factor is 2: three stories average position 6, RPF 2.
    let total: u32 = c.stories.iter().map(|s| u32::from(s.rebellion)).sum();
    assert_eq!(total, 40);
}

#[test]
fn a2040_14_the_worked_examples_news_can_be_dealt() {
    // Seed 12: active stories sum to 5; after Distract, slot 3 (RF 3) is gone, story 14
    // «Government Base Overrun» (RF 3, the highest Virality of the pool) comes and is replaced
    // by «Consumer Confidence Rises», leaving 0 + 0 + 2.
    let c = cards();
    let gbo = c.story(14).expect("story 14");
    let ccr = c.story(3).expect("story 3");
    assert_eq!(
        (gbo.key.as_str(), gbo.rebellion),
        ("government_base_overrun", 3)
    );
    assert_eq!(
        (ccr.key.as_str(), ccr.rebellion),
        ("consumer_confidence_rises", 0)
    );
    assert!(ccr.virality < gbo.virality);
    let others: Vec<_> = c
        .stories
        .iter()
        .filter(|s| s.number != 14 && s.number != 3)
        .collect();
    // Slots 1 and 2 hold an RF 0 and an RF 2, slot 3 an RF 3; the pool's third story has a
    // lower Virality than story 14.
    let slot3 = others
        .iter()
        .find(|s| s.rebellion == 3)
        .expect("an RF 3 story");
    let zero = others
        .iter()
        .find(|s| s.rebellion == 0)
        .expect("an RF 0 story");
    let two = others
        .iter()
        .find(|s| s.rebellion == 2)
        .expect("an RF 2 story");
    assert_eq!(
        u32::from(slot3.rebellion + zero.rebellion + two.rebellion),
        5
    );
    assert!(others.iter().any(|s| s.virality < gbo.virality
        && ![slot3.number, zero.number, two.number].contains(&s.number)));
}

#[test]
fn the_card_loader_refuses_broken_decks() {
    let text = include_str!("../../data/a2040/cards.toml");
    let rule_of = |from: &str, to: &str| {
        assert!(text.contains(from), "{from}");
        Cards::parse(&text.replacen(from, to, 1))
            .expect_err("still loads")
            .rule
    };
    assert_eq!(rule_of("number = 92\n", "number = 93\n"), "A2040-2.4");
    assert_eq!(
        rule_of("ops = 2\ncolour = \"Blue\"", "ops = 4\ncolour = \"Blue\""),
        "A2040-6.6"
    );
    assert_eq!(rule_of("momentum = \"Game\"\n", ""), "A2040-6.5");
    assert_eq!(
        rule_of("virality = 5\nrebellion = 3", "virality = 5\nrebellion = 5"),
        "A2040-2.5"
    );
    assert_eq!(
        rule_of(
            "{ kind = \"Place\", who = \"Federal\", piece = \"Agent\", count = 6",
            "{ kind = \"Place\", who = \"Rebel\", piece = \"Agent\", count = 6"
        ),
        "A2040-6.3"
    );
    assert_eq!(
        rule_of("space = \"texas\"", "space = \"alaska\""),
        "A2040-3.1"
    );
    assert_eq!(rule_of("scenario = \"Patriot\"\n", ""), "A2040-4.1");
    assert_eq!(
        rule_of("key = \"amnesty\"", "key = \"amnesty\"\nflavour = \"x\""),
        "syntax"
    );
}

#[test]
fn the_english_and_french_drafts_word_every_card() {
    for (lang, text) in [
        (
            "en",
            include_str!("../../../bot/locales/en-US/a2040-cards.ftl"),
        ),
        (
            "fr",
            include_str!("../../../bot/locales/fr/a2040-cards.ftl"),
        ),
    ] {
        let has = |id: String| {
            text.lines().any(|l| {
                l.strip_prefix(id.as_str())
                    .and_then(|rest| rest.strip_prefix(" = "))
                    .is_some_and(|v| !v.trim().is_empty())
            })
        };
        for e in &cards().events {
            assert!(
                has(format!("a2040-event-{}-title", e.number)),
                "{lang} {}",
                e.number
            );
            assert!(
                has(format!("a2040-event-{}-text", e.number)),
                "{lang} {}",
                e.number
            );
        }
        for s in &cards().stories {
            assert!(
                has(format!("a2040-story-{}-title", s.number)),
                "{lang} {}",
                s.number
            );
        }
        // Fluent placeables are the bot's business: the drafts hold plain text.
        assert!(!text.contains('{') && !text.contains('}'), "{lang}");
    }
}
