-- blocbot schema, version 2, PostgreSQL dialect of up.sql beside it.

ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN turn_deadline_secs BIGINT;
ALTER TABLE games DROP COLUMN reminded_at;
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');

-- An identity column never hands out an id twice: message nonces derive from it.
CREATE TABLE outbox (
    id              BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id         BIGINT  REFERENCES games (id) ON DELETE CASCADE,
    channel_id      BIGINT,
    user_id         BIGINT,
    body_json       TEXT    NOT NULL,
    state           TEXT    NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'delivered', 'failed', 'undeliverable')),
    attempts        BIGINT  NOT NULL DEFAULT 0,
    next_attempt_at BIGINT  NOT NULL,
    lease_owner     BIGINT,
    lease_until     BIGINT,
    created_at      BIGINT  NOT NULL,
    done_at         BIGINT,
    last_error      TEXT,
    CHECK ((channel_id IS NULL) != (user_id IS NULL))
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at, id) WHERE state = 'pending';

CREATE TABLE timers (
    game_id         BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL
                    CHECK (kind IN ('reminder', 'deadline', 'lobby_expiry', 'computer_turn')),
    due_at          BIGINT  NOT NULL,
    lease_owner     BIGINT,
    lease_until     BIGINT,
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX timers_due ON timers (due_at);

CREATE TABLE closed_dms (
    user_id         BIGINT  PRIMARY KEY,
    closed_at       BIGINT  NOT NULL
);

INSERT INTO timers (game_id, kind, due_at)
    SELECT id, 'reminder', updated_at + 86400 FROM games WHERE status = 'active';
INSERT INTO timers (game_id, kind, due_at)
    SELECT id, 'lobby_expiry', created_at + 604800 FROM games WHERE status = 'lobby';
