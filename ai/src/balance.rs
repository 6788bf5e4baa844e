//! Measured strength and balance (issue 11): whole games played by computer players, their
//! win rates with Wilson confidence intervals, nights played and causes of loss, written as
//! the Markdown of `docs/balance.md`. Long runs: `blocbot balance` or
//! `cargo run --release -p ai --bin balance` (see docs/balance.md for the exact commands).

use crate::play::play_to_end;
use crate::{Budget, Evaluate, Heuristic, Mcts, Policy, Random};
use engine::seam::Explain;
use engine::{AnyConfig, Role};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The policies a table can seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seating {
    Random,
    Easy,
    Heuristic,
    /// The heuristic without planning (one ply), kept to measure planning against.
    OnePly,
    /// The strong level's ranking alone: the normal level's planner on the strong level's
    /// samples ([`Mcts::ranking_samples`]), no search.
    Ranking,
    /// The planner on 24 samples (issue 38's measurements: does more than 12 help?).
    Samples24,
    /// The planner on 12 samples dealt once per turn ([`Evaluate::turn_key`]).
    Shared,
    /// Information-set MCTS with this many iterations per decision.
    Mcts(u32),
}

impl Seating {
    pub fn parse(key: &str, budget: u32) -> Option<Seating> {
        match key {
            "random" => Some(Seating::Random),
            "easy" => Some(Seating::Easy),
            "heuristic" | "normal" => Some(Seating::Heuristic),
            "one-ply" => Some(Seating::OnePly),
            "ranking" => Some(Seating::Ranking),
            "samples24" => Some(Seating::Samples24),
            "shared" => Some(Seating::Shared),
            "mcts" | "strong" => Some(Seating::Mcts(budget)),
            _ => None,
        }
    }
    pub fn name(self) -> String {
        match self {
            Seating::Random => "random".into(),
            Seating::Easy => "easy".into(),
            Seating::Heuristic => "heuristic".into(),
            Seating::OnePly => "one-ply heuristic".into(),
            Seating::Ranking => format!("heuristic on {} samples", Mcts::STRONG.ranking_samples),
            Seating::Samples24 => "heuristic on 24 samples".into(),
            Seating::Shared => "heuristic on 12 samples dealt once a turn".into(),
            Seating::Mcts(n) => format!("mcts ({n} iterations)"),
        }
    }
    /// The policy, shared by every seat and game (policies hold no state), for any
    /// ruleset with an evaluation.
    pub fn policy<R: Evaluate + 'static>(self) -> &'static dyn Policy<R> {
        static RANDOM: Random = Random;
        static EASY: Heuristic = Heuristic {
            noise: 0.25,
            ..Heuristic::NORMAL
        };
        static HEURISTIC: Heuristic = Heuristic::NORMAL;
        static ONE_PLY: Heuristic = Heuristic {
            plan: 0,
            ..Heuristic::NORMAL
        };
        static RANKING: Heuristic = Heuristic {
            samples: Mcts::STRONG.ranking_samples,
            ..Heuristic::NORMAL
        };
        static SAMPLES24: Heuristic = Heuristic {
            samples: 24,
            ..Heuristic::NORMAL
        };
        static SHARED: Heuristic = Heuristic {
            samples: 12,
            shared_samples: true,
            ..Heuristic::NORMAL
        };
        static MCTS: Mcts = Mcts::STRONG;
        match self {
            Seating::Random => &RANDOM,
            Seating::Easy => &EASY,
            Seating::Heuristic => &HEURISTIC,
            Seating::OnePly => &ONE_PLY,
            Seating::Ranking => &RANKING,
            Seating::Samples24 => &SAMPLES24,
            Seating::Shared => &SHARED,
            Seating::Mcts(_) => &MCTS,
        }
    }
    pub fn iterations(self) -> u32 {
        match self {
            Seating::Mcts(n) => n,
            _ => 1,
        }
    }
}

/// Games of one configuration with every seat played by one policy.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub games: u32,
    /// Games some faction won.
    pub wins: u32,
    pub nights: u64,
    pub commands: u64,
    /// Ending reasons (`implosion`, `time`, `won alone`, `success`, `success, nobody
    /// qualified`, `unfinished`), counted.
    pub endings: BTreeMap<&'static str, u32>,
    /// Games each seat (in role order) was among the winners of; as long as the most
    /// seats a game had (a co-operative win counts for every winner).
    pub seat_wins: Vec<u32>,
}

impl Tally {
    pub fn rate(&self) -> f64 {
        f64::from(self.wins) / f64::from(self.games.max(1))
    }
    pub fn mean_nights(&self) -> f64 {
        self.nights as f64 / f64::from(self.games.max(1))
    }
    /// Seat `i`'s share of the games (won by it), and its Wilson 95 % interval.
    pub fn seat_share(&self, i: usize) -> (f64, (f64, f64)) {
        let w = self.seat_wins.get(i).copied().unwrap_or(0);
        (
            f64::from(w) / f64::from(self.games.max(1)),
            wilson(w, self.games),
        )
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Some faction won.
    pub won: bool,
    pub nights: u8,
    pub commands: u32,
    /// The ending's name (see [`Tally::endings`]).
    pub ending: &'static str,
    /// The seats (bit `i` for the game's `i`-th role) among the winners.
    pub winners: u32,
}

impl GameResult {
    /// Whether the seat at `i` in role order won.
    pub fn seat_won(&self, i: usize) -> bool {
        i < 32 && self.winners & (1 << i) != 0
    }
}

impl Tally {
    /// The tally of some games' results.
    pub fn of(results: &[GameResult]) -> Tally {
        let mut t = Tally::default();
        for r in results {
            t.games += 1;
            t.wins += u32::from(r.won);
            t.nights += u64::from(r.nights);
            t.commands += u64::from(r.commands);
            *t.endings.entry(r.ending).or_default() += 1;
            let seats = (32 - r.winners.leading_zeros()) as usize;
            if t.seat_wins.len() < seats {
                t.seat_wins.resize(seats, 0);
            }
            for (i, w) in t.seat_wins.iter_mut().enumerate() {
                *w += u32::from(r.seat_won(i));
            }
        }
        t
    }
}

/// Plays `games` games of `config` (seeds `seed..`) with `seating` in every seat, for
/// either ruleset.
pub fn tally(config: &AnyConfig, seating: Seating, games: u32, seed: u64) -> Result<Tally, String> {
    play_games(config, &|_| seating, games, seed).map(|r| Tally::of(&r))
}

/// Plays `games` games of `config` (seeds `seed..`), the seat at `i` in the game's role
/// order played by `seating_of(i)`, and returns each game's result in seed order.
pub fn play_games(
    config: &AnyConfig,
    seating_of: &dyn Fn(usize) -> Seating,
    games: u32,
    seed: u64,
) -> Result<Vec<GameResult>, String> {
    play_any(config, seating_of, games, seed)
}

/// [`play_games`] for every listed ruleset (`engine::registry!`): a ruleset without its
/// `impl Evaluate` is a compile error here.
macro_rules! balance_dispatch {
    ($( $(#[$meta:meta])* $v:ident = $key:literal => $game:ty { $($engine_only:tt)* } ),+ $(,)?) => {
        fn play_any(
            config: &AnyConfig,
            seating_of: &dyn Fn(usize) -> Seating,
            games: u32,
            seed: u64,
        ) -> Result<Vec<GameResult>, String> {
            match config {
                $( AnyConfig::$v(config) => results_of::<$game>(config, seating_of, games, seed), )+
            }
        }
    };
}

engine::registry!(balance_dispatch);

/// [`cells`] for every listed ruleset.
macro_rules! cells_dispatch {
    ($( $(#[$meta:meta])* $v:ident = $key:literal => $game:ty { $($engine_only:tt)* } ),+ $(,)?) => {
        fn cells_of_every_ruleset() -> Vec<Cell> {
            let mut out = Vec::new();
            $(
                out.extend(<$game as Evaluate>::balance_configs().into_iter().map(|(label, config)| Cell {
                    label,
                    config: AnyConfig::$v(config),
                }));
            )+
            out
        }
    };
}

engine::registry!(cells_dispatch);

/// The games of one row for a ruleset `R` (seeds `seed..`): how each ended (its ending's
/// name, whether anyone won and who) and its nights. Public for a ruleset not (yet) in
/// `engine::registry!` (its own example calls it).
pub fn results_of<R: Evaluate + 'static>(
    config: &R::Config,
    seating_of: &dyn Fn(usize) -> Seating,
    games: u32,
    seed: u64,
) -> Result<Vec<GameResult>, String> {
    let new_game = |s: u64| R::new_game(config.clone(), s).map_err(|e| e.message().id.to_string());
    let mut out = Vec::with_capacity(games as usize);
    for i in 0..games {
        let s = seed.wrapping_add(u64::from(i));
        let mut g = new_game(s)?;
        let roles = g.roles();
        let seating_of_role = |role: Role| -> Seating {
            seating_of(roles.iter().position(|&r| r == role).unwrap_or(0))
        };
        let iterations = roles
            .iter()
            .map(|&r| seating_of_role(r).iterations())
            .max()
            .unwrap_or(1);
        let budget = Budget::iterations(iterations);
        let played = play_to_end(
            &mut g,
            &|role: Role| seating_of_role(role).policy::<R>(),
            s,
            &budget,
            20_000,
        )?;
        let (ending, won) = g.balance_ending().unwrap_or(("unfinished", false));
        let nights = g.rounds();
        let winners = g.ending().map_or(0, |e| {
            e.winners
                .iter()
                .filter_map(|w| roles.iter().position(|r| r == w))
                .filter(|&i| i < 32)
                .fold(0u32, |m, i| m | (1 << i))
        });
        out.push(GameResult {
            won,
            nights,
            commands: played.commands,
            ending,
            winners,
        });
    }
    Ok(out)
}

/// The Wilson score interval at 95 % for `wins` of `n`.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = f64::from(n);
    let p = f64::from(wins) / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Paired strength comparison (issue 11): the same seeds played twice, once with every
/// seat played by `baseline` and once with the first `seats` seats (in role order) played
/// by `challenger` and the others by `baseline`. Every game pair starts from the same deal
/// and the same police decks, so a difference between the two runs is the challenger's.
#[derive(Clone, Debug)]
pub struct Duel {
    pub challenger: Seating,
    pub baseline: Seating,
    pub seats: usize,
    /// The games with the challenger's seats, in seed order.
    pub mixed: Vec<GameResult>,
    /// The same seeds with the baseline in every seat.
    pub alone: Vec<GameResult>,
}

/// Plays a [`Duel`] of `games` games of `config` from `seed`, seed by seed (both games of
/// a seed, then the next); `progress` sees the duel so far after every pair.
pub fn duel(
    config: &AnyConfig,
    challenger: Seating,
    baseline: Seating,
    seats: usize,
    games: u32,
    seed: u64,
    progress: &mut dyn FnMut(&Duel),
) -> Result<Duel, String> {
    let mut duel = Duel {
        challenger,
        baseline,
        seats,
        mixed: Vec::with_capacity(games as usize),
        alone: Vec::with_capacity(games as usize),
    };
    for i in 0..games {
        let s = seed.wrapping_add(u64::from(i));
        let mixed = play_games(
            config,
            &|i| if i < seats { challenger } else { baseline },
            1,
            s,
        )?;
        // With no seat to change the pair's games are the same (play is deterministic):
        // played once, so one policy's tally costs one run.
        let alone = if seats == 0 || challenger == baseline {
            mixed.clone()
        } else {
            play_games(config, &|_| baseline, 1, s)?
        };
        duel.mixed.extend(mixed);
        duel.alone.extend(alone);
        progress(&duel);
    }
    Ok(duel)
}

/// An ending where the players lost before time ran out (a faction gone).
fn lost_early(r: &GameResult) -> bool {
    matches!(r.ending, "implosion" | "a faction crushed")
}

/// Two-sided exact sign test: the probability of a split at least as uneven as `x` to
/// `y` among `x + y` discordant pairs when either side is as likely (McNemar's exact test).
pub fn sign_test(x: u32, y: u32) -> f64 {
    let n = x + y;
    if n == 0 {
        return 1.0;
    }
    let k = x.min(y);
    // ln C(n, i) built up term by term; 0.5^n as ln 2 times n.
    let mut ln_choose = 0.0f64;
    let mut tail = 0.0f64;
    for i in 0..=k {
        if i > 0 {
            ln_choose += f64::from(n - i + 1).ln() - f64::from(i).ln();
        }
        tail += (ln_choose - f64::from(n) * std::f64::consts::LN_2).exp();
    }
    (2.0 * tail).min(1.0)
}

impl Duel {
    /// Pairs where only the mixed game's `test` holds, and pairs where only the
    /// baseline's does.
    fn discordant(&self, test: impl Fn(&GameResult) -> bool) -> (u32, u32) {
        let mut only_mixed = 0;
        let mut only_alone = 0;
        for (m, a) in self.mixed.iter().zip(&self.alone) {
            match (test(m), test(a)) {
                (true, false) => only_mixed += 1,
                (false, true) => only_alone += 1,
                _ => {}
            }
        }
        (only_mixed, only_alone)
    }

    /// The Markdown of this duel for `label`: both runs' rows, then the paired counts.
    pub fn markdown(&self, label: &str) -> String {
        let mixed = Tally::of(&self.mixed);
        let alone = Tally::of(&self.alone);
        let mut s = String::new();
        let seats_label = format!(
            "{} in {} seat(s), {} in the others",
            self.challenger.name(),
            self.seats,
            self.baseline.name()
        );
        let _ = writeln!(s, "{TABLE_HEAD}");
        if self.seats == 0 || self.challenger == self.baseline {
            // One policy everywhere: both runs are the same games.
            let _ = writeln!(s, "{}", row(label, self.baseline, &alone));
            return s;
        }
        let _ = writeln!(s, "{}", row_named(label, &seats_label, &mixed));
        let _ = writeln!(
            s,
            "{}",
            row_named(
                label,
                &format!("{} in every seat", self.baseline.name()),
                &alone
            )
        );
        let (won_m, won_a) = self.discordant(|r| r.won);
        let (early_m, early_a) = self.discordant(lost_early);
        let longer = self
            .mixed
            .iter()
            .zip(&self.alone)
            .filter(|(m, a)| m.nights > a.nights)
            .count();
        let shorter = self
            .mixed
            .iter()
            .zip(&self.alone)
            .filter(|(m, a)| m.nights < a.nights)
            .count();
        let _ = writeln!(
            s,
            "\nPaired on {} seeds: won only with the {} seat(s) {won_m}, only without {won_a} \
             (exact sign test p = {:.3}); a faction lost early only with {early_m}, only \
             without {early_a} (p = {:.3}); the game lasted longer with them in {longer} \
             pairs, shorter in {shorter}.",
            self.mixed.len(),
            self.challenger.name(),
            sign_test(won_m, won_a),
            sign_test(early_m, early_a),
        );
        s
    }
}

/// One table row: a configuration's name and its tally.
pub fn row(label: &str, seating: Seating, t: &Tally) -> String {
    row_named(label, &seating.name(), t)
}

/// A table row whose players column is `players`.
fn row_named(label: &str, players: &str, t: &Tally) -> String {
    let (lo, hi) = wilson(t.wins, t.games);
    let endings: Vec<String> = t.endings.iter().map(|(k, v)| format!("{k} {v}")).collect();
    format!(
        "| {label} | {players} | {} | {:.1} % | {:.1}-{:.1} % | {:.2} | {} |",
        t.games,
        100.0 * t.rate(),
        100.0 * lo,
        100.0 * hi,
        t.mean_nights(),
        endings.join(", ")
    )
}

pub const TABLE_HEAD: &str = "| configuration | players (policy) | games | win rate | 95 % Wilson | nights | endings |\n|---|---|---|---|---|---|---|";

/// A configuration of the balance table.
#[derive(Clone, Debug)]
pub struct Cell {
    pub label: String,
    pub config: AnyConfig,
}

/// Every configuration worth a row, ruleset by ruleset in the list's order (each ruleset's
/// [`Evaluate::balance_configs`]).
pub fn cells() -> Vec<Cell> {
    cells_of_every_ruleset()
}

/// The configuration of the balance table's row `label` (exact), e.g. `bxb2016 base,
/// Easy, 4p coop` or `uprising, Easy, 4p coop`.
pub fn cell(label: &str) -> Option<Cell> {
    cells().into_iter().find(|c| c.label == label)
}

/// The Markdown body of a balance run: the strength comparison then the table.
pub fn report(
    strength: &[(String, Seating, Tally)],
    table: &[(String, Seating, Tally)],
    command: &str,
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Generated by `{command}`.");
    // A section no row was asked for (a filter, zero games) is left out, not printed empty.
    for (heading, rows) in [
        ("Strength (same seeds for every policy)", strength),
        ("Balance", table),
    ] {
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(s, "\n### {heading}\n");
        let _ = writeln!(s, "{TABLE_HEAD}");
        for (label, seating, t) in rows {
            let _ = writeln!(s, "{}", row(label, *seating, t));
        }
    }
    s
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use engine::bxb2016::GameConfig;

    /// A report leaves out a section without rows instead of printing an empty table.
    #[test]
    fn an_empty_section_is_left_out() {
        let t = Tally::default();
        let one = vec![("bxb2016 beginner, 4p".to_string(), Seating::Random, t)];
        let only_balance = report(&[], &one, "cmd");
        assert!(!only_balance.contains("### Strength"), "{only_balance}");
        assert_eq!(only_balance.matches(TABLE_HEAD).count(), 1);
        let both = report(&one, &one, "cmd");
        assert!(both.contains("### Strength") && both.contains("### Balance"));
    }

    /// Wilson's interval: 0 of 10 and 10 of 10 stay inside [0, 1]; 50 of 100 is about
    /// 40-60 % (the textbook value 40.4-59.6 %).
    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.404).abs() < 0.001 && (hi - 0.596).abs() < 0.001,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert!(lo == 0.0 && hi > 0.25 && hi < 0.35);
        let (lo, hi) = wilson(10, 10);
        assert!(hi == 1.0 && lo > 0.65);
    }

    /// The exact sign test matches the binomial tail: 0 to 5 discordant pairs is
    /// 2 x 0.5^5 = 0.0625, 1 to 9 is 2 x 11 / 1024 = 0.0215, an even split is 1.
    #[test]
    fn the_sign_test_is_the_binomial_tail() {
        assert!((sign_test(0, 5) - 0.0625).abs() < 1e-9);
        assert!((sign_test(9, 1) - 22.0 / 1024.0).abs() < 1e-9);
        assert_eq!(sign_test(4, 4), 1.0);
        assert_eq!(sign_test(0, 0), 1.0);
    }

    /// A duel pairs the games of each seed. Play is deterministic (the premise of playing
    /// identical sides once), so the baseline games are the baseline's own tally; with
    /// random play in one seat the games differ (a faction playing at random implodes).
    #[test]
    fn a_duel_plays_each_seed_twice() {
        let config = AnyConfig::Bxb2016(GameConfig::beginner(2));
        let heuristic = play_games(&config, &|_| Seating::Heuristic, 2, 7).unwrap();
        assert_eq!(
            heuristic,
            play_games(&config, &|_| Seating::Heuristic, 2, 7).unwrap()
        );
        let mut seen = 0;
        let same = duel(
            &config,
            Seating::Random,
            Seating::Heuristic,
            0,
            2,
            7,
            &mut |_| seen += 1,
        )
        .unwrap();
        assert_eq!(seen, 2);
        assert_eq!(same.alone, heuristic);
        // One policy everywhere: one row, no pairs to compare.
        assert_eq!(same.markdown("beginner").lines().count(), 3);
        let mixed = duel(
            &config,
            Seating::Random,
            Seating::Heuristic,
            1,
            2,
            7,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(mixed.alone, heuristic);
        assert_ne!(mixed.mixed, mixed.alone);
        let text = mixed.markdown("beginner");
        assert!(text.contains("Paired on 2 seeds"), "{text}");
    }
}

/// What a balance run plays.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games per row of the balance table.
    pub games: u32,
    /// Games per policy in the strength comparison (random, heuristic).
    pub strength_games: u32,
    /// Games with the search in every seat (it is the slowest by far).
    pub search_games: u32,
    /// Search iterations per decision in the strength comparison.
    pub search_budget: u32,
    pub seed: u64,
    /// Only the rows (strength and balance) whose label contains this.
    pub filter: Option<String>,
}

/// Plays everything `options` asks for and returns the Markdown of docs/balance.md's
/// generated part. `progress` is told each finished row (the caller may print it).
pub fn generate(
    options: &Options,
    command: &str,
    progress: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let mut strength = Vec::new();
    // The strength comparison's rows: a configuration of each ruleset, by its row label.
    let reference: Vec<(String, AnyConfig)> = [
        "bxb2016 beginner, 4p",
        "bxb2016 base, Easy, 4p coop",
        "uprising, Easy, 4p coop",
    ]
    .into_iter()
    .map(|label| {
        cell(label)
            .map(|c| (c.label, c.config))
            .ok_or_else(|| format!("no balance row `{label}`"))
    })
    .collect::<Result<_, String>>()?;
    let wanted = |label: &str| options.filter.as_deref().is_none_or(|f| label.contains(f));
    for (label, config) in reference.iter().filter(|(label, _)| wanted(label)) {
        for (seating, games) in [
            (Seating::Random, options.strength_games),
            (Seating::Heuristic, options.strength_games),
            (Seating::Mcts(options.search_budget), options.search_games),
        ] {
            if games == 0 {
                continue;
            }
            let t = tally(config, seating, games, options.seed)?;
            let r = row(label, seating, &t);
            progress(&r);
            strength.push((label.to_string(), seating, t));
        }
    }
    let mut table = Vec::new();
    for cell in cells().into_iter().filter(|c| wanted(&c.label)) {
        for seating in [Seating::Easy, Seating::Heuristic] {
            let t = tally(&cell.config, seating, options.games, options.seed)?;
            let r = row(&cell.label, seating, &t);
            progress(&r);
            table.push((cell.label.clone(), seating, t));
        }
    }
    if strength.is_empty() && table.is_empty() {
        if let Some(f) = &options.filter {
            return Err(format!("no balance row matches `{f}`"));
        }
    }
    Ok(report(&strength, &table, command))
}
