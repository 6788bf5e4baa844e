-- blocbot schema, version 7, PostgreSQL dialect of up.sql beside it.
CREATE TABLE muted_seats (
    game_id         BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            BIGINT  NOT NULL,
    user_id         BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat)
);
