//! Issue 9's hidden-information guard: 200 self-played games through the game service (2 to
//! 4 players, every faction, semi-cooperative with agendas and some fully cooperative games,
//! many scenarios, random legal play). After every move, every text anyone is shown is
//! checked against the secrets of the factions they do not run: channel posts, the public
//! log, status and board text, the mover's reply, direct messages, autocomplete labels and
//! values, and a refusal shown to another player. Secrets are the private events of this
//! move (cards drawn, kept, given...), each faction's hand and agenda, labels of hidden
//! moves with their cards named, face-down manifestations, and the game's seed, which
//! nobody may see. The spectator view the board is drawn from must not hold the seed.
//! The games run as four tests of 50, so both cores share them.
#![allow(clippy::unwrap_used)]

mod common;

use bot::i18n::Catalog;
use bot::service::{text, Caller, GameService, NewGame, Outbox, Proposal};
use bot::store::UserId;
use common::{player, service, PLACE};
use engine::sim::RandomPlayer;
use engine::{
    bxb2016::{Event, Game, GameConfig, Mode},
    Cell, Faction,
};
use std::collections::{BTreeSet, HashMap};

/// What each faction must keep to itself, and what nobody may see.
#[derive(Default)]
struct Secrets {
    of: HashMap<Faction, Vec<String>>,
    /// Never in a public text (face-down manifestations, agenda objectives).
    not_public: Vec<String>,
    /// Never anywhere (the seed).
    nowhere: Vec<String>,
}

impl Secrets {
    fn add(&mut self, f: Faction, s: String) {
        if !s.trim().is_empty() {
            self.of.entry(f).or_default().push(s);
        }
    }

    /// Panics if `text`, shown to someone running `mine` (nobody: a public text), holds a
    /// secret they may not see.
    fn assert_clean(&self, text: &str, mine: Option<&[Faction]>, what: &str) {
        for s in &self.nowhere {
            assert!(
                !text.contains(s.as_str()),
                "{what} shows the seed {s}:\n{text}"
            );
        }
        if mine.is_none() {
            for s in &self.not_public {
                assert!(!text.contains(s.as_str()), "{what} shows `{s}`:\n{text}");
            }
        }
        // A text the reader's own faction could be shown is theirs too: two factions may
        // hold copies of one card (6 Medic Kits), and "Give Medic Kit to the Workers" reads
        // the same in both hands.
        let own: Vec<&String> = mine
            .unwrap_or(&[])
            .iter()
            .filter_map(|f| self.of.get(f))
            .flatten()
            .collect();
        for (f, secrets) in &self.of {
            if mine.is_some_and(|m| m.contains(f)) {
                continue;
            }
            for s in secrets.iter().filter(|s| !own.contains(s)) {
                assert!(
                    !text.contains(s.as_str()),
                    "{what} shows a secret of the {f} (`{s}`) to {mine:?}:\n{text}"
                );
            }
        }
    }
}

/// The secrets around one move: `before` and `after` the move, and its events.
fn secrets(c: &Catalog, before: &Game, after: &Game, events: &[Event], seed: u64) -> Secrets {
    let mut s = Secrets {
        nowhere: vec![seed.to_string(), format!("{seed:x}")],
        ..Secrets::default()
    };
    for game in [before, after] {
        for &f in game.cycle() {
            let fs = game.faction(f);
            // The headings of a private summary (the hand, the agenda).
            s.add(f, format!("**{}** —", f.name()));
            s.add(f, format!("Agenda of the {}", f.name()));
            if let Some(agenda) = fs
                .agenda
                .and_then(|a| engine::bxb2016::Rules::embedded().agendas.get(a as usize))
            {
                // Agendas are revealed to all once the game is over (R-AGD-3).
                if !after.is_over() {
                    s.add(f, agenda.name.clone());
                    let summary =
                        bot::rulesets::bxb2016::text::private_summary(c, game, &[f], "here");
                    let block: Vec<String> = summary
                        .split_once("**Agenda of the")
                        .map(|(_, b)| {
                            b.lines()
                                .skip(1)
                                .filter(|l| !l.trim().is_empty())
                                .map(str::to_string)
                                .collect()
                        })
                        .unwrap_or_default();
                    s.not_public.extend(block);
                }
            }
            // Hidden moves labelled with their cards (keeps, gifts, trades, hand-outs).
            for cmd in game.legal_actions_for(f) {
                let own = bot::rulesets::bxb2016::text::action_label(c, game, &cmd, Some(f));
                if own != bot::rulesets::bxb2016::text::action_label(c, game, &cmd, None) {
                    s.add(f, own);
                }
            }
        }
    }
    // Manifestations still face down after the move (one revealed by it is public now).
    for cell in Cell::all() {
        if let (false, Some(m)) = (
            after.district(cell).liberated,
            after.manifestation_under(cell),
        ) {
            if let Some(m) = engine::bxb2016::Rules::embedded()
                .manifestations
                .get(m as usize)
            {
                s.not_public.push(m.name.clone());
            }
        }
    }
    for e in events {
        if !e.is_private() {
            continue;
        }
        let Some(line) = bot::rulesets::bxb2016::text::event_line(c, after, e) else {
            continue;
        };
        let public = e
            .redacted_for(None)
            .and_then(|p| bot::rulesets::bxb2016::text::event_line(c, after, &p));
        if public.as_ref() == Some(&line) {
            continue;
        }
        for &f in after.cycle() {
            if e.redacted_for(Some(f)).as_ref() == Some(e) {
                s.add(f, line.clone());
            }
        }
    }
    s
}

/// The setting of game `g`: 2 to 4 players, mostly semi-cooperative, a scenario in most
/// games (those the scenario allows), every difficulty.
fn config_for(g: u64) -> GameConfig {
    let players = 2 + (g % 3) as u8;
    let mode = if g % 5 == 4 {
        Mode::FullCoop
    } else {
        Mode::SemiCoop
    };
    let difficulty = match g % 3 {
        0 => engine::bxb2016::Difficulty::Easy,
        1 => engine::bxb2016::Difficulty::Medium,
        _ => engine::bxb2016::Difficulty::Hard,
    };
    let base = GameConfig {
        players,
        mode,
        difficulty,
        ..GameConfig::default()
    };
    let scenarios = &engine::bxb2016::Rules::embedded().scenarios;
    let scenario = scenarios[(g as usize / 2) % scenarios.len()].key.clone();
    let with = GameConfig {
        scenario: Some(scenario),
        ..base.clone()
    };
    if g % 4 != 3 && Game::new(with.clone(), 0).is_ok() {
        with
    } else {
        base
    }
}

/// What the games covered.
#[derive(Default)]
struct Coverage {
    factions: BTreeSet<Faction>,
    scenarios: BTreeSet<String>,
    players: BTreeSet<u8>,
    private_events: usize,
    moves: usize,
}

fn play_and_check(g: u64, cover: &mut Coverage) {
    let c = Catalog::english();
    let svc = service();
    let config = config_for(g);
    let players = config.players;
    // A random seed, as in a real game: the test reads it back to look for it.
    svc.create_lobby(
        PLACE,
        &player(0),
        NewGame {
            config: engine::AnyConfig::Bxb2016(config.clone()),
            seed: None,
            turn_deadline: None,
            locale: None,
        },
    )
    .unwrap();
    for i in 1..u64::from(players) {
        svc.join(PLACE, &player(i), None, false).unwrap();
    }
    let start = svc.start(PLACE, &player(0)).unwrap();
    let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
    let seed = svc.store().game(id).unwrap().unwrap().seed;
    let users: Vec<Caller> = (0..u64::from(players)).map(player).collect();
    let mut runs: HashMap<UserId, Vec<Faction>> = HashMap::new();
    let mut owner: HashMap<Faction, Caller> = HashMap::new();
    for u in &users {
        let mine = svc.factions_of(PLACE, u.user).unwrap();
        for &f in &mine {
            owner.insert(f, u.clone());
        }
        runs.insert(u.user, mine);
    }
    let game = full_game(&svc, id);
    cover.factions.extend(game.cycle().iter().copied());
    cover.players.insert(players);
    if let Some(s) = &config.scenario {
        cover.scenarios.insert(s.clone());
    }
    check_outbox(&start, &secrets(c, &game, &game, &[], seed), &runs, None);

    let mut rng = RandomPlayer::new(g);
    let mut steps = 0;
    loop {
        let before = full_game(&svc, id);
        if before.is_over() {
            break;
        }
        let cmd = rng.choose(&before).unwrap();
        let actor = owner[&cmd.by].clone();
        let index = svc
            .choice_index(PLACE, actor.user, &engine::AnyCommand::Bxb2016(cmd.clone()))
            .unwrap()
            .unwrap();
        let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
        let before_secrets = secrets(c, &before, &before, &[], seed);
        // Someone else tries this move: the refusal they see holds none of its secrets.
        if let Some(other) = users.iter().find(|u| u.user != actor.user) {
            let typed = engine::bxb2016::notation::print_command(&before, &cmd);
            if let Err(e) = svc.act(PLACE, other, Proposal::Text(typed), None) {
                before_secrets.assert_clean(
                    &e.user_message(c),
                    Some(&runs[&other.user]),
                    "a refusal",
                );
            }
        }
        let out = svc
            .act(PLACE, &actor, Proposal::Choice(index), Some(revision))
            .unwrap();
        let after = full_game(&svc, id);
        let log = svc.store().log(id).unwrap();
        let events: Vec<Event> = log
            .last()
            .map(|r| r.events.clone())
            .unwrap_or_default()
            .into_iter()
            .filter_map(|e| <engine::bxb2016::Game as engine::seam::Member>::of_event(&e).cloned())
            .collect();
        cover.private_events += events.iter().filter(|e| e.is_private()).count();
        let s = secrets(c, &before, &after, &events, seed);
        check_outbox(&out, &s, &runs, Some(&actor));
        // What anyone may ask for at any time.
        s.assert_clean(&svc.status(PLACE).unwrap(), None, "/status");
        s.assert_clean(&svc.board(PLACE).unwrap().text, None, "/board");
        s.assert_clean(&svc.public_log(PLACE, 5).unwrap(), None, "/log");
        // Autocomplete serves the game in play; a game over suggests nothing.
        for u in users.iter().filter(|_| !after.is_over()) {
            for (label, value) in svc
                .suggest(PLACE, u.user, svc.catalog(), None, "", 25)
                .unwrap()
            {
                s.assert_clean(&label, Some(&runs[&u.user]), "an autocomplete label");
                s.assert_clean(&value, Some(&runs[&u.user]), "an autocomplete value");
            }
        }
        // The view the board image is drawn from holds no hand, agenda or face-down card.
        let engine::AnyView::Bxb2016(view) = svc.view_for(PLACE, None).unwrap() else {
            panic!("a 2016 game has a 2016 view");
        };
        let view = serde_json::to_value(view).unwrap();
        assert_view_secret_free(&view, after.is_over());
        steps += 1;
        assert!(steps < 5_000, "game {g} does not end");
    }
    cover.moves += steps;
    // The whole public log at the end.
    let last = full_game(&svc, id);
    let s = secrets(c, &last, &last, &[], seed);
    s.assert_clean(&svc.public_log(PLACE, 10_000).unwrap(), None, "/log");
}

/// Walks a serialized spectator view: every `hand` is empty, no `agenda` is known before
/// the end, and an unliberated district has no `manifestation`. (The seed is looked for in
/// every text above; the 2016 view type still carries it in its cloned game, which the
/// ruleset seam's secret-free view removes.)
fn assert_view_secret_free(v: &serde_json::Value, over: bool) {
    match v {
        serde_json::Value::Object(map) => {
            if let Some(hand) = map.get("hand") {
                assert!(
                    hand.as_array().is_some_and(Vec::is_empty),
                    "a hand in the spectator view: {hand}"
                );
            }
            if !over {
                if let Some(agenda) = map.get("agenda") {
                    assert!(
                        agenda.is_null(),
                        "an agenda in the spectator view: {agenda}"
                    );
                }
            }
            if map.get("liberated") == Some(&serde_json::Value::Bool(false)) {
                if let Some(m) = map.get("manifestation") {
                    assert!(m.is_null(), "a face-down manifestation in the view: {m}");
                }
            }
            map.values().for_each(|x| assert_view_secret_free(x, over));
        }
        serde_json::Value::Array(items) => {
            items.iter().for_each(|x| assert_view_secret_free(x, over));
        }
        _ => {}
    }
}

fn full_game(svc: &GameService, id: i64) -> Game {
    let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
    game.as_bxb2016().cloned().expect("a 2016 game")
}

/// Posts are public, the reply is the actor's, each direct message its addressee's.
fn check_outbox(
    out: &Outbox,
    s: &Secrets,
    runs: &HashMap<UserId, Vec<Faction>>,
    actor: Option<&Caller>,
) {
    for post in &out.posts {
        s.assert_clean(&post.text, None, "a channel post");
    }
    if let (Some(reply), Some(actor)) = (&out.reply, actor) {
        s.assert_clean(reply, Some(&runs[&actor.user]), "the mover's reply");
    }
    for dm in &out.private {
        s.assert_clean(&dm.text, Some(&runs[&dm.user]), "a direct message");
    }
}

fn guard(games: std::ops::Range<u64>) -> Coverage {
    let mut cover = Coverage::default();
    for g in games {
        play_and_check(g, &mut cover);
    }
    cover
}

#[test]
fn no_secret_leaks_in_games_0_to_49() {
    let cover = guard(0..50);
    // The guard saw what it guards: secrets were dealt and drawn, and every setting played.
    assert!(
        cover.private_events > 0,
        "no private event: the guard proved nothing"
    );
    assert_eq!(cover.factions.len(), 4, "{:?}", cover.factions);
    assert_eq!(cover.players.len(), 3);
    assert!(cover.scenarios.len() >= 5, "{:?}", cover.scenarios);
    assert!(cover.moves > 500, "{} moves", cover.moves);
}

#[test]
fn no_secret_leaks_in_games_50_to_99() {
    assert!(guard(50..100).private_events > 0);
}

#[test]
fn no_secret_leaks_in_games_100_to_149() {
    assert!(guard(100..150).private_events > 0);
}

#[test]
fn no_secret_leaks_in_games_150_to_199() {
    assert!(guard(150..200).private_events > 0);
}

/// Issue 10: the same guard for *Bloc by Bloc: Uprising* (U-LOOT-5, U-SEMI-3, U-SEMI-7):
/// semi-co-operative games of 3 and 4 players and co-operative ones of 1 and 2, played at
/// random through the service. After every move, no channel post, reply to another
/// player, direct message to another, `/status`, `/board`, `/log` or autocomplete of
/// another player shows a faction's hand, its hidden agenda, the cards it drew, kept or
/// gave, or the seed; the spectator view (what the board is drawn from) holds no hand and
/// no agenda.
#[test]
fn no_uprising_secret_leaks() {
    use engine::uprising::{Act, Event as UpEvent};
    use engine::{AnyCommand, AnyEvent, AnyGame};
    let c = Catalog::english();
    let data = engine::uprising::data::data();
    let mut private_events = 0;
    for (g, (players, cooperative)) in [(3, false), (4, false), (1, true), (2, true), (4, false)]
        .into_iter()
        .enumerate()
    {
        let svc = service();
        let options = bot::service::LobbyOptions {
            players,
            cooperative: Some(cooperative),
            ..Default::default()
        };
        let config = bot::service::config_for(engine::RulesetKey::Uprising, &options).unwrap();
        svc.create_lobby(PLACE, &player(0), NewGame::of(config))
            .unwrap();
        for i in 1..u64::from(players) {
            svc.join(PLACE, &player(i), None, false).unwrap();
        }
        let start = svc.start(PLACE, &player(0)).unwrap();
        let (id, _, _) = svc.game_here(PLACE).unwrap().unwrap();
        let seed = svc.store().game(id).unwrap().unwrap().seed;
        let users: Vec<Caller> = (0..u64::from(players)).map(player).collect();
        let mut runs: HashMap<UserId, Vec<Faction>> = HashMap::new();
        let mut owner: HashMap<Faction, Caller> = HashMap::new();
        for u in &users {
            let mine = svc.factions_of(PLACE, u.user).unwrap();
            for &f in &mine {
                owner.insert(f, u.clone());
            }
            runs.insert(u.user, mine);
        }
        let stored = |svc: &GameService| -> AnyGame {
            let (_, game) = svc.store().snapshot(id).unwrap().unwrap();
            game
        };
        // Each faction's hand lines and hidden agenda text, the seed, and the narration and
        // labels of this move's private events and commands, as only their owner reads them.
        let secrets = |game: &AnyGame, events: &[AnyEvent], cmd: Option<&AnyCommand>| {
            let AnyGame::Uprising(up) = game else {
                panic!("an Uprising game")
            };
            let mut s = Secrets::default();
            s.nowhere.push(seed.to_string());
            for f in up.factions_in_play() {
                let view = up.view(Some(f));
                for &card in &view.hand {
                    s.add(f, format!("• **{}**", data.loot[card as usize].name));
                }
                let revealed = up
                    .view(None)
                    .factions
                    .iter()
                    .any(|x| x.faction == f && x.revealed_agenda.is_some());
                if let (Some(a), false) = (view.agenda, revealed) {
                    s.add(f, data.agendas[a as usize].text.clone());
                }
            }
            for e in events {
                let private = match e {
                    AnyEvent::Uprising(UpEvent::LootDrawn { faction, cards, .. })
                    | AnyEvent::Uprising(UpEvent::LootKept { faction, cards, .. })
                        if !cards.is_empty() =>
                    {
                        Some(*faction)
                    }
                    _ => None,
                };
                if let Some(f) = private {
                    if let Some(line) = text::event_line(c, game, e) {
                        s.add(f, line);
                    }
                }
            }
            if let Some(AnyCommand::Uprising(up_cmd)) = cmd {
                if matches!(up_cmd.act, Act::Keep { .. } | Act::Give { .. }) {
                    let f = up_cmd.by;
                    s.add(f, text::action_label(c, game, cmd.unwrap(), Some(f.role())));
                }
            }
            s
        };
        check_outbox(&start, &secrets(&stored(&svc), &[], None), &runs, None);
        let mut rng = RandomPlayer::new(g as u64);
        let mut steps = 0;
        loop {
            let before = stored(&svc);
            if before.ending().is_some() {
                break;
            }
            let cmd = rng.choose_any(&before).unwrap();
            let by = Faction::from_role(cmd.role()).unwrap();
            let actor = owner[&by].clone();
            let index = svc.choice_index(PLACE, actor.user, &cmd).unwrap().unwrap();
            let (_, _, revision) = svc.game_here(PLACE).unwrap().unwrap();
            let before_secrets = secrets(&before, &[], Some(&cmd));
            if let Some(other) = users.iter().find(|u| u.user != actor.user) {
                let typed = before.print_command(&cmd);
                if let Err(e) = svc.act(PLACE, other, Proposal::Text(typed), None) {
                    before_secrets.assert_clean(
                        &e.user_message(c),
                        Some(&runs[&other.user]),
                        "a refusal",
                    );
                }
            }
            let label_before = text::action_label(c, &before, &cmd, Some(by.role()));
            let out = svc
                .act(PLACE, &actor, Proposal::Choice(index), Some(revision))
                .unwrap();
            let after = stored(&svc);
            let log = svc.store().log(id).unwrap();
            let events = log.last().map(|r| r.events.clone()).unwrap_or_default();
            let mut s = secrets(&after, &events, None);
            // The move's own label as its faction reads it (cards kept or given).
            if let AnyCommand::Uprising(up_cmd) = &cmd {
                if matches!(up_cmd.act, Act::Keep { .. } | Act::Give { .. }) {
                    s.add(by, label_before);
                }
            }
            private_events += s.of.values().map(Vec::len).sum::<usize>();
            check_outbox(&out, &s, &runs, Some(&actor));
            s.assert_clean(&svc.status(PLACE).unwrap(), None, "/status");
            s.assert_clean(&svc.board(PLACE).unwrap().text, None, "/board");
            s.assert_clean(&svc.public_log(PLACE, 5).unwrap(), None, "/log");
            if after.ending().is_none() {
                for u in &users {
                    for (label, value) in svc
                        .suggest(PLACE, u.user, Catalog::english(), None, "", 25)
                        .unwrap()
                    {
                        s.assert_clean(&label, Some(&runs[&u.user]), "an autocomplete label");
                        s.assert_clean(&value, Some(&runs[&u.user]), "an autocomplete value");
                    }
                }
            }
            let engine::AnyView::Uprising(view) = svc.view_for(PLACE, None).unwrap() else {
                panic!("an Uprising game has an Uprising view");
            };
            assert!(view.hand.is_empty() && view.agenda.is_none());
            steps += 1;
            assert!(steps < 5_000, "game {g} does not end");
        }
        let last = stored(&svc);
        secrets(&last, &[], None).assert_clean(
            &svc.public_log(PLACE, 10_000).unwrap(),
            None,
            "/log",
        );
    }
    assert!(private_events > 0, "hands and agendas were checked");
}
