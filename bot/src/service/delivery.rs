//! Delivery: the outbox's messages handed to the front end and marked sent.

use super::*;

impl GameService {
    /// The deliveries among `ids` that this process still holds (a change's own).
    pub fn held_deliveries(&self, ids: &[DeliveryId]) -> ServiceResult<Vec<Delivery>> {
        Ok(self.store.held_deliveries(ids, self.instance)?)
    }

    /// Claims deliveries left behind (a crash, a failed attempt now due again).
    pub fn claim_due_deliveries(
        &self,
        lease: Duration,
        limit: usize,
    ) -> ServiceResult<Vec<Delivery>> {
        let now = self.now();
        // Every process's worker passes here every few seconds: the place to keep the
        // outbox and interaction ids bounded (issue 39). A failed prune waits for the next.
        let before = now.saturating_sub(crate::store::PRUNE_AFTER_SECS);
        if let Err(e) = self.store.prune(before, crate::store::PRUNE_BATCH) {
            tracing::warn!(error = %e, "pruning the outbox and interaction ids failed");
        }
        // And to move the games that ended long enough ago to the archive.
        if let Some(after) = self.policy.archive_after {
            let before = now.saturating_sub(i64::try_from(after.as_secs()).unwrap_or(i64::MAX));
            if let Err(e) = self
                .store
                .archive_ended(before, now, crate::store::ARCHIVE_BATCH)
            {
                tracing::warn!(error = %e, "archiving ended games failed");
            }
        }
        Ok(self.store.claim_due_deliveries(
            now,
            Lease {
                owner: self.instance,
                until: now.saturating_add(lease.as_secs() as i64),
            },
            limit,
        )?)
    }

    /// Records how this process's deliveries went.
    pub fn finish_deliveries(
        &self,
        outcomes: &[(DeliveryId, DeliveryOutcome)],
    ) -> ServiceResult<()> {
        Ok(self
            .store
            .finish_deliveries(self.instance, outcomes, self.now())?)
    }

    /// Marks an outbox as shown (local mode prints its messages itself).
    pub fn mark_shown(&self, out: &Outbox) -> ServiceResult<()> {
        let done: Vec<(DeliveryId, DeliveryOutcome)> = out
            .delivery_ids()
            .into_iter()
            .map(|id| (id, DeliveryOutcome::Delivered))
            .collect();
        self.finish_deliveries(&done)
    }

    pub fn dms_closed(&self, user: UserId) -> ServiceResult<bool> {
        Ok(self.store.dms_closed(user)?)
    }

    pub fn set_dms_closed(&self, user: UserId) -> ServiceResult<()> {
        Ok(self.store.set_dms_closed(user, self.now())?)
    }

    /// Records `message` as the channel's latest post with the game's buttons; the one it
    /// replaces, if any, is returned so its buttons can be taken off (issue 37: only the
    /// latest post of a channel offers them).
    pub fn swap_menu_post(&self, channel: u64, message: u64) -> ServiceResult<Option<u64>> {
        Ok(self.store.swap_menu_post(channel, message, self.now())?)
    }
}
