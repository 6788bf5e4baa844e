//! Balance by self-play for *2040* (issue 34): both sides played by the same computer
//! level, each scenario's win shares with Wilson 95 % intervals, the victory types, the
//! rounds played against the rounds the Event deck allows.
//!
//! `cargo run --release -p ai --example balance_2040 -- [GAMES] [FIRST_SEED] [LEVEL] [SCENARIO]`
//! (defaults 100, 1, normal, both; LEVEL `random`, `easy`, `normal` (the generic
//! heuristic), `plan` (`ai::a2040::Planner`, the planning player) or `strong` (the bot's
//! strong level, the planner on 6 determinizations); SCENARIO `patriot` or
//! `resistance`; `REBEL/FEDERAL` such as `normal/random` seats two levels). Game i of a scenario uses seed FIRST_SEED + i. The Markdown goes to stdout;
//! every 10 games the table so far goes to stderr.
#![allow(missing_docs)]

use ai::a2040::Planner;
use ai::balance::wilson;
use ai::play::legal_for;
use ai::{Budget, Evaluate, Heuristic, Policy, Random};
use engine::a2040::cards::{cards, Scenario};
use engine::a2040::map::Side;
use engine::a2040::rules::hand_size;
use engine::a2040::state::OPENING_HAND;
use engine::a2040::Act;
use engine::a2040::Game;
use engine::rng::GameRng;
use engine::{Role, Ruleset};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::time::Instant;

static RANDOM: Random = Random;
static EASY: Heuristic = Heuristic {
    noise: 0.25,
    ..Heuristic::NORMAL
};
static NORMAL: Heuristic = Heuristic::NORMAL;
static PLAN: Planner = Planner::NORMAL;

/// One game's result.
struct Result2040 {
    winner: Option<Side>,
    ending: &'static str,
    rounds: u8,
    /// VP at the end (A2040-12.1): Rebel, Federal.
    vp: (u32, u32),
    /// Operations (by word) and Events each side chose.
    choices: BTreeMap<(&'static str, &'static str), u32>,
    /// Each decision's time (ms) by side: the policy's `choose` with two or more legal
    /// commands.
    times: [Vec<f64>; 2],
}

/// Plays game `seed` of `config` with `policy` on both sides (the loop of
/// `ai::balance::results_of`, keeping the winner's side).
fn play(
    config: &engine::a2040::Config,
    rebel: &'static dyn Policy<Game>,
    federal: &'static dyn Policy<Game>,
    seed: u64,
) -> Result<Result2040, String> {
    let mut g = Game::new_game(config.clone(), seed).map_err(|e| format!("{e:?}"))?;
    let budget = Budget::iterations(1);
    let policy_of = |r: Role| if r.0 == 0 { rebel } else { federal };
    // The loop of `ai::play::play_to_end`, counting each side's card uses as it goes.
    let mut choices: BTreeMap<(&'static str, &'static str), u32> = BTreeMap::new();
    let mut commands = 0u32;
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    while commands < 20_000 && g.ending().is_none() {
        let Some(&r) = g.to_act().first() else { break };
        let legal = legal_for(&g, r);
        let view = Ruleset::view(&g, Some(r));
        let mut rng = GameRng::from_seed(
            seed ^ (u64::from(r.0) << 56) ^ u64::from(commands).wrapping_mul(0x9e37_79b9),
        );
        let started = Instant::now();
        let Some(c) = policy_of(r).choose(&view, &legal, &mut rng, &budget) else {
            break;
        };
        if legal.len() > 1 {
            times[usize::from(r.0 != 0)].push(started.elapsed().as_secs_f64() * 1000.0);
        }
        let side = if r.0 == 0 { "Rebel" } else { "Federal" };
        match &c.act {
            Act::Op { op, .. } => *choices.entry((side, op.word())).or_default() += 1,
            Act::Event => *choices.entry((side, "event")).or_default() += 1,
            _ => {}
        }
        g.apply(c)
            .map_err(|_| format!("seed {seed}: a refused command"))?;
        commands += 1;
    }
    let (ending, _) = g.balance_ending().unwrap_or(("unfinished", false));
    Ok(Result2040 {
        winner: g.outcome().map(|o| o.winner),
        ending,
        rounds: g.rounds(),
        vp: (g.state.vp(Side::Rebel), g.state.vp(Side::Federal)),
        choices,
        times,
    })
}

/// The rounds the Event deck allows (A2040-5.3 step 1, A2040-12.3): the opening deal, then
/// one round per deal while the deck holds both hands; with hands of 9 (over $20 each)
/// and of 7 (at most $10 each), the fewest and most.
fn deck_rounds(scenario: Scenario) -> (usize, usize) {
    let deck = cards().deck(scenario).len();
    let after_opening = deck.saturating_sub(2 * OPENING_HAND);
    let rounds = |hand: usize| 1 + after_opening / (2 * hand);
    (rounds(hand_size(30)), rounds(hand_size(0)))
}

fn table(label: &str, scenario: Scenario, level: &str, results: &[Result2040]) -> String {
    let n = results.len() as u32;
    let mut s = String::new();
    let seats = match level.split_once('/') {
        Some((r, f)) => format!("{r} Rebel, {f} Federal"),
        None => format!("{level} on both sides"),
    };
    let _ = writeln!(s, "#### {label}, {seats}: {n} games\n");
    let _ = writeln!(
        s,
        "| side | wins | share | 95 % Wilson |\n|---|---|---|---|"
    );
    for side in [Side::Rebel, Side::Federal] {
        let w = results.iter().filter(|r| r.winner == Some(side)).count() as u32;
        let (lo, hi) = wilson(w, n);
        let _ = writeln!(
            s,
            "| {} | {w} | {:.1} % | {:.1}-{:.1} % |",
            match side {
                Side::Rebel => "Rebel",
                Side::Federal => "Federal",
            },
            100.0 * f64::from(w) / f64::from(n.max(1)),
            100.0 * lo,
            100.0 * hi
        );
    }
    let mut endings: BTreeMap<(&str, &str), u32> = BTreeMap::new();
    for r in results {
        let who = match r.winner {
            Some(Side::Rebel) => "Rebel",
            Some(Side::Federal) => "Federal",
            None => "-",
        };
        *endings.entry((r.ending, who)).or_default() += 1;
    }
    let _ = writeln!(s, "\n| victory | winner | games |\n|---|---|---|");
    for ((ending, who), c) in &endings {
        let _ = writeln!(s, "| {ending} | {who} | {c} |");
    }
    let rounds: Vec<u8> = results.iter().map(|r| r.rounds).collect();
    let mean = rounds.iter().map(|&r| f64::from(r)).sum::<f64>() / f64::from(n.max(1));
    let (lo, hi) = deck_rounds(scenario);
    let vp = |f: fn(&Result2040) -> u32| {
        results.iter().map(|r| f64::from(f(r))).sum::<f64>() / f64::from(n.max(1))
    };
    let _ = writeln!(
        s,
        "\nVP at the end (A2040-12.1): Rebel {:.1}, Federal {:.1} on average.",
        vp(|r| r.vp.0),
        vp(|r| r.vp.1)
    );
    let mut choices: BTreeMap<(&str, &str), u32> = BTreeMap::new();
    for r in results {
        for (k, v) in &r.choices {
            *choices.entry(*k).or_default() += v;
        }
    }
    let listed: Vec<String> = choices
        .iter()
        .map(|((side, what), c)| {
            format!("{side} {what} {:.1}", f64::from(*c) / f64::from(n.max(1)))
        })
        .collect();
    let _ = writeln!(s, "\nCard uses per game: {}.", listed.join(", "));
    for (i, side) in ["Rebel", "Federal"].iter().enumerate() {
        let mut t: Vec<f64> = results
            .iter()
            .flat_map(|r| r.times[i].iter().copied())
            .collect();
        t.sort_by(f64::total_cmp);
        let median = t.get(t.len() / 2).copied().unwrap_or(0.0);
        let max = t.last().copied().unwrap_or(0.0);
        let _ = writeln!(
            s,
            "\nDecision time, {side} (a choice among two or more commands, this machine under \
             its load): median {median:.1} ms, max {max:.0} ms over {} decisions.",
            t.len()
        );
    }
    let _ = writeln!(
        s,
        "\nRounds: mean {mean:.2}, range {}-{}; the deck ({} cards) allows {lo} rounds with \
         hands of 9, {hi} with hands of 7.\n",
        rounds.iter().min().copied().unwrap_or(0),
        rounds.iter().max().copied().unwrap_or(0),
        cards().deck(scenario).len(),
    );
    s
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let first: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = args.get(2).map_or("normal", String::as_str);
    let only = args.get(3).map(String::as_str);
    let policy = |key: &str| -> &'static dyn Policy<Game> {
        match key {
            "random" => &RANDOM,
            "easy" => &EASY,
            "normal" => &NORMAL,
            "plan" => &PLAN,
            // The bot's strong level (`Evaluate::own_policy`: the planner on 6
            // determinizations), for its decision times (issue 34).
            "strong" => match <Game as Evaluate>::own_policy(ai::Level::Strong) {
                Some(p) => p,
                None => &PLAN,
            },
            _ => {
                eprintln!(
                    "LEVEL: random, easy, normal, plan or strong, or REBEL/FEDERAL such as normal/random"
                );
                std::process::exit(2);
            }
        }
    };
    let (rebel, federal) = match level.split_once('/') {
        Some((r, f)) => (policy(r), policy(f)),
        None => (policy(level), policy(level)),
    };
    let mut out = format!(
        "Generated by `cargo run --release -p ai --example balance_2040 -- {games} {first} {level}{}`.\n\n",
        only.map(|o| format!(" {o}")).unwrap_or_default()
    );
    for (label, config) in <Game as Evaluate>::balance_configs() {
        if only.is_some_and(|o| !label.contains(o)) {
            continue;
        }
        let mut results = Vec::new();
        for i in 0..games {
            match play(&config, rebel, federal, first + i) {
                Ok(r) => results.push(r),
                Err(e) => {
                    eprintln!("{label}: {e}");
                    std::process::exit(1);
                }
            }
            if results.len() % 10 == 0 {
                eprintln!("{}", table(&label, config.scenario, level, &results));
            }
        }
        out.push_str(&table(&label, config.scenario, level, &results));
    }
    print!("{out}");
}
