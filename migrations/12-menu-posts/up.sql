-- blocbot schema, version 12: the channel's latest post carrying the game's buttons (issue
-- 37). When a newer one is posted, the older loses its buttons (an edit), so only the
-- latest post of a channel offers "What can I do?" and "View my hand". Kept in the
-- database, not in a process, so a restart or another process still finds it.
CREATE TABLE menu_posts (
    channel_id INTEGER PRIMARY KEY,
    message_id INTEGER NOT NULL,
    posted_at  INTEGER NOT NULL
);
