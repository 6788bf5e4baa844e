//! Rate limits on public commands that cost: `/board` uploads a ~0.5 MB image and
//! `/log count:200` posts about 19 messages. Each user has a token bucket per channel and
//! kind of expense; a refusal says when to try again. Buckets live in memory: a restart
//! forgives everyone, which costs at most one more burst.

use crate::store::UserId;
use std::collections::HashMap;
use std::sync::Mutex;

/// A public command that costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expense {
    /// A board image upload.
    BoardImage,
    /// Messages of text in the channel (`/log`, `/status`).
    Messages(u32),
}

/// One bucket: up to `burst` at once, refilled by one every `refill_secs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    pub burst: u32,
    pub refill_secs: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimits {
    /// Board images per user and channel: 3 at once, then one every 2 minutes.
    pub board_images: Bucket,
    /// Text messages per user and channel: 30 at once, then one every 20 seconds.
    pub messages: Bucket,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            board_images: Bucket {
                burst: 3,
                refill_secs: 120,
            },
            messages: Bucket {
                burst: 30,
                refill_secs: 20,
            },
        }
    }
}

/// About how many messages `/log` posts for `count` entries (about 10 entries fill a
/// message of 1,900 characters: `count:200` is about 19 messages).
pub fn log_messages(count: usize) -> u32 {
    u32::try_from(count.div_ceil(10)).unwrap_or(u32::MAX).max(1)
}

#[derive(Clone, Copy, Debug)]
struct State {
    /// Tokens available at `at`.
    tokens: u32,
    at: i64,
}

/// Beyond this many buckets, full ones are forgotten (they hold no information).
const MAX_BUCKETS: usize = 10_000;

#[derive(Debug)]
pub(super) struct Limiter {
    limits: RateLimits,
    buckets: Mutex<HashMap<(UserId, u64, bool), State>>,
}

impl Limiter {
    pub(super) fn new(limits: RateLimits) -> Limiter {
        Limiter {
            limits,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes the expense from the user's bucket, or says in how many seconds it would fit.
    pub(super) fn spend(
        &self,
        user: UserId,
        channel: u64,
        expense: Expense,
        now: i64,
    ) -> Result<(), u64> {
        let (bucket, cost, images) = match expense {
            Expense::BoardImage => (self.limits.board_images, 1, true),
            Expense::Messages(n) => (self.limits.messages, n.max(1), false),
        };
        let refill = i64::from(bucket.refill_secs.max(1));
        // A single request larger than the whole bucket waits for a full bucket.
        let cost = cost.min(bucket.burst.max(1));
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() > MAX_BUCKETS {
            buckets.retain(|(_, _, images), s| {
                let b = if *images {
                    self.limits.board_images
                } else {
                    self.limits.messages
                };
                s.tokens < b.burst
                    && now.saturating_sub(s.at) < i64::from(b.refill_secs) * i64::from(b.burst)
            });
        }
        let state = buckets.entry((user, channel, images)).or_insert(State {
            tokens: bucket.burst,
            at: now,
        });
        // Refill whole tokens since the last update, keeping the remainder of time.
        let elapsed = now.saturating_sub(state.at).max(0);
        let gained = elapsed / refill;
        if gained > 0 {
            let tokens = i64::from(state.tokens).saturating_add(gained);
            state.tokens =
                u32::try_from(tokens.min(i64::from(bucket.burst))).unwrap_or(bucket.burst);
            state.at = if state.tokens >= bucket.burst {
                now
            } else {
                state.at + gained * refill
            };
        }
        if state.tokens >= cost {
            state.tokens -= cost;
            if state.tokens + cost >= bucket.burst {
                // The bucket was full: its refill clock starts now.
                state.at = now;
            }
            Ok(())
        } else {
            let missing = i64::from(cost - state.tokens);
            let wait = (state.at + missing * refill - now).max(1);
            Err(wait as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_one_per_refill() {
        let l = Limiter::new(RateLimits::default());
        let u = UserId(1);
        for _ in 0..3 {
            assert_eq!(l.spend(u, 9, Expense::BoardImage, 1000), Ok(()));
        }
        assert_eq!(l.spend(u, 9, Expense::BoardImage, 1000), Err(120));
        assert_eq!(l.spend(u, 9, Expense::BoardImage, 1060), Err(60));
        assert_eq!(l.spend(u, 9, Expense::BoardImage, 1120), Ok(()));
        assert!(l.spend(u, 9, Expense::BoardImage, 1121).is_err());
        // Another channel, another user, another kind: their own buckets.
        assert_eq!(l.spend(u, 10, Expense::BoardImage, 1121), Ok(()));
        assert_eq!(l.spend(UserId(2), 9, Expense::BoardImage, 1121), Ok(()));
        assert_eq!(l.spend(u, 9, Expense::Messages(1), 1121), Ok(()));
    }

    #[test]
    fn long_logs_cost_their_messages() {
        let l = Limiter::new(RateLimits::default());
        let u = UserId(1);
        // /log count:200 is about 20 messages: one fits in the bucket of 30, not two.
        let big = Expense::Messages(log_messages(200));
        assert_eq!(l.spend(u, 9, big, 0), Ok(()));
        assert_eq!(l.spend(u, 9, big, 0), Err(200));
        assert_eq!(l.spend(u, 9, big, 199), Err(1));
        assert_eq!(l.spend(u, 9, big, 200), Ok(()));
        // The default /log (15 entries) costs 2.
        assert_eq!(log_messages(15), 2);
    }
}
