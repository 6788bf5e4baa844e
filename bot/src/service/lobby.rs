//! The lobby: creating a game, joining, leaving, the options, starting it.

use super::*;

impl GameService {
    /// Opens a lobby in the channel. The settings are checked by setting up a trial game.
    pub fn create_lobby(
        &self,
        place: Place,
        caller: &Caller,
        new: NewGame,
    ) -> ServiceResult<Outbox> {
        self.create_lobby_with(place, caller, new, &[])
    }

    /// Opens a lobby with computer seats of these levels beside the creator's
    /// (`/game create ai:N level:L`; at most every seat but the creator's).
    pub fn create_lobby_with(
        &self,
        place: Place,
        caller: &Caller,
        new: NewGame,
        computers: &[ai::Level],
    ) -> ServiceResult<Outbox> {
        // A ruleset this build cannot play or present has no config to get here
        // (`text::config_for`), and is refused if a caller built one by hand; the settings
        // are checked by setting up a trial game.
        let ruleset = new.config.ruleset();
        if !text::presentable(ruleset) {
            return Err(ServiceError::Ruleset(AnyError::NotPlayable(ruleset)));
        }
        AnyGame::new(new.config.clone(), 0).map_err(ServiceError::from_any)?;
        let settings = new.config.clone();
        if computers.len() >= text::seats_of(&new.config) as usize {
            return Err(ServiceError::Full);
        }
        let seed = new.seed.unwrap_or_else(random_seed);
        // The game speaks an embedded language; the lobby post already speaks it.
        let c = self.reader(new.locale.as_deref());
        self.remember_locale(caller);
        self.with_channel_lock(place, || {
            let now = self.now();
            let deadline = match new.turn_deadline {
                Some(d) => t!(c, "lobby-deadline", time = format_time_left(c, d.as_secs())),
                None => t!(c, "lobby-no-deadline"),
            };
            let text = t!(
                c,
                "lobby-created",
                creator = caller.name.as_str(),
                ruleset = text::ruleset_name(c, ruleset),
                settings = text::settings(c, &new.config),
                players = text::seats_of(&new.config)
            ) + "\n"
                + &deadline;
            let mut seats = vec![SeatRow {
                seat: 0,
                user: caller.user,
                name: caller.name.clone(),
                wanted: None,
                computer: None,
                former: None,
            }];
            for &level in computers {
                computer::add_seat(c, &mut seats, level);
            }
            let text = if computers.is_empty() {
                text
            } else {
                text + "\n" + &text::lobby_list(c, &new.config, &seats)
            };
            let text = with_replay_notice(c, new.seed.is_some(), seed, text);
            let mut out = Outbox::lobby_post(0, place, text);
            out.game = None;
            let (id, written) = self.store.create_game(NewGameRecord {
                place,
                creator: caller.user,
                settings,
                seed,
                seed_chosen: new.seed.is_some(),
                turn_deadline: new.turn_deadline.map(|d| d.as_secs().max(60)),
                locale: c.tag().to_string(),
                seats,
                now,
                interaction: caller.interaction,
                open_game_limit: place.guild.and(self.policy.open_games_per_user),
                timers: vec![Timer {
                    kind: TimerKind::LobbyExpiry,
                    due_at: now.saturating_add(self.policy.lobby_expiry.as_secs() as i64),
                }],
                deliveries: out.deliveries(self.new_lease(now)),
            })?;
            out.game = Some(id);
            out.set_delivery_ids(&written.deliveries);
            self.after_commit(&out);
            Ok(out)
        })
    }

    /// Takes a seat in the lobby, optionally asking for a role (a key or name of one of the
    /// ruleset's `role_wishes`, in any language, as typed). `another_seat` lets one person
    /// run several seats.
    pub fn join(
        &self,
        place: Place,
        caller: &Caller,
        wanted: Option<&str>,
        another_seat: bool,
    ) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let record = self.open_lobby(place)?;
            let row = &record.row;
            let mut seats = record.seats.clone();
            let config = config_of(row)?;
            let players = text::seats_of(&config);
            let wanted = match wanted {
                Some(typed) => Some(role_wish(game_catalog(row), &config, typed)?),
                None => None,
            };
            if seats.len() >= players as usize {
                return Err(ServiceError::Full);
            }
            let already = seats.iter().any(|s| s.user == caller.user);
            match seats.iter_mut().find(|s| s.user == caller.user) {
                // Joining again updates the faction wish instead.
                Some(mine) if !another_seat => mine.wanted = wanted,
                _ => {
                    let seat = seats.iter().map(|s| s.seat + 1).max().unwrap_or(0);
                    seats.push(SeatRow {
                        seat,
                        user: caller.user,
                        name: caller.name.clone(),
                        wanted,
                        computer: None,
                        former: None,
                    });
                }
            }
            let c = game_catalog(row);
            let text = t!(
                c,
                "lobby-joined",
                name = caller.name.as_str(),
                seated = seats.len(),
                players = players,
                list = text::lobby_list(c, &config, &seats)
            );
            let out = Outbox::lobby_post(row.id, place, text);
            let mut w = GameWrite::new(row, now);
            w.interaction = caller.interaction;
            if !already {
                w.open_game_limit = place
                    .guild
                    .and(self.policy.open_games_per_user)
                    .map(|n| (caller.user, n));
            }
            w.seats = Some(seats);
            self.commit(w, out)
        })
    }

    /// Leaves the lobby (every seat of the caller). An empty lobby closes.
    pub fn leave(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let record = self.open_lobby(place)?;
            let row = &record.row;
            let mut seats = record.seats.clone();
            if !seats.iter().any(|s| s.user == caller.user) {
                return Err(ServiceError::NotAPlayer);
            }
            seats.retain(|s| s.user != caller.user);
            for (i, s) in seats.iter_mut().enumerate() {
                s.seat = i as u8;
            }
            let c = game_catalog(row);
            let config = config_of(row)?;
            let mut w = GameWrite::new(row, now);
            w.interaction = caller.interaction;
            // A lobby left to computer seats alone closes too.
            let text = if seats.iter().all(|s| s.computer.is_some()) {
                w.status = Some(GameStatus::Abandoned);
                w.timers = Some(Vec::new());
                t!(c, "lobby-closed", name = caller.name.as_str())
            } else {
                t!(
                    c,
                    "lobby-left",
                    name = caller.name.as_str(),
                    seated = seats.len(),
                    players = text::seats_of(&config),
                    list = text::lobby_list(c, &config, &seats)
                )
            };
            w.seats = Some(seats);
            self.commit(w, Outbox::channel_post(row.id, place, text))
        })
    }

    /// Starts the game once every seat is taken: sets it up, assigns factions to seats
    /// (honouring wishes where the seating allows), deals, and asks for Start districts.
    pub fn start(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let record = self.open_lobby(place)?;
            let row = record.row;
            let seats = record.seats;
            if !seats.iter().any(|s| s.user == caller.user)
                && caller.user != row.creator
                && !caller.manage_server
            {
                return Err(ServiceError::NotAPlayer);
            }
            let lobby_config = config_of(&row)?;
            let need = text::seats_of(&lobby_config);
            if seats.len() < need as usize {
                return Err(ServiceError::NotEnoughPlayers {
                    have: seats.len(),
                    need,
                });
            }
            let config = text::starting_config(&lobby_config, &seats, row.seed);
            let game = AnyGame::new(config.clone(), row.seed).map_err(ServiceError::from_any)?;
            let seats = text::assign_seats(&game, &seats);
            let loaded = Loaded {
                row: GameRow {
                    status: GameStatus::Active,
                    settings: config.clone(),
                    ..row.clone()
                },
                seats,
                game,
                readers: Some(record.readers.clone()),
            };
            let c = game_catalog(&row);
            let mut out = self.outbox_for(&loaded);
            let seating = text::seating(
                c,
                &loaded.game,
                &loaded.seats,
                loaded.row.place.guild.is_some(),
            );
            let opening = text::opening(c, &loaded.game);
            let started = t!(
                c,
                "game-started",
                title = opening.title,
                ruleset = text::ruleset_name(c, loaded.row.ruleset),
                seating = seating,
                status = text::status(c, &loaded.game.view(None)),
                first = opening.first
            );
            out.posts.push(Post {
                text: with_replay_notice(c, row.seed_chosen, row.seed, started),
                board: self.board_spec(&loaded.row, None),
                ping: distinct(
                    loaded
                        .seats
                        .iter()
                        .filter(|s| s.computer.is_none())
                        .map(|s| s.user),
                ),
                menu: true,
                ..Post::default()
            });
            out.private = self.secrets_messages(&loaded, &HashMap::new(), true);
            out.private.extend(self.first_turn_guide(&loaded));
            let mut w = GameWrite::new(&row, now);
            w.interaction = caller.interaction;
            w.seats = Some(loaded.seats.clone());
            w.settings = Some(config);
            w.status = Some(GameStatus::Active);
            w.timers = Some(self.timers_for(&loaded, now));
            w.dms_reopened = Some(caller.user);
            w.snapshot = Some(loaded.game);
            self.commit(w, out)
        })
    }
}

/// The ruleset's key for a role wish typed as its key or its name in any language
/// (case and surrounding spaces aside); a refusal lists the names in the game's language
/// (`c`).
fn role_wish(c: &Catalog, config: &AnyConfig, typed: &str) -> ServiceResult<String> {
    let wanted = typed.trim().to_lowercase();
    let names = text::role_wishes(c, config);
    if names.is_empty() {
        return Err(ServiceError::NoRoleWishes);
    }
    let named = |c: &Catalog| {
        text::role_wishes(c, config)
            .into_iter()
            .find(|(key, name)| key.to_lowercase() == wanted || name.to_lowercase() == wanted)
            .map(|(key, _)| key)
    };
    Catalog::locales()
        .find_map(|tag| named(Catalog::for_locale(tag)))
        .ok_or_else(|| ServiceError::UnknownRole {
            typed: typed.to_string(),
            names: names.into_iter().map(|(_, name)| name).collect(),
        })
}
