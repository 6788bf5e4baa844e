//! Play: a move (a menu pick, a typed command, a button), undo, the checks before a move.

use super::*;

impl GameService {
    /// Applies one move for the caller. Refused (with the game unchanged) when the caller
    /// does not run the acting faction, the revision is stale, or the rules forbid it.
    pub fn act(
        &self,
        place: Place,
        caller: &Caller,
        proposal: Proposal,
        revision: Option<u64>,
    ) -> ServiceResult<Outbox> {
        let (proposal, revision) = match proposal {
            Proposal::Text(s) => match parse_token(&s) {
                Some((rev, index)) => (Proposal::Choice(index), Some(rev)),
                None => (Proposal::Text(s), revision),
            },
            p => (p, revision),
        };
        // Every success goes through `apply_and_commit`, whose write claims the interaction.
        self.change_claiming(place, caller, |now| {
            let loaded = self.load_active(place)?;
            if loaded.row.status != GameStatus::Active || loaded.is_over() {
                return Err(ServiceError::GameOver);
            }
            if !loaded.is_seated(caller.user) {
                return Err(ServiceError::NotAPlayer);
            }
            if revision.is_some_and(|r| r != loaded.row.revision) {
                return Err(ServiceError::Stale);
            }
            let command = command_for(&loaded, caller.user, proposal.clone())?;
            let change = Change {
                actor_name: caller.name.clone(),
                reader: self.caller_catalog(caller),
                user: Some(caller.user),
                interaction: caller.interaction,
                note: None,
                log_note: None,
                fires: None,
            };
            self.apply_and_commit(&loaded, command, change, now)
        })
    }

    /// Applies `command` to a loaded game and writes it with its outbox.
    pub(super) fn apply_and_commit(
        &self,
        loaded: &Loaded,
        command: AnyCommand,
        change: Change,
        now: i64,
    ) -> ServiceResult<Outbox> {
        let mut game = loaded.game.clone();
        let events = game
            .apply(command.clone())
            .map_err(|e| ServiceError::rules(e, &loaded.game))?;
        let status = if game.ending().is_some() {
            GameStatus::Ended
        } else {
            loaded.row.status
        };
        let after = Loaded {
            row: GameRow {
                revision: loaded.row.revision + 1,
                status,
                ..loaded.row.clone()
            },
            seats: loaded.seats.clone(),
            game,
            readers: loaded.readers.clone(),
        };
        let out = self.after_change(
            loaded,
            &after,
            Some((&command, &events)),
            &change.actor_name,
            change.note,
            change.reader,
        );
        let private = text::private_command(&command);
        let mut w = GameWrite::new(&loaded.row, now);
        w.interaction = change.interaction;
        w.fires = change.fires;
        w.log = Some(NewLogEntry {
            kind: LogKind::Command,
            user: change.user,
            command: Some(command),
            events,
            note: change.log_note,
        });
        if status != loaded.row.status {
            w.status = Some(status);
        }
        // A private setting changes nobody's wait: the reminders and deadlines stay as
        // they were (a reset would tell the others that someone did something).
        if !private {
            w.timers = Some(self.timers_for(&after, now));
        }
        w.dms_reopened = change.user;
        w.snapshot = Some(after.game);
        self.commit(w, out)
    }

    /// Takes back the caller's latest move of the current turn, if it revealed nothing
    /// (no die, card or roll). Repeatable, one move at a time.
    pub fn undo(&self, place: Place, caller: &Caller) -> ServiceResult<Outbox> {
        self.change(place, caller, |now| {
            let loaded = self.load_active(place)?;
            if loaded.is_over() {
                return Err(ServiceError::GameOver);
            }
            if !loaded.is_seated(caller.user) {
                return Err(ServiceError::NotAPlayer);
            }
            let log = self.store.log(loaded.row.id)?;
            // A private setting is no move (another seat's standing orders): the answer is
            // the one the latest move gets, so it never tells that one was given.
            let last = standing_rows(&log)
                .into_iter()
                .rev()
                .find(|r| !r.command.as_ref().is_some_and(text::private_command))
                .ok_or(ServiceError::NothingToUndo)?;
            let command = last.command.clone().ok_or(ServiceError::NothingToUndo)?;
            if last.events.iter().any(AnyEvent::reveals_information) {
                return Err(ServiceError::CannotUndo(UndoBlock::Revealed));
            }
            if !text::in_current_turn(&loaded.game, &command) {
                return Err(ServiceError::CannotUndo(UndoBlock::OtherTurn));
            }
            if loaded.user_of(command.role()) != Some(caller.user) {
                return Err(ServiceError::CannotUndo(UndoBlock::NotYours));
            }
            let mut rows = log.clone();
            rows.push(LogRow {
                seq: loaded.row.revision + 1,
                kind: LogKind::Undo,
                user: Some(caller.user),
                command: None,
                events: Vec::new(),
                note: None,
                created_at: now,
            });
            let game = replay(&config_of(&loaded.row)?, loaded.row.seed, &rows)
                .map_err(ServiceError::Replay)?;
            let after = Loaded {
                row: GameRow {
                    revision: loaded.row.revision + 1,
                    ..loaded.row.clone()
                },
                seats: loaded.seats.clone(),
                game,
                readers: loaded.readers.clone(),
            };
            let c = game_catalog(&loaded.row);
            let label = text::action_label(c, &loaded.game, &command, None);
            let note = t!(c, "undo-done", name = caller.name.as_str(), action = label);
            let reader = self.caller_catalog(caller);
            let mut out =
                self.after_change(&loaded, &after, None, &caller.name, Some(note), reader);
            // The reply names what was taken back, as its player read it when it was done
            // (issue 37: "Taken back." alone left a player unsure which move went).
            let own_label =
                text::action_label(reader, &loaded.game, &command, Some(command.role()));
            out.reply = Some(t!(reader, "undo-reply", action = own_label));
            // An undo the channel hears of (the action it takes back was told at once)
            // says so in the log: the turn's later post must not tell again what the
            // channel heard before it (`held_lines`).
            let told = !out.posts.is_empty();
            let mut w = GameWrite::new(&loaded.row, now);
            w.interaction = caller.interaction;
            w.log = Some(NewLogEntry {
                kind: LogKind::Undo,
                user: Some(caller.user),
                command: None,
                events: Vec::new(),
                note: told.then(|| LOG_NOTE_UNDO_TOLD.into()),
            });
            w.timers = Some(self.timers_for(&after, now));
            w.dms_reopened = Some(caller.user);
            w.snapshot = Some(after.game);
            self.commit(w, out)
        })
    }

    /// Builds the outbox after an accepted change: narration (public, redacted), the board
    /// after a turn or Sunrise, pings, and DMs to users whose hand or agenda changed.
    pub(super) fn after_change(
        &self,
        before: &Loaded,
        after: &Loaded,
        applied: Option<(&AnyCommand, &[AnyEvent])>,
        actor_name: &str,
        note: Option<String>,
        reader: &'static Catalog,
    ) -> Outbox {
        let c = game_catalog(&after.row);
        let mut out = self.outbox_for(after);
        let mut lines: Vec<String> = Vec::new();
        // A change announced by a note (a referee's skip, a deadline) is told at once.
        let announced = note.is_some() && applied.is_some();
        if let Some(note) = note {
            lines.push(note);
        }
        let noted = lines.len();
        let mut turn_over = false;
        if let Some((command, _)) = applied.filter(|(c, _)| text::private_command(c)) {
            // A private setting (standing orders): its author's reply and DM only, in
            // any posting mode; no post, narration or ping.
            out.reply = Some(t!(
                reader,
                "act-done",
                action = text::action_label(reader, &before.game, command, Some(command.role()))
            ));
            out.private = self.secrets_messages(after, &secrets(before), false);
            return out;
        }
        if let Some((command, events)) = applied {
            lines.push(text::action_heading(c, &before.game, command, actor_name));
            lines.extend(text::turn_end_warnings(c, &before.game, command));
            let public: Vec<AnyEvent> =
                events.iter().filter_map(|e| e.redacted_for(None)).collect();
            lines.extend(text::event_lines(c, &after.game, &public));
            turn_over = events.iter().any(AnyEvent::ends_turn);
            out.reply = Some(t!(
                reader,
                "act-done",
                action = text::action_label(reader, &before.game, command, Some(command.role()))
            ));
        } else {
            out.reply = Some(t!(reader, "undo-reply"));
        }
        // Pings go to people newly waited for (issue 37): not the one who just acted, nor,
        // within a turn, anyone already waited for before this change (simultaneous Start
        // choices pinged everyone still choosing again, 4 + 3 + 2 + 1).
        let actor = applied.and_then(|(command, _)| before.user_of(command.role()));
        let waited_before = if turn_over {
            Vec::new()
        } else {
            self.whose_move(before)
        };
        let waiting: Vec<UserId> = self
            .pings_for(after, self.whose_move(after))
            .into_iter()
            .filter(|u| Some(*u) != actor && !waited_before.contains(u))
            .collect();
        let to_act_changed = before.game.to_act() != after.game.to_act()
            || !text::same_wait(&before.game, &after.game);
        out.private = self.secrets_messages(after, &secrets(before), false);
        if self.policy.posts == Posts::PerTurn {
            if !announced && !told_at_once(&before.game, &after.game, turn_over) {
                // Only the player hears of it now (their reply); the channel hears of it
                // with the rest of the turn.
                return out;
            }
            if applied.is_some() {
                // The turn's earlier actions, before this one.
                lines.splice(noted..noted, self.held_narration(c, after));
            }
        }
        let mut text = lines.join("\n");
        if after.is_over() {
            text.push_str("\n\n");
            text.push_str(&text::ending(c, &after.game.view(None)));
            let latest = applied.map_or(&[][..], |(_, events)| events);
            if let Some(numbers) = self.game_numbers(after, latest) {
                text.push_str("\n\n");
                text.push_str(&numbers);
            }
        } else if turn_over || to_act_changed {
            text.push_str("\n\n");
            text.push_str(&self.waiting_line(c, after));
        }
        if turn_over {
            text = with_replay_notice(c, after.row.seed_chosen, after.row.seed, text);
        }
        out.posts.push(Post {
            text,
            board: if turn_over {
                // Highlights reach back to the previous board posted (`render_board`).
                self.board_spec(&after.row, Some(before.row.revision))
            } else {
                None
            },
            ping: if turn_over || to_act_changed {
                waiting
            } else {
                Vec::new()
            },
            menu: !after.is_over(),
            story: after.is_over() && self.render_boards,
            ..Post::default()
        });
        out
    }

    /// What the channel was not told of the turn in progress (see [`Posts::PerTurn`]): the
    /// narration of the turn's standing commands after the last one told at once, each
    /// worded on the position it was played from (a replay from the log). Read when a
    /// turn ends or someone else must act, so once a turn, not once an action.
    fn held_narration(&self, c: &Catalog, loaded: &Loaded) -> Vec<String> {
        let held = self
            .store
            .log(loaded.row.id)
            .map_err(|e| e.to_string())
            .and_then(|log| held_lines(c, loaded, &log));
        held.unwrap_or_else(|e| {
            // The turn's post still tells its last action and who acts now.
            tracing::warn!(error = %e, game = ?loaded.row.id, "the turn's earlier actions cannot be told");
            Vec::new()
        })
    }

    pub(super) fn outbox_for(&self, loaded: &Loaded) -> Outbox {
        Outbox {
            game: Some(loaded.row.id),
            place: Some(loaded.row.place),
            revision: loaded.row.revision,
            ..Outbox::default()
        }
    }

    /// The users who must act now.
    pub(super) fn whose_move(&self, loaded: &Loaded) -> Vec<UserId> {
        distinct(
            loaded
                .game
                .to_act()
                .into_iter()
                .filter_map(|r| loaded.user_of(r)),
        )
    }

    pub(super) fn waiting_line(&self, c: &Catalog, loaded: &Loaded) -> String {
        text::waiting(c, &loaded.game.view(None), &|r| loaded.name_of(r))
    }

    /// The beginner game's first-turn guide (issue 12), by DM to the person who acts
    /// first, in their language: the channel's start post stays short for everyone else.
    /// When a computer acts first, the first person seated gets it.
    pub(super) fn first_turn_guide(&self, loaded: &Loaded) -> Option<PrivateMessage> {
        let user = guide_reader(loaded)?;
        let guide = text::first_turn_guide(self.dm_catalog_in(Some(loaded), user), &loaded.game)?;
        Some(PrivateMessage {
            delivery: None,
            user,
            text: guide,
        })
    }

    /// The first-turn guide again, in `c`, while `user` is the person it was sent to and
    /// has not played yet: a DM that could not be delivered (closed DMs) takes the same
    /// path as a hand, the private "View my hand" answer, so they get it the next time they
    /// look (issue 12).
    pub(super) fn guide_still_due(
        &self,
        loaded: &Loaded,
        user: UserId,
        c: &Catalog,
    ) -> ServiceResult<Option<String>> {
        let Some(guide) = text::first_turn_guide(c, &loaded.game) else {
            return Ok(None);
        };
        // Its reader is decided on the starting position, as at the start.
        let start = Loaded {
            row: loaded.row.clone(),
            seats: loaded.seats.clone(),
            game: AnyGame::new(loaded.row.settings.clone(), loaded.row.seed)
                .map_err(ServiceError::from_any)?,
            readers: loaded.readers.clone(),
        };
        if guide_reader(&start) != Some(user) {
            return Ok(None);
        }
        let played = self
            .store
            .log(loaded.row.id)?
            .iter()
            .any(|r| r.kind == LogKind::Command && r.user == Some(user));
        Ok((!played).then_some(guide))
    }

    /// DMs for every user whose secrets differ from `before` (all of them if `all`).
    pub(super) fn secrets_messages(
        &self,
        loaded: &Loaded,
        before: &Secrets,
        all: bool,
    ) -> Vec<PrivateMessage> {
        let now = secrets(loaded);
        let mut users: Vec<&UserId> = now.keys().collect();
        users.sort();
        users
            .into_iter()
            .filter(|u| all || before.get(*u) != now.get(*u))
            .map(|&user| PrivateMessage {
                delivery: None,
                user,
                text: text::private_summary(
                    self.dm_catalog_in(Some(loaded), user),
                    &loaded.game,
                    &loaded.roles_of(user),
                    &channel_label(self.dm_catalog_in(Some(loaded), user), loaded),
                ),
            })
            .collect()
    }

    /// The board of the state after log entry `row.revision`, drawn when delivered;
    /// `previous`: highlight what changed since the board posted before it.
    pub(super) fn board_spec(&self, row: &GameRow, previous: Option<u64>) -> Option<BoardSpec> {
        self.render_boards.then_some(BoardSpec {
            game: row.id,
            at: row.revision,
            previous,
        })
    }

    /// The board image of `game`, highlighting what changed since `previous` (the game as
    /// the previous board posted in the channel showed it).
    pub(super) fn board_image(
        &self,
        c: &Catalog,
        game: &AnyGame,
        previous: Option<&AnyGame>,
    ) -> Option<BoardImage> {
        if !self.render_boards {
            return None;
        }
        // Only ever spectator views: a board image never shows a secret.
        let previous = previous.map(|g| g.view(None));
        match render::board_png(c, &game.view(None), previous.as_ref()) {
            Ok(pngs) => Some(BoardImage {
                png: pngs.board,
                file_name: text::board_file_name(game),
                close_up: pngs.close_up,
            }),
            Err(e) => {
                tracing::warn!(error = %e, "board rendering failed");
                None
            }
        }
    }

    /// The game as the board posted last in its channel showed it, rebuilt from the log
    /// (`/board` highlights what changed since). None if boards are not drawn or the log
    /// cannot be replayed (the board is then drawn without highlights).
    pub(super) fn previous_board(&self, row: &GameRow) -> Option<AnyGame> {
        if !self.render_boards {
            return None;
        }
        let log = match self.store.log(row.id) {
            Ok(log) => log,
            Err(e) => {
                tracing::warn!(error = %e, "reading the log for the previous board failed");
                return None;
            }
        };
        let config = config_of(row).ok()?;
        render::previous_board(&config, row.seed, &log, false)
            .map_err(|e| tracing::warn!(error = %e, "replaying the previous board failed"))
            .ok()
    }

    /// The story of the game in this channel (the latest one, even ended) as an animated
    /// GIF: a frame per turn and Sunrise. None before the first turn.
    pub fn story_gif(&self, place: Place) -> ServiceResult<Option<Vec<u8>>> {
        let loaded = self.load_any(place)?;
        self.story_of(&loaded.row)
    }

    /// Draws the board a post names, from the stored log: the same image the change would
    /// have drawn at once, whenever it is delivered.
    pub fn render_board(&self, spec: &BoardSpec) -> ServiceResult<Option<BoardImage>> {
        if !self.render_boards {
            return Ok(None);
        }
        let (row, after, before) = self.board_states(spec)?;
        Ok(self.board_image(game_catalog(&row), &after, before.as_ref()))
    }

    /// What a post with a board shows (issue 12): the image (if boards are drawn) and the
    /// facts of its embed (colour, night, morale, whose turn), both from the spectator view
    /// of the state the post names, in the game's language.
    pub fn board_post(&self, spec: &BoardSpec) -> ServiceResult<(Option<BoardImage>, PostCard)> {
        let (row, after, before) = self.board_states(spec)?;
        let c = game_catalog(&row);
        let card = text::card::post_card(c, &after);
        Ok((self.board_image(c, &after, before.as_ref()), card))
    }

    /// The game after log entry `spec.at` and, if `spec.previous`, as the board posted
    /// before it showed it (for highlights).
    pub(super) fn board_states(
        &self,
        spec: &BoardSpec,
    ) -> ServiceResult<(GameRow, AnyGame, Option<AnyGame>)> {
        let record = self.store.load(spec.game)?.ok_or(ServiceError::NoGame)?;
        let row = record.row;
        let config = config_of(&row)?;
        let snapshot = record.snapshot.filter(|(seq, _)| *seq == spec.at);
        if let (Some((_, game)), None) = (&snapshot, spec.previous) {
            // Delivered before the game moved on, no highlights: nothing to replay.
            return Ok((row, game.clone(), None));
        }
        let log = self.store.log(row.id)?;
        // Highlights reach back to the board posted before this one: the whole turn and
        // the police, not only the last command.
        let previous = spec
            .previous
            .map(|p| render::last_board_seq(&log, p))
            .transpose()
            .map_err(ServiceError::Replay)?;
        let (after, before) = match (snapshot, previous) {
            // Delivered before the game moved on: only the state before is replayed.
            (Some((_, game)), Some(previous)) => {
                let (before, _) = replay_pair(&config, row.seed, &log, previous, None)
                    .map_err(ServiceError::Replay)?;
                (game, Some(before))
            }
            // Later: both from the log.
            (_, previous) => replay_pair(&config, row.seed, &log, spec.at, previous)
                .map_err(ServiceError::Replay)?,
        };
        Ok((row, after, before))
    }
}

/// Whether the channel hears of a change at once under [`Posts::PerTurn`]: the game ended,
/// the turn ended, or other people act now (someone else must decide, or one of several
/// deciding at once is done). The same player on another decision of their own turn (2016's
/// police cards to arrange after a Police Scanner) is still their turn.
fn told_at_once(before: &AnyGame, after: &AnyGame, turn_over: bool) -> bool {
    after.ending().is_some() || turn_over || before.to_act() != after.to_act()
}

/// [`GameService::held_narration`] from the game's log: the turn's standing commands since
/// the last one told at once, narrated on a replay from the seed.
fn held_lines(c: &Catalog, loaded: &Loaded, log: &[LogRow]) -> Result<Vec<String>, String> {
    let config = config_of(&loaded.row).map_err(|e| e.to_string())?;
    let standing = crate::replay::standing(log)?;
    // The turn began after the last command that ended one.
    let start = standing
        .iter()
        .rposition(|s| s.events.iter().any(AnyEvent::ends_turn))
        .map_or(0, |i| i + 1);
    let mut game = AnyGame::new(config, loaded.row.seed).map_err(|e| e.to_string())?;
    let earlier: Vec<&AnyCommand> = standing[..start].iter().map(|s| s.command).collect();
    crate::replay::apply_standing(&mut game, &earlier)?;
    // An undo told in the channel came after a post that told everything standing before
    // it (the action it took back was told at once, with the turn's earlier ones).
    let told_before = log
        .iter()
        .filter(|row| row.kind == LogKind::Undo && row.note.as_deref() == Some(LOG_NOTE_UNDO_TOLD))
        .map(|row| row.seq)
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for s in &standing[start..] {
        let before = game.clone();
        crate::replay::apply_standing(&mut game, &[s.command])?;
        if s.seq < told_before {
            lines.clear();
            continue;
        }
        let turn_over = s.events.iter().any(AnyEvent::ends_turn);
        // A referee's skip and a deadline were announced (`after_change`).
        let note = log
            .iter()
            .find(|row| row.seq == s.seq)
            .and_then(|row| row.note.as_deref());
        let announced = matches!(note, Some(LOG_NOTE_SKIP | LOG_NOTE_DEADLINE));
        if announced || told_at_once(&before, &game, turn_over) {
            // Its post told everything up to it.
            lines.clear();
            continue;
        }
        if text::private_command(s.command) {
            continue;
        }
        let name = loaded.name_of(s.command.role());
        lines.push(text::action_heading(c, &before, s.command, &name));
        let public: Vec<AnyEvent> = s
            .events
            .iter()
            .filter_map(|e| e.redacted_for(None))
            .collect();
        lines.extend(text::event_lines(c, &game, &public));
    }
    Ok(lines)
}
