//! Prints one game played by the heuristic, night by night (a debugging aid).
#![allow(missing_docs, clippy::unwrap_used)]
use ai::{Budget, Heuristic, Policy};
use engine::rng::GameRng;
use engine::{
    bxb2016::{Game, GameConfig},
    Ruleset,
};

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let quiet = std::env::args().nth(2).is_some();
    let mut g = Game::new(GameConfig::beginner(4), seed).unwrap();
    let h = Heuristic::default();
    let mut n = 0u64;
    let mut night = 0;
    while g.outcome().is_none() && n < 5000 {
        if g.night_number() != night {
            night = g.night_number();
            let blocs: Vec<String> = g
                .cycle()
                .iter()
                .map(|f| format!("{f:?}:{}", g.blocs_in_city(*f)))
                .collect();
            println!(
                "night {night} morale {} cops {} vans {} blocs {}",
                g.morale(),
                g.cops_in_city(),
                g.vans_in_city(),
                blocs.join(" ")
            );
        }
        let role = Ruleset::to_act(&g)[0];
        let legal = ai::play::legal_for(&g, role);
        let view = Ruleset::view(&g, Some(role));
        let mut rng =
            GameRng::from_seed(seed ^ (u64::from(role.0) << 56) ^ n.wrapping_mul(0x9e37_79b9));
        let c =
            Policy::<Game>::choose(&h, &view, &legal, &mut rng, &Budget::iterations(1)).unwrap();
        if !quiet || n > 4980 {
            println!("  {}", Ruleset::print_command(&g, &c));
        }
        g.apply(c).unwrap();
        n += 1;
    }
    println!("{:?}", g.outcome());
    for f in g.cycle() {
        println!("{f:?} {}", g.blocs_in_city(*f));
    }
}
