//! Muted pings (issue 12): a player who runs `/game mute` is still named when it is their
//! turn, but no longer mentioned (their id leaves the post's ping list, hence Discord's
//! `allowed_mentions`). Stored per seat and holder: a seat handed on pings its new holder.

use super::outbox::Outbox;
use super::{Caller, GameService, Loaded, ServiceError, ServiceResult};
use crate::store::{Place, UserId};
use crate::t;

impl GameService {
    /// Mutes (`muted`) or unmutes the caller's pings for the game in this channel.
    pub fn set_muted(&self, place: Place, caller: &Caller, muted: bool) -> ServiceResult<Outbox> {
        let loaded = self.load_any(place)?;
        if !loaded.seats.iter().any(|s| s.user == caller.user) {
            return Err(ServiceError::NotAPlayer);
        }
        self.store.set_muted(loaded.row.id, caller.user, muted)?;
        let reader = self.caller_catalog(caller);
        Ok(Outbox::reply(if muted {
            t!(reader, "mute-done")
        } else {
            t!(reader, "unmute-done")
        }))
    }

    /// The users to mention because they must act now: those who must act, less those
    /// who muted this game. A store error pings everyone (a ping too many beats a turn
    /// nobody hears of).
    pub(super) fn pings_for(&self, loaded: &Loaded, waiting: Vec<UserId>) -> Vec<UserId> {
        // Read with the game when the seats have not changed hands since (issue 39).
        let muted = match &loaded.readers {
            Some(readers) => Ok(readers.muted.clone()),
            None => self.store.muted_users(loaded.row.id),
        };
        match muted {
            Ok(muted) => waiting.into_iter().filter(|u| !muted.contains(u)).collect(),
            Err(e) => {
                tracing::warn!(error = %e, "reading muted pings failed");
                waiting
            }
        }
    }
}
