//! Reading: what a caller may look at (status, board, hand, log, choices, autocomplete).

use super::*;

impl GameService {
    /// What the caller can do now, grouped for menus, in the reader's language `c`.
    pub fn choices(&self, place: Place, user: UserId, c: &Catalog) -> ServiceResult<Choices> {
        let loaded = self.load_active(place)?;
        if !loaded.is_seated(user) {
            return Err(ServiceError::NotAPlayer);
        }
        Ok(text::choices(
            c,
            &loaded.game,
            loaded.row.id,
            loaded.row.revision,
            &loaded.roles_of(user),
            &self.waiting_line(c, &loaded),
        ))
    }

    /// Autocomplete suggestions: (label, value) pairs whose value is a choice token, in
    /// the reader's language `c`.
    #[allow(clippy::too_many_arguments)]
    pub fn suggest(
        &self,
        place: Place,
        user: UserId,
        c: &Catalog,
        kind: Option<ActionKind>,
        typed: &str,
        max: usize,
    ) -> ServiceResult<Vec<(String, String)>> {
        let loaded = self.load_active(place)?;
        Ok(text::suggest(
            c,
            &loaded.game,
            loaded.row.revision,
            &loaded.roles_of(user),
            kind,
            typed,
            max,
        ))
    }

    /// Refuses a public command that costs (an image upload, many messages) when the
    /// caller has asked too often in this channel; tells when to try again.
    pub fn allow_expense(&self, user: UserId, place: Place, expense: Expense) -> ServiceResult<()> {
        self.limiter
            .spend(user, place.channel, expense, self.now())
            .map_err(ServiceError::RateLimited)
    }

    /// The line that says the game at `place` is a replay of a chosen seed (`None` for a
    /// random seed, or without a game).
    pub fn replay_notice(&self, place: Place) -> ServiceResult<Option<String>> {
        let row = match self.store.open_game_in(place.channel)? {
            Some(r) => Some(r),
            None => self.store.latest_game_in(place.channel)?,
        };
        let Some(row) = row else {
            return Ok(None);
        };
        let c = game_catalog(&row);
        let notice = with_replay_notice(c, row.seed_chosen, row.seed, String::new());
        Ok(Some(notice.trim().to_string()).filter(|n| !n.is_empty()))
    }

    /// The board: image (spectator view) and status text.
    pub fn board(&self, place: Place) -> ServiceResult<BoardPost> {
        let loaded = self.load_any(place)?;
        let c = game_catalog(&loaded.row);
        let mut text = text::status(c, &loaded.game.view(None));
        text.push_str("\n\n");
        text.push_str(&text::board_text(c, &loaded.game.view(None)));
        let text = with_replay_notice(c, loaded.row.seed_chosen, loaded.row.seed, text);
        Ok(BoardPost {
            text,
            image: self.board_image(c, &loaded.game, self.previous_board(&loaded.row).as_ref()),
        })
    }

    /// The public status: night, morale, who must act, the factions.
    pub fn status(&self, place: Place) -> ServiceResult<String> {
        let record = self
            .store
            .load_in(place.channel, true)?
            .ok_or(ServiceError::NoGame)?;
        let c = game_catalog(&record.row);
        if record.row.status == GameStatus::Lobby {
            let row = &record.row;
            let lobby = t!(
                c,
                "lobby-status",
                ruleset = text::ruleset_name(c, row.ruleset),
                settings = text::settings(c, &config_of(row)?),
                seated = record.seats.len(),
                players = text::seats_of(&config_of(row)?),
                list = text::lobby_list(c, &config_of(row)?, &record.seats)
            );
            return Ok(with_replay_notice(c, row.seed_chosen, row.seed, lobby));
        }
        let loaded = self.loaded(record)?;
        let mut s = text::status(c, &loaded.game.view(None));
        s.push('\n');
        s.push_str(&text::seating(
            c,
            &loaded.game,
            &loaded.seats,
            loaded.row.place.guild.is_some(),
        ));
        s.push_str("\n\n");
        s.push_str(&self.waiting_line(c, &loaded));
        if let (Some(d), false) = (loaded.row.turn_deadline, loaded.is_over()) {
            let left = (loaded.row.updated_at.saturating_add(d as i64) - self.now()).max(0);
            s.push('\n');
            s.push_str(&t!(
                c,
                "status-deadline",
                time = format_time_left(c, left as u64)
            ));
        }
        Ok(with_replay_notice(
            c,
            loaded.row.seed_chosen,
            loaded.row.seed,
            s,
        ))
    }

    /// The public log: the last `last` entries, redacted for a spectator.
    pub fn public_log(&self, place: Place, last: usize) -> ServiceResult<String> {
        let loaded = self.load_any(place)?;
        let log = self.store.log(loaded.row.id)?;
        let c = game_catalog(&loaded.row);
        let first_shown = log.len().saturating_sub(last);
        let mut lines = Vec::new();
        replay_log(
            &config_of(&loaded.row)?,
            loaded.row.seed,
            &log,
            first_shown,
            |row, before, after| {
                // A private setting (standing orders) is no public entry.
                if row.command.as_ref().is_some_and(text::private_command) {
                    return;
                }
                lines.extend(text::log_entry_lines(c, &loaded.seats, row, before, after));
            },
        )
        .map_err(ServiceError::Replay)?;
        Ok(text::log_text(c, &lines))
    }

    /// The caller's hands and agendas (for their eyes only), in the reader's language `c`.
    pub fn hand(&self, place: Place, user: UserId, c: &Catalog) -> ServiceResult<String> {
        let loaded = self.load_any(place)?;
        let mine = loaded.roles_of(user);
        if mine.is_empty() {
            return Err(ServiceError::NotAPlayer);
        }
        let summary = text::private_summary(c, &loaded.game, &mine, &channel_label(c, &loaded));
        Ok(match self.guide_still_due(&loaded, user, c)? {
            Some(guide) => format!("{summary}\n\n{guide}"),
            None => summary,
        })
    }

    /// The game as `viewer` sees it (tests, the renderer command).
    pub fn view_for(&self, place: Place, user: Option<UserId>) -> ServiceResult<AnyView> {
        let loaded = self.load_any(place)?;
        let viewer = user.and_then(|u| loaded.roles_of(u).first().copied());
        Ok(loaded.game.view(viewer))
    }

    /// The roles `user` runs in the channel's game.
    pub fn roles_of(&self, place: Place, user: UserId) -> ServiceResult<Vec<Role>> {
        Ok(self.load_any(place)?.roles_of(user))
    }

    /// The index a button for `command` carries for `user`: its place among `user`'s own
    /// legal commands ([`own_legal_commands`]); `None` when it is not one of them (tools
    /// and tests that choose a command and play it as a click would).
    pub fn choice_index(
        &self,
        place: Place,
        user: UserId,
        command: &AnyCommand,
    ) -> ServiceResult<Option<usize>> {
        let loaded = self.load_any(place)?;
        let mine = loaded.roles_of(user);
        Ok(own_legal_commands(&loaded.game, &mine)
            .iter()
            .position(|c| c == command))
    }

    /// The 2016 factions `user` runs in the channel's game (the 2016 slash commands).
    pub fn factions_of(&self, place: Place, user: UserId) -> ServiceResult<Vec<Faction>> {
        let roles = self.roles_of(place, user)?;
        Ok(roles.into_iter().filter_map(Faction::from_role).collect())
    }

    /// The game's id, status and revision in a channel (open game first).
    pub fn game_here(&self, place: Place) -> ServiceResult<Option<(GameId, GameStatus, u64)>> {
        let row = match self.store.open_game_in(place.channel)? {
            Some(r) => Some(r),
            None => self.store.latest_game_in(place.channel)?,
        };
        Ok(row.map(|r| (r.id, r.status, r.revision)))
    }

    /// The card names `/give` and `/trade` complete for the game in `place` (its
    /// ruleset's; none without a game).
    pub fn exchange_cards(&self, place: Place) -> ServiceResult<Vec<String>> {
        let row = match self.store.open_game_in(place.channel)? {
            Some(r) => Some(r),
            None => self.store.latest_game_in(place.channel)?,
        };
        Ok(row.map_or_else(Vec::new, |r| text::exchange_cards(r.ruleset)))
    }

    /// The roles the channel's lobby lets a seat ask for, as (name in the game's language,
    /// key): `/game join role:`'s completions. None without a lobby in the channel.
    pub fn lobby_roles(&self, place: Place) -> ServiceResult<Vec<(String, String)>> {
        let Some(row) = self.store.open_game_in(place.channel)? else {
            return Ok(Vec::new());
        };
        if row.status != GameStatus::Lobby {
            return Ok(Vec::new());
        }
        let config = config_of(&row)?;
        Ok(text::role_wishes(game_catalog(&row), &config)
            .into_iter()
            .map(|(key, name)| (name, key))
            .collect())
    }

    /// Replays a game's log from its seed and compares it with the stored snapshot.
    pub fn verify(&self, game: GameId) -> ServiceResult<()> {
        let record = self.store.load(game)?.ok_or(ServiceError::NoGame)?;
        let row = record.row;
        let log = self.store.log(game)?;
        let replayed = replay(&config_of(&row)?, row.seed, &log).map_err(ServiceError::Replay)?;
        // No usable snapshot (none yet, or an older build's): the replay is the game.
        let Some((seq, snapshot)) = record.snapshot else {
            return Ok(());
        };
        if seq != row.revision {
            return Err(ServiceError::Replay(format!(
                "snapshot at {seq}, log at {}",
                row.revision
            )));
        }
        if replayed != snapshot {
            return Err(ServiceError::Replay(format!(
                "game {game}: the log does not replay to the snapshot"
            )));
        }
        Ok(())
    }

    /// Checks every active game (tools, the load test); returns the ids that failed.
    pub fn verify_all_active(&self) -> ServiceResult<Vec<(GameId, String)>> {
        Ok(self.verify_sample(None, 0)?.failed)
    }

    /// The start-up check (issue 39): replays `sample` active games rather than every one
    /// (`None`: all), so its cost does not grow with the games stored. Half the sample is
    /// the games changed last (a crash hurts what was being written), the rest drawn from
    /// the others by `seed`, so every game is checked now and then over restarts.
    pub fn verify_sample(&self, sample: Option<usize>, seed: u64) -> ServiceResult<Verified> {
        let active = self.store.games_with_status(GameStatus::Active)?;
        let of = active.len();
        let chosen = sample_games(active, sample, seed);
        let mut failed = Vec::new();
        for &id in &chosen {
            if let Err(e) = self.verify(id) {
                failed.push((id, e.to_string()));
            }
        }
        Ok(Verified {
            checked: chosen.len(),
            of,
            failed,
        })
    }
}

/// What a replay check did: `checked` of the `of` active games, and the ones that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub checked: usize,
    pub of: usize,
    pub failed: Vec<(GameId, String)>,
}

/// The ids of [`GameService::verify_sample`]'s sample: the `n / 2` games updated last,
/// then `n - n / 2` others drawn without repetition (xorshift from `seed`).
pub(crate) fn sample_games(mut games: Vec<GameRow>, n: Option<usize>, seed: u64) -> Vec<GameId> {
    let Some(n) = n.filter(|&n| n < games.len()) else {
        return games.into_iter().map(|g| g.id).collect();
    };
    games.sort_by_key(|g| std::cmp::Reverse((g.updated_at, g.id)));
    let recent = n / 2;
    let mut chosen: Vec<GameId> = games[..recent].iter().map(|g| g.id).collect();
    let mut rest: Vec<GameId> = games[recent..].iter().map(|g| g.id).collect();
    let mut x = seed | 1;
    for _ in recent..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let i = (x % rest.len() as u64) as usize;
        chosen.push(rest.swap_remove(i));
    }
    chosen
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use engine::{bxb2016::GameConfig, AnyConfig};

    fn row(id: GameId, updated_at: i64) -> GameRow {
        let config = AnyConfig::Bxb2016(GameConfig::beginner(2));
        GameRow {
            id,
            place: Place {
                guild: Some(1),
                channel: id as u64,
            },
            creator: UserId(1),
            status: GameStatus::Active,
            ruleset: config.ruleset(),
            settings: config,
            seed: 0,
            seed_chosen: false,
            revision: 1,
            version: 1,
            turn_deadline: None,
            created_at: 0,
            updated_at,
            locale: "en-US".into(),
        }
    }

    /// The sample holds the games changed last, then others, each once; without a size
    /// (or one as large as the games) it is every game.
    #[test]
    fn the_start_up_sample_is_the_latest_games_and_others_drawn() {
        // Game i changed at 1000 - 10 i: games 1 and 2 are the latest.
        let games: Vec<GameRow> = (1..=50).map(|i| row(i, 1_000 - 10 * i)).collect();
        let mut seen = std::collections::HashSet::new();
        for seed in 0..20 {
            let chosen = sample_games(games.clone(), Some(5), seed);
            assert_eq!(chosen.len(), 5);
            assert_eq!(chosen[..2], [1, 2], "the two changed last");
            let distinct: std::collections::HashSet<_> = chosen.iter().collect();
            assert_eq!(distinct.len(), 5, "no game twice: {chosen:?}");
            assert!(chosen.iter().all(|id| (1..=50).contains(id)));
            seen.extend(chosen[2..].iter().copied());
        }
        assert!(
            seen.len() > 20,
            "the drawn part varies with the seed: {seen:?}"
        );
        let all = sample_games(games.clone(), None, 1);
        assert_eq!(all, (1..=50).collect::<Vec<_>>());
        assert_eq!(sample_games(games.clone(), Some(50), 1).len(), 50);
        assert_eq!(sample_games(games, Some(0), 1), Vec::<GameId>::new());
    }
}
