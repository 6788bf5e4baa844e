-- blocbot schema, version 6, PostgreSQL dialect of up.sql beside it.
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';
CREATE TABLE user_locales (
    user_id         BIGINT  PRIMARY KEY,
    locale          TEXT    NOT NULL,
    updated_at      BIGINT  NOT NULL
);
