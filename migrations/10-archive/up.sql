-- blocbot schema, version 10: the archive (issue 39). Ended and abandoned games leave the
-- hot tables (games, seats, log, snapshots, timers...) some time after their end for these
-- three, which keep what showing and exporting a game needs: its row, its seats and its
-- log (no snapshot: the log replays). The hot tables then hold the games in play and the
-- recent ones only, whatever the history; reads fall back to the archive by game id or
-- channel (bot/src/store). Nothing of a live game is ever read here.
CREATE TABLE archived_games (
    id                  INTEGER PRIMARY KEY,
    guild_id            INTEGER,
    channel_id          INTEGER NOT NULL,
    creator_id          INTEGER NOT NULL,
    status              TEXT    NOT NULL CHECK (status IN ('ended', 'abandoned')),
    settings_json       TEXT    NOT NULL,
    seed                INTEGER NOT NULL,
    revision            INTEGER NOT NULL,
    version             INTEGER NOT NULL,
    turn_deadline_secs  INTEGER,
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL,
    seed_chosen         INTEGER NOT NULL,
    ruleset             TEXT    NOT NULL,
    locale              TEXT    NOT NULL,
    archived_at         INTEGER NOT NULL
);
CREATE INDEX archived_games_by_channel ON archived_games (channel_id, id);

CREATE TABLE archived_seats (
    game_id         INTEGER NOT NULL REFERENCES archived_games (id),
    seat            INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    display_name    TEXT    NOT NULL,
    wanted_faction  TEXT,
    computer        TEXT,
    former_user_id  INTEGER,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TABLE archived_log (
    game_id         INTEGER NOT NULL REFERENCES archived_games (id),
    seq             INTEGER NOT NULL,
    kind            TEXT    NOT NULL,
    user_id         INTEGER,
    command_json    TEXT,
    events_json     TEXT    NOT NULL,
    note            TEXT,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The archiver's scan: ended games, oldest change first.
CREATE INDEX games_ended ON games (updated_at) WHERE status IN ('ended', 'abandoned');
-- The latest game of a channel (shown once it ended) without a scan of the channel's games.
CREATE INDEX games_by_channel ON games (channel_id, id);
-- Deleting a game (when it is archived) looks up its outbox rows and interaction ids by
-- game: without these, each deletion would read both tables whole.
CREATE INDEX outbox_by_game ON outbox (game_id);
CREATE INDEX interactions_by_game ON interactions (game_id);
