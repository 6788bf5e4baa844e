//! *2040*'s board (issue 34): a reference image of a #patriot game a few cards in (every
//! kind of piece, Unrest, a changed space highlighted), legible on a phone; drawn from a
//! spectator's view with English words the test supplies (the renderer holds none).
#![allow(clippy::unwrap_used)]

mod support;

use engine::a2040::map::map;
use engine::a2040::{Config, Game, View};
use engine::rng::GameRng;
use engine::seam::Ruleset;
use renderer::a2040::{render_2040, Words};

/// A space's key as words: `new_york_city` → `New York City`.
fn words_of(key: &str) -> String {
    key.split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn words(view: &View) -> Words {
    Words {
        title: format!("2040 · #patriot · round {}", view.round),
        spaces: map().spaces.iter().map(|s| words_of(&s.key)).collect(),
        metros: map().metros.iter().map(|m| words_of(&m.key)).collect(),
        vp: "VP".into(),
        social: "Social Media".into(),
        power: "Rebellion Power".into(),
        rebel: "Rebel".into(),
        federal: "Federal".into(),
        lines: vec![
            format!(
                "Resources: Rebel ${} · Federal ${}",
                view.resources.rebel, view.resources.federal
            ),
            format!(
                "Hands: Rebel {} · Federal {} · deck {}",
                view.hand_sizes.rebel, view.hand_sizes.federal, view.deck
            ),
            "Each metro: its city above, its suburbs below; gold: population".into(),
        ],
        legend: [
            "agents".into(),
            "sleepers".into(),
            "active militia".into(),
            "bases".into(),
            "Unrest".into(),
        ],
    }
}

/// A #patriot game after `steps` random legal commands (seeded), and the view before the
/// last command.
fn played(steps: usize) -> (View, View) {
    let mut game = Game::new(Config::default(), 12);
    let mut rng = GameRng::from_seed(12);
    let mut before = game.view(None);
    for _ in 0..steps {
        let legal = Ruleset::legal_commands(&game);
        if legal.is_empty() {
            break;
        }
        before = game.view(None);
        let pick = legal[rng.below(legal.len() as u32) as usize].clone();
        game.apply(pick).unwrap();
    }
    (game.view(None), before)
}

#[test]
fn reference_patriot_midgame() {
    let (view, before) = played(90);
    let board = render_2040(&view, Some(&before), &words(&view)).unwrap();
    let (smallest, text) = board.smallest_text.clone().unwrap();
    assert!(smallest >= renderer::MIN_TEXT, "{smallest} {text}");
    let png = renderer::encode_png(&board.image).unwrap();
    assert!(png.len() < 300_000, "{} bytes", png.len());
    support::check_reference("a2040_patriot", &png);
}

/// What changed since the previous board is outlined; nothing is when nothing changed.
#[test]
fn the_changed_spaces_are_highlighted() {
    let (view, _) = played(40);
    let same = render_2040(&view, Some(&view), &words(&view)).unwrap();
    assert!(same.changed_area.is_none());
    let fresh = Game::new(Config::default(), 12).view(None);
    let (later, _) = played(400);
    let board = render_2040(&later, Some(&fresh), &words(&later)).unwrap();
    assert!(board.changed_area.is_some());
}
