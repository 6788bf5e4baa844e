//! The referee's commands: replacing a player, handing a seat over, skipping a turn, ending a game.

use super::*;

impl GameService {
    /// Who may referee a game (README, "Referee commands"):
    /// - a server manager (Manage Server where the game is) may replace a player, skip any
    ///   wait and end the game;
    /// - the game's creator may end it, and skip a wait once it has been idle for
    ///   [`CREATOR_SKIP_AFTER_SECS`] (at once when it waits for the creator's own seats),
    ///   but never moves seats: no player can give themselves, or an ally, another seat's
    ///   cards, nor decide another seat's secret choices while its owner is still around.
    pub(super) fn referee(
        &self,
        loaded_row: &GameRow,
        caller: &Caller,
        action: Referee,
    ) -> ServiceResult<()> {
        if caller.manage_server {
            return Ok(());
        }
        if caller.user != loaded_row.creator {
            return Err(ServiceError::NotAllowed);
        }
        match action {
            Referee::End => Ok(()),
            Referee::Replace => Err(ServiceError::ManagersOnly),
            Referee::Skip { own_wait } => {
                let idle = self.now() - loaded_row.updated_at;
                if own_wait || idle >= CREATOR_SKIP_AFTER_SECS {
                    Ok(())
                } else {
                    Err(ServiceError::SkipTooEarly {
                        hours: CREATOR_SKIP_AFTER_SECS / 3600,
                    })
                }
            }
        }
    }

    /// Gives every seat of `old` to `new` (server managers only). `new` may not already
    /// play in the game, nor be the manager themselves, unless `new` holds every seat: a
    /// seat's cards must never go to someone who plays another seat or chose to take them.
    pub fn replace_player(
        &self,
        place: Place,
        caller: &Caller,
        old: UserId,
        new: UserId,
        new_name: &str,
    ) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let loaded = self.load_active(place)?;
            self.referee(&loaded.row, caller, Referee::Replace)?;
            if loaded.is_over() {
                return Err(ServiceError::GameOver);
            }
            let Some(old_seat) = loaded.seats.iter().find(|s| s.user == old) else {
                return Err(ServiceError::NotSeated);
            };
            let old_name = old_seat.name.clone();
            let holds_every_seat = loaded.seats.iter().all(|s| s.user == new);
            if (loaded.is_seated(new) || new == caller.user) && !holds_every_seat {
                return Err(ServiceError::SeatToPlayer);
            }
            let seats: Vec<SeatRow> = loaded
                .seats
                .iter()
                .map(|s| {
                    if s.user == old {
                        SeatRow {
                            user: new,
                            name: new_name.to_string(),
                            ..s.clone()
                        }
                    } else {
                        s.clone()
                    }
                })
                .collect();
            let after = Loaded {
                row: GameRow {
                    revision: loaded.row.revision + 1,
                    ..loaded.row.clone()
                },
                seats: seats.clone(),
                game: loaded.game.clone(),
                // The seats changed hands: the new holder's locale was not read.
                readers: None,
            };
            let c = game_catalog(&after.row);
            let mut out = self.outbox_for(&after);
            let factions = text::role_list(c, &after.game, &after.roles_of(new));
            out.posts.push(Post {
                text: t!(
                    c,
                    "admin-replaced",
                    actor = caller.name.as_str(),
                    old = old_name.as_str(),
                    name = new_name,
                    factions = factions
                ),
                ping: vec![new],
                menu: true,
                ..Post::default()
            });
            // The hand goes to its new owner only; the manager sees public text.
            out.private = vec![PrivateMessage {
                delivery: None,
                user: new,
                text: text::private_summary(
                    self.dm_catalog(new),
                    &after.game,
                    &after.roles_of(new),
                    &channel_label(self.dm_catalog(new), &after),
                ),
            }];
            out.reply = Some(t!(self.caller_catalog(caller), "admin-done"));
            let note = t!(
                c,
                "log-note-seat-given",
                actor = echo(&caller.name, ECHO_MAX),
                old = echo(&old_name, ECHO_MAX),
                name = echo(new_name, ECHO_MAX)
            );
            let mut w = GameWrite::new(&loaded.row, now);
            w.interaction = caller.interaction;
            w.seats = Some(seats);
            w.log = Some(NewLogEntry {
                kind: LogKind::Admin,
                user: Some(caller.user),
                command: None,
                events: Vec::new(),
                note: Some(note),
            });
            w.timers = Some(self.timers_for(&after, now));
            w.snapshot = Some(after.game);
            self.commit(w, out)
        })
    }

    /// Skips the current wait with the engine's default answer (end the turn, no veto,
    /// refuse the offer, pass...). The referee is told only what everyone sees: the skipped
    /// seat's own result (new cards) goes to its owner by direct message.
    pub fn skip_turn(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let loaded = self.load_active(place)?;
            let own_wait = loaded
                .game
                .to_act()
                .iter()
                .all(|&r| loaded.user_of(r) == Some(caller.user));
            self.referee(&loaded.row, caller, Referee::Skip { own_wait })?;
            if loaded.is_over() {
                return Err(ServiceError::GameOver);
            }
            // The engine knows the least intrusive answer to each kind of wait.
            let command = loaded
                .game
                .default_command()
                .ok_or(ServiceError::GameOver)?;
            let c = game_catalog(&loaded.row);
            let role_name = text::role_name(c, &loaded.game, command.role());
            let note = t!(
                c,
                "admin-skipped",
                name = caller.name.as_str(),
                faction = role_name.as_str()
            );
            // The narration names the seat's owner, whose move the skip stands for.
            let owner_name = loaded
                .user_of(command.role())
                .and_then(|u| loaded.seats.iter().find(|s| s.user == u))
                .map_or_else(|| caller.name.clone(), |s| s.name.clone());
            // Built for a spectator: a skipped Keep shows "Keep 2 cards", never the
            // cards (the seat's own result goes to its owner by DM).
            let reader = self.caller_catalog(caller);
            let reply = t!(
                reader,
                "admin-skip-done",
                faction = role_name.as_str(),
                action = text::action_label(reader, &loaded.game, &command, None)
            );
            let change = Change {
                actor_name: owner_name,
                reader: self.caller_catalog(caller),
                user: Some(caller.user),
                interaction: caller.interaction,
                note: Some(note),
                log_note: Some(LOG_NOTE_SKIP.into()),
                fires: None,
            };
            let mut out = self.apply_and_commit(&loaded, command, change, now)?;
            out.reply = Some(reply);
            Ok(out)
        })
    }

    /// Ends the channel's game (lobby or active) without a winner: server managers and the
    /// game's creator.
    pub fn end_game(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let record = self
                .store
                .load_in(place.channel, false)?
                .ok_or(ServiceError::NoGame)?;
            let row = &record.row;
            self.referee(row, caller, Referee::End)?;
            let c = game_catalog(row);
            let mut out = Outbox::channel_post(
                row.id,
                place,
                t!(c, "admin-ended", name = caller.name.as_str()),
            );
            out.revision = row.revision + 1;
            out.reply = Some(t!(self.caller_catalog(caller), "admin-done"));
            let mut w = GameWrite::new(row, now);
            w.interaction = caller.interaction;
            w.log = Some(NewLogEntry {
                kind: LogKind::Admin,
                user: Some(caller.user),
                command: None,
                events: Vec::new(),
                note: Some(t!(c, "log-note-ended")),
            });
            if row.status == GameStatus::Active {
                // The snapshot moves to the new revision (the state is unchanged).
                w.snapshot = record.snapshot.map(|(_, g)| g);
            }
            w.status = Some(GameStatus::Abandoned);
            w.timers = Some(Vec::new());
            self.commit(w, out)
        })
    }
}
