//! Timers: reminders that escalate toward a game's turn deadline, the deadline itself
//! (the default move is played for whoever has not acted), and lobbies that expire. Each
//! due timer is claimed by one process with a lease and fired in the same write as the
//! change it makes, so it fires exactly once however many processes share the store.

use super::{
    Change, GameService, Loaded, Outbox, Post, ServiceError, ServiceResult, LOG_NOTE_DEADLINE,
    TIMER_LEASE_SECS, TIMER_RETRY_SECS,
};
use crate::i18n::Catalog;
use crate::store::{GameStatus, GameWrite, Lease, Place, StoreError, TimerClaim, TimerKind};
use crate::t;

const HOUR: i64 = 3600;

/// Reminders come this long before a deadline (and halfway through a short one).
const BEFORE_DEADLINE: [i64; 2] = [12 * HOUR, HOUR];

/// No reminder comes sooner than this after the wait began.
const QUIET_AFTER_A_MOVE: i64 = 10 * 60;

/// The first reminder of a wait that began at `since` coming strictly after `after`:
/// every `every` seconds; with a deadline `deadline` seconds after `since`, also 12 hours
/// and 1 hour before it and halfway to it, and none at or after it.
pub fn next_reminder(since: i64, after: i64, every: i64, deadline: Option<i64>) -> Option<i64> {
    let every = every.max(60);
    let quiet = since.saturating_add(QUIET_AFTER_A_MOVE);
    let periodic = {
        let k = after.saturating_sub(since).max(0) / every + 1;
        since.saturating_add(k.saturating_mul(every))
    };
    let mut candidates = vec![periodic];
    if let Some(d) = deadline {
        let end = since.saturating_add(d);
        candidates.extend(BEFORE_DEADLINE.iter().map(|b| end - b));
        candidates.push(since.saturating_add(d / 2));
        candidates.retain(|&t| t < end);
    }
    candidates
        .into_iter()
        .filter(|&t| t > after && t >= quiet)
        .min()
}

/// "12 hours", "1 hour", "45 minutes", "2 days" (rounded down, at least a minute).
pub fn format_time_left(c: &Catalog, secs: u64) -> String {
    let minutes = (secs / 60).max(1);
    let hours = secs / 3600;
    let days = secs / 86_400;
    if days >= 2 {
        t!(c, "time-days", n = days)
    } else if hours >= 1 {
        t!(c, "time-hours", n = hours)
    } else {
        t!(c, "time-minutes", n = minutes)
    }
}

impl GameService {
    /// Claims the timers due now and fires each: reminders are written to the outbox,
    /// deadlines play the default move, expired lobbies close. A game whose timer fails
    /// is logged and tried again later; the others go on. Returns the outboxes to
    /// deliver (their rows are already written). One after another: the Discord loop
    /// claims with [`GameService::claim_due_timers`] and fires claims side by side.
    pub fn fire_due_timers(&self, limit: usize) -> ServiceResult<Vec<Outbox>> {
        let claims = self.claim_due_timers(limit)?;
        Ok(claims
            .iter()
            .filter_map(|claim| self.fire_claimed(claim))
            .collect())
    }

    /// Claims up to `limit` timers due now for this process, each with a lease: nobody
    /// else fires them until the lease ends.
    pub fn claim_due_timers(&self, limit: usize) -> ServiceResult<Vec<TimerClaim>> {
        let now = self.now();
        let lease = Lease {
            owner: self.instance,
            until: now.saturating_add(TIMER_LEASE_SECS),
        };
        Ok(self.store.claim_due_timers(now, lease, limit)?)
    }

    /// The place of a claimed timer's game (None if the game is gone): where the caller
    /// takes the channel's turn before firing, so a computer's move and a person's are
    /// applied and delivered in one order.
    pub fn timer_place(&self, claim: &TimerClaim) -> ServiceResult<Option<Place>> {
        Ok(self.store.game(claim.game)?.map(|row| row.place))
    }

    /// Fires one claimed timer; its outbox to deliver, if it made one. A failure is
    /// logged and the timer postponed (tried again later); a claim lost to a move or to
    /// another process is nothing to do.
    pub fn fire_claimed(&self, claim: &TimerClaim) -> Option<Outbox> {
        match self.fire(claim) {
            Ok(outbox) => outbox,
            // Someone moved meanwhile (the move reset the timers), or another process
            // took the timer over: nothing to do.
            Err(ServiceError::Store(StoreError::ClaimLost)) => None,
            Err(e) => {
                tracing::warn!(
                    game = claim.game,
                    timer = claim.timer.kind.as_str(),
                    error = %e,
                    "a timer failed; it will be tried again later"
                );
                let later = self.now().saturating_add(TIMER_RETRY_SECS);
                if let Err(e) = self.store.postpone_timer(claim, later) {
                    tracing::warn!(game = claim.game, error = %e, "cannot postpone the timer");
                }
                None
            }
        }
    }

    fn fire(&self, claim: &TimerClaim) -> ServiceResult<Option<Outbox>> {
        let Some(row) = self.store.game(claim.game)? else {
            return Ok(None);
        };
        self.with_channel_lock(row.place, || {
            self.retrying(|| {
                let now = self.now();
                let record = self.store.load(claim.game)?.ok_or(ServiceError::NoGame)?;
                let row = &record.row;
                let mut idle = GameWrite::new(row, now);
                idle.fires = Some(*claim);
                match (claim.timer.kind, row.status) {
                    (TimerKind::LobbyExpiry, GameStatus::Lobby) => {
                        let c = super::game_catalog(row);
                        let days = self.policy.lobby_expiry.as_secs().div_ceil(86_400);
                        let text = t!(c, "lobby-expired", days = days);
                        idle.status = Some(GameStatus::Abandoned);
                        idle.timers = Some(Vec::new());
                        self.commit(idle, Outbox::channel_post(row.id, row.place, text))
                            .map(Some)
                    }
                    (TimerKind::Reminder, GameStatus::Active) => {
                        let loaded = self.loaded(record)?;
                        self.remind(&loaded, claim, now).map(Some)
                    }
                    (TimerKind::Deadline, GameStatus::Active) => {
                        let loaded = self.loaded(record)?;
                        self.deadline_passed(&loaded, claim, now).map(Some)
                    }
                    (TimerKind::ComputerTurn, GameStatus::Active) => {
                        let loaded = self.loaded(record)?;
                        self.computer_turn(&loaded, claim, now).map(Some)
                    }
                    // The game is no longer waiting this way (it started, ended...): the
                    // timer is simply dropped.
                    _ => {
                        self.store.write(idle)?;
                        Ok(None)
                    }
                }
            })
        })
    }

    /// Pings the players the game waits for, with the real time waited or left.
    fn remind(&self, loaded: &Loaded, claim: &TimerClaim, now: i64) -> ServiceResult<Outbox> {
        let c = super::game_catalog(&loaded.row);
        let row = &loaded.row;
        let since = row.updated_at;
        let deadline = row.turn_deadline.map(|d| d as i64);
        let text = match deadline {
            Some(d) => {
                let left = since.saturating_add(d).saturating_sub(now).max(0);
                t!(
                    c,
                    "reminder-deadline",
                    time = format_time_left(c, left as u64),
                    waiting = self.waiting_line(c, loaded)
                )
            }
            None => t!(
                c,
                "reminder",
                hours = (now.saturating_sub(since) / HOUR).max(1),
                waiting = self.waiting_line(c, loaded)
            ),
        };
        let mut out = self.outbox_for(loaded);
        out.posts.push(Post {
            text,
            ping: self.pings_for(loaded, self.whose_move(loaded)),
            menu: true,
            ..Post::default()
        });
        let every = self.policy.reminder_every.as_secs() as i64;
        let mut timers = self.timers_for(loaded, since);
        timers.retain(|t| t.kind != TimerKind::Reminder);
        if let Some(at) = next_reminder(since, claim.timer.due_at.max(now), every, deadline) {
            timers.push(crate::store::Timer {
                kind: TimerKind::Reminder,
                due_at: at,
            });
        }
        let mut w = GameWrite::new(row, now);
        w.fires = Some(*claim);
        w.timers = Some(timers);
        self.commit(w, out)
    }

    /// The wait lasted the game's whole turn deadline: the engine's default move is
    /// played for the faction it waits for (through the same path as a player's move)
    /// and announced, so a game never stalls on someone who left.
    fn deadline_passed(
        &self,
        loaded: &Loaded,
        claim: &TimerClaim,
        now: i64,
    ) -> ServiceResult<Outbox> {
        let Some(command) = loaded.game.default_command() else {
            // Nothing to wait for (the game is over): just drop the timer.
            let mut w = GameWrite::new(&loaded.row, now);
            w.fires = Some(*claim);
            w.timers = Some(Vec::new());
            return self.commit(w, Outbox::default());
        };
        let c = super::game_catalog(&loaded.row);
        let note = t!(
            c,
            "deadline-passed",
            faction = super::text::role_name(c, &loaded.game, command.role()),
            action = super::text::action_label(c, &loaded.game, &command, None)
        );
        let change = Change {
            actor_name: loaded.name_of(command.role()),
            // Nobody asked: the reply (dropped below) would speak the game's language.
            reader: c,
            user: None,
            interaction: None,
            note: Some(note),
            log_note: Some(LOG_NOTE_DEADLINE.into()),
            fires: Some(*claim),
        };
        let mut out = self.apply_and_commit(loaded, command, change, now)?;
        // Nobody asked: there is no one to reply to.
        out.reply = None;
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 24 * HOUR;

    #[test]
    fn without_a_deadline_reminders_come_every_period() {
        assert_eq!(next_reminder(0, 0, DAY, None), Some(DAY));
        assert_eq!(next_reminder(0, DAY, DAY, None), Some(2 * DAY));
        // After a long outage, the next one is in the future, not a burst of old ones.
        assert_eq!(next_reminder(0, 5 * DAY + 7, DAY, None), Some(6 * DAY));
    }

    #[test]
    fn reminders_escalate_toward_the_deadline_and_stop_there() {
        let d = 2 * DAY;
        let mut at = 0;
        let mut seen = Vec::new();
        while let Some(t) = next_reminder(0, at, DAY, Some(d)) {
            seen.push(t);
            at = t;
        }
        // 24 h (periodic and halfway), then 12 h and 1 h before the deadline.
        assert_eq!(seen, vec![DAY, d - 12 * HOUR, d - HOUR]);
        // A short deadline still gets a reminder halfway, and nothing after it.
        assert_eq!(next_reminder(0, 0, DAY, Some(2 * HOUR)), Some(HOUR));
        assert_eq!(next_reminder(0, HOUR, DAY, Some(2 * HOUR)), None);
    }
}
