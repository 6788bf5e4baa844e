-- blocbot schema, version 2: nothing acknowledged is lost (issue 9).
-- Optimistic versions per game, per-game turn deadlines, the durable outbox, timers
-- claimed once, and the users whose DMs are closed. Times are Unix seconds.

-- Rises with every write to a game; a write succeeds only at the version it read.
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
-- Seconds the game waits for a move before playing the default one; NULL: no deadline.
ALTER TABLE games ADD COLUMN turn_deadline_secs INTEGER;
-- Reminders are timers now.
ALTER TABLE games DROP COLUMN reminded_at;
-- The per-user open-game limit counts seats in open games of a server.
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');

-- What must follow a change (posts, pings, DMs, reminders, announcements), written in
-- the same transaction as the change and deleted never: a delivered row records that
-- its messages were sent. AUTOINCREMENT: an id is never reused, and message nonces
-- derive from it.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    channel_id      INTEGER,                 -- a public post in this channel, or
    user_id         INTEGER,                 -- a direct message to this user
    body_json       TEXT    NOT NULL,        -- store::DeliveryBody (the board is drawn when sent)
    state           TEXT    NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'delivered', 'failed', 'undeliverable')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_owner     INTEGER,                 -- the process delivering it, until lease_until
    lease_until     INTEGER,
    created_at      INTEGER NOT NULL,
    done_at         INTEGER,
    last_error      TEXT,
    CHECK ((channel_id IS NULL) != (user_id IS NULL))
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at, id) WHERE state = 'pending';

-- At most one timer of each kind per game. A process claims due timers with a lease;
-- the change a timer makes is written only while the claim holds.
CREATE TABLE timers (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL
                    CHECK (kind IN ('reminder', 'deadline', 'lobby_expiry', 'computer_turn')),
    due_at          INTEGER NOT NULL,
    lease_owner     INTEGER,
    lease_until     INTEGER,
    PRIMARY KEY (game_id, kind)
) WITHOUT ROWID;
CREATE INDEX timers_due ON timers (due_at);

-- Users whose DMs refused the bot (403, code 50007): not tried again until they act.
CREATE TABLE closed_dms (
    user_id         INTEGER PRIMARY KEY,
    closed_at       INTEGER NOT NULL
);

-- Games stored by version 1 get the timers version 1 behaved as: a reminder a day after
-- the last change, and lobbies close a week after they opened. They keep no deadline.
INSERT INTO timers (game_id, kind, due_at)
    SELECT id, 'reminder', updated_at + 86400 FROM games WHERE status = 'active';
INSERT INTO timers (game_id, kind, due_at)
    SELECT id, 'lobby_expiry', created_at + 604800 FROM games WHERE status = 'lobby';
