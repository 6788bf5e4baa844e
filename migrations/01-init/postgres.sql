-- blocbot schema, version 1, PostgreSQL dialect of up.sql beside it (same tables, same
-- meaning; read up.sql for the why of each column). Applied at start-up by
-- bot/src/store/postgres.rs, which records the version in blocbot_schema.

CREATE TABLE games (
    id              BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guild_id        BIGINT,
    channel_id      BIGINT  NOT NULL,
    creator_id      BIGINT  NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'ended', 'abandoned')),
    settings_json   TEXT    NOT NULL,
    seed            BIGINT  NOT NULL,
    revision        BIGINT  NOT NULL DEFAULT 0,
    created_at      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL,
    reminded_at     BIGINT
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id         BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            BIGINT  NOT NULL,
    user_id         BIGINT  NOT NULL,
    display_name    TEXT    NOT NULL,
    wanted_faction  TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE log (
    game_id         BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq             BIGINT  NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('command', 'undo', 'admin')),
    user_id         BIGINT,
    command_json    TEXT,
    events_json     TEXT    NOT NULL DEFAULT '[]',
    note            TEXT,
    created_at      BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The log is append-only: deleting a whole game (ON DELETE CASCADE, which runs after the
-- game row is gone) is the only way rows leave it.
CREATE FUNCTION blocbot_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id) THEN
        RAISE EXCEPTION 'the game log is append-only';
    END IF;
    RETURN OLD;
END;
$$;
CREATE TRIGGER log_is_append_only BEFORE UPDATE OR DELETE ON log
    FOR EACH ROW EXECUTE FUNCTION blocbot_log_is_append_only();

CREATE TABLE snapshots (
    game_id         BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq             BIGINT  NOT NULL,
    state_json      TEXT    NOT NULL
);

CREATE TABLE interactions (
    interaction_id  BIGINT  PRIMARY KEY,
    game_id         BIGINT  REFERENCES games (id) ON DELETE CASCADE,
    created_at      BIGINT  NOT NULL
);
