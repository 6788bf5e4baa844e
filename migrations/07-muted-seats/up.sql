-- blocbot schema, version 7: muted pings (issue 12). A player who ran `/game mute` is named
-- but not mentioned when it is their turn. Kept per seat and its holder: a seat handed to
-- someone else pings its new holder again.
CREATE TABLE muted_seats (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
