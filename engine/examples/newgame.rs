fn main() {
    let t = std::time::Instant::now();
    let n = 5000;
    for seed in 0..n {
        let g = engine::Game::new(engine::GameConfig::default(), seed).unwrap();
        std::hint::black_box(g);
    }
    println!("Game::new: {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let g = engine::Game::new(engine::GameConfig::default(), 1).unwrap();
    let t = std::time::Instant::now();
    for _ in 0..n { std::hint::black_box(g.legal_actions()); }
    println!("legal_actions (choose starts): {:.1} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
    let t = std::time::Instant::now();
    for _ in 0..n { std::hint::black_box(g.clone()); }
    println!("clone: {:.2} us", t.elapsed().as_secs_f64() * 1e6 / n as f64);
}
