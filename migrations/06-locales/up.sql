-- blocbot schema, version 6: languages (issue 13). A game's public posts and board speak
-- the game's language, chosen at /game create (an embedded catalog's tag, such as 'en-US'
-- or 'fr'); games written before this version speak English.
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';
-- Each user's last known Discord locale (the interaction's `locale`), for their direct
-- messages, which carry no locale of their own.
CREATE TABLE user_locales (
    user_id         INTEGER PRIMARY KEY,
    locale          TEXT    NOT NULL,
    updated_at      INTEGER NOT NULL
);
