-- blocbot schema, version 10, PostgreSQL dialect of up.sql beside it (read it for the
-- why): the archive of ended games (issue 39).
CREATE TABLE archived_games (
    id                  BIGINT PRIMARY KEY,
    guild_id            BIGINT,
    channel_id          BIGINT  NOT NULL,
    creator_id          BIGINT  NOT NULL,
    status              TEXT    NOT NULL CHECK (status IN ('ended', 'abandoned')),
    settings_json       TEXT    NOT NULL,
    seed                BIGINT  NOT NULL,
    revision            BIGINT  NOT NULL,
    version             BIGINT  NOT NULL,
    turn_deadline_secs  BIGINT,
    created_at          BIGINT  NOT NULL,
    updated_at          BIGINT  NOT NULL,
    seed_chosen         BOOLEAN NOT NULL,
    ruleset             TEXT    NOT NULL,
    locale              TEXT    NOT NULL,
    archived_at         BIGINT  NOT NULL
);
CREATE INDEX archived_games_by_channel ON archived_games (channel_id, id);

CREATE TABLE archived_seats (
    game_id         BIGINT  NOT NULL REFERENCES archived_games (id),
    seat            BIGINT  NOT NULL,
    user_id         BIGINT  NOT NULL,
    display_name    TEXT    NOT NULL,
    wanted_faction  TEXT,
    computer        TEXT,
    former_user_id  BIGINT,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE archived_log (
    game_id         BIGINT  NOT NULL REFERENCES archived_games (id),
    seq             BIGINT  NOT NULL,
    kind            TEXT    NOT NULL,
    user_id         BIGINT,
    command_json    TEXT,
    events_json     TEXT    NOT NULL,
    note            TEXT,
    created_at      BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The archiver's scan: ended games, oldest change first.
CREATE INDEX games_ended ON games (updated_at) WHERE status IN ('ended', 'abandoned');
-- The latest game of a channel (shown once it ended) without a scan of the channel's games.
CREATE INDEX games_by_channel ON games (channel_id, id);
-- Deleting a game (when it is archived) looks up its outbox rows and interaction ids by
-- game: without these, each deletion would read both tables whole.
CREATE INDEX outbox_by_game ON outbox (game_id);
CREATE INDEX interactions_by_game ON interactions (game_id);
