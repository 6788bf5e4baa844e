-- blocbot schema, version 1. Applied by rusqlite_migration at start-up; the schema
-- version lives in PRAGMA user_version. Ids from Discord (snowflakes) fit in a signed
-- 64-bit INTEGER. Times are Unix seconds.

-- One row per game. At most one open game (lobby or active) per channel.
CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER,                 -- NULL: a local (terminal) game or a DM
    channel_id      INTEGER NOT NULL,
    creator_id      INTEGER NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'ended', 'abandoned')),
    settings_json   TEXT    NOT NULL,        -- the lobby's engine::GameConfig
    seed            INTEGER NOT NULL,
    revision        INTEGER NOT NULL DEFAULT 0,  -- the last log seq; buttons carry it
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,        -- last accepted change (drives reminders)
    reminded_at     INTEGER                  -- last idle reminder for the current wait
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active');

-- Who sits where. In the lobby `seat` is the join order; at start seats are renumbered
-- to the engine's player index (engine FactionState::player).
CREATE TABLE seats (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    display_name    TEXT    NOT NULL,
    wanted_faction  TEXT,                    -- NULL: any faction
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

-- Append-only game log. `command` rows hold an engine::Command and every event it
-- produced (secrets included: they are redacted when read); `undo` rows take back the
-- latest command still standing; `admin` rows record seat changes and game endings.
CREATE TABLE log (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('command', 'undo', 'admin')),
    user_id         INTEGER,
    command_json    TEXT,
    events_json     TEXT    NOT NULL DEFAULT '[]',
    note            TEXT,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER log_is_append_only_update BEFORE UPDATE ON log
BEGIN
    SELECT RAISE(ABORT, 'the game log is append-only');
END;
-- Deleting a whole game (ON DELETE CASCADE) is the only way rows leave the log.
CREATE TRIGGER log_is_append_only_delete BEFORE DELETE ON log
WHEN EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'the game log is append-only');
END;

-- The serialized engine::Game after log entry `seq`, for fast loading.
CREATE TABLE snapshots (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    state_json      TEXT    NOT NULL
);

-- Discord interaction ids already applied: each is applied at most once.
CREATE TABLE interactions (
    interaction_id  INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    created_at      INTEGER NOT NULL
);
