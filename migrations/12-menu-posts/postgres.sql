-- blocbot schema, version 12, PostgreSQL dialect of up.sql beside it: the channel's latest
-- post carrying the game's buttons (issue 37).
CREATE TABLE menu_posts (
    channel_id BIGINT PRIMARY KEY,
    message_id BIGINT NOT NULL,
    posted_at  BIGINT NOT NULL
);
