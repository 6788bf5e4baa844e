use engine::sim::play_random;
use engine::{GameConfig, Mode};
fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let mut reasons = std::collections::BTreeMap::new();
    let mut cmds = 0u64;
    let t = std::time::Instant::now();
    for seed in 0..n {
        let cfg = GameConfig { mode: Mode::SemiCoop, ..GameConfig::default() };
        let r = play_random(cfg, seed, 100_000, false).unwrap();
        cmds += r.commands as u64;
        let k = format!("{:?} night {}", r.outcome.map(|o| o.reason), r.nights);
        *reasons.entry(k).or_insert(0) += 1;
    }
    let el = t.elapsed();
    for (k, v) in reasons { println!("{v:5} {k}"); }
    println!("{} games, {:.1} games/s, {:.0} commands/game", n, n as f64 / el.as_secs_f64(), cmds as f64 / n as f64);
}
